package quotes

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// A file may define its own month ("Monthly prices assume 730 hours per
// month"): a per-month price there is restated per hour at that length, and a
// term in months counts those months. Words: words/month_hours.tsv.

// monthHoursMin, monthHoursMax bound a month's hours: 28 to 31 days. [derived]
const (
	monthHoursMin = 28 * 24
	monthHoursMax = 31 * 24
)

// reHoursCount: a count and the word after it ("730 hours", "730小时").
var reHoursCount = regexp.MustCompile(`(\d{3}(?:\.\d+)?)\s*-?\s*(\p{L}+)`)

var (
	monthWords = wordSet("month_word")
	hourWords  = wordSet("hour_word")
)

// monthHoursIn is the month length a line defines, 0 for none.
func monthHoursIn(line string) float64 {
	low := norm(line)
	if !hasMonthWord(low) || containsWord(low, "month_hours_aside") {
		return 0
	}
	for _, m := range reHoursCount.FindAllStringSubmatch(low, -1) {
		if !isHourWord(m[2]) {
			continue
		}
		v, err := strconv.ParseFloat(m[1], 64)
		if err == nil && v >= monthHoursMin && v <= monthHoursMax {
			return v
		}
	}
	return 0
}

func hasMonthWord(low string) bool {
	for _, tok := range strings.FieldsFunc(low, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if monthWords[tok] || monthWords[strings.TrimSuffix(tok, "s")] {
			return true
		}
		for w := range monthWords {
			if !isASCII(w) && strings.Contains(tok, w) {
				return true
			}
		}
	}
	return false
}

// isHourWord: the word after a count is an hour unit; a Han word may run
// on ("小时计").
func isHourWord(w string) bool {
	if hourWords[w] {
		return true
	}
	for h := range hourWords {
		if !isASCII(h) && strings.HasPrefix(w, h) {
			return true
		}
	}
	return false
}

// fileMonthHours is the month length the file's notes define: 0
// when none does, or when two define different lengths (then conflict names
// them).
func fileMonthHours(texts []string) (hours float64, from string, conflict []string) {
	seen := map[float64]string{}
	var order []float64
	for _, t := range texts {
		if v := monthHoursIn(t); v > 0 {
			if _, ok := seen[v]; !ok {
				seen[v] = t
				order = append(order, v)
			}
		}
	}
	switch len(order) {
	case 0:
		return 0, "", nil
	case 1:
		return order[0], seen[order[0]], nil
	}
	for _, v := range order {
		conflict = append(conflict, seen[v])
	}
	return 0, "", conflict
}

// monthToHour: the hourly unit of a monthly one.
var monthToHour = map[string]string{UnitGPUMonth: UnitGPUHour, UnitNodeMonth: UnitNodeHour}

// applyFileMonthHours restates every quote of a file that defines its month:
// a monthly price per hour, a term in months in hours, each with a warning.
func applyFileMonthHours(res *FileResult) {
	hpm, from, conflict := fileMonthHours(res.Notes)
	if len(conflict) > 0 {
		w := mk("import.warn.month_hours_conflict", strings.Join(conflict, " / "))
		for i := range res.Quotes {
			if _, ok := monthToHour[res.Quotes[i].PriceUnit]; ok {
				res.Quotes[i].AddWarning(w)
			}
		}
		return
	}
	if hpm == 0 || hpm == DefaultHoursPerMonth {
		return
	}
	for i := range res.Quotes {
		restateMonth(&res.Quotes[i], hpm, from)
	}
}

func restateMonth(q *Quote, hpm float64, from string) {
	if hu, ok := monthToHour[q.PriceUnit]; ok && q.Price > 0 {
		q.AddWarning(mk("import.warn.month_hours_price", q.PriceText, fmtHours(hpm), from))
		q.Price, q.PriceUnit = q.Price/hpm, hu
	}
	if q.MinTerm != nil && q.MinTerm.Unit == TermMonth {
		h := q.MinTerm.Value * hpm
		q.AddWarning(mk("import.warn.month_hours_term", fmtHours(q.MinTerm.Value), fmtHours(hpm), fmtHours(h), from))
		q.MinTerm = &Term{Value: h, Unit: TermHour}
		q.MinHours = ptr(h)
		q.decide("min_term", q.MinTerm.String(), noteRule("term", true), inWords(from))
	}
}

func fmtHours(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
