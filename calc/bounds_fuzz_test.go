package calc

import (
	"encoding/json"
	"fmt"
	"math"
	"testing"
)

// FuzzTaskBounds: whatever numbers a TASK.json holds, ParseTask refuses it
// or the estimate and a costing of it carry only finite, non-negative
// numbers that encode as JSON (no overflowed byte count, no +Inf total).
// Run with go test -run '^$' -fuzz FuzzTaskBounds -fuzztime 20s ./calc
func FuzzTaskBounds(f *testing.F) {
	f.Add(32, 4096, 32, 14336, 128256, 0.0, 2048, 1, 1e9, 0.0, 0.0, true, 10.0)
	f.Add(1000, 131072, 4096, 1048576, 4194304, 0.0, 4194304, 65536, 1e16, 0.0, 0.0, false, 1e308)
	f.Add(32, 4096, 32, 14336, 128256, 6e17, 2048, 1, 1e-300, 0.0, 1e-300, true, 1e-9)
	f.Add(1, 64, 1, 1, 1, 1e14, 1, 1, 1e3, 1e6, 1.0, true, 1e7)
	f.Fuzz(func(t *testing.T, layers, hidden, heads, ffn, vocab int, params float64, seq, mb int, tokens, hours, mfu float64, flash bool, price float64) {
		js := fmt.Sprintf(`{"model":{"layers":%d,"hidden":%d,"heads":%d,"ffn":%d,"vocab":%d,"params":%s},"seq_len":%d,"micro_batch":%d,"tokens":%s,"hours":%s,"mfu":%s,"flash_attention":%t,"zero":3}`,
			layers, hidden, heads, ffn, vocab, jsonNum(math.Trunc(params)), seq, mb, jsonNum(tokens), jsonNum(hours), jsonNum(mfu), flash)
		tk, err := ParseTask([]byte(js))
		if err != nil {
			return
		}
		e := EstimateTask(tk, Catalogue())
		m := e.Memory
		for _, v := range []int64{m.Weights, m.Gradients, m.Optimizer, m.Activations, m.Logits, m.Overhead, m.Total, m.OffloadedCPU} {
			if v < 0 {
				t.Fatalf("%s: memory %+v", js, m)
			}
		}
		if _, err := json.Marshal(e); err != nil {
			t.Fatalf("%s: estimate --json: %v", js, err)
		}
		o := Offer{ID: 1, Vendor: "v", GPU: "H100-80G-SXM", GPUsPerNode: 8, Nodes: 1000, Price: price, PriceUnit: "gpu_hour",
			PriceKnown: true, Currency: "CNY", StorageKnown: true, EgressKnown: true}
		q := CostForOffer(tk, o, Catalogue(), CostOptions{})
		if _, err := json.Marshal(q); err != nil {
			t.Fatalf("%s price %g: compare --json: %v", js, price, err)
		}
		if q.Complete && !(q.Cost.Total >= 0 && q.Cost.Total <= LimitTotal.Max && q.Hours > 0 && q.Hours <= LimitTrainingHours.Max) {
			t.Fatalf("%s price %g: priced at %v over %v h", js, price, q.Cost.Total, q.Hours)
		}
		if q.Complete && LimitPricePerGPUHour.Check("price", price) != nil {
			t.Fatalf("price %g out of bounds was priced", price)
		}
	})
}

func jsonNum(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "0"
	}
	b, _ := json.Marshal(v)
	return string(b)
}
