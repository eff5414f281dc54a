package calc

import (
	"encoding/json"
	"fmt"
	"math"
	"testing"
)

// llama2_13b is Llama 2 13B (config.json of the release), built inline.
var llama2_13b = Model{Layers: 40, Hidden: 5120, Heads: 40, KVHeads: 40, FFN: 13824, Vocab: 32000, MLP: MLPSwiGLU}

func gpuOrFail(t testing.TB, id string) GPU {
	t.Helper()
	g, ok := LookupGPU(id)
	if !ok {
		t.Fatalf("no GPU %q in the catalogue", id)
	}
	return g
}

func presetOrFail(t testing.TB, id string) Model {
	t.Helper()
	m, ok := Preset(id)
	if !ok {
		t.Fatalf("no preset %q", id)
	}
	return m
}

// estimate normalizes the task and runs the model on its own interconnect.
func estimateTask(t testing.TB, task Task) Throughput {
	t.Helper()
	task = task.Normalize()
	if err := task.Validate(); err != nil {
		t.Fatalf("task: %v", err)
	}
	g := gpuOrFail(t, task.GPU)
	return EstimateThroughput(task, g, task.GPUs, TaskInterconnect(task, g))
}

// The article: the same "8卡A800整机" with and without NVLink can differ in
// training speed by nearly 2×. With ZeRO-3 the per-micro-step gathers are
// fixed while the compute grows with the micro-batch, so the ratio falls
// with micro_batch; across 1..4 it brackets the article's figure.
func TestArticleNVLinkVsPCIe(t *testing.T) {
	ratios := make([]float64, 0, 4)
	logProduct := 0.0
	for mb := 1; mb <= 4; mb++ {
		base := Task{Model: llama2_13b, ZeRO: 3, MicroBatch: mb, SeqLen: 2048, GPU: "A800-80G-SXM", GPUs: 8}
		nv, pc := base, base
		nv.IntraNode, pc.IntraNode = IntraNVLink, IntraPCIe
		a, b := estimateTask(t, nv), estimateTask(t, pc)
		r := a.TokensPerS / b.TokensPerS
		t.Logf("13B ZeRO-3 8×A800 mb=%d: NVLink %.0f tok/s (comm %.2f s, exposed %.2f s), PCIe %.0f tok/s (comm %.2f s, exposed %.2f s, bound %s): %.2f×",
			mb, a.TokensPerS, a.CommTimeS, a.ExposedCommS, b.TokensPerS, b.CommTimeS, b.ExposedCommS, b.Bound, r)
		if r <= 1 {
			t.Errorf("mb=%d: PCIe (%.0f tok/s) is not slower than NVLink (%.0f tok/s)", mb, b.TokensPerS, a.TokensPerS)
		}
		if len(ratios) > 0 && r > ratios[len(ratios)-1]+1e-9 {
			t.Errorf("mb=%d: ratio %.2f rose with the micro-batch (was %.2f)", mb, r, ratios[len(ratios)-1])
		}
		ratios = append(ratios, r)
		logProduct += math.Log(r)
	}
	gm := math.Exp(logProduct / float64(len(ratios)))
	t.Logf("NVLink/PCIe ratio over micro_batch 1..4: %.2f (geometric mean)", gm)
	if gm < 1.5 || gm > 2.5 {
		t.Errorf("geometric-mean NVLink/PCIe ratio %.2f outside [1.5, 2.5]", gm)
	}
	if r := ratios[1]; r < 1.5 || r > 2.5 {
		t.Errorf("micro_batch 2: NVLink/PCIe ratio %.2f outside [1.5, 2.5]", r)
	}
}

// A 7B full fine-tune spread over 4 nodes on 25 Gbps Ethernet waits on the
// network whatever the ZeRO stage.
func TestArticleSlowEthernetIsNetworkBound(t *testing.T) {
	for zero := 0; zero <= 3; zero++ {
		task := Task{Model: presetOrFail(t, "llama2-7b"), ZeRO: zero, MicroBatch: 2, SeqLen: 2048, GradAccum: 4,
			GPU: "A800-80G-SXM", GPUs: 32, GPUsPerNode: 8, InterNode: InterEther, InterGbps: 25}
		r := estimateTask(t, task)
		t.Logf("7B ZeRO-%d 4×8 A800 on 25 GbE: %.0f tok/s/GPU, step %.1f s, compute %.1f s, exposed comm %.1f s (%.0f%%), bound %s",
			zero, r.TokensPerSPerGPU, r.StepTimeS, r.ComputeTimeS, r.ExposedCommS, 100*r.CommShare, r.Bound)
		if r.Bound != BoundNetwork {
			t.Errorf("ZeRO-%d: bound %q, want %q", zero, r.Bound, BoundNetwork)
		}
	}
}

// The article: "多卡并行带来的通信开销，有时候会让总训练时间不降反升". Going
// from one 8-GPU node to two on slow Ethernet makes the job slower and
// dearer.
func TestArticleMoreGPUsCanCostMore(t *testing.T) {
	base := Task{Model: presetOrFail(t, "llama2-7b"), ZeRO: 2, MicroBatch: 2, SeqLen: 2048, GradAccum: 4,
		GPU: "A800-80G-SXM", GPUsPerNode: 8, InterNode: InterEther, InterGbps: 25, Tokens: 1e9}
	one, two := base, base
	one.GPUs, two.GPUs = 8, 16
	a, b := estimateTask(t, one), estimateTask(t, two)
	ha, hb := TrainingHours(one, a), TrainingHours(two, b)
	t.Logf("8 GPUs / 1 node: %.0f tok/s/GPU, %.1f h, %.0f GPU-h; 16 GPUs / 2 nodes on 25 GbE: %.0f tok/s/GPU, %.1f h, %.0f GPU-h",
		a.TokensPerSPerGPU, ha, 8*ha, b.TokensPerSPerGPU, hb, 16*hb)
	if 16*hb <= 8*ha {
		t.Errorf("GPU-hours fell from %.0f to %.0f; the slow network should make them rise", 8*ha, 16*hb)
	}
	if hb <= ha {
		t.Errorf("wall-clock fell from %.1f h to %.1f h; on 25 GbE the second node should not help", ha, hb)
	}
	// On a proper fabric the second node pays for itself.
	two.InterNode, two.InterGbps = InterIB, 1600
	c := estimateTask(t, two)
	hc := TrainingHours(two, c)
	t.Logf("16 GPUs / 2 nodes on IB 1600 Gbps: %.0f tok/s/GPU, %.1f h", c.TokensPerSPerGPU, hc)
	if hc >= ha {
		t.Errorf("with IB two nodes (%.1f h) should beat one (%.1f h)", hc, ha)
	}
}

// More gradient accumulation amortises the data-parallel traffic: it never
// lowers tokens/s.
func TestGradAccumNeverSlower(t *testing.T) {
	m7 := presetOrFail(t, "llama2-7b")
	cases := []Task{
		{Model: m7, ZeRO: 0, GPU: "A100-80G-SXM", GPUs: 16, InterNode: InterEther, InterGbps: 100},
		{Model: m7, ZeRO: 1, GPU: "H800-80G-SXM", GPUs: 32, InterNode: InterIB, InterGbps: 1600},
		{Model: m7, ZeRO: 2, GPU: "RTX4090-24G", GPUs: 8, Method: MethodLoRA},
		{Model: m7, ZeRO: 3, GPU: "A800-80G-PCIe", GPUs: 8},
		{Model: llama2_13b, ZeRO: 1, GPU: "H100-80G-SXM", GPUs: 32, TP: 2, PP: 4, InterNode: InterRoCE, InterGbps: 800},
		{Model: m7, ZeRO: 2, GPU: "L40S-48G", GPUs: 4, Offload: OffloadOptimizer},
	}
	for i, task := range cases {
		prev := 0.0
		for ga := 1; ga <= 64; ga *= 2 {
			task.GradAccum = ga
			r := estimateTask(t, task)
			if r.TokensPerS < prev*(1-1e-9) {
				t.Errorf("case %d: grad_accum %d gives %.1f tok/s, below %.1f at half of it", i, ga, r.TokensPerS, prev)
			}
			prev = r.TokensPerS
		}
	}
}

// A faster inter-node network is never slower.
func TestFasterNetworkNeverSlower(t *testing.T) {
	for _, zero := range []int{0, 1, 2, 3} {
		for _, fabric := range []string{InterEther, InterRoCE, InterIB} {
			prev := 0.0
			for _, gbps := range []float64{10, 25, 100, 200, 400, 800, 1600, 3200} {
				r := estimateTask(t, Task{Model: presetOrFail(t, "llama2-7b"), ZeRO: zero, GradAccum: 2,
					GPU: "H800-80G-SXM", GPUs: 16, InterNode: fabric, InterGbps: gbps})
				if r.TokensPerS < prev*(1-1e-9) {
					t.Errorf("ZeRO-%d %s %g Gbps: %.1f tok/s, slower than the slower network's %.1f", zero, fabric, gbps, r.TokensPerS, prev)
				}
				prev = r.TokensPerS
			}
		}
	}
	// IB beats Ethernet at the same wire speed.
	ib := estimateTask(t, Task{Model: presetOrFail(t, "llama2-7b"), ZeRO: 3, GPU: "H800-80G-SXM", GPUs: 16, InterNode: InterIB, InterGbps: 200})
	eth := estimateTask(t, Task{Model: presetOrFail(t, "llama2-7b"), ZeRO: 3, GPU: "H800-80G-SXM", GPUs: 16, InterNode: InterEther, InterGbps: 200})
	if ib.TokensPerS <= eth.TokensPerS {
		t.Errorf("IB 200 Gbps %.0f tok/s not faster than Ethernet 200 Gbps %.0f", ib.TokensPerS, eth.TokensPerS)
	}
}

func TestTrainingHours(t *testing.T) {
	task := Task{Model: presetOrFail(t, "llama3.1-8b"), ZeRO: 3, GPU: "H100-80G-SXM", GPUs: 8, Tokens: 2e9}
	r := estimateTask(t, task)
	got := TrainingHours(task, r)
	want := 2e9 / r.TokensPerS / 3600
	if math.Abs(got-want) > 1e-9*want {
		t.Errorf("TrainingHours = %g, want tokens/tps/3600 = %g", got, want)
	}
	t.Logf("8B on 8×H100, 2B tokens: %.0f tok/s, %.2f h", r.TokensPerS, got)
	task.Hours = 12.5
	if got := TrainingHours(task, r); got != 12.5 {
		t.Errorf("hours override: got %g, want 12.5", got)
	}
	task.Hours, task.Tokens = 0, 0
	if got := TrainingHours(task, r); got != 0 {
		t.Errorf("no tokens: got %g, want 0", got)
	}
}

// MFU in the output is model FLOPs over the peak; HFU adds recompute.
func TestMFUDefinitionsAndOverride(t *testing.T) {
	task := Task{Model: presetOrFail(t, "llama2-7b"), ZeRO: 3, MicroBatch: 4, Recompute: RecomputeFull, GPU: "A100-80G-SXM", GPUs: 8}
	r := estimateTask(t, task)
	g := gpuOrFail(t, "A100-80G-SXM")
	if got := r.ModelFLOPsPerToken * r.TokensPerSPerGPU / (g.BF16TFLOPS * 1e12); math.Abs(got-r.MFU) > 1e-9 {
		t.Errorf("MFU %g is not model FLOPs × tok/s/GPU / peak = %g", r.MFU, got)
	}
	if r.HFU <= r.MFU || r.HardwareFLOPsPerToken <= r.ModelFLOPsPerToken {
		t.Errorf("full recompute: HFU %.3f should exceed MFU %.3f", r.HFU, r.MFU)
	}
	if r.MFU < 0.3 || r.MFU > 0.65 {
		t.Errorf("MFU %.3f outside the published A100 range", r.MFU)
	}
	// 6N + 12·L·h·s + 6·h·V (PaLM App. B) for a full fine-tune.
	m := task.Normalize().Model
	want := 6*float64(m.NonEmbeddingParams()) + 12*float64(m.Layers*m.Hidden*2048) + 6*float64(m.Hidden*m.Vocab)
	if math.Abs(r.ModelFLOPsPerToken/want-1) > 1e-12 {
		t.Errorf("model FLOPs/token %g, want %g", r.ModelFLOPsPerToken, want)
	}

	// A user-given MFU replaces the efficiency: on one GPU with nothing to
	// communicate the output MFU is the input.
	one := Task{Model: presetOrFail(t, "llama2-7b"), Method: MethodLoRA, GPU: "A100-80G-SXM", GPUs: 1, MFU: 0.33}
	if o := estimateTask(t, one); math.Abs(o.MFU-0.33) > 1e-9 {
		t.Errorf("mfu override 0.33 gave MFU %.4f", o.MFU)
	}
	// mfu is end to end (contract): with ZeRO-3 traffic on 8 GPUs the
	// output MFU is still the input, the step's parts keep their shares.
	task.MFU = 0.2
	if o := estimateTask(t, task); math.Abs(o.MFU-0.2) > 1e-9 || o.TokensPerS >= r.TokensPerS ||
		math.Abs(o.CommShare-r.CommShare) > 1e-9 || math.Abs(o.ComputeTimeS+o.ExposedCommS+o.BubbleTimeS+o.OffloadTimeS-o.StepTimeS) > 1e-9*o.StepTimeS {
		t.Errorf("mfu override 0.2: MFU %.4f (want 0.2), %.0f tok/s (model: %.0f), comm share %.3f (model %.3f)", o.MFU, o.TokensPerS, r.TokensPerS, o.CommShare, r.CommShare)
	}
}

// Directions every estimate must respect.
func TestThroughputDirections(t *testing.T) {
	m7 := presetOrFail(t, "llama2-7b")
	base := Task{Model: m7, ZeRO: 3, MicroBatch: 2, GPU: "H100-80G-SXM", GPUs: 8}
	ref := estimateTask(t, base)
	with := func(f func(*Task)) Throughput { x := base; f(&x); return estimateTask(t, x) }

	fp8 := with(func(x *Task) { x.Precision = PrecisionFP8 })
	gain := fp8.TokensPerS / ref.TokensPerS
	t.Logf("fp8 over bf16 on H100: %.2f×", gain)
	if gain < 1.15 || gain > 1.5 {
		t.Errorf("fp8 speed-up %.2f×, expected about 1.3× (MosaicML), never 2×", gain)
	}
	full := with(func(x *Task) { x.Recompute = RecomputeFull })
	sel := with(func(x *Task) { x.Recompute = RecomputeSelective })
	if !(full.TokensPerS < sel.TokensPerS && sel.TokensPerS < ref.TokensPerS) {
		t.Errorf("recompute should cost time: none %.0f, selective %.0f, full %.0f", ref.TokensPerS, sel.TokensPerS, full.TokensPerS)
	}
	lora := with(func(x *Task) { x.Method = MethodLoRA })
	qlora := with(func(x *Task) { x.Method = MethodQLoRA })
	t.Logf("per token: full %.0f, LoRA %.0f, QLoRA %.0f tok/s/GPU", ref.TokensPerSPerGPU, lora.TokensPerSPerGPU, qlora.TokensPerSPerGPU)
	if !(lora.TokensPerS > ref.TokensPerS && qlora.TokensPerS < lora.TokensPerS) {
		t.Errorf("LoRA should beat full (%.0f vs %.0f) and QLoRA trail LoRA (%.0f)", lora.TokensPerS, ref.TokensPerS, qlora.TokensPerS)
	}
	if lora.ModelFLOPsPerToken >= ref.ModelFLOPsPerToken*0.75 {
		t.Errorf("LoRA model FLOPs %.3g should be about 4N/6N of full %.3g", lora.ModelFLOPsPerToken, ref.ModelFLOPsPerToken)
	}
	noFA := with(func(x *Task) { f := false; x.FlashAttn = &f; x.SeqLen = 4096 })
	fa := with(func(x *Task) { x.SeqLen = 4096 })
	if noFA.TokensPerS >= fa.TokensPerS {
		t.Errorf("without FlashAttention %.0f tok/s, with %.0f", noFA.TokensPerS, fa.TokensPerS)
	}
	a100 := with(func(x *Task) { x.GPU = "A100-80G-SXM" })
	if a100.TokensPerS >= ref.TokensPerS || a100.MFU <= ref.MFU {
		t.Errorf("A100 should be slower than H100 but at higher MFU: %.0f/%.3f vs %.0f/%.3f", a100.TokensPerS, a100.MFU, ref.TokensPerS, ref.MFU)
	}
	// Pipeline bubble (p−1)/m: more micro-batches, smaller share.
	pp := func(ga int) Throughput {
		return with(func(x *Task) { x.ZeRO, x.PP, x.GradAccum, x.GPUs = 1, 4, ga, 8 })
	}
	p1, p16 := pp(1), pp(16)
	if p1.Bound != BoundBubble || p16.BubbleShare >= p1.BubbleShare {
		t.Errorf("pp=4: bubble share %.2f (bound %s) at m=1, %.2f at m=16", p1.BubbleShare, p1.Bound, p16.BubbleShare)
	}
	if math.Abs(p16.BubbleTimeS/p16.ComputeTimeS-3.0/16) > 0.02 {
		t.Errorf("bubble/compute %.3f, want (p−1)/m = %.3f", p16.BubbleTimeS/p16.ComputeTimeS, 3.0/16)
	}
}

// ZeRO-Offload of a 7B full fine-tune on one 4090: the PCIe transfers and
// the CPU Adam step, not the GPU, set the pace.
func TestOffloadIsMemoryBound(t *testing.T) {
	for _, off := range []string{OffloadOptimizer, OffloadOptimizerParams} {
		zero := 2
		if off == OffloadOptimizerParams {
			zero = 3
		}
		r := estimateTask(t, Task{Model: presetOrFail(t, "llama2-7b"), ZeRO: zero, Offload: off, MicroBatch: 1, SeqLen: 1024,
			GPU: "RTX4090-24G", GPUs: 1})
		t.Logf("7B on 1×4090, ZeRO-%d offload %s: %.0f tok/s, offload %.2f s of %.2f s, bound %s",
			zero, off, r.TokensPerSPerGPU, r.OffloadTimeS, r.StepTimeS, r.Bound)
		if r.Bound != BoundMemory {
			t.Errorf("offload %s: bound %q, want %q", off, r.Bound, BoundMemory)
		}
	}
}

// Shares add up, the fields are finite and the JSON names follow the contract.
func TestThroughputFieldsAndJSON(t *testing.T) {
	r := estimateTask(t, Task{Model: llama2_13b, ZeRO: 1, TP: 2, PP: 2, GradAccum: 8, GPU: "H800-80G-SXM", GPUs: 32, InterNode: InterRoCE, InterGbps: 800})
	for name, v := range map[string]float64{"tokens_per_s": r.TokensPerS, "step": r.StepTimeS, "compute": r.ComputeTimeS, "comm": r.CommTimeS, "mfu": r.MFU, "efficiency": r.Efficiency} {
		if !(v > 0) || math.IsInf(v, 0) {
			t.Errorf("%s = %g, want positive and finite", name, v)
		}
	}
	if sum := r.ComputeTimeS + r.ExposedCommS + r.BubbleTimeS + r.OffloadTimeS; math.Abs(sum-r.StepTimeS) > 1e-9*r.StepTimeS {
		t.Errorf("parts add to %g, step is %g", sum, r.StepTimeS)
	}
	if r.ExposedCommS > r.CommTimeS+1e-12 || r.CommShare < 0 || r.CommShare > 1 || r.BubbleShare < 0 || r.BubbleShare > 1 {
		t.Errorf("exposed %g > total %g, or shares %g/%g out of [0,1]", r.ExposedCommS, r.CommTimeS, r.CommShare, r.BubbleShare)
	}
	if math.Abs(r.TokensPerSPerGPU*32-r.TokensPerS) > 1e-6*r.TokensPerS || r.DP != 8 || r.TokensPerStep != 2048*8*8 {
		t.Errorf("per-GPU %g ×32 ≠ %g, dp %d, tokens/step %g", r.TokensPerSPerGPU, r.TokensPerS, r.DP, r.TokensPerStep)
	}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var keys map[string]any
	if err := json.Unmarshal(b, &keys); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"tokens_per_s", "tokens_per_s_per_gpu", "mfu", "step_time_s", "comm_time_s"} {
		if _, ok := keys[k]; !ok {
			t.Errorf("JSON lacks contract field %q: %s", k, b)
		}
	}
}

func TestTaskInterconnect(t *testing.T) {
	a800 := gpuOrFail(t, "A800-80G-SXM")
	ic := TaskInterconnect(Task{GPUs: 16, GPUsPerNode: 8}, a800)
	if ic.Intra != IntraNVLink || ic.Inter != InterIB || ic.InterGbps <= 0 || len(ic.Assumed) != 2 {
		t.Errorf("A800, nothing stated, 2 nodes: %+v", ic)
	}
	if bus := ic.IntraBusGBps(a800); bus < 150 || bus > 170 {
		t.Errorf("A800 NVLink busbw %.0f GB/s, want 0.8 × 200 uni", bus)
	}
	if bus := ic.IntraBusGBps(gpuOrFail(t, "A100-80G-SXM")); bus < 220 || bus > 250 {
		t.Errorf("A100 NVLink busbw %.0f GB/s, want ~235 (nccl-tests)", bus)
	}
	// Stated fields are kept and nothing is assumed.
	ic = TaskInterconnect(Task{GPUs: 16, GPUsPerNode: 8, IntraNode: IntraPCIe, InterNode: InterRoCE, InterGbps: 400}, a800)
	if ic.Intra != IntraPCIe || ic.Inter != InterRoCE || ic.InterGbps != 400 || len(ic.Assumed) != 0 || !ic.P2P {
		t.Errorf("stated network not kept: %+v", ic)
	}
	// GeForce: no P2P, all-reduce through host memory at a few GB/s.
	g4090 := gpuOrFail(t, "RTX4090-24G")
	ic = TaskInterconnect(Task{GPUs: 8, GPUsPerNode: 8}, g4090)
	if ic.P2P || ic.Intra != IntraPCIe {
		t.Errorf("4090: %+v", ic)
	}
	if bus := ic.IntraBusGBps(g4090); bus < 4 || bus > 30 {
		t.Errorf("4090 busbw %.1f GB/s outside the measured 4-30 band", bus)
	}
	// A single-node job does not mention the inter-node network; a bigger
	// count given later to EstimateThroughput warns about it.
	task := Task{Model: presetOrFail(t, "llama2-7b"), ZeRO: 3, GPU: "H800-80G-SXM", GPUs: 8}.Normalize()
	g := gpuOrFail(t, task.GPU)
	ic = TaskInterconnect(task, g)
	for _, a := range ic.Assumed {
		if a == ic.interAssumption() {
			t.Errorf("single node but assumed: %q", a)
		}
	}
	r := EstimateThroughput(task, g, 16, ic)
	if len(r.Warnings) == 0 {
		t.Errorf("16 GPUs on an assumed network: no warning")
	}
	t.Logf("warnings: %q", r.Warnings)
}

// Hierarchical all-reduce: only bytes/g per GPU cross the NICs.
func TestCollectiveHierarchical(t *testing.T) {
	const s = 10 * GB
	if got := collective(s, 2, 8, 8, 200, 10); math.Abs(got-2*7.0/8*s/(200*GB)) > 1e-12 {
		t.Errorf("one node: %g", got)
	}
	want := 2 * 3.0 / 4 * s / 8 / (10 * GB) // 4 nodes × 8 GPUs at 10 GB/s per GPU
	if got := collective(s, 2, 32, 8, 200, 10); math.Abs(got-want) > 1e-12 {
		t.Errorf("4 nodes: %g, want %g", got, want)
	}
	if got := collective(s, 2, 1, 1, 200, 10); got != 0 {
		t.Errorf("one rank: %g", got)
	}
}

func ExampleEstimateThroughput() {
	task := Task{Model: llama2_13b, ZeRO: 3, MicroBatch: 2, SeqLen: 2048, GPU: "A800-80G-SXM", GPUs: 8, Tokens: 1e9}.Normalize()
	g, _ := LookupGPU(task.GPU)
	for _, intra := range []string{IntraNVLink, IntraPCIe} {
		task.IntraNode = intra
		r := EstimateThroughput(task, g, task.GPUs, TaskInterconnect(task, g))
		fmt.Printf("%-6s ~%.0f tokens/s, MFU %.0f%%, %s-bound, %.0f h for 1B tokens\n",
			intra, math.Round(r.TokensPerS/1000)*1000, 100*r.MFU, r.Bound, TrainingHours(task, r))
	}
	// Output:
	// nvlink ~19000 tokens/s, MFU 62%, compute-bound, 15 h for 1B tokens
	// pcie   ~9000 tokens/s, MFU 30%, network-bound, 31 h for 1B tokens
}

// TestTensorParallelOverlap: the backward's tensor-parallel collectives
// hide behind the weight-gradient GEMMs, the forward's do not; a frozen
// base (LoRA) has no weight gradient to hide behind. Exposed TP time is
// therefore below the total, and LoRA exposes a larger share of its TP
// traffic.
func TestTensorParallelOverlap(t *testing.T) {
	base := Task{Model: presetOrFail(t, "llama3.1-70b"), TP: 8, ZeRO: 1, GPU: "A800-80G-PCIe", GPUs: 8, IntraNode: IntraPCIe, MicroBatch: 1, SeqLen: 4096}
	full := estimateTask(t, base)
	lora := base
	lora.Method = MethodLoRA
	lo := estimateTask(t, lora)
	if !(full.ExposedCommS < full.CommTimeS) {
		t.Errorf("full fine-tune: exposed %.3f s of %.3f s TP traffic: nothing hidden", full.ExposedCommS, full.CommTimeS)
	}
	if lo.ExposedCommS/lo.CommTimeS <= full.ExposedCommS/full.CommTimeS {
		t.Errorf("LoRA exposes %.2f of its traffic, full %.2f: LoRA has no weight-gradient GEMM to hide behind", lo.ExposedCommS/lo.CommTimeS, full.ExposedCommS/full.CommTimeS)
	}
}
