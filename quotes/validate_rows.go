package quotes

import (
	"regexp"
	"strings"
)

// The net under every layout: a row of a table that was read, whose text
// names a GPU and a price the way a line of prose would (extract_prose.go),
// and that came out as nothing (no quote, no refusal, not named as a row
// left out on purpose) is refused at its row, quoting it. No reader may
// lose an offer without saying so, whatever the layout it did not foresee.

// rowAtSheet is a row of a sheet ("" for a text file).
type rowAtSheet struct {
	sheet string
	row   int
}

// unaccountedRows refuses each such row of the tables read.
func (ctx *readCtx) unaccountedRows() {
	res := ctx.res
	took := map[rowAtSheet]bool{}
	whole := map[string]bool{} // sheets refused or left out as a whole
	for _, q := range res.Quotes {
		took[rowAtSheet{q.SourceSheet, q.SourceRow}] = true
	}
	for _, ps := range [][]Problem{res.Problems, res.NotOffers} {
		for _, p := range ps {
			took[rowAtSheet{p.Sheet, p.Row}] = true
			if p.Row == 0 {
				whole[p.Sheet] = true
			}
		}
	}
	done := map[*table]bool{}
	for _, t := range ctx.readTables {
		if done[t] || whole[t.sheet] {
			continue
		}
		done[t] = true
		for i, row := range t.rows {
			num := t.rowNum[i]
			if took[rowAtSheet{t.sheet, num}] {
				continue
			}
			line := strings.Join(filled(row), ", ")
			if !offerLine(row) {
				continue
			}
			took[rowAtSheet{t.sheet, num}] = true
			res.Problems = append(res.Problems, Problem{File: res.File, Sheet: t.sheet, Row: num, ColumnLetter: firstLetter(t, i),
				Reason: mk("import.row.unaccounted", clipRunes(line, 120))})
		}
	}
}

// firstLetter is the letter of row i's first filled cell.
func firstLetter(t *table, i int) string {
	for c, v := range t.rows[i] {
		if strings.TrimSpace(v) != "" {
			return t.letter(c)
		}
	}
	return ""
}

// reRowAsideLead: the words that open a row about the offers, not one
// (words/validate.tsv row_aside_lead).
var reRowAsideLead = regexp.MustCompile(`(?i)^\s*(?:` + wholeWords(wordsInOrder("row_aside_lead")) + `)`)

// asideRow: a note (注, 说明, ※ …: tableread.go reNoteLead) or a summary row.
func asideRow(line string) bool {
	low := strings.TrimSpace(norm(line))
	return reNoteLead.MatchString(low) || reRowAsideLead.MatchString(low)
}

// offerLine: the row's text names a GPU and a price as a line of prose
// would (extract_prose.go), and is no note or summary.
func offerLine(row []string) bool {
	line := strings.Join(filled(row), ", ")
	if line == "" || asideRow(line) {
		return false
	}
	pre, offers := proseOffers(spokenLine(line))
	return lineRead{pre: pre, offers: offers}.candidate(false)
}
