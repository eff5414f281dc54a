package present

// A benchmark result's cells (the window's Benchmarks table, `bench list`):
// measured speeds, peak memory and the run's cost, "–" where the result
// does not say (never 0).

import "strconv"

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
