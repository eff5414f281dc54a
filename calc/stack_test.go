package calc

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestOffloadActivations: "activations" is an offload mode alone or joined
// with the others by "+", written in one order; offloaded activations leave
// the GPU for host memory, nothing else moves, and the copies cost no time
// while the compute hides them.
func TestOffloadActivations(t *testing.T) {
	for in, want := range map[string]string{
		"activations":                  OffloadActivations,
		"Activations+optimizer":        "optimizer+activations",
		"activations+optimizer+params": "optimizer+params+activations",
		"optimizer+params":             OffloadOptimizerParams,
	} {
		task := memTask(t, "llama3.2-3b", func(t *Task) { t.Offload = in })
		if task.Offload != want {
			t.Errorf("offload %q normalized to %q, want %q", in, task.Offload, want)
		}
	}
	for _, bad := range []string{"activations+activations", "params", "optimizer+gpu"} {
		task := Task{Model: Model{Layers: 2, Hidden: 64, Heads: 2, FFN: 128, Vocab: 100}, Offload: bad}.Normalize()
		if err := task.Validate(); err == nil {
			t.Errorf("offload %q accepted", bad)
		}
	}
	base := memTask(t, "llama3.2-3b", func(t *Task) {
		t.Method, t.Precision, t.Recompute, t.MicroBatch, t.SeqLen, t.GPUs = MethodLoRA, PrecisionBF16Pure, RecomputeFull, 2, 4096, 1
	})
	off := base
	off.Offload = OffloadActivations
	on, without := Memory(off, 1), Memory(base, 1)
	if !(on.Activations < without.Activations) || on.OffloadedCPU <= without.OffloadedCPU || on.Weights != without.Weights || on.Optimizer != without.Optimizer {
		t.Errorf("activation offload: activations %d -> %d, offloaded %d -> %d, weights %d -> %d",
			without.Activations, on.Activations, without.OffloadedCPU, on.OffloadedCPU, without.Weights, on.Weights)
	}
	if a, b := estimateTask(t, off), estimateTask(t, base); a.TokensPerS < 0.99*b.TokensPerS || a.OffloadTimeS > 0.01*a.StepTimeS {
		t.Errorf("activation offload on an A100 with 4096-token micro-batches: %.0f tok/s (offload %.3g s) vs %.0f without", a.TokensPerS, a.OffloadTimeS, b.TokensPerS)
	}
}

// TestLoadPeak: a stack that loads the whole unsharded checkpoint on every
// rank before sharding peaks at load when that is above the step (LitGPT
// FSDP, Llama 2 13B on 4 GPUs: the whole 26 GB model beside its shard);
// the generic stack and one unsharded GPU have no such moment.
func TestLoadPeak(t *testing.T) {
	task := memTask(t, "llama2-13b", func(t *Task) {
		t.Method, t.LoRARank, t.LoRATargets, t.Precision = MethodLoRA, 8, TargetsAttn, PrecisionBF16Pure
		t.ZeRO, t.Recompute, t.SeqLen, t.GPUs = 3, RecomputeFull, 1304, 4
		t.Stack = StackLitGPT
	})
	mb := Memory(task, 4)
	whole := 2 * float64(task.Model.ParamCount())
	if mb.PeakAt != PeakLoad || float64(mb.PeakAllocated) < whole*1.2 || float64(mb.PeakAllocated) > whole*1.3 {
		t.Errorf("litgpt FSDP 13B on 4 GPUs: peak at %s, %.1f GB allocated; want load with the %.1f GB model and its quarter", mb.PeakAt, float64(mb.PeakAllocated)/GB, whole/GB)
	}
	generic := task
	generic.Stack = StackGeneric
	if g := Memory(generic, 4); g.PeakAt == PeakLoad || g.Total >= mb.Total {
		t.Errorf("generic stack: peak at %s, total %d (litgpt %d)", g.PeakAt, g.Total, mb.Total)
	}
	single := task
	single.ZeRO, single.GPUs = 0, 1
	if s := Memory(single, 1); s.PeakAt == PeakLoad {
		t.Errorf("one GPU without sharding peaks at load")
	}
}

// TestHalfPrecisionLoss: a stack that runs the model in 16 bits without
// autocast keeps the logits around the loss in 16 bits (6 B per logit),
// not three fp32 copies.
func TestHalfPrecisionLoss(t *testing.T) {
	task := memTask(t, "llama3.1-8b", func(t *Task) { t.Precision, t.SeqLen = PrecisionFP16, 4096 })
	cai := task
	cai.Stack = StackColossalAI
	if got := logitBytesPerElem(cai); got != 6 {
		t.Errorf("colossalai fp16 logits: %.1f B per logit, want 6", got)
	}
	hf := task
	hf.Stack = StackHF
	if got := logitBytesPerElem(hf); got != 12 {
		t.Errorf("HF Trainer fp16 logits: %.1f B per logit, want 12", got)
	}
	if got := logitBytesPerElem(task); got != 16 {
		t.Errorf("a plain loop's fp16 logits: %.1f B per logit, want 16 (its output holds the fp32 logits through backward)", got)
	}
}

// TestVariableLengthReserve: varying batch lengths raise what the
// allocator reserves, not what is allocated, by a share of the logits.
func TestVariableLengthReserve(t *testing.T) {
	task := memTask(t, "qwen2.5-7b", func(t *Task) {
		t.Method, t.Recompute, t.SeqLen, t.GradAccum = MethodLoRA, RecomputeFull, 8192, 16
	})
	vl := task
	vl.VariableLength = true
	a, b := Memory(task, 1), Memory(vl, 1)
	if a.PeakAllocated != b.PeakAllocated {
		t.Errorf("allocated moved: %d -> %d", a.PeakAllocated, b.PeakAllocated)
	}
	if got, want := float64(b.PeakReserved-a.PeakReserved), variableLengthFraction*float64(a.Logits); got < 0.99*want || got > 1.01*want {
		t.Errorf("variable length adds %.2f GiB reserved, want %.2f (the share of %.2f GiB of logits)", got/GiB, want/GiB, float64(a.Logits)/GiB)
	}
}

// TestTransformerEngineFP8: FP8 under Transformer Engine (stack megatron)
// runs faster than generic fp8 on H100, its operands moving as fp8 and its
// attention fused, and bf16 does not change with the stack's fp8 traits.
func TestTransformerEngineFP8(t *testing.T) {
	task := memTask(t, "llama3.1-70b", func(t *Task) {
		t.Precision, t.GPU, t.GPUs, t.TP, t.PP, t.SeqLen, t.GradAccum = PrecisionFP8, "H100-80G-SXM", 64, 4, 4, 4096, 32
	})
	te := task
	te.Stack = StackMegatron
	if a, b := estimateTask(t, te).TokensPerS, estimateTask(t, task).TokensPerS; a < 1.15*b {
		t.Errorf("fp8 70B on H100: megatron %.0f tok/s, generic %.0f: want TE at least 15%% faster", a, b)
	}
}

// TestStackField: stack and variable_length round-trip through TASK.json,
// an unknown stack is refused by name, and a task without them reads as
// before.
func TestStackField(t *testing.T) {
	task, err := ParseTask([]byte(`{"model":"llama3.1-8b","stack":"LitGPT","variable_length":true}`))
	if err != nil || task.Stack != StackLitGPT || !task.VariableLength {
		t.Fatalf("parse: %+v %v", task.Stack, err)
	}
	b, _ := json.Marshal(task)
	var back map[string]any
	_ = json.Unmarshal(b, &back)
	if back["stack"] != "litgpt" || back["variable_length"] != true {
		t.Errorf("round trip: %s", b)
	}
	if _, err := ParseTask([]byte(`{"model":"llama3.1-8b","stack":"keras"}`)); err == nil {
		t.Errorf("stack keras accepted")
	}
	plain, _ := ParseTask([]byte(`{"model":"llama3.1-8b"}`))
	if b, _ := json.Marshal(plain); strings.Contains(string(b), `"stack"`) || strings.Contains(string(b), "variable_length") {
		t.Errorf("a task without the fields writes them: %s", b)
	}
}

// TestPowerLimit: a card capped below its TDP computes slower by the cube
// root of the ratio (500 W of 700 W: 0.894 of the tensor rate); at or
// above the TDP, or unset, nothing changes, and a negative limit is refused.
func TestPowerLimit(t *testing.T) {
	task := memTask(t, "llama3.1-8b", func(t *Task) { t.GPU, t.GPUs, t.ZeRO, t.SeqLen = "H100-80G-SXM", 8, 3, 8192 })
	capped, over := task, task
	capped.PowerLimitW, over.PowerLimitW = 500, 800
	g := gpuOrFail(t, task.GPU)
	if f := powerLimitFactor(capped, g); f < 0.893 || f > 0.895 {
		t.Errorf("500 W of 700 W: factor %.4f, want 0.894", f)
	}
	base, slow := estimateTask(t, task), estimateTask(t, capped)
	if r := slow.TokensPerS / base.TokensPerS; r < 0.894 || r > 0.97 {
		t.Errorf("capped at 500 W: %.3f of the speed, want between the tensor rate's 0.894 and 0.97 (HBM-bound time unchanged)", r)
	}
	if estimateTask(t, over).TokensPerS != base.TokensPerS {
		t.Errorf("a limit above the TDP changed the speed")
	}
	bad := task
	bad.PowerLimitW = -1
	if err := bad.Validate(); err == nil {
		t.Errorf("power_limit_w -1 accepted")
	}
}

// TestShardedOptimizerOverlap: ZeRO-1's gradient reduce-scatter and weight
// all-gather are exposed on a generic stack (DeepSpeed overlap_comm and
// Megatron's overlap flags are off by default), so at 1,024 A100s over 4 x
// 100 Gb RoCE per machine the whole data-parallel traffic adds to a step
// of accumulation 1; a megatron stack, whose recipes overlap both, hides
// part of it.
func TestShardedOptimizerOverlap(t *testing.T) {
	task := memTask(t, "llama2-7b", func(t *Task) {
		t.ZeRO, t.GPUs, t.MicroBatch, t.SeqLen, t.GradAccum = 1, 1024, 2, 2048, 1
		t.InterNode, t.InterGbps = InterRoCE, 400
	})
	generic := estimateTask(t, task)
	if generic.ExposedCommS < 0.99*generic.CommTimeS {
		t.Errorf("generic ZeRO-1: %.3f s of %.3f s exposed, want all of it", generic.ExposedCommS, generic.CommTimeS)
	}
	mt := task
	mt.Stack = StackMegatron
	if m := estimateTask(t, mt); m.ExposedCommS >= 0.9*generic.ExposedCommS {
		t.Errorf("megatron ZeRO-1: %.3f s exposed, generic %.3f s: want the overlap to hide some", m.ExposedCommS, generic.ExposedCommS)
	}
}

// TestAttentionKernel: FlashAttention in Triton is slower than FA2, most
// where attention is most of the work (a 125M model); fused attention is
// faster on Hopper and the same as FA2 on Ampere; an unknown kernel is
// refused.
func TestAttentionKernel(t *testing.T) {
	small := Task{Model: Model{Layers: 12, Hidden: 768, Heads: 12, FFN: 3072, Vocab: 50368, TiedEmbeddings: true, MLP: MLPGeLU},
		GPU: "A100-80G-SXM", GPUs: 8, ZeRO: 3, MicroBatch: 40, SeqLen: 2048}.Normalize()
	tr := small
	tr.AttentionKernel = AttentionTriton
	if a, b := estimateTask(t, tr).TokensPerS, estimateTask(t, small).TokensPerS; a > 0.95*b {
		t.Errorf("125M on A100: triton attention %.0f tok/s, FA2 %.0f: want at least 5%% slower", a, b)
	}
	fused := small
	fused.AttentionKernel = AttentionFused
	if a, b := estimateTask(t, fused).TokensPerS, estimateTask(t, small).TokensPerS; a != b {
		t.Errorf("fused attention on A100 changed the speed: %.0f vs %.0f", a, b)
	}
	h := small
	h.GPU = "H100-80G-SXM"
	hf := h
	hf.AttentionKernel = AttentionFused
	if a, b := estimateTask(t, hf).TokensPerS, estimateTask(t, h).TokensPerS; a <= b {
		t.Errorf("fused attention on H100: %.0f tok/s, FA2 %.0f: want faster", a, b)
	}
	bad := small
	bad.AttentionKernel = "xformers"
	if err := bad.Validate(); err == nil {
		t.Errorf("attention_kernel xformers accepted")
	}
}

// TestSuggestionsKeepActivationOffload: a task that offloads activations is
// still offered optimizer offload, joined with what it already does.
func TestSuggestionsKeepActivationOffload(t *testing.T) {
	task := memTask(t, "llama3.1-8b", func(t *Task) {
		t.Offload, t.GPU, t.GPUs, t.Recompute, t.SeqLen = OffloadActivations, "RTX4090-24G", 1, RecomputeFull, 2048
	})
	found := false
	for _, s := range Suggestions(task, gpuOrFail(t, task.GPU)) {
		if strings.Contains(s.Key, "offload_optimizer") {
			found = true
			if s.Task.Offload != "optimizer+activations" {
				t.Errorf("%s: offload %q, want optimizer+activations", s.Key, s.Task.Offload)
			}
		}
	}
	if !found {
		t.Errorf("no optimizer offload suggested for a full fine-tune of 8B on one 4090 that offloads activations")
	}
}

// FuzzStackFields: whatever offload, stack, attention kernel, power limit
// and variable-length flag a TASK.json holds, ParseTask refuses it or the
// estimate is finite and non-negative, and reading the task back from its
// own JSON gives the same task (the offload value is written in one order).
// Run with go test -run '^$' -fuzz FuzzStackFields -fuzztime 10s ./calc
func FuzzStackFields(f *testing.F) {
	f.Add("activations+optimizer", "litgpt", "fused", 500, true)
	f.Add("optimizer+params+activations", "megatron", "triton", 0, false)
	f.Add("params+optimizer", "hf", "", 10000, true)
	f.Fuzz(func(t *testing.T, offload, stack, kernel string, watts int, varLen bool) {
		in, _ := json.Marshal(map[string]any{"model": "llama3.1-8b", "zero": 3, "gpus": 8, "offload": offload, "stack": stack,
			"attention_kernel": kernel, "power_limit_w": watts, "variable_length": varLen})
		tk, err := ParseTask(in)
		if err != nil {
			return
		}
		e := EstimateTask(tk, Catalogue())
		m := e.Memory
		for _, v := range []int64{m.Weights, m.Gradients, m.Optimizer, m.Activations, m.Logits, m.Overhead, m.Total, m.OffloadedCPU} {
			if v < 0 {
				t.Fatalf("%s: memory %+v", in, m)
			}
		}
		if !(e.Throughput.TokensPerS > 0) || e.MemoryBand.Band <= 0 {
			t.Fatalf("%s: %v tokens/s, band %v", in, e.Throughput.TokensPerS, e.MemoryBand.Band)
		}
		out, err := json.Marshal(tk)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseTask(out)
		if err != nil || back.Offload != tk.Offload || back.Stack != tk.Stack || back.AttentionKernel != tk.AttentionKernel || back.PowerLimitW != tk.PowerLimitW {
			t.Fatalf("%s -> %s -> %+v (%v)", in, out, back, err)
		}
	})
}

// TestFusedAdamW: torchtune's recipes build AdamW with fused=True, which
// updates in place: a single-GPU full fine-tune's optimizer step holds no
// copy of v, so its peak is lower by that copy.
func TestFusedAdamW(t *testing.T) {
	task := memTask(t, "llama3.2-3b", func(t *Task) {
		t.Precision, t.Recompute, t.ChunkedLoss, t.Compile, t.MicroBatch, t.SeqLen, t.GPUs = PrecisionBF16Pure, RecomputeFull, true, true, 2, 4096, 1
	})
	tt := task
	tt.Stack = StackTorchtune
	a, b := Memory(task, 1), Memory(tt, 1)
	if a.PeakAt != PeakStep || a.Optimizer-b.Optimizer != roundBytes(2*float64(task.Model.ParamCount())) {
		t.Errorf("optimizer at the step: generic %d (peak at %s), torchtune %d; want one bf16 copy of v less", a.Optimizer, a.PeakAt, b.Optimizer)
	}
}
