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
// brutto (inkl. 19 % MwSt.)" column (or "Price excl. SST 未含税" and
// "Price incl. SST 含税") prices each offer once, twice over: the gross
// column is the net one with tax. One of the two is read and the other
// kept beside it (never a second quote): the gross one where a line of the
// file says it binds ("报价以含SST价格为准"), else the net one. The net price
// stands as the price a business pays where a note of the file says so
// ("Geschäftskunden in der EU zahlen netto"), and otherwise the quote
// waits for review, since which of the two the buyer pays is open.
//
// Tax is one thing a price may include or exclude; power is another
// (月租金·含电价 | 月租金·不含电价): a twin word's row names what it includes
// after its side ("gross power"); twins include or exclude the same thing.

// taxTwinWords: header word -> net or gross, and what it includes beyond
// tax (words/international.tsv).
var taxTwinWords = wordRows("tax_twin")

// twinSide is a twin kind's side (net or gross); twinWhat what the gross
// side includes ("tax" unless its row names another).
func twinSide(k string) string { s, _, _ := strings.Cut(k, " "); return s }

func twinWhat(k string) string {
	if _, w, ok := strings.Cut(k, " "); ok {
		return w
	}
	return "tax"
}

// twinOf splits a header into its net/gross word's meaning and the rest
// ("Preis brutto (inkl. 19 % MwSt.)" -> gross, "preis"); "" when none.
// Each quote asks of its price column's header: each header read once.
func twinOf(h string) (kind, rest string) {
	t := remember(&twinMemo, h, func(h string) [2]string { k, r := readTwin(reHint.ReplaceAllString(h, "")); return [2]string{k, r} })
	return t[0], t[1]
}

var twinMemo memo[string, [2]string]

// readTwin reads a text's net or gross words: a Chinese word anywhere (in
// the table's order), an ASCII word whole; "" where it has none or both.
func readTwin(h string) (kind, rest string) {
	low := norm(h)
	both := false
	see := func(k string) {
		both = both || kind != "" && kind != k
		kind = k
	}
	for _, r := range taxTwinWords {
		if r[0][0] >= 0x80 && strings.Contains(low, r[0]) {
			see(r[1])
			low = strings.ReplaceAll(low, r[0], " ")
		}
	}
	var keep []string
	for _, w := range strings.FieldsFunc(low, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if k := wordMap("tax_twin")[w]; k != "" && w[0] < 0x80 {
			see(k)
			continue
		}
		keep = append(keep, w)
	}
	if kind == "" || both {
		return "", ""
	}
	return kind, strings.Join(keep, " ")
}

// twinPriceHeader: a header naming a price and one side of a tax twin
// ("Price incl. SST (RM) 含税") is a price column, not the yes/no column
// 含税 alone names.
func twinPriceHeader(h string) bool {
	k, rest := twinOf(h)
	if k == "" {
		return false
	}
	for _, w := range strings.Fields(rest) {
		if i, ok := synonymAt[headerKey(w)]; ok && synonyms[i].field == fPrice || rePriceTail.MatchString(headerKey(w)) {
			return true
		}
	}
	return false
}

// taxBinding is the side (net or gross) a line of the file says is the
// price charged, and that line: a clause holding a words/international.tsv
// tax_binding word and one side's word, a tax's name (SST, GST, VAT) read as
// 税 ("以含SST价格为准" -> gross).
func taxBinding(lines []string) (kind, line string) {
	for _, l := range lines {
		for _, c := range reTwinClause.Split(reTwinAbbrev.ReplaceAllString(norm(l), "$1"), -1) {
			if !wordIn("tax_binding", c) {
				continue
			}
			c = reTaxName.ReplaceAllString(c, "税")
			if k, _ := readTwin(c); k != "" {
				return k, strings.TrimSpace(l)
			}
		}
	}
	return "", ""
}

var (
	reTwinClause = regexp.MustCompile(`[，。；;！!？?,]|\.\s|/\s`)
	reTwinAbbrev = regexp.MustCompile(`\b(incl|excl)\.`) // "incl. GST" is no clause's end
	reTaxName    = regexp.MustCompile(`\b(?:sst|gst|vat|mwst)\b`)
)

// markTaxTwins keeps each gross price column beside the net column its
// header otherwise repeats (or the net one beside the gross one, where a
// line of the table's sheet says the gross price binds); it returns how
// many columns stopped being offers.
func markTaxTwins(l *layout, t *table) int {
	n, bind := 0, ""
	for _, g := range l.prices {
		if k, _ := twinOf(l.cols[g].header); twinSide(k) == "gross" {
			var lines []string
			for _, r := range t.rows {
				lines = append(lines, strings.Join(r, " "))
			}
			var line string
			bind, line = taxBinding(lines)
			l.twinBind = [2]string{bind, line}
			break
		}
	}
	for _, g := range l.prices {
		gk, grest := twinOf(l.cols[g].header)
		if twinSide(gk) != "gross" || l.cols[g].altOf >= 0 {
			continue
		}
		for _, i := range l.prices {
			if k, rest := twinOf(l.cols[i].header); twinSide(k) == "net" && twinWhat(k) == twinWhat(gk) && rest == grest && l.cols[i].altOf < 0 {
				if bind == "" && twinWhat(k) == "tax" && variantTax(l.cols[g].header) && variantTax(l.cols[i].header) {
					break // 含税 | 不含税 with no line saying which binds: the variant stage keeps the price paid (markVariants)
				}
				kept, read := g, i
				if bind == gk {
					kept, read = i, g
				}
				l.cols[kept].altOf = read
				ev := mk("import.ev.tax_twin", l.cols[read].header)
				if twinWhat(k) != "tax" {
					ev = mk("import.ev.twin", l.cols[read].header)
				}
				l.cols[kept].evidence = append(l.cols[kept].evidence, ev)
				n++
				break
			}
		}
	}
	return n
}

// variantTax: the header names its price with or without tax in the words
// the variant stage reads (layout.go variantOf).
func variantTax(h string) bool {
	low := norm(h)
	return reTaxExclWords.MatchString(low) || reTaxInclWords.MatchString(low)
}

// taxTwinNote is the note on a quote read from a price column with a tax
// twin: the file's line saying the read side binds (the one markTaxTwins
// chose the column by), or saying business
// customers pay net (a warning), or none (a review); nil for any other
// price.
func (b *rowBuild) taxTwinNote(p priceIn) (m *msg.Msg, review bool) {
	k, _ := twinOf(p.header)
	if k == "" {
		return nil, false
	}
	twin := ""
	for _, a := range b.r.alts {
		if ak, _ := twinOf(a.header); a.altOf == p.letter && ak != "" && ak != k && strings.TrimSpace(a.text) != "" {
			twin = a.header
		}
	}
	if twin == "" {
		return nil, false
	}
	if b.r.twinBind[0] == k { // the line markTaxTwins read
		w := mk("import.warn.tax_twin_binding", p.header, twin, b.r.twinBind[1])
		return &w, false
	}
	if twinWhat(k) != "tax" { // 含电价 | 不含电价 with no line saying which is charged
		r := mk("import.review.twin_open", p.header, twin)
		return &r, true
	}
	if k == "net" {
		for _, line := range b.r.footLines {
			low := strings.ToLower(line)
			if !strings.Contains(low, "net") {
				continue
			}
			if containsWord(low, "business_customer") { // words naming business customers (words/international.tsv)
				w := mk("import.warn.tax_twin_net", p.header, twin, strings.TrimSpace(line))
				return &w, false
			}
		}
		r := mk("import.review.tax_twin_open", p.header, twin)
		return &r, true
	}
	r := mk("import.review.tax_twin_open", twin, p.header)
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
