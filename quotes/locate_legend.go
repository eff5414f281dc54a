package quotes

import (
	"slices"
	"strings"
)

// The locate stage's colour legend. A hand-made list may leave its price
// column without a unit and colour each row instead, explained by a legend
// under the table: "黄色 | 整机包月价（元/台·月）", "无底色 | 单卡按量价（元/卡·时）",
// "灰色 | 已租完，价格仅供参考". A legend row is a fill colour (the row's own
// fill, or the words for none) beside words that state a unit, or that the
// price is no offer. Each data row then takes the unit of its colour where
// its price cell and header state none (said on the quote), and a row whose
// colour marks its price as no offer is refused at the price cell, quoting
// the legend. The legend's rows are notes, never quotes. Words:
// words/legend.tsv; the no-offer words are words/notes.tsv ref_only and
// words/price.tsv unavailable.

type legend struct {
	byFill map[string]*legendEntry // fill colour -> its meaning
	none   *legendEntry            // a row with no fill
	rows   map[int]bool            // the legend's rows (table row indexes)
	g      *grid
}

type legendEntry struct {
	text   string // the legend's words, as written
	hint   unitHint
	mode   *billingMode
	noDeal bool // the colour marks a price that is no offer
}

var (
	legendTitles = newWordMatcher("legend_title")
	legendNoFill = newWordMatcher("legend_no_fill")
)

// readLegend finds the colour legend of table t (its data from row first)
// on grid g; nil when there is none (two meanings at least, one a fill).
func readLegend(g *grid, t *table, first int) *legend {
	if g == nil || len(g.fills) == 0 {
		return nil
	}
	l := &legend{byFill: map[string]*legendEntry{}, rows: map[int]bool{}, g: g}
	for i := first; i < len(t.rows); i++ {
		var texts []string
		fill := ""
		for c, v := range t.rows[i] {
			if v = strings.TrimSpace(v); v != "" {
				texts = append(texts, v)
				if f := g.fill(t, i, c); f != "" && fill == "" {
					fill = f
				}
			}
		}
		if len(texts) == 0 || len(texts) > 3 {
			continue
		}
		if _, _, ok := legendTitles.find(norm(texts[0])); ok && len(texts) == 1 {
			l.rows[i] = true
			continue
		}
		e, ok := legendMeaning(texts)
		if !ok {
			continue
		}
		switch {
		case fill != "" && l.byFill[fill] == nil:
			l.byFill[fill] = e
		case fill == "" && l.none == nil && noFillWord(texts):
			l.none = e
		default:
			continue
		}
		l.rows[i] = true
	}
	if len(l.byFill) == 0 || len(l.byFill)+b2i(l.none != nil) < 2 {
		return nil
	}
	return l
}

// legendMeaning reads a legend row's words: the longest text states a unit
// or that the price is no offer.
func legendMeaning(texts []string) (*legendEntry, bool) {
	desc := ""
	for _, s := range texts {
		if len(s) > len(desc) {
			desc = s
		}
	}
	low := norm(desc)
	e := &legendEntry{text: desc}
	if reRefOnly.MatchString(low) {
		e.noDeal = true
		return e, true
	}
	if _, ok := noPriceMsg(desc); ok {
		e.noDeal = true
		return e, true
	}
	e.hint = parseHint(desc)
	if e.hint.period == "" || strings.ContainsAny(desc, "0123456789") {
		return nil, false // a legend states a unit, never an amount
	}
	if m, ok := findMode(desc); ok {
		e.mode = &m
	}
	return e, true
}

func noFillWord(texts []string) bool {
	return slices.ContainsFunc(texts, func(s string) bool {
		_, _, ok := legendNoFill.find(norm(s))
		return ok
	})
}

// apply gives row r (row i of t, layout l) the meaning of its colour: a
// legend row is a note (skip), a row its colour marks as no offer is
// refused at its price cell (skip, with the problem), and a price with no
// unit of its own takes the colour's.
func (lg *legend) apply(r *rowIn, t *table, i int, l *layout) (probs []Problem, skip bool) {
	if lg == nil {
		return nil, false
	}
	if lg.rows[i] {
		return nil, true
	}
	for k, p := range r.prices {
		col := -1
		for _, cm := range l.cols {
			if cm.letter == p.letter {
				col = cm.col
			}
		}
		fill := ""
		if col >= 0 {
			fill = lg.g.fill(t, i, col)
		}
		e := lg.byFill[fill]
		if fill == "" {
			e = lg.none
		}
		if e == nil || strings.TrimSpace(p.text) == "" {
			continue
		}
		if e.noDeal {
			probs = append(probs, Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: p.header, ColumnLetter: p.letter,
				Reason: mk("import.err.legend_no_offer", strings.TrimSpace(p.text), e.text)})
			continue
		}
		if parseHint(p.text).period != "" || p.hint.period != "" {
			continue // the cell or its header says the unit
		}
		h := e.hint
		if h.currency == "" {
			h.currency = p.hint.currency
		}
		r.prices[k].hint = h
		if e.mode != nil && p.tier == nil {
			r.prices[k].tier = e.mode
		}
		r.layoutWarn = append(r.layoutWarn, mk("import.warn.unit_from_legend", p.header, e.text))
	}
	if len(probs) > 0 {
		return probs, true
	}
	return nil, false
}
