package quotes

import (
	"regexp"
	"strings"
)

// reOwnUnit is a currency word of words/currency.tsv written right after
// the number of a cell ("31,000元", "31000 RMB", "2,500 USD"): the cell
// states its unit, a whole yuan or dollar, whatever 万 or 千 its header,
// unit column or sheet states (with 万 or 千 before the word, "3.1万元",
// the cell is already read in its own scale). A sign ("¥", "$") states
// no scale: "¥5.2" under 万元 is 52,000.
var reOwnUnit = func() *regexp.Regexp {
	var words []string
	for _, cw := range currencyWords {
		if !strings.ContainsAny(cw.word, "$€£¥") {
			words = append(words, cw.word)
		}
	}
	return regexp.MustCompile(`\d\s*(?:` + wholeWords(words) + `)`)
}()

// statesOwnUnit: the price cell's own currency word states its scale, so
// a header's, unit cell's or sheet's 万/千 does not apply to it.
func statesOwnUnit(text string) bool {
	return reOwnUnit.MatchString(strings.TrimSpace(norm(text)))
}
