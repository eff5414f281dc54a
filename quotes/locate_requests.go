package quotes

import "strings"

// The locate stage's buy requests. A broker's list (a WeChat group's
// 今日资源) puts what is offered and what customers ask for in one table,
// told apart by a direction cell ("出" / "收", "WTS" / "WTB") or by a price
// that is a budget ("预算7万/台/月"). A request names a price someone would
// pay, not one anybody offers: it is named in FileResult.NotOffers
// (--explain), never stored and never refused as a bad offer. The words are
// words/trade.tsv.

var (
	tradeRequests = wordSet("trade_request")
	tradeHeaders  = wordSet("trade_header")
	tradeSales    = wordSet("trade_sale") // hwsale: 整机销售, 回收, 以旧换新 in the direction column
	requestPrices = newWordMatcher("request_price")
)

// requestRow names row r (row i of t, read with layout l) when it is a
// buy request.
func requestRow(r rowIn, t *table, i int, l *layout) (Problem, bool) {
	row := t.rows[i]
	for _, cm := range l.cols {
		if cm.field != "" && cm.field != fIgnore || cm.col >= len(row) || cm.header != "" && !tradeHeaders[compact(norm(cm.header))] {
			continue
		}
		if p, ok := requestCell(r, row[cm.col], cm.header, cm.letter); ok {
			return p, true
		}
	}
	mapped := func(c int) bool { // no map built per row
		for k := range l.cols {
			if l.cols[k].col == c {
				return true
			}
		}
		return false
	}
	for c, v := range row { // a column with no header at all is not among the layout's
		if !mapped(c) {
			if p, ok := requestCell(r, v, "", t.letter(c)); ok {
				return p, true
			}
		}
	}
	for _, p := range r.prices {
		if _, ok := budgetAnswer(p.text); ok {
			continue // "满足预算": the seller's cell answering a budget (budgetReply)
		}
		if _, _, ok := requestPrices.find(norm(p.text)); ok {
			return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: p.header, ColumnLetter: p.letter,
				Reason: mk("import.not_offer.budget", strings.TrimSpace(p.text))}, true
		}
	}
	return Problem{}, false
}

// budgetReply refuses row r at its price cell when that cell answers the
// buyer's budget with no figure of its own ("满足预算", "within budget" on
// the buyer's RFQ form): the seller states no price, and the budget beside it
// is the buyer's figure, never the offer (a figure in the cell, "预算7万/台/
// 月", is a buyer's request: requestRow, asked first: a 收 row's 预算面议 is
// a request). Only the budget words (words/trade.tsv request_price value
// budget): 求购价 is the buyer's.
func budgetReply(r rowIn) (Problem, bool) {
	for _, p := range r.prices {
		if _, ok := budgetAnswer(p.text); ok {
			return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: p.header, ColumnLetter: p.letter,
				Reason: mk("import.err.notoffer_budget_reply", strings.TrimSpace(p.text))}, true
		}
	}
	return Problem{}, false
}

// budgetAnswer: a price cell naming a budget word (words/trade.tsv
// request_price value budget) with no figure of its own.
func budgetAnswer(text string) (string, bool) {
	low := norm(text)
	if strings.ContainsAny(low, "0123456789") {
		return "", false
	}
	return requestPrices.findValue(low, "budget")
}

// requestCell names row r when the direction cell v says request; a sale
// word (trade_sale) only under a direction header (业务), never in a column
// with none, where "Sale" is a promotion's badge beside a rent.
func requestCell(r rowIn, v, header, letter string) (Problem, bool) {
	if header != "" && tradeSales[norm(strings.TrimSpace(v))] {
		return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: header, ColumnLetter: letter,
			Reason: mk("import.hwsale.not_offer_sale", strings.TrimSpace(v))}, true
	}
	if !tradeRequests[norm(strings.TrimSpace(v))] {
		return Problem{}, false
	}
	return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: header, ColumnLetter: letter,
		Reason: mk("import.not_offer.request", strings.TrimSpace(v))}, true
}
