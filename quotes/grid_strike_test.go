package quotes

import (
	"testing"

	"github.com/xuri/excelize/v2"
)

// strikeBook is a sheet of rows, the rows in struck with their text struck through.
func strikeBook(t *testing.T, rows [][]any, struck map[int]bool) *FileResult {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	id, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Strike: true}})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		f.SetSheetRow("Sheet1", cell, &r)
		if struck[i+1] {
			end, _ := excelize.CoordinatesToCellName(len(r), i+1)
			f.SetCellStyle("Sheet1", cell, end, id)
		}
	}
	return readBook(t, f, "struck.xlsx")
}

// A struck-through price is no current offer: refused at the price cell,
// quoting the line that explains the strike when the file has one, and
// refused without one too; the other rows read as before.
func TestStruckPriceRefused(t *testing.T) {
	for _, tc := range []struct {
		title, legend string
	}{
		{"青城算力 12月可租资源（划线的已租出）", "import.err.price_struck_legend"},              // WK0201
		{"资源表，带删除线的已下架", "import.err.price_struck_legend"},                      // WK0202
		{"划掉的是已租出的", "import.err.price_struck_legend"},                          // WK0203
		{"GPU list (strikethrough = sold)", "import.err.price_struck_legend"},   // WK0204
		{"GPU list; struck offers are gone", "import.err.price_struck_legend"},  // WK0205
		{"GPU list; crossed out = rented", "import.err.price_struck_legend"},    // WK0206
		{"GPU list (strike-through: rented)", "import.err.price_struck_legend"}, // WK0207
		{"GPU list", "import.err.price_struck"},
	} {
		res := strikeBook(t, [][]any{
			{tc.title},
			{"Vendor", "GPU", "Nodes", "Price (CNY per GPU-hour)"},
			{"青城", "A800 SXM 80G 8卡", 3, 6.3},
			{"青城", "A100 SXM 80G 8卡", 1, 5.2},
			{"青城", "H20 96G 8卡", 5, 5.6},
		}, map[int]bool{4: true})
		if len(res.Quotes) != 2 {
			t.Errorf("%q: %d quotes, want 2 (problems %v)", tc.title, len(res.Quotes), res.Problems)
		}
		if len(res.Problems) != 1 || res.Problems[0].Row != 4 || res.Problems[0].Reason.Key != tc.legend || res.Problems[0].ColumnLetter != "D" {
			t.Errorf("%q: problems %v, want row 4 refused at D with %s", tc.title, res.Problems, tc.legend)
		}
	}
}
