package cli

import (
	"encoding/json"
	"fmt"
	"github.com/xuri/excelize/v2"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// compareRow is one entry of `compare --json` as the contract names it.
type compareRow struct {
	QuoteID          *int64   `json:"quote_id"`
	Vendor           *string  `json:"vendor"`
	Offer            *string  `json:"offer"`
	GPU              *string  `json:"gpu"`
	GPUs             *int     `json:"gpus"`
	Nodes            *int     `json:"nodes"`
	Fits             *bool    `json:"fits"`
	Hours            *float64 `json:"hours"`
	BilledHours      *float64 `json:"billed_hours"`
	ThroughputSource *string  `json:"throughput_source"`
	Currency         *string  `json:"currency"`
	Cost             *struct {
		Compute, Storage, Egress, Fixed, Risk, Total *float64
	} `json:"cost"`
	CostPerMillionTokens *float64 `json:"cost_per_million_tokens"`
	Warnings             []string `json:"warnings"`
	Complete             bool     `json:"complete"`
}

// sampleDB is a database in a temporary folder with every sample quote.
func sampleDB(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "cc.db")
	args := append([]string{"quotes", "import"}, quoteSamples(t)...)
	if code, _, e := runQ(t, append(args, "--db", db)...); code != 0 {
		t.Fatalf("import samples: %s", e)
	}
	return db
}

const compareTaskJSON = `{"name":"13B","model":"llama2-13b","zero":3,"micro_batch":2,"grad_accum":8,
"tokens":1e10,"dataset_gb":200,"egress_gb":50,"checkpoints_kept":3}`

func compareJSON(t *testing.T, args ...string) []compareRow {
	t.Helper()
	code, out, errOut := runQ(t, append([]string{"compare", "--json", "--as-of", "2026-11-29"}, args...)...)
	if code != 0 {
		t.Fatalf("compare %v: exit %d: %s", args, code, errOut)
	}
	// Every contract field is present, even where its value is null.
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatalf("compare --json: %v\n%s", err, out)
	}
	for _, r := range raw {
		for _, k := range []string{"quote_id", "vendor", "offer", "gpu", "gpus", "nodes", "fits", "hours", "billed_hours",
			"throughput_source", "currency", "cost", "cost_per_million_tokens", "warnings"} {
			if _, ok := r[k]; !ok {
				t.Errorf("row %s has no %q", r["quote_id"], k)
			}
		}
	}
	var rows []compareRow
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestCompareSamplesRankedCheapestFirst(t *testing.T) {
	db := sampleDB(t)
	task := chartTask(t, t.TempDir(), compareTaskJSON)
	rows := compareJSON(t, task, "--db", db)
	if len(rows) != 16 {
		t.Fatalf("%d rows, want one per sample quote (16)", len(rows))
	}
	var last float64
	seenIncomplete := false
	for i, r := range rows {
		if r.Cost == nil || r.Cost.Total == nil {
			seenIncomplete = true
			if r.Complete || r.CostPerMillionTokens != nil {
				t.Errorf("row %d (quote %d): no cost but complete=%v cpm=%v", i, *r.QuoteID, r.Complete, r.CostPerMillionTokens)
			}
			if len(r.Warnings) == 0 {
				t.Errorf("quote %d is not priced and says not why", *r.QuoteID)
			}
			continue
		}
		if seenIncomplete {
			t.Errorf("priced quote %d ranks below an incomplete one", *r.QuoteID)
		}
		total := *r.Cost.Total
		if !(total > 0) {
			t.Errorf("quote %d: total %v; a priced quote never costs 0", *r.QuoteID, total)
		}
		if total < last {
			t.Errorf("row %d total %v below the row above (%v): not sorted", i, total, last)
		}
		last = total
		if *r.ThroughputSource != "estimate" || *r.Currency != "CNY" || !*r.Fits || *r.GPUs < 1 || *r.Nodes < 1 ||
			*r.BilledHours < *r.Hours {
			t.Errorf("quote %d: %+v", *r.QuoteID, r)
		}
		c := r.Cost
		if sum := *c.Compute + *c.Storage + *c.Egress + *c.Fixed + *c.Risk; sum-total > 1e-6*total || total-sum > 1e-6*total {
			t.Errorf("quote %d: parts add to %v, total %v", *r.QuoteID, sum, total)
		}
	}
	if !seenIncomplete {
		t.Error("the USD quotes have no exchange rate: they must be listed as incomplete")
	}
	// The USD quote is incomplete (no rate), never a zero cost ...
	for _, r := range rows {
		if *r.Vendor == "Example Cloud E" && ((r.Cost != nil && r.Cost.Total != nil) || !strings.Contains(strings.Join(r.Warnings, " "), "exchange rate")) {
			t.Errorf("USD quote without a rate: cost %v, warnings %v", r.Cost, r.Warnings)
		}
	}
	// ... until a rate is stored, when it is priced.
	if code, _, e := runQ(t, "quotes", "fx", "USD", "7.1", "2026-11-01", "--db", db); code != 0 {
		t.Fatal(e)
	}
	for _, r := range compareJSON(t, task, "--db", db) {
		if *r.Vendor == "Example Cloud E" && (r.Cost == nil || !(*r.Cost.Total > 0)) {
			t.Errorf("USD quote with a rate is still not priced: %v", r.Warnings)
		}
	}
}

func TestCompareHoursOverride(t *testing.T) {
	db := sampleDB(t)
	task := chartTask(t, t.TempDir(), `{"model":"llama3.1-8b","method":"lora","hours":100,"tokens":1e9}`)
	for _, r := range compareJSON(t, task, "--db", db) {
		if !*r.Fits {
			continue
		}
		if *r.ThroughputSource != "override" || *r.Hours != 100 {
			t.Errorf("quote %d: source %s, %v h; the task's hours win over the estimate", *r.QuoteID, *r.ThroughputSource, *r.Hours)
		}
	}
}

// quoteIDWith returns the id of the first stored quote on a GPU.
func quoteIDWith(t *testing.T, db, gpu string) int64 {
	t.Helper()
	for _, q := range listJSON(t, db) {
		if q["gpu"] == gpu {
			return int64(q["id"].(float64))
		}
	}
	t.Fatalf("no %s quote among the samples", gpu)
	return 0
}

func TestCompareUsesAttachedBenchmark(t *testing.T) {
	db := sampleDB(t)
	id := quoteIDWith(t, db, "H800-80G-SXM")
	kit := benchTestdata(t, "kit_h800x8.json") // llama3.1-8b LoRA on 8 × H800
	if code, _, e := runQ(t, "bench", "import", kit, "--quote", itoa(id), "--db", db); code != 0 {
		t.Fatal(e)
	}
	task := chartTask(t, t.TempDir(), `{"model":"llama3.1-8b","method":"lora","tokens":1e9}`)
	found := false
	for _, r := range compareJSON(t, task, "--db", db) {
		if *r.QuoteID == id {
			found = true
			if *r.ThroughputSource != "benchmark" {
				t.Errorf("quote %d: throughput_source %q with an attached benchmark", id, *r.ThroughputSource)
			}
		} else if *r.ThroughputSource == "benchmark" {
			t.Errorf("quote %d has no benchmark but says benchmark", *r.QuoteID)
		}
	}
	if !found {
		t.Fatalf("quote %d missing", id)
	}

	// The hours override still wins over the benchmark.
	over := chartTask(t, t.TempDir(), `{"model":"llama3.1-8b","method":"lora","tokens":1e9,"hours":50}`)
	for _, r := range compareJSON(t, over, "--db", db) {
		if *r.QuoteID == id && *r.ThroughputSource != "override" {
			t.Errorf("hours override: source %q", *r.ThroughputSource)
		}
	}

	// A run of another model cannot stand for this task: left out, and said.
	other := chartTask(t, t.TempDir(), `{"model":"qwen2.5-72b","method":"lora","tokens":1e9}`)
	for _, r := range compareJSON(t, other, "--db", db) {
		if *r.QuoteID == id {
			if *r.ThroughputSource != "estimate" || !strings.Contains(strings.Join(r.Warnings, " "), "benchmark #1 not used") {
				t.Errorf("72B task with an 8B benchmark: source %q, warnings %v", *r.ThroughputSource, r.Warnings)
			}
		}
	}
}

func itoa(n int64) string { b, _ := json.Marshal(n); return string(b) }

func TestCompareQuotesFile(t *testing.T) {
	dir := t.TempDir()
	task := chartTask(t, dir, compareTaskJSON)
	db := filepath.Join(dir, "none.db")
	file := quoteSamples(t)[3] // vendor_quotes_cn.csv
	if !strings.HasSuffix(file, "vendor_quotes_cn.csv") {
		t.Fatalf("samples out of order: %s", file)
	}
	rows := compareJSON(t, task, "--quotes", file, "--db", db)
	if len(rows) != 6 || rows[0].Cost == nil {
		t.Fatalf("%d rows from the file; first %+v", len(rows), rows[0])
	}
	if _, err := os.Stat(db); err == nil {
		t.Error("comparing a file created a database")
	}

	bad := writeFile(t, "bad.csv", []byte(badCSV))
	code, out, errOut := runQ(t, "compare", task, "--quotes", bad, "--db", db, "--lang", "en")
	if code != 1 || out != "" || !strings.Contains(errOut, "bad.csv: row 3, column 报价 (D)") ||
		!strings.Contains(errOut, "row 5, column GPU型号 (B)") {
		t.Errorf("bad file: exit %d\nstdout %q\nstderr %s", code, out, errOut)
	}
	code, _, errOut = runQ(t, "compare", task, "--quotes", filepath.Join(dir, "missing.csv"), "--db", db)
	if code != 1 || !strings.Contains(errOut, "missing.csv") {
		t.Errorf("missing file: exit %d: %s", code, errOut)
	}
}

func TestCompareTextAndUsage(t *testing.T) {
	db := sampleDB(t)
	task := chartTask(t, t.TempDir(), compareTaskJSON)
	code, out, errOut := runQ(t, "compare", task, "--db", db, "--lang", "en", "--as-of", "2026-11-29", "--sensitivity", "20")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"Vendor / offer", "Total", "incomplete", "Pricing:", "stays cheapest", "Recommended:", "cheaper than the runner-up", "speed (MFU) of ", " alone ±20%"} {
		if !strings.Contains(out, want) {
			t.Errorf("en text lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = runQ(t, "compare", task, "--db", db, "--lang", "zh", "--as-of", "2026-11-29")
	for _, want := range []string{"供应商 / 方案", "总成本", "信息不全", "计费建议：", "以内仍最便宜", "推荐 ", "比第二名"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("zh text lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = runQ(t, "compare", task, "--db", db, "--json", "--full", "--sensitivity", "10")
	var full struct {
		Quotes      []json.RawMessage `json:"quotes"`
		Advice      struct{ Kind, Text string }
		Margin      *struct{ Pct float64 }
		Sensitivity []struct{ Factor string }
	}
	if err := json.Unmarshal([]byte(out), &full); err != nil || code != 0 || len(full.Quotes) != 16 || full.Advice.Kind == "" ||
		full.Margin == nil || len(full.Sensitivity) != 6 {
		t.Errorf("--full: %v\n%.400s", err, out)
	}
	for _, args := range [][]string{{"compare"}, {"compare", task, "--as-of", "29/11/2026"}, {"compare", task, "--sensitivity", "200"}} {
		if code, _, _ := runQ(t, append(args, "--db", db)...); code != 2 {
			t.Errorf("%v: exit %d, want 2 (usage)", args, code)
		}
	}
	// No quotes at all: an empty array, not an error.
	empty := filepath.Join(t.TempDir(), "empty.db")
	if code, out, _ := runQ(t, "compare", task, "--json", "--db", empty); code != 0 || strings.TrimSpace(out) != "[]" {
		t.Errorf("no quotes: exit %d, %q", code, out)
	}
}

func TestChartQuoteKinds(t *testing.T) {
	db := sampleDB(t)
	dir := t.TempDir()
	task := chartTask(t, dir, compareTaskJSON)
	for _, c := range []struct {
		kind string
		args []string
		w, h int
	}{
		{"cost", nil, 1920, 1080},
		{"curve", []string{"--scale", "2"}, 3840, 2160},
		{"tornado", []string{"--width", "1280", "--height", "720", "--sensitivity", "30", "--lang", "en"}, 1280, 720},
		{"throughput", []string{"--lang", "zh"}, 1920, 1080},
	} {
		out := filepath.Join(dir, c.kind+".png")
		code, _, errOut := runQ(t, append([]string{"chart", c.kind, task, "--out", out, "--db", db}, c.args...)...)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.kind, code, errOut)
		}
		f, err := os.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || cfg.Width != c.w || cfg.Height != c.h {
			t.Errorf("%s: %dx%d (%v), want %dx%d", c.kind, cfg.Width, cfg.Height, err, c.w, c.h)
		}
	}
	// From a file, with no database at all.
	out := filepath.Join(dir, "file.svg")
	if code, _, e := chartRun(t, dir, "chart", "cost", task, "--quotes", quoteSamples(t)[3], "--out", out); code != 0 {
		t.Errorf("cost from --quotes: %s", e)
	}
	if code, _, _ := runQ(t, "chart", "tornado", task, "--out", out, "--sensitivity", "0", "--db", db); code != 2 {
		t.Errorf("--sensitivity 0: exit %d, want 2", code)
	}
}

// compare --xlsx writes the ranking and its assumptions for colleagues:
// amounts as numbers, unpriced quotes with empty amounts (never 0), and it
// never overwrites a file.
func TestCompareWritesWorkbook(t *testing.T) {
	db := sampleDB(t)
	task := writeTask(t, compareTaskJSON)
	out := filepath.Join(t.TempDir(), "对比.xlsx")
	if code, _, e := runQ(t, "compare", task, "--db", db, "--as-of", "2026-11-29", "--lang", "en", "--xlsx", out); code != 0 {
		t.Fatalf("exit %d: %s", code, e)
	}
	f, err := excelize.OpenFile(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sheets := f.GetSheetList()
	if len(sheets) != 2 || sheets[0] != "13B" || sheets[1] != "Assumptions" {
		t.Fatalf("sheets %q", sheets)
	}
	rows, _ := f.GetRows(sheets[0])
	if len(rows) < 10 || rows[0][1] != "Quote" || rows[0][2] != "Vendor" || rows[0][16] != "Total" {
		t.Fatalf("ranking sheet: %d rows, header %q", len(rows), rows[0])
	}
	sawUnpriced := false
	for _, r := range rows[1:] {
		if len(r) > 16 && r[0] == "" { // unranked: could not be priced
			sawUnpriced = true
			if r[16] != "" {
				t.Errorf("unpriced quote %q has total %q", r[1], r[16])
			}
		}
	}
	if !sawUnpriced {
		t.Error("the USD sample quotes without a rate should be listed unpriced")
	}
	if ty, _ := f.GetCellType(sheets[0], "Q2"); ty == excelize.CellTypeSharedString || ty == excelize.CellTypeInlineString {
		t.Error("the cheapest total is text, not a number")
	}
	as, _ := f.GetRows(sheets[1])
	joined := fmt.Sprint(as)
	for _, want := range []string{"Hours per month", "720", "2026-11-29", "Pricing advice"} {
		if !strings.Contains(joined, want) {
			t.Errorf("assumptions lack %q: %v", want, as)
		}
	}
	if code, _, e := runQ(t, "compare", task, "--db", db, "--xlsx", out, "--lang", "en"); code != 1 || !strings.Contains(e, "exists") {
		t.Errorf("second write: exit %d %q", code, e)
	}
	if code, _, _ := runQ(t, "compare", task, "--db", db, "--xlsx", filepath.Join(t.TempDir(), "x.csv")); code != 2 {
		t.Errorf("--xlsx x.csv: exit %d, want 2", code)
	}
}
