package cli

import (
	"database/sql"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"computecheck/storage"
)

var (
	// The "computecheck VERB:" each error line starts with.
	errPrefix = regexp.MustCompile(`^computecheck( [a-z]+)*: `)
	// SQLite's own finding, labelled as such in the Chinese sentence.
	sqliteWords = regexp.MustCompile(`（SQLite：[^）]*）`)
	hanChar     = regexp.MustCompile(`\p{Han}`)
)

// Refusals of share, backup, restore, chart and the other verbs, with
// --lang zh: each is a Chinese sentence (storage's and the verbs' errors are
// message ids), with no English words but names, units, commands, flags,
// paths, what the user typed or the file holds (quoted), and SQLite's own
// finding in brackets labelled SQLite.
func TestChineseErrorsHaveNoEnglish(t *testing.T) {
	dir := t.TempDir()
	db := seedShareDB(t)
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	task := write("task.json", `{"model":"llama2-7b","method":"lora","gpu":"A100-80G-SXM","micro_batch":1,"seq_len":2048,"tokens":1e8}`)
	share := `{"schema":"computecheck-share/1","created_at":"2026-11-20T00:00:00Z",`
	backup := filepath.Join(dir, "good.db")
	if code, _, stderr := runCLI(t, "backup", "--out", backup, "--db", db); code != 0 {
		t.Fatal(stderr)
	}
	// A backup with something planted in it, one per way.
	planted := func(name, stmt string) string {
		p := filepath.Join(dir, name)
		raw, err := os.ReadFile(backup)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(p, raw, 0o644)
		sdb, err := sql.Open("sqlite3", p)
		if err != nil {
			t.Fatal(err)
		}
		defer sdb.Close()
		if _, err := sdb.Exec(stmt); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return p
	}
	trigger := planted("trigger.db", `CREATE TRIGGER halve AFTER INSERT ON tasks BEGIN DELETE FROM tasks; END`)
	view := planted("view.db", `CREATE VIEW v AS SELECT 1`)
	hours := planted("hours.db", `INSERT OR REPLACE INTO settings(key, value) VALUES('hours_per_month', 'abc')`)
	gpu := planted("gpu.db", `INSERT INTO gpu_overrides(gpu_id, gpu_json) VALUES('H999', '{}')`)
	foreign := filepath.Join(dir, "foreign.db")
	if sdb, err := sql.Open("sqlite3", foreign); err == nil {
		sdb.Exec(`CREATE TABLE t(x)`)
		sdb.Close()
	}

	cases := [][]string{
		{"quotes", "import", filepath.Join(dir, "missing.csv")},
		{"quotes", "import", dir},
		{"share", "import", write("garbage.json", "\x00\x01not json")},
		{"share", "import", write("array.json", "[1,2]")},
		{"share", "import", write("cut.json", share+`"quotes":[`)},
		{"share", "import", write("bench.json", `{"schema":"computecheck-bench/1"}`)},
		{"share", "import", write("noschema.json", `{"quotes":[]}`)},
		{"share", "import", write("newer.json", `{"schema":"computecheck-share/7"}`)},
		{"share", "import", write("wrongtype.json", share+`"quotes":"many"}`)},
		{"share", "import", write("noname.json", share+`"tasks":[{"name":" ","task":{}}]}`)},
		{"share", "import", write("notask.json", share+`"tasks":[{"name":"a","task":[1]}]}`)},
		{"share", "import", write("twotasks.json", share+`"tasks":[{"name":"a","task":{}},{"name":"a","task":{}}]}`)},
		{"share", "import", write("rawempty.json", share+`"bench_results":[{"raw_json":""}]}`)},
		{"share", "import", filepath.Join(dir, "missing.json")},
		{"share", "export", "--out", filepath.Join(dir, "x.json"), "--quotes", "1,x"},
		{"share", "export", "--out", filepath.Join(dir, "x.json"), "--quotes", ","},
		{"share", "export", "--out", filepath.Join(dir, "x.json"), "--quotes", "99"},
		{"share", "export", "--out", filepath.Join(dir, "x.json"), "--tasks", "nope"},
		{"share", "export", "--out", filepath.Join(dir, "x.json"), "--bench", "7"},
		{"share", "export", "--out", filepath.Join(dir, "no", "dir", "x.json"), "--tasks", "all"},
		{"share", "export", "--out", backup, "--tasks", "all"},
		{"backup", "--out", filepath.Join(dir, "no", "dir", "x.db")},
		{"backup", "--out", backup},
		{"backup", "--db", filepath.Join(dir, "none", "cc.db")},
		{"restore", filepath.Join(dir, "missing.db")},
		{"restore", dir},
		{"restore", task},
		{"restore", foreign},
		{"restore", trigger},
		{"restore", view},
		{"restore", hours},
		{"restore", gpu},
		{"chart", "vram", task, "--out", filepath.Join(dir, "a.png"), "--width", "20000"},
		{"chart", "vram", task, "--out", filepath.Join(dir, "a.png"), "--width", "10"},
		{"chart", "vram", task, "--out", filepath.Join(dir, "no", "dir", "a.png")},
		{"estimate", filepath.Join(dir, "missing-task.json")},
		{"compare", filepath.Join(dir, "missing-task.json")},
		{"bench", "import", filepath.Join(dir, "missing-result.json")},
		{"quotes", "fx", "USD", "abc"},
		{"benchkit", "--quote", "999", "--out", filepath.Join(dir, "kit")},
		{"quotes", "template", "--out", write("t.xlsx", "x")},
		// Issue 24: every verb's failure paths, the malformed inputs first.
		{"quotes", "fx", "usdx", "7.1"},
		{"quotes", "fx", "CNY", "1"},
		{"quotes", "fx", "USD", "0"},
		{"quotes", "fx", "USD", "7.1", "yesterday-ish"},
		{"estimate", write("cut-task.json", `{"model": "llama2-7b",`)},
		{"estimate", write("empty-task.json", ``)},
		{"estimate", write("array-task.json", `[1,2]`)},
		{"compare", write("cut-task2.json", `{"model": "llama2-7b",`)},
		{"report", write("cut-task3.json", `{"model":`), "--out", filepath.Join(dir, "r.pdf")},
		{"report", task, "--out", filepath.Join(dir, "no", "dir", "r.pdf")},
		{"quotes", "confirm", "99999", "--price", "3"},
		{"quotes", "delete", "99999"},
		{"quotes", "questions", "99999"},
		{"bench", "import", write("cut-result.json", `{"schema":"computecheck-bench/1","tokens_per_s":`)},
		{"bench", "import", write("garbage-result.json", "\x00\x01not json")},
		{"bench", "import", write("array-result.json", `[1,2]`)},
	}
	allowed := map[string]bool{"sqlite": true}
	for _, w := range zhAllowed {
		allowed[strings.ToLower(w)] = true
	}
	check := func(c []string, code int, stderr string) {
		t.Helper()
		if code != 1 || strings.TrimSpace(stderr) == "" {
			t.Errorf("%v: exit %d, want 1 with a reason (%q)", c, code, stderr)
			return
		}
		for _, line := range strings.Split(strings.TrimSpace(stderr), "\n") {
			if testing.Verbose() {
				t.Logf("%v: %s", c, line)
			}
			reason := errPrefix.ReplaceAllString(line, "")
			if !hanChar.MatchString(reason) {
				t.Errorf("%v: not worded in Chinese: %q", c, line)
			}
			reason = sqliteWords.ReplaceAllString(reason, " ")
			reason = typedText.ReplaceAllString(reason, " ")
			for _, w := range englishWords(reason, nil) {
				if !allowed[strings.ToLower(w)] {
					t.Errorf("%v: English %q in %q", c, w, line)
				}
			}
		}
	}
	for _, c := range cases {
		args := append(append([]string(nil), c...), "--lang", "zh")
		if !containsArg(c, "--db") {
			args = append(args, "--db", db)
		}
		code, _, stderr := runCLI(t, args...)
		check(c, code, stderr)
	}

	// The database open in a window: restore is refused, naming the process.
	release, err := storage.AcquireWriterLock(db)
	if err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runCLI(t, "restore", backup, "--db", db, "--lang", "zh")
	release()
	check([]string{"restore (locked)"}, code, stderr)
	if !strings.Contains(stderr, "另一个算力体检窗口") {
		t.Errorf("locked: %q", stderr)
	}

	// A damaged database: Open's refusal, and backup's.
	damaged := filepath.Join(t.TempDir(), "cc.db")
	os.WriteFile(damaged, []byte(strings.Repeat("not a database file ", 300)), 0o644)
	for _, c := range [][]string{{"bench", "list"}, {"backup"}, {"share", "export", "--out", filepath.Join(dir, "d.json"), "--tasks", "all"}} {
		code, _, stderr := runCLI(t, append(append([]string(nil), c...), "--db", damaged, "--lang", "zh")...)
		check(append(c, "(damaged)"), code, stderr)
	}
}

func containsArg(args []string, a string) bool {
	for _, x := range args {
		if x == a {
			return true
		}
	}
	return false
}

// What backup, backup list, restore and share say when they succeed reads
// in Chinese too (the catalogue's cli.backup.*, cli.restore.*, cli.share.*).
func TestChineseBackupAndShareSummariesHaveNoEnglish(t *testing.T) {
	db := seedShareDB(t)
	other := seedTasksDB(t, 1)
	dir := t.TempDir()
	share := filepath.Join(dir, "s.json")
	copyDB := filepath.Join(dir, "copy.db")
	allowed := map[string]bool{"hyperlink": true, "kib": true, "mib": true} // a seeded vendor's name; sizes
	for _, w := range zhAllowed {
		allowed[strings.ToLower(w)] = true
	}
	for _, c := range [][]string{
		{"backup", "--db", other}, {"backup", "--out", copyDB, "--db", other}, {"backup", "list", "--db", other},
		{"backup", "list", "--db", filepath.Join(dir, "fresh", "cc.db")},
		{"restore", copyDB, "--db", other},
		{"share", "export", "--out", share, "--quotes", "all", "--tasks", "all", "--db", db},
		{"share", "import", share, "--dry-run", "--db", other}, {"share", "import", share, "--db", other},
	} {
		code, stdout, stderr := runCLI(t, append(append([]string(nil), c...), "--lang", "zh")...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s", c, code, stderr)
			continue
		}
		for _, line := range strings.Split(strings.TrimSpace(stdout+stderr), "\n") {
			for _, w := range englishWords(typedText.ReplaceAllString(line, " "), nil) {
				if !allowed[strings.ToLower(w)] {
					t.Errorf("%v: English %q in %q", c, w, line)
				}
			}
		}
	}
}
