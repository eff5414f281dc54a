package quotes

import "testing"

// A minimum-term column's "6个月" beside a monthly-price column is the
// row's commitment; the column's own one-month plan does not shorten it.
func TestRowTermOverMonthlyColumn(t *testing.T) {
	res := readCSV(t, "terms.csv",
		"供应商,GPU型号,每台卡数,租期,整机月租价(元/台/月)",
		"石楠算力,A800 80G SXM,8,1个月,42000",
		"石楠算力,A800 80G SXM,8,6个月,39000",
		"石楠算力,A800 80G SXM,8,1年,36000",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	want := []float64{720, 6 * 720, 8760}
	for i, q := range res.Quotes {
		if q.MinTerm == nil {
			t.Fatalf("row %d: no term", i)
		}
		if h := q.MinTerm.Hours(DefaultHoursPerMonth); h != want[i] {
			t.Errorf("row %d: term %v h, want %v", i, h, want[i])
		}
		if q.PriceUnit != "node_month" {
			t.Errorf("row %d: unit %s", i, q.PriceUnit)
		}
	}
}
