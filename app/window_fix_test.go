package app

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"computecheck/assets"
)

// pressCtrl delivers Ctrl+key as the desktop driver turns it into a
// shortcut (internal/driver/glfw/window.go, triggersShortcut): Ctrl+Z is
// Fyne's Undo, Ctrl+A its SelectAll, any other key a custom shortcut.
// Then it goes the way typeShortcut describes.
func pressCtrl(w fyne.Window, k fyne.KeyName, extra fyne.KeyModifier) {
	var sc fyne.Shortcut = &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | extra}
	if extra == 0 {
		switch k {
		case fyne.KeyZ:
			sc = &fyne.ShortcutUndo{}
		case fyne.KeyY:
			sc = &fyne.ShortcutRedo{}
		case fyne.KeyA:
			sc = &fyne.ShortcutSelectAll{}
		}
	}
	typeShortcut(w, sc)
}

// In the delete question, Esc cancels and Enter deletes, whatever colour
// the delete button has; after the delete, Ctrl+Z (as the keyboard sends
// it) brings the quote back while the table has the focus.
func TestDeleteQuestionKeysFollowRolesAndCtrlZUndoes(t *testing.T) {
	s, db, _ := newTestQuotes(t, assets.LangZh)
	storeSamples(t, s, db, "vendor_quotes_cn.csv")
	w := s.u.win
	ctx := context.Background()
	var row int
	for r, i := range s.view {
		if s.norm[i].Vendor == "锦江算力" {
			row = r
		}
	}
	s.table.Tapped(&fyne.PointEvent{Position: cellCentre(s, row, qcGPU)})
	if w.Canvas().Focused() != s.table {
		t.Fatalf("%T has the focus, not the table", w.Canvas().Focused())
	}
	s.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if s.confirm == nil {
		t.Fatal("Delete did not ask")
	}
	typeKey(w, fyne.KeyEscape)
	if got, _ := db.Quotes(ctx); len(got) != 6 {
		t.Fatalf("Esc in the delete question deleted: %d quotes left", len(got))
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Fatal("Esc did not close the delete question")
	}
	s.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	typeKey(w, fyne.KeyReturn)
	if got, _ := db.Quotes(ctx); len(got) != 5 {
		t.Fatalf("Enter in the delete question: %d quotes, want 5", len(got))
	}
	w.Canvas().Focus(s.table)
	pressCtrl(w, fyne.KeyZ, 0)
	if got, _ := db.Quotes(ctx); len(got) != 6 {
		t.Errorf("Ctrl+Z after the delete: %d quotes, want 6", len(got))
	}
}
