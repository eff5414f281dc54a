package quotes

import (
	"testing"

	"github.com/xuri/excelize/v2"
)

// commentBook is a sheet of rows with comments at cells.
func commentBook(t *testing.T, rows [][]any, comments map[string]string) *FileResult {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for i, r := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		f.SetSheetRow("Sheet1", cell, &r)
	}
	for at, text := range comments {
		if err := f.AddComment("Sheet1", excelize.Comment{Cell: at, Author: "刘婷", Paragraph: []excelize.RichTextRun{{Text: text}}}); err != nil {
			t.Fatal(err)
		}
	}
	return readBook(t, f, "comments.xlsx")
}

// The unit only in a comment on the price header; a price cell's own
// comment overrides it or voids the price; a unit the cell writes stands.
func TestUnitInHeaderComment(t *testing.T) {
	res := commentBook(t, [][]any{
		{"供应商", "型号", "单台卡数", "单价"},
		{"简州算力", "A800 SXM 80G", 8, 37000},
		{"简州算力", "RTX 4090", 8, 2.1},
		{"简州算力", "910B", 8, 265000},
		{"简州算力", "H20 96G", 8, 69000},
		{"简州算力", "L20", 8, "1.5元/卡/时"},
	}, map[string]string{
		"D1": "单价单位：元/台·月（整机价），不含税。个别行另有批注的以批注为准。",
		"D3": "这一行是单卡按量价：元/卡·时",
		"D4": "包年价：元/台·年，需一次签满一年",
		"D5": "已被其他客户预订，此价作废，下批到货另报",
	})
	want := map[int]string{2: UnitNodeMonth, 3: UnitGPUHour, 4: UnitNodeHour, 6: UnitGPUHour}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, problems %v: want %d", len(res.Quotes), res.Problems, len(want))
	}
	for _, q := range res.Quotes {
		if q.PriceUnit != want[q.SourceRow] {
			t.Errorf("row %d: unit %s, want %s", q.SourceRow, q.PriceUnit, want[q.SourceRow])
		}
		if q.SourceRow == 4 && (q.MinTerm == nil || q.MinTerm.Hours(720) < 8760) {
			t.Errorf("row 4: min term %v, want the year the comment's 包年 says", q.MinTerm)
		}
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 5 || res.Problems[0].Column != "单价" || res.Problems[0].Reason.Key != "import.err.comment_void" {
		t.Errorf("problems %v: want row 5 refused at 单价 as void", res.Problems)
	}
}

// English, and a header whose own words give the unit: the comment only
// fills what the header leaves open.
func TestUnitInHeaderCommentEnglish(t *testing.T) {
	res := commentBook(t, [][]any{
		{"Vendor", "GPU", "GPUs per node", "Price"},
		{"Kestrel", "H100 SXM 80GB", 8, 2.49},
		{"Kestrel", "A100 SXM 80GB", 8, 9.6},
	}, map[string]string{"D1": "USD per GPU-hour", "D3": "per node-hour (8 GPUs)"})
	if len(res.Quotes) != 2 || res.Quotes[0].PriceUnit != UnitGPUHour || res.Quotes[1].PriceUnit != UnitNodeHour {
		t.Errorf("quotes %v, problems %v: want per GPU-hour from the header comment, per node-hour from the cell's", res.Quotes, res.Problems)
	}
	res = commentBook(t, [][]any{
		{"供应商", "型号", "单台卡数", "单价(元/台/月)"},
		{"简州算力", "A800 SXM 80G", 8, 37000},
	}, map[string]string{"D1": "元/卡·时"})
	if len(res.Quotes) != 1 || res.Quotes[0].PriceUnit != UnitNodeMonth {
		t.Errorf("quotes %v, problems %v: want the header's own unit", res.Quotes, res.Problems)
	}
}

// Each void word, in a price cell's own comment, refuses that price.
func TestVoidComments(t *testing.T) {
	for _, w := range []string{"此价作废", "报价无效", "已失效", "已被预订", "已被其他客户预订", "已租出", "已售出", // LC0301–LC0307
		"void", "invalid until re-quoted", "no longer valid", "reserved by another customer", "withdrawn"} { // LC0308–LC0311, price_cell
		res := commentBook(t, [][]any{
			{"Vendor", "GPU", "GPUs per node", "Price (USD/GPU/hr)"},
			{"Kestrel", "H100 SXM 80GB", 8, 2.49},
			{"Kestrel", "A100 SXM 80GB", 8, 1.2},
		}, map[string]string{"D3": w})
		if len(res.Quotes) != 1 || len(res.Problems) != 1 || res.Problems[0].Row != 3 {
			t.Errorf("%q: %d quotes, problems %v: want row 3 refused", w, len(res.Quotes), res.Problems)
		}
	}
}
