package quotes

import "testing"

// Review of the metering change (the term_condition_lead guard): the guard
// before reTermCondition is derived from the table, so every word of it,
// 少于 (BL0087) too, has its rental length read as no period of the price.
func TestTermConditionLeadFromTable(t *testing.T) {
	for _, r := range wordRows("term_condition_lead") {
		u, _ := parseUnitQtyWhole(r[0] + "3个月按每日1,152元")
		if u.period != "day" {
			t.Errorf("%s: period %q, want day (the rental's length is no period)", r[0], u.period)
		}
	}
}
