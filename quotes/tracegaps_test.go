package quotes

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"computecheck/internal/repotest"
)

// readSet14 is the reading of a file of examiner set 14.
func readSet14(t *testing.T, name string) *FileResult {
	res, _ := ReadFile(repotest.Path("quotes", "examiner", "set14", name))
	if res == nil {
		t.Fatal("no reading of " + name)
	}
	return res
}

// A plan read from a section row ("[国内 · CNY · 按量 · 元/卡·时]") says
// whether the offer can be taken back: the trace names that row, not a
// cell of the quote's own row that no column holds (issue 23).
func TestInterruptibleFromSectionNamesTheRow(t *testing.T) {
	res := readSet14(t, "04_yufeng_section_rows_currency_term.csv")
	seen := 0
	for _, q := range res.Quotes {
		if q.SourceRow != 4 && q.SourceRow != 7 {
			continue
		}
		seen++
		e, ok := chosenOf(q.Evidence, fInterruptible)
		want := map[int]int{4: 3, 7: 6}[q.SourceRow] // the section row above
		if !ok || e.Source != srcSection || e.Row != want || e.Text == "" || e.Value != "false" {
			t.Errorf("row %d: interruptible evidence %+v, want the section row %d", q.SourceRow, e, want)
		}
	}
	if seen < 2 {
		t.Errorf("%d quotes of rows 4 and 7", seen)
	}
}

// "90天" under 有效期 beside a pack: the days are the pack's, chosen from
// that cell; beside a rate they are no pack's and no candidate stays.
func TestPackDaysFromValidityCellTraced(t *testing.T) {
	res := readSet14(t, "05_suanlipuzi_packs_and_tokens_bom.csv")
	packs := 0
	for _, q := range res.Quotes {
		e, ok := chosenOf(q.Evidence, fPackDays)
		switch {
		case q.PackValidDays == nil && ok:
			t.Errorf("row %d: no pack days stored, yet a chosen candidate %+v", q.SourceRow, e)
		case q.PackValidDays != nil:
			packs++
			if !ok || e.Rule != "pack.valid_until_days" || e.Letter != "E" || e.Value != traceValue(q.PackValidDays) {
				t.Errorf("row %d: pack days %v, evidence %+v", q.SourceRow, *q.PackValidDays, e)
			}
		}
	}
	if packs != 4 {
		t.Errorf("%d packs with days, want 4", packs)
	}
}

// Every decision a trace shows is named in both languages
// ("trace.field."+field: the trace's line says which value it chose).
func TestTraceNamesEveryDecidedField(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		keys := map[string]bool{}
		files, _ := filepath.Glob(filepath.Join(repotest.Root(), "assets", "i18n", lang, "*.json"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]string
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			for k := range m {
				keys[k] = true
			}
		}
		for field, ds := range tracedDecisions {
			for _, d := range ds {
				if !keys["trace.field."+d] {
					t.Errorf("%s: no trace.field.%s (a decision of %s)", lang, d, field)
				}
			}
		}
	}
}
