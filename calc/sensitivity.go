package calc

// Sensitivity and margin answer one question: what if the winner's own
// figures are off? Each varies an input of the winner alone, every other
// quote as estimated, and says whether the runner-up then wins.

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"computecheck/msg"
)

// Sensitivity factors: inputs varied by ±pct, one at a time.
const (
	FactorMFU         = "mfu"          // throughput (tokens/s) of the winner
	FactorFailureRate = "failure_rate" // failures per node-day
	FactorStorageGB   = "storage_gb"   // GB kept on the platform
	FactorEgressGB    = "egress_gb"    // GB taken out
	FactorHours       = "hours"        // training hours
	FactorFX          = "fx"           // exchange rates of foreign-currency quotes
)

// Factors lists the sensitivity factors in display order.
var Factors = []string{FactorMFU, FactorFailureRate, FactorStorageGB, FactorEgressGB, FactorHours, FactorFX}

// sensitivityMaxPct keeps a -pct change from reaching zero speed.
const sensitivityMaxPct = 95

// SensitivityRow is one bar of a tornado chart: one input of the winner
// alone varied by -pct and +pct (every other quote as estimated), the
// winner's total at both ends, and whether the runner-up then becomes
// cheaper.
type SensitivityRow struct {
	Factor    string  `json:"factor"`
	Input     string  `json:"input"` // = Factor (report --json)
	Pct       float64 `json:"pct"`
	QuoteID   int64   `json:"quote_id"` // the winner
	Vendor    string  `json:"vendor"`
	Currency  string  `json:"currency"`
	Base      float64 `json:"base"`       // its total at the baseline
	TotalLow  float64 `json:"total_low"`  // its total with the input at -pct
	TotalHigh float64 `json:"total_high"` // its total with the input at +pct
	// WinnerLow and WinnerHigh are the winner's total range over the
	// variation, low to high (a faster winner costs less, so TotalLow may
	// be the higher end).
	WinnerLow  float64 `json:"winner_low"`
	WinnerHigh float64 `json:"winner_high"`
	Swing      float64 `json:"swing"` // WinnerHigh - WinnerLow: tornado order

	RunnerUpID     int64   `json:"runner_up_id"` // 0: no runner-up
	RunnerUpVendor string  `json:"runner_up_vendor"`
	RunnerUpTotal  float64 `json:"runner_up_total"`
	// ChangesAt is the end ("-" or "+") at which the runner-up becomes
	// cheaper, "" when the winner stays cheapest at both.
	ChangesAt     string `json:"changes_at,omitempty"`
	WinnerChanges bool   `json:"winner_changes"`
}

// Msg is the row as one sentence, e.g. "Speed (MFU) of A alone ±20%: its
// total 9,000 to 12,000 CNY; at -20% B is cheaper."
func (r SensitivityRow) Msg() msg.Msg {
	head := msg.New("sens.row", msg.New("sens.factor."+r.Factor), r.Vendor, r.Pct, money(r.WinnerLow), money(r.WinnerHigh), r.Currency)
	switch {
	case r.RunnerUpID == 0:
		return msg.New("sens.row_alone", head)
	case r.WinnerChanges:
		return msg.New("sens.row_changes", head, r.ChangesAt+fmtPct(r.Pct), r.RunnerUpVendor)
	}
	return msg.New("sens.row_stays", head)
}

// Text is the row in lang (Msg rendered).
func (r SensitivityRow) Text(lang string) string { return r.Msg().In(lang) }

func fmtPct(p float64) string { return strconv.FormatFloat(p, 'g', -1, 64) + "%" }

// money formats an amount with thousands separators; whole units from 1,000
// up, two decimals below, so a 17.54 CNY job does not read "18 to 18".
func money(x float64) string {
	s := fmt.Sprintf("%.0f", math.Abs(x))
	frac := ""
	if math.Abs(x) < 1000 {
		s, frac, _ = strings.Cut(fmt.Sprintf("%.2f", math.Abs(x)), ".")
		frac = "." + frac
	}
	if x < 0 {
		return "-" + groupThousands(s) + frac
	}
	return groupThousands(s) + frac
}

// withFactor returns the options with one factor scaled by m.
func withFactor(opt CostOptions, factor string, m float64) CostOptions {
	w := &opt.WhatIf
	scale := func(x *float64) { *x = mult(*x) * m }
	switch factor {
	case FactorMFU:
		scale(&w.Speed)
	case FactorFailureRate:
		scale(&w.FailureRate)
	case FactorStorageGB:
		scale(&w.Storage)
	case FactorEgressGB:
		scale(&w.Egress)
	case FactorHours:
		scale(&w.Hours)
	case FactorFX:
		scale(&w.FX)
	}
	return opt
}

// winnerAndRunnerUp ranks the offers and finds the cheapest eligible
// priced row (ok), the next one (ok2), and the winner's plan (its
// offer is wp.offer).
func (e *engine) winnerAndRunnerUp(offers []Offer, opt CostOptions) (w, r QuoteCost, wp *plan, ok, ok2 bool) {
	rows := e.rank(offers, opt)
	if len(rows) == 0 || rows[0].Rank != 1 {
		return w, r, nil, false, false
	}
	w = rows[0]
	if len(rows) > 1 && rows[1].Rank == 2 {
		r, ok2 = rows[1], true
	}
	for _, o := range offers {
		if o.ID == w.QuoteID {
			wp = e.plan(o, opt)
			break
		}
	}
	return w, r, wp, wp != nil, ok2
}

// Sensitivity varies each factor of the winner alone by ±pct percent (20 =
// ±20 %, capped at 95), every other quote at its estimate, and reports per
// factor the winner's total at both ends and whether the runner-up is then
// cheaper. Rows are sorted by swing, largest first (tornado order). It
// returns nil when no quote is eligible and priced.
func Sensitivity(t Task, offers []Offer, cat []GPU, opt CostOptions, pct float64) []SensitivityRow {
	pct = math.Min(math.Abs(pct), sensitivityMaxPct)
	e := newEngine(t, cat)
	w, r, wp, ok, ok2 := e.winnerAndRunnerUp(offers, opt)
	if !ok {
		return nil
	}
	// Planned again per variation: the exchange rate is applied in plan.
	total := func(o CostOptions) float64 {
		q := e.evaluate(e.plan(wp.offer, o), -1, o)
		if !q.Complete {
			return math.Inf(1)
		}
		return q.Cost.Total
	}
	rows := make([]SensitivityRow, 0, len(Factors))
	for _, f := range Factors {
		row := SensitivityRow{Factor: f, Input: f, Pct: pct, QuoteID: w.QuoteID, Vendor: w.Vendor, Currency: w.Currency, Base: w.Cost.Total}
		row.TotalLow = total(withFactor(opt, f, 1-pct/100))
		row.TotalHigh = total(withFactor(opt, f, 1+pct/100))
		row.WinnerLow, row.WinnerHigh = math.Min(row.TotalLow, row.TotalHigh), math.Max(row.TotalLow, row.TotalHigh)
		row.Swing = row.WinnerHigh - row.WinnerLow
		if ok2 {
			row.RunnerUpID, row.RunnerUpVendor, row.RunnerUpTotal = r.QuoteID, r.Vendor, r.Cost.Total
			switch {
			case row.TotalLow > r.Cost.Total:
				row.ChangesAt = "-"
			case row.TotalHigh > r.Cost.Total:
				row.ChangesAt = "+"
			}
			row.WinnerChanges = row.ChangesAt != ""
		}
		rows = append(rows, row)
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Swing > rows[j].Swing })
	return rows
}

// Margin is how far the cheapest quote's own speed may fall, every other
// quote as estimated, before the runner-up becomes cheaper.
type Margin struct {
	QuoteID          int64   `json:"quote_id"`
	Vendor           string  `json:"vendor"`
	Offer            string  `json:"offer"`
	ThroughputSource string  `json:"throughput_source"`
	Total            float64 `json:"total"`
	RunnerUpID       int64   `json:"runner_up_id"`
	RunnerUpVendor   string  `json:"runner_up_vendor"`
	RunnerUpTotal    float64 `json:"runner_up_total"`
	// Pct: the winner stays cheapest while its real speed is at most Pct %
	// below the estimate (benchmark, or the speed the hours override implies).
	Pct          float64 `json:"pct"`
	SpeedDropPct float64 `json:"speed_drop_pct"` // = Pct (report --json)
	Unbounded    bool    `json:"unbounded"`      // still cheapest at a 95 % drop
}

// marginMaxDrop is the largest speed drop WinnerMargin tries.
const marginMaxDrop = 0.95

// WinnerMargin finds, by bisection, the largest drop in the cheapest
// eligible quote's speed (all other quotes unchanged) at which it is still
// no dearer than the runner-up. Costs rise with lower speed in steps
// (billing periods) and linearly (hourly prices, storage, risk), so the
// cost is monotone in the drop and bisection finds the edge to 0.01 %. ok
// is false with fewer than two eligible priced quotes.
func WinnerMargin(t Task, offers []Offer, cat []GPU, opt CostOptions) (m Margin, ok bool) {
	e := newEngine(t, cat)
	w, r, p, ok1, ok2 := e.winnerAndRunnerUp(offers, opt)
	if !ok1 || !ok2 {
		return Margin{}, false
	}
	m = Margin{QuoteID: w.QuoteID, Vendor: w.Vendor, Offer: w.Offer, ThroughputSource: w.ThroughputSource, Total: w.Cost.Total,
		RunnerUpID: r.QuoteID, RunnerUpVendor: r.Vendor, RunnerUpTotal: r.Cost.Total}
	cost := func(drop float64) float64 {
		q := e.evaluate(p, -1, withFactor(opt, FactorMFU, 1-drop))
		if !q.Complete {
			return math.Inf(1)
		}
		return q.Cost.Total
	}
	if cost(marginMaxDrop) <= r.Cost.Total {
		m.Pct, m.Unbounded = 100*marginMaxDrop, true
		m.SpeedDropPct = m.Pct
		return m, true
	}
	lo, hi := 0.0, marginMaxDrop // cost(lo) <= runner-up < cost(hi)
	for hi-lo > 1e-4 {
		mid := (lo + hi) / 2
		if cost(mid) <= r.Cost.Total {
			lo = mid
		} else {
			hi = mid
		}
	}
	m.Pct = 100 * lo
	m.SpeedDropPct = m.Pct
	return m, true
}

// Msg is the margin as one sentence, e.g. "If only A's real speed falls
// short, it stays cheapest down to 18% below the estimate; further down B
// is cheaper". The percentage is rounded down, so the sentence never
// overstates the margin.
func (m Margin) Msg() msg.Msg {
	pct := math.Floor(m.Pct + 0.01) // + the bisection's tolerance: 19.995 reads as 20
	ref := msg.New("margin.ref." + m.ThroughputSource)
	if m.Unbounded {
		return msg.New("margin.unbounded", m.Vendor, pct, ref)
	}
	return msg.New("margin.text", m.Vendor, pct, ref, m.RunnerUpVendor)
}

// Text is the margin in lang (Msg rendered).
func (m Margin) Text(lang string) string { return m.Msg().In(lang) }
