package calc

import (
	"math"
	"testing"
)

// The fitted constants are fitted on the fitting half of the public runs
// only (splitHalves: the first half by FNV-1a hash of the case id), by a
// grid search for the least mean |log(predicted/measured)|. These tests
// redo the search and fail when a constant in the code is no longer that
// optimum, so the documented fit (docs/constants.md) cannot go stale.

// meanAbsLog is the fit objective over the fitting half.
func meanAbsLog(rs []caseResult) float64 {
	var sum float64
	var n int
	for _, r := range rs {
		if r.fitHalf && r.notModelled == "" {
			sum += math.Abs(math.Log(r.predicted / r.measured))
			n++
		}
	}
	return sum / float64(n)
}

// TestFittedAllocatorReserve: allocatorFixedBytes and allocatorFraction,
// the allocator's reserve (reserved minus allocated) as a floor plus a share
// of what is allocated and freed within a step. The reserve is linear in
// both, so each breakdown is rescaled instead of recomputed.
func TestFittedAllocatorReserve(t *testing.T) {
	base := memoryResults(t)
	transient := make([]float64, len(base))
	for i, r := range base {
		if r.notModelled == "" {
			mb := Memory(r.task, r.task.GPUs)
			transient[i] = (float64(mb.PeakReserved-mb.PeakAllocated) - allocatorFixedBytes) / allocatorFraction
		}
	}
	at := func(fixed, f float64) []caseResult {
		rs := make([]caseResult, len(base))
		for i, r := range base {
			rs[i] = r
			if r.notModelled != "" || r.measures == "allocated" || r.measures == "active" {
				continue
			}
			rs[i].predicted += fixed - allocatorFixedBytes + (f-allocatorFraction)*transient[i]
			rs[i].err = rs[i].predicted/r.measured - 1
		}
		return rs
	}
	best, bestFixed, bestF := math.Inf(1), 0.0, 0.0
	for g := 0; g <= 16; g++ {
		for i := 0; i <= 100; i++ {
			fixed, f := float64(g)*GiB/4, float64(i)/100
			if v := meanAbsLog(at(fixed, f)); v < best {
				best, bestFixed, bestF = v, fixed, f
			}
		}
	}
	rs := at(bestFixed, bestF)
	t.Logf("allocator reserve: fit-half optimum %.2f GiB + %.2f x transient (in the code %.2f GiB + %.2f); fit half %s; held out %s",
		bestFixed/GiB, bestF, allocatorFixedBytes/GiB, allocatorFraction,
		statsOf(rs, func(r caseResult) bool { return r.fitHalf }), statsOf(rs, func(r caseResult) bool { return !r.fitHalf }))
	if math.Abs(bestF-allocatorFraction) > 0.011 || math.Abs(bestFixed-allocatorFixedBytes) > GiB/8 {
		t.Errorf("allocator reserve is %.2f GiB + %.2f, the fit on the fitting half gives %.2f GiB + %.2f: refit and update docs/constants.md",
			allocatorFixedBytes/GiB, allocatorFraction, bestFixed/GiB, bestF)
	}
}

// TestFittedOverheadBytesPerFLOP: overheadBytesPerFLOP, the speed model's
// catch-all for time outside the GEMMs, attention and elementwise ops.
func TestFittedOverheadBytesPerFLOP(t *testing.T) {
	keep := overheadBytesPerFLOP
	defer func() { overheadBytesPerFLOP = keep }()
	const step = 0.0625e-3
	best, bestV := math.Inf(1), 0.0
	for v := 1e-3; v <= 4e-3+1e-12; v += step {
		overheadBytesPerFLOP = v
		if o := meanAbsLog(throughputResults(t)); o < best {
			best, bestV = o, v
		}
	}
	overheadBytesPerFLOP = bestV
	rs := throughputResults(t)
	t.Logf("overheadBytesPerFLOP: fit-half optimum %.4g (in the code %.4g); fit half %s; held out %s",
		bestV, keep, statsOf(rs, func(r caseResult) bool { return r.fitHalf }), statsOf(rs, func(r caseResult) bool { return !r.fitHalf }))
	if math.Abs(bestV-keep) > step/2 {
		t.Errorf("overheadBytesPerFLOP is %.4g, the fit on the fitting half gives %.4g: refit and update docs/constants.md", keep, bestV)
	}
}

// TestMemoryBandIsOutOfSampleP90: the verdict's band is the memory model's
// 90th-percentile |error| on the held-out half, rounded up to a percent.
func TestMemoryBandIsOutOfSampleP90(t *testing.T) {
	rs := memoryResults(t)
	out := statsOf(rs, func(r caseResult) bool { return !r.fitHalf })
	want := math.Ceil(out.p90*100-1e-9) / 100
	t.Logf("memory out-of-sample: %s; MemoryBand %.2f", out, MemoryBand)
	if math.Abs(MemoryBand-want) > 1e-9 {
		t.Errorf("MemoryBand is %.2f, the held-out 90th percentile rounds up to %.2f: update verdict.go and docs/constants.md", MemoryBand, want)
	}
}
