package app

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
)

// setColumnHeaders gives a table translated column headers (keys into the
// localizer), no row-number column, and the column widths.
func setColumnHeaders(t *widget.Table, keys []string, widths []float32) {
	t.ShowHeaderColumn = false
	t.CreateHeader = func() fyne.CanvasObject { return widget.NewLabel("") }
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		l := o.(*widget.Label)
		if id.Row < 0 && id.Col >= 0 && id.Col < len(keys) {
			l.SetText(assets.T(keys[id.Col]))
			l.TextStyle.Bold = true
		} else {
			l.SetText("")
		}
	}
	for i, w := range widths {
		t.SetColumnWidth(i, w)
	}
}

// fillTable lays a table out at the width it is given and, when that is
// more than its columns take, widens the columns in grow (in proportion to
// their widths) to fill it; on a narrower pane the columns keep their
// widths and the table scrolls sideways. With rows set it is also tall
// enough for that many rows, so a scrolled page around it needs no inner
// scroll bar; without, it takes the height it is given. widths is the
// table's own slice of column widths (cells may truncate by it): it is
// updated in place.
type fillTable struct {
	table  columnSizer
	widths []float32
	base   []float32
	grow   []int
	extra  float32    // the row-header column, padding and scroll bar
	rows   func() int // nil: no height of its own
	rowH   float32

	// beyond is set when the last column (a long text) lies beyond the
	// pane: the others fill the pane and it is reached by scrolling.
	beyond bool
}

// columnSizer is a table (or a widget embedding one) whose columns can be sized.
type columnSizer interface {
	fyne.CanvasObject
	SetColumnWidth(col int, width float32)
}

func newFillTable(t columnSizer, widths []float32, grow []int, extra float32, rows func() int) *fyne.Container {
	l := &fillTable{table: t, widths: widths, base: append([]float32(nil), widths...), grow: grow, extra: extra, rows: rows}
	l.rowH = widget.NewLabel("Ag").MinSize().Height + 4
	return container.New(l, t)
}

func (l *fillTable) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	var total, growing float32
	for i, w := range l.base {
		if !l.beyond || i < len(l.base)-1 {
			total += w
		}
	}
	for _, i := range l.grow {
		growing += l.base[i]
	}
	spare := size.Width - total - l.extra
	for i, w := range l.base {
		if spare > 0 && growing > 0 && slices.Contains(l.grow, i) {
			w += spare * w / growing
		}
		if w != l.widths[i] {
			l.widths[i] = w
			l.table.SetColumnWidth(i, w)
		}
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l *fillTable) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if l.rows == nil {
		return objs[0].MinSize()
	}
	return fyne.NewSize(l.base[0]+l.extra, float32(l.rows()+1)*l.rowH+8)
}

// textWidth is the width a table cell needs to show text whole: the
// text, the label's padding on both sides and a little room.
func textWidth(text string, bold bool) float32 {
	return fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{Bold: bold}).Width + 2*theme.InnerPadding() + 4
}

// contentWidth is a column's width from its content: wide enough for the
// header and every cell, at least least and at most most (longer text
// is then truncated, and the detail below the table shows it whole).
func contentWidth(header string, cells []string, least, most float32) float32 {
	w := max(least, textWidth(header, true))
	for _, c := range cells {
		w = max(w, textWidth(c, false))
	}
	return min(w, max(most, least))
}

// setBase makes col's width w, whatever the pane's width (the content
// decides it: a plan column as wide as its longest plan).
func (l *fillTable) setBase(col int, w float32) {
	if col < 0 || col >= len(l.base) || l.base[col] == w {
		return
	}
	l.base[col], l.widths[col] = w, w
	l.table.SetColumnWidth(col, w)
	l.table.Refresh()
}
