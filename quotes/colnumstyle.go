package quotes

import (
	"cmp"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/msg"
)

// A price column's number style is read from all its values: "9.460,80"
// settles that its "1.295" is 1295 and "2,19" 2.19.

// styleDecimalComma: 9.460,80 · 2,19 · 1.295 = 1295 (the cell readers read
// the decimal point already).
const styleDecimalComma = "decimal_comma"

// styleGrouped: thousands grouped by a space, a no-break space or an
// apostrophe ("12 480,00", "1 290 000", "11'900"), or whole units written
// ".–" ("11'900.–", Swiss francs): the marks are taken out before the
// decimal mark is read.
const styleGrouped = "grouped"

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
	// a figure grouped by spaces or apostrophes, or ending ".–" (styleGrouped)
	reGrouped = regexp.MustCompile(`\d{1,3}(?:[ \x{a0}\x{202f}'’]\d{3})+(?:[.,]\d+)?(?:[.,][-–—]{1,2})?|\d+[.,][-–—]{1,2}`)
	// the marks ungroup takes out
	reGroupMark = regexp.MustCompile(`[ \x{a0}\x{202f}'’]|[.,][-–—]+$`)
)

// ungroup writes the grouped figures of a cell without their marks
// ("12 480,00 €" -> "12480,00 €", "11'900.–" -> "11900"); whether a cell
// had any.
func ungroup(text string) (string, bool) {
	var b strings.Builder
	last := 0
	for _, loc := range reGrouped.FindAllStringIndex(text, -1) {
		if r, _ := utf8.DecodeLastRuneInString(text[:loc[0]]); loc[0] > 0 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == ',') {
			continue // "1O6 000": a figure a letter or mark runs into is no grouped figure
		}
		b.WriteString(text[last:loc[0]])
		b.WriteString(reGroupMark.ReplaceAllString(text[loc[0]:loc[1]], ""))
		last = loc[1]
	}
	if last == 0 {
		return text, false
	}
	b.WriteString(text[last:])
	return b.String(), true
}

// numberStyles reads each price column's style from all its values; a
// column whose numbers read either way ("1.295") takes the decimal comma
// another column settled where none writes a point: one style per table.
func numberStyles(t *table, l *layout, first int) {
	style, example, from, point := "", "", "", false
	var open []int
	for i, cm := range l.cols {
		if cm.field != fPrice && cm.field != fPackPrice {
			continue
		}
		var all []string
		grouped := ""
		for r := first; r < len(t.rows); r++ {
			v, _ := t.merged(r, cm.col, true)
			if nv, ok := ungroup(v); ok {
				v, grouped = nv, cmp.Or(grouped, strings.TrimSpace(v))
			}
			all = append(all, v)
		}
		s, ex := columnNumberStyle(all)
		if s == "" && grouped != "" {
			s, ex = styleGrouped, grouped
		}
		l.cols[i].numStyle, l.cols[i].styleExample = s, ex
		if s == styleGrouped {
			continue
		}
		if s != "" {
			style, example, from = s, ex, cm.header
			continue
		}
		either := false
		for _, tok := range reNumToken.FindAllString(strings.Join(all, " "), -1) {
			switch {
			case !strings.ContainsAny(tok, ".,"): // digits alone: read alike in both styles
			case rePointOnly.MatchString(tok) || strings.Contains(tok, ","):
				point = true // a point style, or a comma the column did not settle
			case reEitherWay.MatchString(tok):
				either = true
			}
		}
		if either {
			open = append(open, i)
		}
	}
	if style != styleDecimalComma || point {
		return
	}
	for _, i := range open {
		l.cols[i].numStyle, l.cols[i].styleExample, l.cols[i].styleFrom = style, example, from
	}
}

// columnNumberStyle: the decimal comma, settled by "9.460,80" or two comma
// decimals where no value writes a point nor "12,500" (either reading).
func columnNumberStyle(values []string) (style, example string) {
	comma, grouped, commaCells, point, commaEither := "", false, 0, false, false
	for _, v := range values {
		for _, tok := range reNumToken.FindAllString(v, -1) {
			switch {
			case !strings.ContainsAny(tok, ".,"): // digits alone: read alike in both styles
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

// inColumnStyle writes the numbers of a decimal-comma cell the way the
// parsers read them (a point for the decimal, no thousands marks).
func inColumnStyle(text, style string) (string, bool) {
	if style == "" {
		return text, false
	}
	text, changed := ungroup(text)
	out := reNumToken.ReplaceAllStringFunc(text, func(tok string) string {
		if style != styleDecimalComma || !reCommaOnly.MatchString(tok) && !(reEitherWay.MatchString(tok) && strings.Contains(tok, ".")) {
			return tok
		}
		n := strings.Replace(strings.ReplaceAll(tok, ".", ""), ",", ".", 1)
		changed = changed || n != tok
		return n
	})
	return out, changed
}

// decimalCommaCurrency: the currencies written with a decimal comma (words/numbers.tsv).
var decimalCommaCurrency = wordSet("decimal_comma_currency")

// rowNumberStyle reads a price cell of a row priced in a decimal-comma
// currency (its currency column, else the cell's own word: "2,35" beside
// 币种 EUR) in that style where its commas can only be decimal commas
// (reCommaOnly, and no figure that reads only with a decimal point): the
// cell is rewritten and the reading noted, warned with the price. A cell
// in another currency, or one with a point-style figure ("24,800.00"),
// is left to the cell readers (a lone "2,35" is refused there).
func rowNumberStyle(r *rowIn) {
	curText := strings.TrimSpace(r.cells[fCurrency].text)
	for i := range r.prices {
		p := &r.prices[i]
		if _, done := r.styleNotes[p.letter]; done {
			continue
		}
		from := curText
		cur, err := ParseCurrency(curText)
		if curText == "" {
			from = strings.TrimSpace(p.text)
			cur, err = parseCurrency(p.text)
		}
		if err != nil || !decimalCommaCurrency[strings.ToLower(cur)] {
			continue
		}
		comma, point := false, false
		for _, tok := range reNumToken.FindAllString(norm(p.text), -1) {
			switch {
			case reCommaOnly.MatchString(tok):
				comma = true
			case strings.ContainsAny(tok, ".,"):
				point = true // "24,800.00", or "1,295" that reads either way
			}
		}
		if !comma || point {
			continue
		}
		nv, _ := inColumnStyle(p.text, styleDecimalComma)
		if r.styleNotes == nil {
			r.styleNotes = map[string]msg.Msg{}
		}
		r.styleNotes[p.letter] = mk("import.warn.row_number_style", p.header, strings.TrimSpace(p.text), strings.TrimSpace(nv), cur, from)
		p.text = nv
	}
}
