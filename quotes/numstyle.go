package quotes

import (
	"regexp"
	"strings"

	"computecheck/msg"
)

// A file's number style is read from all its cells, not one at a time: a
// semicolon (or tab) separated file whose numbers write the decimal with
// a comma ("2,49", "1 612,80", "1.612,80") and never with a point is a
// European export, and its numbers are read that way, with a warning that
// states the reading. A file that writes both styles is left as it is, so
// its comma cells are refused as before.

const unitTail = `(?:\s*(?:[€$¥£]|eur|usd|sek|nok|dkk|chf|pln|cny|rmb|元))?(?:\s*(?:/|per\b|每)[^\d]*)?`

var (
	// a whole cell that is one number, currency sign allowed
	// ("7,560" is no evidence: it may be thousands)
	// (a currency and a unit may follow: "2,49 €/GPU-h", "0,89 per
	// GPU-hour"; "3.84T NVMe" is no price and no evidence)
	reEUCell    = regexp.MustCompile(`^[€$¥£]?\s*(?:\d{1,3}(?:[ \x{00a0}\x{202f}.]\d{3})+,\d+|\d+,(?:\d{1,2}|\d{4,}))` + unitTail + `$`)
	reENCell    = regexp.MustCompile(`^[€$¥£]?\s*(?:\d{1,3}(?:,\d{3})+\.\d+|\d+\.\d+|\d{1,3}(?:,\d{3}){2,})` + unitTail + `$`)
	reSpaceCell = regexp.MustCompile(`^[€$¥£]?\s*\d{1,3}(?:[ \x{00a0}\x{202f}]\d{3})+(?:\.\d+)?\s*(?:[€$¥£]|eur|usd)?$`)
	// "12,500": thousands in one style, three decimals in the other
	reAmbiguousCell = regexp.MustCompile(`^[€$¥£]?\s*\d{1,3},\d{3}\s*(?:[€$¥£]|eur|usd)?$`)
	// "1 612,80", "1.612,80": grouped thousands and a decimal comma, which
	// settle the style
	reEUGrouped = regexp.MustCompile(`^[€$¥£]?\s*\d{1,3}(?:[ \x{00a0}\x{202f}.]\d{3})+,\d+`)
	// a number token in the European style, inside any cell
	reEUToken5 = regexp.MustCompile(`(?:\d{1,3}(?:[ \x{00a0}\x{202f}.]\d{3})+|\d+),\d+`)
	// a space-grouped number with a decimal point ("1 612.80")
	reSpaceToken = regexp.MustCompile(`\d{1,3}(?:[ \x{00a0}\x{202f}]\d{3})+(?:\.\d+)?`)
)

// numberStyle reads t's number style; for a decimal-comma file (or one
// that groups thousands with spaces) it rewrites the numbers the way the
// parsers read them and returns the warning that says so (ok false when
// the cells are left as they are).
func numberStyle(t *table, delim rune) (msg.Msg, bool) {
	eu, en, spaced, amb, grouped := 0, 0, 0, 0, 0
	example, ambText := "", ""
	for _, row := range t.rows {
		for _, c := range row {
			c = strings.ToLower(strings.TrimSpace(c))
			switch {
			case c == "":
			case reAmbiguousCell.MatchString(c):
				amb++
				if ambText == "" {
					ambText = c
				}
			case reEUCell.MatchString(c):
				eu++
				if reEUGrouped.MatchString(c) {
					grouped++
				}
				if example == "" || len(c) > len(example) {
					example = c
				}
			case reSpaceCell.MatchString(c):
				spaced++
				if example == "" {
					example = c
				}
			case reENCell.MatchString(c):
				en++
			}
		}
	}
	switch {
	case delim != ',' && eu >= 2 && en == 0 && amb > 0 && grouped == 0:
		// "2,49" beside "12,500": the comma is a decimal mark in one and
		// may be a thousands mark in the other; nothing is rewritten, so
		// the decimal-comma cells are refused and the rest warned
		return mk("import.warn.number_style_mixed", example, ambText), true
	case delim != ',' && eu >= 2 && en == 0:
		for _, row := range t.rows {
			for i, c := range row {
				row[i] = europeanToPoint(c)
			}
		}
		return mk("import.warn.decimal_comma_file", example, europeanToPoint(example)), true
	case spaced >= 1 && eu == 0:
		for _, row := range t.rows {
			for i, c := range row {
				if !reSpaceCell.MatchString(strings.ToLower(strings.TrimSpace(c))) {
					continue // "RoCE 2 200G" is no number
				}
				row[i] = reSpaceToken.ReplaceAllStringFunc(c, func(n string) string {
					return strings.NewReplacer(" ", "", "\u00a0", "", "\u202f", "").Replace(n)
				})
			}
		}
		return mk("import.warn.space_thousands_file", example, strings.NewReplacer(" ", "", "\u00a0", "", "\u202f", "").Replace(example)), true
	}
	return msg.Msg{}, false
}

// europeanToPoint writes the decimal-comma numbers of s with a point.
func europeanToPoint(s string) string {
	return reEUToken5.ReplaceAllStringFunc(s, func(n string) string {
		n = strings.NewReplacer(" ", "", "\u00a0", "", "\u202f", "", ".", "").Replace(n)
		return strings.Replace(n, ",", ".", 1)
	})
}
