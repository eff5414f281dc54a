package quotes

import (
	"errors"
	"strings"
)

// noPriceFirst: a refused row whose price cells all hold no price (面议,
// "on request", 售罄) is refused for that first, whatever else it got
// wrong ("0" machines beside "on request"): the price is what the buyer
// must chase.
func (b *rowBuild) noPriceFirst() {
	var first *Problem
	n := 0
	for _, p := range b.r.prices {
		t := strings.TrimSpace(p.text)
		if t == "" {
			continue
		}
		n++
		_, err := parsePriceCell(t)
		var ce *cellError
		if !errors.As(err, &ce) {
			return // a price, or one that reads
		}
		switch ce.m.Key {
		case "import.err.negotiable", "import.err.unavailable", "import.err.no_price_words":
		default:
			return
		}
		if first == nil {
			first = &Problem{File: b.r.file, Sheet: b.r.sheet, Row: b.r.row, Column: p.header, ColumnLetter: p.letter, Reason: ce.m}
		}
	}
	if first != nil && n > 0 {
		b.probs = append([]Problem{*first}, b.probs...)
	}
}
