package quotes

import (
	"cmp"
	"regexp"
	"strings"

	"computecheck/msg"
)

// A semicolon or tab separated file that writes the decimal with a comma
// ("2,49") and never with a point is read that way, with a warning.

const unitTail = `(?:\s*(?:[€$¥£]|eur|usd|sek|nok|dkk|chf|pln|cny|rmb|元))?(?:\s*(?:/|per\b|每)[^\d]*)?`

var (
	// a whole cell that is one number, a currency and unit allowed ("2,49
	// €/GPU-h"; "7,560" may be thousands, "3.84T NVMe" is no price)
	reEUCell    = regexp.MustCompile(`^[€$¥£]?\s*(?:\d{1,3}(?:[ \x{00a0}\x{202f}.]\d{3})+,\d+|\d+,(?:\d{1,2}|\d{4,}))` + unitTail + `$`)
	reENCell    = regexp.MustCompile(`^[€$¥£]?\s*(?:\d{1,3}(?:,\d{3})+\.\d+|\d+\.\d+|\d{1,3}(?:,\d{3}){2,})` + unitTail + `$`)
	reSpaceCell = regexp.MustCompile(`^[€$¥£]?\s*\d{1,3}(?:[ \x{00a0}\x{202f}]\d{3})+(?:\.\d+)?\s*(?:[€$¥£]|eur|usd)?$`)
	// "12,500": thousands in one style, three decimals in the other
	reAmbiguousCell = regexp.MustCompile(`^[€$¥£]?\s*\d{1,3},\d{3}\s*(?:[€$¥£]|eur|usd)?$`)
	// "1 612,80", "1.612,80": grouped thousands and a decimal comma settle it
	reEUGrouped  = regexp.MustCompile(`^[€$¥£]?\s*\d{1,3}(?:[ \x{00a0}\x{202f}.]\d{3})+,\d+`)
	reEUToken5   = regexp.MustCompile(`(?:\d{1,3}(?:[ \x{00a0}\x{202f}.]\d{3})+|\d+),\d+`)
	reSpaceToken = regexp.MustCompile(`\d{1,3}(?:[ \x{00a0}\x{202f}]\d{3})+(?:\.\d+)?`)
)

// numberStyle rewrites a decimal-comma or space-grouped file's numbers the
// way the parsers read them, with the warning that says so.
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
				ambText = cmp.Or(ambText, c)
			case reEUCell.MatchString(c):
				eu++
				grouped += b2i(reEUGrouped.MatchString(c))
				if example == "" || len(c) > len(example) {
					example = c
				}
			case reSpaceCell.MatchString(c):
				spaced++
				example = cmp.Or(example, c)
			case reENCell.MatchString(c):
				en++
			}
		}
	}
	switch {
	case delim != ',' && eu >= 2 && en == 0 && amb > 0 && grouped == 0:
		// "2,49" beside "12,500": nothing is rewritten, the comma cells are refused
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
				if reSpaceCell.MatchString(strings.ToLower(strings.TrimSpace(c))) { // "RoCE 2 200G" is no number
					row[i] = reSpaceToken.ReplaceAllStringFunc(c, noSpaces.Replace)
				}
			}
		}
		return mk("import.warn.space_thousands_file", example, noSpaces.Replace(example)), true
	}
	return msg.Msg{}, false
}

var noSpaces = strings.NewReplacer(" ", "", "\u00a0", "", "\u202f", "")

// europeanToPoint writes the decimal-comma numbers of s with a point.
func europeanToPoint(s string) string {
	return reEUToken5.ReplaceAllStringFunc(s, func(n string) string {
		return strings.Replace(strings.ReplaceAll(noSpaces.Replace(n), ".", ""), ",", ".", 1)
	})
}
