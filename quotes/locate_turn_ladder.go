package quotes

// A table on its side may run one offer's prices down several rows (a
// term ladder: 12个月合同, 24个月合同, 36个月合同 under 方案A): each quote is
// located at the row of its own price cell, not at the ladder's first.

// priceCellRow is the file's row of the price cell quote q was read from
// in a turned table: the row of the price column (prices, by turned
// letter) a chosen candidate of q was read at, its scale's first (rows:
// turned letter -> the file's row); first where no candidate names one.
func priceCellRow(q Quote, rows map[string]int, prices map[string]bool, first int) int {
	for _, field := range []string{"scale", ""} {
		for _, e := range q.Evidence {
			if e.Chosen && prices[e.Letter] && (field == "" || e.Field == field) {
				if r, ok := rows[e.Letter]; ok {
					return r
				}
			}
		}
	}
	return first
}
