package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// The window reopens at the size it was closed at, when that still fits
// the screen; otherwise, and the first time, at a size that uses a
// 1920×1080 screen and fits a 1280×800 one.
func TestWindowSizeIsRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	prefs := a.Preferences()
	full, small := fyne.NewSize(1920, 1080), fyne.NewSize(1280, 800)

	first := windowSize(prefs, full)
	if first.Width < 1500 || first.Height < 900 || first.Width > full.Width || first.Height > full.Height-60 {
		t.Errorf("first size on 1920×1080: %v", first)
	}
	if s := windowSize(prefs, small); s.Width > small.Width || s.Height > small.Height-60 || s.Width < 1100 {
		t.Errorf("first size on 1280×800: %v", s)
	}

	w := a.NewWindow("t")
	w.SetContent(fyne.NewContainer())
	w.Resize(fyne.NewSize(1500, 870))
	saveWindow(w, prefs)
	w.Close()

	w2 := a.NewWindow("t")
	w2.SetContent(fyne.NewContainer())
	w2.Resize(windowSize(prefs, full))
	if got := w2.Canvas().Size(); got != fyne.NewSize(1500, 870) {
		t.Errorf("reopened at %v, want 1500×870", got)
	}
	// A size remembered from a larger screen does not overflow this one.
	if s := windowSize(prefs, fyne.NewSize(1366, 768)); s.Width > 1366 || s.Height > 768 {
		t.Errorf("remembered size overflows a 1366×768 screen: %v", s)
	}
	// The test driver's windows have no position: nothing is stored or moved.
	if _, _, ok := windowPos(w2); ok {
		t.Error("a position read from a test window")
	}
	if restorePos(w2, prefs, []screenRect{{0, 0, 1920, 1080}}) {
		t.Error("a test window was moved")
	}
}

func TestRestorePosNeedsAScreen(t *testing.T) {
	a := test.NewTempApp(t)
	prefs := a.Preferences()
	prefs.SetInt(prefWinX, 3000)
	prefs.SetInt(prefWinY, 100)
	// On a single 1920-wide screen the remembered place is off-screen.
	if restorePos(a.NewWindow("t"), prefs, []screenRect{{0, 0, 1920, 1080}}) {
		t.Error("moved to a place off every screen")
	}
	if !(screenRect{1920, 0, 1920, 1080}).holds(3040, 110) {
		t.Error("a second screen to the right does not hold the place")
	}
}
