package quotes

import (
	"bytes"
	"math"
	"testing"

	"github.com/xuri/excelize/v2"
)

// PN0101: a footnote mark closing a header, "*" and "**" two keys.
func TestHeaderFootMark(t *testing.T) {
	for h, want := range map[string]string{
		"单价*": "*", "月租**": "**", "按量价 ※": "※", "包月①": "①", "单价(注2)": "(注2)",
		"单价": "", "*": "", "A100²": "", "GPU型号": "",
	} {
		if got := headerFootMark(h); got != want {
			t.Errorf("headerFootMark(%q) = %q, want %q", h, got, want)
		}
	}
}

// PN0101: the footnote of the header's mark states the column's unit; one
// that states no whole unit, or no footnote at all, gives none.
func TestHeaderFootUnit(t *testing.T) {
	lines := []string{"说明：价格均含税", "* 元/卡·时", "** 元/台·月（30天）", "*** 以合同为准"}
	for _, c := range []struct {
		header, basis string
		hours         float64 // 0: no unit
	}{
		{"单价*", "gpu", 1},
		{"单价**", "node", 720},
		{"单价***", "", 0},
		{"单价†", "", 0},
		{"单价", "", 0},
	} {
		fu, ok := headerFootUnit(c.header, lines)
		if c.hours == 0 {
			if ok {
				t.Errorf("headerFootUnit(%q) = %+v, want none", c.header, fu.hint)
			}
			continue
		}
		if !ok || fu.hint.basis != c.basis || hintHours(fu.hint) != c.hours {
			t.Errorf("headerFootUnit(%q) = %+v %v, want %s %v h", c.header, fu.hint, ok, c.basis, c.hours)
		}
	}
	if !footAgrees(parseHint("包月"), parseHint("元/台/月(30天)")) || footAgrees(parseHint("元/卡/时"), parseHint("元/台/月")) {
		t.Errorf("footAgrees: a month of 30 days is the month; an hour is no month")
	}
}

// PN0101 on an invented sheet: each column's unit from its mark's footnote, warned.
func TestHeaderFootnoteUnitRead(t *testing.T) {
	qs, ps := mistakesRead(t, "foot.csv", "锦江算力 报价\n"+
		"GPU型号,每台卡数,时租*,月租**\n"+
		"A100 80G SXM,8,7.2,40320\n"+
		"\n"+
		"* 元/卡/时\n"+
		"** 元/台/月\n")
	q := qs[3]
	if len(q) != 2 || len(ps[3]) != 0 {
		t.Fatalf("row 3: got %d quotes, problems %v", len(q), ps[3])
	}
	for i, want := range []struct {
		price float64
		unit  string
	}{{7.2, "gpu_hour"}, {40320, "node_month"}} {
		if math.Abs(q[i].Price-want.price) > 1e-9 || q[i].PriceUnit != want.unit || !hasWarningKey(q[i], "import.pn.warn.header_footnote_unit") {
			t.Errorf("row 3 quote %d: got %v %s, want %v %s with the footnote warned", i, q[i].Price, q[i].PriceUnit, want.price, want.unit)
		}
	}
}

// PN0103: a second sheet's marks keyed by the footnotes under the first sheet's table.
func TestHeaderFootnoteOtherSheet(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "东区")
	f.NewSheet("西区")
	for _, sh := range []string{"东区", "西区"} {
		f.SetSheetRow(sh, "A1", &[]any{"锦官算力 价目表 " + sh})
		f.SetSheetRow(sh, "A2", &[]any{"GPU型号", "每台卡数", "时租*", "月租**"})
	}
	f.SetSheetRow("东区", "A3", &[]any{"A100 80G SXM", 8, 7.2, 40320})
	f.SetSheetRow("西区", "A3", &[]any{"H20 96G", 8, 7.2, 40320})
	f.SetSheetRow("东区", "A5", &[]any{"* 元/卡/时"})
	f.SetSheetRow("东区", "A6", &[]any{"** 元/台/月"})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("regions.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, q := range res.Quotes {
		if hasWarningKey(q, "import.pn.warn.header_footnote_unit") && (q.PriceUnit == "gpu_hour" && q.Price == 7.2 || q.PriceUnit == "node_month" && q.Price == 40320) {
			got[q.SourceSheet]++
		}
	}
	if got["东区"] != 2 || got["西区"] != 2 {
		t.Errorf("quotes read by their footnotes per sheet: %v (problems %v), want 2 on each", got, res.Problems)
	}
}
