package quotes

import (
	"regexp"
	"strconv"
	"strings"

	"computecheck/msg"
)

// A wide table split by columns over two printed pages. A sales desk whose
// table is too wide for A4 prints its first columns on one page (序号, 型号,
// the machine, the counts, one price) and the rest on the next (序号, 型号,
// the long-term prices), the two pages' rows joined by their row number
// ("续表（接上页，按序号对应）"). In the file the second page is a table of
// its own under the first, its rows naming the GPU and prices but not the
// machine's cards or count. The locate stage joins them (rule PG0041): a
// table whose header holds a row-number column (words/header_synonyms.tsv,
// role serial) under an earlier table of the same sheet with one takes,
// for each row, the machine fields it has no column for (machineFields:
// cards per machine, machines, links, …) and the machine's spec from the
// earlier table's row of the same number, warned (import.warn.page_join)
// naming that row. The join holds only where it reads exactly: every row of
// the later table whose number the earlier one holds names the same
// catalogue GPU there, and at least one does; else the two tables are
// unrelated lists that number their rows alike, and nothing is joined.

// pageJoinFields: what the later page takes from the earlier page's row.
var pageJoinFields = append([]string{fSpec}, machineFields...)

// serialHeaders: the row-number column's header words, folded as
// isSerialHeader folds: the header synonyms of role serial (序号, 编号, No.;
// words/header_synonyms.tsv), no list of their own.
var serialHeaders = func() map[string]bool {
	out := map[string]bool{}
	for _, s := range synonyms {
		if s.role == "serial" {
			out[strings.Trim(compact(norm(s.name)), ".:：")] = true
		}
	}
	return out
}()

// isSerialHeader: v, folded (compact, lower case, a trailing point or
// colon dropped), names a row-number column (序号, No.).
func isSerialHeader(v string) bool {
	return serialHeaders[strings.Trim(compact(norm(v)), ".:：")]
}

var reSerialValue = regexp.MustCompile(`^\d{1,4}$`)

// pageRow is one earlier-page row: its GPU's catalogue id, its sheet row
// and the cells the later page may take.
type pageRow struct {
	gpu   string
	row   int
	cells map[string]cell
}

// reContinued (words/locate.tsv page_continued, PG0050-): the words a
// printed table's next page opens with (续表, 接上页).
var reContinued = regexp.MustCompile(`(?i)` + wordAlt("page_continued", false))

// pageJoin is the earlier table's rows by their number, the fields its
// layout maps and the last row it read.
type pageJoin struct {
	rows   map[string]pageRow
	fields map[string]int
	last   int
}

// serialCol is the column of layout l's header naming a row number, -1 for
// none.
func serialCol(t *table, l *layout) int {
	if l == nil || len(l.headerRows) == 0 {
		return -1
	}
	h := l.headerRows[len(l.headerRows)-1]
	if h >= len(t.rows) {
		return -1
	}
	for c, v := range t.rows[h] {
		if isSerialHeader(v) {
			return c
		}
	}
	return -1
}

// serialOf is row i's number under column sc, "" for none.
func serialOf(t *table, i, sc int) string {
	if sc < 0 || i >= len(t.rows) {
		return ""
	}
	v := strings.TrimSpace(t.cell(i, sc))
	if !reSerialValue.MatchString(v) {
		return ""
	}
	n, _ := strconv.Atoi(v)
	return strconv.Itoa(n)
}

// gpuIDOf is the catalogue id row i's GPU column names, "" for none.
func gpuIDOf(t *table, l *layout, i int) string {
	gc := colOfField(l, fGPU)
	if gc < 0 {
		return ""
	}
	if m, ok := matchGPU(t.cell(i, gc)); ok {
		return m.ID
	}
	return ""
}

// pageJoinFrom records the rows from..to-1 of the table l maps, by their
// number; nil where its header names no row number or no GPU column.
func pageJoinFrom(t *table, l *layout, from, to int) *pageJoin {
	sc := serialCol(t, l)
	if sc < 0 || colOfField(l, fGPU) < 0 {
		return nil
	}
	pj := &pageJoin{rows: map[string]pageRow{}, fields: l.byField}
	for i := from; i < to && i < len(t.rows); i++ {
		n := serialOf(t, i, sc)
		if n == "" {
			continue
		}
		pj.last = i
		if _, dup := pj.rows[n]; dup {
			return nil // one number on two rows: no exact join
		}
		pr := pageRow{gpu: gpuIDOf(t, l, i), row: t.rowNum[i], cells: map[string]cell{}}
		for _, f := range pageJoinFields {
			if k, ok := l.byField[f]; ok {
				cm := l.cols[k]
				if v := strings.TrimSpace(t.cell(i, cm.col)); v != "" {
					pr.cells[f] = cell{text: v, header: cm.header, letter: cm.letter}
				}
			}
		}
		if pr.gpu != "" && len(pr.cells) > 0 {
			pj.rows[n] = pr
		}
	}
	if len(pj.rows) == 0 {
		return nil
	}
	return pj
}

// joins: the later table l (its rows from first on) continues pj's: a
// continuation word (续表, 接上页) stands between the two, it shares no field
// with pj's but the GPU and spec (a page split by columns carries the other
// columns), it has a row-number column, lacks a column pj's rows fill, and
// every row whose number pj holds names the same GPU (at least one). Two
// lists numbered alike (整机 and 单卡) are no pages of one table.
func (pj *pageJoin) joins(t *table, l *layout, first int) bool {
	if pj == nil || len(l.headerRows) == 0 || !pj.continued(t, l.headerRows[0]) {
		return false
	}
	for f := range l.byField {
		if _, both := pj.fields[f]; both && f != fGPU && f != fSpec {
			return false
		}
	}
	sc := serialCol(t, l)
	if sc < 0 || colOfField(l, fGPU) < 0 {
		return false
	}
	lacks := false
	for _, pr := range pj.rows {
		for f := range pr.cells {
			lacks = lacks || !l.has(f)
		}
	}
	if !lacks {
		return false
	}
	same := 0
	for i := first; i < len(t.rows); i++ {
		if isSerialHeader(t.cell(i, sc)) {
			break // the next table's header
		}
		n := serialOf(t, i, sc)
		pr, ok := pj.rows[n]
		if n == "" || !ok {
			continue
		}
		if g := gpuIDOf(t, l, i); g != pr.gpu {
			return false // the same number, another machine: unrelated lists
		}
		same++
	}
	return same > 0
}

// continued: a row between pj's last row and the later header h says the
// table goes on (续表（接上页）).
func (pj *pageJoin) continued(t *table, h int) bool {
	for i := pj.last + 1; i < h && i < len(t.rows); i++ {
		for _, v := range t.rows[i] {
			if reContinued.MatchString(norm(v)) {
				return true
			}
		}
	}
	return false
}

// fill gives row r (table row i) the machine fields its table has no
// column for from the earlier page's row of the same number, warned.
func (pj *pageJoin) fill(r *rowIn, t *table, l *layout, i int) {
	n := serialOf(t, i, serialCol(t, l))
	pr, ok := pj.rows[n]
	if n == "" || !ok || gpuIDOf(t, l, i) != pr.gpu {
		return
	}
	for _, f := range pageJoinFields {
		c, ok := pr.cells[f]
		if !ok || l.has(f) {
			continue
		}
		r.cells[f] = c
		r.layoutWarn = append(r.layoutWarn, pageJoinMsg(f, c, pr.row, n))
	}
}

// pageJoinMsg says which field came from which earlier row.
func pageJoinMsg(f string, c cell, row int, n string) msg.Msg {
	return mk("import.warn.page_join", mk("field."+f), c.text, c.header, row, n)
}
