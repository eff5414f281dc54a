package calc

import (
	"math"
	"sort"
)

// CurvePoint is the total cost of a quote for one training-token count.
type CurvePoint struct {
	Tokens      float64 `json:"tokens"`
	Hours       float64 `json:"hours"` // training wall-clock on this quote
	Days        float64 `json:"days"`
	BilledHours float64 `json:"billed_hours"`
	Total       float64 `json:"total"` // reporting currency; 0 when not Complete
	Complete    bool    `json:"complete"`
}

// Curve is one quote's total against training tokens.
type Curve struct {
	QuoteID  int64        `json:"quote_id"`
	Vendor   string       `json:"vendor"`
	Offer    string       `json:"offer"`
	Complete bool         `json:"complete"` // every point priced
	Points   []CurvePoint `json:"points"`
}

// BreakEven is a token count at which the cheapest quote changes.
type BreakEven struct {
	Tokens     float64 `json:"tokens"`
	FromID     int64   `json:"from_id"` // cheapest below Tokens
	FromVendor string  `json:"from_vendor"`
	FromOffer  string  `json:"from_offer"`
	ToID       int64   `json:"to_id"` // cheapest above
	ToVendor   string  `json:"to_vendor"`
	ToOffer    string  `json:"to_offer"`
	DaysFrom   float64 `json:"days_from"` // training days at Tokens on each quote
	DaysTo     float64 `json:"days_to"`
	Total      float64 `json:"total"` // cost at the crossing (interpolated)
}

// curveDefaultPoints is the uniform part of a generated token grid; billing
// steps add two points each (see CurveTokens).
const curveDefaultPoints = 200

// curveMaxEdges caps the step edges added per quote: beyond that the steps
// are closer together than the uniform grid and show without help.
const curveMaxEdges = 400

// CostCurve is the quote's total against training tokens. Monthly, weekly
// and daily billing make it step-shaped; with tokens nil the grid comes from
// CurveTokens for this quote alone (uniform plus both sides of every step).
func CostCurve(t Task, o Offer, cat []GPU, opt CostOptions, tokens []float64) []CurvePoint {
	e := newEngine(t, cat)
	p := e.plan(o, opt)
	if tokens == nil {
		tokens = e.curveTokens([]*plan{p}, opt, 0, 0)
	}
	return e.curve(p, opt, tokens)
}

// CostCurves is CostCurve for several quotes on one shared grid (tokens nil:
// CurveTokens over all of them), the input of BreakEvens.
func CostCurves(t Task, offers []Offer, cat []GPU, opt CostOptions, tokens []float64) []Curve {
	e := newEngine(t, cat)
	plans := make([]*plan, len(offers))
	for i, o := range offers {
		plans[i] = e.plan(o, opt)
	}
	if tokens == nil {
		tokens = e.curveTokens(plans, opt, 0, 0)
	}
	out := make([]Curve, len(plans))
	for i, p := range plans {
		pts := e.curve(p, opt, tokens)
		c := Curve{QuoteID: p.q.QuoteID, Vendor: p.q.Vendor, Offer: p.q.Offer, Complete: true, Points: pts}
		for _, pt := range pts {
			if !pt.Complete {
				c.Complete = false
			}
		}
		out[i] = c
	}
	return out
}

// CurveTokens builds a token grid for curves: n uniform points up to
// maxTokens (defaults: 200 points up to twice the task's tokens, or 90 days
// on the fastest quote when the task gives none) plus, for each quote with
// a billing step (a whole day, week or month, an increment, a minimum), a
// point on each side of every step edge so the steps are drawn upright.
func CurveTokens(t Task, offers []Offer, cat []GPU, opt CostOptions, maxTokens float64, n int) []float64 {
	e := newEngine(t, cat)
	plans := make([]*plan, len(offers))
	for i, o := range offers {
		plans[i] = e.plan(o, opt)
	}
	return e.curveTokens(plans, opt, maxTokens, n)
}

// tokensPerHour is the training tokens one hour of wall-clock buys on a plan
// under the options' what-if multipliers (0: unknown).
func tokensPerHour(p *plan, opt CostOptions) float64 {
	if !(p.tps > 0) {
		return 0
	}
	return p.tps * 3600 * mult(opt.WhatIf.Speed) / mult(opt.WhatIf.Hours)
}

func (e *engine) curveTokens(plans []*plan, opt CostOptions, maxTokens float64, n int) []float64 {
	if n <= 0 {
		n = curveDefaultPoints
	}
	if !(maxTokens > 0) {
		maxTokens = 2 * e.t.Tokens
	}
	if !(maxTokens > 0) {
		var best float64
		for _, p := range plans {
			best = math.Max(best, tokensPerHour(p, opt))
		}
		maxTokens = best * 90 * 24
	}
	if !(maxTokens > 0) {
		return nil
	}
	grid := make([]float64, 0, n+64)
	for i := 1; i <= n; i++ {
		grid = append(grid, maxTokens*float64(i)/float64(n))
	}
	for _, p := range plans {
		tph := tokensPerHour(p, opt)
		if tph <= 0 || p.unit.perToken || p.unit.period == 0 {
			continue
		}
		var edges []float64
		if p.minH > 0 {
			edges = append(edges, p.minH)
		}
		inc := p.inc
		if inc <= 0 && p.unit.period > 1 {
			inc = p.unit.period
		}
		if inc > 0 {
			maxH := maxTokens / tph
			if maxH/inc <= curveMaxEdges {
				for h := inc; h <= maxH; h += inc {
					edges = append(edges, h)
				}
			}
		}
		for _, h := range edges {
			x := h * tph
			if x > maxTokens {
				continue
			}
			grid = append(grid, x, x*(1+1e-6))
		}
	}
	sort.Float64s(grid)
	out := grid[:0]
	for _, x := range grid {
		if x <= 0 || x > maxTokens*(1+2e-6) {
			continue
		}
		if len(out) > 0 && x-out[len(out)-1] <= 1e-12*x {
			continue
		}
		out = append(out, x)
	}
	return out
}

func (e *engine) curve(p *plan, opt CostOptions, tokens []float64) []CurvePoint {
	pts := make([]CurvePoint, len(tokens))
	for i, x := range tokens {
		q := e.evaluate(p, x, opt)
		pts[i] = CurvePoint{Tokens: x, Hours: q.Hours, Days: q.Hours / 24, BilledHours: q.BilledHours, Complete: q.Complete}
		if q.Complete {
			pts[i].Total = q.Cost.Total
		}
	}
	return pts
}

// BreakEvens finds where the cheapest complete quote changes along curves
// that share one token grid (CostCurves). Between two grid points the
// crossing is interpolated linearly, which is exact for per-hour prices and,
// since the grid holds both sides of every billing step, lands inside the
// step for monthly ones. Ties keep the earlier winner.
func BreakEvens(curves []Curve) []BreakEven {
	if len(curves) < 2 {
		return nil
	}
	n := len(curves[0].Points)
	for _, c := range curves {
		if len(c.Points) != n {
			return nil // not on one grid
		}
	}
	winner := func(i, prev int) int {
		w := -1
		for k, c := range curves {
			pt := c.Points[i]
			if !pt.Complete {
				continue
			}
			if w < 0 || pt.Total < curves[w].Points[i].Total {
				w = k
			}
		}
		if prev >= 0 && w >= 0 && curves[prev].Points[i].Complete && curves[prev].Points[i].Total <= curves[w].Points[i].Total {
			return prev
		}
		return w
	}
	var out []BreakEven
	prev := -1
	for i := 0; i < n; i++ {
		w := winner(i, prev)
		if w < 0 {
			prev = -1
			continue
		}
		if prev >= 0 && w != prev && i > 0 {
			a0, a1 := curves[prev].Points[i-1], curves[prev].Points[i]
			b0, b1 := curves[w].Points[i-1], curves[w].Points[i]
			f := 1.0
			if b0.Complete && a0.Complete {
				d0 := b0.Total - a0.Total // > 0: prev was cheaper
				d1 := b1.Total - a1.Total // < 0: w is cheaper now
				if d0-d1 > 0 {
					f = math.Min(1, math.Max(0, d0/(d0-d1)))
				}
			}
			lerp := func(x0, x1 float64) float64 { return x0 + f*(x1-x0) }
			out = append(out, BreakEven{
				Tokens: lerp(a0.Tokens, a1.Tokens),
				FromID: curves[prev].QuoteID, FromVendor: curves[prev].Vendor, FromOffer: curves[prev].Offer,
				ToID: curves[w].QuoteID, ToVendor: curves[w].Vendor, ToOffer: curves[w].Offer,
				DaysFrom: lerp(a0.Days, a1.Days), DaysTo: lerp(b0.Days, b1.Days),
				Total: lerp(b0.Total, b1.Total),
			})
		}
		prev = w
	}
	return out
}
