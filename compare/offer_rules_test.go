package compare

import (
	"testing"

	"computecheck/calc"
	"computecheck/quotes"
)

// plainQuote is an hourly quote that states every cost line, so totals
// move only with the price.
func plainQuote(id int64, vendor, offer, gpu string, perNode int, price float64) quotes.Quote {
	b := true
	return quotes.Quote{ID: id, Vendor: vendor, Offer: offer, GPU: gpu, GPUsPerNode: ip(perNode), Price: price,
		PriceUnit: quotes.UnitGPUHour, Currency: "CNY", StoragePricePerGBMonth: fp(0), EgressPricePerGB: fp(0),
		ImageFee: fp(0), ResumeSupported: &b, Compensation: quotes.Compensation{Kind: quotes.CompNone}}
}

// The gap in percent is of the runner-up's total: a winner at a fifth of
// the runner-up's price is 80% cheaper, never "400%".
func TestGapPctIsOfTheRunnerUp(t *testing.T) {
	task := parseTask(t, `{"model":"llama3.1-8b","method":"lora","gpus":8,"tokens":1e9,"failure_rate_per_node_day":0}`)
	c := Build(Input{Task: task, Catalogue: calc.Catalogue(), AsOf: "2026-11-29", Quotes: []quotes.Quote{
		plainQuote(1, "甲", "", "A800-80G-SXM", 8, 2), plainQuote(2, "乙", "", "A800-80G-SXM", 8, 10)}})
	gap, pct, ok := c.Gap()
	if !ok {
		t.Fatal("no gap")
	}
	r := c.RunnerUp()
	if want := 100 * gap / r.Cost.Total; pct > 100 || pct < want-0.01 || pct > want+0.01 {
		t.Errorf("gap %.0f is %.1f%%, want %.1f%% of the runner-up's %.0f", gap, pct, want, r.Cost.Total)
	}
}

// A stored quote's interruptible reaches the cost engine: a spot quote
// carries its reclaims in the risk line.
func TestInterruptibleQuoteIsCostedSo(t *testing.T) {
	task := parseTask(t, `{"model":"llama3.1-8b","method":"lora","gpus":8,"tokens":1e10}`)
	spot := plainQuote(1, "甲", "抢占式", "A800-80G-SXM", 8, 5)
	yes := true
	spot.Interruptible = &yes
	c := Build(Input{Task: task, Catalogue: calc.Catalogue(), AsOf: "2026-11-29", Quotes: []quotes.Quote{spot}})
	if r := c.Rows[0]; !(r.Risk.ExpectedPreemptions > 0) || !r.HasWarning(calc.WarnInterruptible) {
		t.Errorf("spot quote: %.2f reclaims, warnings %v", r.Risk.ExpectedPreemptions, r.Warnings)
	}
}
