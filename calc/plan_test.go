package calc

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/msg"
)

// planOffers are six offers across card sizes (24 to 141 GB), NVLink and
// PCIe machines, one to several machines (or an unstated count) and price
// units (per card-hour, per machine-hour, per machine-month, a minimum).
func planOffers() []Offer {
	base := func(id int64, gpu string, gpn, nodes int, price float64, unit, intra, inter string, gbps float64) Offer {
		return Offer{ID: id, Vendor: fmt.Sprintf("v%d", id), Offer: gpu, GPU: gpu, GPUsPerNode: gpn, Nodes: nodes,
			Price: price, PriceUnit: unit, PriceKnown: true, Currency: "CNY", Intra: intra, Inter: inter, InterGbps: gbps,
			StorageKnown: true, StoragePerGBMonth: 0.35, EgressKnown: true, EgressPerGB: 0.8,
			ResumeSupported: bptr(true), Compensation: Compensation{Kind: CompNone}}
	}
	minimum := base(3, "A800-80G-SXM", 8, 2, 9, "gpu_hour", "nvlink", "ib", 800)
	minimum.MinHours = 72
	return []Offer{
		base(1, "RTX4090-24G", 8, 4, 1.9, "gpu_hour", "pcie", "ethernet", 100),
		base(2, "L40S-48G", 4, 2, 30, "node_hour", "pcie", "roce", 200),
		minimum,
		base(4, "H100-80G-PCIe", 8, 1, 160000, "node_month", "pcie", "none", 0),
		base(5, "H200-141G", 8, 0, 16, "gpu_hour", "nvlink", "ib", 3200),
		base(6, "H20-96G", 8, 1, 7, "gpu_hour", "unknown", "unknown", 0),
	}
}

// planGridTasks span 1B to 70B, full/LoRA/QLoRA and seq 2K to 32K, typed
// with no memory savings; some leave the GPU count open, some give one.
func planGridTasks(t *testing.T) []Task {
	var out []Task
	for _, id := range []string{"llama3.2-1b", "llama2-7b", "qwen2.5-14b", "qwen2.5-32b", "llama3.1-70b"} {
		m, ok := Preset(id)
		if !ok {
			t.Fatalf("no preset %s", id)
		}
		for _, method := range []string{MethodFull, MethodLoRA, MethodQLoRA} {
			for i, seq := range []int{2048, 8192, 32768} {
				task := Task{Name: id, ModelID: m.ID, Model: m, Method: method, SeqLen: seq, MicroBatch: 2, GradAccum: 8, Tokens: 2e8}
				if i == 1 {
					task.GPUs, task.MicroBatch, task.GradAccum = 8, 1, 4
				}
				task = task.Normalize()
				if err := task.Validate(); err != nil {
					t.Fatal(err)
				}
				out = append(out, task)
			}
		}
	}
	return out
}

// bruteForceFits searches the planner's whole space without its pruning:
// whether any configuration keeping seqs sequences per step fits g in
// machines of gpn cards with at most capGPUs cards (0: no limit).
func bruteForceFits(task Task, seqs int, g GPU, gpn, capGPUs int) (planConfig, bool) {
	pl := &planner{typed: task, seqs: seqs, mem: map[planConfig]MemoryBreakdown{}}
	limit := planMaxGPUs
	if capGPUs > 0 {
		limit = capGPUs
	}
	for tp := 1; tp <= gpn; tp *= 2 {
		if gpn%tp != 0 || task.Model.Heads%tp != 0 || (task.Model.KVHeads%tp != 0 && tp%task.Model.KVHeads != 0) {
			continue
		}
		for pp := 1; tp*pp <= gpn && pp <= task.Model.Layers; pp *= 2 {
			for dp := 1; dp <= seqs && tp*pp*dp <= limit; dp++ {
				if seqs%dp != 0 {
					continue
				}
				for mb := 1; mb <= seqs/dp; mb++ {
					if (seqs/dp)%mb != 0 {
						continue
					}
					for zero := 0; zero <= 3; zero++ {
						for rc := range planRecompute {
							for off := range planOffload {
								c := planConfig{tp: tp, pp: pp, dp: dp, mb: mb, ga: seqs / dp / mb, zero: zero, recompute: rc, offload: off}
								if offloadAllowed(zero, off) && pl.fits(c, g, gpn) {
									return c, true
								}
							}
						}
					}
				}
			}
		}
	}
	return planConfig{}, false
}

func near2(a, b float64) bool { return math.Abs(a-b) <= 0.02*math.Max(math.Abs(a), math.Abs(b)) }

// TestPlanGrid: over tasks × offers, every planned row is a complete
// TASK.json that estimate reproduces (fit, memory, tokens/s within 2%, the
// same tokens per optimizer step), keeps the job (model, sequence, method,
// precision, optimizer, tokens), fits with the error band and within the
// quote's machines; a row without a plan has a reason, and an exhaustive
// search confirms no configuration fits there; a plan never costs more
// than the task as typed where that fits.
func TestPlanGrid(t *testing.T) {
	cat := Catalogue()
	offers := planOffers()
	planned, noPlan, kept := 0, 0, 0
	for _, task := range planGridTasks(t) {
		typedEst := EstimateTask(task, cat)
		name := fmt.Sprintf("%s %s seq %d gpus %d", task.Name, task.Method, task.SeqLen, task.GPUs)
		asTyped := map[int64]QuoteCost{}
		for _, r := range Rank(task, offers, cat, CostOptions{AsTyped: true}) {
			asTyped[r.QuoteID] = r
		}
		for _, r := range Rank(task, offers, cat, CostOptions{}) {
			o := offers[r.QuoteID-1]
			g, _ := LookupGPU(o.GPU)
			at := asTyped[r.QuoteID]
			where := name + " on " + o.GPU
			if r.Plan == nil {
				if !r.Fits {
					noPlan++
					if r.NoPlan.IsZero() || r.Reason == "" {
						t.Errorf("%s: no plan and no reason", where)
					}
					capGPUs := o.Nodes * o.GPUsPerNode
					if c, ok := bruteForceFits(task, int(typedEst.Throughput.TokensPerStep)/task.SeqLen, g, o.GPUsPerNode, capGPUs); ok {
						t.Errorf("%s: no plan, but %+v fits", where, c)
					}
				} else {
					kept++
					if at.Cost.Total != r.Cost.Total || at.GPUs != r.GPUs {
						t.Errorf("%s: no plan, but the row differs from the task as typed", where)
					}
				}
				continue
			}
			planned++
			p := r.Plan
			if !r.Fits || !r.Complete || len(p.Changes) == 0 {
				t.Errorf("%s: planned row fits=%v complete=%v changes=%v", where, r.Fits, r.Complete, p.Changes)
			}
			if at.Fits && planFits(at.Memory, g) && !(r.Cost.Total < at.Cost.Total*(1-planMinSaving)) {
				t.Errorf("%s: plan %.0f is not clearly cheaper than as typed %.0f", where, r.Cost.Total, at.Cost.Total)
			}
			if v := MemoryVerdict(r.Memory, g); v.Status != VerdictFits {
				t.Errorf("%s: %.1f GiB is %s on %s with the error band", where, float64(r.Memory.Total)/GiB, v.Status, g.ID)
			}
			if o.Nodes > 0 && r.Nodes > o.Nodes {
				t.Errorf("%s: plan takes %d machines, the quote has %d", where, r.Nodes, o.Nodes)
			}
			// The plan's task, as a file, through estimate.
			js, err := json.Marshal(p.Task)
			if err != nil {
				t.Fatal(err)
			}
			pt, err := ParseTask(js)
			if err != nil {
				t.Errorf("%s: plan task does not parse: %v\n%s", where, err, js)
				continue
			}
			e := EstimateTask(pt, cat)
			if !e.Fits || e.GPUs != r.GPUs || e.Memory.Total != r.Memory.Total {
				t.Errorf("%s: estimate of the plan: fits %v, %d GPUs, %d B; row: %d GPUs, %d B", where, e.Fits, e.GPUs, e.Memory.Total, r.GPUs, r.Memory.Total)
			}
			if !near2(e.Throughput.TokensPerS, r.TokensPerS) {
				t.Errorf("%s: estimate %.0f tokens/s, row %.0f", where, e.Throughput.TokensPerS, r.TokensPerS)
			}
			if e.Throughput.TokensPerStep != typedEst.Throughput.TokensPerStep {
				t.Errorf("%s: %g tokens per step, typed %g", where, e.Throughput.TokensPerStep, typedEst.Throughput.TokensPerStep)
			}
			if pt.SeqLen != task.SeqLen || pt.Method != task.Method || pt.Precision != task.Precision || pt.Optimizer != task.Optimizer ||
				pt.LoRARank != task.LoRARank || pt.LoRATargets != task.LoRATargets || pt.Tokens != task.Tokens ||
				pt.Model.Layers != task.Model.Layers || pt.Model.Hidden != task.Model.Hidden || pt.FlashAttention() != task.FlashAttention() {
				t.Errorf("%s: the plan changed the job: %s", where, js)
			}
		}
	}
	t.Logf("%d planned rows, %d kept as typed, %d without a plan", planned, kept, noPlan)
	if planned < 50 || noPlan < 5 {
		t.Errorf("grid too easy: %d planned, %d without a plan", planned, noPlan)
	}
}

// TestPlanIsCheapest compares the planner's pick with every configuration
// of its space priced one by one as typed tasks (no pruning, no frontier):
// none that fits with the band is cheaper.
func TestPlanIsCheapest(t *testing.T) {
	offers := planOffers()
	cases := []struct {
		model, method string
		seq           int
		offer         int
	}{
		{"llama2-7b", MethodFull, 2048, 0},     // 4090 boxes, per card-hour
		{"llama2-7b", MethodFull, 8192, 1},     // L40S, per machine-hour
		{"qwen2.5-14b", MethodLoRA, 8192, 4},   // H200, machines not stated
		{"qwen2.5-32b", MethodQLoRA, 32768, 3}, // H100 PCIe, per machine-month
	}
	for _, c := range cases {
		m, _ := Preset(c.model)
		task := Task{ModelID: m.ID, Model: m, Method: c.method, SeqLen: c.seq, MicroBatch: 2, GradAccum: 8, Tokens: 2e8}.Normalize()
		o := offers[c.offer]
		g, _ := LookupGPU(o.GPU)
		got := CostForOffer(task, o, nil, CostOptions{})
		seqs := 16
		pl := &planner{typed: task, seqs: seqs, mem: map[planConfig]MemoryBreakdown{}}
		bestTotal, bestCfg := math.Inf(1), planConfig{}
		for tp := 1; tp <= o.GPUsPerNode; tp *= 2 {
			if m.Heads%tp != 0 || (m.KVHeads%tp != 0 && tp%m.KVHeads != 0) {
				continue
			}
			for pp := 1; tp*pp <= o.GPUsPerNode; pp *= 2 {
				for _, dp := range []int{1, 2, 4, 8, 16} {
					if o.Nodes > 0 && tp*pp*dp > o.Nodes*o.GPUsPerNode {
						continue
					}
					for _, mb := range []int{1, 2, 4, 8, 16} {
						if mb > seqs/dp {
							continue
						}
						for zero := 0; zero <= 3; zero++ {
							for rc := range planRecompute {
								for off := range planOffload {
									cfg := planConfig{tp: tp, pp: pp, dp: dp, mb: mb, ga: seqs / dp / mb, zero: zero, recompute: rc, offload: off}
									if !offloadAllowed(zero, off) || !pl.fits(cfg, g, o.GPUsPerNode) {
										continue
									}
									q := CostForOffer(cfg.apply(task), o, nil, CostOptions{AsTyped: true})
									if q.Complete && q.Cost.Total < bestTotal {
										bestTotal, bestCfg = q.Cost.Total, cfg
									}
								}
							}
						}
					}
				}
			}
		}
		name := fmt.Sprintf("%s %s seq %d on %s", c.model, c.method, c.seq, o.GPU)
		if math.IsInf(bestTotal, 1) || !got.Complete || got.Plan == nil {
			t.Errorf("%s: exhaustive best %g, planner complete=%v plan=%v", name, bestTotal, got.Complete, got.Plan != nil)
			continue
		}
		if got.Cost.Total > bestTotal*(1+1e-9) {
			t.Errorf("%s: planner %.2f (%+v), exhaustive %.2f (%+v)", name, got.Cost.Total, got.Plan.Task, bestTotal, bestCfg)
		}
	}
}

// TestPlanMonthlyBillingBeatsFaster: on a per-machine-month quote a job
// typed for 16 cards that one machine finishes inside a month is planned on
// one machine: slower, and half the bill.
func TestPlanMonthlyBillingBeatsFaster(t *testing.T) {
	m, _ := Preset("llama2-7b")
	task := Task{ModelID: m.ID, Model: m, Method: MethodLoRA, GPUs: 16, MicroBatch: 2, GradAccum: 8}.Normalize()
	o := offerA800Month()
	typed := CostForOffer(task, o, nil, CostOptions{AsTyped: true})
	task.Tokens = typed.TokensPerS * 3600 * 300 // 300 h on two machines
	typed = CostForOffer(task, o, nil, CostOptions{AsTyped: true})
	got := CostForOffer(task, o, nil, CostOptions{})
	if typed.Nodes != 2 || typed.BilledHours != 720 {
		t.Fatalf("as typed: %d machines, %g h billed", typed.Nodes, typed.BilledHours)
	}
	if got.Plan == nil || got.Nodes != 1 || got.BilledHours != 720 {
		t.Fatalf("planned: %d machines for %g h (%g billed), plan %v", got.Nodes, got.Hours, got.BilledHours, got.Plan)
	}
	if !(got.TokensPerS < typed.TokensPerS) || !(got.Cost.Total < 0.6*typed.Cost.Total) {
		t.Errorf("plan %.0f tokens/s for %.0f, as typed %.0f tokens/s for %.0f", got.TokensPerS, got.Cost.Total, typed.TokensPerS, typed.Cost.Total)
	}
	if got.Plan.Effect.Key != "plan.effect.slower" || got.Plan.SpeedVsTyped >= 1 {
		t.Errorf("effect %v (%.2f), want slower", got.Plan.Effect, got.Plan.SpeedVsTyped)
	}
	if !slicesContainKey(got.Plan.Changes, "plan.change.gpus") {
		t.Errorf("changes %v do not name the GPU count", got.Plan.Changes)
	}
	// Per card-hour the same plan would save nothing: the task stays as typed.
	h := offerH20Hour()
	h.Nodes = 2
	if q := CostForOffer(task, h, nil, CostOptions{}); q.Plan != nil && q.GPUs < 16 && !(q.Cost.Total < 0.98*CostForOffer(task, h, nil, CostOptions{AsTyped: true}).Cost.Total) {
		t.Errorf("hourly quote planned onto %d cards without saving 2%%", q.GPUs)
	}
}

func slicesContainKey(ms []msg.Msg, key string) bool {
	for _, m := range ms {
		if m.Key == key {
			return true
		}
	}
	return false
}

// TestPlanHoursOverrideKeepsCount: an hours what-if belongs to the GPU
// count it was typed with; a plan may change how the job fits, not that.
func TestPlanHoursOverrideKeepsCount(t *testing.T) {
	m, _ := Preset("qwen2.5-7b")
	task := Task{ModelID: m.ID, Model: m, GPUs: 16, MicroBatch: 2, GradAccum: 8, Hours: 100, Tokens: 1e9}.Normalize()
	q := CostForOffer(task, offerH20Hour(), nil, CostOptions{})
	if q.Plan == nil || q.GPUs != 16 || q.Hours != 100 {
		t.Fatalf("7B full with no ZeRO on 16 H20 for 100 h: plan %v on %d GPUs for %g h", q.Plan != nil, q.GPUs, q.Hours)
	}
	if q.Plan.Task.Hours != 100 || q.Plan.Task.GPUs != 16 {
		t.Errorf("plan task %+v", q.Plan.Task)
	}
}

// TestPlanCarriesTheBenchmark: a quote's benchmark measured the task as
// typed; a planned configuration gets that speed carried over by the
// throughput model's ratio (the same rule as for another GPU count).
func TestPlanCarriesTheBenchmark(t *testing.T) {
	m, _ := Preset("llama2-7b")
	task := Task{ModelID: m.ID, Model: m, Method: MethodLoRA, GPUs: 16, MicroBatch: 2, GradAccum: 8}.Normalize()
	o := offerA800Month()
	o.MeasuredTokensPerSPerGPU = 2500
	typed := CostForOffer(task, o, nil, CostOptions{AsTyped: true})
	task.Tokens = typed.TokensPerS * 3600 * 300
	q := CostForOffer(task, o, nil, CostOptions{})
	if q.Plan == nil || q.ThroughputSource != SourceBenchmark || q.GPUs == 16 {
		t.Fatalf("plan %v, source %s, %d GPUs", q.Plan != nil, q.ThroughputSource, q.GPUs)
	}
	g, _ := LookupGPU(o.GPU)
	at := func(x Task, n int) float64 {
		x.GPU, x.GPUs, x.GPUsPerNode = g.ID, n, 8
		x.IntraNode, x.InterNode, x.InterGbps = "nvlink", "ib", 800
		return EstimateThroughput(x, g, n, TaskInterconnect(x, g)).TokensPerSPerGPU
	}
	want := 2500 * at(q.Plan.Task, q.GPUs) / at(task, 16)
	if !near(q.TokensPerSPerGPU, want) {
		t.Errorf("planned %.1f tokens/s/GPU, want 2500 × model ratio = %.1f", q.TokensPerSPerGPU, want)
	}
	if !q.HasWarning(WarnBenchmarkScaled) {
		t.Errorf("no note that the benchmark was carried over: %v", q.Warnings)
	}
}

// TestPlanNoPlanReasons: each limit that leaves no plan is named.
func TestPlanNoPlanReasons(t *testing.T) {
	offer := func(gpu string, gpn, nodes int) Offer {
		return Offer{ID: 1, GPU: gpu, GPUsPerNode: gpn, Nodes: nodes, Price: 1, PriceUnit: "gpu_hour", PriceKnown: true,
			Currency: "CNY", Intra: "pcie", Inter: "ib", InterGbps: 200}
	}
	cases := []struct {
		model        string
		seq, mb, ga  int
		o            Offer
		key          string
		args         []any
		reasonPrefix string
	}{
		{"llama3.1-70b", 2048, 2, 8, offer("H20-96G", 8, 1), "plan.none.capacity", []any{32, 4, 8, 1}, "plan.none.capacity"},
		{"llama3.1-70b", 8192, 1, 1, offer("RTX4090-24G", 8, 0), "plan.none.batch", nil, "plan.none.batch"},
		{"llama2-7b", 262144, 1, 1, offer("RTX4090-24G", 1, 0), "plan.none.machine", nil, "plan.none.machine"},
		{"qwen2.5-32b", 262144, 1, 1, offer("T4-16G", 2, 0), "plan.none.layer", nil, "plan.none.layer"},
	}
	for _, c := range cases {
		m, _ := Preset(c.model)
		task := Task{ModelID: m.ID, Model: m, SeqLen: c.seq, MicroBatch: c.mb, GradAccum: c.ga, Tokens: 1e9}.Normalize()
		q := CostForOffer(task, c.o, nil, CostOptions{})
		name := fmt.Sprintf("%s seq %d on %d×%s", c.model, c.seq, c.o.GPUsPerNode, c.o.GPU)
		if q.Fits || q.Plan != nil || q.NoPlan.Key != c.key {
			t.Errorf("%s: fits %v, reason %v, want %s", name, q.Fits, q.NoPlan, c.key)
			continue
		}
		if c.args != nil && fmt.Sprint(q.NoPlan.Args) != fmt.Sprint(c.args) {
			t.Errorf("%s: %v, want %v", name, q.NoPlan.Args, c.args)
		}
		// The row's reason and its does_not_fit warning say the same.
		if !strings.HasPrefix(q.Reason, c.reasonPrefix) && q.Reason != q.NoPlan.In("en") {
			t.Errorf("%s: reason %q", name, q.Reason)
		}
		n := 0
		for _, w := range q.Warnings {
			if w.Code == WarnDoesNotFit {
				n++
				if w.Text != q.Reason {
					t.Errorf("%s: warning %q, reason %q", name, w.Text, q.Reason)
				}
			}
		}
		if n != 1 {
			t.Errorf("%s: %d does_not_fit warnings", name, n)
		}
		if q := CostForOffer(task, c.o, nil, CostOptions{AsTyped: true}); !q.NoPlan.IsZero() {
			t.Errorf("%s: as typed, but a plan reason", name)
		}
	}
}

// TestPlanJSON: the contract's plan object, absent as typed.
func TestPlanJSON(t *testing.T) {
	m, _ := Preset("llama2-7b")
	task := Task{ModelID: m.ID, Model: m, MicroBatch: 2, GradAccum: 8, Tokens: 1e9}.Normalize()
	rows := Rank(task, []Offer{offerA800Month(), offerH20Hour()}, nil, CostOptions{})
	for _, r := range rows {
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var back struct {
			Plan *struct {
				Changes      []string        `json:"changes"`
				Effect       string          `json:"effect"`
				SpeedVsTyped *float64        `json:"speed_vs_typed"`
				Task         json.RawMessage `json:"task"`
			} `json:"plan"`
		}
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if back.Plan == nil || len(back.Plan.Changes) != len(r.Plan.Changes) || back.Plan.Effect == "" || back.Plan.SpeedVsTyped == nil {
			t.Fatalf("quote %d: plan %s", r.QuoteID, b)
		}
		if _, err := ParseTask(back.Plan.Task); err != nil {
			t.Errorf("quote %d: plan.task: %v", r.QuoteID, err)
		}
	}
	for _, r := range Rank(task, []Offer{offerA800Month()}, nil, CostOptions{AsTyped: true}) {
		b, _ := json.Marshal(r)
		if strings.Contains(string(b), `"plan"`) {
			t.Errorf("as typed, the row has a plan: %s", b)
		}
	}
}

// TestPlanMessagesInCatalogue: every sentence the planner can say has a
// Chinese and an English text taking as many arguments as it is given.
func TestPlanMessagesInCatalogue(t *testing.T) {
	m, _ := Preset("llama2-7b")
	pl := &planner{typed: Task{ModelID: m.ID, Model: m, GPUs: 4}.Normalize()}
	var ms []msg.Msg
	for rc := range planRecompute {
		for off := range planOffload {
			ms = append(ms, pl.changes(planConfig{tp: 2, pp: 2, dp: 2, mb: 2, ga: 2, zero: 3, recompute: rc, offload: off}, 4)...)
		}
	}
	pl.typed.Recompute, pl.typed.Offload = RecomputeFull, OffloadOptimizerParams
	ms = append(ms, pl.changes(planConfig{tp: 1, pp: 1, dp: 1, mb: 1, ga: 1}, 0)...)
	pl.typed.GPUs = 0
	ms = append(ms, pl.changes(planConfig{tp: 1, pp: 1, dp: 2, mb: 1, ga: 1}, 4)...)
	ms = append(ms, speedEffect(0.5), speedEffect(1.01), speedEffect(2),
		msg.New("plan.none.capacity", 16, 2, 8, 1), msg.New("plan.none.batch", 16, 1), msg.New("plan.none.machine", 16, 8),
		msg.New("plan.none.layer", 24.0, 32768, 30.5, 8))
	p := Plan{Changes: ms[:2], Effect: speedEffect(0.5)}
	ms = append(ms, p.Summary())
	for _, lang := range []string{"zh", "en"} {
		b, err := os.ReadFile(filepath.Join("..", "assets", "i18n", lang, "plan.json"))
		if err != nil {
			t.Fatal(err)
		}
		var cat map[string]string
		if err := json.Unmarshal(b, &cat); err != nil {
			t.Fatal(err)
		}
		var check func(m msg.Msg)
		check = func(m msg.Msg) {
			f, ok := cat[m.Key]
			if !ok {
				t.Errorf("%s: no %q", lang, m.Key)
				return
			}
			if n := strings.Count(f, "%") - 2*strings.Count(f, "%%"); n != len(m.Args) {
				t.Errorf("%s %q: %d verbs for %d arguments", lang, m.Key, n, len(m.Args))
			}
			for _, a := range m.Args {
				if n, ok := a.(msg.Msg); ok {
					check(n)
				}
			}
		}
		for _, m := range ms {
			check(m)
		}
	}
}
