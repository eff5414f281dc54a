package quotes

import (
	"maps"
	"slices"
	"strings"
)

// The extract stage's remaining term. A sublet or a takeover passes on the
// rest of another tenant's contract: its minimum-term cell may say only that
// the whole rest must be taken ("full remaining term", "整段"), and a column
// beside it states how long that rest is ("Months left | 7", "剩余整月 | 5",
// "剩余时长 | 143天"). The minimum term is then that column's length, warned
// with both cells. Words: words/notes.tsv remaining_whole (the cell) and
// remaining_header (the column, VALUE the unit a bare number counts).

var (
	remainingWhole   = newWordMatcher("remaining_whole")
	remainingHeaders = newWordMatcher("remaining_header")
)

// remainingTerm is the length the row's remaining-term column states where
// text (a minimum-term cell) asks for the whole remaining term; ok false
// where the cell says otherwise or no such column holds a length.
func (b *rowBuild) remainingTerm(text string) (Term, cell, bool) {
	if _, _, ok := remainingWhole.find(norm(text)); !ok {
		return Term{}, cell{}, false
	}
	for _, h := range slices.Sorted(maps.Keys(b.r.extra)) {
		_, unit, ok := remainingHeaders.find(norm(h))
		if !ok {
			continue
		}
		v := strings.TrimSpace(b.r.extra[h])
		t, err := ParseTerm(v)
		if err != nil || !(t.Value > 0) {
			if n, nerr := ParseNumber(v); nerr == nil && n > 0 {
				t, err = Term{Value: n, Unit: unit}, nil
			}
		}
		if err == nil && t.Value > 0 && tierTermSize(t) {
			return t, cell{text: v, header: h, letter: b.r.extraLetters[h]}, true
		}
	}
	return Term{}, cell{}, false
}
