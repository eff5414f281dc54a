package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"computecheck/present"
)

// Selecting a cell of a quote row in the import preview shows that
// field's trace under the table, in the words `quotes import --trace`
// prints: every candidate, the one chosen and the rule that overruled the
// others; the vendor's cell shows the vendor's trace only.
func TestPreviewShowsSelectedCellTrace(t *testing.T) {
	for _, lang := range []string{"en", "zh"} {
		s, _, _ := newTestQuotes(t, lang)
		f := filepath.Join(t.TempDir(), "three.csv")
		if err := os.WriteFile(f, []byte("厂商,显卡,月租(元/台/月),单位,备注\n东篱云,L20 48G,8.8,元/卡/时,包月价\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		p := importThroughScreen(t, s, f)
		if len(p.res.Quotes) != 1 {
			t.Fatalf("%s: %d quotes, problems %v", lang, len(p.res.Quotes), p.probText)
		}
		p.rows.Select(widget.TableCellID{Row: 0, Col: 4})
		var want []string
		for _, st := range p.res.Trace(0) {
			if st.Field == "price_unit" {
				want = present.TraceLines(st, lang)
			}
		}
		if len(want) < 4 {
			t.Fatalf("%s: price_unit trace %v", lang, want)
		}
		for _, w := range want {
			if !strings.Contains(p.trace.Text, w) {
				t.Errorf("%s: the price cell's trace lacks %q:\n%s", lang, w, p.trace.Text)
			}
		}
		for _, w := range []string{"period.unit_column", "period.column_header", "period.row_note", "“包月价”"} {
			if !strings.Contains(p.trace.Text, w) {
				t.Errorf("%s: trace lacks %q:\n%s", lang, w, p.trace.Text)
			}
		}
		p.rows.Select(widget.TableCellID{Row: 0, Col: 1})
		if !strings.Contains(p.trace.Text, "东篱云") || strings.Contains(p.trace.Text, "period.") {
			t.Errorf("%s: the vendor cell's trace: %s", lang, p.trace.Text)
		}
	}
}
