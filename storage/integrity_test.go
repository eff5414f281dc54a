package storage

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// openPlainNew opens (creating) a SQLite file with no pragmas or schema.
func openPlainNew(path string) (*sql.DB, error) {
	return sql.Open("sqlite3", "file:"+filepath.ToSlash(path))
}

// corrupt overwrites whole pages in the middle of a closed database file,
// as a failing disk or a half-synced copy would.
func corrupt(t *testing.T, path string, header bool) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const page = 4096
	pages := len(b) / page
	if pages < 8 {
		t.Fatalf("test database has only %d pages", pages)
	}
	if header {
		copy(b[:100], bytes.Repeat([]byte{0xA5}, 100))
	} else {
		for p := pages / 2; p < pages/2+3; p++ {
			copy(b[p*page:(p+1)*page], bytes.Repeat([]byte{0x5A, 0xC3, 0x00, 0xFF}, page/4))
		}
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return b
}

// damagedDB makes a real database with a backup, closes it and damages it.
func damagedDB(t *testing.T, header bool) (path string, backup BackupInfo, damagedBytes []byte) {
	t.Helper()
	dir := t.TempDir()
	path = filepath.Join(dir, "computecheck.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	fillTasks(t, db, 200, "good")
	if backup, err = db.Backup(context.Background(), BackupAuto); err != nil {
		t.Fatal(err)
	}
	fillTasks(t, db, 100, "later")
	db.Close()
	if _, err := os.Stat(path + "-wal"); err == nil {
		t.Fatal("the log was not checkpointed on close")
	}
	return path, backup, corrupt(t, path, header)
}

func TestOpenReportsDamagedFileAndLeavesIt(t *testing.T) {
	for _, header := range []bool{false, true} {
		name := "pages"
		if header {
			name = "header"
		}
		t.Run(name, func(t *testing.T) {
			path, backup, bad := damagedDB(t, header)
			db, err := Open(path)
			if err == nil {
				db.Close()
				t.Fatal("a damaged database opened")
			}
			if !errors.Is(err, ErrDamaged) {
				t.Fatalf("err = %v, want ErrDamaged", err)
			}
			var de *DamagedError
			if !errors.As(err, &de) || de.Latest != backup.Path || de.BackupDir != BackupDir(path) || de.NotSQLite != header {
				t.Errorf("damaged error = %+v", de)
			}
			msg := err.Error()
			for _, want := range []string{path, "computecheck restore", backup.Path, BackupDir(path), "left as it is"} {
				if !strings.Contains(msg, want) {
					t.Errorf("message lacks %q: %s", want, msg)
				}
			}
			if strings.Contains(msg, "\n") {
				t.Errorf("message is not one line: %q", msg)
			}
			// Never silently replaced: the bytes are as they were.
			now, _ := os.ReadFile(path)
			if !bytes.Equal(now, bad) {
				t.Error("opening the damaged database changed the file")
			}

			// The way out works: restore the latest backup.
			res, err := Restore(context.Background(), path, backup.Path)
			if err != nil {
				t.Fatal(err)
			}
			if !res.WasDamaged || res.SafetyCopy == "" {
				t.Errorf("restore result = %+v", res)
			}
			kept, _ := os.ReadFile(res.SafetyCopy)
			if !bytes.Equal(kept, bad) {
				t.Error("the damaged file was not kept byte for byte")
			}
			db = openTestDB(t, path)
			if err := db.IntegrityCheck(context.Background()); err != nil {
				t.Fatal(err)
			}
			if n := len(taskNames(t, db)); n != 200 {
				t.Errorf("restored %d tasks, want the backup's 200", n)
			}
		})
	}
}

func TestOpenDamagedWithoutBackupSaysSo(t *testing.T) {
	path, backup, _ := damagedDB(t, false)
	os.Remove(backup.Path)
	_, err := Open(path)
	if !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "No backup was found in "+BackupDir(path)) {
		t.Errorf("err = %v", err)
	}
}

func TestQuickCheckOnHealthyDatabase(t *testing.T) {
	db := openTestDB(t, filepath.Join(t.TempDir(), "cc.db"))
	fillTasks(t, db, 5, "x")
	if err := db.QuickCheck(context.Background()); err != nil {
		t.Error(err)
	}
	if err := db.IntegrityCheck(context.Background()); err != nil {
		t.Error(err)
	}
}

func TestOpenNotADatabaseIsNotMigratedOver(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quotes.csv")
	content := []byte(strings.Repeat("vendor,price\nA,9.8\n", 400))
	os.WriteFile(path, content, 0o644)
	_, err := Open(path)
	if !errors.Is(err, ErrDamaged) {
		t.Fatalf("err = %v", err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, content) {
		t.Error("a file that is not a database was changed")
	}
}
