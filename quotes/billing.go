package quotes

import (
	"regexp"
	"strings"
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

var modeWords = []struct {
	words  []string
	period string
	term   *Term
}{
	{[]string{"按量", "按量付费", "按量计费", "按需", "按需计费", "按需付费", "按小时", "按时", "时租", "小时租", "弹性",
		"ondemand", "on-demand", "payasyougo", "pay-as-you-go", "payg", "hourly", "perhour"}, "hour", nil},
	{[]string{"包天", "包日", "日租", "天租", "按天", "按日", "daily", "perday"}, "day", &Term{1, TermDay}},
	{[]string{"包周", "周租", "按周", "weekly", "perweek"}, "week", &Term{1, TermWeek}},
	{[]string{"包月", "月租", "按月", "月付", "monthly", "permonth"}, "month", &Term{1, TermMonth}},
	{[]string{"包季", "季租", "按季", "季付", "包季度", "按季度", "quarterly", "perquarter"}, "quarter", &Term{3, TermMonth}},
	{[]string{"包半年", "半年付", "半年租", "semiannual", "semi-annual", "halfyearly"}, "halfyear", &Term{6, TermMonth}},
	{[]string{"包年", "年租", "按年", "年付", "yearly", "annual", "annually", "peryear", "1year", "1-year", "1yr", "1-yr"}, "year", &Term{1, TermYear}},
}

// bare period words (按天, 按月) name how the price is counted, not a
// commitment: they set the period and leave the term unstated.
var barePeriodWords = wordSet("bare_period_word")

var barePeriod = wordMap("bare_period")

var (
	modeSuffix = regexp.MustCompile(`(?:价格?|单价|报价|租金|付费|计费|预付|套餐|方案|租用|租赁|价格\(元\)|\(预付\)|plan|rate|price|pricing)$`)
	reTierTerm = regexp.MustCompile(`^(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*-?\s*个?\s*(月|年|周|天|日|months?|mos?|years?|yrs?|weeks?|wks?|days?)(?:期|合同|合约|租期|承诺|commit(?:ment)?|term|reserved|起)?$`)
)

// parseMode reads a cell or header that is only a billing plan: "包月",
// "按量(元/卡时)" (the unit part is left to parseHint), "三个月", "1-year".
func parseMode(s string) (billingMode, bool) {
	if len(s) > 64 {
		return parseModeUncached(s)
	}
	if r, ok := modeMemo.get(s); ok {
		if r.m.term != nil {
			r.m.term = ptr(*r.m.term)
		}
		return r.m, r.ok
	}
	m, ok := parseModeUncached(s)
	modeMemo.put(s, modeResult{m, ok})
	return m, ok
}

// modeMemo: the same few plan words fill whole columns: read each once.
var modeMemo memo[string, modeResult]

type modeResult struct {
	m  billingMode
	ok bool
}

func parseModeUncached(s string) (billingMode, bool) {
	raw := strings.TrimSpace(s)
	low := compact(norm(reHint.ReplaceAllString(narrow(s), "")))
	low = strings.TrimRight(low, ":：")
	if low == "" {
		return billingMode{}, false
	}
	for i := 0; i < 2; i++ {
		for _, mw := range modeWords {
			for _, w := range mw.words {
				if low == w {
					bm := billingMode{period: mw.period, term: mw.term, label: raw}
					if barePeriodWords[w] {
						bm.term = nil
					}
					if bm.term != nil {
						bm.term = ptr(*bm.term)
						if t := bracketTerm(s); t != nil {
							// "年付（12个月）": the brackets say the term
							bm.term = t
						}
					}
					return bm, true
				}
			}
		}
		low = modeSuffix.ReplaceAllString(low, "")
	}
	if p, ok := barePeriod[low]; ok { // "月", "小时" alone in a billing column
		return billingMode{period: p, label: raw}, true
	}
	if m := reTierTerm.FindStringSubmatch(low); m != nil {
		if t, err := ParseTerm(m[1] + m[2]); err == nil && t.Value > 0 {
			return billingMode{term: &t, label: raw}, true
		}
	}
	if cjk, latin, ok := splitBilingual(raw); ok {
		// "1 year 一年", "On-demand 按量": one plan named in two languages;
		// halves that name two plans say nothing readable
		a, okA := parseModeUncached(cjk)
		b, okB := parseModeUncached(latin)
		if okA && okB && (a.period == b.period || a.period == "" || b.period == "") && sameTerm(a.term, b.term) {
			if a.period == "" {
				a.period = b.period // "一年" names no period, "1 year" does
			}
			a.label = raw
			return a, true
		}
	}
	return billingMode{}, false
}

// splitBilingual splits a header written once in Chinese and once in
// another script ("1 year 一年", "按需 Pay-as-you-go") at the spaces
// between its words: the words holding Chinese, and the others. ok only
// when each half is one run of words, so "1年 or 2年" is not split.
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

// findModeWord is findMode with the word found. A payment word (年付,
// 月付) counts only where no plan word (包年, 月租) is: "包年，月付" is a
// yearly plan paid monthly.
func findModeWord(s string) (billingMode, string, bool) {
	if !hasCJK(s) {
		return billingMode{}, "", false // the words looked for are Chinese
	}
	low := compact(norm(s))
	for pass := 0; pass < 2; pass++ {
		for _, mw := range modeWords {
			for _, w := range mw.words {
				if isASCII(w) {
					continue // English words only as the whole cell
				}
				if barePeriodWords[w] || strings.Contains(w, "付") != (pass == 1) || !strings.Contains(low, w) {
					continue
				}
				bm := billingMode{period: mw.period, label: w}
				if mw.term != nil {
					bm.term = ptr(*mw.term)
				}
				return bm, w, true
			}
		}
	}
	return billingMode{}, "", false
}

// bracketTerm is a term stated in a plan's brackets ("年付（12个月）",
// "包季(90天)"), nil for none.
func bracketTerm(s string) *Term {
	h := compact(norm(headerHint(s)))
	if h == "" {
		return nil
	}
	if m := reTierTerm.FindStringSubmatch(h); m != nil {
		if t, err := ParseTerm(m[1] + m[2]); err == nil && t.Value > 0 {
			return &t
		}
	}
	return nil
}
