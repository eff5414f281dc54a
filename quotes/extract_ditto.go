package quotes

import "strings"

// The ditto stage: a cell saying "as above" (同上, 〃, "ditto"; words/columns.tsv
// table ditto) in any column of a data row takes the value of the cell above
// it in that column. A chain of dittos is followed up to the first cell that
// says something; the value is recorded as such (evidence naming the cell it
// came from and the ditto cell's own words). When the cell above is empty, or
// the chain reaches the table's header, nothing is taken: the row is refused
// at the ditto cell.

// srcAbove: the cell above a ditto cell in the same column.
const srcAbove = "row_above"

// dittoAbove is the value a ditto cell at table row i, table column c takes:
// the nearest row above that holds anything, between the header (first) and
// i; ok false when that cell is empty or the chain reaches the header.
func dittoAbove(t *table, i, c, first int) (value string, row int, ok bool) {
	for j := i - 1; j >= first; j-- {
		if _, n := oneCell(t.rows[j]); n == 0 {
			continue // a blank line between rows
		}
		v := strings.TrimSpace(t.cell(j, c))
		if v == "" {
			return "", 0, false
		}
		if isDitto(v) {
			continue // the chain goes on upwards
		}
		return v, t.rowNum[j], true
	}
	return "", 0, false
}

// dittoRow replaces the ditto cells of row r (table row i) by the value
// above. It returns the evidence recording each, and a problem at the first
// ditto cell that has nothing above to take.
func dittoRow(r *rowIn, t *table, i, first int, l *layout) ([]Evidence, *Problem) {
	var ev []Evidence
	take := func(c *cell, col int) *Problem {
		if !isDitto(c.text) {
			return nil
		}
		v, from, ok := dittoAbove(t, i, col, first)
		if !ok {
			return &Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: c.header, ColumnLetter: c.letter,
				Reason: mk("import.ditto.nothing_above", c.header, strings.TrimSpace(c.text))}
		}
		ev = append(ev, Evidence{Field: "ditto", Value: v, Source: srcAbove, Sheet: r.sheet, Row: from,
			Letter: c.letter, Header: c.header, Text: strings.TrimSpace(c.text), Rule: wordRule("ditto", compact(norm(c.text))), Chosen: true})
		r.layoutWarn = append(r.layoutWarn, mk("import.ditto.taken", c.header, strings.TrimSpace(c.text), v, from))
		c.text = v
		return nil
	}
	colOf := map[string]int{}
	for _, cm := range l.cols {
		colOf[cm.letter] = cm.col
	}
	for f, c := range r.cells {
		if f == fVendor || f == fNotes {
			continue // the vendor's fill-down and a note's words stay as written
		}
		if p := take(&c, colOf[c.letter]); p != nil {
			return nil, p
		}
		r.cells[f] = c
	}
	for k := range r.prices {
		if p := take(&r.prices[k].cell, colOf[r.prices[k].letter]); p != nil {
			return nil, p
		}
	}
	return ev, nil
}
