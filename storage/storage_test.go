package storage

import (
	_ "computecheck/assets" // the message catalogue
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"computecheck/calc"
)

func TestOpenFreshCreatesFolderAndSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nested", "folder", "cc.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("database file not created: %v", err)
	}
	var v int
	db.sql.QueryRow("PRAGMA user_version").Scan(&v)
	if v != SchemaVersion() || v < 1 {
		t.Errorf("user_version = %d, want %d", v, SchemaVersion())
	}
	var mode string
	db.sql.QueryRow("PRAGMA journal_mode").Scan(&mode)
	if mode != "wal" {
		t.Errorf("journal_mode = %q, want wal", mode)
	}
	var fk int
	db.sql.QueryRow("PRAGMA foreign_keys").Scan(&fk)
	if fk != 1 {
		t.Error("foreign keys are off")
	}
}

func TestReopenKeepsData(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cc.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := db.SaveTask(ctx, "7B LoRA", `{"model":"llama2-7b","method":"lora"}`); err != nil {
		t.Fatal(err)
	}
	if err := db.SetSetting(ctx, SettingCurrency, "USD"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	db, err = Open(path)
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	defer db.Close()
	ts, err := db.Tasks(ctx)
	if err != nil || len(ts) != 1 || ts[0].Name != "7B LoRA" {
		t.Fatalf("tasks after reopen = %+v, %v", ts, err)
	}
	if v, _ := db.Setting(ctx, SettingCurrency, "CNY"); v != "USD" {
		t.Errorf("setting after reopen = %q", v)
	}
	if v, _ := db.Setting(ctx, SettingHoursPerMonth, "720"); v != "720" {
		t.Errorf("unset setting default = %q", v)
	}
}

func TestFailedMigrationRollsBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cc.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	good, _ := loadMigrations(migrationFS)
	bad := fstest.MapFS{}
	for _, m := range good {
		bad["migrations/"+m.name] = &fstest.MapFile{Data: []byte(m.sql)}
	}
	n := len(good) + 1
	name := fmt.Sprintf("migrations/%04d_broken.sql", n)
	// The first statement succeeds, the second fails: neither may remain.
	bad[name] = &fstest.MapFile{Data: []byte("CREATE TABLE half_done(x INTEGER); INSERT INTO no_such_table VALUES (1);")}
	ms, err := loadMigrations(bad)
	if err != nil {
		t.Fatal(err)
	}
	err = db.applyMigrations(context.Background(), ms)
	if err == nil || !strings.Contains(err.Error(), "broken") {
		t.Fatalf("broken migration error = %v", err)
	}
	var v int
	db.sql.QueryRow("PRAGMA user_version").Scan(&v)
	if v != len(good) {
		t.Errorf("user_version = %d after failed migration, want %d", v, len(good))
	}
	var cnt int
	db.sql.QueryRow("SELECT count(*) FROM sqlite_master WHERE name = 'half_done'").Scan(&cnt)
	if cnt != 0 {
		t.Error("table from the failed migration was left behind")
	}
}

func TestNewerDatabaseRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cc.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	db.sql.Exec("PRAGMA user_version = 999")
	db.Close()
	_, err = Open(path)
	if !errors.Is(err, ErrNewerSchema) {
		t.Fatalf("opening a newer database: err = %v, want ErrNewerSchema", err)
	}
	if !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "999") {
		t.Errorf("message should name the file and its version: %v", err)
	}
}

func TestNotADatabaseIsReported(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cc.db")
	os.WriteFile(path, []byte("this is not sqlite, just text that is long enough to matter................................................................"), 0o644)
	if _, err := Open(path); err == nil {
		t.Fatal("opening a text file as the database succeeded")
	}
	b, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(b), "this is not sqlite") {
		t.Error("the unreadable file was overwritten")
	}
}

func TestGPUOverride(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "cc.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	g, _ := calc.LookupGPU("Ascend910B-64G")
	g.BF16TFLOPS = 353.8
	if err := db.SaveGPU(ctx, g); err != nil {
		t.Fatal(err)
	}
	cat, _ := db.GPUs(ctx)
	found := false
	for _, c := range cat {
		if c.ID == g.ID {
			found = c.BF16TFLOPS == 353.8
		}
	}
	if !found || len(cat) != len(calc.Catalogue()) {
		t.Fatalf("edited GPU not returned (len %d)", len(cat))
	}
	if err := db.ResetGPU(ctx, g.ID); err != nil {
		t.Fatal(err)
	}
	cat, _ = db.GPUs(ctx)
	for _, c := range cat {
		if c.ID == g.ID && c.BF16TFLOPS != 300 {
			t.Errorf("reset did not restore the built-in value: %v", c.BF16TFLOPS)
		}
	}
	g.ID = "NoSuchGPU"
	if err := db.SaveGPU(ctx, g); err == nil {
		t.Error("saving an unknown GPU id succeeded")
	}
}

func TestSaveTaskNeedsName(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "cc.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.SaveTask(context.Background(), "  ", "{}"); err == nil {
		t.Error("a task without a name was saved")
	}
}
