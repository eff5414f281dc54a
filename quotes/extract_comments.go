package quotes

import "strings"

// The extract stage's comments on price cells. A salesperson's sheet in
// WPS or Excel often writes the unit only in a comment (批注) on the price
// column's header ("单价单位：元/台·月"), and a row that differs says so in a
// comment on its own price cell ("这一行是单卡按量价：元/卡·时"), or that the
// price no longer stands ("此价作废"). The cell's own comment comes first,
// then the header's; a unit written in the cell itself or the header's
// words comes before either (the comment only fills what they leave
// open). Each unit taken from a comment is said on the quote.

var voidComments = newWordMatcher("void_comment")

// commentUnits reads the comments on row i's price cells (r's prices, in
// layout l of t on grid g) into their units, and refuses a price whose own
// comment voids it, at its cell: those prices leave r.prices.
func commentUnits(r *rowIn, g *grid, t *table, i int, l *layout) []Problem {
	if g == nil || len(g.comments) == 0 {
		return nil
	}
	var probs []Problem
	kept := r.prices[:0:0]
	for _, p := range r.prices {
		col := -1
		for _, cm := range l.cols {
			if cm.letter == p.letter {
				col = cm.col
			}
		}
		if col < 0 {
			kept = append(kept, p)
			continue
		}
		own := strings.TrimSpace(g.comment(t, i, col))
		if w, _, ok := voidComments.find(norm(own)); ok || own != "" && cellState(own) == "withdrawn" {
			if w == "" {
				w = own
			}
			probs = append(probs, Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: p.header, ColumnLetter: p.letter,
				Reason: mk("import.err.comment_void", strings.TrimSpace(p.text), own)})
			continue
		}
		if parseHint(p.text).period == "" {
			p = commentUnit(r, p, own, true)
			for _, h := range l.headerRows {
				if p.hint.period != "" {
					break
				}
				p = commentUnit(r, p, strings.TrimSpace(g.comment(t, h, col)), false)
			}
		}
		kept = append(kept, p)
	}
	r.prices = kept
	return probs
}

// commentUnit is price p with the unit comment c states (own: the cell's
// own comment, else the header's), when c states a period and p's header
// leaves it open or c is the cell's own.
func commentUnit(r *rowIn, p priceIn, c string, own bool) priceIn {
	h := parseHint(c)
	if c == "" || h.period == "" || !own && p.hint.period != "" {
		return p
	}
	if h.currency == "" {
		h.currency = p.hint.currency
	}
	if h.mult == 0 {
		h.mult, h.multText = p.hint.mult, p.hint.multText
	}
	p.hint = h
	if m, ok := findMode(c); ok && p.tier == nil {
		p.tier = &m
	}
	key := "import.warn.unit_from_header_comment"
	if own {
		key = "import.warn.unit_from_cell_comment"
	}
	r.layoutWarn = append(r.layoutWarn, mk(key, p.header, c))
	return p
}
