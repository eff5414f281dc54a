package quotes

import (
	"regexp"
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
// unit and term cells) now: a notice's new price that starts later than the
// others ("生效 2027-01-15" beside 2027-01-01) is the only price it gives
// that offer, the one an order pays, so it is read, warned; an export's
// scheduled window beside the current one stays no offer.
func soleScheduled(t *table, l *layout, first int, asOf string) map[int]bool {
	fc, ok := l.byField[fValidFrom]
	if !ok || asOf == "" {
		return nil
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
	now, later := map[string]bool{}, map[int]string{}
	for i := first; i < len(t.rows); i++ {
		from, err := importDate(t.cell(i, fc))
		if err != nil {
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
