package quotes

import (
	"regexp"
	"strings"
)

// spokenEnNumbers: the English number words of a transcript's amounts
// (words/spoken.tsv spoken_en_number, rules CV0101-CV0131).
var (
	spokenEnNumbers = wordMap("spoken_en_number")
	reEnWord        = regexp.MustCompile(`[a-z]+`)
	// reEnRateAfter: a money or rate word right after the run (spoken_en_rate_after).
	reEnRateAfter = regexp.MustCompile(`^[\s,-]*` + wordAlt("spoken_en_rate_after", true) + `(?:$|[^a-z])`)
)

// spokenEnglishAmount is the first run of two or more English number words
// in low, joined only by spaces or hyphens ("two forty-nine", "zero point
// nine nine", "eleven thousand five hundred"): an amount spoken in words on
// a voice-to-text line. It is never read (two forty-nine may be 2.49 or
// 249, three point nine may be corrected a word later); a line naming a GPU
// with one and no figure is refused at the line. "" where none.
func spokenEnglishAmount(low string) string {
	start, end, n := -1, -1, 0
	amount := func() bool { // the run so far is an amount: a rate word follows it
		return n >= 2 && reEnRateAfter.MatchString(low[end:])
	}
	for _, m := range reEnWord.FindAllStringIndex(low, -1) {
		w := low[m[0]:m[1]]
		if spokenEnNumbers[w] == "" || n > 0 && strings.Trim(low[end:m[0]], " -") != "" {
			if amount() {
				return low[start:end]
			}
			start, n = -1, 0 // "three point nine — sorry, three point six five per GPU hour": the next run
			if spokenEnNumbers[w] == "" {
				continue
			}
		}
		if n == 0 {
			start = m[0]
		}
		end, n = m[1], n+1
	}
	if amount() {
		return low[start:end]
	}
	return "" // "two hundred H100 available": a count, no amount
}
