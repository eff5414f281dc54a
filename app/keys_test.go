package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
)

// typeShortcut delivers a shortcut as Fyne's desktop driver does
// (internal/driver/glfw/window.go, triggersShortcut): a main-menu item with
// that shortcut first, else the focused widget, else the canvas. The test
// driver has no keyboard, so this is the path a real key press takes.
func typeShortcut(w fyne.Window, sc fyne.Shortcut) {
	if m := w.MainMenu(); m != nil {
		var find func([]*fyne.MenuItem) bool
		find = func(items []*fyne.MenuItem) bool {
			for _, it := range items {
				if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() && it.Action != nil {
					it.Action()
					return true
				}
				if it.ChildMenu != nil && find(it.ChildMenu.Items) {
					return true
				}
			}
			return false
		}
		for _, menu := range m.Items {
			if find(menu.Items) {
				return
			}
		}
	}
	if f, ok := w.Canvas().Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(sc)
		return
	}
	w.Canvas().(fyne.Shortcutable).TypedShortcut(sc)
}

// typeKey delivers a key without modifiers as the desktop driver does: to
// the focused widget, else to the canvas's key handler.
func typeKey(w fyne.Window, k fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: k}
	if f := w.Canvas().Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	if h := w.Canvas().OnTypedKey(); h != nil {
		h(ev)
	}
}

func newTestUI(t *testing.T) (*ui, fyne.Window, *fakeStore) {
	t.Helper()
	a := test.NewTempApp(t)
	assets.SetLang(assets.LangZh)
	store := newFakeStore()
	w := a.NewWindow("t")
	u := newUI(a, w, store)
	w.SetContent(u.build())
	w.Resize(fyne.NewSize(1280, 800))
	return u, w, store
}

// Ctrl+1…5 switch areas even while a text field has the focus (the field
// takes every shortcut it is given; the menu's come first).
func TestAreaKeysWorkWhileATextFieldHasFocus(t *testing.T) {
	u, w, _ := newTestUI(t)
	before := u.task.name.Text
	for _, i := range []int{2, 4, 1, 3, 0} {
		w.Canvas().Focus(u.task.name)
		typeShortcut(w, keyAreas[i])
		if got := u.tabs.SelectedIndex(); got != i {
			t.Errorf("Ctrl+%d with a field focused: area %d", i+1, got)
		}
	}
	if u.task.name.Text != before {
		t.Errorf("the shortcuts typed into the field: %q", u.task.name.Text)
	}
}

// Every menu item with a key is labelled in both languages.
func TestMenuIsTranslated(t *testing.T) {
	for _, lang := range []string{assets.LangZh, assets.LangEn} {
		u, _, _ := newTestUI(t)
		assets.SetLang(lang)
		for _, m := range u.mainMenu().Items {
			for _, it := range m.Items {
				if it.IsSeparator {
					continue
				}
				if strings.HasPrefix(it.Label, "menu.") || strings.HasPrefix(it.Label, "tab.") || it.Label == "" {
					t.Errorf("%s: untranslated menu item %q", lang, it.Label)
				}
				if it.Shortcut == nil {
					t.Errorf("%s: %q has no key", lang, it.Label)
				}
			}
		}
	}
	assets.SetLang(assets.LangZh)
}

// Esc dismisses a dialog and Enter confirms it; a form that does not
// validate is not submitted by Enter.
func TestEscClosesAndEnterConfirmsDialogs(t *testing.T) {
	_, w, _ := newTestUI(t)
	var got []bool
	d := dialog.NewConfirm("t", "m", func(ok bool) { got = append(got, ok) }, w)
	d.Show()
	typeKey(w, fyne.KeyEscape)
	d.Show()
	typeKey(w, fyne.KeyReturn)
	if len(got) != 2 || got[0] || !got[1] {
		t.Errorf("Esc then Enter answered %v, want [false true]", got)
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Error("a dialog stayed open")
	}

	info := dialog.NewInformation("t", "m", w)
	info.Show()
	typeKey(w, fyne.KeyEnter)
	if w.Canvas().Overlays().Top() != nil {
		t.Error("Enter did not close an information dialog")
	}

	e := widget.NewEntry()
	e.Validator = func(s string) error {
		if s == "" {
			return errFieldRefused
		}
		return nil
	}
	submitted := false
	f := dialog.NewForm("t", "ok", "cancel", []*widget.FormItem{widget.NewFormItem("x", e)}, func(ok bool) { submitted = submitted || ok }, w)
	f.Show()
	typeKey(w, fyne.KeyReturn)
	if submitted || w.Canvas().Overlays().Top() == nil {
		t.Error("Enter submitted a form that does not validate")
	}
	typeKey(w, fyne.KeyEscape)
	if submitted || w.Canvas().Overlays().Top() != nil {
		t.Error("Esc did not cancel the form")
	}
}

// Ctrl+S saves the task and says so; Ctrl+Z brings a deleted task back,
// while in a focused field it undoes the typing instead.
func TestCtrlSSavesAndCtrlZUndoesADelete(t *testing.T) {
	u, w, store := newTestUI(t)
	u.task.name.SetText("七B 微调")
	typeShortcut(w, keySaveTask)
	if _, ok := store.tasks["七B 微调"]; !ok {
		t.Fatal("Ctrl+S did not save the task")
	}
	if u.task.notice.Hidden || !strings.Contains(u.task.notice.Text, "七B 微调") {
		t.Errorf("no confirmation after saving: %q", u.task.notice.Text)
	}
	u.task.saved.SetSelected("七B 微调")
	u.task.onDelete()
	typeKey(w, fyne.KeyReturn) // confirm the delete
	if _, ok := store.tasks["七B 微调"]; ok {
		t.Fatal("the task was not deleted")
	}
	w.Canvas().Unfocus()
	typeShortcut(w, keyUndo)
	if _, ok := store.tasks["七B 微调"]; !ok {
		t.Fatal("Ctrl+Z did not bring the deleted task back")
	}
	if !strings.Contains(u.task.notice.Text, "已恢复") {
		t.Errorf("notice after undo: %q", u.task.notice.Text)
	}

	// In a focused field Ctrl+Z is the field's own undo.
	w.Canvas().Focus(u.task.name)
	test.Type(u.task.name, "Z")
	typeShortcut(w, keyUndo)
	if u.task.name.Text != "七B 微调" {
		t.Errorf("Ctrl+Z in the name field left %q", u.task.name.Text)
	}
}

// Ctrl+O opens a task file (a file dialog over the Task area) and Esc
// closes it; Ctrl+Q quits.
func TestCtrlOOpensAndCtrlQQuits(t *testing.T) {
	u, w, _ := newTestUI(t)
	u.tabs.SelectIndex(3)
	typeShortcut(w, keyOpenTask)
	if u.tabs.SelectedIndex() != 0 || w.Canvas().Overlays().Top() == nil {
		t.Fatalf("Ctrl+O: area %d, dialog %v", u.tabs.SelectedIndex(), w.Canvas().Overlays().Top())
	}
	typeKey(w, fyne.KeyEscape)
	if w.Canvas().Overlays().Top() != nil {
		t.Error("Esc did not close the file dialog")
	}
	quit := false
	u.quit = func() { quit = true }
	w.Canvas().Focus(u.task.name)
	typeShortcut(w, keyQuit)
	if !quit {
		t.Error("Ctrl+Q did not quit")
	}
}

// Fyne's own words follow the app's language, whatever the system's.
func TestFyneWordsFollowTheAppLanguage(t *testing.T) {
	setFyneLang(assets.LangZh)
	if got := lang.L("Cancel"); got != "取消" {
		t.Errorf("zh: Cancel is %q", got)
	}
	setFyneLang(assets.LangEn)
	if got := lang.L("Cancel"); got != "Cancel" {
		t.Errorf("en: Cancel is %q", got)
	}
	setFyneLang(assets.LangZh)
}

// Enter in a field of the GPU dialog saves it, as its default button does.
func TestEnterInGPUDialogSaves(t *testing.T) {
	u, w, store := newTestUI(t)
	s := newSettingsScreen(u)
	g := s.gpus[0]
	s.editGPU(g)
	mem := firstDialogEntry(t, w)
	mem.SetText("70")
	w.Canvas().Focus(mem)
	typeKey(w, fyne.KeyReturn)
	if got, ok := store.gpus[g.ID]; !ok || got.MemoryGiB() < 69.9 || got.MemoryGiB() > 70.1 {
		t.Errorf("Enter did not save the GPU: %+v", store.gpus)
	}
}
