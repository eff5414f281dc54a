package quotes

import (
	"testing"

	"github.com/xuri/excelize/v2"
)

// legendBook is a sheet of rows, each coloured by fills (row -> colour,
// "" none).
func legendBook(t *testing.T, rows [][]any, fills map[int]string) *FileResult {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	styles := map[string]int{}
	for i, r := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		f.SetSheetRow("Sheet1", cell, &r)
		c := fills[i+1]
		if c == "" {
			continue
		}
		if _, ok := styles[c]; !ok {
			id, err := f.NewStyle(&excelize.Style{Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{c}}})
			if err != nil {
				t.Fatal(err)
			}
			styles[c] = id
		}
		end, _ := excelize.CoordinatesToCellName(len(r), i+1)
		f.SetCellStyle("Sheet1", cell, end, styles[c])
	}
	return readBook(t, f, "legend.xlsx")
}

// A unit-less price column whose unit is the row's colour: each row takes
// its colour's unit, a colour the legend marks as no offer is refused at
// the price, a cell's own unit stands, and the legend rows are no quotes.
func TestColourLegendUnits(t *testing.T) {
	res := legendBook(t, [][]any{
		{"锦官算力 GPU资源价格"},
		{"卡型", "每台卡数", "可供台数", "价格"},
		{"A800 SXM 80G", 8, 4, 38500},
		{"RTX4090 24G", 8, 12, 1.72},
		{"L20 48G", 8, 3, 1500},
		{"H100 SXM 80G", 8, 1, 72000},
		{"A100 80G PCIe", 8, 2, "4.6元/卡/时"},
		{},
		{"颜色说明"}, // LC0402
		{"绿色", "整机包月价（元/台·月）"},
		{"橙色", "单卡包月价（元/卡·月）"},
		{"白色", "单卡按量价（元/卡·时）"}, // LC0414
		{"灰色", "已售完"},
	}, map[int]string{3: "00B050", 5: "FFC000", 6: "D9D9D9", 7: "00B050", 10: "00B050", 11: "FFC000", 13: "D9D9D9"})
	want := map[int]string{3: UnitNodeMonth, 4: UnitGPUHour, 5: UnitGPUMonth, 7: UnitGPUHour}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, problems %v: want %d", len(res.Quotes), res.Problems, len(want))
	}
	for _, q := range res.Quotes {
		if q.PriceUnit != want[q.SourceRow] {
			t.Errorf("row %d: %s, want %s", q.SourceRow, q.PriceUnit, want[q.SourceRow])
		}
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 6 || res.Problems[0].Reason.Key != "import.err.legend_no_offer" || res.Problems[0].Column != "价格" {
		t.Errorf("problems %v: want row 6 refused at 价格 as no offer", res.Problems)
	}
}

// English, the legend's words beside the colour in the same row; and a
// sheet with a single coloured note is no legend: its unit-less prices
// stay refused.
func TestColourLegendEnglishAndNone(t *testing.T) {
	res := legendBook(t, [][]any{
		{"Vendor", "GPU", "GPUs per node", "Price"},
		{"Kestrel", "H100 SXM 80GB", 8, 19.9},
		{"Kestrel", "A100 SXM 80GB", 8, 1.29},
		{"Kestrel", "L40S", 8, 0.9},
		{},
		{"Legend"}, // LC0404
		{"yellow", "per node-hour"},
		{"no fill", "per GPU-hour"}, // LC0416
		{"grey", "for reference only, not available"},
	}, map[int]string{2: "FFFF00", 4: "D9D9D9", 7: "FFFF00", 9: "D9D9D9"})
	if len(res.Quotes) != 2 || res.Quotes[0].PriceUnit != UnitNodeHour || res.Quotes[1].PriceUnit != UnitGPUHour || len(res.Problems) != 1 {
		t.Errorf("quotes %v, problems %v: want per node-hour (yellow), per GPU-hour (no fill), grey refused", res.Quotes, res.Problems)
	}
	res = legendBook(t, [][]any{
		{"Vendor", "GPU", "GPUs per node", "Price"},
		{"Kestrel", "H100 SXM 80GB", 8, 19.9},
		{"Kestrel", "A100 SXM 80GB", 8, 1.29},
		{},
		{"yellow", "per node-hour"},
	}, map[int]string{2: "FFFF00", 5: "FFFF00"})
	if len(res.Quotes) != 0 {
		t.Errorf("quotes %v: one colour explained is no legend, the prices name no unit", res.Quotes)
	}
}

// Every legend word: a title row opens it, a no-fill word names the rows
// without colour.
func TestColourLegendWords(t *testing.T) {
	for _, c := range []struct{ title, none string }{
		{"图例：", "无底色"}, {"颜色含义", "无颜色"}, {"Colour key", "无填充"}, {"Color key", "白底"}, // LC0401, LC0403, LC0405, LC0406, LC0411–LC0413, LC0415
		{"图例", "no colour"}, {"图例", "no color"}, {"图例", "white"}, // LC0417–LC0419
	} {
		res := legendBook(t, [][]any{
			{"锦官算力"},
			{"卡型", "每台卡数", "价格"},
			{"A800 SXM 80G", 8, 38500},
			{"RTX4090 24G", 8, 1.72},
			{},
			{c.title},
			{"黄色", "元/台·月"},
			{c.none, "元/卡·时"},
		}, map[int]string{3: "FFFF00", 7: "FFFF00"})
		if len(res.Quotes) != 2 || res.Quotes[0].PriceUnit != UnitNodeMonth || res.Quotes[1].PriceUnit != UnitGPUHour || len(res.Problems) != 0 {
			t.Errorf("%q / %q: quotes %v, problems %v", c.title, c.none, res.Quotes, res.Problems)
		}
	}
}
