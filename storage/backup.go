package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/mattn/go-sqlite3"

	"computecheck/export"
	"computecheck/msg"
)

// Backups are whole copies of the database in a `backups` folder beside it,
// named <db name>-YYYYMMDD-HHMMSS-<kind>.db in local time (a "-2", "-3"
// before the kind when two fall in the same second). Each is written with
// VACUUM INTO, a consistent snapshot even while the window or another
// command writes, into a temporary file that is checked (quick_check),
// synced and only then renamed to its name, so a backup that is listed is
// whole.
//
// Policy:
//   - automatic (kind "auto"): AutoBackup, called when the window opens a
//     database and by every command that opens one, writes one when the
//     newest automatic backup is older than AutoBackupInterval (a day) and
//     the database holds anything. The newest KeepAutoBackups (10) are kept;
//     older automatic ones are deleted.
//   - before a share import that overwrites something ("before-import"):
//     the newest 10 are kept, like automatic ones.
//   - "back up now" / `computecheck backup` ("manual") and the copy taken
//     before a restore ("before-restore") are never deleted by the program.
//
// Restore never leaves a half-copied database: see Restore.

// Backup kinds, the last part of a backup's name.
const (
	BackupAuto          = "auto"
	BackupManual        = "manual"
	BackupBeforeRestore = "before-restore"
	BackupBeforeImport  = "before-import"
)

// KeepAutoBackups is how many automatic (and before-import) backups are
// kept; older ones are deleted.
const KeepAutoBackups = 10

// AutoBackupInterval is the least time between two automatic backups.
const AutoBackupInterval = 24 * time.Hour

// now is the clock for backup names and the once-a-day rule (tests set it).
var now = time.Now

// BackupInfo is one backup file.
type BackupInfo struct {
	Path      string    `json:"path"`
	Name      string    `json:"name"`
	Kind      string    `json:"kind"` // auto | manual | before-restore | before-import
	CreatedAt time.Time `json:"created_at"`
	SizeBytes int64     `json:"size_bytes"`
}

// BackupDir is the folder where the backups of the database at dbPath go.
func BackupDir(dbPath string) string {
	return filepath.Join(filepath.Dir(dbPath), "backups")
}

func dbStem(dbPath string) string {
	base := filepath.Base(dbPath)
	if ext := filepath.Ext(base); ext != "" && ext != base {
		base = strings.TrimSuffix(base, ext)
	}
	return base
}

func backupPattern(dbPath string) *regexp.Regexp {
	return regexp.MustCompile(`^` + regexp.QuoteMeta(dbStem(dbPath)) +
		`-([0-9]{8}-[0-9]{6})(?:-([0-9]+))?-(auto|manual|before-restore|before-import)\.db$`)
}

const backupTimeLayout = "20060102-150405"

// ListBackups lists the backups of the database at dbPath, newest first. It
// does not open the database, so it works when the database is damaged. No
// backup folder is no backups, not an error.
func ListBackups(dbPath string) ([]BackupInfo, error) {
	dir := BackupDir(dbPath)
	ents, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return []BackupInfo{}, nil
	}
	if err != nil {
		return nil, msg.Because(err, "store.backup.read_dir", dir)
	}
	re := backupPattern(dbPath)
	out := []BackupInfo{}
	seq := map[string]int{}
	mtime := map[string]time.Time{}
	for _, e := range ents {
		m := re.FindStringSubmatch(e.Name())
		if m == nil || !e.Type().IsRegular() {
			continue
		}
		t, err := time.ParseInLocation(backupTimeLayout, m[1], time.Local)
		if err != nil {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		n, _ := strconv.Atoi(m[2])
		seq[e.Name()] = n
		mtime[e.Name()] = info.ModTime()
		out = append(out, BackupInfo{Path: filepath.Join(dir, e.Name()), Name: e.Name(), Kind: m[3],
			CreatedAt: t, SizeBytes: info.Size()})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].CreatedAt.Equal(out[j].CreatedAt) {
			return out[i].CreatedAt.After(out[j].CreatedAt)
		}
		// Same second: the file written last, then the higher "-N".
		if mi, mj := mtime[out[i].Name], mtime[out[j].Name]; !mi.Equal(mj) {
			return mi.After(mj)
		}
		return seq[out[i].Name] > seq[out[j].Name]
	})
	return out, nil
}

// Backup writes a backup of the given kind into BackupDir and, for the
// kinds the program makes by itself, deletes the oldest beyond
// KeepAutoBackups.
func (db *DB) Backup(ctx context.Context, kind string) (BackupInfo, error) {
	switch kind {
	case BackupAuto, BackupManual, BackupBeforeRestore, BackupBeforeImport:
	default:
		return BackupInfo{}, msg.Errorf("store.backup.kind", kind)
	}
	dir := BackupDir(db.path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return BackupInfo{}, msg.Because(err, "store.backup.mkdir", dir)
	}
	cleanTemps(dir)
	tmp, err := tempPath(dir, "."+dbStem(db.path)+"-backup-*.tmp")
	if err != nil {
		return BackupInfo{}, err
	}
	defer guardTemp(db.path, tmp).done() // temps.go: a kill leaves it to CleanTemps
	defer removeDB(tmp)                  // and its journal, when SQLite failed mid-write
	if err := db.snapshot(ctx, tmp); err != nil {
		return BackupInfo{}, err
	}
	t := now()
	stamp := t.Format(backupTimeLayout)
	for n := 1; n < 1000; n++ {
		name := dbStem(db.path) + "-" + stamp
		if n > 1 {
			name += "-" + strconv.Itoa(n)
		}
		name += "-" + kind + ".db"
		final := filepath.Join(dir, name)
		if err := placeNew(tmp, final); errors.Is(err, fs.ErrExist) {
			continue
		} else if err != nil {
			return BackupInfo{}, msg.Because(err, "store.backup.write", final)
		}
		export.SyncDir(dir)
		st, _ := os.Stat(final)
		b := BackupInfo{Path: final, Name: name, Kind: kind, CreatedAt: t.Truncate(time.Second)}
		if st != nil {
			b.SizeBytes = st.Size()
		}
		if kind == BackupAuto || kind == BackupBeforeImport {
			pruneBackups(db.path, kind, KeepAutoBackups)
		}
		return b, nil
	}
	return BackupInfo{}, msg.Errorf("store.backup.name_second", dir)
}

// BackupTo writes a backup to a file of the user's choosing (`computecheck
// backup --out FILE`). It never overwrites: an existing file is an error.
func (db *DB) BackupTo(ctx context.Context, path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	if _, err := os.Lstat(abs); err == nil {
		return msg.Wrap(export.ErrExists, "store.backup.exists", path)
	}
	if same, _ := sameFile(abs, db.path); same {
		return msg.Errorf("store.backup.is_db", path)
	}
	dir := filepath.Dir(abs)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return msg.Errorf("store.backup.no_folder", path, dir)
	}
	tmp, err := tempPath(dir, "."+filepath.Base(abs)+".*.tmp")
	if err != nil {
		return err
	}
	defer guardTemp(db.path, tmp).done() // temps.go: a kill leaves it to CleanTemps
	defer removeDB(tmp)                  // and its journal, when SQLite failed mid-write
	if err := db.snapshot(ctx, tmp); err != nil {
		return err
	}
	if err := placeNew(tmp, abs); errors.Is(err, fs.ErrExist) {
		return msg.Wrap(export.ErrExists, "store.backup.exists", path)
	} else if err != nil {
		return msg.Because(err, "store.cannot_write", path)
	}
	export.SyncDir(dir)
	return nil
}

// AutoBackup writes an automatic backup unless one was written within
// AutoBackupInterval or the database holds nothing yet; made says whether it
// did. A failure here should be shown, not stop the program: the data
// itself is untouched.
func (db *DB) AutoBackup(ctx context.Context) (b BackupInfo, made bool, err error) {
	if db.readOnly {
		return b, false, nil // nothing can change it, and its folder may not take a copy
	}
	bs, err := ListBackups(db.path)
	if err != nil {
		return b, false, err
	}
	for _, x := range bs {
		if x.Kind == BackupAuto {
			if age := now().Sub(x.CreatedAt); age >= 0 && age < AutoBackupInterval {
				return x, false, nil
			}
			break
		}
	}
	has, err := db.hasData(ctx)
	if err != nil || !has {
		return b, false, err
	}
	b, err = db.Backup(ctx, BackupAuto)
	return b, err == nil, err
}

// hasData reports whether any table holds a row.
func (db *DB) hasData(ctx context.Context) (bool, error) {
	rows, err := db.sql.QueryContext(ctx, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
	if err != nil {
		return false, err
	}
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			rows.Close()
			return false, err
		}
		names = append(names, n)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return false, err
	}
	for _, n := range names {
		var one int
		err := db.sql.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM "`+strings.ReplaceAll(n, `"`, `""`)+`")`).Scan(&one)
		if err != nil {
			return false, err
		}
		if one == 1 {
			return true, nil
		}
	}
	return false, nil
}

// snapshot writes a checked, synced, self-contained copy of the database
// to tmp (which must not exist).
func (db *DB) snapshot(ctx context.Context, tmp string) error {
	if _, err := db.sql.ExecContext(ctx, "VACUUM INTO ?", tmp); err != nil {
		return msg.Because(fault(filepath.Dir(tmp), asDamaged(db.path, err)), "store.backup.failed", db.path)
	}
	if err := checkCopy(ctx, tmp); err != nil {
		return msg.Because(fault(filepath.Dir(tmp), err), "store.backup.check_failed", db.path)
	}
	return syncFile(tmp)
}

// checkCopy opens a private copy of a database, turns it into a single
// self-contained file (rollback journal: no -wal beside it to lose) and
// checks it; it returns the schema version.
func checkCopy(ctx context.Context, path string) error {
	_, err := inspectCopy(ctx, path, false)
	return err
}

// copyInfo is what inspectCopy learned about a database file.
type copyInfo struct {
	version int
}

// inspectCopy checks a copy; deep also holds its schema and rows to the
// app's own (plant.go), for a file about to be restored.
func inspectCopy(ctx context.Context, path string, deep bool) (copyInfo, error) {
	var ci copyInfo
	sdb, err := sql.Open("sqlite3", fileURI(path)+"?_journal_mode=DELETE&_busy_timeout=5000")
	if err != nil {
		return ci, err
	}
	defer sdb.Close()
	sdb.SetMaxOpenConns(1)
	lines, err := checkLines(ctx, sdb, "quick_check")
	if err != nil {
		if c, _ := isCorrupt(err); c {
			return ci, msg.Wrap(err, "store.copy.not_sqlite") // the driver's words add nothing
		}
		return ci, err
	}
	if len(lines) != 1 || lines[0] != "ok" {
		return ci, msg.Errorf("store.copy.damaged", summarize(lines))
	}
	if err := sdb.QueryRowContext(ctx, "PRAGMA user_version").Scan(&ci.version); err != nil {
		return ci, err
	}
	var n int
	if err := sdb.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'settings'").Scan(&n); err != nil {
		return ci, err
	}
	if n == 0 || ci.version < 1 {
		return ci, msg.Errorf("store.copy.not_ours")
	}
	if ci.version > SchemaVersion() {
		return ci, msg.Wrap(ErrNewerSchema, "store.copy.newer", ci.version, SchemaVersion())
	}
	if deep {
		if err := checkPlanted(ctx, sdb, ci.version); err != nil {
			return ci, err
		}
	}
	return ci, sdb.Close()
}

// RestoreResult is what Restore did.
type RestoreResult struct {
	Restored string `json:"restored"` // the backup file put in place
	// SafetyCopy is the backup of the database as it was, "" when there
	// was no database yet.
	SafetyCopy string `json:"safety_copy"`
	// WasDamaged is true when the database could not be read and was
	// replaced as a file (its copy, -wal included, is SafetyCopy).
	WasDamaged bool `json:"was_damaged"`
}

// Restore puts the backup file in place of the database at dbPath. The
// caller must have closed its *DB (and holds the writer lock, so no other
// window has it open); reopen with Open afterwards, which brings an older
// backup's schema up to date.
//
// The backup is first copied beside the database and checked (a damaged or
// foreign file, or one from a newer ComputeCheck, is refused with the
// database untouched). The database as it was is then backed up
// (BackupBeforeRestore) and replaced in one step:
//   - a readable database is overwritten through SQLite's backup API in one
//     transaction, which other processes that have it open see whole, and
//     which a crash rolls back;
//   - a damaged one (which SQLite cannot write through) is kept byte for
//     byte in the backups folder, then the checked copy, synced, is renamed
//     over it.
//
// Either way the database is as before or as the backup, never half of one.
func Restore(ctx context.Context, dbPath, backupFile string) (RestoreResult, error) {
	res := RestoreResult{Restored: backupFile}
	if dbPath == "" || backupFile == "" {
		return res, msg.Errorf("store.restore.args")
	}
	st, err := os.Stat(backupFile)
	if err != nil {
		return res, msg.Because(err, "store.cannot_read", backupFile)
	}
	if !st.Mode().IsRegular() {
		return res, msg.Errorf("store.restore.not_file", backupFile)
	}
	if same, _ := sameFile(backupFile, dbPath); same {
		return res, msg.Errorf("store.backup.is_db", backupFile)
	}
	dir := filepath.Dir(dbPath)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return res, msg.Because(err, "store.mkdir_data", dir)
	}
	tmp, err := tempPath(dir, "."+filepath.Base(dbPath)+".restore-*.tmp")
	if err != nil {
		return res, err
	}
	defer guardTemp(dbPath, tmp).done() // temps.go: a kill leaves it to CleanTemps
	defer removeDB(tmp)
	if err := copyFile(backupFile, tmp); err != nil {
		return res, msg.Because(err, "store.restore.copy", backupFile)
	}
	// A byte copy of a damaged database carries its write-ahead log beside
	// it; bring it along so the committed transactions in it come back.
	if _, err := os.Stat(backupFile + "-wal"); err == nil {
		if err := copyFile(backupFile+"-wal", tmp+"-wal"); err != nil {
			return res, msg.Because(err, "store.restore.copy", backupFile+"-wal")
		}
	}
	if _, err := inspectCopy(ctx, tmp, true); err != nil {
		if errors.Is(err, ErrPlanted) {
			return res, msg.Wrap(err, "plant.restore_refused", backupFile, reason(err))
		}
		return res, msg.Wrap(err, "store.restore.refused", backupFile, reason(err))
	}
	if err := syncFile(tmp); err != nil {
		return res, err
	}

	if _, err := os.Stat(dbPath); errors.Is(err, fs.ErrNotExist) || zeroBytes(dbPath) {
		// Nothing to keep (no file, or one of zero bytes: startup.go): a
		// stale log of an older file must not be replayed onto the new one.
		os.Remove(dbPath + "-wal")
		os.Remove(dbPath + "-shm")
		return res, placeRename(tmp, dbPath)
	}

	cur, err := openPlain(dbPath)
	if err == nil {
		err = cur.QuickCheck(ctx)
		if err != nil {
			cur.Close()
		}
	}
	if err != nil && !errors.Is(err, ErrDamaged) {
		return res, msg.Wrap(err, "store.restore.over", dbPath, reason(err))
	}
	if err == nil {
		defer cur.Close()
		safety, err := cur.Backup(ctx, BackupBeforeRestore)
		if err != nil {
			return res, msg.Wrap(err, "store.restore.unchanged", reason(err))
		}
		res.SafetyCopy = safety.Path
		if err := cur.overwriteFrom(ctx, tmp); err != nil {
			err = fault(dbPath, err)
			return res, msg.Wrap(err, "store.restore.failed", backupFile, reason(err))
		}
		return res, nil
	}

	res.WasDamaged = true
	safety, err := keepDamaged(dbPath)
	if err != nil {
		return res, msg.Wrap(err, "store.restore.keep_damaged", dbPath, reason(err))
	}
	res.SafetyCopy = safety
	// The log belongs to the damaged file (its copy is kept): replayed onto
	// the restored one it would damage it. Removed before the rename, so a
	// crash in between leaves the damaged file (kept anyway), never the
	// restored one with a foreign log.
	for _, s := range []string{"-wal", "-shm"} {
		if err := os.Remove(dbPath + s); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return res, msg.Because(err, "store.restore.cannot")
		}
	}
	return res, placeRename(tmp, dbPath)
}

// openPlain opens an existing database with the usual pragmas, without the
// checks and migrations of Open.
func openPlain(path string) (*DB, error) {
	sdb, err := sql.Open("sqlite3", dsn(path))
	if err != nil {
		return nil, err
	}
	if err := sdb.Ping(); err != nil {
		sdb.Close()
		return nil, asDamaged(path, err)
	}
	return &DB{sql: sdb, path: path}, nil
}

// overwriteFrom replaces the database's content with the database in src,
// through SQLite's backup API in one step: one write transaction.
func (db *DB) overwriteFrom(ctx context.Context, src string) error {
	if err := db.matchPageSize(ctx, src); err != nil {
		return err
	}
	srcDB, err := sql.Open("sqlite3", fileURI(src)+"?mode=ro")
	if err != nil {
		return err
	}
	defer srcDB.Close()
	sc, err := srcDB.Conn(ctx)
	if err != nil {
		return err
	}
	defer sc.Close()
	dc, err := db.sql.Conn(ctx)
	if err != nil {
		return err
	}
	defer dc.Close()
	deadline := time.Now().Add(30 * time.Second)
	return dc.Raw(func(d any) error {
		return sc.Raw(func(s any) error {
			dconn, ok1 := d.(*sqlite3.SQLiteConn)
			sconn, ok2 := s.(*sqlite3.SQLiteConn)
			if !ok1 || !ok2 {
				return errors.New("storage: not a sqlite3 connection")
			}
			bk, err := dconn.Backup("main", sconn, "main")
			if err != nil {
				return err
			}
			for {
				done, err := bk.Step(-1)
				if err != nil {
					bk.Finish()
					return err
				}
				if done {
					return bk.Finish()
				}
				// Busy: another process is writing; its transaction is short.
				if time.Now().After(deadline) {
					bk.Finish()
					return msg.Errorf("store.restore.busy")
				}
				time.Sleep(50 * time.Millisecond)
			}
		})
	})
}

// matchPageSize rewrites the private copy src in the database's page size.
// SQLite's backup API cannot change the page size of a database in WAL
// mode and fails with "attempt to write a readonly database": a sound
// backup made with another page size (65536, by another tool) was refused
// with those words.
func (db *DB) matchPageSize(ctx context.Context, src string) error {
	var want, got int
	if err := db.sql.QueryRowContext(ctx, "PRAGMA page_size").Scan(&want); err != nil {
		return err
	}
	sdb, err := sql.Open("sqlite3", fileURI(src)+"?_journal_mode=DELETE")
	if err != nil {
		return err
	}
	defer sdb.Close()
	sdb.SetMaxOpenConns(1)
	if err := sdb.QueryRowContext(ctx, "PRAGMA page_size").Scan(&got); err != nil {
		return err
	}
	if got == want {
		return nil
	}
	// PRAGMA cannot take a bound parameter; want is SQLite's own integer.
	if _, err := sdb.ExecContext(ctx, fmt.Sprintf("PRAGMA page_size = %d", want)); err != nil {
		return err
	}
	if _, err := sdb.ExecContext(ctx, "VACUUM"); err != nil {
		return fault(filepath.Dir(src), err)
	}
	return sdb.Close()
}

// keepDamaged copies a damaged database byte for byte (and its -wal) into
// the backup folder as a before-restore backup and returns its path.
func keepDamaged(dbPath string) (string, error) {
	dir := BackupDir(dbPath)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	stamp := now().Format(backupTimeLayout)
	for n := 1; n < 1000; n++ {
		name := dbStem(dbPath) + "-" + stamp
		if n > 1 {
			name += "-" + strconv.Itoa(n)
		}
		final := filepath.Join(dir, name+"-"+BackupBeforeRestore+".db")
		if _, err := os.Lstat(final); err == nil {
			continue
		}
		if _, err := os.Stat(dbPath + "-wal"); err == nil {
			if err := copyNew(dbPath+"-wal", final+"-wal"); err != nil {
				return "", err
			}
		}
		if err := copyNew(dbPath, final); errors.Is(err, fs.ErrExist) {
			continue
		} else if err != nil {
			return "", err
		}
		return final, nil
	}
	return "", msg.Errorf("store.backup.name", dir)
}

// copyNew copies src to a new file dst (temp + sync + rename).
func copyNew(src, dst string) error {
	tmp, err := tempPath(filepath.Dir(dst), "."+filepath.Base(dst)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp)
	if err := copyFile(src, tmp); err != nil {
		return err
	}
	if err := syncFile(tmp); err != nil {
		return err
	}
	if err := placeNew(tmp, dst); err != nil {
		return err
	}
	export.SyncDir(filepath.Dir(dst))
	return nil
}

// pruneBackups deletes the backups of one kind beyond the newest keep.
func pruneBackups(dbPath, kind string, keep int) {
	bs, err := ListBackups(dbPath)
	if err != nil {
		return
	}
	n := 0
	for _, b := range bs {
		if b.Kind != kind {
			continue
		}
		n++
		if n > keep {
			os.Remove(b.Path)
			os.Remove(b.Path + "-wal")
		}
	}
}

// cleanTemps removes temporary files an interrupted backup left (older
// than an hour, so a backup running in another process is not touched).
func cleanTemps(dir string) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		stem, ok := tempStem(e.Name())
		if !ok || !strings.HasPrefix(stem, ".") {
			continue
		}
		if info, err := e.Info(); err == nil && now().Sub(info.ModTime()) > time.Hour {
			removeDB(filepath.Join(dir, stem))
		}
	}
}

// tempPath returns a fresh name in dir that does not exist (SQLite's
// VACUUM INTO wants to create the file itself).
func tempPath(dir, pattern string) (string, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return "", msg.Because(err, "store.write_in", dir)
	}
	name := f.Name()
	f.Close()
	if err := os.Remove(name); err != nil {
		return "", err
	}
	return name, nil
}

// placeNew moves the finished file tmp to dst, failing with fs.ErrExist
// rather than replacing a file there. A hard link is atomic and refuses an
// existing name; where links are not supported (FAT), rename after a check.
func placeNew(tmp, dst string) error {
	if err := os.Chmod(tmp, export.FileMode); err != nil {
		return err
	}
	err := os.Link(tmp, dst)
	if err == nil {
		return os.Remove(tmp)
	}
	if errors.Is(err, fs.ErrExist) {
		return err
	}
	if _, serr := os.Lstat(dst); serr == nil {
		return fs.ErrExist
	}
	return os.Rename(tmp, dst)
}

// placeRename renames the synced file tmp over dst and syncs the folder.
func placeRename(tmp, dst string) error {
	if err := os.Chmod(tmp, export.FileMode); err != nil {
		return err
	}
	if err := os.Rename(tmp, dst); err != nil {
		return msg.Because(err, "store.restore.place")
	}
	export.SyncDir(filepath.Dir(dst))
	return nil
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, export.FileMode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// removeDB removes a database file with its journal files.
func removeDB(path string) {
	for _, s := range []string{"", "-wal", "-shm", "-journal"} {
		os.Remove(path + s)
	}
}

func sameFile(a, b string) (bool, error) {
	sa, err := os.Stat(a)
	if err != nil {
		return false, err
	}
	sb, err := os.Stat(b)
	if err != nil {
		return false, err
	}
	return os.SameFile(sa, sb), nil
}
