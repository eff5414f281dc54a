package cli

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"computecheck/assets"
	"computecheck/msg"
	"computecheck/storage"
)

// Backups (storage/backup.go): `backup` writes one now, `backup list` shows
// them, `restore` puts one back. None of them asks anything: they are for
// scripts as much as for people, and restore keeps the database it replaces
// as a backup first, so nothing is lost by running it.

func init() {
	Register(Verb{
		Name:    "backup",
		Args:    "[--out FILE] [--json]",
		Summary: "back up the database now (into the backups folder beside it, or to FILE)",
		Run:     runBackup,
	})
	Register(Verb{
		Name:    "backup list",
		Args:    "[--json]",
		Summary: "list the backups of the database, newest first",
		Run:     runBackupList,
	})
	Register(Verb{
		Name:    "restore",
		Args:    "BACKUP_FILE [--json]",
		Summary: "replace the database with a backup (the current one is backed up first; asks nothing)",
		Run:     runRestore,
	})
}

// dbPath is the database the command line names, without opening it.
func (e *Env) dbPath() (string, error) {
	if e.DBPath != "" {
		return e.DBPath, nil
	}
	return storage.DefaultPath()
}

type backupJSON struct {
	Path      string `json:"path"`
	Kind      string `json:"kind"`
	SizeBytes int64  `json:"size_bytes"`
	CreatedAt string `json:"created_at"`
}

func runBackup(env *Env, args []string) error {
	fl := flag.NewFlagSet("backup", flag.ContinueOnError)
	out := fl.String("out", "", "write the backup to this file instead of the backups folder")
	pos, err := ParseFlags(fl, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return Usagef("cli.usage.unexpected_arg_backup", pos[0])
	}
	path, err := env.dbPath()
	if err != nil {
		return err
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return worded("cli.err.no_db_to_backup", path)
	}
	// Opened without env.OpenDB: its automatic backup would be a second copy.
	db, err := storage.Open(path)
	if err != nil {
		return err
	}
	defer db.Close()
	var b storage.BackupInfo
	if *out != "" {
		if err := db.BackupTo(bg(), *out); err != nil {
			return err
		}
		st, err := os.Stat(*out)
		if err != nil {
			return err
		}
		abs, _ := filepath.Abs(*out)
		b = storage.BackupInfo{Path: abs, Kind: storage.BackupManual, SizeBytes: st.Size(), CreatedAt: st.ModTime()}
	} else if b, err = db.Backup(bg(), storage.BackupManual); err != nil {
		return err
	}
	if env.JSON {
		return env.PrintJSON(backupJSON{Path: b.Path, Kind: b.Kind, SizeBytes: b.SizeBytes, CreatedAt: b.CreatedAt.Format(time.RFC3339)})
	}
	fmt.Fprintln(env.Stdout, assets.Tr(env.lang(), "cli.backup.done", b.Path, humanBytes(b.SizeBytes)))
	return nil
}

func runBackupList(env *Env, args []string) error {
	fl := flag.NewFlagSet("backup list", flag.ContinueOnError)
	pos, err := ParseFlags(fl, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return Usagef("cli.usage.unexpected_arg", pos[0])
	}
	path, err := env.dbPath()
	if err != nil {
		return err
	}
	// The database is not opened: the list is what you need when it is
	// damaged.
	bs, err := storage.ListBackups(path)
	if err != nil {
		return err
	}
	if env.JSON {
		out := make([]backupJSON, 0, len(bs))
		for _, b := range bs {
			out = append(out, backupJSON{Path: b.Path, Kind: b.Kind, SizeBytes: b.SizeBytes, CreatedAt: b.CreatedAt.Format(time.RFC3339)})
		}
		return env.PrintJSON(out)
	}
	dir := storage.BackupDir(path)
	if len(bs) == 0 {
		fmt.Fprintln(env.Stdout, assets.Tr(env.lang(), "cli.backup.none", dir))
		return nil
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(env.Stdout, assets.Tr(env.lang(), "cli.backup.list_head", path, dir))
	fmt.Fprintln(tw, assets.Tr(env.lang(), "cli.backup.columns"))
	for _, b := range bs {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", b.CreatedAt.Format("2006-01-02 15:04:05"), backupKindLabel(b.Kind, env.lang()), humanBytes(b.SizeBytes), b.Name)
	}
	tw.Flush()
	fmt.Fprintln(env.Stdout, assets.Tr(env.lang(), "cli.backup.how_to_restore"))
	return nil
}

// backupKindLabel is a backup's kind as lang says it ("cli.backup.kind.KIND").
func backupKindLabel(kind, lang string) string {
	if s := assets.Tr(lang, "cli.backup.kind."+kind); s != "cli.backup.kind."+kind {
		return s
	}
	return kind
}

func runRestore(env *Env, args []string) error {
	fl := flag.NewFlagSet("restore", flag.ContinueOnError)
	pos, err := ParseFlags(fl, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return Usagef("cli.usage.one_backup")
	}
	path, err := env.dbPath()
	if err != nil {
		return err
	}
	file := pos[0]
	// A bare name from `backup list` is looked up in the backups folder.
	if _, err := os.Stat(file); errors.Is(err, fs.ErrNotExist) && !strings.ContainsAny(file, `/\`) {
		if alt := filepath.Join(storage.BackupDir(path), file); fileExists(alt) {
			file = alt
		}
	}
	// The window must not have the database open while it is replaced. (On
	// a new computer the lock and the restore create the data folder.)
	release, err := storage.AcquireWriterLock(path)
	if err != nil {
		return err
	}
	defer release()
	res, err := storage.Restore(bg(), path, file)
	if err != nil {
		return err
	}
	// Opening brings an older backup's schema up to date and checks it.
	db, err := storage.Open(path)
	if err != nil {
		return msg.Because(err, "cli.err.restored_not_open", file)
	}
	db.Close()
	if env.JSON {
		return env.PrintJSON(res)
	}
	fmt.Fprintln(env.Stdout, assets.Tr(env.lang(), "cli.restore.done", path, file))
	if res.SafetyCopy != "" {
		fmt.Fprintln(env.Stdout, assets.Tr(env.lang(), "cli.restore.kept", res.SafetyCopy))
	}
	return nil
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.0f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
