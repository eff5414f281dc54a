package quotes

import "strings"

// A header or note may name a week or a month as the time a price holds
// for, not the period it is billed by: "本周价" is this week's price,
// "上周价" last week's (a weekly stock report), "last week" beside "this
// week". Such a phrase (words/timeref.tsv) is left out before a unit is
// read from the text, so "本周价" names no period and the price takes
// the unit the sheet states ("价格单位：元/卡/小时").

var timeRefWords = wordsInOrder("time_reference")

// withoutTimeRefs is low (already norm'ed) without its time references.
func withoutTimeRefs(low string) string {
	for _, w := range timeRefWords {
		if strings.Contains(low, w) {
			low = strings.ReplaceAll(low, w, " ")
		}
	}
	return low
}
