package export

import (
	"bytes"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

func TestWriteXLSXFormattedAndSafe(t *testing.T) {
	var buf bytes.Buffer
	err := WriteXLSX(&buf, []Sheet{
		{
			Name:   "13B: 全参/ZeRO-3 [50B]",
			Header: []string{"供应商", "总价", "每百万 token"},
			Rows: [][]any{
				{"蓉城智算", 73049.3, 1.46},
				{"=HYPERLINK(\"http://x\")", 80000.0, nil},
				{"Example Cloud", nil, nil},
			},
			Grey:   []bool{false, false, true},
			NumFmt: []string{"", "#,##0.00", "0.000"},
		},
		{Name: "假设 Assumptions", Header: []string{"项", "值"}, Rows: [][]any{{"每月小时数", 720.0}}},
		{Name: "假设 Assumptions", Header: []string{"x"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatalf("written workbook does not open: %v", err)
	}
	sheets := f.GetSheetList()
	if len(sheets) != 3 || sheets[0] != "13B_ 全参_ZeRO-3 _50B_" || sheets[2] == sheets[1] {
		t.Fatalf("sheets %q", sheets)
	}
	if v, _ := f.GetCellValue(sheets[0], "A3"); v != "'=HYPERLINK(\"http://x\")" {
		t.Errorf("formula-like text not neutralised: %q", v)
	}
	if ty, _ := f.GetCellType(sheets[0], "B2"); ty != excelize.CellTypeNumber && ty != excelize.CellTypeUnset {
		t.Errorf("total stored as %v, want a number", ty)
	}
	if v, _ := f.GetCellValue(sheets[0], "B2"); v != "73,049.30" {
		t.Errorf("formatted total = %q", v)
	}
	if v, _ := f.GetCellValue(sheets[0], "B4"); v != "" {
		t.Errorf("unknown total written as %q, want empty (never 0)", v)
	}
	if p, _ := f.GetPanes(sheets[0]); !p.Freeze {
		t.Error("header row not frozen")
	}
	if err := WriteXLSX(&buf, nil); err == nil {
		t.Error("an empty workbook was written")
	}
}

// Issue 25 class 4: no control or bidi character reaches the workbook, in
// a cell or a sheet's name (a vendor name from a share file held ESC ]0;…
// BEL ESC [2J and U+202E).
func TestXLSXCarriesNoControls(t *testing.T) {
	var buf bytes.Buffer
	evil := "Evil\x1b]0;pwned\x07\x1b[2J\u202eCo"
	if err := WriteXLSX(&buf, []Sheet{{Name: evil, Header: []string{"vendor"}, Rows: [][]any{{evil}, {" =1+1"}}}}); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	name := f.GetSheetList()[0]
	a2, _ := f.GetCellValue(name, "A2")
	a3, _ := f.GetCellValue(name, "A3")
	if strings.ContainsAny(name+a2, "\x1b\x07\u202e") || a2 != "Evil]0;pwned[2JCo" || a3 != "' =1+1" {
		t.Errorf("sheet %q, A2 %q, A3 %q", name, a2, a3)
	}
}
