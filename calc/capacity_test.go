package calc

import (
	"slices"
	"testing"
)

// A quote that states fewer machines than the job needs on it cannot carry
// the job as costed: the planner looks for a layout within the machines
// offered, and where none fits the row is not eligible ("capacity" in
// unmet), ranked after every eligible quote however cheap it is. A quote
// that leaves its machine count open stays eligible.
func TestCapacityShortQuoteIsNotEligible(t *testing.T) {
	task, err := ParseTask([]byte(`{"model":"qwen2.5-72b","zero":3,"recompute":"full","seq_len":4096,"tokens":2e9}`))
	if err != nil {
		t.Fatal(err)
	}
	short := freeExtras(offerH20Hour())
	short.ID, short.Vendor, short.Price, short.Nodes = 1, "short", 1, 1 // one 8-card machine: a 72B full fine-tune needs more
	open := freeExtras(offerH20Hour())
	open.ID, open.Vendor, open.Price, open.Nodes = 2, "open", 9, 0 // machines not stated
	enough := freeExtras(offerH20Hour())
	enough.ID, enough.Vendor, enough.Price, enough.Nodes = 3, "enough", 10, 8

	for _, asTyped := range []bool{false, true} {
		rows := Rank(task, []Offer{short, open, enough}, nil, CostOptions{AsTyped: asTyped})
		by := map[int64]QuoteCost{}
		var order []int64
		for _, r := range rows {
			by[r.QuoteID] = r
			order = append(order, r.QuoteID)
		}
		if !slices.Equal(order, []int64{2, 3, 1}) {
			t.Errorf("as typed %v: order %v, want the short quote last [2 3 1]", asTyped, order)
		}
		s := by[1]
		if s.Eligible || s.Rank != 0 || !slices.Contains(s.Unmet, ReqCapacity) || !s.HasWarning(WarnCapacityShort) {
			t.Errorf("as typed %v: short quote eligible=%v rank=%d unmet=%v", asTyped, s.Eligible, s.Rank, s.Unmet)
		}
		if s.Nodes <= short.Nodes {
			t.Errorf("as typed %v: short quote costed on %d machine(s), which would have fitted", asTyped, s.Nodes)
		}
		if !asTyped && s.NoPlan.IsZero() {
			t.Error("no reason given why no plan fits the machines offered")
		}
		for _, id := range []int64{2, 3} {
			if r := by[id]; !r.Eligible || r.Rank == 0 || slices.Contains(r.Unmet, ReqCapacity) {
				t.Errorf("as typed %v: quote %d eligible=%v rank=%d unmet=%v", asTyped, id, r.Eligible, r.Rank, r.Unmet)
			}
		}
		if e := by[3]; e.Nodes > enough.Nodes {
			t.Errorf("as typed %v: the quote with 8 machines planned on %d", asTyped, e.Nodes)
		}
	}
}

// Where a layout within the machines offered exists, the planner takes it
// rather than a cheaper one the vendor cannot deliver.
func TestPlanStaysWithinTheMachinesOffered(t *testing.T) {
	task, err := ParseTask([]byte(`{"model":"llama3.1-8b","seq_len":4096,"micro_batch":2,"grad_accum":8,"gpus":16,"tokens":1e9}`))
	if err != nil {
		t.Fatal(err)
	}
	o := freeExtras(offerH20Hour())
	o.Nodes = 1
	r := CostForOffer(task, o, nil, CostOptions{})
	if !r.Complete || !r.Eligible || r.Nodes != 1 || r.GPUs > 8 || r.HasWarning(WarnCapacityShort) {
		t.Fatalf("planned on %d GPUs / %d machines (eligible %v, complete %v: %s)", r.GPUs, r.Nodes, r.Eligible, r.Complete, r.Reason)
	}
	if r.Plan == nil {
		t.Error("the 16 GPUs as typed do not fit one machine: the row should carry a plan")
	}
}
