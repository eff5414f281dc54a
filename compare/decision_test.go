package compare

import (
	"math"
	"testing"

	"computecheck/calc"
	"computecheck/quotes"
)

func fp(v float64) *float64 { return &v }
func ip(v int) *int         { return &v }

// A 1,000 GPU-hour pack for ¥5,000 (¥5/GPU-hour, no overage) against ¥7.5
// by the hour: the pack is dearer for a short job (it is bought whole) and
// cheaper from 5,000/7.5 = 667 GPU-hours on, the break-even the curves name.
func TestPackBreakEvenAgainstHourly(t *testing.T) {
	free := func(q quotes.Quote) quotes.Quote {
		q.StoragePricePerGBMonth, q.EgressPricePerGB, q.ImageFee = fp(0), fp(0), fp(0)
		b := true
		q.ResumeSupported = &b
		q.Compensation = quotes.Compensation{Kind: quotes.CompNone}
		return q
	}
	hourly := free(quotes.Quote{ID: 1, Vendor: "按量", GPU: "A800-80G-SXM", GPUsPerNode: ip(8), Price: 7.5, PriceUnit: quotes.UnitGPUHour, Currency: "CNY"})
	pack := free(quotes.Quote{ID: 2, Vendor: "套餐", GPU: "A800-80G-SXM", GPUsPerNode: ip(8), Currency: "CNY",
		PackGPUHours: fp(1000), PackPrice: fp(5000)})
	task, err := calc.ParseTask([]byte(`{"model":"llama3.1-8b","method":"lora","gpus":8,"tokens":3e10,"failure_rate_per_node_day":0}`))
	if err != nil {
		t.Fatal(err)
	}
	c := Build(Input{Task: task, Catalogue: calc.Catalogue(), AsOf: "2026-11-29", Quotes: []quotes.Quote{hourly, pack}})
	cs := c.Curves()
	be := c.PackBreakEvens(cs)
	if len(be) == 0 {
		t.Fatalf("no pack break-even among %d curves", len(cs))
	}
	tps := 0.0
	for _, r := range c.Rows {
		if r.QuoteID == 1 {
			tps = r.TokensPerS
		}
	}
	// 667 GPU-hours on 8 GPUs = 83.3 h of training.
	want := 5000.0 / 7.5 / 8 * 3600 * tps
	got := be[0].Tokens
	if math.Abs(got-want)/want > 0.02 || be[0].FromID != 1 || be[0].ToID != 2 {
		t.Errorf("break-even at %.3g tokens from %d to %d, want %.3g from the hourly quote to the pack", got, be[0].FromID, be[0].ToID, want)
	}
}
