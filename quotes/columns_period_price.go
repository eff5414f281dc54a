package quotes

import "strings"

// A price header named by its period ("Hourly list", "Monthly list price",
// "Monthly (730 hrs)"): a period adjective (periods.tsv period_adjective) and
// then a price word of words/month_hours.tsv period_price_tail, or nothing
// but a bracket of hours. "Monthly hours", "Hourly usage" are not prices.

const ruleHdrPeriodPrice = "C-HDR-PERIOD-PRICE"

var periodPriceTail = wordSet("period_price_tail")

// periodPriceHeader: the header names a price by its period.
func periodPriceHeader(w *headerText) bool {
	bare := strings.Join(strings.Fields(strings.NewReplacer("_", " ", "-", " ").Replace(w.bare)), " ")
	first, rest, _ := strings.Cut(bare, " ")
	if adjectivePeriod[first] == "" {
		return false
	}
	if rest == "" {
		return monthHoursIn(w.h) > 0 || (w.hint != "" && isHourHint(w.hint))
	}
	return periodPriceTail[rest]
}

// isHourHint: a bracket that counts hours ("730 hrs").
func isHourHint(hint string) bool {
	m := reHoursCount.FindStringSubmatch(hint)
	return m != nil && isHourWord(m[2])
}

// monthLengthRemoved drops a bracket that gives a month's length from a
// price header ("Monthly (730 hrs)"): it is the month, not an hourly unit
// (the file's notes restate the price: extract_month_hours.go).
func monthLengthRemoved(h string) string {
	if hb := headerHint(h); hb != "" && isHourHint(hb) && monthHoursIn(h) > 0 {
		return strings.TrimSpace(reHint.ReplaceAllString(h, ""))
	}
	return h
}
