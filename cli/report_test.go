package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"computecheck/calc"
	"computecheck/present"
)

// report70B was a 72B task on 32 GPUs; the sample quotes offer at most 3
// machines, and a quote without the machines a job needs is not eligible,
// so the report is tested on a 32B job that several quotes can carry.
const report70B = `{"name":"32B","model":"qwen2.5-32b","zero":3,"recompute":"full","seq_len":4096,"grad_accum":8,
"tokens":2e10,"dataset_gb":500,"egress_gb":300,"checkpoints_kept":3}`

type reportJSON struct {
	Rows     []json.RawMessage `json:"rows"`
	Winner   *int64            `json:"winner"`
	RunnerUp *int64            `json:"runner_up"`
	Gap      *float64          `json:"gap"`
	GapPct   *float64          `json:"gap_pct"`
	Margin   *struct {
		SpeedDropPct float64 `json:"speed_drop_pct"`
	} `json:"margin"`
	Sensitivity []struct {
		Input         string  `json:"input"`
		Pct           float64 `json:"pct"`
		WinnerLow     float64 `json:"winner_low"`
		WinnerHigh    float64 `json:"winner_high"`
		WinnerChanges *bool   `json:"winner_changes"`
	} `json:"sensitivity"`
	Advice      string              `json:"advice"`
	Assumptions []string            `json:"assumptions"`
	Questions   map[string][]string `json:"questions"`
}

// report --json names the same winner, runner-up and gap as compare --json.
func TestReportJSONMatchesCompare(t *testing.T) {
	db := sampleDB(t)
	task := writeTask(t, report70B)
	code, out, e := runQ(t, "report", task, "--json", "--db", db, "--as-of", "2026-11-29")
	if code != 0 {
		t.Fatalf("report: %d %s", code, e)
	}
	var d reportJSON
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	var rows []calc.QuoteCost
	code, cmp, e := runQ(t, "compare", task, "--json", "--db", db, "--as-of", "2026-11-29")
	if code != 0 {
		t.Fatal(e)
	}
	var raw []struct {
		QuoteID    int64    `json:"quote_id"`
		Rank       int      `json:"rank"`
		Eligible   bool     `json:"eligible"`
		PriceToWin *float64 `json:"price_to_win"`
		Cost       struct {
			Total, TotalLow, TotalHigh *float64
			Assumed                    []string
		} `json:"cost"`
	}
	if err := json.Unmarshal([]byte(cmp), &raw); err != nil {
		t.Fatal(err)
	}
	_ = rows
	if d.Winner == nil || *d.Winner != raw[0].QuoteID || d.RunnerUp == nil || *d.RunnerUp != raw[1].QuoteID {
		t.Fatalf("winner %v runner-up %v; compare ranks %d, %d", d.Winner, d.RunnerUp, raw[0].QuoteID, raw[1].QuoteID)
	}
	if d.Gap == nil || *d.Gap != *raw[1].Cost.Total-*raw[0].Cost.Total || *d.GapPct <= 0 {
		t.Errorf("gap %v (%v%%), compare says %v", d.Gap, d.GapPct, *raw[1].Cost.Total-*raw[0].Cost.Total)
	}
	if raw[0].PriceToWin != nil || raw[1].PriceToWin == nil {
		t.Error("price_to_win: null for the winner, set for the runner-up")
	}
	if len(d.Rows) != len(raw) || d.Margin == nil || len(d.Sensitivity) != len(calc.Factors) || d.Advice == "" || len(d.Assumptions) < 5 {
		t.Errorf("report: %d rows, margin %v, %d sensitivity rows, advice %q, %d assumptions", len(d.Rows), d.Margin, len(d.Sensitivity), d.Advice, len(d.Assumptions))
	}
	for _, s := range d.Sensitivity {
		if s.WinnerLow > s.WinnerHigh || s.WinnerChanges == nil || s.Pct != 20 {
			t.Errorf("sensitivity %+v", s)
		}
	}
	ptw := d.Questions[jsonID(raw[1].QuoteID)]
	if len(ptw) == 0 || !strings.Contains(ptw[0], "报价需降到 ¥") || !strings.Contains(ptw[0], " 才能胜出（现为 ¥") {
		t.Errorf("runner-up's questions %q", ptw)
	}
}

func jsonID(id int64) string { b, _ := json.Marshal(id); return string(b) }

// The PDF, in both languages: one or two A4 pages, the font embedded, and
// (where pdftotext is installed) text that names the winner, its total and
// the gap exactly as the Compare table does.
func TestReportPDF(t *testing.T) {
	db := sampleDB(t)
	task := writeTask(t, report70B)
	for _, lang := range []string{"zh", "en"} {
		out := filepath.Join(t.TempDir(), "r.pdf")
		if code, _, e := runQ(t, "report", task, "--out", out, "--db", db, "--lang", lang, "--as-of", "2026-11-29"); code != 0 {
			t.Fatalf("%s: %d %s", lang, code, e)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(b, []byte("%PDF-")) || !bytes.Contains(b, []byte("/FontFile2")) {
			t.Fatalf("%s: not a PDF with an embedded TrueType font", lang)
		}
		if n := bytes.Count(b, []byte("/Type /Page\n")) + bytes.Count(b, []byte("/Type /Page ")); n < 1 || n > 2 {
			t.Errorf("%s: %d pages", lang, n)
		}
		if code, _, _ := runQ(t, "report", task, "--out", out, "--db", db); code != 1 {
			t.Errorf("%s: an existing file was overwritten", lang)
		}
		if _, err := exec.LookPath("pdftotext"); err != nil {
			continue
		}
		txt, err := exec.Command("pdftotext", "-layout", out, "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		_, cmpOut, _ := runQ(t, "compare", task, "--json", "--db", db, "--as-of", "2026-11-29")
		var rows []struct {
			Vendor string `json:"vendor"`
			Cost   struct {
				Total float64 `json:"total"`
			} `json:"cost"`
		}
		if err := json.Unmarshal([]byte(cmpOut), &rows); err != nil || len(rows) < 2 {
			t.Fatalf("compare --json: %v, %d rows", err, len(rows))
		}
		w, r := rows[0], rows[1]
		for _, want := range []string{w.Vendor, present.Money(w.Cost.Total, "CNY"), present.Money(r.Cost.Total-w.Cost.Total, "CNY")} {
			if !strings.Contains(string(txt), want) {
				t.Errorf("%s report lacks %q", lang, want)
			}
		}
	}
}

func TestReportUsage(t *testing.T) {
	task := writeTask(t, report70B)
	if code, _, _ := runQ(t, "report", task, "--out", "x.png"); code != 2 {
		t.Errorf("--out x.png: exit %d, want 2", code)
	}
	if code, _, _ := runQ(t, "report"); code != 2 {
		t.Errorf("no task: exit %d, want 2", code)
	}
}

// A decision with many open questions and long English sentences still
// keeps to two pages: the question list shrinks to one line under the
// assumptions before a third page is started.
func TestReportPDFKeepsToTwoPages(t *testing.T) {
	db := sampleDB(t)
	task := writeTask(t, `{"name": "13B 全量微调", "model": "llama2-13b", "method": "full", "micro_batch": 1, "seq_len": 4096,
 "grad_accum": 8, "gpu": "A800-80G-SXM", "tokens": 10000000000, "deadline_days": 20}`)
	for _, lang := range []string{"zh", "en"} {
		out := filepath.Join(t.TempDir(), "r.pdf")
		if code, _, e := runQ(t, "report", task, "--out", out, "--db", db, "--lang", lang, "--as-of", "2026-11-29"); code != 0 {
			t.Fatalf("%s: %d %s", lang, code, e)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if n := bytes.Count(b, []byte("/Type /Page\n")) + bytes.Count(b, []byte("/Type /Page ")); n < 1 || n > 2 {
			t.Errorf("%s: %d pages", lang, n)
		}
	}
}

// The advice's sentences about the winner read as sentences: in English a
// space after each full stop ("…billed this way. 天府云算 … lacks …"), and
// in Chinese no "符合这一建议" beside "不具备建议要求的…" for one winner.
func TestAdviceAboutTheWinnerReads(t *testing.T) {
	db := sampleDB(t)
	task := writeTask(t, `{"model": "llama2-13b", "method": "full", "micro_batch": 1, "seq_len": 4096,
 "grad_accum": 8, "gpu": "A800-80G-SXM", "tokens": 10000000000}`)
	for _, lang := range []string{"en", "zh"} {
		code, out, e := runQ(t, "report", task, "--json", "--db", db, "--lang", lang, "--as-of", "2026-11-29")
		if code != 0 {
			t.Fatalf("%s: %d %s", lang, code, e)
		}
		var r struct {
			Advice string `json:"advice"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatal(err)
		}
		if lang == "en" && regexp.MustCompile(`[a-z]\.[^\s\d]`).MatchString(r.Advice) {
			t.Errorf("en advice runs sentences together: %q", r.Advice)
		}
		if lang == "zh" && strings.Contains(r.Advice, "符合这一建议") && strings.Contains(r.Advice, "不具备建议要求") {
			t.Errorf("zh advice both agrees and lacks: %q", r.Advice)
		}
		if !strings.Contains(r.Advice, "·") {
			t.Errorf("%s advice names no offer whole: %q", lang, r.Advice)
		}
	}
}
