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

// fitAllocatorReserve is the grid search for allocatorFixedBytes and
// allocatorFraction over the fitting half of base (results at the code's
// constants): the reserve is linear in both, so each breakdown is
// rescaled instead of recomputed. It returns the optimum and the results
// at it.
func fitAllocatorReserve(base []caseResult) (fixed, fraction float64, rs []caseResult) {
	transient := make([]float64, len(base))
	for i, r := range base {
		if r.notModelled == "" {
			mb := Memory(r.task, r.task.GPUs)
			transient[i] = (float64(mb.PeakReserved-mb.PeakAllocated) - allocatorFixedBytes - variableLengthExtra(r.task)) / allocatorFraction
			if mb.PeakAt == PeakLoad {
				transient[i] = 0 // the load's reserve is the floor alone
			}
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
	best := math.Inf(1)
	for g := 0; g <= 16; g++ {
		for i := 0; i <= 100; i++ {
			fx, f := float64(g)*GiB/4, float64(i)/100
			if v := meanAbsLog(at(fx, f)); v < best {
				best, fixed, fraction = v, fx, f
			}
		}
	}
	return fixed, fraction, at(fixed, fraction)
}

// variableLengthExtra is the variable-length reserve of a task's breakdown.
func variableLengthExtra(task Task) float64 {
	if !task.VariableLength {
		return 0
	}
	off := task
	off.VariableLength = false
	return float64(Memory(task, task.GPUs).PeakReserved - Memory(off, off.GPUs).PeakReserved)
}

// TestFittedAllocatorReserve: allocatorFixedBytes and allocatorFraction,
// the allocator's reserve (reserved minus allocated) as a floor plus a share
// of what is allocated and freed within a step.
func TestFittedAllocatorReserve(t *testing.T) {
	bestFixed, bestF, rs := fitAllocatorReserve(memoryResults(t))
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

// fitVariableLengthFraction is the grid search for variableLengthFraction
// over the fitting half of base (results at the code's constants): the
// reserve is linear in it, so each breakdown is rescaled.
func fitVariableLengthFraction(base []caseResult) (float64, []caseResult) {
	extra := make([]float64, len(base))
	for i, r := range base {
		if r.notModelled == "" {
			extra[i] = variableLengthExtra(r.task) / variableLengthFraction
		}
	}
	at := func(f float64) []caseResult {
		rs := make([]caseResult, len(base))
		for i, r := range base {
			rs[i] = r
			if extra[i] == 0 || r.measures == "allocated" || r.measures == "active" {
				continue
			}
			rs[i].predicted += (f - variableLengthFraction) * extra[i]
			rs[i].err = rs[i].predicted/r.measured - 1
		}
		return rs
	}
	best, bestF := math.Inf(1), 0.0
	for i := 0; i <= 300; i++ {
		f := float64(i) / 100
		if v := meanAbsLog(at(f)); v < best {
			best, bestF = v, f
		}
	}
	return bestF, at(bestF)
}

// TestFittedVariableLengthFraction: variableLengthFraction, the share of
// the logits the allocator keeps cached from shorter steps when batch
// lengths vary.
func TestFittedVariableLengthFraction(t *testing.T) {
	bestF, rs := fitVariableLengthFraction(memoryResults(t))
	t.Logf("variable-length reserve: fit-half optimum %.2f x logits (in the code %.2f); fit half %s; held out %s",
		bestF, variableLengthFraction,
		statsOf(rs, func(r caseResult) bool { return r.fitHalf }), statsOf(rs, func(r caseResult) bool { return !r.fitHalf }))
	if math.Abs(bestF-variableLengthFraction) > 0.011 {
		t.Errorf("variableLengthFraction is %.2f, the fit on the fitting half gives %.2f: refit and update docs/constants.md", variableLengthFraction, bestF)
	}
}
