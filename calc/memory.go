package calc

import (
	"math"
	"slices"
	"strings"
)

// MemoryBreakdown is the per-GPU peak memory of a training step, in bytes,
// on the most loaded GPU (with pipeline parallelism, the worse of the first
// and the last stage), split by what holds it at the moment of the peak
// (PeakAt): at the optimizer step the activations are already freed. The
// first six fields add up to Total.
type MemoryBreakdown struct {
	Weights     int64 `json:"weights"`     // compute weights, quantized base, LoRA adapters, ZeRO-3 gathered units, a dequantized matrix
	Gradients   int64 `json:"gradients"`   // gradients, with the fp32 copy mixed precision makes for the master update
	Optimizer   int64 `json:"optimizer"`   // fp32 master weights, optimizer moments, optimizer-step temporaries
	Activations int64 `json:"activations"` // tensors kept for backward, and the recomputed block's working set
	Logits      int64 `json:"logits"`      // output logits, their fp32 upcast, log-softmax and gradients around the loss
	Overhead    int64 `json:"overhead"`    // CUDA context, NCCL, communication buckets, allocator reserve
	// Total is the peak torch.cuda.max_memory_reserved() plus the CUDA
	// context, i.e. what nvidia-smi shows (contract.md).
	Total int64 `json:"total"`
	// OffloadedCPU is what offload keeps in host RAM per GPU rank instead;
	// it is not part of Total.
	OffloadedCPU int64 `json:"offloaded_cpu"`
	// PeakAllocated is what torch.cuda.max_memory_allocated() would show,
	// PeakReserved torch.cuda.max_memory_reserved(): Total less the CUDA
	// context and NCCL's own buffers. Neither is part of the sum.
	PeakAllocated int64 `json:"peak_allocated"`
	PeakReserved  int64 `json:"peak_reserved"`
	// PeakAt is the moment of the step the breakdown describes, the one
	// with the most memory allocated: PeakLoss, PeakBackward or PeakStep,
	// or PeakLoad when checkpoint loading is higher (memory_load.go).
	PeakAt string `json:"peak_at"`
	// Regime is the error regime the estimate is in (band.go); the
	// verdict's band is that regime's.
	Regime string `json:"regime"`
}

// Moments of a training step at which the allocated peak can fall.
const (
	PeakLoss     = "loss"           // end of the forward: every kept tensor, the logits
	PeakBackward = "backward"       // the last block's backward: its recomputed working set
	PeakStep     = "optimizer_step" // every gradient and the step's temporaries; no activations
)

// Constants of the memory model. Each names its source; none is fitted to a
// single validation case.
const (
	// memNF4BytesPerParam is QLoRA's NF4 with double quantization: 4 bits
	// plus 8/64 + 32/(64*256) bits of constants (Dettmers et al. 2305.14314
	// §3). GPTQ int4 with group 128 (4 + 20/128 bits) is within 1% of it.
	memNF4BytesPerParam = (4 + 8.0/64 + 32.0/(64*256)) / 8

	// adam8bitBytesPerState: bitsandbytes block-wise 8-bit state, one byte
	// per element plus an fp32 absmax per 256-element block (Dettmers et al.
	// 2110.02861 §2).
	adam8bitBytesPerState = 1 + 4.0/256

	// cudaContextBytes: kernels and context of PyTorch >= 2.0 with CUDA lazy
	// loading, 0.47-0.92 GiB (ml-engineering training/performance).
	cudaContextBytes = 0.5 * GiB

	// ncclBytes: torch.distributed / NCCL communicator buffers once more than
	// one rank talks, about 1.5 GiB (ml-engineering training/performance).
	ncclBytes = 1.5 * GiB

	// zeroBucketElems: DeepSpeed's default reduce/allgather bucket of 5e8
	// elements, held for ZeRO >= 1 even on one GPU (EleutherAI cookbook
	// calc_transformer_mem.py zero_allgather_bucket_size). It never holds
	// more gradients than there are trainable parameters.
	zeroBucketElems = 5e8

	// zero3SubGroupElems: DeepSpeed's sub_group_size default; ZeRO-3 builds
	// the fp32 gradient for one sub-group at a time in the optimizer step
	// (deepspeed/runtime/zero/stage3.py _prepare_fp32_grad_for_sub_group).
	zero3SubGroupElems = 1e9

	// flattenBytes: DeepSpeed's step flattens the 16-bit gradient partition
	// before converting it to fp32, so both exist for a moment
	// (stage_1_and_2.py step, stage3.py _prepare_fp32_grad_for_sub_group).
	flattenBytes = 2

	// lossChunks: torchtune's chunked cross-entropy (CEWithChunkedOutputLoss)
	// upcasts and differentiates the logits 8 chunks at a time.
	lossChunks = 8

	// fitHeadroom is the share of a card's memory no task is planned into:
	// allocation spikes between steps and what other processes on the card
	// take are not modelled [assumed]. The estimate's own error is carried
	// by MemoryBand (verdict.go), not by this headroom.
	fitHeadroom = 0.05

	// maxSearchGPUs bounds MinGPUs, the largest count Task.Validate accepts.
	maxSearchGPUs = 1 << 17
)

// The memory model's fitted constants: variables only so that the fit test
// can re-fit them (validation_fit_test.go); nothing changes them at run time.
var (
	// allocatorFixedBytes and allocatorFraction make reserved minus
	// allocated: the caching allocator keeps a floor of cached blocks (its
	// per-stream pools, 2 MiB rounding, cuBLAS workspaces) and, on top, a
	// share of what is allocated and freed within a step (activations,
	// logits, gathered units, step temporaries), which it rounds, splits and
	// keeps. PEFT#1469 and formulas.md C7 report the gap without a figure.
	// Both fitted on the fitting half of the public memory runs
	// (validation_fit_test.go, docs/constants.md).
	allocatorFixedBytes = 0.75 * GiB
	allocatorFraction   = 0.11

	// variableLengthFraction: the share of the transient memory the
	// allocator keeps in blocks of earlier, differently sized steps when
	// batch lengths vary (memory_load.go). Fitted on the fitting half of the
	// public memory runs (validation_fit_test.go, docs/constants.md).
	variableLengthFraction = 1.03
)

// precisionBytes are the element sizes a precision implies.
type precisionBytes struct {
	weight   float64 // compute copy of a weight
	grad     float64 // gradient as backward produces it
	master   float64 // fp32 master copy kept by the optimizer
	gradFP32 float64 // fp32 gradient the master update reads
	state    float64 // one optimizer moment element (Adam m or v, SGD momentum)
	act      float64 // one saved activation element
	logits   float64 // bytes per logit element alive around the loss backward
}

func bytesFor(precision string) precisionBytes {
	switch precision {
	case PrecisionFP32:
		// fp32 logits, log-softmax output and gradient, 4 B each.
		return precisionBytes{weight: 4, grad: 4, state: 4, act: 4, logits: 12}
	case PrecisionBF16Pure:
		// No master copy, bf16 moments: 8 B/param with AdamW (LLaMA-Factory
		// "pure_bf16" row). Pure-bf16 recipes (torchtune, fsdp_qlora) chunk
		// the loss: the 16-bit logits are whole, the fp32 upcast and the
		// gradient exist one chunk at a time.
		return precisionBytes{weight: 2, grad: 2, state: 2, act: 2, logits: 2 + 2.0/lossChunks}
	default:
		// bf16, fp16, fp8: 16-bit weights and gradients, fp32 gradient copy,
		// fp32 master and moments: 2 + 2 + 4 + 4 + 8, DeepSpeed's
		// 2P + 18P/N after PR #5099 (Megatron's fp32 main_grad is the same
		// 4 B). Logits: 16-bit logits, autocast's fp32 copy, its fp32
		// gradient and the 16-bit gradient, 2+4+4+2 B (formulas.md, from
		// transformers #30860). Check: Qwen-7B LoRA grows 2.2 MB per token
		// from 256 to 8192 tokens, 11.6 B per vocabulary entry once the
		// checkpoints and the allocator reserve are taken out.
		return precisionBytes{weight: 2, grad: 2, master: 4, gradFP32: 4, state: 4, act: 2, logits: 12}
	}
}

// adapterBytes are LoRA adapter element sizes. Under mixed precision PEFT
// keeps adapters in fp32 (autocast_adapter_dtype), so they are their own
// master: 4 + 4 + 8 = 16 B per adapter parameter with AdamW (formulas.md A5);
// pure 16-bit keeps them in bf16 (2 + 2 + 4).
func adapterBytes(p precisionBytes) precisionBytes {
	if p.master > 0 || p.weight == 4 {
		return precisionBytes{weight: 4, grad: 4, state: 4}
	}
	return precisionBytes{weight: 2, grad: 2, state: 2}
}

// momentBytes is the optimizer state per trainable parameter besides the master.
func momentBytes(optimizer string, p precisionBytes) float64 {
	switch optimizer {
	case OptimizerAdamW8bit:
		return 2 * adam8bitBytesPerState // m and v, 8-bit block-wise
	case OptimizerSGD:
		return p.state // momentum
	default:
		return 2 * p.state // Adam m and v (ZeRO 1910.02054 §3.1: K = 12 with the fp32 master)
	}
}

// stage selects which pipeline stage a breakdown describes.
type stage int

const (
	stageOnly  stage = iota // pp = 1: one stage holds the whole model
	stageFirst              // embedding, the first layers, up to pp micro-batches in flight
	stageLast               // the last layers, output head and logits
)

// Memory estimates the per-GPU memory of a normalized, validated task run on
// gpus GPUs in total. The data-parallel degree is gpus/(tp*pp); a count
// below tp*pp is taken as tp*pp.
func Memory(t Task, gpus int) MemoryBreakdown {
	tp, pp := max(t.TP, 1), max(t.PP, 1)
	gpus = max(gpus, tp*pp)
	dp := gpus / (tp * pp)
	mb := stageMemory(t, gpus, dp, stageOnly)
	if pp > 1 {
		mb = stageMemory(t, gpus, dp, stageFirst)
		if last := stageMemory(t, gpus, dp, stageLast); last.Total > mb.Total {
			mb = last
		}
	}
	mb.Regime = memoryRegime(t, mb)
	return mb
}

// stageMemory is the breakdown of one GPU of stage st.
func stageMemory(t Task, gpus, dp int, st stage) MemoryBreakdown {
	m := t.Model
	tp, pp := float64(max(t.TP, 1)), max(t.PP, 1)
	p := bytesFor(t.Precision)
	h, v := float64(m.Hidden), float64(m.Vocab)
	zero := t.ZeRO
	offOpt := t.OffloadsOptimizer()
	offParams := t.OffloadsParams()
	shard := func(on bool) float64 { // ZeRO divides a term over the data-parallel ranks
		if on {
			return float64(dp)
		}
		return 1
	}

	// Parameters on this GPU: ceil(L/pp) blocks, plus the embedding on the
	// first stage and the head on the last, all split tp ways (Megatron
	// vocab-parallel embedding), scaled to the published total.
	layers := float64((m.Layers + pp - 1) / pp)
	linearPerLayer, smallPerLayer := float64(m.LinearParamsPerLayer()), float64(m.smallParamsPerLayer())
	derived := m.DerivedParams()
	published := derived
	if m.Params > 0 {
		published = m.Params
	}
	var embed float64
	switch st {
	case stageOnly: // embeddings, head, position table, final norm
		embed = float64(derived) - float64(m.Layers)*(linearPerLayer+smallPerLayer)
	case stageFirst:
		embed = v*h + float64(m.PositionEmbeddings)*h
	case stageLast: // the head (a copy of a tied embedding) and the final norm
		embed = v*h + h
	}
	scale := float64(published) / float64(derived) / tp
	linear := layers * linearPerLayer * scale
	other := (layers*smallPerLayer + embed) * scale
	params := linear + other

	var offloaded float64

	// Weights: 2 B (16-bit) or 4 B (fp32) per parameter; QLoRA keeps the
	// block linears in NF4 and the embedding, head and norms at the compute
	// precision (2305.14314 §3).
	linearBytes := p.weight
	if t.Method == MethodQLoRA {
		linearBytes = memNF4BytesPerParam
	}
	base := linear*linearBytes + other*p.weight
	layerBytes := (linearPerLayer*linearBytes + smallPerLayer*p.weight) * scale
	headBytes := v * h * scale * p.weight
	// Trainable: every parameter, or r(in+out) per adapted matrix for LoRA
	// (Hu et al. 2106.09685 §4).
	trainable, tb := params, p
	if t.Method != MethodFull {
		trainable = layers * float64(m.LoRAParamsPerLayer(t.LoRARank, t.LoRATargets)) * scale
		tb = adapterBytes(p)
		base += trainable * tb.weight
	}
	resident := base / shard(zero >= 3)
	if offParams {
		offloaded += resident
		resident = 0
	}
	weights := resident
	if t.Method != MethodFull && p.master > 0 {
		// autocast caches a 16-bit cast of every fp32 leaf weight that
		// requires grad, here the adapters (torch.amp, cache_enabled).
		weights += trainable * 2
	}
	if t.Precision == PrecisionFP8 {
		// Transformer Engine keeps an fp8 copy of each resident linear
		// weight between micro-batches, 1 B per element.
		weights += resident / base * linear
	}

	// Gradients as backward produces them, sharded by ZeRO-2. Mixed
	// precision adds the fp32 copy the master update reads: kept through the
	// step without ZeRO (Megatron main_grad, DeepSpeed bf16 optimizer);
	// with ZeRO built in the step for the rank's shard, next to a flattened
	// 16-bit copy, one sub-group at a time under ZeRO-3 (PR #5099, stage3.py).
	grads := trainable * tb.grad / shard(zero >= 2)
	var stepGrads, stepOptim float64
	if zero == 0 {
		grads += trainable * tb.gradFP32
	} else if tb.gradFP32 > 0 {
		n := trainable / float64(dp)
		if zero >= 3 {
			n = math.Min(n, zero3SubGroupElems/tp)
		}
		stepGrads = n * (tb.gradFP32 + flattenBytes)
	}
	// Optimizer: fp32 master and moments, sharded by ZeRO-1 (1910.02054 §5).
	optim := trainable * (tb.master + momentBytes(t.Optimizer, tb)) / shard(zero >= 1)
	if zero == 0 && t.Optimizer == OptimizerAdamW && !t.stackTraits().fusedAdamW {
		// torch.optim.AdamW (foreach) allocates a copy of v for sqrt(v)+eps;
		// DeepSpeed's fused Adam (ZeRO >= 1) and torch's fused=True (the
		// stacks whose recipes set it) work in place.
		stepOptim = trainable * tb.state
	}
	if offOpt {
		// ZeRO-Offload (2101.06840): the step runs on the CPU with the fp32
		// gradients and, from ZeRO-2 on, the 16-bit gradient partitions.
		offloaded += optim + trainable*tb.gradFP32/shard(zero >= 1)
		optim, stepGrads, stepOptim = 0, 0, 0
		if zero == 0 {
			grads = trainable * tb.grad
		}
		if zero >= 2 {
			offloaded += grads
			grads = 0
		}
	}

	// Gradients exist at the loss only when they accumulate over
	// micro-batches; otherwise zero_grad(set_to_none), PyTorch's default,
	// freed them after the last step and backward builds them while it
	// frees the activations [assumed; buffers a framework keeps across steps
	// are not modelled].
	gradsAtLoss := 0.0
	if t.GradAccum > 1 {
		gradsAtLoss = grads
	}

	// Activations, tensor by tensor (activations.go). Under 1F1B the first
	// stage holds min(pp, micro-batches) micro-batches of its layers.
	tokens := float64(t.MicroBatch) * float64(t.SeqLen)
	inFlight := 1.0
	if st == stageFirst {
		inFlight = float64(min(pp, t.GradAccum))
	}
	heldPerToken, workingPerToken := m.layerActs(t, layers)
	held := inFlight * heldPerToken * tokens
	if t.OffloadsActivations() && layers > 0 {
		// Offloaded, the saved tensors of a block leave the GPU once its
		// forward is done and come back just before its backward; the
		// block being computed and the one being copied stay (torchtune
		// OffloadActivations, one side stream) [sourced: the code].
		onGPU := math.Min(held, inFlight*m.offloadKeptPerToken(t, layers)*tokens)
		offloaded += held - onGPU
		held = onGPU
	}
	working := workingPerToken * tokens
	var logits, head float64
	if st != stageFirst {
		logits = tokens * v / tp * logitBytesPerElem(t)
		head = m.headActs(newActSetup(t)) * tokens
	}

	// ZeRO-3/FSDP and parameter offload gather one unit (a block, the
	// embedding, the head) to compute and prefetch the next, so two adjacent
	// units are full at once (FSDP prefetch; DeepSpeed's ZeRO-3 estimator
	// counts 4 B x the largest layer). On one GPU the gathered copy is
	// still a buffer of its own.
	var gatherLoss, gatherBackward float64
	if zero >= 3 || offParams {
		gatherBackward = layerBytes * math.Min(layers, 2)
		gatherLoss = gatherBackward // the first stage ends on two blocks
		if st != stageFirst {
			gatherLoss = layerBytes + headBytes // the last block and the head
		}
		gatherLoss, gatherBackward = math.Min(gatherLoss, base), math.Min(gatherBackward, base)
	}
	var dequant float64
	if t.Method == MethodQLoRA {
		// bitsandbytes/torchao dequantize one matrix at a time to the
		// compute dtype for each matmul, forward and backward.
		dequant = float64(m.largestMatrix()) / tp * p.weight
	}

	buckets := 0.0
	switch {
	case zero >= 1:
		buckets = math.Min(zeroBucketElems, trainable) * tb.grad
	case dp > 1:
		// DDP's reducer copies every gradient into its buckets unless
		// gradient_as_bucket_view is set (PyTorch DDP docs; off by default).
		buckets = trainable * tb.grad
	}

	// The step's allocated peak falls at one of three moments: the loss
	// (every block's kept tensors, the logits, the last gathered units),
	// the backward of the last block (its recomputed working set and
	// gradients, its dequantized weight, two gathered blocks) or the
	// optimizer step (every gradient and the step's temporaries; the
	// activations are gone by then).
	persistent := weights + optim + buckets
	type moment struct {
		at                                  string
		weights, grads, optim, acts, logits float64
	}
	moments := [...]moment{
		{PeakLoss, weights + gatherLoss, gradsAtLoss, optim, held + head, logits},
		{PeakBackward, weights + gatherBackward + dequant, gradsAtLoss, optim, held + working, 0},
		{PeakStep, weights, grads + stepGrads, optim + stepOptim, 0, 0},
	}
	sum := func(x moment) float64 { return x.weights + x.grads + x.optim + x.acts + x.logits }
	peak := moments[0]
	for _, mo := range moments[1:] {
		if sum(mo) > sum(peak) {
			peak = mo
		}
	}
	allocated := sum(peak) + buckets
	// Reserved minus allocated: the caching allocator rounds, splits and
	// keeps the blocks allocated and freed within the step.
	reserve := allocatorFixedBytes + allocatorFraction*(allocated-persistent)
	if t.VariableLength {
		reserve += variableLengthReserve(logits)
	}
	overhead := buckets + reserve + cudaContextBytes
	if gpus > 1 {
		overhead += ncclBytes
	}

	mb := MemoryBreakdown{
		Weights:       roundBytes(peak.weights),
		Gradients:     roundBytes(peak.grads),
		Optimizer:     roundBytes(peak.optim),
		Activations:   roundBytes(peak.acts),
		Logits:        roundBytes(peak.logits),
		Overhead:      roundBytes(overhead),
		OffloadedCPU:  roundBytes(offloaded),
		PeakAllocated: roundBytes(allocated),
		PeakReserved:  roundBytes(allocated + reserve),
		PeakAt:        peak.at,
	}
	mb.Total = mb.Weights + mb.Gradients + mb.Optimizer + mb.Activations + mb.Logits + mb.Overhead
	if load, ok := loadPeak(t, dp, base, resident, gpus); ok && load.Total > mb.Total {
		load.OffloadedCPU = mb.OffloadedCPU
		return load
	}
	return mb
}

// logitBytesPerElem is the memory per logit element alive around the loss.
// Unchunked: the 16-bit logits, their fp32 upcast and the fp32 log-softmax
// output in the forward (10 B), and in the backward the kept log-softmax,
// its gradient and the input gradient (12 B); the logits are freed before
// backward (torchtitan `del pred`, HF Trainer drops the outputs) [derived
// from the ops], unless the loop still holds the model's output (16 B,
// stackTraits.keepsOutputs). A stack that runs the model in 16 bits
// without autocast takes the loss in 16 bits (stackTraits.halfPrecisionLoss). Chunked: every chunk's 16-bit logits and kept fp32
// log-softmax, one chunk's upcast at a time (torchtune
// CEWithChunkedOutputLoss); compiled, each chunk's upcast, softmax and
// gradient run inside one fused kernel, so only the 16-bit logits stay
// (torchtune compile_loss). An unchunked loss stays eager under compile
// (torchtitan compiled the blocks only until 2025).
func logitBytesPerElem(t Task) float64 {
	p := bytesFor(t.Precision)
	switch {
	case t.stackTraits().halfPrecisionLoss && p.act < fp32Bytes && !t.ChunkedLoss:
		// The 16-bit logits, their shifted copy and the log-softmax output;
		// in the backward the kept output, its gradient and the input
		// gradient, all 16-bit.
		return 3 * p.act
	case t.ChunkedLoss && t.Compile:
		return p.act + fp32Bytes/lossChunks
	case t.ChunkedLoss:
		return p.act + fp32Bytes + fp32Bytes/lossChunks
	}
	if t.stackTraits().keepsOutputs {
		// The loop still holds the model's output, and with it the fp32
		// logits, while the loss backward runs (stack.go).
		return 4 * fp32Bytes
	}
	return 3 * fp32Bytes
}

func roundBytes(x float64) int64 { return int64(math.Round(x)) }

// LoRAParamsPerLayer is the adapter parameter count of one block: r(in+out)
// for each adapted matrix; targets "attention" adapts q,k,v,o, "all" every
// linear layer of LayerMatrices (Hu et al. 2106.09685 §4).
func (m Model) LoRAParamsPerLayer(rank int, targets string) int64 {
	var n int64
	for _, mat := range m.LayerMatrices() {
		if targets == TargetsAttn && !isAttentionMatrix(mat.Name) {
			continue
		}
		n += int64(rank) * int64(mat.In+mat.Out)
	}
	return n
}

func isAttentionMatrix(name string) bool {
	return name == "q" || name == "k" || name == "v" || name == "o"
}

// largestMatrix is the element count of the block's largest linear layer
// (q or an MLP matrix; k and v are never wider than q).
func (m Model) largestMatrix() int64 {
	h := int64(m.Hidden)
	return max(h*h, h*int64(m.FFN))
}

// Fits reports whether a breakdown's estimate fits on g: Total, which
// already holds the CUDA context and allocator reserve, within 95% of the
// card's memory as nvidia-smi reports it. It ignores the estimate's error;
// MemoryVerdict says fits / borderline / does not fit with it.
func Fits(mb MemoryBreakdown, g GPU) bool {
	return float64(mb.Total) <= (1-fitHeadroom)*float64(g.MemoryBytes)
}

// UsableBytes is what Fits lets a task use on g: the card's memory less the
// headroom, so a verdict can show the limit it was held to.
func UsableBytes(g GPU) int64 { return int64((1 - fitHeadroom) * float64(g.MemoryBytes)) }

// MinGPUs is the smallest GPU count, a multiple of tp*pp, at which the task
// fits on g; 0 when no count up to 131072 does. From two data-parallel ranks
// on, per-GPU memory never grows with their number (ZeRO shards shrink,
// everything else stays; going from one to two adds NCCL and DDP buffers),
// so after checking one rank the search is a bisection: about 18 Memory
// calls, or 2 when nothing is sharded.
func MinGPUs(t Task, g GPU) int {
	return minGPUsWhere(t, g, func(mb MemoryBreakdown) bool { return Fits(mb, g) })
}

// minGPUsWhere is the search behind MinGPUs and SafeGPUs: the smallest
// count whose breakdown satisfies ok, which must be monotonic in the count
// from two data-parallel ranks on.
func minGPUsWhere(t Task, g GPU, ok func(MemoryBreakdown) bool) int {
	return minGPUsFrom(t, ok, 1)
}

// minGPUsFrom searches from fromDP data-parallel ranks up, which are known
// not to satisfy ok unless fromDP is 1: first doubling, then bisecting the
// last doubling, so a count close to fromDP costs few Memory calls.
func minGPUsFrom(t Task, ok func(MemoryBreakdown) bool, fromDP int) int {
	unit := max(t.TP, 1) * max(t.PP, 1)
	fitsAt := func(dp int) bool { return ok(Memory(t, dp*unit)) }
	top := maxSearchGPUs / unit
	if fromDP <= 1 {
		if fitsAt(1) {
			return unit
		}
		fromDP = 1
	}
	lo, hi := fromDP, 0 // invariant: lo does not fit
	for step := max(fromDP, 1); ; step *= 2 {
		next := min(lo+step, top)
		if next <= lo {
			return 0
		}
		if fitsAt(next) {
			hi = next
			break
		}
		lo = next
		if next == top {
			return 0
		}
	}
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if fitsAt(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi * unit
}

// Suggestion is one change that makes a task fit on a GPU: the changed task,
// the GPU count it needs there and its memory at that count.
//
// Key is a stable id: one of more_gpus, chunked_loss, micro_batch_1, recompute_selective,
// zero1, zero2, zero3, recompute_full, offload_optimizer (also raises ZeRO
// to 2), offload_params (ZeRO-3), lora, qlora; or several joined by "+"
// ("zero3+recompute_full"), which Changes splits.
type Suggestion struct {
	Key    string          `json:"key"`
	Task   Task            `json:"task"` // GPUs set to the count below
	GPUs   int             `json:"gpus"`
	Memory MemoryBreakdown `json:"memory"`
}

// Changes lists the single changes a suggestion combines.
func (s Suggestion) Changes() []string { return strings.Split(s.Key, "+") }

// memoryChange is one way to lower per-GPU memory. slowdown is its step-time
// factor, used to order suggestions by GPU-hours; method changes alter what
// is trained and come after every change that does not.
type memoryChange struct {
	key      string
	slowdown float64
	method   bool
	apply    func(Task) (Task, bool) // false: does not apply to this task
}

var memoryChanges = []memoryChange{
	{"chunked_loss", 1.0, false, func(t Task) (Task, bool) {
		// The logits' fp32 upcast one chunk at a time: 12 B per logit down
		// to about 6.5 (logitBytesPerElem); it matters at large vocabularies.
		if t.ChunkedLoss {
			return t, false
		}
		t.ChunkedLoss = true
		return t, true
	}},
	{"micro_batch_1", 1.05, false, func(t Task) (Task, bool) {
		// Same global batch through more accumulation steps.
		if t.MicroBatch <= 1 {
			return t, false
		}
		t.GradAccum *= t.MicroBatch
		t.MicroBatch = 1
		return t, true
	}},
	{"recompute_selective", 1.03, false, func(t Task) (Task, bool) {
		// Megatron's selective recompute (Korthikanti et al.: 2.7% more
		// FLOPs) only helps without FlashAttention.
		if t.Recompute != RecomputeNone || t.FlashAttention() {
			return t, false
		}
		t.Recompute = RecomputeSelective
		return t, true
	}},
	{"zero1", 1.0, false, zeroStage(1)},
	{"zero2", 1.0, false, zeroStage(2)},
	{"zero3", 1.1, false, zeroStage(3)}, // 1.5x the data-parallel traffic (ZeRO §7)
	{"recompute_full", 4.0 / 3, false, func(t Task) (Task, bool) {
		// An extra forward: 8ND instead of 6ND (Narayanan et al. 2104.04473).
		if t.Recompute == RecomputeFull {
			return t, false
		}
		t.Recompute = RecomputeFull
		return t, true
	}},
	// DeepSpeed offloads only under ZeRO: ZeRO-Offload builds on ZeRO-2
	// (2101.06840), parameter offload needs ZeRO-3 (ZeRO-Infinity 2104.07857).
	{"offload_optimizer", 1.5, false, func(t Task) (Task, bool) {
		if t.OffloadsOptimizer() {
			return t, false
		}
		t.Offload, t.ZeRO = withActivationOffload(OffloadOptimizer, t), max(t.ZeRO, 2)
		return t, true
	}},
	{"offload_params", 2.0, false, func(t Task) (Task, bool) {
		if t.OffloadsParams() {
			return t, false
		}
		t.Offload, t.ZeRO = withActivationOffload(OffloadOptimizerParams, t), 3
		return t, true
	}},
	{"lora", 1.0, true, func(t Task) (Task, bool) {
		if t.Method != MethodFull {
			return t, false
		}
		t.Method = MethodLoRA
		return t, true
	}},
	{"qlora", 1.0, true, func(t Task) (Task, bool) {
		if t.Method == MethodQLoRA {
			return t, false
		}
		t.Method = MethodQLoRA
		return t, true
	}},
}

func zeroStage(stage int) func(Task) (Task, bool) {
	return func(t Task) (Task, bool) {
		if t.ZeRO >= stage {
			return t, false
		}
		t.ZeRO = stage
		return t, true
	}
}

// memoryCombos are tried when no single change is enough.
var memoryCombos = [][]string{
	{"zero3", "recompute_full"},
	{"zero3", "recompute_full", "micro_batch_1"},
	{"zero3", "recompute_full", "offload_optimizer"},
	{"recompute_full", "offload_optimizer"},
	{"recompute_full", "offload_params"},
	{"recompute_full", "offload_params", "micro_batch_1"},
	{"lora", "recompute_full"},
	{"lora", "recompute_full", "micro_batch_1"},
	{"qlora", "recompute_full"},
	{"qlora", "recompute_full", "micro_batch_1"},
	{"qlora", "zero3", "recompute_full", "micro_batch_1"},
}

// Suggestions lists changes that make a task that does not fit on g fit,
// cheapest first: changes that keep the training as specified before LoRA
// and QLoRA, then by GPUs x slowdown (GPU-hours per step). With t.GPUs set,
// changes are tried at that count and "more_gpus" gives the count that
// fits unchanged; with t.GPUs = 0 each change gets its own MinGPUs. A task
// that already fits gets none.
func Suggestions(t Task, g GPU) []Suggestion {
	gpusFor := func(c Task) int {
		if t.GPUs > 0 {
			if Fits(Memory(c, t.GPUs), g) {
				return t.GPUs
			}
			return 0
		}
		return MinGPUs(c, g)
	}
	if gpusFor(t) > 0 {
		return nil
	}
	type ranked struct {
		s      Suggestion
		keys   []string
		method bool
		cost   float64
	}
	var out []ranked
	if t.GPUs > 0 {
		if n := MinGPUs(t, g); n > 0 {
			c := t
			c.GPUs = n
			out = append(out, ranked{Suggestion{"more_gpus", c, n, Memory(c, n)}, []string{"more_gpus"}, false, float64(n)})
		}
	}
	plans := make([][]string, 0, len(memoryChanges)+len(memoryCombos))
	for _, mc := range memoryChanges {
		plans = append(plans, []string{mc.key})
	}
	plans = append(plans, memoryCombos...)
	seen := map[string]bool{}
	for _, plan := range plans {
		c, applied := t, []string(nil)
		slow, method := 1.0, false
		for _, k := range plan {
			mc := memoryChanges[slices.IndexFunc(memoryChanges, func(mc memoryChange) bool { return mc.key == k })]
			if next, ok := mc.apply(c); ok {
				c, applied = next, append(applied, k)
				slow *= mc.slowdown
				method = method || mc.method
			}
		}
		key := strings.Join(applied, "+")
		if len(applied) == 0 || seen[key] {
			continue
		}
		seen[key] = true
		if n := gpusFor(c); n > 0 {
			c.GPUs = n
			out = append(out, ranked{Suggestion{key, c, n, Memory(c, n)}, applied, method, float64(n) * slow})
		}
	}
	// A combination that contains a change which fits alone only costs more.
	out = slices.DeleteFunc(out, func(r ranked) bool {
		return slices.ContainsFunc(out, func(o ranked) bool {
			return len(o.keys) < len(r.keys) && !slices.ContainsFunc(o.keys, func(k string) bool { return !slices.Contains(r.keys, k) })
		})
	})
	slices.SortStableFunc(out, func(a, b ranked) int {
		switch {
		case a.method != b.method:
			if a.method {
				return 1
			}
			return -1
		case a.cost < b.cost:
			return -1
		case a.cost > b.cost:
			return 1
		}
		return 0
	})
	res := make([]Suggestion, len(out))
	for i, r := range out {
		res[i] = r.s
	}
	return res
}
