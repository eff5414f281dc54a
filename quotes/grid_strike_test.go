package quotes

import (
	"encoding/xml"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

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

// strikeCells is a sheet of rows with the named cells ("E4") struck through.
func strikeCells(t *testing.T, rows [][]any, struck ...string) *FileResult {
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
	}
	for _, c := range struck {
		f.SetCellStyle("Sheet1", c, c, id)
	}
	return readBook(t, f, "struck.xlsx")
}

// A hand-kept list strikes old prices through beside the new ones: the line
// saying struck prices are void is a legend, not a void table; a struck
// 原价 is never the price (not even under an empty 现价); an unstruck 原价
// under an empty 现价 is, when the file says so; a row struck end to end is
// withdrawn, refused at its struck price cell.
func TestStruckCellsAreWithdrawn(t *testing.T) {
	rows := [][]any{
		{"温江算力港 更新于12-03：划线价格已作废，以“现价”为准；“现价”为空的按原价执行。"}, // RO0103
		{"GPU型号", "台数", "计费方式", "原价", "现价"},
		{"H800 SXM 80G 8卡", 3, "包月（元/台/月）", 74000, 69800},
		{"A800 SXM 80G 8卡", 4, "包月（元/台/月）", 38000, ""},
		{"H20 96G 8卡", 2, "包月（元/台/月）", 30500, ""},
		{"A100 SXM 80G 8卡", 1, "包月（元/台/月）", 36000, ""},
	}
	res := strikeCells(t, rows, "D3", "D5", "A6", "B6", "C6", "D6")
	got := map[int]float64{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = q.Price
	}
	if len(got) != 2 || got[3] != 69800 || got[4] != 38000 {
		t.Errorf("quotes %v, want row 3 69800 (现价) and row 4 38000 (原价 not struck); problems %v", got, res.Problems)
	}
	refused := map[int]string{}
	for _, p := range res.Problems {
		refused[p.Row] = p.Reason.Key + " " + p.ColumnLetter
	}
	if refused[6] != "import.err.row_struck_legend D" {
		t.Errorf("row 6 (struck end to end): %q, want row_struck_legend at D; problems %v", refused[6], res.Problems)
	}
	if _, ok := refused[5]; !ok {
		t.Errorf("row 5 (struck 原价, empty 现价) not refused: %v", res.Problems)
	}
	// without the rule line an empty 现价 is no price, struck 原价 or not
	res = strikeCells(t, append([][]any{{"温江算力港 价格表"}}, rows[1:]...), "D3", "D5", "A6", "B6", "C6", "D6")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 69800 {
		t.Errorf("no rule line: %d quotes, want only row 3; problems %v", len(res.Quotes), res.Problems)
	}
}

// An earlier-price column struck through in every row is the column's
// style, not each cell withdrawn: a “不变” in the new price reads it.
func TestStruckColumnIsStyle(t *testing.T) {
	res := strikeCells(t, [][]any{
		{"温江算力港 调价通知"}, // stop 46: a title opening with 调价 names no seller (MK0043); it named "调价" before
		{"型号", "每台卡数", "调价前(元/台/月)", "调价后(元/台/月)"},
		{"H100 80G SXM", 8, 62000, 56000},
		{"A800 80G SXM", 8, 45000, "不变"},
	}, "C3", "C4")
	if len(res.Quotes) != 2 || res.Quotes[1].Price != 45000 {
		t.Errorf("%d quotes (%v), want row 4 read as 45000; problems %v", len(res.Quotes), res.Quotes, res.Problems)
	}
}

// A void word about struck cells is a strike legend, not a void table; a
// price cell saying the earlier price applies reads unchanged.
func TestStrikeLegendNotVoidTable(t *testing.T) {
	for s, want := range map[string]bool{
		"更新于12-03：划线价格已作废，以现价为准":     false,
		"带删除线的价格已失效":                 false,
		"以下价格已作废":                    true,
		"Prices below are withdrawn": true,
	} {
		if got := isReferenceMarker(s); got != want {
			t.Errorf("isReferenceMarker(%q) = %v, want %v", s, got, want)
		}
	}
	for _, s := range []string{"按原价", "按原价执行", "按原报价"} { // RO0102, RO0103
		if cellState(s) != "unchanged" {
			t.Errorf("cellState(%q) = %q, want unchanged", s, cellState(s))
		}
	}
}

// richStrikeBook is a sheet of rows whose cells named in runs hold rich
// text, each run struck through where it says so.
func richStrikeBook(t *testing.T, rows [][]any, runs map[string][]excelize.RichTextRun) *FileResult {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for i, r := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		f.SetSheetRow("Sheet1", cell, &r)
	}
	for c, rs := range runs {
		if err := f.SetCellRichText("Sheet1", c, rs); err != nil {
			t.Fatal(err)
		}
	}
	return readBook(t, f, "runs.xlsx")
}

// A rich-text price cell striking its old price through before the
// current one reads the current one, and says on the quote what was
// struck; a cell whose every run is struck is a struck price, refused.
func TestStruckRunsReadTheCurrentPrice(t *testing.T) {
	struck := &excelize.Font{Strike: true}
	res := richStrikeBook(t, [][]any{
		{"岷江算力 价目表（调价）"},
		{"GPU型号", "每台卡数", "单价(元/卡·时)"},
		{"H800 SXM 80G", 8, ""},
		{"A800 SXM 80G", 8, ""},
		{"H20 96G", 8, ""},
		{"L40S 48G", 8, 2.8},
	}, map[string][]excelize.RichTextRun{
		"C3": {{Text: "15.20", Font: struck}, {Text: "  13.60", Font: &excelize.Font{Bold: true}}},
		"C4": {{Text: "8.80", Font: struck}},
		"C5": {{Text: "原价 6.40", Font: struck}, {Text: " 现价 5.50"}},
	})
	got := map[int]float64{}
	warned := map[int]string{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = q.Price
		for _, w := range q.Warnings {
			if w.Key == "import.warn.struck_run" {
				warned[q.SourceRow] = fmt.Sprint(w.Args...)
			}
		}
	}
	if len(got) != 3 || got[3] != 13.6 || got[5] != 5.5 || got[6] != 2.8 {
		t.Errorf("quotes %v, want rows 3 (13.60), 5 (5.50) and 6; problems %v", got, res.Problems)
	}
	if !strings.Contains(warned[3], "15.20") || !strings.Contains(warned[5], "6.40") || warned[6] != "" {
		t.Errorf("struck-run warnings %v, want rows 3 and 5 naming the struck price", warned)
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 4 || res.Problems[0].Reason.Key != "import.err.price_struck" || res.Problems[0].ColumnLetter != "C" {
		t.Errorf("problems %v, want row 4 (struck whole) refused at C", res.Problems)
	}
}

// Any two runs, the first struck through, read apart: the text is the
// second run's, the struck run is kept beside it; arbitrary XML after
// them never panics the run reader.
func FuzzStruckRuns(f *testing.F) {
	f.Add("15.20", "  13.60", "")
	f.Add("原价 6.40", "现价 5.50", "<r><t>x</t></r>")
	f.Add("", "7.6", "<r><rPr><strike val=\"0\"/></rPr><t>1</t></r>")
	f.Fuzz(func(t *testing.T, old, cur, tail string) {
		esc := func(s string) string {
			var b strings.Builder
			xml.EscapeText(&b, []byte(s))
			return b.String()
		}
		doc := `<is><r><rPr><strike/></rPr><t xml:space="preserve">` + esc(old) + `</t></r><r><t xml:space="preserve">` + esc(cur) + `</t></r></is>`
		d := xml.NewDecoder(strings.NewReader(doc))
		if _, err := d.Token(); err != nil {
			t.Skip()
		}
		var struck strings.Builder
		plain, err := elemText(d, false, &struck)
		notXML := func(r rune) bool { return r < 0x20 && r != '\t' && r != '\n' || r >= 0xFFFD }
		if err != nil || len(old)+len(cur) > maxCellChars || !utf8.ValidString(old+cur) || strings.ContainsFunc(old+cur, notXML) {
			t.Skip() // text XML cannot hold as it is
		}
		text, st := strikeRuns(plain, struck.String())
		switch {
		case strings.TrimSpace(old) == "":
			if st != (struckText{}) {
				t.Errorf("blank struck run %q: %+v", old, st)
			}
		case strings.TrimSpace(cur) == "":
			if !st.whole {
				t.Errorf("only %q struck: not whole (%+v)", old, st)
			}
		case text != cur || st.old != strings.TrimSpace(old) || st.whole:
			t.Errorf("%q struck before %q: read %q, %+v", old, cur, text, st)
		}
		d = xml.NewDecoder(strings.NewReader("<is>" + tail + "</is>"))
		if _, err := d.Token(); err == nil {
			struck.Reset()
			elemText(d, false, &struck)
		}
	})
}
