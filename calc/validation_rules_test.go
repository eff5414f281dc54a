package calc

import (
	"strings"
	"testing"
)

// TestRowsFromNotes: the notes rules map a row's described configuration
// to TASK.json fields the same way for any source, and a run the schema
// cannot express is reported as not modelled with the schema's reason, not
// dropped.
func TestRowsFromNotes(t *testing.T) {
	cols := map[string]string{
		"case": "x", "source": "someone/some-trainer README", "metric": "peak_memory", "measured": "40", "unit": "GiB",
		"layers": "32", "hidden": "4096", "heads": "32", "kv_heads": "8", "ffn": "14336", "vocab": "128256", "mlp": "swiglu",
		"method": "full", "precision": "bf16", "optimizer": "adamw", "zero": "3", "offload": "none", "recompute": "selective",
		"flash_attention": "true", "micro_batch": "1", "seq_len": "8192", "grad_accum": "1", "gpu": "H100-80G-SXM",
		"gpus": "8", "gpus_per_node": "8", "tp": "1", "pp": "1",
	}
	row := func(notes string, edit map[string]string) publicCase {
		t.Helper()
		c, err := caseFromRow(func(k string) string {
			if v, ok := edit[k]; ok {
				return v
			}
			if k == "notes" {
				return notes
			}
			return cols[k]
		}, nil)
		if err != nil {
			t.Fatalf("%q: %v", notes, err)
		}
		return c
	}
	for _, c := range []struct {
		notes     string
		recompute string
		every     int
		chunked   bool
		compile   bool
	}{
		{"selective AC per-op policy, compile off", RecomputeOp, 0, false, false},
		{"'selective layer' AC = checkpoint every k-th TransformerBlock (k not stated)", RecomputeLayer, 2, false, false},
		{"checkpointing every 3rd block", RecomputeLayer, 3, false, false},
		{"Selective AC = checkpointing a fraction of transformer blocks", RecomputeLayer, 2, false, false},
		{"Chunked cross-entropy loss. torch.compile on.", RecomputeSelective, 0, true, true},
		{"compile off unless stated; FP8 ROW: float8 linears + compile", RecomputeSelective, 0, false, true},
		{"Inferred: compile setting (not stated)", RecomputeSelective, 0, false, false},
		{"FP8 ROW (Transformer Engine FP8)", RecomputeSelective, 0, false, true},
	} {
		got := row(c.notes, nil)
		if got.task.Recompute != c.recompute || got.task.RecomputeEvery != c.every || got.task.ChunkedLoss != c.chunked || got.task.Compile != c.compile {
			t.Errorf("%q: recompute %s every %d chunked %v compile %v, want %s %d %v %v", c.notes,
				got.task.Recompute, got.task.RecomputeEvery, got.task.ChunkedLoss, got.task.Compile, c.recompute, c.every, c.chunked, c.compile)
		}
		if got.notModelled != "" || got.measures != "device" {
			t.Errorf("%q: not modelled %q, measures %q (a file without the column and a source that is not torchtune reads nvidia-smi)", c.notes, got.notModelled, got.measures)
		}
	}
	if got := row("GBS 2048, TP4 PP8 CP1 VP6", map[string]string{"tp": "4", "pp": "4", "gpus": "512"}); got.task.VirtualPP != 6 || got.notModelled != "" {
		t.Errorf("VP6 CP1: virtual_pp %d, not modelled %q", got.task.VirtualPP, got.notModelled)
	}
	for _, notes := range []string{"TP8 CP2", "context parallelism 4 over the sequence", "a MoE model with 8 experts"} {
		got := row(notes, nil)
		if got.notModelled == "" || !strings.Contains(got.notModelled, "not modelled") {
			t.Errorf("%q: not reported as not modelled (%q)", notes, got.notModelled)
		}
	}
	if got := row("", map[string]string{"source": "pytorch/torchtune README"}); got.measures != "reserved" {
		t.Errorf("torchtune without a measures column: %q, want reserved", got.measures)
	}
}

// TestRecomputeSameDefinitionInMemoryAndTime: each recompute mode keeps
// less and re-runs more in the same order, and the FLOPs it adds are those
// of what it does not keep: full re-runs a forward, layer k=2 half the
// blocks, op the 2nd, 4th and 6th matmul of each block, selective the core
// attention only.
func TestRecomputeSameDefinitionInMemoryAndTime(t *testing.T) {
	base := memTask(t, "llama3.1-8b", func(t *Task) { t.ZeRO = 3; t.SeqLen = 8192 })
	m := base.Model
	L, h, kv, f, s := float64(m.Layers), float64(m.Hidden), float64(m.KVDim()), float64(m.FFN), float64(base.SeqLen)
	fwdLinear := 2 * float64(m.NonEmbeddingParams())
	attnFwd := 4 * L * h * s
	for _, c := range []struct {
		mode  string
		extra float64
	}{
		{RecomputeNone, 0},
		{RecomputeSelective, attnFwd},
		{RecomputeLayer, 0.5 * (fwdLinear + attnFwd)},
		{RecomputeOp, 2 * L * (h*kv + h*h + h*f)},
		{RecomputeFull, fwdLinear + attnFwd},
	} {
		task := base
		task.Recompute = c.mode
		task = task.Normalize()
		fc := countFLOPs(task)
		if got := fc.hardware - fc.model; abs(got-c.extra) > 1e-6*c.extra+1 {
			t.Errorf("%s: recompute FLOPs/token %.4g, want %.4g", c.mode, got, c.extra)
		}
	}
	// What each mode keeps falls strictly from none to layer, op and full;
	// speed falls from none to either partial mode to full (op and layer
	// k=2 cost about the same: torchtitan measured 2973 and 2904 tok/s for
	// Llama 3 8B on A100).
	held := map[string]float64{}
	speed := map[string]float64{}
	for _, mode := range []string{RecomputeNone, RecomputeLayer, RecomputeOp, RecomputeFull} {
		task := base
		task.Recompute = mode
		task = task.Normalize()
		held[mode], _ = m.layerActs(task, L)
		speed[mode] = estimateTask(t, task).TokensPerS
	}
	if !(held[RecomputeNone] > held[RecomputeLayer] && held[RecomputeLayer] > held[RecomputeOp] && held[RecomputeOp] > held[RecomputeFull]) {
		t.Errorf("kept per token: %v", held)
	}
	for _, partial := range []string{RecomputeLayer, RecomputeOp} {
		if !(speed[RecomputeNone] > speed[partial] && speed[partial] > speed[RecomputeFull]) {
			t.Errorf("tokens/s: %v", speed)
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// TestRowsFromSourceAndNotes: the stack comes from the source column, and
// variable-length batches, activation offload, a power cap and the
// attention kernel from the notes, by the same rules for every row.
func TestRowsFromSourceAndNotes(t *testing.T) {
	base := func() Task {
		return Task{Model: Model{Layers: 2, Hidden: 64, Heads: 2, FFN: 128, Vocab: 100}, GPU: "H100-80G-SXM"}.Normalize()
	}
	for _, c := range []struct {
		source, notes string
		stack         string
		varLen        bool
		offload       string
		watts         int
		kernel        string
	}{
		{"Lightning-AI/litgpt tutorials/resource-tables.md", "lora.py forces that sample into iteration 0 and pads the batch to it", StackLitGPT, true, OffloadNone, 0, ""},
		{"modelscope/ms-swift docs/source_en/LLM/Benchmark.md", "truncated to max_length (truncation_left)", StackHF, true, OffloadNone, 0, ""},
		{"AnswerDotAI/fsdp_qlora benchmarks", "Dummy dataset so every sample is full context_length; truncated", "", false, OffloadNone, 0, ""},
		{"pytorch/torchtune README.md", "dataset.packed=True, enable_activation_offloading=True", StackTorchtune, false, OffloadActivations, 0, ""},
		{"hpcaitech/ColossalAI-Pytorch-lightning benchmark/gpt/README.md", "fp16", StackColossalAI, false, OffloadNone, 0, ""},
		{"NVIDIA-NeMo/Megatron-Bridge docs", "", StackMegatron, false, OffloadNone, 0, ""},
		{"NVIDIA-NeMo/Automodel docs", "HF model with Transformer Engine kernels", "", false, OffloadNone, 0, AttentionFused},
		{"pytorch/torchtitan benchmarks", "Grand Teton H100 96GB HBM2e 500W, 8/node", StackTorchtitan, false, OffloadNone, 500, ""},
		{"mosaicml/llm-foundry README + submit_benchmarks.py (attn_impl triton)", "Triton flash attention.", "", false, OffloadNone, 0, AttentionTriton},
	} {
		task := base()
		applySource(&task, c.source, c.notes)
		if task.Compile {
			t.Errorf("%q: compile set", c.source)
		}
		if task.Stack != c.stack || task.VariableLength != c.varLen || task.Offload != c.offload || task.PowerLimitW != c.watts || task.AttentionKernel != c.kernel {
			t.Errorf("%q / %q: stack %q variable %v offload %q watts %d kernel %q; want %q %v %q %d %q", c.source, c.notes,
				task.Stack, task.VariableLength, task.Offload, task.PowerLimitW, task.AttentionKernel, c.stack, c.varLen, c.offload, c.watts, c.kernel)
		}
	}
	tt := base()
	tt.Recompute = RecomputeSelective
	applySource(&tt, "pytorch/torchtitan benchmarks/llama3_h100_202412_torchtitan.md", "no compile")
	if tt.Recompute != RecomputeOp {
		t.Errorf("torchtitan selective: recompute %q, want op (its per-op policy)", tt.Recompute)
	}
	ms := base()
	applySource(&ms, "mindspore-ai/docs docs/mindformers/docs/source_zh_cn/start/models.md", "MindSpore MindFormers on one Atlas 800T A2")
	if !ms.Compile {
		t.Errorf("MindFormers row: compile off, want on (graph mode fuses the elementwise ops)")
	}
}
