package quotes

import (
	"strings"
	"testing"
)

// A buyer's RFQ form returned filled in: the form's example row (示例 in its
// first column or 示例行 in a note) is no offer, named; the vendor's rows
// are read (RQ0101–RQ0113).
func TestRFQExampleRowIsNoOffer(t *testing.T) {
	res := readCSV(t, "form.csv",
		"询价单 XY-2027-003 报价表",
		"报价单位：北岭算力科技有限公司",
		"No.,GPU,单台卡数,数量（台）,单价（元/卡/小时）,备注",
		"样例,H100 80G SXM,8,1,9.90,",
		"1,A800 80G SXM,8,2,5.60,",
		"2,L40S 48G,8,1,3.10,填写示例：请勿删除",
		"3,H20 96G,8,1,5.20,示例数据不计",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, want rows 5 and 7 only: %v %v", len(res.Quotes), res.NotOffers, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.SourceRow != 5 && q.SourceRow != 7 || q.Vendor != "北岭算力科技有限公司" {
			t.Errorf("row %d vendor %q: want rows 5 and 7 of 北岭算力科技有限公司", q.SourceRow, q.Vendor)
		}
	}
	if len(res.NotOffers) != 2 || res.NotOffers[0].Row != 4 || res.NotOffers[0].Column != "No." ||
		!strings.Contains(res.NotOffers[0].Text("zh"), "示例行") || !strings.Contains(res.NotOffers[0].Text("en"), "example row") {
		t.Errorf("not offers %v: want row 4 named at No. and row 6 at 备注", res.NotOffers)
	}
	for _, s := range []string{"示例", "（示例）", "example", "示例行，请按此格式填写"} {
		if _, ok := exampleCell(rowIn{first: cell{text: s}}); !ok {
			t.Errorf("%q: want an example row", s)
		}
	}
	for _, s := range []string{"1", "例外情况另议", "示例数据不计", "sample pricing"} {
		if _, ok := exampleCell(rowIn{first: cell{text: s}}); ok {
			t.Errorf("%q: no example row", s)
		}
	}
}

// Returned copies pasted one under another: each copy's "=== 回函N  供应商：…
// 回复日期：… ===" line names the vendor of the rows under it, the first one
// above the header (RQ0001); a name followed by its other language's in
// brackets keeps the first; an enquiry number names no vendor (RQ0004).
func TestRFQPastedCopiesVendorLines(t *testing.T) {
	res := readCSV(t, "copies.tsv",
		"询价编号 XY-2027-003 回函汇总",
		"",
		"=== 回函1  供应商：北岭算力科技有限公司  回复日期：2027-01-05 ===",
		"序号\tGPU型号\t单台卡数\t单价（元/卡/小时）",
		"1\tH800 80G SXM\t8\t10.40",
		"",
		"=== 回函2  供应商：Nanling Compute Cloud（南岭算力云）  回复日期：2027-01-06 ===",
		"序号\tGPU型号\t单台卡数\t单价（元/卡/小时）",
		"1\tA800 80G SXM\t8\t5.90",
	)
	want := map[int]string{5: "北岭算力科技有限公司", 9: "Nanling Compute Cloud"}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, want %d: %v", len(res.Quotes), len(want), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != want[q.SourceRow] {
			t.Errorf("row %d: vendor %q, want %q", q.SourceRow, q.Vendor, want[q.SourceRow])
		}
	}
	if v := vendorFromTitle("询价编号 XY-2027-003 各供应商回函汇总"); v != "" {
		t.Errorf("enquiry number line: vendor %q, want none", v)
	}
}

// The company on a title line's later labelled field (RQ0003) and a 报价单位
// line whose company carries its short name in brackets (RQ0002).
func TestRFQVendorLabelledFields(t *testing.T) {
	for line, want := range map[string]string{
		"商务报价（询价编号 XY-2027-003）  报价人：北岭算力科技有限公司": "北岭算力科技有限公司",
		"报价单位：北岭算力科技有限公司（北岭算力）   报价日期：2027年1月5日": "北岭算力科技有限公司",
		"报价单位：元/卡/小时": "",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
}

// A column the vendor added to the form, a tag in brackets before its unit
// ("【我司增加】包月单价（元/台/月）"): the unit is the second bracket's, per
// machine (RQ0006).
func TestRFQAddedColumnUnit(t *testing.T) {
	if h := headerHint("【我司增加】包月单价（元/台/月）"); h != "元/台/月" {
		t.Errorf("hint %q, want 元/台/月", h)
	}
	if h := headerHint("【新增】报价"); h != "新增" {
		t.Errorf("hint %q: a lone bracket stays the hint", h)
	}
	res := readCSV(t, "added.csv",
		"报价单位：北岭算力科技有限公司",
		"GPU型号,单台卡数,单价（元/卡/小时）,【我司增加】包月单价（元/台/月）",
		"H800 80G SXM,8,10.40,5.4万",
	)
	var monthly *Quote
	for i := range res.Quotes {
		if res.Quotes[i].PriceUnit == "node_month" {
			monthly = &res.Quotes[i]
		}
	}
	if len(res.Quotes) != 2 || monthly == nil || monthly.Price != 54000 {
		t.Fatalf("quotes %v: want the card-hour price and 54000 per machine-month", res.Quotes)
	}
}

// A deviation note stating the price's unit ("报价单位为元/台/天") wins over the
// header's 元/卡/小时, warned naming both (RQ0007, RQ0008); an equivalent
// after a number ("折合约7.5元/卡/小时") states no unit.
func TestRFQDeviationNoteUnit(t *testing.T) {
	res := readCSV(t, "dev.csv",
		"报价单位：北岭算力科技有限公司",
		"GPU型号,单台卡数,单价（元/卡/小时）,是否偏离,偏离说明",
		"H200 141G,8,2880,偏离,报价单位为元/台/天",
		"A800 80G SXM,8,43200,偏离,单价栏填写为整机月租（元/台/月），折合约7.5元/卡/小时",
		"H800 80G SXM,8,10.40,无偏离,",
	)
	want := map[int]string{3: "node_day", 4: "node_month", 5: "gpu_hour"}
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes, want 3: %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.PriceUnit != want[q.SourceRow] {
			t.Errorf("row %d: unit %s, want %s", q.SourceRow, q.PriceUnit, want[q.SourceRow])
		}
		if q.SourceRow != 5 && !hasKey(q, "import.rfq.note_over_header") {
			t.Errorf("row %d: want the note-over-header warning: %v", q.SourceRow, RenderAll(q.Warnings, "en"))
		}
	}
	if nu := noteUnitOf("折合约7.5元/卡/小时"); nu.phrase {
		t.Errorf("an equivalent after a number read as the unit: %+v", nu)
	}
}

// FuzzRFQFormText: the form's readers of outside text (an example-row cell,
// a pasted copy's vendor line, a note's unit phrase) never panic; a vendor
// line gives a name shorter than its line, and a note's unit phrase sets a
// basis or a period.
func FuzzRFQFormText(f *testing.F) {
	for _, s := range []string{"示例行，请按此格式填写", "=== 回函2  供应商：青岭算力  回复日期：2027-01-06 ===", "报价单位为元/台/天", "单价栏填写为整机月租（元/台/月），折合约7.5元/卡/小时", "（示例）", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		exampleCell(rowIn{first: cell{text: s}, extra: map[string]string{"备注": s}})
		if v := sectionVendor(s); len(v) > len(s)+8 {
			t.Errorf("sectionVendor(%q) = %q, longer than its line", s, v)
		}
		if nu := noteUnitOf(s); nu.phrase && nu.basis == "" && nu.period == "" {
			t.Errorf("noteUnitOf(%q): a phrase that states nothing", s)
		}
	})
}

// A deviation column stating the vendor's own machine ("我司L20为4卡机型") wins
// over the form's 单台卡数, warned naming both (RQ0009, RQ0010); the same
// words in a plain 备注 only warn.
func TestRFQDeviationCards(t *testing.T) {
	res := readCSV(t, "devcards.csv",
		"报价单位：北岭算力科技有限公司",
		"GPU型号,单台卡数,单价（元/卡/小时）,最短租期,备注,是否偏离,偏离说明",
		"L20 48G,8,2.85,1个月,,偏离,负偏离：我司L20为4卡机型，非8卡整机",
		"L20 48G,8,2.95,1个月,我司L20为4卡机型,无偏离,",
		"H20 96G,8,5.40,1个月,,无偏离,",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes, want 3: %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		switch {
		case q.SourceRow == 3 && (!eqPtr(q.GPUsPerNode, 4) || !hasKey(q, "import.rfq.deviation_gpus")):
			t.Errorf("row 3: %v GPUs per machine, want the deviation's 4, warned: %v", q.GPUsPerNode, RenderAll(q.Warnings, "en"))
		case q.SourceRow == 4 && (!eqPtr(q.GPUsPerNode, 8) || !hasKey(q, "import.warn.gpn_disagree")):
			t.Errorf("row 4: %v GPUs per machine, want the form's 8, warned: %v", q.GPUsPerNode, RenderAll(q.Warnings, "en"))
		}
	}
}

// A form's row numbered ahead and left blank ("4" under 序号) is no offer
// and no problem; a row with its number and a GPU but no price is refused.
func TestNumberedBlankRowPassedOver(t *testing.T) {
	res := readCSV(t, "form.csv",
		"序号,GPU型号,单卡显存,单价（元/卡/小时）,供应商",
		"1,H800 80G SXM,80G,10.80,锦城算力",
		"2,,,,",
		"3,A800 80G SXM,80G,,锦城算力",
	)
	if len(res.Quotes) != 1 || len(res.Problems) != 1 || res.Problems[0].Row != 4 {
		t.Fatalf("quotes %+v, problems %+v", res.Quotes, res.Problems)
	}
}
