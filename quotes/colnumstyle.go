package quotes

import (
	"regexp"
	"strings"
)

// The number style of a price column is decided from all its values, not
// cell by cell: "9.460,80" in a column settles that its "1.295" is one
// thousand two hundred and ninety-five and its "2,19" two point one nine;
// "9,460.80" settles the opposite. A column that writes both styles, or
// only numbers that read either way, is left to the cell readers.

// styleDecimalComma: 9.460,80 · 2,19 · 1.295 = 1295. (The decimal point
// is what the cell readers read already.)
const styleDecimalComma = "decimal_comma"

var (
	// a number token that only the decimal-comma style reads
	reCommaOnly = regexp.MustCompile(`^\d{1,3}(?:\.\d{3})+,\d+$|^\d+,(?:\d{1,2}|\d{4,})$`)
	// a number token that only the decimal-point style reads
	rePointOnly = regexp.MustCompile(`^\d{1,3}(?:,\d{3})+\.\d+$|^\d+\.(?:\d{1,2}|\d{4,})$`)
	// "9.460,80": thousands grouped by points, then the decimal comma
	reGroupedComma = regexp.MustCompile(`^\d{1,3}(?:\.\d{3})+,\d+$`)
	// a token both read, differently: one group of three after the mark
	reEitherWay = regexp.MustCompile(`^\d{1,3}(?:[.,]\d{3})+$`)
	// the number tokens of a cell
	reNumToken = regexp.MustCompile(`\d[\d.,]*\d|\d`)
)

// columnNumberStyle reads the style of a column from its values: the
// style, and a value that shows it. The decimal comma is settled by a
// grouped number ("9.460,80") or by two decimal-comma numbers, and only
// where no value reads as a decimal point and none is "12,500", which is
// twelve and a half in that style and twelve thousand five hundred in the
// other (the cells are then refused one by one, as before).
func columnNumberStyle(values []string) (style, example string) {
	comma, grouped, commaCells, point, commaEither := "", false, 0, false, false
	for _, v := range values {
		for _, tok := range reNumToken.FindAllString(v, -1) {
			switch {
			case reCommaOnly.MatchString(tok):
				commaCells++
				if comma == "" || !grouped && reGroupedComma.MatchString(tok) {
					comma = strings.TrimSpace(v)
				}
				grouped = grouped || reGroupedComma.MatchString(tok)
			case rePointOnly.MatchString(tok):
				point = true
			case reEitherWay.MatchString(tok) && strings.Contains(tok, ","):
				commaEither = true
			}
		}
	}
	if comma != "" && (grouped || commaCells >= 2) && !point && !commaEither {
		return styleDecimalComma, comma
	}
	return "", ""
}

// inColumnStyle writes the numbers of one cell of a decimal-comma column
// the way the parsers read them (a point for the decimal, no thousands
// marks); changed is false when the cell is left as it is. (The parsers
// read the decimal-point style already: "1,295" is 1295, "1.295" 1.295.)
func inColumnStyle(text, style string) (string, bool) {
	if style == "" {
		return text, false
	}
	changed := false
	out := reNumToken.ReplaceAllStringFunc(text, func(tok string) string {
		var n string
		switch {
		case style == styleDecimalComma && (reCommaOnly.MatchString(tok) || reEitherWay.MatchString(tok) && strings.Contains(tok, ".")):
			n = strings.Replace(strings.ReplaceAll(tok, ".", ""), ",", ".", 1)
		default:
			return tok
		}
		changed = changed || n != tok
		return n
	})
	return out, changed
}
