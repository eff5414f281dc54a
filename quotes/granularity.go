package quotes

import (
	"regexp"
	"strings"
)

// A billing granularity ("按秒计费") says in what steps time is billed, not
// what the price is per: under a price that states its period it is the
// increment, never the unit.

// reGranularity: a unit cell stating only a granularity finer than the hour.
var reGranularity = regexp.MustCompile(`^(?:按|以)?(秒|分钟|分)(?:级)?(?:计费|结算|计)$|` +
	`^每(秒|分钟)(?:计费)?$|` +
	`^(?:per|by the)[- ]?(second|minute)(?:[- ](?:billing|billed|granularity|increments?))?$|` +
	`^billed (?:per|by the) (second|minute)$|` +
	`^(second|minute)[- ](?:level |based )?(?:billing|granularity|increments?)$|` +
	`^(?:billing|billed|granularity)\s*[:：]?\s*(?:per[- ])?(second|minute)s?$`)

// reGranularityFloor: a first charge after the granularity ("最低60秒").
var reGranularityFloor = regexp.MustCompile(`\s*[,，;；]\s*(?:\d+\s*(?:s|secs?|seconds?|mins?|minutes?)\s+minimum|min(?:imum)?\.?\s*\d+\s*(?:s|secs?|seconds?|mins?|minutes?)|最低\s*\d+\s*(?:秒|分钟)|\d+\s*(?:秒|分钟)起)\s*$`)

// billingGranularity reads such a cell: the increment's unit.
func billingGranularity(text string) (string, bool) {
	u := remember(&granularityMemo, text, func(s string) string { u, _ := billingGranularityUncached(s); return u })
	return u, u != ""
}

// granularityMemo: a unit column repeats its cells down the rows.
var granularityMemo memo[string, string]

func billingGranularityUncached(text string) (string, bool) {
	low := strings.TrimSpace(strings.ToLower(narrow(text)))
	m := reGranularity.FindStringSubmatch(reGranularityFloor.ReplaceAllString(low, ""))
	if m == nil {
		return "", false
	}
	u := granularityUnit(m[1:])
	return u, u != ""
}

// granularityUnit is the unit the first naming group of a match names.
func granularityUnit(groups []string) string {
	for _, g := range groups {
		if u := termUnit(g); u != "" {
			return u
		}
	}
	return ""
}

// pricePeriodStated: the price's header or cell on this row names its period.
func (b *rowBuild) pricePeriodStated() bool {
	for _, p := range b.r.prices {
		if p.hint.period != "" || p.tier != nil && p.tier.period != "" {
			return true
		}
		if pc, err := parsePriceCell(strings.TrimSpace(p.text)); err == nil && pc.hint.period != "" {
			return true
		}
	}
	return false
}

// unitCellIsIncrement: the unit cell states a granularity while the price
// states its own period: the cell is the billing increment.
func (b *rowBuild) unitCellIsIncrement() bool {
	c, ok := b.r.cells[fUnit]
	if !ok {
		return false
	}
	u, ok := billingGranularity(c.text)
	if !ok || !b.pricePeriodStated() {
		return false
	}
	if b.q.BillingIncrement == nil {
		b.setIncrement(u, "increment.unit_cell", c)
	}
	b.q.AddWarning(mk("import.warn.unit_is_increment", c.header, strings.TrimSpace(c.text)))
	return true
}

// reGranularityInWords: a granularity inside a longer cell ("元/卡/时（按秒计费）").
var reGranularityInWords = regexp.MustCompile(`按(秒|分钟)(?:计费|结算)|(?i)\bbilled\s+(?:per|by\s+the)\s+(second|minute)\b|\bper[- ](second|minute)\s+billing\b|\b(second|minute)[- ]level\s+billing\b`)

// incrementInWords stores the increment a unit or price cell states, unless a column did.
func (b *rowBuild) incrementInWords() {
	if b.q.BillingIncrement != nil {
		return
	}
	var cells []cell
	if u := b.r.cells[fUnit]; u.text != "" {
		if _, whole := billingGranularity(u.text); !whole {
			cells = append(cells, u) // a cell that is only the step: unitCellIsIncrement
		}
	}
	for _, p := range b.r.prices {
		cells = append(cells, p.cell)
	}
	for _, c := range cells {
		m := reGranularityInWords.FindStringSubmatch(strings.ToLower(narrow(c.text)))
		if m == nil {
			continue
		}
		if u := granularityUnit(m[1:]); u != "" {
			b.setIncrement(u, "increment.in_words", c)
			b.q.AddWarning(mk("import.warn.increment_in_words", c.header, strings.TrimSpace(c.text), strings.TrimSpace(m[0])))
			return
		}
	}
}

// setIncrement stores a billing increment of one u, read from c under rule.
func (b *rowBuild) setIncrement(u, rule string, c cell) {
	b.q.BillingIncrement = &Term{Value: 1, Unit: u}
	b.q.BillingIncrementHours = hoursOf(b.q.BillingIncrement, DefaultHoursPerMonth)
	b.decidedTerm("billing_increment", b.q.BillingIncrement, rule, c)
}
