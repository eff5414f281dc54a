package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// segment is one coloured part of a stacked bar.
type segment struct {
	value float64
	color color.Color
}

// stackBar draws segments side by side in proportion, with an optional
// limit line (a GPU's memory) on the same scale. It only draws: the values
// come from calc.
type stackBar struct {
	widget.BaseWidget
	segs  []segment
	limit float64 // 0: no line
	min   fyne.Size
}

func newStackBar(height float32) *stackBar {
	b := &stackBar{min: fyne.NewSize(200, height)}
	b.ExtendBaseWidget(b)
	return b
}

func (b *stackBar) set(segs []segment, limit float64) {
	b.segs, b.limit = segs, limit
	b.Refresh()
}

func (b *stackBar) CreateRenderer() fyne.WidgetRenderer {
	r := &stackBarRenderer{bar: b, bg: canvas.NewRectangle(color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0x30})}
	r.line = canvas.NewRectangle(color.NRGBA{R: 0xD0, G: 0x20, B: 0x20, A: 0xFF})
	return r
}

type stackBarRenderer struct {
	bar   *stackBar
	bg    *canvas.Rectangle
	rects []*canvas.Rectangle
	line  *canvas.Rectangle
}

func (r *stackBarRenderer) scale() float64 {
	total := 0.0
	for _, s := range r.bar.segs {
		total += s.value
	}
	if r.bar.limit > total {
		total = r.bar.limit
	}
	return total * 1.05
}

func (r *stackBarRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	full := r.scale()
	x := float32(0)
	for i, s := range r.bar.segs {
		w := float32(0)
		if full > 0 {
			w = float32(s.value / full * float64(size.Width))
		}
		r.rects[i].Move(fyne.NewPos(x, 0))
		r.rects[i].Resize(fyne.NewSize(w, size.Height))
		x += w
	}
	if r.bar.limit > 0 && full > 0 {
		lx := float32(r.bar.limit / full * float64(size.Width))
		r.line.Move(fyne.NewPos(lx-1.5, -4))
		r.line.Resize(fyne.NewSize(3, size.Height+8))
		r.line.Show()
	} else {
		r.line.Hide()
	}
}

func (r *stackBarRenderer) MinSize() fyne.Size { return r.bar.min }

func (r *stackBarRenderer) Refresh() {
	for len(r.rects) < len(r.bar.segs) {
		r.rects = append(r.rects, canvas.NewRectangle(color.Black))
	}
	r.rects = r.rects[:len(r.bar.segs)]
	for i, s := range r.bar.segs {
		r.rects[i].FillColor = s.color
		r.rects[i].Refresh()
	}
	r.Layout(r.bar.Size())
	canvas.Refresh(r.bar)
}

func (r *stackBarRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.bg}
	for _, rc := range r.rects {
		objs = append(objs, rc)
	}
	return append(objs, r.line)
}

func (r *stackBarRenderer) Destroy() {}
