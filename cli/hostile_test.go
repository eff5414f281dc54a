package cli

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/storage"
)

const hostileQuotesCSV = "vendor,offer,gpu,gpus_per_node,nodes,price,price_unit,currency\n" +
	"蓉城智算,8卡,A100-80G-SXM,8,1,10,gpu_hour,CNY\n" +
	"Kestrel,x,A100-80G-SXM,8,1,11,gpu_hour,CNY\n" +
	"Third,y,A100-80G-SXM,8,1,12,gpu_hour,CNY\n"

// hostileDB is a database with three plain quotes, then plant run on it
// with plain SQL (what a hand edit or an older version's restore leaves).
func hostileDB(t *testing.T, plant string) (db, task string) {
	t.Helper()
	dir := t.TempDir()
	csv := filepath.Join(dir, "q.csv")
	os.WriteFile(csv, []byte(hostileQuotesCSV), 0o644)
	db = filepath.Join(dir, "cc.db")
	if code, _, stderr := runCLI(t, "quotes", "import", csv, "--db", db); code != 0 {
		t.Fatalf("import: %s", stderr)
	}
	if plant != "" {
		raw, err := sql.Open("sqlite3", "file:"+db)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := raw.Exec(plant); err != nil {
			t.Fatal(err)
		}
		raw.Close()
	}
	task = filepath.Join(dir, "task.json")
	os.WriteFile(task, []byte(`{"model":"llama3.1-8b","zero":3,"tokens":1e9}`), 0o644)
	return db, task
}

// A stored price of 1e308 made compare --json fail for the whole database
// and the table print "+,Inf"; a setup fee of 1.7e308 panicked chart cost.
// Such a row (stored before the bounds, or by hand) is left out and named;
// the rest is compared.
func TestStoredAbsurdNumbersDoNotBreakCompare(t *testing.T) {
	for _, plant := range []string{
		`UPDATE quotes SET price = 1e308 WHERE vendor = 'Kestrel'`,
		`UPDATE quotes SET setup_fee = 1.7e308 WHERE vendor = 'Kestrel'`,
		`UPDATE quotes SET price = 1e-9 WHERE vendor = 'Kestrel'`,
	} {
		db, task := hostileDB(t, plant)
		code, out, stderr := runCLI(t, "compare", task, "--json", "--db", db, "--lang", "en")
		if code != 0 {
			t.Fatalf("%s: compare --json exit %d: %s", plant, code, stderr)
		}
		var rows []map[string]any
		if err := json.Unmarshal([]byte(out), &rows); err != nil {
			t.Fatalf("%s: %v", plant, err)
		}
		if len(rows) != 2 || !strings.Contains(stderr, "quote 2") || !strings.Contains(stderr, "quotes delete 2") {
			t.Errorf("%s: %d rows, stderr %q", plant, len(rows), stderr)
		}
		code, out, _ = runCLI(t, "compare", task, "--db", db)
		if code != 0 || strings.Contains(out, "Inf") || strings.Contains(out, "NaN") {
			t.Errorf("%s: compare table (exit %d):\n%s", plant, code, out)
		}
		png := filepath.Join(t.TempDir(), "cost.png")
		if code, _, stderr := runSafe(t, []string{"chart", "cost", task, "--out", png, "--db", db}); code != 0 {
			t.Errorf("%s: chart cost exit %d: %s", plant, code, stderr)
		}
	}
}

// One unreadable quote row made quotes list, compare and share export fail,
// with no verb to remove it.
func TestUnreadableQuoteRowIsSkippedAndCanBeDeleted(t *testing.T) {
	db, task := hostileDB(t, `UPDATE quotes SET warnings_json = '{' WHERE id = 2; UPDATE quotes SET nodes = 'many' WHERE id = 3`)
	code, out, stderr := runCLI(t, "quotes", "list", "--db", db, "--lang", "en")
	if code != 0 || !strings.Contains(out, "蓉城智算") || !strings.Contains(stderr, "quote 2") || !strings.Contains(stderr, "quote 3") {
		t.Fatalf("quotes list exit %d:\n%s\n%s", code, out, stderr)
	}
	if code, out, stderr := runCLI(t, "quotes", "list", "--json", "--db", db); code != 0 || !json.Valid([]byte(out)) || !strings.Contains(stderr, "2") {
		t.Errorf("quotes list --json exit %d: %s", code, stderr)
	}
	if code, _, stderr := runCLI(t, "compare", task, "--db", db); code != 0 {
		t.Errorf("compare exit %d: %s", code, stderr)
	}
	share := filepath.Join(t.TempDir(), "s.json")
	if code, _, stderr := runCLI(t, "share", "export", "--quotes", "all", "--out", share, "--db", db); code != 0 || !strings.Contains(stderr, "3") {
		t.Errorf("share export exit %d: %s", code, stderr)
	}
	// A typo deletes nothing; the unreadable rows go; the window could undo
	// a plain delete.
	if code, _, _ := runCLI(t, "quotes", "delete", "2", "99", "--db", db); code != 1 {
		t.Errorf("delete of a missing id: exit %d", code)
	}
	if code, out, stderr := runCLI(t, "quotes", "delete", "2", "3", "--purge", "--db", db, "--lang", "en"); code != 0 || !strings.Contains(out, "removed quote 2") {
		t.Fatalf("delete exit %d: %s %s", code, out, stderr)
	}
	if code, _, stderr := runCLI(t, "quotes", "list", "--db", db); code != 0 || stderr != "" {
		t.Errorf("after delete: exit %d, %q", code, stderr)
	}
	if code, out, _ := runCLI(t, "quotes", "delete", "1", "--db", db, "--lang", "en"); code != 0 || !strings.Contains(out, "deleted quote 1") {
		t.Errorf("soft delete: %d %s", code, out)
	}
	if code, out, _ := runCLI(t, "quotes", "list", "--deleted", "--db", db); code != 0 || !strings.Contains(out, "蓉城智算") {
		t.Errorf("the deleted quote is not listed as deleted: %s", out)
	}
}

// quotes list --json is written one quote at a time, byte for byte what
// encoding the whole list gives.
func TestQuotesListJSONStreamsTheSameBytes(t *testing.T) {
	for _, csv := range []string{hostileQuotesCSV, ""} {
		db, _ := hostileDB(t, "")
		if csv == "" {
			runCLI(t, "quotes", "delete", "1", "2", "3", "--db", db)
		}
		// one language for both: the in-process encoding below renders
		// warnings in the language the process is left in (en)
		code, out, stderr := runCLI(t, "quotes", "list", "--json", "--db", db, "--lang", "en")
		if code != 0 {
			t.Fatal(stderr)
		}
		sdb, err := storage.Open(db)
		if err != nil {
			t.Fatal(err)
		}
		var want bytes.Buffer
		env := &Env{Stdout: &want, Stderr: &bytes.Buffer{}}
		qs, err := env.storedQuotes(sdb, false)
		sdb.Close()
		if err != nil {
			t.Fatal(err)
		}
		env.PrintJSON(qs)
		if out != want.String() {
			t.Errorf("streamed:\n%s\nwhole:\n%s", out, want.String())
		}
	}
}

// A '#' in --db went to SQLite as a URI fragment: "data #1/cc.db" wrote to
// the file "data ", and two databases shared it.
func TestDBPathWithHash(t *testing.T) {
	dir := t.TempDir()
	csv := filepath.Join(dir, "q.csv")
	os.WriteFile(csv, []byte(hostileQuotesCSV), 0o644)
	for _, n := range []string{"data #1", "data #2", "100%41", "问 ?"} {
		db := filepath.Join(dir, n, "cc.db")
		if code, _, stderr := runCLI(t, "quotes", "import", csv, "--db", db); code != 0 {
			t.Fatalf("%s: %s", n, stderr)
		}
		if _, err := os.Stat(db); err != nil {
			t.Errorf("%s: not written: %v", n, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "data ")); err == nil {
		t.Error(`the file "data " was written`)
	}
	code, out, _ := runCLI(t, "quotes", "list", "--json", "--db", filepath.Join(dir, "data #2", "cc.db"))
	var qs []any
	if code != 0 || json.Unmarshal([]byte(out), &qs) != nil || len(qs) != 3 {
		t.Errorf("data #2 holds %d quotes (exit %d)", len(qs), code)
	}
}

// A zero-byte database beside its backups was opened as a new empty one.
func TestZeroByteDatabaseOffersTheNewestBackup(t *testing.T) {
	db, _ := hostileDB(t, "")
	code, out, stderr := runCLI(t, "backup", "--db", db, "--json")
	if code != 0 {
		t.Fatal(stderr)
	}
	var b struct{ Path string }
	json.Unmarshal([]byte(out), &b)
	os.Remove(db + "-wal")
	os.Remove(db + "-shm")
	os.WriteFile(db, nil, 0o644)
	code, _, stderr = runCLI(t, "quotes", "list", "--db", db, "--lang", "en")
	if code != 1 || !strings.Contains(stderr, "empty") || !strings.Contains(stderr, b.Path) {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if st, _ := os.Stat(db); st.Size() != 0 {
		t.Error("the empty file was written to")
	}
	if code, _, stderr := runCLI(t, "restore", b.Path, "--db", db); code != 0 {
		t.Fatalf("restore: %s", stderr)
	}
	code, out, _ = runCLI(t, "quotes", "list", "--db", db)
	if code != 0 || !strings.Contains(out, "蓉城智算") {
		t.Errorf("after restore: %s", out)
	}
}

// A TASK.json saved by Notepad (UTF-8 with a byte-order mark) is read.
func TestTaskWithBOM(t *testing.T) {
	p := filepath.Join(t.TempDir(), "t.json")
	os.WriteFile(p, []byte("\xef\xbb\xbf{\"model\":\"llama3.1-8b\",\"tokens\":1e9}"), 0o644)
	if code, _, stderr := runCLI(t, "estimate", p, "--json"); code != 0 {
		t.Errorf("exit %d: %s", code, stderr)
	}
}
