package quotes

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// MR0001 mend: a master row that leaves the vendor (and region) blank
// keeps the vendor a master above named; only the machine fields are
// replaced.
func TestMasterRowKeepsVendor(t *testing.T) {
	res := readCSV(t, "erp.csv", "供应商,GPU,每台卡数,计费,单价,单位",
		"天府算力,H100,8,,,",
		",,,按量,12.5,元/卡/时",
		",A100,8,,,",
		",,,按量,6.5,元/卡/时")
	if q, ok := mrQuoteAt(res, 3); !ok || q.Vendor != "天府算力" {
		t.Errorf("row 3: %+v %+v", q, res.Problems)
	}
	if q, ok := mrQuoteAt(res, 5); !ok || q.Vendor != "天府算力" || q.GPU == "" || q.Price != 6.5 {
		t.Errorf("row 5 keeps the vendor of the master above: %+v %+v", q, res.Problems)
	}
}

// MR0004 mend: an ISO 8601 duration of several parts is read exactly
// (P1Y6M eighteen months, P1DT12H thirty-six hours), or refused where its
// parts have no exact common unit (P1M15D: a month has no fixed days);
// never read as its first part alone.
func TestISODurationMultiPart(t *testing.T) {
	for s, want := range map[string]Term{"P1Y6M": {18, TermMonth}, "P1DT12H": {36, TermHour}, "P1W3D": {10, TermDay},
		"PT1H30M": {90, TermMinute}, "P2Y": {2, TermYear}, "PT1M30S": {90, TermSecond}, "P1DT0H": {1, TermDay}} {
		if got, err := ParseTerm(s); err != nil || got != want {
			t.Errorf("%s: %v %v, want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"P1M15D", "P1Y2DT3H", "P1Y6M1W"} {
		if got, err := ParseTerm(s); err == nil {
			t.Errorf("%s read as %v, want refused", s, got)
		}
	}
}

// MR0006 mend: a section line between the pairs ("华东区") is a line of
// its own; the pairs after it are still offers, not notes.
func TestTwoRowRecordsSectionLine(t *testing.T) {
	res := readCSV(t, "print.csv", "某智算 报价（打印版）,,,,",
		"序号,配置,,,", ",计费,单价,单位,库存",
		"1,H100 PCIe 80G ×8,,,", ",按小时,9.5,元/卡/时,2台",
		"2,L40S ×4,,,", ",包月,8000,元/台/月,3台",
		"华东区,,,,",
		"3,A800 SXM 80G ×8,,,", ",按小时,6.5,元/卡/时,1台",
		"4,L20 48G ×4,,,", ",包月,5000,元/台/月,2台",
		"注：奇数行为配置，偶数行为价格。,,,,")
	for row, gpu := range map[int]string{5: "H100-80G-PCIe", 7: "L40S-48G", 10: "A800-80G-SXM", 12: "L20-48G"} {
		if q, ok := mrQuoteAt(res, row); !ok || q.GPU != gpu {
			t.Errorf("row %d: %+v %+v", row, q, res.Problems)
		}
	}
	if len(res.Quotes) != 4 || len(res.Problems) != 0 {
		t.Errorf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
}

// MR0006 mend: a config row whose price row is missing, between pairs, is
// not dropped: it is reported (refused or noted as no offer), and the
// pairs after it are read.
func TestTwoRowRecordsLoneRow(t *testing.T) {
	res := readCSV(t, "print.csv", "某智算 报价（打印版）,,,,",
		"序号,配置,,,", ",计费,单价,单位,库存",
		"1,H100 PCIe 80G ×8,,,", ",按小时,9.5,元/卡/时,2台",
		"2,L40S ×4,,,", ",包月,8000,元/台/月,3台",
		"3,H20 96G ×8,,,",
		"4,A800 SXM 80G ×8,,,", ",按小时,6.5,元/卡/时,1台",
		"5,L20 48G ×4,,,", ",包月,5000,元/台/月,2台")
	for row, gpu := range map[int]string{5: "H100-80G-PCIe", 7: "L40S-48G", 10: "A800-80G-SXM", 12: "L20-48G"} {
		if q, ok := mrQuoteAt(res, row); !ok || q.GPU != gpu {
			t.Errorf("row %d: %+v %+v", row, q, res.Problems)
		}
	}
	reported := problemAt(res, 8) != nil
	for _, p := range res.NotOffers {
		reported = reported || p.Row == 8
	}
	if !reported {
		t.Errorf("row 8 vanished: problems %+v not offers %+v", res.Problems, res.NotOffers)
	}
}

// MR0005 mend: a key=value vendor stops where the value's words end: at
// the next key, or, for a name in Chinese (which holds no spaces), at a
// space; a Latin name keeps its spaces.
func TestAssignedVendorStops(t *testing.T) {
	for line, want := range map[string]string{
		"# vendor=双流云算 导出人 张三":                        "双流云算",
		"# vendor=Acme Cloud exported_by=bob":         "Acme Cloud",
		"vendor=Acme Cloud, region=us":                "Acme Cloud",
		"# 供应商=丁算力 导出时间 2026-12-01 09:00":             "丁算力",
		"source=api vendor=Blue Sky Cloud owner: bob": "Blue Sky Cloud",
	} {
		if got := assignedVendor(line); got != want {
			t.Errorf("%q: %q, want %q", line, got, want)
		}
	}
}

// MR0002 mend: a record's line whose name no header knows is its own
// record's (an extra column of it), not a note every offer takes; a name
// repeated in one record with another value is warned.
func TestLongExportRecordOwnLines(t *testing.T) {
	res := readCSV(t, "long.csv", "id,attr,val",
		"r1,供应商,甲云", "r1,GPU型号,H20 96G", "r1,每台卡数,8", "r1,单价,5.1", "r1,单位,元/卡/时", "r1,内部编号,X-77",
		"r2,供应商,甲云", "r2,GPU型号,L40S", "r2,每台卡数,4", "r2,单价,3.0", "r2,单位,元/卡/时", "r2,单价,3.5")
	q1, ok1 := mrQuoteAt(res, 5)
	q2, ok2 := mrQuoteAt(res, 11)
	if !ok1 || !ok2 {
		t.Fatalf("records not read: %+v", res.Problems)
	}
	if !strings.Contains(q1.Notes, "X-77") && !strings.Contains(fmt.Sprint(q1.Raw), "X-77") {
		t.Errorf("r1 lost its own line: %+v", q1)
	}
	if strings.Contains(q2.Notes, "X-77") || strings.Contains(fmt.Sprint(q2.Raw), "X-77") {
		t.Errorf("r1's line applied to r2: notes %q raw %v", q2.Notes, q2.Raw)
	}
	warned := false
	for _, w := range q2.Warnings {
		warned = warned || strings.Contains(fmt.Sprint(w), "3.5")
	}
	if !warned {
		t.Errorf("r2's second 单价 3.5 kept silently: %+v", q2.Warnings)
	}
}

// MR0002 mend: the export's own header line (记录ID 字段名 字段值) under
// titles is no title of the rebuilt table.
func TestLongExportHeaderUnderTitles(t *testing.T) {
	lines := []string{"某云 资源导出,,", "导出时间 2026-12-01,,", "记录ID,字段名,字段值",
		"r1,供应商,甲云", "r1,GPU型号,H20 96G", "r1,每台卡数,8", "r1,单价,5.1", "r1,单位,元/卡/时",
		"r2,供应商,甲云", "r2,GPU型号,L40S", "r2,每台卡数,4", "r2,单价,3.0", "r2,单位,元/卡/时"}
	tb, err := csvTable(strings.Join(lines, "\n")+"\n", ',')
	if err != nil {
		t.Fatal(err)
	}
	lt := longExportTable(tb)
	if lt == nil {
		t.Fatal("not read as a long export")
	}
	for i, row := range lt.rows {
		if strings.Contains(strings.Join(row, " "), "字段名") {
			t.Errorf("row %d (line %d) keeps the export's header: %q", i, lt.rowNum[i], row)
		}
	}
}

// MR0001 mend: a one-cell section row naming a GPU ("H100") over price
// rows with the GPU stated in another column is a section line, no master
// row: a master fills a machine field beside its GPU or holds two cells.
func TestMasterRowNotSection(t *testing.T) {
	tb, err := csvTable("GPU,每台卡数,计费,单价,单位\nH100,,,,\n,,按量,9.5,元/卡/时\n", ',')
	if err != nil {
		t.Fatal(err)
	}
	l, _ := mapTable(tb, 0, nil)
	if l == nil {
		t.Fatal("no layout")
	}
	if masterRow(tb, l, 1, slices.Concat(groupFields, machineFields)) {
		t.Error("a one-cell GPU row read as a master row")
	}
	tb2, _ := csvTable("GPU,每台卡数,计费,单价,单位\nH100,8,,,\n,,按量,9.5,元/卡/时\n", ',')
	if l2, _ := mapTable(tb2, 0, nil); l2 == nil || !masterRow(tb2, l2, 1, slices.Concat(groupFields, machineFields)) {
		t.Error("a GPU row with its card count is a master row")
	}
}
