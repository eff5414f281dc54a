package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func benchTestdata(t *testing.T, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("..", "bench", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

type listedBench struct {
	ID              int64    `json:"id"`
	QuoteID         *int64   `json:"quote_id"`
	Source          string   `json:"source"`
	Format          string   `json:"format"`
	GPUName         string   `json:"gpu_name"`
	GPUCount        int      `json:"gpu_count"`
	TokensPerS      *float64 `json:"tokens_per_s"`
	RunCost         *float64 `json:"run_cost"`
	RunCostCurrency string   `json:"run_cost_currency"`
	Result          struct {
		Schema string   `json:"schema"`
		Steps  int      `json:"steps"`
		Errors []string `json:"errors"`
	} `json:"result"`
}

func benchList(t *testing.T, db string) []listedBench {
	t.Helper()
	code, out, stderr := runCLI(t, "bench", "list", "--json", "--db", db)
	if code != 0 {
		t.Fatalf("bench list: exit %d: %s", code, stderr)
	}
	var recs []listedBench
	if err := json.Unmarshal([]byte(out), &recs); err != nil {
		t.Fatalf("bench list --json: %v\n%s", err, out)
	}
	return recs
}

func TestBenchImportKitResultThenList(t *testing.T) {
	db := filepath.Join(t.TempDir(), "cc.db")
	if recs := benchList(t, db); len(recs) != 0 {
		t.Fatalf("fresh database lists %d results", len(recs))
	}
	// A real kit result (bench.py --device cpu --model tiny --steps 5).
	code, out, stderr := runCLI(t, "bench", "import", benchTestdata(t, "kit_cpu_tiny.json"), "--db", db,
		"--cost", "39.2", "--currency", "CNY", "--lang", "en")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "imported benchmark #1") || !strings.Contains(out, "tokens/s") {
		t.Errorf("output %q", out)
	}
	recs := benchList(t, db)
	if len(recs) != 1 {
		t.Fatalf("list shows %d results", len(recs))
	}
	r := recs[0]
	if r.Format != "json" || r.Result.Schema != "computecheck-bench/1" || r.Result.Steps != 5 || r.TokensPerS == nil ||
		*r.TokensPerS <= 0 || r.RunCost == nil || *r.RunCost != 39.2 || r.RunCostCurrency != "CNY" ||
		!strings.HasSuffix(r.Source, "kit_cpu_tiny.json") {
		t.Errorf("listed %+v", r)
	}
	// The text listing works too.
	code, out, _ = runCLI(t, "bench", "list", "--db", db, "--lang", "en")
	if code != 0 || !strings.Contains(out, "kit_cpu_tiny.json") || !strings.Contains(out, "39.20 CNY") {
		t.Errorf("bench list: %d %q", code, out)
	}
}

func TestBenchImportBadFileLeavesDBUnchanged(t *testing.T) {
	tmp := t.TempDir()
	db := filepath.Join(tmp, "cc.db")
	bad := filepath.Join(tmp, "run3.json")
	// A failed first import must not even create the database.
	os.WriteFile(bad, []byte(`{"schema":"computecheck-bench/1","gpu_count":8,"tokens_per_s":-12,"errors":[]}`), 0o644)
	code, _, stderr := runCLI(t, "bench", "import", bad, "--db", db, "--lang", "en")
	if code != 1 || !strings.Contains(stderr, "run3.json") || !strings.Contains(stderr, `field "tokens_per_s"`) ||
		strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("exit %d stderr %q", code, stderr)
	}
	if _, err := os.Stat(db); err == nil {
		t.Error("a failed import created the database")
	}

	if code, _, stderr := runCLI(t, "bench", "import", benchTestdata(t, "kit_h800x8.json"), "--db", db, "--quote", "1"); code != 1 ||
		!strings.Contains(stderr, "quote") {
		// quote 1 does not exist in a fresh database
		t.Errorf("import to a missing quote: exit %d %q", code, stderr)
	}
	if code, _, stderr := runCLI(t, "bench", "import", benchTestdata(t, "kit_h800x8.json"), "--db", db); code != 0 {
		t.Fatalf("good import: exit %d %s", code, stderr)
	}
	before := benchList(t, db)

	cases := []struct {
		name, data string
		args       []string
		want       string
	}{
		{"wrong schema", `{"schema":"computecheck-bench/9","tokens_per_s":5,"errors":[]}`, nil, `field "schema"`},
		{"syntax", "{\n\"schema\": \"computecheck-bench/1\",\n\"tokens_per_s\": 5,,\n}", nil, "line 3"},
		{"string number", `{"schema":"computecheck-bench/1","tokens_per_s":"fast","errors":[]}`, nil, `field "tokens_per_s"`},
		{"log without seq_len", "{'train_runtime': 10.0, 'train_samples_per_second': 12.5, 'epoch': 1.0}\n", nil, `field "seq_len"`},
		{"forced format", `{"schema":"computecheck-bench/1","tokens_per_s":5,"errors":[]}`, []string{"--format", "torchtitan"}, `field "tps"`},
		{"bad format flag", `{}`, []string{"--format", "nemo"}, "--format"},
		{"bad cost", `{}`, []string{"--cost", "cheap"}, "--cost"},
		{"bad currency", `{"schema":"computecheck-bench/1","tokens_per_s":5,"errors":[]}`, []string{"--cost", "3", "--currency", "yuan"}, "currency"},
		{"price without unit", `{}`, []string{"--price", "9.8"}, "--price-unit"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(tmp, "bad_"+strings.ReplaceAll(tc.name, " ", "_")+".json")
			os.WriteFile(p, []byte(tc.data), 0o644)
			args := append([]string{"bench", "import", p, "--db", db, "--lang", "en"}, tc.args...)
			code, _, stderr := runCLI(t, args...)
			if code != 1 || !strings.Contains(stderr, tc.want) {
				t.Errorf("exit %d stderr %q, want 1 and %q", code, stderr, tc.want)
			}
			if !strings.HasPrefix(tc.want, "--") && !strings.Contains(stderr, filepath.Base(p)) {
				t.Errorf("stderr %q does not name the file", stderr)
			}
		})
	}
	after := benchList(t, db)
	if len(after) != len(before) {
		t.Errorf("failed imports changed the database: %d results before, %d after", len(before), len(after))
	}
	if code, _, _ := runCLI(t, "bench", "import", "--db", db); code != 2 {
		t.Errorf("import without a file: exit %d, want 2", code)
	}
}

func TestBenchImportLogAndCompare(t *testing.T) {
	tmp := t.TempDir()
	db := filepath.Join(tmp, "cc.db")
	log := filepath.Join(tmp, "train.log")
	os.WriteFile(log, []byte("{'loss': 1.2, 'epoch': 0.5}\n{'train_runtime': 494.12, 'train_samples_per_second': 12.952, 'train_steps_per_second': 0.405, 'train_loss': 1.3, 'epoch': 1.0}\n"), 0o644)
	code, out, stderr := runCLI(t, "bench", "import", log, "--format", "hf", "--seq-len", "2048", "--gpus", "8", "--db", db, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rec struct {
		Format           string   `json:"format"`
		TokensPerS       *float64 `json:"tokens_per_s"`
		TokensPerSPerGPU *float64 `json:"tokens_per_s_per_gpu"`
	}
	if err := json.Unmarshal([]byte(out), &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Format != "hf" || rec.TokensPerS == nil || *rec.TokensPerS != 12.952*2048 || *rec.TokensPerSPerGPU != 12.952*2048/8 {
		t.Errorf("imported %s", out)
	}

	task := filepath.Join(tmp, "task.json")
	os.WriteFile(task, []byte(`{"model":"llama3.1-8b","method":"lora"}`), 0o644)
	code, out, stderr = runCLI(t, "bench", "import", benchTestdata(t, "kit_h800x8.json"), "--task", task, "--db", db, "--lang", "en")
	// The window's sentence (present.BenchDetail).
	if code != 0 || !strings.Contains(out, "against an estimate of") {
		t.Errorf("compare: exit %d %q %q", code, out, stderr)
	}
	if !strings.Contains(stderr, "quote_id 12 is not in this database") {
		t.Errorf("the missing baked-in quote should be reported: %q", stderr)
	}
}

// The same refusals read in Chinese with --lang zh: file, line, field and
// reason, no English sentence.
func TestBenchImportRefusalsInChinese(t *testing.T) {
	tmp := t.TempDir()
	p := filepath.Join(tmp, "bad.json")
	os.WriteFile(p, []byte("{\n\"schema\": \"computecheck-bench/1\",\n\"tokens_per_s\": 5,,\n}"), 0o644)
	code, _, stderr := runCLI(t, "bench", "import", p, "--db", filepath.Join(tmp, "cc.db"), "--lang", "zh")
	if code != 1 || !strings.Contains(stderr, "bad.json：第 3 行：不是有效的 JSON") {
		t.Errorf("exit %d stderr %q", code, stderr)
	}
	os.WriteFile(p, []byte(`{"schema":"computecheck-bench/1","tokens_per_s":"fast","errors":[]}`), 0o644)
	_, _, stderr = runCLI(t, "bench", "import", p, "--db", filepath.Join(tmp, "cc.db"), "--lang", "zh")
	if !strings.Contains(stderr, `字段 "tokens_per_s"：应为数字`) || strings.Contains(stderr, "must be") {
		t.Errorf("stderr %q", stderr)
	}
}
