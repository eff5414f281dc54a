package quotes

import (
	"encoding/json"
	"errors"
	"math"
	"path/filepath"
	"testing"

	"computecheck/calc"
	"computecheck/internal/repotest"
)

func plainQuote() Quote {
	gpn, nodes := 8, 2
	return Quote{Vendor: "v", GPU: "A100-80G-SXM", GPUsPerNode: &gpn, Nodes: &nodes, Price: 10, PriceUnit: UnitGPUHour, Currency: "CNY"}
}

// The numbers of issue 16 are refused by Validate, whatever door the quote
// came in by (share file, form, restore), each naming its field.
func TestValidateRefusesNumbersOutOfBounds(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	for _, c := range []struct {
		name, field string
		edit        func(q *Quote)
	}{
		{"price 1e308", "price", func(q *Quote) { q.Price = 1e308 }},
		{"price 1e-9 a GPU-hour", "price", func(q *Quote) { q.Price = 1e-9 }},
		{"0.01 a machine-month", "price", func(q *Quote) { q.Price, q.PriceUnit = 0.01, UnitNodeMonth }},
		{"1e12 a GPU-hour", "price", func(q *Quote) { q.Price = 1e12 }},
		{"per token 1e-9", "price", func(q *Quote) { q.Price, q.PriceUnit = 1e-9, UnitMillionTokens }},
		{"setup fee 1.7e308", "setup_fee", func(q *Quote) { q.SetupFee = f(1.7e308) }},
		{"image fee 1e13", "image_fee", func(q *Quote) { q.ImageFee = f(1e13) }},
		{"storage 1e9 a GB", "storage_price_per_gb_month", func(q *Quote) { q.StoragePricePerGBMonth = f(1e9) }},
		{"egress 1e300", "egress_price_per_gb", func(q *Quote) { q.EgressPricePerGB = f(1e300) }},
		{"min term 1e6 years", "min_term", func(q *Quote) { q.MinTerm = &Term{1e6, TermYear} }},
		{"increment 1e300 h", "billing_increment_hours", func(q *Quote) { q.BillingIncrementHours = f(1e300) }},
		{"NVLink 1e9 GB/s", "intra_node_gbps", func(q *Quote) { q.IntraNodeGBps = f(1e9) }},
		{"compensation 1e308 ×", "compensation.multiple", func(q *Quote) { q.Compensation = Compensation{Kind: CompMultiple, Multiple: f(1e308)} }},
		{"SLA tier 500%", "compensation.tiers.credit_pct", func(q *Quote) {
			q.Compensation = Compensation{Kind: CompSLATiers, Tiers: []SLATier{{99, 500}}}
		}},
		{"pack 1e300 hours", "pack_gpu_hours", func(q *Quote) { q.PackGPUHours, q.PackPrice = f(1e300), f(1000) }},
		{"NVMe 1e9 TB", "local_nvme_tb", func(q *Quote) { q.LocalNVMeTB = f(1e9) }},
		// Found by scripts/probe-hostile.sh: a denormal billing step made
		// the price to win +Inf, and a pack of 1e-300 cost nothing a GPU-hour.
		{"increment 5e-324 h", "billing_increment_hours", func(q *Quote) { q.BillingIncrementHours = f(5e-324) }},
		{"increment of a millisecond", "billing_increment", func(q *Quote) { q.BillingIncrement = &Term{0.001, TermSecond} }},
		{"pack of 5e-324 hours", "pack_gpu_hours", func(q *Quote) { q.PackGPUHours, q.PackPrice = f(5e-324), f(1000) }},
		{"pack at 1e-300", "pack_price", func(q *Quote) { q.PackGPUHours, q.PackPrice = f(1000), f(1e-300) }},
		{"pack valid 1e-9 days", "pack_valid_days", func(q *Quote) { q.PackGPUHours, q.PackPrice, q.PackValidDays = f(1000), f(9000), f(1e-9) }},
	} {
		q := plainQuote()
		c.edit(&q)
		err := q.Validate()
		var be *calc.BoundError
		if !errors.As(err, &be) || be.Field != c.field {
			t.Errorf("%s: %v, want a bound error on %s", c.name, err, c.field)
		}
	}
}

// Every quote of the sample and practice sheets that reads is within the
// bounds: the limits are physical, not a guess at the market.
func TestSampleQuotesAreWithinBounds(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(repotest.SamplesDir(), "*"))
	more, _ := filepath.Glob(filepath.Join(repotest.PracticeDir(), "*.csv"))
	n := 0
	for _, p := range append(files, more...) {
		res, err := ReadFile(p)
		if err != nil {
			continue
		}
		for _, q := range res.Quotes {
			n++
			if err := q.CheckBounds(); err != nil {
				t.Errorf("%s row %d: %v", filepath.Base(p), q.SourceRow, err)
			}
		}
	}
	if n < 10 {
		t.Fatalf("only %d sample quotes read", n)
	}
}

// FuzzQuoteBounds: a quote Validate accepts, whatever its numbers, costs
// to a row with finite, non-negative figures that encode as JSON, and a
// priced row's total is within calc.LimitTotal.
// Run with go test -run '^$' -fuzz FuzzQuoteBounds -fuzztime 20s ./quotes
func FuzzQuoteBounds(f *testing.F) {
	f.Add(10.0, uint8(0), 8, 0.0, 0.0, 0.0, 0.0, 0.0)
	f.Add(1e308, uint8(1), 8, 1.7e308, 1e300, 1e-300, 1e300, 99.0)
	f.Add(1e-9, uint8(3), 0, 0.0, 0.0, 0.0, 0.0, 0.0)
	f.Add(38000.0, uint8(7), 64, 1e12, 1e5, 1e5, 87600.0, 100.0)
	f.Fuzz(func(t *testing.T, price float64, unit uint8, gpn int, setup, storage, egress, minHours, voucher float64) {
		q := plainQuote()
		q.Price, q.PriceUnit = price, PriceUnits[int(unit)%len(PriceUnits)]
		if gpn != 0 {
			q.GPUsPerNode = &gpn
		}
		q.SetupFee, q.StoragePricePerGBMonth, q.EgressPricePerGB, q.MinHours, q.VoucherDiscountPct = &setup, &storage, &egress, &minHours, &voucher
		if q.Validate() != nil {
			return
		}
		tk, err := calc.ParseTask([]byte(`{"model":"llama3.1-8b","zero":3,"tokens":1e10,"dataset_gb":100,"egress_gb":50}`))
		if err != nil {
			t.Fatal(err)
		}
		q.ID = 1
		offs := ToOffers(NormalizeAll([]Quote{q}, Options{}), Options{}, nil)
		rows := calc.Rank(tk, offs, calc.Catalogue(), calc.CostOptions{})
		if _, err := json.Marshal(rows); err != nil {
			t.Fatalf("%+v: compare --json: %v", q, err)
		}
		for _, r := range rows {
			for _, v := range []float64{r.Cost.Total, r.Cost.Compute, r.Cost.Storage, r.Cost.Egress, r.Cost.Fixed, r.Cost.Risk, r.Hours, r.BilledHours, r.PricePerGPUHour} {
				if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
					t.Fatalf("price %g %s: figure %v in %+v", price, q.PriceUnit, v, r)
				}
			}
			if r.Complete && r.Cost.Total > calc.LimitTotal.Max {
				t.Fatalf("total %v", r.Cost.Total)
			}
		}
	})
}
