package quotes

import (
	"maps"
	"regexp"
	"slices"
	"strings"
)

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

// A term written in a cell no term field reads (TC0001-TC0003): the plan
// or offer column ("12个月", "1Y", "RI-3M", "长租6个月", a key's gloss
// "元/卡/月（1Y）"), a plan column of leases ("包3个月", "租满半年") or a
// column left unread ("签约12个月", "最短租期3个月") is the row's minimum
// term, warned naming the column. A period word alone (按月, monthly, 月付)
// is none. Two such cells that disagree, or one that disagrees with the
// term the quote read elsewhere, refuse: which is the minimum is not said.

// cellTermOf is the term the text of one cell states, and its words. bare
// says the cell is in a plan or offer column, where a term alone ("6个月",
// "1Y") is the plan's; elsewhere a term needs a plan word ("包年套餐"), a
// plan code ("RI-3M") or words making it a minimum or a commitment
// ("最短租期3个月", "签3个月"; words/notes.tsv min_term_lead, words/spec.tsv
// commit_label_zh). label: the cell is the row's label (commitTermOrAside).
func cellTermOf(text string, bare, label bool) (Term, string, bool) {
	key := string(rune('0'+b2i(bare)+2*b2i(label))) + text // a column's cells repeat: read each text once
	r := remember(&cellTermMemo, key, func(string) cellTermRead {
		t, w, ok := cellTermOfUncached(text, bare, label)
		return cellTermRead{t, w, ok}
	})
	return r.t, r.w, r.ok
}

type cellTermRead struct {
	t  Term
	w  string
	ok bool
}

var cellTermMemo memo[string, cellTermRead]

func cellTermOfUncached(text string, bare, label bool) (Term, string, bool) {
	t := strings.TrimSpace(text)
	if t == "" {
		return Term{}, "", false
	}
	if m, ok := parseMode(t); ok && m.term != nil && m.term.Value > 0 && (bare || m.period != "") && !paymentWord(t) {
		return *m.term, t, true // "6个月", "包年套餐"; "月付" is how often the bill is paid
	}
	if t, w, ok := termCodeOf(t, bare); ok {
		return t, w, true
	}
	if _, _, _, ok := payTermCut(compact(norm(t))); ok {
		return Term{}, "", false // "预付3个月": how the rent is paid, never the minimum (words/payterms.tsv)
	}
	if !bare && !label && noteAsideCommit(t) {
		return Term{}, "", false // "Weekdays only (1-month commitment)": a note's bracketed aside (C7, commitTermOrAside)
	}
	if _, term, w := termInPriceCell(norm(t)); term != nil && term.Value > 0 {
		return *term, w, true // "最短租期3个月", "签3个月", "租满半年" (TC0001)
	}
	if term, ok := commitTermOrAside(t, label); ok && term.Value > 0 {
		return term, t, true // "Dedicated node (6-month commitment)"
	}
	if unit, code, ok := strings.Cut(strings.TrimRight(t, ")）"), "（"); ok && (bare || label) {
		if h := parseHint(unit); h.basis != "" || h.period != "" {
			return termCodeOf(code, true) // TC0003: "元/卡/月（1Y）", a code a key glosses by its unit
		}
	}
	return Term{}, "", false
}

// noteAsideCommit: a cell of other words whose commitment stands only in a
// bracket ("Weekdays only (1-month commitment)"): outside a label column the
// bracket is an aside on availability, no term of the row's quotes.
func noteAsideCommit(t string) bool {
	if !strings.ContainsAny(t, "(（") {
		return false
	}
	rest := strings.TrimSpace(reCommitAside.ReplaceAllString(t, ""))
	if rest == "" {
		return false
	}
	if _, term, _ := termInPriceCell(norm(rest)); term != nil {
		return false
	}
	for _, m := range reCommitAside.FindAllStringSubmatch(t, -1) {
		if _, ok := commitTermCell(m[1]); ok {
			return true
		}
	}
	return false
}

// termCodeOf reads a cell that is a term code alone: a plan code ("RI-3M")
// anywhere, a count and a capital letter ("1Y", "3M": termCodeMode) only
// in a plan column (bare).
func termCodeOf(t string, bare bool) (Term, string, bool) {
	if m, coded, ok := planCodeParse(t); ok && coded && m.term != nil && m.term.Value > 0 {
		return *m.term, t, true
	}
	if m, ok := termCodeMode(t); ok && bare {
		return *m.term, t, true
	}
	return Term{}, "", false
}

// cellTerm is a term one cell of the row states, with the cell; commit:
// an unread cell that is a commitment ("reserved 1-yr", a label's
// "Dedicated node (6-month commitment)": commitTermOrAside).
type cellTerm struct {
	t      Term
	words  string
	c      cell
	commit bool
}

// columnTermCells are the terms the row's plan, offer and unread cells
// state (cellTermOf), the unread columns in their order; a unit cell's
// only where it is a plan code ("RI-6M": "1 Month" there is the unit).
func (b *rowBuild) columnTermCells() []cellTerm {
	var got []cellTerm
	add := func(c cell, bare, label bool) {
		if t, ok := commitTermOrAside(c.text, label); ok && !bare && t.Value > 0 {
			got = append(got, cellTerm{t, strings.TrimSpace(c.text), c, true})
		} else if t, w, ok := cellTermOf(c.text, bare, label); ok {
			got = append(got, cellTerm{t, w, c, false})
		}
	}
	for _, f := range []string{fOffer, fMode} {
		if c, ok := b.r.cells[f]; ok {
			add(c, true, true)
		}
	}
	if c, ok := b.r.cells[fUnit]; ok {
		if t, w, ok := termCodeOf(strings.TrimSpace(c.text), false); ok {
			got = append(got, cellTerm{t, w, c, false}) // "RI-6M" in a column read as units
		}
	}
	hs := slices.Collect(maps.Keys(b.r.extra))
	slices.SortFunc(hs, func(x, y string) int { return strings.Compare(b.r.extraLetters[x], b.r.extraLetters[y]) })
	for _, h := range hs {
		if !b.r.personUnread[h] && !knownNotOffer(h) && !otherMoneyHeader(h) && !otherSubjectHeader(h) { // 押金 "半个月租金": a deposit's size, no term (stop 49 set127/09)
			add(cell{text: b.r.extra[h], header: h, letter: b.r.extraLetters[h]}, false, b.commitLabelColumn(h))
		}
	}
	return got
}

// otherSubjectHeader: the header names a subject other than the price
// (交付周期, 交期, lead time: words/prose.tsv prose_other_subject): its
// "6周" is how long delivery takes, no term of the offer (stop 51,
// set136/05).
func otherSubjectHeader(h string) bool {
	_, _, ok := proseOtherSubject.find(norm(h))
	return ok
}

// knownNotOffer: the header synonyms name the column the earlier contract's
// (role earlier: 原购买方式, 原租期, IG0010-), so its words state no
// term of this offer (stop 47, set120/09).
func knownNotOffer(h string) bool {
	return earlierHeaders[headerKey(h)]
}

// earlierHeaders: the folded header synonyms of role earlier (原购买方式, 原租期;
// words/header_synonyms.tsv), no list of their own.
var earlierHeaders = func() map[string]bool {
	out := map[string]bool{}
	for _, s := range synonyms {
		if s.role == "earlier" {
			out[s.key] = true
		}
	}
	return out
}()

// sameLength: two terms are one length ("12个月" and "1年" too).
func sameLength(a, b Term) bool {
	return sameCalendarTerm(a, b) || a.Hours(DefaultHoursPerMonth) == b.Hours(DefaultHoursPerMonth)
}

// onePeriod: a term of one period of a plan (包月, 包天), which a longer
// minimum stated beside it raises.
func onePeriod(t Term) bool {
	return t.Value == 1 && (t.Unit == TermHour || t.Unit == TermDay || t.Unit == TermWeek || t.Unit == TermMonth)
}

// columnTerms gives each quote of the row the term its cells state
// (columnTermCells), warned naming the column (TC0003); a quote whose own
// term disagrees is refused at the cell, and so is the row where two
// cells disagree. from is kept beside out.
func (b *rowBuild) columnTerms(out []Quote, from []priceIn) ([]Quote, []priceIn) {
	got := b.columnTermCells()
	if len(got) == 0 || len(out) == 0 {
		return out, from
	}
	s := got[0]
	for _, o := range got[1:] {
		if !sameLength(o.t, s.t) {
			b.badAt(o.c, mk("import.err.tc_term_conflict", o.c.header, o.words, s.words))
			return nil, nil
		}
	}
	var keep []Quote
	var keepFrom []priceIn
	for i, q := range out {
		had := q.MinTerm
		switch {
		case q.Interruptible != nil && *q.Interruptible:
		case had != nil && sameLength(*had, s.t):
		case had != nil && onePeriod(s.t) && had.Hours(DefaultHoursPerMonth) > s.t.Hours(DefaultHoursPerMonth):
			// "包月" beside "至少租两个月": the longer minimum holds
		case had == nil || onePeriod(*had) && s.t.Hours(DefaultHoursPerMonth) > had.Hours(DefaultHoursPerMonth):
			term := s.t
			q.MinTerm = &term
			if s.commit {
				q.decide(fMinTerm, term.String(), "term.commit_cell", inRow(b.r, s.c))
				q.AddWarning(mk("import.warn.term_from_commit_cell", termMsg(term), s.words, s.c.header))
			} else {
				q.decide(fMinTerm, term.String(), "term.column_cell", inRow(b.r, s.c))
				q.AddWarning(mk("import.warn.tc_term_from_column", termMsg(term), s.c.header, s.words))
			}
		default:
			e, _ := chosenOf(q.Evidence, fMinTerm)
			b.badAt(s.c, mk("import.err.tc_term_conflict", s.c.header, s.words, orDefault(e.Text, had.String())))
			continue
		}
		keep, keepFrom = append(keep, q), append(keepFrom, from[i])
	}
	return keep, keepFrom
}

// leaseTermMode (TC0004) reads a cell that is only a commitment to a term
// ("包3个月", "签3个月", "租满半年": words/spec.tsv commit_label_zh) as a
// plan of that term: in a column of units it says how long the card is
// rented, never the period its price is counted in.
func leaseTermMode(text string) (billingMode, bool) {
	low := norm(text)
	t, loc := commitTermIn(low)
	if t == nil || !(t.Value > 0) || strings.TrimSpace(low[:loc[0]]+low[loc[1]:]) != "" {
		return billingMode{}, false
	}
	return billingMode{term: t, label: strings.TrimSpace(text)}, true
}

// periodElsewhere: a price header, a price cell, the sheet's unit line or
// the person's unit gives the row's price a period, so a commitment alone
// in the unit column (TC0004) is a plan beside it. Where none does, the
// commitment is the price's period: the lump over that term, with that
// minimum (review finding 1: "租满一年" over "价格(元/卡)").
func (b *rowBuild) periodElsewhere() bool {
	if b.r.sheetUnit.period != "" || b.r.unitOverride != "" {
		return true
	}
	for _, p := range b.r.prices {
		if p.hint.period != "" || parseHint(p.text).period != "" || parseHint(p.header).period != "" || p.tier != nil && p.tier.period != "" {
			return true
		}
	}
	return false
}

// reTermUpper (TC0005-TC0010, words/notes.tsv term_upper): a term column's
// cell that bounds the rent from above ("最长租期6个月", "租期不超过3个月",
// "max 3 months").
var reTermUpper = memoized(regexp.MustCompile(`(?i)` + wordAlt("term_upper", false)))

// termUpperBound drops a term column's cell that states the longest rent,
// never the shortest, warned quoting it: the quote has no minimum from it
// (review finding 3; before, "最长租期6个月" was stored as a 6-month minimum).
func (b *rowBuild) termUpperBound() {
	c, ok := b.r.cells[fMinTerm]
	if !ok || !reTermUpper.MatchString(norm(c.text)) {
		return
	}
	b.r.cells = maps.Clone(b.r.cells)
	delete(b.r.cells, fMinTerm)
	b.q.AddWarning(mk("import.warn.tc_term_upper", c.header, strings.TrimSpace(c.text)))
}
