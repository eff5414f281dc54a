package quotes

import (
	"testing"

	"github.com/xuri/excelize/v2"
)

// Offers in columns: a card count merged across two offer columns is each
// offer's, so both price per GPU-hour.
func TestMergedCountAcrossOfferColumns(t *testing.T) {
	f := excelize.NewFile()
	sh := f.GetSheetName(0)
	for _, row := range [][]any{
		{"松柏算力 · 方案建议书"},
		{"项目", "方案A", "方案B", "方案C"},
		{"GPU型号", "H100 80GB SXM5", "H800 80GB PCIe", "A100 80GB SXM4"},
		{"每台卡数", 8, nil, 4},
		{"台数", 2, 4, 1},
		{"月租金（元/台）", 62000, 41000, 20000},
	} {
		cell, _ := excelize.CoordinatesToCellName(1, len(rowsOf(f, sh))+1)
		if err := f.SetSheetRow(sh, cell, &row); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.MergeCell(sh, "B4", "C4"); err != nil {
		t.Fatal(err)
	}
	res := readBook(t, f, "offers.xlsx")
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for i, want := range []int{8, 8, 4} {
		if g := res.Quotes[i].GPUsPerNode; g == nil || *g != want {
			t.Errorf("offer %d (%s): GPUs per machine %v, want %d", i, res.Quotes[i].GPU, g, want)
		}
	}
}

func rowsOf(f *excelize.File, sh string) [][]string {
	rows, _ := f.GetRows(sh)
	return rows
}
