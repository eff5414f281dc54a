package chart

import (
	"image/color"
	"math"
)

// canvas is what every chart draws on, in pixels, y downwards. It has two
// backends, raster (PNG) and svgCanvas, and go-chart reaches it through
// gochartRenderer, so all text of every chart goes through one escaping SVG
// writer and one font.
type canvas interface {
	// fillRect fills an axis-aligned rectangle.
	fillRect(x0, y0, x1, y1 float64, c color.NRGBA)
	// fillPolygon fills a closed polygon (non-zero winding).
	fillPolygon(pts []pt, c color.NRGBA)
	// strokeLine draws an open polyline with square caps; dash, when not
	// empty, alternates on and off lengths in pixels.
	strokeLine(pts []pt, width float64, c color.NRGBA, dash []float64)
	// text draws one line of text with its baseline at y.
	text(s string, x, y, size float64, c color.NRGBA, a anchor)
}

type pt struct{ X, Y float64 }

// colorT is a straight-alpha colour.
type colorT = color.NRGBA

// anchor is where x lies on a line of text.
type anchor int

const (
	anchorStart anchor = iota
	anchorMiddle
	anchorEnd
)

// circlePoints approximates a circle by a polygon fine enough at any size
// a chart uses.
func circlePoints(cx, cy, r float64) []pt {
	n := max(16, min(96, int(r*2)))
	pts := make([]pt, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = pt{cx + r*math.Cos(a), cy + r*math.Sin(a)}
	}
	return pts
}

// dashes cuts a polyline into its "on" pieces.
func dashes(pts []pt, pattern []float64) [][]pt {
	total := 0.0
	for _, d := range pattern {
		total += d
	}
	if len(pattern) == 0 || total <= 0 || len(pts) < 2 {
		return [][]pt{pts}
	}
	var out [][]pt
	idx, left, on := 0, pattern[0], true
	cur := []pt{pts[0]}
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		segLen := math.Hypot(b.X-a.X, b.Y-a.Y)
		pos := 0.0
		for segLen-pos > left {
			pos += left
			t := pos / segLen
			p := pt{a.X + (b.X-a.X)*t, a.Y + (b.Y-a.Y)*t}
			if on {
				out = append(out, append(cur, p))
			}
			cur = []pt{p}
			on = !on
			idx = (idx + 1) % len(pattern)
			left = pattern[idx]
		}
		left -= segLen - pos
		cur = append(cur, b)
	}
	if on && len(cur) > 1 {
		out = append(out, cur)
	}
	return out
}

// Colours: Tableau 10, which stays distinguishable in grey-scale print and
// for the common colour-vision deficiencies, on white.
var palette = []color.NRGBA{
	{0x4E, 0x79, 0xA7, 0xFF}, // blue
	{0xF2, 0x8E, 0x2B, 0xFF}, // orange
	{0xE1, 0x57, 0x59, 0xFF}, // red
	{0x76, 0xB7, 0xB2, 0xFF}, // teal
	{0x59, 0xA1, 0x4F, 0xFF}, // green
	{0xED, 0xC9, 0x48, 0xFF}, // yellow
	{0xB0, 0x7A, 0xA1, 0xFF}, // purple
	{0xFF, 0x9D, 0xA7, 0xFF}, // pink
	{0x9C, 0x75, 0x5F, 0xFF}, // brown
	{0xBA, 0xB0, 0xAC, 0xFF}, // grey
}

var (
	colWhite    = color.NRGBA{0xFF, 0xFF, 0xFF, 0xFF}
	colText     = color.NRGBA{0x1F, 0x23, 0x28, 0xFF}
	colMuted    = color.NRGBA{0x5F, 0x66, 0x6D, 0xFF}
	colAxis     = color.NRGBA{0x44, 0x4B, 0x52, 0xFF}
	colGrid     = color.NRGBA{0xE3, 0xE6, 0xE9, 0xFF}
	colLimit    = color.NRGBA{0x8B, 0x1E, 0x2D, 0xFF}
	colMark     = color.NRGBA{0x1F, 0x23, 0x28, 0xFF}
	colLabelBox = color.NRGBA{0xFF, 0xFF, 0xFF, 0xE6}
)

func seriesColor(i int) color.NRGBA { return palette[i%len(palette)] }

// MemoryPartColors are the colours of the memory parts in VRAMChart's
// order (weights, gradients, optimizer, activations, logits, overhead):
// the window's memory bar takes them too, so the screen and a slide agree.
func MemoryPartColors() []color.NRGBA {
	return append([]color.NRGBA(nil), palette[:len(vramParts)]...)
}

// textOn picks white or dark text for a label drawn on fill.
func textOn(fill color.NRGBA) color.NRGBA {
	// Relative luminance, ITU-R BT.709 weights on sRGB values: good enough to
	// choose between two text colours.
	l := 0.2126*float64(fill.R) + 0.7152*float64(fill.G) + 0.0722*float64(fill.B)
	if l < 150 {
		return colWhite
	}
	return colText
}
