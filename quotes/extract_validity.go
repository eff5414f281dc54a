package quotes

import (
	"cmp"
	"regexp"
	"strconv"
	"strings"
	"time"

	"computecheck/msg"
)

// Price windows: an export keeps every window of a SKU's price with its
// valid-from and valid-to cells. A row whose window ended before the file's
// date, or starts after it, is no current offer: it is named in NotOffers and
// counted in one warning. Without a stated file date, today counts only for a
// table with a valid-from column, so a reading never changes with the day.

// reValidityLine: a line that gives the prices' validity ("报价有效期至
// 2026-12-31", "valid until", "gültig ab"), not the file's date.
var reValidityLine = regexp.MustCompile(`(?i)有效|截止|至\s*\d|起\s*生效|\bvalid\b|\buntil\b|\bexpir|\bthrough\b|gültig|\bbis\b`)

// fileDate is the first full date in the lines above a table, and its line;
// a line about the prices' validity gives none.
func fileDate(titles []string) (string, string) {
	for _, s := range titles {
		if reValidityLine.MatchString(s) {
			continue
		}
		if m := reDateYMD.FindString(narrow(s)); m != "" {
			if d, err := ParseDate(m); err == nil && d != "" {
				return d, s
			}
		}
	}
	return "", ""
}

// reDateAlone: a line that is only a date ("2026年12月20日", "2026-12-20"):
// the date a notice or letter is signed on, under its signature.
var reDateAlone = regexp.MustCompile(`^\s*` + writtenDay + `\s*$`)

// signedDate is the file's date where no line above the table gives one: the
// last line below it that is only a date (a notice's date under its
// signature), and that line.
func signedDate(lines []string) (string, string) {
	for i := len(lines) - 1; i >= 0; i-- {
		if reDateAlone.MatchString(narrow(lines[i])) {
			if d, err := ParseDate(narrow(lines[i])); err == nil && d != "" {
				return d, lines[i]
			}
		}
	}
	return "", ""
}

// laterNewPrice (PV0001, a price-change notice or a list of 原价 | 现价 |
// 现价有效期): where the row states when its price holds (a start, an end,
// or both: "2027-02-01起", "2026-11-11至2026-12-31") and keeps the price
// before it (an earlier-price column), the row is on offer now. A price
// that holds only from after a rental ordered on the file's date would start
// (run), or ended before it, is not what an order pays: newPriceFrom (or
// newPriceEnded) names its day, and the earlier price is read
// (rowBuild.priced). Where the file gives no date, newPriceUndated names the
// day: the price is read, held for review.
func laterNewPrice(r *rowIn, run runStart) bool {
	from, until := rowWindow(*r)
	if from == "" && until == "" || len(earlierPriceHeaders(*r)) == 0 {
		return false
	}
	switch {
	case run.day == "":
		r.newPriceUndated = cmp.Or(from, until)
	case from != "" && from > run.day && withinFirstMonth(from, run.day):
		r.newPriceSoon = from // the change falls in the run's first month: the new price, held for review
	case from != "" && from > run.day:
		r.newPriceFrom = from
	case until != "" && until < run.day:
		r.newPriceEnded = until
	}
	return true
}

// withinFirstMonth: day from falls inside the first month of a run that
// starts on run (2027-01-10 in a run from 2027-01-01).
func withinFirstMonth(from, run string) bool {
	f, err1 := time.Parse("2006-01-02", from)
	r, err2 := time.Parse("2006-01-02", run)
	return err1 == nil && err2 == nil && f.Before(r.AddDate(0, 1, 0))
}

// reWindowSpan: a validity cell's dates and the words around them.
var reWindowSpan = regexp.MustCompile(`(\d{4}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2})\s*日?\s*(起|开始|以后|之后|至今|止|前|截止|为止)?`)

// rowWindow is when the row's price holds, from its valid-from and
// valid-until cells: a plain date in its own column, or a span written in
// one cell ("2026-11-11至2026-12-31", "2027-02-01起", "截至2027-03-31").
func rowWindow(r rowIn) (from, until string) {
	for _, f := range []string{fValidFrom, fValidUntil} {
		c, ok := r.cells[f]
		if !ok {
			continue
		}
		ms := reWindowSpan.FindAllStringSubmatch(narrow(c.text), -1)
		var ds []string
		for _, m := range ms {
			if d, err := ParseDate(m[1]); err == nil && d != "" {
				ds = append(ds, d)
			}
		}
		switch {
		case len(ds) == 2:
			from, until = ds[0], ds[1]
		case len(ds) == 1 && (ms[0][2] == "起" || ms[0][2] == "开始" || ms[0][2] == "以后" || ms[0][2] == "之后" || f == fValidFrom && ms[0][2] == ""):
			from = ds[0]
		case len(ds) == 1:
			until = ds[0]
		}
	}
	return from, until
}

// reYearMonthLine: a title's year and month of writing ("2026年12月更新",
// "2026年12月版"): a run ordered then starts on the next month's first day.
var reYearMonthLine = regexp.MustCompile(`(\d{4})\s*年\s*(\d{1,2})\s*月\s*(?:更新|发布|版|报价|价目|起用)`)

// priceRun is run, or where the file gives only its year and month, the
// first day of the next month.
func priceRun(run runStart, titles []string) runStart {
	if run.day != "" {
		return run
	}
	for _, s := range titles {
		if m := reYearMonthLine.FindStringSubmatch(narrow(s)); m != nil {
			y, _ := strconv.Atoi(m[1])
			mo, _ := strconv.Atoi(m[2])
			if mo >= 1 && mo <= 12 {
				return runAfter(y, time.Month(mo))
			}
		}
	}
	return run
}

// windowDay is today as the importer's date when the file states none.
var windowDay = func() string { return time.Now().UTC().Format("2006-01-02") }

// priceWindow: the row's own valid-from and valid-to cells.
func priceWindow(r rowIn) (from, until string) {
	get := func(f string) string {
		d, err := importDate(r.cells[f].text)
		if err != nil {
			return ""
		}
		return d
	}
	return get(fValidFrom), get(fValidUntil)
}

// notCurrent names why row r is not current on asOf (said by asOfLine, or
// today when ""), and its kind: "ended", "scheduled", or "" for a current
// row.
func notCurrent(r rowIn, asOf, asOfLine string) (Problem, string) {
	if h, word, kind := windowStatus(r); kind != "" {
		// the export's own status column says so ("expired", "待生效")
		m := mk("import.window.status_ended", word, h)
		if kind == "scheduled" {
			m = mk("import.window.status_scheduled", word, h)
		}
		return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: h, Reason: m}, kind
	}
	from, until := priceWindow(r)
	day := asOf
	if _, windows := r.cells[fValidFrom]; day == "" && windows {
		day = windowDay()
	} else if day == "" {
		return Problem{}, ""
	}
	p := func(m msg.Msg) Problem { return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Reason: m} }
	switch {
	case until != "" && until < day && asOfLine != "":
		return p(mk("import.window.ended", until, day, asOfLine)), "ended"
	case until != "" && until < day:
		return p(mk("import.window.ended_today", until, day)), "ended"
	case from != "" && from > day && asOfLine != "":
		return p(mk("import.window.scheduled", from, day, asOfLine)), "scheduled"
	case from != "" && from > day:
		return p(mk("import.window.scheduled_today", from, day)), "scheduled"
	}
	return Problem{}, ""
}

// windowWarning counts the rows left out as not current and as line items.
func windowWarning(res *FileResult, before int) {
	windows, items := 0, 0
	for _, p := range res.NotOffers[before:] {
		switch {
		case strings.HasPrefix(p.Reason.Key, "import.window."):
			windows++
		case strings.HasPrefix(p.Reason.Key, "import.line_item."):
			items++
		}
	}
	if windows > 0 {
		res.Warnings = append(res.Warnings, mk("import.window.warning", windows))
	}
	if items > 0 {
		res.Warnings = append(res.Warnings, mk("import.line_item.warning", items))
	}
}

var (
	windowStatusHeader = wordSet("window_status_header")
	windowStatusWord   = wordMap("window_status")
)

// windowStatus: a status column (words/windows.tsv) saying the price is not
// current: the header, the word, and ended or scheduled.
func windowStatus(r rowIn) (string, string, string) {
	for h, v := range r.extra {
		if !windowStatusHeader[strings.ToLower(strings.TrimSpace(h))] {
			continue
		}
		if kind := windowStatusWord[strings.ToLower(strings.TrimSpace(v))]; kind != "" {
			return h, v, kind
		}
	}
	return "", "", ""
}

// soleScheduled are the rows of a table whose own valid-from is after asOf
// while no row of the table prices the same offer (its GPU, spec, offer,
// unit and term cells) now (asOf, or today where the file states no date):
// a notice's new price that starts later than the
// others ("生效 2027-01-15" beside 2027-01-01) is the only price it gives
// that offer, the one an order pays, so it is read, warned; an export's
// scheduled window beside the current one stays no offer.
func soleScheduled(t *table, l *layout, first int, asOf string) map[int]bool {
	fc, ok := l.byField[fValidFrom]
	if !ok {
		return nil
	}
	if asOf == "" {
		asOf = windowDay() // the file states no date: today (a partner export whose every SKU starts next month, set129/09)
	}
	key := func(i int) string {
		var k []string
		for _, f := range []string{fGPU, fSpec, fOffer, fUnit, fMinTerm} {
			if c, ok := l.byField[f]; ok {
				k = append(k, strings.TrimSpace(t.cell(i, c)))
			}
		}
		return strings.Join(k, "\x00")
	}
	// a row its own status column says has ended ("已失效", "expired") prices
	// that offer no more: the later row beside it is the offer's only price
	// (stop 51, set136/07)
	ended := func(i int) bool {
		for c := range t.rows[i] {
			if windowStatusHeader[strings.ToLower(strings.TrimSpace(t.cell(l.headerRows[0], c)))] &&
				windowStatusWord[strings.ToLower(strings.TrimSpace(t.cell(i, c)))] == "ended" {
				return true
			}
		}
		return false
	}
	now, later := map[string]bool{}, map[int]string{}
	for i := first; i < len(t.rows); i++ {
		from, err := importDate(t.cell(i, fc))
		if err != nil || ended(i) {
			continue
		}
		if from != "" && from > asOf {
			later[i] = key(i)
		} else if from != "" {
			now[key(i)] = true
		}
	}
	out := map[int]bool{}
	for i, k := range later {
		if !now[k] {
			out[i] = true
		}
	}
	return out
}
