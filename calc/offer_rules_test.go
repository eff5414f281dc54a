package calc

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// A per-token offer on a card the catalogue knows: the vendor runs the
// job, so the cost is tokens × price and the GPUs, the plan and the hours
// are unknown (hours null in JSON), never our layout of the task on that
// card ("张量并行 8 … 用 1024 卡", 0.3 h).
func TestPerTokenOfferIsRunByTheVendor(t *testing.T) {
	task := costTask(t)
	task.Hours = 0
	task.Tokens = 1e10
	o := freeExtras(offerH20Hour())
	o.Price, o.PriceUnit = 8, "million_tokens"
	for _, rows := range [][]QuoteCost{{CostForOffer(task, o, Catalogue(), CostOptions{})}, Rank(task, []Offer{o}, Catalogue(), CostOptions{})} {
		q := rows[0]
		checkNear(t, "per-token compute", q.Cost.Compute, 8*1e10/1e6)
		if !q.Complete || !q.VendorRuns || q.GPUs != 0 || q.Hours != 0 || q.Plan != nil || !q.HasWarning(WarnVendorRuns) {
			t.Errorf("complete %v vendor runs %v, %d GPUs, %.2f h, plan %v, warnings %v", q.Complete, q.VendorRuns, q.GPUs, q.Hours, q.Plan, q.Warnings)
		}
		b, err := json.Marshal(q)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), `"hours":null`) || !strings.Contains(string(b), `"vendor_runs":true`) {
			t.Errorf("JSON %s: want hours null and vendor_runs true", b)
		}
	}
	// An hourly offer keeps its hours.
	b, _ := json.Marshal(CostForOffer(costTask(t), offerH20Hour(), Catalogue(), CostOptions{}))
	if strings.Contains(string(b), `"hours":null`) {
		t.Errorf("an hourly offer's hours are null: %s", b)
	}
}

func deadlineTask(t *testing.T, extra string) Task {
	t.Helper()
	task, err := ParseTask([]byte(`{"model":"llama2-13b","zero":3,"micro_batch":2,"grad_accum":8,"tokens":1e10,"failure_rate_per_node_day":0` + extra + `}`))
	if err != nil {
		t.Fatal(err)
	}
	return task
}

// deadline_days: a row whose best plan takes longer is not eligible and
// lists "deadline" in unmet; the plan search prefers a plan that meets the
// deadline to a cheaper one that does not.
func TestDeadlineMakesSlowOffersIneligible(t *testing.T) {
	slow := freeExtras(offerH20Hour())
	slow.ID, slow.Vendor, slow.GPU, slow.GPUsPerNode, slow.Nodes, slow.Price = 1, "慢", "A100-40G-SXM", 4, 1, 3
	fast := freeExtras(offerH20Hour())
	fast.ID, fast.Vendor, fast.GPU, fast.GPUsPerNode, fast.Nodes, fast.Price = 2, "快", "H100-80G-SXM", 8, 4, 30
	cat := Catalogue()
	free := Rank(deadlineTask(t, ""), []Offer{slow, fast}, cat, CostOptions{})
	if free[0].QuoteID != 1 {
		t.Fatalf("without a deadline the slow offer does not win (%d)", free[0].QuoteID)
	}
	days := free[0].Hours / 24
	fastest := 0.0
	for _, r := range free {
		if r.QuoteID == 2 {
			fastest = r.Hours / 24
		}
	}
	if !(fastest < days/2) {
		t.Fatalf("slow %.1f days, fast %.1f days", days, fastest)
	}
	dl := fastest * 1.5 // the slow offer has 4 GPUs in all: it cannot come near
	rows := Rank(deadlineTask(t, `,"deadline_days":`+strconv.FormatFloat(dl, 'f', 2, 64)), []Offer{slow, fast}, cat, CostOptions{})
	if rows[0].QuoteID != 2 || rows[0].Rank != 1 {
		t.Errorf("with a %.1f-day deadline, quote %d wins (rank %d)", dl, rows[0].QuoteID, rows[0].Rank)
	}
	for _, r := range rows {
		if r.QuoteID == 1 && (r.Eligible || !slices.Contains(r.Unmet, ReqDeadline) || !r.HasWarning(WarnDeadline)) {
			t.Errorf("the %.1f-day offer with a %.1f-day deadline: eligible %v, unmet %v", r.Hours/24, dl, r.Eligible, r.Unmet)
		}
	}
}

// The plan search takes more GPUs to meet a deadline the cheapest plan
// misses.
func TestPlanSearchPrefersAPlanThatMeetsTheDeadline(t *testing.T) {
	o := freeExtras(offerH20Hour())
	o.GPU, o.GPUsPerNode, o.Nodes = "A100-80G-SXM", 8, 8
	cat := Catalogue()
	free := CostForOffer(deadlineTask(t, ""), o, cat, CostOptions{})
	if !free.Complete {
		t.Fatalf("incomplete: %s", free.Reason)
	}
	// a deadline the cheapest plan misses and the offer's 64 GPUs can
	// meet (the step's tokens are fixed, so more GPUs run it faster)
	if free.GPUs > 40 {
		t.Fatalf("the cheapest plan already uses %d of the 64 GPUs", free.GPUs)
	}
	dl := free.Hours / 24 * 0.75
	q := CostForOffer(deadlineTask(t, `,"deadline_days":`+strconv.FormatFloat(dl, 'f', 2, 64)), o, cat, CostOptions{})
	if !q.Eligible || q.Hours > dl*24 || q.GPUs <= free.GPUs {
		t.Errorf("cheapest plan %d GPUs %.1f days; with a %.1f-day deadline %d GPUs %.1f days, eligible %v unmet %v",
			free.GPUs, free.Hours/24, dl, q.GPUs, q.Hours/24, q.Eligible, q.Unmet)
	}
}

func TestDeadlineDaysBounds(t *testing.T) {
	for _, bad := range []string{`-1`, `0.001`, `4000`} {
		if _, err := ParseTask([]byte(`{"model":"llama2-13b","deadline_days":` + bad + `}`)); err == nil {
			t.Errorf("deadline_days %s accepted", bad)
		}
	}
	if tk, err := ParseTask([]byte(`{"model":"llama2-13b","deadline_days":7}`)); err != nil || tk.DeadlineDays != 7 {
		t.Errorf("deadline_days 7: %v %v", tk.DeadlineDays, err)
	}
}

// An interruptible (spot, 抢占式) offer is never ranked as if it were
// on-demand: its risk line prices the expected reclaims, and requires
// "on_demand" excludes it.
func TestInterruptibleOfferCostsItsReclaims(t *testing.T) {
	task := costTask(t)
	onDemand := offerH20Hour()
	spot := offerH20Hour()
	spot.ID, spot.Interruptible = 5, bptr(true)
	a := CostForOffer(task, onDemand, nil, CostOptions{})
	b := CostForOffer(task, spot, nil, CostOptions{})
	if !(b.Cost.Risk > a.Cost.Risk) || !(b.Risk.ExpectedPreemptions > 0) || !b.HasWarning(WarnInterruptible) {
		t.Errorf("spot risk %.0f (%.1f reclaims, warnings %v) against on-demand %.0f", b.Cost.Risk, b.Risk.ExpectedPreemptions, b.Warnings, a.Cost.Risk)
	}
	task.Requires = []string{ReqOnDemand}
	for _, r := range Rank(task, []Offer{onDemand, spot}, nil, CostOptions{}) {
		switch r.QuoteID {
		case spot.ID:
			if r.Eligible || !slices.Contains(r.Unmet, ReqOnDemand) {
				t.Errorf("spot with on_demand required: eligible %v unmet %v", r.Eligible, r.Unmet)
			}
		default:
			if !slices.Contains(r.Unverified, ReqOnDemand) {
				t.Errorf("unstated offer with on_demand required: unverified %v", r.Unverified)
			}
		}
	}
}

// The benchmark kit measures data parallel only: on a pipeline-parallel
// layout the measurement does not replace the estimate, and the row says so.
func TestBenchmarkDoesNotStandForAPipelinePlan(t *testing.T) {
	task, err := ParseTask([]byte(`{"model":"llama2-13b","zero":1,"micro_batch":1,"grad_accum":16,"gpus":8,"pp":2,"tokens":1e9,"method":"lora"}`))
	if err != nil {
		t.Fatal(err)
	}
	o := freeExtras(offerH20Hour())
	o.GPU = "A800-80G-SXM"
	o.MeasuredTokensPerSPerGPU = 99
	q := CostForOffer(task, o, Catalogue(), CostOptions{AsTyped: true})
	if q.ThroughputSource != SourceEstimate || !q.HasWarning(WarnBenchmarkNotPipeline) || q.TokensPerSPerGPU == 99 {
		t.Errorf("pp 2 with a benchmark: source %s, %.0f tokens/s/GPU, warnings %v", q.ThroughputSource, q.TokensPerSPerGPU, q.Warnings)
	}
	task.PP = 1
	if q := CostForOffer(task, o, Catalogue(), CostOptions{AsTyped: true}); q.ThroughputSource != SourceBenchmark {
		t.Errorf("pp 1: source %s, fits %v, %v", q.ThroughputSource, q.Fits, q.Warnings)
	}
}

// The fit table offers no "safe" count that is many times the fewest
// GPUs that hold the job ("6 卡临界，648 卡稳妥").
func TestSafeGPUsNotFarBeyondTheMinimum(t *testing.T) {
	task, err := ParseTask([]byte(`{"model":"llama2-13b","tokens":1e10,"method":"lora","zero":3,"micro_batch":1,"seq_len":2048}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range FitTable(task, Catalogue()) { // L20-48G: 3 borderline, 98 safe before
		if r.MinGPUs > 0 && r.SafeGPUs > safeMaxFactor*r.MinGPUs {
			t.Errorf("%s: %d borderline, %d safe", r.GPU.ID, r.MinGPUs, r.SafeGPUs)
		}
	}
}
