package quotes

import "testing"

// SH0101: a sheet per GPU, the GPU and machine size only in its title line.
func TestTitleGPUTable(t *testing.T) {
	rows := [][]string{
		{"H100 SXM5 80G ×8 整机（NVLink）", "", "", ""},
		{"租期", "单价", "计价单位", "备注"},
		{"按小时", "14.5", "元/卡/时", ""},
		{"按天", "2650", "元/台/天", "最少3天"},
		{"", "", "", ""},
		{"注：价格含税", "", "", ""},
	}
	tb := &table{sheet: "H100", rows: rows, rowNum: []int{1, 2, 3, 4, 5, 6}, colNum: []int{0, 1, 2, 3}, xlsx: true}
	if _, first := mapTable(tb, 0, nil); first >= 0 {
		t.Fatalf("the sheet without its title maps a table at %d", first)
	}
	jt := titleGPUTable(tb)
	if jt == nil {
		t.Fatal("no table from the GPU title")
	}
	for r, want := range []string{"", "H100 SXM5 80G ×8 整机（NVLink）", "H100 SXM5 80G ×8 整机（NVLink）", "H100 SXM5 80G ×8 整机（NVLink）", "", ""} {
		if got := jt.cell(r, 4); got != want {
			t.Errorf("row %d: appended cell %q, want %q", r, got, want)
		}
	}
	if got := jt.letter(4); got != "A" {
		t.Errorf("the appended column quotes column %s, want the title's A", got)
	}
	l, first := mapTable(jt, 0, nil)
	if l == nil || first != 2 {
		t.Fatalf("joined table: layout %v first %d", l, first)
	}
	if !titleColumnRead(l, 4) {
		t.Errorf("the title column is not read as the GPU or spec: %+v", l.cols)
	}
	bare := &table{sheet: "L20", rows: [][]string{{"L20 48G ×8"}, {"租期", "单价", "计价单位"}, {"按月", "15500", "元/台/月"}, {"按天", "560", "元/台/天"}},
		rowNum: []int{1, 2, 3, 4}, colNum: []int{0, 1, 2}, xlsx: true}
	if jt := titleGPUTable(bare); jt == nil {
		t.Error("a bare GPU title joins no table")
	} else if l, _ := mapTable(jt, 0, nil); l == nil || !titleColumnRead(l, 3) {
		t.Errorf("a bare GPU title: layout %+v", l)
	}

	for _, tc := range []struct {
		name string
		rows [][]string
	}{
		{"title names no GPU", [][]string{{"GPU服务器报价", "", ""}, {"租期", "单价", "计价单位"}, {"按小时", "14.5", "元/卡/时"}}},
		{"the header has a GPU column", [][]string{{"H100 80G ×8", "", ""}, {"GPU型号", "单价", "计价单位"}, {"H100", "14.5", "元/卡/时"}}},
		{"no price header", [][]string{{"H100 80G ×8", "", ""}, {"租期", "备注", ""}, {"按小时", "x", ""}}},
	} {
		if jt := titleGPUTable(&table{rows: tc.rows, rowNum: []int{1, 2, 3}}); jt != nil {
			t.Errorf("%s: joined %v", tc.name, jt.rows)
		}
	}
}

func titleColumnRead(l *layout, col int) bool {
	for _, f := range []string{fGPU, fSpec} {
		if i, ok := l.byField[f]; ok && l.cols[i].col == col {
			return true
		}
	}
	return false
}

// MX0101: section lines under the header name each model for the seller
// rows below them; a section line naming no known GPU gives its rows none.
func TestSectionGPUTable(t *testing.T) {
	rows := [][]string{
		{"# 导出 2026-01-05", "", "", ""},
		{"卖家", "单价", "单位", "库存"},
		{"== A100 80G SXM4 · 8卡 ==", "", "", ""},
		{"甲云", "9.10", "元/卡/时", "2台"},
		{"乙算", "52,000", "元/台/月", "1台"},
		{"== L40S 48G · 4卡 ==", "", "", ""},
		{"甲云", "3.30", "元/卡/时", "5台"},
		{"== 某某加速卡 X9 ==", "", "", ""},
		{"丙数", "4.20", "元/卡/时", "1台"},
	}
	tb := &table{sheet: "s", rows: rows, rowNum: []int{1, 2, 3, 4, 5, 7, 8, 10, 11}, colNum: []int{0, 1, 2, 3}}
	if _, first := mapTable(tb, 0, nil); first >= 0 {
		t.Fatalf("the table without its section lines maps at %d", first)
	}
	jt := titleGPUTable(tb)
	if jt == nil {
		t.Fatal("no table from the section lines")
	}
	a, l := "== A100 80G SXM4 · 8卡 ==", "== L40S 48G · 4卡 =="
	for r, want := range []string{"", "", "", a, a, "", l, "", ""} {
		if got := jt.cell(r, 4); got != want {
			t.Errorf("row %d: appended cell %q, want %q", r, got, want)
		}
	}
	if lt, first := mapTable(jt, 0, nil); lt == nil || first != 2 || !titleColumnRead(lt, 4) {
		t.Fatalf("joined table: layout %+v first %d", lt, first)
	}
	// a seller's row right under the first line is no header
	if !gpuLessHeader([]string{"卖家", "单价", "单位"}) || gpuLessHeader([]string{"甲云", "9.10", "元/卡/时"}) {
		t.Error("gpuLessHeader: a header read as a row or a row as a header")
	}
}
