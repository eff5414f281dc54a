package cli

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A 7B full fine-tune typed with no memory savings fits none of the sample
// quotes as written; compare plans each quote, and every plan's task,
// written to a file and run through estimate, gives the row's fit, GPU
// count, memory and tokens/s (within 2%).
func TestComparePlanReproducedByEstimate(t *testing.T) {
	db := sampleDB(t)
	dir := t.TempDir()
	task := chartTask(t, dir, `{"name":"7B full","model":"llama2-7b","method":"full","micro_batch":2,"grad_accum":8,"tokens":1e9}`)
	code, out, errOut := runQ(t, "compare", task, "--json", "--db", db, "--as-of", "2026-11-29", "--lang", "en")
	if code != 0 {
		t.Fatalf("compare: %d %s", code, errOut)
	}
	var rows []struct {
		QuoteID    int64   `json:"quote_id"`
		Fits       bool    `json:"fits"`
		GPUs       int     `json:"gpus"`
		TokensPerS float64 `json:"tokens_per_s"`
		Source     string  `json:"throughput_source"`
		Memory     struct {
			Total int64 `json:"total"`
		} `json:"memory"`
		Plan *struct {
			Changes []string        `json:"changes"`
			Effect  string          `json:"effect"`
			Task    json.RawMessage `json:"task"`
		} `json:"plan"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatal(err)
	}
	planned := 0
	for _, r := range rows {
		if r.Plan == nil {
			if r.Fits {
				t.Errorf("quote %d fits a full fine-tune with no ZeRO as typed", r.QuoteID)
			}
			continue
		}
		planned++
		for _, c := range append(r.Plan.Changes, r.Plan.Effect) {
			if c == "" || strings.HasPrefix(c, "plan.") {
				t.Errorf("quote %d: change %q is not a sentence", r.QuoteID, c)
			}
		}
		f := filepath.Join(dir, "plan.json")
		if err := os.WriteFile(f, r.Plan.Task, 0o644); err != nil {
			t.Fatal(err)
		}
		code, eout, eerr := runQ(t, "estimate", f, "--json")
		if code != 0 {
			t.Fatalf("estimate of quote %d's plan: %d %s\n%s", r.QuoteID, code, eerr, r.Plan.Task)
		}
		var est struct {
			Fits   bool `json:"fits"`
			GPUs   int  `json:"gpus"`
			Memory struct {
				Total int64 `json:"total"`
			} `json:"memory"`
			Throughput struct {
				TokensPerS float64 `json:"tokens_per_s"`
			} `json:"throughput"`
		}
		if err := json.Unmarshal([]byte(eout), &est); err != nil {
			t.Fatal(err)
		}
		if !est.Fits || est.GPUs != r.GPUs || est.Memory.Total != r.Memory.Total {
			t.Errorf("quote %d: estimate fits %v on %d GPUs with %d B; compare %d GPUs with %d B", r.QuoteID, est.Fits, est.GPUs, est.Memory.Total, r.GPUs, r.Memory.Total)
		}
		if r.Source == "estimate" && math.Abs(est.Throughput.TokensPerS-r.TokensPerS) > 0.02*r.TokensPerS {
			t.Errorf("quote %d: estimate %.0f tokens/s, compare %.0f", r.QuoteID, est.Throughput.TokensPerS, r.TokensPerS)
		}
	}
	if planned < 8 {
		t.Errorf("only %d of %d quotes planned", planned, len(rows))
	}

	// --as-typed costs the task as written: no plan, nothing fits.
	code, out, errOut = runQ(t, "compare", task, "--json", "--as-typed", "--db", db, "--as-of", "2026-11-29")
	if code != 0 || strings.Contains(out, `"plan"`) || strings.Contains(out, `"fits": true`) {
		t.Errorf("--as-typed: %d %s %.300s", code, errOut, out)
	}
	// The text table names each plan in the user's language.
	code, out, _ = runQ(t, "compare", task, "--db", db, "--as-of", "2026-11-29", "--lang", "zh")
	if code != 0 || !strings.Contains(out, "计划：") || !strings.Contains(out, "ZeRO-3") {
		t.Errorf("text: %d %.2000s", code, out)
	}
}
