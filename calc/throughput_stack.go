package calc

import (
	"math"
	"strings"
)

// Speed mechanisms a stack switches on (stack.go).
const (
	// teFP8OperandBytes [derived]: under Transformer Engine the block
	// linears read and write their operands as fp8, 1 B per element: the
	// cast and its amax are fused into the kernel before the GEMM
	// (LayerNormLinear, delayed scaling), so the memory-bound time that
	// follows the GEMM FLOPs (overheadBytesPerFLOP) moves half the bytes.
	// torchao's dynamic float8 scaling adds an amax pass and a cast per
	// operand instead, which is why a generic fp8 task keeps 2 B.
	teFP8OperandBytes = 1.0
	// fusedAttnFraction [derived]: cuDNN fused attention as Transformer
	// Engine selects it on Hopper and later is FlashAttention-3 class,
	// 1.5-2.0x FlashAttention-2 forward and 1.5-1.75x backward on H100
	// (FA3 2407.08608 §4): 1.75 x attnKernelFraction's 0.40.
	fusedAttnFraction = 0.70
)

// Attention kernels (Task.AttentionKernel).
const (
	AttentionFlash2 = ""
	AttentionTriton = "triton"
	AttentionFused  = "fused"
)

// AttentionKernels lists the accepted attention_kernel values.
func AttentionKernels() []string { return []string{AttentionFlash2, AttentionTriton, AttentionFused} }

// tritonAttnSpeed [sourced]: FlashAttention-2 runs 1.3-2.5x faster than
// FlashAttention in Triton (FA2 2307.08691 §4.1), so the Triton kernel
// reaches about 1/1.75 of FA2's rate.
const tritonAttnSpeed = 1 / 1.75

// attnKernelShare is the attention kernel's rate as a share of the GEMM
// rate: FlashAttention-2 class (attnKernelFraction), FlashAttention in
// Triton, or fused kernels (the task's, or stack megatron's) that are
// FlashAttention-3 class on Hopper and later.
func attnKernelShare(t Task, g GPU) float64 {
	kernel := t.AttentionKernel
	if kernel == AttentionFlash2 && t.stackTraits().transformerEngine {
		kernel = AttentionFused
	}
	switch {
	case kernel == AttentionFused && hopperOrLater(g):
		return fusedAttnFraction
	case kernel == AttentionTriton:
		return attnKernelFraction(g) * tritonAttnSpeed
	}
	return attnKernelFraction(g)
}

func hopperOrLater(g GPU) bool {
	for _, p := range []string{"H100", "H800", "H200", "H20", "B200"} {
		if strings.HasPrefix(g.ID, p) {
			return true
		}
	}
	return false
}

// activationOffloadCopyS is one micro-step's activation offload traffic
// in seconds: the saved tensors go down to the host after each block's
// forward and come back before its backward on a side stream (torchtune
// OffloadActivations), over PCIe at the copy rate. The copies overlap the
// compute of the neighbouring blocks, so only what exceeds the
// micro-step's compute time shows (EstimateThroughput).
func activationOffloadCopyS(t Task, g GPU) float64 {
	layers := float64((t.Model.Layers + max(t.PP, 1) - 1) / max(t.PP, 1))
	held, _ := t.Model.layerActs(t, layers)
	bytes := 2 * held * float64(t.MicroBatch) * float64(t.SeqLen) // down and back up
	copyBytesPerS := pcieX16GBps(g.PCIeGen) * pcieCopyFraction * GB
	if copyBytesPerS <= 0 {
		return 0
	}
	return bytes / copyBytesPerS
}

// powerLimitFactor is the share of its tensor rate a card keeps under a
// power limit below its TDP. A datacenter GPU running dense GEMMs sits at
// its power limit, and dynamic power goes as C·V²·f with the voltage
// following the clock along the DVFS curve, so power goes as f³ and the
// clock, hence the tensor rate, as (limit/TDP)^(1/3) [derived]. HBM
// bandwidth keeps its own clock and is left as it is.
func powerLimitFactor(t Task, g GPU) float64 {
	if t.PowerLimitW <= 0 || g.TDPWatts <= 0 || t.PowerLimitW >= g.TDPWatts {
		return 1
	}
	return math.Cbrt(float64(t.PowerLimitW) / float64(g.TDPWatts))
}

// shardedOverlap is the compute that hides ZeRO-1/2's gradient
// reduce-scatter (the backward) and the all-gather of the updated weights
// (the next forward). DeepSpeed runs the stage 1/2 reduction on the
// compute stream unless overlap_comm is set, which it is not by default,
// and Megatron's distributed optimizer overlaps neither unless told to
// (--overlap-grad-reduce, --overlap-param-gather), so a generic stack
// hides nothing; NeMo's and Megatron-Bridge's recipes set both (stack
// megatron) [sourced: DeepSpeed config docs, Megatron-LM arguments, NeMo
// performance recipes].
func shardedOverlap(t Task, backward, forward float64) (reduce, gather float64) {
	if !t.stackTraits().transformerEngine {
		return 0, 0
	}
	return overlapDDP * backward, overlapDDP * forward
}
