package quotes

import "testing"

// A note saying a term is not offered is no minimum term for its row.
func TestDeniedTermIsNoMinimum(t *testing.T) {
	res := readCSV(t, "d.csv",
		"Aster Cloud price list (USD per GPU-hour)",
		"GPU,GPUs/node,On-demand,Remarks",
		"H100 SXM 80GB,8,2.70,2-year reservation not available for this SKU",
		"A100 SXM 80GB,8,1.40,6 months minimum",
	)
	for _, q := range res.Quotes {
		switch q.GPU {
		case "H100-80G-SXM":
			if q.MinTerm != nil {
				t.Errorf("H100: minimum %+v from a term the note says is not offered", *q.MinTerm)
			}
		case "A100-80G-SXM":
			if q.MinTerm == nil || q.MinTerm.Value != 6 {
				t.Errorf("A100: minimum %+v, want 6 months", q.MinTerm)
			}
		}
	}
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
}

func FuzzDeniedOut(f *testing.F) {
	for _, s := range []string{"3-year term not offered for H200", "包年暂不提供，3个月起租", "6 months minimum", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if out := deniedOut(s); len(out) > 2*len(s)+2 {
			t.Fatalf("%q grew to %q", s, out)
		}
	})
}
