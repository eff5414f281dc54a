package quotes

import "testing"

// The review of set101's change (AS): invented rows.

// brackets are left out only where the full text reads no term.
func TestCommitTermCellBracketedTerm(t *testing.T) {
	for s, want := range map[string]float64{"长约（12个月）": 8640, "合约(1年)": 8760, "长约12个月": 8640, "保留1年（每GPU每小时）": 8760} {
		if tm, ok := commitTermCell(s); !ok || tm.Hours(DefaultHoursPerMonth) != want {
			t.Errorf("%q: %v %v, want %v h", s, tm, ok, want)
		}
	}
}
