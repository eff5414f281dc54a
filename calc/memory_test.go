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
		weights = params * 2         // bf16 compute copy
		grads   = params * (2 + 4)   // bf16 gradient + fp32 copy for the master update
		optim   = params * (12 + 4)  // fp32 master, m, v + foreach copy of v in the step
		acts    = 2 * 16 * (34 * 64) // 34sbh per block (Korthikanti Table 2), s = 16, h = 64
		logits  = 16 * 1000 * 12     // bf16 logits, fp32 copy, fp32 and bf16 gradient
		// Overhead: CUDA context 0.5 GiB plus 10% of what comes and goes in
		// a step: (acts + logits) at the loss, and the foreach copy of v
		// (params * 4): 0.1 * (69632 + 192000 + 906496) = 116812.8.
		overhead = GiB/2 + 116813
	)
	want := MemoryBreakdown{
		Weights: weights, Gradients: grads, Optimizer: optim, Activations: acts,
		Logits: logits, Overhead: overhead,
		Total: weights + grads + optim + acts + logits + overhead,
	}
	if got := Memory(task, 1); got != want {
		t.Errorf("Memory =\n %+v\nwant\n %+v", got, want)
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
// its buffers cost extra (the qwen1.8b-full-256 measurement), and QLoRA of a
// small model over 2-4 ranks, where ZeRO-3's gathered 16-bit embedding or
// head outweighs what halving the mostly 4-bit shard saves.
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
							skip := zero == 3 && method == MethodQLoRA && gpus < 8
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
	want := []string{"activations", "gradients", "logits", "offloaded_cpu", "optimizer", "overhead", "total", "weights"}
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
	sel := total(func(t *Task) { t.Recompute = RecomputeSelective; f := false; t.FlashAttn = &f })
	noFA := total(func(t *Task) { f := false; t.FlashAttn = &f })
	rec := total(func(t *Task) { t.Recompute = RecomputeFull })
	if !(rec.Activations < full.Activations && full.Activations < sel.Activations+1 && sel.Activations < noFA.Activations) {
		t.Errorf("activations full recompute %d, FA %d, selective %d, no FA %d", rec.Activations, full.Activations, sel.Activations, noFA.Activations)
	}
	for _, mb := range []MemoryBreakdown{full, adam8, sgd, lora, attn, qlora, sel, noFA, rec} {
		if sum := mb.Weights + mb.Gradients + mb.Optimizer + mb.Activations + mb.Logits + mb.Overhead; sum != mb.Total {
			t.Errorf("fields add to %d, Total %d", sum, mb.Total)
		}
	}
}
