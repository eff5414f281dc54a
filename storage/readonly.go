package storage

import (
	"context"
	"database/sql"
	"os"

	"computecheck/msg"
)

// A database on a read-only disk (a mounted image, a write-protected USB
// stick), in a folder the user cannot write or as a file they cannot
// write is still the user's data: Open opens it for reading, so listing,
// comparing, charting and exporting work, and any change fails with a
// *FaultError of kind "readonly" that says so — not SQLite's "unable to
// open database file: no such file or directory" for a file that exists,
// nor a CSV row blamed for it.
//
// SQLite reads a WAL database read-only when it can create the -shm file
// beside it; on a read-only disk it cannot, and the file is opened
// immutable — safe there, as nothing can write it — unless a -wal with
// data is beside it (immutable would ignore those transactions).

// pingRW opens the first connection for reading and writing (tests make
// it fail as a read-only disk would, since they run as root, whom file
// permissions do not stop).
var pingRW = func(db *sql.DB) error { return db.Ping() }

// ReadOnly reports whether the database was opened for reading only.
func (db *DB) ReadOnly() bool { return db.readOnly }

// openReadOnly opens path for reading after opening it for writing failed
// with cause.
func openReadOnly(path string, cause error) (*sql.DB, error) {
	switch faultKind(cause) {
	case "readonly", "cantopen", "full":
	default:
		// Busy (another process mid-recovery) or a failing disk: opening
		// it read-only would hide that, and refuse every change wrongly.
		return nil, openFault(path, cause)
	}
	st, err := os.Stat(path)
	if err != nil || st.Size() == 0 || !st.Mode().IsRegular() {
		return nil, openFault(path, cause)
	}
	dsns := []string{fileURI(path) + "?mode=ro&_foreign_keys=on&_busy_timeout=5000"}
	if wal, err := os.Stat(path + "-wal"); err != nil || wal.Size() == 0 {
		dsns = append(dsns, fileURI(path)+"?mode=ro&immutable=1&_foreign_keys=on")
	}
	for _, d := range dsns {
		sdb, err := sql.Open("sqlite3", d)
		if err != nil {
			continue
		}
		var n int
		if err := sdb.QueryRowContext(context.Background(), "SELECT count(*) FROM sqlite_master").Scan(&n); err != nil {
			sdb.Close()
			if c, _ := isCorrupt(err); c {
				return nil, asDamaged(path, err)
			}
			continue
		}
		return sdb, nil
	}
	return nil, openFault(path, cause)
}

// openFault words a database that could be opened neither way.
func openFault(path string, cause error) error {
	if IsFault(cause) {
		return fault(path, cause)
	}
	return msg.Because(cause, "store.open", path)
}
