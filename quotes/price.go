package quotes

import (
	"cmp"
	"errors"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Price is what a price cell says. Unit is "" when the cell names no unit;
// Basis/Period hold a partial unit ("元/时": period but no basis).
type Price struct {
	Value       float64
	Currency    string // "" when the cell names none
	Unit        string // contract unit or ""
	Basis       string
	Period      string
	TaxIncluded *bool
	From        bool // "起": a starting price
}

var (
	// the words of words/price.tsv a price cell says instead of an amount
	negotiableWords  = wordRows("negotiable")
	unavailableWords = wordRows("unavailable")
	notOfferedWords  = wordSet("not_offered")
	reMultiplier     = regexp.MustCompile(`^\s*` + scaleAlt("scale_after_number"))
	reScaleAfterSign = regexp.MustCompile(`^(` + scaleAlt("scale_after_sign") + `)(?:$|[^a-z])`)
	reRange          = regexp.MustCompile(`\d\s*(?:万|千|k|w)?\s*(?:元)?\s*` + wordAlternation("range_word", "yes") + `\s*(?:[¥$]|us\$)?\s*\.?\d`)
	rePrintMinus     = regexp.MustCompile(`^\s*[△▲]\s*[¥￥$]?\s*\.?\d`) // "△500": a minus in print, never a footnote mark
	reNegative       = regexp.MustCompile(`(?:^|[^\d\w])-\s*[¥$]?\s*\.?\d`)
	// reBracketNegative: an amount alone in brackets, a currency outside or
	// in ("¥ (2,000.00)", "(1,200)"), is how accounting formats write a
	// negative amount: a discount or a credit, never a price
	reBracketNegative = regexp.MustCompile(`^\s*(?:[¥$€£]|[a-z]{2,3}\$?)?\s*\(\s*(?:[¥$€£]|[a-z]{2,3}\$?)?\s*\d[\d,]*(?:\.\d+)?\s*\)\s*(?:元)?\s*$`)
	reEquivWords      = memoized(regexp.MustCompile(wordAlt("equiv_word", false) + `|约\s*(?:[¥$]\s*)?\d|(?:^|[\s,，;；(（])(?:合|约|即)\s*(?:约\s*)?(?:[¥$]\s*)?\d|equivalent(?:\s+to)?|effective(?:ly)?|works out (?:to|at)|\baverag(?:e|es|ing)\b|\bequates to\b|\bamortized\b`))
	// reContractYue: 约 in a word of contracts (签约3个月, 续约, 合约, 预约), no "about": the equivalent's 约 never
	reContractYue = regexp.MustCompile(`(签|续|合|预|违|履|契|协|节|制|邀)约`)
	// taxWords in search order (words/price.tsv): inc, the word says tax is included
	taxWords = func() (out []taxWord) {
		for _, r := range wordRows("tax") {
			out = append(out, taxWord{r[0], compact(r[0]), r[1] == "included"})
		}
		return out
	}()
	errNotOffered = errors.New("not offered")
	// the currency sign before, or the word after, the number that is the amount (words/rows.tsv)
	amountSignBefore, amountWordAfter = wordsInOrder("amount_sign_before"), wordsInOrder("amount_word_after")
)

type taxWord struct {
	w, compact string // the word, and without its spaces
	inc        bool
}

// priceCell is everything one price cell says.
type priceCell struct {
	value float64
	hint  unitHint // unit, currency, GPUs of the instance the cell names
	from  bool     // "起": a starting price
	// equiv: the cell states a per-card-hour equivalent of the plan ("包月，约合每卡每小时2.07元"):
	// value and hint are the equivalent's, primary the plan price if the cell has one too
	equiv     bool
	primary   *priceCell
	mode      *billingMode // a plan word in the cell ("包月，约合…")
	scaled    bool         // the cell says its own 万/千/k ("5.8万")
	scale     float64      // and how much that is (0: in words, "3万8")
	words     string       // the amount as written in words ("3万8", "壹万伍仟元整"), read in figures
	marker    string       // a footnote marker glued to the amount ("13.50*", "7.10(注4)")
	signScale string       // the scale word after a figure a currency sign leads ("HK$1.2M": m)
	term      *Term        // a minimum term stated beside the amount ("4.05（需签1年）"), termWords its words
	ocrRead   string       // the cell as read where a scan or a PDF's copy split its figure ("1 .75" read "1.75")
	ocrSign   string       // the letter a scan put for the currency sign before the figure ("Y5.40": y), read as ¥
	termWords string
	// planPeriod: the period is the plan word's alone ("包月3.30": no unit words), which a
	// unit column stating a shorter period overrules (resolvePlanPeriod)
	planPeriod bool
	machines   int // the machines the cell states before its price ("4台 / 118000"): that quote's own
}

// noPriceMsg says why a price cell holds no price, quoting it.
func noPriceMsg(s string) (m string, ok bool) {
	low := norm(s)
	if containsWord(low, "negotiable") {
		return "import.err.negotiable", true
	}
	if containsWord(low, "unavailable") {
		return "import.err.unavailable", true
	}
	return "", false
}

// notPriceLeads: words/price.tsv not_price_lead.
var notPriceLeads = newWordMatcher("not_price_lead")

// reOnlyPercent: a cell that is one percentage and nothing else.
var reOnlyPercent = regexp.MustCompile(`^\s*\d+(?:\.\d+)?\s*[%％]\s*$`)

// notPriceLead (SV0701): a compensation, deposit or penalty word directly
// before the cell's first figure ("保证金5万", "每次故障赔500", "押金：¥20000"):
// that figure is the term's amount, not a price. The word leads only with at
// most a colon, a currency sign or spaces between it and the figure, and not
// after a negation ("免押金 9.8元/卡时", not_price_negation); a service word
// ("响应", "SLA") only before a percentage or a time, where the cell has no
// other figure. An amount per event ("¥500/次", "每次…") and a figure that is
// a response time ("4小时响应") likewise. The word and its kind.
func notPriceLead(low string) (word, kind string, ok bool) {
	loc := reFigures.FindStringIndex(low)
	if loc == nil {
		return "", "", false
	}
	if reOnlyPercent.MatchString(low) {
		return strings.TrimSpace(low), "percent", true // "99.9%" alone: an availability or a credit, never a price
	}
	if w, kind, ok := leadWord(low[:loc[0]]); ok {
		if kind != "service" || (reFigureMeasure.MatchString(low[loc[0]:]) && len(reFigures.FindAllString(low, 2)) == 1) {
			return w, kind, true
		}
	}
	if w, kind, ok := notPriceEventLeads.find(low[:loc[0]]); ok {
		return w, kind, true // "每次故障赔500": an amount per event
	}
	rest := low[loc[1]+len(reAmountTail.FindString(low[loc[1]:])):]
	for _, r := range notPriceEvents.rows {
		if w := r[0]; strings.HasPrefix(rest, w) && (w[0] >= 0x80 || w[0] == '/' || len(rest) == len(w) || !isWordByte(rest[len(w)])) {
			return w, r[1], true // "¥500/次", "$500 per incident": an amount per event
		}
	}
	if m := reFigureTime.FindStringSubmatchIndex(low[loc[0]:]); m != nil {
		rest := low[loc[0]+m[1]:]
		if w, kind, ok := notPriceAfter.find(rest); ok && strings.HasPrefix(rest, w) {
			return w, kind, true // "4小时响应", "24h内更换", "2倍补时": a time, not a price
		}
	}
	return "", "", false
}

// leadWord is the not_price_lead word that ends before (at most a colon, a
// currency sign or spaces between), unless a negation stands right before it.
func leadWord(before string) (word, kind string, ok bool) {
	before = strings.TrimRight(before, " :：¥￥$")
	for _, r := range notPriceLeads.rows {
		w := r[0]
		if !strings.HasSuffix(before, w) {
			continue
		}
		head := before[:len(before)-len(w)]
		if w[0] < 0x80 && head != "" && isWordByte(head[len(head)-1]) {
			continue // "xsla": no whole word
		}
		if negated(strings.TrimRight(head, " ")) {
			return "", "", false // "免押金 9.8元/卡时", "no deposit: $2.10"
		}
		return w, r[1], true
	}
	return "", "", false
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '-'
}

// negated: head ends in a word of words/price.tsv not_price_negation (免, 无需, no).
func negated(head string) bool {
	for _, n := range wordsInOrder("not_price_negation") {
		if strings.HasSuffix(head, n) && (n[0] >= 0x80 || len(head) == len(n) || !isWordByte(head[len(head)-len(n)-1])) {
			return true
		}
	}
	return false
}

// notPriceEventLeads: words/price.tsv not_price_event_lead.
var notPriceEventLeads = newWordMatcher("not_price_event_lead")

// reAmountTail: the scale and money words right after an amount's figure
// ("500元", "5万", "$500 usd"), before a per-event word may follow.
var reAmountTail = regexp.MustCompile(`^\s*(?:万|千|k)?\s*(?:元|块|rmb|cny|usd|美元)?\s*`)

// reFigureMeasure: a figure that is a percentage or a time ("99.9%", "4小时"),
// what a service word measures.
var reFigureMeasure = regexp.MustCompile(`^\d+(?:\.\d+)?\s*(?:[%％]|(?:个)?\s*` + timeUnitAlt + `(?:$|[^a-z]))`)

// timeUnitAlt: a response or repair time's unit ("小时", "h", "min", "天"):
// words/periods.tsv term_unit_zh and term_unit_en of a day or shorter, the
// longest first.
var timeUnitAlt = func() string {
	var ws []string
	for _, t := range []string{"term_unit_zh", "term_unit_en"} {
		for _, r := range wordRows(t) {
			if slices.Contains([]string{"second", "minute", "hour", "day"}, r[1]) {
				ws = append(ws, regexp.QuoteMeta(r[0]))
			}
		}
	}
	sort.SliceStable(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) })
	return `(?:` + strings.Join(ws, "|") + `)`
}()

// notPriceEvents: words/price.tsv not_price_event.
var notPriceEvents = newWordMatcher("not_price_event")

// reFigures: the figures of a cell.
var reFigures = regexp.MustCompile(`\d+(?:[.,]\d+)*`)

// notPriceAfter: words/price.tsv not_price_after.
var notPriceAfter = newWordMatcher("not_price_after")

// reFigureTime: a cell's first figure, its time unit and 内 ("24h内"), where a
// response or replacement word may follow.
var reFigureTime = regexp.MustCompile(`^\d+(?:\.\d+)?\s*(?:(?:个)?\s*` + timeUnitAlt + `|倍)\s*(?:内|以内|within)?\s*`)

// parsePriceCell reads a price cell ("9.8元/卡·时", "5.8万", "$2.79/GPU-hr",
// "包月，约合每卡每小时2.07元"). Errors: ErrEmpty, errNotOffered ("—"), and
// cell errors that quote the cell (面议 and kin among them).
func parsePriceCell(s string) (priceCell, error) {
	return readThrough(&priceMemo, s, parsePriceCellUncached, priceCell.clone)
}

// priceMemo: a row's price cell is read by each step that looks at it
// (its price, a total, an increment, a plan), and a column repeats its
// prices down the rows; each text is read once.
var priceMemo memo[string, memoRead[priceCell]]

// clone copies what pc points to: a remembered read shares nothing with
// the rows it is handed to.
func (pc priceCell) clone() priceCell {
	pc.hint = pc.hint.clone()
	if pc.primary != nil {
		p := pc.primary.clone()
		pc.primary = &p
	}
	if pc.mode != nil {
		m := *pc.mode
		m.term = clonePtr(m.term)
		pc.mode = &m
	}
	pc.term = clonePtr(pc.term)
	return pc
}

func parsePriceCellUncached(s string) (priceCell, error) {
	var pc priceCell
	low := norm(s)
	if low == "" {
		return pc, ErrEmpty
	}
	if notOfferedWords[compact(low)] {
		return pc, errNotOffered
	}
	// a code's digits ("HSZS-GPU-011", "BS-AI-0101") or a service window
	// ("7x24") are no amount: extract_codes.go, CO0001-CO0218
	rest, code, only := withoutCodes(low)
	if only {
		return pc, cellErr("import.err.code_not_price", strings.TrimSpace(s), codeAsWritten(s, code))
	}
	low = rest
	seal, across, sealOnly := sealIn(low)
	if across { // "11,5合同专用章20": the seal stands over the figure (PF0301)
		return pc, cellErr("import.err.seal_across_figure", strings.TrimSpace(s), seal)
	}
	low, sign := ocrSign(low) // "Y5.40", "羊9.20": a scan's letter for ¥ before a figure, warned
	if letter, digit, ok := ocrLetterInFigure(low); ok {
		// "4.3O", "1,l52", "Y2.8S": a scan's letter among the digits; no figure is guessed (PF0001-PF0003)
		return pc, cellErr("import.err.ocr_letter_in_figure", strings.TrimSpace(s), asWritten(s, letter), digit)
	}
	low, ocr, point := ocrFigures(low) // "1 .75", "106 000": a figure split by stray spaces, warned
	if point != "" {
		// "¥ 3 84": the space may be a lost decimal point (3.84) or nothing (384)
		return pc, cellErr("import.err.ocr_space_or_point", strings.TrimSpace(s), point)
	}
	// a footnote marker glued to the amount ("8.20①") is taken off; an odd
	// digit that is no such marker ("8²": 8 with note 2, or 82?) is unreadable
	rest, mark := splitMarker(low)
	if mark != "" && !footnoteMarkerAt(low) {
		rest, mark = low, ""
	}
	if mark == "" && rePrintMinus.MatchString(low) {
		// "△500": print's minus sign before a figure (PG0012 reads only ※, ① or 注N there)
		return pc, cellErr("import.err.negative", strings.TrimSpace(s))
	}
	if err := oddDigits(rest); err != nil {
		return pc, err
	}
	if key, ok := noPriceMsg(low); ok {
		return pc, cellErr(key, strings.TrimSpace(s))
	}
	if isNotStated(low) {
		return pc, cellErr("import.err.unavailable", strings.TrimSpace(s))
	}
	if fig, ok := siteFiguresOnly(low); ok {
		return pc, cellErr("import.err.site_figure_not_price", strings.TrimSpace(s), fig)
	}
	if w, kind, ok := notPriceLead(low); ok && kind == "percent" {
		return pc, cellErr("import.err.sv_percent_not_price", strings.TrimSpace(s))
	} else if ok {
		return pc, cellErr("import.err.sv_not_price", strings.TrimSpace(s), mk("import.sv.kind."+kind), w)
	}
	if sealOnly && seal != "" {
		// "西岭云算 合同专用章": a seal where the price should be, after the
		// cell's own no-price words ("面议（盖公章）" is negotiable)
		return pc, cellErr("import.err.seal_in_price", strings.TrimSpace(s), seal)
	}
	rest, err := workedAmount(rest, s) // "8卡×12.5=100元/台/时": extract_arith.go
	if err != nil {
		return pc, err
	}
	low, spoken, err := spokenAmounts(rest, s) // "1块8", "2w8", "7w左右": extract_spoken.go
	if err != nil {
		return pc, err
	}
	low, term, termWords := termInPriceCell(low)
	low, words, err := amountsInFigures(low, s)
	if err != nil {
		return pc, err
	}
	words = cmp.Or(words, spoken)
	pc, err = parsePriceFigures(low, s)
	if err == nil && words != "" {
		pc.words, pc.scaled = words, true
	}
	pc.marker = mark
	if ocr {
		pc.ocrRead = strings.TrimSpace(low)
	}
	pc.ocrSign = sign
	if term != nil {
		pc.term, pc.termWords = term, termWords
	}
	return pc, err
}

// parsePriceFigures is parsePriceCell after the amounts in words are in figures.
func parsePriceFigures(low, s string) (priceCell, error) {
	if loc := reEquivWords.FindStringIndex(maskContractYue(low)); loc != nil {
		// "合 4.2元/卡时" matched up to its number: the number is the equivalent's
		loc[1] = loc[0] + len(strings.TrimRight(low[loc[0]:loc[1]], "0123456789¥$ "))
		before, after := low[:loc[0]], low[loc[1]:]
		// "折合 4.2 元/卡时（月付 24,192/台）": the plan price in brackets is the other price
		if i := clauseStart(after); i != nil && strings.ContainsAny(after[i[0]:], "0123456789") &&
			strings.ContainsAny(after[:i[0]], "0123456789") {
			before, after = before+" "+after[i[0]:], after[:i[0]]
		}
		if parseHint(after).period == "" {
			// "每台每天约 1,300元": the unit words just before 约 are the equivalent's
			cut := 0
			if i := strings.LastIndexAny(before, ",，;；(（"); i >= 0 {
				_, w := utf8.DecodeRuneInString(before[i:])
				cut = i + w
			}
			if clause := before[cut:]; parseHint(clause).period != "" && !strings.ContainsAny(clause, "0123456789") && !planWordOnly(clause) {
				after, before = clause+" "+after, before[:cut]
			}
		}
		eq, err := parseAmount(after, s)
		if err == nil {
			eq.equiv = true
			eq.mode = nil
			if m, ok := findMode(before); ok {
				eq.mode = &m
			}
			if strings.ContainsAny(before, "0123456789") {
				if pr, err := parseAmount(before, s); err == nil {
					eq.primary = &pr
				}
			}
			return eq, nil
		}
	}
	return parseAmount(low, s)
}

var reClauseStart = regexp.MustCompile(`[(\[【,，;；]`)

// reThousandsComma: a comma between a figure's digits and three more
// ("32,855"): the figure's thousands, no clause's start.
var reThousandsComma = regexp.MustCompile(`^\d,\d{3}(?:\D|$)`)

// clauseStart is where the first clause after s's opening one starts (a
// bracket or a separator), a thousands comma skipped; nil for none.
func clauseStart(s string) []int {
	for _, loc := range reClauseStart.FindAllStringIndex(s, -1) {
		if loc[0] > 0 && reThousandsComma.MatchString(s[loc[0]-1:]) {
			continue
		}
		return loc
	}
	return nil
}

// parseAmount reads one amount and the unit words around it.
func parseAmount(low, orig string) (priceCell, error) {
	var pc priceCell
	orig = strings.TrimSpace(orig)
	for _, tw := range taxWords {
		if strings.Contains(low, tw.w) {
			if pc.hint.tax == nil {
				pc.hint.tax = ptr(tw.inc)
			}
			low = strings.ReplaceAll(low, tw.w, " ")
		}
	}
	cur, err := parseCurrency(low)
	if err != nil {
		return pc, err
	}
	head := low
	if i := strings.IndexAny(low, "/"); i >= 0 {
		head = low[:i]
		if countThenAmount(head, low[i+1:]) {
			n, ok := cellMachines(head)
			if !ok {
				return pc, cellErr("import.err.count_beside_price", orig)
			}
			tax := pc.hint.tax
			pc, err = parseAmount(low[i+1:], orig)
			if pc.hint.tax == nil {
				pc.hint.tax = tax
			}
			pc.machines = n
			return pc, err
		}
	}
	if reRange.MatchString(low) {
		return pc, cellErr("import.err.range", orig)
	}
	if reNegative.MatchString(head) {
		return pc, cellErr("import.err.negative", orig)
	}
	if reBracketNegative.MatchString(low) {
		return pc, cellErr("import.err.negative_brackets", orig)
	}
	if reBadThou.MatchString(head) {
		return pc, cellErr("import.err.commas", orig)
	}
	locs := reNumber.FindAllStringIndex(head, -1)
	if len(locs) == 0 {
		if !strings.ContainsAny(low, "0123456789") {
			return pc, cellErr("import.err.no_price_words", orig)
		}
		return pc, cellErr("import.err.no_number", orig)
	}
	if len(locs) > 1 {
		// "8x H100 80GB SXM, $23.92/hr": the amount is the number a currency
		// sign stands before (or 元 after); the others describe the machine
		var pick, amounts [][]int
		for _, l := range locs {
			pre, post := strings.TrimRight(head[:l[0]], " "), strings.TrimLeft(head[l[1]:], " ")
			if slices.ContainsFunc(amountSignBefore, func(w string) bool { return strings.HasSuffix(pre, w) }) ||
				slices.ContainsFunc(amountWordAfter, func(w string) bool { return strings.HasPrefix(post, w) }) {
				pick = append(pick, l)
			}
			if !describesMachine(head, l) {
				amounts = append(amounts, l)
			}
		}
		if len(pick) == 0 && len(amounts) == 1 {
			// "8卡机 月租5.3万": the 8 counts cards, the other number is the price
			pick = amounts
		}
		if len(pick) != 1 {
			return pc, cellErr("import.err.two_numbers", orig)
		}
		pc.hint = parseHint(head[:pick[0][0]])
		locs = pick
	}
	if reRelativePrice.MatchString(compact(low)) {
		// "刊例价下浮8%", "公开价8.5折": a change to a price it names, no amount of its own (NR0301)
		return pc, cellErr("import.err.relative_price_cell", orig)
	}
	if numberInWord(head, locs[0]) {
		// "同v2", "见H100行": the figure belongs to a word, not an amount
		return pc, cellErr("import.err.number_in_word", orig)
	}
	numTxt := head[locs[0][0]:locs[0][1]]
	if reBadThou.MatchString(numTxt) {
		return pc, cellErr("import.err.commas", orig)
	}
	v, err := parseNum(numTxt)
	if err != nil {
		return pc, err
	}
	rest := low[:locs[0][0]] + " " + low[locs[0][1]:]
	// a plan word is the plan, not the unit: "年付 每台每月1.98万" is per machine-month
	if m, w, ok := findModeWord(rest); ok && !planDiscount(rest, w) {
		pc.mode = &m
		rest = strings.Replace(rest, w, " ", 1)
	}
	if m := reMultiplier.FindStringSubmatch(low[locs[0][1]:]); m != nil {
		pc.scaled, pc.scale = true, scaleWords["scale_after_number"][m[1]]
		v *= pc.scale
		rest = low[:locs[0][0]] + " " + low[locs[0][1]+len(m[0]):]
		if pc.mode != nil {
			rest = strings.Replace(rest, pc.mode.label, " ", 1)
		}
	}
	if m := reScaleAfterSign.FindStringSubmatch(low[locs[0][1]:]); m != nil && !pc.scaled &&
		slices.ContainsFunc(amountSignBefore, func(w string) bool { return strings.HasSuffix(strings.TrimRight(low[:locs[0][0]], " "), w) }) {
		// "HK$1.2M": a million, where a currency sign leads the figure
		pc.scaled, pc.scale, pc.signScale = true, scaleWords["scale_after_sign"][strings.TrimSpace(m[1])], strings.TrimSpace(m[1])
		v *= pc.scale
		rest = low[:locs[0][0]] + " " + low[locs[0][1]+len(m[1]):]
	}
	if reFromPrice.MatchString(stripTermFloor(low)) {
		pc.from = true // a term's floor ("包月起", "3个月起租") is no starting price
	}
	if !(v > 0) {
		return pc, cellErr("import.err.not_positive", orig)
	}
	if v > maxPrice {
		return pc, cellErr("import.err.too_large", orig)
	}
	tax, gpus := pc.hint.tax, pc.hint.gpus
	pc.hint = parseHint(rest)
	pc.hint.text = orig
	if pc.hint.mult > 0 && !pc.scaled {
		// "5.8（万元/台/年）": the cell's own words put it in 万
		v *= pc.hint.mult
		pc.scaled, pc.scale = true, pc.hint.mult
		if v > maxPrice {
			return pc, cellErr("import.err.too_large", orig)
		}
	}
	pc.hint.mult, pc.hint.multText = 0, ""
	pc.value = v
	if pc.hint.tax == nil {
		pc.hint.tax = tax
	}
	if pc.hint.gpus == nil {
		pc.hint.gpus = gpus
	}
	if cur != "" {
		pc.hint.currency = cur
	}
	if pc.hint.period == "" && pc.mode != nil {
		pc.hint.period = pc.mode.period // "月租 6.3万/台": per month
		pc.planPeriod = pc.hint.period != ""
	}
	return pc, nil
}

// reFromPrice: a starting price ("12元/卡时起", "2.6万起", "from $2.10/hr",
// "1.5元以上": words/spoken.tsv price_floor_after,
// "低至", "starting at", "2.10+"), not a term or an order ("3个月起", "2台起租").
var reFromPrice = regexp.MustCompile(`(?:元|/[^/\d]{0,4}|\d\s*` + scaleAlt("scale_after_number") + `?)\s*(?:起|` + floorAfterWords() + `)|起价|低至|(?:^|[^a-z])(?:from|starting)(?:[^a-z]|$)|\+\s*$|^\s*ab\s+\d`)

// reTermFloor: a 起 flooring the term, not the price: after a plan word
// (words/plans.tsv plan_word, its CJK words: "包月起", "包日起租") or after a
// figure and its term unit (words/periods.tsv term_unit_zh, 月 only after 个:
// "3月起" is a date; bare_period for a quarter: "1个季度起"; "1年起签"),
// the 起 one of words/notes.tsv min_term_after (起租, 起签, 起).
var reTermFloor = regexp.MustCompile(`(?:` + cjkWordAlt("plan_word") + `|(?:\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*(?:个\s*月|个?\s*` + termFloorUnits() + `))\s*` + wordAlt("min_term_after", false))

// stripTermFloor blanks each term's floor in low (reTermFloor), never a 起
// before 价 ("包月起价3000元" is a starting price: 起价); a text with no 起
// is returned as it is.
func stripTermFloor(low string) string {
	if !strings.Contains(low, "起") {
		return low
	}
	locs := reTermFloor.FindAllStringIndex(low, -1)
	if locs == nil {
		return low
	}
	return blankMatches(low, locs, func(rest string) bool { return strings.HasPrefix(rest, "价") })
}

// blankMatches is s with each match in locs made one space, except a match
// the text after which keep says to leave as it is.
func blankMatches(s string, locs [][]int, keep func(rest string) bool) string {
	var b strings.Builder
	last := 0
	for _, m := range locs {
		if keep(s[m[1]:]) {
			continue
		}
		b.WriteString(s[last:m[0]])
		b.WriteString(" ")
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// cjkWordAlt: a table's CJK words as a regexp group, the longest first.
func cjkWordAlt(table string) string {
	var ws []string
	for _, r := range wordRows(table) {
		if r[0][0] >= 0x80 {
			ws = append(ws, regexp.QuoteMeta(r[0]))
		}
	}
	sort.SliceStable(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) })
	return `(?:` + strings.Join(ws, "|") + `)`
}

// termFloorUnits: words/periods.tsv term_unit_zh but 月 (a date after a
// bare figure), and bare_period's quarter words (季度).
func termFloorUnits() string {
	var ws []string
	for _, r := range wordRows("term_unit_zh") {
		if r[0] != "月" {
			ws = append(ws, regexp.QuoteMeta(r[0]))
		}
	}
	for _, r := range wordRows("bare_period") {
		if r[1] == "quarter" && r[0][0] >= 0x80 {
			ws = append(ws, regexp.QuoteMeta(r[0]))
		}
	}
	sort.SliceStable(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) })
	return `(?:` + strings.Join(ws, "|") + `)`
}

// floorAfterWords: the price_floor_after words: a CJK word anywhere
// ("以上"), an English one whole and never before "to" ("$2.10/hr and
// up.", "1.9 or more per GPU-hour", never "and up to 64 GPUs").
func floorAfterWords() string {
	var cjk, ascii []string
	for _, r := range wordRows("price_floor_after") {
		w := strings.ReplaceAll(regexp.QuoteMeta(r[0]), " ", `\s+`)
		if r[0][0] < 0x80 {
			ascii = append(ascii, w)
		} else {
			cjk = append(cjk, w)
		}
	}
	// whole, and never before "to" ("and up to 64 GPUs" bounds a count)
	alt := []string{`\b(?:` + strings.Join(ascii, "|") + `)(?:\s*(?:$|[^\sa-z])|\s+(?:[a-su-z]|t(?:$|[^o])|to[a-z]))`}
	if len(ascii) == 0 {
		alt = nil
	}
	if len(cjk) > 0 {
		alt = append(alt, `(?:`+strings.Join(cjk, "|")+`)`)
	}
	if len(alt) == 0 {
		return `(\b\B)`
	}
	return strings.Join(alt, "|")
}

// ParsePrice reads a price cell ("9.8元/卡·时", "5.8万", "$2.79/GPU-hr");
// 面议 returns ErrNegotiable.
func ParsePrice(s string) (Price, error) {
	pc, err := parsePriceCell(s)
	var ce *cellError
	switch {
	case errors.As(err, &ce) && ce.M.Key == "import.err.negotiable":
		return Price{}, ErrNegotiable
	case errors.Is(err, errNotOffered):
		return Price{}, ErrNotStated
	case err != nil:
		return Price{}, err
	}
	p := Price{Value: pc.value, Currency: pc.hint.currency, Basis: pc.hint.basis, Period: pc.hint.period, TaxIncluded: pc.hint.tax, From: pc.from}
	u := unitParts{basis: pc.hint.basis, period: pc.hint.period}
	if u.period != "" && u.check("") == nil {
		p.Unit = u.String()
	}
	return p, nil
}

// ParseMoney reads a one-off fee ("0", "免费", "500元", "¥500/次").
func ParseMoney(s string) (float64, string, error) {
	low := norm(s)
	if low == "" {
		return 0, "", ErrEmpty
	}
	if isNotStated(low) {
		return 0, "", ErrNotStated
	}
	if err := oddDigits(s); err != nil {
		return 0, "", err
	}
	if isFreeWord(low) || isNoneWord(low) {
		return 0, "", nil
	}
	cur, err := parseCurrency(low)
	if err != nil {
		return 0, "", err
	}
	m := reNumber.FindAllString(low, -1)
	if len(m) != 1 {
		return 0, "", cellErr("import.err.money", s)
	}
	v, err := parseNum(m[0])
	if err != nil {
		return 0, "", err
	}
	if mm := reMultiplier.FindStringSubmatch(low[strings.Index(low, m[0])+len(m[0]):]); mm != nil {
		v *= scaleWords["scale_after_number"][mm[1]]
	}
	return v, cur, nil
}

var freeWords, noneWords = wordSet("free_word"), wordSet("none_word")

// isFreeWord: a fee cell that says it costs nothing ("免费", "included").
func isFreeWord(low string) bool { return freeWords[compact(low)] }

// isNoneWord: a cell that says there is none ("无", "none").
func isNoneWord(low string) bool { return noneWords[compact(low)] }

var (
	reDescAfter  = regexp.MustCompile(`^\s*(?:` + wholeWords(wordsInOrder("machine_count_word")) + `)`)
	reDescBefore = regexp.MustCompile(`(?:(?:^|[^0-9.,])[a-z]+|[x×*]\s*)$`)
)

// reLeadAmount: a text that opens with an amount ("118000", "¥9,800").
var reLeadAmount = regexp.MustCompile(`^\s*[¥$￥]?\s*\d`)

// countThenAmount: a cell of a calendar or availability board giving the
// machines and then the price, parted by a slash ("4台 / 118000"): the slash
// parts two figures, it opens no unit. The count belongs to that cell alone.
func countThenAmount(head, after string) bool {
	locs := reNumber.FindAllStringIndex(head, -1)
	if len(locs) == 0 || !reLeadAmount.MatchString(after) {
		return false
	}
	for _, l := range locs {
		if !describesMachine(head, l) {
			return false
		}
	}
	return true
}

// reCellMachines: a count of machines alone ("4台", "2 nodes"), the unit words of units.tsv.
var reCellMachines = regexp.MustCompile(`^\s*(\d{1,5})\s*(?:` + wordAlt("unit_node_zh", false) + `|` + wordAlt("unit_node_en", false) + `)\s*$`)

// cellMachines (LF0101): the head of a "count / price" cell counts machines
// ("4台"), which that cell's quote offers; a count of cards ("8卡") or a
// model is no machine count and the cell stays refused.
func cellMachines(head string) (int, bool) {
	m := reCellMachines.FindStringSubmatch(head)
	if m == nil {
		return 0, false
	}
	n, err := strconv.Atoi(m[1])
	return n, err == nil && n >= 1 && n <= maxNodes
}

// describesMachine: the number at loc in s counts cards, machines, memory
// or names a model ("8卡", "8x", "80G", "H100"), not an amount.
func describesMachine(s string, loc []int) bool {
	return reDescAfter.MatchString(s[loc[1]:]) || reDescBefore.MatchString(s[:loc[0]])
}

// planDiscount (SM-PLAN-DISCOUNT): the plan word w in s opens a discount
// (“¥7.8/卡/时 包月9折”, “包年优惠”): the plan that discount is for, not the
// plan of the price the cell gives.
func planDiscount(s, w string) bool {
	i := strings.Index(s, w)
	return i >= 0 && rePlanDiscountAfter.MatchString(s[i+len(w):])
}

var rePlanDiscountAfter = regexp.MustCompile(`^\s*(?:可|享|打|再)?\s*(?:\d+(?:\.\d+)?\s*折|优惠|折扣|减免|立减)`)

// reSiteFigure: a figure carrying a unit of the buyer's site (words/price.tsv
// site_unit: 10.2kW, 2吨); reAnyFigure: any figure.
var (
	reSiteFigure = regexp.MustCompile(`\d+(?:[.,]\d+)*\s*(?:` + wordAlt("site_unit", false) + `)`)
	reAnyFigure  = regexp.MustCompile(`\d+(?:[.,]\d+)*`)
)

// siteFiguresOnly: every figure of the cell is of the site (单台10.2kW), so
// the cell holds no price; the first such figure as written.
func siteFiguresOnly(low string) (string, bool) {
	site := reSiteFigure.FindAllString(low, -1)
	if len(site) == 0 || len(site) != len(reAnyFigure.FindAllString(low, -1)) {
		return "", false
	}
	return site[0], true
}

// maskContractYue is s with the 约 of a contract word (签约3个月, 续约6个月)
// as "＿", the same length, so the equivalent's "约 6" is not read in it.
func maskContractYue(s string) string {
	if !strings.Contains(s, "约") {
		return s
	}
	return reContractYue.ReplaceAllString(s, "${1}＿")
}

// equivIn: s states an equivalent ("约合", "折合 4.2", "约 6"), no contract's term.
func equivIn(s string) bool { return reEquivWords.MatchString(maskContractYue(s)) }
