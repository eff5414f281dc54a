package quotes

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// The trade's short forms of a term (issue 23 set98, terms): a count and one
// capital letter ("6M", "1Q"; words/periods.tsv term_abbrev_capital), a
// quarter counted by 季 ("至少包一季", "两季起"), a period word alone
// ("quarterly": a bare_period_word alone, as parseMode reads it). A lower-case "6m" is six minutes as
// before; "第1季" is a season's number, no term.

var (
	termAbbrevLetters = wordMap("term_abbrev_capital")
	// a count and a capital letter at the start of the cell, then nothing, a bracket or words of their own
	reTermAbbrev = regexp.MustCompile(`^(\d+(?:\.\d+)?)?\s*(` + strings.ToUpper(strings.Join(wordsInOrder("term_abbrev_capital"), "|")) + `)(?:$|[\s(（,，;；/])`)
	// TW0009: n quarters counted by 季 after a numeral, not after 第 (a season's number) nor before 度 (季度, read by reTermNum)
	reTermQuarters   = regexp.MustCompile(`(?:^|[^第\d.])(\d+|[一二两三四五六七八九十俩仨]+)\s*个?\s*季(?:$|[^度节])`)
	reQuarterPaid    = regexp.MustCompile(`^(?:一\s*)?(?:付|结)`) // after 季: paid or settled each quarter
	reTermAbbrevRest = regexp.MustCompile(`^[\s(（,，;；/]+|[\s)）]+$`)
	// a letter with no count is a term only where bracketed words follow it ("Q (quarterly)"; they must agree)
	reTermAbbrevBracket = regexp.MustCompile(`^\s*[(（]`)
)

// termAbbrevCaps: the letters of term_abbrev_capital in capitals, ASCII and full width ("Ｍ").
var termAbbrevCaps = func() string {
	var b strings.Builder
	for _, w := range wordsInOrder("term_abbrev_capital") {
		for _, r := range strings.ToUpper(w) {
			b.WriteRune(r)
			b.WriteRune(r + 0xFEE0)
		}
	}
	return b.String()
}()

// termAbbrevMaxCount: the most periods a count and a capital letter may
// state (120M, ten years); past it "500M" is a size or a speed.
const termAbbrevMaxCount = 120

// termAbbrev reads a term written as a count and a capital letter ("6M":
// six months, "1Q" and "Q (quarterly)": one quarter); ok false where s is
// not so written. Words after it that read as a term must agree ("6M 半年");
// where they do not, the cell is no term (err).
func termAbbrev(s string) (Term, bool, error) {
	if !strings.ContainsAny(s, termAbbrevCaps) {
		return Term{}, false, nil // no capital letter of the table: the cheap test before narrow and the regexp
	}
	raw := strings.TrimSpace(narrow(s))
	m := reTermAbbrev.FindStringSubmatchIndex(raw)
	if m == nil {
		return Term{}, false, nil
	}
	count := 1.0
	if m[2] >= 0 {
		v, err := parseNum(raw[m[2]:m[3]])
		if err != nil || !(v > 0) || v > termAbbrevMaxCount {
			return Term{}, false, nil // "500M": a size, no term
		}
		count = v
	} else if !reTermAbbrevBracket.MatchString(raw[m[5]:]) {
		return Term{}, false, nil // "M", "Q 2027": a letter alone is no term; "Q (quarterly)" is
	}
	p := termAbbrevLetters[strings.ToLower(raw[m[4]:m[5]])]
	pt := periodTerm(p)
	if pt == nil {
		return Term{}, false, nil
	}
	t := Term{Value: count * pt.Value, Unit: pt.Unit}
	rest := reTermAbbrevRest.ReplaceAllString(raw[m[5]:], "")
	if rest == "" {
		return t, true, nil
	}
	r, err := ParseTerm(rest)
	if err != nil {
		return Term{}, false, nil // "6M GPU" is no term written: read as before
	}
	if r.Hours(DefaultHoursPerMonth) != t.Hours(DefaultHoursPerMonth) {
		return Term{}, true, cellErr("import.err.term", s) // "6M 一年": two terms that disagree
	}
	return t, true, nil
}

// termQuarters reads n quarters counted by 季 ("包一季", "两季起"); ok false for none.
func termQuarters(low string) (Term, bool) {
	loc := reTermQuarters.FindStringSubmatchIndex(low)
	if loc == nil {
		return Term{}, false
	}
	n := low[loc[2]:loc[3]]                        // the count
	q := loc[3] + strings.Index(low[loc[3]:], "季") // "两个季": 季 after the count's 个
	after := strings.TrimSpace(low[q+len("季"):])
	if reQuarterPaid.MatchString(after) {
		return Term{}, false // "一季一付", "季付": how often it is paid, no term
	}
	if n == "四" && !strings.Contains(low[:loc[2]], "包") && !containsWord(low, "term_need_word") && !strings.HasPrefix(after, "起") {
		return Term{}, false // "四季": the four seasons, unless the cell says a term ("包四季", "四季起")
	}
	v, ok := cnNumber(n)
	if !ok {
		var err error
		if v, err = parseNum(n); err != nil {
			return Term{}, false
		}
	}
	if !(v > 0) || v > 40 {
		return Term{}, false
	}
	return Term{Value: 3 * v, Unit: TermMonth}, true
}

// termPeriodWord reads a cell that is one period word alone ("quarterly",
// "按季度": words/periods.tsv bare_period_word, its period as parseMode
// reads it, the one reading of a plan word); ok false for none.
func termPeriodWord(c string) (Term, bool) {
	if !barePeriodWords[c] {
		return Term{}, false
	}
	if m, ok := parseMode(c); ok {
		if pt := periodTerm(m.period); pt != nil {
			return *pt, true
		}
	}
	return Term{}, false
}

// bilingualTierTerm reads a term tier's header written twice, a count and a
// capital letter then the same term in words ("1W 一周", "1Q 一季", "6M 半年",
// "1Y 一年"; TW0022): the letter is a tier of words/periods.tsv tier_abbrev
// standing alone, and the words read as the same term whole. ok false where
// either half is more, or the two disagree ("1M 一年").
func bilingualTierTerm(cjk, latin string) (Term, bool) {
	m, rest, ok := tierAbbrevInHeader(strings.TrimSpace(latin))
	if !ok || rest != "" || m.term == nil {
		return Term{}, false
	}
	w, err := ParseTerm(cjk)
	if err != nil || !(w.Value > 0) || !reTermWordsWhole.MatchString(norm(cjk)) {
		return Term{}, false
	}
	if w.Hours(DefaultHoursPerMonth) != m.term.Hours(DefaultHoursPerMonth) {
		return Term{}, false
	}
	return *m.term, true
}

// reTermWordsWhole: a term in words and nothing else ("一周", "一个月", "一季", "半年", "一年", "12个月").
// Its words are the term readers' own: termPeriodAlt (季度), term_unit_zh, and 季 as termQuarters counts it.
var reTermWordsWhole = regexp.MustCompile(`^(?:\d+|[一二两三四五六七八九十半俩仨]+)\s*个?\s*(?:` + termPeriodAlt + `|` + strings.Trim(wordAlt("term_unit_zh", false), "()") + `|季)$`)

// reTermHyphenated: a count, a hyphen and a unit word, perhaps a word of
// words/periods.tsv term_after_word, and nothing else (TW0023).
var reTermHyphenated = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*-\s*([a-z]+)\.?(?:\s+` + wordAlt("term_after_word", false) + `)?\.?$`)

// termHyphenated reads a cell that is one term written with a hyphen ("6-mo
// min", "1-yr commit"); ok false for any other text.
func termHyphenated(low string) (Term, bool) {
	m := reTermHyphenated.FindStringSubmatch(strings.TrimSpace(low))
	if m == nil || termUnit(m[2]) == "" {
		return Term{}, false
	}
	v, err := parseNum(m[1])
	if err != nil || !(v > 0) || v > 1e4 {
		return Term{}, false
	}
	return Term{Value: v, Unit: termUnit(m[2])}, true
}

// reStartAfter: a word of words/notes.tsv min_term_after closing a clause ("起租", "起签", "起").
var reStartAfter = regexp.MustCompile(wordAlt("min_term_after", false) + `$`)

// planThenStart reads a clause that is a plan and a word saying the rental
// starts at it ("包季起租", "包月起签"; TW0032): the plan, its term one
// period where it states none; found false for any other clause.
func planThenStart(clause string) (billingMode, string, bool) {
	c := strings.TrimSpace(clause)
	n := norm(c)
	loc := reStartAfter.FindStringIndex(n)
	if loc == nil || loc[0] == 0 {
		return billingMode{}, "", false
	}
	m, ok := parseMode(strings.TrimSpace(n[:loc[0]]))
	if !ok || periodTerm(m.period) == nil && m.term == nil {
		return billingMode{}, "", false
	}
	if m.term == nil {
		m.term = periodTerm(m.period)
	}
	return m, c, true
}

// tierColumnUnread: a column no rule of the columns stage decided (rule
// "": a column held out on purpose, a time band's, is not one) whose header
// writes a term as a count ("半年 Half-yr", "6M", "3 mos"; a plan word alone,
// 包天, is no such count) and whose values are mostly positive numbers, in a
// table that has a price column: a term tier's prices no reading took
// (TW0033). Its cells are refused, never dropped with no report.
func tierColumnUnread(header, rule string, vals []string, reads colReads) bool {
	h := strings.TrimSpace(header)
	if rule != "" || h == "" || utf8.RuneCountInString(h) > 24 || !numbersMostly(vals) || !reads.has(fPrice) {
		return false
	}
	if _, _, band := timeBandIn(h); band {
		return false
	}
	t, err := ParseTerm(h)
	if err != nil || !tierTermSize(t) {
		return false // "24h", "100M", "2024年": an hour's, a size's or a year's column, no term tier
	}
	if m := reTermAbbrev.FindStringSubmatch(strings.TrimSpace(narrow(h))); m != nil {
		return m[1] != "" // "6M"; a letter with no count ("Q", "M") is no tier
	}
	m := reTermNum.FindStringSubmatch(norm(h))
	return m != nil && (termPeriodWords[m[2]] != "" || termUnit(m[2]) != "") && !(termUnit(m[2]) == TermYear && reHeaderYear.MatchString(m[1]))
}

// tierTermSize: a term a tier's header may state: a day or more, three years at most.
func tierTermSize(t Term) bool {
	switch t.Unit {
	case TermDay, TermWeek, TermMonth, TermYear:
		return t.Value > 0 && t.Hours(DefaultHoursPerMonth) <= 36*float64(DefaultHoursPerMonth)
	}
	return false
}

// reTermNeedEnd: a term closed by 起 ("三天起", "一年起"): the least it may be.
var reTermNeedEnd = regexp.MustCompile(`起\s*$`)

// termNeedValue: a cell that is a term the rental needs at least ("起码租俩月",
// "至少包一季", "一周起租", "三天起", "min. 2 wks"; words/periods.tsv
// term_need_word, or a term closed by 起), short, with no price in it; of a
// cell of clauses the first decides (TW0034).
func termNeedValue(v string) bool {
	if v == "" || utf8.RuneCountInString(v) > 16 {
		return false
	}
	low := norm(v)
	if !containsWord(low, "term_need_word") && !strings.Contains(low, "起") || strings.ContainsAny(low, "元¥$/") {
		return false // the cheap tests first: most short values name no term the rental needs
	}
	if first := strings.TrimSpace(reNoteSegment.Split(low, 2)[0]); first != low {
		return termNeedValue(first) // "包月，起租3个月": a plan first, its term after: the plan's cell
	}
	if !containsWord(low, "term_need_word") && !reTermNeedEnd.MatchString(low) {
		return false
	}
	if m, _, ok := planThenStart(low); ok && m.period != "" {
		return false // "包月起租": a plan the rental starts at, the plan's cell (TW0032), never the minimum term's
	}
	t, err := ParseTerm(v)
	return err == nil && t.Value > 0
}
