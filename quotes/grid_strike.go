package quotes

import (
	"strings"
)

// Struck-through prices. A hand-kept list strikes an offer through when it
// is gone (rented out, withdrawn), often with a line saying so ("划线的已租
// 出"). A struck price cell is no current offer, legend or not: its row is
// refused at that cell, naming the legend line when the file has one. The
// grid keeps which cells' fonts strike their text through (styles.xml
// <font><strike/></font>, by the cell style's fontId).

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
// at that cell; lines are the lines around the table, for the legend.
func struckRow(g *grid, t *table, i int, l *layout, lines []string) (Problem, bool) {
	if g == nil || len(g.struck) == 0 {
		return Problem{}, false
	}
	for _, pi := range l.prices {
		cm := l.cols[pi]
		if !g.isStruck(t, i, cm.col) || strings.TrimSpace(t.cell(i, cm.col)) == "" {
			continue
		}
		p := Problem{Sheet: t.sheet, Row: rowAt(t, i), Column: cm.header, ColumnLetter: cm.letter}
		if line := strikeLegend(lines); line != "" {
			p.Reason = mk("import.err.price_struck_legend", strings.TrimSpace(t.cell(i, cm.col)), line)
		} else {
			p.Reason = mk("import.err.price_struck", strings.TrimSpace(t.cell(i, cm.col)))
		}
		return p, true
	}
	return Problem{}, false
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
