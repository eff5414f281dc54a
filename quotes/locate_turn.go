package quotes

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// A table with offers in columns and field names down one column is read
// turned: each offer column a row; quotes and problems are then put back
// at the file's own cell.

// turnedRowBase numbers the turned rows apart from any real row.
const turnedRowBase = 1 << 24

type turnedTable struct {
	t        *table
	fieldRow []map[string]int // per run: turned column letter -> the field's row
	offerCol map[int]int      // turned row number -> the offer's column index in orig
	runOf    map[int]int      // turned row number -> its run of fields
}

// stackStride numbers the runs of a form apart within the turned rows.
const stackStride = 1 << 14

// turnTable turns t, whose field names are down column labelCol.
func turnTable(t *table, labelCol int) *turnedTable {
	var block []int // rows holding a field name and a value beside it
	for r := range t.rows {
		if strings.TrimSpace(t.cell(r, labelCol)) == "" || holdsOwnValue(t.cell(r, labelCol)) {
			continue // "乙方：某某公司（盖章） | | | 甲方：…": a signature line under the form, no field
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
	tt := &turnedTable{offerCol: map[int]int{}, runOf: map[int]int{}}
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
	runs := stackedRuns(t, block, labelCol)
	header, colOf := runFields(t, runs, labelCol)
	for j := range header {
		nt.colNum = append(nt.colNum, j)
	}
	nt.rows = append(nt.rows, header)
	nt.rowNum = append(nt.rowNum, t.rowNum[start])
	for k, run := range runs {
		offerRow := map[int]int{} // offer column -> turned row, within the run
		rows := map[string]int{}
		for _, r := range run {
			rows[nt.letter(colOf[k][r])] = t.rowNum[r]
		}
		tt.fieldRow = append(tt.fieldRow, rows)
		for _, c := range offers {
			rec, any := make([]string, len(header)), false
			for _, r := range run {
				rec[colOf[k][r]] = t.cell(r, c)
				any = any || strings.TrimSpace(t.cell(r, c)) != ""
			}
			if !any || c >= stackStride {
				continue
			}
			num := turnedRowBase + k*stackStride + c
			nt.rows = append(nt.rows, rec)
			nt.rowNum = append(nt.rowNum, num)
			tt.offerCol[num], tt.runOf[num] = c, k
			mergeAcrossOffers(t, nt, run, func(r int) int { return colOf[k][r] }, c, labelCol, offerRow)
		}
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
	nq, np, nn := len(res.Quotes), len(res.Problems), len(res.NotOffers)
	if ctx.turned == nil {
		ctx.turned = map[*table]bool{}
	}
	ctx.turned[tt.t] = true // its rows are the sheet's columns
	ctx.readTable(tt.t, l, first)
	// the row of the first price field of the offer's run
	priceRow := func(num int) int {
		rows := tt.fieldRow[tt.runOf[num]]
		for _, i := range l.prices {
			if r, ok := rows[l.cols[i].letter]; ok {
				return r
			}
		}
		return 0
	}
	labels := t.letter(labelCol)
	priceLetters := map[string]bool{}
	for _, i := range l.prices {
		priceLetters[l.cols[i].letter] = true
	}
	for k := nq; k < len(res.Quotes); k++ {
		q := &res.Quotes[k]
		if c, ok := tt.offerCol[q.SourceRow]; ok {
			q.AddWarning(mk("import.warn.transposed", t.letter(c), labels))
			// the row of its own price cell (priceCellRow)
			q.SourceRow = priceCellRow(*q, tt.fieldRow[tt.runOf[q.SourceRow]], priceLetters, priceRow(q.SourceRow))
		}
	}
	for _, ps := range [][]Problem{res.Problems[np:], res.NotOffers[nn:]} {
		tt.placeBack(ps, t, labelCol, priceRow)
	}
	return true
}

// placeBack puts the problems of turned rows at the file's own cells: the
// offer's column, the row of the field named (else of its price).
func (tt *turnedTable) placeBack(ps []Problem, t *table, labelCol int, priceRow func(int) int) {
	for k := range ps {
		p := &ps[k]
		c, ok := tt.offerCol[p.Row]
		if !ok {
			continue
		}
		row := priceRow(p.Row)
		if r, ok := tt.fieldRow[tt.runOf[p.Row]][p.ColumnLetter]; ok {
			row = r
		}
		p.Row, p.ColumnLetter = row, t.letter(c)
	}
}

// holdsOffers: some offer column names a GPU beside an amount.
func (tt *turnedTable) holdsOffers() bool {
	for i, r := range tt.t.rows {
		if _, ok := tt.offerCol[tt.t.rowNum[i]]; ok && (quoteLikeRow(r) || unitPricedRow(r)) {
			return true
		}
	}
	return false
}

// holdsOwnValue: a label cell that writes its value after its colon
// ("乙方：重庆某某科技有限公司（盖章）") is a line of its own, not the name of a
// field whose values run across the columns (stop 53, set140/06).
func holdsOwnValue(cell string) bool {
	head, tail, ok := strings.Cut(strings.ReplaceAll(strings.TrimSpace(cell), "：", ":"), ":")
	head, tail = strings.TrimSpace(head), strings.TrimSpace(tail)
	return ok && head != "" && utf8.RuneCountInString(head) <= 10 && !strings.ContainsAny(head, "0123456789") && utf8.RuneCountInString(tail) >= 2
}

// unitPricedRow: a form's values write the price with its unit ("6.40
// 元/卡/小时", "15,840 元/台/月") beside the GPU's cell, where a table's
// price column holds the figure alone (stop 53, set140/06: a confirmation
// letter's 资源型号 | 启用单价 fields).
func unitPricedRow(row []string) bool {
	cells := filled(row)
	priced := func(v string) bool { // the cell is the price and its unit, no sentence about one
		v = strings.TrimSpace(narrow(v))
		if v == "" || !strings.ContainsAny(v[:1], "0123456789¥$€£") || utf8.RuneCountInString(v) > 40 {
			return false
		}
		pc, ok := periodPrice(v) // columns_price_text.go
		return ok && pc.hint.basis != ""
	}
	return slices.ContainsFunc(cells, priced) && rowNamesGPU(slices.DeleteFunc(cells, priced))
}

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

// stackedRuns splits the field rows of a form into runs, each another
// offer: a new run starts where a field name repeats ("【方案一】 GPU型号 …
// 【方案二】 GPU型号 …").
func stackedRuns(t *table, block []int, labelCol int) [][]int {
	var runs [][]int
	seen := map[string]bool{}
	for _, r := range block {
		name := compact(norm(t.cell(r, labelCol)))
		if len(runs) == 0 || seen[name] {
			runs = append(runs, nil)
			seen = map[string]bool{}
		}
		seen[name] = true
		runs[len(runs)-1] = append(runs[len(runs)-1], r)
	}
	return runs
}

// runFields is the turned header over all runs, each field name once, and
// per run the header column of each row.
func runFields(t *table, runs [][]int, labelCol int) (header []string, colOf []map[int]int) {
	at := map[string]int{}
	for _, run := range runs {
		cols := map[int]int{}
		for _, r := range run {
			label := strings.TrimSpace(t.cell(r, labelCol))
			if f := matchHeader(label); f != fGPU && f != fSpec && gpuRowBeside(t.rows[r], labelCol) {
				label = "" // "计费方式 Billing | RTX 4090 24G | …": the corner names column A's plans, not the row of GPUs (stop 53 set144/06)
			}
			k := compact(norm(label))
			j, ok := at[k]
			if !ok {
				j = len(header)
				at[k] = j
				header = append(header, label)
			}
			cols[r] = j
		}
		colOf = append(colOf, cols)
	}
	return header, colOf
}

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

// A matrix: vendors down the rows, a GPU named by each price column's
// header ("H800 SXM（8卡/台）" | "L20（4卡/台）"), each cell a price with
// its own unit ("7.1万/台/月", "12.6元/卡时"; rule MX0201). It is read one
// quote per filled cell: each cell a row of its own with the row's other
// cells beside it and its column's header as the GPU; quotes and problems
// are then put back at the file's own cell and column.

// matrixRowBase numbers the matrix's cell rows apart from any real row.
const matrixRowBase = 1 << 26

// matrixCell is a cell of the matrix: t's row index and GPU column.
type matrixCell struct{ row, col int }

// matrixColumns finds the matrix's header row: two or more columns whose
// header names a GPU with prices under them, beside a vendor column and no
// GPU column; -1 when t is no matrix.
func matrixColumns(t *table) (hi int, cols []int) {
	for i := 0; i < len(t.rows) && i < headerScanRows; i++ {
		cols = cols[:0]
		vendor, data := false, false
		for c, h := range t.rows[i] {
			h = strings.TrimSpace(h)
			if h == "" {
				continue
			}
			_, err := ParseNumber(h)
			switch f := matchHeader(h); {
			case err == nil || f == fGPU:
				data = true
			case namesGPU(h):
				cols = append(cols, c)
			case f == fVendor:
				vendor = true
			}
		}
		if data || !vendor || len(cols) < 2 {
			continue
		}
		// the cells under the GPU names are mostly prices, and each GPU's
		// column prices something: a row of offers whose model code and
		// configuration both name a GPU ("ZY-H200-8 | … | H200 141G ×8")
		// over a block of services and notes is no matrix header (stop 52,
		// set136/02)
		priced, filledBelow, pricedCols := 0, 0, 0
		for _, c := range cols {
			own := 0
			for r := i + 1; r < len(t.rows); r++ {
				if strings.TrimSpace(t.cell(r, c)) == "" {
					continue
				}
				filledBelow++
				if _, err := parsePriceCell(t.cell(r, c)); err == nil {
					own++
				}
			}
			if own > 0 {
				pricedCols++
			}
			priced += own
		}
		if priced >= 2 && 2*priced > filledBelow && pricedCols == len(cols) {
			return i, slices.Clone(cols)
		}
	}
	return -1, nil
}

// matrixTable lays matrix t out one filled cell a row: t's other columns,
// then the GPU (its column's header) and the cell, in columns lettered past
// t's own (put back by readMatrix); at maps each cell row to its cell.
func matrixTable(t *table, hi int, cols []int) (nt *table, at map[int]matrixCell) {
	w := t.width()
	nt = &table{sheet: t.sheet, xlsx: t.xlsx, mergedFrom: map[[2]int][2]int{}}
	var keep []int
	for c := 0; c < w; c++ {
		if !slices.Contains(cols, c) {
			keep = append(keep, c)
			n := c
			if c < len(t.colNum) {
				n = t.colNum[c]
			}
			nt.colNum = append(nt.colNum, n)
		}
	}
	last := w
	if len(t.colNum) > 0 {
		last = slices.Max(t.colNum) + 1
	}
	nt.colNum = append(nt.colNum, last, last+1)
	// "H20 96G(元/卡/时)": a GPU column's header states its cells' unit; it
	// travels with each cell in a unit column of its own
	units := map[int]string{}
	for _, c := range cols {
		if u := headerHint(t.cell(hi, c)); u != "" && parseHint(u).period != "" {
			units[c] = u
		}
	}
	unitCol := func(row []string, v string) []string {
		if len(units) == 0 {
			return row
		}
		return append(row, v)
	}
	if len(units) > 0 {
		nt.colNum = append(nt.colNum, last+2)
	}
	at = map[int]matrixCell{}
	for r := range t.rows {
		base := make([]string, 0, len(keep)+2)
		for _, c := range keep {
			base = append(base, t.cell(r, c))
		}
		var filledCols []int
		for _, c := range cols {
			if r > hi && strings.TrimSpace(t.cell(r, c)) != "" {
				filledCols = append(filledCols, c)
			}
		}
		switch {
		case r == hi:
			nt.rows = append(nt.rows, unitCol(append(base, templateHeader(fGPU), templateHeader(fPrice)), templateHeader(fUnit)))
			nt.rowNum = append(nt.rowNum, t.rowNum[r])
		case len(filledCols) == 0:
			nt.rows = append(nt.rows, unitCol(append(base, "", ""), ""))
			nt.rowNum = append(nt.rowNum, t.rowNum[r])
		}
		for _, c := range filledCols {
			num := matrixRowBase + len(at)
			at[num] = matrixCell{r, c}
			nt.rows = append(nt.rows, unitCol(append(slices.Clone(base), strings.TrimSpace(t.cell(hi, c)), t.cell(r, c)), units[c]))
			nt.rowNum = append(nt.rowNum, num)
		}
	}
	return nt, at
}

// readMatrix reads matrix t one quote per priced cell (matrixTable); false
// when t is no matrix or its cells' table maps no GPU and price.
func (ctx *readCtx) readMatrix(t *table) bool {
	hi, cols := matrixColumns(t)
	if hi < 0 {
		return false
	}
	nt, at := matrixTable(t, hi, cols)
	l, first := mapTable(nt, 0, ctx.opts.Columns)
	gpuCol := t.width() - len(cols) // past t's other columns: the GPU, the price, the unit (matrixTable)
	priceCol, unitCol := gpuCol+1, gpuCol+2
	if l == nil || !l.has(fGPU) || l.cols[l.byField[fGPU]].col != gpuCol ||
		!slices.ContainsFunc(l.prices, func(i int) bool { return l.cols[i].col == priceCol }) {
		return false
	}
	res := ctx.res
	nq, np := len(res.Quotes), len(res.Problems)
	ctx.readTable(nt, l, first)
	if k := slices.Index(ctx.readTables, nt); k >= 0 {
		ctx.readTables[k] = t // the net (validate_rows.go) looks at the file's own rows
	}
	ctx.aside[rowAtSheet{t.sheet, t.rowNum[hi]}] = true                                  // the header naming each column's GPU and unit, no offer for the net
	gpuLetter, priceLetter, unitLetter := nt.letter(gpuCol), nt.letter(priceCol), "\x00" // no letter
	if unitCol < len(nt.colNum) {
		unitLetter = nt.letter(unitCol) // only where matrixTable added the unit column: else the letter is a kept column's
	}
	// place puts a row and column of the cells' table back at the file's
	place := func(row *int, letter, header *string) {
		mc, ok := at[*row]
		if !ok {
			return
		}
		*row = t.rowNum[mc.row]
		switch *letter {
		case gpuLetter:
			*row = t.rowNum[hi]
			fallthrough
		case priceLetter, unitLetter:
			*letter = t.letter(mc.col)
			if header != nil {
				*header = strings.TrimSpace(t.cell(hi, mc.col))
			}
		}
	}
	for k := nq; k < len(res.Quotes); k++ {
		q := &res.Quotes[k]
		if mc, ok := at[q.SourceRow]; ok {
			q.AddWarning(mk("import.warn.matrix_cell", t.letter(mc.col), strings.TrimSpace(t.cell(hi, mc.col))))
		}
		for e := range q.Evidence {
			ev := &q.Evidence[e]
			place(&ev.Row, &ev.Letter, &ev.Header)
		}
		place(&q.SourceRow, new(string), nil)
	}
	for k := np; k < len(res.Problems); k++ {
		p := &res.Problems[k]
		place(&p.Row, &p.ColumnLetter, &p.Column)
	}
	return true
}
