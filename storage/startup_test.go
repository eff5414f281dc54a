package storage

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"computecheck/msg"
)

// dbWithBackup is a database with a task and one backup of it.
func dbWithBackup(t *testing.T) (path string, backup BackupInfo) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "computecheck.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	fillTasks(t, db, 2, "kept")
	b, err := db.Backup(context.Background(), BackupManual)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	return path, b
}

// A zero-byte or missing database beside its backups is not opened as a
// new empty one: Open says so and names the newest backup.
func TestLostDatabaseBesideBackupsIsSaid(t *testing.T) {
	for _, empty := range []bool{true, false} {
		path, b := dbWithBackup(t)
		for _, s := range []string{"", "-wal", "-shm"} {
			os.Remove(path + s)
		}
		if empty {
			if err := os.WriteFile(path, nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		db, err := Open(path)
		if err == nil {
			db.Close()
			t.Fatalf("empty=%v: opened as a new database", empty)
		}
		var le *LostError
		if !errors.As(err, &le) || !errors.Is(err, ErrLostDatabase) || le.Latest != b.Path || le.Empty != empty {
			t.Fatalf("empty=%v: %v", empty, err)
		}
		for _, lang := range []string{"en", "zh"} {
			if s := msg.Text(err, lang); !strings.Contains(s, b.Path) || !strings.Contains(s, "computecheck restore") {
				t.Errorf("%s: %q does not offer the newest backup", lang, s)
			}
		}
		// Nothing was created or written.
		st, statErr := os.Stat(path)
		if empty && (statErr != nil || st.Size() != 0) || !empty && statErr == nil {
			t.Errorf("empty=%v: the file was touched: %v %v", empty, st, statErr)
		}
		// Restoring the offered backup brings the data back.
		if _, err := Restore(context.Background(), path, le.Latest); err != nil {
			t.Fatal(err)
		}
		db = openTestDB(t, path)
		if got := taskNames(t, db); len(got) != 2 {
			t.Errorf("restored tasks %v", got)
		}
		db.Close()
	}
	// Starting empty on purpose works, and leaves the backups alone.
	path, b := dbWithBackup(t)
	os.Remove(path)
	db, err := OpenEmpty(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := taskNames(t, db); len(got) != 0 {
		t.Errorf("tasks %v", got)
	}
	db.Close()
	if _, err := os.Stat(b.Path); err != nil {
		t.Error("the backup went")
	}
	// A first start (no backups) creates the database as before.
	fresh := filepath.Join(t.TempDir(), "new.db")
	db, err = Open(fresh)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
}

// A temporary file whose writer was killed is removed at the next start;
// one another process is still writing is not.
func TestTempFilesOfInterruptedRunsAreCleaned(t *testing.T) {
	path, _ := dbWithBackup(t)
	dir := filepath.Dir(path)
	outDir := t.TempDir()
	// What a kill mid-restore and mid `backup --out` leave: the file, and
	// the marker its writer held.
	restoreTmp := filepath.Join(dir, "."+filepath.Base(path)+".restore-123.tmp")
	outTmp := filepath.Join(outDir, ".mine.db.456.tmp")
	for _, p := range []string{restoreTmp, restoreTmp + "-wal", outTmp} {
		if err := os.WriteFile(p, make([]byte, 1<<16), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []string{restoreTmp, outTmp} {
		g := guardTemp(path, p)
		if g == nil {
			t.Fatal("no marker")
		}
		g.f.Close() // the process dies: its lock goes, the marker stays
	}
	// One still being written: its marker is held.
	busy := filepath.Join(outDir, ".busy.db.789.tmp")
	os.WriteFile(busy, []byte("x"), 0o644)
	held := guardTemp(path, busy)
	defer held.done()
	// A stray unmarked one from an old version, two hours old, and a
	// fresh one (maybe another process's).
	stale := filepath.Join(BackupDir(path), ".computecheck-backup-1.tmp")
	fresh := filepath.Join(BackupDir(path), ".computecheck-backup-2.tmp")
	os.WriteFile(stale, []byte("x"), 0o644)
	os.WriteFile(fresh, []byte("x"), 0o644)
	old := time.Now().Add(-2 * time.Hour)
	os.Chtimes(stale, old, old)

	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	for _, p := range []string{restoreTmp, restoreTmp + "-wal", outTmp, stale} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s left", filepath.Base(p))
		}
	}
	for _, p := range []string{busy, fresh, path} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s removed", filepath.Base(p))
		}
	}
	markers, _ := filepath.Glob(filepath.Join(BackupDir(path), ".tmp-*.pending"))
	if len(markers) != 1 {
		t.Errorf("markers left: %v", markers)
	}
	// A marker naming a file that is not ours removes nothing.
	victim := filepath.Join(outDir, "precious.txt")
	os.WriteFile(victim, []byte("x"), 0o644)
	g := guardTemp(path, victim)
	g.f.Close()
	CleanTemps(path)
	if _, err := os.Stat(victim); err != nil {
		t.Error("a marker removed a file that is not a temporary one")
	}
}
