package calc

import (
	"fmt"
	"strings"
	"testing"
)

// predictedFor is the figure of a breakdown that a source's measurement
// reads: reserved and active/allocated peaks from PyTorch, device from
// nvidia-smi (contract.md, "Added 2026-12"). active is the allocated bytes
// of blocks in use, within rounding of allocated.
func predictedFor(mb MemoryBreakdown, measures string) float64 {
	switch measures {
	case "reserved":
		return float64(mb.PeakReserved)
	case "allocated", "active":
		return float64(mb.PeakAllocated)
	}
	return float64(mb.Total)
}

// memoryResults predicts every public memory case.
func memoryResults(t *testing.T) []caseResult {
	t.Helper()
	return predictCases(readPublicCases(t, memoryCaseFiles, "peak_memory"), func(c publicCase) float64 {
		return predictedFor(Memory(c.task, c.task.GPUs), c.measures)
	})
}

// TestMemoryPublicCases compares Memory with every published peak-memory
// measurement in testdata/validation, each with the figure its source
// measured, and prints the table per case with its half of the split.
// Limits over all cases: median |error| <= 10%, 90th percentile <= 25%,
// none beyond 50%.
func TestMemoryPublicCases(t *testing.T) {
	rs := memoryResults(t)
	if len(rs) < 40 {
		t.Fatalf("%d memory cases, want the 46 public ones", len(rs))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n%-44s %-11s %-9s %9s %9s %8s %s\n", "case", "source", "measures", "pred GiB", "meas GiB", "error", "sample")
	for _, r := range rs {
		if r.notModelled != "" {
			fmt.Fprintf(&b, "%-44s %-11s %-9s %9s %9.2f %8s %s  not modelled\n", r.id, r.source, r.measures, "–", r.measured/GiB, "–", sample(r.fitHalf))
			continue
		}
		fmt.Fprintf(&b, "%-44s %-11s %-9s %9.2f %9.2f %+7.1f%% %s\n", r.id, r.source, r.measures, r.predicted/GiB, r.measured/GiB, 100*r.err, sample(r.fitHalf))
	}
	t.Log(b.String())
	// The simple rule, for comparison: 16 B per trained parameter (2 B per
	// frozen one, 0.5 B 4-bit), ZeRO-3 shards them, Korthikanti's 34·sbh per
	// layer (2·sbh with full recompute) and 4 B per logit.
	simple := make([]caseResult, len(rs))
	for i, r := range rs {
		simple[i] = r
		if r.notModelled != "" {
			continue
		}
		tk, m := r.task, r.task.Model
		p := float64(m.ParamCount())
		states := 16 * p
		if tk.Method != MethodFull {
			base := 2.0
			if tk.Method == MethodQLoRA {
				base = 0.5
			}
			states = base*p + 16*float64(m.LoRAParamsPerLayer(tk.LoRARank, tk.LoRATargets))*float64(m.Layers)
		}
		if tk.ZeRO >= 3 {
			states /= float64(tk.GPUs)
		}
		sbh := float64(tk.MicroBatch) * float64(tk.SeqLen) * float64(m.Hidden) * float64(m.Layers)
		acts := 34 * sbh
		if tk.Recompute == RecomputeFull {
			acts = 2 * sbh
		}
		simple[i].predicted = states + acts/float64(tk.TP) + 4*float64(tk.MicroBatch*tk.SeqLen)*float64(m.Vocab)
		simple[i].err = simple[i].predicted/r.measured - 1
	}
	t.Logf("simple rule (16 B/param + Korthikanti + logits): %s", statsOf(simple, func(caseResult) bool { return true }))
	reportErrors(t, "memory", rs, simple, regimeOf)
}
