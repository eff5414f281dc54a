package app

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"computecheck/assets"
	"computecheck/quotes"
)

// Esc closes the quote editor and Enter saves it while the focus is in
// one of its text fields (as a user types a price and presses Enter).
func TestQuoteEditorKeysWithFocusInAField(t *testing.T) {
	s, db, _ := newTestQuotes(t, assets.LangZh)
	w := s.u.win

	// Esc in the price field: closed, nothing stored.
	s.openForm(nil)
	f := s.form
	w.Canvas().Focus(f.e["price"])
	test.Type(f.e["price"], "12")
	typeKey(w, fyne.KeyEscape)
	if s.form != nil || w.Canvas().Overlays().Top() != nil {
		t.Fatal("Esc in the price field did not close the editor")
	}
	if got, _ := db.Quotes(context.Background()); len(got) != 0 {
		t.Fatalf("Esc stored %d quotes", len(got))
	}

	// Enter in a field of a form that does not read yet: it stays open
	// and says why; once it reads, Enter in the vendor field saves.
	s.openForm(nil)
	f = s.form
	if w.Canvas().Focused() != f.e["vendor"] {
		t.Fatalf("the editor opened with %T focused", w.Canvas().Focused())
	}
	test.Type(f.e["vendor"], "测试云")
	typeKey(w, fyne.KeyReturn)
	if s.form == nil || f.top.Hidden {
		t.Fatal("Enter saved a quote without a price")
	}
	f.gpu.SetSelected("H100-80G-SXM")
	f.e["price"].SetText("12.5")
	f.sel["price_unit"].set(quotes.UnitGPUHour)
	f.e["gpus_per_node"].SetText("8")
	w.Canvas().Focus(f.e["vendor"])
	typeKey(w, fyne.KeyEnter)
	if s.form != nil {
		t.Fatalf("Enter in the vendor field did not save: %q", f.top.Text)
	}
	got, _ := db.Quotes(context.Background())
	if len(got) != 1 || got[0].Vendor != "测试云" || got[0].Price != 12.5 {
		t.Fatalf("stored %+v", got)
	}

	// A drop-down keeps the focus after a choice: Enter there saves too.
	s.openForm(&got[0])
	f = s.form
	w.Canvas().Focus(f.sel["intra_node"].dialogSelect)
	f.sel["intra_node"].set(quotes.IntraNVLink)
	typeKey(w, fyne.KeyReturn)
	if s.form != nil {
		t.Fatalf("Enter on a drop-down did not save: %q", f.top.Text)
	}
	if q, _ := db.Quote(context.Background(), got[0].ID); q.IntraNode != quotes.IntraNVLink {
		t.Errorf("intra node %q after Enter", q.IntraNode)
	}

	// The notes are several lines: Enter there is a new line, Esc closes.
	s.openForm(&got[0])
	f = s.form
	notes := f.e["notes"]
	w.Canvas().Focus(notes)
	test.Type(notes, "a")
	typeKey(w, fyne.KeyReturn)
	test.Type(notes, "b")
	if s.form == nil || !strings.Contains(notes.Text, "a\nb") {
		t.Fatalf("Enter in the notes: form open %v, notes %q", s.form != nil, notes.Text)
	}
	typeKey(w, fyne.KeyEscape)
	if s.form != nil || w.Canvas().Overlays().Top() != nil {
		t.Error("Esc in the notes did not close the editor")
	}
}

// In the rates dialog Enter in the rate field saves the rate (the dialog
// stays open for the next one) and Esc in a field closes it.
func TestFXDialogKeysWithFocusInAField(t *testing.T) {
	s, db, _ := newTestQuotes(t, assets.LangZh)
	w := s.u.win
	s.onFXRatesFor("USD")
	f := s.fx
	w.Canvas().Focus(f.rate)
	test.Type(f.rate, "7.1")
	typeKey(w, fyne.KeyReturn)
	rates, err := db.FXRates(context.Background())
	if err != nil || len(rates) != 1 || rates[0].Currency != "USD" || rates[0].ToCNY != 7.1 {
		t.Fatalf("Enter in the rate field stored %+v (%v); %q", rates, err, f.err.Text)
	}
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("Enter closed the rates dialog")
	}
	w.Canvas().Focus(f.currency)
	typeKey(w, fyne.KeyEscape)
	if w.Canvas().Overlays().Top() != nil {
		t.Error("Esc in the currency field did not close the rates dialog")
	}
}

// Esc in a field of the GPU dialog cancels it: nothing saved.
func TestEscInGPUDialogCancels(t *testing.T) {
	u, w, store := newTestUI(t)
	s := newSettingsScreen(u)
	g := s.gpus[0]
	s.editGPU(g)
	mem := firstDialogEntry(t, w)
	mem.SetText("70")
	w.Canvas().Focus(mem)
	typeKey(w, fyne.KeyEscape)
	if w.Canvas().Overlays().Top() != nil {
		t.Fatal("Esc did not close the GPU dialog")
	}
	if _, ok := store.gpus[g.ID]; ok {
		t.Error("Esc saved the GPU")
	}
}

// In the paste dialog the table is several lines: Enter there is a new
// line, and Esc closes the dialog.
func TestPasteDialogKeys(t *testing.T) {
	s, _, _ := newTestQuotes(t, assets.LangZh)
	w := s.u.win
	s.onPaste()
	if w.Canvas().Focused() != s.pasteBox {
		t.Fatalf("the paste dialog opened with %T focused", w.Canvas().Focused())
	}
	test.Type(s.pasteBox, "供应商,单价")
	typeKey(w, fyne.KeyReturn)
	test.Type(s.pasteBox, "甲,1")
	if !strings.Contains(s.pasteBox.Text, "供应商,单价\n甲,1") || w.Canvas().Overlays().Top() == nil {
		t.Fatalf("Enter in the table: %q", s.pasteBox.Text)
	}
	typeKey(w, fyne.KeyEscape)
	if w.Canvas().Overlays().Top() != nil {
		t.Error("Esc in the table did not close the paste dialog")
	}
}

// The benchmark kit dialog asks for a quote in a drop-down: Enter there
// goes on to the folder, Esc closes.
func TestKitDialogKeysOnTheQuoteChoice(t *testing.T) {
	qs, _, _ := newTestQuotes(t, assets.LangZh)
	w := qs.u.win
	s := newBenchScreen(qs.u)
	chosen := 0
	s.chooseFolder = func(func(string)) { chosen++ }
	s.onWriteKit()
	w.Canvas().Focus(s.kitQuote)
	typeKey(w, fyne.KeyEscape)
	if w.Canvas().Overlays().Top() != nil || chosen != 0 {
		t.Fatalf("Esc on the quote choice: dialog %v, folder asked %d", w.Canvas().Overlays().Top(), chosen)
	}
	s.onWriteKit()
	w.Canvas().Focus(s.kitQuote)
	typeKey(w, fyne.KeyReturn)
	if w.Canvas().Overlays().Top() != nil || chosen != 1 {
		t.Errorf("Enter on the quote choice: dialog %v, folder asked %d", w.Canvas().Overlays().Top(), chosen)
	}
}

// firstDialogEntry is the first text field of the dialog on top.
func firstDialogEntry(t *testing.T, w fyne.Window) *dialogEntry {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	for _, o := range test.LaidOutObjects(top) {
		if e, ok := o.(*dialogEntry); ok {
			return e
		}
	}
	t.Fatal("no text field in the dialog")
	return nil
}

// A question opened while a field of the window has the focus (deleting a
// saved task with the cursor still in its name) takes Esc and Enter: the
// field behind the dialog does not get them.
func TestConfirmDeleteKeysWhileAFieldBehindHasFocus(t *testing.T) {
	u, w, store := newTestUI(t)
	u.task.name.SetText("七B 微调")
	u.task.onSave()
	u.task.saved.SetSelected("七B 微调")
	w.Canvas().Focus(u.task.name)
	u.task.onDelete()
	typeKey(w, fyne.KeyEscape)
	if w.Canvas().Overlays().Top() != nil {
		t.Fatal("Esc did not close the question")
	}
	if _, ok := store.tasks["七B 微调"]; !ok {
		t.Fatal("Esc deleted the task")
	}
	w.Canvas().Focus(u.task.name)
	u.task.onDelete()
	typeKey(w, fyne.KeyReturn)
	if _, ok := store.tasks["七B 微调"]; ok || w.Canvas().Overlays().Top() != nil {
		t.Error("Enter did not confirm the delete")
	}
}
