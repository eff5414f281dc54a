package quotes

import (
	"strconv"
	"strings"
	"testing"
)

// Files made by software other than Excel (set 61's class): each rule on
// invented rows, never the set's files.

// SW0001: a fixed-width report right-aligns its figures under the header's
// end, so a wide figure begins left of where its header begins; the
// header's own text says which column a piece stands under.
func TestFixedWidthFigureUnderHeaderEnd(t *testing.T) {
	text := "岷江算力有限公司 价格打印\n" +
		"机型              卡数  计费单位          金额价格  说明\n" +
		"H100-SXM5-80G        8  元/卡时             14.50  现货\n" +
		"A100-SXM4-80G        8  元/台月        41,472.00\n" +
		"L40S-48G             4  元/卡时        暂    缺\n"
	res := readText(t, "report.txt", text)
	got := map[string]float64{}
	for _, q := range res.Quotes {
		got[q.GPU] = q.Price
	}
	if got["H100-80G-SXM"] != 14.5 || got["A100-80G-SXM"] != 41472 {
		t.Fatalf("quotes %v, problems %v", got, res.Problems)
	}
	for _, p := range res.Problems {
		if p.Row == 5 && p.Column != "金额价格" {
			t.Errorf("row 5 refused at %q: %s", p.Column, p.Reason.In("en"))
		}
	}
	heads := spacedSegs("型号      单价  备注")
	if c, ok := underHeader(heads, spacedSeg{from: 8, to: 14}); !ok || c != 1 {
		t.Errorf("a figure overlapping 单价 goes to it: %d %v", c, ok)
	}
	if _, ok := underHeader(heads, spacedSeg{from: 5, to: 7}); ok {
		t.Errorf("a piece under no header and beside none: the columns' overlap decides")
	}
}

// SW0002: a table's title line in brackets names the unit as a per-phrase
// with no currency ("按需（每卡每小时）"), the cells carry the currency.
func TestPerPhraseTitleUnit(t *testing.T) {
	if got := bracketUnitPhrase("某某算力 · 竞价（每卡每小时）"); got != "每卡每小时" {
		t.Errorf("bracketUnitPhrase = %q", got)
	}
	if got := bracketUnitPhrase("Spot list (per GPU per hour)"); got != "per GPU per hour" {
		t.Errorf("bracketUnitPhrase = %q", got)
	}
	for _, line := range []string{"某某算力（8卡整机）", "价目（1个月起租）", "报价（含税）"} {
		if got := bracketUnitPhrase(line); got != "" {
			t.Errorf("bracketUnitPhrase(%q) = %q, want none", line, got)
		}
	}
	res := readText(t, "tables.csv", "岷江算力 · 竞价（每卡每小时）\n机型,卡/台,单价\nH100 SXM 80G,8,¥9.80\nL40S 48G,4,¥3.10\n")
	if len(res.Quotes) != 2 || res.Quotes[0].Price != 9.8 || res.Quotes[0].PriceUnit != "gpu_hour" {
		t.Fatalf("quotes %+v problems %v", res.Quotes, res.Problems)
	}
}

// SW0005: the seller named only on the closing note line, first, as a
// registered company; a line addressed to the buyer names no seller.
func TestVendorFromClosingLine(t *testing.T) {
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"Nordlicht Rechenzentrum AG, Hamburg – alle Preise netto"}, ""}, // AG is read only where company_registered has it
		{[]string{"Alpenkern Compute GmbH, Wien – Preise exkl. USt."}, "Alpenkern Compute GmbH"},
		{[]string{"成都锦里云计算有限公司，地址：武侯区"}, "成都锦里云计算有限公司"},
		{[]string{"Prepared for Acme Trading GmbH, Berlin – internal"}, ""},
		{[]string{"以上价格含税"}, ""},
		{[]string{"Alpenkern Compute GmbH"}, ""}, // a line of the name alone: the signature rules read it
	} {
		got, _ := footerCompany(c.lines)
		if c.want != "" && got != c.want || c.want == "" && got != "" && !strings.HasSuffix(got, "AG") {
			t.Errorf("footerCompany(%q) = %q, want %q", c.lines, got, c.want)
		}
	}
	res := readText(t, "angebot.csv", "Produkt;GPU;Preis;Einheit\nX1;H100 SXM 80GB;2,40;€/GPU/h\nX2;L40S 48GB;0,90;€/GPU/h\n\"Alpenkern Compute GmbH, Wien – Preise exkl. USt.\";;;\n")
	if len(res.Quotes) != 2 || res.Quotes[0].Vendor != "Alpenkern Compute GmbH" || len(res.Quotes[0].Warnings) == 0 {
		t.Fatalf("quotes %+v problems %v", res.Quotes, res.Problems)
	}
}

// SW0006: a date column's bare serials (a library writes dates with no
// format) are dates, never prices, though its header holds a price word.
func TestDateSerialColumnIsNoPrice(t *testing.T) {
	for s, want := range map[string]string{"46387": "2026-12-31", "45658": "2025-01-01", "46387.0": "2026-12-31"} {
		if got, err := importDate(s); err != nil || got != want {
			t.Errorf("importDate(%q) = %q %v, want %s", s, got, err, want)
		}
	}
	for _, s := range []string{"12960", "99999", "4638", "463870", "46387.5"} {
		if got, ok := dateSerial(s); ok {
			t.Errorf("dateSerial(%q) = %q, want none", s, got)
		}
	}
	res := readText(t, "export.csv", "供应商,GPU型号,单价,计费方式,报价有效期截至\n锦里云,H100 SXM 80G,14.2,元/卡/时,46387\n锦里云,A100 SXM 80G,6.1,元/卡/时,46356\n锦里云,L40S 48G,3.3,元/卡/时,46387\n")
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %d (want 3): %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.Price != 14.2 || q.ValidUntil != "2026-12-31" {
		t.Errorf("price %v valid until %q", q.Price, q.ValidUntil)
	}
}

// SW0007: a record-id column ("报价编号", "Quote ID") of codes is no price.
func TestIDCodeColumnIsNoPrice(t *testing.T) {
	for v, want := range map[string]bool{"QT-0012": true, "so_1042": true, "A-2026-77": true, "H100-80G": false, "14.5": false, "RTX-4090": false} {
		if got := idCode(v); got != want {
			t.Errorf("idCode(%q) = %v, want %v", v, got, want)
		}
	}
	res := readText(t, "crm.csv", "\"报价编号\",\"报价方\",\"GPU\",\"价格\",\"单位\"\n\"QT-101\",\"锦里云\",\"H100 SXM 80G\",\"14.5\",\"元/卡/时\"\n\"QT-102\",\"锦里云\",\"L40S 48G\",\"3.2\",\"元/卡/时\"\n\"QT-103\",\"锦里云\",\"A100 SXM 80G\",\"6\",\"元/卡/时\"\n")
	if len(res.Quotes) != 3 || len(res.Problems) != 0 {
		t.Fatalf("quotes %d problems %v", len(res.Quotes), res.Problems)
	}
}

// SW0008, SW0009: a guarded formula (IFERROR(…,""), ROUND(…,2)) reads as
// its arithmetic; a column restating another price in another unit (the
// same price a GPU-hour) is a check, not a second offer, while one that
// differs (a discount) stays an offer.
func TestGuardedFormulaRestatesPrice(t *testing.T) {
	for f, want := range map[string]string{`IFERROR(F5/C5/720,"")`: "F5/C5/720", `ROUND(F5/C5/720,2)`: "F5/C5/720",
		`_xlfn.IFNA(ROUND(D2*8,0),"-")`: "D2*8", `IFERROR(F5/C5,G5)`: `IFERROR(F5/C5,G5)`, `SUM(A1:A3)`: `SUM(A1:A3)`} {
		if got := unguarded(f); got != want {
			t.Errorf("unguarded(%s) = %s, want %s", f, got, want)
		}
	}
	// the columns stage's view of a Google Sheets download: E restates D
	cols := func(e []string) colReads {
		return colReads{
			{header: "GPU", values: []string{"H100 SXM 80GB", "A100 SXM 80GB", "L40S 48GB"}, fieldScore: fieldScore{field: fGPU}},
			{header: "GPUs / node", values: []string{"8", "8", "4"}, fieldScore: fieldScore{field: fGPUsPerNode}},
			{header: "On-demand ($/GPU-hr)", values: []string{"2.4", "1.5", "0.9"}, fieldScore: fieldScore{field: fPrice}},
			{header: "Committed ($/node-month)", values: []string{"12960", "7776", "2304"}, fieldScore: fieldScore{field: fPrice}},
			{header: "Committed eff. ($/GPU-hour)", values: e, fieldScore: fieldScore{field: fPrice}},
		}
	}
	formulas := func(tail string) [][]cellFormula {
		out := make([][]cellFormula, 5)
		for r := range 3 {
			n := strconv.Itoa(r + 2)
			for c := range 4 {
				out[c] = append(out[c], cellFormula{})
			}
			out[4] = append(out[4], readFormula(`IFERROR(D`+n+`/B`+n+`/720`+tail+`,"")`, r+2))
		}
		return out
	}
	cs := cols([]string{"2.25", "1.35", "0.8"})
	formulaColumns(cs, formulas(""))
	if cs[4].field != fIgnore || cs[4].rule != ruleColRestatedUnit {
		t.Errorf("restated column: field %q rule %q", cs[4].field, cs[4].rule)
	}
	cs = cols([]string{"2.03", "1.22", "0.72"})
	formulaColumns(cs, formulas("*0.9"))
	if cs[4].field != fPrice {
		t.Errorf("a discounted figure is an offer of its own: field %q rule %q", cs[4].field, cs[4].rule)
	}
}

// FuzzSoftwareReaders: the new readers never panic and keep their shapes:
// a serial reads back to a date ParseDate reads again, unguarded only
// shortens a formula, footerCompany's name is the start of its line.
func FuzzSoftwareReaders(f *testing.F) {
	for _, s := range []string{"46387", `IFERROR(F5/C5/720,"")`, "Alpenkern Compute GmbH, Wien – netto", "ROUND(ROUND(A1,2),2)", "", "((", "KZ-01"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if d, ok := dateSerial(s); ok {
			if again, err := ParseDate(d); err != nil || again != d {
				t.Fatalf("dateSerial(%q) = %q, which ParseDate reads as %q %v", s, d, again, err)
			}
		}
		if u := unguarded(s); len(u) > len(s) || !strings.Contains(s, u) {
			t.Fatalf("unguarded(%q) = %q", s, u)
		}
		if v, at := footerCompany([]string{s}); v != "" && (!strings.HasPrefix(at, v) || !reCompany.MatchString(v)) {
			t.Fatalf("footerCompany(%q) = %q from %q", s, v, at)
		}
		_ = idCode(s)
		_ = perPhrase(s)
	})
}
