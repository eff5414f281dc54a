package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/calc"
)

func runCLI(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestBenchkitWritesKit(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "kit")
	code, out, stderr := runCLI(t, "benchkit", "--out", dir, "--lang", "en")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"bash run.sh", "scp", "task.json", "Llama 3.1 8B"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	for name, mode := range map[string]os.FileMode{"bench.py": 0o644, "run.sh": 0o755, "README.md": 0o644, "task.json": 0o644, "kit.json": 0o644} {
		st, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Fatalf("%s not written: %v", name, err)
		}
		if st.Mode().Perm() != mode {
			t.Errorf("%s mode %v, want %v", name, st.Mode().Perm(), mode)
		}
	}
	b, err := os.ReadFile(filepath.Join(dir, "task.json"))
	if err != nil {
		t.Fatal(err)
	}
	task, err := calc.ParseTask(b)
	if err != nil {
		t.Fatalf("task.json does not parse: %v", err)
	}
	if task.Method != "lora" || task.Model.Layers != 32 || task.Model.KVHeads != 8 {
		t.Errorf("default task %+v", task)
	}
}

func TestBenchkitWithTaskAndQuote(t *testing.T) {
	tmp := t.TempDir()
	taskPath := filepath.Join(tmp, "task.json")
	os.WriteFile(taskPath, []byte(`{"name":"my run","model":{"layers":4,"hidden":256,"heads":8,"ffn":688,"vocab":32000},"method":"full","seq_len":512}`), 0o644)
	dir := filepath.Join(tmp, "out")
	db := sampleDB(t) // quote 9 exists there
	code, out, stderr := runCLI(t, "benchkit", "--task", taskPath, "--quote", "9", "--out", dir, "--json", "--db", db)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var got struct {
		Files   []string        `json:"files"`
		QuoteID *int64          `json:"quote_id"`
		Task    json.RawMessage `json:"task"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(got.Files) != 5 || got.QuoteID == nil || *got.QuoteID != 9 {
		t.Errorf("json output %s", out)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "task.json"))
	task, err := calc.ParseTask(b)
	if err != nil || task.Name != "my run" || task.Model.Hidden != 256 || task.SeqLen != 512 {
		t.Errorf("task.json %s: %v", b, err)
	}
	if k, _ := os.ReadFile(filepath.Join(dir, "kit.json")); !strings.Contains(string(k), `"quote_id": 9`) {
		t.Errorf("kit.json %s", k)
	}
	// A quote id that is not in the database is refused, as bench import does.
	other := filepath.Join(tmp, "other")
	if code, _, e := runCLI(t, "benchkit", "--quote", "999", "--out", other, "--db", db); code != 1 || !strings.Contains(e, "999") {
		t.Errorf("--quote 999: exit %d %q", code, e)
	}
	if _, err := os.Stat(other); err == nil {
		t.Error("a kit was written for a quote that does not exist")
	}
}

func TestBenchkitErrors(t *testing.T) {
	tmp := t.TempDir()
	bad := filepath.Join(tmp, "bad.json")
	os.WriteFile(bad, []byte(`{"model":"llama3.1-8b","method":"dora"}`), 0o644)
	file := filepath.Join(tmp, "afile")
	os.WriteFile(file, nil, 0o644)
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"benchkit"}, 2, "--out"},
		{[]string{"benchkit", "--out", filepath.Join(tmp, "k"), "extra"}, 2, "unexpected"},
		{[]string{"benchkit", "--out", filepath.Join(tmp, "k"), "--task", bad}, 1, `bad.json: field "method"`},
		{[]string{"benchkit", "--out", filepath.Join(tmp, "k"), "--quote", "abc"}, 1, "--quote"},
		{[]string{"benchkit", "--out", file, "--lang", "en"}, 1, "is a file"}, // worded errors follow --lang
	}
	for _, tc := range tests {
		code, _, stderr := runCLI(t, append([]string{"--lang", "en"}, tc.args...)...)
		if code != tc.code || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tc.args, code, stderr, tc.code, tc.want)
		}
	}
	if _, err := os.Stat(filepath.Join(tmp, "k")); err == nil {
		t.Error("a failed benchkit left a folder behind")
	}
}
