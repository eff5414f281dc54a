package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mattn/go-sqlite3"

	"computecheck/bench"
	"computecheck/msg"
	"computecheck/quotes"
)

func manyQuotes(n int) []quotes.Quote {
	var qs []quotes.Quote
	for i := 0; i < n; i++ {
		gpn, nodes := 8, 1
		qs = append(qs, quotes.Quote{Vendor: fmt.Sprintf("V%04d", i), GPU: "A100-80G-SXM", GPUsPerNode: &gpn, Nodes: &nodes,
			Price: 10, PriceUnit: "gpu_hour", Currency: "CNY", Notes: strings.Repeat("x", 400), SourceRow: i + 2})
	}
	return qs
}

func countQuotes(t *testing.T, db *DB) int {
	t.Helper()
	qs, err := db.Quotes(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return len(qs)
}

// assertFault checks err is the fault kind, worded in both languages
// with the database named and no row of the file blamed.
func assertFault(t *testing.T, err error, kind, path string, bad ...string) {
	t.Helper()
	var fe *FaultError
	if !errors.As(err, &fe) || fe.Kind != kind {
		t.Fatalf("want a %s fault, got %T %v", kind, err, err)
	}
	for _, lang := range []string{"en", "zh"} {
		s := msg.Text(err, lang)
		if !strings.Contains(s, path) {
			t.Errorf("%s: %q does not name %s", lang, s, path)
		}
		for _, b := range append(bad, "m.csv", "row", "行", "database or disk is full", "attempt to write a readonly database") {
			if strings.Contains(s, b) {
				t.Errorf("%s: %q says %q", lang, s, b)
			}
		}
	}
}

// A full disk is said as a full disk, not as the row the import reached
// (SQLite's max_page_count fills the file as a full disk would).
func TestFullDiskIsWordedAndBlamesNoRow(t *testing.T) {
	path := filepath.Join(t.TempDir(), "computecheck.db")
	db := openTestDB(t, path)
	ctx := context.Background()
	if _, _, err := db.ImportQuotes(ctx, manyQuotes(2), "first.csv"); err != nil {
		t.Fatal(err)
	}
	db.sql.SetMaxOpenConns(1)
	var pages int
	if err := db.sql.QueryRow("PRAGMA page_count").Scan(&pages); err != nil {
		t.Fatal(err)
	}
	if _, err := db.sql.Exec(fmt.Sprintf("PRAGMA max_page_count = %d", pages+3)); err != nil {
		t.Fatal(err)
	}
	_, _, err := db.ImportQuotes(ctx, manyQuotes(500), "m.csv")
	assertFault(t, err, "full", path)
	if s := msg.Text(err, "zh"); !strings.Contains(s, "磁盘已满") {
		t.Errorf("zh: %q", s)
	}
	if n := countQuotes(t, db); n != 2 {
		t.Errorf("%d quotes after the failed import, want the 2 before", n)
	}
	// Any other write that meets it says the same.
	err = db.SaveTask(ctx, "big", `{"model":"llama3.1-8b","note":"`+strings.Repeat("y", 200000)+`"}`)
	assertFault(t, err, "full", path)
	// A constraint is still the row's: the file's row is named.
	db.sql.Exec("PRAGMA max_page_count = 1000000")
	bad := manyQuotes(1)
	bad[0].Price = 0
	_, _, err = db.ImportQuotes(ctx, bad, "m.csv")
	if err == nil || !strings.Contains(err.Error(), "m.csv row 2") || IsFault(err) {
		t.Errorf("a bad row: %v", err)
	}
}

// readOnlyOpen makes Open's first, read-write connection fail as it does
// on a read-only disk or folder ("unable to open database file"): tests
// run as root, whom file permissions do not stop.
func readOnlyOpen(t *testing.T) { failOpenWith(t, sqlite3.Error{Code: sqlite3.ErrCantOpen}) }

func failOpenWith(t *testing.T, err error) {
	t.Helper()
	pingRW = func(*sql.DB) error { return err }
	t.Cleanup(func() { pingRW = func(db *sql.DB) error { return db.Ping() } })
}

// A database that cannot be written is read (lists work) and every
// change is refused saying so, nothing changed.
func TestReadOnlyDatabaseIsReadAndWritesAreWorded(t *testing.T) {
	path := filepath.Join(t.TempDir(), "computecheck.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, _, err := db.ImportQuotes(ctx, manyQuotes(3), "first.csv"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	before := fileDump(t, path)

	readOnlyOpen(t)
	ro, err := Open(path)
	if err != nil {
		t.Fatalf("a read-only database is not opened: %v", err)
	}
	defer ro.Close()
	if !ro.ReadOnly() {
		t.Error("not said to be read-only")
	}
	if n := countQuotes(t, ro); n != 3 {
		t.Errorf("%d quotes read, want 3", n)
	}
	if _, made, err := ro.AutoBackup(ctx); made || err != nil {
		t.Errorf("automatic backup of a read-only database: %v %v", made, err)
	}
	_, _, err = ro.ImportQuotes(ctx, manyQuotes(1), "m.csv")
	assertFault(t, err, "readonly", path)
	if s := msg.Text(err, "zh"); !strings.Contains(s, "只读") {
		t.Errorf("zh: %q", s)
	}
	assertFault(t, ro.SetSetting(ctx, SettingCurrency, "USD"), "readonly", path)
	assertFault(t, ro.SaveTask(ctx, "t", `{"model":"llama3.1-8b"}`), "readonly", path)
	if err := ro.DeleteQuote(ctx, 1); err == nil {
		t.Error("deleted")
	}
	// A share file (its dry run too: it writes and rolls back).
	share := &ShareFile{Schema: ShareSchema, Tasks: []ShareTask{{Name: "shared", Task: []byte(`{"model":"llama3.1-8b"}`)}}}
	for _, dry := range []bool{true, false} {
		_, err = ro.ImportShare(ctx, share, dry)
		assertFault(t, err, "readonly", path)
	}
	ro.Close()
	if after := fileDump(t, path); after != before {
		t.Error("the database changed")
	}
}

// A database that is not there, in a folder that cannot be written, is
// said to be unopenable, not "no such file or directory" about a file
// the user may think exists; one written by an older version cannot be
// brought up to date read-only, and says that.
func TestReadOnlyOpenFailuresAreWorded(t *testing.T) {
	readOnlyOpen(t)
	missing := filepath.Join(t.TempDir(), "computecheck.db")
	_, err := Open(missing)
	assertFault(t, err, "cantopen", missing, "no such file")
	if _, serr := os.Stat(missing); serr == nil {
		t.Error("a file was created")
	}

	old := filepath.Join(t.TempDir(), "old.db")
	raw, err := sql.Open("sqlite3", fileURI(old))
	if err != nil {
		t.Fatal(err)
	}
	ms, _ := loadMigrations(migrationFS)
	if _, err := raw.Exec(ms[0].sql + "; PRAGMA user_version = 1"); err != nil {
		t.Fatal(err)
	}
	raw.Close()
	_, err = Open(old)
	assertFault(t, err, "readonly_old", old)
}

// A sound backup with another page size restores (SQLite's backup API
// cannot change a WAL database's page size and said "attempt to write a
// readonly database").
func TestRestoreBackupWithOtherPageSize(t *testing.T) {
	for _, size := range []int{512, 65536} {
		t.Run(fmt.Sprint(size), func(t *testing.T) {
			dir := t.TempDir()
			src := openTestDB(t, filepath.Join(dir, "src.db"))
			fillTasks(t, src, 5, "theirs")
			backup := filepath.Join(dir, "b.db")
			if err := src.BackupTo(context.Background(), backup); err != nil {
				t.Fatal(err)
			}
			src.Close()
			raw, err := sql.Open("sqlite3", fileURI(backup)+"?_journal_mode=DELETE")
			if err != nil {
				t.Fatal(err)
			}
			raw.SetMaxOpenConns(1)
			if _, err := raw.Exec(fmt.Sprintf("PRAGMA page_size = %d; VACUUM", size)); err != nil {
				t.Fatal(err)
			}
			var got int
			raw.QueryRow("PRAGMA page_size").Scan(&got)
			raw.Close()
			if got != size {
				t.Fatalf("page size %d", got)
			}
			dbPath := filepath.Join(dir, "computecheck.db")
			db := openTestDB(t, dbPath)
			fillTasks(t, db, 2, "mine")
			db.Close()
			if _, err := Restore(context.Background(), dbPath, backup); err != nil {
				t.Fatalf("refused: %v", err)
			}
			db = openTestDB(t, dbPath)
			if names := taskNames(t, db); len(names) != 5 || !strings.HasPrefix(names[0], "theirs") {
				t.Errorf("tasks after restore: %v", names)
			}
			if err := db.IntegrityCheck(context.Background()); err != nil {
				t.Error(err)
			}
		})
	}
}

// The journals a failed backup or restore copy leaves beside its
// temporary file (a full disk mid-write) are removed with it, even when
// the file itself is gone.
func TestTempJournalLeftoversAreCleaned(t *testing.T) {
	path, _ := dbWithBackup(t)
	dir := filepath.Dir(path)
	old := time.Now().Add(-2 * time.Hour)
	var stale, fresh []string
	for _, p := range []string{
		filepath.Join(BackupDir(path), ".computecheck-backup-111.tmp-journal"),
		filepath.Join(BackupDir(path), ".computecheck-backup-112.tmp-wal"),
		filepath.Join(dir, "."+filepath.Base(path)+".restore-113.tmp-journal"),
	} {
		os.WriteFile(p, make([]byte, 512), 0o644)
		os.Chtimes(p, old, old)
		stale = append(stale, p)
	}
	for _, p := range []string{
		filepath.Join(BackupDir(path), ".computecheck-backup-114.tmp-journal"), // maybe another process's
		filepath.Join(dir, "notes.tmp-journal"),                                // not ours
	} {
		os.WriteFile(p, []byte("x"), 0o644)
		if strings.HasPrefix(filepath.Base(p), "notes") {
			os.Chtimes(p, old, old)
		}
		fresh = append(fresh, p)
	}
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, p := range stale {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s left", filepath.Base(p))
		}
	}
	for _, p := range fresh {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s removed", filepath.Base(p))
		}
	}
	// A backup's own sweep of its folder takes them too.
	p := filepath.Join(BackupDir(path), ".computecheck-backup-115.tmp-journal")
	os.WriteFile(p, []byte("x"), 0o644)
	os.Chtimes(p, old, old)
	if _, err := db.Backup(context.Background(), BackupManual); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(p); err == nil {
		t.Error("the backup left an old journal in its folder")
	}
	left, _ := filepath.Glob(filepath.Join(BackupDir(path), ".*.tmp*"))
	if len(left) != 1 { // the fresh one
		t.Errorf("left in the backups folder: %v", left)
	}
}

// A disk so full that SQLite cannot make its shared-memory file: the
// database is still read, and a change says the disk is full, not that
// the database is read-only.
func TestFullDiskDatabaseIsReadAndSaysFull(t *testing.T) {
	path := filepath.Join(t.TempDir(), "computecheck.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := db.ImportQuotes(context.Background(), manyQuotes(2), "first.csv"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	failOpenWith(t, sqlite3.Error{Code: sqlite3.ErrIoErr, SystemErrno: syscall.ENOSPC})
	ro, err := Open(path)
	if err != nil {
		t.Fatalf("not opened: %v", err)
	}
	defer ro.Close()
	if n := countQuotes(t, ro); n != 2 {
		t.Errorf("%d quotes", n)
	}
	_, _, err = ro.ImportQuotes(context.Background(), manyQuotes(1), "m.csv")
	assertFault(t, err, "full", path)
}

// A benchmark result into a read-only database: the fault, not the file.
func TestReadOnlyBenchImportIsWorded(t *testing.T) {
	path := filepath.Join(t.TempDir(), "computecheck.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	readOnlyOpen(t)
	ro, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	raw, err := os.ReadFile(filepath.Join("..", "bench", "testdata", "kit_cpu_tiny.json"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := bench.Parse(raw, "kit_cpu_tiny.json")
	if err != nil {
		t.Fatal(err)
	}
	_, err = ro.ImportBench(context.Background(), r, raw, "kit_cpu_tiny.json")
	assertFault(t, err, "readonly", path)
}

// A database busy at open (another process holds it) is not taken for a
// read-only one.
func TestBusyOpenIsNotReadOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "computecheck.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	failOpenWith(t, sqlite3.Error{Code: sqlite3.ErrBusy})
	if ro, err := Open(path); err == nil {
		ro.Close()
		t.Fatal("opened read-only")
	} else {
		assertFault(t, err, "busy", path)
	}
}
