package quotes

import (
	"bytes"
	"fmt"
	"math"
	"testing"

	"github.com/xuri/excelize/v2"
)

// PN0101: a footnote mark closing a header, "*" and "**" two keys.
func TestHeaderFootMark(t *testing.T) {
	for h, want := range map[string]string{
		"单价*": "*", "月租**": "**", "按量价 ※": "※", "包月①": "①", "单价(注2)": "(注2)",
		"单价": "", "*": "", "A100²": "", "GPU型号": "",
		"单价 注2": "注2", "Price注2": "注2", "单价¹": "¹", "备注1": "", "元/m³": "", "单价/m²": "", // PN0104 (review A8)
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

// footBook reads an invented workbook: each sheet's rows from A1 down.
func footBook(t *testing.T, sheets map[string][][]any, order ...string) *FileResult {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", order[0])
	for _, sh := range order[1:] {
		f.NewSheet(sh)
	}
	for _, sh := range order {
		for i, row := range sheets[sh] {
			f.SetSheetRow(sh, fmt.Sprintf("A%d", i+1), &row)
		}
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("foot.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// PN0103 (review A3): two sheets key one mark in two units: the first sheet's
// note is no unit of the third sheet's header; each sheet's own note reads
// its own table.
func TestHeaderFootnoteSheetsDisagree(t *testing.T) {
	head := []any{"GPU型号", "每台卡数", "单价*"}
	res := footBook(t, map[string][][]any{
		"东区": {{"锦官算力 价目表 东区"}, head, {"A100 80G SXM", 8, 7.2}, {}, {"* 元/卡/时"}},
		"西区": {{"锦官算力 价目表 西区"}, head, {"H20 96G", 8, 40320}, {}, {"* 元/台/月"}},
		"北区": {{"锦官算力 价目表 北区"}, head, {"L40S 48G", 8, 5.5}},
	}, "东区", "西区", "北区")
	units := map[string]string{}
	for _, q := range res.Quotes {
		units[q.SourceSheet] = q.PriceUnit
	}
	if units["东区"] != "gpu_hour" || units["西区"] != "node_month" {
		t.Errorf("own sheets' notes: %v, want 东区 gpu_hour, 西区 node_month", units)
	}
	if u, ok := units["北区"]; ok {
		t.Errorf("北区 read as %s from another sheet's disagreeing note, want refused (problems %v)", u, res.Problems)
	}
}

// PN0103 (review A4): a long table's footnote under its last row keys the
// mark of another sheet's header, and a data row there opening with a mark
// ("*H20 …") is no footnote.
func TestHeaderFootnoteOutsideTable(t *testing.T) {
	head := []any{"GPU型号", "每台卡数", "单价*"}
	long := [][]any{{"锦官算力 价目表"}, head}
	for i := 0; i < 420; i++ {
		long = append(long, []any{"A100 80G SXM", 8, 7.2 + float64(i%5)/10})
	}
	long = append(long, []any{}, []any{"* 元/卡/时"})
	res := footBook(t, map[string][][]any{
		"长表": long,
		"短表": {{"锦官算力 价目表 短表"}, head, {"*H20 96G", 8, 7.5}, {"L40S 48G", 8, 5.5}},
	}, "长表", "短表")
	n := map[string]int{}
	for _, q := range res.Quotes {
		n[q.SourceSheet+" "+q.PriceUnit]++
	}
	if n["长表 gpu_hour"] != 420 || n["短表 gpu_hour"] != 2 {
		t.Errorf("got %v, want 420 gpu_hour rows on 长表 and 2 on 短表 (problems %v)", n, res.Problems)
	}
}

// Review E1, E2: what a price column's header says of its unit is read once
// per column (columnUnits, by column index); a header ending in a letter is
// no mark before any regexp runs (footMarkEnd).
func TestColumnUnitsOnce(t *testing.T) {
	tb := &table{sheet: "价目", rows: [][]string{{"GPU型号", "每台卡数", "时租*", "RI-3M"}, {"A100 80G SXM", "8", "7.2", "3000"}}, rowNum: []int{1, 2}}
	l, first := mapTable(tb, 0, nil)
	if l == nil || first != 1 {
		t.Fatalf("no table: %v %d", l, first)
	}
	us := columnUnits(l, planUnits([]string{"RI-nM=元/卡/月"}), "价目", []string{"* 元/卡/时"}, nil)
	for ci, cm := range l.cols {
		u := us[ci]
		switch cm.header {
		case "时租*":
			if !u.footOK || u.foot.hint.period != "hour" || u.codeOK {
				t.Errorf("时租*: %+v, want the footnote's hour and no code unit", u)
			}
		case "RI-3M":
			if !u.codeOK || u.code.hint.period != "month" || !u.planCode || u.footOK {
				t.Errorf("RI-3M: %+v, want the code line's month", u)
			}
		}
	}
	for h, want := range map[string]bool{"单价*": true, "单价 ": false, "月租①": true, "单价(注2)": true, "GPU型号": false, "A100²": true, "": false} {
		if got := footMarkEnd(h); got != want {
			t.Errorf("footMarkEnd(%q) = %v, want %v", h, got, want)
		}
	}
}
