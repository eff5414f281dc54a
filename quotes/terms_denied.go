package quotes

import (
	"regexp"
	"strconv"
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

// reCellTerm: a minimum term stated inside a price cell beside the amount
// ("4.05（需签1年）", "12.5 (min. 6 months)", "9.9，3个月起租"); its figure is
// the term's, not a second amount.
var reCellTerm = regexp.MustCompile(`(?:需签约?|签约?|租期|合同期?|承诺|至少|最少|最短|(?i)min(?:imum)?\.?|term|commit(?:ment)?|contract)\s*:?\s*(\d+(?:\.\d+)?)\s*(个月|月|年|天|周|months?|years?|yrs?|days?|weeks?)|(\d+(?:\.\d+)?)\s*(个月|月|年|天|周)\s*起租`)

// termInPriceCell takes a stated minimum term out of a price cell
// (normalised): the cell without it, the term, and its words.
func termInPriceCell(low string) (string, *Term, string) {
	loc := reCellTerm.FindStringSubmatchIndex(low)
	if loc == nil {
		return low, nil, ""
	}
	numAt, unitAt := 2, 4
	if loc[2] < 0 {
		numAt, unitAt = 6, 8
	}
	v, err := strconv.ParseFloat(low[loc[numAt]:loc[numAt+1]], 64)
	if err != nil || !(v > 0) || v > 1000 {
		return low, nil, ""
	}
	unit := ""
	switch w := low[loc[unitAt]:loc[unitAt+1]]; {
	case w == "个月" || w == "月" || strings.HasPrefix(w, "month"):
		unit = TermMonth
	case w == "年" || strings.HasPrefix(w, "year") || strings.HasPrefix(w, "yr"):
		unit = TermYear
	case w == "天" || strings.HasPrefix(w, "day"):
		unit = TermDay
	case w == "周" || strings.HasPrefix(w, "week"):
		unit = TermWeek
	}
	words := strings.TrimSpace(low[loc[0]:loc[1]])
	return low[:loc[0]] + " " + low[loc[1]:], &Term{Value: v, Unit: unit}, words
}
