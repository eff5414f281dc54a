package calc

import (
	"encoding/json"
	"fmt"
	"math"
	"testing"
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
			if float64(r.Memory.Total)*(1+planMemoryBand) > float64(g.MemoryBytes) {
				t.Errorf("%s: %.1f GiB does not fit %s with the error band", where, float64(r.Memory.Total)/GiB, g.ID)
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
