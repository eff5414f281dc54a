// Package chart draws ComputeCheck's charts for slide decks — memory
// stacks, cost curves, cost breakdowns, throughput, sensitivity — as PNG and
// SVG, with the bundled font so Chinese labels render anywhere.
//
// It is an adapter: plain numbers and labels in, bytes out; only the
// builders (builders.go, fromcalc.go) know about tasks and quotes. It wraps
// go-chart v2.1.2, which is archived and gets several things wrong: SVG text
// not escaped, bar axes starting at the smallest value, failure on equal
// values or a single bar, stacked bars only as shares of 100 %, Roboto
// without CJK, and margins in fixed pixels that crowd labels at 2x.
// go-chart draws the step-line chart's axes, grid and lines; bars, stacks,
// the tornado, tick labels, legends, titles and footers are drawn here.
// Everything goes through one canvas with a PNG backend (x/image/vector and
// the bundled TrueType font) and an SVG backend (encoding/xml escaping), so
// the fixes hold for every chart and go-chart can be replaced without
// touching callers.
//
// Every chart has a zero-based value axis with round tick steps, a title,
// the unit on the axis, a legend and a footer the caller fills with the
// date and task (rendering reads no clock). Sizes are set for a 1920x1080
// slide — title 48 px, labels 22-26 px — and scale with the chart; Scale 2
// doubles the pixels for high-DPI slides. Empty, all-zero, single-value and
// equal-value data draw a chart (or a "no data" panel), never an error.
package chart

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"computecheck/msg"
)

// Default size: a 16:9 slide.
const (
	DefaultWidth  = 1920
	DefaultHeight = 1080
	// maxPixels bounds either side of the image: 4K at 2x is 7680.
	maxPixels = 8192
)

// Meta is what every chart carries besides its data.
type Meta struct {
	Title    string
	Subtitle string
	// Footer names the date and the task; the caller writes it, so a
	// render is a pure function of its inputs.
	Footer string
	// Lang is "zh" or "en", for the few words the charts add themselves
	// ("no data", "n/a").
	Lang string
	// Width and Height are the logical size in pixels; 0 means 1920x1080.
	Width, Height int
	// Scale multiplies the pixels (2: a 1920x1080 chart as a 3840x2160
	// image, for high-DPI slides); 0 means 1.
	Scale float64
}

// Series is one named row of values, one per category.
type Series struct {
	Name   string
	Values []float64
}

// Limit is a labelled horizontal line across a bar chart (a GPU's memory).
type Limit struct {
	Label string
	Value float64
}

// Line is one curve of a line chart: X and Y pair up. With Step, each Y
// holds until the next X, drawn as a staircase (billing by increment).
type Line struct {
	Name string
	X, Y []float64
	Step bool
}

// Mark is a labelled point on a line chart (a break-even point); with
// Vertical it is a dashed vertical line at X instead (the task's hours).
type Mark struct {
	X, Y     float64
	Label    string
	Vertical bool
}

// TornadoBar is one input of a sensitivity chart: the outcome with the input
// at its low and at its high value.
type TornadoBar struct {
	Label     string
	Low, High float64
}

// Chart is a chart ready to render. Build one with StackedBars, GroupedBars,
// StepLines or Tornado (or the builders), then call PNG or SVG.
type Chart struct {
	meta Meta
	plot plotter
}

// plotter draws the part of a chart inside the frame.
type plotter interface {
	legend() []legendItem
	// empty reports that there is nothing to draw: the chart shows "no data".
	empty() bool
	draw(s *scene, area rect) error
}

// PNG renders the chart as a PNG of Width*Scale x Height*Scale pixels.
func (c Chart) PNG() ([]byte, error) {
	w, h, err := c.meta.pixels()
	if err != nil {
		return nil, err
	}
	fs, err := newFontSet()
	if err != nil {
		return nil, fmt.Errorf("chart: bundled font: %w", err)
	}
	r := newRaster(w, h, fs)
	if err := c.render(r, fs, w, h); err != nil {
		return nil, err
	}
	return r.encode()
}

// SVG renders the chart as an SVG document of the same pixel size as PNG.
func (c Chart) SVG() ([]byte, error) {
	w, h, err := c.meta.pixels()
	if err != nil {
		return nil, err
	}
	fs, err := newFontSet()
	if err != nil {
		return nil, fmt.Errorf("chart: bundled font: %w", err)
	}
	s := newSVG(w, h, c.meta.Title)
	if err := c.render(s, fs, w, h); err != nil {
		return nil, err
	}
	return s.bytes(), nil
}

// Size is the image size in pixels that PNG and SVG produce.
func (c Chart) Size() (width, height int, err error) { return c.meta.pixels() }

func (m Meta) pixels() (int, int, error) {
	w, h, sc := m.Width, m.Height, m.Scale
	if w == 0 && h == 0 {
		w, h = DefaultWidth, DefaultHeight
	} else if w == 0 {
		w = (h*16 + 8) / 9
	} else if h == 0 {
		h = (w*9 + 8) / 16
	}
	if sc == 0 {
		sc = 1
	}
	if w < 0 || h < 0 || math.IsNaN(sc) || sc <= 0 {
		return 0, 0, msg.Errorf("chart.err.size", w, h, sc)
	}
	pw, ph := int(math.Round(float64(w)*sc)), int(math.Round(float64(h)*sc))
	if pw < 64 || ph < 64 {
		return 0, 0, msg.Errorf("chart.err.too_small", pw, ph)
	}
	if pw > maxPixels || ph > maxPixels {
		return 0, 0, msg.Errorf("chart.err.too_large", pw, ph, maxPixels)
	}
	return pw, ph, nil
}

var errNoPlot = errors.New("chart: no chart built (use StackedBars, GroupedBars, StepLines or Tornado)")

func (c Chart) render(cv canvas, fs *fontSet, w, h int) error {
	if c.plot == nil {
		return errNoPlot
	}
	s := newScene(cv, fs, w, h, c.meta)
	var legend []legendItem
	if !c.plot.empty() {
		legend = c.plot.legend()
	}
	area := s.layoutFrame(legend)
	if c.plot.empty() {
		s.noData(area)
	} else if err := c.plot.draw(s, area); err != nil {
		return err
	}
	s.drawFrame()
	return nil
}

// rect is an area in pixels.
type rect struct{ x0, y0, x1, y1 float64 }

func (r rect) w() float64 { return r.x1 - r.x0 }
func (r rect) h() float64 { return r.y1 - r.y0 }

// scene is one render: the canvas, the font, the size and the frame layout.
type scene struct {
	cv   canvas
	fs   *fontSet
	w, h float64
	// k converts design pixels (a 1920x1080 chart at scale 1) to image
	// pixels, so text and lines keep their proportion at any size.
	k    float64
	meta Meta
	lang string

	frame frameLayout
}

func newScene(cv canvas, fs *fontSet, w, h int, m Meta) *scene {
	sc := m.Scale
	if sc == 0 {
		sc = 1
	}
	k := math.Min(float64(w)/DefaultWidth, float64(h)/DefaultHeight)
	lang := langOf(m.Lang)
	return &scene{cv: cv, fs: fs, w: float64(w), h: float64(h), k: k, meta: m, lang: lang}
}

// px converts design pixels to image pixels.
func (s *scene) px(v float64) float64 { return v * s.k }

// Type sizes in design pixels: slide-readable at 1920x1080.
const (
	sizeTitle    = 48
	sizeSubtitle = 30
	sizeAxis     = 26 // axis titles, tick and category labels
	sizeLegend   = 26
	sizeValue    = 24 // numbers on bars
	sizeSmall    = 22 // segment labels, limit labels, footer: the floor
	sizeFooter   = 22
)

// font returns a type size in image pixels, never below 9 px.
func (s *scene) font(design float64) float64 { return math.Max(9, design*s.k) }

// snap rounds a coordinate to whole pixels, so bar edges stay crisp and
// stacked segments meet without seams.
func snap(v float64) float64 { return math.Round(v) }

// lineW is a line width in image pixels, at least one pixel.
func (s *scene) lineW(design float64) float64 { return math.Max(1, math.Round(design*s.k)) }

// hline draws a pixel-aligned horizontal line of the given design width.
func (s *scene) hline(x0, x1, y, design float64, c colorT) {
	w := s.lineW(design)
	y0 := snap(y - w/2)
	s.cv.fillRect(snap(x0), y0, snap(x1), y0+w, c)
}

// vline draws a pixel-aligned vertical line of the given design width.
func (s *scene) vline(x, y0, y1, design float64, c colorT) {
	w := s.lineW(design)
	x0 := snap(x - w/2)
	s.cv.fillRect(x0, snap(y0), x0+w, snap(y1), c)
}

// textBox draws text on a translucent white box, for labels over lines.
func (s *scene) textBox(str string, x, y, size float64, c colorT, a anchor) {
	w := s.fs.width(str, size)
	pad := s.px(6)
	x0 := x
	switch a {
	case anchorMiddle:
		x0 -= w / 2
	case anchorEnd:
		x0 -= w
	}
	s.cv.fillRect(x0-pad, y-s.fs.ascent(size)-pad/2, x0+w+pad, y+s.fs.descent(size)+pad/2, colLabelBox)
	s.cv.text(str, x, y, size, c, a)
}

// legendItem is one legend entry; its swatch is a box, a line or a dashed
// line.
type legendItem struct {
	name  string
	color colorT
	kind  swatchKind
}

type swatchKind int

const (
	swatchBox swatchKind = iota
	swatchLine
	swatchDash
)

// frameLayout is where the frame's parts go, computed before the plot is
// drawn and drawn after it (go-chart paints its own background).
type frameLayout struct {
	title, subtitle []string
	titleY          []float64
	subtitleY       []float64
	legend          []legendItem
	legendPos       []pt // swatch top-left of each item
	footer          string
	footerY         float64
}

// layoutFrame places title, subtitle, legend and footer and returns the
// area left for the plot.
func (s *scene) layoutFrame(legend []legendItem) rect {
	f := &s.frame
	mx, top, bottom := s.px(56), s.px(40), s.px(28)
	inner := s.w - 2*mx
	y := top

	ts := s.font(sizeTitle)
	f.title = s.fs.wrap(s.meta.Title, ts, inner, 2)
	for range f.title {
		y += s.fs.ascent(ts)
		f.titleY = append(f.titleY, y)
		y += s.fs.descent(ts) + s.px(4)
	}
	ss := s.font(sizeSubtitle)
	f.subtitle = s.fs.wrap(s.meta.Subtitle, ss, inner, 2)
	if len(f.subtitle) > 0 {
		y += s.px(6)
	}
	for range f.subtitle {
		y += s.fs.ascent(ss)
		f.subtitleY = append(f.subtitleY, y)
		y += s.fs.descent(ss) + s.px(2)
	}

	ls := s.font(sizeLegend)
	if len(legend) > 0 {
		y += s.px(22)
		rowH := ls * 1.5
		x := mx
		for _, it := range legend {
			w := s.swatchW(it.kind) + s.px(12) + s.fs.width(it.name, ls)
			if x > mx && x+w > mx+inner {
				x = mx
				y += rowH
			}
			f.legend = append(f.legend, it)
			f.legendPos = append(f.legendPos, pt{x, y})
			x += w + s.px(40)
		}
		y += rowH
	}

	fs := s.font(sizeFooter)
	f.footer = s.fs.ellipsize(strings.Join(strings.Fields(s.meta.Footer), " "), fs, inner)
	f.footerY = s.h - bottom - s.fs.descent(fs)
	bottomY := s.h - bottom
	if f.footer != "" {
		bottomY = f.footerY - s.fs.ascent(fs)
	}
	return rect{mx, y + s.px(20), s.w - mx, bottomY - s.px(20)}
}

func (s *scene) swatchW(k swatchKind) float64 {
	if k == swatchBox {
		return s.px(28)
	}
	return s.px(48)
}

func (s *scene) drawFrame() {
	f := &s.frame
	mx := s.px(56)
	for i, l := range f.title {
		s.cv.text(l, mx, f.titleY[i], s.font(sizeTitle), colText, anchorStart)
	}
	for i, l := range f.subtitle {
		s.cv.text(l, mx, f.subtitleY[i], s.font(sizeSubtitle), colMuted, anchorStart)
	}
	ls := s.font(sizeLegend)
	for i, it := range f.legend {
		p := f.legendPos[i]
		mid := p.Y + ls*0.75
		switch it.kind {
		case swatchBox:
			sz := s.px(28)
			s.cv.fillRect(snap(p.X), snap(mid-sz/2), snap(p.X+sz), snap(mid+sz/2), it.color)
		case swatchLine:
			s.cv.strokeLine([]pt{{p.X, mid}, {p.X + s.px(48), mid}}, s.lineW(6), it.color, nil)
		case swatchDash:
			s.cv.strokeLine([]pt{{p.X, mid}, {p.X + s.px(48), mid}}, s.lineW(4), it.color, []float64{s.px(10), s.px(7)})
		}
		s.cv.text(it.name, p.X+s.swatchW(it.kind)+s.px(12), mid+s.fs.capHeight(ls)/2, ls, colText, anchorStart)
	}
	if f.footer != "" {
		s.cv.text(f.footer, mx, f.footerY, s.font(sizeFooter), colMuted, anchorStart)
	}
}

// noData fills the plot area with a centred "no data".
func (s *scene) noData(area rect) {
	size := s.font(sizeTitle)
	s.cv.fillRect(snap(area.x0), snap(area.y0), snap(area.x1), snap(area.y1), colorT{R: 0xF4, G: 0xF5, B: 0xF7, A: 0xFF})
	s.cv.text(tr(s.lang, "no_data"), (area.x0+area.x1)/2, (area.y0+area.y1)/2+s.fs.capHeight(size)/2, size, colMuted, anchorMiddle)
}

// axisScale is a value axis: from min to max in steps of step, min <= 0 <= max.
type axisScale struct{ min, max, step float64 }

// niceScale covers [lo, hi] and zero with at most about maxTicks round
// steps (1, 2, 2.5 or 5 times a power of ten). All-zero or empty data gives
// 0..1, so an axis never has zero length.
func niceScale(lo, hi float64, maxTicks int) axisScale {
	if math.IsNaN(lo) || math.IsInf(lo, 0) {
		lo = 0
	}
	if math.IsNaN(hi) || math.IsInf(hi, 0) {
		hi = 0
	}
	// A value near the float64 limit would round the axis end to +Inf
	// (and its tick count to a negative slice size): no real amount is
	// within a factor 1e8 of it (calc's bounds stop them far lower).
	const axisLimit = 1e300
	lo, hi = math.Max(math.Min(lo, 0), -axisLimit), math.Min(math.Max(hi, 0), axisLimit)
	if hi-lo < 1e-200 { // zero, or a span go-chart takes for zero
		lo, hi = 0, 1
	}
	maxTicks = max(maxTicks, 2)
	step := niceStep((hi - lo) / float64(maxTicks))
	// A hair of tolerance, so 100 with step 20 ends at 100, not 120.
	mn := math.Floor(lo/step+1e-9) * step
	mx := math.Ceil(hi/step-1e-9) * step
	return axisScale{min: mn, max: mx, step: step}
}

func niceStep(raw float64) float64 {
	if raw <= 0 || math.IsNaN(raw) || math.IsInf(raw, 0) {
		return 1
	}
	e := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if m*e >= raw*(1-1e-9) {
			return m * e
		}
	}
	return 10 * e
}

func (a axisScale) ticks() []float64 {
	steps := math.Round((a.max - a.min) / a.step)
	if !(steps >= 0 && steps <= 1000) { // NaN or runaway: the axis ends only
		return []float64{a.min, a.max}
	}
	n := int(steps)
	out := make([]float64, 0, n+1)
	for i := 0; i <= n; i++ {
		v := a.min + float64(i)*a.step
		if math.Abs(v) < a.step*1e-9 {
			v = 0
		}
		out = append(out, v)
	}
	return out
}

// at maps v onto the pixel range p0 (at min) .. p1 (at max).
func (a axisScale) at(v, p0, p1 float64) float64 {
	return p0 + (v-a.min)/(a.max-a.min)*(p1-p0)
}

// numFormat prints the numbers of one axis alike: a shared divisor and
// suffix (万 and 亿 in Chinese, k and M in English) and a fixed number of
// decimals.
type numFormat struct {
	div      float64
	suffix   string
	decimals int
}

// axisUnits are each language's units for large axis values, largest
// first: from which value on, the divisor, and the word's catalogue key
// (亿 and 万 in Chinese, M and k in English).
var axisUnits = map[string][]struct {
	from, div float64
	key       string
}{
	"zh": {{1e8, 1e8, "axis.unit_1e8"}, {1e5, 1e4, "axis.unit_1e4"}},
	"en": {{1e7, 1e6, "axis.unit_1e6"}, {1e4, 1e3, "axis.unit_1e3"}},
}

// axisFormat chooses the format for an axis' ticks.
func axisFormat(a axisScale, lang string) numFormat {
	m := math.Max(math.Abs(a.min), math.Abs(a.max))
	f := numFormat{div: 1}
	for _, u := range axisUnits[langOf(lang)] {
		if m >= u.from {
			f = numFormat{div: u.div, suffix: tr(lang, u.key)}
			break
		}
	}
	x := a.step / f.div
	for f.decimals < 6 {
		p := x * math.Pow(10, float64(f.decimals))
		if math.Abs(p-math.Round(p)) < 1e-6*math.Max(1, p) {
			break
		}
		f.decimals++
	}
	return f
}

// tick formats an axis tick.
func (f numFormat) tick(v float64) string { return f.format(v, f.decimals, false) }

// value formats a number on a bar: three significant digits or so, in the
// axis' divisor and suffix, trailing zeros dropped.
func (f numFormat) value(v float64) string {
	if f.div > 1 && math.Abs(v) < f.div {
		// A small part of a large axis reads better plain (17.5, not 0.018k).
		return numFormat{div: 1}.value(v)
	}
	x := math.Abs(v / f.div)
	d := 0
	switch {
	case x == 0 || x >= 100:
		d = 0
	case x >= 10:
		d = 1
	case x >= 1:
		d = 2
	default:
		d = 3
	}
	return f.format(v, d, true)
}

// signed formats a change, with + for gains.
func (f numFormat) signed(v float64) string {
	s := f.value(v)
	if v > 0 && s != "0" {
		return "+" + s
	}
	return s
}

func (f numFormat) format(v float64, decimals int, trim bool) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "–"
	}
	x := v / f.div
	s := strconv.FormatFloat(math.Abs(x), 'f', decimals, 64)
	if trim && strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "0" || strings.Trim(s, "0.") == "" {
		return "0"
	}
	intPart, frac, hasFrac := strings.Cut(s, ".")
	var b strings.Builder
	if x < 0 {
		b.WriteByte('-')
	}
	for i, r := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if hasFrac {
		b.WriteByte('.')
		b.WriteString(frac)
	}
	b.WriteString(f.suffix)
	return b.String()
}

// finite replaces NaN and infinities, which a chart cannot place, with 0.
func finite(v float64) float64 {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return 0
	}
	return v
}
