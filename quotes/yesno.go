package quotes

import (
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// statedText is a cell's text folded for reading (norm), or why there is
// nothing to read: ErrEmpty, or ErrNotStated ("—", "待定").
func statedText(s string) (string, error) {
	low := norm(s)
	switch {
	case low == "":
		return "", ErrEmpty
	case isNotStated(low):
		return "", ErrNotStated
	}
	return low, nil
}

// ParseYesNo reads 支持/不支持/是/否/yes/no/true/false/有/无/✓/✗ (the
// yes_no words of words/cell_words.tsv).
func ParseYesNo(s string) (*bool, error) {
	low, err := statedText(s)
	if err != nil {
		return nil, err
	}
	c := compact(low)
	for _, w := range wordRows("yes_no") {
		if c == w[0] || utf8.RuneCountInString(w[0]) > 1 && strings.HasPrefix(c, w[0]) {
			return ptr(w[1] == "true"), nil
		}
	}
	return nil, cellErr("import.err.yesno", s)
}

var (
	reDateYMD = regexp.MustCompile(`(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})`)
	reDate8   = regexp.MustCompile(`^(\d{4})(\d{2})(\d{2})$`)
	reDateDMY = regexp.MustCompile(`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$`)
)

// A spreadsheet keeps a date as the number of days since 1899-12-30 and
// shows it as a date only through the cell's number format; a library
// that writes the number with no format (Apache POI, a script) leaves the
// bare serial, 46387 for 2026-12-31. dateSerial reads such a whole number
// in a date column as the date a spreadsheet shows once formatted, only in
// the years dateSerialYears allow (a five-digit price is never read here:
// importDate is asked only of a column or phrase that names a date)
// [rule SW0006].
var dateSerialYears = [2]int{2000, 2099} // [assumed]: quotes of this century

var reDateSerial = regexp.MustCompile(`^\d{5}(?:\.0+)?$`)

// dateSerial is serial s as YYYY-MM-DD; ok false for no whole-day serial of
// those years.
func dateSerial(s string) (string, bool) {
	if !reDateSerial.MatchString(s) {
		return "", false
	}
	n, err := strconv.Atoi(strings.SplitN(s, ".", 2)[0])
	if err != nil {
		return "", false
	}
	t := time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC).AddDate(0, 0, n)
	if t.Year() < dateSerialYears[0] || t.Year() > dateSerialYears[1] {
		return "", false
	}
	return t.Format("2006-01-02"), true
}

// importDate reads a cell of a date column as ParseDate does, and a bare
// serial (46387) as its date besides (SW0006): only the importer's readers
// of a column or phrase naming a date ask it, never ParseDate's own callers
// (a user typing 45000, a price of 45000.00).
func importDate(s string) (string, error) {
	d, err := ParseDate(s)
	if err == nil {
		return d, nil
	}
	if low, e := statedText(s); e == nil {
		if ds, ok := dateSerial(compact(low)); ok {
			return ds, nil
		}
	}
	return "", err
}

// ParseDate reads "2026-12-31", "2026年12月15日", "2027/01/31", "20261231",
// "31/12/2026" and returns YYYY-MM-DD.
func ParseDate(s string) (string, error) {
	low, err := statedText(s)
	if err != nil {
		return "", err
	}
	c := compact(low)
	parts := func(mm []string) (a, b, c int) {
		a, _ = strconv.Atoi(mm[1])
		b, _ = strconv.Atoi(mm[2])
		c, _ = strconv.Atoi(mm[3])
		return a, b, c
	}
	var y, m, d int
	if mm := reDateYMD.FindStringSubmatch(c); mm != nil {
		y, m, d = parts(mm)
	} else if mm = reDate8.FindStringSubmatch(c); mm != nil {
		y, m, d = parts(mm)
	} else if mm = reDateDMY.FindStringSubmatch(c); mm != nil {
		d, m, y = parts(mm)
		switch {
		case d > 12 && m <= 12:
		case m > 12 && d <= 12:
			m, d = d, m
		default:
			return "", cellErr("import.err.date_order", s)
		}
	} else {
		return "", cellErr("import.err.date", s)
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if y < 1990 || y > 2200 || t.Year() != y || int(t.Month()) != m || t.Day() != d {
		return "", cellErr("import.err.date_invalid", s)
	}
	return t.Format("2006-01-02"), nil
}

// ParseSource reads how the quote was obtained: 邮件/电话/文档/导入 or the
// English values (the source_kind words of words/cell_words.tsv).
func ParseSource(s string) (string, error) {
	low := compact(norm(s))
	if low == "" {
		return "", ErrEmpty
	}
	if kind, ok := firstWordIn(low, "source_kind"); ok {
		return kind, nil
	}
	return "", cellErr("import.err.source", s)
}
