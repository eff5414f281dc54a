package quotes

import (
	"strings"

	"computecheck/msg"
)

// planBesideUnitColumn: two columns whose headers both name the unit
// ("计费方式" and "计价单位", "Billing" and "Per"), the one taken holding
// only plans (包月, 按量, Hourly, Monthly) and the other left unread: the
// plans are the billing mode and the other column is the unit, so neither
// the unit nor the plan is lost.
func planBesideUnitColumn(headers []string, values [][]string, out []fieldScore, fixed map[int]string) {
	plan, unit := -1, -1
	for c := range out {
		if _, ok := fixed[c]; ok {
			continue
		}
		switch {
		case out[c].field == fUnit && allPlans(values[c]):
			plan = c
		case out[c].field == "" && headerScores(headers[c])[fUnit].score > 0 && allUnits(values[c]):
			if unit < 0 {
				unit = c
			}
		}
	}
	if plan < 0 || unit < 0 {
		return
	}
	for _, s := range out {
		if s.field == fMode {
			return
		}
	}
	ev := append([]msg.Msg{}, headerScores(headers[plan])[fUnit].evidence...)
	ev = append(ev, contentScores(values[plan])[fMode].evidence...)
	out[plan] = fieldScore{field: fMode, score: out[plan].score, evidence: ev}
	out[unit] = fieldScore{field: fUnit, score: scoreAssign, evidence: headerScores(headers[unit])[fUnit].evidence}
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
