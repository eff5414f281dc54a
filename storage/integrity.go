package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/mattn/go-sqlite3"

	"computecheck/msg"
)

// ErrDamaged is the error (test with errors.Is) for a database file that
// SQLite cannot read or whose pages do not check out. The file is left as it
// is: nothing in this package replaces a damaged file, only Restore does,
// when the user asks, after keeping a copy.
var ErrDamaged error = msg.Errorf("store.damaged")

// DamagedError says which file is damaged, what SQLite found, and the way
// out: the folder with the backups and the newest one in it.
type DamagedError struct {
	Path      string // the database file
	Detail    string // SQLite's finding (first lines of PRAGMA quick_check, or its error)
	NotSQLite bool   // the file does not even start like a SQLite database
	BackupDir string // where backups of Path are kept
	Latest    string // the newest backup, "" when there is none
}

func (e *DamagedError) Error() string { return e.Message().In("en") }

// Message words the error: which file, what SQLite found (its own words,
// in brackets), and the way out.
func (e *DamagedError) Message() msg.Msg {
	what := msg.New("store.damaged.db", e.Path)
	if e.NotSQLite {
		what = msg.New("store.damaged.not_sqlite", e.Path)
	}
	detail := msg.Msg{}
	if e.Detail != "" {
		detail = msg.New("store.damaged.detail", e.Detail)
	}
	out := msg.New("store.damaged.no_backup", e.BackupDir)
	if e.Latest != "" {
		out = msg.New("store.damaged.restore", e.Latest, e.BackupDir)
	}
	return msg.New("store.damaged.full", what, detail, out)
}

func (e *DamagedError) Unwrap() error { return ErrDamaged }

// damaged builds the error for path, naming the newest backup.
func damaged(path, detail string, notSQLite bool) *DamagedError {
	e := &DamagedError{Path: path, Detail: detail, NotSQLite: notSQLite, BackupDir: BackupDir(path)}
	if bs, err := ListBackups(path); err == nil && len(bs) > 0 {
		e.Latest = bs[0].Path
	}
	return e
}

// isCorrupt reports whether err is SQLite saying the file is not a database
// or is malformed, as opposed to locked, missing or unreadable.
func isCorrupt(err error) (corrupt, notADB bool) {
	var se sqlite3.Error
	if errors.As(err, &se) {
		return se.Code == sqlite3.ErrCorrupt || se.Code == sqlite3.ErrNotADB, se.Code == sqlite3.ErrNotADB
	}
	return false, false
}

// asDamaged turns an error from opening or reading path into a
// *DamagedError when SQLite says the file is damaged; other errors pass.
func asDamaged(path string, err error) error {
	if c, notADB := isCorrupt(err); c {
		return damaged(path, err.Error(), notADB)
	}
	return err
}

// QuickCheck runs PRAGMA quick_check (every page and record format, not
// index contents) and returns a *DamagedError when it finds anything. Open
// runs it before anything is written, so a damaged file is reported, never
// migrated or overwritten.
func (db *DB) QuickCheck(ctx context.Context) error {
	return db.check(ctx, "quick_check")
}

// IntegrityCheck is QuickCheck plus index contents (PRAGMA
// integrity_check): slower, for a "check the database" button and tests.
func (db *DB) IntegrityCheck(ctx context.Context) error {
	return db.check(ctx, "integrity_check")
}

func (db *DB) check(ctx context.Context, pragma string) error {
	lines, err := checkLines(ctx, db.sql, pragma)
	if err != nil {
		return asDamaged(db.path, err)
	}
	if len(lines) == 1 && lines[0] == "ok" {
		return nil
	}
	return damaged(db.path, pragma+": "+summarize(lines), false)
}

// checkLines runs a check pragma (limited to 10 findings).
func checkLines(ctx context.Context, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}, pragma string) ([]string, error) {
	rows, err := q.QueryContext(ctx, "PRAGMA "+pragma+"(10)")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		lines = append(lines, s)
	}
	return lines, rows.Err()
}

func summarize(lines []string) string {
	if len(lines) == 0 {
		return "-"
	}
	s := strings.Join(strings.Fields(lines[0]), " ")
	if len(lines) > 1 {
		s += fmt.Sprintf(" (+%d)", len(lines)-1) // SQLite's findings are its own words; a count needs none
	}
	return s
}
