package quotes

import (
	"regexp"
	"strconv"
	"strings"
)

// What a row's offer and spec cells add to its machine: a machine size
// only in a plan cell ("8卡整机") or as "8x" leading a config cell, and a
// GPU column vaguer than the machine cell beside it; the prices a row
// holds in a column not read as a price, and a currency a neighbouring
// price column gave.

var reOfferCards = regexp.MustCompile(`^(?:整机|单机|每台|整台|单台)?\s*(\d{1,2})\s*-?\s*(?:卡|张|gpus?|x|×)\s*(?:整机|机器?|服务器|主机|裸金属|/台|每台|nodes?|servers?|instances?|vms?|box(?:es)?|machines?)?$`)

// offerCardCount is the GPUs of one machine that a plan or model cell
// names on its own ("8卡整机", "4卡机", "8-GPU node"): 0 for none.
func offerCardCount(text string) int {
	low := strings.ToLower(strings.TrimSpace(cnCounts(narrow(text))))
	if low == "" || utf8Len(low) > 16 {
		return 0
	}
	m := reOfferCards.FindStringSubmatch(low)
	if m == nil {
		return 0
	}
	n, err := strconv.Atoi(m[1])
	if err != nil || n < 1 || n > maxGPUsPerNode {
		return 0
	}
	return n
}

// reportUnreadMoney refuses, cell by cell, the prices of a row that sit in
// a column not read as a price column.
func (b *rowBuild) reportUnreadMoney() {
	for _, c := range b.r.unreadMoney {
		if moneyCell(c.text) {
			b.badAt(c, mk("import.err.price_column_unread", c.header, strings.TrimSpace(c.text)))
		}
	}
}

// sharedCurrencyNote: a quote whose currency came from a neighbouring
// price column's header, its cell stating none, says so.
func (b *rowBuild) sharedCurrencyNote(q *Quote, p priceIn) {
	if q == nil || p.currFrom == "" {
		return
	}
	if pc, err := parsePriceCell(p.text); err == nil && pc.hint.currency != "" {
		return
	}
	q.AddWarning(mk("import.warn.currency_from_column", p.hint.currency, p.currFrom, p.header))
}
