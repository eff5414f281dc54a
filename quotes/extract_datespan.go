package quotes

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// The extract stage's date spans (LS0701-). A rental's length may be
// written as its first and last date ("合同期 2027-01-01 至 2027-12-31"),
// or as two timestamps in two columns (档期 开始 2026-12-28 00:00, 结束
// 2027-01-04 00:00): the term is the time between them, the last day
// counted whole where the dates have no time of day. An open end (待定)
// is no span.

// reSpanDate: one date, with a time of day or not ("2027-01-01",
// "2027/1/1 08:00", "2027年1月1日").
const reSpanDateText = `(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:\s*(\d{1,2})\s*[:：]\s*(\d{2}))?`

var (
	reSpanDate = regexp.MustCompile(`^\s*` + reSpanDateText + `\s*$`)
	reDateSpan = regexp.MustCompile(`(?i)^\s*(?:自|从|from\s+)?(` + reSpanDateText + `)\s*(?:起)?\s*(?:` + wholeWords(wordsInOrder("date_span_sep")) + `|\s-\s)\s*(` + reSpanDateText + `)\s*(?:止|为止)?\s*$`)
	// reDateIn: a whole date inside a longer text ("自2027年1月1日起12个月")
	reDateIn = regexp.MustCompile(reSpanDateText)
)

// spanDate reads one date; timed says a time of day was written.
func spanDate(s string) (t time.Time, timed, ok bool) {
	m := reSpanDate.FindStringSubmatch(narrow(s))
	if m == nil {
		return time.Time{}, false, false
	}
	n := func(i int) int { v, _ := strconv.Atoi(m[i]); return v }
	y, mo, d := n(1), n(2), n(3)
	if mo < 1 || mo > 12 || d < 1 || d > 31 || y < 1990 || y > 2200 {
		return time.Time{}, false, false
	}
	h, mi := 0, 0
	if m[4] != "" {
		h, mi, timed = n(4), n(5), true
		if h > 24 || mi > 59 { // 24:xx rolls into the next day: refused below
			return time.Time{}, false, false
		}
	}
	t = time.Date(y, time.Month(mo), d, h, mi, 0, 0, time.UTC)
	if t.Day() != d {
		return time.Time{}, false, false // 2027-02-30
	}
	return t, timed, true
}

// spanHours is the hours from start to end: a date with no time counts
// its last day whole (2027-01-01 至 2027-12-31 is 365 days); ok false
// where either is no date or the end is not after the start.
func spanHours(start, end string) (float64, bool) {
	a, at, okA := spanDate(start)
	b, bt, okB := spanDate(end)
	if !okA || !okB {
		return 0, false
	}
	if !at && !bt {
		b = b.AddDate(0, 0, 1)
	}
	h := b.Sub(a).Hours()
	if !(h > 0) || h > 87600 {
		return 0, false
	}
	return h, true
}

// dateSpanTerm reads a cell holding a whole span, first and last date
// ("2027-01-01 至 2027-12-31"), as its term: whole days in days.
func dateSpanTerm(s string) (Term, bool) {
	if !hasYear(s) {
		return Term{}, false // no four digits in a row: no date (ParseTerm asks of every term cell)
	}
	m := reDateSpan.FindStringSubmatch(narrow(s))
	if m == nil {
		return Term{}, false
	}
	h, ok := spanHours(m[1], m[7])
	if !ok {
		return Term{}, false
	}
	return hoursTerm(h), true
}

// hasYear: s holds four digits in a row (ASCII or full-width), as every
// date of reSpanDateText does: the cheap test before the regexps.
func hasYear(s string) bool {
	run := 0
	for _, r := range s {
		if r >= '0' && r <= '9' || r >= '０' && r <= '９' {
			if run++; run >= 4 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// hoursTerm: whole days in days, else hours.
func hoursTerm(h float64) Term {
	if d := h / 24; d == float64(int(d)) {
		return Term{Value: d, Unit: TermDay}
	}
	return Term{Value: h, Unit: TermHour}
}

// withoutDates blanks the whole dates of a term cell ("自2027年1月1日起12
// 个月": the start is no length; the 12个月 is).
func withoutDates(s string) string {
	if !hasYear(s) || !reDateIn.MatchString(s) {
		return s
	}
	return strings.TrimSpace(reDateIn.ReplaceAllString(s, " "))
}

var windowStarts, windowEnds = wordSet("window_start_header"), wordSet("window_end_header")

// windowHeader: the header, brackets and spaces aside, is a word of set.
func windowHeader(h string, set map[string]bool) bool {
	bare := strings.TrimSpace(reTermBracket.ReplaceAllString(norm(h), " "))
	return set[bare]
}

// windowTerm reads the row's window from its start and end columns (档期
// 开始 | 结束, neither read as a field): the time between them. found says
// the row has one start and one end column; ok that both hold dates and
// the end comes after the start. The end cell is returned to refuse at.
func windowTerm(r rowIn) (t Term, start, end cell, found, ok bool) {
	var ss, es []string
	for h := range r.extra {
		switch {
		case windowHeader(h, windowStarts):
			ss = append(ss, h)
		case windowHeader(h, windowEnds):
			es = append(es, h)
		}
	}
	if len(ss) != 1 || len(es) != 1 {
		return Term{}, cell{}, cell{}, false, false
	}
	start = cell{text: r.extra[ss[0]], header: ss[0], letter: r.extraLetters[ss[0]]}
	end = cell{text: r.extra[es[0]], header: es[0], letter: r.extraLetters[es[0]]}
	if _, _, okS := spanDate(start.text); !okS {
		return Term{}, start, end, false, false // no dates under them: no window
	}
	h, okH := spanHours(start.text, end.text)
	if !okH {
		return Term{}, start, end, true, false
	}
	return hoursTerm(h), start, end, true, true
}
