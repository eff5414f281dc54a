package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/export"
	"computecheck/msg"
	"computecheck/quotes"
	"computecheck/storage"
)

// safetyStore is what backups, restore and sharing need (storage.DB).
type safetyStore interface {
	Path() string
	Backup(ctx context.Context, kind string) (storage.BackupInfo, error)
	ExportShare(ctx context.Context, sel storage.ShareSelection, appVersion string) (*storage.ShareFile, error)
	ImportShare(ctx context.Context, f *storage.ShareFile, dryRun bool) (storage.ShareReport, error)
	io.Closer
}

// newSafetySection is the Settings block for backups, restore and sharing
// quotes with colleagues. nil when the store cannot do these (UI tests).
func newSafetySection(u *ui) fyne.CanvasObject {
	st, ok := u.store.(safetyStore)
	if !ok {
		return nil
	}
	status := widget.NewLabel(assets.T("safety.backup_dir", storage.BackupDir(st.Path())))
	status.Wrapping = fyne.TextWrapWord
	backupBtn := widget.NewButton(assets.T("safety.backup_now"), func() {
		status.SetText(assets.T("safety.working"))
		background(func() {
			b, err := st.Backup(context.Background(), storage.BackupManual)
			fyne.Do(func() {
				if err != nil {
					showError(err, u.win)
					status.SetText(errText(err))
					return
				}
				status.SetText(assets.T("safety.backed_up", b.Path))
			})
		})
	})
	restoreBtn := widget.NewButton(assets.T("safety.restore"), func() { u.onRestoreChosen(st) })
	exportBtn := widget.NewButton(assets.T("safety.share_export"), func() { u.onShareExport(st, status) })
	importBtn := widget.NewButton(assets.T("safety.share_import"), func() { u.onShareImport(st, status) })
	title := widget.NewLabelWithStyle(assets.T("safety.title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	return container.NewVBox(title, container.NewHBox(backupBtn, restoreBtn, exportBtn, importBtn), status)
}

// onRestoreChosen lists the backups, newest first, and restores the chosen
// one after asking. The current database is backed up first by Restore.
func (u *ui) onRestoreChosen(st safetyStore) {
	path := st.Path()
	list, err := storage.ListBackups(path)
	if err != nil {
		showError(err, u.win)
		return
	}
	if len(list) == 0 {
		dialog.ShowInformation(assets.T("safety.restore"), assets.T("safety.no_backups", storage.BackupDir(path)), u.win)
		return
	}
	names := make([]string, len(list))
	for i, b := range list {
		names[i] = assets.T("safety.backup_line", b.CreatedAt.Local().Format("2006-01-02 15:04"), wordFor("safety.backup_kind.", b.Kind), float64(b.SizeBytes)/1e6)
	}
	pick := newDialogSelect(names, nil)
	pick.SetSelectedIndex(0)
	dialog.ShowCustomConfirm(assets.T("safety.restore"), assets.T("safety.restore_go"), assets.T("form.cancel"),
		container.NewVBox(widget.NewLabel(assets.T("safety.restore_warn")), pick), func(ok bool) {
			if !ok || pick.SelectedIndex() < 0 {
				return
			}
			u.restoreFrom(st, list[pick.SelectedIndex()].Path)
		}, u.win)
}

// restoreFrom closes the database, restores the backup over it, reopens it
// and rebuilds the window on the restored data.
func (u *ui) restoreFrom(st safetyStore, backup string) {
	path := st.Path()
	st.Close()
	res, rerr := storage.Restore(context.Background(), path, backup)
	db, err := storage.Open(path)
	if err != nil {
		// The file could not be opened again: say so with the way out.
		u.win.SetContent(container.NewPadded(widget.NewLabel(assets.T("app.cannot_start", errText(err)))))
		return
	}
	u.setStore(db)
	u.win.SetContent(u.build())
	if rerr != nil {
		// A refused backup (planted, damaged, newer) says why in the user's language.
		dialog.ShowError(errors.New(msg.Text(rerr, assets.Lang())), u.win)
		return
	}
	dialog.ShowInformation(assets.T("safety.restore"), assets.T("safety.restored", filepath.Base(backup), res.SafetyCopy), u.win)
}

// setStore points every screen at a (re)opened database.
func (u *ui) setStore(s Store) {
	u.store = s
	u.quotes, _ = s.(QuoteStore)
	u.bench, _ = s.(BenchStore)
}

func (u *ui) onShareExport(st safetyStore, status *widget.Label) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { u.onShareExportChosen(st, status, w, err) }, u.win)
	d.SetFileName(export.FileName(assets.T("safety.share_file"), "", time.Now(), ".json"))
	d.Resize(dialogSize(u.win))
	d.Show()
}

// onShareExportChosen writes the share file into the file the save dialog
// made: the dialog has created it (empty) and asked before replacing one,
// so writing to its path as a new file always failed ("already exists")
// and left it empty. A failed export removes the empty file.
func (u *ui) onShareExportChosen(st safetyStore, status *widget.Label, w fyne.URIWriteCloser, err error) {
	if err != nil || w == nil {
		return
	}
	path := w.URI().Path()
	status.SetText(assets.T("safety.working"))
	version := u.app.Metadata().Version
	background(func() {
		f, err := st.ExportShare(context.Background(), storage.ShareSelection{AllQuotes: true, AllTasks: true, AllBench: true}, version)
		if err == nil {
			err = storage.EncodeShare(w, f)
		}
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(path)
		}
		fyne.Do(func() {
			if err != nil {
				showError(err, u.win)
				status.SetText(errText(err))
				return
			}
			status.SetText(assets.T("safety.exported", path))
		})
	})
}

// onShareImport shows what a colleague's file would change (a dry run)
// and merges it only when the user agrees.
func (u *ui) onShareImport(st safetyStore, status *widget.Label) {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil || rc == nil {
			return
		}
		path := rc.URI().Path()
		rc.Close()
		f, err := storage.ReadShareFile(path)
		if err != nil {
			showError(err, u.win)
			return
		}
		rep, err := st.ImportShare(context.Background(), f, true)
		if err != nil {
			showError(err, u.win)
			return
		}
		summary := shareSummary(rep)
		dialog.ShowConfirm(assets.T("safety.share_import"), summary+"\n\n"+assets.T("safety.share_confirm"), func(ok bool) {
			if !ok {
				return
			}
			rep, err := st.ImportShare(context.Background(), f, false)
			if err != nil {
				showError(err, u.win)
				return
			}
			status.SetText(shareSummary(rep))
			u.win.SetContent(u.build())
		}, u.win)
	}, u.win)
	d.Resize(dialogSize(u.win))
	d.Show()
}

func shareSummary(r storage.ShareReport) string {
	lines := []string{
		assets.T("safety.share_counts", assets.T("safety.kind_quotes"), r.Quotes.Added, r.Quotes.Updated, r.Quotes.Unchanged),
		assets.T("safety.share_counts", assets.T("safety.kind_tasks"), r.Tasks.Added, r.Tasks.Updated, r.Tasks.Unchanged),
		assets.T("safety.share_counts", assets.T("safety.kind_bench"), r.Bench.Added, r.Bench.Updated, r.Bench.Unchanged),
	}
	for i, c := range r.Changes {
		if i == 12 {
			lines = append(lines, fmt.Sprintf("… +%d", len(r.Changes)-i))
			break
		}
		l := "· " + assets.T("safety.change", wordFor("safety.action.", c.Action), wordFor("safety.change_kind.", c.Kind), c.Label)
		if len(c.Fields) > 0 {
			fields := make([]string, len(c.Fields))
			for i, f := range c.Fields {
				fields[i] = fieldName(f)
			}
			l += assets.T("safety.change_fields", strings.Join(fields, assets.T("safety.list_sep")))
		}
		lines = append(lines, l)
	}
	if r.Backup != "" {
		lines = append(lines, assets.T("safety.backed_up", r.Backup))
	}
	return strings.Join(lines, "\n")
}

// wordFor is the catalogue's word for a stored code (prefix+code), or the
// code itself when the catalogue has none (a kind newer than this build).
func wordFor(prefix, code string) string {
	if w := assets.T(prefix + code); w != prefix+code {
		return w
	}
	return code
}

// fieldName names a stored column as the Quotes area labels it.
func fieldName(column string) string {
	for _, prefix := range []string{"quotes.field.", "safety.field."} {
		if w := assets.T(prefix + column); w != prefix+column {
			return w
		}
	}
	return column
}

// lostWindow is the start-up screen for a database that is missing or
// zero bytes long while backups of it exist (lostScreen), shown until the
// window is closed.
func lostWindow(a fyne.App, win fyne.Window, lost *storage.LostError) int {
	fmt.Fprintln(os.Stderr, "computecheck:", lost)
	var closeUI func()
	win.SetContent(lostScreen(a, win, lost, func(c func()) { closeUI = c }))
	win.SetMaster()
	win.ShowAndRun()
	if closeUI != nil {
		closeUI()
	}
	return 0
}

// lostScreen says the database is missing or empty while backups of it
// exist, and offers the newest backup or an empty database; either opens
// the window on it (started gets what closes it). Nothing is written until
// the user chooses.
func lostScreen(a fyne.App, win fyne.Window, lost *storage.LostError, started func(closeUI func())) fyne.CanvasObject {
	key := "startup.gui_missing"
	if lost.Empty {
		key = "startup.gui_empty"
	}
	text := widget.NewLabel(assets.T(key, lost.Path, lost.Backups, storage.BackupDir(lost.Path), filepath.Base(lost.Latest)))
	text.Wrapping = fyne.TextWrapWord
	result := widget.NewLabel("")
	result.Wrapping = fyne.TextWrapWord
	open := func(db *storage.DB, err error) {
		if err != nil {
			result.SetText(msg.Text(err, assets.Lang()))
			return
		}
		started(startUI(a, win, db))
	}
	restore := widget.NewButton(assets.T("startup.restore_newest"), func() {
		if _, err := storage.Restore(context.Background(), lost.Path, lost.Latest); err != nil {
			result.SetText(msg.Text(err, assets.Lang()))
			return
		}
		open(storage.Open(lost.Path))
	})
	restore.Importance = widget.HighImportance
	empty := widget.NewButton(assets.T("startup.start_empty"), func() { open(storage.OpenEmpty(lost.Path)) })
	return container.NewPadded(container.NewVBox(
		widget.NewLabelWithStyle(assets.T("app.title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		text, container.NewHBox(restore, empty), result,
		widget.NewButton(assets.T("app.quit"), func() { a.Quit() }),
	))
}

// skippingStore names the quote rows a listing left out (storage.DB).
type skippingStore interface {
	QuotesSkipping(ctx context.Context) ([]quotes.Quote, []storage.SkippedQuote, error)
}

// storedQuotes is store.Quotes and, where the store can say, a sentence
// naming the rows that could not be read and were left out ("" for none).
func storedQuotes(ctx context.Context, store QuoteStore) ([]quotes.Quote, string, error) {
	ss, ok := store.(skippingStore)
	if !ok {
		qs, err := store.Quotes(ctx)
		return qs, "", err
	}
	qs, skipped, err := ss.QuotesSkipping(ctx)
	if err != nil || len(skipped) == 0 {
		return qs, "", err
	}
	lines := make([]string, len(skipped))
	for i, sk := range skipped {
		lines[i] = sk.MessageIn(assets.Lang())
	}
	return qs, strings.Join(lines, "\n"), nil
}
