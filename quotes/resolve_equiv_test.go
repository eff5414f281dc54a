package quotes

import "testing"

// "月租约合 3.3" under a 元/卡时 header: the plan word is no unit of the
// equivalent, which is per card-hour as the header says.
func TestPlanWordBeforeEquivalent(t *testing.T) {
	res := readCSV(t, "plans.csv",
		"供应商,型号,单价(元/卡时),计费",
		"澄江算力,A800 80G SXM,月租约合3.3,包月",
		"澄江算力,L40S 48G,按年≈1.9,包年",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{3.3, 1.9} {
		q := res.Quotes[i]
		if q.PriceUnit != "gpu_hour" || q.Price != want {
			t.Fatalf("row %d: %v %s", i, q.Price, q.PriceUnit)
		}
	}
	if planWordOnly("每卡每月") || planWordOnly("元/台/天") || !planWordOnly("包年") {
		t.Fatal("planWordOnly")
	}
}
