package quotes

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Price columns headed by plan or term codes (issue 23 set104, plancols): a
// catalogue writes one column per plan, "PAYG | RI-1M | RI-3M | RI-6M |
// RI-12M", "OD | 1M | 3M | 1Y", each column one quote with its plan. A code
// is read only as a whole header (words/plans.tsv plan_code, a count and a
// capital letter of words/periods.tsv tier_abbrev); its price's unit is the
// column's own, a unit line's for the code ("RI-nM=…元/卡·月", planUnits) or
// its header's footnote, never guessed. Rule PN0001-PN0009 (the columns
// stage, headerMode).

var (
	planCodes = wordMap("plan_code")
	// reReservedCode: a reservation code and its term, the code first or
	// last ("RI-3M", "RI 1Y", "3Y-RI", "Reserved-12M", "包3M"), or the term alone ("3M", "1Y")
	reReservedCode = regexp.MustCompile(`^(?:(\p{L}+)[\s\-_./·]*)?(\d{1,3})\s*(\p{L})(?:[\s\-_./·]*(\p{L}+))?$`)
)

// planCodeHeader (PN0001-PN0009) reads a header that is only a plan code:
// an hourly code ("OD"), or a term written as a count and a capital letter
// ("3M", "1Y") perhaps with a reservation code before or after it
// ("RI-3M", "3Y-RI"); ok false for any other header.
func planCodeHeader(h string) (billingMode, bool) {
	m, _, ok := planCodeOf(h)
	return m, ok
}

// planCodeOf is planCodeHeader with whether the header writes a code
// ("OD", "RI-3M") or a bare term alone ("3M", "1Y"), which counts only as
// KL0008's tier abbreviation (tierAbbrevInHeader) and only beside a coded
// column (bareTermColumns).
func planCodeOf(h string) (billingMode, bool, bool) {
	m, coded, ok := planCodeParse(h)
	if ok && !coded {
		if _, _, tier := tierAbbrevInHeader(strings.TrimSpace(narrow(h))); !tier {
			return billingMode{}, false, false // one decision of a bare count and letter: KL0008's
		}
	}
	return m, coded, ok
}

func planCodeParse(h string) (billingMode, bool, bool) {
	raw := strings.TrimSpace(narrow(h))
	if raw == "" || utf8.RuneCountInString(raw) > 16 {
		return billingMode{}, false, false
	}
	if planCodes[strings.ToLower(raw)] == "hour" {
		return billingMode{period: "hour", label: raw}, true, true
	}
	m := reReservedCode.FindStringSubmatch(raw)
	if m == nil || m[1] != "" && m[4] != "" {
		return billingMode{}, false, false
	}
	code := strings.ToLower(m[1] + m[4])
	if code != "" && planCodes[code] != "reserved" {
		return billingMode{}, false, false // "GPU 8X", "A100": no plan code
	}
	letter := m[3]
	if code == "" && strings.ToUpper(letter) != letter {
		return billingMode{}, false, false // "3m" alone is three minutes or metres, no term
	}
	pt := periodTerm(tierAbbrevUnits[strings.ToLower(letter)])
	n, err := parseNum(m[2])
	if pt == nil || err != nil || !(n > 0) {
		return billingMode{}, false, false
	}
	t := Term{Value: n * pt.Value, Unit: pt.Unit}
	if h := t.Hours(DefaultHoursPerMonth); !(h > 0) || h > planCodeMaxYears*8760 {
		return billingMode{}, false, false // "100M", "99Y": a size or a count, no term
	}
	return billingMode{term: &t, label: raw}, code != "", true
}

var tierAbbrevUnits = wordMap("tier_abbrev")

// planCodeMaxYears: the longest term a plan code writes (a cloud's 3Y, 5Y reservations).
const planCodeMaxYears = 5

// reCodeFamily: a unit line's code for every term of a reservation plan, its
// count a letter standing for any number ("RI-nM=预留n个月…", "RI-xY").
var reCodeFamily = regexp.MustCompile(`(?i)(?:^|[\s：:;；,，])(\p{L}+)[\s\-_]*[nx]\s*(\p{L})(?:[\s=:：]|$)`)

// codeFamily is the reservation code and term letter a unit line's clause
// names for every count ("ri", "m" of "RI-nM=…"), ok false for none.
func codeFamily(part string) (string, string, bool) {
	m := reCodeFamily.FindStringSubmatch(narrow(part))
	if m == nil || planCodes[strings.ToLower(m[1])] != "reserved" || tierAbbrevUnits[strings.ToLower(m[2])] == "" {
		return "", "", false
	}
	return strings.ToLower(m[1]), strings.ToLower(m[2]), true
}

// inCodeFamily: the header is a plan code of the family ("RI-3M" of "RI-nM").
func inCodeFamily(header, code, letter string) bool {
	if code == "" {
		return false
	}
	m := reReservedCode.FindStringSubmatch(strings.TrimSpace(narrow(withoutFootMark(header))))
	return m != nil && strings.ToLower(m[1]+m[4]) == code && strings.ToLower(m[3]) == letter
}

// codeUnitOf (PN0012) is the unit a line states for every term of the
// header's reservation code ("RI-nM=预留n个月，按月付，价格为元/卡·月" for
// "RI-3M"), if one.
func codeUnitOf(pus []planUnit, header string) (planUnit, bool) {
	for _, pu := range pus {
		code, letter, ok := strings.Cut(pu.family, "|")
		if ok && pu.hint.period != "" && inCodeFamily(header, code, letter) {
			return pu, true
		}
	}
	return planUnit{}, false
}

// reCodeSplit: the words of a unit line's clause ("说明：OD ", "1Y=").
var reCodeSplit = regexp.MustCompile(`[\s：:=;；]+`)

// planCodeIn is the plan code a unit line's clause names as a word of its
// own ("说明：OD 元/卡/时"), ok false for none.
func planCodeIn(part string) (billingMode, bool) {
	for _, w := range reCodeSplit.Split(narrow(part), -1) {
		if m, ok := planCodeHeader(w); ok {
			return m, true
		}
	}
	return billingMode{}, false
}

// bareTermColumns (PN0017): a price column headed only by a bare count and
// letter ("3M", "1Y", "2Q") is a plan's term only beside a column headed by a
// plan code or an hourly plan ("OD | 1M | 3M", "PAYG | 1M | 1Y"); alone
// ("10M | 20M | 50M", an IDC's bandwidth tiers) it names no plan and heads
// no price by its header.
func bareTermColumns(cs colReads) {
	var bare []int
	coded := false
	for i, c := range cs {
		h := withoutFootMark(c.header)
		if _, isCode, ok := planCodeOf(h); ok && isCode {
			coded = true
		} else if ok {
			if c.field == fPrice && c.rule == "C-HDR-TIER" {
				bare = append(bare, i)
			}
		} else if m, ok := headerMode(h); ok && m.period == "hour" && m.term == nil {
			coded = true
		}
	}
	if coded {
		return
	}
	for _, i := range bare {
		cs.set(i, "", "PN0017", mk("import.pn.ev.bare_term_alone", strings.TrimSpace(cs[i].header)))
	}
}
