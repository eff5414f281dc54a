package calc

import "testing"

// BenchmarkEstimateThroughput times one estimate of a multi-node 3D-parallel
// layout, the costliest path. Budget: < 50 µs per call, so the GUI can
// re-rank every quote on each keystroke.
func BenchmarkEstimateThroughput(b *testing.B) {
	task := Task{Model: presetOrFail(b, "llama3.1-8b"), ZeRO: 1, TP: 2, PP: 2, MicroBatch: 2, GradAccum: 8,
		Recompute: RecomputeSelective, GPU: "H800-80G-SXM", GPUs: 32, InterNode: InterRoCE, InterGbps: 800}.Normalize()
	g := gpuOrFail(b, task.GPU)
	ic := TaskInterconnect(task, g)
	var r Throughput
	for b.Loop() {
		r = EstimateThroughput(task, g, task.GPUs, ic)
	}
	if r.TokensPerS <= 0 {
		b.Fatal("no throughput")
	}
}
