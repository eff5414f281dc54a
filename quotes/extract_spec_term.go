package quotes

import "strings"

// The spec extractor's terms: documents a buyer's system made put the
// whole requirement in one item cell ("H20 96G×8（整机租用，不少于3个月）",
// "8x H100 SXM 80GB node, reserved 3-month term (month 2 of 3)"). A part of
// the machine-spec (or GPU) cell holding a word of spec_term_lead
// (words/procure.tsv) states the minimum term: it becomes the row's
// minimum-term cell, read by the terms stage as any such cell is, where
// the row has none of its own. (A commitment clause, "reserved 3-month
// term", is the plan clause's: extract_cell_plan.go.)

var (
	specTermLeads = wordsInOrder("spec_term_lead")
	bracketsSplit = strings.NewReplacer("(", "/", ")", "/") // a bracket ends a part
)

// specTerm reads row r's spec cell for a stated minimum term.
func specTerm(r *rowIn) {
	if c, ok := r.cells[fMinTerm]; ok && strings.TrimSpace(c.text) != "" {
		return
	}
	c, ok := r.cells[fSpec]
	if !ok || strings.TrimSpace(c.text) == "" {
		c, ok = r.cells[fGPU]
	}
	if !ok {
		return
	}
	for _, part := range reSpecSplit.Split(bracketsSplit.Replace(narrow(c.text)), -1) {
		part = strings.TrimSpace(part)
		if !containsAny(strings.ToLower(part), specTermLeads) {
			continue
		}
		at := cell{text: part, header: c.header, letter: c.letter, hint: c.hint}
		if t, err := ParseTerm(part); err == nil && t.Value > 0 {
			r.cells[fMinTerm] = at
			return
		}
	}
}
