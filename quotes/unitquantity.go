package quotes

import (
	"regexp"
	"strconv"
	"strings"
)

// A unit phrase may price more (or less) than one of the catalogue's
// periods: "元/台·10小时", "元/百卡时", "per 100 card-hours", "元/卡·双周",
// "元/台·半月", "元/卡·工作日(8小时)", "元/卡/90天". Read as the nearest
// catalogue period (a half-month as a month, a fortnight as a week, per 100
// card-hours as per card-hour) the price is silently wrong by the quantity.
// unitQuantities is the vocabulary of such phrases: each row says how many of
// a base period (and, for card-hours, of which basis) the price buys, so the
// price per one base period is the price / count, or that the phrase names a
// period whose length it does not give (a working day with no hours), which
// is refused at its cell.
//
// The quantity must follow a unit separator ("/", "·", "每", "per ") or sit in
// brackets right after a period word ("工作日(8小时)", "季(90天)"), so a plan's
// length elsewhere in a header ("包季价(3个月)") is not read as the unit.
type unitQuantity struct {
	rule   string         // rule id, cited in the warning
	re     *regexp.Regexp // on the normalised phrase; group "n" is the count when count is 0
	period string         // the catalogue period the count is of
	count  float64        // how many of period; 0: read from group "n"
	basis  string         // "gpu" where the words are card-hours themselves
	refuse bool           // the length of the period is not given: refused
}

// rePlanRestated: the quantity restates a plan period's length in brackets.
var rePlanRestated = regexp.MustCompile(`^(?:季度|季|年|半年)\s*\(`)

const quantityLead = `(?:[/·・•]|每|per\s+|(?:工作日|工日|季度|季|月|周|天|日|day|days|shift)\s*\()\s*`

var (
	quantityNumber = `(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|百|千|万|一百|一千|两|二|三|四|五|六|七|八|九|十)`
	unitQuantities = []unitQuantity{
		{rule: "UQ1 N card-hours", re: regexp.MustCompile(quantityLead + quantityNumber + `\s*(?:个)?\s*(?:卡|张|gpu|card)\s*-?\s*(?:时|小时|hours?|hrs?|h)(?:[^a-z]|$)`), period: "hour", basis: "gpu"},
		{rule: "UQ2 N hours", re: regexp.MustCompile(quantityLead + quantityNumber + `\s*(?:个)?\s*(?:小时|钟头|hours?|hrs?|h)(?:[^a-z]|$)`), period: "hour"},
		{rule: "UQ3 N days", re: regexp.MustCompile(quantityLead + quantityNumber + `\s*(?:天|日|days?)(?:[^a-z]|$)`), period: "day"},
		{rule: "UQ4 N weeks", re: regexp.MustCompile(quantityLead + quantityNumber + `\s*(?:个)?\s*(?:周|星期|weeks?)(?:[^a-z]|$)`), period: "week"},
		{rule: "UQ5 N months", re: regexp.MustCompile(quantityLead + quantityNumber + `\s*(?:个月|月|months?)(?:[^a-z]|$)`), period: "month"},
		{rule: "UQ6 half-month", re: regexp.MustCompile(`半个?月|half[-\s]?month`), period: "month", count: 0.5},
		{rule: "UQ7 fortnight", re: regexp.MustCompile(`双周|两周|隔周|fortnight|bi-?weekly`), period: "week", count: 2},
		{rule: "UQ8 two months", re: regexp.MustCompile(`双月|bi-?monthly`), period: "month", count: 2},
		{rule: "UQ9 half-hour", re: regexp.MustCompile(`半小时|half[-\s]?hour`), period: "hour", count: 0.5},
		{rule: "UQ10 period of unstated length", re: regexp.MustCompile(`工作日|工日|working\s*day|business\s*day|workday|半天|半日|旬|shift|班次|时段`), refuse: true},
	}
)

// quantityOf reads the unit quantity a phrase states: ok false when it states
// none; refused with the words when it names a period of unstated length or
// two quantities that disagree.
type quantityRead struct {
	period, basis string
	count         float64
	words, rule   string
	refused       bool
	// term: a plan period restated in its length ("季(90天)"; not "月(30天)",
	// a monthly rate is no minimum by itself):
	// the price buys that length, the plan's minimum
	term *Term
}

func quantityOf(low string) (quantityRead, bool) {
	if !strings.ContainsAny(low, "0123456789半双两隔百千万工旬班段一二三四五六七八九十") &&
		!strings.Contains(low, "half") && !strings.Contains(low, "fortnight") && !strings.Contains(low, "bi") &&
		!strings.Contains(low, "day") && !strings.Contains(low, "shift") {
		return quantityRead{}, false // most unit phrases: "元/卡/时"
	}
	if v, ok := quantityMemo.get(low); ok {
		return v.q, v.ok
	}
	q, ok := quantityOfUncached(low)
	quantityMemo.put(low, quantityMemoed{q, ok})
	return q, ok
}

// quantityMemo: a unit column repeats a few phrases over every row.
var quantityMemo memo[string, quantityMemoed]

type quantityMemoed struct {
	q  quantityRead
	ok bool
}

func quantityOfUncached(low string) (quantityRead, bool) {
	var got []quantityRead
	var refusal *quantityRead
	for _, row := range unitQuantities {
		m := row.re.FindStringSubmatch(low)
		if m == nil {
			continue
		}
		q := quantityRead{period: row.period, basis: row.basis, count: row.count, words: strings.TrimSpace(m[0]), rule: row.rule}
		if row.refuse {
			if refusal == nil {
				q.refused = true
				refusal = &q
			}
			continue
		}
		if q.count == 0 {
			n, ok := quantityCount(m[row.re.SubexpIndex("n")])
			if !ok {
				q.refused = true
				return q, true
			}
			q.count = n
			if rePlanRestated.MatchString(m[0]) && (q.period == "day" || q.period == "month" || q.period == "week") {
				q.term = &Term{Value: n, Unit: q.period}
			}
		}
		same := false
		for _, g := range got {
			same = same || g.period == q.period && g.count == q.count // "/两周" is both N weeks and a fortnight
		}
		if !same {
			got = append(got, q)
		}
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

func quantityCount(s string) (float64, bool) {
	switch s {
	case "百", "一百":
		return 100, true
	case "千", "一千":
		return 1000, true
	case "万":
		return 1e4, true
	}
	if n, ok := cnNumber(s); ok && n > 0 {
		return n, true
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	if err != nil || !(v > 0) || v > 1e6 {
		return 0, false
	}
	return v, true
}

// qtyKey tells two quantities apart: "" for none (one period).
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

// bracketUnitPhrase is a unit phrase in brackets on a title or note line
// ("Reserved ladder (USD per GPU-hour)", "报价（美元/卡/时）") that states a
// currency, a period and a basis: it speaks for the sheet's prices; "" for none.
func bracketUnitPhrase(line string) string {
	for _, m := range reBracketed.FindAllStringSubmatch(narrow(line), -1) {
		h := parseHint(m[1])
		if h.currency != "" && h.period != "" && h.basis != "" && h.qty == nil {
			return m[1]
		}
	}
	return ""
}
