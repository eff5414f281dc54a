package calc

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
)

// crossValidatedMemory predicts every public memory run with fitted
// constants that were not fitted on it: the held-out half with the code's
// constants (fitted on the fitting half), the fitting half with constants
// refitted on the held-out half by the same grid searches (alternated until
// they settle, as the code's were). The fitted constants are restored.
func crossValidatedMemory(t *testing.T) []caseResult {
	t.Helper()
	held := memoryResults(t)
	keepFixed, keepFrac, keepVL := allocatorFixedBytes, allocatorFraction, variableLengthFraction
	defer func() { allocatorFixedBytes, allocatorFraction, variableLengthFraction = keepFixed, keepFrac, keepVL }()
	flipped := func() []caseResult {
		rs := memoryResults(t)
		for i := range rs {
			rs[i].fitHalf = !rs[i].fitHalf
		}
		return rs
	}
	for range 4 {
		allocatorFixedBytes, allocatorFraction, _ = fitAllocatorReserve(flipped())
		variableLengthFraction, _ = fitVariableLengthFraction(flipped())
	}
	swapped := memoryResults(t)
	out := make([]caseResult, len(held))
	for i := range held {
		out[i] = held[i]
		if held[i].fitHalf {
			out[i] = swapped[i]
			out[i].fitHalf = true
		}
	}
	return out
}

// quantile90Bound is an upper confidence bound on the 90th percentile of
// the errors abs were drawn from: the k-th smallest, with k the least rank
// at which the chance that fewer than k of n draws fall below the true
// 90th percentile reaches bandConfidence (a binomial order statistic);
// the largest when n is too small for that.
func quantile90Bound(abs []float64) float64 {
	n := len(abs)
	if n == 0 {
		return 0
	}
	abs = slices.Clone(abs)
	slices.Sort(abs)
	for k := 1; k <= n; k++ {
		if binomialCDF(n, k-1, 0.9) >= bandConfidence {
			return abs[k-1]
		}
	}
	return abs[n-1]
}

// binomialCDF is P(X <= k) for X ~ Binomial(n, p).
func binomialCDF(n, k int, p float64) float64 {
	var sum float64
	lgN, _ := math.Lgamma(float64(n + 1))
	for i := 0; i <= k; i++ {
		lgI, _ := math.Lgamma(float64(i + 1))
		lgR, _ := math.Lgamma(float64(n - i + 1))
		sum += math.Exp(lgN - lgI - lgR + float64(i)*math.Log(p) + float64(n-i)*math.Log1p(-p))
	}
	return sum
}

func ceilPercent(x float64) float64 { return math.Ceil(x*100-1e-9) / 100 }

// regimeOf is a run's memory regime as Memory gives it.
func regimeOf(r caseResult) string { return Memory(r.task, r.task.GPUs).Regime }

// deriveMemoryBands is memoryBands' rule applied to rs: per regime the
// upper confidence bound on the 90th percentile of |error|
// (quantile90Bound), rounded up to a percent, never below the band over
// all runs; a regime with fewer than minRegimeRuns runs takes the wider of
// that band and its worst run; a regime with a known unmodelled miss at
// least the miss.
func deriveMemoryBands(rs []caseResult) (map[string]float64, map[string]int) {
	var all []float64
	by := map[string][]float64{}
	for _, r := range rs {
		if r.notModelled != "" {
			continue
		}
		all = append(all, math.Abs(r.err))
		by[regimeOf(r)] = append(by[regimeOf(r)], math.Abs(r.err))
	}
	general := ceilPercent(quantile90Bound(all))
	bands, counts := map[string]float64{}, map[string]int{}
	for _, reg := range MemoryRegimes() {
		counts[reg] = len(by[reg])
		bands[reg] = regimeBand(reg, general, by[reg])
	}
	return bands, counts
}

// regimeBand is the band of regime reg from its runs' cross-validated
// |errors| and the pooled band: the pooled band widened by the regime's own
// 90th-percentile bound when it has minRegimeRuns runs, else by its worst
// run.
func regimeBand(reg string, pooled float64, errs []float64) float64 {
	b := pooled
	switch n := len(errs); {
	case n >= minRegimeRuns:
		b = max(pooled, ceilPercent(quantile90Bound(errs)))
	case n > 0:
		b = max(pooled, ceilPercent(slices.Max(errs)))
	}
	return b
}

// TestRegimeBandNeverClaimsMoreThanItsRunsShow: a regime of few runs is
// never narrower than the pooled band nor than its worst run; a regime
// with enough runs, all small, keeps the pooled band; a regime with a
// known unmodelled over-estimate has at least that much room below the
// estimate, and no more above it than its runs show.
func TestRegimeBandNeverClaimsMoreThanItsRunsShow(t *testing.T) {
	if got := regimeBand(RegimeLoad, 0.23, []float64{0.05, 0.10, 0.40}); got != 0.40 {
		t.Errorf("3 runs, the worst 40%%: band %.2f, want 0.40 (the pooled 0.23 claims more than the runs show)", got)
	}
	if got := regimeBand(RegimeLoad, 0.23, []float64{0.05, 0.10}); got != 0.23 {
		t.Errorf("2 small runs: band %.2f, want the pooled 0.23", got)
	}
	if got := regimeBand(RegimeGeneral, 0.23, []float64{0.01, 0.02, 0.03, 0.04, 0.05, 0.06}); got != 0.23 {
		t.Errorf("6 small runs: band %.2f, want the pooled 0.23 (never narrower)", got)
	}
	for reg, c := range unmodelledMemoryClasses {
		if memoryBandBelow(reg) < c.over {
			t.Errorf("regime %s holds %q but the estimate may be only %.2f above the measured peak", reg, c.what, memoryBandBelow(reg))
		}
		g, _ := LookupGPU("H100-80G-SXM")
		v := MemoryVerdict(MemoryBreakdown{Total: 60 * GiB, Regime: reg}, g)
		if v.HighBytes != roundBytes(60*GiB/(1-MemoryBandFor(reg))) {
			t.Errorf("regime %s: the high end %d moved with the over-estimate", reg, v.HighBytes)
		}
		if v.LowBytes > roundBytes(60*GiB/(1+c.over)) {
			t.Errorf("regime %s: the low end %.1f GiB leaves no room for the known %.0f%% over-estimate", reg, float64(v.LowBytes)/GiB, 100*c.over)
		}
		if v.BandText().Key != "verdict.band_sides" {
			t.Errorf("regime %s: the band reads %q, not both sides", reg, v.BandText().Key)
		}
		if v.RegimeLine().Key != "band.regime_line_sides" {
			t.Errorf("regime %s: the band's line %q does not say the estimate may be high", reg, v.RegimeLine().Key)
		}
	}
}

// coverage is the share of rs (kept by keep) whose measured value the band
// of its regime contains: |predicted/measured - 1| <= band.
func coverage(rs []caseResult, band func(caseResult) float64, keep func(caseResult) bool) (in, n int) {
	return coverageSides(rs, func(r caseResult) (float64, float64) { return band(r), band(r) }, keep)
}

// coverageSides is coverage with a band that may differ on each side: the
// measured value is within when -under <= predicted/measured - 1 <= over.
func coverageSides(rs []caseResult, sides func(caseResult) (under, over float64), keep func(caseResult) bool) (in, n int) {
	for _, r := range rs {
		if r.notModelled != "" || !keep(r) {
			continue
		}
		n++
		under, over := sides(r)
		if r.err >= -under-1e-12 && r.err <= over+1e-12 {
			in++
		}
	}
	return in, n
}

// verdictSides is the band the verdict uses for a run: its regime's band
// below the measured value, and above it as far as memoryBandBelow says.
func verdictSides(r caseResult) (under, over float64) {
	reg := regimeOf(r)
	return MemoryBandFor(reg), memoryBandBelow(reg)
}

// TestMemoryBands derives the verdict's band per regime from errors
// measured on runs the fitted constants were not fitted on and checks the
// table in band.go is that derivation; it prints, per regime, the runs,
// the band and how many measured values it contains, held out and cross
// validated, beside the old single ±20% band. It fails when the band
// contains fewer than 90% of the held-out half.
func TestMemoryBands(t *testing.T) {
	cv := crossValidatedMemory(t)
	want, counts := deriveMemoryBands(cv)
	held := memoryResults(t)
	isHeld := func(r caseResult) bool { return !r.fitHalf }
	every := func(caseResult) bool { return true }
	var b strings.Builder
	fmt.Fprintf(&b, "\n%-16s %5s %6s %6s %6s %16s %16s %16s\n", "regime", "runs", "band", "derived", "over", "held out", "cross-validated", "old ±20%, held")
	for _, reg := range MemoryRegimes() {
		in := func(r caseResult) bool { return regimeOf(r) == reg }
		hIn, hN := coverageSides(held, verdictSides, func(r caseResult) bool { return in(r) && isHeld(r) })
		cIn, cN := coverageSides(cv, verdictSides, in)
		oIn, oN := coverage(held, func(caseResult) float64 { return 0.20 }, func(r caseResult) bool { return in(r) && isHeld(r) })
		fmt.Fprintf(&b, "%-16s %5d %5.0f%% %6.0f%% %5.0f%% %9d of %-4d %9d of %-4d %9d of %-4d\n", reg, counts[reg], 100*MemoryBandFor(reg), 100*want[reg], 100*memoryBandBelow(reg), hIn, hN, cIn, cN, oIn, oN)
	}
	hIn, hN := coverageSides(held, verdictSides, isHeld)
	cIn, cN := coverageSides(cv, verdictSides, every)
	oIn, oN := coverage(held, func(caseResult) float64 { return 0.20 }, isHeld)
	fmt.Fprintf(&b, "memory band coverage: held-out half %d of %d (%.0f%%), cross-validated %d of %d (%.0f%%); the old ±20%% band: %d of %d held out\n",
		hIn, hN, 100*float64(hIn)/float64(hN), cIn, cN, 100*float64(cIn)/float64(cN), oIn, oN)
	t.Log(b.String())
	for _, reg := range MemoryRegimes() {
		if math.Abs(memoryBands[reg]-want[reg]) > 1e-9 {
			t.Errorf("band for %s is %.2f, the cross-validated errors give %.2f: update band.go and docs/constants.md", reg, memoryBands[reg], want[reg])
		}
	}
	if math.Abs(MemoryBand-want[RegimeGeneral]) > 1e-9 {
		t.Errorf("MemoryBand is %.2f, the general regime's band is %.2f", MemoryBand, want[RegimeGeneral])
	}
	if float64(hIn) < 0.9*float64(hN) {
		t.Errorf("the band contains %d of %d held-out runs, below 90%%", hIn, hN)
	}
}
