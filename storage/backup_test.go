package storage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"computecheck/export"
)

// fillDB stores n tasks (and a setting) so the file has real pages.
func fillTasks(t *testing.T, db *DB, n int, tag string) {
	t.Helper()
	ctx := context.Background()
	for i := 0; i < n; i++ {
		js := fmt.Sprintf(`{"name":"%s %d","model":"llama3.1-8b","note":"%s"}`, tag, i, strings.Repeat("x", 300))
		if err := db.SaveTask(ctx, fmt.Sprintf("%s %03d", tag, i), js); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.SetSetting(ctx, SettingCurrency, "USD"); err != nil {
		t.Fatal(err)
	}
}

func openTestDB(t *testing.T, path string) *DB {
	t.Helper()
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func taskNames(t *testing.T, db *DB) []string {
	t.Helper()
	ts, err := db.Tasks(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, x := range ts {
		out = append(out, x.Name)
	}
	return out
}

// setClock makes backup names and the once-a-day rule use t, advancing a
// second per call so names differ.
func setClock(t *testing.T, start time.Time) *time.Time {
	t.Helper()
	cur := start
	now = func() time.Time { return cur }
	t.Cleanup(func() { now = time.Now })
	return &cur
}

func assertMode644(t *testing.T, path string) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != export.FileMode || st.Mode().Perm()&0o111 != 0 {
		t.Errorf("%s: mode %v, want %v (never executable)", filepath.Base(path), st.Mode().Perm(), export.FileMode)
	}
}

func TestBackupIsWholeCheckedAndListed(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "computecheck.db")
	db := openTestDB(t, path)
	fillTasks(t, db, 50, "t")
	ctx := context.Background()

	b, err := db.Backup(ctx, BackupManual)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Dir(b.Path) != filepath.Join(dir, "backups") || b.Kind != BackupManual || b.SizeBytes == 0 {
		t.Errorf("backup = %+v", b)
	}
	if !strings.HasPrefix(b.Name, "computecheck-") || !strings.HasSuffix(b.Name, "-manual.db") {
		t.Errorf("name %q", b.Name)
	}
	assertMode644(t, b.Path)
	for _, s := range []string{"-wal", "-shm", "-journal"} {
		if _, err := os.Stat(b.Path + s); err == nil {
			t.Errorf("backup has a %s file beside it: it must be self-contained", s)
		}
	}
	// The backup opens on its own and holds the data.
	bdb := openTestDB(t, b.Path)
	if got := taskNames(t, bdb); len(got) != 50 {
		t.Errorf("backup holds %d tasks", len(got))
	}
	bdb.Close()
	// A second one in the same second gets its own name.
	b2, err := db.Backup(ctx, BackupManual)
	if err != nil {
		t.Fatal(err)
	}
	if b2.Path == b.Path {
		t.Fatal("second backup overwrote the first")
	}
	bs, err := ListBackups(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(bs) != 2 || bs[0].Path != b2.Path {
		t.Errorf("list = %+v, want newest (%s) first", bs, b2.Name)
	}
	// Nothing else is left in the folder (no temporaries).
	ents, _ := os.ReadDir(filepath.Join(dir, "backups"))
	if len(ents) != 2 {
		t.Errorf("backup folder holds %d entries", len(ents))
	}
	if _, err := db.Backup(ctx, "weekly"); err == nil {
		t.Error("unknown kind accepted")
	}
}

func TestListBackupsWithoutFolderOrDatabase(t *testing.T) {
	bs, err := ListBackups(filepath.Join(t.TempDir(), "none.db"))
	if err != nil || bs == nil || len(bs) != 0 {
		t.Errorf("ListBackups = %v, %v; want an empty list", bs, err)
	}
}

func TestListBackupsIgnoresOtherFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "computecheck.db")
	bdir := BackupDir(path)
	os.MkdirAll(bdir, 0o755)
	for _, n := range []string{
		"computecheck-20260101-120000-auto.db",
		"computecheck-20260102-120000-manual.db",
		"computecheck-20260102-120000-2-manual.db",
		"other-20260103-120000-auto.db",          // another database
		".computecheck-backup-123.tmp",           // an interrupted backup
		"computecheck-20260103-120000-auto.db.x", // not ours
		"notes.txt",
	} {
		os.WriteFile(filepath.Join(bdir, n), []byte("x"), 0o644)
	}
	bs, err := ListBackups(path)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, b := range bs {
		names = append(names, b.Name)
	}
	want := "computecheck-20260102-120000-2-manual.db computecheck-20260102-120000-manual.db computecheck-20260101-120000-auto.db"
	if strings.Join(names, " ") != want {
		t.Errorf("list = %v\nwant %s", names, want)
	}
}

func TestAutoBackupOncePerDayKeepsTen(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "computecheck.db")
	db := openTestDB(t, path)
	ctx := context.Background()
	clock := setClock(t, time.Date(2026, 3, 1, 9, 0, 0, 0, time.Local))

	// An empty database is not backed up.
	if _, made, err := db.AutoBackup(ctx); err != nil || made {
		t.Fatalf("empty database: made=%v err=%v", made, err)
	}
	fillTasks(t, db, 3, "a")
	if _, made, err := db.AutoBackup(ctx); err != nil || !made {
		t.Fatalf("first: made=%v err=%v", made, err)
	}
	*clock = clock.Add(23 * time.Hour)
	if _, made, _ := db.AutoBackup(ctx); made {
		t.Error("a second automatic backup within a day")
	}
	// A manual backup is kept through any number of automatic ones.
	manual, err := db.Backup(ctx, BackupManual)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 14; i++ {
		*clock = clock.Add(25 * time.Hour)
		if _, made, err := db.AutoBackup(ctx); err != nil || !made {
			t.Fatalf("day %d: made=%v err=%v", i, made, err)
		}
	}
	bs, _ := ListBackups(path)
	auto := 0
	for _, b := range bs {
		if b.Kind == BackupAuto {
			auto++
			assertMode644(t, b.Path)
		}
	}
	if auto != KeepAutoBackups {
		t.Errorf("%d automatic backups kept, want %d", auto, KeepAutoBackups)
	}
	if _, err := os.Stat(manual.Path); err != nil {
		t.Errorf("manual backup deleted by the rotation: %v", err)
	}
	if bs[0].Kind != BackupAuto || !bs[0].CreatedAt.Equal(*clock) {
		t.Errorf("newest = %+v, want the last automatic one at %v", bs[0], *clock)
	}
}

func TestBackupToRefusesExistingAndDatabase(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "computecheck.db")
	db := openTestDB(t, path)
	fillTasks(t, db, 2, "a")
	ctx := context.Background()
	out := filepath.Join(dir, "copy.db")
	if err := db.BackupTo(ctx, out); err != nil {
		t.Fatal(err)
	}
	assertMode644(t, out)
	if err := db.BackupTo(ctx, out); !errors.Is(err, export.ErrExists) {
		t.Errorf("second BackupTo: %v, want ErrExists", err)
	}
	if err := db.BackupTo(ctx, path); err == nil {
		t.Error("BackupTo over the database itself accepted")
	}
	if err := db.BackupTo(ctx, filepath.Join(dir, "no", "such", "x.db")); err == nil {
		t.Error("BackupTo into a missing folder accepted")
	}
}

func TestRestoreHealthyDatabase(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "computecheck.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	fillTasks(t, db, 10, "old")
	b, err := db.Backup(ctx, BackupManual)
	if err != nil {
		t.Fatal(err)
	}
	fillTasks(t, db, 5, "new")
	db.Close()

	res, err := Restore(ctx, path, b.Path)
	if err != nil {
		t.Fatal(err)
	}
	if res.WasDamaged || res.SafetyCopy == "" {
		t.Errorf("result = %+v", res)
	}
	db = openTestDB(t, path)
	if got := taskNames(t, db); len(got) != 10 {
		t.Errorf("after restore: %d tasks, want the backup's 10", len(got))
	}
	if err := db.IntegrityCheck(ctx); err != nil {
		t.Error(err)
	}
	var mode string
	db.sql.QueryRow("PRAGMA journal_mode").Scan(&mode)
	if mode != "wal" {
		t.Errorf("journal_mode after restore = %q", mode)
	}
	// The database as it was (15 tasks) is in the safety copy.
	sdb := openTestDB(t, res.SafetyCopy)
	if got := taskNames(t, sdb); len(got) != 15 {
		t.Errorf("safety copy holds %d tasks, want 15", len(got))
	}
	assertMode644(t, path)
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary left: %s", e.Name())
		}
	}
}

func TestRestoreIntoMissingDatabase(t *testing.T) {
	src := filepath.Join(t.TempDir(), "old.db")
	db := openTestDB(t, src)
	fillTasks(t, db, 3, "a")
	out := filepath.Join(t.TempDir(), "export.db")
	if err := db.BackupTo(context.Background(), out); err != nil {
		t.Fatal(err)
	}
	// A new laptop: the data folder does not exist yet.
	path := filepath.Join(t.TempDir(), "new", "computecheck.db")
	res, err := Restore(context.Background(), path, out)
	if err != nil {
		t.Fatal(err)
	}
	if res.SafetyCopy != "" {
		t.Errorf("safety copy %q of nothing", res.SafetyCopy)
	}
	if got := taskNames(t, openTestDB(t, path)); len(got) != 3 {
		t.Errorf("restored %d tasks", len(got))
	}
}

func TestRestoreRefusesBadBackups(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "computecheck.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	fillTasks(t, db, 4, "keep")
	db.Close()
	before, _ := os.ReadFile(path)

	garbage := filepath.Join(dir, "garbage.db")
	os.WriteFile(garbage, bytes.Repeat([]byte("not sqlite "), 500), 0o644)
	foreign := filepath.Join(dir, "foreign.db")
	{
		fdb, err := openPlainNew(foreign)
		if err != nil {
			t.Fatal(err)
		}
		fdb.Exec("CREATE TABLE t(x)")
		fdb.Close()
	}
	newer := filepath.Join(dir, "newer.db")
	{
		ndb := openTestDB(t, newer)
		ndb.sql.Exec(fmt.Sprintf("PRAGMA user_version = %d", SchemaVersion()+1))
		ndb.Close()
	}
	for name, f := range map[string]string{
		"garbage": garbage, "foreign": foreign, "newer": newer,
		"missing": filepath.Join(dir, "missing.db"), "folder": dir, "itself": path,
	} {
		if _, err := Restore(context.Background(), path, f); err == nil {
			t.Errorf("%s: restore accepted", name)
		} else if name == "newer" && !errors.Is(err, ErrNewerSchema) {
			t.Errorf("newer: %v", err)
		}
	}
	after, _ := os.ReadFile(path)
	if !bytes.Equal(before, after) {
		t.Error("a refused restore changed the database file")
	}
	if bs, _ := ListBackups(path); len(bs) != 0 {
		t.Errorf("a refused restore made backups: %+v", bs)
	}
	if got := taskNames(t, openTestDB(t, path)); len(got) != 4 {
		t.Errorf("database holds %d tasks after refused restores", len(got))
	}
}

func TestRestoreOlderSchemaIsMigratedOnOpen(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "v1.db")
	{
		sdb, err := openPlainNew(old)
		if err != nil {
			t.Fatal(err)
		}
		ms, _ := loadMigrations(migrationFS)
		if _, err := sdb.Exec(ms[0].sql); err != nil {
			t.Fatal(err)
		}
		sdb.Exec(`INSERT INTO tasks(name, task_json) VALUES('from v1', '{}')`)
		sdb.Exec("PRAGMA user_version = 1")
		sdb.Close()
	}
	path := filepath.Join(dir, "computecheck.db")
	db, _ := Open(path)
	fillTasks(t, db, 1, "cur")
	db.Close()
	if _, err := Restore(context.Background(), path, old); err != nil {
		t.Fatal(err)
	}
	db = openTestDB(t, path)
	var v int
	db.sql.QueryRow("PRAGMA user_version").Scan(&v)
	if v != SchemaVersion() {
		t.Errorf("user_version = %d after reopening, want %d", v, SchemaVersion())
	}
	if got := taskNames(t, db); len(got) != 1 || got[0] != "from v1" {
		t.Errorf("tasks = %v", got)
	}
}
