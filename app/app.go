// Package app is ComputeCheck's window: the Task, Quotes, Compare and
// Benchmarks areas and Settings. Screens read through small interfaces and
// compute through package calc; nothing here computes a byte or a yuan.
package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/storage"
)

// AppID is the Fyne application id (FyneApp.toml); preferences live under it.
const AppID = "cn.computecheck.app"

// Preference keys.
const (
	prefLang     = "lang"
	prefTab      = "tab"
	prefLastTask = "last_task_json"
)

// Run opens the window and blocks until it is closed. dbPath "" means the
// default database in the user's data folder; lang "" means the remembered
// choice, else the OS locale.
func Run(dbPath, lang string) int {
	// Fyne keeps preferences under the user's config folder but does not
	// create it on a fresh account (it logs an error instead).
	if dir, err := os.UserConfigDir(); err == nil {
		os.MkdirAll(filepath.Join(dir, "fyne", AppID), 0o755)
		fixEmptyPreferences(dir, AppID)
	}
	log.SetOutput(newQuietLog(os.Stderr))
	a := fyneapp.NewWithID(AppID)
	a.Settings().SetTheme(newTheme())
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.IconPNG))
	assets.SetLang(chooseLang(lang, a.Preferences().String(prefLang)))
	setFyneLang(assets.Lang())

	win := a.NewWindow(assets.T("app.title"))
	monitors, screen := screens(a.Settings().Scale())
	win.Resize(windowSize(a.Preferences(), screen))
	win.CenterOnScreen()
	// The window opens where and as large as it was closed.
	win.SetCloseIntercept(func() {
		saveWindow(win, a.Preferences())
		win.Close()
	})
	a.Lifecycle().SetOnStarted(func() { restorePos(win, a.Preferences(), monitors) })

	if dbPath == "" {
		p, err := storage.DefaultPath()
		if err != nil {
			return fatalWindow(a, win, err)
		}
		dbPath = p
	}
	// One window writes the database at a time; a second one is told who has it.
	release, err := storage.AcquireWriterLock(dbPath)
	if err != nil {
		return fatalWindow(a, win, err)
	}
	defer release()
	db, err := storage.Open(dbPath)
	var lost *storage.LostError
	if errors.As(err, &lost) {
		return lostWindow(a, win, lost) // safety.go: the newest backup, or an empty database
	}
	if err != nil {
		return damagedWindow(a, win, dbPath, err)
	}
	closeUI := startUI(a, win, db)
	defer closeUI()
	win.SetMaster()
	win.ShowAndRun()
	return 0
}

// startUI shows the areas on db in win and returns what closes it.
func startUI(a fyne.App, win fyne.Window, db *storage.DB) (closeUI func()) {
	u := newUI(a, win, db)
	u.quit = func() { // Ctrl+Q: the window's place is kept, as on closing it
		saveWindow(win, a.Preferences())
		a.Quit()
	}
	// At most one automatic backup a day, off the UI goroutine.
	go func() {
		if _, _, err := db.AutoBackup(context.Background()); err != nil {
			fmt.Fprintln(os.Stderr, "computecheck: automatic backup failed:", err)
		}
	}()
	win.SetContent(u.build())
	return func() {
		if c, ok := u.store.(io.Closer); ok {
			c.Close()
		}
	}
}

// damagedWindow explains a database that cannot be opened and, when the
// file is damaged and a backup exists, offers to restore the newest one.
func damagedWindow(a fyne.App, win fyne.Window, dbPath string, openErr error) int {
	var de *storage.DamagedError
	if !errors.As(openErr, &de) || de.Latest == "" {
		return fatalWindow(a, win, openErr)
	}
	fmt.Fprintln(os.Stderr, "computecheck:", openErr)
	msg := widget.NewLabel(assets.T("app.damaged", de.Path, de.Latest))
	msg.Wrapping = fyne.TextWrapWord
	result := widget.NewLabel("")
	result.Wrapping = fyne.TextWrapWord
	restore := widget.NewButton(assets.T("app.restore_latest"), nil)
	restore.Importance = widget.HighImportance
	restore.OnTapped = func() {
		if _, err := storage.Restore(context.Background(), dbPath, de.Latest); err != nil {
			result.SetText(errText(err))
			return
		}
		restore.Disable()
		result.SetText(assets.T("app.restored_restart"))
	}
	win.SetContent(container.NewPadded(container.NewVBox(
		widget.NewLabelWithStyle(assets.T("app.title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		msg, restore, result,
		widget.NewButton(assets.T("app.quit"), func() { a.Quit() }),
	)))
	win.ShowAndRun()
	return 1
}

// chooseLang: the command line wins, then the remembered choice, then the OS.
func chooseLang(flagLang, pref string) string {
	switch {
	case flagLang != "":
		return flagLang
	case pref != "":
		return pref
	}
	return assets.LangFromLocale(assets.EnvLocale())
}

// fatalWindow shows why the app cannot start (e.g. a database from a newer
// version) instead of exiting silently: the user sees the path and the way out.
func fatalWindow(a fyne.App, win fyne.Window, err error) int {
	fmt.Fprintln(os.Stderr, "computecheck:", err)
	text := assets.T("app.cannot_start", errText(err))
	if errors.Is(err, storage.ErrLocked) {
		text = assets.T("app.locked", errText(err))
	}
	msg := widget.NewLabel(text)
	msg.Wrapping = fyne.TextWrapWord
	win.SetContent(container.NewPadded(container.NewVBox(
		widget.NewLabelWithStyle(assets.T("app.title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		msg,
		widget.NewButton(assets.T("app.quit"), func() { a.Quit() }),
	)))
	win.ShowAndRun()
	return 1
}
