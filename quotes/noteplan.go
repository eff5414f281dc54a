package quotes

import (
	"regexp"
	"strings"
)

var reNoteSegment = regexp.MustCompile(`[，,;；。、/|]+`)

// notePlanTerm: a row's note whose first clause is a plan word alone
// ("包年，年付", "包季", "1-year reserved; paid upfront") gives that plan's
// term when nothing else gave one: an equivalent rate ("约合 2.4 元/卡时")
// beside it is the plan's, so its minimum term is the plan's. A clause
// that only mentions a plan ("包年可享8折") gives none.
func notePlanTerm(text string) (*Term, string) {
	segs := reNoteSegment.Split(strings.TrimSpace(text), -1)
	if len(segs) == 0 {
		return nil, ""
	}
	first := strings.TrimSpace(segs[0])
	if first == "" {
		return nil, ""
	}
	m, ok := parseMode(first)
	if !ok || m.term == nil || !(m.term.Value > 0) {
		return nil, ""
	}
	t := *m.term
	return &t, first
}
