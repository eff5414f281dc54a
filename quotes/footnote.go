package quotes

import (
	"regexp"
	"strings"
	"unicode"
)

// A footnote marker glued to an amount ("13.50*", "8.20①", "7.10(注4)",
// "19.80▲", "¥9.8¹") is not part of the number: the number is read without
// it, and the quote carries the footnote the file gives for the marker. The
// footnote can change what the price is: a price for reference only is held
// for review; one that says the price is a whole machine's, or states a
// minimum term or tax, applies to the rows that carry its marker and to no
// other row.

const footMarks = `(?:[*※△▲☆★†‡§]+|[①-⑳]|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|[(\[]\s*注\s*\d{1,2}\s*[)\]]|注\s*\d{1,2})`

var (
	// the marker right after the amount's last figure, then the end, a space,
	// a unit or a bracket
	reGluedMark = regexp.MustCompile(`(\d)\s?(` + footMarks + `)(\s|/|元|$)`)
	// a footnote line: its marker first ("②  标②者为…", "注4：…", "* 含税")
	reFootLine = regexp.MustCompile(`^\s*(` + footMarks + `)\s*[:：.、]?\s*(.*)$`)
	// a footnote that withdraws the price as an offer
	reTaxRate = regexp.MustCompile(`(不)?含\s*\d+(?:\.\d+)?\s*%\s*(?:增值税|税|vat)`)
	reRefOnly = regexp.MustCompile(`仅供参考|参考价|不构成报价|非正式报价|不作为报价|不作为要约|(?i)for reference only|indicative only|not an offer|not a quote|non-binding`)
)

// splitMarker takes a footnote marker glued to an amount out of a price
// cell (normalised): the cell without it and the marker as written ("" for none).
func splitMarker(low string) (string, string) {
	m := reGluedMark.FindStringSubmatchIndex(low)
	if m == nil {
		return low, ""
	}
	mark := low[m[4]:m[5]]
	if strings.Count(low, mark) > 1 && !strings.ContainsAny(mark, "注") {
		// "3.5*8": a product, not a footnote
		return low, ""
	}
	return low[:m[4]] + " " + low[m[5]:], mark
}

// footnoteMarkerAt reports whether the marker splitMarker finds in low
// can only be a footnote: a sign ("*", "†", "(注4)"), or a circled or
// superscript digit after an amount with decimals ("8.20①"). After a whole
// number ("8²", "48③") the digit may be part of the number, and the cell is
// left to the odd-digit check, which refuses it.
func footnoteMarkerAt(low string) bool {
	m := reGluedMark.FindStringSubmatchIndex(low)
	if m == nil {
		return false
	}
	mark := low[m[4]:m[5]]
	for _, r := range mark {
		if r > 0x7f && unicode.IsNumber(r) {
			return reDecimalEnd.MatchString(low[:m[4]])
		}
	}
	return true
}

// digitMarker reports whether a marker is a circled or superscript digit
// (①, ⑦, ¹), which only a footnote line of the file can tell from a digit.
func digitMarker(mark string) bool {
	for _, r := range mark {
		if r > 0x7f && unicode.IsNumber(r) {
			return true
		}
	}
	return false
}

var reDecimalEnd = regexp.MustCompile(`\d[.,]\d+\s?$`)

// markerKey is a marker as its footnote line writes it: "(注4)" is "注4".
func markerKey(mark string) string {
	k := strings.Trim(compact(mark), "()[]")
	return k
}

// footnoteFor is the text of the footnote lines give for a marker, "" when
// the file gives none.
func footnoteFor(lines []string, mark string) string {
	key := markerKey(mark)
	for _, l := range lines {
		m := reFootLine.FindStringSubmatch(narrow(l))
		if m == nil || markerKey(m[1]) != key {
			continue
		}
		if t := strings.TrimSpace(strings.Trim(m[2], ", ")); t != "" {
			return t
		}
	}
	return ""
}

// scopedFootnote: a note line that is the footnote of a marker some price
// cell carries: it speaks for those rows only, not for the whole file.
func scopedFootnote(note string, priceTexts []string) bool {
	m := reFootLine.FindStringSubmatch(narrow(note))
	if m == nil {
		return false
	}
	key := markerKey(m[1])
	for _, t := range priceTexts {
		if _, mark := splitMarker(norm(t)); mark != "" && markerKey(mark) == key {
			return true
		}
	}
	return false
}

// applyFootnote puts what a price's footnote says on its quote: a warning
// naming the marker and the footnote, review for a price that is not an
// offer, and the basis, term and tax it states for this row. The cell's
// hint takes the footnote's basis where the cell states none.
func (b *rowBuild) applyFootnote(q *Quote, cellH *unitHint, text, mark string) {
	note := footnoteFor(b.r.footLines, mark)
	if note == "" {
		q.AddWarning(mk("import.warn.footnote_missing", text, mark))
		return
	}
	q.AddWarning(mk("import.warn.footnote", text, mark, note))
	if reRefOnly.MatchString(norm(note)) {
		q.Review(mk("import.review.footnote_not_offer", text, mark, note))
	}
	h := parseHint(note)
	if strings.Contains(norm(note), "整机") || strings.Contains(norm(note), "整台") || h.basis == "node" {
		if cellH.basis == "" {
			cellH.basis = "node"
		}
		if cellH.gpus == nil && h.gpus != nil {
			cellH.gpus = h.gpus
		}
	}
	nf := scanNotes(note)
	if m := reTaxRate.FindStringSubmatch(norm(note)); nf.tax == nil && m != nil {
		nf.tax, nf.taxText = ptr(m[1] == ""), m[0] // "含13%增值税"
	}
	applyNotes(q, nf, false)
}
