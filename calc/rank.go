package calc

// Ranking: every offer costed and sorted.

import (
	"sort"
)

// Rank costs every offer and sorts the rows: complete rows by total,
// cheapest first (ties by cost per GPU-hour, then quote id); then rows that
// fit but could not be priced; then rows that do not fit. Incomplete rows
// are never ranked as a zero cost.
func Rank(t Task, offers []Offer, cat []GPU, opt CostOptions) []QuoteCost {
	e := newEngine(t, cat)
	out := make([]QuoteCost, len(offers))
	for i, o := range offers {
		out[i] = e.cost(o, opt)
	}
	sortCosts(out)
	return out
}

func sortCosts(out []QuoteCost) {
	group := func(q QuoteCost) int {
		switch {
		case q.Complete:
			return 0
		case q.Fits:
			return 1
		}
		return 2
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if ga, gb := group(a), group(b); ga != gb {
			return ga < gb
		}
		if a.Complete && a.Cost.Total != b.Cost.Total {
			return a.Cost.Total < b.Cost.Total
		}
		return a.QuoteID < b.QuoteID
	})
	r := 0
	for i := range out {
		out[i].Rank = 0
		if out[i].Complete {
			r++
			out[i].Rank = r
		}
	}
}
