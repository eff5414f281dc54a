package calc

// Activations: what autograd keeps for the backward, tensor by tensor.
//
// Each block's saved tensors are listed per token in bytes, the way PyTorch
// keeps them (an op saves the inputs its backward formula reads, and only
// for inputs whose gradient is needed: a frozen linear keeps no copy of its
// input). The lists follow the Llama implementations of HF transformers,
// torchtune and torchtitan, and GPT-style blocks as in Korthikanti et al.
// 2205.05198 §4.1, which they reproduce: 34·sbh per GPT block with dropout
// masks, 32·sbh without (check in activations_test.go).

// actSetup is what decides which tensors one block keeps.
type actSetup struct {
	elem      float64 // bytes per activation element (2: 16-bit, 4: fp32)
	trainBase bool    // full fine-tune: every weight, norms included, gets a gradient
	targets   string  // LoRA targets (TargetsAll, TargetsAttn); "" for a full fine-tune
	rank      float64 // LoRA rank
	dropout   bool    // LoRA dropout on: each adapter keeps its own dropped-out copy
	quantBase bool    // QLoRA: the 4-bit base linears keep their input (bitsandbytes MatMul4Bit saves A)
	flash     bool
	seq       float64
	compile   bool
	tp        float64
	sp        bool // sequence parallel: the norm/residual region is split over tp too
}

func newActSetup(t Task) actSetup {
	p := bytesFor(t.Precision)
	return actSetup{
		elem:      p.act,
		trainBase: t.Method == MethodFull,
		targets:   map[bool]string{true: "", false: t.LoRATargets}[t.Method == MethodFull],
		rank:      float64(t.LoRARank),
		dropout:   t.LoRADropoutRate() > 0,
		quantBase: t.Method == MethodQLoRA,
		flash:     t.FlashAttention(),
		seq:       float64(t.SeqLen),
		compile:   t.Compile,
		tp:        float64(max(t.TP, 1)),
		sp:        t.SequenceParallelOn(),
	}
}

// Activation-model constants.
const (
	// fp32Bytes: RMSNorm and rotary upcast to fp32 before they reduce or
	// rotate (HF LlamaRMSNorm, torchtune/torchtitan RMSNorm and RoPE) and
	// the upcast copy is what the next op saves [sourced: the code].
	fp32Bytes = 4
	// dropoutMaskBytes: nn.Dropout keeps a bool mask, one byte per element
	// (torch native_dropout) [sourced].
	dropoutMaskBytes = 1
	// scoreBytesPerElem: without FlashAttention each attention score is
	// kept as QKᵀ, softmax output and dropout mask, 5 bytes in 16-bit
	// (Korthikanti Eq. 1, 5as/h) [sourced].
	scoreBytesPerElem = 5
	// lseBytesPerHead: FlashAttention keeps one fp32 log-sum-exp per head
	// and token besides its output (FA2 2307.08691 Alg. 1) [sourced].
	lseBytesPerHead = 4
)

// blockActs is one block's saved tensors per token, split by where they
// live under tensor parallelism: the sequence region (norms, residual
// stream, inputs of the column-parallel linears) is replicated on every tp
// rank unless sequence parallelism splits it; the tensor region (heads,
// ffn columns) is always split (Korthikanti Table 2: sbh(10 + 24/t) without
// SP, 34/t with it).
type blockActs struct {
	seqRegion, tpRegion float64
}

func (b blockActs) perToken(s actSetup) float64 {
	seq := b.seqRegion
	if s.sp {
		seq /= s.tp
	}
	return seq + b.tpRegion/s.tp
}

func (b blockActs) minus(o blockActs) blockActs {
	return blockActs{max(0, b.seqRegion-o.seqRegion), max(0, b.tpRegion-o.tpRegion)}
}

// adapted reports whether LoRA puts an adapter on matrix name.
func (s actSetup) adapted(name string) bool {
	switch s.targets {
	case TargetsAll:
		return true
	case TargetsAttn:
		return isAttentionMatrix(name)
	}
	return false
}

// linearInput is what the linear layers reading one tensor of width w keep
// of it: one copy when a base weight trains (full fine-tune) or a 4-bit base
// matmul saves it; for LoRA adapters with dropout, each its own dropout
// output and mask (PEFT, torchtune and LitGPT give every adapted module its
// own lora_dropout), without dropout one copy of the input itself; and each
// adapter's r-wide lora_A output that lora_B keeps. kept says the tensor is
// kept anyway (the attention output), so a plain copy of it costs nothing.
func (s actSetup) linearInput(w float64, kept bool, readers ...string) float64 {
	var b float64
	plainCopy := (s.trainBase && !s.compile) || s.quantBase
	for _, r := range readers {
		if !s.adapted(r) {
			continue
		}
		switch {
		case s.dropout && s.compile:
			b += dropoutMaskBytes * w // the dropout output is recomputed from its mask
		case s.dropout:
			b += (s.elem + dropoutMaskBytes) * w
		default:
			plainCopy = true
		}
		b += s.elem * s.rank
	}
	if plainCopy && !kept {
		b += s.elem * w
	}
	return b
}

// norm is what one norm keeps: RMSNorm the fp32 upcast of its input (and
// the normalized 16-bit tensor when its weight trains), LayerNorm its input
// (with per-token statistics). Compiled, both keep the 16-bit input.
func (s actSetup) norm(m Model, h float64) float64 {
	if s.compile {
		return s.elem * h
	}
	if m.MLP == MLPGeLU {
		return s.elem * h
	}
	b := max(fp32Bytes, s.elem) * h
	if s.trainBase {
		b += s.elem * h
	}
	return b
}

// savedBlock is everything one block keeps without recompute.
func (m Model) savedBlock(s actSetup) blockActs {
	h, kv, f := float64(m.Hidden), float64(m.KVDim()), float64(m.FFN)
	heads := float64(m.Heads)
	var b blockActs
	// Sequence region: the two norms and the inputs of q,k,v and of the
	// first MLP matrices.
	b.seqRegion += 2 * s.norm(m, h)
	// Tensor region: attention. FlashAttention keeps q and k after rotary,
	// v, its output and the log-sum-exp; the output is also o's input.
	b.tpRegion += s.elem*(2*h+2*kv) + lseBytesPerHead*heads
	if !s.flash {
		b.tpRegion += scoreBytesPerElem * s.elem / 2 * heads * s.seq
	}
	if m.MLP == MLPGeLU {
		b.seqRegion += s.linearInput(h, false, "q", "k", "v") + s.linearInput(h, false, "fc_in")
		b.tpRegion += s.linearInput(h, true, "o") // o's input is the kept attention output
		// fc_in output (GELU's input), GELU output (fc_out's input).
		b.tpRegion += s.elem*f + s.linearInput(f, false, "fc_out")
		return b
	}
	b.seqRegion += s.linearInput(h, false, "q", "k", "v") + s.linearInput(h, false, "gate", "up")
	b.tpRegion += s.linearInput(h, true, "o")
	if !s.compile {
		// Rotary: q and rotate_half(q) in 16-bit (HF) or one fp32 copy
		// (torchtune, torchtitan): 4 bytes per element either way; k likewise.
		b.tpRegion += 2 * s.elem * (h + kv)
		// SwiGLU: SiLU's input (gate), its output and up for the product.
		b.tpRegion += 3 * s.elem * f
	} else {
		// Compiled: gate and up; SiLU and the product are recomputed.
		b.tpRegion += 2 * s.elem * f
	}
	b.tpRegion += s.linearInput(f, false, "down")
	return b
}

// savedBlockOp is what torchtitan's per-op selective checkpointing keeps:
// the block input (the checkpoint's argument), the outputs of the 1st, 3rd,
// 5th... matmul in forward order (q, v, gate and down for SwiGLU; q, v,
// fc_in for GELU) and the attention outputs with their log-sum-exp
// (torchtitan parallelize_llama _save_list and _custom_policy).
func (m Model) savedBlockOp(s actSetup) blockActs {
	h, kv, f := float64(m.Hidden), float64(m.KVDim()), float64(m.FFN)
	b := blockActs{seqRegion: s.elem * h}
	b.tpRegion += s.elem*(h+kv) + s.elem*h + lseBytesPerHead*float64(m.Heads) // q, v, attention output
	if m.MLP == MLPGeLU {
		b.tpRegion += s.elem * f
	} else {
		b.tpRegion += s.elem * f  // gate
		b.seqRegion += s.elem * h // down's output, the block's MLP result
	}
	return b
}

// blockInput is what a fully checkpointed block keeps: its 16-bit input.
func (m Model) blockInput(s actSetup) blockActs {
	return blockActs{seqRegion: s.elem * float64(m.Hidden)}
}

// backwardTemps are the gradients alive inside one block's backward beside
// its activations: the residual stream's gradient and the two ffn-wide
// gradients of the MLP product [assumed: the largest live set of the
// SwiGLU/GELU backward].
func (m Model) backwardTemps(s actSetup) blockActs {
	return blockActs{seqRegion: s.elem * float64(m.Hidden), tpRegion: 2 * s.elem * float64(m.FFN)}
}

// headActs is what the last stage keeps around the output head: the final
// norm and, when the head trains, its input.
func (m Model) headActs(s actSetup) float64 {
	h := float64(m.Hidden)
	b := s.norm(m, h)
	if s.trainBase {
		b += s.elem * h
	}
	if s.sp {
		b /= s.tp
	}
	return b
}

// layerActs is the activation memory of a stage per token: held is what
// all its blocks keep between forward and backward (for one micro-batch),
// working what the backward of one block needs beyond that.
func (m Model) layerActs(t Task, layers float64) (held, working float64) {
	s := newActSetup(t)
	full := m.savedBlock(s)
	// A recomputed block runs as it ran forward: compiled when the blocks
	// are compiled, since torchtune and torchtitan compile each block with
	// its checkpoint wrapper inside (torchtune compile_model, torchtitan
	// apply_compile after apply_ac), so its working set is the compiled
	// inventory.
	eager := full
	temps := m.backwardTemps(s).perToken(s)
	switch t.Recompute {
	case RecomputeFull:
		held = layers * m.blockInput(s).perToken(s)
		working = eager.perToken(s) + temps
	case RecomputeOp:
		kept := m.savedBlockOp(s)
		held = layers * kept.perToken(s)
		working = eager.minus(kept).perToken(s) + temps
	case RecomputeLayer:
		every := float64(max(t.RecomputeEvery, 1))
		ck := float64(int(layers / every))
		held = ck*m.blockInput(s).perToken(s) + (layers-ck)*full.perToken(s)
		working = temps
		if ck > 0 {
			working += eager.perToken(s)
		}
	case RecomputeSelective:
		// Megatron recomputes the core attention; without FlashAttention
		// its scores are the part not kept.
		noScores := s
		noScores.flash = true
		held = layers * m.savedBlock(noScores).perToken(s)
		working = full.minus(m.savedBlock(noScores)).perToken(s) + temps
	default:
		held = layers * full.perToken(s)
		working = temps
	}
	return held, working
}

// offloadKeptPerToken is what stays on the GPU per token of one
// micro-batch when a stage of layers blocks offloads its saved activations:
// the block being computed and the one being copied, two adjacent blocks
// (torchtune OffloadActivations, one side stream). Under layer recompute
// the blocks differ, so it is the largest adjacent pair: a checkpointed
// block (its input) beside a full one when every second block is
// checkpointed, two full ones when fewer are, two inputs when all are.
func (m Model) offloadKeptPerToken(t Task, layers float64) float64 {
	held, _ := m.layerActs(t, layers)
	if layers <= 2 {
		return held
	}
	if t.Recompute != RecomputeLayer {
		return held * 2 / layers
	}
	s := newActSetup(t)
	full, in := m.savedBlock(s).perToken(s), m.blockInput(s).perToken(s)
	every := max(t.RecomputeEvery, 1)
	switch {
	case every == 1:
		return 2 * in
	case every == 2:
		return full + in
	}
	return 2 * full
}

// activationBytesPerToken bounds what one block keeps per token in 16-bit
// without recompute or parallelism: the larger of the full fine-tune's
// inventory and LoRA on every matrix (whose dropout copies can exceed it),
// eager. Task.bytesUpperBound builds on it.
func (m Model) activationBytesPerToken(flash bool, seq int) float64 {
	s := actSetup{elem: 2, trainBase: true, flash: flash, seq: float64(seq), tp: 1, rank: 0}
	full := m.savedBlock(s).perToken(s)
	s.trainBase, s.targets, s.rank, s.quantBase, s.dropout = false, TargetsAll, 4096, true, true
	return max(full, m.savedBlock(s).perToken(s))
}
