package present

import (
	"strconv"
	"strings"

	"computecheck/calc"
)

// CSVHeader are the Compare CSV's column names: fixed English ids, so a
// script reads the file the same in either language.
var CSVHeader = []string{"rank", "quote_id", "vendor", "offer", "gpu", "gpus", "nodes", "fits", "eligible", "hours", "billed_hours",
	"throughput_source", "currency", "compute", "storage", "egress", "fixed", "risk", "total", "total_low", "total_high",
	"assumed", "cost_per_million_tokens", "price_to_win", "price_to_win_unit", "quote_currency", "warnings", "reason", "plan"}

// CSVRecords are the Compare table as CSV records, the header first, in
// the rows' order: plain numbers (no separators, two decimals; the price
// to win four) and, for a quote that could not be priced, empty amounts
// and the reason, never 0. The assumed lines, the total's range and the
// price to win are columns of their own; words are in lang.
func CSVRecords(rows []calc.QuoteCost, lang string) [][]string {
	recs := [][]string{append([]string(nil), CSVHeader...)}
	num := func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }
	for _, r := range rows {
		rank := ""
		if r.Rank > 0 {
			rank = strconv.Itoa(r.Rank)
		}
		var ws []string
		for _, w := range r.Warnings {
			ws = append(ws, w.In(lang))
		}
		rec := []string{rank, strconv.FormatInt(r.QuoteID, 10), r.Vendor, r.Offer, r.GPU, strconv.Itoa(r.GPUs),
			strconv.Itoa(r.Nodes), strconv.FormatBool(r.Fits), strconv.FormatBool(r.Eligible), num(r.Hours), num(r.BilledHours),
			r.ThroughputSource, r.Currency}
		if r.Complete {
			c := r.Cost
			rec = append(rec, num(c.Compute), num(c.Storage), num(c.Egress), num(c.Fixed), num(c.Risk), num(c.Total),
				num(c.TotalLow), num(c.TotalHigh), strings.Join(c.Assumed, " "))
			if r.CostPerMillionTokens > 0 {
				rec = append(rec, num(r.CostPerMillionTokens))
			} else {
				rec = append(rec, "")
			}
		} else {
			rec = append(rec, "", "", "", "", "", "", "", "", strings.Join(r.Cost.Assumed, " "), "")
		}
		if r.PriceToWin != nil {
			rec = append(rec, strconv.FormatFloat(*r.PriceToWin, 'f', 4, 64), r.PriceToWinUnit)
		} else {
			rec = append(rec, "", "")
		}
		recs = append(recs, append(rec, r.QuoteCurrency, strings.Join(ws, "; "), r.ReasonMsg.In(lang), Cell(r, ColPlan, lang)))
	}
	return recs
}
