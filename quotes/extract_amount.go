package quotes

import (
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

var (
	reNumber  = regexp.MustCompile(`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+`)
	reBadThou = regexp.MustCompile(`\d,\d{1,2}(?:\D|$)|\d,\d{4,}`)
)

func parseNum(s string) (float64, error) {
	s = strings.ReplaceAll(s, ",", "")
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, cellErr("import.err.number", s)
	}
	return v, nil
}

// cnNumber reads a count in Chinese numerals (十二, 两, 半, 一百).
func cnNumber(s string) (float64, bool) {
	switch {
	case s == "半":
		return 0.5, true
	case s == "" || strings.IndexFunc(s, func(r rune) bool {
		_, digit := capitalDigits[r]
		return !digit && placeWords[r] == 0 && bigWords[r] == 0
	}) >= 0:
		return 0, false
	case placeWords[[]rune(s)[0]] != 0 || bigWords[[]rune(s)[0]] != 0:
		s = "一" + s // 百: one of the place
	}
	v, bad := readAmountWords(s)
	return v, !bad
}

// ParseCount reads a whole positive count: "8", "8卡", "8 台", "八", "8.0".
// A count column repeats its few texts down the rows: each read once.
func ParseCount(s string) (int, error) {
	return readThrough(&countMemo, s, parseCountUncached, func(n int) int { return n })
}

var countMemo memo[string, memoRead[int]]

var countCounters = wordSet("count_counter")

// countAsides, reCountAside: a count and a bracketed aside after it naming
// only what is counted (words/units.tsv count_aside).
var (
	countAsides  = wordSet("count_aside")
	reCountAside = regexp.MustCompile(`^\s*(\d{1,5})\s*[(（]([^()（）\d]{1,8})[)）]\s*$`)
)

func parseCountUncached(s string) (int, error) {
	c, err := plainCell(s)
	if err != nil {
		return 0, err
	}
	if n, ok := cardsPerMachine(norm(s)); ok {
		return n, nil // "8卡服务器": the cards of one machine
	}
	if m := reCountAside.FindStringSubmatch(c); m != nil && countAsides[strings.TrimSpace(m[2])] {
		c = m[1] // "1（单卡实例）": the aside names what is counted (LS1001)
	}
	if m := rePerMachineSuffix.FindStringIndex(c); m != nil && m[0] > 0 {
		c = c[:m[0]] // "8卡/台": the count before the per-machine part
	}
	c = strings.TrimRight(c, "卡张台个节点机gpusnodemachinesx×*")
	for w := range countCounters { // "8基", "4장": words/units.tsv count_counter
		if rest, ok := strings.CutSuffix(c, w); ok {
			c = strings.TrimSpace(rest)
			break
		}
	}
	c = strings.TrimLeft(c, "x×*")
	v, ok := cnNumber(c)
	if !ok {
		if c == "" || reNumber.FindString(c) != c {
			return 0, cellErr("import.err.whole_number", s)
		}
		if v, err = parseNum(c); err != nil {
			return 0, err
		}
	}
	if v != math.Trunc(v) || v < 0 || v > math.MaxInt32 {
		return 0, cellErr("import.err.whole_number", s)
	}
	return int(v), nil
}

// ParseNumber reads a plain non-negative number ("22", "0.07", "1,000").
func ParseNumber(s string) (float64, error) {
	c, err := plainCell(s)
	if err != nil {
		return 0, err
	}
	if m := reNumber.FindString(c); m == c {
		return parseNum(c)
	}
	return 0, cellErr("import.err.number", s)
}

// plainCell is a number cell compacted, or why it holds no number.
func plainCell(s string) (string, error) {
	low, err := statedText(s)
	if err != nil {
		return "", err
	}
	return compact(low), oddDigits(s)
}

var rePerMachineSuffix = regexp.MustCompile(`(?:/|每|per)(?:` + wordAlt("unit_node_zh", false) + `|` + wordAlt("unit_node_en", false) + `)$`)

// Amounts as spoken or on a contract ("3万8" is 38,000, "1万零800",
// "壹万伍仟元整") are rewritten in figures before the ordinary reading; a
// form whose places are not exact ("3万85") is refused at its cell.

var (
	reAmountWords                       = regexp.MustCompile(`(?:[0-9.,]|[零〇一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟萬億圆元角分整．])+`)
	capitalDigits, placeWords, bigWords = numeralTable("cn_digit"), numeralTable("cn_place"), numeralTable("cn_big")
	capitals                            = numeralTable("cn_capital")
)

type amountWords struct {
	start, end int     // byte span in the text searched
	text       string  // as written
	value      float64 // in figures
	capital    bool    // written in 大写
	bad        bool    // not exact: refused
}

// reSpokenYuan: 块 spoken for 元 before one digit of 角 ("两块六" is 2.6).
var reSpokenYuan = regexp.MustCompile(`[零一二两三四五六七八九十0-9]块(?:[一二三四五六七八九1-9]|零[一二三四五六七八九][毛角])`)

// reSpokenYuanEnd: 块 spoken for 元 closing an amount in numerals
// ("单卡一天二十六块", "两千块钱/月", "一卡时两块"). 块 also counts cards
// ("有八块", "剩两块。", "两块A100"), so a bare numeral before 块 is 元 only
// with 钱 after it, a rate word before it (一卡时两块) or after it (两块一小时,
// 两块每卡时) or an estimate (两块左右); with a place word (二十六块, 两千块) a
// stop or the end suffices.
var reSpokenYuanEnd = regexp.MustCompile(`[十百千万][零一二两三四五六七八九]?块(?:钱)?(?:$|[\s,，。;；/、!！)）~～\-]|` + spokenRateAfter + `)` +
	`|[零一二两三四五六七八九十百千万]块钱` +
	`|(?:卡时|小时|[时天日周月年])[零一二两三四五六七八九]块(?:$|[^卡张])` +
	`|[零一二两三四五六七八九]块(?:每|一[天日周月年小]|` + wordAlternation("approximate", "yes", "end") + `)`)

// spokenRateAfter: what may follow an amount's closing 块: a rate word, a
// range, a floor or an estimate.
var spokenRateAfter = `每|一[天日周月年小台张卡个]|到|至|起|` + wordAlternation("approximate", "yes", "end") + `|` + wordAlt("price_floor_after", false)

// reSpokenPoint: 点 between numerals is the decimal point ("二点五元" 2.5,
// "一点二万" 12,000); it is written as the full-width point, the same
// width, which the reader takes for the decimal point.
var reSpokenPoint = regexp.MustCompile(`[零〇一二两三四五六七八九十]点[零〇一二三四五六七八九]`)

// reClockAfterPoint: what follows 点 (or its one digit) on a clock, not
// after a decimal point: 三点二十, 两点五十, 三点零五分, 三点前.
var reClockAfterPoint = regexp.MustCompile(`^(?:[一二三四五]?十|[半分钟前后])`)

// spokenPoints writes each decimal 点 (reSpokenPoint) as the full-width
// point, the same width; 点 of the clock is left as written.
func spokenPoints(low string) string {
	var b strings.Builder
	last := 0
	for _, loc := range reSpokenPoint.FindAllStringIndex(low, -1) {
		at := loc[0] + strings.Index(low[loc[0]:loc[1]], "点")
		if reClockAfterPoint.MatchString(low[at+len("点"):]) || reClockAfterPoint.MatchString(low[loc[1]:]) {
			continue
		}
		b.WriteString(low[last:at])
		b.WriteString("．")
		last = at + len("点")
	}
	b.WriteString(low[last:])
	return b.String()
}

// reSpokenJiao: a spoken place word of 角 (words/spoken.tsv spoken_place
// valued 0.1: "毛") after a digit is 角 ("一块七毛五" is 1.75, "七毛五" 0.75).
var reSpokenJiao = regexp.MustCompile(`[一二两三四五六七八九1-9](?:` + quotedAlt(spokenJiaoWords) + `)`)

func quotedAlt(ws []string) string {
	q := make([]string, len(ws))
	for i, w := range ws {
		q[i] = regexp.QuoteMeta(w)
	}
	return strings.Join(q, "|")
}

// spokenJiaoWords: the one-character spoken words of 角 (毛).
var spokenJiaoWords = func() []string {
	var ws []string
	for w, v := range wordMap("spoken_place") {
		if v == "0.1" && len(w) == len("角") && w != "角" {
			ws = append(ws, w)
		}
	}
	sort.Strings(ws)
	return ws
}()

// reOneMeasure: "一" before a measure word is "one machine" ("3万6一台").
var reOneMeasure = regexp.MustCompile(`^(?:台|卡|张|个|月|年|天|日|周|小时|时|节点|机)`)

func findAmountWords(low string) []amountWords {
	var out []amountWords
	written := low
	// each spoken form rewritten only where its word is in the text: a
	// price cell is read often
	kuai := strings.Contains(low, "块")
	if kuai {
		low = reSpokenYuan.ReplaceAllStringFunc(low, func(m string) string {
			if strings.Count(m, "块") != 1 {
				return m
			}
			return strings.Replace(m, "块", "元", 1)
		})
	}
	if strings.Contains(low, "点") {
		low = spokenPoints(low)
	}
	if kuai {
		low = reSpokenYuanEnd.ReplaceAllStringFunc(low, func(m string) string {
			return strings.Replace(m, "块", "元", 1)
		})
	}
	if slices.ContainsFunc(spokenJiaoWords, func(w string) bool { return strings.Contains(low, w) }) {
		low = reSpokenJiao.ReplaceAllStringFunc(low, func(m string) string {
			_, size := utf8.DecodeRuneInString(m)
			return m[:size] + "角" // the same width: spans index the text as written
		})
	}
	for _, loc := range reAmountWords.FindAllStringIndex(low, -1) {
		run := low[loc[0]:loc[1]]
		if strings.HasSuffix(run, "一") && len(run) > len("一") && reOneMeasure.MatchString(low[loc[1]:]) {
			run = strings.TrimSuffix(run, "一")
		}
		run = strings.TrimRight(run, ".,")
		// leading 元/整/角 belong to the text before: "元/卡" is a unit
		trimmed := strings.TrimLeft(run, "圆元角分整.,")
		start := loc[0] + len(run) - len(trimmed)
		run = trimmed
		if run == "" || !wordsAmount(run) {
			continue
		}
		a := amountWords{start: start, end: start + len(run), text: written[start : start+len(run)]}
		a.capital = strings.IndexFunc(run, isCapital) >= 0
		a.value, a.bad = readAmountWords(run)
		out = append(out, a)
	}
	return out
}

// wordsAmount: the run is an amount in words, not a plain figure ("1.2万")
// nor a count ("十二").
func wordsAmount(run string) bool {
	body := strings.TrimRight(run, "圆元角分整")
	if body == "" {
		return false
	}
	hasCN, hasBig, hasCapital := false, false, false
	for _, r := range body {
		if _, ok := capitalDigits[r]; ok {
			hasCN = true
		}
		if _, ok := bigWords[r]; ok {
			hasBig = true
		}
		hasCapital = hasCapital || isCapital(r)
	}
	switch {
	case hasCapital:
		return true
	case hasCN && (hasBig || strings.ContainsAny(body, "百千元圆角．") || body != run):
		return true // "三万八千", "五千元", "两元六"; not "十二" (a count) alone
	case !hasCN && !hasBig && strings.ContainsAny(body, "0123456789") && strings.ContainsAny(body, "百佰"):
		return true // "5百", "3百5": a figure and its place said ("5百" is no 5)
	case !hasCN && hasBig && strings.ContainsAny(body, "0123456789"):
		// figures around 万: only a figure after it makes it spoken ("3万8")
		return strings.ContainsAny(body[strings.IndexAny(body, "万萬亿億"):], "0123456789") || strings.ContainsAny(body, "千百十")
	}
	return false
}

// readAmountWords reads "3万8", "1万零800", "壹万伍仟元整", "伍角": bad when
// the places are not exact.
func readAmountWords(run string) (float64, bool) {
	var total, section, pending, fraction, lastPlace float64 // lastPlace: the place or large unit last applied
	pendingSet, zero, afterYuan, afterJiao := false, false, false, false
	point := 0.0 // after a spoken decimal point (二点五): the place of the next numeral
	digits := 0  // figures in pending when written in figures (-1 with decimals); 0 for a numeral
	// settle adds the figure after the last place word: exact ("3万8500",
	// "1万零800"), or one digit of the next place down ("3万8")
	settle := func() bool {
		switch {
		case !pendingSet:
			return true
		case lastPlace == 0 || pending < lastPlace && (zero && pending < lastPlace/10 || !zero && digits == int(math.Round(math.Log10(lastPlace)))):
		case !zero && digits <= 1 && pending < 10 && pending == math.Trunc(pending):
			pending *= lastPlace / 10
		default:
			return false
		}
		section, pending, pendingSet = section+pending, 0, false
		return true
	}
	rs := []rune(run)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch d, numeral := capitalDigits[r]; {
		case r >= '0' && r <= '9' || r == '.':
			j := i
			for j < len(rs) && (rs[j] >= '0' && rs[j] <= '9' || rs[j] == '.' || rs[j] == ',') {
				j++
			}
			fig := strings.ReplaceAll(string(rs[i:j]), ",", "")
			v, err := strconv.ParseFloat(fig, 64)
			if err != nil || pendingSet {
				return 0, true
			}
			pending, pendingSet, digits, i = v, true, len(fig), j-1 // "2万0350": the 0 holds its place
			if strings.Contains(fig, ".") {
				digits = -1
			}
		case r == '．':
			if point > 0 || afterYuan || !settle() || i+1 == len(rs) {
				return 0, true
			}
			total, section, point = total+section, 0, 0.1
		case point > 0 && (placeWords[r] != 0 || r == '．'):
			return 0, true // "三点二十": the clock, or no one amount; only a large unit follows (一点二万)
		case numeral && point > 0:
			fraction += d * point // "二点五": the digits after the point, each the next place down
			point /= 10
		case numeral && d == 0:
			zero = true
		case numeral && afterYuan && i+1 == len(rs) && fraction == 0 && d > 0:
			fraction = d / 10 // "两元六" (两块六): the next place down, 角
		case numeral && afterJiao && i+1 == len(rs) && d > 0:
			fraction += d / 100 // "一块七毛五": the next place down after 角, 分
			afterJiao = false
		case numeral && afterYuan: // 角 and 分 follow 元
			if pendingSet || i+1 == len(rs) || rs[i+1] != '角' && rs[i+1] != '分' {
				return 0, true
			}
			if rs[i+1] == '角' {
				fraction += d / 10
				afterJiao = true
			} else {
				fraction += d / 100
			}
			i++
		case numeral:
			if pendingSet {
				return 0, true // "三四万": not one amount
			}
			pending, pendingSet, digits = d, true, 0
		case placeWords[r] != 0:
			if !pendingSet && placeWords[r] != 10 || digits > 1 || digits < 0 || pending >= 10 {
				return 0, true // "38千": not a place's digit
			}
			if !pendingSet {
				pending = 1 // 十二 is ten and two
			}
			section += pending * placeWords[r]
			pending, pendingSet, lastPlace, zero = 0, false, placeWords[r], false
		case bigWords[r] != 0 && point > 0:
			// "一点二万": the decimal number is of the large unit
			if total, fraction, point = (total+fraction)*bigWords[r], 0, 0; total == 0 {
				return 0, true
			}
			section, pending, pendingSet, lastPlace, zero, digits = 0, 0, false, bigWords[r], false, 0
		case bigWords[r] != 0:
			if total = (total + section + pending) * bigWords[r]; total == 0 {
				return 0, true
			}
			section, pending, pendingSet, lastPlace, zero, digits = 0, 0, false, bigWords[r], false, 0
		case r == '角' && !afterYuan && pendingSet && digits == 0 && total == 0 && section == 0 && pending > 0:
			// "七角五" (七毛五): an amount under one 元, 角 then a spoken 分
			fraction, pending, pendingSet, afterYuan, afterJiao = pending/10, 0, false, true, true
		case r == '元' || r == '圆':
			if afterYuan || !settle() {
				return 0, true
			}
			point = 0
			afterYuan, total, section = true, total+section, 0
		case r != '整':
			return 0, true // a stray 角 or 分, or no numeral
		}
	}
	if !settle() {
		return 0, true
	}
	return total + section + fraction, false
}

// amountsInFigures rewrites the amounts in words of a price cell in figures,
// with the words read; two that disagree ("38,000元（叁万伍仟元整）") or one
// not exact are refused.
func amountsInFigures(low, orig string) (string, string, error) {
	found := findAmountWords(low)
	if len(found) == 0 {
		return low, "", nil
	}
	orig = strings.TrimSpace(orig)
	for _, a := range found {
		if a.bad {
			return low, "", cellErr("import.err.amount_words", orig, a.text)
		}
	}
	first := found[0]
	if len(found) > 1 && reRangeWord.MatchString(low[first.end:found[1].start]) {
		return low, "", cellErr("import.err.range", orig) // "一块二到一块五": a range, no price
	}
	for _, a := range found[1:] {
		if math.Abs(a.value-first.value) > 0.005 {
			return low, "", cellErr("import.err.amount_forms_disagree", orig, first.text, a.text)
		}
	}
	// the same amount twice: the figures stand once
	out := low
	for i := len(found) - 1; i >= 1; i-- {
		out = out[:found[i].start] + " " + out[found[i].end:]
	}
	fig := strconv.FormatFloat(first.value, 'f', -1, 64)
	if strings.HasSuffix(first.text, "元") || strings.HasSuffix(first.text, "整") {
		fig += "元"
	}
	out = out[:first.start] + fig + out[first.end:]
	// a figure beside the words is the same amount only when they agree
	rest := out[:first.start] + " " + out[first.start+len(fig):]
	for _, m := range reNumber.FindAllStringIndex(rest, -1) {
		v, err := parseNum(rest[m[0]:m[1]])
		if err != nil || describesMachine(rest, m) {
			continue
		}
		bracketed := m[0] > first.start && reBracketOpen.MatchString(rest[first.start:m[0]])
		if after := rest[m[1]:]; reMultiplier.MatchString(after) || !first.capital && !bracketed {
			continue // "3万8" beside a count or a scaled figure: not a second form; "两万八(¥28,000)" is
		}
		if math.Abs(v-first.value) > 0.005 {
			return low, "", cellErr("import.err.amount_forms_disagree", orig, rest[m[0]:m[1]], first.text)
		}
		out = rest // keep the figures as written, drop the words
		return out, first.text, nil
	}
	return out, first.text, nil
}

// reBracketOpen: between spoken words and a figure, only a bracket and the
// figure's currency ("两万八(¥28,000)"): the figure is the words' second form.
var reBracketOpen = regexp.MustCompile(`^\s*[(（]\s*(?:[¥￥$]|rmb|cny|人民币)?\s*$`)

// reRangeWord: the words between two amounts of a range ("一块二到一块五", "两千至两千四").
var reRangeWord = regexp.MustCompile(`^\s*` + wordAlternation("range_word", "yes", "words") + `\s*$`)

// reFormRule: which form of an amount rules ("以大写金额为准").
var reFormRule = regexp.MustCompile(`以\s*(大写|小写)\s*(?:金额|数字)?\s*为准|(?i)(words|figures)\s+(?:shall\s+)?(?:prevail|govern)`)

// amountFormRule: "words" or "figures", and the line saying so.
func amountFormRule(lines []string) (rule, line string) {
	for _, l := range lines {
		m := reFormRule.FindStringSubmatch(narrow(l))
		if m == nil {
			continue
		}
		if w := strings.ToLower(m[1] + m[2]); w == "大写" || w == "words" {
			return "words", strings.TrimSpace(l)
		}
		return "figures", strings.TrimSpace(l)
	}
	return "", ""
}

// checkAmountInWords compares a row's one price with the amount in capital
// numerals in a column of its own: agreeing, the words are a check;
// disagreeing, the file's rule decides, else the row is refused quoting both.
func (b *rowBuild) checkAmountInWords(out []Quote) []Quote {
	if len(b.r.prices) == 0 || len(b.r.unreadMoney) == 0 {
		return out
	}
	warnAll := func(key string, args ...any) {
		for i := range out {
			out[i].AddWarning(mk(key, args...))
		}
	}
	keep := b.r.unreadMoney[:0:0]
	for k, c := range b.r.unreadMoney {
		found := findAmountWords(norm(c.text))
		if len(found) != 1 || !found[0].capital || found[0].bad || len(out) == 0 {
			keep = append(keep, c)
			continue
		}
		words, wordsText := found[0], strings.TrimSpace(c.text)
		agreed := false
		for _, p := range b.r.prices {
			if f, ok := b.figuresOf(p); ok && !agreed && math.Abs(f-words.value) <= 0.005*words.value {
				agreed = true
				warnAll("import.warn.amount_words_agree", strings.TrimSpace(p.text), c.header, wordsText)
			}
		}
		p := b.r.prices[0]
		figures, ok := b.figuresOf(p)
		switch {
		case agreed:
		case len(b.r.prices) > 1 || !ok || !twinHeaders(c.header, p.header):
			keep = append(keep, c) // "年租大写" beside "月租": another price, reported unread, no check of this one
		case b.r.formRule == "words":
			for i := range out {
				out[i].Price *= words.value / figures
			}
			warnAll("import.warn.amount_words_rule", strings.TrimSpace(p.text), c.header, wordsText, trimFloat(words.value), b.r.formRuleText)
		case b.r.formRule == "figures":
			warnAll("import.warn.amount_figures_rule", strings.TrimSpace(p.text), c.header, wordsText, b.r.formRuleText)
		default:
			b.badAt(c, mk("import.err.amount_columns_disagree", p.header, strings.TrimSpace(p.text), trimFloat(figures), c.header, wordsText, trimFloat(words.value)))
			b.r.unreadMoney = append(keep, b.r.unreadMoney[k+1:]...) // reported: no second report as unread
			return nil
		}
	}
	b.r.unreadMoney = keep
	return out
}

var reWordBefore = regexp.MustCompile(`([a-z]+)$`)

// numberInWord: the figure at loc is glued to letters that are no currency
// ("h100", not "usd2.5"): it names something.
func numberInWord(s string, loc []int) bool {
	m := reWordBefore.FindString(s[:loc[0]])
	return m != "" && !amountPrefix[m]
}

var amountPrefix = wordSet("amount_prefix")

// figuresOf is a price cell's amount in the scale its header or sheet gives.
func (b *rowBuild) figuresOf(p priceIn) (float64, bool) {
	pc, err := parsePriceCell(p.text)
	if err != nil || pc.equiv || !(pc.value > 0) {
		return 0, false
	}
	if pc.scaled {
		return pc.value, true
	}
	v, _, _ := b.scaledPrice(p, strings.TrimSpace(p.text), pc.value)
	return v, true
}

func numeralTable(table string) map[rune]float64 {
	out := map[rune]float64{}
	for w, v := range wordMap(table) {
		out[[]rune(w)[0]], _ = strconv.ParseFloat(strings.Replace(v, "yes", "1", 1), 64)
	}
	return out
}

// isCapital: a numeral of a contract's 大写 (壹 拾 佰).
func isCapital(r rune) bool { return capitals[r] != 0 }

// ocrDigits are the letters a scan's text recognition puts for a digit
// (words/numbers.tsv ocr_digit: "4.3O", "1,l52", "2.8S"): a figure that
// holds one is refused at its cell, never read (the letter may stand for
// any digit), never cut off before it.
var ocrDigits = wordMap("ocr_digit")

// ocrSigns are the characters a scan reads for the currency sign before a
// figure ("Y5.40", "羊9.20": words/ocr.tsv ocr_currency), as norm gives
// them, in the table's order.
var ocrSigns = func() [][2]string {
	var out [][2]string
	for _, r := range wordRows("ocr_currency") {
		out = append(out, [2]string{norm(r[0]), r[1]})
	}
	return out
}()

var (
	reOCRRun = regexp.MustCompile(`[a-z0-9.,]+`)
	// reSpacedFigure: figure pieces split by spaces ("1 .75", "$1. 49", "3 6, 000", "1,2 96", "¥ 3 84"),
	// standing apart from letters and other figures
	reSpacedFigure = regexp.MustCompile(`(?:^|[^0-9.,a-z])([0-9.,]*[0-9][0-9.,]*(?: +[0-9.,]*[0-9][0-9.,]*)+)(?:$|[^0-9.,a-z])`)
)

// ocrLetterInFigure is the first figure of a cell that holds a letter a scan
// puts for a digit: between its digits ("4.O5", "3O,240", "1,l52"), at its
// end where the figure has a point or a group ("4.3O", "2.8S"; an O always:
// "5.8O"), or before its point ("l.85"). A run that opens with a letter
// ("H100", "L40S") or ends a whole number with one ("910B") is a name, not
// a figure. The letter is returned with the digit it most often stands for.
func ocrLetterInFigure(low string) (letter, digit string, ok bool) {
	for _, r := range reOCRRun.FindAllString(low, -1) {
		body := strings.TrimRight(r, ".,")
		if body == "" {
			continue
		}
		slipAt := -1
		figure := true
		for i := 0; i < len(body) && figure; i++ {
			c := body[i]
			switch _, slip := ocrDigits[string(c)]; {
			case c >= '0' && c <= '9' || c == '.' || c == ',':
			case slip:
				if slipAt < 0 {
					slipAt = i
				}
			default:
				figure = false
			}
		}
		if !figure || slipAt < 0 || !strings.ContainsAny(body, "0123456789") {
			continue
		}
		c := body[slipAt]
		isFig := func(i int) bool {
			return i >= 0 && i < len(body) && (body[i] >= '0' && body[i] <= '9' || body[i] == '.' || body[i] == ',')
		}
		switch {
		case slipAt == 0:
			// "l.85", "l2.5": a letter opening a figure with a point or a group; "l40" is a name
			if len(body) < 3 || !strings.ContainsAny(body[1:], ".,") || !strings.ContainsAny(body[1:], "0123456789") {
				continue
			}
		case isFig(slipAt-1) && isFig(slipAt+1):
		case slipAt == len(body)-1:
			if c != 'o' && !strings.ContainsAny(body, ".,") {
				continue // "910b": a model's letter
			}
		default:
			continue
		}
		return string(c), ocrDigits[string(c)], true
	}
	return "", "", false
}

// asWritten is a lower-case ASCII letter as the cell writes it ("O" of "4.3O").
func asWritten(cell, letter string) string {
	if up := strings.ToUpper(letter); strings.Contains(cell, up) && !strings.Contains(cell, letter) {
		return up
	}
	return letter
}

// reOCRCount: a letter standing alone before a count of cards ("B卡 96G",
// "O GPU"; words/columns.tsv column_hint_cards), where a figure belongs: a
// scan's misread card count.
var reOCRCount = regexp.MustCompile(`(?:^|[^a-z0-9])([a-z])\s*(?:` + wholeWords(wordsInOrder("column_hint_cards")) + `)`)

// ocrCardCount is the cards, spec or GPU cell of the row whose card count a
// scan read as a letter of words/numbers.tsv ocr_digit ("B卡 96G", a cards
// column's "B"), the letter as written and the digit it most often stands for.
func (b *rowBuild) ocrCardCount() (cell, string, string, bool) {
	if c, ok := b.r.cells[fGPUsPerNode]; ok {
		// a cards column's "B" or "l6": a letter where the count's figure stands
		if low := strings.TrimSpace(norm(c.text)); low != "" && strings.Trim(low, "0123456789") != "" {
			for i := 0; i < len(low); i++ {
				if d, slip := ocrDigits[low[i:i+1]]; slip && strings.Trim(low, "0123456789"+low[i:i+1]) == "" {
					return c, asWritten(c.text, low[i:i+1]), d, true
				}
			}
		}
	}
	for _, f := range []string{fSpec, fGPU} {
		c, ok := b.r.cells[f]
		if !ok {
			continue
		}
		low := norm(c.text)
		for _, m := range reOCRCount.FindAllStringSubmatch(low, -1) {
			if d, slip := ocrDigits[m[1]]; slip {
				return c, asWritten(c.text, m[1]), d, true
			}
		}
	}
	return cell{}, "", "", false
}

// reSeal: a seal's words in a cell (words/cell_words.tsv seal_text, and
// the seal's own words of words/vendor.tsv stamp_word: 公章, 印章).
var reSeal = func() *regexp.Regexp {
	ws := wordsInOrder("seal_text")
	for _, r := range wordRows("stamp_word") {
		if r[1] == "seal" {
			ws = append(ws, r[0])
		}
	}
	var alt []string
	for _, w := range ws {
		alt = append(alt, strings.ReplaceAll(regexp.QuoteMeta(w), " ", `\s+`))
	}
	slices.SortStableFunc(alt, func(a, b string) int { return len(b) - len(a) })
	return regexp.MustCompile(`(` + strings.Join(alt, "|") + `)`)
}()

// sealIn is the seal's words a price cell holds, and whether they stand
// across its figure (a digit or a figure's mark on both sides, spaces aside:
// "11,5合同专用章20") or in place of it (no digit in the cell).
func sealIn(low string) (word string, across, only bool) {
	loc := reSeal.FindStringIndex(low)
	if loc == nil {
		return "", false, false
	}
	word = low[loc[0]:loc[1]]
	figure := func(s string) bool { return s != "" && strings.ContainsAny(s[:1], "0123456789.,") }
	before := strings.TrimRight(low[:loc[0]], " ")
	after := strings.TrimLeft(low[loc[1]:], " ")
	only = !strings.ContainsAny(low, "0123456789")
	across = !only && before != "" && figure(before[len(before)-1:]) && figure(after)
	return word, across, only
}

// ocrSign reads a scan's letter for the currency sign ("y5.40", "羊 9.20")
// as the sign where it opens the cell (spaces and an opening bracket
// aside: "(y1,080)"; "1 y 5.00" is no price with its sign) and a figure
// follows; the letter as it was written, for the warning.
func ocrSign(low string) (string, string) {
	body := strings.TrimLeft(low, " (（[【")
	at := len(low) - len(body)
	for _, ws := range ocrSigns {
		w, sign := ws[0], ws[1]
		rest, ok := strings.CutPrefix(body, w)
		if !ok {
			continue
		}
		if r := strings.TrimLeft(rest, " "); r == "" || r[0] < '0' || r[0] > '9' {
			continue
		}
		return low[:at] + sign + rest, w
	}
	return low, ""
}

// ocrFigures reads the figures of a converted or scanned cell as a buyer
// would: figure pieces split by stray spaces are one number when the cell
// has no other figure, the pieces join into one well-formed figure, and
// each space stands where no figure could end: beside a point or a comma
// ("1 .75", "$1. 49", "3 6, 000"), inside a thousands group ("1,2 96"), as
// a thousands separator ("106 000"), or after a first lone digit (not 0)
// before a grouped figure ("3 5,040"); never between two figures that each
// read whole ("2026 23.92", "8 2.5"). ok says the cell was changed: the
// figure then rests on a reading, and is warned. point is the pieces where
// a space after a lone digit before one or two more may as well stand for
// a lost decimal point as for nothing ("¥ 3 84": 384 or 3.84): the price
// is refused at its cell, never read 100× too big nor as its first piece.
func ocrFigures(low string) (out string, ok bool, point string) {
	m := reSpacedFigure.FindStringSubmatchIndex(low)
	if m == nil {
		return low, false, ""
	}
	seq := low[m[2]:m[3]]
	if strings.ContainsAny(low[:m[2]]+low[m[3]:], "0123456789") {
		return low, false, "" // "8卡 1 200": a figure beside it, not read
	}
	joined := strings.ReplaceAll(seq, " ", "")
	if !reOCRFigure.MatchString(joined) || len(strings.ReplaceAll(strings.ReplaceAll(joined, ",", ""), ".", "")) > 9 {
		return low, false, ""
	}
	pieces := strings.Fields(seq)
	if len(pieces) == 2 && len(pieces[0]) == 1 && pieces[0] != "0" && len(pieces[1]) <= 2 && strings.Trim(pieces[1], "0123456789") == "" {
		return low, false, seq // "3 84", "2 50": 384 or 3.84?
	}
	for k := 1; k < len(pieces); k++ {
		if !spaceInFigure(strings.Join(pieces[:k], ""), pieces[k-1], pieces[k]) {
			return low, false, ""
		}
	}
	return low[:m[2]] + joined + low[m[3]:], true, ""
}

// spaceInFigure: a space between l (the figure so far, its last piece
// last) and r cannot end a figure (ocrFigures).
func spaceInFigure(l, last, r string) bool {
	lead := func(s string) string { return s[:len(s)-len(strings.TrimLeft(s, "0123456789"))] }
	trail := func(s string) string { return s[len(strings.TrimRight(s, "0123456789")):] }
	switch {
	case strings.HasSuffix(l, ".") || strings.HasSuffix(l, ",") || strings.HasPrefix(r, ".") || strings.HasPrefix(r, ","):
		return true // "1 .75", "1. 49", "6, 000"
	case strings.Contains(l, "."):
		return false // the decimals already began
	case strings.Contains(last, ",") && len(trail(last)) < 3:
		return true // "1,2 96": inside a thousands group
	case len(lead(r)) == 3 && len(trail(last)) <= 3 && (len(r) == 3 || strings.ContainsAny(r[3:4], " .,")):
		return true // "106 000", "1 200.50": a space for the thousands separator
	case len(l) == 1 && l != "0" && strings.Contains(r, ","):
		return true // "3 5,040": a stray space after the first digit, before a grouped figure
	}
	// "2 50", "3 84", "1 2": a space after one digit before one or two more
	// may as well stand for a lost decimal point (2.50, 3.84) as for
	// nothing: not joined, the cell stays refused (never 100× too big)
	return false
}
