package storage

import (
	"errors"
	"syscall"

	"github.com/mattn/go-sqlite3"

	"computecheck/msg"
)

// Faults are failures of the place the database lives, not of what was
// being stored: the disk is full, the file, its folder or the disk is
// read-only, the disk fails, another program holds the file. SQLite says
// them in English ("database or disk is full", "attempt to write a
// readonly database"), and an import that meets one at its 1,705th row
// would blame that row. A *FaultError names the database and the way
// out, in the user's language, and is what every write that fails this
// way returns (WithTx, imports, backups, restores); any other SQLite
// error of this kind that reaches a message is worded by the reason
// registered below.

// FaultError is a database that could not be written (or opened) for a
// reason outside the data.
type FaultError struct {
	Path string // the database, or the folder a copy was being written to
	Kind string // full | readonly | readonly_old | io | busy | cantopen
	Err  error  // what SQLite or the system said
}

func (e *FaultError) Error() string { return e.Message().In("en") }

// Message words the fault: which file, what happened, what to do.
func (e *FaultError) Message() msg.Msg { return msg.New("store.fault."+e.Kind, e.Path) }

func (e *FaultError) Unwrap() error { return e.Err }

// faultKind classifies err (anywhere in its chain) as a fault, or "".
func faultKind(err error) string {
	var se sqlite3.Error
	if errors.As(err, &se) {
		if k := sqliteFault(se); k != "" {
			return k
		}
	}
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return "full"
	case errors.Is(err, syscall.EROFS):
		return "readonly"
	}
	return ""
}

func sqliteFault(se sqlite3.Error) string {
	switch se.Code {
	case sqlite3.ErrFull:
		return "full"
	case sqlite3.ErrReadonly:
		return "readonly"
	case sqlite3.ErrIoErr:
		switch se.SystemErrno {
		case syscall.ENOSPC:
			return "full"
		case syscall.EROFS:
			return "readonly"
		}
		return "io"
	case sqlite3.ErrBusy, sqlite3.ErrLocked:
		return "busy"
	case sqlite3.ErrCantOpen, sqlite3.ErrPerm:
		return "cantopen"
	}
	return ""
}

// fault returns err as a *FaultError for the database at path when it is
// one (a fault found deeper in a chain — "m.csv row 2: disk full" — is
// returned alone: it was not the row's doing), else err as it is.
func fault(path string, err error) error {
	if err == nil {
		return nil
	}
	var fe *FaultError
	if errors.As(err, &fe) {
		return fe
	}
	if k := faultKind(err); k != "" {
		return &FaultError{Path: path, Kind: k, Err: err}
	}
	return err
}

// IsFault reports whether err is a fault of the database's place (full,
// read-only, failing or busy), as opposed to something about the data.
func IsFault(err error) bool {
	var fe *FaultError
	return errors.As(err, &fe) || faultKind(err) != ""
}

func init() {
	// SQLite's own words for a fault, wherever one reaches a message
	// without a FaultError around it, in the user's language.
	msg.RegisterReason(func(err error) (msg.Msg, bool) {
		var se sqlite3.Error
		switch e := err.(type) {
		case sqlite3.Error:
			se = e
		case *sqlite3.Error:
			se = *e
		default:
			return msg.Msg{}, false
		}
		if k := sqliteFault(se); k != "" {
			return msg.New("store.reason." + k), true
		}
		return msg.Msg{}, false
	})
}
