package calc

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// Sensitivity factors: inputs varied by ±pct, one at a time.
const (
	FactorMFU         = "mfu"          // throughput (tokens/s) of every quote
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

// SensitivityRow is one bar of a tornado chart: the baseline winner's total
// with one input at -pct and at +pct, and whether the cheapest quote changes.
type SensitivityRow struct {
	Factor    string  `json:"factor"`
	Pct       float64 `json:"pct"`
	QuoteID   int64   `json:"quote_id"` // the baseline winner
	Vendor    string  `json:"vendor"`
	Currency  string  `json:"currency"`
	Base      float64 `json:"base"`       // its total at the baseline
	TotalLow  float64 `json:"total_low"`  // its total with the input at -pct
	TotalHigh float64 `json:"total_high"` // its total with the input at +pct
	Swing     float64 `json:"swing"`      // |TotalHigh - TotalLow|: tornado order

	LowWinnerID      int64   `json:"low_winner_id"` // cheapest quote at -pct
	LowWinnerVendor  string  `json:"low_winner_vendor"`
	LowWinnerTotal   float64 `json:"low_winner_total"`
	HighWinnerID     int64   `json:"high_winner_id"` // cheapest quote at +pct
	HighWinnerVendor string  `json:"high_winner_vendor"`
	HighWinnerTotal  float64 `json:"high_winner_total"`
	WinnerChanges    bool    `json:"winner_changes"`
}

var factorNames = map[string][2]string{
	FactorMFU:         {"speed (MFU)", "速度（MFU）"},
	FactorFailureRate: {"failure rate", "故障率"},
	FactorStorageGB:   {"storage GB", "存储量"},
	FactorEgressGB:    {"egress GB", "外传流量"},
	FactorHours:       {"training hours", "训练时长"},
	FactorFX:          {"exchange rate", "汇率"},
}

func langIndex(lang string) int {
	if strings.HasPrefix(strings.ToLower(lang), "zh") {
		return 1
	}
	return 0
}

// Text is the row as one sentence in "en" or "zh".
func (r SensitivityRow) Text(lang string) string {
	i := langIndex(lang)
	name := factorNames[r.Factor][i]
	var s string
	if i == 1 {
		s = fmt.Sprintf("%s ±%g%%：%s 的总价在 %s 到 %s %s 之间", name, r.Pct, r.Vendor, money(r.TotalLow), money(r.TotalHigh), r.Currency)
		switch {
		case r.LowWinnerID != r.QuoteID:
			s += fmt.Sprintf("；-%g%% 时最便宜的变为 %s", r.Pct, r.LowWinnerVendor)
		case r.HighWinnerID != r.QuoteID:
			s += fmt.Sprintf("；+%g%% 时最便宜的变为 %s", r.Pct, r.HighWinnerVendor)
		default:
			s += "；最便宜的报价不变"
		}
		return s + "。"
	}
	s = fmt.Sprintf("%s ±%g%%: %s's total runs from %s to %s %s", name, r.Pct, r.Vendor, money(r.TotalLow), money(r.TotalHigh), r.Currency)
	switch {
	case r.LowWinnerID != r.QuoteID:
		s += fmt.Sprintf("; at -%g%% %s becomes cheapest", r.Pct, r.LowWinnerVendor)
	case r.HighWinnerID != r.QuoteID:
		s += fmt.Sprintf("; at +%g%% %s becomes cheapest", r.Pct, r.HighWinnerVendor)
	default:
		s += "; the cheapest quote stays the same"
	}
	return s + "."
}

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

// rankWith ranks offers on an engine (its caches survive across calls).
func (e *engine) rankWith(offers []Offer, opt CostOptions) []QuoteCost {
	out := make([]QuoteCost, len(offers))
	for i, o := range offers {
		out[i] = e.cost(o, opt)
	}
	sortCosts(out)
	return out
}

func totalOf(rows []QuoteCost, id int64) (float64, bool) {
	for _, r := range rows {
		if r.QuoteID == id && r.Complete {
			return r.Cost.Total, true
		}
	}
	return 0, false
}

// Sensitivity varies each factor by ±pct percent (20 = ±20 %, capped at 95)
// and reports, per factor, the baseline winner's total at both ends and the
// cheapest quote there. Rows are sorted by swing, largest first (tornado
// order). It returns nil when no quote is complete.
func Sensitivity(t Task, offers []Offer, cat []GPU, opt CostOptions, pct float64) []SensitivityRow {
	pct = math.Min(math.Abs(pct), sensitivityMaxPct)
	e := newEngine(t, cat)
	base := e.rankWith(offers, opt)
	if len(base) == 0 || !base[0].Complete {
		return nil
	}
	w := base[0]
	rows := make([]SensitivityRow, 0, len(Factors))
	for _, f := range Factors {
		r := SensitivityRow{Factor: f, Pct: pct, QuoteID: w.QuoteID, Vendor: w.Vendor, Currency: w.Currency, Base: w.Cost.Total}
		lo := e.rankWith(offers, withFactor(opt, f, 1-pct/100))
		hi := e.rankWith(offers, withFactor(opt, f, 1+pct/100))
		r.TotalLow, _ = totalOf(lo, w.QuoteID)
		r.TotalHigh, _ = totalOf(hi, w.QuoteID)
		r.Swing = math.Abs(r.TotalHigh - r.TotalLow)
		if len(lo) > 0 && lo[0].Complete {
			r.LowWinnerID, r.LowWinnerVendor, r.LowWinnerTotal = lo[0].QuoteID, lo[0].Vendor, lo[0].Cost.Total
		}
		if len(hi) > 0 && hi[0].Complete {
			r.HighWinnerID, r.HighWinnerVendor, r.HighWinnerTotal = hi[0].QuoteID, hi[0].Vendor, hi[0].Cost.Total
		}
		r.WinnerChanges = r.LowWinnerID != w.QuoteID || r.HighWinnerID != w.QuoteID
		rows = append(rows, r)
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Swing > rows[j].Swing })
	return rows
}

// Margin is how far the cheapest quote's speed may fall before another
// quote becomes cheaper.
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
	Pct       float64 `json:"pct"`
	Unbounded bool    `json:"unbounded"` // still cheapest at a 95 % drop
}

// marginMaxDrop is the largest speed drop WinnerMargin tries.
const marginMaxDrop = 0.95

// WinnerMargin finds, by bisection, the largest drop in the cheapest
// quote's speed (all other quotes unchanged) at which it is still no dearer
// than the runner-up. Costs rise with lower speed in steps (billing
// periods) and linearly (hourly prices, storage, risk), so the cost is
// monotone in the drop and bisection finds the edge to 0.01 %. ok is false
// with fewer than two complete quotes.
func WinnerMargin(t Task, offers []Offer, cat []GPU, opt CostOptions) (m Margin, ok bool) {
	e := newEngine(t, cat)
	rows := e.rankWith(offers, opt)
	if len(rows) < 2 || !rows[0].Complete || !rows[1].Complete {
		return Margin{}, false
	}
	w, r := rows[0], rows[1]
	m = Margin{QuoteID: w.QuoteID, Vendor: w.Vendor, Offer: w.Offer, ThroughputSource: w.ThroughputSource, Total: w.Cost.Total,
		RunnerUpID: r.QuoteID, RunnerUpVendor: r.Vendor, RunnerUpTotal: r.Cost.Total}
	var wo Offer
	for _, o := range offers {
		if o.ID == w.QuoteID {
			wo = o
			break
		}
	}
	p := e.plan(wo, opt)
	cost := func(drop float64) float64 {
		o2 := withFactor(opt, FactorMFU, 1-drop)
		q := e.evaluate(p, -1, o2)
		if !q.Complete {
			return math.Inf(1)
		}
		return q.Cost.Total
	}
	if cost(marginMaxDrop) <= r.Cost.Total {
		m.Pct, m.Unbounded = 100*marginMaxDrop, true
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
	return m, true
}

// Text is the margin as one sentence in "en" or "zh", e.g. "A stays
// cheapest unless its real speed is 18% below the estimate". The percentage
// is rounded down, so the sentence never overstates the margin.
func (m Margin) Text(lang string) string {
	pct := math.Floor(m.Pct + 0.01) // + the bisection's tolerance: 19.995 reads as 20
	ref := [2]string{"the estimate", "估算"}
	switch m.ThroughputSource {
	case SourceBenchmark:
		ref = [2]string{"the benchmark", "实测"}
	case SourceOverride:
		ref = [2]string{"the speed the given hours imply", "给定时长对应的速度"}
	}
	if langIndex(lang) == 1 {
		if m.Unbounded {
			return fmt.Sprintf("即使 %s 的实际速度比%s低 %.0f%%，它仍然最便宜。", m.Vendor, ref[1], pct)
		}
		return fmt.Sprintf("除非 %s 的实际速度比%s低 %.0f%% 以上，否则它仍然最便宜（之后 %s 更便宜）。", m.Vendor, ref[1], pct, m.RunnerUpVendor)
	}
	if m.Unbounded {
		return fmt.Sprintf("%s stays cheapest even if its real speed is %.0f%% below %s.", m.Vendor, pct, ref[0])
	}
	return fmt.Sprintf("%s stays cheapest unless its real speed is %.0f%% below %s (then %s is cheaper).", m.Vendor, pct, ref[0], m.RunnerUpVendor)
}
