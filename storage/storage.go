// Package storage keeps ComputeCheck's data in one SQLite file: settings,
// saved tasks, GPU catalogue edits, quotes and benchmark results.
//
// Migrations are embedded SQL files applied in order, each in one
// transaction, tracked by PRAGMA user_version (the benbjohnson/wtf pattern).
package storage

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	_ "github.com/mattn/go-sqlite3" // registers the "sqlite3" driver (cgo)

	"computecheck/msg"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// DB is an open ComputeCheck database.
type DB struct {
	sql  *sql.DB
	path string
	// readOnly: the file, its folder or its disk cannot be written, and
	// the database was opened for reading (readonly.go); readOnlyWhy is
	// the fault kind that said so ("full" when the disk had no room even
	// for SQLite's shared-memory file).
	readOnly    bool
	readOnlyWhy string
}

// ErrNewerSchema is returned when the file was written by a newer ComputeCheck.
var ErrNewerSchema error = msg.Errorf("store.newer")

// DefaultPath is the database in the user's data folder: on Linux
// $XDG_DATA_HOME/computecheck (~/.local/share/computecheck), on Windows
// %LOCALAPPDATA%\computecheck (not the roaming profile), on macOS
// ~/Library/Application Support/computecheck.
func DefaultPath() (string, error) {
	dir, err := DataDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "computecheck.db"), nil
}

// DataDir is the per-user data folder for ComputeCheck.
func DataDir() (string, error) {
	if d := os.Getenv("LOCALAPPDATA"); d != "" {
		return filepath.Join(d, "computecheck"), nil
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "computecheck"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", msg.Because(err, "store.no_home")
	}
	if _, err := os.Stat(filepath.Join(home, "Library", "Application Support")); err == nil {
		return filepath.Join(home, "Library", "Application Support", "computecheck"), nil
	}
	return filepath.Join(home, ".local", "share", "computecheck"), nil
}

// Open opens (creating if needed) the database at path and migrates it.
// Per-connection pragmas go in the DSN so every pooled connection has them.
// A missing or empty file beside backups of it is a *LostError
// (startup.go), and the temporary files interrupted runs left are removed
// first (temps.go).
func Open(path string) (*DB, error) { return open(path, true) }

func open(path string, lost bool) (*DB, error) {
	if path == "" {
		return nil, msg.Errorf("store.empty_path")
	}
	CleanTemps(path)
	if lost {
		if err := checkLost(path); err != nil {
			return nil, err
		}
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, msg.Because(err, "store.mkdir_data", dir)
		}
	}
	sdb, err := sql.Open("sqlite3", dsn(path))
	if err != nil {
		return nil, msg.Because(err, "store.open", path)
	}
	db := &DB{sql: sdb, path: path}
	if err := pingRW(sdb); err != nil {
		sdb.Close()
		if err := asDamaged(path, err); errors.Is(err, ErrDamaged) {
			return nil, err
		}
		// A database on a read-only disk or in a read-only folder is
		// still read: listing and comparing need no write.
		ro, rerr := openReadOnly(path, err)
		if rerr != nil {
			return nil, rerr
		}
		sdb, db.sql, db.readOnly, db.readOnlyWhy = ro, ro, true, faultKind(err)
	}
	// A damaged file is reported before anything is written to it
	// (integrity.go).
	if err := db.QuickCheck(context.Background()); err != nil {
		sdb.Close()
		return nil, err
	}
	// Nor is a trigger or view the app did not create ever run (plant.go).
	if err := checkNoPlant(context.Background(), sdb, path); err != nil {
		sdb.Close()
		return nil, err
	}
	if err := db.migrate(context.Background()); err != nil {
		sdb.Close()
		return nil, err
	}
	return db, nil
}

// dsn is the data source name of the database at path: per-connection
// pragmas go here so every pooled connection has them.
func dsn(path string) string {
	q := url.Values{}
	q.Set("_foreign_keys", "on")
	q.Set("_journal_mode", "WAL")
	q.Set("_busy_timeout", "5000")
	q.Set("_txlock", "immediate")
	q.Set("_synchronous", "NORMAL")
	return fileURI(path) + "?" + q.Encode()
}

// fileURI is path as an SQLite URI filename. SQLite decodes %XX in it and
// ends the path at '?' or '#', so "data #1/cc.db" would open "data " and
// "%41.db" the file "A.db": every byte but the unreserved ones and '/' is
// percent-encoded. The path is made absolute first, so a path that begins
// with "//" is not taken for an authority.
func fileURI(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	p := filepath.ToSlash(path)
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	b.WriteString("file:")
	if !strings.HasPrefix(p, "/") {
		b.WriteString("///") // a Windows drive: file:///C:/...
	} else {
		b.WriteString("//") // empty authority, then the absolute path
	}
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9',
			c == '-', c == '.', c == '_', c == '~', c == '/':
			b.WriteByte(c)
		case c == ':' && i == 1: // the drive letter's colon
			b.WriteByte(c)
		default:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}

// Close closes the database.
func (db *DB) Close() error { return db.sql.Close() }

// Path is the file the database lives in.
func (db *DB) Path() string { return db.path }

// SQL exposes the handle for packages of this module's storage layer tests.
func (db *DB) SQL() *sql.DB { return db.sql }

type migration struct {
	version int
	name    string
	sql     string
}

func loadMigrations(fsys fs.FS) ([]migration, error) {
	names, err := fs.Glob(fsys, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []migration
	for i, n := range names {
		base := filepath.Base(n)
		v, err := strconv.Atoi(strings.SplitN(base, "_", 2)[0])
		if err != nil || v != i+1 {
			return nil, msg.Errorf("store.migration_number", base, i+1)
		}
		b, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		out = append(out, migration{version: v, name: base, sql: string(b)})
	}
	return out, nil
}

// SchemaVersion is the newest migration this binary knows.
func SchemaVersion() int {
	ms, _ := loadMigrations(migrationFS)
	return len(ms)
}

func (db *DB) migrate(ctx context.Context) error {
	ms, err := loadMigrations(migrationFS)
	if err != nil {
		return err
	}
	return db.applyMigrations(ctx, ms)
}

func (db *DB) applyMigrations(ctx context.Context, ms []migration) error {
	var cur int
	if err := db.sql.QueryRowContext(ctx, "PRAGMA user_version").Scan(&cur); err != nil {
		return msg.Because(err, "store.not_ours", db.path)
	}
	if cur > len(ms) {
		return msg.Wrap(ErrNewerSchema, "store.newer_db", db.path, cur, len(ms))
	}
	if db.readOnly && cur < len(ms) {
		kind := "readonly_old"
		if cur == 0 {
			kind = "readonly" // no ComputeCheck schema at all: nothing older to speak of
		}
		return &FaultError{Path: db.path, Kind: kind, Err: msg.Errorf("store.schema_version", cur)}
	}
	for _, m := range ms[cur:] {
		tx, err := db.sql.BeginTx(ctx, nil)
		if err != nil {
			return fault(db.path, err)
		}
		if _, err := tx.ExecContext(ctx, m.sql); err != nil {
			tx.Rollback()
			if IsFault(err) {
				return fault(db.path, err)
			}
			return msg.Because(err, "store.migration_failed", m.name, m.version-1)
		}
		// PRAGMA cannot take a bound parameter; the value is our own integer.
		if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", m.version)); err != nil {
			tx.Rollback()
			return err
		}
		if err := tx.Commit(); err != nil {
			if IsFault(err) {
				return fault(db.path, err)
			}
			return msg.Because(err, "store.migration", m.name)
		}
	}
	return nil
}

// WithTx runs fn in one transaction: all of it is stored, or none. A
// full disk, a read-only file and the like are a *FaultError (fault.go),
// whichever statement met them.
func (db *DB) WithTx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return db.fault(err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return db.fault(err)
	}
	return db.fault(tx.Commit())
}

// exec runs one statement outside a transaction of ours, its faults worded.
func (db *DB) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	res, err := db.sql.ExecContext(ctx, query, args...)
	return res, db.fault(err)
}

// fault is fault(db.path, err), except that a database opened read-only
// because its disk was full says the disk is full, not that it is
// read-only.
func (db *DB) fault(err error) error {
	err = fault(db.path, err)
	var fe *FaultError
	if db.readOnlyWhy == "full" && errors.As(err, &fe) && fe.Kind == "readonly" {
		return &FaultError{Path: fe.Path, Kind: "full", Err: fe.Err}
	}
	return err
}
