package quotes

import (
	"math"
	"regexp"
	"strconv"
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

// A paper after the sale (a 发票清单, a bill) may state each price before
// tax with its rate beside it (单价 | 税率 6%, "单价、金额均为不含税价"): what the
// buyer pays is the price with that tax. Where the price is stated before
// tax (its column, its cell or a line around the table says 不含税) and
// the row's tax column holds a rate, the rate is added, warned, naming
// the rate's column and the words that say the price excludes it. A rate
// with no word saying the price is before tax changes nothing.

// reTaxRateCell: a tax column's cell that is a rate's figure ("6%", "13 %",
// "6" under a rate header).
var reTaxRateCell = regexp.MustCompile(`^(\d{1,2}(?:\.\d+)?)([%％])?$`)

// taxRate is the rate a tax cell states (0.06 for "6%", or "6" under a
// header naming a rate, words/price.tsv tax_rate_header); ok false for any
// other cell, a rate of 0 or one above 30 %.
func taxRate(header, t string) (float64, bool) {
	m := reTaxRateCell.FindStringSubmatch(compact(narrow(t)))
	if m == nil || m[2] == "" && !wordIn("tax_rate_header", header) {
		return 0, false
	}
	r, err := strconv.ParseFloat(m[1], 64)
	return r / 100, err == nil && r > 0 && r <= 30
}

// beforeTaxWords are the words saying the row's prices exclude tax: the
// quote's own (its price column or cell), else a line around the table.
func (b *rowBuild) beforeTaxWords(q Quote) (string, bool) {
	if q.TaxIncluded != nil {
		if *q.TaxIncluded {
			return "", false
		}
		for _, e := range q.Evidence {
			if e.Field == fPrice && e.Chosen && e.Header != "" {
				return e.Header, true
			}
		}
		return q.PriceText, true
	}
	for _, line := range b.r.footLines {
		if tax, _ := taxIn(norm(line)); tax != nil {
			return strings.TrimSpace(line), !*tax
		}
	}
	return "", false
}

// addStatedTax adds the row's tax rate to each price stated before tax.
func (b *rowBuild) addStatedTax(out []Quote) {
	c, ok := b.r.cells[fTax]
	if !ok {
		return
	}
	rate, ok := taxRate(c.header, c.text)
	if !ok {
		return
	}
	for i := range out {
		words, before := b.beforeTaxWords(out[i])
		if !before || out[i].Price <= 0 {
			continue
		}
		was := trimFloat2(out[i].Price)
		out[i].Price = math.Round(out[i].Price*(1+rate)*1e6) / 1e6
		out[i].TaxIncluded = ptr(true)
		out[i].AddWarning(mk("import.warn.tax_rate_added", was, words, c.header, strings.TrimSpace(c.text), trimFloat2(out[i].Price)))
	}
}
