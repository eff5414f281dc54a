package quotes

import "testing"

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
