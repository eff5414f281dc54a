package quotes

import "regexp"

// A column of the price as the vendor wrote it (报价原文, price_text) is kept
// beside the price read from another column. Where its values are whole
// prices (an amount and a period, its basis or not: "7.2万/台/月", "9.90元/卡/时", "2.85元/时"; a
// notes column turned with the offers may leave one in four without) and the
// price columns beside it only restate them, the vendor's own words are the offer (stop 50 set132/08: the
// buyer's approval form restates them per card-hour and as a total, each a
// check of that price, neither the offer).

// ruleColPriceTextUnits is the column rule of such a column.
const ruleColPriceTextUnits = "C-PRICE-TEXT-UNITS"

// reRestatedHeader, reTotalHeader: words/columns.tsv price_restated_header,
// any of its words and its totals.
var (
	reRestatedHeader = wordRe("price_restated_header")
	reTotalHeader    = regexp.MustCompile(`(?i)` + wordAlternation("price_restated_header", "total"))
)

// priceTextOffer makes a price_text column of whole prices the price column,
// where each price column beside it only restates one (折合每卡每小时, 4台×30天
// 合计: words/columns.tsv price_restated_header); a total beside it is held out.
func priceTextOffer(cs colReads) {
	for _, c := range cs {
		if c.field == fPrice && !reRestatedHeader.MatchString(c.header) {
			return
		}
	}
	for i, c := range cs {
		if c.field != fPriceText || c.person {
			continue
		}
		n, whole := shareStated(c.values, func(v string) bool { _, ok := periodPrice(v); return ok })
		// "2.85元/时" of a one-card instance states no basis and is the price in full (stop 53 set142/07);
		// a notes column turned with the offers ("摘自对方报价单") states none
		if whole >= 2 && whole*4 >= n*3 {
			cs.set(i, fPrice, ruleColPriceTextUnits, mk("import.ev.price_text_units", c.header, whole))
			for k, d := range cs {
				if k != i && d.field == fPrice && !d.person && reTotalHeader.MatchString(d.header) {
					cs.set(k, fIgnore, ruleColPriceTextUnits, mk("import.ev.price_text_total", d.header, c.header))
				}
			}
			return
		}
	}
}

// periodPrice reads v as a price that states its period ("7.2万/台/月",
// "2.85元/时"), the amount above zero; false for any other text.
func periodPrice(v string) (priceCell, bool) {
	pc, err := parsePriceCell(v)
	return pc, err == nil && pc.value > 0 && pc.hint.period != ""
}
