package compare

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/bench"
	"computecheck/calc"
	"computecheck/internal/repotest"
	"computecheck/quotes"
)

const task13B = `{"name":"13B","model":"llama2-13b","zero":3,"micro_batch":2,"grad_accum":8,
"tokens":1e10,"dataset_gb":200,"egress_gb":50,"checkpoints_kept":3}`

func parseTask(t *testing.T, js string) calc.Task {
	t.Helper()
	tk, err := calc.ParseTask([]byte(js))
	if err != nil {
		t.Fatal(err)
	}
	return tk
}

// sampleQuotes are the sample vendor sheets, numbered in file order.
func sampleQuotes(t *testing.T) []quotes.Quote {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(repotest.SamplesDir(), "*"))
	if len(files) < 4 {
		t.Fatalf("no sample quotes: %v", files)
	}
	var qs []quotes.Quote
	for _, f := range files {
		res, err := quotes.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		qs = append(qs, res.Quotes...)
	}
	for i := range qs {
		qs[i].ID = int64(i + 1)
	}
	return qs
}

func kit(t *testing.T, name string) bench.Result {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "bench", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	r, err := bench.Parse(b, name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestBuildRanksSamples(t *testing.T) {
	qs := sampleQuotes(t)
	c := Build(Input{Task: parseTask(t, task13B), Catalogue: calc.Catalogue(), AsOf: "2026-11-29", Quotes: qs})
	if len(c.Rows) != len(qs) || len(c.Offers) != len(qs) || len(c.Named) != len(qs) {
		t.Fatalf("%d rows, %d offers, %d named for %d quotes", len(c.Rows), len(c.Offers), len(c.Named), len(qs))
	}
	if c.Options.AsOf != "2026-11-29" {
		t.Errorf("as of %q", c.Options.AsOf)
	}
	var last float64
	incomplete := false
	for i, r := range c.Rows {
		if !r.Complete {
			incomplete = true
			if len(r.Warnings) == 0 {
				t.Errorf("row %d (%s): not priced and says not why", i, r.Vendor)
			}
			continue
		}
		if incomplete {
			t.Errorf("priced row %d (%s) below one that is not priced", i, r.Vendor)
		}
		if !(r.Cost.Total > 0) || r.Cost.Total < last {
			t.Errorf("row %d total %v after %v: not cheapest first", i, r.Cost.Total, last)
		}
		last = r.Cost.Total
		if r.ThroughputSource != "estimate" {
			t.Errorf("row %d: source %q without benchmarks", i, r.ThroughputSource)
		}
	}
	if !incomplete {
		t.Error("the USD quotes have no exchange rate: they must be listed as incomplete")
	}

	w := c.Winner()
	if w != &c.Rows[0] {
		t.Fatalf("winner %v, want the first row", w)
	}
	if q, ok := c.Quote(w.QuoteID); !ok || q.ID != w.QuoteID {
		t.Errorf("Quote(%d) = %v, %v", w.QuoteID, q.ID, ok)
	}
	if _, ok := c.Quote(-1); ok {
		t.Error("Quote of an id not compared")
	}
	if c.Name(w.QuoteID) == "" || c.Name(-1) != "" {
		t.Errorf("names %q, %q", c.Name(w.QuoteID), c.Name(-1))
	}
	if a := c.Advice(); a.Text("en") == "" {
		t.Error("no pricing advice")
	}
	if _, ok := c.Margin(); !ok {
		t.Error("no margin with several priced quotes")
	}

	offs := c.CurveOffers()
	if len(offs) == 0 || len(offs) > CurveQuotes {
		t.Fatalf("%d curve offers", len(offs))
	}
	for i, o := range offs {
		if r := c.Rows[i]; !r.Complete || o.ID != r.QuoteID || o.Vendor != c.Name(r.QuoteID) {
			t.Errorf("curve offer %d is quote %d %q, row %d is %d", i, o.ID, o.Vendor, i, r.QuoteID)
		}
	}
	if cs := c.Curves(); len(cs) != len(offs) {
		t.Errorf("%d curves for %d offers", len(cs), len(offs))
	}
	if rows := c.Sensitivity(20); len(rows) == 0 {
		t.Error("no sensitivity rows")
	}
}

// A rate for the USD quotes prices them.
func TestBuildUsesTheOptions(t *testing.T) {
	opt := quotes.Options{Rates: []quotes.FXRate{{Currency: "USD", ToCNY: 7.1, Date: "2026-11-01"}}}
	c := Build(Input{Task: parseTask(t, task13B), Catalogue: calc.Catalogue(), Options: opt, AsOf: "2026-11-29", Quotes: sampleQuotes(t)})
	for _, r := range c.Rows {
		if r.Vendor == "Example Cloud E" && !r.Complete {
			t.Errorf("USD quote with a rate is still not priced: %v", r.Warnings)
		}
	}
}

func TestBuildAttachesTheNewestUsableBenchmark(t *testing.T) {
	qs := sampleQuotes(t)
	var id int64
	for _, q := range qs {
		if q.GPU == "H800-80G-SXM" {
			id = q.ID
			break
		}
	}
	if id == 0 {
		t.Fatal("no H800 quote among the samples")
	}
	h800, cpu := kit(t, "kit_h800x8.json"), kit(t, "kit_cpu_tiny.json") // llama3.1-8b LoRA on 8 × H800; a CPU run
	task := parseTask(t, `{"model":"llama3.1-8b","method":"lora","tokens":1e9}`)
	row := func(c *Comparison) calc.QuoteCost {
		for _, r := range c.Rows {
			if r.QuoteID == id {
				return r
			}
		}
		t.Fatalf("quote %d missing", id)
		return calc.QuoteCost{}
	}
	ignored := func(r calc.QuoteCost) string {
		for _, w := range r.Warnings {
			if w.Code == "benchmark_ignored" {
				return w.Text
			}
		}
		return ""
	}
	build := func(t calc.Task, runs ...Run) *Comparison {
		return Build(Input{Task: t, Catalogue: calc.Catalogue(), AsOf: "2026-11-29", Quotes: qs, Runs: runs})
	}
	other := int64(9999)

	// A usable run is used; a newer unusable one does not hide it, and
	// runs not attached, or attached to no compared quote, count for nothing.
	c := build(task, Run{ID: 1, QuoteID: &id, Result: h800}, Run{ID: 2, QuoteID: &id, Result: cpu},
		Run{ID: 3, Result: cpu}, Run{ID: 4, QuoteID: &other, Result: cpu})
	if r := row(c); r.ThroughputSource != "benchmark" || ignored(r) != "" {
		t.Errorf("source %q, note %q", r.ThroughputSource, ignored(r))
	}
	for _, r := range c.Rows {
		if r.QuoteID != id && r.ThroughputSource == "benchmark" {
			t.Errorf("quote %d has no benchmark but says benchmark", r.QuoteID)
		}
	}

	// When no run can stand for the task, the newest one is named.
	c = build(parseTask(t, `{"model":"qwen2.5-72b","method":"lora","tokens":1e9}`),
		Run{ID: 1, QuoteID: &id, Result: h800}, Run{ID: 2, QuoteID: &id, Result: cpu})
	if r := row(c); r.ThroughputSource != "estimate" || !strings.HasPrefix(ignored(r), "benchmark #2 not used") {
		t.Errorf("72B task with an 8B and a CPU run: source %q, note %q", r.ThroughputSource, ignored(r))
	}

	// The task's hours still win over the benchmark.
	c = build(parseTask(t, `{"model":"llama3.1-8b","method":"lora","tokens":1e9,"hours":50}`), Run{ID: 1, QuoteID: &id, Result: h800})
	if r := row(c); r.ThroughputSource != "override" {
		t.Errorf("hours override: source %q", r.ThroughputSource)
	}
}

func TestBuildWithoutQuotes(t *testing.T) {
	c := Build(Input{Task: parseTask(t, task13B), Catalogue: calc.Catalogue(), AsOf: "2026-11-29"})
	if len(c.Rows) != 0 || c.Winner() != nil || c.CurveOffers() != nil || c.Curves() != nil || c.BreakEvens() != nil {
		t.Errorf("rows %v winner %v", c.Rows, c.Winner())
	}
	if _, ok := c.Margin(); ok {
		t.Error("a margin without quotes")
	}
}

// Speeds sets the estimate for each quote's hardware beside an attached
// benchmark's measurement: the H800 kit run measured 76% of our estimate.
func TestSpeedsEstimateBesideMeasurement(t *testing.T) {
	qs := sampleQuotes(t)
	var id int64
	for _, q := range qs {
		if q.GPU == "H800-80G-SXM" {
			id = q.ID
			break
		}
	}
	h800 := kit(t, "kit_h800x8.json")
	task := parseTask(t, `{"model":"llama3.1-8b","method":"lora","tokens":1e9,"hours":50}`)
	c := Build(Input{Task: task, Catalogue: calc.Catalogue(), AsOf: "2026-11-29", Quotes: qs, Runs: []Run{{ID: 1, QuoteID: &id, Result: h800}}})
	rows := c.Speeds()
	if len(rows) == 0 {
		t.Fatal("no speeds")
	}
	found := false
	for _, r := range rows {
		if r.Estimated <= 0 {
			t.Errorf("%s: no estimate", r.Name)
		}
		if r.QuoteID == id {
			found = true
			if r.Measured <= 0 || r.Measured >= r.Estimated {
				t.Errorf("H800 quote: measured %.0f, estimated %.0f; the kit run was below the estimate", r.Measured, r.Estimated)
			}
		} else if r.Measured != 0 {
			t.Errorf("%s has no benchmark but a measurement %.0f", r.Name, r.Measured)
		}
	}
	if !found {
		t.Error("the measured H800 quote is not listed")
	}
}

// A benchmark far below the estimate for the quote's stated configuration
// flags the quote (issue: a likely misstated configuration); one close to
// the estimate does not.
func TestSlowBenchmarkFlagsTheQuote(t *testing.T) {
	qs := sampleQuotes(t)
	var id int64
	for _, q := range qs {
		if q.GPU == "H800-80G-SXM" {
			id = q.ID
			break
		}
	}
	task := parseTask(t, `{"model":"llama3.1-8b","method":"lora","tokens":1e9}`)
	flagged := func(r bench.Result) bool {
		c := Build(Input{Task: task, Catalogue: calc.Catalogue(), AsOf: "2026-11-29", Quotes: qs, Runs: []Run{{ID: 1, QuoteID: &id, Result: r}}})
		for _, row := range c.Rows {
			if row.QuoteID != id {
				continue
			}
			for _, w := range row.Warnings {
				if w.Code == "benchmark_slow" {
					return true
				}
			}
		}
		return false
	}
	good := kit(t, "kit_h800x8.json") // 86% of the estimate
	if flagged(good) {
		t.Error("a benchmark at 86% of the estimate was flagged")
	}
	slow := kit(t, "kit_h800x8.json")
	half := *slow.TokensPerSPerGPU / 2
	all := *slow.TokensPerS / 2
	slow.TokensPerSPerGPU, slow.TokensPerS = &half, &all
	if !flagged(slow) {
		t.Error("a benchmark at half the estimate was not flagged")
	}
}
