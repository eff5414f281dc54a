package calc

import "testing"

// TestAscendMatmulRate: a GEMM-bound job on the Ascend 910B computes at the
// bf16 matmul rate measured on the card (S14, 328 TFLOPS on its tool's
// scale, 311 on the MAMF table's), not at the 0.80 share of the catalogue's
// 910B3 peak assumed for unmeasured parts, which held every 910B run 11-16%
// slow. The compute efficiency (hardware FLOPs over compute time) of a 13B
// model at 4,096 tokens therefore passes 0.80 of the 300 TFLOPS peak.
func TestAscendMatmulRate(t *testing.T) {
	task := memTask(t, "llama2-13b", func(t *Task) {
		t.GPU, t.GPUs, t.ZeRO, t.MicroBatch, t.SeqLen = "Ascend910B-64G", 8, 1, 4, 4096
	})
	tp := estimateTask(t, task)
	a100 := task
	a100.GPU = "A100-80G-SXM"
	ta := estimateTask(t, a100)
	if tp.Efficiency <= ta.Efficiency {
		t.Errorf("910B compute efficiency %.3f of its peak, A100 %.3f: want the 910B's higher (matmul 311/300 against 271/312)", tp.Efficiency, ta.Efficiency)
	}
}
