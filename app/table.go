package app

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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

// stretchTable lays a table out across the width it is given, widening its
// columns in proportion to their base widths (see Layout), and tall enough for rows rows
// (func: the count changes), so that inside a scrolled page it needs no
// vertical scroll bar of its own.
type stretchTable struct {
	table  *widget.Table
	widths []float32
	rows   func() int
	rowH   float32
}

func newStretchTable(t *widget.Table, widths []float32, rows func() int) *fyne.Container {
	l := &stretchTable{table: t, widths: widths, rows: rows}
	l.rowH = widget.NewLabel("Ag").MinSize().Height + 4
	return container.New(l, t)
}

func (l *stretchTable) base() float32 {
	var sum float32
	for _, w := range l.widths {
		sum += w
	}
	return sum
}

// Layout widens the columns but the last to fill the pane (the last, a
// long text, keeps its width and is reached by scrolling when it does not
// fit).
func (l *stretchTable) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	last := len(l.widths) - 1
	head := l.base() - l.widths[last]
	k := max((size.Width-8)/head, 1) // 8: the table's own padding
	for i, w := range l.widths {
		if i < last {
			w *= k
		}
		l.table.SetColumnWidth(i, w)
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l *stretchTable) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(l.widths[0]+8, float32(l.rows()+1)*l.rowH+8)
}

// fillWidth lays a table out at the width it is given and, when that is
// more than its columns take, widens the columns in grow (in proportion to
// their widths) to fill it, so a wide window shows whole vendor names
// instead of empty space. widths is the table's own slice of column
// widths (its cells truncate by it): it is updated in place.
type fillWidth struct {
	table  columnSizer
	widths []float32
	base   []float32
	grow   []int
	extra  float32 // the row-header column and padding
}

// columnSizer is a table (or a widget embedding one) whose columns can be sized.
type columnSizer interface {
	fyne.CanvasObject
	SetColumnWidth(col int, width float32)
}

func newFillWidth(t columnSizer, widths []float32, grow []int, extra float32) *fyne.Container {
	return container.New(&fillWidth{table: t, widths: widths, base: append([]float32(nil), widths...), grow: grow, extra: extra}, t)
}

func (l *fillWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	var total, growing float32
	for _, w := range l.base {
		total += w
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

func (l *fillWidth) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }
