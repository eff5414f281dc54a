package quotes

import "strings"

// The terms extractor's plan clause in a spec cell: an export's SKU
// description ("8x A100 SXM 80GB, NVLink, 1-year reserved") names the plan
// among the machine's parts. A clause that is a plan word alone gives that
// plan's minimum term when nothing else gave one; two clauses naming
// different terms give none. (The offer cell's plan is the plan stage's.)

// cellPlanTerm is the term of the one plan clause in text, and the clause.
func cellPlanTerm(text string) (*Term, string) {
	var got *Term
	words := ""
	for _, seg := range reNoteSegment.Split(text, -1) {
		t, w := notePlanTerm(strings.TrimSpace(seg))
		if t == nil { // "reserved 3-month term": a commitment clause (fix-procure)
			t, w = noteCommitment(strings.TrimSpace(seg))
		}
		if t == nil {
			continue
		}
		if got != nil && *got != *t {
			return nil, ""
		}
		got, words = t, w
	}
	return got, words
}

// cellPlanTerms fills the quote's minimum term from the row's spec cell
// when nothing else gave one.
func (b *rowBuild) cellPlanTerms() {
	if b.q.MinTerm != nil {
		return
	}
	if t, words := cellPlanTerm(b.text(fSpec)); t != nil {
		b.q.MinTerm = t
		b.decidedTerm("min_term", t, "term.spec_cell", b.r.cells[fSpec])
		b.q.AddWarning(mk("import.warn.term_from_cell", mk("import.fact.min_term", termMsg(*t)), b.colName(fSpec), words))
	}
}
