package app

import (
	"context"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/msg"
	"computecheck/storage"
)

// Store is what the screens read and write; *storage.DB implements it and
// UI tests use an in-memory fake.
type Store interface {
	Path() string
	Setting(ctx context.Context, key, def string) (string, error)
	SetSetting(ctx context.Context, key, value string) error
	SaveTask(ctx context.Context, name, taskJSON string) error
	Tasks(ctx context.Context) ([]storage.SavedTask, error)
	DeleteTask(ctx context.Context, name string) error
	GPUs(ctx context.Context) ([]calc.GPU, error)
	SaveGPU(ctx context.Context, g calc.GPU) error
	ResetGPU(ctx context.Context, id string) error
}

// ui holds the window and the state that survives a language switch.
type ui struct {
	app    fyne.App
	win    fyne.Window
	store  Store
	quotes QuoteStore // nil in tests that do not need it
	bench  BenchStore // nil in tests that do not need it
	tabs   *container.AppTabs

	task      *taskScreen
	feed      *taskFeed     // the task, for the other screens (taskfeed.go)
	quotesScr *quotesScreen // nil until the Quotes area is built
	benchScr  *benchScreen  // nil until the Benchmarks area is built

	undo func() // brings back what was deleted last (Ctrl+Z); nil: nothing
	quit func() // Ctrl+Q; the app's Quit, replaced in tests
}

// newUI wires the screens to the store; *storage.DB serves them all, and a
// test fake may serve only some (the others then say what they will hold).
func newUI(a fyne.App, win fyne.Window, store Store) *ui {
	u := &ui{app: a, win: win, store: store, feed: &taskFeed{}}
	u.quit = a.Quit
	u.quotes, _ = store.(QuoteStore)
	u.bench, _ = store.(BenchStore)
	return u
}

// build makes the window content in the current language. It is called
// again after a language switch; the task being edited is kept.
func (u *ui) build() fyne.CanvasObject {
	u.win.SetTitle(assets.T("app.title"))
	var prev *taskScreen = u.task
	u.feed.reset()
	u.task = newTaskScreen(u.win, u.store, u.app.Preferences())
	u.task.onDeleted = u.setUndo
	u.task.onChanged = u.feed.publish
	u.feed.set, u.feed.addRequires = u.task.setTask, u.task.addRequires
	u.feed.publish(u.task.current(), u.task.catalogue)
	if prev != nil {
		u.task.setTask(prev.current())
	}
	u.tabs = container.NewAppTabs(
		container.NewTabItemWithIcon(assets.T("tab.task"), theme.DocumentIcon(), u.task.content),
		container.NewTabItemWithIcon(assets.T("tab.quotes"), theme.ListIcon(), u.quotesArea()),
		container.NewTabItemWithIcon(assets.T("tab.compare"), theme.GridIcon(), u.compareArea()),
		container.NewTabItemWithIcon(assets.T("tab.bench"), theme.MediaPlayIcon(), u.benchArea()),
		container.NewTabItemWithIcon(assets.T("tab.settings"), theme.SettingsIcon(), newSettingsScreen(u).content),
	)
	u.tabs.SetTabLocation(container.TabLocationLeading)
	if i := u.app.Preferences().IntWithFallback(prefTab, 0); i >= 0 && i < len(u.tabs.Items) {
		u.tabs.SelectIndex(i)
	}
	u.tabs.OnSelected = func(*container.TabItem) {
		u.app.Preferences().SetInt(prefTab, u.tabs.SelectedIndex())
		u.onTabSelected(u.tabs.Selected())
	}
	u.installShortcuts()
	return u.tabs
}

// onCatalogueChanged tells the Task screen that Settings changed the GPU
// catalogue; it estimates again and publishes (taskFeed).
func (u *ui) onCatalogueChanged() {
	if u.task != nil {
		u.task.onCatalogueChanged()
	}
}

// setLang switches the language and rebuilds the window in place.
func (u *ui) setLang(l string) {
	if l == assets.Lang() {
		return
	}
	assets.SetLang(l)
	setFyneLang(assets.Lang())
	u.app.Preferences().SetString(prefLang, l)
	u.win.SetContent(u.build())
}

// placeholder says what an area will hold, without inventing numbers.
func placeholder(key string) fyne.CanvasObject {
	l := widget.NewLabel(assets.T(key))
	l.Wrapping = fyne.TextWrapWord
	return container.NewPadded(l)
}

// errText is err in the current language: every worded error in its chain
// (msg.Messager) reads in it.
func errText(err error) string { return msg.Text(err, assets.Lang()) }

// showError shows err in an error dialog in the current language (errText).
func showError(err error, w fyne.Window) { dialog.ShowError(errors.New(errText(err)), w) }
