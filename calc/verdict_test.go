package calc

import "testing"

// TestMemoryVerdictBands: the three verdicts fall where the band puts them,
// for estimates placed around one card's usable memory.
func TestMemoryVerdictBands(t *testing.T) {
	g := mustGPU(t, "A100-80G-SXM")
	u := float64(UsableBytes(g))
	for _, c := range []struct {
		total float64
		want  string
	}{
		{u * (1 - MemoryBand) * 0.99, VerdictFits},       // high end p/(1-b) just below usable
		{u * (1 - MemoryBand) * 1.01, VerdictBorderline}, // high end just above
		{u, VerdictBorderline},                           // the estimate at the limit
		{u * (1 + MemoryBand) * 0.99, VerdictBorderline}, // low end p/(1+b) just inside
		{u * (1 + MemoryBand) * 1.01, VerdictDoesNotFit}, // low end beyond
	} {
		v := MemoryVerdict(MemoryBreakdown{Total: int64(c.total)}, g)
		if v.Status != c.want {
			t.Errorf("total %.1f GiB on %.1f GiB usable: %s, want %s", c.total/GiB, u/GiB, v.Status, c.want)
		}
		if !(v.LowBytes < v.TotalBytes && v.TotalBytes < v.HighBytes) || v.Band != MemoryBand || v.UsableBytes != UsableBytes(g) {
			t.Errorf("band %+v", v)
		}
	}
}

// TestSafeGPUs: the safe count is never below MinGPUs, its verdict is fits,
// and one step fewer is not fits.
func TestSafeGPUs(t *testing.T) {
	for _, task := range []Task{
		memTask(t, "llama3.1-70b", func(t *Task) { t.ZeRO = 3; t.Recompute = RecomputeFull }),
		memTask(t, "llama3.1-8b", func(t *Task) { t.ZeRO = 3; t.Recompute = RecomputeOp; t.SeqLen = 8192 }),
		memTask(t, "qwen2.5-72b", func(t *Task) { t.Method = MethodQLoRA; t.TP = 2; t.ZeRO = 3 }),
	} {
		unit := task.TP * task.PP
		for _, g := range Catalogue() {
			minN, safe := MinGPUs(task, g), SafeGPUs(task, g)
			if minN == 0 {
				if safe != 0 {
					t.Errorf("%s on %s: no count fits but SafeGPUs %d", task.Model.ID, g.ID, safe)
				}
				continue
			}
			if safe == 0 {
				continue // the band's high end never fits (no sharding left)
			}
			if safe < minN || safe%unit != 0 {
				t.Errorf("%s on %s: SafeGPUs %d, MinGPUs %d", task.Model.ID, g.ID, safe, minN)
			}
			if v := MemoryVerdict(Memory(task, safe), g); v.Status != VerdictFits {
				t.Errorf("%s on %s: %d GPUs: %s", task.Model.ID, g.ID, safe, v.Status)
			}
			if safe > unit && MemoryVerdict(Memory(task, safe-unit), g).Status == VerdictFits {
				t.Errorf("%s on %s: %d GPUs already fit safely, SafeGPUs %d", task.Model.ID, g.ID, safe-unit, safe)
			}
		}
	}
}
