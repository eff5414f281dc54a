package quotes

import "testing"

// Abbreviated period words of other languages in a unit ("€/GPU/Std." is
// per Stunde): each reads as its period, the dot dropped.
func TestAbbreviatedUnitWords(t *testing.T) {
	for unit, want := range map[string]string{
		"€/GPU/Std.":    "hour",
		"€/Server/Std.": "hour",
		"EUR/GPU/Stdn.": "hour",
		"€/GPU/Tg.":     "day",
		"€/GPU/Mtl.":    "month",
		"€/Server/Wo.":  "week",
	} {
		if h := parseHint(unit); h.period != want {
			t.Errorf("%q: period %q, want %q", unit, h.period, want)
		}
	}
}
