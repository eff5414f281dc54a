package app

import (
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// Esc and Enter in a dialog, wherever its focus is. With nothing focused
// the window's key handler (onTypedKey) gets them; a focused field gets
// every key itself, and Fyne's Entry and Select drop Esc and keep Enter.
// So every field a dialog holds is one of the types below, which give Esc,
// and Enter unless the field is multi-line, to the dialog first: one rule,
// dialogButton, says which button each key presses, for the focused and
// the unfocused case alike.

// dialogEntry is a text field of a dialog (widget.NewEntry, or
// newDialogMultiLineEntry for notes and pasted tables, whose Enter stays a
// new line).
type dialogEntry struct{ widget.Entry }

func newDialogEntry() *dialogEntry {
	e := &dialogEntry{}
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.ExtendBaseWidget(e)
	return e
}

func newDialogMultiLineEntry() *dialogEntry {
	e := newDialogEntry()
	e.MultiLine = true
	return e
}

// TypedKey gives Esc and Enter to the dialog; every other key is typed.
func (e *dialogEntry) TypedKey(ev *fyne.KeyEvent) {
	if !dialogKey(e, ev, e.MultiLine) {
		e.Entry.TypedKey(ev)
	}
}

// dialogSelectEntry is a text field with a list of suggestions, in a dialog.
type dialogSelectEntry struct{ widget.SelectEntry }

func newDialogSelectEntry(options []string) *dialogSelectEntry {
	e := &dialogSelectEntry{}
	e.ExtendBaseWidget(e)
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.SetOptions(options)
	return e
}

// TypedKey gives Esc and Enter to the dialog; every other key is typed.
func (e *dialogSelectEntry) TypedKey(ev *fyne.KeyEvent) {
	if !dialogKey(e, ev, false) {
		e.SelectEntry.TypedKey(ev)
	}
}

// dialogSelect is a drop-down of a dialog. A Select keeps the focus after
// a choice from its list, so without this Enter would do nothing then.
type dialogSelect struct{ widget.Select }

func newDialogSelect(options []string, changed func(string)) *dialogSelect {
	s := &dialogSelect{}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey gives Esc and Enter to the dialog; the arrows and space still
// move through and open the list.
func (s *dialogSelect) TypedKey(ev *fyne.KeyEvent) {
	if !dialogKey(s, ev, false) {
		s.Select.TypedKey(ev)
	}
}

// dialogKey presses the button of the dialog over o's window that Esc
// (dismiss) or Enter (confirm) stands for, and reports whether it did;
// multiLine keeps Enter for the field.
func dialogKey(o fyne.CanvasObject, ev *fyne.KeyEvent, multiLine bool) bool {
	var confirm bool
	switch ev.Name {
	case fyne.KeyEscape:
	case fyne.KeyReturn, fyne.KeyEnter:
		if multiLine {
			return false
		}
		confirm = true
	default:
		return false
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(o)
	if c == nil {
		return false
	}
	top := c.Overlays().Top()
	if top == nil {
		return false
	}
	b := dialogButton(top, confirm)
	if b == nil {
		return false
	}
	b.OnTapped()
	return true
}

// dialogKeyButtons holds, for a dialog shown with showDialog, the buttons
// Enter and Esc press: a dialog whose buttons are part of its content (a
// form with a message line above its buttons, a preview with a progress
// bar beside them), or whose default action is not the button row's (the
// rates dialog saves a rate and stays open). Keyed by the dialog's pop-up.
var dialogKeyButtons sync.Map // fyne.CanvasObject -> [2]*widget.Button{confirm, dismiss}

// showDialog shows d over u's window with Enter pressing confirm and Esc
// pressing dismiss wherever the focus is in it; a nil button leaves that
// key to the dialog's own button row.
func (u *ui) showDialog(d dialog.Dialog, confirm, dismiss *widget.Button) {
	d.Show()
	top := u.win.Canvas().Overlays().Top()
	if top == nil || (confirm == nil && dismiss == nil) {
		return
	}
	dialogKeyButtons.Range(func(k, _ any) bool { // forget dialogs closed since
		if o := k.(fyne.CanvasObject); !o.Visible() {
			dialogKeyButtons.Delete(k)
		}
		return true
	})
	dialogKeyButtons.Store(top, [2]*widget.Button{confirm, dismiss})
}

// keyButtons are the buttons showDialog set for the pop-up o.
func keyButtons(o fyne.CanvasObject) (confirm, dismiss *widget.Button, ok bool) {
	v, ok := dialogKeyButtons.Load(o)
	if !ok {
		return nil, nil, false
	}
	b := v.([2]*widget.Button)
	return b[0], b[1], true
}
