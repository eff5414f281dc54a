package storage

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// One writer per database: the window takes an advisory lock on a file next
// to the database (computecheck.db.lock) for as long as it is open, and a
// second window on the same database is refused with ErrLocked. The lock is
// the operating system's (flock on Unix, LockFileEx on Windows), so it goes
// when its process goes, however it ends: a lock file left by a crashed or
// killed process is simply taken over. The PID written in the file is only
// there to name the holder in the message.
//
// Command-line verbs do not take this lock: they write in short
// transactions that wait for each other and for the window (busy_timeout),
// except `restore`, which replaces the whole database and takes it.

// ErrLocked is the error (test with errors.Is) when another process holds
// the writer lock; the error is a *LockedError naming it.
var ErrLocked = errors.New("the database is open in another ComputeCheck window")

// LockedError says which database is locked and by which process.
type LockedError struct {
	DBPath   string
	LockPath string
	PID      int // 0 when the holder did not say
}

func (e *LockedError) Error() string {
	who := "another process"
	if e.PID > 0 {
		who = "process " + strconv.Itoa(e.PID)
	}
	return fmt.Sprintf("%s is open in another ComputeCheck window (%s); close that window first, or open another database with --db", e.DBPath, who)
}

func (e *LockedError) Unwrap() error { return ErrLocked }

// LockPath is the lock file of a database.
func LockPath(dbPath string) string { return dbPath + ".lock" }

// AcquireWriterLock takes the writer lock of the database at dbPath, or
// returns a *LockedError (errors.Is(err, ErrLocked)) naming the process that
// holds it. The data folder is created if needed (first start). Call release when the database is closed; it removes the lock
// file. The lock does not stop this process from opening the database
// twice: it is between processes.
func AcquireWriterLock(dbPath string) (release func(), err error) {
	if dbPath == "" {
		return nil, errors.New("storage: empty database path")
	}
	lp := LockPath(dbPath)
	if err := os.MkdirAll(filepath.Dir(lp), 0o755); err != nil {
		return nil, fmt.Errorf("cannot create the data folder %s: %w", filepath.Dir(lp), err)
	}
	// The file may be removed by a releasing holder between our open and
	// our lock; then the lock we got is on a file nobody else will see, so
	// try again with the new one.
	for range 20 {
		f, err := os.OpenFile(lp, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, fmt.Errorf("cannot create the lock file %s: %w", lp, err)
		}
		ok, err := lockFile(f)
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("cannot lock %s: %w", lp, err)
		}
		if !ok {
			pid := readPID(f)
			f.Close()
			return nil, &LockedError{DBPath: dbPath, LockPath: lp, PID: pid}
		}
		if !samePath(f, lp) {
			unlockFile(f)
			f.Close()
			continue
		}
		if err := writePID(f); err != nil {
			unlockFile(f)
			f.Close()
			return nil, fmt.Errorf("cannot write the lock file %s: %w", lp, err)
		}
		var done bool
		return func() {
			if done {
				return
			}
			done = true
			releaseLock(f, lp)
		}, nil
	}
	return nil, fmt.Errorf("cannot take the lock %s: it keeps being replaced", lp)
}

func samePath(f *os.File, path string) bool {
	a, err := f.Stat()
	if err != nil {
		return false
	}
	b, err := os.Stat(path)
	if err != nil {
		return false
	}
	return os.SameFile(a, b)
}

func writePID(f *os.File) error {
	if err := f.Truncate(0); err != nil {
		return err
	}
	if _, err := f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0); err != nil {
		return err
	}
	return f.Sync()
}

func readPID(f *os.File) int {
	b := make([]byte, 32)
	n, _ := f.ReadAt(b, 0)
	pid, err := strconv.Atoi(strings.TrimSpace(string(b[:n])))
	if err != nil || pid <= 0 {
		return 0
	}
	return pid
}
