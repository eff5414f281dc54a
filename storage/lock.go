package storage

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"computecheck/msg"
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
var ErrLocked error = msg.Errorf("store.locked")

// LockedError says which database is locked and by which process.
type LockedError struct {
	DBPath   string
	LockPath string
	PID      int // 0 when the holder did not say
}

func (e *LockedError) Error() string { return e.Message().In("en") }

// Message words the error: the database, the process holding it, the way out.
func (e *LockedError) Message() msg.Msg {
	who := msg.New("store.lock.other_process")
	if e.PID > 0 {
		who = msg.New("store.lock.process", e.PID)
	}
	return msg.New("store.lock.held", e.DBPath, who)
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
		return nil, msg.Errorf("store.empty_path")
	}
	lp := LockPath(dbPath)
	if err := os.MkdirAll(filepath.Dir(lp), 0o755); err != nil {
		return nil, msg.Because(err, "store.mkdir_data", filepath.Dir(lp))
	}
	// The file may be removed by a releasing holder between our open and
	// our lock; then the lock we got is on a file nobody else will see, so
	// try again with the new one.
	for range 20 {
		f, err := os.OpenFile(lp, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, msg.Because(err, "store.lock.create", lp)
		}
		ok, err := lockFile(f)
		if err != nil {
			f.Close()
			return nil, msg.Because(err, "store.lock.lock", lp)
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
			return nil, msg.Because(err, "store.lock.write", lp)
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
	return nil, msg.Errorf("store.lock.replaced", lp)
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
