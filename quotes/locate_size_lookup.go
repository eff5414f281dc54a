package quotes

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/msg"
)

// A lookup sheet: a sheet with no prices whose table maps a key (an
// instance or SKU code "rc.gpn8.2xlarge", or an instance-size suffix
// ".8xl") to the GPU model and/or the GPUs of that key ("实例规格 | GPU |
// GPU数量 | vCPU", "Size suffix | GPUs per instance"), as a cloud's price
// sheet keeps only the code and a console export the size. A price table
// one of whose columns holds the lookup's keys (found by the values the
// two sheets share, never by a header word) is joined to it: the lookup's
// GPU and count columns are appended to the price table, each row taking
// the values of the lookup row its key names, with a note saying which
// sheet and row they came from (joinLookups). A key matches the code
// whole, case and spacing aside, or whole at its end (".xl" ends "a8.xl",
// not "a8.2xl"); the longest key that matches decides. A row whose code
// no lookup row names, where the lookup gives the GPU model, is refused
// at its code's cell: its GPU is never guessed.

// The lookup may also stand on the price sheet itself, as a block of its
// own under the prices (a blank line, then "实例规格 | GPU | GPU数量"): its
// header names no price, and its rows are taken out of the price table.

// lookup is one such table.
type lookup struct {
	sheet     string
	keyHeader string
	keyLetter string
	cols      []lookupCol // the GPU model and/or GPU count columns
	rows      map[string]lookupRow
	from, to  int // its header and last row, as rows of its table
}

// lookupCol is one column a lookup gives: its header and field.
type lookupCol struct {
	header, field string
	col           int
}

// lookupRow is one key's row: its spreadsheet row and its values in cols.
type lookupRow struct {
	row  int
	key  string // as written
	vals []string
}

// lookupMaxKey: the longest key a lookup holds, in characters
// [assumed: an instance or SKU code, never a sentence].
const lookupMaxKey = 40

// lookupHeaderRows: the rows a lookup's header may sit below the top
// [assumed: a title or a line of notes above it].
const lookupHeaderRows = 5

// readLookup reads t as a lookup: a header row with a column naming the
// GPU model or the GPUs a machine, and a column of distinct codes, one per
// row, each beside a GPU name or a whole count of 1 to 64. nil when t is
// not one (fewer than two keys, a key that is no code, a count that is no
// such number).
func readLookup(t *table) *lookup {
	for hi := 0; hi < len(t.rows) && hi < lookupHeaderRows; hi++ {
		if l := readLookupAt(t, hi); l != nil {
			return l
		}
	}
	return nil
}

func readLookupAt(t *table, hi int) *lookup {
	head := t.rows[hi]
	var cols []lookupCol
	for c, h := range head {
		if f := matchHeader(h); f == fGPUsPerNode || f == fGPU { // "GPU数量": by its values
			cols = append(cols, lookupCol{header: strings.TrimSpace(h), field: lookupField(t, hi, c), col: c})
		} else if f == fInter && networkValues(t, hi, c) {
			cols = append(cols, lookupCol{header: strings.TrimSpace(h), field: fInter, col: c}) // OP1001: a rack's or switch's uplink ("IB NDR 4x400G")
		} else if f == fGPUForm && memoryLeftOut(t, hi, head[:c]) {
			cols = append(cols, lookupCol{header: strings.TrimSpace(h), field: fGPUForm, col: c}) // GN0092: the memory beside the GPU ("显存 80GB")
		}
	}
	if len(cols) == 0 || len(t.rows) < hi+3 {
		return nil
	}
	for keyCol := range head {
		if isLookupCol(cols, keyCol) || strings.TrimSpace(head[keyCol]) == "" {
			continue
		}
		if l := lookupRows(t, hi, keyCol, cols); l != nil {
			return l
		}
	}
	return nil
}

func isLookupCol(cols []lookupCol, c int) bool {
	return slices.ContainsFunc(cols, func(lc lookupCol) bool { return lc.col == c })
}

// lookupRows reads the rows under header hi keyed by column keyCol; nil
// when one of them is no entry.
func lookupRows(t *table, hi, keyCol int, cols []lookupCol) *lookup {
	l := &lookup{sheet: t.sheet, keyHeader: strings.TrimSpace(t.rows[hi][keyCol]), keyLetter: t.letter(keyCol), cols: cols, rows: map[string]lookupRow{}, from: hi}
	gpus := 0 // rows whose GPU column names a catalogue GPU
	for r := hi + 1; r < len(t.rows); r++ {
		row := t.rows[r]
		if len(l.rows) > 0 && blankBefore(t, r) {
			break // the block ends at a blank line
		}
		if len(filled(row)) == 0 || noteOrTotalRow(row) {
			continue
		}
		l.to = r
		if keys := keyRange(rowCell(row, keyCol)); keys != nil { // "A-04~A-09": a run of racks, one entry each (OP1001)
			e := lookupRow{row: t.rowNum[r], key: strings.TrimSpace(rowCell(row, keyCol))}
			for _, lc := range cols {
				e.vals = append(e.vals, strings.TrimSpace(rowCell(row, lc.col)))
			}
			for _, k := range keys {
				if _, dup := l.rows[k]; dup {
					return nil
				}
				l.rows[k] = e
			}
			continue
		}
		key := compact(foldKey(rowCell(row, keyCol)))
		if key == "" || utf8.RuneCountInString(key) > lookupMaxKey || strings.ContainsAny(strings.TrimSpace(rowCell(row, keyCol)), " \t") ||
			!strings.ContainsFunc(key, unicode.IsLetter) { // a serial number (序号 1, 2, 3) is no code
			return nil
		}
		if _, dup := l.rows[key]; dup {
			return nil
		}
		e := lookupRow{row: t.rowNum[r], key: strings.TrimSpace(rowCell(row, keyCol))}
		for _, lc := range cols {
			v := strings.TrimSpace(rowCell(row, lc.col))
			if lc.field == fGPUsPerNode && !lookupCount(v) {
				return nil
			}
			if lc.field == fGPU && namesGPU(v) {
				gpus++
			}
			e.vals = append(e.vals, v)
		}
		l.rows[key] = e
	}
	// a GPU column names catalogue GPUs in most rows; a card it does not
	// know is refused at the row that rents it
	if len(l.rows) < 2 || slices.ContainsFunc(cols, func(c lookupCol) bool { return c.field == fGPU }) && (gpus < 2 || gpus*2 < len(l.rows)) {
		return nil
	}
	return l
}

// networkValues (OP1001): most values under header row hi in column c name
// a network by its kind ("IB NDR 4x400G", "25GbE", "RoCE 200G").
func networkValues(t *table, hi, c int) bool {
	n, yes := 0, 0
	for r := hi + 1; r < len(t.rows); r++ {
		v := strings.TrimSpace(rowCell(t.rows[r], c))
		if v == "" {
			continue
		}
		n++
		if nw, err := ParseNetwork(v); err == nil && nw.Kind != Unknown && nw.Kind != InterNone && nw.Assumed.IsZero() {
			yes++
		}
	}
	return yes >= 1 && yes*2 >= n
}

// reKeyRange: a run of keys written first~last, one prefix ("A-04~A-09",
// "A-04~09"), or first-last where both carry the prefix ("R12-R15": a
// dash alone is part of a key, "A-04").
var reKeyRange = regexp.MustCompile(`^([A-Za-z]+[-_]?)(\d{1,4})\s*(?:[~～]\s*([A-Za-z]+[-_]?)?|-\s*([A-Za-z]+[-_]?))(\d{1,4})$`)

// keyRange is the keys (folded as find folds a code) of a run first~last
// of at most 50, the digits as wide as written; nil for any other key.
func keyRange(v string) []string {
	m := reKeyRange.FindStringSubmatch(strings.TrimSpace(v))
	if m == nil || !strings.EqualFold(m[3]+m[4], m[1]) && m[3]+m[4] != "" {
		return nil
	}
	a, _ := strconv.Atoi(m[2])
	b, _ := strconv.Atoi(m[5])
	if b <= a || b-a > 50 {
		return nil
	}
	var out []string
	for n := a; n <= b; n++ {
		out = append(out, compact(foldKey(fmt.Sprintf("%s%0*d", m[1], len(m[2]), n))))
	}
	return out
}

// lookupField is what column c under header hi gives: GPUs a machine
// where every value is a count, else the GPU model.
func lookupField(t *table, hi, c int) string {
	for r := hi + 1; r < len(t.rows); r++ {
		if v := strings.TrimSpace(t.cell(r, c)); v != "" && !noteOrTotalRow(t.rows[r]) && !lookupCount(v) {
			return fGPU
		}
	}
	return fGPUsPerNode
}

// lookupCount: a whole count of 1 to 64 GPUs ("8", "8卡", "8 GPUs").
func lookupCount(v string) bool {
	n, err := ParseCount(v)
	return err == nil && n >= 1 && n <= 64
}

// find is the lookup row of a code: the key equal to it or, failing that,
// the longest that ends it whole; ok false when none does.
func (l *lookup) find(code string) (lookupRow, bool) {
	low := compact(foldKey(code))
	if low == "" {
		return lookupRow{}, false
	}
	if e, ok := l.rows[low]; ok {
		return e, true
	}
	best := ""
	for key := range l.rows {
		if !strings.HasSuffix(low, key) || len(key) <= len(best) {
			continue
		}
		// whole: the key starts with a mark (".xl"), or a mark stands
		// before it ("hx-a8-2xl"); "a8.12xl" does not end in the key "2xl"
		if before := low[:len(low)-len(key)]; !alnum(utf8.DecodeRuneInString(key)) || !alnum(utf8.DecodeLastRuneInString(before)) {
			best = key
		}
	}
	family := false
	if best == "" {
		// GN0091: a family key that opens the code, a mark after it ("mj.gh8"
		// opens "mj.gh8.32xlarge", not "mj.gh8p.16xlarge"): an instance family
		// table keyed by the family, the size after it
		for key := range l.rows {
			if len(low) > len(key) && strings.HasPrefix(low, key) && !alnum(utf8.DecodeRuneInString(low[len(key):])) &&
				strings.ContainsAny(key, ".-_") && len(key) > len(best) {
				best, family = key, true
			}
		}
	}
	if best == "" {
		return lookupRow{}, false
	}
	e := l.rows[best]
	if family { // a family's row names the card; its count is not every size's ("ecs.gn6i" 1, its 24xlarge 4)
		e.vals = slices.Clone(e.vals)
		for k, c := range l.cols {
			if k < len(e.vals) && (c.field == fGPUsPerNode || c.field == fTotalGPUs || c.field == fNodes) {
				e.vals[k] = ""
			}
		}
	}
	return e, true
}

// alnum: a decoded rune (its size unused) is a digit or a lower-case letter.
func alnum(r rune, _ int) bool { return r >= '0' && r <= '9' || r >= 'a' && r <= 'z' }

// tableJoin is what a join did to a price table: per row index, the note
// on the values it took, or the code no lookup row names.
type tableJoin struct {
	notes  map[int]msg.Msg
	missed map[int]Problem
}

// joinLookups appends to t the columns of the first lookup whose keys one
// of t's columns holds (in at least two rows and in most of the rows that
// fill that column), leaving out a column t already has; t itself when no
// lookup joins. The appended columns carry the code column's file column,
// so a reading or refusal of them quotes the row's code cell.
func joinLookups(t *table, lookups []*lookup) *table {
	if l := blockLookup(t); l != nil {
		if jt := joinLookup(t, l); jt != nil {
			return jt
		}
	}
	for _, l := range lookups {
		if l.sheet == t.sheet {
			continue
		}
		if jt := joinLookup(t, l); jt != nil {
			return jt
		}
	}
	return t
}

// blockLookup is a lookup standing as a block of t under a blank line,
// its header naming no price; nil when t holds none.
func blockLookup(t *table) *lookup {
	above := false // a filled row above the blank line
	for hi := 1; hi < len(t.rows); hi++ {
		above = above || len(filled(t.rows[hi-1])) > 0
		if !above || !blankBefore(t, hi) || len(filled(t.rows[hi])) < 2 || slices.ContainsFunc(t.rows[hi], namesPriceHeader) {
			continue
		}
		if l := readLookupAt(t, hi); l != nil {
			return l
		}
	}
	return nil
}

// blankBefore: a blank line stands before row i (a row of empty cells, or
// a line the table left out).
func blankBefore(t *table, i int) bool {
	return len(filled(t.rows[i-1])) == 0 || i < len(t.rowNum) && t.rowNum[i] > t.rowNum[i-1]+1
}

func namesPriceHeader(h string) bool {
	f := matchHeader(h)
	return f == fPrice || f == fPackPrice
}

func joinLookup(t *table, l *lookup) *table {
	inBlock := func(i int) bool { return l.sheet == t.sheet && i >= l.from && i <= l.to }
	keyCol, hits, misses := -1, map[int]lookupRow{}, []int(nil)
	for c := 0; c < t.width(); c++ {
		h, m := map[int]lookupRow{}, []int(nil)
		for i := range t.rows {
			v := t.cell(i, c)
			if strings.TrimSpace(v) == "" || len(filled(t.rows[i])) < 2 || inBlock(i) {
				continue
			}
			if e, ok := l.find(v); ok {
				h[i] = e
			} else {
				m = append(m, i)
			}
		}
		if len(h) > len(hits) {
			keyCol, hits, misses = c, h, m
		}
	}
	first := len(t.rows)
	for i := range hits {
		first = min(first, i)
	}
	if len(hits) < 2 || len(hits) <= len(misses)/2 {
		return nil
	}
	hi := first - 1 // the code column's header: the nearest filled cell above its first code
	for hi >= 0 && strings.TrimSpace(t.cell(hi, keyCol)) == "" {
		hi--
	}
	if hi < 0 {
		return nil
	}
	var take []int // the lookup's columns t has not
	for k, lc := range l.cols {
		if !tableHas(t, hi, keyCol, hits, lc.field) {
			take = append(take, k)
		}
	}
	if len(take) == 0 {
		return nil
	}
	givesGPU := false
	for _, k := range take {
		givesGPU = givesGPU || l.cols[k].field == fGPU
	}
	w := t.width()
	jt := &table{sheet: t.sheet, rowNum: t.rowNum, xlsx: t.xlsx, mergedFrom: t.mergedFrom, colNum: append([]int(nil), t.colNum...),
		join: &tableJoin{notes: map[int]msg.Msg{}, missed: map[int]Problem{}}, rowWarn: t.rowWarn}
	for len(jt.colNum) < w {
		jt.colNum = append(jt.colNum, len(jt.colNum))
	}
	keyHeader := strings.TrimSpace(t.cell(hi, keyCol))
	for range take {
		jt.colNum = append(jt.colNum, jt.colNum[keyCol])
	}
	for i, row := range t.rows {
		if inBlock(i) { // the lookup's own rows are no prices
			jt.rows = append(jt.rows, nil)
			continue
		}
		row = padRow(append([]string(nil), row...), w)
		e, hit := hits[i]
		var said []string
		for _, k := range take {
			v := ""
			switch {
			case i == hi:
				v = l.cols[k].header
			case hit:
				v = e.vals[k]
				said = append(said, l.cols[k].header+" “"+v+"”")
			}
			row = append(row, v)
		}
		jt.rows = append(jt.rows, row)
		if hit {
			jt.join.notes[i] = mk("import.warn.lookup_joined", strings.Join(said, "、"), l.where(t), e.row, e.key, strings.TrimSpace(t.cell(i, keyCol)), keyHeader)
		}
	}
	for _, i := range misses {
		if i > hi && givesGPU {
			jt.join.missed[i] = Problem{Sheet: t.sheet, Row: t.rowNum[i], Column: keyHeader, ColumnLetter: t.letter(keyCol),
				Reason: mk("import.err.lookup_key_missing", strings.TrimSpace(t.cell(i, keyCol)), l.where(t), l.keyHeader)}
		}
	}
	return jt
}

// where names the lookup for a row of t: its sheet, or the block under
// the prices.
func (l *lookup) where(t *table) msg.Msg {
	if l.sheet == t.sheet {
		return mk("import.lookup.block", t.rowNum[l.from])
	}
	return mk("import.lookup.sheet", l.sheet)
}

// tableHas: t states the field itself, in its header row hi (a header
// naming it) or in the rows the lookup joins (a column of GPU names other
// than the code column, whose codes may hold a GPU's name: "tf.a10.large").
func tableHas(t *table, hi, keyCol int, rows map[int]lookupRow, field string) bool {
	for c, h := range t.rows[hi] {
		if matchHeader(h) == field && !(field == fGPU && countsOnly(t, c, rows)) { // "GPU数 8": the cards, not the model (GN0093)
			return true
		}
		if field != fGPU || c == keyCol {
			continue
		}
		n := 0
		for i := range rows {
			if namesGPU(t.cell(i, c)) {
				n++
			}
		}
		if n*2 > len(rows) {
			return true
		}
	}
	return false
}

// joined is what the join says of row i: the note on the values it took,
// and the refusal of a code no lookup row names (ok false).
func (t *table) joined(file string, i int) (*msg.Msg, Problem, bool) {
	if t.join == nil {
		return nil, Problem{}, true
	}
	if p, miss := t.join.missed[i]; miss {
		p.File = file
		return nil, p, false
	}
	if m, ok := t.join.notes[i]; ok {
		return &m, Problem{}, true
	}
	return nil, Problem{}, true
}

// tableLine: a row of a sheet with no prices that fills several cells (a
// lookup's header "Size suffix | GPUs per instance | Notes", or one of
// its rows) is a table's line, not a title that may name the vendor.
func tableLine(row []string) bool { return len(filled(row)) >= tableLineCells }

// tableLineCells: the cells a line must fill to be a table's [assumed: a
// title is one cell, a label and its value two].
const tableLineCells = 3

// A figure sheet: a sheet with no prices whose table gives each GPU's
// figure of compute ("算力折算表：型号 | 单卡折算算力(P)"), read by a price
// per unit of compute (元/P/月) whose own row gives none (scale.go
// computeFactor). Its rows are keyed by the catalogue GPU their model
// names; the lines above its header say the unit and precision.
type figureRow struct {
	gpu   string // catalogue id
	fig   cell   // the figure's cell: its header is "SHEET!COLROW header"
	words string // the sheet's title lines and the row's other cells: its basis, precision and sparsity
}

// readFigureSheet reads t as a figure sheet; nil where it is none.
func readFigureSheet(t *table) []figureRow {
	for h := 0; h < len(t.rows) && h < lookupHeaderRows; h++ {
		fc, gc := -1, -1
		for c, v := range t.rows[h] {
			low := norm(v)
			switch {
			case computeFigureHeader(low) != "" && fc < 0:
				fc = c
			case gc < 0 && h+1 < len(t.rows) && c < len(t.rows[h+1]):
				if _, ok := matchGPU(t.rows[h+1][c]); ok {
					gc = c
				}
			}
		}
		if fc < 0 || gc < 0 {
			continue
		}
		title := strings.Join(titleLines(t, h), " ")
		var out []figureRow
		for i := h + 1; i < len(t.rows); i++ {
			row := t.rows[i]
			if gc >= len(row) || fc >= len(row) {
				continue
			}
			m, ok := matchGPU(row[gc])
			if !ok {
				continue
			}
			var other []string
			for c, v := range row {
				if c != gc && c != fc {
					other = append(other, v)
				}
			}
			at := t.sheet + "!" + t.letter(fc) + strconv.Itoa(t.rowNum[i])
			out = append(out, figureRow{gpu: m.ID, fig: cell{text: strings.TrimSpace(row[fc]), header: at + " " + t.rows[h][fc]},
				words: title + " " + t.rows[h][fc] + " " + strings.Join(other, " ")})
		}
		return out
	}
	return nil
}

// countsOnly: column c holds a GPU count in each of the rows, no model.
func countsOnly(t *table, c int, rows map[int]lookupRow) bool {
	for i := range rows {
		if !lookupCount(strings.TrimSpace(t.cell(i, c))) {
			return false
		}
	}
	return len(rows) > 0
}

// memoryLeftOut: a GPU column among the header cells left of a memory
// column names some card of its rows without its memory ("NVIDIA H800"
// beside "80GB"): the memory column completes the name. A GPU column
// stating every card's memory keeps its own (a "显存合计" beside it is the
// machine's total, not the card's).
func memoryLeftOut(t *table, hi int, left []string) bool {
	for c, h := range left {
		if matchHeader(h) != fGPU {
			continue
		}
		for r := hi + 1; r < len(t.rows); r++ {
			if v := strings.TrimSpace(t.cell(r, c)); v != "" && namesGPU(v) {
				if _, ok := statedMemoryGB(v); !ok {
					return true
				}
			}
		}
	}
	return false
}
