package quotes

import (
	"slices"
	"sort"
	"strings"
)

// The locate stage's row roles in documents a buyer's system made: a
// procurement platform's bid results, a colleague's comparison workbook.
// Such a table has one row per lot and bidder, and some of its rows are not
// a vendor's offer at all:
//   - the buyer's own figure in the bidder's place (最高限价, 控制价, a
//     budget): named in FileResult.NotOffers (--explain), never stored;
//   - a bid the document itself marks void, withdrawn or superseded (废标,
//     已作废) in a column the import does not read (结果, 状态): refused at
//     that cell, never stored, so a person sees it and settles it;
//   - a bill's line charging for a disk or bandwidth beside the instance
//     (计费项 "系统盘(ESSD 200GB)"): named in --explain, never stored;
//   - an approximate price the document says was given orally ("约3.5/卡时
//     （电话里说的，没书面）", "约3.5" beside a 状态 of 口头): refused at
//     that cell, never stored.
// The words are the tables buyer_row and void_bid of words/procure.tsv.

var (
	buyerRowWords = wordSet("buyer_row")
	voidBidWords  = wordsInOrder("void_bid")
	oralWords     = wordsInOrder("oral_price")
	feeHeaders    = wordSet("fee_item_header")
	otherFees     = wordsInOrder("other_fee")
	approxWords   = func() [][2]string {
		rows := append([][2]string{}, wordRows("approx_price")...)
		sort.SliceStable(rows, func(i, j int) bool { return len(rows[i][0]) > len(rows[j][0]) })
		return rows
	}()
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
	for _, p := range r.prices {
		if approxPrice(p.cell.text) && (containsAny(norm(p.cell.text), oralWords) || oralRow(r)) {
			return at(p.cell, "import.procure.oral_price", strings.TrimSpace(p.cell.text)), true, true
		}
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
		if feeHeaders[strings.TrimSpace(reHint.ReplaceAllString(norm(cm.header), ""))] && startsWithAny(norm(v), otherFees) {
			return at(c, "import.procure.other_fee", v), false, true
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
	return startsWithAny(norm(strings.TrimSpace(s)), voidBidWords)
}

// approxPrice: the cell opens with a word making its figure approximate.
func approxPrice(s string) bool {
	k := norm(strings.TrimSpace(s))
	for _, w := range approxWords {
		if strings.HasPrefix(k, w[0]) {
			return w[1] == "yes"
		}
	}
	return false
}

// oralRow: an unread cell of row r says its figure was given orally.
func oralRow(r rowIn) bool {
	for _, v := range r.extra {
		if containsAny(norm(v), oralWords) {
			return true
		}
	}
	return false
}

func startsWithAny(s string, words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return strings.HasPrefix(s, w) })
}
