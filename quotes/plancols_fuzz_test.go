package quotes

import (
	"strings"
	"testing"
)

// FuzzPlanCodeHeader: the plan-code and footnote-mark header readers
// (PN0001-PN0013, PN0101-PN0102) never panic; a term they read is positive
// and at most planCodeMaxYears; a mark they find closes the header.
func FuzzPlanCodeHeader(f *testing.F) {
	for _, s := range []string{"RI-3M", "OD", "3Y-RI", "1M", "包月价**", "单价(注2)", "RSV-nM=元/台/月", "A100²", "99Y", "*", "月租①"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		if m, ok := planCodeHeader(h); ok && m.term != nil {
			if hrs := m.term.Hours(DefaultHoursPerMonth); !(hrs > 0) || hrs > planCodeMaxYears*8760 {
				t.Errorf("planCodeHeader(%q) term %v h", h, hrs)
			}
		}
		if mark := headerFootMark(h); mark != "" && !strings.HasSuffix(strings.TrimSpace(narrow(h)), mark) {
			t.Errorf("headerFootMark(%q) = %q, not at its end", h, mark)
		}
		_ = withoutFootMark(h)
		_, _ = planCodeIn(h)
		_, _, _ = codeFamily(h)
		_, _ = headerFootUnit(h, []string{"* 元/卡/时", "** 元/台/月", h})
	})
}
