package calc

import (
	"math"
	"testing"
)

// TestActivationsKorthikanti: a GPT block (GELU, 4h MLP, LayerNorm, no
// dropout) keeps 32·sbh bytes, Korthikanti et al.'s 34·sbh less the two
// dropout masks (2205.05198 §4.1), plus FlashAttention's log-sum-exp;
// without FlashAttention the 5as scores come back; with tensor parallelism
// and no sequence parallelism 8h stay whole and 24h split (Table 2's
// 10 + 24/t less the masks); with sequence parallelism everything splits.
func TestActivationsKorthikanti(t *testing.T) {
	m := Model{Layers: 1, Hidden: 4096, Heads: 32, KVHeads: 32, FFN: 16384, Vocab: 50000, MLP: MLPGeLU}
	h, a, s := 4096.0, 32.0, 2048.0
	base := actSetup{elem: 2, trainBase: true, flash: true, seq: s, tp: 1}
	lse := lseBytesPerHead * a
	if got, want := m.savedBlock(base).perToken(base), 32*h+lse; got != want {
		t.Errorf("GPT block: %g B/token, want 32h + lse = %g", got, want)
	}
	noFA := base
	noFA.flash = false
	if got, want := m.savedBlock(noFA).perToken(noFA), 32*h+lse+5*a*s; got != want {
		t.Errorf("without FlashAttention: %g, want 32h + 5as = %g", got, want)
	}
	tp := base
	tp.tp = 8
	if got, want := m.savedBlock(tp).perToken(tp), 8*h+(24*h+lse)/8; got != want {
		t.Errorf("tp 8 without SP: %g, want 8h + 24h/8 = %g", got, want)
	}
	tp.sp = true
	if got, want := m.savedBlock(tp).perToken(tp), (32*h+lse)/8; got != want {
		t.Errorf("tp 8 with SP: %g, want 32h/8 = %g", got, want)
	}
}

// TestActivationsLlama: Llama 3.1 8B keeps 24h + 8kv + 8f per token and
// block (norm upcasts and outputs, rotary's copies, FlashAttention's
// operands, SwiGLU's four ffn-wide tensors), 54h, within 5% of the 56h
// ml-engineering measured (training/performance, activation-memory-per-
// layer.py). The op policy keeps the block input, q, v, the attention
// output, gate and down's output; full recompute the input alone.
func TestActivationsLlama(t *testing.T) {
	m, _ := Preset("llama3.1-8b")
	h, kv, f := 4096.0, 1024.0, 14336.0
	s := actSetup{elem: 2, trainBase: true, flash: true, seq: 8192, tp: 1}
	lse := lseBytesPerHead * 32.0
	eager := m.savedBlock(s).perToken(s)
	if want := 24*h + 8*kv + 8*f + lse; eager != want {
		t.Errorf("eager: %g B/token, want %g", eager, want)
	}
	if r := eager / (56 * h); math.Abs(r-1) > 0.05 {
		t.Errorf("eager %gh, measured 56h", eager/h)
	}
	if got, want := m.savedBlockOp(s).perToken(s), 2*(h+h+kv+h+f+h)+lse; got != want {
		t.Errorf("op policy: %g, want %g", got, want)
	}
	if got := m.blockInput(s).perToken(s); got != 2*h {
		t.Errorf("full recompute keeps %g, want 2h", got)
	}
	c := s
	c.compile = true
	if got, want := m.savedBlock(c).perToken(c), 2*(4*h+2*kv+2*f)+lse; got != want {
		t.Errorf("compiled: %g, want norm inputs, q k v and output, gate and up = %g", got, want)
	}
}

// TestActivationsLoRA: frozen linears keep no input, so LoRA keeps less
// than a full fine-tune; each adapter keeps its own dropout copy and mask
// and its r-wide output; QLoRA's 4-bit matmuls keep their input on top.
func TestActivationsLoRA(t *testing.T) {
	m, _ := Preset("llama2-7b")
	h, f, r := 4096.0, 11008.0, 16.0
	full := actSetup{elem: 2, trainBase: true, flash: true, seq: 2048, tp: 1}
	attn := actSetup{elem: 2, targets: TargetsAttn, rank: r, dropout: true, flash: true, seq: 2048, tp: 1}
	all := attn
	all.targets = TargetsAll
	q := all
	q.quantBase = true
	kept := func(s actSetup) float64 { return m.savedBlock(s).perToken(s) }
	// Attention targets on a frozen block: two norm upcasts 8h, q,k,v,o
	// adapters 4 x (3h + 2r), rotary 8h, attention 8h, SwiGLU 6f.
	if got, want := kept(attn), 8*h+4*(3*h+2*r)+8*h+8*h+6*f+lseBytesPerHead*32; got != want {
		t.Errorf("LoRA attention: %g, want %g", got, want)
	}
	// All targets add gate and up on the MLP input and down on its product.
	if got, want := kept(all)-kept(attn), 2*(3*h+2*r)+3*f+2*r; got != want {
		t.Errorf("LoRA all - attention: %g, want %g", got, want)
	}
	// 4-bit matmuls keep the block's three distinct linear inputs (the
	// attention output is kept anyway): h + h + f in 16-bit.
	if got, want := kept(q)-kept(all), 2*(h+h+f); got != want {
		t.Errorf("QLoRA - LoRA: %g, want %g", got, want)
	}
	if !(kept(attn) < kept(full)) {
		t.Errorf("LoRA attention %g not below full fine-tune %g", kept(attn), kept(full))
	}
	// Without dropout each adapter reads the input itself: one copy of the
	// norm outputs and of the MLP product, shared by the adapters reading it.
	noDrop := all
	noDrop.dropout = false
	if got, want := kept(all)-kept(noDrop), 6*(3*h)+3*f-2*(h+h+f); got != want {
		t.Errorf("LoRA all, dropout - none: %g, want %g", got, want)
	}
}
