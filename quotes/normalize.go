package quotes

import (
	"computecheck/msg"
	"math"
	"strings"
)

// FXRate is one exchange rate: how many CNY one unit of Currency buys,
// as of Date (YYYY-MM-DD). CNY itself needs no rate.
type FXRate struct {
	Currency string  `json:"currency"`
	ToCNY    float64 `json:"to_cny"`
	Date     string  `json:"date"`
}

// Options are the user's settings Normalize applies.
type Options struct {
	ReportingCurrency string   // ISO 4217; "" = CNY
	HoursPerMonth     float64  // <= 0: 720 (a 30-day month)
	Rates             []FXRate // the newest rate per currency is used
	Today             string   // YYYY-MM-DD; when set, expired quotes are flagged
}

func (o Options) reporting() string {
	if c := strings.ToUpper(strings.TrimSpace(o.ReportingCurrency)); c != "" {
		return c
	}
	return "CNY"
}

func (o Options) hpm() float64 {
	if o.HoursPerMonth > 0 {
		return o.HoursPerMonth
	}
	return DefaultHoursPerMonth
}

// rate returns CNY per unit of c from the newest rate given.
func rate(c string, rates []FXRate) (float64, bool) {
	c = strings.ToUpper(c)
	if c == "CNY" {
		return 1, true
	}
	best, bestDate, ok := 0.0, "", false
	for _, r := range rates {
		if strings.ToUpper(r.Currency) == c && r.ToCNY > 0 && !math.IsInf(r.ToCNY, 0) && (!ok || r.Date >= bestDate) {
			best, bestDate, ok = r.ToCNY, r.Date, true
		}
	}
	return best, ok
}

// Convert turns an amount from one currency into another through CNY.
// ok is false when a needed rate is missing.
func Convert(amount float64, from, to string, rates []FXRate) (float64, bool) {
	if strings.EqualFold(from, to) {
		return amount, true
	}
	a, ok1 := rate(from, rates)
	b, ok2 := rate(to, rates)
	if !ok1 || !ok2 {
		return 0, false
	}
	return amount * a / b, true
}

// PerGPUHour is the quote's price per GPU-hour in its own currency; ok is
// false (with the reason) when it cannot be worked out: a per-token price,
// or a machine price without the GPUs per machine.
func PerGPUHour(q Quote, hoursPerMonth float64) (v float64, ok bool, why msg.Msg) {
	if q.PriceUnit == UnitMillionTokens {
		return 0, false, mk("import.norm.per_token")
	}
	h := UnitHours(q.PriceUnit, hoursPerMonth)
	if h == 0 || !(q.Price > 0) {
		return 0, false, mk("import.norm.not_time_unit", q.PriceUnit)
	}
	v = q.Price / h
	if IsNodeUnit(q.PriceUnit) {
		if q.GPUsPerNode == nil || *q.GPUsPerNode < 1 {
			return 0, false, mk("import.norm.no_gpus_per_node")
		}
		v /= float64(*q.GPUsPerNode)
	}
	return v, true, msg.Msg{}
}

// Normalize works out what depends on the user's settings: the price per
// GPU-hour in the reporting currency (nil, with a warning, when a rate is
// missing — never 0), and the billing terms in hours with the user's month
// length. The warnings it writes have keys under "import.norm." and are
// redone on every call (storage leaves them out: they depend on settings).
func Normalize(q Quote, o Options) Quote {
	kept := q.Warnings[:0:0]
	for _, w := range q.Warnings {
		if !IsNormWarning(w) {
			kept = append(kept, w)
		}
	}
	q.Warnings = kept
	hpm := o.hpm()
	rep := o.reporting()
	q.ReportingCurrency = rep
	if q.MinTerm != nil {
		q.MinHours = ptr(q.MinTerm.Hours(hpm))
	}
	if q.BillingIncrement != nil {
		q.BillingIncrementHours = ptr(q.BillingIncrement.Hours(hpm))
	}
	q.PricePerGPUHour = nil
	if v, ok, why := perGPUHourOrPack(q, hpm); !ok { // a pack: extract_packsize.go
		q.AddWarning(why)
	} else if c, ok := Convert(v, q.Currency, rep, o.Rates); !ok {
		missing := q.Currency
		if _, has := rate(q.Currency, o.Rates); has {
			missing = rep
		}
		q.AddWarning(mk("import.norm.no_fx", missing, rep))
	} else {
		q.PricePerGPUHour = ptr(c)
	}
	if o.Today != "" && q.ValidUntil != "" && q.ValidUntil < o.Today {
		q.AddWarning(mk("import.norm.expired", q.ValidUntil))
	}
	return q
}

// IsNormWarning reports whether w is a warning Normalize writes (it
// depends on settings and is not stored).
func IsNormWarning(w msg.Msg) bool { return strings.HasPrefix(w.Key, "import.norm.") }

// NormalizeAll applies Normalize to each quote.
func NormalizeAll(qs []Quote, o Options) []Quote {
	out := make([]Quote, len(qs))
	for i, q := range qs {
		out[i] = Normalize(q, o)
	}
	return out
}
