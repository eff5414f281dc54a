package calc

import "testing"

// BenchmarkMemory: one breakdown. Budget < 50 µs (the GUI recomputes it on
// every keystroke and the fit table calls it a few hundred times).
func BenchmarkMemory(b *testing.B) {
	m, _ := Preset("llama3.1-70b")
	task := Task{ModelID: m.ID, Model: m, ZeRO: 3, Recompute: RecomputeFull, TP: 2, PP: 2, GradAccum: 8}.Normalize()
	for b.Loop() {
		Memory(task, 64)
	}
}

// BenchmarkFitTable: the fit table over every catalogue GPU, the
// contract's min_gpus and min_gpus_safe with each verdict (MinGPUs, then
// SafeGPUs searched up from it). Budget < 5 ms.
func BenchmarkFitTable(b *testing.B) {
	m, _ := Preset("llama3.1-70b")
	task := Task{ModelID: m.ID, Model: m, ZeRO: 3, Recompute: RecomputeFull}.Normalize()
	gpus := Catalogue()
	for b.Loop() {
		FitTable(task, gpus)
	}
}
