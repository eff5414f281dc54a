package calc

import (
	"fmt"
	"testing"
)

// benchOffers are n quotes spread over GPUs, price units, machine sizes and
// interconnects, as a large imported quote book would be.
func benchOffers(n int) []Offer {
	gpus := []string{"A800-80G-SXM", "H800-80G-SXM", "H20-96G", "A100-80G-SXM", "H100-80G-SXM", "L40S-48G", "RTX4090-24G", "L20-48G", "Ascend910B-64G", "H200-141G"}
	units := []string{"gpu_hour", "node_month", "gpu_day", "node_hour", "node_week", "gpu_month"}
	intra := []string{"nvlink", "pcie", "unknown"}
	inter := []string{"ib", "roce", "ethernet", "unknown"}
	gbps := []float64{100, 200, 400, 800}
	out := make([]Offer, n)
	for i := range out {
		u := units[i%len(units)]
		price := 2 + float64(i%17)
		if u == "node_month" || u == "gpu_month" {
			price *= 4000
		}
		out[i] = Offer{
			ID: int64(i + 1), Vendor: fmt.Sprintf("v%03d", i%97), GPU: gpus[i%len(gpus)], GPUsPerNode: 8, Nodes: 1 + i%8,
			Price: price, PriceUnit: u, PriceKnown: i%50 != 0, Currency: "CNY",
			Intra: intra[i%len(intra)], Inter: inter[(i/3)%len(inter)], InterGbps: gbps[(i/7)%len(gbps)],
			StorageKnown: i%3 != 0, StoragePerGBMonth: 0.35, EgressKnown: true, EgressPerGB: 0.8,
			MinHours: float64(i%4) * 24, Compensation: Compensation{Kind: CompSLATiers, Tiers: []SLATier{{99, 10}, {95, 25}}},
		}
	}
	return out
}

// BenchmarkRank1000 ranks 1,000 quotes for one task (Qwen2.5-7B full
// fine-tune, ZeRO-3, 10B tokens). Budget: < 50 ms per Rank, so the compare
// table and the what-if sliders redraw without a pause. MinGPUs, memory,
// interconnect and throughput are cached per distinct (GPU, count, machine
// size, links) inside Rank; the 1,000 quotes share about 130 estimates.
func BenchmarkRank1000(b *testing.B) {
	m, _ := Preset("qwen2.5-7b")
	task := Task{Model: m, ZeRO: 3, Tokens: 1e10, DatasetGB: 100, EgressGB: 20}.Normalize()
	offers := benchOffers(1000)
	opt := CostOptions{AsOf: "2026-11-10", AsTyped: true} // planning: BenchmarkPlan1000
	for b.Loop() {
		Rank(task, offers, nil, opt)
	}
}

func TestRankCachesEstimates(t *testing.T) {
	m, _ := Preset("qwen2.5-7b")
	task := Task{Model: m, ZeRO: 3, Tokens: 1e10}.Normalize()
	e := newEngine(task, nil)
	rows := e.rank(benchOffers(1000), CostOptions{})
	complete := 0
	for _, r := range rows {
		if r.Complete {
			complete++
		}
	}
	if complete < 850 { // 20 unpriced; the 100 RTX 4090 quotes cannot hold a 7B full fine-tune
		t.Errorf("only %d of 1000 quotes complete", complete)
	}
	if len(e.min) > 10 || len(e.est) > 400 {
		t.Errorf("caches not shared: %d MinGPUs, %d estimates for 1000 quotes", len(e.min), len(e.est))
	}
	t.Logf("1000 quotes: %d MinGPUs calls, %d throughput estimates, %d memory breakdowns", len(e.min), len(e.est), len(e.mem))
}

// BenchmarkPlan1000 ranks the same 1,000 quotes with planning on, for a task
// that fits none of them as typed (a 7B full fine-tune with no memory
// savings). Budget: < 300 ms per Rank on the 2-core build machine (issue 15):
// the Compare area recomputes off the UI goroutine while the task is typed.
func BenchmarkPlan1000(b *testing.B) {
	m, _ := Preset("qwen2.5-7b")
	task := Task{Model: m, MicroBatch: 2, GradAccum: 8, Tokens: 1e10, DatasetGB: 100, EgressGB: 20}.Normalize()
	offers := benchOffers(1000)
	opt := CostOptions{AsOf: "2026-11-10"}
	for b.Loop() {
		Rank(task, offers, nil, opt)
	}
}

// BenchmarkPlanFitTable plans a 7B full fine-tune on every catalogue card
// (the Task area's fit table). Budget: < 150 ms; it runs off the UI
// goroutine after each edit, and its result replaces the column when done.
func BenchmarkPlanFitTable(b *testing.B) {
	m, _ := Preset("llama2-7b")
	task := Task{ModelID: m.ID, Model: m, MicroBatch: 2, GradAccum: 8, Tokens: 1e9}.Normalize()
	cat := Catalogue()
	for b.Loop() {
		PlanFitTable(task, cat)
	}
}
