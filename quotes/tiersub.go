package quotes

import "strings"

// tierSubWithUnit reads a tier sub-header that carries its own unit under a
// group header ("价格" over "包月 元/台/月", "按需\n元/卡/时"): the plan is
// the tier, the unit words after it are the column's unit. The group's own
// hint (from "价格（元）") fills what the sub-header leaves unsaid.
func tierSubWithUnit(sub string, group unitHint) (billingMode, unitHint, bool) {
	pre := headerPrefixMode(sub)
	m, ok := parseMode(pre)
	if !ok {
		return billingMode{}, unitHint{}, false
	}
	rest := strings.TrimSpace(strings.TrimPrefix(narrow(sub), strings.TrimSpace(pre)))
	rest = strings.TrimLeft(rest, " /:：|\n\r\t")
	if rest == "" {
		return billingMode{}, unitHint{}, false
	}
	h := priceHeaderHint(rest, "")
	if h.period == "" && h.basis == "" && h.currency == "" {
		return billingMode{}, unitHint{}, false
	}
	if h.currency == "" {
		h.currency = group.currency
	}
	if h.tax == nil {
		h.tax = group.tax
	}
	if h.gpus == nil {
		h.gpus = group.gpus
	}
	m.label = strings.TrimSpace(pre)
	return m, h, true
}

// tierOwnHint: a tier sub-header with its unit in brackets ("包月(元/台/月)"
// under "价格") prices its column in that unit; the group's hint fills what
// the brackets leave unsaid. Without a bracketed unit the group's hint stands.
func tierOwnHint(sub string, group unitHint) unitHint {
	hb := headerHint(sub)
	if hb == "" {
		return group
	}
	if _, err := ParseTerm(hb); err == nil {
		return group // "包年(12个月)": the brackets give the term, not a unit
	}
	h := parseHint(hb)
	if h.basis == "" || h.period == "" {
		return group // a whole unit only ("元/台/月"), never half of one
	}
	if h.currency == "" {
		h.currency = group.currency
	}
	if h.tax == nil {
		h.tax = group.tax
	}
	if h.gpus == nil {
		h.gpus = group.gpus
	}
	return h
}
