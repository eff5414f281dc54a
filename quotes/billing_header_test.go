package quotes

import "testing"

// A price column named by a plan ("Spot", "On-demand") or by a commitment
// with its term in brackets ("Reserved (1 yr)") prices that plan: the
// commitment is the quote's minimum term and the plan says whether the
// offer can be taken back; a bare "Reserved" names no term.
func TestPlanNamedPriceColumns(t *testing.T) {
	for h, want := range map[string]float64{"Reserved (1 yr)": 8760, "合约（12个月）": 8640, "Committed (3 months)": 2160} {
		m, ok := headerMode(h)
		if !ok || m.term == nil || m.term.Hours(DefaultHoursPerMonth) != want {
			t.Errorf("headerMode(%q) = %+v %v, want a %v-hour term", h, m, ok, want)
		}
	}
	for _, h := range []string{"Reserved", "Reserved (USD)", "Price (1 yr)"} {
		if m, ok := headerMode(h); ok && m.term != nil {
			t.Errorf("headerMode(%q) = %+v: no commitment with a term", h, m)
		}
	}
	res := readCSV(t, "plans.csv",
		"Northwind Compute Inc. - GPU rates. All prices in USD per GPU-hour.",
		"GPU,GPUs per instance,On-demand,Reserved (1 yr),Spot",
		"H100 SXM 80GB,8,$2.99,$2.19,$1.65",
	)
	type want struct {
		price         float64
		minHours      float64
		interruptible bool
	}
	wants := []want{{2.99, 0, false}, {2.19, 8760, false}, {1.65, 0, true}} // PL0064, I0032, I0018
	if len(res.Quotes) != len(wants) {
		t.Fatalf("%d quotes, want %d (problems %v)", len(res.Quotes), len(wants), res.Problems)
	}
	for i, q := range res.Quotes {
		w := wants[i]
		if q.Price != w.price || minHours(q) != w.minHours || q.Interruptible == nil || *q.Interruptible != w.interruptible {
			t.Errorf("%s: price %v min %v interruptible %v, want %+v", q.Offer, q.Price, minHours(q), q.Interruptible, w)
		}
	}
}
