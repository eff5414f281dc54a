package chart

import (
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strconv"

	gochart "github.com/wcharczuk/go-chart/v2"
	"github.com/wcharczuk/go-chart/v2/drawing"
)

// StepLines draws curves against a numeric X axis (total cost over training
// hours), staircase-shaped where a line has Step set, with marks (break-even
// points, the task's hours) on top. Both axes start at zero.
//
// go-chart draws this one: its continuous series, axes and grid work once
// it is handed explicit ranges and ticks. It is told everything it tends to
// get wrong: the ranges (zero-based, round steps), the ticks, the left-hand
// axis (its primary axis sits on the right; the series go on the secondary
// one, whose range go-chart takes from the primary's ticks, so both carry
// them), transparent backgrounds. Title, legend, axis titles, tick labels
// (go-chart spaces them by fixed pixels), marks and footer are ours.
func StepLines(meta Meta, lines []Line, marks []Mark, xUnit, yUnit string) Chart {
	ls := make([]Line, len(lines))
	for i, l := range lines {
		ls[i] = Line{Name: l.Name, X: slices.Clone(l.X), Y: slices.Clone(l.Y), Step: l.Step}
	}
	return Chart{meta: meta, plot: &linePlot{lines: ls, marks: slices.Clone(marks), xUnit: xUnit, yUnit: yUnit}}
}

type linePlot struct {
	lines        []Line
	marks        []Mark
	xUnit, yUnit string

	// The cost-curve chart's reading aids (CostCurveChart); zero values
	// leave a plain StepLines chart.
	winner       int        // the line drawn bold; -1: none
	winnerLegend string     // the winner's legend entry ("…（本任务最便宜）")
	clip         float64    // the value axis stops here; 0: at the data's top
	above        []offChart // lines that run above clip, named at the top of the plot
	numbered     bool       // point marks are numbered dots, their labels listed under the plot
}

// offChart is a line the clipped value axis leaves above the plot.
type offChart struct {
	line int
	text string
}

// valueAt is the line's Y at x: held from the last point at or before x
// for a step line, else interpolated; NaN outside the line or where it has
// no value.
func (l Line) valueAt(x float64) float64 {
	ps := l.points()
	if len(ps) == 0 || x < ps[0].X || x > ps[len(ps)-1].X {
		return math.NaN()
	}
	for i := len(ps) - 1; i >= 0; i-- {
		if ps[i].X <= x {
			if l.Step || i == len(ps)-1 || ps[i].X == x {
				return ps[i].Y
			}
			a, b := ps[i], ps[i+1]
			return a.Y + (b.Y-a.Y)*(x-a.X)/(b.X-a.X)
		}
	}
	return math.NaN()
}

// clipAt splits a path into the runs that lie at or below top, cutting
// each segment that crosses it where it crosses.
func clipAt(ps []pt, top float64) [][]pt {
	var runs [][]pt
	var run []pt
	for i, p := range ps {
		if i > 0 {
			a := ps[i-1]
			if (a.Y <= top) != (p.Y <= top) && a.Y != p.Y {
				x := a.X + (p.X-a.X)*(top-a.Y)/(p.Y-a.Y)
				run = append(run, pt{x, top})
				if p.Y > top {
					runs = append(runs, run)
					run = nil
				}
			}
		}
		if p.Y <= top {
			run = append(run, p)
		}
	}
	if len(run) > 0 {
		runs = append(runs, run)
	}
	return runs
}

// points are a line's finite points in X order.
func (l Line) points() []pt {
	var ps []pt
	for i := 0; i < len(l.X) && i < len(l.Y); i++ {
		x, y := l.X[i], l.Y[i]
		if math.IsNaN(x) || math.IsInf(x, 0) || math.IsNaN(y) || math.IsInf(y, 0) {
			continue
		}
		ps = append(ps, pt{x, y})
	}
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].X < ps[j].X })
	return ps
}

// path is what is drawn: with Step, a horizontal run to each next X, then
// the jump. Runs shorter than minRun (in X units) are not drawn as stairs:
// below a few pixels a staircase only blurs the line.
func (l Line) path(minRun float64) []pt {
	ps := l.points()
	if !l.Step || len(ps) < 2 {
		return ps
	}
	out := []pt{ps[0]}
	for _, p := range ps[1:] {
		prev := out[len(out)-1]
		if p.Y != prev.Y && p.X-prev.X >= minRun {
			out = append(out, pt{p.X, prev.Y})
		}
		out = append(out, p)
	}
	return out
}

// simplify drops points that lie within eps pixels of the line through
// their neighbours (Ramer-Douglas-Peucker); sx and sy are pixels per unit.
// go-chart rounds every point to whole pixels, so a dense curve would
// otherwise come out as a zigzag.
func simplify(ps []pt, sx, sy, eps float64) []pt {
	if len(ps) < 3 {
		return ps
	}
	keep := make([]bool, len(ps))
	keep[0], keep[len(ps)-1] = true, true
	var rdp func(i, j int)
	rdp = func(i, j int) {
		ax, ay, bx, by := ps[i].X*sx, ps[i].Y*sy, ps[j].X*sx, ps[j].Y*sy
		l := math.Hypot(bx-ax, by-ay)
		worst, at := 0.0, -1
		for k := i + 1; k < j; k++ {
			px, py := ps[k].X*sx, ps[k].Y*sy
			var d float64
			if l == 0 {
				d = math.Hypot(px-ax, py-ay)
			} else {
				d = math.Abs((bx-ax)*(ay-py)-(ax-px)*(by-ay)) / l
			}
			if d > worst {
				worst, at = d, k
			}
		}
		if at >= 0 && worst > eps {
			keep[at] = true
			rdp(i, at)
			rdp(at, j)
		}
	}
	rdp(0, len(ps)-1)
	var out []pt
	for i, k := range keep {
		if k {
			out = append(out, ps[i])
		}
	}
	return out
}

func (p *linePlot) empty() bool {
	for _, l := range p.lines {
		if len(l.points()) > 0 {
			return false
		}
	}
	return true
}

func (p *linePlot) legend() []legendItem {
	var out []legendItem
	for i, l := range p.lines {
		if len(l.points()) > 0 {
			name := l.Name
			if i == p.winner && p.winnerLegend != "" {
				name = p.winnerLegend
			}
			out = append(out, legendItem{name: name, color: seriesColor(i), kind: swatchLine})
		}
	}
	return out
}

func gocolor(c colorT) drawing.Color { return drawing.Color{R: c.R, G: c.G, B: c.B, A: c.A} }

// transparent is a colour go-chart does not mistake for "unset" (all zero).
var transparent = drawing.Color{R: 0xFF, G: 0xFF, B: 0xFF, A: 0}

func (p *linePlot) draw(s *scene, area rect) error {
	as := s.font(sizeAxis)
	top, bottom := area.y0, area.y1
	if p.yUnit != "" {
		s.cv.text(s.fs.ellipsize(p.yUnit, as, area.w()), area.x0, top+s.fs.ascent(as), as, colText, anchorStart)
		top += s.fs.ascent(as) + s.fs.descent(as) + s.px(16)
	}
	// Numbered marks are explained in a list under the plot.
	ss := s.font(sizeSmall)
	var listed []Mark
	if p.numbered {
		for _, m := range p.marks {
			if !m.Vertical && len(listed) < maxListedMarks {
				listed = append(listed, m)
			}
		}
		sort.SliceStable(listed, func(i, j int) bool { return listed[i].X < listed[j].X })
	}
	listTop := bottom
	if len(listed) > 0 {
		bottom -= float64(len(listed))*ss*1.45 + s.px(14)
		listTop = bottom + s.px(14)
	}
	if p.xUnit != "" {
		s.cv.text(s.fs.ellipsize(p.xUnit, as, area.w()), area.x1, bottom-s.fs.descent(as), as, colText, anchorEnd)
		bottom -= as*1.3 + s.px(6)
	}

	xlo, xhi, ylo, yhi := 0.0, 0.0, 0.0, 0.0
	for _, l := range p.lines {
		for _, q := range l.points() {
			xlo, xhi = math.Min(xlo, q.X), math.Max(xhi, q.X)
			ylo, yhi = math.Min(ylo, q.Y), math.Max(yhi, q.Y)
		}
	}
	for _, m := range p.marks {
		x := finite(m.X)
		xlo, xhi = math.Min(xlo, x), math.Max(xhi, x)
		if !m.Vertical && (p.clip == 0 || m.Y <= p.clip) {
			y := finite(m.Y)
			ylo, yhi = math.Min(ylo, y), math.Max(yhi, y)
		}
	}
	if p.clip > 0 {
		yhi = math.Min(yhi, p.clip)
	}
	ph, pw := math.Max(bottom-top, 1), math.Max(area.w(), 1)
	// Headroom over the highest curve for the marks' labels and, on a
	// clipped axis, for the names of the lines above it.
	rows := 2.5
	if len(p.above) > 0 {
		rows = math.Max(rows, 1.4*float64(len(p.above)+1)+1)
	}
	yhi += (yhi - ylo) * s.font(sizeSmall) * rows / math.Max(ph-s.font(sizeSmall)*rows, ph/3)
	xs := niceScale(xlo, xhi, min(12, max(3, int(pw/s.px(170)))))
	ys := niceScale(ylo, yhi, min(10, max(3, int(ph/s.px(95)))))
	xf, yf := axisFormat(xs, s.lang), axisFormat(ys, s.lang)
	// Pixels per unit, near enough: go-chart takes the y tick labels'
	// width off the plot.
	sx, sy := (pw-s.px(100))/(xs.max-xs.min), ph/(ys.max-ys.min)
	// Each line as the runs that stay under the value axis' top.
	paths := make([][][]pt, len(p.lines))
	for i, l := range p.lines {
		path := l.path(s.px(3) / sx)
		if p.clip > 0 {
			for _, run := range clipAt(path, p.clip) {
				paths[i] = append(paths[i], simplify(run, sx, sy, 0.4))
			}
		} else if len(path) > 0 {
			paths[i] = [][]pt{simplify(path, sx, sy, 0.4)}
		}
	}

	ticks := func(a axisScale) ([]gochart.Tick, []gochart.GridLine) {
		var ts []gochart.Tick
		var gl []gochart.GridLine
		for _, v := range a.ticks() {
			// Unlabelled: go-chart spaces labels from the axis by a fixed
			// 10 px at any size, so they crowd the axis at 2x; the labels
			// are drawn below, from the final plot box.
			ts = append(ts, gochart.Tick{Value: v, Label: ""})
			if v != 0 {
				gl = append(gl, gochart.GridLine{Value: v})
			}
		}
		return ts, gl
	}
	xt, xg := ticks(xs)
	yt, yg := ticks(ys)
	axisStyle := gochart.Style{
		FontSize: as, FontColor: gocolor(colAxis),
		StrokeColor: gocolor(colAxis), StrokeWidth: s.lineW(2.5),
	}
	grid := gochart.Style{StrokeColor: gocolor(colGrid), StrokeWidth: s.lineW(1.5)}
	yRange := func() *gochart.ContinuousRange { return &gochart.ContinuousRange{Min: ys.min, Max: ys.max} }

	yLabelW, xLabelW := 0.0, 0.0
	for _, v := range ys.ticks() {
		yLabelW = math.Max(yLabelW, s.fs.width(yf.tick(v), as))
	}
	for _, v := range xs.ticks() {
		xLabelW = math.Max(xLabelW, s.fs.width(xf.tick(v), as))
	}
	gapY, gapX := s.px(14), s.px(12)
	xLabelH := s.fs.ascent(as) + s.fs.descent(as)

	gc := gochart.Chart{
		Width: int(s.w), Height: int(s.h), DPI: 72,
		Font: s.fs.f,
		Background: gochart.Style{FillColor: transparent, StrokeColor: transparent, Padding: gochart.Box{
			Top: int(top),
			// go-chart keeps its fixed margin beside the (empty) tick labels
			// inside this padding.
			Left:   int(area.x0 + math.Max(0, yLabelW+gapY-gochart.DefaultYAxisMargin)),
			Right:  int(s.w - area.x1 + xLabelW/2),
			Bottom: int(s.h - bottom + math.Max(0, gapX+xLabelH-gochart.DefaultXAxisMargin)),
		}},
		Canvas: gochart.Style{FillColor: transparent, StrokeColor: transparent},
		XAxis: gochart.XAxis{
			Style: axisStyle, Range: &gochart.ContinuousRange{Min: xs.min, Max: xs.max},
			Ticks: xt, GridLines: xg, GridMajorStyle: grid,
		},
		YAxis: gochart.YAxis{Style: gochart.Style{Hidden: true}, Range: yRange(), Ticks: yt},
		YAxisSecondary: gochart.YAxis{
			Style: axisStyle, Range: yRange(), Ticks: yt, GridLines: yg, GridMajorStyle: grid,
		},
	}
	// The winner is drawn last, on top, and bold.
	order := make([]int, 0, len(p.lines))
	for i := range p.lines {
		if i != p.winner {
			order = append(order, i)
		}
	}
	if p.winner >= 0 {
		order = append(order, p.winner)
	}
	for _, i := range order {
		width := 5.0
		if p.winner >= 0 {
			width = 4
			if i == p.winner {
				width = 9
			}
		}
		for _, run := range paths[i] {
			if len(run) == 0 {
				continue
			}
			cs := gochart.ContinuousSeries{
				Name:  p.lines[i].Name,
				YAxis: gochart.YAxisSecondary,
				Style: gochart.Style{StrokeColor: gocolor(seriesColor(i)), StrokeWidth: s.lineW(width)},
			}
			for _, q := range run {
				cs.XValues = append(cs.XValues, q.X)
				cs.YValues = append(cs.YValues, q.Y)
			}
			if len(run) == 1 {
				cs.Style.DotColor, cs.Style.DotWidth = gocolor(seriesColor(i)), s.px(8)
			}
			gc.Series = append(gc.Series, cs)
		}
	}
	gc.Elements = []gochart.Renderable{func(_ gochart.Renderer, box gochart.Box, _ gochart.Style) {
		plot := rect{float64(box.Left), float64(box.Top), float64(box.Right), float64(box.Bottom)}
		for _, v := range ys.ticks() {
			y := ys.at(v, plot.y1, plot.y0)
			s.cv.text(yf.tick(v), plot.x0-gapY, y+s.fs.capHeight(as)/2, as, colAxis, anchorEnd)
		}
		for _, v := range xs.ticks() {
			s.cv.text(xf.tick(v), xs.at(v, plot.x0, plot.x1), plot.y1+gapX+s.fs.ascent(as), as, colAxis, anchorMiddle)
		}
		p.drawMarks(s, plot, xs, ys)
		p.drawAbove(s, plot)
		p.drawMarkList(s, plot.x0, listTop, listed)
	}}
	g := &gochartRenderer{cv: s.cv, fs: s.fs}
	if err := gc.Render(g.provider(), io.Discard); err != nil {
		return fmt.Errorf("chart: go-chart: %w", err)
	}
	return nil
}

// drawMarks draws the marks over the lines: vertical ones as dashed lines
// labelled at the top, points as dots labelled above, labels of points that
// lie close together raised in turn so they do not overlap.
func (p *linePlot) drawMarks(s *scene, plot rect, xs, ys axisScale) {
	ss := s.font(sizeSmall)
	at := func(m Mark) (float64, float64) {
		return xs.at(finite(m.X), plot.x0, plot.x1), ys.at(finite(m.Y), plot.y1, plot.y0)
	}
	for _, m := range p.marks {
		if !m.Vertical {
			continue
		}
		x, _ := at(m)
		s.cv.strokeLine([]pt{{x, plot.y0}, {x, plot.y1}}, s.lineW(2.5), colMark, []float64{s.px(10), s.px(8)})
		ly := plot.y0 + s.px(12) + s.fs.ascent(ss)
		if x+s.px(10)+s.fs.width(m.Label, ss) > plot.x1 {
			s.textBox(m.Label, x-s.px(10), ly, ss, colMark, anchorEnd)
		} else {
			s.textBox(m.Label, x+s.px(10), ly, ss, colMark, anchorStart)
		}
	}
	var pts []Mark
	for _, m := range p.marks {
		if !m.Vertical {
			pts = append(pts, m)
		}
	}
	sort.SliceStable(pts, func(i, j int) bool { return pts[i].X < pts[j].X })
	if p.numbered {
		p.drawNumberedDots(s, plot, xs, ys, pts)
		return
	}
	r := s.px(9)
	lastRight := map[int]float64{}
	for _, m := range pts {
		x, y := at(m)
		w := s.fs.width(m.Label, ss)
		a, lx := anchorMiddle, x
		if x+w/2 > plot.x1 {
			a, lx = anchorEnd, x+r
		} else if x-w/2 < plot.x0 {
			a, lx = anchorStart, x-r
		}
		left := lx - w/2
		switch a {
		case anchorEnd:
			left = lx - w
		case anchorStart:
			left = lx
		}
		level := 0
		for ; level < 4; level++ {
			if r, ok := lastRight[level]; !ok || left > r+s.px(12) {
				break
			}
		}
		lastRight[level] = left + w
		ly := y - r - s.px(14) - float64(level)*ss*1.5
		if ly-s.fs.ascent(ss) < plot.y0 {
			ly = y + r + s.px(14) + s.fs.ascent(ss) + float64(level)*ss*1.5
		}
		if level > 0 {
			s.cv.strokeLine([]pt{{x, y}, {x, ly}}, s.lineW(1.5), colMuted, nil)
		}
		s.cv.fillPolygon(circlePoints(x, y, r+s.px(3)), colWhite)
		s.cv.fillPolygon(circlePoints(x, y, r), colMark)
		if m.Label != "" {
			s.textBox(m.Label, lx, ly, ss, colMark, a)
		}
	}
}

// maxListedMarks is how many break-even points the list under a cost
// curve explains; more do not read on a slide.
const maxListedMarks = 6

// markNumber is the label of the i-th listed mark: ①, ②, …
func markNumber(i int) string { return string(rune('①' + i)) }

// drawNumberedDots draws the point marks as numbered dots, the numbers
// those of the list under the plot; a mark above the clipped axis gets no
// dot (the list still names it).
func (p *linePlot) drawNumberedDots(s *scene, plot rect, xs, ys axisScale, pts []Mark) {
	r := s.px(17)
	size := s.font(sizeSmall)
	for i, m := range pts {
		if i >= maxListedMarks || p.clip > 0 && m.Y > ys.max {
			continue
		}
		x, y := xs.at(finite(m.X), plot.x0, plot.x1), ys.at(finite(m.Y), plot.y1, plot.y0)
		s.cv.fillPolygon(circlePoints(x, y, r+s.px(3)), colWhite)
		s.cv.fillPolygon(circlePoints(x, y, r), colMark)
		s.cv.text(strconv.Itoa(i+1), x, y+s.fs.capHeight(size)/2, size, colWhite, anchorMiddle)
	}
}

// drawMarkList writes the numbered marks' labels under the plot.
func (p *linePlot) drawMarkList(s *scene, x, y float64, listed []Mark) {
	size := s.font(sizeSmall)
	for i, m := range listed {
		y += size * 1.45
		s.cv.text(markNumber(i)+" "+m.Label, x, y, size, colText, anchorStart)
	}
}

// drawAbove names, at the plot's top right, the lines the clipped value
// axis leaves above it, each in its colour with the cost to say.
func (p *linePlot) drawAbove(s *scene, plot rect) {
	if len(p.above) == 0 {
		return
	}
	size := s.font(sizeSmall)
	y := plot.y0 + s.px(10)
	x := plot.x1 - s.px(12)
	y += size
	s.textBox(tr(s.lang, "above_axis"), x, y, size, colMuted, anchorEnd)
	for _, a := range p.above {
		y += size * 1.4
		s.textBox("▲ "+a.text, x, y, size, seriesColor(a.line), anchorEnd)
	}
}
