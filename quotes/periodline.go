package quotes

import "regexp"

// rePeriodSentence: a line under the title that gives the period of every
// price without a basis ("All prices in USD per hour", "Rates are quoted
// per month"): tiers in rows whose unit cells say only "GPU" or
// "instance", or whose commitment says "1-year", are priced in that
// period; the commitment is their term.
var rePeriodSentence = regexp.MustCompile(`(?i)\b(?:all\s+)?(?:prices?|rates?|figures|amounts?)\s+(?:are\s+)?(?:shown\s+|quoted\s+|given\s+|listed\s+)?(?:in\s+)?((?:usd|cny|rmb|eur|us\$|\$|¥)?\s*per\s+(?:hour|hr|day|week|month))\b`)

// periodSentence is the period phrase of such a line, "" for none.
func periodSentence(line string) string {
	if m := rePeriodSentence.FindStringSubmatch(line); m != nil {
		return m[1]
	}
	return ""
}
