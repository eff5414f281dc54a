package quotes

import (
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/msg"
)

// A price header stating the amounts' scale ("月租金(万元/台)", "Price
// (kCNY)") holds bare numbers in that scale: 5.76 is 57,600.

// scaleWords are the scale words by table (words/scale.tsv): word -> multiplier.
var scaleWords = func() map[string]map[string]float64 {
	out := map[string]map[string]float64{}
	for _, t := range []string{"scale_after_number", "scale_before_currency", "scale_bare", "scale_en", "scale_after_sign"} {
		out[t] = map[string]float64{}
		for _, r := range wordRows(t) {
			k, err := strconv.ParseFloat(r[1], 64)
			if err != nil {
				panic("quotes: words/scale.tsv: " + r[0] + ": " + err.Error())
			}
			out[t][r[0]] = k
		}
	}
	return out
}()

// scaleAlt is a table's words as a regexp alternation, longest first.
func scaleAlt(table string) string {
	var ws []string
	for w := range scaleWords[table] {
		ws = append(ws, regexp.QuoteMeta(w))
	}
	sort.Slice(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) || len(ws[i]) == len(ws[j]) && ws[i] < ws[j] })
	return "(" + strings.Join(ws, "|") + ")"
}

var (
	reScaleZH  = regexp.MustCompile(scaleAlt("scale_before_currency") + `\s*(?:元|块|人民币|美元|美金|rmb|cny|usd)`)
	reScale10k = regexp.MustCompile(`(?i)(?:usd|cny|rmb|eur|\$|¥)\s*10\s*k\b|\b10\s*k\s*(?:usd|cny|rmb|eur)\b|(?i)\bten thousands?\b`)
	reScaleEN  = regexp.MustCompile(`(?i)\b` + scaleAlt("scale_en") + `\s*(?:usd|cny|rmb|eur|\$|¥)|(?i)(?:usd|cny|rmb|eur|\$|¥)\s*` + scaleAlt("scale_en") + `\b|'000`)
)

// headerScale is a header's multiplier and its words (1, "" for none).
func headerScale(header string) (float64, string) {
	r := remember(&scaleMemo, header, func(h string) scaleRead { k, words := readScale(h); return scaleRead{k, words} })
	return r.k, r.words
}

type scaleRead struct {
	k     float64
	words string
}

// scaleMemo: a column repeats its header and unit cells over every row.
var scaleMemo memo[string, scaleRead]

func readScale(header string) (float64, string) {
	h := narrow(header)
	if m := reScaleZH.FindStringSubmatch(h); m != nil {
		return scaleWords["scale_before_currency"][m[1]], m[0]
	}
	// "月租(万/台)", "报价（万）", a unit cell "万/台/月": 万 alone as the unit
	for _, part := range []string{h, headerHint(h)} {
		if m := reBareScale.FindStringSubmatch(part); m != nil {
			return scaleWords["scale_bare"][m[1]], strings.TrimSpace(m[0])
		}
	}
	if m := reScale10k.FindString(h); m != "" {
		return 1e4, m
	}
	if m := reScaleEN.FindStringSubmatch(h); m != nil {
		return 1e3, m[0]
	}
	return 1, ""
}

var reBareAmount = regexp.MustCompile(`^[¥$€£]?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^[¥$€£]?\s*\.\d+$`)

// bareAmount: a number alone, no scale or unit of its own ("5.76").
func bareAmount(text string) bool {
	return reBareAmount.MatchString(strings.TrimSpace(narrow(text)))
}

var (
	// a line stating the unit of the sheet's amounts ("金额单位：千元")
	reScaleLine = regexp.MustCompile(`(?i)(?:金额单位|价格单位|报价单位|计价单位|单位|units?|amounts?|figures|prices?)\s*(?:[:：]|\s(?:are\s+)?in\s)\s*([^;；,，。()（）]{1,30})`)
	// "价格字段单位为厘": 为 states the export's money unit below the yuan (分, 厘, RN0001) only, where a money word
	// (words/scale.tsv scale_line_money) names what the unit is of within the clause, or the unit is defined in yuan
	// after it ("单位为分（1元=100分）"). "计费单位为分" is the billing granularity (minutes), "存储字段单位为厘" one
	// field's unit: neither scales the sheet (review findings 2, 3); "包年一栏单位为万元" scales one column
	reScaleLineIs = regexp.MustCompile(`(?:(?:` + wholeWords(wordsInOrder("scale_line_money")) + `)[^\s,，。；;:：、()（）]{0,6}?单位\s*为\s*` + scaleAlt("scale_bare") + `(?:$|[^\p{Han}])|单位\s*为\s*` + scaleAlt("scale_bare") + `\s*[(（]\s*1\s*元\s*=)`)
	reBareScale   = regexp.MustCompile(`^\s*` + scaleAlt("scale_bare") + `\s*(?:$|[/)）每]|元)`)
)

// sheetScaleLine is the first line stating the sheet's scale, "" for none.
func sheetScaleLine(lines []string) string {
	for _, line := range lines {
		if lineScale(line) != 1 {
			return strings.TrimSpace(line)
		}
	}
	return ""
}

// lineScale is the scale a sheet's scale line states.
func lineScale(line string) float64 {
	for _, m := range reScaleLine.FindAllStringSubmatch(narrow(line), -1) {
		if k, _ := headerScale(m[1]); k != 1 {
			return k
		}
		if b := reBareScale.FindStringSubmatch(m[1]); b != nil {
			return scaleWords["scale_bare"][b[1]]
		}
		if reScaleEN.MatchString(m[0]) {
			return 1e3
		}
	}
	if m := reScaleLineIs.FindStringSubmatch(narrow(line)); m != nil {
		for _, w := range m[1:] {
			if k, ok := scaleWords["scale_bare"][w]; ok && k < 1 {
				return k
			}
		}
	}
	return 1
}

// noteScale (BL0070) is the scale a row's remark states: a segment of the remark that is a scale statement and nothing
// else ("单位：万元", "金额单位：万元/台/年"); "单位：万元以上订单可议价" states
// none. 1 for none.
func noteScale(note string) float64 {
	low := strings.ToLower(note)
	if !strings.Contains(low, "单位") && !strings.Contains(low, "unit") {
		return 1
	}
	for _, seg := range reRemarkClause.Split(narrow(note), -1) {
		seg = strings.TrimSpace(seg)
		m := reScaleLine.FindStringSubmatch(seg)
		if m == nil || !strings.HasPrefix(seg, m[0]) || strings.TrimSpace(seg[len(m[0]):]) != "" {
			continue
		}
		k, words := headerScale(m[1])
		rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(m[1]), words))
		if k != 1 && words != "" && (rest == "" || strings.HasPrefix(rest, "/")) {
			return k
		}
	}
	return 1
}

// reRemarkClause: the clauses of a remark.
var reRemarkClause = regexp.MustCompile(`[;；,，。\n]+`)

// bareScale is a scale stated for a bare amount, and where.
type bareScale struct {
	k          float64
	rule, from string
}

// bareScales are the scales of a bare price in scalePolicy's order: the
// header's, the row's unit cell's, the sheet's scale line.
func bareScales(header, unitCell, sheetLine, text string, v float64) []bareScale {
	if !bareAmount(text) {
		return nil
	}
	if n, err := ParseNumber(strings.TrimLeft(strings.TrimSpace(narrow(text)), "¥$€£ ")); err != nil || n != v {
		return nil // already read in another scale: never twice
	}
	var out []bareScale
	if k, _ := headerScale(header); k != 1 {
		out = append(out, bareScale{k, "scale.header", header})
	}
	if k, _ := headerScale(unitCell); k != 1 {
		out = append(out, bareScale{k, "scale.unit_cell", unitCell})
	}
	if k := lineScale(sheetLine); k != 1 {
		out = append(out, bareScale{k, "scale.sheet_line", sheetLine})
	}
	return out
}

// scaleBare applies the first of bareScales: the value and the text it came from.
func scaleBare(header, unitCell, sheetLine, text string, v float64) (float64, string, bool) {
	bs := bareScales(header, unitCell, sheetLine, text, v)
	if len(bs) == 0 {
		return v, "", false
	}
	return roundScaled(v * bs[0].k), bs[0].from, true
}

// roundScaled: 33.288 x 1e4 is 332879.99999999994; the vendor wrote 332,880.
func roundScaled(v float64) float64 {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'g', 12, 64), 64)
	return r
}

// scaledPrice is a bare price in the scale its header, unit cell or sheet states.
func (b *rowBuild) scaledPrice(p priceIn, text string, v float64) (float64, msg.Msg, bool) {
	nv, from, ok := scaleBare(p.header, b.text(fUnit), b.r.scaleLine, text, v)
	if !ok {
		return v, msg.Msg{}, false
	}
	return nv, mk("import.warn.scale_from_header", text, from, strconv.FormatFloat(nv, 'f', -1, 64)), true
}

// scalePolicy: the scale of a price's amount (words/scale.tsv). The cell's
// own word first; for a bare number, the header's, unit cell's and sheet's;
// then the unit phrases. The first scales the amount once.
var scalePolicy = policy{field: "scale", rules: []policyRule{
	{id: "scale.cell", source: srcCell},
	{id: "scale.cell_unit", source: srcCell}, // "31,000元": the cell's own 元 (statesOwnUnit)
	{id: "scale.header", source: srcHeader},
	{id: "scale.unit_cell", source: srcUnitColumn},
	{id: "scale.sheet_line", source: srcSheetLine},
	{id: "scale.unit_column", source: srcUnitColumn},
	// "单位：万元" in the row's remark (BL0070): after the unit column, whose
	// whole yuan (元/台) it warns against, never ×10000 over it
	{id: "scale.row_note", source: srcRowNote, onDiff: warnKeep, key: "import.warn.scale_note_over_unit"},
	{id: "scale.header_unit", source: srcHeader},
	{id: "scale.sheet_unit", source: srcSheetLine},
	{id: "scale.none", source: srcCell}, // no source states a scale: the cell's number as written
}}

// resolveScale applies the chosen scale of price p to value, with its warning.
func (b *rowBuild) resolveScale(p priceIn, pc priceCell, text string, value float64) (float64, resolution, *msg.Msg) {
	var cands candidates
	add := func(rule, source string, k float64, c cell, words string) {
		if k > 0 && k != 1 {
			cands.add(rule, source, trimFloat(k), c, words)
		}
	}
	switch {
	case pc.scaled && pc.scale > 0:
		add("scale.cell", srcCell, pc.scale, p.cell, text)
	case pc.scaled:
		cands.add("scale.cell", srcCell, orDefault(pc.words, text), p.cell, text) // "3万8": the scale is in the words
	case statesOwnUnit(text):
		cands.add("scale.cell_unit", srcCell, "1", p.cell, text) // "31,000元": the cell's own 元 (statesOwnUnit)
	}
	for _, bs := range bareScales(p.header, b.text(fUnit), b.r.scaleLine, text, value) {
		c := p.cell
		if bs.rule == "scale.unit_cell" {
			c = b.r.cells[fUnit]
		} else if bs.rule == "scale.sheet_line" {
			c = cell{}
		}
		_, row := scalePolicy.row(bs.rule)
		add(bs.rule, row.source, bs.k, c, bs.from)
	}
	noteK := 1.0
	if nc, ok := b.r.cells[fNotes]; ok && bareAmount(text) {
		// "单位：万元，一次性年付" in the row's remark (BL0070): the scale its
		// price is written in, as a sheet's scale line states it for all
		if k := noteScale(nc.text); k != 1 {
			noteK = k
			add("scale.row_note", srcRowNote, k, nc, strings.TrimSpace(nc.text))
		}
	}
	if u := b.unit.unit; u != nil {
		add("scale.unit_column", srcUnitColumn, u.mult, b.unit.unitCell, u.multText)
		if noteK != 1 && u.mult <= 1 && u.currency != "" {
			// "元/台" in the unit column: whole yuan, against the remark's 万元
			cands.add("scale.unit_column", srcUnitColumn, "1", b.unit.unitCell, strings.TrimSpace(b.unit.unitCell.text))
		}
	}
	add("scale.header_unit", srcHeader, p.hint.mult, p.cell, p.hint.multText)
	add("scale.sheet_unit", srcSheetLine, b.r.sheetUnit.mult, cell{}, b.r.sheetUnit.multText)
	if len(cands) == 0 {
		cands.add("scale.none", srcCell, "1", p.cell, text)
	}
	r := scalePolicy.resolve(&resolveCtx{priceText: text}, cands)
	if r.chosen < 0 || r.rule() == "scale.cell" || r.rule() == "scale.cell_unit" || r.rule() == "scale.none" || r.value() == "1" {
		return value, r, nil
	}
	c := r.ev[r.chosen]
	k, _ := strconv.ParseFloat(c.Value, 64)
	nv := value * k
	var m msg.Msg
	switch c.Rule {
	case "scale.header", "scale.unit_cell", "scale.sheet_line", "scale.row_note":
		nv = roundScaled(nv)
		m = mk("import.warn.scale_from_header", text, c.Text, strconv.FormatFloat(nv, 'f', -1, 64))
	case "scale.unit_column":
		m = mk("import.warn.scaled", text, c.Text, b.unit.unitCell.header, trimFloat(nv))
	case "scale.header_unit":
		m = mk("import.warn.scaled", text, c.Text, p.header, trimFloat(nv))
	default:
		m = mk("import.warn.scaled", text, c.Text, b.r.sheetUnitText, trimFloat(nv))
	}
	return nv, r, &m
}

// reOwnUnit is a currency word right after a cell's number ("31,000元"): the
// cell states a whole yuan or dollar, whatever scale the header states; a
// sign ("¥5.2" under 万元) states no scale.
var reOwnUnit = func() *memoRe {
	var words []string
	for _, cw := range currencyWords {
		if !strings.ContainsAny(cw.word, "$€£¥") {
			words = append(words, cw.word)
		}
	}
	return memoized(regexp.MustCompile(`\d\s*(?:` + wholeWords(words) + `)`))
}()

// statesOwnUnit: the price cell's own currency word states its scale, so
// a header's, unit cell's or sheet's 万/千 does not apply to it.
func statesOwnUnit(text string) bool {
	return reOwnUnit.MatchString(strings.TrimSpace(norm(text)))
}

// An amount in a unit of account that is not money (words/units.tsv
// account_unit: 64 SU a card-hour, 198 点/卡·时, 40 credits/hr) is priced
// only through the rate the file itself states for that unit, on a line of
// the sheet or of a sheet of terms ("结算单价：0.10 元/SU", "1 算力点 = 0.01
// 元", "$1 = 100 credits"): the amount times the rate, warned quoting the
// line. With no rate, or two rates that differ, the row is refused at the
// cell naming the unit: such an amount is never read as money.

var accountWords = func() []string {
	var ws []string
	for _, r := range wordRows("account_unit") {
		ws = append(ws, r[0])
	}
	slices.SortStableFunc(ws, func(a, b string) int { return len(b) - len(a) }) // 算力点 before 点
	return ws
}()

// accountUnit is the unit of account low (norm'ed) counts its amounts in,
// "" for none. A word after "/", 每 or "per" is what a price buys, not
// what it is paid in: "万元/SU" is money for a scalable unit of machines.
// A text that names a currency prices in money ("Price after credits
// ($/hr)").
func accountUnit(low string) string {
	for _, w := range accountWords {
		for i := range occurrences(low, w) {
			if accountWordAt(low, w, i) && !rePerBefore.MatchString(low[:i]) {
				if c, err := parseCurrency(low); c != "" || err != nil {
					return "" // asked only where a word stands: most prices name none
				}
				return w
			}
		}
	}
	return ""
}

// accountWordAt: w at i in low is the word itself: an ASCII word whole, a
// one-character word standing alone as a unit ("点/卡·时", "(点)", "1点"),
// not inside a longer word ("节点").
func accountWordAt(low, w string, i int) bool {
	before, _ := utf8.DecodeLastRuneInString(low[:i])
	after, _ := utf8.DecodeRuneInString(low[i+len(w):])
	switch {
	case isASCII(w):
		return !isASCIILetter(before) && !unicode.IsDigit(after) && !isASCIILetter(after)
	case utf8.RuneCountInString(w) == 1:
		return (i == 0 || !unicode.Is(unicode.Han, before)) && (i+len(w) == len(low) || !unicode.Is(unicode.Han, after) || strings.ContainsRune("每", after))
	}
	return true
}

// accountRateRead is one rate a line states for a unit of account.
type accountRateRead struct {
	rate     float64
	currency string
	line     string
}

var (
	accountNum = `(\d+(?:,\d{3})*(?:\.\d+)?)`
	accountCur = wordAlt("currency", false)
	accountEq  = `\s*(?:=|≈|` + wordAlternation("account_equals", "yes") + `)\s*` // words/units.tsv
)

// accountRateRes are the three ways a line states the rate of unit W (the
// placeholder): "0.10 元/W" (amount per one), "1 W = 0.01 元" (N of W
// cost the amount), "1元 = 100 W" (the amount buys N of W).
func accountRateRes(alt string) [3]*regexp.Regexp {
	return [3]*regexp.Regexp{
		regexp.MustCompile(accountCur + `?\s*` + accountNum + `\s*` + accountCur + `?\s*(?:/|每|per|a|an)\s*(?:个|1|one)?\s*(` + alt + `)`),
		regexp.MustCompile(`(?:` + accountNum + `\s*(?:个)?\s*)?(` + alt + `)` + accountEq + accountCur + `?\s*` + accountNum + `\s*` + accountCur + `?`),
		regexp.MustCompile(accountCur + `?\s*` + accountNum + `\s*` + accountCur + `?` + accountEq + accountNum + `\s*(?:个)?\s*(` + alt + `)`),
	}
}

// accountRateMatch is the readers of one unit's rates and the words they look for.
type accountRateMatch struct {
	res   [3]*regexp.Regexp
	words []string
}

var accountRateMemo memo[string, accountRateMatch]

// accountRates are the rates line states for unit w, a longer word of its
// table holding it (点: 算力点) or its singular (credits: credit), in money.
func accountRates(line, w string) []accountRateRead {
	rm := remember(&accountRateMemo, w, func(w string) accountRateMatch {
		var words, alt []string
		for _, a := range accountWords {
			if strings.Contains(a, w) || isASCII(w) && strings.HasPrefix(w, a) {
				words, alt = append(words, a), append(alt, regexp.QuoteMeta(a))
			}
		}
		return accountRateMatch{accountRateRes(strings.Join(alt, "|")), words}
	})
	low := norm(line)
	if !slices.ContainsFunc(rm.words, func(a string) bool { return strings.Contains(low, a) }) {
		return nil
	}
	res := rm.res
	num := func(s string) float64 {
		v, _ := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
		return v
	}
	var out []accountRateRead
	for k, re := range res {
		for _, m := range re.FindAllStringSubmatchIndex(low, -1) {
			g := func(n int) string {
				if m[2*n] < 0 {
					return ""
				}
				return low[m[2*n]:m[2*n+1]]
			}
			var amount, count float64
			var cur, word string
			var wordAt int
			switch k {
			case 0: // cur? num cur? / W
				amount, count, cur, word, wordAt = num(g(2)), 1, g(1)+g(3), g(4), m[8]
			case 1: // (num)? W = cur? num cur?
				amount, count, cur, word, wordAt = num(g(4)), 1, g(3)+g(5), g(2), m[4]
				if g(1) != "" {
					count = num(g(1))
				}
			default: // cur? num cur? = num W
				amount, count, cur, word, wordAt = num(g(2)), num(g(4)), g(1)+g(3), g(5), m[10]
			}
			code, err := parseCurrency(cur)
			if err != nil || code == "" || amount <= 0 || count <= 0 || !accountWordAt(low, word, wordAt) {
				continue
			}
			out = append(out, accountRateRead{rate: amount / count, currency: code, line: strings.TrimSpace(line)})
		}
	}
	return out
}

// unitSaid is the first word find reads in the price cell's text, its
// header or the row's unit cell: the word, the text that says it and its
// cell.
func (b *rowBuild) unitSaid(p priceIn, text string, find func(string) string) (w, said string, at cell) {
	uc := b.r.cells[fUnit]
	for _, c := range []struct {
		text string
		at   cell
	}{{text, p.cell}, {p.header, p.cell}, {uc.text, uc}} {
		if w = find(norm(c.text)); w != "" {
			return w, strings.TrimSpace(c.text), c.at
		}
	}
	return "", "", p.cell
}

// accountRate prices value, an amount in a unit of account, through the
// rate the file states for it; refused is true where the row was refused.
func (b *rowBuild) accountRate(q *Quote, p priceIn, cellH *unitHint, text string, value float64) (float64, bool) {
	w, said, at := b.unitSaid(p, text, accountUnit)
	if w == "" {
		return value, false
	}
	var got []accountRateRead
	for _, line := range slices.Concat(b.r.footLines, b.r.coverLines) {
		for _, r := range accountRates(line, w) {
			if !slices.ContainsFunc(got, func(g accountRateRead) bool { return g.rate == r.rate && g.currency == r.currency }) {
				got = append(got, r)
			}
		}
	}
	switch {
	case len(got) == 0:
		b.badAt(at, mk("import.err.account_unit_no_rate", text, said, w))
		return 0, true
	case len(got) > 1:
		b.badAt(at, mk("import.err.account_unit_rates", text, w, got[0].line, got[1].line))
		return 0, true
	case cellH.currency != "" && cellH.currency != got[0].currency:
		b.badAt(at, mk("import.err.account_unit_currency", text, cellH.currency, w, got[0].line))
		return 0, true
	}
	r := got[0]
	cellH.currency = r.currency
	nv := roundScaled(value * r.rate)
	q.AddWarning(mk("import.warn.account_unit_rate", text, w, said, r.line, trimFloat(r.rate), r.currency, trimFloat(nv)))
	return nv, false
}

// A price per unit of compute (words/units.tsv compute_per: 元/P/月,
// 元/PFLOPS·天, $/TFLOPS-hour) prices a card or a machine only through that
// card's or machine's figure as the file itself states it: a column of the
// row whose header names the unit (单卡算力(TFLOPS), 整机算力(P)) and says
// per card or per machine. The price is the amount times the figure, per
// card or per machine as the column says, warned. A figure in another
// precision than the one billed (FP8 beside FP16), a blank or worded
// figure, a column that does not say per card or per machine, or no such
// column: the row is refused. A figure is never taken from the catalogue:
// which precision and sparsity the vendor counts is his.

var (
	computePer      = wordMap("compute_per")
	precisionWords  = newWordMatcher("compute_precision")
	sparsityWords   = newWordMatcher("compute_sparsity")
	reComputePer    = regexp.MustCompile(`(?:/|每|per\s+)\s*([a-z]+)(?:$|[^a-z0-9])`)
	reComputeWord   = regexp.MustCompile(`[a-z0-9]+`)
	rePerBefore     = regexp.MustCompile(`(?:/|每|\bper)\s*(?:个|1|one)?\s*$`)
	reComputeFigure = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*([a-z]*)$`)
)

// computeUnitPer is the unit of compute low (norm'ed) prices per, "" for none.
func computeUnitPer(low string) string {
	for _, m := range reComputePer.FindAllStringSubmatch(low, -1) {
		if computePer[m[1]] != "" {
			return m[1]
		}
	}
	return ""
}

// computeUnitIn is the unit of compute a column's header counts in: a word
// of compute_per, whole ("整机算力(p)", "tflops (fp16)"); "p" alone only
// beside 算力.
func computeUnitIn(low string) string {
	for _, w := range reComputeWord.FindAllString(low, -1) {
		if computePer[w] != "" && (len(w) > 1 || strings.Contains(low, "算力")) {
			return w
		}
	}
	return ""
}

// computeFigureHeader is the unit a column's header counts compute in,
// where it counts a figure and prices none ("整机算力(P)", not "元/P/月").
func computeFigureHeader(h string) string {
	if low := norm(h); computeUnitPer(low) == "" {
		return computeUnitIn(low)
	}
	return ""
}

// precisionOf is the precision class and the sparsity the texts name ("" where none).
func precisionOf(texts ...string) (prec, sparse string) {
	for _, t := range texts {
		low := norm(t)
		if _, v, ok := precisionWords.find(low); ok && prec == "" {
			prec = v
		}
		if _, v, ok := sparsityWords.find(low); ok && sparse == "" {
			sparse = v
		}
	}
	return prec, sparse
}

// computeFactor prices value, an amount per unit of compute, by the
// figure of the row's card or machine; refused is true where the row was
// refused.
func (b *rowBuild) computeFactor(q *Quote, p priceIn, cellH *unitHint, text string, value float64) (float64, bool) {
	unit, said, at := b.unitSaid(p, text, computeUnitPer)
	if unit == "" {
		return value, false
	}
	// the columns whose header counts compute
	var figs []cell
	for f, c := range b.r.cells {
		if f != fPrice && f != fUnit && c.letter != p.letter && computeFigureHeader(c.header) != "" {
			figs = append(figs, c)
		}
	}
	figs = append(figs, b.r.figures...)
	for h, t := range b.r.extra {
		if computeFigureHeader(h) != "" && !slices.ContainsFunc(figs, func(c cell) bool { return c.header == h }) {
			figs = append(figs, cell{text: t, header: h, letter: b.r.extraLetters[h]})
		}
	}
	slices.SortFunc(figs, func(a, c cell) int { return strings.Compare(a.letter, c.letter) })
	sheetWords := "" // a figure sheet's title and row: its basis and precision
	if len(figs) == 0 && q.GPU != "" {
		at := at // a figure on another sheet: refused at the price, naming that sheet's cell
		for _, fr := range b.r.figureRows {
			if fr.gpu == q.GPU && !slices.ContainsFunc(figs, func(c cell) bool { return c.text == fr.fig.text }) {
				at.text, at.header = fr.fig.text, fr.fig.header
				figs, sheetWords = append(figs, at), fr.words
			}
		}
	}
	switch {
	case len(figs) == 0:
		b.badAt(at, mk("import.err.compute_unit_no_figure", text, said, unit))
		return 0, true
	case len(figs) > 1:
		b.badAt(at, mk("import.err.compute_unit_figures", text, unit, figs[0].header, figs[1].header))
		return 0, true
	}
	fc := figs[0]
	ft := strings.TrimSpace(fc.text)
	billed, billedSparse := precisionOf(slices.Concat([]string{p.header, b.r.cells[fUnit].text, text, b.r.sheetUnitText}, b.r.footLines)...)
	prec, sparse := precisionOf(ft, fc.header, sheetWords) // the cell's own words first: "296（FP8）"
	if billed != "" && prec != "" && billed != prec || billedSparse != "" && sparse != "" && billedSparse != sparse {
		b.badAt(fc, mk("import.err.compute_unit_precision", text, unit, fc.header, ft))
		return 0, true
	}
	m := reComputeFigure.FindStringSubmatch(norm(ft))
	fv := 0.0
	if m != nil && (m[2] == "" || computePer[m[2]] != "") {
		fv, _ = strconv.ParseFloat(m[1], 64)
	}
	basis := parseHint(fc.header).basis
	if basis == "" && sheetWords != "" {
		basis = parseHint(sheetWords).basis // the figure sheet's "单位：PFLOPS/卡"
	}
	switch {
	case fv <= 0:
		b.badAt(fc, mk("import.err.compute_unit_figure", text, unit, fc.header, ft))
		return 0, true
	case basis == "":
		b.badAt(fc, mk("import.err.compute_unit_basis", text, unit, fc.header, ft))
		return 0, true
	}
	figUnit := computeUnitIn(norm(fc.header))
	if m[2] != "" {
		figUnit = m[2]
	}
	per, _ := strconv.ParseFloat(computePer[unit], 64)
	of, _ := strconv.ParseFloat(computePer[figUnit], 64)
	nv := roundScaled(value * fv * of / per)
	cellH.basis = basis
	q.AddWarning(mk("import.warn.compute_unit_factor", text, said, fc.header, ft, basisWord(basis), trimFloat(nv)))
	return nv, false
}
