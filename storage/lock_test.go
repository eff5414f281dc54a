package storage

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

func TestWriterLockIsExclusiveAndReleased(t *testing.T) {
	path := filepath.Join(t.TempDir(), "computecheck.db")
	release, err := AcquireWriterLock(path)
	if err != nil {
		t.Fatal(err)
	}
	assertMode644(t, LockPath(path))
	if b, _ := os.ReadFile(LockPath(path)); strings.TrimSpace(string(b)) != strconv.Itoa(os.Getpid()) {
		t.Errorf("lock file holds %q, want our PID", b)
	}
	// A second holder (another window) is refused, told who holds it.
	_, err = AcquireWriterLock(path)
	var le *LockedError
	if !errors.Is(err, ErrLocked) || !errors.As(err, &le) || le.PID != os.Getpid() {
		t.Fatalf("second acquire: %v", err)
	}
	for _, want := range []string{path, "process " + strconv.Itoa(os.Getpid()), "close that window"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message lacks %q: %s", want, err)
		}
	}
	release()
	release() // twice is harmless
	if runtime.GOOS != "windows" {
		if _, err := os.Stat(LockPath(path)); err == nil {
			t.Error("lock file left after release")
		}
	}
	r2, err := AcquireWriterLock(path)
	if err != nil {
		t.Fatalf("after release: %v", err)
	}
	r2()
}

func TestWriterLockOfKilledProcessIsTakenOver(t *testing.T) {
	path := filepath.Join(t.TempDir(), "computecheck.db")
	cmd, lines := startHelper(t, "hold-lock", path)
	l := waitLine(t, lines, "LOCKED")
	pid, _ := strconv.Atoi(strings.TrimPrefix(l, "LOCKED "))

	_, err := AcquireWriterLock(path)
	var le *LockedError
	if !errors.As(err, &le) || le.PID != pid || pid != cmd.Process.Pid {
		t.Fatalf("while the child holds it: %v (child pid %d)", err, cmd.Process.Pid)
	}
	killHelper(t, cmd)
	// The killed process's file is still there, with its PID: stale.
	if _, err := os.Stat(LockPath(path)); err != nil {
		t.Fatalf("expected a stale lock file: %v", err)
	}
	release, err := AcquireWriterLock(path)
	if err != nil {
		t.Fatalf("stale lock not taken over: %v", err)
	}
	defer release()
	if b, _ := os.ReadFile(LockPath(path)); strings.TrimSpace(string(b)) != strconv.Itoa(os.Getpid()) {
		t.Errorf("lock file holds %q after take-over", b)
	}
}

func TestWriterLockStaleFileWithGarbage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "computecheck.db")
	os.WriteFile(LockPath(path), []byte("not a pid at all, and longer than the old one\n"), 0o644)
	release, err := AcquireWriterLock(path)
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	if b, _ := os.ReadFile(LockPath(path)); strings.TrimSpace(string(b)) != strconv.Itoa(os.Getpid()) {
		t.Errorf("lock file holds %q", b)
	}
}

func TestWriterLockErrors(t *testing.T) {
	if _, err := AcquireWriterLock(""); err == nil {
		t.Error("empty path accepted")
	}
	// First start: the data folder does not exist yet.
	release, err := AcquireWriterLock(filepath.Join(t.TempDir(), "new", "folder", "cc.db"))
	if err != nil {
		t.Errorf("missing folder: %v", err)
	} else {
		release()
	}
	// A file where the folder should be.
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	if _, err := AcquireWriterLock(filepath.Join(file, "cc.db")); err == nil || errors.Is(err, ErrLocked) {
		t.Errorf("folder is a file: %v", err)
	}
}
