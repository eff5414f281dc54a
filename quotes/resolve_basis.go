package quotes

import "computecheck/msg"

// The basis of a price (per card or per machine) as the file states it:
// one policy table, read in one place. Each source is a place the file may
// say it; the first that says it gives the basis, and a later source that
// says the other does what its row says: refuse the row at that source's
// cell quoting both, or keep the earlier and warn. The sources that settle
// a basis no cell states (one GPU a machine, an equivalent column, the
// sheet's statement, the market range) come after, in priced.

// basisSource is what one source says.
type basisSource struct {
	basis string
	at    cell   // the cell that says it
	text  string // its words, as a message quotes them
}

// basisRead is what the stated sources of one price say.
type basisRead struct {
	priceText string // the price cell's text
	equiv     bool   // the cell restates a per-card-hour equivalent
	ownSize   bool   // the column prices its own instance size ("1x GPU $/hr")
	ru        rowUnit
	header    string // the price column's header
}

// basisAction is what a source that disagrees with an earlier one does.
type basisAction int

const (
	basisRefuse   basisAction = iota // refuse at the source's cell, quoting both
	basisWarnKeep                    // keep the earlier reading, warn
)

// basisRule is one row of the policy: a source, how it is read, and what
// its disagreement with the reading so far does.
type basisRule struct {
	id   string
	read func(r basisRead, p priceIn, cellH unitHint) (basisSource, bool)
	// onDisagree and say: the action, and its message (was: the reading
	// so far; now: this source)
	onDisagree basisAction
	say        func(r basisRead, was, now basisSource) msg.Msg
	// exempt: a disagreement that is no disagreement here
	exempt func(r basisRead) bool
}

// basisPolicy: the cell, then the unit column, then the row's note, then
// the price column's header.
var basisPolicy = []basisRule{
	{id: "basis.cell",
		read: func(r basisRead, p priceIn, cellH unitHint) (basisSource, bool) {
			return basisSource{cellH.basis, p.cell, r.priceText}, cellH.basis != ""
		}},
	{id: "basis.unit_column",
		read: func(r basisRead, p priceIn, cellH unitHint) (basisSource, bool) {
			u := r.ru.unit
			if u == nil || u.basis == "" || r.equiv {
				return basisSource{}, false
			}
			return basisSource{u.basis, r.ru.unitCell, u.text}, true
		},
		onDisagree: basisRefuse,
		say: func(r basisRead, was, now basisSource) msg.Msg {
			return mk("import.err.basis_conflict", r.priceText, basisWord(was.basis), now.at.header, now.text, basisWord(now.basis))
		}},
	{id: "basis.row_note",
		read: func(r basisRead, p priceIn, cellH unitHint) (basisSource, bool) {
			return basisSource{r.ru.noteBasis, r.ru.noteCell, r.ru.noteBasisText}, r.ru.noteBasis != ""
		},
		onDisagree: basisRefuse,
		say: func(r basisRead, was, now basisSource) msg.Msg {
			return mk("import.err.basis_note_conflict", was.at.header, cellWords(was.at, r.priceText, r.ru), basisWord(was.basis),
				now.at.header, now.text, basisWord(now.basis))
		},
		exempt: func(r basisRead) bool { return r.equiv }},
	{id: "basis.column_header",
		read: func(r basisRead, p priceIn, cellH unitHint) (basisSource, bool) {
			return basisSource{p.hint.basis, p.cell, p.header}, p.hint.basis != ""
		},
		onDisagree: basisWarnKeep,
		say: func(r basisRead, was, now basisSource) msg.Msg {
			return mk("import.warn.cell_over_header", r.priceText, basisWord(was.basis), r.header, basisWord(now.basis))
		},
		exempt: func(r basisRead) bool { return r.ownSize }},
}

// statedBasis reads the policy for one price: the basis ("" when no source
// states it), the warnings to add, or the refusal and the cell it is at.
func statedBasis(r basisRead, p priceIn, cellH unitHint) (basis string, warnings []msg.Msg, refuse *msg.Msg, at cell) {
	var was basisSource
	for _, rule := range basisPolicy {
		now, ok := rule.read(r, p, cellH)
		if !ok {
			continue
		}
		if was.basis == "" {
			was = now
			continue
		}
		if now.basis == was.basis || rule.exempt != nil && rule.exempt(r) {
			continue
		}
		m := rule.say(r, was, now)
		if rule.onDisagree == basisRefuse {
			return "", nil, &m, now.at
		}
		warnings = append(warnings, m)
	}
	return was.basis, warnings, nil, cell{}
}
