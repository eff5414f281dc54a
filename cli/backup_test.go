package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/storage"
)

// seedDB makes a database with n saved tasks and returns its path.
func seedTasksDB(t *testing.T, n int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "computecheck.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for i := 0; i < n; i++ {
		if err := db.SaveTask(context.Background(), fmt.Sprintf("task %02d", i), `{"model":"llama3.1-8b","pad":"`+strings.Repeat("p", 300)+`"}`); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

func countSavedTasks(t *testing.T, path string) int {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ts, err := db.Tasks(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return len(ts)
}

// oneErrLine checks the contract's "one clear line on stderr".
func oneErrLine(t *testing.T, stderr string, want ...string) {
	t.Helper()
	if strings.Count(stderr, "\n") != 1 || !strings.HasSuffix(stderr, "\n") {
		t.Errorf("stderr is not exactly one line: %q", stderr)
	}
	for _, w := range want {
		if !strings.Contains(stderr, w) {
			t.Errorf("stderr lacks %q: %s", w, stderr)
		}
	}
}

func notExecutable(t *testing.T, path string) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o644 {
		t.Errorf("%s: mode %v, want 0644", path, st.Mode().Perm())
	}
}

func TestBackupListRestoreVerbs(t *testing.T) {
	db := seedTasksDB(t, 6)
	code, out, stderr := runCLI(t, "backup", "--db", db, "--lang", "en")
	if code != 0 {
		t.Fatalf("backup: exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, filepath.Join(filepath.Dir(db), "backups")) {
		t.Errorf("backup output: %s", out)
	}
	code, out, stderr = runCLI(t, "backup", "--db", db, "--json")
	if code != 0 {
		t.Fatalf("backup --json: exit %d: %s", code, stderr)
	}
	var b struct {
		Path      string `json:"path"`
		Kind      string `json:"kind"`
		SizeBytes int64  `json:"size_bytes"`
	}
	if err := json.Unmarshal([]byte(out), &b); err != nil || b.Kind != "manual" || b.SizeBytes == 0 {
		t.Fatalf("backup --json = %s (%v)", out, err)
	}
	notExecutable(t, b.Path)

	// --out writes where asked, once.
	outFile := filepath.Join(t.TempDir(), "for-usb.db")
	if code, _, stderr := runCLI(t, "backup", "--out", outFile, "--db", db); code != 0 {
		t.Fatalf("backup --out: exit %d: %s", code, stderr)
	}
	notExecutable(t, outFile)
	code, _, stderr = runCLI(t, "backup", "--out", outFile, "--db", db, "--lang", "en")
	if code != 1 {
		t.Errorf("backup --out over an existing file: exit %d", code)
	}
	oneErrLine(t, stderr, "already exists")

	code, out, _ = runCLI(t, "backup", "list", "--db", db, "--json")
	var list []struct {
		Path string `json:"path"`
		Kind string `json:"kind"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &list) != nil || len(list) != 2 || list[0].Path != b.Path {
		t.Fatalf("backup list --json: exit %d: %s", code, out)
	}
	code, out, _ = runCLI(t, "backup", "list", "--db", db, "--lang", "en")
	if code != 0 || !strings.Contains(out, filepath.Base(b.Path)) || !strings.Contains(out, "computecheck restore") {
		t.Errorf("backup list: exit %d: %s", code, out)
	}

	// Change the database, then restore by the bare name from the list.
	sdb, _ := storage.Open(db)
	sdb.SaveTask(context.Background(), "added later", "{}")
	sdb.Close()
	code, out, stderr = runCLI(t, "restore", filepath.Base(b.Path), "--db", db, "--lang", "en")
	if code != 0 {
		t.Fatalf("restore: exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "kept in") {
		t.Errorf("restore output: %s", out)
	}
	if n := countSavedTasks(t, db); n != 6 {
		t.Errorf("after restore: %d tasks, want 6", n)
	}
	// The replaced database (7 tasks) is a before-restore backup.
	bs, _ := storage.ListBackups(db)
	if bs[0].Kind != storage.BackupBeforeRestore || countSavedTasks(t, bs[0].Path) != 7 {
		t.Errorf("newest backup = %+v", bs[0])
	}
}

func TestRestoreRefusedWhileWindowIsOpen(t *testing.T) {
	db := seedTasksDB(t, 2)
	out := filepath.Join(t.TempDir(), "b.db")
	if code, _, stderr := runCLI(t, "backup", "--out", out, "--db", db); code != 0 {
		t.Fatal(stderr)
	}
	release, err := storage.AcquireWriterLock(db)
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	code, _, stderr := runCLI(t, "restore", out, "--db", db, "--lang", "en")
	if code != 1 {
		t.Errorf("exit %d", code)
	}
	oneErrLine(t, stderr, "another ComputeCheck window", fmt.Sprint(os.Getpid()))
	// And in Chinese, the same facts.
	_, _, stderr = runCLI(t, "restore", out, "--db", db, "--lang", "zh")
	oneErrLine(t, stderr, "另一个算力体检窗口", fmt.Sprint(os.Getpid()))
}

func TestDamagedDatabaseThroughTheCLI(t *testing.T) {
	db := seedTasksDB(t, 120)
	if code, _, stderr := runCLI(t, "backup", "--db", db); code != 0 {
		t.Fatal(stderr)
	}
	raw, _ := os.ReadFile(db)
	mid := len(raw) / 2 / 4096 * 4096
	copy(raw[mid:mid+3*4096], bytes.Repeat([]byte{0xEE}, 3*4096))
	os.WriteFile(db, raw, 0o644)

	bs, _ := storage.ListBackups(db)
	for _, args := range [][]string{{"bench", "list"}, {"backup"}} {
		code, _, stderr := runCLI(t, append(args, "--db", db, "--lang", "en")...)
		if code != 1 {
			t.Errorf("%v on a damaged database: exit %d", args, code)
		}
		oneErrLine(t, stderr, "damaged", "computecheck restore", bs[0].Path)
		_, _, stderr = runCLI(t, append(args, "--db", db, "--lang", "zh")...)
		oneErrLine(t, stderr, "已损坏", "computecheck restore", bs[0].Path)
	}
	if got, _ := os.ReadFile(db); !bytes.Equal(got, raw) {
		t.Error("the damaged file was changed")
	}
	// The way out named in the message works.
	code, out, stderr := runCLI(t, "restore", bs[0].Path, "--db", db, "--json")
	if code != 0 {
		t.Fatalf("restore: exit %d: %s", code, stderr)
	}
	var res storage.RestoreResult
	if err := json.Unmarshal([]byte(out), &res); err != nil || !res.WasDamaged || res.SafetyCopy == "" {
		t.Errorf("restore --json = %s", out)
	}
	if n := countSavedTasks(t, db); n != 120 {
		t.Errorf("%d tasks after restore", n)
	}
}

func TestAutoBackupOnceADayFromTheCLI(t *testing.T) {
	db := seedTasksDB(t, 1)
	for i := 0; i < 3; i++ {
		if code, _, stderr := runCLI(t, "bench", "list", "--db", db); code != 0 {
			t.Fatal(stderr)
		}
	}
	bs, _ := storage.ListBackups(db)
	if len(bs) != 1 || bs[0].Kind != storage.BackupAuto {
		t.Errorf("backups after three commands: %+v, want one automatic", bs)
	}
	// An empty database gets none.
	empty := filepath.Join(t.TempDir(), "empty.db")
	runCLI(t, "bench", "list", "--db", empty)
	if bs, _ := storage.ListBackups(empty); len(bs) != 0 {
		t.Errorf("empty database backed up: %+v", bs)
	}
}

func TestBackupVerbsBadInput(t *testing.T) {
	db := seedTasksDB(t, 1)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"backup", "extra"}, 2, "unexpected argument"},
		{[]string{"backup", "--db", filepath.Join(t.TempDir(), "none.db")}, 1, "no database there"},
		{[]string{"backup", "--out", filepath.Join(t.TempDir(), "no", "dir", "x.db")}, 1, "does not exist"},
		{[]string{"backup", "list", "extra"}, 2, "unexpected argument"},
		{[]string{"restore"}, 2, "give one backup file"},
		{[]string{"restore", "a.db", "b.db"}, 2, "give one backup file"},
		{[]string{"restore", filepath.Join(t.TempDir(), "missing.db")}, 1, "cannot read"},
		{[]string{"restore", db}, 1, "the database itself"},
	} {
		args := c.args
		if !strings.Contains(strings.Join(args, " "), "--db") {
			args = append(args, "--db", db)
		}
		code, _, stderr := runCLI(t, append(args, "--lang", "en")...)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, stderr, c.code, c.want)
		}
	}
	if n := countSavedTasks(t, db); n != 1 {
		t.Errorf("database changed: %d tasks", n)
	}
}

func TestRestoreOnANewComputer(t *testing.T) {
	db := seedTasksDB(t, 3)
	usb := filepath.Join(t.TempDir(), "usb.db")
	if code, _, stderr := runCLI(t, "backup", "--out", usb, "--db", db); code != 0 {
		t.Fatal(stderr)
	}
	fresh := filepath.Join(t.TempDir(), "AppData", "computecheck", "computecheck.db")
	code, out, stderr := runCLI(t, "restore", usb, "--db", fresh, "--lang", "en")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if strings.Contains(out, "kept in") {
		t.Errorf("a safety copy of nothing: %s", out)
	}
	if n := countSavedTasks(t, fresh); n != 3 {
		t.Errorf("%d tasks", n)
	}
	if _, err := os.Stat(storage.LockPath(fresh)); err == nil {
		t.Error("restore left its lock file")
	}
}
