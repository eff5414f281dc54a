package calc

// Ranking: every offer costed, judged against the task's requirements and
// sorted; and for each eligible offer that loses, the price that would
// make it tie the winner.

import (
	"math"
	"sort"
)

// Rank costs every offer and sorts the rows: eligible complete rows by
// total, cheapest first (ties by quote id); then complete rows that are not
// eligible (a requirement known unmet, or the quote needs review), by
// total; then rows that fit but could not be priced; then rows that do not
// fit. Incomplete rows are never ranked as a zero cost, and a row that is
// not eligible never ranks above one that is. Every eligible complete row
// but the winner gets its PriceToWin.
func Rank(t Task, offers []Offer, cat []GPU, opt CostOptions) []QuoteCost {
	return newEngine(t, cat).rank(offers, opt)
}

func (e *engine) rank(offers []Offer, opt CostOptions) []QuoteCost {
	plans := make([]*plan, len(offers))
	out := make([]QuoteCost, len(offers))
	for i, o := range offers {
		plans[i] = e.plan(o, opt)
		out[i] = e.judged(plans[i], opt)
	}
	order := sortOrder(out)
	sorted := make([]QuoteCost, len(out))
	sortedPlans := make([]*plan, len(out))
	for k, i := range order {
		sorted[k], sortedPlans[k] = out[i], plans[i]
	}
	numberRanks(sorted)
	if len(sorted) > 0 && sorted[0].Rank == 1 {
		target := sorted[0].Cost.Total
		for k := 1; k < len(sorted); k++ {
			if sorted[k].Rank > 0 {
				sorted[k].PriceToWin = FinitePrice(e.priceToWin(sortedPlans[k], sorted[k], target, opt)) // bounds.go
				if sorted[k].PriceToWin != nil {
					sorted[k].PriceToWinUnit = sorted[k].PriceUnit
					if sortedPlans[k].pack {
						sorted[k].PriceToWinUnit = PriceToWinPack
					}
				}
			}
		}
	}
	return sorted
}

// judged is the plan priced for the task's own length, with its
// eligibility against the task's requirements.
func (e *engine) judged(p *plan, opt CostOptions) QuoteCost {
	q := e.evaluate(p, -1, opt)
	judge(&q, p.offer, e.t.Requires, e.t.DeadlineDays)
	return q
}

// rankGroupOf is the group a row ranks in, read in place rather than
// copied (a sort compares each row many times).
func rankGroupOf(q *QuoteCost) int {
	switch {
	case q.Complete && q.Eligible:
		return 0
	case q.Complete:
		return 1
	case q.Fits:
		return 2
	}
	return 3
}

// sortOrder is the permutation that sorts rows as Rank does.
func sortOrder(rows []QuoteCost) []int {
	order := make([]int, len(rows))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := &rows[order[i]], &rows[order[j]]
		if ga, gb := rankGroupOf(a), rankGroupOf(b); ga != gb {
			return ga < gb
		}
		if a.Complete && a.Cost.Total != b.Cost.Total {
			return a.Cost.Total < b.Cost.Total
		}
		return a.QuoteID < b.QuoteID
	})
	return order
}

// numberRanks numbers the eligible priced rows 1, 2, ...; the rest get 0.
func numberRanks(out []QuoteCost) {
	r := 0
	for i := range out {
		out[i].Rank = 0
		if rankGroupOf(&out[i]) == 0 {
			r++
			out[i].Rank = r
		}
	}
}

// priceToWin is the price, in the quote's own unit and currency, at which
// row's total would equal target; nil when no positive price gets there
// (the lines that do not scale with the price already cost more).
//
// For a priced-by-time or per-token quote the total is linear in the
// price: compute scales with it, and so does the risk line (lost hours and
// credits are both paid at the list rate), while storage, egress and fees
// do not. For a pack the total is piecewise linear in the pack price (the
// cheapest mix of packs and overage changes with it), so it is bisected.
func (e *engine) priceToWin(p *plan, row QuoteCost, target float64, opt CostOptions) *float64 {
	if !row.Complete || !(target > 0) || row.Cost.Total <= target {
		return nil
	}
	if p.pack {
		return e.packPriceToWin(p, target, opt)
	}
	scaled := row.Cost.Compute + row.Cost.Risk
	rest := row.Cost.Total - scaled
	if !(scaled > 0) || target <= rest {
		return nil
	}
	v := p.offer.Price * (target - rest) / scaled
	return &v
}

// packPriceToWin bisects the pack price between almost nothing and the
// quoted price; the overage rate stays as quoted.
func (e *engine) packPriceToWin(p *plan, target float64, opt CostOptions) *float64 {
	total := func(price float64) float64 {
		pp := *p
		pp.offer.PackPrice = price
		pp.q.draft = true // a what-if price, scored only: not held to the bounds (bounds.go)
		q := e.score(&pp, -1, opt)
		if !q.Complete {
			return math.Inf(1)
		}
		return q.Cost.Total
	}
	hi := p.offer.PackPrice
	lo := hi * 1e-9
	if total(lo) >= target {
		return nil
	}
	for range 100 {
		mid := (lo + hi) / 2
		if total(mid) <= target {
			lo = mid
		} else {
			hi = mid
		}
		if hi-lo <= 1e-9*hi {
			break
		}
	}
	return &lo
}
