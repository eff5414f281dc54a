package calc

import (
	"fmt"
	"strings"
	"testing"
)

// throughputResults predicts every public throughput case.
func throughputResults(t *testing.T) []caseResult {
	t.Helper()
	return predictCases(readPublicCases(t, throughputCaseFiles, "tokens_per_s_per_gpu"), func(c publicCase) float64 {
		g, _ := LookupGPU(c.task.GPU)
		return EstimateThroughput(c.task, g, c.task.GPUs, TaskInterconnect(c.task, g)).TokensPerSPerGPU
	})
}

// TestThroughputValidation predicts the published tokens/s/GPU of every
// public run with the same global constants and prints the table per case
// with its half of the split. Limits over all cases: median |error| <= 10%,
// 90th percentile <= 25%, none beyond 50%.
func TestThroughputValidation(t *testing.T) {
	rs := throughputResults(t)
	if len(rs) < 30 {
		t.Fatalf("%d throughput cases, want the 35 public ones", len(rs))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n%-44s %-12s %10s %10s %8s %6s %s\n", "case", "source", "predicted", "measured", "error", "mfu", "sample")
	for _, r := range rs {
		if r.notModelled != "" {
			fmt.Fprintf(&b, "%-44s %-12s %10s %10.0f %8s %6s %s  not modelled\n", r.id, r.source, "–", r.measured, "–", "", sample(r.fitHalf))
			continue
		}
		g, _ := LookupGPU(r.task.GPU)
		tp := EstimateThroughput(r.task, g, r.task.GPUs, TaskInterconnect(r.task, g))
		fmt.Fprintf(&b, "%-44s %-12s %10.0f %10.0f %+7.1f%% %5.1f%% %s  %s/%s bound=%s comm=%.0f%% bubble=%.0f%%\n",
			r.id, r.source, r.predicted, r.measured, 100*r.err, 100*tp.MFU, sample(r.fitHalf), r.task.Recompute, r.task.Precision, tp.Bound, 100*tp.CommShare, 100*tp.BubbleShare)
	}
	t.Log(b.String())
	// The rule of thumb many quotes use, for comparison: 50% of the dense
	// peak at 6N FLOPs per token.
	naive := make([]caseResult, len(rs))
	for i, r := range rs {
		naive[i] = r
		if r.notModelled == "" {
			g, _ := LookupGPU(r.task.GPU)
			naive[i].predicted = 0.5 * g.PeakTFLOPS(r.task.Precision) * 1e12 / (6 * float64(r.task.Model.ParamCount()))
			naive[i].err = naive[i].predicted/r.measured - 1
		}
	}
	t.Logf("rule of thumb (50%% of peak, 6N): %s", statsOf(naive, func(caseResult) bool { return true }))
	reportErrors(t, "throughput", rs, naive, throughputRegime)
}

// throughputRegime groups speed runs where the model's error may differ:
// fp8, a frozen base, pipelines, several machines, long sequences, models
// under 1B parameters; the first that applies.
func throughputRegime(r caseResult) string {
	t := r.task
	switch {
	case t.Precision == PrecisionFP8:
		return "fp8"
	case t.Method != MethodFull:
		return "lora_qlora"
	case t.PP > 1:
		return "pipeline"
	case t.GPUs > t.GPUsPerNode:
		return "multi_node"
	case t.SeqLen >= 8192:
		return "long_sequence"
	case t.Model.ParamCount() < 1e9:
		return "small_model"
	}
	return "general"
}
