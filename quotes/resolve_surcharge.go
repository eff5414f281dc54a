package quotes

import (
	"regexp"
	"strings"
)

// A file's line may raise every price it lists by a share ("自2027年5月15日起，
// 所有新购…订单在目录价基础上加收15%资源紧缺附加费（…除外）。下表“目录价”均未
// 含附加费。"): the prices in the table are then not what is paid, and which
// rows the share spares (…除外) is the line's prose. The table's quotes are
// stored as written and held for review, the line quoted (stop 53,
// set143/02), never stored silently at the listed price.

// reAllPricesScope: words/price.tsv all_prices_scope.
var reAllPricesScope = regexp.MustCompile(`(?i)` + wordAlt("all_prices_scope", false))

// fileSurcharge is the first line raising every listed price by a share
// (reMarkup: 加收 15%, 上浮 8%, "+10%", with a word of all_prices_scope),
// and that share as written; "" for none.
func fileSurcharge(lines []string) (line, share string) {
	for _, l := range lines {
		n := narrow(l)
		m := reMarkup.FindStringSubmatch(n)
		if m == nil || !reAllPricesScope.MatchString(n) {
			continue
		}
		return strings.TrimSpace(l), m[2]
	}
	return "", ""
}

// holdForSurcharge marks each quote of qs as needing review: the file's
// line (fileSurcharge) raises its price by share.
func holdForSurcharge(qs []Quote, line, share string) {
	if line == "" {
		return
	}
	for k := range qs {
		m := mk("import.review.file_surcharge", share, line)
		qs[k].AddWarning(m)
		qs[k].Review(m)
	}
}
