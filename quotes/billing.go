package quotes

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// billingMode is a billing plan as vendors name it: 按量 (pay as you go,
// by the hour), 包天/包周/包月/包季/包年 (a prepaid day ... year), or a
// tier column's term ("三个月", "12 months"). period is the price period
// it implies when nothing more specific says one; term is the commitment
// it carries (nil for pay as you go or a bare period word).
type billingMode struct {
	period string
	term   *Term
	label  string // the vendor's words
}

var (
	// the plan words in search order (words/plans.tsv), each with the period it implies
	planWords = wordRows("plan_word")
	// planSignedWords: 年签, a line's contract, never a column's mode read from the whole cell
	planSignedWords = wordSet("plan_signed")
	// bare period words (按天, 按月) set the period and leave the term unstated
	barePeriodWords = wordSet("bare_period_word")
	barePeriod      = wordMap("bare_period")
	modeSuffix      = regexp.MustCompile(wordAlt("plan_suffix", false) + `$`)
	settleSuffix    = regexp.MustCompile(wordAlt("settle_suffix", false) + `$`)
	reTierTerm      = regexp.MustCompile(`^(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*-?\s*个?\s*` + wordAlt("tier_unit", false) + wordAlternation("tier_suffix", "yes") + `?$`)
)

// parseMode reads a cell or header that is only a billing plan: "包月",
// "按量(元/卡时)" (the unit part is left to parseHint), "三个月", "1-year";
// each text is read once (modeMemo).
func parseMode(s string) (billingMode, bool) {
	if len(s) > 64 {
		return parseModeUncached(s)
	}
	r := remember(&modeMemo, s, func(s string) modeResult { m, ok := parseModeUncached(s); return modeResult{m, ok} })
	r.m.term = clonePtr(r.m.term)
	return r.m, r.ok
}

var modeMemo memo[string, modeResult]

type modeResult struct {
	m  billingMode
	ok bool
}

// periodAverages: words/periods.tsv period_average, each row the word and
// the period it averages over, in the table's order.
var periodAverages = wordRows("period_average")

func parseModeUncached(s string) (billingMode, bool) {
	raw := strings.TrimSpace(s)
	low := compact(norm(reHint.ReplaceAllString(narrow(s), "")))
	low = strings.TrimRight(low, ":：")
	if low == "" {
		return billingMode{}, false
	}
	for i := 0; i < 2; i++ {
		for _, pw := range planWords {
			if low == pw[0] && !planSignedWords[pw[0]] {
				bm := billingMode{period: pw[1], term: periodTerm(pw[1]), label: raw}
				if barePeriodWords[pw[0]] {
					bm.term = nil
				}
				if bm.term != nil {
					if t := bracketTerm(s); t != nil {
						bm.term = t // "年付（12个月）": the brackets say the term
					} else if _, t, _ := termInPriceCell(compact(norm(headerHint(s)))); t != nil && t.Value > 0 {
						bm.term = t // "年付（签12个月）": a term the brackets sign for (stop 54 set148/01)
					}
				}
				return bm, true
			}
		}
		low = modeSuffix.ReplaceAllString(low, "")
	}
	for _, r := range periodAverages { // "年付月均": the yearly plan's term, a month's share of its price (PA0001)
		if head, ok := strings.CutSuffix(low, r[0]); ok && head != "" {
			if m, ok := parseModeUncached(head); ok && m.term != nil {
				return billingMode{period: r[1], term: m.term, label: raw}, true
			}
		}
	}
	if p, ok := barePeriod[low]; ok { // "月", "小时" alone in a billing column
		return billingMode{period: p, label: raw}, true
	}
	if t := tierTerm(low); t != nil {
		return billingMode{term: t, label: raw}, true
	}
	if head := settleSuffix.ReplaceAllString(low, ""); head != low && head != "" {
		// "包月结算": the bill settled by the plan's period commits to its term,
		// and says nothing of the unit the price beside it is quoted in (a
		// cycle alone, "月结", is the period only where nothing else gives
		// one: periodPolicy period.settle_cycle)
		if m, ok := parseModeUncached(head); ok && m.term != nil {
			return billingMode{term: m.term, label: raw}, true
		}
	}
	if head, tail, ok := strings.Cut(strings.NewReplacer("，", ",", "；", ",", ";", ",").Replace(raw), ","); ok {
		// "月付，3个月起租": the plan, and its minimum term in a clause of its own
		if m, ok := parseModeUncached(head); ok && (m.period != "" || m.term != nil) && containsAny(strings.ToLower(tail), specTermLeads) {
			if t, err := ParseTerm(strings.TrimSpace(tail)); err == nil && t.Value > 0 {
				m.term, m.label = &t, raw
				return m, true
			}
		}
	}
	if m, ok := payTermPlan(low, raw); ok {
		// "包年价·一次性付清", "后付·包月": the plan, and how its price is paid (payterms.go)
		return m, true
	}
	if cjk, latin, ok := splitBilingual(raw); ok {
		// "1 year 一年": one plan named in two languages (halves naming two say nothing)
		a, okA := parseModeUncached(cjk)
		b, okB := parseModeUncached(latin)
		if okA && okB && (a.period == b.period || a.period == "" || b.period == "") && sameTerm(a.term, b.term) {
			if a.period == "" {
				a.period = b.period // "一年" names no period, "1 year" does
			}
			a.label = raw
			return a, true
		}
		if t, ok := bilingualTierTerm(cjk, latin); ok {
			return billingMode{term: &t, label: raw}, true // TW0022: "1W 一周", "1Q 一季", "6M 半年"
		}
	}
	return billingMode{}, false
}

// headerMode reads a header that is only a billing plan, or a commitment
// with its term in brackets ("Reserved (1 yr)", "合约（12个月）"): a header's
// brackets are its own, where a cell's "reserved 1-yr" is read by
// commitTermCell as the row's term (resolve_period.go).
func headerMode(h string) (billingMode, bool) {
	h = withoutFootMark(h) // PN0102: "包月价**" is the plan 包月 its footnote keys
	if m, ok := parseMode(h); ok {
		return m, true
	}
	bare := norm(reHint.ReplaceAllString(narrow(h), ""))
	if t := bracketTerm(h); t != nil && slices.Contains(commitWords, strings.TrimSpace(bare)) {
		return billingMode{term: t, label: strings.TrimSpace(h)}, true
	}
	if m, ok := lastWordMode(h); ok {
		return m, true
	}
	return planCodeHeader(h) // PN0001-PN0009: "OD", "RI-3M", "1Y"
}

// lastWordMode is the plan of a header whose last word, apart from the
// words before it and with its own bracket, is a plan ("我司租赁 包年(元/卡·时)",
// a group header joined to its sub-header in one cell: stop 54 set148/03).
// The words before it (who rents, 我司租赁) name no plan of their own.
func lastWordMode(h string) (billingMode, bool) {
	s := strings.TrimSpace(narrow(h))
	cut := len(s)
	if i := strings.IndexAny(s, "(（[【"); i > 0 {
		cut = i
	}
	head := strings.TrimSpace(s[:cut])
	sp := strings.LastIndexAny(head, " \t\u3000")
	if sp < 0 {
		return billingMode{}, false
	}
	if _, ok := parseMode(head[:sp]); ok || reDiscountWord.MatchString(norm(head[:sp])) {
		return billingMode{}, false // "包月 包年": two plans, none; "折扣 包月": the plan's discount, no price
	}
	last := strings.TrimSpace(head[sp:]) + s[cut:]
	if !hasCJK(last) {
		return billingMode{}, false // "Pay as you go", a bilingual header: splitBilingual's
	}
	return parseMode(last)
}

// splitBilingual splits a header written in Chinese and another script
// ("按需 Pay-as-you-go") into its two runs of words; "1年 or 2年" is no such header.
func splitBilingual(s string) (cjk, latin string, ok bool) {
	words := strings.Fields(s)
	if len(words) < 2 {
		return "", "", false
	}
	runs := 1
	for i := 1; i < len(words); i++ {
		if hasCJK(words[i]) != hasCJK(words[i-1]) {
			runs++
		}
	}
	if runs != 2 {
		return "", "", false
	}
	var c, l []string
	for _, w := range words {
		if hasCJK(w) {
			c = append(c, w)
		} else {
			l = append(l, w)
		}
	}
	return strings.Join(c, " "), strings.Join(l, " "), true
}

func sameTerm(a, b *Term) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Hours(DefaultHoursPerMonth) == b.Hours(DefaultHoursPerMonth)
}

// findMode looks for a billing-plan word inside a longer text ("包月，约合…",
// "整台年付"), for the notes and the words around a price.
func findMode(s string) (billingMode, bool) {
	m, _, ok := findModeWord(s)
	return m, ok
}

// paymentWord: a plan word that says how often the bill is paid (月付, 年付)
// rather than a plan (包月, 包年): findModeWord takes one only where no plan
// word is, and a pay term of instalments beside one is no plan paid in parts
// (payterms.go planPaidInParts). The one place this is decided.
func paymentWord(w string) bool { return strings.Contains(w, "付") }

// findModeWord is findMode with the word found. A payment word (月付)
// counts only where no plan word is: "包年，月付" is a yearly plan.
func findModeWord(s string) (billingMode, string, bool) {
	if !hasCJK(s) {
		return billingMode{}, "", false // the words looked for are Chinese
	}
	low := compact(norm(s))
	for pass := 0; pass < 2; pass++ {
		for _, pw := range planWords {
			w := pw[0]
			if isASCII(w) {
				continue // English words only as the whole cell
			}
			if barePeriodWords[w] || paymentWord(w) != (pass == 1) || !strings.Contains(low, w) || countedPeriod(low, w) {
				continue
			}
			return billingMode{period: pw[1], term: periodTerm(pw[1]), label: w}, w, true
		}
	}
	return billingMode{}, "", false
}

// bracketTerm is a term stated in a plan's brackets ("年付（12个月）",
// "包季(90天)"), nil for none.
func bracketTerm(s string) *Term { return tierTerm(compact(norm(headerHint(s)))) }

// tierTerm is the length a tier names ("三个月", "12 months", "1年期"), nil for none.
func tierTerm(s string) *Term {
	if monthStartIn(narrow(s)) { // "6月起单价": the month the price applies from, no 6-month tier (monthStarts)
		return nil
	}
	if m := reTierTerm.FindStringSubmatch(s); m != nil {
		if t, err := ParseTerm(m[1] + m[2]); err == nil && t.Value > 0 {
			return &t
		}
	}
	return nil
}

// rePeriodSentence, rePeriodAdjective: a line that gives the period of every
// price ("All prices in USD per hour", "Hourly rates in USD").
var rePeriodSentence = regexp.MustCompile(`(?i)\b(?:all\s+)?(?:prices?|rates?|figures|amounts?)\s+(?:are\s+)?(?:shown\s+|quoted\s+|given\s+|listed\s+)?(?:in\s+)?((?:usd|cny|rmb|eur|us\$|\$|¥)?\s*per\s+(?:hour|hr|day|week|month))\b`)

var rePeriodAdjective = regexp.MustCompile(`(?i)\b(?:(?:all\s+)?(?:prices?|rates?)\s+(?:are\s+)?(?:shown\s+|quoted\s+|billed\s+|charged\s+)?(hourly|daily|weekly|monthly)\b|(hourly|daily|weekly|monthly)\s+(?:prices?|rates?)\s+(?:are\s+)?(?:in|shown|quoted|listed)\b)`)

var adjectivePeriod = wordMap("period_adjective")

// periodSentence is the period phrase of such a line, "" for none.
func periodSentence(line string) string {
	if m := rePeriodSentence.FindStringSubmatch(line); m != nil {
		return m[1]
	}
	if m := rePeriodAdjective.FindStringSubmatch(line); m != nil {
		return adjectivePeriod[strings.ToLower(m[1]+m[2])]
	}
	return ""
}

// reLatinTerm: a commitment written as a length ("1-year", "12 months"), not a plan word (Yearly).
var reLatinTerm = regexp.MustCompile(`(?i)^\s*\d+(?:\.\d+)?\s*[- ]?\s*(?:years?|yrs?|months?|mos?|weeks?|wks?|days?)\s*(?:term|commit(?:ment)?|reserved|contract)?\s*$`)

// commitmentOnly: a length under a commitment header ("Commitment" over
// "1-year") is the offer's term, not its rate's period (else a 1-year hourly
// rate would be divided by 8,760).
func commitmentOnly(m billingMode, c cell) billingMode {
	if m.term != nil && m.period != "" && m.period != "hour" && containsWord(norm(c.header), "commit_header") && reLatinTerm.MatchString(c.text) {
		m.period = ""
	}
	return m
}

// countedPeriod: every w in low that starts with a period (年签, 年付) follows
// a count of periods ("三年签", "2年付"): so many periods, not the one.
func countedPeriod(low, w string) bool {
	if first, _ := utf8.DecodeRuneInString(w); !strings.ContainsRune("年月季周", first) {
		return false
	}
	for rest := low; ; {
		i := strings.Index(rest, w)
		if i < 0 {
			return true
		}
		r, _ := utf8.DecodeLastRuneInString(rest[:i])
		if i == 0 || !strings.ContainsRune("0123456789一二两三四五六七八九十几多", r) {
			return false
		}
		rest = rest[i+len(w):]
	}
}
