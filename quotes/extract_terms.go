package quotes

import (
	"cmp"
	"errors"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A term is a number of periods ("3个月", "按秒计费", "无"): a minimum, a
// commitment, a billing increment. Every reader of one ends in ParseTerm.

var (
	reTermNum     = regexp.MustCompile(`(\d+(?:\.\d+)?|[零一二两三四五六七八九十半俩仨]+)\s*个?\s*(` + termPeriodAlt + `|` + strings.Trim(wordAlt("term_unit_zh", false), "()") + `|[a-z]+)`) // "3 tháng": a listed word before a Latin-letter run
	reTermMode    = regexp.MustCompile(`(?:按|包)\s*(秒|分钟|小时|时|天|日|周|星期|月|年)|(秒|分钟|小时|天|日|周|月|年)级|per[\s\-_]*(second|minute|hour|day|week|month|year)|\b(hourly|daily|weekly|monthly|yearly|annually)\b|by\s+the\s+(second|minute|hour|day|week|month)`)
	termUnitZH    = wordMap("term_unit_zh")
	termUnitEN    = wordMap("term_unit_en")
	zeroTermWords = wordSet("zero_term_word")
)

// termPeriodWords: the words of words/periods.tsv bare_period naming a
// quarter, CJK and of two or more characters ("季度": "最短租一个季度"; the
// one character 季 after a figure is a season's or a quarter's number, "第1季",
// no term); a term of n of them is n times the quarter's periodTerm.
var termPeriodWords = func() map[string]string {
	m := map[string]string{}
	for _, r := range wordRows("bare_period") {
		if r[1] == "quarter" && r[0][0] >= 0x80 && utf8.RuneCountInString(r[0]) > 1 {
			m[r[0]] = r[1]
		}
	}
	return m
}()

// termPeriodAlt: termPeriodWords as an alternation, the longest first.
var termPeriodAlt = func() string {
	ws := slices.Collect(maps.Keys(termPeriodWords))
	slices.SortFunc(ws, func(a, b string) int { return cmp.Or(len(b)-len(a), strings.Compare(a, b)) })
	for i, w := range ws {
		ws[i] = regexp.QuoteMeta(w)
	}
	return strings.Join(ws, "|")
}()

// termUnit is the unit a term word names ("个月": month), "" for none. A
// period word that is several units (季度: 3 months) is no unit here:
// ParseTerm reads it through termPeriodWords.
func termUnit(w string) string { return orDefault(termUnitZH[w], termUnitEN[w]) }

// ParseTerm reads a span ("3个月", "按秒计费", "1 hour"); 无/none is a known
// zero; a bare number comes with Unit "" and errNoUnit.
func ParseTerm(s string) (Term, error) {
	low, err := statedText(s)
	if err != nil {
		return Term{}, err
	}
	if t, ok := dateSpanTerm(low); ok {
		return t, nil // "2027-01-01 至 2027-12-31": the span's days (LS0701)
	}
	if d := withoutDates(low); d != low && d != "" {
		low = d // "自2027年1月1日起12个月": the start date is no length
	}
	c := compact(low)
	if t, ok, err := isoDuration(c); ok {
		return t, err // MR0004: "P3M" is three months, "PT30M" thirty minutes, "P1Y6M" 18 months
	}
	if zeroTermWords[c] || zeroTermWords[strings.TrimRight(c, ".。")] {
		return Term{Value: 0, Unit: TermHour}, nil
	}
	if t, ok, err := termAbbrev(s); ok {
		return t, err // TW0001-TW0002: "6M" is six months, never six minutes; "Q (quarterly)" one quarter
	}
	if t, ok := termHyphenated(low); ok {
		return t, nil // TW0023: "6-mo min", "1-yr commit", "12-mo term": the whole cell one term
	}
	if t, ok := termPeriodWord(c); ok {
		return t, nil // "quarterly", "按季度" alone: one period of the plan word (bare_period_word, parseMode)
	}
	if m := reTermNum.FindStringSubmatch(low); m != nil && (termPeriodWords[m[2]] != "" || termUnit(m[2]) != "") {
		unit := termUnit(m[2])
		v, ok := cnNumber(m[1])
		if !ok {
			if v, err = parseNum(m[1]); err != nil {
				return Term{}, err
			}
		}
		if v < 0 || v > 1e6 {
			return Term{}, cellErr("import.err.term_range", s)
		}
		if p := termPeriodWords[m[2]]; p != "" {
			pt := periodTerm(p)
			return Term{Value: v * pt.Value, Unit: pt.Unit}, nil // "一个季度" is 3 months (bare_period 季度, periodTerms)
		}
		if unit == TermYear && v != math.Trunc(v) {
			return Term{Value: v * 12, Unit: TermMonth}, nil // 半年 is 6 months
		}
		return Term{Value: v, Unit: unit}, nil
	}
	if t, ok := termQuarters(low); ok {
		return t, nil // TW0009: "至少包一季" is one quarter
	}
	if m, _, ok := planThenStart(low); ok && m.term != nil && m.term.Value > 0 {
		return *m.term, nil // TW0032: "包季起租" is one quarter
	}
	if m := reTermMode.FindStringSubmatch(low); m != nil {
		for _, g := range m[1:] {
			if u := termUnit(g); u != "" {
				return Term{Value: 1, Unit: u}, nil
			}
		}
	}
	if m := reNumber.FindString(c); m != "" && m == c {
		v, err := parseNum(m)
		if err != nil {
			return Term{}, err
		}
		return Term{Value: v}, errNoUnit
	}
	return Term{}, cellErr("import.err.term", s)
}

// ParseHours reads a span as hours at a 720-hour month; a bare number is hours.
func ParseHours(s string) (float64, error) {
	t, err := ParseTerm(s)
	if errors.Is(err, errNoUnit) {
		return t.Value, nil
	}
	if err != nil {
		return 0, err
	}
	return t.Hours(DefaultHoursPerMonth), nil
}

// termIn reads the term re finds: its first matched group pair; nil for none
// or zero. A year ("2027年起租") is a date, no term: the next match is read.
func termIn(re *regexp.Regexp, low string) (*Term, []int) {
	for _, m := range re.FindAllStringSubmatchIndex(low, -1) {
		for i := 2; i+3 < len(m); i += 4 {
			if m[i] < 0 {
				continue
			}
			n, unit := low[m[i]:m[i+1]], low[m[i+2]:m[i+3]]
			if m[i] > 0 && strings.ContainsRune("0123456789.", rune(low[m[i]-1])) {
				break // "2027年起": the count's figures are the tail of a longer number
			}
			if unit == "年" && (reHeaderYear.MatchString(n) && len(n) == 4 || shortYear(n)) {
				break
			}
			if unit == "月" && slices.ContainsFunc(monthStarts(low), func(sp []int) bool { return sp[0] <= m[i] && m[i] < sp[1] }) {
				break // "6月起": the month a price applies from, no term (monthStarts, MY0016)
			}
			t, err := ParseTerm(orDefault(enNumbers[n], n) + " " + unit)
			if err != nil || !(t.Value > 0) {
				return nil, nil
			}
			return &t, m[:2]
		}
	}
	return nil, nil
}

// shortYear: a count before 年 that is a year written short ("25年起": from
// 2025), two figures past ten; no term runs so long (TW0018).
func shortYear(n string) bool {
	v, err := strconv.Atoi(n)
	return err == nil && len(n) == 2 && v > 10
}

var (
	enNumbers = wordMap("en_number")
	// a clause that denies a term ("包年暂不提供")
	reDenyClause = regexp.MustCompile(`[,;，；。\n]|\.\s`)
	reDenied     = memoized(regexp.MustCompile(`(?i)` + wordAlt("term_denied", false)))
	// a commitment a row's note or a price states ("1-year commitment", "3 months min", "commit 6 months", "min. 7
	// days", "12个月合约", "需签1年"): words/spec.tsv commit_after_en, commit_label_en, commit_after_zh, commit_label_zh
	reCommitAfter  = regexp.MustCompile(`(\d+(?:\.\d+)?|` + wordAlt("en_number", false)[1:] + `\s*-?\s*(years?|yrs?|months?|mos?|weeks?|days?)\s*-?\s*` + wordAlternation("commit_after_en", "yes") + `\b`)
	reCommitBefore = regexp.MustCompile(`\b` + wordAlternation("commit_label_en", "yes") + `\.?\s*(?:of|for|to|:|-)?\s*(\d+(?:\.\d+)?|` + wordAlt("en_number", false)[1:] + `\s*-?\s*(years?|yrs?|months?|mos?|weeks?|days?)\b`)
	reCommitZH     = regexp.MustCompile(`(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*(年|月)\s*` + wordAlternation("commit_after_zh", "yes") + `|` + wordAlternation("commit_label_zh", "yes") + `\s*:?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*个?\s*(年|月)`)
	reCommitWord   = regexp.MustCompile(`\b` + wordAlt("commit_word", false) + `\s+(?:commit(?:ment)?|contract|term|reservation|agreement)\b`)
	// a word after a plan saying it is signed ("包年合同")
	reContractWord = memoized(regexp.MustCompile(`(?i)\s*` + wordAlt("contract_word", false) + `$`))
	reNoteSegment  = regexp.MustCompile(`[，,;；。、/|]+`)
)

func deniedOut(note string) string {
	if !reDenied.MatchString(note) {
		return note
	}
	var keep []string
	for _, c := range reDenyClause.Split(note, -1) {
		if !reDenied.MatchString(c) {
			keep = append(keep, c)
		}
	}
	return strings.Join(keep, "; ")
}

// termInPriceCell takes a minimum term out of a normalised price cell: the
// terms a note states (a minimum, words/notes.tsv min_term_*; a
// commitment), so a wording the tables know reads alike in a note, a
// table's price cell and a chat line's price ("包三个月的话 4.6万一台").
func termInPriceCell(low string) (string, *Term, string) {
	var t *Term
	var loc []int
	if t, loc = termIn(reNoteMin, low); t == nil {
		t, loc = commitTermIn(low)
	}
	if t == nil || t.Value > 1000 {
		return low, nil, ""
	}
	return low[:loc[0]] + " " + low[loc[1]:], t, strings.TrimSpace(low[loc[0]:loc[1]])
}

// commitTermIn is the first commitment a normalised text states (1-year
// commitment, 签约满6个月) whose clause goes on to no discount: "签约满12个月
// 享9折", "签订1年优惠5%" is the discount's condition, never the minimum term
// of the price beside it (a discount step of words/discount.tsv: reDiscStep).
func commitTermIn(low string) (*Term, []int) {
	if !containsAny(low, commitUnitWords) {
		return nil, nil // each of the regexps below needs one of these words: most cells, and no regexp run
	}
	for _, re := range []*regexp.Regexp{reCommitAfter, reCommitBefore, reCommitZH} {
		for off := 0; off < len(low); {
			t, loc := termIn(re, low[off:])
			if t == nil {
				break
			}
			loc = []int{loc[0] + off, loc[1] + off}
			if !discountFollows(low[loc[1]:]) {
				return t, loc
			}
			off = loc[1]
		}
	}
	return nil, nil
}

// commitUnitWords: a word of each unit reCommitAfter, reCommitBefore and
// reCommitZH read a commitment in ("yr", "year", "mo", "week", "day", 年, 月).
var commitUnitWords = []string{"yr", "year", "mo", "week", "day", "年", "月"}

// discountFollows: the clause that rest begins holds a discount (9折, 优惠5%).
func discountFollows(rest string) bool {
	c := reDenyClause.Split(rest, 2)[0]
	return reDiscStep.MatchString(c) // a step (9折, 优惠5%), not a word alone: "合同一年起可降到2.4万" is the term's price
}

// noteCommitment reads the commitment a row's own note states.
func noteCommitment(text string) (*Term, string) {
	r, ok := commitMemo.get(text)
	if !ok {
		low := norm(text)
		if t, loc := commitTermIn(low); t != nil {
			r = commitResult{*t, low[loc[0]:loc[1]]}
		}
		if m := reCommitWord.FindStringSubmatch(low); r.words == "" && m != nil {
			t, _ := ParseTerm(wordMap("commit_word")[m[1]])
			r = commitResult{t, m[0]}
		}
		commitMemo.put(text, r)
	}
	if r.words == "" {
		return nil, ""
	}
	t := r.t
	return &t, r.words
}

type commitResult struct {
	t     Term
	words string
}

var commitMemo memo[string, commitResult]

// stripContractWord: "包年合同" reads as 包年; the word alone stays.
func stripContractWord(s string) string {
	t := strings.TrimSpace(s)
	if !reContractWord.MatchString(t) {
		return s // most notes name no contract: nothing to cut, nothing allocated
	}
	return orDefault(strings.TrimSpace(reContractWord.ReplaceAllString(t, "")), s)
}

// notePlanTerm: a note whose first clause is a plan word alone ("包年，年付")
// gives that plan's term; one that mentions a plan ("包年可享8折") none.
func notePlanTerm(text string) (*Term, string) {
	first := strings.TrimSpace(reNoteSegment.Split(strings.TrimSpace(text), 2)[0]) // the first clause only: the rest left unsplit
	if first == "" {
		return nil, ""
	}
	m, ok := parseMode(first)
	if !ok {
		m, ok = parseMode(stripContractWord(first))
	}
	if !ok || m.term == nil {
		// TW0032: a plan then a word saying the rental starts there ("包季起租", "包月起签"): one
		// period of that plan is the minimum (words/notes.tsv min_term_after)
		if pm, words, found := planThenStart(first); found {
			m, ok, first = pm, true, words
		}
	}
	if !ok || m.term == nil || !(m.term.Value > 0) {
		return nil, ""
	}
	t := *m.term
	return &t, first
}

// reISODuration (MR0004) is an ISO 8601 duration, the form an API writes
// a term in: P3M three months, P1Y a year, P2W, P90D, PT1H, PT30M (the M
// after T is minutes, before it months), and of several parts in ISO's
// order: P1Y6M, P1DT12H, PT1H30M.
var reISODuration = regexp.MustCompile(`^p(?:(\d{1,4})y)?(?:(\d{1,4})m)?(?:(\d{1,4})w)?(?:(\d{1,4})d)?(?:t(?:(\d{1,5})h)?(?:(\d{1,5})m)?(?:(\d{1,5})s)?)?$`)

// isoParts are the units of reISODuration's groups, in order, each with
// its size in the smallest unit of its kind: months for years and months,
// seconds for weeks to seconds.
var isoParts = [...]struct {
	unit     string
	calendar bool
	size     int
}{{TermYear, true, 12}, {TermMonth, true, 1}, {TermWeek, false, 7 * 86400}, {TermDay, false, 86400},
	{TermHour, false, 3600}, {TermMinute, false, 60}, {TermSecond, false, 1}}

// isoDuration reads c (compacted, lower case) as an ISO 8601 duration
// (MR0004): ok where c is one. A duration of several parts is read in its
// smallest part's unit (P1Y6M 18 months, P1DT12H 36 hours, a zero part
// aside: P1DT0H one day); one that joins
// calendar parts (years, months) to fixed ones (weeks to seconds) has no
// exact reading and is refused (import.err.term_iso_mixed), never read as
// its first part alone.
func isoDuration(c string) (Term, bool, error) {
	if len(c) < 3 || c[0] != 'p' {
		return Term{}, false, nil
	}
	m := reISODuration.FindStringSubmatch(c)
	if m == nil || strings.HasSuffix(c, "t") { // "P1DT": a T with no time part
		return Term{}, false, nil
	}
	total, last, unit, calendar, fixed := 0, -1, -1, false, false
	for k, g := range m[1:] {
		if g == "" {
			continue
		}
		v, err := strconv.Atoi(g)
		if err != nil {
			return Term{}, false, nil
		}
		total += v * isoParts[k].size
		last = k
		if v > 0 {
			unit = k // the smallest part stated with a value
		}
		calendar = calendar || isoParts[k].calendar
		fixed = fixed || !isoParts[k].calendar
	}
	if last < 0 {
		return Term{}, false, nil // "PT": no part
	}
	if calendar && fixed {
		return Term{}, true, cellErr("import.err.term_iso_mixed", strings.ToUpper(c))
	}
	if unit < 0 {
		unit = last // P0D: none
	}
	return Term{Value: float64(total / isoParts[unit].size), Unit: isoParts[unit].unit}, true, nil
}
