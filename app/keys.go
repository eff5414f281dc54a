package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
)

// The window's keyboard shortcuts. They are main-menu items, because the
// desktop driver offers a shortcut to the main menu before the focused
// widget: a shortcut added to the canvas never fires while a text field
// has focus, since the field takes every shortcut it is given.
var (
	keyOpenTask   = ctrl(fyne.KeyO, 0)
	keySaveTask   = ctrl(fyne.KeyS, 0)
	keySaveTaskAs = ctrl(fyne.KeyS, fyne.KeyModifierShift)
	keyQuit       = ctrl(fyne.KeyQ, 0)
	// Ctrl+Z reaches the window as Fyne's Undo shortcut, never as a
	// custom Ctrl+Z (glfw/window.go, triggersShortcut), so the menu item
	// must carry that one for the key to find it.
	keyUndo  fyne.Shortcut = &fyne.ShortcutUndo{}
	keyFind                = ctrl(fyne.KeyF, 0)
	keyAreas               = []*desktop.CustomShortcut{ctrl(fyne.Key1, 0), ctrl(fyne.Key2, 0), ctrl(fyne.Key3, 0), ctrl(fyne.Key4, 0), ctrl(fyne.Key5, 0)}
)

func ctrl(k fyne.KeyName, extra fyne.KeyModifier) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | extra}
}

var areaKeys = []string{"tab.task", "tab.quotes", "tab.compare", "tab.bench", "tab.settings"}

// mainMenu is the window's menu in the current language; every item that
// has a key shows it.
func (u *ui) mainMenu() *fyne.MainMenu {
	item := func(key string, sc fyne.Shortcut, action func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(assets.T(key), action)
		it.Shortcut = sc
		return it
	}
	quit := item("menu.quit", keyQuit, func() { u.quit() })
	quit.IsQuit = true
	file := fyne.NewMenu(assets.T("menu.file"),
		item("menu.open_task", keyOpenTask, u.onOpenTaskKey),
		item("menu.save_task", keySaveTask, u.onSaveTaskKey),
		item("menu.save_task_as", keySaveTaskAs, u.onSaveTaskAsKey),
		fyne.NewMenuItemSeparator(),
		quit,
	)
	edit := fyne.NewMenu(assets.T("menu.edit"),
		item("menu.undo", keyUndo, u.onUndoKey),
		item("menu.find", keyFind, u.onFindKey),
	)
	var areas []*fyne.MenuItem
	for i, k := range areaKeys {
		i := i
		areas = append(areas, item(k, keyAreas[i], func() { u.selectArea(i) }))
	}
	return fyne.NewMainMenu(file, edit, fyne.NewMenu(assets.T("menu.view"), areas...))
}

// installShortcuts gives the window its menu, and Esc / Enter to the
// dialogs it shows.
func (u *ui) installShortcuts() {
	u.win.SetMainMenu(u.mainMenu())
	u.win.Canvas().SetOnTypedKey(u.onTypedKey)
}

func (u *ui) selectArea(i int) {
	if u.tabs != nil && i >= 0 && i < len(u.tabs.Items) {
		u.tabs.SelectIndex(i)
	}
}

func (u *ui) onOpenTaskKey() {
	u.selectArea(0)
	u.task.onOpenTaskFile()
}

func (u *ui) onSaveTaskKey() {
	u.selectArea(0)
	u.task.onSave()
}

func (u *ui) onSaveTaskAsKey() {
	u.selectArea(0)
	u.task.onSaveTaskFile()
}

// onUndoKey undoes typing in the focused text field, as Ctrl+Z does
// anywhere; with no field focused it brings back what was deleted last
// (a saved task, a quote, a benchmark result).
func (u *ui) onUndoKey() {
	if f, ok := u.win.Canvas().Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(&fyne.ShortcutUndo{})
		return
	}
	if u.undo == nil {
		return
	}
	undo := u.undo
	u.undo = nil
	undo()
}

// setUndo records how to bring back what was just deleted (Ctrl+Z).
func (u *ui) setUndo(undo func()) { u.undo = undo }

func (u *ui) onFindKey() {
	if u.quotesScr != nil && u.tabs != nil && u.tabs.SelectedIndex() == 1 {
		u.quotesScr.onFind()
		return
	}
	if f, ok := u.win.Canvas().Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyF, Modifier: fyne.KeyModifierShortcutDefault})
	}
}

// onTypedKey gets the keys no widget took (nothing is focused): in a
// dialog, Esc dismisses it and Enter presses its default button; Esc also
// closes any other pop-up (a drop-down list). A focused field of a dialog
// hands the same two keys to the same rule (dialogkeys.go).
func (u *ui) onTypedKey(ev *fyne.KeyEvent) {
	top := u.win.Canvas().Overlays().Top()
	if top == nil {
		return
	}
	switch ev.Name {
	case fyne.KeyEscape:
		if b := dialogButton(top, false); b != nil {
			b.OnTapped()
		} else if !isDialog(top) {
			top.Hide()
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		if b := dialogButton(top, true); b != nil {
			b.OnTapped()
		}
	}
}

// dialogButtons are the buttons of the dialog shown as the pop-up o: Fyne
// builds a dialog as a modal pop-up over a container of five (icon,
// background, content, buttons, title), the buttons fourth. nil when o is
// not a dialog.
func dialogButtons(o fyne.CanvasObject) []*widget.Button {
	p, ok := o.(*widget.PopUp)
	if !ok {
		return nil
	}
	c, ok := p.Content.(*fyne.Container)
	if !ok || len(c.Objects) != 5 {
		return nil
	}
	var out []*widget.Button
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Button:
			if w.Visible() {
				out = append(out, w)
			}
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		}
	}
	walk(c.Objects[3])
	return out
}

func isDialog(o fyne.CanvasObject) bool {
	if _, _, ok := keyButtons(o); ok {
		return true
	}
	return len(dialogButtons(o)) > 0
}

// dialogButton is the button Enter (confirm) or Esc (dismiss) presses in
// the dialog o: the one showDialog named for that key, else the button of
// the dialog's button row that has that role. The role is never read from
// a button's colour: a destructive confirmation (delete) has a red confirm
// button, and Esc must still cancel it. Fyne's dialogs mark the roles with
// their icons (dismiss: cancel, confirm: confirm) and put dismiss first;
// a row of one button (an information or error dialog) has both keys press
// it. nil when there is none to press or it is hidden or disabled (a form
// that does not validate yet).
func dialogButton(o fyne.CanvasObject, confirm bool) *widget.Button {
	var pick *widget.Button
	if c, d, ok := keyButtons(o); ok {
		pick = d
		if confirm {
			pick = c
		}
	}
	if pick == nil {
		pick = buttonForRole(dialogButtons(o), confirm)
	}
	if pick == nil || !pick.Visible() || pick.Disabled() || pick.OnTapped == nil {
		return nil
	}
	return pick
}

// buttonForRole picks from a dialog's button row the confirm or dismiss
// button by its icon, else by its place (Fyne: dismiss first, confirm last).
func buttonForRole(buttons []*widget.Button, confirm bool) *widget.Button {
	switch len(buttons) {
	case 0:
		return nil
	case 1:
		return buttons[0]
	}
	icon := theme.CancelIcon().Name()
	if confirm {
		icon = theme.ConfirmIcon().Name()
	}
	for _, b := range buttons {
		if b.Icon != nil && b.Icon.Name() == icon {
			return b
		}
	}
	if confirm {
		return buttons[len(buttons)-1]
	}
	return buttons[0]
}
