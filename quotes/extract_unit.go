package quotes

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

type unitParts struct {
	basis  string // gpu | node | "" (not said)
	period string // hour | day | week | month | quarter | halfyear | year | second | minute | mtok | ""
}

func (u unitParts) String() string {
	if u.period == "mtok" {
		return UnitMillionTokens
	}
	return u.basis + "_" + u.period
}

var reWord = regexp.MustCompile(`[a-z]+`)

// reUnitWord: a word of a unit in a script that spaces or marks its words
// (Latin with its accents, Cyrillic, Hangul, Thai), looked up whole:
// "giờ", "за сервер в месяц", "원/서버·월", "บาท/เครื่อง/วัน".
var reUnitWord = regexp.MustCompile(`[a-z\x{e0}-\x{f6}\x{f8}-\x{24f}\x{1e00}-\x{1eff}]+|\p{Cyrillic}+|\p{Hangul}+|\p{Thai}+`)

var (
	gpuWordsEN    = wordSet("unit_gpu_en")
	nodeWordsEN   = wordSet("unit_node_en")
	periodWordsEN = wordMap("unit_period_en")
	gpuNounWords  = wordsInOrder("unit_gpu_en_noun")
	// gpuAbbrevEN: a letter for a card only as what a price is counted
	// per ("RMB/c/h", "per c"), never elsewhere (words/slang.tsv SG0004)
	gpuAbbrevEN = wordSet("unit_gpu_abbrev_en")
)

// parseUnitParts reads the basis (card or machine) and period of "元/卡·时",
// "/GPU-hr", "node_month".
func parseUnitParts(s string) unitParts {
	u, _ := parseUnitQty(s)
	return u
}

// parseUnitQty is parseUnitParts with the quantity the phrase prices, nil
// for one period ("元/卡·季(90天)": 90 days).
func parseUnitQty(s string) (unitParts, *quantityRead) {
	if t := strings.TrimSpace(s); !strings.HasSuffix(t, ")") && !strings.HasSuffix(t, "）") {
		return parseUnitQtyWhole(s) // no aside closes the phrase
	}
	low := norm(s)
	if m := reAsideAfterUnit.FindStringSubmatchIndex(low); m != nil && !strings.ContainsAny(low[m[2]:], "0123456789") {
		// "per GPU-hour（海外节点）": the unit is stated whole before the
		// bracket; the aside's words (an overseas node) are no basis
		if out, oq := parseUnitQty(low[:m[2]]); out.basis != "" && out.period != "" {
			if bu, _ := parseUnitQtyWhole(low[m[2]:]); bu.period == "" {
				return out, oq
			}
		}
	}
	return parseUnitQtyWhole(low)
}

// parseUnitQtyWhole reads the unit words of s as one phrase.
func parseUnitQtyWhole(s string) (unitParts, *quantityRead) {
	low := norm(s)
	said := low                        // 块 is also a word for yuan
	for _, cw := range currencyWords { // 日元 must not read as 日 (day)
		low, _ = cutCurrencyWord(low, cw.word)
	}
	if strings.Contains(low, "token") || strings.Contains(low, "mtok") || strings.Contains(low, "百万") && strings.Contains(low, "tok") {
		return unitParts{period: "mtok"}, nil
	}
	low = dropServiceKind(low) // "裸机价": bare metal, not a machine price (LS0501)
	if strings.ContainsAny(low, termConditionRunes) {
		low = reTermCondition.ReplaceAllString(low, " ") // "不满三个月按每日1,152元": the rental's length, not the price's period
	}
	var u unitParts
	// "元/块/天", "每片": a card; "5块" alone is five yuan
	gpu, node := containsWord(low, "unit_gpu_zh") || containsWord(said, "unit_gpu_piece"), containsWord(low, "unit_node_zh")
	periodAt := len(low) + 1
	for _, loc := range reUnitWord.FindAllStringIndex(low, -1) {
		w := low[loc[0]:loc[1]]
		switch {
		case gpuWordsEN[w] && !startsWithAny(low[loc[1]:], gpuNounWords):
			gpu = true // "GPU租金" is the GPU's rent, not a rent per GPU
		case nodeWordsEN[w]:
			node = true
		case gpuAbbrevEN[w] && perBefore(low[:loc[0]]):
			gpu = true
		case periodWordsEN[w] != "" && loc[0] < periodAt:
			periodAt, u.period = loc[0], periodWordsEN[w]
		}
	}
	for _, pw := range wordRows("unit_period_zh") {
		if i := strings.Index(low, pw[0]); i >= 0 && (i < periodAt || pw[1] == "halfyear" && i == periodAt) {
			// 时 inside 小时 is the same period; earliest wins otherwise.
			periodAt, u.period = i, pw[1]
		}
	}
	var qty *quantityRead
	if q, ok := quantityOf(low); ok {
		qty = &q
		if !q.refused {
			u.period = q.period
			if q.basis != "" && !node {
				gpu = true
			}
		}
	}
	switch {
	case node && gpu && perWord(low, "unit_gpu_zh") && !perWord(low, "unit_node_zh"):
		u.basis = "gpu" // "8卡整机 3.0元/卡/时": the unit's own "/卡" says per card; the machine is the offer's
	case node: // "元/台(8卡)/月" is a machine price
		u.basis = "node"
	case gpu:
		u.basis = "gpu"
	}
	return u, qty
}

// perBefore: the text before a word ends in a per: "/", 每 or "per"
// (what a price is counted per: "元/卡/时", "每台", "RMB per c").
func perBefore(before string) bool {
	before = strings.TrimRight(before, " ")
	return strings.HasSuffix(before, "/") || strings.HasSuffix(before, "每") || strings.HasSuffix(before, " per") || before == "per"
}

// perWord: a word of table stands after a per in low (perBefore), as what
// a price is counted per ("元/卡/时", "每台").
func perWord(low, table string) bool {
	for _, w := range wordsInOrder(table) {
		for i := range occurrences(low, w) {
			if perBefore(low[:i]) {
				return true
			}
		}
	}
	return false
}

// ParseUnit reads a price unit cell into a contract value (gpu_hour,
// node_month, ...); it must say the period and the basis.
func ParseUnit(s string) (string, error) {
	low := norm(s)
	if low == "" {
		return "", ErrEmpty
	}
	if ValidUnit(low) {
		return low, nil
	}
	u, qty := parseUnitQty(low)
	if qty != nil && (qty.refused || qty.count != 1) {
		// a contract unit is one period's price: the quantity needs a price to divide
		return "", cellErr("import.err.unit_quantity", s, qty.words)
	}
	if err := u.check(s); err != nil {
		return "", err
	}
	return u.String(), nil
}

func (u unitParts) check(s string) error {
	switch u.period {
	case "mtok":
		return nil
	case "":
		return cellErr("import.err.unit_period", s)
	case "year", "quarter", "halfyear":
		return cellErr("import.err.unit_year", s)
	case "second", "minute":
		return cellErr("import.err.unit_subhour", s, periodWord(u.period))
	}
	if u.basis == "" {
		return cellErr("import.err.unit_basis", s)
	}
	return nil
}

// periodHours is a period's length at a 720-hour month, a 365-day year.
func periodHours(p string) float64 { return periodLengthHours[p] }

var periodLengthHours = map[string]float64{"second": 1.0 / 3600, "minute": 1.0 / 60, "hour": 1, "day": 24, "week": 168,
	"month": DefaultHoursPerMonth, "quarter": 3 * DefaultHoursPerMonth, "halfyear": 6 * DefaultHoursPerMonth, "year": HoursPerYear}

// HoursPerYear is the year of a per-year price or a 包年 term: 365 days,
// whatever the settings' month, as the vendors reckon 包年 ("包年按365天计").
const HoursPerYear = 8760

// unitHint is what a cell or header says of a price's unit.
type unitHint struct {
	basis, period, currency string
	gpus                    *int
	tax                     *bool
	text                    string        // the words it was read from
	mult                    float64       // 1e4 for "万元/台/年", "单价(万元)": the numbers are in 万; 0 for none
	multText                string        // the words that said so
	qty                     *quantityRead // "元/台·10小时": the price buys qty.count of period
	term                    *Term         // a rental term the phrase states besides its unit ("元/台/月(6个月)"): termInUnit
	termWords               string        // the words that state term
}

// clone copies what h points to (see priceCell.clone).
func (h unitHint) clone() unitHint {
	h.gpus, h.tax, h.term = clonePtr(h.gpus), clonePtr(h.tax), clonePtr(h.term)
	if h.qty != nil {
		q := *h.qty
		q.term = clonePtr(q.term)
		h.qty = &q
	}
	return h
}

var rePerGroup = regexp.MustCompile(`(?:/|每|per\s+)\s*(\d{1,2})\s*(?:-|\s)?(?:卡|张|x\s*gpus?\b|gpus?\b|cards?\b)`)

var reInstanceGPUs = regexp.MustCompile(`(\d+)\s*(?:[x×*]\s*(?:gpus?|cards?|卡)|-?\s*(?:gpus?|cards?)\b|\s*卡)`)

// reAsideAfterUnit: a bracket closing a unit phrase ("per gpu-hour(海外节点)").
var reAsideAfterUnit = regexp.MustCompile(`\S\s*(\([^()]{1,24}\))\s*$`)

// parseHint reads a unit phrase anywhere in s: "元/卡·时", "Machine $/hr",
// "8x GPU server $/hr", "per VM-hour (2 GPUs)", "整机租金(元)".
func parseHint(s string) unitHint {
	return remember(&hintMemo, s, parseHintUncached).clone()
}

// hintMemo: a unit cell, header or clause is read by each step that asks
// what unit it names, and a unit column repeats its cells down the rows.
var hintMemo memo[string, unitHint]

func parseHintUncached(s string) unitHint {
	low := withoutBuyerAge(withoutFigureWords(withoutTimeRefs(norm(s)))) // "本周价" is this week's price; "(含7x24小时运维)" names no hour; "成立≤3年" a buyer's age (columns_condition.go)
	h := unitHint{text: strings.TrimSpace(s)}
	if low == "" {
		return h
	}
	h.currency, _ = parseCurrency(low)
	u, qty := parseUnitQty(low)
	h.basis, h.period, h.qty = u.basis, u.period, qty
	if containsWord(low, "unit_node_whole") && u.basis != "gpu" {
		h.basis = "node" // "整机租金": the machine's, unless the unit says per card ("8卡整机 3.0元/卡/时")
	}
	if m := reInstanceGPUs.FindStringSubmatch(low); m != nil {
		if n, err := strconv.Atoi(m[1]); err == nil && n >= 1 && n <= maxGPUsPerNode {
			h.gpus = &n
		}
	}
	if m := rePerGroup.FindStringSubmatch(low); m != nil {
		// "元/8卡/时": per a group of 8 cards, a machine price
		if n, err := strconv.Atoi(m[1]); err == nil && n >= 2 && n <= maxGPUsPerNode {
			h.basis, h.gpus = "node", &n
			if h.qty != nil && h.qty.basis == "gpu" {
				h.qty = nil // "元/8卡时": the 8 cards are the machine, not a second quantity
			}
		}
	}
	h.tax, _ = taxIn(low)
	h.term, h.termWords = termInUnit(low)
	if k, words := headerScale(low); k != 1 {
		h.mult, h.multText = k, words // "万元/台/年", "k USD"
	}
	return h
}

// taxIn is what the first tax word in low says (含税: included), nil for none.
// A clause supposing another term ("以上都含税，不含税的话还能再便宜一点": the
// second clause is an if, words/price.tsv tax_condition VN0401-0408) is left
// out, and the first tax word of the other clauses says the term; a bracket
// closes a clause too ("含税(如需专票另加3%)": included). Where every clause
// is an if, none states the term (nil).
func taxIn(low string) (*bool, string) {
	if reTaxCondition.MatchString(low) {
		var kept []string
		for _, c := range reTaxClause.Split(low, -1) {
			if !reTaxCondition.MatchString(c) {
				kept = append(kept, c)
			}
		}
		low = strings.Join(kept, "，")
	}
	for _, tw := range taxWords {
		if strings.Contains(low, tw.w) {
			return ptr(tw.inc), tw.w
		}
	}
	return nil, ""
}

var (
	reTaxCondition = regexp.MustCompile(wordAlt("tax_condition", false))
	reTaxClause    = regexp.MustCompile(`[，。；,;！!？?\n()（）【】\[\]]+`)
)

// A unit phrase may price several periods ("元/台·10小时", "元/百卡时",
// "元/台·半月"): the price is divided by the count of a catalogue period it
// buys, and a period of no stated length (工作日) is refused. The count must
// follow a unit separator or sit in brackets after a period word, so a
// plan's length elsewhere in a header ("包季价(3个月)") is no unit.
type unitQuantity struct {
	rule   string         // rule id, cited in the warning
	re     *regexp.Regexp // on the normalised phrase; group "n" is the count
	period string         // the catalogue period the count is of
	basis  string         // "gpu" where the words are card-hours themselves
}

// rePlanRestated: the quantity restates a plan period's length in brackets.
var rePlanRestated = regexp.MustCompile(`^(?:季度|季|年|半年)\s*\(`)

const quantityLead = `(?:[/·・•]|每|per\s+|(?:工作日|工日|季度|季|月|周|天|日|day|days|shift)\s*\()\s*`

// termCountLead (OD0005, OD0006): years and quarters are counted only after a
// separator or per, never in brackets after a period word: "元/台/月(1年)"
// is a monthly price on a year's contract, not a year's price.
const termCountLead = `(?:[/·・•]|每|per\s+)\s*`

var (
	quantityNumber = `(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|百|千|万|一百|一千|两|二|三|四|五|六|七|八|九|十)`
	unitQuantities = []unitQuantity{
		{rule: "UQ1 N card-hours", re: regexp.MustCompile(quantityLead + quantityNumber + `\s*(?:个)?\s*(?:卡|张|gpu|card)\s*-?\s*(?:时|小时|hours?|hrs?|h)(?:[^a-z]|$)`), period: "hour", basis: "gpu"},
		{rule: "BL0031 N minutes", re: regexp.MustCompile(quantityLead + quantityNumber + `\s*(?:个)?\s*(?:分钟|minutes?|mins?)(?:[^a-z]|$)`), period: "minute"},
		{rule: "UQ2 N hours", re: regexp.MustCompile(quantityLead + quantityNumber + `\s*(?:个)?\s*(?:小时|钟头|hours?|hrs?|h)(?:[^a-z]|$)`), period: "hour"},
		{rule: "UQ3 N days", re: regexp.MustCompile(quantityLead + quantityNumber + `\s*(?:天|日|days?)(?:[^a-z]|$)`), period: "day"},
		{rule: "UQ4 N weeks", re: regexp.MustCompile(quantityLead + quantityNumber + `\s*(?:个)?\s*(?:周|星期|weeks?)(?:[^a-z]|$)`), period: "week"},
		{rule: "UQ5 N months", re: regexp.MustCompile(quantityLead + quantityNumber + `\s*(?:个月|月|months?)(?:[^a-z]|$)`), period: "month"},
		// OD0005: "元/卡/2年", "USD/GPU/3 years": a term of several years priced whole; a
		// count above maxUnitYears is a calendar year ("/2026年"), no quantity
		// OD0006: "元/台/2个季度", "per 2 quarters": so many quarters, one quarter being 包季's own
		{rule: "OD0006 N quarters", re: regexp.MustCompile(termCountLead + quantityNumber + `\s*(?:个)?\s*(?:季度|季|quarters?)(?:[^a-z]|$)`), period: "quarter"},
		{rule: "OD0005 N years", re: regexp.MustCompile(termCountLead + quantityNumber + `\s*(?:个)?\s*(?:年|years?|yrs?)(?:[^a-z]|$)`), period: "year"},
	}
	// a period word that is a quantity of another ("半月") or has no length
	reQuantityWord, quantityWords = regexp.MustCompile(wordAlt("unit_quantity_word", false)), wordMap("unit_quantity_word")
)

// reTermCondition (BL0080): a rental length a price is conditioned on
// (words/periods.tsv term_condition_lead: 不满三个月, 满3个月后, 超过30天) is
// no period of the price beside it.
var (
	reTermCondition = regexp.MustCompile(wordAlternation("term_condition_lead", "below", "at_least") + `\s*` + termLength + `(?:后|以上|及以上)?`)
	reTermBelow     = regexp.MustCompile(wordAlternation("term_condition_lead", "below") + `\s*(` + termLength + `)`)
	termLength      = quantityNumber + `\s*(?:个)?\s*(?:个月|月|年|天|日|周|星期)`
	// termConditionRunes: the first letters of the term_condition_lead
	// words, a cheap test before reTermCondition
	termConditionRunes = func() string {
		var b strings.Builder
		for _, r := range wordRows("term_condition_lead") {
			if c, _ := utf8.DecodeRuneInString(r[0]); !strings.ContainsRune(b.String(), c) {
				b.WriteRune(c)
			}
		}
		return b.String()
	}()
)

// reBlockUnit (BL0032): a unit cell that is a billing block alone, a count
// and a period and nothing else ("15分钟", "4小时", "12 hours"): under a
// column of units (计费单元) it is the length the price buys, as "/15分钟"
// would be (the price is divided by the block). Weeks and months are rental
// terms, no blocks ("3个月": parseMode, tierTerm).
var reBlockUnit = regexp.MustCompile(`^\s*` + quantityNumber + `\s*(?:个)?\s*(?:分钟|小时|钟头|天|日|minutes?|mins?|hours?|hrs?|days?)\s*$`)

// quantityRead is the quantity a unit phrase prices; refused for a period
// of unstated length or two quantities that disagree.
type quantityRead struct {
	period, basis string
	count         float64
	words, rule   string
	refused       bool
	term          *Term  // a plan period restated in its length ("季(90天)"): its minimum
	termRule      string // the rule that made term, "" for term.unit_quantity
}

// quantityOf reads the unit quantity a phrase states; ok false for none.
func quantityOf(low string) (quantityRead, bool) {
	if !strings.ContainsAny(low, "0123456789半双两隔百千万工旬班段一二三四五六七八九十") &&
		!strings.Contains(low, "half") && !strings.Contains(low, "fortnight") && !strings.Contains(low, "bi") &&
		!strings.Contains(low, "day") && !strings.Contains(low, "shift") {
		return quantityRead{}, false // most unit phrases: "元/卡/时"
	}
	q := remember(&quantityMemo, low, func(s string) quantityRead { q, _ := quantityOfUncached(s); return q })
	return q, q.words != ""
}

var quantityMemo memo[string, quantityRead]

func quantityOfUncached(low string) (quantityRead, bool) {
	var got []quantityRead
	var refusal *quantityRead
	add := func(q quantityRead) {
		for _, g := range got {
			if g.period == q.period && g.count == q.count {
				return // "/两周" is both N weeks and a fortnight
			}
		}
		got = append(got, q)
	}
	for _, row := range unitQuantities {
		loc := row.re.FindStringSubmatchIndex(low)
		if loc == nil {
			continue
		}
		written := periodNamed(low[:loc[0]])
		if (row.period == "year" || row.period == "quarter") && written != "" {
			continue // "元/台/月/3年", "元/卡/时/2年": the term of a monthly or hourly price, not its period
		}
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = low[loc[2*i]:loc[2*i+1]]
			}
		}
		q := quantityRead{period: row.period, basis: row.basis, words: strings.TrimSpace(m[0]), rule: row.rule}
		n, ok := quantityCount(m[row.re.SubexpIndex("n")])
		if bare := low[:loc[2*row.re.SubexpIndex("n")]]; ok && !strings.ContainsAny(bare, "0123456789") {
			// a period written bare before the count, the bracket's own word included ("月(")
			if w := periodNamed(bare); w != "" && n*periodHours(row.period) > 1.1*periodHours(w) {
				continue // "元/台/月(6个月)", "元/台/周(1个月)": a term after the period written, never the price's period
			}
		}
		if row.period == "year" && ok && n > maxUnitYears {
			continue
		}
		if q.count = n; !ok {
			q.refused = true
			return q, true
		}
		if rePlanRestated.MatchString(m[0]) && (q.period == "day" || q.period == "month" || q.period == "week") {
			q.term = &Term{Value: n, Unit: q.period}
		} else if termLongQuantity(q.period, n) {
			q.term, q.termRule = termOfCount(q.period, n), "term.unit_term" // "元/卡/365天", "/12个月": a whole term's price
		}
		add(q)
	}
	for _, w := range reQuantityWord.FindAllString(low, -1) {
		v := strings.Fields(quantityWords[strings.Join(strings.Fields(w), " ")])
		q := quantityRead{words: w, rule: "unit_quantity_word " + w}
		if len(v) != 2 {
			if q.refused = true; refusal == nil {
				refusal = &q
			}
			continue
		}
		q.period = v[0]
		q.count, _ = strconv.ParseFloat(v[1], 64)
		add(q)
	}
	switch {
	case len(got) == 1:
		return got[0], true // "工作日(8小时)": the hours it states
	case len(got) > 1:
		got[0].refused = true // "/10小时/90天": which one is the price's?
		got[0].words = got[0].words + " " + got[1].words
		return got[0], true
	case refusal != nil:
		return *refusal, true
	}
	return quantityRead{}, false
}

// periodNamed: the period s names first, as parseUnitQtyWhole reads it
// (unit_period_zh, unit_period_en); "" for none.
func periodNamed(s string) string {
	at, period := len(s)+1, ""
	for _, loc := range reUnitWord.FindAllStringIndex(s, -1) {
		if p := periodWordsEN[s[loc[0]:loc[1]]]; p != "" && loc[0] < at {
			at, period = loc[0], p
		}
	}
	for _, pw := range wordRows("unit_period_zh") {
		if i := strings.Index(s, pw[0]); i >= 0 && (i < at || pw[1] == "halfyear" && i == at) {
			at, period = i, pw[1]
		}
	}
	return period
}

// termLongQuantity (OD0001): a unit that prices a count of days, weeks,
// months or years as long as a quarter or longer ("元/卡/90天", "元/卡/365天",
// "元/台/12个月", "元/卡/2年") is the price of a whole rental term of that length, as a
// 包季 or 包年 price is (contractPeriods): the count is also the least term.
// A shorter count ("/7天", "/半月", "/24小时") is a period and no term.
func termLongQuantity(period string, n float64) bool {
	switch period {
	case "day", "week", "month", "quarter", "year":
		return n > 1 && n*periodHours(period) >= periodHours("quarter") // one quarter or year is contractPeriods' own
	}
	return false
}

// termOfCount is n of a period as a term: a quarter counts in months.
func termOfCount(period string, n float64) *Term {
	if period == "quarter" {
		return &Term{Value: 3 * n, Unit: TermMonth}
	}
	return &Term{Value: n, Unit: period}
}

// termInUnit (MT0001, MT0002) is a rental term a unit phrase states beside
// its unit, nil for none: the words the price cell's own term reader knows
// ("元/台/月（3个月起租）", termInPriceCell), or a count longer than the period
// written, after it in brackets, a slash or a times sign ("元/台/月(6个月)",
// "元/台/月*3个月", "/月 x 12个月", "元/卡/时/2年"): a price per that period on a
// contract that long (quantityOf leaves such a count out: it is no
// quantity of the price). A count no longer than the period restates it
// ("月(30天)") and states no term.
func termInUnit(low string) (*Term, string) {
	if !strings.ContainsAny(low, "0123456789一二三四五六七八九十两半") {
		return nil, ""
	}
	if t, words := termTierTerm(low); t != nil {
		return t, words // "租赁期 3个月" over a tier's prices (term_tier_lead, JM0001-JM0006)
	}
	if _, t, words := termInPriceCell(low); t != nil {
		return t, words // MT0001
	}
	for _, m := range reTermAfterPeriod.FindAllStringSubmatch(low, -1) {
		written, counted := periodNamed(m[reTermAfterPeriod.SubexpIndex("p")]), periodNamed(m[reTermAfterPeriod.SubexpIndex("u")])
		n, ok := quantityCount(m[reTermAfterPeriod.SubexpIndex("n")])
		if !ok || written == "" || counted == "" || counted == "hour" || n*periodHours(counted) <= 1.1*periodHours(written) {
			continue
		}
		if counted == "year" && n > maxUnitYears {
			continue // "/月(2026年)": a date
		}
		return termOfCount(counted, n), strings.TrimSpace(m[0]) // MT0002
	}
	return nil, ""
}

// reTermAfterPeriod (MT0002): a period word, then a bracket, slash or times
// sign, then a count of a longer period.
var reTermAfterPeriod = regexp.MustCompile(`(?P<p>个月|月|周|星期|天|日|小时|时|季度|季|年|\b(?:months?|mo|weeks?|wk|days?|hours?|hr|h|quarters?|years?|yr))\s*(?:[(\[【]|[/*×x])\s*(?:签约|合同|租期|租满|签)?\s*` + quantityNumber + `\s*(?:个)?\s*(?P<u>个月|月|年|周|星期|天|日|季度|季|months?|mos?|years?|weeks?|days?|quarters?)(?:[^a-z]|$)`)

// maxUnitYears: the most years a unit prices ("/5年"); more is a date.
const maxUnitYears = 10

func quantityCount(s string) (float64, bool) {
	if n, ok := cnNumber(s); ok && n > 0 {
		return n, true // 百, 一千, 两
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	return v, err == nil && v > 0 && v <= 1e6
}

// qtyKey tells two quantities apart: "" for one period.
func qtyKey(q *quantityRead) string {
	if q == nil || !q.refused && q.count == 1 {
		return ""
	}
	if q.refused {
		return "?" + q.words
	}
	return q.period + "x" + strconv.FormatFloat(q.count, 'g', -1, 64)
}

// qtyWords names a period with its quantity for a message.
func qtyWords(q *quantityRead, period string) any {
	if q == nil {
		return periodWord(period)
	}
	return q.words
}

var reBracketed = regexp.MustCompile(`[(（]([^()（）]{2,40})[)）]`)

// bracketUnitPhrase is a whole unit phrase in brackets on a title or note
// line ("报价（美元/卡/时）"): it speaks for the sheet's prices. A phrase
// with no currency speaks too where it is a per-phrase naming both what
// and how long ("按需（每卡每小时）", "(per GPU per hour)"): the title of a
// table above it, as Apple Numbers writes each table's name over it, and
// the currency is the cells' own (¥5.20) [rule SW0002].
func bracketUnitPhrase(line string) string {
	n := narrow(line)
	for _, loc := range reBracketed.FindAllStringSubmatchIndex(n, -1) {
		m := []string{n[loc[0]:loc[1]], n[loc[2]:loc[3]]}
		if reEquivWords.MatchString(lastWords(n[:loc[0]], 4)) {
			continue // "折合（元/卡·时）": the unit of a figure worked out from the prices, not theirs (stop 51 set134/08)
		}
		h := parseHint(m[1])
		if h.period != "" && h.basis != "" && h.qty == nil && (h.currency != "" || perPhrase(m[1]) && onlyUnitWords(m[1])) {
			return m[1]
		}
	}
	return ""
}

// lastWords is the last n runes of s.
func lastWords(s string, n int) string {
	r := []rune(s)
	return string(r[max(0, len(r)-n):])
}

// perPhrase: a unit phrase that opens with a per word (每卡每小时, per GPU
// per hour, /卡/时), words/units.tsv per_lead; a Latin per word is a whole
// word ("percent" opens with none).
func perPhrase(p string) bool {
	p = strings.ToLower(strings.TrimSpace(p))
	return slices.ContainsFunc(wordsInOrder("per_lead"), func(w string) bool {
		if !strings.HasPrefix(p, w) {
			return false
		}
		r, _ := utf8.DecodeRuneInString(p[len(w):])
		last, _ := utf8.DecodeLastRuneInString(w)
		return !unicode.Is(unicode.Latin, last) || !unicode.Is(unicode.Latin, r)
	})
}

// perWordIn: phrase p opens with a per word (words/units.tsv per_lead), or
// holds one of value any anywhere ("USD per GPU-hour", "元/卡/时"); a Latin
// one as a whole word.
func perWordIn(p string) bool {
	if perPhrase(p) {
		return true
	}
	p = strings.ToLower(p)
	for w, v := range wordMap("per_lead") {
		if v != "any" {
			continue
		}
		for i := 0; ; {
			j := strings.Index(p[i:], w)
			if j < 0 {
				break
			}
			at := i + j
			before, _ := utf8.DecodeLastRuneInString(p[:at])
			after, _ := utf8.DecodeRuneInString(p[at+len(w):])
			first, _ := utf8.DecodeRuneInString(w)
			last, _ := utf8.DecodeLastRuneInString(w)
			if !(unicode.Is(unicode.Latin, first) && unicode.Is(unicode.Latin, before)) && !(unicode.Is(unicode.Latin, last) && unicode.Is(unicode.Latin, after)) {
				return true
			}
			i = at + len(w)
		}
	}
	return false
}

// unitPhraseTables are the tables of the words a currency-less per-phrase
// may hold: the per words, what a price is counted per and how long.
var unitPhraseTables = []string{"per_lead", "unit_gpu_en", "unit_gpu_zh", "unit_gpu_piece", "unit_node_en",
	"unit_node_zh", "unit_node_whole", "unit_period_en", "unit_period_zh"}

// onlyUnitWords: phrase p holds no digit and no word beyond the per, basis
// and period words (每卡每小时, per GPU-hour); "每台每月最多停机2小时" and
// "每卡每月10小时免费" are terms of service, never the sheet's unit (SW0002).
func onlyUnitWords(p string) bool {
	p = strings.ToLower(narrow(p))
	if strings.ContainsAny(p, "0123456789") {
		return false
	}
	var words []string
	for _, t := range unitPhraseTables {
		words = append(words, wordsInOrder(t)...)
	}
	slices.SortFunc(words, func(a, b string) int { return len(b) - len(a) })
	latin := map[string]bool{}
	for _, w := range words {
		for _, f := range strings.FieldsFunc(w, func(r rune) bool { return !unicode.Is(unicode.Latin, r) }) {
			latin[f] = true
		}
	}
	for p != "" {
		r, n := utf8.DecodeRuneInString(p)
		switch {
		case unicode.Is(unicode.Latin, r):
			end := strings.IndexFunc(p, func(r rune) bool { return !unicode.Is(unicode.Latin, r) })
			if end < 0 {
				end = len(p)
			}
			if !latin[p[:end]] {
				return false
			}
			p = p[end:]
		case unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r):
			p = p[n:]
		default:
			i := slices.IndexFunc(words, func(w string) bool { return strings.HasPrefix(p, w) })
			if i < 0 {
				return false
			}
			p = p[len(words[i]):]
		}
	}
	return true
}

// tierSubWithUnit reads a tier sub-header with its own unit ("包月 元/台/月"
// under "价格"); the group's hint fills what it leaves unsaid.
func tierSubWithUnit(sub string, group unitHint) (billingMode, unitHint, bool) {
	pre := headerPrefixMode(sub)
	m, ok := parseMode(pre)
	if !ok {
		return billingMode{}, unitHint{}, false
	}
	rest := strings.TrimSpace(strings.TrimPrefix(narrow(sub), strings.TrimSpace(pre)))
	rest = strings.TrimLeft(rest, " /:：|\n\r\t")
	if rest == "" {
		return billingMode{}, unitHint{}, false
	}
	h := priceHeaderHint(rest, "")
	if h.period == "" && h.basis == "" && h.currency == "" {
		return billingMode{}, unitHint{}, false
	}
	h.inherit(group)
	m.label = strings.TrimSpace(pre)
	return m, h, true
}

// tierOwnHint: a tier sub-header with a whole unit in brackets ("包月(元/台/月)")
// prices its column in it; else the group's hint stands.
func tierOwnHint(sub string, group unitHint) unitHint {
	hb := headerHint(sub)
	if hb == "" {
		return group
	}
	if _, err := ParseTerm(hb); err == nil {
		return group // "包年(12个月)": a term, not a unit
	}
	h := parseHint(hb)
	if h.basis != "" && h.period == "" && group.basis == "" {
		if m, ok := parseMode(sub); ok && m.period != "" {
			h.period = m.period // "月租金（万元/台）" under 价格: the plan's period, the bracket's basis (stop 50 set124/04)
		}
	}
	if h.basis == "" || h.period == "" {
		return group
	}
	h.inherit(group)
	return h
}

func (h *unitHint) inherit(group unitHint) {
	h.currency = orDefault(h.currency, group.currency)
	if h.tax == nil {
		h.tax = group.tax
	}
	if h.gpus == nil {
		h.gpus = group.gpus
	}
}

// A header or note may name a week or a month as the time a price holds
// for, not the period it is billed by: "本周价" is this week's price,
// "上周价" last week's (a weekly stock report), "last week" beside "this
// week". Such a phrase (words/timeref.tsv) is left out before a unit is
// read from the text, so "本周价" names no period and the price takes
// the unit the sheet states ("价格单位：元/卡/小时").

var timeRefWords = wordsInOrder("time_reference")

// reCalendarYear: a calendar year (2026年, 2027年度), never a count of years.
var reCalendarYear = regexp.MustCompile(`(^|[^\d.])(?:19|20)\d{2}\s*年度?`)

// withoutTimeRefs is low (already norm'ed) without its time references.
func withoutTimeRefs(low string) string {
	if strings.Contains(low, "年") {
		low = reCalendarYear.ReplaceAllString(low, "$1 ") // "2026年续约单价": the year the price holds for, no yearly billing
	}
	for _, w := range timeRefWords {
		if strings.Contains(low, w) {
			low = strings.ReplaceAll(low, w, " ")
		}
	}
	return low
}

// reServiceKind: words naming the kind of service rented, holding a basis
// word (words/units.tsv unit_service_kind: 裸机, 裸金属).
var reServiceKind = wordRe("unit_service_kind")

// serviceKindLeads: the first runes of the unit_service_kind words.
var serviceKindLeads = func() string {
	var b strings.Builder
	for _, r := range wordRows("unit_service_kind") {
		if w := norm(r[0]); w != "" {
			ru, _ := utf8.DecodeRuneInString(w)
			b.WriteRune(ru)
		}
	}
	return b.String()
}()

// dropServiceKind blanks each service-kind word of low not after a per
// ("裸机价" is bare metal's price; "元/裸机/月" is per machine).
func dropServiceKind(low string) string {
	if !strings.ContainsAny(low, serviceKindLeads) {
		return low // no service word's first rune (裸): no regexp on every unit phrase
	}
	locs := reServiceKind.FindAllStringIndex(low, -1)
	for i := len(locs) - 1; i >= 0; i-- {
		l := locs[i]
		if perBefore(strings.TrimRight(low[:l[0]], " ")) {
			continue
		}
		low = low[:l[0]] + " " + low[l[1]:]
	}
	return low
}
