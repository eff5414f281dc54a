package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Spare width goes to the growing columns, in proportion; a narrow pane
// keeps the base widths (the table scrolls).
func TestFillTableGivesSpareWidthToTextColumns(t *testing.T) {
	test.NewTempApp(t)
	tbl := widget.NewTable(func() (int, int) { return 1, 3 }, func() fyne.CanvasObject { return widget.NewLabel("") }, func(widget.TableCellID, fyne.CanvasObject) {})
	widths := []float32{100, 50, 100}
	c := newFillTable(tbl, widths, []int{0, 2}, 20, nil)
	c.Resize(fyne.NewSize(520, 200))
	// 520 - 250 taken - 20 extra = 250 spare, half each to the two growing.
	if widths[0] != 225 || widths[1] != 50 || widths[2] != 225 {
		t.Errorf("at 520: %v, want [225 50 225]", widths)
	}
	c.Resize(fyne.NewSize(150, 200))
	if widths[0] != 100 || widths[1] != 50 || widths[2] != 100 {
		t.Errorf("at 150: %v, want the base widths", widths)
	}
}

// The stretched task table fits a narrow pane (it scrolls sideways) and is
// tall enough for every row, so the page around it needs no inner scroll.
func TestFillTableMinSize(t *testing.T) {
	test.NewTempApp(t)
	tbl := widget.NewTable(func() (int, int) { return 3, 3 }, func() fyne.CanvasObject { return widget.NewLabel("") }, func(widget.TableCellID, fyne.CanvasObject) {})
	c := newFillTable(tbl, []float32{100, 100, 300}, []int{0, 1}, 8, func() int { return 3 })
	if min := c.MinSize(); min.Width > 120 || min.Height < 4*20 {
		t.Errorf("min size %v: a narrow pane must fit, every row must show", min)
	}
}
