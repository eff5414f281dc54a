package quotes

import (
	"regexp"
	"strings"
)

// reOwnUnit is a currency word right after a cell's number ("31,000元"): the
// cell states a whole yuan or dollar, whatever scale the header states; a
// sign ("¥5.2" under 万元) states no scale.
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
