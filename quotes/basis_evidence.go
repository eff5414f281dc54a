package quotes

import (
	"math"
	"regexp"

	"computecheck/msg"
)

// reWholeWithCards: a note naming the whole machine with its card count
// ("整机4卡", "整台 8 卡"): the price is the machine's.
var reWholeWithCards = regexp.MustCompile(`(?i)^(?:整机|整台|每台|按台)\s*\d{1,2}\s*(?:卡|张|块|gpus?|cards?)(?:价|计|计价|计费|报价)?$`)

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
	return reStateNode.MatchString(clause) && reStateGPU.MatchString(clause)
}

// basisUnsettled: per card or per machine is still open after the row, its
// columns, the headers and the file's notes, and the market range does not
// single out one reading either. Such a price is refused, with both
// readings: storing either would rest on nothing but a default. why says
// what each reading would mean.
func (b *rowBuild) basisUnsettled(q *Quote, value float64, period string, gpn *int, p priceIn, cellCur string) (open bool, why msg.Msg) {
	n := gpn
	if n == nil && hgxPart(q.GPU) {
		n = ptr(8)
	}
	if n == nil || *n < 2 {
		// without a card count per machine the per-machine reading cannot
		// even be told: that stays a stored quote under review
		return false, msg.Msg{}
	}
	cur := b.bandCurrency(p, cellCur)
	band := bandOf(q.GPU)
	card, okC := usdPerGPUHour(value, unitParts{"gpu", period}, n, cur)
	machine, okM := usdPerGPUHour(value, unitParts{"node", period}, n, cur)
	if okC && okM {
		ic, im := inBandBy(card, band, basisFactor), inBandBy(machine, band, basisFactor)
		if (ic == 0) != (im == 0) {
			return false, msg.Msg{} // the market range settles it (stored for review)
		}
	}
	c := perGPUHourOf(value, unitParts{"gpu", period}, n)
	m := perGPUHourOf(value, unitParts{"node", period}, n)
	return true, mk("import.why.basis_readings", trimFloat(round4(c)), trimFloat(round4(m)), *n)
}

func round4(v float64) float64 { return math.Round(v*1e4) / 1e4 }

// bandCurrency is the currency a price is checked against the market range
// in: the price cell's own ("$1.20"), the header's, the file's, else CNY.
func (b *rowBuild) bandCurrency(p priceIn, cellCur string) string {
	return orDefault(cellCur, orDefault(p.hint.currency, orDefault(b.r.fileCurrency, "CNY")))
}
