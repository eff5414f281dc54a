package quotes

import (
	"regexp"
	"strings"
)

// A price list that lost its cells (a photo read by OCR, a table pasted as
// text) keeps its header as a line of words ("型号 配置 原价 展会价") over
// lines that each end in that many amounts ("H800 SXM 8卡整机 IB组网 ¥11.50
// ¥9.90/卡·时", the unit written once, after the last). The header says
// which amount is which: where exactly one of its price words names the
// offer and every other names a price that is not (原价, 刊例价, 市场价:
// words/price_state.tsv price_header), a line's piece of that many amounts
// is read as the offer's amount with the line's unit, and the others are
// named in a warning (import.warn.prose_price_columns, stop 48 set124/02).
// A header naming no offer, or two, decides nothing: such a line stays two
// prices, refused at the line.

// priceColumnsLine is a header line of prose: its price words in order,
// the index among them of the offer's, and the line.
type priceColumnsLine struct {
	words []string
	offer int
	text  string
	row   int
}

// readPriceColumnsLine reads a line as such a header: no figure, two words
// or more reading as price headers, one word at least that is none.
func readPriceColumnsLine(text string) (priceColumnsLine, bool) {
	if strings.ContainsAny(text, "0123456789") {
		return priceColumnsLine{}, false
	}
	var pc priceColumnsLine
	others, offers := 0, 0
	for _, w := range strings.Fields(narrow(text)) {
		if matchHeader(w) != fPrice {
			others++
			continue
		}
		switch st, _ := priceHeaderWords.in(w); st {
		case "", "new":
			pc.offer, offers = len(pc.words), offers+1
		case "old", "weak_old", "list", "other", "rival", "buyer":
		default:
			return priceColumnsLine{}, false // a price of its own kind (a tier, a renewal): not decided here
		}
		pc.words = append(pc.words, w)
	}
	if len(pc.words) < 2 || offers != 1 || others == 0 {
		return priceColumnsLine{}, false
	}
	pc.text = strings.TrimSpace(text)
	return pc, true
}

// reTrailAmount: one amount of a line's tail, its currency before it, and
// what follows it up to a space (the unit after the last).
var reTrailAmount = regexp.MustCompile(`(?:[¥￥$]\s*)?\d[\d,]*(?:\.\d+)?(\S*)`)

// columnPrice is the piece's text read under the header: the amount under
// the offer's word with the unit of the last amount, and the amounts held
// out; ok false where the piece does not end in one amount per price word.
func (pc priceColumnsLine) columnPrice(text string) (price string, held []string, ok bool) {
	t := strings.TrimRight(narrow(text), " \t")
	ms := reTrailAmount.FindAllStringSubmatchIndex(t, -1)
	n := len(pc.words)
	if len(ms) < n || ms[len(ms)-1][1] != len(t) {
		return "", nil, false
	}
	ms = ms[len(ms)-n:]
	for k, m := range ms {
		if k > 0 && strings.TrimSpace(t[ms[k-1][1]:m[0]]) != "" {
			return "", nil, false // words between the amounts: no row of columns
		}
		if k < n-1 && m[3] > m[2] {
			return "", nil, false // a unit after an amount but the last: each amount its own price
		}
	}
	unit := t[ms[n-1][2]:ms[n-1][3]]
	for k, m := range ms {
		a := strings.TrimSpace(t[m[0] : m[0]+(m[1]-m[0])-(m[3]-m[2])])
		if k == pc.offer {
			price = a + unit
		} else {
			held = append(held, pc.words[k]+" "+a)
		}
	}
	return strings.TrimSpace(t[:ms[0][0]]) + " " + price, held, true
}

// priceColumnLines reads each line under a prose header line (to the
// first blank line or the next header) whose piece ends in one amount per
// price word as the offer's price: its piece is read again as that price.
func priceColumnLines(reads []lineRead) {
	var cur *priceColumnsLine
	last := -2
	for k := range reads {
		lr := &reads[k]
		if lr.l.i != last+1 {
			cur = nil // a blank line ends the block
		}
		last = lr.l.i
		if pc, ok := readPriceColumnsLine(lr.l.text); ok {
			pc.row = lr.l.row
			cur = &pc
			continue
		}
		if cur == nil {
			continue
		}
		for o := range lr.offers {
			for p, piece := range lr.offers[o].pieces {
				if piece.kind != pieceMoney {
					continue
				}
				text, held, ok := cur.columnPrice(piece.text)
				if !ok {
					continue
				}
				np := readPiece(strings.TrimSpace(text))
				if np.kind != piecePrice {
					continue
				}
				lr.offers[o].pieces[p] = np
				lr.l.priceCols, lr.l.priceColsRow, lr.l.heldPrices = cur.text, cur.row, strings.Join(held, "，")
			}
		}
	}
}

// blockEarlierPrices: in a block of lines under one title (blockRecords),
// a line whose price is named an earlier or list price (原价 ¥1.75/卡·时:
// words/price_state.tsv price_header old, weak_old, list) after a line of
// the block that priced its GPU is that offer's struck-through price beside
// the current one, no offer of its own: its pieces are read as words, the
// line a note of the block (stop 48, set124/09).
func blockEarlierPrices(reads []lineRead) {
	priced := map[string]bool{} // head + GPU of the block lines priced so far
	for k := range reads {
		lr := &reads[k]
		if lr.l.head == "" {
			continue
		}
		for o := range lr.offers {
			key := lr.l.head + "|" + lr.offers[o].gpu.gpu
			for p, piece := range lr.offers[o].pieces {
				if piece.kind != piecePrice {
					continue
				}
				switch st, _ := priceHeaderWords.in(piece.text); {
				case (st == "old" || st == "weak_old" || st == "list") && priced[key]:
					lr.offers[o].pieces[p].kind, lr.offers[o].pieces[p].struck = pieceOther, true
				case st == "" || st == "new":
					priced[key] = true
				}
			}
		}
	}
}
