package quotes

import (
	"slices"
	"strings"

	"computecheck/msg"
)

// Struck-through prices. A hand-kept list strikes an offer through when it
// is gone (rented out, withdrawn), often with a line saying so ("划线的已租
// 出"). A struck price cell is no current offer, legend or not: its row is
// refused at that cell, naming the legend line when the file has one. The
// grid keeps which cells' fonts strike their text through (styles.xml
// <font><strike/></font>, by the cell style's fontId).
//
// A rich-text cell may strike only some of its runs: an old price struck
// through before the current one ("~~15.20~~ 13.60", 划线价为调价前价格).
// The grid keeps the cell's text without the struck runs, and those runs
// beside it: the cell reads as the vendor's current words, and each read
// cell with struck runs says on its row's quotes what was struck. A cell
// whose every run is struck is a struck cell, as by its style.

// struckText is what a rich-text cell strikes through: old, the struck
// runs beside text that is not struck, or whole, every run.
type struckText struct {
	old   string
	whole bool
}

// strikeRuns splits a cell's runs into its text and what it strikes:
// plain is the runs not struck, struck the runs struck through.
func strikeRuns(plain, struck string) (string, struckText) {
	switch {
	case strings.TrimSpace(struck) == "":
		return plain, struckText{}
	case strings.TrimSpace(plain) == "":
		return struck, struckText{whole: true}
	}
	return plain, struckText{old: strings.TrimSpace(struck)}
}

// struckRunWarnings say, for each cell of row i that a column reads and
// that strikes some of its runs through, what was struck and what is read.
func struckRunWarnings(g *grid, t *table, i int, l *layout) []msg.Msg {
	if g == nil || len(g.struckRuns) == 0 || i >= len(t.rowNum) {
		return nil
	}
	var out []msg.Msg
	for _, cm := range l.cols {
		if cm.field == "" || cm.field == fIgnore || cm.col >= len(t.colNum) {
			continue
		}
		if old := g.struckRuns[[2]int{t.rowNum[i], t.colNum[cm.col]}]; old != "" {
			out = append(out, mk("import.warn.struck_run", cm.header, old, strings.TrimSpace(t.cell(i, cm.col))))
		}
	}
	return out
}

// struckOf: cell style s strikes its text through.
func (b *xlsxBook) struckOf(s int) bool { return s >= 0 && s < len(b.strikes) && b.strikes[s] }

// isStruck: column c of table row i is struck through.
func (g *grid) isStruck(t *table, i, c int) bool {
	if g == nil || len(g.struck) == 0 || i >= len(t.rowNum) || c < 0 || c >= len(t.colNum) {
		return false
	}
	return g.struck[[2]int{t.rowNum[i], t.colNum[c]}]
}

// struckRow refuses row i when one of its price cells is struck through,
// at that cell, or when every cell it holds is (a withdrawn row, whatever
// its price columns hold), at its first struck cell that a column reads;
// lines are the lines around the table, for the legend.
func struckRow(g *grid, t *table, i int, l *layout, lines []string) (Problem, bool) {
	if g == nil || len(g.struck) == 0 {
		return Problem{}, false
	}
	legend := strikeLegend(lines)
	refuse := func(cm colMap, key string) (Problem, bool) {
		text := strings.TrimSpace(t.cell(i, cm.col))
		p := Problem{Sheet: t.sheet, Row: rowAt(t, i), Column: cm.header, ColumnLetter: cm.letter, Reason: mk(key, text)}
		if legend != "" {
			p.Reason = mk(key+"_legend", text, legend)
		}
		return p, true
	}
	for _, pi := range l.prices {
		if cm := l.cols[pi]; g.isStruck(t, i, cm.col) && strings.TrimSpace(t.cell(i, cm.col)) != "" && !struckBesideStored(g, t, i, l, cm) {
			return refuse(cm, "import.err.price_struck")
		}
	}
	if !wholeRowStruck(g, t, i) {
		return Problem{}, false
	}
	for _, cm := range l.cols { // a price column's (an earlier price's) cell first
		if g.isStruck(t, i, cm.col) && (cm.field == fPrice || cm.rule == ruleColStalePrice) {
			return refuse(cm, "import.err.row_struck")
		}
	}
	for _, cm := range l.cols {
		if g.isStruck(t, i, cm.col) {
			return refuse(cm, "import.err.row_struck")
		}
	}
	return Problem{}, false
}

// struckBesideStored: a struck price is the other version of a price the
// row stores (刊例价 struck beside 活动价, its altOf, by a list or earlier
// header or variant_of; never a tax twin or a restated unit): the list price a
// promotion is taken off, not the row's offer; the row stands on the stored
// column's cell, which is neither empty nor struck.
func struckBesideStored(g *grid, t *table, i int, l *layout, cm colMap) bool {
	if cm.altOf < 0 || cm.altOf >= len(l.cols) || cm.restates { // the same plan in another unit: the price itself is struck
		return false
	}
	if st, _ := priceHeaderWords.in(cm.header); st != "list" && st != "old" && st != "weak_old" &&
		!slices.ContainsFunc(cm.evidence, func(e msg.Msg) bool { return e.Key == "import.ev.variant_of" }) {
		return false // a tax twin: another basis of the price, no earlier version of it
	}
	to := l.cols[cm.altOf]
	return strings.TrimSpace(t.cell(i, to.col)) != "" && !g.isStruck(t, i, to.col)
}

// wholeRowStruck: every cell row i holds is struck through.
func wholeRowStruck(g *grid, t *table, i int) bool {
	n := 0
	for c, v := range t.rows[i] {
		if strings.TrimSpace(v) == "" {
			continue
		}
		if !g.isStruck(t, i, c) {
			return false
		}
		n++
	}
	return n > 0
}

// struckCells are the cells of a table struck one by one: a cell of a
// column struck through from its first row under the header to its last
// is not among them, for there the strike is the column's style (an
// earlier price column set in strike-through), which the columns stage
// reads from its header.
type struckCells struct {
	g      *grid
	t      *table
	styled map[int]bool // columns struck in every row that fills them
}

func newStruckCells(g *grid, t *table, first int) struckCells {
	sc := struckCells{g: g, t: t}
	if g == nil || len(g.struck) == 0 {
		return sc
	}
	sc.styled = map[int]bool{}
	for c := range t.colNum {
		filled, struck := 0, 0
		for i := first; i < len(t.rows); i++ {
			if c < len(t.rows[i]) && strings.TrimSpace(t.rows[i][c]) != "" {
				filled++
				if g.isStruck(t, i, c) {
					struck++
				}
			}
		}
		sc.styled[c] = filled > 1 && struck == filled
	}
	return sc
}

// unread: column cm of row i is struck through, by itself, where no field
// reads it (an earlier price, a note): like a hidden cell it is never a
// price, nor the words of the row.
func (sc struckCells) unread(i int, cm colMap) bool {
	return sc.styled != nil && !sc.styled[cm.col] && (cm.field == "" || cm.field == fIgnore || cm.field == fNotes) && sc.g.isStruck(sc.t, i, cm.col)
}

// strikeLegend: the first line saying what a struck-through offer means.
func strikeLegend(lines []string) string {
	for _, s := range lines {
		if containsWord(strings.ToLower(narrow(s)), "strike_legend") {
			return strings.TrimSpace(s)
		}
	}
	return ""
}
