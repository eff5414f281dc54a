package storage

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Temporary files of an interrupted run. A restore copies the backup
// beside the database first, and a backup writes its copy into a temporary
// file before naming it; a kill in between leaves that file (up to the
// database's size) behind. Each one is recorded while it is written: a
// marker in the backups folder, ".tmp-RANDOM.pending", naming it and
// locked (flock / LockFileEx) by the process writing it. CleanTemps, run
// when a database is opened, removes the files of markers no process
// holds — their writer is gone, however it ended — and, for files left by
// a version without markers, those of the known names older than an hour.

// tempGuard is the marker of one temporary file being written.
type tempGuard struct {
	f    *os.File
	path string
}

// guardTemp records that tmp is being written for the database at dbPath.
// Best effort: without a marker the file is cleaned by its age instead.
func guardTemp(dbPath, tmp string) *tempGuard {
	dir := BackupDir(dbPath)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil
	}
	var rnd [6]byte
	rand.Read(rnd[:])
	p := filepath.Join(dir, ".tmp-"+hex.EncodeToString(rnd[:])+".pending")
	f, err := os.OpenFile(p, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return nil
	}
	if ok, err := lockFile(f); !ok || err != nil {
		f.Close()
		os.Remove(p)
		return nil
	}
	abs, err := filepath.Abs(tmp)
	if err != nil {
		abs = tmp
	}
	if _, err := f.WriteAt([]byte(abs+"\n"), 0); err != nil {
		unlockFile(f)
		f.Close()
		os.Remove(p)
		return nil
	}
	return &tempGuard{f: f, path: p}
}

// done removes the marker (the caller has removed or renamed the file).
func (g *tempGuard) done() {
	if g == nil {
		return
	}
	unlockFile(g.f)
	g.f.Close()
	os.Remove(g.path)
}

// staleAge is how old an unmarked temporary file must be to be taken for
// a leftover rather than one another process is writing.
const staleAge = time.Hour

// CleanTemps removes the temporary files interrupted runs left for the
// database at dbPath (restore copies beside it, backups in its backups
// folder, `backup --out` files wherever they were going) and returns what
// it removed. Files another process is still writing are left alone.
func CleanTemps(dbPath string) []string {
	var removed []string
	rm := func(p string) {
		for _, s := range []string{"", "-wal", "-shm", "-journal"} {
			if err := os.Remove(p + s); err == nil {
				removed = append(removed, p+s)
			}
		}
	}
	dir := BackupDir(dbPath)
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		n := e.Name()
		if !strings.HasPrefix(n, ".tmp-") || !strings.HasSuffix(n, ".pending") {
			continue
		}
		p := filepath.Join(dir, n)
		f, err := os.OpenFile(p, os.O_RDWR, 0)
		if err != nil {
			continue
		}
		if ok, _ := lockFile(f); !ok {
			f.Close() // its writer is still at work
			continue
		}
		b := make([]byte, 4096)
		k, _ := f.ReadAt(b, 0)
		target := strings.TrimSpace(string(b[:k]))
		if isOurTemp(target) {
			rm(target)
		}
		unlockFile(f)
		f.Close()
		os.Remove(p)
	}
	old := func(name string) bool {
		st, err := os.Stat(name)
		return err == nil && now().Sub(st.ModTime()) > staleAge
	}
	// Unmarked leftovers: restore copies beside the database, and the
	// backups folder's own temporaries — with their journals, which
	// outlive the file when SQLite failed mid-write (a full disk) and the
	// file alone was removed.
	base := "." + filepath.Base(dbPath) + ".restore-"
	if ents, err := os.ReadDir(filepath.Dir(dbPath)); err == nil {
		for _, e := range ents {
			if n, ok := tempStem(e.Name()); ok && strings.HasPrefix(n, base) {
				if p := filepath.Join(filepath.Dir(dbPath), e.Name()); old(p) {
					rm(filepath.Join(filepath.Dir(dbPath), n))
				}
			}
		}
	}
	for _, e := range ents {
		if n, ok := tempStem(e.Name()); ok && strings.HasPrefix(n, ".") {
			if p := filepath.Join(dir, e.Name()); old(p) {
				rm(filepath.Join(dir, n))
			}
		}
	}
	return removed
}

// tempStem is the temporary file a name belongs to: the name itself for
// "x.tmp", "x.tmp" for its "-journal", "-wal" or "-shm".
func tempStem(name string) (string, bool) {
	for _, s := range []string{"", "-journal", "-wal", "-shm"} {
		if stem, ok := strings.CutSuffix(name, s); ok && strings.HasSuffix(stem, ".tmp") {
			return stem, true
		}
	}
	return "", false
}

// isOurTemp reports whether a marker names a file this package would
// write: a dot file ending in .tmp. A marker edited to name anything else
// removes nothing.
func isOurTemp(p string) bool {
	if p == "" || !filepath.IsAbs(p) {
		return false
	}
	n := filepath.Base(p)
	if !strings.HasPrefix(n, ".") || !strings.HasSuffix(n, ".tmp") {
		return false
	}
	st, err := os.Lstat(p)
	return err == nil && st.Mode().IsRegular() || errors.Is(err, fs.ErrNotExist)
}
