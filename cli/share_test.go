package cli

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/quotes"
	"computecheck/storage"
)

func seedShareDB(t *testing.T) string {
	t.Helper()
	path := seedTasksDB(t, 2)
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	n := 8
	var qs []quotes.Quote
	for _, v := range []string{"阿里云", "=HYPERLINK(\"x\")", "火山引擎"} {
		qs = append(qs, quotes.Quote{Vendor: v, GPU: "H800-80G-SXM", GPUsPerNode: &n, Price: 9.8, PriceUnit: "gpu_hour", Currency: "CNY"})
	}
	if _, _, err := db.ImportQuotes(context.Background(), qs, "vendors.csv"); err != nil {
		t.Fatal(err)
	}
	return path
}

type shareReportJSON struct {
	DryRun bool `json:"dry_run"`
	Quotes struct {
		Added, Updated, Unchanged int
	} `json:"quotes"`
	Tasks struct {
		Added, Updated, Unchanged int
	} `json:"tasks"`
	Changes []struct {
		Kind, Action, Label string
	} `json:"changes"`
}

func TestShareExportImportVerbs(t *testing.T) {
	a := seedShareDB(t)
	out := filepath.Join(t.TempDir(), "给同事.json")
	code, stdout, stderr := runCLI(t, "share", "export", "--out", out, "--quotes", "all", "--tasks", "task 00", "--db", a, "--lang", "en")
	if code != 0 {
		t.Fatalf("export: exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "3 quotes, 1 tasks") || !strings.Contains(stdout, "confidential") {
		t.Errorf("export output: %s", stdout)
	}
	notExecutable(t, out)

	b := filepath.Join(t.TempDir(), "b.db")
	code, stdout, stderr = runCLI(t, "share", "import", out, "--dry-run", "--json", "--db", b)
	if code != 0 {
		t.Fatalf("dry run: exit %d: %s", code, stderr)
	}
	var rep shareReportJSON
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil || !rep.DryRun || rep.Quotes.Added != 3 || rep.Tasks.Added != 1 || len(rep.Changes) != 4 {
		t.Fatalf("dry run report: %s", stdout)
	}
	if n := countSavedTasks(t, b); n != 0 {
		t.Errorf("dry run stored %d tasks", n)
	}
	code, stdout, stderr = runCLI(t, "share", "import", out, "--db", b, "--lang", "zh")
	if code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "新增") || !strings.Contains(stdout, "阿里云") {
		t.Errorf("import output: %s", stdout)
	}
	code, stdout, _ = runCLI(t, "share", "import", out, "--db", b, "--json")
	if json.Unmarshal([]byte(stdout), &rep) != nil || code != 0 || rep.Quotes.Unchanged != 3 || rep.Tasks.Unchanged != 1 || len(rep.Changes) != 0 {
		t.Errorf("second import: %s", stdout)
	}
	// Over an existing file: refused, file intact.
	before, _ := os.ReadFile(out)
	code, _, stderr = runCLI(t, "share", "export", "--out", out, "--tasks", "all", "--db", a, "--lang", "en")
	if code != 1 {
		t.Errorf("export over a file: exit %d", code)
	}
	oneErrLine(t, stderr, "already exists")
	if now, _ := os.ReadFile(out); string(now) != string(before) {
		t.Error("existing share file changed")
	}
}

func TestShareVerbsBadInput(t *testing.T) {
	a := seedShareDB(t)
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage.json")
	os.WriteFile(garbage, []byte("\x00\x01not json"), 0o644)
	bench := filepath.Join(dir, "bench.json")
	os.WriteFile(bench, []byte(`{"schema":"computecheck-bench/1"}`), 0o644)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"share", "export", "--quotes", "all"}, 2, "--out FILE is required"},
		{[]string{"share", "export", "--out", filepath.Join(dir, "x.json")}, 2, "say what to share"},
		{[]string{"share", "export", "--out", filepath.Join(dir, "x.json"), "--quotes", "1,x"}, 1, `"x" is not an id`},
		{[]string{"share", "export", "--out", filepath.Join(dir, "x.json"), "--quotes", "99"}, 1, "99"},
		{[]string{"share", "export", "--out", filepath.Join(dir, "x.json"), "--tasks", "nope"}, 1, "nope"},
		{[]string{"share", "export", "--out", filepath.Join(dir, "no", "dir", "x.json"), "--tasks", "all"}, 1, "cannot write"},
		{[]string{"share", "import"}, 2, "give one share file"},
		{[]string{"share", "import", garbage}, 1, "not a ComputeCheck share file"},
		{[]string{"share", "import", bench}, 1, "not a ComputeCheck share file"},
		{[]string{"share", "import", filepath.Join(dir, "missing.json")}, 1, "cannot read"},
	} {
		code, _, stderr := runCLI(t, append(c.args, "--db", a, "--lang", "en")...)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, stderr, c.code, c.want)
		}
		if code == 1 {
			oneErrLine(t, stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.json")); err == nil {
		t.Error("a failed export left a file")
	}
}
