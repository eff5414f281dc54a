package quotes

import "testing"

// TestCodeRuleLeavesTermTokens (review merged42, 1): a term token in a price
// cell ("min-3mo", "commit-12m") is no code (CO0001): the cell keeps its
// minimum term. A code whose last part is a bare number stays one.
func TestCodeRuleLeavesTermTokens(t *testing.T) {
	for cell, want := range map[string]float64{
		"USD 2.1/GPU-hr min-3mo":    2160,
		"USD 2.1/GPU-hr commit-12mo": 8640,
	} {
		pc, err := parsePriceCell(cell)
		if err != nil || pc.term == nil || *hoursOf(pc.term, DefaultHoursPerMonth) != want {
			t.Errorf("parsePriceCell(%q) = term %v, err %v; want %v h", cell, pc.term, err, want)
		}
	}
	for _, run := range []string{"sku-8831", "hszs-gpu-011", "q1-2026"} {
		if codeRule(run, 0, len(run)) == "" {
			t.Errorf("codeRule(%q) = none, want a code", run)
		}
	}
}
