package quotes

import "strings"

// The locate stage's row roles in documents a buyer's system made: a
// procurement platform's bid results, a colleague's comparison workbook.
// Such a table has one row per lot and bidder, and some of its rows are not
// a vendor's offer at all:
//   - the buyer's own figure in the bidder's place (最高限价, 控制价, a
//     budget): named in FileResult.NotOffers (--explain), never stored;
//   - a bid the document itself marks void, withdrawn or superseded (废标,
//     已作废) in a column the import does not read (结果, 状态): refused at
//     that cell, never stored, so a person sees it and settles it.
// The words are the tables buyer_row and void_bid of words/procure.tsv.

var (
	buyerRowWords = wordSet("buyer_row")
	voidBidWords  = wordsInOrder("void_bid")
)

// rowRole says whether row r of a table read through l is no vendor's
// offer: p names it (a NotOffer, or a refusal when void is true).
func rowRole(r rowIn, l *layout) (p Problem, void, ok bool) {
	at := func(c cell, m string, arg string) Problem {
		return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: c.header, ColumnLetter: c.letter, Reason: mk(m, arg, c.header)}
	}
	if c, has := r.cells[fVendor]; has && isBuyerFigure(c.text) {
		return at(c, "import.procure.buyer_row", strings.TrimSpace(c.text)), false, true
	}
	for _, cm := range l.cols {
		if cm.field != "" && cm.field != fIgnore {
			continue
		}
		v := strings.TrimSpace(r.extra[cm.header])
		if v == "" {
			continue
		}
		c := cell{text: v, header: cm.header, letter: cm.letter}
		if isBuyerFigure(v) {
			return at(c, "import.procure.buyer_row", v), false, true
		}
		if voidBid(v) {
			return at(c, "import.procure.void_bid", v), true, true
		}
	}
	return Problem{}, false, false
}

// isBuyerFigure: the whole cell names the buyer's own figure ("最高限价",
// "招标控制价（元）").
func isBuyerFigure(s string) bool {
	k := norm(strings.TrimSpace(reHint.ReplaceAllString(narrow(s), "")))
	return buyerRowWords[k]
}

// voidBid: the cell opens with a word marking the bid void ("废标（报价不
// 一致）", "已作废", "Withdrawn by bidder").
func voidBid(s string) bool {
	k := norm(strings.TrimSpace(s))
	for _, w := range voidBidWords {
		if strings.HasPrefix(k, w) {
			return true
		}
	}
	return false
}
