package present

import (
	"testing"

	"computecheck/calc"
)

// A range the column's whole units would show as "60–60" says its spread
// in two decimals; one with no spread at two decimals is said as one amount.
func TestRangeCellNeverShowsTheSameBoundTwice(t *testing.T) {
	r := calc.QuoteCost{Complete: true, Fits: true}
	r.Cost.Total, r.Cost.TotalLow, r.Cost.TotalHigh = 60.2, 60.1, 60.4
	if got := cellIn(&r, ColRange, "zh", true); got != "60.10–60.40" {
		t.Errorf("narrow range: %q", got)
	}
	r.Cost.TotalLow, r.Cost.TotalHigh = 60.101, 60.104
	if got := cellIn(&r, ColRange, "zh", true); got != "≈60.10" {
		t.Errorf("no spread at two decimals: %q", got)
	}
	r.Cost.TotalLow, r.Cost.TotalHigh = 3600, 3606
	if got := cellIn(&r, ColRange, "zh", true); got != "3,600–3,606" {
		t.Errorf("wide range: %q", got)
	}
}
