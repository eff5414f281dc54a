package quotes

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"computecheck/msg"
)

// One offer priced at different times (columns_period.go reads each price
// column's time; a new price's start, where its header gives none, is the
// one a line around the table states): the price an order placed now, to run from next month,
// pays is the offer; the others stay on it as a warning. "Now" is the file's
// own date (fileDate), or the month of an update line ("12/8更新"); with no
// date a start-month price is refused (which month is next is unknown) and a
// dated new price is read as the offer, warned.

// runStart is when a rental ordered on the file's date starts: the first
// day of the next month, or only its month where the file gives no year.
type runStart struct {
	day   string // YYYY-MM-DD, "" unknown
	month int    // 1-12, 0 unknown
}

// reUpdateMonthDay: a title's month and day with no year ("（12/8更新）",
// "12月8日发布"): the month the file was written in (month first, as a
// Chinese line writes it).
var reUpdateMonthDay = regexp.MustCompile(`(\d{1,2})\s*[/月]\s*(\d{1,2})\s*[日号]?\s*(?:更新|发布|报价|版)`)

// reEffectiveLine: a line's date a new price starts on ("新价生效：2027年1月1日",
// "自2027年1月1日起执行", "effective 2027-01-01").
var reEffectiveLine = regexp.MustCompile(`(?i)(?:生效|执行|实行|启用|effective|applies from)\s*(?:日期|时间|date|on|from)?\s*[:：]?\s*(\d{4}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2})|(\d{4}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2})\s*[日号]?\s*(?:0\s*时)?\s*起\s*(?:生效|执行|实行|启用|调整|调价|上调|下调)`)

// effectiveDate is the day a line around the table says the new prices
// start on; "" for none or two lines that differ.
func effectiveDate(lines []string) string {
	found := ""
	for _, s := range lines {
		for _, m := range reEffectiveLine.FindAllStringSubmatch(narrow(s), -1) {
			d, err := ParseDate(m[1] + m[2])
			if err != nil || d == "" {
				continue
			}
			if found != "" && d != found {
				return ""
			}
			found = d
		}
	}
	return found
}

// runOf is the start of a run ordered on the file's date asOf, or in the
// month a Chinese title line gives.
func runOf(asOf string, titles []string) runStart {
	if d, err := time.Parse("2006-01-02", asOf); err == nil {
		return runAfter(d.Year(), d.Month())
	}
	for _, s := range titles {
		if isASCII(s) {
			continue
		}
		if m := reUpdateMonthDay.FindStringSubmatch(narrow(s)); m != nil {
			if mo, _ := strconv.Atoi(m[1]); mo >= 1 && mo <= 12 {
				return runStart{month: mo%12 + 1}
			}
		}
	}
	return runStart{}
}

// runAfter is the run ordered in month m of year y: it starts on the next
// month's first day.
func runAfter(y int, m time.Month) runStart {
	next := time.Date(y, m+1, 1, 0, 0, 0, 0, time.UTC)
	return runStart{day: next.Format("2006-01-02"), month: int(next.Month())}
}

// text names the run's start for a message.
func (r runStart) text() msg.Msg {
	if r.day != "" {
		return mk("import.window.day", r.day)
	}
	return mk("import.window.month", r.month)
}

// planWindows decides which of the layout's timed price columns is the
// offer: the others become references (windowRef) or, where no date decides,
// refused cells (windowHold). It returns a warning every quote of the table
// carries when the choice rests on no date of the file's own.
func planWindows(l *layout, run runStart, effective string, renewing bool) *msg.Msg {
	var ws []int
	for _, i := range l.prices {
		c := &l.cols[i]
		c.windowRef, c.windowHold = false, nil
		if w := c.window; w != nil && w.kind == "new" && w.from == "" && effective != "" {
			w.from = effective // "新价" under "新价生效：2027年1月1日"
		}
		if c.window != nil && c.altOf < 0 && !c.equiv {
			ws = append(ws, i)
		}
	}
	if len(ws) < 2 {
		return nil
	}
	byKind := map[string][]int{}
	for _, i := range ws {
		byKind[l.cols[i].window.kind] = append(byKind[l.cols[i].window.kind], i)
	}
	ref := func(i int, why msg.Msg) {
		l.cols[i].windowRef = true
		l.cols[i].evidence = append(l.cols[i].evidence, why)
	}
	switch {
	case len(byKind["renewal"]) > 0: // the contract in force ends: its price is no offer
		for _, i := range slices.Concat(byKind["current"], byKind["year"]) {
			ref(i, mk("import.ev.window_contract", l.cols[i].header))
		}
		return nil
	case renewing && len(byKind["new"]) == 1 && len(byKind["current"]) > 0:
		// a notice of the renewal's prices (续约价格调整的通知): the contract in force ends, the adjusted price is the
		// renewal's, whatever date the order is placed on (stop 49 set126/08)
		for _, i := range slices.Concat(byKind["current"], byKind["year"]) {
			ref(i, mk("import.ev.window_contract", l.cols[i].header))
		}
		return nil
	case len(byKind["start"]) >= 2:
		starts := byKind["start"]
		var hit []int
		for _, i := range starts {
			if run.month > 0 && l.cols[i].window.month == run.month {
				hit = append(hit, i)
			}
		}
		if len(hit) != 1 {
			m := mk("import.err.window_start_unknown", headersOf(l, starts), run.text())
			if run.month == 0 {
				m = mk("import.err.window_no_date", headersOf(l, starts))
			}
			for _, i := range starts {
				l.cols[i].windowHold = &m
			}
			return nil
		}
		for _, i := range starts {
			if i != hit[0] {
				ref(i, mk("import.ev.window_other_start", l.cols[i].header, l.cols[hit[0]].header))
			}
		}
		return nil
	}
	var timed []int // current, new and year columns, by the plan they price
	for _, i := range ws {
		if k := l.cols[i].window.kind; k != "renewal" && k != "start" {
			timed = append(timed, i)
		}
	}
	groups := map[string][]int{}
	var keys []string
	for _, i := range timed {
		k := ""
		if t := l.cols[i].tier; t != nil {
			k = t.label
		}
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], i)
	}
	var guess *msg.Msg
	for _, k := range keys {
		if g := pickWindow(l, groups[k], run, ref); g != nil {
			guess = g
		}
	}
	return guess
}

// pickWindow keeps the column of group g whose time holds run's start; the
// latest-starting one, warned, where the file gives no date.
func pickWindow(l *layout, g []int, run runStart, ref func(int, msg.Msg)) *msg.Msg {
	if len(g) < 2 {
		return nil
	}
	firstNew := ""
	for _, i := range g {
		if w := l.cols[i].window; w.kind == "new" && w.from != "" && (firstNew == "" || w.from < firstNew) {
			firstNew = w.from
		}
	}
	span := func(i int) (string, string) {
		w := l.cols[i].window
		if w.kind == "current" && w.until == "" && firstNew != "" {
			return w.from, dayBefore(firstNew)
		}
		return w.from, w.until
	}
	best, guess := -1, (*msg.Msg)(nil)
	if run.day != "" {
		for _, i := range g {
			from, until := span(i)
			if from != "" && from > run.day || until != "" && until < run.day {
				continue
			}
			if best < 0 || from > l.cols[best].window.from {
				best = i
			} else if from == l.cols[best].window.from {
				best = -2 // two columns for the same time: which is meant is not said
				break
			}
		}
	} else {
		for _, i := range g {
			w := l.cols[i].window
			if w.kind == "current" || w.from == "" {
				continue
			}
			if best < 0 || w.from > l.cols[best].window.from {
				best = i
			}
		}
		if best >= 0 {
			m := mk("import.warn.window_no_date", l.cols[best].header, l.cols[best].window.from)
			guess = &m
		}
	}
	if best < 0 {
		m := mk("import.err.window_none", headersOf(l, g), run.text())
		if run.day == "" {
			m = mk("import.err.window_no_date", headersOf(l, g))
		}
		for _, i := range g {
			l.cols[i].windowHold = &m
		}
		return nil
	}
	for _, i := range g {
		if i != best {
			ref(i, mk("import.ev.window_other_time", l.cols[i].header, l.cols[best].header))
		}
	}
	return guess
}

// dayBefore is the day before YYYY-MM-DD d.
func dayBefore(d string) string {
	t, err := time.Parse("2006-01-02", d)
	if err != nil {
		return ""
	}
	return t.AddDate(0, 0, -1).Format("2006-01-02")
}

// headersOf joins the headers of columns cs ("“12月起租”、“1月起租”").
func headersOf(l *layout, cs []int) string {
	var hs []string
	for _, i := range cs {
		hs = append(hs, fmt.Sprintf("“%s”", strings.TrimSpace(l.cols[i].header)))
	}
	return strings.Join(hs, " / ")
}

// windowWarnings are the row's other times' prices, said on its quotes.
func windowWarnings(refs []priceIn) []msg.Msg {
	var out []msg.Msg
	for _, p := range refs {
		if t := strings.TrimSpace(p.text); t != "" && !isDashOnly(t) {
			out = append(out, mk("import.warn.window_other", strings.TrimSpace(p.header), t))
		}
	}
	return out
}

// isDashOnly: a cell of nothing but dashes ("—").
func isDashOnly(s string) bool {
	return strings.Trim(s, "-—–－ ") == ""
}

var windowLockWords = priceStateWords{rows: wordRows("price_window_lock")}

// windowLockLine is the first line around the table that keeps the price in
// force for an order signed before a new one (过渡规则, price lock).
func windowLockLine(lines []string) string {
	for _, s := range lines {
		if v, _ := windowLockWords.in(s); v != "" {
			return strings.TrimSpace(s)
		}
	}
	return ""
}

// lockedWindow reads a row at the price in force where the file's line keeps
// it for an order signed now, the new price rises, and the row's plan has a
// term (包月, 包年): such an order is signed before the rise. An hourly price
// is billed at the price of the hour it runs. It returns the warning.
func lockedWindow(r *rowIn, line string) *msg.Msg {
	if line == "" {
		return nil
	}
	for k, p := range r.prices {
		if p.window == nil || p.window.kind != "new" || !rowHasTerm(r, p) {
			continue
		}
		for j, e := range r.windowRefs {
			if k := e.window.kind; k != "current" && k != "year" || e.window.from != "" && p.window.from != "" && e.window.from >= p.window.from {
				continue
			}
			now, err1 := parsePriceCell(e.text)
			next, err2 := parsePriceCell(p.text)
			if err1 != nil || err2 != nil || !(now.value > 0) || !(next.value > now.value) {
				continue
			}
			r.prices[k], r.windowRefs[j] = e, p
			m := mk("import.warn.window_locked", line, strings.TrimSpace(e.header), strings.TrimSpace(e.text))
			return &m
		}
	}
	return nil
}

// rowHasTerm: the row's plan cell or the price column names a plan with a
// term (包月, 包年, 1-year reserved).
func rowHasTerm(r *rowIn, p priceIn) bool {
	if p.tier != nil && p.tier.term != nil {
		return true
	}
	m, ok := parseMode(r.cells[fMode].text)
	return ok && m.term != nil
}

// renewalNotice: a line above the table names the renewal of a contract in
// force (words/windows.tsv renewal_notice: 续约, 续租, renewal): the table's
// new prices are the renewal's offer.
func renewalNotice(titles []string) bool {
	for _, t := range titles {
		if wordIn("renewal_notice", t) {
			return true
		}
	}
	return false
}
