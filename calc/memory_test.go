package calc

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// memTask builds a normalized task for the memory tests.
func memTask(t *testing.T, model string, edit func(*Task)) Task {
	t.Helper()
	m, ok := Preset(model)
	if !ok {
		t.Fatalf("no preset %q", model)
	}
	task := Task{ModelID: m.ID, Model: m}
	if edit != nil {
		edit(&task)
	}
	task = task.Normalize()
	if err := task.Validate(); err != nil {
		t.Fatalf("%s: %v", model, err)
	}
	return task
}

func mustGPU(t *testing.T, id string) GPU {
	t.Helper()
	g, ok := LookupGPU(id)
	if !ok {
		t.Fatalf("no GPU %q", id)
	}
	return g
}

// TestMemoryHandWorked checks every term on a model small enough to follow
// with a pencil: 2 GELU blocks, h = 64, 4 heads, ffn = 256, vocab 1000,
// untied, no biases; bf16 mixed precision, AdamW, ZeRO 0, one GPU, one
// sequence of 16 tokens, FlashAttention, no recompute.
func TestMemoryHandWorked(t *testing.T) {
	task := Task{Model: Model{Layers: 2, Hidden: 64, Heads: 4, FFN: 256, Vocab: 1000, MLP: MLPGeLU}, SeqLen: 16}.Normalize()
	if err := task.Validate(); err != nil {
		t.Fatal(err)
	}
	// Parameters: per block q,k,v,o 4*64*64 = 16384, fc_in + fc_out
	// 2*64*256 = 32768, two norms 2*64 = 128: 49280; two blocks 98560,
	// final norm 64, embedding + head 2*1000*64 = 128000: 226624.
	const params = 226624
	if got := task.Model.DerivedParams(); got != params {
		t.Fatalf("params = %d, want %d", got, params)
	}
	const (
		weights = params * 2       // bf16 compute copy
		grads   = params * (2 + 4) // bf16 gradient + fp32 copy for the master update
		optim   = params * 12      // fp32 master, m, v
		sqrtV   = params * 4       // torch AdamW (foreach) copies v for sqrt(v) + eps
		// Kept per token and block (2 B each): LayerNorm inputs 2h, q,k,v
		// input h... in bytes: 2 LN inputs 256, qkv input 128, fc_in input
		// 128, q k v and attention output 512, log-sum-exp 4 heads * 4 B =
		// 16, GELU input 512, fc_out input 512: 2064 = 32h + lse
		// (Korthikanti's 34h less the two dropout masks).
		acts = 2 * 16 * 2064
		// Final norm input and the head's input: 2 * 128 B per token.
		head = 16 * 256
		// bf16 logits, fp32 upcast and log-softmax; in backward 3 fp32, and
		// the fp32 logits the plain loop's output still holds (stack "").
		logits = 16 * 1000 * 16
	)
	// Three moments: the loss (weights, optimizer, activations, logits:
	// 3,434,880 B), the last block's backward (3,257,216 B) and the
	// optimizer step (weights, gradients, optimizer, sqrt(v): 5,438,976 B),
	// the peak. The reserve is allocatorFixedBytes plus allocatorFraction
	// of what comes and goes (everything but weights and optimizer states).
	const (
		stepPeak   = weights + grads + optim + sqrtV
		persistent = weights + optim
	)
	if loss := weights + optim + acts + head + logits; loss >= stepPeak {
		t.Fatalf("hand arithmetic: loss moment %d >= step %d", loss, stepPeak)
	}
	reserve := roundBytes(allocatorFixedBytes + allocatorFraction*(stepPeak-persistent))
	want := MemoryBreakdown{
		Weights: weights, Gradients: grads, Optimizer: optim + sqrtV,
		Overhead:      GiB/2 + reserve,
		PeakAllocated: stepPeak, PeakReserved: stepPeak + reserve, PeakAt: PeakStep, Regime: RegimeGeneral,
	}
	want.Total = weights + grads + optim + sqrtV + want.Overhead
	if got := Memory(task, 1); got != want {
		t.Errorf("Memory =\n %+v\nwant\n %+v", got, want)
	}
	// LoRA on the same model: nothing but the adapters trains, so the peak
	// is at the loss, with the activations a frozen block still keeps.
	lora := task
	lora.Method = MethodLoRA
	if mb := Memory(lora, 1); mb.PeakAt != PeakLoss || mb.Activations <= 0 || mb.Logits != logits {
		t.Errorf("LoRA: peak at %s, activations %d, logits %d (want %d)", mb.PeakAt, mb.Activations, mb.Logits, logits)
	}
}

// TestMemorySourceArticleClaims checks the claims of the source article
// (source_article_zh.txt): a 7B full fine-tune needs several cards, LoRA on
// the same model fits one large card, and 2K -> 8K sequence length more than
// doubles activation memory.
func TestMemorySourceArticleClaims(t *testing.T) {
	a100 := mustGPU(t, "A100-80G-SXM")
	for _, model := range []string{"llama2-7b", "qwen2.5-7b", "mistral-7b", "deepseek-llm-7b"} {
		full := memTask(t, model, nil) // bf16 mixed AdamW, ZeRO 0, seq 2048
		if mb := Memory(full, 1); Fits(mb, a100) {
			t.Errorf("%s full fine-tune fits one A100 80GB (%.1f GiB)", model, float64(mb.Total)/GiB)
		}
		if n := MinGPUs(full, a100); n != 0 {
			t.Errorf("%s full fine-tune without ZeRO: MinGPUs = %d, want 0 (replicas do not shrink)", model, n)
		}
		z3 := memTask(t, model, func(t *Task) { t.ZeRO = 3 })
		if n := MinGPUs(z3, a100); n <= 1 {
			t.Errorf("%s full fine-tune with ZeRO-3: MinGPUs = %d, want > 1", model, n)
		}
		lora := memTask(t, model, func(t *Task) { t.Method = MethodLoRA })
		for _, g := range []string{"A100-80G-SXM", "H100-80G-SXM", "A6000-48G", "L40S-48G", "L20-48G"} {
			if mb := Memory(lora, 1); !Fits(mb, mustGPU(t, g)) {
				t.Errorf("%s LoRA does not fit one %s (%.1f GiB)", model, g, float64(mb.Total)/GiB)
			}
		}
	}
	for _, fa := range []bool{true, false} {
		short := memTask(t, "llama3.1-8b", func(t *Task) { t.Method, t.SeqLen, t.FlashAttn = MethodLoRA, 2048, &fa })
		long := short
		long.SeqLen = 8192
		a, b := Memory(short, 1).Activations, Memory(long, 1).Activations
		if ratio := float64(b) / float64(a); ratio <= 2 {
			t.Errorf("flash=%v: activations 2K %d -> 8K %d, ratio %.2f, want > 2", fa, a, b, ratio)
		}
	}
}

// TestMemoryZeROMonotonic: each ZeRO stage shards more, so with at least two
// data-parallel ranks it never needs more memory than the stage before.
// Two physical exceptions are left out: on one GPU ZeRO shards nothing and
// its buffers cost extra (the qwen1.8b-full-256 measurement), and ZeRO-3 of
// models under 1.5B parameters, where the gathered blocks and 16-bit head
// (and the allocator reserve on them) outweigh what sharding the small
// weights saves; for QLoRA, whose shard is mostly 4-bit, up to 8 ranks.
func TestMemoryZeROMonotonic(t *testing.T) {
	for _, p := range Presets() {
		for _, method := range []string{MethodFull, MethodLoRA, MethodQLoRA} {
			for _, prec := range []string{PrecisionBF16, PrecisionBF16Pure, PrecisionFP32, PrecisionFP8} {
				for _, opt := range []string{OptimizerAdamW, OptimizerAdamW8bit, OptimizerSGD} {
					for _, gpus := range []int{2, 8, 64, 1024} {
						prev := int64(-1)
						for zero := 0; zero <= 3; zero++ {
							task := memTask(t, p.ID, func(t *Task) {
								t.Method, t.Precision, t.Optimizer, t.ZeRO, t.Recompute = method, prec, opt, zero, RecomputeFull
							})
							got := Memory(task, gpus).Total
							small := task.Model.ParamCount() < 1.5e9
							skip := zero == 3 && (small || (method == MethodQLoRA && gpus <= 8))
							if prev >= 0 && got > prev && !skip {
								t.Errorf("%s %s %s %s gpus=%d: ZeRO-%d %d B > ZeRO-%d %d B",
									p.ID, method, prec, opt, gpus, zero, got, zero-1, prev)
							}
							prev = got
						}
					}
				}
			}
		}
	}
}

// TestMemoryParallelism: tensor and pipeline parallelism and more ranks never
// raise per-GPU memory; offload moves bytes to the host.
func TestMemoryParallelism(t *testing.T) {
	base := memTask(t, "llama3.1-70b", func(t *Task) { t.ZeRO = 1; t.Recompute = RecomputeSelective; t.GradAccum = 16 })
	one := Memory(base, 8)
	for _, c := range []struct {
		name   string
		tp, pp int
	}{{"tp2", 2, 1}, {"tp8", 8, 1}, {"pp4", 1, 4}, {"tp4pp2", 4, 2}} {
		task := base
		task.TP, task.PP = c.tp, c.pp
		if err := task.Validate(); err != nil {
			t.Fatal(err)
		}
		mb := Memory(task, 8*c.tp*c.pp) // same data-parallel degree
		if mb.Weights >= one.Weights || mb.Total >= one.Total {
			t.Errorf("%s: weights %d total %d, not below tp=pp=1 (%d, %d)", c.name, mb.Weights, mb.Total, one.Weights, one.Total)
		}
	}
	for _, off := range []string{OffloadOptimizer, OffloadOptimizerParams} {
		task := memTask(t, "llama3.1-70b", func(t *Task) { t.ZeRO = 3; t.Offload = off; t.Recompute = RecomputeFull })
		on := memTask(t, "llama3.1-70b", func(t *Task) { t.ZeRO = 3; t.Recompute = RecomputeFull })
		mb, ref := Memory(task, 8), Memory(on, 8)
		if mb.Total >= ref.Total || mb.OffloadedCPU <= 0 || ref.OffloadedCPU != 0 {
			t.Errorf("offload %s: total %d (without %d), offloaded %d", off, mb.Total, ref.Total, mb.OffloadedCPU)
		}
	}
}

// TestMinGPUs: the count returned fits, one step (tp*pp) fewer does not, and
// it is a multiple of tp*pp.
func TestMinGPUs(t *testing.T) {
	tasks := []Task{
		memTask(t, "llama2-7b", func(t *Task) { t.ZeRO = 3 }),
		memTask(t, "llama3.1-70b", func(t *Task) { t.ZeRO = 3; t.Recompute = RecomputeFull }),
		memTask(t, "llama3.1-70b", func(t *Task) { t.ZeRO = 1; t.TP = 8; t.Recompute = RecomputeSelective }),
		memTask(t, "llama3.1-405b", func(t *Task) { t.ZeRO = 2; t.TP = 8; t.PP = 8; t.GradAccum = 32 }),
		memTask(t, "qwen2.5-72b", func(t *Task) { t.Method = MethodQLoRA; t.Recompute = RecomputeFull }),
		memTask(t, "gpt2", nil),
	}
	for _, task := range tasks {
		unit := task.TP * task.PP
		for _, g := range Catalogue() {
			n := MinGPUs(task, g)
			if n == 0 {
				if Fits(Memory(task, maxSearchGPUs/unit*unit), g) {
					t.Errorf("%s on %s: MinGPUs 0 but %d GPUs fit", task.Model.ID, g.ID, maxSearchGPUs)
				}
				continue
			}
			if n%unit != 0 {
				t.Errorf("%s on %s: %d is not a multiple of tp*pp %d", task.Model.ID, g.ID, n, unit)
			}
			if !Fits(Memory(task, n), g) {
				t.Errorf("%s on %s: MinGPUs %d does not fit", task.Model.ID, g.ID, n)
			}
			if n > unit && Fits(Memory(task, n-unit), g) {
				t.Errorf("%s on %s: MinGPUs %d, but %d fits", task.Model.ID, g.ID, n, n-unit)
			}
		}
	}
}

// TestSuggestions: every suggestion fits as given, and a task that fits gets none.
func TestSuggestions(t *testing.T) {
	cases := []struct {
		task Task
		gpu  string
	}{
		{memTask(t, "llama3.1-8b", nil), "RTX4090-24G"},
		{memTask(t, "llama3.1-8b", func(t *Task) { t.GPUs = 4 }), "A100-80G-SXM"},
		{memTask(t, "llama3.1-8b", func(t *Task) { t.MicroBatch = 8; t.SeqLen = 8192; t.Method = MethodLoRA }), "L40S-48G"},
		{memTask(t, "llama3.1-70b", func(t *Task) { t.GPUs = 8 }), "H100-80G-SXM"},
		{memTask(t, "qwen2.5-72b", nil), "RTX4090-24G"},
		{memTask(t, "llama3.1-405b", func(t *Task) { t.GPUs = 8; t.Method = MethodLoRA }), "A100-80G-SXM"},
	}
	for _, c := range cases {
		g := mustGPU(t, c.gpu)
		sugs := Suggestions(c.task, g)
		if len(sugs) == 0 {
			t.Errorf("%s on %s: no suggestions", c.task.Model.ID, c.gpu)
		}
		seen := map[string]bool{}
		methodSeen := false
		for _, s := range sugs {
			t.Logf("%s on %s: %-40s %5d GPUs %7.1f GiB", c.task.Model.ID, c.gpu, s.Key, s.GPUs, float64(s.Memory.Total)/GiB)
			if seen[s.Key] {
				t.Errorf("duplicate key %s", s.Key)
			}
			seen[s.Key] = true
			if err := s.Task.Validate(); err != nil {
				t.Errorf("%s: invalid task: %v", s.Key, err)
			}
			if s.GPUs <= 0 || s.Task.GPUs != s.GPUs || !Fits(s.Memory, g) || Memory(s.Task, s.GPUs) != s.Memory {
				t.Errorf("%s on %s: suggestion %s (%d GPUs, %.1f GiB) does not fit", c.task.Model.ID, c.gpu, s.Key, s.GPUs, float64(s.Memory.Total)/GiB)
			}
			if c.task.GPUs > 0 && s.Key != "more_gpus" && s.GPUs != c.task.GPUs {
				t.Errorf("%s: changed the GPU count to %d", s.Key, s.GPUs)
			}
			isMethod := strings.Contains(s.Key, "lora")
			if methodSeen && !isMethod {
				t.Errorf("%s listed after a method change", s.Key)
			}
			methodSeen = methodSeen || isMethod
		}
	}
	fits := memTask(t, "llama3.1-8b", func(t *Task) { t.Method = MethodLoRA })
	if s := Suggestions(fits, mustGPU(t, "A100-80G-SXM")); len(s) != 0 {
		t.Errorf("a task that fits got %d suggestions", len(s))
	}
}

// TestMemoryBreakdownJSON pins the contract's field names.
func TestMemoryBreakdownJSON(t *testing.T) {
	b, err := json.Marshal(MemoryBreakdown{})
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	want := []string{"activations", "gradients", "logits", "offloaded_cpu", "optimizer", "overhead", "peak_allocated", "peak_at", "peak_reserved", "regime", "total", "weights"}
	if keys := sortedKeys(got); !reflect.DeepEqual(keys, want) {
		t.Errorf("JSON keys %v, want %v", keys, want)
	}
}

// TestMemoryPrecisionAndMethods covers each precision, optimizer and method:
// totals add up and the expected orderings hold.
func TestMemoryPrecisionAndMethods(t *testing.T) {
	total := func(edit func(*Task)) MemoryBreakdown {
		return Memory(memTask(t, "llama3.1-8b", edit), 1)
	}
	full := total(nil)
	if pure := total(func(t *Task) { t.Precision = PrecisionBF16Pure }); pure.Optimizer >= full.Optimizer || pure.Gradients >= full.Gradients {
		t.Errorf("bf16-pure optimizer %d grads %d not below mixed %d %d", pure.Optimizer, pure.Gradients, full.Optimizer, full.Gradients)
	}
	if fp32 := total(func(t *Task) { t.Precision = PrecisionFP32 }); fp32.Weights != 2*full.Weights || fp32.Activations != 2*full.Activations {
		t.Errorf("fp32 weights %d activations %d, want twice bf16 %d %d", fp32.Weights, fp32.Activations, full.Weights, full.Activations)
	}
	if fp8 := total(func(t *Task) { t.Precision = PrecisionFP8 }); fp8.Weights <= full.Weights || fp8.Optimizer != full.Optimizer {
		t.Errorf("fp8 weights %d optimizer %d vs bf16 %d %d", fp8.Weights, fp8.Optimizer, full.Weights, full.Optimizer)
	}
	adam8 := total(func(t *Task) { t.Optimizer = OptimizerAdamW8bit })
	sgd := total(func(t *Task) { t.Optimizer = OptimizerSGD })
	// With an fp32 master: 8-bit AdamW 4 + 2 B, SGD momentum 4 + 4 B, AdamW
	// 4 + 8 B (Transformer Math 101: 6, 8 and 12 B/param).
	if !(adam8.Optimizer < sgd.Optimizer && sgd.Optimizer < full.Optimizer) {
		t.Errorf("optimizer bytes adamw8bit %d, sgd %d, adamw %d: want increasing", adam8.Optimizer, sgd.Optimizer, full.Optimizer)
	}
	lora := total(func(t *Task) { t.Method = MethodLoRA })
	attn := total(func(t *Task) { t.Method, t.LoRATargets = MethodLoRA, TargetsAttn })
	qlora := total(func(t *Task) { t.Method = MethodQLoRA })
	if !(qlora.Weights < lora.Weights && attn.Optimizer < lora.Optimizer && lora.Total < full.Total) {
		t.Errorf("qlora %d < lora %d weights, attention %d < all %d optimizer, lora %d < full %d total",
			qlora.Weights, lora.Weights, attn.Optimizer, lora.Optimizer, lora.Total, full.Total)
	}
	// Recompute, on LoRA, whose peak falls in the activations' phase (a full
	// fine-tune of 8B on one GPU peaks at the optimizer step, with no
	// activations left).
	if full.PeakAt != PeakStep || full.Activations != 0 {
		t.Errorf("full fine-tune on one GPU: peak at %s with %d B of activations, want the optimizer step", full.PeakAt, full.Activations)
	}
	acts := func(edit func(*Task)) int64 {
		return Memory(memTask(t, "llama3.1-8b", func(t *Task) { t.Method = MethodLoRA; edit(t) }), 1).Activations
	}
	fa := acts(func(*Task) {})
	noFA := acts(func(t *Task) { f := false; t.FlashAttn = &f })
	sel := acts(func(t *Task) { t.Recompute = RecomputeSelective; f := false; t.FlashAttn = &f })
	selFA := acts(func(t *Task) { t.Recompute = RecomputeSelective })
	layer := acts(func(t *Task) { t.Recompute = RecomputeLayer })
	op := acts(func(t *Task) { t.Recompute = RecomputeOp })
	rec := acts(func(t *Task) { t.Recompute = RecomputeFull })
	if !(rec < op && op < layer && layer < fa && fa == selFA && fa <= sel && sel < noFA) {
		t.Errorf("activations: full %d < op %d < layer %d < none %d = selective with FA %d <= selective %d < no FA %d does not hold",
			rec, op, layer, fa, selFA, sel, noFA)
	}
	for _, mb := range []MemoryBreakdown{full, adam8, sgd, lora, attn, qlora} {
		if sum := mb.Weights + mb.Gradients + mb.Optimizer + mb.Activations + mb.Logits + mb.Overhead; sum != mb.Total {
			t.Errorf("fields add to %d, Total %d", sum, mb.Total)
		}
	}
}
