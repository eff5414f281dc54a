package quotes

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// currencyWords are the currency words in search order (words/currency.tsv).
var currencyWords = func() []struct{ word, code string } {
	var out []struct{ word, code string }
	for _, r := range wordRows("currency") {
		out = append(out, struct{ word, code string }{r[0], r[1]})
	}
	for _, r := range wordRows("currency_after_figure") {
		out = append(out, struct{ word, code string }{r[0], r[1]})
	}
	return out
}()

// currencyAfterFigure: the trade's words for a currency that are also
// ordinary characters (刀 for US dollars, also 刀片服务器, a blade server;
// words/slang.tsv, rule SG0002): a currency only where it stands right
// after a figure ("2.15刀", "5.4k刀"), right before a per ("刀/卡时",
// "刀每台"), alone in its cell or alone in brackets ("单价(刀)").
var currencyAfterFigure = wordMap("currency_after_figure")

// figureBeside: the word at low[i:j] stands after a figure (a scale word
// of scale_after_number between: 5.4k, 2w, 3万, 2个w), before "/" or 每, or
// is the whole text. A figure a Latin letter joins is a model's number, no
// price (H100刀, A100 刀片); 刀 before 片 is a blade (3刀片).
func figureBeside(low string, i, j int) bool {
	if strings.HasPrefix(low[j:], "片") {
		return false // 刀片服务器, 3刀片: a blade server
	}
	before, after := strings.TrimRight(low[:i], " "), strings.TrimLeft(low[j:], " ")
	if before == "" && after == "" || strings.HasPrefix(after, "/") || strings.HasPrefix(after, "每") {
		return true
	}
	if (strings.HasSuffix(before, "(") || strings.HasSuffix(before, "（")) && (strings.HasPrefix(after, ")") || strings.HasPrefix(after, "）")) {
		return true // "单价(刀)": alone in a header's brackets
	}
	for _, w := range scaleAfterNumberWords {
		if strings.HasSuffix(before, w) {
			before = strings.TrimRight(before[:len(before)-len(w)], " ")
			break
		}
	}
	k := len(before)
	for k > 0 && strings.IndexByte("0123456789.,", before[k-1]) >= 0 {
		k--
	}
	if strings.IndexAny(before[k:], "0123456789") < 0 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(before[:k])
	return !latinLetter(r) // H100刀: the model's number
}

// scaleAfterNumberWords: the words of scale_after_number (words/scale.tsv),
// longest first (个w before w).
var scaleAfterNumberWords = func() []string {
	var ws []string
	for w := range scaleWords["scale_after_number"] {
		ws = append(ws, w)
	}
	sort.Slice(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) || len(ws[i]) == len(ws[j]) && ws[i] < ws[j] })
	return ws
}()

// parseCurrency finds the currency a text names; "" for none, an error for two.
func parseCurrency(s string) (string, error) {
	code, _, err := parseCurrencyWords(s)
	return code, err
}

// parseCurrencyWords is parseCurrency with the currency words it read, in
// search order ("3.1刀（美元）": 美元, 刀).
func parseCurrencyWords(s string) (string, []string, error) {
	low := norm(s)
	found := ""
	var words []string
	for _, cw := range currencyWords {
		if rest, ok := cutCurrencyWord(low, cw.word); ok {
			if found != "" && found != cw.code {
				return "", nil, cellErr("import.err.two_currencies", s, found, cw.code)
			}
			found = cw.code
			words = append(words, cw.word)
			low = rest
		}
	}
	return found, words, nil
}

// cutCurrencyWord blanks each place w stands in low as a currency word: a
// sign or a word of another script anywhere, a word written in Latin
// letters only where no Latin letter joins it ("eur" is no euro inside
// "serveur", nor "rub" inside "rubber"; "usd2.5" and "价格usd" are dollars).
func cutCurrencyWord(low, w string) (string, bool) {
	first, _ := utf8.DecodeRuneInString(w)
	last, _ := utf8.DecodeLastRuneInString(w)
	found := false
	var b strings.Builder
	from := 0
	for i := range occurrences(low, w) {
		before, _ := utf8.DecodeLastRuneInString(low[:i])
		after, _ := utf8.DecodeRuneInString(low[i+len(w):])
		if latinLetter(first) && latinLetter(before) || latinLetter(last) && latinLetter(after) {
			continue
		}
		if currencyAfterFigure[w] != "" && !figureBeside(low, i, i+len(w)) {
			continue // 刀片服务器: a blade, no dollar
		}
		found = true
		b.WriteString(low[from:i])
		b.WriteString(" ")
		from = i + len(w)
	}
	if !found {
		return low, false
	}
	b.WriteString(low[from:])
	return b.String(), true
}

func latinLetter(r rune) bool { return unicode.Is(unicode.Latin, r) }

// ParseCurrency reads a currency cell: an ISO code or a name/symbol.
func ParseCurrency(s string) (string, error) {
	low := norm(s)
	if low == "" {
		return "", ErrEmpty
	}
	if strings.ContainsAny(s, "\r\n") {
		// "CNY<line break>B": each line must name the currency by itself
		for _, line := range strings.FieldsFunc(s, func(r rune) bool { return r == '\r' || r == '\n' }) {
			if strings.TrimSpace(line) == "" {
				continue
			}
			if _, err := ParseCurrency(line); err != nil {
				return "", cellErr("import.safety.currency_lines", strings.NewReplacer("\r\n", `\n`, "\r", `\r`, "\n", `\n`).Replace(strings.TrimSpace(s)))
			}
		}
	}
	c, err := parseCurrency(low)
	if err != nil {
		return "", err
	}
	if c != "" {
		return c, nil
	}
	up := strings.ToUpper(compact(low))
	if validCurrency(up) {
		return up, nil
	}
	return "", cellErr("import.err.currency", s)
}

// currencyPolicy: the cell's sign or word; a unit or currency column that
// disagrees refuses; the header yields with a warning; sheet and notes fill a
// gap, and yield with a warning to the row's own word; else CNY with a
// warning. A source whose only currency word is a sign (元, $, ¥) first
// takes the currency another source names where the sign is written for it
// (signsRead).
var currencyPolicy = policy{field: "currency", rules: []policyRule{
	{id: "currency.cell", source: srcCell},
	{id: "currency.unit_column", source: srcUnitColumn, onDiff: refuseBoth, key: "import.err.currency_conflict"},
	{id: "currency.column", source: srcColumn, onDiff: refuseBoth, key: "import.err.currency_conflict"},
	{id: "currency.header", source: srcHeader, onDiff: warnKeep, key: "import.warn.currency_over_header", shape: argsOverHeader},
	{id: "currency.sheet_unit", source: srcSheetLine, onDiff: warnKeep, key: "import.warn.currency_over_line"},
	{id: "currency.file", source: srcSheetLine, onDiff: warnKeep, key: "import.warn.currency_over_line",
		quiet: func(_ *resolveCtx, chosen, _ Evidence) bool { return chosen.Source == srcSheetLine }}, // line against line: as before
	{id: "currency.assumed", source: srcDefault},
}}

// resolveCurrency chooses the currency of price p; err: an unreadable currency column.
func (b *rowBuild) resolveCurrency(x *resolveCtx, p priceIn, cellH unitHint) (resolution, error) {
	var cands candidates
	cands.add("currency.cell", srcCell, cellH.currency, p.cell, x.priceText)
	if u := b.unit.unit; u != nil {
		cands.add("currency.unit_column", srcUnitColumn, u.currency, b.unit.unitCell, u.text)
	}
	var colErr error
	if t := b.text(fCurrency); t != "" {
		c, err := ParseCurrency(t)
		cc := b.r.cells[fCurrency]
		cc.header = b.colName(fCurrency)
		cands.add("currency.column", srcColumn, c, cc, t)
		colErr = err
	}
	cands.add("currency.header", srcHeader, p.hint.currency, p.cell, p.header)
	cands.add("currency.sheet_unit", srcSheetLine, b.r.sheetUnit.currency, cell{}, b.r.sheetUnitText)
	cands.add("currency.file", srcSheetLine, b.r.fileCurrency, cell{}, b.r.fileCurrencyText)
	if len(cands) == 0 {
		cands.add("currency.assumed", srcDefault, "CNY", cell{}, "")
	}
	signWarn := signsRead(cands)
	r := currencyPolicy.resolve(x, cands)
	r.warn = append(signWarn, r.warn...)
	if r.rule() == "currency.assumed" {
		r.warn = append(r.warn, mk("import.warn.currency_assumed"))
		if b.r.english {
			r.review = append(r.review, mk("import.review.currency_assumed"))
		}
	}
	if r.chosen >= 0 {
		if w := slangCurrencyWord(r.ev[r.chosen].Text, r.value()); w != "" {
			r.warn = append(r.warn, mk("import.warn.slang_currency", w, r.value(), r.ev[r.chosen].Text)) // SG0002: 刀 read as US dollars
		}
	}
	if r.refusal != nil && r.at.Rule == "currency.unit_column" {
		return r, nil // the unit column's refusal comes before the column is read
	}
	return r, colErr
}

// slangCurrencyWord: the trade's word (currency_after_figure: 刀) that
// names code in text, where no plain currency word of code does ("2.15刀"
// is read as dollars by the trade's word alone: warned); "" for none. The
// words are those parseCurrency read; a text with none of the trade's
// words returns at once.
func slangCurrencyWord(text, code string) string {
	if !containsAnyKey(currencyAfterFigure, text) { // currency_after_figure (刀)
		return ""
	}
	c, words, err := parseCurrencyWords(text)
	if err != nil || c != code {
		return ""
	}
	slang := ""
	for _, w := range words {
		if currencyAfterFigure[w] == "" {
			return "" // "3.1刀（美元）": the plain word names it
		}
		slang = w
	}
	return slang
}
