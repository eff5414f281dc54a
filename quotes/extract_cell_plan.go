package quotes

import "strings"

// A plan clause in a spec cell ("8x A100 SXM 80GB, 1-year reserved") gives
// that plan's minimum term when nothing else did; two different terms give none.

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

// cellPlanTerms fills the quote's minimum term from the row's spec cell,
// or the GPU cell of a row with none (a billing export's “SKU description”:
// “NVIDIA H100 … x8 instance, 1-year committed use”, SM-GPU-CELL-PLAN),
// when nothing else gave one.
func (b *rowBuild) cellPlanTerms() {
	if b.q.MinTerm != nil {
		return
	}
	f, rule := fSpec, "term.spec_cell"
	if strings.TrimSpace(b.text(fSpec)) == "" {
		f = fGPU
	}
	if t, words := cellPlanTerm(b.text(f)); t != nil {
		b.q.MinTerm = t
		b.decidedTerm("min_term", t, rule, b.r.cells[f])
		b.q.AddWarning(mk("import.warn.term_from_cell", mk("import.fact.min_term", termMsg(*t)), b.colName(f), words))
	}
}
