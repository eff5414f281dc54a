package quotes

import "testing"

// The value-priced and earlier-price rules are column decisions: each
// names its rule on the column, and a column the person set keeps their
// field (no pass after decideColumns re-labels it).
func TestPriceColumnRulesDecideOnce(t *testing.T) {
	tiers := []string{"青岚计算 报价单 单位：元/卡/时", "型号,1-3台,4-15台", "H100 SXM 80G,15.5,14.2", "A100 SXM 80G,8.1,7.3"}
	oldNew := []string{"青岚计算 报价单", "单位：元/卡/时", "型号,单机卡数,原价,调整后", "H100 SXM 80G,8,15.5,14.2", "A100 SXM 80G,8,8.1,7.5"}
	for _, tc := range []struct {
		name   string
		lines  []string
		auto   map[string][2]string // letter -> field, rule without a choice
		person map[string]string
		price  float64 // the first quote's price under the person's mapping
	}{
		{"tiers", tiers, map[string][2]string{"B": {fPrice, ruleColPriceValues}, "C": {fPrice, ruleColPriceValues}},
			map[string]string{"C": fIgnore}, 15.5},
		{"old-new", oldNew, map[string][2]string{"C": {"", ruleColStalePrice}, "D": {fPrice, ruleColCurrentPrice}},
			map[string]string{"C": fPrice, "D": fIgnore}, 15.5},
	} {
		data := csvOf(tc.lines...)
		auto, err := Read(tc.name+".csv", data)
		for letter, want := range tc.auto {
			if c := column(auto, letter); err != nil || c.Field != want[0] || c.Rule != want[1] {
				t.Errorf("%s: %s read as %q by %q, want %q by %q (%v)", tc.name, letter, c.Field, c.Rule, want[0], want[1], err)
			}
		}
		res := readMapped(t, tc.name+".csv", data, tc.person)
		for letter, f := range tc.person {
			if c := column(res, letter); c.Rule != ruleColPerson || c.Field != f && !(f == fIgnore && c.Field == "") {
				t.Errorf("%s: %s set to %q is read as %q by %q", tc.name, letter, f, c.Field, c.Rule)
			}
		}
		if len(res.Quotes) == 0 || res.Quotes[0].Price != tc.price {
			t.Errorf("%s: the person's mapping read %+v", tc.name, res.Quotes)
		}
	}
}
