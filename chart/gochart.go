package chart

import (
	"cmp"
	"io"
	"math"

	gochart "github.com/wcharczuk/go-chart/v2"
	"github.com/wcharczuk/go-chart/v2/drawing"

	"github.com/golang/freetype/truetype"
)

// gochartRenderer lets go-chart draw on our canvas. go-chart's own SVG
// renderer writes text unescaped and its PNG renderer knows only the font
// it is handed; through this bridge its axes, grid and lines land in the
// same PNG and SVG backends, with the same escaping and the bundled font,
// as the charts drawn here. It implements go-chart's Renderer interface.
type gochartRenderer struct {
	cv  canvas
	fs  *fontSet
	dpi float64

	stroke, fill, fontColor drawing.Color
	strokeWidth, fontSize   float64
	dash                    []float64

	paths [][]pt
}

var _ gochart.Renderer = (*gochartRenderer)(nil)

// provider hands the bridge to go-chart's Chart.Render, which asks for a
// renderer of its own size; ours already has the canvas.
func (g *gochartRenderer) provider() gochart.RendererProvider {
	return func(int, int) (gochart.Renderer, error) { return g, nil }
}

func toColor(c drawing.Color) colorT { return colorT{R: c.R, G: c.G, B: c.B, A: c.A} }

func (g *gochartRenderer) ResetStyle() {
	g.stroke, g.fill, g.fontColor = drawing.Color{}, drawing.Color{}, drawing.Color{}
	g.strokeWidth, g.dash = 0, nil
	g.paths = nil
}
func (g *gochartRenderer) GetDPI() float64                   { return g.dpi }
func (g *gochartRenderer) SetDPI(dpi float64)                { g.dpi = dpi }
func (g *gochartRenderer) SetClassName(string)               {}
func (g *gochartRenderer) SetStrokeColor(c drawing.Color)    { g.stroke = c }
func (g *gochartRenderer) SetFillColor(c drawing.Color)      { g.fill = c }
func (g *gochartRenderer) SetStrokeWidth(w float64)          { g.strokeWidth = w }
func (g *gochartRenderer) SetStrokeDashArray(dash []float64) { g.dash = dash }
func (g *gochartRenderer) SetFont(*truetype.Font)            {} // always the bundled font
func (g *gochartRenderer) SetFontColor(c drawing.Color)      { g.fontColor = c }
func (g *gochartRenderer) SetFontSize(size float64)          { g.fontSize = size }
func (g *gochartRenderer) SetTextRotation(float64)           {} // no rotated text is asked for
func (g *gochartRenderer) ClearTextRotation()                {}
func (g *gochartRenderer) Save(io.Writer) error              { return nil } // the backend encodes
func (g *gochartRenderer) MoveTo(x, y int)                   { g.paths = append(g.paths, []pt{{float64(x), float64(y)}}) }
func (g *gochartRenderer) Circle(radius float64, x, y int) {
	g.paths = append(g.paths, circlePoints(float64(x), float64(y), radius))
}
func (g *gochartRenderer) QuadCurveTo(cx, cy, x, y int) {
	g.quad(float64(cx), float64(cy), float64(x), float64(y))
}
func (g *gochartRenderer) textPx() float64                     { return g.fontSize * cmp.Or(g.dpi, 72) / 72 }
func (g *gochartRenderer) LineTo(x, y int)                     { p := g.cur(); *p = append(*p, pt{float64(x), float64(y)}) }
func (g *gochartRenderer) Close()                              { g.close() }
func (g *gochartRenderer) Stroke()                             { g.doStroke(); g.paths = nil }
func (g *gochartRenderer) Fill()                               { g.doFill(); g.paths = nil }
func (g *gochartRenderer) FillStroke()                         { g.doFill(); g.doStroke(); g.paths = nil }
func (g *gochartRenderer) Text(body string, x, y int)          { g.text(body, x, y) }
func (g *gochartRenderer) MeasureText(body string) gochart.Box { return g.measure(body) }

func (g *gochartRenderer) cur() *[]pt {
	if len(g.paths) == 0 {
		g.paths = append(g.paths, nil)
	}
	return &g.paths[len(g.paths)-1]
}

func (g *gochartRenderer) close() {
	p := g.cur()
	if len(*p) > 1 {
		*p = append(*p, (*p)[0])
	}
}

// quad flattens a quadratic Bézier from the current point.
func (g *gochartRenderer) quad(cx, cy, x, y float64) {
	p := g.cur()
	if len(*p) == 0 {
		*p = append(*p, pt{x, y})
		return
	}
	s := (*p)[len(*p)-1]
	for i := 1; i <= 12; i++ {
		t := float64(i) / 12
		u := 1 - t
		*p = append(*p, pt{u*u*s.X + 2*u*t*cx + t*t*x, u*u*s.Y + 2*u*t*cy + t*t*y})
	}
}

// ArcTo flattens an elliptical arc, joining it to the current point.
func (g *gochartRenderer) ArcTo(cx, cy int, rx, ry, start, delta float64) {
	p := g.cur()
	n := max(8, int(math.Abs(delta)/(math.Pi/32)))
	for i := 0; i <= n; i++ {
		a := start + delta*float64(i)/float64(n)
		*p = append(*p, pt{float64(cx) + rx*math.Cos(a), float64(cy) + ry*math.Sin(a)})
	}
}

func (g *gochartRenderer) doStroke() {
	if g.strokeWidth <= 0 {
		return
	}
	for _, p := range g.paths {
		g.cv.strokeLine(p, g.strokeWidth, toColor(g.stroke), g.dash)
	}
}

func (g *gochartRenderer) doFill() {
	for _, p := range g.paths {
		if len(p) < 3 {
			continue
		}
		// Axis-aligned boxes (the canvas, the background) as rectangles,
		// so they stay pixel-exact.
		if x0, y0, x1, y1, ok := boxOf(p); ok {
			g.cv.fillRect(x0, y0, x1, y1, toColor(g.fill))
			continue
		}
		g.cv.fillPolygon(p, toColor(g.fill))
	}
}

// boxOf reports whether a closed path is an axis-aligned rectangle.
func boxOf(p []pt) (x0, y0, x1, y1 float64, ok bool) {
	if len(p) == 5 && p[4] == p[0] {
		p = p[:4]
	}
	if len(p) != 4 {
		return 0, 0, 0, 0, false
	}
	xs, ys := map[float64]bool{}, map[float64]bool{}
	for _, q := range p {
		xs[q.X], ys[q.Y] = true, true
	}
	if len(xs) != 2 || len(ys) != 2 {
		return 0, 0, 0, 0, false
	}
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, q := range p {
		x0, x1 = math.Min(x0, q.X), math.Max(x1, q.X)
		y0, y1 = math.Min(y0, q.Y), math.Max(y1, q.Y)
	}
	return x0, y0, x1, y1, true
}

func (g *gochartRenderer) text(body string, x, y int) {
	g.cv.text(body, float64(x), float64(y), g.textPx(), toColor(g.fontColor), anchorStart)
}

// measure reports the text box go-chart lays its axes out with: the
// advance width and the height of digits and capitals.
func (g *gochartRenderer) measure(body string) gochart.Box {
	if body == "" {
		return gochart.Box{}
	}
	size := g.textPx()
	return gochart.Box{Right: int(math.Ceil(g.fs.width(body, size))), Bottom: int(math.Ceil(g.fs.capHeight(size)))}
}
