package quotes

import (
	"regexp"
	"strings"
)

// rePeriodSentence: a line under the title that gives the period of every
// price without a basis ("All prices in USD per hour", "Rates are quoted
// per month"): tiers in rows whose unit cells say only "GPU" or
// "instance", or whose commitment says "1-year", are priced in that
// period; the commitment is their term.
var rePeriodSentence = regexp.MustCompile(`(?i)\b(?:all\s+)?(?:prices?|rates?|figures|amounts?)\s+(?:are\s+)?(?:shown\s+|quoted\s+|given\s+|listed\s+)?(?:in\s+)?((?:usd|cny|rmb|eur|us\$|\$|¥)?\s*per\s+(?:hour|hr|day|week|month))\b`)

// rePeriodAdjective: the same said with an adjective ("Rates are hourly,
// in USD", "Hourly rates in USD", "All prices are monthly").
var rePeriodAdjective = regexp.MustCompile(`(?i)\b(?:(?:all\s+)?(?:prices?|rates?)\s+(?:are\s+)?(?:shown\s+|quoted\s+|billed\s+|charged\s+)?(hourly|daily|weekly|monthly)\b|(hourly|daily|weekly|monthly)\s+(?:prices?|rates?)\s+(?:are\s+)?(?:in|shown|quoted|listed)\b)`)

var adjectivePeriod = wordMap("period_adjective")

// periodSentence is the period phrase of such a line, "" for none.
func periodSentence(line string) string {
	if m := rePeriodSentence.FindStringSubmatch(line); m != nil {
		return m[1]
	}
	if m := rePeriodAdjective.FindStringSubmatch(line); m != nil {
		return adjectivePeriod[strings.ToLower(m[1]+m[2])]
	}
	return ""
}

// reLatinTerm: a commitment written as a length ("1-year", "3-month",
// "12 months", "1 yr"), not as a plan word (包年, Yearly, Annual plan).
var reLatinTerm = regexp.MustCompile(`(?i)^\s*\d+(?:\.\d+)?\s*[- ]?\s*(?:years?|yrs?|months?|mos?|weeks?|wks?|days?)\s*(?:term|commit(?:ment)?|reserved|contract)?\s*$`)

// commitmentOnly: a length under a commitment header ("Commitment" over
// "1-year") is the term of the offer, not the period its rate is in: the
// rate's period comes from the price, its unit, its header or the sheet,
// or the row is refused for want of one. Read as the period, a 1-year
// hourly rate would be divided by 8,760.
func commitmentOnly(m billingMode, c cell) billingMode {
	if m.term != nil && m.period != "" && m.period != "hour" && reCommitHeader.MatchString(norm(c.header)) && reLatinTerm.MatchString(c.text) {
		m.period = ""
	}
	return m
}
