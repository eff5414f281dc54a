package quotes

// The columns stage's sole total (LS0101). A table whose only money
// column is headed as a total ("总价(元)", "合计金额", "Total price") and
// that has no rate column beside it is a price list of lump sums: each
// row's total pays for the row's GPUs over its term (青羊: 台数 3, 总卡数
// 24, 租期 2周, 总价 14,112). Beside a unit price the same header is the
// line total (C-HDR-TOTAL-PRICE) and stays unread; alone it is the price,
// and the resolve stage divides it over every card and hour the row
// states (resolve_totals.go), or refuses the row at the cell.

const ruleSoleTotal = "LS0101"

// ruleTotalPriceHeader: the header rule of a line total (match.go), the one
// name both tests below read.
const ruleTotalPriceHeader = "C-HDR-TOTAL-PRICE"

// totalPriceHeader: the header reads as a line total (C-HDR-TOTAL-PRICE).
func totalPriceHeader(h string) bool {
	s, ok := headerScores(h)[fIgnore]
	return ok && s.rule == ruleTotalPriceHeader
}

// soleTotalColumn reads the one line-total column of a table with no
// price column as the table's price: its values mostly prices.
func soleTotalColumn(cs colReads) {
	at := -1
	for i, c := range cs {
		switch {
		case c.field == fPrice || c.field == fPackPrice:
			return
		case c.field == fIgnore && c.rule == ruleTotalPriceHeader:
			if at >= 0 {
				return // two totals: which pays for what is not known
			}
			at = i
		}
	}
	if at < 0 || cs[at].person || !priceValuesMostly(cs[at].values) || !lumpTotalHeader(cs[at].header) {
		return
	}
	cs.set(at, fPrice, ruleSoleTotal, mk("import.ev.ls_sole_total", cs[at].header))
}

// lumpTotalHeader: a header the resolve stage divides as a lump sum
// (words/totals.tsv total_header: 总价, TCV, 一口价) naming no period of its
// own: the header half of the test resolve_totals.go applies (which also reads
// the cell). A subtotal or a
// monthly total (小计, 月费小计, 月总价) is no lump sum: promoted, it would be
// stored as a rate.
func lumpTotalHeader(h string) bool {
	return totalHeaderWord(h) && parseHint(h).period == ""
}

// totalHeaderWord: the header names a lump sum (words/totals.tsv
// total_header), the one test of the columns and resolve stages.
func totalHeaderWord(h string) bool {
	_, _, ok := totalHeaders.find(norm(h))
	return ok
}

// listingTotalHeader: the total is one listing's (words/totals.tsv VALUE
// listing: 转让价格): a row counting no machines is one machine of its cards.
func listingTotalHeader(h string) bool {
	_, v, ok := totalHeaders.find(norm(h))
	return ok && v == "listing"
}
