package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"computecheck/calc"
	"computecheck/present"
)

// deadline_days in TASK.json: compare --json marks every row whose best
// plan cannot finish in time not eligible, with "deadline" in unmet; the
// headline says how long the winner takes.
func TestCompareDeadlineUnmet(t *testing.T) {
	db := sampleDB(t)
	dir := t.TempDir()
	free := compareJSON(t, chartTask(t, dir, compareTaskJSON), "--db", db)
	// A deadline of half the winner's hours.
	var winnerHours float64
	for _, r := range free {
		if r.Hours != nil && *r.Hours > 0 && r.Complete {
			winnerHours = *r.Hours
			break
		}
	}
	if winnerHours == 0 {
		t.Fatal("no priced row")
	}
	days := winnerHours / 24 / 2
	task := chartTask(t, dir, strings.Replace(compareTaskJSON, `"tokens":1e10`, `"tokens":1e10,"deadline_days":`+jsonNum(days), 1))
	code, out, errOut := runQ(t, "compare", "--json", "--as-of", "2026-11-29", task, "--db", db)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rows []struct {
		QuoteID  int64    `json:"quote_id"`
		Hours    *float64 `json:"hours"`
		Eligible bool     `json:"eligible"`
		Unmet    []string `json:"unmet"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatal(err)
	}
	late := 0
	for _, r := range rows {
		if r.Hours != nil && *r.Hours > days*24*1.0001 {
			late++
			if r.Eligible || !slices.Contains(r.Unmet, "deadline") {
				t.Errorf("quote %d takes %.0f h against a %.0f h deadline: eligible %v, unmet %v", r.QuoteID, *r.Hours, days*24, r.Eligible, r.Unmet)
			}
		}
	}
	if late == 0 {
		t.Errorf("no row misses a %.1f-day deadline", days)
	}
	for _, lang := range []string{"zh", "en"} {
		code, out, _ := runQ(t, "--lang", lang, "compare", "--as-of", "2026-11-29", chartTask(t, dir, compareTaskJSON), "--db", db)
		want := map[string]string{"zh": "训练约需", "en": "training takes about"}[lang]
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("%s: the headline does not say how long the winner takes (%q):\n%s", lang, want, out)
		}
	}
}

func jsonNum(v float64) string { b, _ := json.Marshal(v); return string(b) }

// A task that does not fit its cards reports no training time (the hours
// of a run that cannot happen), in JSON (0) and in text.
func TestEstimateDoesNotFitHasNoHours(t *testing.T) {
	task := chartTask(t, t.TempDir(), `{"model":"llama2-7b","method":"full","gpu":"A100-80G-SXM","gpus":1,"micro_batch":1,"seq_len":2048,"tokens":1e9}`)
	code, out, errOut := runQ(t, "estimate", "--json", task)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var e struct {
		Verdict       string  `json:"verdict"`
		TrainingHours float64 `json:"training_hours"`
	}
	if err := json.Unmarshal([]byte(out), &e); err != nil {
		t.Fatal(err)
	}
	if e.Verdict != "does_not_fit" || e.TrainingHours != 0 {
		t.Errorf("verdict %s, training_hours %v", e.Verdict, e.TrainingHours)
	}
	_, out, _ = runQ(t, "--lang", "zh", "estimate", task)
	if strings.Contains(out, "训练时长：") || !strings.Contains(out, "不给出训练时长") {
		t.Errorf("zh estimate of a task that does not fit:\n%s", out)
	}
}

// A pipeline-parallel task: the kit says, when written, that it measures
// data parallel only and will not reproduce the plan.
func TestBenchkitSaysItCannotReproducePipeline(t *testing.T) {
	tmp := t.TempDir()
	task := chartTask(t, tmp, `{"model":"llama2-13b","method":"lora","gpus":8,"pp":2,"tokens":1e9}`)
	code, out, stderr := runCLI(t, "benchkit", "--task", task, "--out", filepath.Join(tmp, "kit"), "--lang", "zh", "--db", filepath.Join(tmp, "cc.db"))
	if code != 0 || !strings.Contains(out, "流水线并行") {
		t.Errorf("exit %d: %s\n%s", code, out, stderr)
	}
	code, out, _ = runCLI(t, "benchkit", "--task", task, "--out", filepath.Join(tmp, "kit2"), "--json", "--db", filepath.Join(tmp, "cc.db"))
	if code != 0 || !strings.Contains(out, `"reproduces_plan": false`) {
		t.Errorf("--json: %s", out)
	}
}

// report --json names the winner and the runner-up whole, as the
// headline does.
func TestReportJSONNamesOffersWhole(t *testing.T) {
	db := sampleDB(t)
	task := chartTask(t, t.TempDir(), compareTaskJSON)
	code, out, errOut := runQ(t, "report", task, "--json", "--as-of", "2026-11-29", "--db", db)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var d struct {
		Headline     string            `json:"headline"`
		WinnerName   *string           `json:"winner_name"`
		RunnerUpName *string           `json:"runner_up_name"`
		Names        map[string]string `json:"names"`
	}
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	if d.WinnerName == nil || d.RunnerUpName == nil || !strings.Contains(*d.WinnerName, " × ") || !strings.Contains(d.Headline, *d.WinnerName) || len(d.Names) == 0 {
		t.Errorf("winner %v, runner-up %v, headline %q, %d names", d.WinnerName, d.RunnerUpName, d.Headline, len(d.Names))
	}
}

// The words of the command line's quotes verbs, the PDF and the charts
// come from the catalogue: no inline branch that words something per
// language is left there (choosing a language, "en" or else "zh", is not
// wording).
func TestNoInlineLanguageBranches(t *testing.T) {
	for _, f := range []string{"quotes.go", "../report/pdf.go", "../chart/chart.go", "../chart/builders.go"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			code, _, _ := strings.Cut(line, "//")
			for _, pat := range []string{`== "zh"`, `!= "zh"`, `== assets.LangZh`, `if zh {`, `, zh)`, `zh bool`} {
				if strings.Contains(code, pat) {
					t.Errorf("%s:%d: %s", f, i+1, strings.TrimSpace(line))
				}
			}
		}
	}
}

// The estimate's cells come from present: the CLI's tokens/s and GiB are
// present's, one format for the window and the command line.
func TestEstimateCellsFromPresent(t *testing.T) {
	js := `{"model":"llama2-7b","method":"lora","gpu":"A100-80G-SXM","gpus":8,"micro_batch":1,"seq_len":2048,"tokens":1e9}`
	task := chartTask(t, t.TempDir(), js)
	_, out, _ := runQ(t, "--lang", "en", "estimate", task)
	tk, err := calc.ParseTask([]byte(js))
	if err != nil {
		t.Fatal(err)
	}
	e := calc.EstimateTask(tk, calc.Catalogue())
	for _, want := range []string{present.TokensPerS(e.Throughput.TokensPerS), present.GiB(e.Memory.Total), present.FitRows(e, nil, "en")[0][1]} {
		if !strings.Contains(out, want) {
			t.Errorf("estimate does not show %q:\n%s", want, out)
		}
	}
}

// The task file's JSON check is a parser of outside input.
func FuzzTaskJSONError(f *testing.F) {
	for _, s := range []string{`{"model":"llama2-7b"}`, `{"model":`, ``, "\xef\xbb\xbf{}", "{\n\"a\": x}"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if err := taskJSONError(b); err != nil && msgText(err) == "" {
			t.Errorf("%q: an error with no words", b)
		}
	})
}

func msgText(err error) string { return errText(err, "zh") }

// quotes list --json says interruptible on every quote: true, false, or
// null when the quote does not say (the contract's three values), never
// left out.
func TestQuotesListJSONInterruptibleNullWhenUnstated(t *testing.T) {
	db := sampleDB(t)
	code, out, errOut := runQ(t, "quotes", "list", "--json", "--db", db)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var qs []map[string]any
	if err := json.Unmarshal([]byte(out), &qs); err != nil || len(qs) == 0 {
		t.Fatalf("%v: %d quotes", err, len(qs))
	}
	unstated := 0
	for _, q := range qs {
		v, ok := q["interruptible"]
		if !ok {
			t.Errorf("quote %v: interruptible left out", q["id"])
			continue
		}
		if v == nil {
			unstated++
		} else if _, isBool := v.(bool); !isBool {
			t.Errorf("quote %v: interruptible = %v", q["id"], v)
		}
	}
	if unstated == 0 {
		t.Error("no sample quote leaves interruptible unstated (null)")
	}
}

// bench list writes a result's speeds and peak memory as the window's
// Benchmarks table does, from present: "12,346" tokens/s, "37.2 GiB".
func TestBenchListCellsFromPresent(t *testing.T) {
	db := filepath.Join(t.TempDir(), "cc.db")
	if code, _, stderr := runCLI(t, "bench", "import", benchTestdata(t, "kit_h800x8.json"), "--db", db); code != 0 {
		t.Fatalf("import: %s", stderr)
	}
	recs := benchList(t, db)
	if len(recs) != 1 || recs[0].TokensPerS == nil || *recs[0].TokensPerS < 1e4 {
		t.Fatalf("listed %+v: want one result above 10,000 tokens/s", recs)
	}
	code, out, _ := runCLI(t, "bench", "list", "--db", db, "--lang", "en")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{present.OptTokensPerS(recs[0].TokensPerS)} {
		if !strings.Contains(out, want) {
			t.Errorf("bench list lacks %q:\n%s", want, out)
		}
	}
}
