package quotes

import (
	"slices"
	"testing"

	"computecheck/msg"

	"github.com/xuri/excelize/v2"
)

// versionBook is a workbook of sheets (name -> rows), in order.
func versionBook(t *testing.T, names []string, sheets map[string][][]any) *FileResult {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for i, n := range names {
		if i == 0 {
			f.SetSheetName("Sheet1", n)
		} else if _, err := f.NewSheet(n); err != nil {
			t.Fatal(err)
		}
		for j, r := range sheets[n] {
			cell, _ := excelize.CoordinatesToCellName(1, j+1)
			f.SetSheetRow(n, cell, &r)
		}
	}
	return readBook(t, f, "versions.xlsx")
}

func priceSheet(title string, h100, a800 float64) [][]any {
	return [][]any{
		{title},
		{"供应商", "GPU型号", "每台卡数", "单价（元/卡/时）"},
		{"西部云", "H100 SXM 80G", 8, h100},
		{"西部云", "A800 SXM 80G", 8, a800},
	}
}

// Sheets of one layout and the same GPUs, each naming a month (in its name
// or, failing that, its title): only the latest is stored; the others are
// named as not offers, with one warning on the file. The order of the
// sheets does not matter.
func TestSheetVersionsMonths(t *testing.T) {
	for _, tc := range []struct {
		names  []string
		titles []string
		latest string
	}{
		{[]string{"2026年12月", "2026年11月", "2026年10月"}, []string{"价目", "价目", "价目"}, "2026年12月"},
		{[]string{"Oct 2026", "Nov 2026", "Dec 2026"}, []string{"Price list", "Price list", "Price list"}, "Dec 2026"},
		{[]string{"Sheet1", "Sheet2"}, []string{"GPU价格（2026-11生效）", "GPU价格（2026-12生效）"}, "Sheet2"},
		{[]string{"价目 v3", "价目 v2"}, []string{"t", "t"}, "价目 v3"},             // WK0001
		{[]string{"Ver 2", "Ver 1"}, []string{"t", "t"}, "Ver 2"},             // WK0002
		{[]string{"version 4", "version 3"}, []string{"t", "t"}, "version 4"}, // WK0003
		{[]string{"Rev 1", "Rev 2"}, []string{"t", "t"}, "Rev 2"},             // WK0004
		{[]string{"版本2", "版本1"}, []string{"t", "t"}, "版本2"},                   // WK0005
	} {
		sheets := map[string][][]any{}
		for i, n := range tc.names {
			sheets[n] = priceSheet(tc.titles[i], 11.2+float64(i), 6.5+float64(i))
		}
		res := versionBook(t, tc.names, sheets)
		if len(res.Quotes) != 2 {
			t.Errorf("%v: %d quotes, want the latest sheet's 2 (problems %v)", tc.names, len(res.Quotes), res.Problems)
			continue
		}
		for _, q := range res.Quotes {
			if q.SourceSheet != tc.latest {
				t.Errorf("%v: a quote from %s, want only %s", tc.names, q.SourceSheet, tc.latest)
			}
		}
		if len(res.NotOffers) != len(tc.names)-1 || res.NotOffers[0].Reason.Key != "import.sheet_version.earlier" {
			t.Errorf("%v: not offers %v, want each earlier sheet named", tc.names, res.NotOffers)
		}
		warned := false
		for _, w := range res.Warnings {
			warned = warned || w.Key == "import.sheet_version.warning"
		}
		if !warned {
			t.Errorf("%v: no warning on the file", tc.names)
		}
	}
}

// Not versions: sheets naming no period (regions), sheets of other GPUs,
// sheets of another layout; each is read as before.
func TestSheetVersionsNotVersions(t *testing.T) {
	other := [][]any{
		{"t"},
		{"供应商", "GPU型号", "每台卡数", "单价（元/卡/时）"},
		{"西部云", "RTX 4090 24G", 8, 1.9},
		{"西部云", "L20 48G", 8, 3.1},
	}
	otherLayout := [][]any{
		{"t"},
		{"供应商", "GPU型号", "每台卡数", "包月（元/台/月）"},
		{"西部云", "H100 SXM 80G", 8, 62000},
		{"西部云", "A800 SXM 80G", 8, 36500},
	}
	for _, tc := range []struct {
		names  []string
		sheets map[string][][]any
	}{
		{[]string{"华东", "华北"}, map[string][][]any{"华东": priceSheet("t", 11, 6), "华北": priceSheet("t", 12, 7)}},
		{[]string{"2026年12月", "2026年11月"}, map[string][][]any{"2026年12月": priceSheet("t", 11, 6), "2026年11月": other}},
		{[]string{"2026年12月", "2026年11月"}, map[string][][]any{"2026年12月": priceSheet("t", 11, 6), "2026年11月": otherLayout}},
	} {
		res := versionBook(t, tc.names, tc.sheets)
		if len(res.Quotes) != 4 || len(res.NotOffers) != 0 {
			t.Errorf("%v: %d quotes, not offers %v: want every sheet read", tc.names, len(res.Quotes), res.NotOffers)
		}
	}
}

// Periods that cannot be ordered (months with no year across a new year,
// a month with a year beside one without, two sheets of one month): no
// sheet is chosen, every quote is held for review.
func TestSheetVersionsUnordered(t *testing.T) {
	for _, names := range [][]string{
		{"12月", "1月"},
		{"2026年12月", "11月"},
		{"2026年12月", "2026年12月（2）"},
	} {
		sheets := map[string][][]any{}
		for i, n := range names {
			sheets[n] = priceSheet("t", 11+float64(i), 6+float64(i))
		}
		res := versionBook(t, names, sheets)
		if len(res.Quotes) != 4 || len(res.NotOffers) != 0 {
			t.Errorf("%v: %d quotes, not offers %v: want all read, held", names, len(res.Quotes), res.NotOffers)
			continue
		}
		for _, q := range res.Quotes {
			if !slices.ContainsFunc(q.ReviewReasons, func(m msg.Msg) bool { return m.Key == "import.sheet_version.unordered" }) {
				t.Errorf("%v: %s row %d not held for review", names, q.SourceSheet, q.SourceRow)
			}
		}
	}
}

func TestPeriodOf(t *testing.T) {
	for s, want := range map[string]int{"2026年12月": 202612, "2026-11": 202611, "Nov 2026": 202611, "2026 December": 202612, "11月": 11, "价格（2026年10月生效）": 202610} {
		if p, ok := periodOf(s); !ok || p.key != want || p.kind != "month" {
			t.Errorf("%q: %v %v, want month %d", s, p, ok, want)
		}
	}
	for _, s := range []string{"华东", "Sheet1", "GPU 价格", "H100"} {
		if p, ok := periodOf(s); ok {
			t.Errorf("%q: read as period %v", s, p)
		}
	}
}

// A sheet whose name or title marks it a past list (words/windows.tsv
// sheet_ended) is left out beside an unmarked sheet, whatever its layout; a
// negated mark or a line on the offer's own validity marks nothing; when
// every sheet is marked, the quotes wait for review.
func TestSheetEndedMark(t *testing.T) {
	short := [][]any{
		{"第2周比价（已过期，仅供对比，勿引用）"},
		{"供应商", "GPU型号", "单价（元/卡/时）"},
		{"西部云", "H100 SXM 80G", 13.5},
	}
	for _, tc := range []struct {
		names   []string
		sheets  map[string][][]any
		stored  int
		left    int
		reviews bool
	}{
		{[]string{"本周", "上周（已过期）"}, map[string][][]any{"本周": priceSheet("本周比价", 11.2, 6.5), "上周（已过期）": short}, 2, 1, false},                                                       // WS0020
		{[]string{"Current", "Old"}, map[string][][]any{"Current": priceSheet("Price list", 11.2, 6.5), "Old": priceSheet("Superseded prices - do not use", 12, 7)}, 2, 1, false}, // WS0028
		{[]string{"A", "B"}, map[string][][]any{"A": priceSheet("价目（未过期）", 11.2, 6.5), "B": priceSheet("报价有效期7天，过期作废", 12, 7.5)}, 4, 0, false},                                    // WS0033, WS0037
		{[]string{"旧价（作废）"}, map[string][][]any{"旧价（作废）": priceSheet("t", 11.2, 6.5)}, 2, 0, true},                                                                                // WS0024
	} {
		res := versionBook(t, tc.names, tc.sheets)
		if len(res.Quotes) != tc.stored || len(res.NotOffers) != tc.left {
			t.Errorf("%v: %d quotes, %d not offers (%v), want %d and %d", tc.names, len(res.Quotes), len(res.NotOffers), res.NotOffers, tc.stored, tc.left)
		}
		for _, q := range res.Quotes {
			if q.NeedsReview != tc.reviews {
				t.Errorf("%v: %s review %v, want %v", tc.names, q.SourceSheet, q.NeedsReview, tc.reviews)
			}
		}
	}
	for line, want := range map[string]string{"上周（已过期）": "已过期", "永不过期": "", "not expired": "", "Expired Q3 list": "expired", "价格有效，过期请重新询价": ""} {
		if got := endedMark(line); got != want {
			t.Errorf("endedMark(%q) = %q, want %q", line, got, want)
		}
	}
}

// A sheet named as the quote's change log (修订说明: each item's V1 and V2
// prices) holds no offer: its rows are named as no offers, none stored or
// refused, and the quote's own sheet is read. Every word of changelog_sheet
// names such a sheet.
func TestChangeLogSheetIsNoOffer(t *testing.T) {
	for _, w := range wordsInOrder("changelog_sheet") {
		res := versionBook(t, []string{"报价单V2", w}, map[string][][]any{
			"报价单V2": priceSheet("西部云报价单（V2）", 15, 9),
			w:       {{"供应商", "GPU型号", "V1", "V2"}, {"西部云", "H100 SXM 80G", "16 元/卡/时", "15 元/卡/时"}, {"西部云", "A800 SXM 80G", "9.5 元/卡/时", "9 元/卡/时"}},
		})
		if len(res.Quotes) != 2 || len(res.Problems) != 0 || len(res.NotOffers) != 2 || res.NotOffers[0].Sheet != w {
			t.Errorf("%q: quotes %s, problems %v, not offers %v: want the V2 sheet's two quotes, the log's two rows named", w, bidPrices(res), res.Problems, res.NotOffers)
		}
	}
}
