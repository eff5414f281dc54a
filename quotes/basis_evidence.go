package quotes

import (
	"regexp"
	"strconv"
	"strings"

	"computecheck/msg"
)

// reWholeWithCards: a note naming the whole machine with its card count
// ("整机4卡", "整台（8卡）", "8卡整机价"): the price is the machine's.
var reWholeWithCards = regexp.MustCompile(`(?i)^(?:(?:整机|整台|每台|按台)\s*[(（]?\s*\d{1,2}\s*(?:卡|张|块|gpus?|cards?)\s*[)）]?|\d{1,2}\s*(?:卡|张|块)\s*(?:整机|整台))(?:价|计|计价|计费|报价|价格)?$`)

// planRateOf: a note naming a plan ("包年价", "包月价") beside a price stated
// per a period no longer than the plan's is the plan's rate per that period
// ("13,800 元/台/月" on a yearly plan), not a second, disagreeing unit.
func planRateOf(notePlan bool, planPeriod, pricePeriod string) bool {
	if !notePlan {
		return false
	}
	switch pricePeriod {
	case "hour":
		return true // "8.8/卡/时" beside "包月价"
	case "month":
		// long plans are quoted per month; a weekly price beside "包月价"
		// still disagrees
		return periodHours(planPeriod) > periodHours("month")
	}
	return false
}

// notePlanMode: the plan a note names ("包年价") when the price is that
// plan's rate (planRateOf), so that its minimum term is kept.
func notePlanMode(ru rowUnit, pricePeriod string) *billingMode {
	if !planRateOf(ru.notePlan, ru.notePeriod, pricePeriod) || pricePeriod == "hour" {
		return nil
	}
	if m, ok := findMode(ru.notePeriodText); ok && m.term != nil {
		return &m
	}
	return nil
}

// bothBasesStated: one clause that states both bases, each for its own kind
// of offer ("整台租用按台计费，容器按卡计费", "servers are priced per
// server, containers per GPU"), settles neither for a row that is not
// one of them.
func bothBasesStated(clause string) bool {
	if reBasisDenied.MatchString(strings.ToLower(clause)) {
		return false // "按台计费，不按卡计费": one basis, the other denied
	}
	return reStateNode.MatchString(clause) && reStateGPU.MatchString(clause)
}

var reBasisDenied = regexp.MustCompile(`(?:不|非|并非|不是|而非)\s*(?:按|以)|\bnot\s+(?:priced\s+)?(?:per|by)\b|\brather than\b|\binstead of\b`)

// basisUnsettled: per card or per machine is still open after the row, its
// columns, the headers and the file's notes, on a machine of several
// cards, and the market range does not rule one reading out beyond doubt.
// Such a price is refused at its cell, with both readings, instead of
// being stored on a default. why gives the two readings per card-hour in
// the price's own currency.
//
// The range rules a reading out when it is dearer than the band's top by
// basisFactor (no vendor charges that for one card), or cheaper than its
// bottom by cheapFactor: the bands are mostly list prices, and a month's
// rent of an 8-card machine in China runs well under them, so a reading
// merely under the band is no evidence against it [assumed].
func (b *rowBuild) basisUnsettled(q *Quote, value float64, period string, gpn *int, cur string) (open bool, why msg.Msg) {
	band, card, machine, n, ok := basisReadings(q.GPU, value, period, gpn, cur)
	if n == nil || *n < 2 {
		// without a card count per machine the per-machine reading cannot
		// even be told: that stays a stored quote under review
		return false, msg.Msg{}
	}
	c := perGPUHourOf(value, unitParts{"gpu", period}, n)
	m := perGPUHourOf(value, unitParts{"node", period}, n)
	if c <= 0 || m <= 0 {
		return false, msg.Msg{}
	}
	out := func(usd float64) bool { return usd > band.highUSD*basisFactor || usd < band.lowUSD/cheapFactor }
	if ok && out(card) != out(machine) {
		return false, msg.Msg{} // one reading is beyond doubt: stored, for review
	}
	return true, mk("import.why.basis_readings", money2(c), money2(m), *n)
}

// cheapFactor: how far under a band's bottom a reading must fall to be
// ruled out as a price per card-hour [assumed].
const cheapFactor = 8.0

func money2(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }

// bandCurrency is the currency a price is checked against the market range
// in: the price cell's own ("$1.20"), the header's, the file's, else CNY.
func (b *rowBuild) bandCurrency(p priceIn, cellCur string) string {
	return orDefault(cellCur, orDefault(p.hint.currency, orDefault(b.r.fileCurrency, "CNY")))
}

// reNoteUnitPhrase: a remark clause that is a unit phrase ("元/卡/时",
// "¥/台/天", "USD/GPU/hr"): money per something per a period.
var (
	reNoteUnitPhrase = regexp.MustCompile(`(?i)^(?:元|块|¥|￥|rmb|cny|usd|us\$|\$|美元)\s*/\s*[^/\s]{1,8}\s*/\s*[^/\s]{1,8}$`)
	reNoteClauses    = regexp.MustCompile(`[，,；;。、\n]`)
)

// withUnitPhrase fills a note's basis and period, where its segments left
// them open, from a clause that is a whole unit phrase ("元/卡/时，随开随停").
func withUnitPhrase(nu noteUnit, text string) noteUnit {
	if nu.basis != "" && nu.period != "" {
		return nu
	}
	for _, cl := range reNoteClauses.Split(text, -1) {
		cl = strings.TrimSpace(cl)
		if !reNoteUnitPhrase.MatchString(compact(norm(cl))) {
			continue
		}
		u := parseUnitParts(cl)
		if u.basis == "" || u.period == "" {
			continue
		}
		if nu.basis == "" {
			nu.basis, nu.basisText = u.basis, cl
		}
		if nu.period == "" {
			nu.period, nu.periodText = u.period, cl
		}
		break
	}
	return nu
}

// withUnitText is a price with its unit cell's words ("2.6 元/时", "$1.20
// per hour"), as a refusal quotes them.
func withUnitText(price, unit string) string {
	unit = strings.TrimSpace(unit)
	if unit == "" || strings.Contains(price, unit) {
		return price
	}
	return strings.TrimSpace(price) + " " + unit
}
