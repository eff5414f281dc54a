package calc

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// The estimates must hold on tasks nobody tuned them to: over a grid of
// TASK.json variations (model size, sequence, batch, precision with fp8,
// method, ZeRO 0-3, offload, stack, GPU) no figure is NaN, infinite or
// negative; memory does not fall when the sequence, the micro-batch or the
// model grows; speed does not fall on a card with a higher peak; and the
// verdict's band is a non-empty interval around the estimate.

// propertyModels span tiny to large: GPT-2 small, a 1B, Llama 2 7B, a
// 13B GELU model, Llama 3 70B (grouped-query attention).
var propertyModels = []Model{
	{Layers: 12, Hidden: 768, Heads: 12, FFN: 3072, Vocab: 50257, TiedEmbeddings: true, MLP: MLPGeLU, Bias: true, PositionEmbeddings: 1024},
	{Layers: 16, Hidden: 2048, Heads: 32, KVHeads: 8, FFN: 8192, Vocab: 128256, TiedEmbeddings: true, MLP: MLPSwiGLU},
	{Layers: 32, Hidden: 4096, Heads: 32, FFN: 11008, Vocab: 32000, MLP: MLPSwiGLU},
	{Layers: 40, Hidden: 5120, Heads: 40, FFN: 20480, Vocab: 50432, TiedEmbeddings: true, MLP: MLPGeLU},
	{Layers: 80, Hidden: 8192, Heads: 64, KVHeads: 8, FFN: 28672, Vocab: 128256, MLP: MLPSwiGLU},
}

// propertyTask draws one task of the grid; it may be invalid (Validate
// decides), and callers skip those. Half the draws name a catalogue preset
// (as a TASK.json "model": "id" would), half give the architecture.
func propertyTask(r *rand.Rand) Task {
	pick := func(vs ...string) string { return vs[r.IntN(len(vs))] }
	ints := func(vs ...int) int { return vs[r.IntN(len(vs))] }
	gpus := GPUIDs()
	model := propertyModels[r.IntN(len(propertyModels))]
	if r.IntN(2) == 0 {
		ps := Presets()
		model = ps[r.IntN(len(ps))]
	}
	t := Task{
		Model: model, ModelID: model.ID,
		Method:         pick(MethodFull, MethodLoRA, MethodQLoRA),
		LoRATargets:    pick(TargetsAll, TargetsAttn),
		LoRARank:       ints(8, 64),
		Precision:      pick(PrecisionBF16, PrecisionFP16, PrecisionBF16Pure, PrecisionFP32, PrecisionFP8),
		Optimizer:      pick(OptimizerAdamW, OptimizerAdamW8bit, OptimizerSGD),
		ZeRO:           r.IntN(4),
		Offload:        OffloadModes()[r.IntN(len(OffloadModes()))],
		Recompute:      RecomputeModes()[r.IntN(len(RecomputeModes()))],
		Stack:          Stacks()[r.IntN(len(Stacks()))],
		ChunkedLoss:    r.IntN(2) == 0,
		Compile:        r.IntN(2) == 0,
		VariableLength: r.IntN(4) == 0,
		MicroBatch:     ints(1, 2, 4),
		SeqLen:         ints(512, 2048, 8192, 32768),
		GradAccum:      ints(1, 8),
		GPU:            gpus[r.IntN(len(gpus))],
		GPUs:           ints(1, 2, 8, 16, 64),
		TP:             ints(1, 1, 2, 4),
		PP:             ints(1, 1, 2),
		InterNode:      pick("", InterIB, InterRoCE, InterEther),
	}
	if t.PP > 1 && r.IntN(2) == 0 {
		t.VirtualPP = 2
	}
	if r.IntN(6) == 0 {
		t.PowerLimitW = 300
	}
	if r.IntN(8) == 0 {
		t.MFU = 0.4 // the user's own end-to-end MFU
	}
	if r.IntN(4) == 0 {
		t.GPUsPerNode = 4
		t.IntraNode = pick(IntraNVLink, IntraPCIe)
		t.InterGbps = float64(ints(100, 400, 3200))
	}
	if r.IntN(6) == 0 {
		sp := false
		t.SequenceParallel = &sp
	}
	if r.IntN(5) == 0 {
		off := false
		t.FlashAttn = &off
	} else {
		t.AttentionKernel = AttentionKernels()[r.IntN(len(AttentionKernels()))]
	}
	return t.Normalize()
}

// finiteNonNegative names the first field of vs that is NaN, infinite or
// negative.
func finiteNonNegative(vs map[string]float64) error {
	for k, v := range vs {
		if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
			return fmt.Errorf("%s = %v", k, v)
		}
	}
	return nil
}

func memoryFigures(mb MemoryBreakdown) map[string]float64 {
	return map[string]float64{
		"weights": float64(mb.Weights), "gradients": float64(mb.Gradients), "optimizer": float64(mb.Optimizer),
		"activations": float64(mb.Activations), "logits": float64(mb.Logits), "overhead": float64(mb.Overhead),
		"total": float64(mb.Total), "offloaded_cpu": float64(mb.OffloadedCPU),
		"peak_allocated": float64(mb.PeakAllocated), "peak_reserved": float64(mb.PeakReserved),
	}
}

func speedFigures(tp Throughput) map[string]float64 {
	return map[string]float64{
		"tokens_per_s": tp.TokensPerS, "tokens_per_s_per_gpu": tp.TokensPerSPerGPU, "mfu": tp.MFU, "hfu": tp.HFU,
		"step_time_s": tp.StepTimeS, "comm_time_s": tp.CommTimeS, "compute_time_s": tp.ComputeTimeS,
		"exposed_comm_s": tp.ExposedCommS, "bubble_time_s": tp.BubbleTimeS, "offload_time_s": tp.OffloadTimeS,
		"efficiency": tp.Efficiency,
	}
}

// grown is t with one dimension doubled: seq, micro-batch, the model's
// depth (more parameters, same shapes) or its width (hidden and ffn).
func grown(t Task, what string) Task {
	switch what {
	case "seq_len":
		t.SeqLen *= 2
	case "micro_batch":
		t.MicroBatch *= 2
	case "params":
		t.Model.Layers *= 2
		t.Model.Params *= 2 // a preset's published count grows with it
	case "width":
		t.Model.Hidden *= 2
		t.Model.FFN *= 2
		t.Model.Params *= 4
	}
	return t
}

// faster is g with every tensor rate raised by half: a card with a higher
// peak and the same memory, links and power.
func faster(g GPU) GPU {
	g.BF16TFLOPS *= 1.5
	g.FP16TFLOPS *= 1.5
	g.FP8TFLOPS *= 1.5
	g.TF32TFLOPS *= 1.5
	return g
}

func TestEstimatePropertiesOverTaskGrid(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 5))
	const draws = 2000
	valid, failures := 0, 0
	fail := func(task Task, format string, a ...any) {
		failures++
		if failures <= 20 {
			t.Errorf("%s\n  task: %s", fmt.Sprintf(format, a...), describeTask(task))
		}
	}
	for i := range draws {
		// Each task goes through TASK.json as a user would write it.
		drawn := propertyTask(r)
		if drawn.Validate() != nil {
			continue
		}
		data, err := json.Marshal(drawn)
		if err != nil {
			fail(drawn, "TASK.json not written: %v", err)
			continue
		}
		task, err := ParseTask(data)
		if err != nil {
			fail(drawn, "TASK.json written from a valid task is refused: %v\n  %s", err, data)
			continue
		}
		valid++
		g, _ := LookupGPU(task.GPU)
		mb := Memory(task, task.GPUs)
		if err := finiteNonNegative(memoryFigures(mb)); err != nil {
			fail(task, "memory: %v", err)
		}
		if mb.Total <= 0 {
			fail(task, "memory total %d is not positive", mb.Total)
		}
		v := MemoryVerdict(mb, g)
		if !(v.Band > 0 && v.Band < 1) || v.LowBytes > v.TotalBytes || v.HighBytes < v.TotalBytes || v.LowBytes >= v.HighBytes {
			fail(task, "band %.2f gives [%d, %d] around %d", v.Band, v.LowBytes, v.HighBytes, v.TotalBytes)
		}
		for _, what := range []string{"seq_len", "micro_batch", "params", "width"} {
			big := grown(task, what)
			if big.Validate() != nil {
				continue
			}
			if m2 := Memory(big, big.GPUs); m2.Total < mb.Total {
				fail(task, "memory falls from %.2f to %.2f GiB when %s doubles", float64(mb.Total)/GiB, float64(m2.Total)/GiB, what)
			}
		}
		ic := TaskInterconnect(task, g)
		tp := EstimateThroughput(task, g, task.GPUs, ic)
		if err := finiteNonNegative(speedFigures(tp)); err != nil {
			fail(task, "speed: %v", err)
		}
		if tp.TokensPerS <= 0 {
			fail(task, "tokens/s %v is not positive", tp.TokensPerS)
		}
		// MFU and HFU count causal attention whole (PaLM App. B), so on a
		// long sequence they may pass 1; what the kernels execute may not.
		if tp.Efficiency > 1+1e-9 {
			fail(task, "computing above the card's peak: efficiency %.2f (MFU %.2f, HFU %.2f)", tp.Efficiency, tp.MFU, tp.HFU)
		}
		if i%10 == 0 { // the whole estimate, fit table included, on a tenth
			task.Tokens = 1e9
			e := EstimateTask(task, Catalogue())
			if err := finiteNonNegative(map[string]float64{"training_hours": e.TrainingHours, "band": e.MemoryBand.Band}); err != nil {
				fail(task, "estimate: %v", err)
			}
			if e.Verdict == "" || e.MemoryBand.Regime == "" {
				fail(task, "estimate without a verdict (%q) or a regime (%q)", e.Verdict, e.MemoryBand.Regime)
			}
			if i%200 == 0 { // the plan search behind the fit table, on one in 200
				for _, fp := range FitPlans(task, nil) {
					if fp.PlannedGPUs < 0 || fp.AsTypedGPUs < 0 || (fp.PlannedGPUs == 0 && fp.NoPlan.IsZero()) {
						fail(task, "plan on %s: planned %d, as typed %d, no reason %v", fp.GPU, fp.PlannedGPUs, fp.AsTypedGPUs, fp.NoPlan.IsZero())
					}
				}
			}
			task.Tokens = 0
		}
		fast := EstimateThroughput(task, faster(g), task.GPUs, ic)
		if fast.TokensPerS < tp.TokensPerS*(1-1e-9) {
			fail(task, "a card with 1.5× the peak is slower: %.1f against %.1f tokens/s", fast.TokensPerS, tp.TokensPerS)
		}
	}
	t.Logf("%d of %d drawn tasks valid; %d property failures", valid, draws, failures)
	if valid < draws/4 {
		t.Errorf("only %d of %d drawn tasks are valid: the grid tests too little", valid, draws)
	}
}

func describeTask(t Task) string {
	return fmt.Sprintf("L%d h%d %s %s/%s r%d %s zero%d offload=%s recompute=%s stack=%q compile=%v chunked=%v varlen=%v flash=%v kernel=%q mb%d seq%d ga%d %s×%d tp%d pp%d vp%d inter=%q power=%d",
		t.Model.Layers, t.Model.Hidden, t.Model.MLP, t.Method, t.LoRATargets, t.LoRARank, t.Precision, t.ZeRO, t.Offload, t.Recompute, t.Stack,
		t.Compile, t.ChunkedLoss, t.VariableLength, t.FlashAttention(), t.AttentionKernel, t.MicroBatch, t.SeqLen, t.GradAccum, t.GPU, t.GPUs, t.TP, t.PP, t.VirtualPP, t.InterNode, t.PowerLimitW)
}

// TestActivationOffloadKeepsTheLargestAdjacentPair: offloaded, a stage
// keeps two adjacent blocks on the GPU; under layer recompute those are a
// full block and a checkpointed one, not two average blocks, so doubling
// the depth of a stage with an odd number of blocks does not lower the
// memory (the grid found 15 → 30 blocks falling by 0.1 GiB).
func TestActivationOffloadKeepsTheLargestAdjacentPair(t *testing.T) {
	fa := true
	task := Task{
		Model:  Model{Layers: 30, Hidden: 4096, Heads: 32, FFN: 11008, Vocab: 32000, MLP: MLPSwiGLU},
		Method: MethodLoRA, LoRARank: 8, Precision: PrecisionFP32, ZeRO: 1, Offload: "optimizer+params+activations",
		Recompute: RecomputeLayer, RecomputeEvery: 2, FlashAttn: &fa, MicroBatch: 2, SeqLen: 8192, GradAccum: 8,
		GPU: "H100-80G-PCIe", GPUs: 8, TP: 2, PP: 2,
	}.Normalize()
	if err := task.Validate(); err != nil {
		t.Fatal(err)
	}
	deeper := task
	deeper.Model.Layers *= 2
	small, big := Memory(task, task.GPUs), Memory(deeper, deeper.GPUs)
	if big.Total < small.Total {
		t.Errorf("%d blocks need %.2f GiB, %d blocks %.2f GiB: fewer with more blocks", task.Model.Layers, float64(small.Total)/GiB, deeper.Model.Layers, float64(big.Total)/GiB)
	}
	s := newActSetup(task)
	pair := task.Model.savedBlock(s).perToken(s) + task.Model.blockInput(s).perToken(s)
	if got := task.Model.offloadKeptPerToken(task, 15); math.Abs(got-pair) > 1e-9 {
		t.Errorf("15 blocks, every second checkpointed, keep %.0f B per token on the GPU, want a full block and an input: %.0f", got, pair)
	}
}

// TestUserMFUNeverComputesAbovePeak: a user's end-to-end MFU scales the
// step, but where the model's own shares would leave the compute less
// time than its FLOPs need at the card's peak (a step the model thinks
// mostly offload), the compute takes that time and the rest shrinks; the
// grid found compute at 2.2× the peak.
func TestUserMFUNeverComputesAbovePeak(t *testing.T) {
	fa := true
	task := Task{
		Model:  Model{Layers: 32, Hidden: 4096, Heads: 32, FFN: 11008, Vocab: 32000, MLP: MLPSwiGLU},
		Method: MethodFull, Precision: PrecisionBF16, ZeRO: 0, Offload: "optimizer+params+activations",
		Recompute: RecomputeFull, Stack: StackMegatron, FlashAttn: &fa, MicroBatch: 1, SeqLen: 2048, GradAccum: 8,
		GPU: "A800-80G-SXM", GPUs: 8, TP: 2, MFU: 0.4,
	}.Normalize()
	if err := task.Validate(); err != nil {
		t.Fatal(err)
	}
	g, _ := LookupGPU(task.GPU)
	tp := EstimateThroughput(task, g, task.GPUs, TaskInterconnect(task, g))
	if tp.Efficiency > 1+1e-9 {
		t.Errorf("with the user's MFU 0.4 the compute runs at %.2f of the peak", tp.Efficiency)
	}
	if math.Abs(tp.MFU-0.4) > 1e-9 {
		t.Errorf("MFU %.3f, want the user's 0.4", tp.MFU)
	}
	if sum := tp.ComputeTimeS + tp.ExposedCommS + tp.BubbleTimeS + tp.OffloadTimeS; math.Abs(sum-tp.StepTimeS) > 1e-9*tp.StepTimeS {
		t.Errorf("the parts sum to %.4f s, the step is %.4f s", sum, tp.StepTimeS)
	}
}

// TestOverlapsShareOneCompute: ZeRO-3's gathers and the offloaded
// optimizer's copies both hide behind the same compute; reckoned each
// against all of it, a card with a higher peak (less compute to hide
// behind) came out slower. Together they hide at most the compute.
func TestOverlapsShareOneCompute(t *testing.T) {
	fa := true
	task := Task{
		Model:  propertyModels[3],
		Method: MethodFull, Precision: PrecisionFP32, ZeRO: 3, Offload: OffloadOptimizer,
		Recompute: RecomputeFull, Stack: StackLitGPT, FlashAttn: &fa, MicroBatch: 2, SeqLen: 512, GradAccum: 1,
		GPU: "A800-80G-PCIe", GPUs: 2, InterNode: InterEther,
	}.Normalize()
	if err := task.Validate(); err != nil {
		t.Fatal(err)
	}
	g, _ := LookupGPU(task.GPU)
	ic := TaskInterconnect(task, g)
	slow, fast := EstimateThroughput(task, g, task.GPUs, ic), EstimateThroughput(task, faster(g), task.GPUs, ic)
	if fast.TokensPerS < slow.TokensPerS {
		t.Errorf("1.5× the peak: %.1f tokens/s against %.1f", fast.TokensPerS, slow.TokensPerS)
	}
	if hidden := slow.CommTimeS - slow.ExposedCommS; hidden > slow.ComputeTimeS*(1+1e-9) {
		t.Errorf("%.3f s of traffic hidden behind %.3f s of compute", hidden, slow.ComputeTimeS)
	}
}
