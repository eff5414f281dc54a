package quotes

import (
	"fmt"
	"testing"
)

// A commitment column holding only a discount off the on-demand rate is
// that rate less the discount on the column's term: stored as paid where
// the file says the discount is taken off the on-demand rate, held for
// review where it does not; never refused as a negative price.
func TestCommitColumnOfDiscountsPricesOffTheBase(t *testing.T) {
	for _, said := range []bool{true, false} {
		line := "All prices in USD."
		if said {
			line = "All prices in USD. Commitment discounts are taken off the on-demand rate."
		}
		res := readCSV(t, "commit.csv",
			"Halyard GPU Cloud rate card",
			line,
			"Accelerator,GPUs / node,On-demand ($/GPU-hr),1-yr commit,3-yr commit",
			"H100 80GB SXM,8,2.49,-15%,-25%",
			"A10 24GB,1,0.75,-8%,n/a",
		)
		got := map[float64]float64{} // min hours -> price, for H100
		n := 0
		for _, q := range res.Quotes {
			if q.SourceRow != 4 {
				n++
				continue
			}
			got[minHours(q)] = q.Price
			if minHours(q) > 0 && (len(q.ReviewReasons) > 0) == said {
				t.Errorf("said %v: review %v for %q", said, q.ReviewReasons, q.PriceText)
			}
			if q.Currency != "USD" || q.PriceUnit != "gpu_hour" {
				t.Errorf("said %v: %s %s", said, q.Currency, q.PriceUnit)
			}
		}
		if !within(got[0], 2.49) || !within(got[8760], 2.1165) || !within(got[26280], 1.8675) || n != 2 {
			t.Errorf("said %v: H100 prices by term %v, A10 quotes %d; problems %+v", said, got, n, res.Problems)
		}
	}
}

// A cell listing discounts by term ("1-yr: -15%; 3-yr: -35%") makes one
// more offer per term off the on-demand rate the file's line names; a
// column of such cells with no line saying so gives offers held for
// review.
func TestTermDiscountCellMakesOffers(t *testing.T) {
	res := readCSV(t, "terms.csv",
		"Altair Cloud GPU pricing (USD)",
		"GPU,GPUs,On-demand $/GPU-hr,Spot $/GPU-hr,Commitment discounts",
		"H100 SXM 80GB,8,2.99,1.25,1-yr: -15%; 3-yr: -35%",
		"L40S,4,1.10,n/a,—",
		"Commitment discounts apply to on-demand rates.",
	)
	byTerm := map[float64]Quote{}
	for _, q := range res.Quotes {
		if q.SourceRow == 3 && q.PriceText != q.Raw["Spot $/GPU-hr"] {
			byTerm[minHours(q)] = q
		}
	}
	if !within(byTerm[0].Price, 2.99) || !within(byTerm[8760].Price, 2.5415) || !within(byTerm[26280].Price, 1.9435) {
		t.Fatalf("offers by term %+v; problems %+v", byTerm, res.Problems)
	}
	if len(byTerm[8760].ReviewReasons) > 0 || byTerm[8760].PriceText != "1-yr: -15%" {
		t.Errorf("said by the file: review %v, text %q", byTerm[8760].ReviewReasons, byTerm[8760].PriceText)
	}
	res = readCSV(t, "long.csv",
		"昆仑智算 渠道报价",
		"GPU,卡数/台,刊例价(元/卡/时),长约优惠",
		"A10 24G,4,1.80,1-yr: -15%",
	)
	if len(res.Quotes) != 2 || !within(res.Quotes[1].Price, 1.53) || minHours(res.Quotes[1]) != 8760 || len(res.Quotes[1].ReviewReasons) == 0 {
		t.Errorf("unsaid: %+v %+v", res.Quotes, res.Problems)
	}
}

func FuzzUnseenKindCells(f *testing.F) {
	for _, s := range []string{"1-yr: -15%; 3-yr: -35%", "3年：85折", "-15%", "持平", "停租（12月起）", "【包年价格（合同一年，按月付款，下列为每台每月价格）】", "31,000元", "n/a", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, td := range termDiscounts(s) {
			if td.f <= 0 || td.f >= 1 {
				t.Fatalf("%q: share paid %v", s, td.f)
			}
		}
		cellState(s)
		readSectionLabel(s)
		statesOwnUnit(s)
		priceHeaderWords.in(s)
	})
}

// A console export: the vendor only in a '#' comment line, a billing
// column of "per-second, 60 s minimum" (the increment, not the unit of a
// price whose header says per hour), and commitment-discount columns
// ("commit_1yr_discount") beside an on-demand and a spot price: each
// discount is one more offer off the on-demand price on its term, never a
// discount taken off every price of the row.
func TestConsoleExportCommitDiscountsBesideSpot(t *testing.T) {
	res := readCSV(t, "export.csv",
		"# Halcyon GPU Cloud - console pricing export - prices in USD per instance-hour",
		"instance_type,accelerator,gpu_count,on_demand_usd_per_hr,spot_usd_per_hr,commit_1yr_discount,commit_3yr_discount,billing",
		"hx.h100.8x,NVIDIA H100 80GB HBM3 (SXM5),8,23.92,9.57,-15%,-32%,\"per-second, 60 s minimum\"",
	)
	got := map[string]float64{}
	for _, q := range res.Quotes {
		if q.Vendor != "Halcyon GPU Cloud" || q.Currency != "USD" || q.PriceUnit != "node_hour" {
			t.Errorf("%q: vendor %q, %s %s", q.PriceText, q.Vendor, q.Currency, q.PriceUnit)
		}
		if q.BillingIncrement == nil || q.BillingIncrement.Unit != "second" {
			t.Errorf("%q: billing increment %v", q.PriceText, q.BillingIncrement)
		}
		got[fmt.Sprintf("%s@%g", q.PriceText, minHours(q))] = q.Price
	}
	want := map[string]float64{"23.92@0": 23.92, "9.57@0": 9.57, "-15%@8760": 20.332, "-32%@26280": 16.2656}
	if len(got) != len(want) {
		t.Errorf("offers %v, want %v; problems %+v", got, want, res.Problems)
	}
	for k, v := range want {
		if !within(got[k], v) {
			t.Errorf("%s: price %v, want %v (all %v)", k, got[k], v, got)
		}
	}
}
