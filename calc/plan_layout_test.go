package calc

import (
	"fmt"
	"reflect"
	"testing"
)

// layoutOffers are offers over every card of the catalogue, machine sizes,
// machine counts, links stated or not, prices by the card and by the
// machine, with benchmarks and without: many kinds of hardware, several
// offers of each at different prices.
func layoutOffers() []Offer {
	units := []string{"gpu_hour", "node_month", "node_hour", "gpu_day"}
	intras := []string{"", "nvlink", "pcie", "unknown"}
	inters := []string{"", "ib", "roce", "ethernet", "none"}
	var out []Offer
	cat := Catalogue()
	for i := 0; i < 900; i++ {
		g := cat[i%len(cat)]
		o := Offer{ID: int64(i + 1), Vendor: fmt.Sprintf("V%d", i%37), Offer: fmt.Sprintf("o%d", i), GPU: g.ID,
			GPUsPerNode: []int{8, 0, 4, 1, 8}[i%5], Nodes: []int{1, 2, 0, 4, 16, 1, 3}[i%7],
			Price: []float64{9, 40000, 70, 200}[i%4] * (1 + float64(i%11)/10), PriceUnit: units[i%4], PriceKnown: i%29 != 0,
			Currency: "CNY", FXToReporting: 1, Intra: intras[i%len(intras)], Inter: inters[(i/3)%len(inters)],
			InterGbps: []float64{0, 200, 400}[(i/2)%3], MinHours: []float64{0, 0, 24}[i%3], BillingIncrementHours: []float64{0, 1}[i%2]}
		if i%13 == 0 {
			o.MeasuredTokensPerSPerGPU = 2500
			o.Measured = MeasuredConfig{GPUs: 8, SeqLen: 2048, MicroBatch: 1}
		}
		out = append(out, o)
	}
	return out
}

// Laying a configuration out once per kind of hardware ranks every offer
// as laying it out on each offer does: every row, warning and plan alike.
func TestPlanLayoutOncePerHardwareRanksAsEachOffer(t *testing.T) {
	offers := layoutOffers()
	for _, js := range []string{
		`{"model":"llama3.1-8b","zero":3,"tokens":1e10}`,
		`{"model":"llama2-13b","zero":3,"micro_batch":2,"grad_accum":8,"seq_len":4096,"tokens":5e9}`,
		`{"model":"llama3.1-70b","zero":3,"recompute":"full","micro_batch":1,"seq_len":4096,"tokens":1e10}`,
		`{"model":"qwen2.5-7b","method":"lora","tokens":2e8}`,
		`{"model":"llama3.1-8b","method":"lora","tokens":1e9,"hours":50,"gpus":8}`,
		`{"model":"llama3.1-8b","zero":2,"gpus":16,"tokens":1e10}`,
	} {
		tk, err := ParseTask([]byte(js))
		if err != nil {
			t.Fatal(js, err)
		}
		opt := CostOptions{AsOf: "2026-12-01"}
		planLayoutMemo = false
		want := Rank(tk, offers, nil, opt)
		planLayoutMemo = true
		got := Rank(tk, offers, nil, opt)
		planned := 0
		for i := range want {
			if want[i].Plan != nil {
				planned++
			}
			if !reflect.DeepEqual(got[i], want[i]) {
				t.Errorf("%s: row %d (quote %d) differs:\n%+v\nlaid out per offer:\n%+v", js, i, want[i].QuoteID, got[i], want[i])
				break
			}
		}
		if planned == 0 {
			t.Errorf("%s: no row planned: the test does not reach the plan search", js)
		}
	}
}
