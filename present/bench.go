package present

// A benchmark result's cells (the window's Benchmarks table, `bench list`):
// measured speeds, peak memory and the run's cost, "–" where the result
// does not say (never 0).

import (
	"strconv"

	"computecheck/bench"
	"computecheck/calc"
	"computecheck/msg"
	"computecheck/present/offername"
	"computecheck/quotes"
)

// Unstated is the cell of a value a result or quote does not give.
const Unstated = "–"

// OptTokensPerS is a measured speed, as TokensPerS writes it.
func OptTokensPerS(v *float64) string {
	if v == nil {
		return Unstated
	}
	return TokensPerS(*v)
}

// OptGiB is a measured byte count, as GiB writes it.
func OptGiB(v *int64) string {
	if v == nil {
		return Unstated
	}
	return GiB(*v)
}

// RunCost is what a benchmark run cost, as the person typed it: two
// decimals and the currency code ("39.20 CNY").
func RunCost(v *float64, cur string) string {
	if v == nil {
		return Unstated
	}
	return strconv.FormatFloat(*v, 'f', 2, 64) + " " + cur
}

// Ratio is measured over estimated speed as a whole percentage ("97%").
func Ratio(r float64) string { return strconv.FormatFloat(r*100, 'f', 0, 64) + "%" }

// BenchPrice is the quote a benchmark result is attached to, for the
// sentence on what a million tokens cost at its price.
type BenchPrice struct {
	Quote           quotes.Quote // normalised: PricePerGPUHour set when it could be worked out
	RunCost         *float64     // what the run was invoiced, nil when not said
	RunCostCurrency string
}

// BenchDetail is what the Benchmarks area says of a result set against the
// task, in the window's detail pane and after `bench import --task` alike:
// the speeds compared (or why they could not be), whether the gap is worth
// a look, and, with a priced quote attached (p, nil when none), what a
// million tokens cost at the estimated and at the measured speed.
func BenchDetail(c *bench.Comparison, err error, p *BenchPrice, lang string) []string {
	if c == nil {
		if err == nil {
			return nil
		}
		return []string{tr(lang, "bench.no_compare", msg.Text(err, lang))}
	}
	lines := []string{tr(lang, "bench.compare_line", TokensPerS(c.MeasuredPerGPU), TokensPerS(c.EstimatedPerGPU), c.Ratio*100, c.GPUs, c.GPU)}
	if c.Flagged {
		lines = append(lines, "！"+in(lang, c.Why))
	} else {
		lines = append(lines, tr(lang, "bench.within"))
	}
	if p == nil || p.Quote.PricePerGPUHour == nil {
		return lines
	}
	q, perGPUHour := p.Quote, *p.Quote.PricePerGPUHour
	line := tr(lang, "bench.price_line", offername.Of(q.Vendor, q.Offer, q.GPU, 0), calc.FormatMoney(perGPUHour), q.ReportingCurrency,
		calc.FormatMoney(calc.CostPerMillionTokens(perGPUHour, c.EstimatedPerGPU)),
		calc.FormatMoney(calc.CostPerMillionTokens(perGPUHour, c.MeasuredPerGPU)))
	if p.RunCost != nil {
		line += tr(lang, "bench.invoiced", calc.FormatMoney(*p.RunCost), p.RunCostCurrency)
	}
	return append(lines, line)
}
