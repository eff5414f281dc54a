package calc

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Throughput is the estimated speed of one training layout. Times are per
// optimizer step and per GPU (every GPU of a synchronous job takes the same
// step time); FLOPs are per training token.
type Throughput struct {
	TokensPerS       float64 `json:"tokens_per_s"`
	TokensPerSPerGPU float64 `json:"tokens_per_s_per_gpu"`
	MFU              float64 `json:"mfu"`
	StepTimeS        float64 `json:"step_time_s"`
	// CommTimeS is the time all collectives of a step take, hidden or not;
	// ExposedCommS is the part that adds to the step time.
	CommTimeS float64 `json:"comm_time_s"`

	ComputeTimeS float64 `json:"compute_time_s"`
	ExposedCommS float64 `json:"exposed_comm_s"`
	BubbleTimeS  float64 `json:"bubble_time_s"`
	OffloadTimeS float64 `json:"offload_time_s"` // exposed CPU-offload transfers and CPU optimizer step
	CommShare    float64 `json:"comm_share"`     // ExposedCommS / StepTimeS
	BubbleShare  float64 `json:"bubble_share"`   // BubbleTimeS / StepTimeS
	HFU          float64 `json:"hfu"`
	Bound        string  `json:"bound"` // compute | network | bubble | memory
	// Efficiency is the achieved fraction of the dense peak while computing:
	// the FLOPs executed (hardware FLOPs less the masked half of causal
	// attention that FlashAttention skips) over ComputeTimeS, communication
	// and bubble excluded.
	Efficiency            float64  `json:"efficiency"`
	ModelFLOPsPerToken    float64  `json:"model_flops_per_token"`
	HardwareFLOPsPerToken float64  `json:"hardware_flops_per_token"`
	TokensPerStep         float64  `json:"tokens_per_step"` // micro_batch·seq_len·grad_accum·dp
	DP                    int      `json:"dp"`
	Warnings              []string `json:"warnings,omitempty"`
}

// Bound values.
const (
	BoundCompute = "compute"
	BoundNetwork = "network"
	BoundBubble  = "bubble"
	BoundMemory  = "memory"
)

// Compute-model constants. They are global: nothing is tuned per GPU or per
// validation row. Tags as in docs/constants.md.
const (
	// fp8GEMMFraction [assumed]: fp8 GEMMs plus their per-tensor scaling
	// reach this share of the bf16 MAMF fraction of the fp8 peak; with the
	// unchanged non-GEMM time, end-to-end fp8 lands near the ~1.3× over bf16
	// MosaicML measured on H100 (formulas.md §C10), not 2×.
	fp8GEMMFraction = 0.84
	// crossEntropyBytesPerLogit [derived]: the logits are upcast to fp32,
	// read for the softmax and the gradient written back (formulas.md §C6).
	crossEntropyBytesPerLogit = 12.0
	// scoreBytesNoFlash [derived]: without FlashAttention each attention
	// score is stored as QKᵀ, softmax and dropout mask (5 bytes, Korthikanti
	// Eq. 1) and read back in the backward: ~15 bytes of traffic per score.
	scoreBytesNoFlash = 15.0
	// nf4DequantBytesPerParam [derived]: QLoRA dequantises each frozen NF4
	// weight to bf16 before every matmul: read 0.516 B, write 2 B (QLoRA §3).
	nf4DequantBytesPerParam = 2.516
	// Overlap of communication with compute [assumed]. DDP (and ZeRO-1/2)
	// launch the gradient buckets during the backward (Li et al., PyTorch
	// DDP, VLDB 2020); the first bucket waits for its layers and NCCL takes
	// SMs from the backward, so at most ~80% of the backward hides traffic.
	overlapDDP = 0.8
	// ddpBucketBytes [sourced]: DDP groups gradients into buckets of
	// bucket_cap_mb = 25 MiB (PyTorch DistributedDataParallel default; Li
	// et al., VLDB 2020 §3.2.3) and all-reduces each when it is full; the
	// last one fills as the backward ends, so its all-reduce is never
	// hidden (exposed = max(last bucket, comm − overlappable backward)).
	ddpBucketBytes = 25 * MiB
	// ZeRO-3/FSDP prefetch one layer ahead in forward and backward, but the
	// all-gathers and reduce-scatters share the link in the backward; ~70%
	// of the micro-step is usable cover [assumed].
	overlapZeRO3 = 0.7
	// hiddenCap [assumed]: everything the overlaps hide behind one step's
	// compute (tensor-parallel backward collectives, data-parallel
	// traffic, offload copies) is at most that compute time: NCCL
	// kernels take SMs from the kernels they overlap and the copies share
	// the copy engines, and each overlap above is reckoned against the
	// same compute. Without the cap a faster card could come out slower:
	// its shorter compute hid less of several transfers at once, each
	// charged separately.
	hiddenCap = 1.0
	// cpuAdamParamsPerS: DeepSpeed CPU-Adam is memory-bound, ~28 B of DRAM
	// traffic per parameter at ~110 GB/s on a two-socket host [assumed].
	cpuAdamParamsPerS = 4e9
	// elementwisePasses [assumed]: HBM passes over a block's elementwise
	// tensors per micro-step: the forward's write and its op chain's reads
	// (about 5), the backward's read and its gradient's write and read (3).
	// The fitting half holds no compile on/off pair, so it cannot be fitted
	// there (its optimum is 0: no compile gain); 8 is the physical count.
	elementwisePasses = 8.0
)

// Fitted constants of the speed model: variables only so that the fit test
// (validation_fit_test.go) can re-fit them on the fitting half of the public
// runs and check these values are the optimum; nothing changes them at run
// time.
var (
	// overheadBytesPerFLOP [fitted]: time outside the GEMMs, attention and
	// elementwise ops (optimizer, FSDP copies, launch gaps, GEMM shapes
	// below the MAMF) is memory-bound, so it costs about this many bytes of
	// HBM traffic per FLOP of GEMM work; it is why MFU falls as
	// FLOPS/bandwidth rises (H100 989/3.35 vs A100 312/2.04). Fitted on the
	// fitting half of the 35 public throughput runs (validation_fit_test.go).
	overheadBytesPerFLOP = 2.0e-3
)

// mamfFraction is the measured maximum achievable matmul FLOPS as a share
// of the dense peak (ml-engineering compute/accelerator MAMF table,
// hardware_and_market.md §1.1): A100 271.2/312, H100 794.5/989, B200
// 1745/2250. Parts on the same die share the figure; GeForce boards, which
// sag from boost clock under sustained load, get 0.70 [assumed]; other
// datacenter parts the 0.80 of the H100. The Ascend 910B has its own
// measured rate (ascend910BMatmulTFLOPS), above the catalogue's 910B3 peak.
func mamfFraction(g GPU) float64 {
	id := g.ID
	switch {
	case strings.HasPrefix(id, "A100"), strings.HasPrefix(id, "A800"):
		return 0.87
	case strings.HasPrefix(id, "Ascend910B") && g.BF16TFLOPS > 0:
		return ascend910BMatmulTFLOPS / g.BF16TFLOPS
	case strings.HasPrefix(id, "B200"):
		return 0.776
	case consumerCard(g):
		return 0.70
	}
	return 0.80
}

// ascend910BMatmulTFLOPS [derived]: the bf16 matmul rate an Ascend 910B
// reaches, 328 TFLOPS measured by limulidae (S14), put on the scale of the
// ml-engineering MAMF table through the card both measured: S14's A800
// reached 286 where the table's A100 (the same die) reaches 271.2, so
// 328 × 271.2/286 = 311. It exceeds the catalogue's 300 (the 910B3 bin;
// hardware_and_market.md §1.3 lists 295-354 by bin): the 0.80 share
// assumed for other datacenter parts put the 910B at 240 TFLOPS, and every
// 910B run was predicted slow by 11-16%.
const ascend910BMatmulTFLOPS = 328 * 271.2 / 286

// attnKernelFraction: the attention kernel's rate on its model FLOPs as a
// share of the GEMM rate. FlashAttention-2 fwd+bwd reaches ~55-65% of the
// A100 peak and ~35% of the H100 peak (FA2 arXiv 2307.08691 §4; FA3 arXiv
// 2407.08608 on FA2's H100 rate), and it recomputes the scores in the
// backward (7 matmul passes where the model counts 6): ~0.55 of the A100
// GEMM ceiling, ~0.4 of the H100's (Hopper and later; FA3-class kernels are
// not assumed) [sourced].
func attnKernelFraction(g GPU) float64 {
	if hopperOrLater(g) {
		return 0.40
	}
	return 0.55
}

// loraAdapterCount is the number of trainable LoRA parameters (0 for a
// full fine-tune).
func loraAdapterCount(t Task) float64 {
	if t.Method == MethodFull {
		return 0
	}
	return float64(t.Model.LoRAParamsPerLayer(t.LoRARank, t.LoRATargets)) * float64(t.Model.Layers)
}

// flopCount holds per-token FLOPs, model and executed.
type flopCount struct {
	model, hardware float64
	fwd             float64 // forward share of hardware, for overlap windows
	linear, logits  float64 // executed GEMM FLOPs in the blocks and the output head
	attn            float64 // executed attention-core FLOPs
	adapters        float64
	fwdLinear       float64 // one forward of the block linears
	// recomputed is the share of one forward of the blocks that the
	// recompute mode re-runs: 1 for full, k/L of the blocks for layer,
	// the skipped matmuls for op (their FLOPs in recomputeLinear), 0 else.
	recomputed      float64
	recomputeLinear float64 // forward GEMM FLOPs re-run, per token
}

// executed is the FLOPs per token the kernels run: the hardware count
// with causal attention halved where FlashAttention skips the masked tiles
// (MFU and HFU count them, as PaLM App. B and the rows' sources do).
func (c flopCount) executed() float64 { return c.linear + c.logits + c.attn }

// recomputeShares is what a recompute mode re-runs in the backward, the
// same definition as the memory model's (activations.go): the share of the
// blocks whose whole forward (GEMMs, attention, elementwise ops) runs twice,
// and for torchtitan's op policy the matmuls it does not save (the 2nd, 4th
// and 6th in forward order: k, o, up or fc_out), with every elementwise op
// of the block.
func recomputeShares(t Task) (blocks float64, opMatrices []Matrix) {
	switch t.Recompute {
	case RecomputeFull:
		return 1, nil
	case RecomputeLayer:
		every := max(t.RecomputeEvery, 1)
		return float64(t.Model.Layers/every) / float64(t.Model.Layers), nil
	case RecomputeOp:
		for i, m := range t.Model.LayerMatrices() {
			if i%2 == 1 {
				opMatrices = append(opMatrices, m)
			}
		}
	}
	return 0, opMatrices
}

// countFLOPs is the per-token FLOP count.
//
// Model FLOPs (what MFU divides by) follow PaLM App. B and torchtitan /
// llm-foundry: 6·N for the non-embedding weights (Kaplan 2001.08361 §2.1),
// 12·L·h·s for attention with no causal halving, and 6·h·V for the output
// head. These are the definitions behind the validation rows' MFU figures.
// LoRA/QLoRA: the frozen base runs forward and input-gradient backward but
// no weight gradient, 4·N; adapters cost 6 per parameter. Recompute adds
// to the hardware FLOPs only what recomputeShares says it re-runs: a
// forward (full), the checkpointed share of the blocks' forwards (layer),
// the unsaved matmuls (op) or the attention core's forward (selective,
// Korthikanti 2205.05198).
func countFLOPs(t Task) flopCount {
	m := t.Model
	n := float64(m.NonEmbeddingParams())
	L, h, s, v := float64(m.Layers), float64(m.Hidden), float64(t.SeqLen), float64(m.Vocab)
	attnFwd := 4 * L * h * s // QKᵀ and AV: 2·s·h each per layer (PaLM App. B)
	var c flopCount
	c.adapters = 6 * loraAdapterCount(t)
	passes := 3.0 // forward 2N, backward 4N (Kaplan)
	if t.Method != MethodFull {
		passes = 2 // frozen base: no weight-gradient GEMM
	}
	c.linear = passes*2*n + c.adapters
	c.logits = passes * 2 * h * v
	attn := 3 * attnFwd // backward is twice the forward
	c.model = c.linear + c.logits + attn
	fwdLinear := 2*n + c.adapters/3
	c.fwdLinear = fwdLinear
	var recompute float64
	blocks, opMats := recomputeShares(t)
	c.recomputed = blocks
	if blocks > 0 {
		recompute = blocks * (fwdLinear + attnFwd)
		c.linear += blocks * fwdLinear
		attn += blocks * attnFwd
		c.recomputeLinear = blocks * fwdLinear
	}
	for _, mat := range opMats {
		f := 2 * L * float64(mat.In) * float64(mat.Out)
		recompute += f
		c.linear += f
		c.recomputeLinear += f
	}
	if len(opMats) > 0 {
		c.recomputed = 1 // every elementwise op runs again
	}
	if t.Recompute == RecomputeSelective {
		recompute = attnFwd // Megatron: the core attention's forward again
		attn += attnFwd
	}
	c.hardware = c.model + recompute
	c.fwd = fwdLinear + 2*h*v + attnFwd
	if t.FlashAttention() {
		attn /= 2 // causal: FlashAttention skips the masked tiles
	}
	c.attn = attn
	return c
}

// layout is where the ranks of the job sit: Megatron order, tensor-parallel
// ranks innermost, then data-parallel, then pipeline stages.
type layout struct {
	tp, pp, dp, gpn int
	tpPerNode       int // ranks of one TP group in a node
	dpPerNode       int // ranks of one DP group in a node
	ppInter         bool
}

func newLayout(t Task, gpus int) layout {
	l := layout{tp: t.TP, pp: t.PP, gpn: t.GPUsPerNode}
	l.dp = max(1, gpus/(l.tp*l.pp))
	l.tpPerNode = min(l.tp, l.gpn)
	l.dpPerNode = 1
	if l.tp < l.gpn {
		l.dpPerNode = max(1, min(l.dp, l.gpn/l.tp))
	}
	l.ppInter = l.pp > 1 && l.tp*l.dp*l.pp > l.gpn
	return l
}

// EstimateThroughput predicts the speed of task t (normalized) on gpus GPUs
// of type g linked by ic. dp = gpus/(tp·pp); one optimizer step processes
// micro_batch·seq_len·grad_accum·dp tokens.
//
// Step time = grad_accum × (compute + TP collectives + pipeline sends)
// + pipeline bubble + the data-parallel traffic the compute cannot hide
// + exposed CPU-offload time.
func EstimateThroughput(t Task, g GPU, gpus int, ic Interconnect) Throughput {
	var out Throughput
	warn := func(format string, a ...any) { out.Warnings = append(out.Warnings, fmt.Sprintf(format, a...)) }
	if gpus <= 0 {
		gpus = max(t.GPUs, t.TP*t.PP)
	}
	if gpus%(t.TP*t.PP) != 0 {
		warn("%d GPUs is not a multiple of tp×pp = %d; estimated for %d data-parallel replicas", gpus, t.TP*t.PP, max(1, gpus/(t.TP*t.PP)))
	}
	l := newLayout(t, gpus)
	ga := float64(t.GradAccum)
	tokens := float64(t.MicroBatch) * float64(t.SeqLen) // per micro-batch per DP rank
	split := float64(l.tp * l.pp)
	eb := 2.0 // bytes per activation / gradient element on the wire and in HBM
	if t.Precision == PrecisionFP32 {
		eb = 4
	}

	c := countFLOPs(t)
	out.ModelFLOPsPerToken, out.HardwareFLOPsPerToken = c.model, c.hardware
	out.DP = l.dp
	out.TokensPerStep = tokens * ga * float64(l.dp)

	peak := peakFLOPS(g, t.Precision)
	if g.PeakTFLOPS(t.Precision) <= 0 {
		warn("%s has no %s tensor rate in the catalogue; estimated at its bf16/fp16 rate", g.ID, t.Precision)
	}
	tMicro := microStepCompute(t, g, l, c) // compute time of one micro-step on one GPU
	tBwd := tMicro * (1 - c.fwd/c.hardware)

	intra := ic.IntraBusGBps(g)
	nic := ic.NICGBpsPerGPU(l.gpn)
	nodes := (gpus + l.gpn - 1) / l.gpn
	if nodes > 1 && ic.Inter == InterNone {
		warn("the job spans %d nodes but the offer has no inter-node network; assumed 10 GbE", nodes)
	}
	if nodes > 1 && ic.interDefaulted && !slices.Contains(ic.Assumed, ic.interAssumption()) {
		warn("%s", ic.interAssumption())
	}
	if l.tp > l.gpn {
		warn("tp %d spans nodes: tensor-parallel traffic crosses the NICs", l.tp)
	}

	// Tensor parallel: 2 all-reduces of b·s·h in the forward and 2 in the
	// backward per layer (Narayanan 2021 §3.1; all-gather + reduce-scatter
	// at the same volume with sequence parallelism), 2 more per recomputed
	// forward. The forward's sit on the critical path; in the backward each
	// input-gradient collective overlaps the weight-gradient GEMM that
	// follows it (Megatron-LM's async tensor-parallel all-reduce, on by
	// default; torchtitan AsyncTP), so only what exceeds half the
	// backward's GEMM time shows. A frozen base (LoRA) has no weight
	// gradient to hide behind.
	// hidden sums the traffic each overlap below hides behind compute; the
	// windows are the same compute, which hides at most its own time in
	// all (hiddenCap).
	var hidden float64
	var tTP, tTPTotal float64
	if l.tp > 1 {
		recBlocks, _ := recomputeShares(t)
		layers := float64(t.Model.Layers) / float64(l.pp)
		bytes := tokens * float64(t.Model.Hidden) * eb
		one := layers * collective(bytes, 2, l.tp, l.tpPerNode, intra, nic)
		fwd, bwd := (2+2*recBlocks)*one, 2*one
		window := 0.0
		if t.Method == MethodFull {
			window = tBwd / 2
		}
		tTP, tTPTotal = fwd+max(0, bwd-window), fwd+bwd
		hidden += ga * min(bwd, window)
	}
	// Pipeline: activations forward and gradients back across each stage
	// boundary, point to point, per micro-batch.
	var tPP float64
	if l.pp > 1 {
		link := ic.P2PGBps(g)
		if l.ppInter {
			link = nic
		}
		tPP = 2 * tokens * float64(t.Model.Hidden) * eb / (link * GB)
	}

	// Data-parallel traffic (ZeRO §7; FSDP). Parameters held by one
	// model-parallel rank, trainable ones, and their bytes on the wire.
	params := float64(t.Model.ParamCount()) / split
	trainable := params
	paramBytes := params * eb
	if t.Method != MethodFull {
		trainable = loraAdapterCount(t) / split
		if t.Method == MethodQLoRA {
			emb := float64(t.Model.EmbeddingParams()) / split
			paramBytes = (params-emb)*memNF4BytesPerParam + emb*eb
		}
	}
	gradBytes := trainable * eb
	dpColl := func(bytes, factor float64) float64 {
		return collective(bytes, factor, l.dp, l.dpPerNode, intra, nic)
	}
	var dpTotal, dpExposed float64
	switch {
	case l.dp <= 1:
	case t.ZeRO == 0: // one all-reduce per optimizer step, under the last backward
		// The backward hides at most overlapDDP of itself, and never the
		// last bucket, which is ready only when the backward ends.
		ar := dpColl(gradBytes, 2)
		last := dpColl(min(gradBytes, ddpBucketBytes), 2)
		dpTotal, dpExposed = ar, max(last, ar-overlapDDP*tBwd)
	case t.ZeRO == 1: // reduce-scatter grads at the step, all-gather the new 16-bit weights after it
		rs, ag := dpColl(gradBytes, 1), dpColl(trainable*eb, 1)
		rsCover, agCover := shardedOverlap(t, tBwd, tMicro-tBwd)
		dpTotal, dpExposed = rs+ag, max(0, rs-rsCover)+max(0, ag-agCover)
	case t.ZeRO == 2:
		// Partitioned gradients cannot accumulate locally: DeepSpeed reduces
		// them in every micro-step's backward (it refuses no_sync at stage 2).
		rs, ag := dpColl(gradBytes, 1), dpColl(trainable*eb, 1)
		rsCover, agCover := shardedOverlap(t, tBwd, tMicro-tBwd)
		dpTotal, dpExposed = ga*rs+ag, ga*max(0, rs-rsCover)+max(0, ag-agCover)
	default: // ZeRO-3/FSDP: all-gather for forward and backward, reduce-scatter grads, every micro-step
		c3 := 2*dpColl(paramBytes, 1) + dpColl(gradBytes, 1)
		dpTotal, dpExposed = ga*c3, ga*max(0, c3-overlapZeRO3*tMicro)
	}

	// CPU offload (ZeRO-Offload / ZeRO-Infinity): gradients down and new
	// parameters up over PCIe, the Adam step on the host CPU.
	var offload float64
	if t.OffloadsOptimizer() || t.OffloadsParams() {
		part := trainable
		if t.ZeRO >= 1 {
			part /= float64(l.dp)
		}
		copyGBps := pcieX16GBps(g.PCIeGen) * pcieCopyFraction * GB
		xfer := part * 2 * eb / copyGBps
		offload = max(0, xfer-overlapDDP*tBwd) + part*float64(min(gpus, l.gpn))/cpuAdamParamsPerS
		offHidden := min(xfer, overlapDDP*tBwd)
		if t.OffloadsParams() { // parameters fetched from host for forward and backward
			fetch := 2 * paramBytes / float64(max(1, l.dp)) / copyGBps
			offload += ga * max(0, fetch-overlapZeRO3*tMicro)
			offHidden += ga * min(fetch, overlapZeRO3*tMicro)
		}
		hidden += offHidden
		if t.ZeRO == 0 {
			warn("CPU offload needs ZeRO stage 1 or higher; estimated as if the optimizer were not partitioned")
		}
	}

	if t.OffloadsActivations() {
		cp := activationOffloadCopyS(t, g)
		offload += ga * max(0, cp-tMicro)
		hidden += ga * min(cp, tMicro)
	}
	hidden += dpTotal - dpExposed

	compute := ga * tMicro
	// Each overlap above was reckoned against the same compute; what they
	// hide together beyond hiddenCap of it shows, split between
	// communication and offload as they hid it.
	if over := hidden - hiddenCap*compute; over > 0 && hidden > 0 {
		offShare := 0.0
		if t.OffloadsOptimizer() || t.OffloadsParams() || t.OffloadsActivations() {
			offShare = min(1, max(0, hidden-(dpTotal-dpExposed)-ga*(tTPTotal-tTP))/hidden)
		}
		offload += over * offShare
		dpExposed += over * (1 - offShare)
	}
	// (p−1)/m of the m micro-steps, (p−1)/(v·m) with v interleaved stages
	// per rank (Narayanan 2021 §2.2).
	bubble := float64(l.pp-1) / float64(max(t.VirtualPP, 1)) * (tMicro + tTP)
	exposed := ga*(tTP+tPP) + dpExposed
	step := compute + exposed + bubble + offload
	if t.MFU > 0 && peak > 0 {
		// The user's MFU is end to end (contract): the step takes what that
		// rate needs; the parts keep the shares the model gives them.
		want := out.TokensPerStep * c.model / (t.MFU * peak * float64(gpus))
		cScale, oScale := want/step, want/step
		// The compute cannot run above the card's peak: where the shares
		// would leave it less time than its hardware FLOPs need, it takes
		// that time and the other parts share what is left.
		if floor := c.executed() * tokens * ga / split / peak; compute*cScale < floor && step > compute {
			cScale = min(floor, want) / compute
			oScale = max(0, want-compute*cScale) / (step - compute)
		}
		compute, exposed, bubble, offload, dpTotal, tTPTotal, tPP = compute*cScale, exposed*oScale, bubble*oScale, offload*oScale, dpTotal*oScale, tTPTotal*oScale, tPP*oScale
		tMicro *= cScale
		step = want
	}

	out.ComputeTimeS = compute
	out.ExposedCommS = exposed
	out.CommTimeS = ga*(tTPTotal+tPP) + dpTotal
	out.BubbleTimeS = bubble
	out.OffloadTimeS = offload
	out.StepTimeS = step
	if step > 0 {
		out.TokensPerS = out.TokensPerStep / step
		out.TokensPerSPerGPU = out.TokensPerS / float64(gpus)
		out.CommShare = exposed / step
		out.BubbleShare = bubble / step
	}
	if peak > 0 {
		out.MFU = c.model * out.TokensPerSPerGPU / peak
		out.HFU = c.hardware * out.TokensPerSPerGPU / peak
		if compute > 0 {
			out.Efficiency = c.executed() * tokens / split / tMicro / peak
		}
	}
	out.Bound = BoundCompute
	worst := compute
	for _, b := range []struct {
		name string
		v    float64
	}{{BoundNetwork, exposed}, {BoundBubble, bubble}, {BoundMemory, offload}} {
		if b.v > worst {
			out.Bound, worst = b.name, b.v
		}
	}
	return out
}

// peakFLOPS is the dense peak for the precision in FLOP/s, falling back to
// the bf16 (or fp16) rate where the catalogue has none (fp32 on Ascend).
func peakFLOPS(g GPU, precision string) float64 {
	p := g.PeakTFLOPS(precision)
	if p <= 0 {
		p = g.PeakTFLOPS(PrecisionBF16)
	}
	return p * 1e12
}

// softRoofline is the time of a kernel that must do both its arithmetic
// and its memory traffic: the larger dominates, smoothly (an L2 blend of
// the two roofline bounds, Williams et al. 2009).
func softRoofline(compute, memory float64) float64 { return math.Hypot(compute, memory) }

// microStepCompute is the compute time of one micro-batch on one GPU.
//
// Each GEMM of the forward, input-gradient and weight-gradient passes runs
// at the measured matmul ceiling (MAMF) unless its operand traffic,
// 2(mk + kn + mn) bytes for an m×k by k×n product, takes longer on HBM
// (small hidden sizes, few tokens, tp splitting). Column-parallel matrices
// split their output and row-parallel ones their input by tp (Megatron).
// Attention runs at a fraction of the GEMM rate; everything else costs
// overheadBytesPerFLOP of HBM traffic.
func microStepCompute(t Task, g GPU, l layout, c flopCount) float64 {
	m := t.Model
	tokens := float64(t.MicroBatch) * float64(t.SeqLen)
	split := float64(l.tp * l.pp)
	stage := float64(m.Layers) / float64(l.pp) // layers per pipeline stage
	tp := float64(l.tp)
	eb := 2.0
	if t.Precision == PrecisionFP32 {
		eb = 4
	}
	hbm := g.MemBWTBps * 1e12
	mamf := mamfFraction(g) * powerLimitFactor(t, g)
	linRate := peakFLOPS(g, t.Precision) * mamf
	baseRate := linRate // attention and the output head stay in bf16 under fp8
	if t.Precision == PrecisionFP8 && g.FP8TFLOPS > 0 {
		linRate *= fp8GEMMFraction
		baseRate = peakFLOPS(g, PrecisionBF16) * mamf
	}
	passes := 3.0 // forward, input gradient, weight gradient
	if t.Method != MethodFull {
		passes = 2 // frozen base: no weight gradient
	}
	recBlocks, opMats := recomputeShares(t)

	gemm := func(mat Matrix) float64 {
		k, n := float64(mat.In), float64(mat.Out)
		switch mat.Name {
		case "o", "down", "fc_out":
			k /= tp
		default:
			n /= tp
		}
		return softRoofline(2*tokens*k*n/linRate, eb*(tokens*k+k*n+tokens*n)/hbm)
	}
	var block, opBlock float64
	for _, mat := range m.LayerMatrices() {
		block += gemm(mat)
	}
	for _, mat := range opMats {
		opBlock += gemm(mat)
	}
	total := (passes+recBlocks)*block*stage + opBlock*stage
	total += tokens / split * c.adapters / linRate

	// Output head (vocab-parallel under tp) and the fp32 cross-entropy, on
	// the last stage; spread over the stages as the pipeline averages them.
	h, v := float64(m.Hidden), float64(m.Vocab)/tp
	headPasses := passes // the head is outside the checkpointed blocks
	total += (headPasses*softRoofline(2*tokens*h*v/baseRate, eb*(tokens*h+h*v+tokens*v)/hbm) +
		crossEntropyBytesPerLogit*tokens*v/hbm) / float64(l.pp)

	total += tokens / split * c.attn / (baseRate * attnKernelShare(t, g))
	if !t.FlashAttention() {
		total += scoreBytesNoFlash * float64(t.MicroBatch) * float64(m.Heads) / tp * float64(t.SeqLen) * float64(t.SeqLen) * stage / hbm
	}
	// Non-GEMM work follows the executed FLOPs. The op policy reruns every
	// elementwise op of the block while it keeps some GEMM outputs, so its
	// non-GEMM cost is that of a full recompute. Fused elementwise kernels
	// (torch.compile; Megatron/Transformer Engine fusions) cut it.
	overheadFLOPs := c.linear + c.logits + c.attn
	if len(opMats) > 0 {
		overheadFLOPs += c.fwdLinear - c.recomputeLinear
	}
	if t.Precision == PrecisionFP8 && t.stackTraits().transformerEngine && g.FP8TFLOPS > 0 {
		// The block linears' operands move as fp8 (teFP8OperandBytes).
		overheadFLOPs -= (1 - teFP8OperandBytes/eb) * (c.linear - c.adapters)
	}
	overhead := overheadBytesPerFLOP*eb/2*tokens/split*overheadFLOPs/hbm + elementwiseTime(t, tokens, stage, hbm)
	total += overhead
	if t.Method == MethodQLoRA {
		dq := 2 + recBlocks
		total += float64(m.NonEmbeddingParams()) / split * dq * nf4DequantBytesPerParam / hbm
	}
	return total
}

// elementwiseTime is the HBM time of one micro-step's elementwise ops
// (norms, rotary, activation functions, residual adds, casts and their
// gradients): elementwisePasses passes over the tensors a block's ops
// produce, eager or fused by compile (the inventories of activations.go,
// with every weight training), plus the forward's share again for what
// recompute re-runs. This is where compile's speed-up comes from.
func elementwiseTime(t Task, tokens, stage, hbm float64) float64 {
	s := newActSetup(t)
	s.trainBase, s.targets, s.quantBase, s.flash = true, "", false, true
	perToken := t.Model.savedBlock(s).perToken(s)
	rec, opMats := recomputeShares(t)
	if len(opMats) > 0 {
		rec = 1
	}
	return elementwisePasses * (1 + rec/3) * perToken * tokens * stage / hbm
}

// TrainingHours is the wall-clock time to train t.Tokens at the estimated
// speed: tokens / tokens_per_s / 3600. A positive t.Hours (what-if) wins;
// with no tokens to train it is 0.
func TrainingHours(t Task, tp Throughput) float64 {
	if t.Hours > 0 {
		return t.Hours
	}
	if t.Tokens <= 0 || tp.TokensPerS <= 0 {
		return 0
	}
	return t.Tokens / tp.TokensPerS / 3600
}
