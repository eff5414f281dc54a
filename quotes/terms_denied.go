package quotes

import (
	"regexp"
	"strings"
)

// A note that names a term to say it is not offered ("3-year term not
// offered for H200", "包年暂不提供") states no minimum term: the clause is
// left out before the note is read for one.

var (
	reDenyClause = regexp.MustCompile(`[,;，；。\n]|\.\s`)
	reDenied     = regexp.MustCompile(`(?i)not\s+(?:offered|available|supported|possible)|unavailable|no\s+longer|discontinued|不提供|暂不提供|不支持|暂不支持|不开放|暂停|停止|无此|不可选|不可签`)
)

// deniedOut is the note without its clauses that deny something.
func deniedOut(note string) string {
	if !reDenied.MatchString(note) {
		return note
	}
	var keep []string
	for _, c := range reDenyClause.Split(note, -1) {
		if !reDenied.MatchString(c) {
			keep = append(keep, c)
		}
	}
	return strings.Join(keep, "; ")
}
