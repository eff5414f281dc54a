package storage

import (
	"errors"
	"io/fs"
	"os"

	"computecheck/msg"
)

// A database file that is missing or zero bytes long while backups of it
// sit beside it is not a first start: the file was lost (a sync tool, a
// full disk, a kill before the first write). SQLite would open it as a new,
// empty database, and the window would show no quotes as if that were the
// truth. Open says so instead and names the newest backup; OpenEmpty starts
// an empty database there when that is what the user wants.

// ErrLostDatabase is the error (errors.Is) for a missing or empty
// database beside backups of it; the error is a *LostError.
var ErrLostDatabase error = msg.Errorf("store.lost")

// LostError names the database, whether it is there at all, and the
// newest of its backups.
type LostError struct {
	Path    string
	Empty   bool // the file is there with zero bytes (else it is missing)
	Latest  string
	Backups int
}

// Message words the error with the two ways out.
func (e *LostError) Message() msg.Msg {
	key := "startup.db_missing"
	if e.Empty {
		key = "startup.db_empty"
	}
	return msg.New(key, e.Path, e.Backups, BackupDir(e.Path), e.Latest)
}

func (e *LostError) Error() string { return e.Message().In("en") }
func (e *LostError) Unwrap() error { return ErrLostDatabase }

// checkLost returns a *LostError when the database at path is missing or
// empty and backups of it exist.
func checkLost(path string) error {
	_, err := os.Stat(path)
	empty := err == nil
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err == nil && zeroBytes(path):
	default:
		return nil
	}
	bs, err := ListBackups(path)
	if err != nil || len(bs) == 0 {
		return nil
	}
	return &LostError{Path: path, Empty: empty, Latest: bs[0].Path, Backups: len(bs)}
}

// zeroBytes reports a regular file of zero bytes with no write-ahead log
// holding anything (one with a log is SQLite's to read).
func zeroBytes(path string) bool {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() || st.Size() != 0 {
		return false
	}
	wal, err := os.Stat(path + "-wal")
	return err != nil || wal.Size() == 0
}

// OpenEmpty is Open for a database the user chose to start empty although
// backups of it exist (the backups are left as they are).
func OpenEmpty(path string) (*DB, error) { return open(path, false) }
