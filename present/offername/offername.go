// Package offername is the one way an offer is named wherever a person
// reads it: vendor · offer · GPU × count, and the quote id only where two
// offers would still read alike. A vendor with three offers is otherwise
// three times "启明云" in one sentence.
//
// It is a leaf package so that compare (which names the offers calc words
// its margin and sensitivity with, and the charts draw) and present (which
// words everything else) use the same function.
package offername

import (
	"fmt"
	"strings"

	"computecheck/calc"
)

// Sep joins the parts of a name.
const Sep = " · "

// Of names an offer: vendor · offer · GPU × count. An empty part is left
// out; a count of 0 (unknown: the job does not fit, or the vendor runs it
// on hardware of its own) leaves the count out.
func Of(vendor, offer, gpu string, gpus int) string {
	var parts []string
	for _, p := range []string{vendor, offer} {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	if g := strings.TrimSpace(gpu); g != "" {
		if gpus > 0 {
			g = fmt.Sprintf("%s × %d", g, gpus)
		}
		parts = append(parts, g)
	}
	return strings.Join(parts, Sep)
}

// Row names a costed row: its GPU count is the one the job runs on.
func Row(r *calc.QuoteCost) string {
	gpus := 0
	if r.Fits {
		gpus = r.GPUs
	}
	return Of(r.Vendor, r.Offer, r.GPU, gpus)
}

// Distinct names every row, adding " #id" to the names two rows share.
func Distinct(rows []calc.QuoteCost) map[int64]string {
	names := make(map[int64]string, len(rows))
	count := make(map[string]int, len(rows))
	for i := range rows {
		n := Row(&rows[i])
		names[rows[i].QuoteID] = n
		count[n]++
	}
	for id, n := range names {
		if count[n] > 1 {
			names[id] = fmt.Sprintf("%s #%d", n, id)
		}
	}
	return names
}
