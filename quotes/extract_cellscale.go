package quotes

import (
	"regexp"
	"strings"
)

// reOwnUnit is a currency word written right after the number of a cell
// ("31,000元", "31000 RMB", "2,500 USD"): the cell states its unit, a
// whole yuan or dollar, whatever 万 or 千 its header, unit column or sheet
// states (with 万 or 千 before the word, "3.1万元", the cell is already
// read in its own scale).
var reOwnUnit = regexp.MustCompile(`\d\s*(?:元|块|人民币|rmb|cny|美元|usd|欧元|eur)(?:$|[^a-z])`)

// statesOwnUnit: the price cell's own currency word states its scale, so
// a header's, unit cell's or sheet's 万/千 does not apply to it.
func statesOwnUnit(text string) bool {
	return reOwnUnit.MatchString(strings.TrimSpace(norm(text)))
}
