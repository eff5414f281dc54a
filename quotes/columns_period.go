package quotes

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Price columns named by a calendar period ("2026Q3", "FY27 Q1（2027年4–6月）",
// a month: "2027年1月")
// are the price asked in that period, not a commitment; the dates are kept
// only where the header makes them exact.

var (
	// reCalendarQuarter: "2026Q3", "2026年第3季度", "Q3 2026".
	reCalendarQuarter = regexp.MustCompile(`(?i)^(?:(\d{4})\s*年?\s*(?:q([1-4])|第?([1-4一二三四])季度?)|q([1-4])\s*(\d{4}))$`)
	// reCalendarMonth: one month of the calendar, "2027年1月", "2027-01".
	reCalendarMonth = regexp.MustCompile(`^(\d{4})\s*(?:年\s*(\d{1,2})\s*月份?|[-/.](\d{1,2}))$`)
	// reFiscalQuarter: a fiscal year's quarter, "FY26 Q1", "FY2027 Q1".
	reFiscalQuarter = regexp.MustCompile(`(?i)^fy\s*'?(\d{2}|\d{4})\s*[-\s]?\s*q([1-4])$`)
	// reMonthSpan: the months a bracket gives, "2027年4–6月", "2027年1-3月".
	reMonthSpan = regexp.MustCompile(`^(\d{4})\s*年\s*(\d{1,2})\s*月?\s*[–—\-~至到]\s*(\d{1,2})\s*月$`)
	// reMonthNameSpan: "Jan–Mar 2027", "2027 Jan-Mar" (names: words/ladder.tsv).
	reMonthNameSpan = regexp.MustCompile(`(?i)^(?:([a-z]{3,9})\.?\s*[–—\-~]\s*([a-z]{3,9})\.?,?\s*(\d{4})|(\d{4})\s*,?\s*([a-z]{3,9})\.?\s*[–—\-~]\s*([a-z]{3,9})\.?)$`)
	monthNames      = wordMap("month_name")
)

// monthSpanOf reads a bracket's months: year, first and last month.
func monthSpanOf(bracket string) (y, a, b int, ok bool) {
	if m := reMonthSpan.FindStringSubmatch(bracket); m != nil {
		y, _ = strconv.Atoi(m[1])
		a, _ = strconv.Atoi(m[2])
		b, _ = strconv.Atoi(m[3])
		return y, a, b, true
	}
	m := reMonthNameSpan.FindStringSubmatch(bracket)
	if m == nil {
		return 0, 0, 0, false
	}
	year, first, last := m[3], m[1], m[2]
	if year == "" {
		year, first, last = m[4], m[5], m[6]
	}
	fa, okA := monthNames[strings.ToLower(first)]
	fb, okB := monthNames[strings.ToLower(last)]
	if !okA || !okB {
		return 0, 0, 0, false
	}
	y, _ = strconv.Atoi(year)
	a, _ = strconv.Atoi(fa)
	b, _ = strconv.Atoi(fb)
	return y, a, b, true
}

// periodHeader reads a calendar-period header: its label and, where exact, its days.
func periodHeader(h string) (label, from, until string, ok bool) {
	raw := strings.TrimSpace(h)
	s := narrow(raw)
	bracket := ""
	if m := reHint.FindStringSubmatchIndex(s); m != nil && m[1] == len(s) {
		bracket = strings.TrimSpace(s[m[2]:m[3]])
		s = s[:m[0]]
	}
	s = strings.TrimSpace(s)
	if m := reCalendarQuarter.FindStringSubmatch(s); m != nil {
		year, q := m[1], m[2]
		if q == "" {
			q = m[3]
		}
		if year == "" {
			year, q = m[5], m[4]
		}
		if n, ok := cnNumber(q); ok {
			q = strconv.Itoa(int(n))
		}
		y, _ := strconv.Atoi(year)
		qi, _ := strconv.Atoi(q)
		from, until = monthSpan(y, 3*qi-2, 3*qi)
		ok = true
	} else if m := reCalendarMonth.FindStringSubmatch(s); m != nil {
		y, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2] + m[3])
		if mo < 1 || mo > 12 {
			return "", "", "", false
		}
		from, until = monthSpan(y, mo, mo)
		ok = true
	} else if reFiscalQuarter.MatchString(s) {
		ok = true // the dates only if the brackets give them
	}
	if !ok {
		return "", "", "", false
	}
	if bracket != "" {
		y, a, b, ok := monthSpanOf(bracket)
		if !ok {
			return "", "", "", false // brackets that say something else
		}
		if a < 1 || b > 12 || a > b {
			return "", "", "", false
		}
		f, u := monthSpan(y, a, b)
		if from != "" && (from != f || until != u) {
			return "", "", "", false // "2026Q3（2026年1–3月）": which is meant?
		}
		from, until = f, u
	}
	return raw, from, until, true
}

// monthSpan is the first day of month a and the last of month b of year y.
func monthSpan(y, a, b int) (string, string) {
	days := [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}
	last := days[b]
	if b == 2 && (y%4 == 0 && y%100 != 0 || y%400 == 0) {
		last = 29
	}
	return fmt.Sprintf("%04d-%02d-01", y, a), fmt.Sprintf("%04d-%02d-%02d", y, b, last)
}

// leadingUnitStatement is the unit a line opening with a currency states
// ("USD per GPU per fiscal quarter (…)"); zero where none does or two differ.
func leadingUnitStatement(lines []string) (unitHint, string) {
	var found unitHint
	text := ""
	for _, line := range lines {
		clause := strings.TrimSpace(narrow(line))
		if i := strings.IndexAny(clause, "(;,.，；。"); i >= 0 {
			clause = strings.TrimSpace(clause[:i])
		}
		first, _, _ := strings.Cut(clause, " ")
		if cur, err := parseCurrency(first); err != nil || cur == "" || !strings.Contains(strings.ToLower(clause), " per ") {
			continue
		}
		h := parseHint(clause)
		if h.period == "" || h.basis == "" || h.currency == "" {
			continue
		}
		if text != "" && (h.period != found.period || h.basis != found.basis || h.currency != found.currency) {
			return unitHint{}, ""
		}
		if text == "" {
			found, text = h, strings.TrimSpace(line)
		}
	}
	return found, text
}

// A price column may name the time its price holds for ("2026年现行价" beside
// "2027年新价", "Current rate" beside "Rate from 2027-01-01", "12月起租" beside
// "1月起租", a renewal's "续约12个月" beside the contract's "现单价"): the
// columns then price one offer at different times (words/windows.tsv
// price_window). tableread.go picks the one an order placed now pays.

// colWindow is the time a price column's header names.
type colWindow struct {
	kind        string // renewal, start, current, new, year
	word        string // the header's word for it
	from, until string // YYYY-MM-DD where the header gives them
	month       int    // start: the month the rental starts (1-12), 0 unknown
}

var (
	priceWindowWords = priceStateWords{rows: wordRows("price_window")}
	// reHeaderYear: a year in a header ("2027年新价", "2027 rate"), no term.
	reHeaderYear = regexp.MustCompile(`(?:^|[^\d])((?:19|20)\d{2})(?:\s*年|[^\d]|$)`)
	// reStartMonthDay: the day a start column's bracket gives ("(2/18起)").
	reStartMonthDay = regexp.MustCompile(`(\d{1,2})\s*[/月]\s*(\d{1,2})\s*[日号]?\s*起`)
	// reStartMonth: the month a start column names ("12月起租", "1月").
	reStartMonth = regexp.MustCompile(`(\d{1,2})\s*月`)
	reASCIIWords = regexp.MustCompile(`[a-z]+`)
)

// priceWindowOf reads the time a price header names; ok false for none.
func priceWindowOf(h string) (w colWindow, ok bool) {
	if _, _, _, cal := periodHeader(h); cal {
		return w, false // "2026Q3": a calendar period's own price (periodHeader)
	}
	s := narrow(norm(h))
	w.kind, w.word = priceWindowWords.in(s)
	date := ""
	if m := reDateYMD.FindString(s); m != "" {
		date, _ = ParseDate(m)
	}
	year := 0
	if date == "" {
		if m := reHeaderYear.FindStringSubmatch(s); m != nil {
			year, _ = strconv.Atoi(m[1])
		}
	}
	switch w.kind {
	case "":
		if year == 0 {
			return w, false
		}
		w.kind = "year" // "2026年价格" beside "2027年价格"
		w.from, w.until = monthSpan(year, 1, 12)
	case "start":
		if m := reStartMonthDay.FindStringSubmatch(s); m != nil {
			w.month, _ = strconv.Atoi(m[1])
		} else if m := reStartMonth.FindStringSubmatch(s); m != nil {
			w.month, _ = strconv.Atoi(m[1])
		} else {
			for _, word := range reASCIIWords.FindAllString(s, -1) {
				if v, ok := monthNames[word]; ok {
					w.month, _ = strconv.Atoi(v)
				}
			}
		}
		if w.month < 1 || w.month > 12 {
			return w, false // "Start date": no month, no window
		}
		if date != "" {
			w.from = date
		}
	case "current":
		if year > 0 {
			w.from, w.until = monthSpan(year, 1, 12)
		}
	case "new", "new_dated", "renewal":
		if w.kind == "new_dated" && date == "" && year == 0 {
			return w, false
		}
		w.kind = strings.TrimSuffix(w.kind, "_dated")
		switch {
		case date != "":
			w.from = date
		case year > 0:
			w.from, _ = monthSpan(year, 1, 1)
		}
	}
	return w, true
}

// startMonthHeader: a header naming a rental's start month ("12月起租",
// "春节后起租(2/18起)"): the price of a rental starting then.
func startMonthHeader(h string) bool {
	w, ok := priceWindowOf(h)
	return ok && w.kind == "start" && w.month > 0
}
