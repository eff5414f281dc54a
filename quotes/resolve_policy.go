package quotes

import (
	"sort"

	"computecheck/msg"
)

// The resolve stage: one policy table per decided field. A policy lists
// sources in the order they are believed; the first candidate gives the
// value and a later one that disagrees does what its row says (refuse,
// warn, review, or nothing). Every candidate is kept as Evidence.

// disagreement is what a candidate disagreeing with the chosen one does.
type disagreement int

const (
	yieldQuiet disagreement = iota // the chosen stands, nothing to say
	refuseBoth                     // refuse at this candidate's cell, quoting both
	warnKeep                       // keep the chosen, warn
	reviewKeep                     // keep the chosen, hold the quote for review
)

// argShape is how a disagreement's message quotes the two candidates.
type argShape int

const (
	// the price text, the chosen value, this source's header, its words, its value
	argsConflict argShape = iota
	// the chosen's header, its words, its value, this source's header, its words, its value
	argsNote
	// the price text, the chosen value, this source's header, its value
	argsOverHeader
	// this source's header, its words, its value, the price text, the chosen value
	argsPlan
)

// policyRule is one row: a source, what its disagreement does, and the message id.
type policyRule struct {
	id     string
	source string
	onDiff disagreement
	key    string
	shape  argShape
	// quiet: a disagreement that is none for this price
	quiet func(x *resolveCtx, chosen, c Evidence) bool
	// backed: the chosen is stated twice (the cell, and the row's note in
	// the same words), so a refusing disagreement keeps the chosen and warns
	// with backedKey; on a warning rule, backedKey words the warning for
	// that chosen source (the row's note over the header)
	backed    func(x *resolveCtx, chosen Evidence) bool
	backedKey string
}

// policy is one field's table, its rows in the order they are believed.
type policy struct {
	field string
	word  func(string) any // how a message names a value
	rules []policyRule
}

// resolveCtx is what a policy's exemptions look at.
type resolveCtx struct {
	priceText string
	equiv     bool // the cell restates a per-card-hour equivalent
	ownSize   bool // the column prices its own instance size ("1x GPU $/hr")
	ru        rowUnit
}

// resolution is a policy's verdict on one price's candidates.
type resolution struct {
	ev      []Evidence // every candidate, the chosen marked
	chosen  int        // index into ev, -1 when no source said anything
	warn    []msg.Msg
	review  []msg.Msg
	refusal *msg.Msg
	at      Evidence // the candidate refused at
}

func (r resolution) value() string {
	if r.chosen < 0 {
		return ""
	}
	return r.ev[r.chosen].Value
}

func (r resolution) rule() string {
	if r.chosen < 0 {
		return ""
	}
	return r.ev[r.chosen].Rule
}

func (p *policy) row(id string) (int, *policyRule) {
	for i := range p.rules {
		if p.rules[i].id == id {
			return i, &p.rules[i]
		}
	}
	panic("quotes: policy " + p.field + " has no rule " + id)
}

// resolve chooses among cands (each with its Rule set to a row of p).
func (p *policy) resolve(x *resolveCtx, cands []Evidence) resolution {
	sort.SliceStable(cands, func(i, j int) bool {
		a, _ := p.row(cands[i].Rule)
		b, _ := p.row(cands[j].Rule)
		return a < b
	})
	r := resolution{ev: cands, chosen: -1}
	for i := range r.ev {
		c := &r.ev[i]
		c.Field, c.Chosen, c.Why = p.field, false, ""
		if r.chosen < 0 {
			c.Chosen, r.chosen = true, i
			continue
		}
		was := r.ev[r.chosen]
		if c.Value == was.Value {
			continue
		}
		c.Why = was.Rule
		_, rule := p.row(c.Rule)
		if rule.onDiff == yieldQuiet || rule.quiet != nil && rule.quiet(x, was, *c) {
			continue
		}
		if rule.backed != nil && rule.backed(x, was) {
			r.warn = append(r.warn, mk(rule.backedKey, p.args(rule.shape, x, was, *c)...))
			continue
		}
		m := mk(rule.key, p.args(rule.shape, x, was, *c)...)
		switch rule.onDiff {
		case refuseBoth:
			r.refusal, r.at = &m, *c
			return r
		case reviewKeep:
			r.review = append(r.review, m)
		}
		r.warn = append(r.warn, m)
	}
	return r
}

func (p *policy) args(s argShape, x *resolveCtx, was, now Evidence) []any {
	w := p.word
	if w == nil {
		w = func(v string) any { return v }
	}
	switch s {
	case argsNote:
		return []any{was.Header, was.Text, w(was.Value), now.Header, now.Text, w(now.Value)}
	case argsOverHeader:
		return []any{x.priceText, w(was.Value), now.Header, w(now.Value)}
	case argsPlan:
		return []any{now.Header, now.Text, w(now.Value), x.priceText, w(was.Value)}
	}
	return []any{x.priceText, w(was.Value), now.Header, now.Text, w(now.Value)}
}

// keep adds a resolution's notes and located candidates to q.
func (b *rowBuild) keep(q *Quote, r resolution) {
	for _, m := range r.warn {
		q.AddWarning(m)
	}
	for _, m := range r.review {
		q.Review(m)
	}
	for _, e := range r.ev {
		e.Sheet, e.Row = b.r.sheet, b.r.row
		q.Evidence = append(q.Evidence, e)
	}
}

// candidates gathers a field's candidates.
type candidates []Evidence

// add is a candidate read from cell c under rule; an empty value is none.
func (cs *candidates) add(rule, source, value string, c cell, text string) {
	if value != "" {
		e := evidenceAt("", value, source, rowIn{}, c, rule)
		e.Text = orDefault(text, c.text)
		*cs = append(*cs, e)
	}
}
