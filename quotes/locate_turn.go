package quotes

import (
	"slices"
	"strings"
)

// Orientation: a table with its offers in columns (方案一 … 方案五 across)
// and its fields down one column (GPU型号 / 卡数 / 报价 / 计价单位 …) is read
// by turning it: each offer column becomes a row of a turned table, read
// like any other, and every quote and problem is then put back at the
// file's own cell (the offer's column, the field's row).

// turnedRowBase numbers the turned table's rows apart from any real row,
// so that they can be told back to offer columns.
const turnedRowBase = 1 << 24

// turnedTable is a table turned on its side, with the way back.
type turnedTable struct {
	orig     *table
	t        *table
	labelCol int
	fieldRow map[string]int // turned column letter -> the field's row, as numbered
	offerCol map[int]int    // turned row number -> the offer's column index in orig
}

// turnTable turns t, whose field names are down column labelCol.
func turnTable(t *table, labelCol int) *turnedTable {
	var block []int // rows holding a field name and a value beside it
	for r := range t.rows {
		if strings.TrimSpace(t.cell(r, labelCol)) == "" {
			continue
		}
		for c := labelCol + 1; c < len(t.rows[r]); c++ {
			if strings.TrimSpace(t.cell(r, c)) != "" {
				block = append(block, r)
				break
			}
		}
	}
	if len(block) < 2 {
		return nil
	}
	start, end := block[0], block[len(block)-1]
	var offers []int
	for c := labelCol + 1; c < t.width(); c++ {
		for _, r := range block {
			if strings.TrimSpace(t.cell(r, c)) != "" {
				offers = append(offers, c)
				break
			}
		}
	}
	if len(offers) == 0 {
		return nil
	}
	tt := &turnedTable{orig: t, labelCol: labelCol, fieldRow: map[string]int{}, offerCol: map[int]int{}}
	nt := &table{sheet: t.sheet, xlsx: t.xlsx, mergedFrom: map[[2]int][2]int{}}
	lone := func(r int) {
		if s := lineOf(t.rows[r]); s != "" {
			nt.rows = append(nt.rows, []string{s})
			nt.rowNum = append(nt.rowNum, t.rowNum[r])
		}
	}
	for r := 0; r < start; r++ { // titles above stay titles
		lone(r)
	}
	header := make([]string, len(block))
	for j, r := range block {
		header[j] = strings.TrimSpace(t.cell(r, labelCol))
		nt.colNum = append(nt.colNum, j)
	}
	nt.rows = append(nt.rows, header)
	nt.rowNum = append(nt.rowNum, t.rowNum[start])
	for j, r := range block {
		tt.fieldRow[nt.letter(j)] = t.rowNum[r]
	}
	offerRow := map[int]int{}
	for _, c := range offers {
		rec := make([]string, len(block))
		for j, r := range block {
			rec[j] = t.cell(r, c)
		}
		num := turnedRowBase + c
		nt.rows = append(nt.rows, rec)
		nt.rowNum = append(nt.rowNum, num)
		tt.offerCol[num] = c
		mergeAcrossOffers(t, nt, block, c, labelCol, offerRow) // locate_turn_merge.go
	}
	for r := start + 1; r < len(t.rows); r++ { // notes beside and under the block
		if r <= end && slices.Contains(block, r) {
			continue
		}
		lone(r)
	}
	tt.t = nt
	return tt
}

// readTurned reads a table with offers in columns; false when the turned
// table has no header either.
func (ctx *readCtx) readTurned(t *table, labelCol int) bool {
	tt := turnTable(t, labelCol)
	if tt == nil || !tt.holdsOffers() {
		return false
	}
	l, first := mapTable(tt.t, 0, ctx.opts.Columns)
	if l == nil || len(l.prices) == 0 {
		return false
	}
	res := ctx.res
	nq, np := len(res.Quotes), len(res.Problems)
	ctx.readTable(tt.t, l, first)
	priceRow := 0
	if len(l.prices) > 0 {
		priceRow = tt.fieldRow[l.cols[l.prices[0]].letter]
	}
	labels := t.letter(labelCol)
	for k := nq; k < len(res.Quotes); k++ {
		q := &res.Quotes[k]
		if c, ok := tt.offerCol[q.SourceRow]; ok {
			q.AddWarning(mk("import.warn.transposed", t.letter(c), labels))
			q.SourceRow = priceRow
		}
	}
	for k := np; k < len(res.Problems); k++ {
		p := &res.Problems[k]
		c, ok := tt.offerCol[p.Row]
		if !ok {
			continue
		}
		row := priceRow
		if r, ok := tt.fieldRow[p.ColumnLetter]; ok {
			row = r
		}
		p.Row, p.ColumnLetter = row, t.letter(c)
	}
	return true
}

// holdsOffers: some offer column names a GPU beside an amount (a sheet of
// field names and their explanations is no table on its side).
func (tt *turnedTable) holdsOffers() bool {
	for i, r := range tt.t.rows {
		if _, ok := tt.offerCol[tt.t.rowNum[i]]; ok && quoteLikeRow(r) {
			return true
		}
	}
	return false
}
