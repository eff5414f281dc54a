package compare

import (
	"fmt"
	"testing"

	"computecheck/calc"
	"computecheck/quotes"
)

// manyQuotes are n plausible quotes over a few GPUs, units and machine
// counts, as a large import leaves them (ids 1..n).
func manyQuotes(n int) []quotes.Quote {
	gpus := []string{"A100-80G-SXM", "H100-80G-SXM", "H800-80G-SXM", "L40S-48G", "A800-80G-SXM", "H20-96G"}
	units := []string{quotes.UnitGPUHour, quotes.UnitNodeMonth, quotes.UnitGPUDay, quotes.UnitNodeHour}
	prices := map[string]float64{quotes.UnitGPUHour: 9, quotes.UnitNodeMonth: 40000, quotes.UnitGPUDay: 200, quotes.UnitNodeHour: 70}
	qs := make([]quotes.Quote, n)
	for i := range qs {
		gpn, nodes := 8, 1+i%8
		u := units[i%len(units)]
		qs[i] = quotes.Quote{ID: int64(i + 1), Vendor: fmt.Sprintf("Vendor%d", i%500), Offer: fmt.Sprintf("offer%d", i),
			GPU: gpus[i%len(gpus)], GPUsPerNode: &gpn, Nodes: &nodes, Price: prices[u] * (1 + float64(i%97)/100),
			PriceUnit: u, Currency: "CNY"}
	}
	return qs
}

func benchCompare(b *testing.B, n int) {
	tk, err := calc.ParseTask([]byte(`{"model":"llama3.1-8b","zero":3,"tokens":1e10}`))
	if err != nil {
		b.Fatal(err)
	}
	in := Input{Task: tk, Catalogue: calc.Catalogue(), AsOf: "2026-12-01", Quotes: manyQuotes(n)}
	for b.Loop() {
		c := Build(in)
		if len(c.Rows) != n {
			b.Fatalf("%d rows", len(c.Rows))
		}
		c.Speeds()
		for _, r := range c.Rows {
			c.Name(r.QuoteID)
		}
	}
}

// Budget: 20,000 stored quotes compared (Build, the speed list, every
// row's name) in under 2 s on the 2-core build machine (issue 16; it took
// 6.7 s when a step was quadratic).
func BenchmarkCompare20000(b *testing.B) { benchCompare(b, 20000) }

// No budget: reports the time at 100,000 quotes (over two minutes when
// quadratic), to show the growth stays linear.
func BenchmarkCompare100000(b *testing.B) { benchCompare(b, 100000) }
