package quotes

// mergeAcrossOffers: a value merged across offer columns is each offer's;
// turned, it is a merge down the field's column to the offer just added
// (offerRow: offer column -> turned row; col: a field row's turned column).
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
