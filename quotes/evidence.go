package quotes

import (
	"strconv"
	"strings"

	"computecheck/msg"
)

// The evidence stage: for each row and decided field, every candidate value
// the file offers, with its source, the cell it came from and the rule id
// that produced it. A resolve policy (resolve_*.go: one table per field, the
// order of sources and what a disagreement does) chooses among them in one
// place; the chosen candidate is marked and the others stay beside it, so
// `quotes import --explain --trace` can print, per stored value, the
// evidence, the rule that chose it and what it overruled.

// Sources of evidence, strongest first in most policies (each policy states
// its own order).
const (
	srcPerson     = "person"      // the user's mapping or edit in the preview
	srcCell       = "cell"        // the value's own cell
	srcUnitColumn = "unit_column" // a unit column of the same row
	srcRowNote    = "row_note"    // a note or remark cell of the same row
	srcHeader     = "header"      // the column's header words
	srcSection    = "section"     // a section row above ("[海外 · USD]", "包年价格")
	srcSheetLine  = "sheet_line"  // a title or note line of the sheet
	srcSheetName  = "sheet_name"  // the sheet's name, its tab (locate_tab.go): no row of the sheet
	srcFileName   = "file_name"   // the file's name
	srcCatalogue  = "catalogue"   // the GPU catalogue (calc.Catalogue)
	srcMarket     = "market"      // the market range for the GPU
	srcColumn     = "column"      // the field's own column of the row (a currency column)
	srcDefault    = "default"     // what is assumed when no source says (CNY)
)

// Evidence is one candidate value for one field of one quote.
type Evidence struct {
	Field  string `json:"field"`                   // the decided field (basis, period, currency, scale, paid_share)
	Value  string `json:"value"`                   // the candidate as the field stores it
	Source string `json:"source"`                  // one of the src* constants
	Sheet  string `json:"sheet,omitempty"`         //
	Row    int    `json:"row,omitempty"`           // as Excel shows it; 0 where the source has no row
	Letter string `json:"column_letter,omitempty"` // column letter; "" where the source is no cell
	Header string `json:"column,omitempty"`        // the file's own header text of that column
	Text   string `json:"text,omitempty"`          // the vendor's words the candidate was read from
	Rule   string `json:"rule"`                    // the rule id that produced it (a policy row or a word-table row)
	Chosen bool   `json:"chosen"`                  // the resolve policy chose this one
	Why    string `json:"overruled_by,omitempty"`  // for a candidate not chosen: the rule id that overruled it
}

// evidenceAt is a candidate read from a cell of row r.
func evidenceAt(field, value, source string, r rowIn, c cell, rule string) Evidence {
	return Evidence{Field: field, Value: value, Source: source, Sheet: r.sheet, Row: r.row,
		Letter: c.letter, Header: c.header, Text: c.text, Rule: rule}
}

// chosenOf is the chosen candidate of a field, if the resolve stage chose one.
func chosenOf(ev []Evidence, field string) (Evidence, bool) {
	for _, e := range ev {
		if e.Field == field && e.Chosen {
			return e, true
		}
	}
	return Evidence{}, false
}

// cell is where the candidate was read, as a problem locates it.
func (e Evidence) cell() cell { return cell{text: e.Text, header: e.Header, letter: e.Letter} }

// Say is the candidate as one line of a trace: the field, the value, the
// source and where, the rule, and whether it was chosen, agreed or was
// overruled (and by which rule).
func (e Evidence) Say() msg.Msg {
	where := msg.Msg{}
	switch {
	case e.Letter != "":
		loc := e.Letter + strconv.Itoa(e.Row)
		if e.Sheet != "" {
			loc = e.Sheet + "!" + loc
		}
		where = mk("trace.at_cell", loc, e.Header, e.Text)
	case e.Text != "":
		where = mk("trace.at_words", e.Text)
	}
	verdict := mk("trace.chosen")
	switch {
	case e.Why != "":
		verdict = mk("trace.overruled_by", e.Why)
	case !e.Chosen:
		verdict = mk("trace.agrees")
	}
	return mk("trace.candidate", mk("trace.field."+e.Field), e.word(), mk("trace.source."+e.Source), where, e.Rule, verdict)
}

// word is the candidate's value as a trace names it.
func (e Evidence) word() any {
	switch e.Field {
	case "basis":
		return basisWord(e.Value)
	case "period":
		return periodWord(e.Value)
	case "scale":
		if _, err := strconv.ParseFloat(e.Value, 64); err == nil {
			return "×" + e.Value
		}
	}
	return e.Value
}

// decide records, at the one site that decides a field no policy weighs
// (resolve_sites.go), the stored value as the chosen candidate: rule is a
// row of siteRules (its source is the row's) or, for a word, the word
// table's row id with the source given. A candidate of the field chosen
// before, a value an earlier site set and this one replaced, is marked as
// overruled by rule. The quote's evidence array may be shared with the
// other quotes of its row, so it is copied.
func (q *Quote) decide(field, value, rule string, at Evidence) {
	if at.Source == "" {
		at.Source = siteRule(rule).source
	}
	at.Field, at.Value, at.Rule, at.Chosen, at.Why = field, value, rule, true, ""
	if at.Sheet == "" && at.Row == 0 {
		at.Sheet, at.Row = q.SourceSheet, q.SourceRow
	}
	ev := make([]Evidence, len(q.Evidence), len(q.Evidence)+1)
	copy(ev, q.Evidence)
	for i := range ev {
		if ev[i].Field == field && ev[i].Chosen {
			ev[i].Chosen, ev[i].Why = false, rule
		}
	}
	q.Evidence = append(ev, at)
}

// inRow is a candidate located at cell c of row r (for decide).
func inRow(r rowIn, c cell) Evidence {
	return Evidence{Sheet: r.sheet, Row: r.row, Letter: c.letter, Header: c.header, Text: strings.TrimSpace(c.text)}
}

// inWords is a candidate read from words no cell of the row holds (a
// sheet line, a note of the file).
func inWords(text string) Evidence { return Evidence{Text: strings.TrimSpace(text)} }
