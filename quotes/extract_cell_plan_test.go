package quotes

import "testing"

// A plan clause in a SKU's description ("…, 1-year reserved") is the
// quote's minimum term; a description naming two terms gives none.
func TestPlanClauseInSpecCell(t *testing.T) {
	res := readCSV(t, "skus.csv",
		"vendor,description,gpu,price,unit",
		`Arcfield,"8x A100 SXM 80GB, NVLink, 1-year reserved",A100 SXM 80GB,7920,USD/node/month`,
		`Arcfield,"8x A100 SXM 80GB, 1-year reserved, 3-year reserved",A100 SXM 80GB,7000,USD/node/month`,
		`Arcfield,"8x H100 SXM 80GB, NVLink",H100 SXM 80GB,19.92,USD/node/hour`)
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	if m := res.Quotes[0].MinTerm; m == nil || m.Value != 1 || m.Unit != "year" {
		t.Errorf("1-year reserved: min term %v, want 1 year", m)
	}
	for _, q := range res.Quotes[1:] {
		if q.MinTerm != nil {
			t.Errorf("row %d: min term %v, want none", q.SourceRow, *q.MinTerm)
		}
	}
}
