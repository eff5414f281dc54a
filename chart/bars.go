package chart

import (
	"math"
	"slices"
	"sort"
)

// go-chart's BarChart cannot draw these well: its StackedBarChart shows
// every bar as 100 %, its BarChart has one series (no groups), no legend,
// auto-scales the axis from the smallest value and fails on a single bar
// or equal values, and it has no horizontal bars for a tornado. So bars are
// drawn here, on the same canvas as everything else.

// StackedBars draws one bar per category with the series stacked on it at
// their absolute values: a bar is as tall as the sum of its parts. Negative
// parts stack downwards from zero. Limits are labelled dashed lines across
// the chart (a GPU's memory); the axis always reaches the highest of them.
// unit is the value axis' title, e.g. "Memory per GPU (GiB)".
func StackedBars(meta Meta, categories []string, stacks []Series, unit string, limits []Limit) Chart {
	return Chart{meta: meta, plot: &stackPlot{
		cats: slices.Clone(categories), series: cloneSeries(stacks), unit: unit, limits: slices.Clone(limits),
	}}
}

// GroupedBars draws, per category, one bar for each series side by side
// (estimated beside measured). A NaN value is not known: no bar, and
// "not measured" where it would stand.
func GroupedBars(meta Meta, categories []string, groups []Series, unit string) Chart {
	return Chart{meta: meta, plot: &groupPlot{cats: slices.Clone(categories), series: cloneSeries(groups), unit: unit}}
}

// Tornado draws a sensitivity chart: one horizontal bar pair per input,
// from the base outcome to the outcome with the input at its low and at its
// high value, widest swing on top. The axis is the change from base, so the
// bars start at zero like every other bar here. baseLabel is written over
// the zero line (e.g. "Base 38,500 CNY"); unit is the axis title; lowName
// and highName are the legend's words for the two bars.
func Tornado(meta Meta, baseLabel string, base float64, bars []TornadoBar, unit, lowName, highName string) Chart {
	return Chart{meta: meta, plot: &tornadoPlot{
		base: finite(base), baseLabel: baseLabel, bars: slices.Clone(bars), unit: unit, low: lowName, high: highName,
	}}
}

func cloneSeries(in []Series) []Series {
	out := make([]Series, len(in))
	for i, s := range in {
		out[i] = Series{Name: s.Name, Values: slices.Clone(s.Values)}
	}
	return out
}

// categoryCount is the number of bars: one per category, or one per value
// when the categories are not named.
func categoryCount(cats []string, series []Series) int {
	if len(cats) > 0 {
		return len(cats)
	}
	n := 0
	for _, s := range series {
		n = max(n, len(s.Values))
	}
	return n
}

func valueAt(s Series, i int) float64 {
	if i < len(s.Values) {
		return s.Values[i]
	}
	return math.NaN()
}

// vAxes is the frame of a vertical bar chart: a zero-based value axis on
// the left, categories along the bottom.
type vAxes struct {
	plot rect
	sc   axisScale
	nf   numFormat
	slot float64
	cats [][]string
}

// y is the pixel row of value v.
func (a *vAxes) y(v float64) float64 { return snap(a.sc.at(v, a.plot.y1, a.plot.y0)) }

// center is the pixel column of category i's middle.
func (a *vAxes) center(i int) float64 { return a.plot.x0 + a.slot*(float64(i)+0.5) }

// verticalAxes lays out and draws the value axis (title on top, ticks, grid)
// for data spanning lo..hi, leaving rightGutter free for limit labels.
func (s *scene) verticalAxes(area rect, cats []string, n int, lo, hi float64, unit string, rightGutter float64) *vAxes {
	as := s.font(sizeAxis)
	top := area.y0
	if unit != "" {
		s.cv.text(s.fs.ellipsize(unit, as, area.w()), area.x0, top+s.fs.ascent(as), as, colText, anchorStart)
		top += s.fs.ascent(as) + s.fs.descent(as) + s.px(16)
	}
	a := &vAxes{}
	gutter := s.px(100)
	for range 2 { // the tick labels' width depends on the scale, the scale on the height left
		x0, x1 := area.x0+gutter, area.x1-rightGutter
		a.slot = (x1 - x0) / float64(max(n, 1))
		lines := 1
		a.cats = make([][]string, n)
		for i := range n {
			name := ""
			if i < len(cats) {
				name = cats[i]
			}
			a.cats[i] = s.fs.wrap(name, as, a.slot-s.px(12), 2)
			lines = max(lines, len(a.cats[i]))
		}
		catH := float64(lines)*as*1.25 + s.px(16)
		a.plot = rect{x0, top + s.px(8), x1, area.y1 - catH}
		ph := math.Max(a.plot.h(), 1)
		// Room above the tallest bar (and below the deepest) for its label.
		room := s.font(sizeValue) * 1.7 / ph
		span := hi - lo
		h, l := hi, lo
		if hi > 0 {
			h += span * room
		}
		if lo < 0 {
			l -= span * room
		}
		a.sc = niceScale(l, h, min(10, max(3, int(ph/s.px(95)))))
		a.nf = axisFormat(a.sc, s.lang)
		tw := 0.0
		for _, t := range a.sc.ticks() {
			tw = math.Max(tw, s.fs.width(a.nf.tick(t), as))
		}
		gutter = tw + s.px(18)
	}
	a.plot.x0, a.plot.x1 = snap(a.plot.x0), snap(a.plot.x1)
	for _, t := range a.sc.ticks() {
		y := a.y(t)
		if t != 0 {
			s.hline(a.plot.x0, a.plot.x1, y, 1.5, colGrid)
		}
		s.cv.text(a.nf.tick(t), a.plot.x0-s.px(14), y+s.fs.capHeight(as)/2, as, colAxis, anchorEnd)
	}
	return a
}

// finish draws the zero line over the bars and the category labels.
func (a *vAxes) finish(s *scene) {
	s.hline(a.plot.x0, a.plot.x1, a.y(0), 2.5, colAxis)
	as := s.font(sizeAxis)
	for i, lines := range a.cats {
		y := a.plot.y1 + s.px(14) + s.fs.ascent(as)
		if a.sc.min < 0 {
			y = math.Max(y, a.y(a.sc.min)+s.px(14)+s.fs.ascent(as))
		}
		for j, l := range lines {
			s.cv.text(l, a.center(i), y+float64(j)*as*1.25, as, colText, anchorMiddle)
		}
	}
}

type stackPlot struct {
	cats   []string
	series []Series
	unit   string
	limits []Limit
	// clip, when > 0, caps the axis: a stack taller than clip (and than
	// every other stack and limit) is drawn broken, with its true total.
	clip float64
}

func (p *stackPlot) n() int { return categoryCount(p.cats, p.series) }

func (p *stackPlot) empty() bool { return p.n() == 0 || len(p.series) == 0 }

func (p *stackPlot) legend() []legendItem {
	var out []legendItem
	for i, s := range p.series {
		out = append(out, legendItem{name: s.Name, color: seriesColor(i), kind: swatchBox})
	}
	// Limits need no legend entry: each line carries its label.
	return out
}

// sums are the tops of category i's positive and negative stacks.
func (p *stackPlot) sums(i int) (pos, neg float64) {
	for _, s := range p.series {
		if v := finite(valueAt(s, i)); v > 0 {
			pos += v
		} else {
			neg += v
		}
	}
	return pos, neg
}

func (p *stackPlot) draw(s *scene, area rect) error {
	n := p.n()
	lo, hi := 0.0, 0.0
	for i := range n {
		pos, neg := p.sums(i)
		if p.clip > 0 && pos > p.clip {
			pos = 0 // drawn broken: does not stretch the axis
		}
		hi, lo = math.Max(hi, pos), math.Min(lo, neg)
	}
	for _, l := range p.limits {
		hi, lo = math.Max(hi, finite(l.Value)), math.Min(lo, finite(l.Value))
	}
	ss := s.font(sizeSmall)
	gutter := s.px(12)
	if len(p.limits) > 0 {
		w := 0.0
		for _, l := range p.limits {
			w = math.Max(w, s.fs.width(l.Label, ss))
		}
		gutter = math.Min(w+s.px(36), area.w()*0.3)
	}
	a := s.verticalAxes(area, p.cats, n, lo, hi, p.unit, gutter)
	// A broken stack stops a little under the axis' top, its label below it.
	brokenAt := a.sc.max - a.sc.step*0.4
	barW := math.Min(a.slot*0.62, s.px(260))
	vs := s.font(sizeValue)
	sep := s.lineW(2)
	type label struct {
		text  string
		x, y  float64
		color colorT
		boxed bool
	}
	var texts []label // drawn last, over the limit lines
	for i := range n {
		cx := a.center(i)
		x0, x1 := snap(cx-barW/2), snap(cx+barW/2)
		pos, neg := 0.0, 0.0
		total, _ := p.sums(i)
		broken := p.clip > 0 && total > p.clip && total > brokenAt
		var tops []float64 // segment boundaries inside the positive stack
		for j, ser := range p.series {
			v := finite(valueAt(ser, i))
			if v == 0 {
				continue
			}
			var from, to float64
			if v > 0 {
				from, to = pos, pos+v
				pos = to
			} else {
				from, to = neg, neg+v
				neg = to
			}
			if broken && from >= brokenAt {
				continue
			}
			if broken {
				to = math.Min(to, brokenAt)
			}
			y0, y1 := a.y(from), a.y(to)
			c := seriesColor(j)
			s.cv.fillRect(x0, math.Min(y0, y1), x1, math.Max(y0, y1), c)
			if v > 0 {
				tops = append(tops, y1)
			}
			// The part's own value inside it, where it fits.
			lbl := a.nf.value(v)
			ly := (y0+y1)/2 + s.fs.capHeight(ss)/2
			if math.Abs(y0-y1) >= ss*1.35 && s.fs.width(lbl, ss)+s.px(10) <= x1-x0 && !p.crossesLimit(a, ly-ss, ly+ss*0.3) {
				texts = append(texts, label{lbl, cx, ly, textOn(c), false})
			}
		}
		// White rules between parts, so neighbours of similar colour separate.
		for k := 0; k+1 < len(tops); k++ {
			below := a.y(0)
			if k > 0 {
				below = tops[k-1]
			}
			if below-tops[k] > 3*sep && tops[k]-tops[k+1] > 3*sep {
				s.cv.fillRect(x0, tops[k]-sep/2, x1, tops[k]-sep/2+sep, colWhite)
			}
		}
		top := pos
		if broken {
			top = brokenAt
			// The break: a white slanted band across the bar.
			yb := a.y(brokenAt - a.sc.step*0.5)
			d, h := s.px(14), s.px(7)
			s.cv.fillPolygon([]pt{{x0 - s.px(6), yb + d/2}, {x1 + s.px(6), yb - d/2}, {x1 + s.px(6), yb - d/2 - h}, {x0 - s.px(6), yb + d/2 - h}}, colWhite)
		}
		texts = append(texts, label{a.nf.value(pos + neg), cx, a.y(top) - s.px(12), colText, true})
	}
	a.finish(s)
	p.drawLimits(s, a, gutter)
	for _, t := range texts {
		if t.boxed {
			s.textBox(t.text, t.x, t.y, vs, t.color, anchorMiddle)
		} else {
			s.cv.text(t.text, t.x, t.y, ss, t.color, anchorMiddle)
		}
	}
	return nil
}

// crossesLimit reports whether a limit line runs between pixel rows y0 and
// y1, where it would strike through a label.
func (p *stackPlot) crossesLimit(a *vAxes, y0, y1 float64) bool {
	for _, l := range p.limits {
		if y := a.y(finite(l.Value)); y >= y0 && y <= y1 {
			return true
		}
	}
	return false
}

// drawLimits draws each limit as a dashed line with its label in the right
// gutter, labels pushed apart where limits lie close together.
func (p *stackPlot) drawLimits(s *scene, a *vAxes, gutter float64) {
	if len(p.limits) == 0 {
		return
	}
	ss := s.font(sizeSmall)
	type placed struct {
		y, ly float64
		label string
	}
	ls := make([]placed, 0, len(p.limits))
	for _, l := range p.limits {
		y := a.y(finite(l.Value))
		s.cv.strokeLine([]pt{{a.plot.x0, y}, {a.plot.x1, y}}, s.lineW(3), colLimit, []float64{s.px(14), s.px(9)})
		ls = append(ls, placed{y: y, ly: y, label: s.fs.ellipsize(l.Label, ss, gutter-s.px(30))})
	}
	sort.SliceStable(ls, func(i, j int) bool { return ls[i].y < ls[j].y })
	gap := ss * 1.2
	for i := 1; i < len(ls); i++ {
		ls[i].ly = math.Max(ls[i].ly, ls[i-1].ly+gap)
	}
	// Pushed below the axis: shift the run back up.
	if over := ls[len(ls)-1].ly - (a.plot.y1 + gap/2); over > 0 {
		for i := range ls {
			ls[i].ly -= over
		}
	}
	x := a.plot.x1
	for _, l := range ls {
		if math.Abs(l.ly-l.y) > 1 {
			s.cv.strokeLine([]pt{{x, l.y}, {x + s.px(14), l.ly}}, s.lineW(2), colLimit, nil)
		} else {
			s.cv.strokeLine([]pt{{x, l.y}, {x + s.px(14), l.y}}, s.lineW(2), colLimit, nil)
		}
		s.cv.text(l.label, x+s.px(20), l.ly+s.fs.capHeight(ss)/2, ss, colLimit, anchorStart)
	}
}

type groupPlot struct {
	cats   []string
	series []Series
	unit   string
}

func (p *groupPlot) n() int { return categoryCount(p.cats, p.series) }

func (p *groupPlot) empty() bool {
	if p.n() == 0 {
		return true
	}
	for _, s := range p.series {
		for _, v := range s.Values {
			if !math.IsNaN(v) {
				return false
			}
		}
	}
	return true
}

func (p *groupPlot) legend() []legendItem {
	var out []legendItem
	for i, s := range p.series {
		out = append(out, legendItem{name: s.Name, color: seriesColor(i), kind: swatchBox})
	}
	return out
}

func (p *groupPlot) draw(s *scene, area rect) error {
	n := p.n()
	lo, hi := 0.0, 0.0
	for _, ser := range p.series {
		for i := range n {
			v := finite(valueAt(ser, i))
			hi, lo = math.Max(hi, v), math.Min(lo, v)
		}
	}
	a := s.verticalAxes(area, p.cats, n, lo, hi, p.unit, s.px(12))
	m := max(len(p.series), 1)
	gap := s.px(6)
	barW := math.Min((a.slot*0.8-gap*float64(m-1))/float64(m), s.px(200))
	groupW := barW*float64(m) + gap*float64(m-1)
	vs := s.font(sizeValue)
	if barW < s.fs.width("00,000", vs) {
		vs = s.font(sizeSmall)
	}
	for i := range n {
		left := a.center(i) - groupW/2
		for j, ser := range p.series {
			x0 := snap(left + float64(j)*(barW+gap))
			x1 := snap(x0 + barW)
			cx := (x0 + x1) / 2
			v := valueAt(ser, i)
			if math.IsNaN(v) {
				s.cv.text(tr(s.lang, "missing"), cx, a.y(0)-s.px(10), s.font(sizeSmall), colMuted, anchorMiddle)
				continue
			}
			v = finite(v)
			y0, y1 := a.y(0), a.y(v)
			s.cv.fillRect(x0, math.Min(y0, y1), x1, math.Max(y0, y1), seriesColor(j))
			ly := y1 - s.px(10)
			if v < 0 {
				ly = y1 + s.px(10) + s.fs.ascent(vs)
			}
			s.cv.text(a.nf.value(v), cx, ly, vs, colText, anchorMiddle)
		}
	}
	a.finish(s)
	return nil
}

type tornadoPlot struct {
	base      float64
	baseLabel string
	bars      []TornadoBar
	unit      string
	low, high string
}

func (p *tornadoPlot) empty() bool { return len(p.bars) == 0 }

func (p *tornadoPlot) legend() []legendItem {
	return []legendItem{
		{name: p.low, color: seriesColor(0), kind: swatchBox},
		{name: p.high, color: seriesColor(1), kind: swatchBox},
	}
}

func (p *tornadoPlot) draw(s *scene, area rect) error {
	type row struct {
		label     string
		low, high float64 // change from base
	}
	rows := make([]row, len(p.bars))
	lo, hi := 0.0, 0.0
	for i, b := range p.bars {
		r := row{label: b.Label, low: finite(finite(b.Low) - p.base), high: finite(finite(b.High) - p.base)}
		rows[i] = r
		lo = math.Min(lo, math.Min(r.low, r.high))
		hi = math.Max(hi, math.Max(r.low, r.high))
	}
	// Widest swing on top: the shape that gives the chart its name.
	sort.SliceStable(rows, func(i, j int) bool {
		return math.Abs(rows[i].high-rows[i].low) > math.Abs(rows[j].high-rows[j].low)
	})

	as, vs := s.font(sizeAxis), s.font(sizeValue)
	labelW := 0.0
	for _, r := range rows {
		labelW = math.Max(labelW, s.fs.width(r.label, as))
	}
	labelW = math.Min(labelW, area.w()*0.3)
	plot := rect{
		x0: snap(area.x0 + labelW + s.px(24)),
		y0: area.y0 + as*1.3 + s.px(12),
		x1: snap(area.x1 - s.px(16)),
		y1: area.y1 - as*2.6 - s.px(30),
	}
	// Room beyond the longest bars for their labels.
	pw := math.Max(plot.w(), 1)
	room := s.fs.width("+000.0万", vs) / pw
	span := hi - lo
	if hi > 0 {
		hi += span * room
	}
	if lo < 0 {
		lo -= span * room
	}
	sc := niceScale(lo, hi, min(10, max(3, int(pw/s.px(170)))))
	nf := axisFormat(sc, s.lang)
	x := func(v float64) float64 { return snap(sc.at(v, plot.x0, plot.x1)) }

	for _, t := range sc.ticks() {
		if t != 0 {
			s.vline(x(t), plot.y0, plot.y1, 1.5, colGrid)
		}
		lbl := nf.tick(t)
		if t > 0 {
			lbl = "+" + lbl
		}
		s.cv.text(lbl, x(t), plot.y1+s.px(14)+s.fs.ascent(as), as, colAxis, anchorMiddle)
	}
	if p.unit != "" {
		s.cv.text(s.fs.ellipsize(p.unit, as, plot.w()), (plot.x0+plot.x1)/2, plot.y1+s.px(30)+as*1.3+s.fs.ascent(as), as, colText, anchorMiddle)
	}

	n := len(rows)
	rowH := plot.h() / float64(n)
	barH := math.Min(rowH*0.62, s.px(72))
	x0 := x(0)
	for i, r := range rows {
		cy := plot.y0 + rowH*(float64(i)+0.5)
		y0, y1 := snap(cy-barH/2), snap(cy+barH/2)
		type bar struct {
			d float64
			c colorT
		}
		bs := []bar{{r.low, seriesColor(0)}, {r.high, seriesColor(1)}}
		// The longer bar first, so a shorter one on the same side shows on it.
		if math.Abs(bs[1].d) > math.Abs(bs[0].d) {
			bs[0], bs[1] = bs[1], bs[0]
		}
		sameSide := bs[0].d*bs[1].d > 0
		for k, b := range bs {
			xe := x(b.d)
			s.cv.fillRect(math.Min(x0, xe), y0, math.Max(x0, xe), y1, b.c)
			lbl := nf.signed(b.d)
			lw := s.fs.width(lbl, vs)
			ty := cy + s.fs.capHeight(vs)/2
			switch {
			case k == 1 && sameSide:
				// Inside its own bar, over the longer one, when it fits.
				if lw+s.px(16) <= math.Abs(xe-x0) {
					if b.d > 0 {
						s.cv.text(lbl, xe-s.px(8), ty, vs, textOn(b.c), anchorEnd)
					} else {
						s.cv.text(lbl, xe+s.px(8), ty, vs, textOn(b.c), anchorStart)
					}
				}
			case b.d < 0:
				s.cv.text(lbl, xe-s.px(8), ty, vs, colText, anchorEnd)
			default:
				s.cv.text(lbl, xe+s.px(8), ty, vs, colText, anchorStart)
			}
		}
		lines := s.fs.wrap(r.label, as, labelW, 2)
		ly := cy + s.fs.capHeight(as)/2 - float64(len(lines)-1)*as*1.25/2
		for j, l := range lines {
			s.cv.text(l, plot.x0-s.px(16), ly+float64(j)*as*1.25, as, colText, anchorEnd)
		}
	}
	s.vline(x0, plot.y0-s.px(6), plot.y1, 3, colAxis)
	s.hline(plot.x0, plot.x1, plot.y1, 1.5, colAxis)
	if p.baseLabel != "" {
		s.textBox(p.baseLabel, x0, plot.y0-s.px(14), as, colText, anchorMiddle)
	}
	return nil
}
