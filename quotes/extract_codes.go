package quotes

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The extract stage's identifiers (words/codes.tsv, rules CO0001-CO0218): a
// figure that numbers a thing, or names hours of service, is no amount.
//
//   - CO0001: a token led by a letter, of letters and digits joined by - or _
//     ("HSZS-GPU-011", "BS-AI-0101", "SKU-8831", "i-2ze8f9k1",
//     "ORD20261201-003"): a product, tariff or order code, a SKU, an instance
//     id. A GPU's own name ("A100-80G", "RTX-4090") is no code; a currency
//     before a figure ("usd-25") is none either.
//   - CO0002: letters glued to four or more digits ("ORD20261201",
//     "SKU8831"), not a GPU name and not a currency's letters.
//   - CO0003: a token naming a GPU that holds a zero-led serial
//     ("GPU-H800-001"): no GPU name, size or amount is written 0xx.
//   - CO0004: a cell that is only a zero-led number ("0101"): a numeric
//     code.
//   - figure_word (CO0101-): a service window ("7x24", "24/7").
//   - code_label (CO0201-): the figure or code a label leads ("订单号：
//     20261201003", "SKU 8831").
//
// parsePriceCell, the one reader of a price cell, reads no price from any of
// them: a cell whose every figure is inside one is refused naming the code,
// and a cell with a figure outside them is read without them. So a column
// of codes is never a price column by its values (priceValued reads through
// parsePriceCell), and no row's rescue reads a code's digits as its price.

var (
	// reCodeRun: a run of ASCII letters and digits, joined by - _ or .
	reCodeRun = regexp.MustCompile(`[a-z0-9]+(?:[-_.][a-z0-9]+)*`)
	// reCodeGlued: CO0002, letters glued to four or more digits.
	reCodeGlued = regexp.MustCompile(`^([a-z]{2,})[0-9]{4,}`)
	// reRunDecimal: a decimal figure inside a run ("usd-2.5"), not a
	// version glued to letters ("a100.8xlarge").
	reRunDecimal = regexp.MustCompile(`(?:^|[^a-z0-9])[0-9]+\.[0-9]`)
	// reZeroSerial: CO0003, a zero-led serial of two or more digits standing
	// as its own part of the token.
	reZeroSerial = regexp.MustCompile(`(?:^|[-_])0[0-9]+(?:$|[-_])`)
	// reZeroLed: CO0004, a cell that is only a zero-led number ("0101",
	// "0042"): a numeric code; no amount is written so.
	reZeroLed = regexp.MustCompile(`^\s*(0[0-9]+)\s*$`)
	// reLabelTail: what may stand between a code label and its code.
	// "SKU no. 8831", "SKU #8831", "编号：0042"; not the letters n and o
	// alone ("SKU on 25").
	reLabelTail = regexp.MustCompile(`^(?:no\.?|#|[:：]|\s)*`)
	figureWords = wordsInOrder("figure_word")
	codeLabels  = wordsInOrder("code_label")
	currencies  = wordMap("currency")
	// notBeforeFigureWord: "¥24/7天" is a weekly price (figure_word_not_before).
	notBeforeFigureWord = wordsInOrder("figure_word_not_before")
	// amountAfter: a currency or unit word after a figure makes it an
	// amount ("编号 25元", "SKU: 25 USD"), no code a label leads.
	amountAfter = amountAfterWords()
	// currencySigns: the currency table's signs ($, ¥, €, us$): a run right
	// after one is an amount ("$a-1"), no code.
	currencySigns = currencySignWords()
)

func amountAfterWords() []string {
	out := slices.Collect(maps.Keys(currencies))
	for _, t := range []string{"unit_period_zh", "unit_gpu_zh", "unit_node_zh", "unit_gpu_piece", "per_lead"} {
		out = append(out, wordsInOrder(t)...)
	}
	return out
}

func currencySignWords() []string {
	var out []string
	for w := range currencies {
		if r, _ := utf8.DecodeLastRuneInString(w); !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			out = append(out, w)
		}
	}
	return out
}

// codeSpan is one identifier or figure word in a normalised cell: where it
// stands, as written there, and the rule that knows it.
type codeSpan struct {
	from, to int
	text     string
	rule     string
}

// codeSpans are the identifiers and figure words in low (a cell's norm text),
// left to right, not overlapping.
func codeSpans(low string) []codeSpan {
	if !strings.ContainsAny(low, "0123456789") {
		return nil
	}
	taken := make([]bool, len(low))
	var out []codeSpan
	add := func(from, to int, rule string) {
		for i := from; i < to; i++ {
			if taken[i] {
				return
			}
		}
		for i := from; i < to; i++ {
			taken[i] = true
		}
		out = append(out, codeSpan{from, to, low[from:to], rule})
	}
	for _, w := range figureWords {
		for i := range occurrences(low, w) {
			if !digitAt(low, i-1) && !digitAt(low, i+len(w)) && !startsWithAny(strings.TrimLeft(low[i+len(w):], " "), notBeforeFigureWord) {
				add(i, i+len(w), "figure_word")
			}
		}
	}
	for _, w := range codeLabels {
		for i := range occurrences(low, w) {
			if w[0] < 0x80 && i > 0 && isAlnum(low[i-1]) {
				continue // "xsku": no whole word
			}
			at := i + len(w)
			if w[len(w)-1] < 0x80 && at < len(low) && isAlnum(low[at]) && low[at] > '9' {
				continue // "skus": no whole word
			}
			at += len(reLabelTail.FindString(low[at:]))
			if loc := reCodeRun.FindStringIndex(low[at:]); loc != nil && loc[0] == 0 && strings.ContainsAny(low[at:at+loc[1]], "0123456789") &&
				!startsWithAny(strings.TrimLeft(low[at+loc[1]:], " "), amountAfter) {
				add(at, at+loc[1], "code_label")
			}
		}
	}
	if m := reZeroLed.FindStringSubmatchIndex(low); m != nil {
		add(m[2], m[3], "CO0004")
	}
	for _, loc := range reCodeRun.FindAllStringIndex(low, -1) {
		if rule := codeRule(low, loc[0], loc[1]); rule != "" {
			add(loc[0], loc[1], rule)
		}
	}
	return out
}

// codeRule is the rule by which the run low[from:to] is an identifier, ""
// for none.
func codeRule(low string, from, to int) string {
	run := low[from:to]
	if run[0] < 'a' || run[0] > 'z' || !strings.ContainsAny(run, "0123456789") || reRunDecimal.MatchString(run) {
		return ""
	}
	if endsWithAny(low[:from], currencySigns) {
		return "" // "$a-1": a sign before it
	}
	prefix := strings.TrimRight(run[:strings.IndexAny(run, "0123456789")], "-_.")
	if _, ok := currencies[prefix]; ok {
		return "" // "usd-25", "rmb3000": a currency before a figure
	}
	_, gpu := matchGPU(run)
	switch {
	case gpu && reZeroSerial.MatchString(run):
		return "CO0003"
	case gpu:
		return ""
	case strings.ContainsAny(run, "-_") && !termTail(run):
		return "CO0001"
	case reCodeGlued.MatchString(run):
		return "CO0002"
	}
	return ""
}

// reNumWord: a number and the word glued after it ("3mo", "12m").
var reNumWord = regexp.MustCompile(`^[0-9]+([a-z]+)$`)

// termTailWords: the term and period words a number may carry at a run's
// end (term_unit_en, unit_period_en, header_term_unit).
var termTailWords = func() map[string]bool {
	out := map[string]bool{}
	for _, t := range []string{"term_unit_en", "unit_period_en", "header_term_unit"} {
		for _, w := range wordsInOrder(t) {
			out[w] = true
		}
	}
	return out
}()

// termTail: the part of run after its last - or _ is a number and a term or
// period word ("min-3mo", "commit-12m"): a term, no code (CO0001), so the
// price cell's term reader sees it.
func termTail(run string) bool {
	tail := run[strings.LastIndexAny(run, "-_")+1:]
	m := reNumWord.FindStringSubmatch(tail)
	return m != nil && termTailWords[m[1]]
}

func digitAt(s string, i int) bool { return i >= 0 && i < len(s) && s[i] >= '0' && s[i] <= '9' }

// endsWithAny: s ends in one of words.
func endsWithAny(s string, words []string) bool {
	return s != "" && slices.ContainsFunc(words, func(w string) bool { return strings.HasSuffix(s, w) })
}

// withoutCodes is low with its identifiers and figure words blanked, the
// first one found, and whether no figure is left outside them.
func withoutCodes(low string) (rest, code string, only bool) {
	spans := codeSpans(low)
	if len(spans) == 0 {
		return low, "", false
	}
	rest = blankSpans(low, spans, func(string) bool { return true })
	return rest, spans[0].text, !strings.ContainsAny(rest, "0123456789")
}

// blankSpans is low with the spans whose rule is wanted blanked, byte for
// byte; low itself where none is.
func blankSpans(low string, spans []codeSpan, wanted func(rule string) bool) string {
	var b []byte
	for _, sp := range spans {
		if !wanted(sp.rule) {
			continue
		}
		if b == nil {
			b = []byte(low)
		}
		for i := sp.from; i < sp.to; i++ {
			b[i] = ' '
		}
	}
	if b == nil {
		return low
	}
	return string(b)
}

// codeAsWritten is code (found in the cell's norm text) as the cell writes
// it ("HSZS-GPU-011"), the norm form where the cell's own differs in more
// than case.
// The code is sought in the cell itself, not in its lowered copy: a letter
// may change its length when lowered (Ⱥ, 2 bytes, lowers to ⱥ, 3), so a
// place in the one is no place in the other.
func codeAsWritten(cell, code string) string {
	for i := 0; i+len(code) <= len(cell); i++ {
		if strings.EqualFold(cell[i:i+len(code)], code) {
			return cell[i : i+len(code)]
		}
	}
	return code
}

// scheduledZeroPrice: a row left out as scheduled (its valid-from
// after the file's day, or a status such as 待上线) none of whose price
// cells reads as a price and one of which reads exactly zero ("0.00"): a
// billing system's placeholder for a product not yet priced, not a price of
// nothing. The row is refused at that cell rather than dropped, so the buyer
// sees a product with no price yet; a scheduled row with a price of its own
// in any column (包月 3.40 beside 包年 0, a term not offered) stays a
// scheduled price, left out as before, and a negative figure is no zero.
func scheduledZeroPrice(r rowIn, window Problem, scheduled bool) (Problem, bool) {
	if !scheduled {
		return Problem{}, false
	}
	zero := -1
	for i, p := range r.prices {
		_, err := parsePriceCell(p.text)
		if err == nil {
			return Problem{}, false
		}
		if zero < 0 && errMsg(err).Key == "import.err.not_positive" && reZeroFigure.MatchString(norm(p.text)) {
			zero = i
		}
	}
	if zero < 0 {
		return Problem{}, false
	}
	p := r.prices[zero]
	return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: p.header, ColumnLetter: p.letter,
		Reason: mk("import.err.scheduled_zero_price", strings.TrimSpace(p.text), window.Reason)}, true
}

// reZeroFigure: a cell whose one figure is zero, no sign of less before it
// ("0", "0.00", "¥0.00元").
var reZeroFigure = regexp.MustCompile(`^[^0-9\-−－(（]*0+(?:\.0+)?[^0-9]*$`)

// withoutFigureWords is low with its service windows blanked ("含7x24小时运维":
// no hour of a unit in it), for the unit reader; low itself where it has none.
func withoutFigureWords(low string) string {
	return blankSpans(low, codeSpans(low), func(rule string) bool { return rule == "figure_word" })
}
