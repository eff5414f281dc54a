package quotes

// The locate stage's merges across offers: in a table with its offers in
// columns, a value merged across two offer columns (每台卡数 8 over 方案A and
// 方案B) is each offer's. Turned, the offers are rows, so the block is a
// merge down the field's column: the later offer shows the value through
// it, as a merged cell of any table does.

// mergeAcrossOffers records, for the offer in column c just added as the
// turned table's last row, each field whose cell lies in a block merged
// from an earlier offer column (offerRow: offer column -> turned row).
// block are the field rows of the original table, col the turned column
// of each.
func mergeAcrossOffers(t, nt *table, block []int, col func(r int) int, c, labelCol int, offerRow map[int]int) {
	me := len(nt.rows) - 1
	offerRow[c] = me
	for _, r := range block {
		j := col(r)
		from, ok := t.mergedFrom[[2]int{r, c}]
		if !ok || from[0] != r || from[1] <= labelCol || from[1] == c {
			continue
		}
		if src, ok := offerRow[from[1]]; ok && nt.rows[me][j] == "" {
			nt.mergedFrom[[2]int{me, j}] = [2]int{src, j}
		}
	}
}
