package quotes

import "testing"

// FuzzPlanUnitColumns: the plan-beside-unit reassignment and the one-card
// machine words never panic, never give one field to two columns, and a
// one-card machine is always one card.
func FuzzPlanUnitColumns(f *testing.F) {
	f.Add("收费方式|价格|单位", "包月|52000|元/台/月")
	f.Add("Billing|Price|Per", "Hourly|2.49|server")
	f.Add("计费方式|报价|计价单位|库存", "按量|1.2|元/卡/时|4台")
	f.Add("单卡实例|Single-GPU VM", "单卡|8卡整机")
	f.Fuzz(func(t *testing.T, header, values string) {
		hs, vs, cols := fuzzColumns(header, values)
		got := assign(hs, cols, nil)
		l := &layout{byField: map[string]int{}}
		for c, s := range got {
			l.cols = append(l.cols, colMap{col: c, header: hs[c], field: s.field, evidence: s.evidence})
		}
		planBesideUnitColumn(l, cols)
		seen := map[string]bool{}
		for _, cm := range l.cols {
			if cm.field != "" && !multiColumn[cm.field] {
				if seen[cm.field] {
					t.Fatalf("field %q given twice: %v", cm.field, hs)
				}
				seen[cm.field] = true
			}
		}
		for _, s := range append(hs, vs...) {
			if n, ok := singleCardMachine(s); ok && n != 1 {
				t.Fatalf("singleCardMachine(%q) = %d", s, n)
			}
		}
	})
}
