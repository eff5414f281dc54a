package quotes

import "strings"

// planBesideUnitColumn: two columns whose headers both name the unit
// ("计费方式" and "计价单位", "Billing" and "Per"), the one taken holding
// only plans (包月, 按量, Hourly, Monthly) and the other left unread: the
// plans are the billing mode and the other column is the unit, so neither
// the unit nor the plan is lost. A column the person set is neither.
func planBesideUnitColumn(l *layout, values [][]string) {
	plan, unit := -1, -1
	for i, cm := range l.cols {
		if !l.settable(i) || cm.col >= len(values) {
			continue
		}
		switch {
		case cm.field == fMode:
			return
		case cm.field == fUnit && allPlans(values[cm.col]):
			plan = i
		case cm.field == "" && headerScores(cm.header)[fUnit].score > 0 && allUnits(values[cm.col]):
			if unit < 0 {
				unit = i
			}
		}
	}
	for _, cm := range l.cols {
		if cm.field == fMode {
			return
		}
	}
	if plan < 0 || unit < 0 {
		return
	}
	for _, ev := range contentScores(values[l.cols[plan].col])[fMode].evidence {
		l.relabel(plan, fMode, ev)
	}
	for _, ev := range headerScores(l.cols[unit].header)[fUnit].evidence {
		l.relabel(unit, fUnit, ev)
	}
}

// allPlans: every filled value is a plan word (包月, 按量, Hourly).
func allPlans(vals []string) bool {
	n := 0
	for _, v := range vals {
		v = strings.TrimSpace(v)
		if v == "" {
			continue
		}
		if _, ok := parseMode(v); !ok {
			return false
		}
		if h := parseHint(v); h.basis != "" || h.currency != "" {
			return false // "元/台/月" names more than a plan
		}
		n++
	}
	return n > 0
}

// allUnits: every filled value names a basis or a period (元/台/月,
// "server", "per GPU") and none is a bare plan or a number.
func allUnits(vals []string) bool {
	n := 0
	for _, v := range vals {
		v = strings.TrimSpace(v)
		if v == "" {
			continue
		}
		if h := parseHint(v); h.basis == "" && h.period == "" || reNumber.MatchString(v) || allPlans([]string{v}) {
			return false
		}
		n++
	}
	return n > 0
}
