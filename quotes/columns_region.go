package quotes

import (
	"regexp"
	"strings"
)

// Region matrices: a price column per region ("北京 | 香港(USD)"); each
// priced cell is a quote with that region.

// currencyOnly: a bracket or last word that states only a currency (words/columns.tsv).
var currencyOnly = wordSet("column_currency_only")

// regionHeader: the region a price header names without its currency
// ("香港(USD)" is 香港); "" for a header that says anything else.
func regionHeader(h string) string {
	s := strings.TrimSpace(narrow(h))
	if s == "" {
		return ""
	}
	if m := reHint.FindStringSubmatchIndex(s); m != nil && currencyOnly[strings.ToLower(strings.TrimSpace(s[m[2]:m[3]]))] {
		s = strings.TrimSpace(s[:m[0]] + s[m[1]:])
	}
	if f := strings.Fields(s); len(f) == 2 && currencyOnly[strings.ToLower(f[1])] {
		s = f[0]
	}
	low := strings.ToLower(s)
	if reRegionName.MatchString(low) {
		return s
	}
	// "华北2(北京)": a zone with its city in brackets
	if m := reHint.FindStringSubmatchIndex(s); m != nil && m[1] == len(s) {
		outer, inner := strings.TrimSpace(s[:m[0]]), strings.TrimSpace(s[m[2]:m[3]])
		if outer != "" && reRegionName.MatchString(strings.ToLower(outer)) && reRegionName.MatchString(strings.ToLower(inner)) {
			return s
		}
	}
	return ""
}

// rePlanEquiv: a plan's price restated ("包月折合", "包年折算价").
var rePlanEquiv = regexp.MustCompile(`^(.+?)(?:折合|折算)(?:价|单价|价格)?$`)

// planEquivHeader: the plan a "包月折合" header restates.
func planEquivHeader(h string) (billingMode, bool) {
	m := rePlanEquiv.FindStringSubmatch(strings.TrimSpace(reHint.ReplaceAllString(narrow(h), "")))
	if m == nil {
		return billingMode{}, false
	}
	bm, ok := parseMode(m[1])
	if f := strings.Fields(m[1]); !ok && len(f) > 1 && priceGroupHeader(strings.Join(f[:len(f)-1], " ")) {
		// TL0401: "正式价（元/卡·时）" merged over 按量 | 包月折算 | 包年折算: the
		// group names the price, each sub-header a plan restated in its unit
		bm, ok = parseMode(f[len(f)-1])
	}
	if !ok || bm.term == nil {
		return billingMode{}, false // 按量折合 restates nothing but itself
	}
	bm.label = strings.TrimSpace(h)
	return bm, true
}

// priceGroupHeader (TL0401): a group header over plan columns that only
// names the price (正式价, 价格, 单价, with a role word of words/price_state.tsv
// price_header such as 正式价 or 试用后价格): no plan, no GPU of its own.
func priceGroupHeader(g string) bool {
	g = strings.TrimSpace(g)
	if g == "" {
		return false
	}
	if _, ok := parseMode(g); ok {
		return false
	}
	k := headerKey(g)
	return rePriceTail.MatchString(k) && !reNotPriceEnd.MatchString(k)
}

// planPriced: another price column of the layout prices plan m.
func planPriced(l *layout, except int, m billingMode) bool {
	for j, cm := range l.cols {
		if j != except && cm.field == fPrice && cm.tier != nil && sameTier(*cm.tier, m) {
			return true
		}
	}
	return false
}
