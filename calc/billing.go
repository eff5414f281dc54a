package calc

// Billing rules: price units, increments and minimums.

import (
	"math"
	"strings"
)

// priceUnit is a parsed price_unit.
type priceUnit struct {
	perNode  bool
	perToken bool
	period   float64 // hours in one price period (0 for million_tokens)
	name     string  // hour | day | week | month
}

func parseUnit(u string, hpm float64) (priceUnit, bool) {
	u = strings.ToLower(strings.TrimSpace(u))
	if u == "million_tokens" {
		return priceUnit{perToken: true}, true
	}
	who, period, ok := strings.Cut(u, "_")
	if !ok || (who != "gpu" && who != "node") {
		return priceUnit{}, false
	}
	p := priceUnit{perNode: who == "node", name: period}
	switch period {
	case "hour":
		p.period = 1
	case "day":
		p.period = 24
	case "week":
		p.period = 168
	case "month":
		p.period = hpm
	default:
		return priceUnit{}, false
	}
	return p, true
}

// BilledHours applies a quote's billing rules to a training time: rounded up
// to the billing increment and never below the minimum. An increment of 0
// means per-second billing for hourly prices and whole periods (days, weeks,
// months of hoursPerMonth) for the longer units. A zero-length job bills
// nothing.
func BilledHours(hours float64, unit string, incrementHours, minHours, hoursPerMonth float64) float64 {
	if hoursPerMonth <= 0 {
		hoursPerMonth = DefaultHoursPerMonth
	}
	u, ok := parseUnit(unit, hoursPerMonth)
	if !ok || u.perToken {
		return hours
	}
	return billed(hours, u, incrementHours, minHours)
}

func billed(hours float64, u priceUnit, inc, minH float64) float64 {
	if !(hours > 0) {
		return 0
	}
	if inc <= 0 && u.period > 1 {
		inc = u.period
	}
	b := hours
	if inc > 0 {
		// The relative tolerance keeps 720.0000000001 h from billing a
		// second month through floating-point noise.
		b = math.Ceil(hours/inc-1e-9) * inc
	}
	return math.Max(b, minH)
}
