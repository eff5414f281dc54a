package quotes

import (
	"strings"
	"unicode"

	"computecheck/msg"
)

// Net and gross twins: a price list with a "Preis netto" and a "Preis
// brutto (inkl. 19 % MwSt.)" column prices each offer once, twice over:
// the gross column is the net one with VAT. The gross column is kept
// beside the net one (never a second quote), and the net price is read;
// it stands as the price a business pays where a note of the file says
// so ("Geschäftskunden in der EU zahlen netto"), and otherwise the quote
// waits for review, since which of the two the buyer pays is open.

// taxTwinWords: header word -> net or gross (words/international.tsv).
var taxTwinWords = wordTables["tax_twin"]

// twinOf splits a header into its net/gross word's meaning and the rest
// ("Preis brutto (inkl. 19 % MwSt.)" -> gross, "preis"); "" when none.
// Each quote asks of its price column's header: each header read once.
func twinOf(h string) (kind, rest string) {
	t := remember(&twinMemo, h, func(h string) [2]string { k, r := readTwin(h); return [2]string{k, r} })
	return t[0], t[1]
}

var twinMemo memo[string, [2]string]

func readTwin(h string) (kind, rest string) {
	low := strings.ToLower(narrow(reHint.ReplaceAllString(h, "")))
	var keep []string
	for _, w := range strings.FieldsFunc(low, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if k, ok := taxTwinWords[w]; ok && kind == "" {
			kind = k
			continue
		}
		keep = append(keep, w)
	}
	if kind == "" {
		return "", ""
	}
	return kind, strings.Join(keep, " ")
}

// markTaxTwins keeps each gross price column beside the net column its
// header otherwise repeats; it returns how many columns stopped being
// offers.
func markTaxTwins(l *layout) int {
	n := 0
	for _, g := range l.prices {
		gk, grest := twinOf(l.cols[g].header)
		if gk != "gross" || l.cols[g].altOf >= 0 {
			continue
		}
		for _, i := range l.prices {
			if k, rest := twinOf(l.cols[i].header); k == "net" && rest == grest && l.cols[i].altOf < 0 {
				l.cols[g].altOf = i
				l.cols[g].evidence = append(l.cols[g].evidence, mk("import.ev.tax_twin", l.cols[i].header))
				n++
				break
			}
		}
	}
	return n
}

// taxTwinNote is the note on a quote read from a net column with a gross
// twin: the file's line saying business customers pay net (a warning), or
// none (a review); nil for any other price.
func (b *rowBuild) taxTwinNote(p priceIn) (m *msg.Msg, review bool) {
	if k, _ := twinOf(p.header); k != "net" {
		return nil, false
	}
	gross := ""
	for _, a := range b.r.alts {
		if k, _ := twinOf(a.header); a.altOf == p.letter && k == "gross" {
			gross = a.header
		}
	}
	if gross == "" {
		return nil, false
	}
	for _, line := range b.r.footLines {
		low := strings.ToLower(line)
		if !strings.Contains(low, "net") {
			continue
		}
		if containsWord(low, "business_customer") { // words naming business customers (words/international.tsv)
			w := mk("import.warn.tax_twin_net", p.header, gross, strings.TrimSpace(line))
			return &w, false
		}
	}
	r := mk("import.review.tax_twin_open", p.header, gross)
	return &r, true
}
