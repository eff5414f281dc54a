package quotes

import (
	"cmp"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The ditto stage: a cell saying "as above" (同上, 〃, "ditto"; words/columns.tsv
// table ditto) in any column of a data row takes the value of the cell above
// it in that column. A chain of dittos is followed up to the first cell that
// says something; the value is recorded as such (evidence naming the cell it
// came from and the ditto cell's own words). When the cell above is empty, or
// the chain reaches the table's header, nothing is taken: the row is refused
// at the ditto cell.

// srcAbove: the cell above a ditto cell in the same column.
const srcAbove = "row_above"

// dittoAbove is the value a ditto cell at table row i, table column c takes:
// the nearest row above that holds anything, between the header (first) and
// i; ok false when that cell is empty or the chain reaches the header;
// reachedHeader true only in the latter case (an empty cell mid-table is no
// header reached).
func dittoAbove(t *table, i, c, first int) (value string, row int, ok, reachedHeader bool) {
	for j := i - 1; j >= first; j-- {
		if _, n := oneCell(t.rows[j]); n == 0 {
			continue // a blank line between rows
		}
		v := strings.TrimSpace(t.cell(j, c))
		if v == "" {
			return "", 0, false, false
		}
		if isDitto(v) {
			continue // the chain goes on upwards
		}
		return v, t.rowNum[j], true, false
	}
	return "", 0, false, true
}

// ruleDittoEarlierTable: a ditto in the first rows of a table under its own
// header takes the cell of the same item in a table above it.
const ruleDittoEarlierTable = "ditto.earlier_table"

// dittoEarlierTable: a ditto cell (column c) of table row i whose chain
// reaches its own header ("二、租赁方案（同配置服务器）" under "一、设备采购", its
// 配置摘要 "同上") takes that column's cell of the nearest row above the
// header that names the same item in the GPU column gc, word for word; ok
// false where no row above does, or its cell is empty or a ditto itself, or
// the earlier table's header (the nearest row above that one with this
// table's GPU header at gc) does not head column c with this table's words
// there: the same column index under another field (单价 above 月租) is
// another value.
func dittoEarlierTable(t *table, i, first, gc, c int) (string, int, bool) {
	want := compact(norm(t.cell(i, gc)))
	if want == "" || isDitto(want) || first < 1 {
		return "", 0, false
	}
	gpuHead, colHead := compact(norm(t.cell(first-1, gc))), compact(norm(t.cell(first-1, c)))
	if gpuHead == "" || colHead == "" {
		return "", 0, false
	}
	for j := first - 2; j >= 0; j-- {
		if compact(norm(t.cell(j, gc))) != want {
			continue
		}
		v := strings.TrimSpace(t.cell(j, c))
		if v == "" || isDitto(v) {
			return "", 0, false
		}
		for k := j - 1; k >= 0; k-- {
			if compact(norm(t.cell(k, gc))) == gpuHead {
				if compact(norm(t.cell(k, c))) != colHead {
					return "", 0, false
				}
				return v, t.rowNum[j], true
			}
		}
		return "", 0, false
	}
	return "", 0, false
}

// dittoRow replaces the ditto cells of row r (table row i) by the value
// above. It returns the evidence recording each, and a problem at the first
// ditto cell that has nothing above to take.
func dittoRow(r *rowIn, t *table, i, first int, l *layout) ([]Evidence, *Problem) {
	var ev []Evidence
	colOf := func(letter string) int {
		for _, cm := range l.cols {
			if cm.letter == letter {
				return cm.col
			}
		}
		return 0
	}
	take := func(c *cell, letter string, price bool) *Problem {
		if !isDitto(c.text) {
			return nil
		}
		v, from, ok, reachedHeader := dittoAbove(t, i, colOf(letter), first)
		rule := wordRule("ditto", compact(norm(c.text)))
		// only a chain that reaches this table's header looks above it, and never for a price:
		// an earlier table's price at the same place may be a sale's (单价 above 月租)
		if !ok && reachedHeader && !price {
			if gi, hasGPU := l.byField[fGPU]; hasGPU && l.cols[gi].letter != letter {
				v, from, ok = dittoEarlierTable(t, i, first, l.cols[gi].col, colOf(letter))
				rule = ruleDittoEarlierTable
			}
		}
		if !ok {
			return &Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: c.header, ColumnLetter: c.letter,
				Reason: mk("import.ditto.nothing_above", c.header, strings.TrimSpace(c.text))}
		}
		ev = append(ev, Evidence{Field: "ditto", Value: v, Source: srcAbove, Sheet: r.sheet, Row: from,
			Letter: c.letter, Header: c.header, Text: strings.TrimSpace(c.text), Rule: rule, Chosen: true})
		r.layoutWarn = append(r.layoutWarn, mk("import.ditto.taken", c.header, strings.TrimSpace(c.text), v, from))
		c.text = v
		return nil
	}
	fs := slices.Collect(maps.Keys(r.cells))
	slices.SortFunc(fs, func(a, b string) int { // in the file's column order: the warnings and the first problem the same each run
		la, lb := r.cells[a].letter, r.cells[b].letter
		return cmp.Or(cmp.Compare(len(la), len(lb)), cmp.Compare(la, lb), cmp.Compare(a, b))
	})
	for _, f := range fs {
		c := r.cells[f]
		if f == fVendor || f == fNotes {
			continue // the vendor's fill-down and a note's words stay as written
		}
		if p := take(&c, c.letter, f == fPrice); p != nil {
			return nil, p
		}
		r.cells[f] = c
	}
	for k := range r.prices {
		if p := take(&r.prices[k].cell, r.prices[k].letter, true); p != nil {
			return nil, p
		}
		c := &r.prices[k].cell
		gi, hasGPU := l.byField[fGPU]
		ref, named := namedGPURef(c.text)
		if !named || !hasGPU {
			continue
		}
		v, from, ok := namedRowCell(t, first, i, l.cols[gi].col, colOf(c.letter), ref)
		if !ok {
			return nil, &Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: c.header, ColumnLetter: c.letter,
				Reason: mk("import.ditto.no_named_row", c.header, strings.TrimSpace(c.text), ref)}
		}
		ev = append(ev, Evidence{Field: "ditto", Value: v, Source: srcAbove, Sheet: r.sheet, Row: from,
			Letter: c.letter, Header: c.header, Text: strings.TrimSpace(c.text), Rule: "NR0201", Chosen: true}) // words/columns.tsv ditto_named
		r.layoutWarn = append(r.layoutWarn, mk("import.ditto.taken_named", c.header, strings.TrimSpace(c.text), v, from))
		c.text = v
	}
	return ev, nil
}

// namedGPURef (NR0201): a price cell saying "as the price of that GPU"
// ("同H800", "same as A100"; words/columns.tsv ditto_named): the GPU's name,
// when the words after 同 name a catalogue GPU.
func namedGPURef(text string) (string, bool) {
	low := norm(strings.TrimSpace(text))
	m := reSameAs.FindStringSubmatch(low)
	if m == nil || !startsWithAny(low, dittoNamedWords) {
		return "", false
	}
	ref := strings.TrimSpace(m[1])
	if _, ok := matchGPU(ref); !ok && !reGPUFamilyRef.MatchString(ref) {
		return "", false
	}
	return ref, true
}

// reGPUFamilyRef: a GPU named by family and memory, the catalogue's id not
// needed to find its row ("h20 96g").
var reGPUFamilyRef = regexp.MustCompile(`^[a-z]{1,4}\s*\d{2,4}[a-z]?(?:\s*\d{2,3}\s*g)?$`)

// namedRowCell is the cell of column c in the one row of the table (from
// first, not row i) whose GPU cell (column gc) names ref; ok false where no
// row or two rows do, or the cell holds no price.
func namedRowCell(t *table, first, i, gc, c int, ref string) (string, int, bool) {
	want := compact(norm(ref))
	found, at := "", -1
	for j := first; j < len(t.rows); j++ {
		g := compact(norm(t.cell(j, gc)))
		if j == i || g == "" || !strings.HasPrefix(g, want) {
			continue
		}
		if at >= 0 {
			return "", 0, false // two rows answer to the name
		}
		found, at = strings.TrimSpace(t.cell(j, c)), j
	}
	if at < 0 {
		return "", 0, false
	}
	if pc, err := parsePriceCell(found); err != nil || !(pc.value > 0) {
		return "", 0, false
	}
	return found, t.rowNum[at], true
}

// A cell naming another row's machine: a bundle whose spec names its
// machine only by the name a row above gives it ("服务器A + IB网卡 400G",
// "Server C ×1 + public IP" under "GPU服务器 A", "Server C") takes that
// row's GPU and GPUs a machine, said on the quote. The name is the cell's
// first part (before "+"), one machine of it; it must name exactly one
// row read above, as that row's whole cell or the end of it. Anything
// else leaves the row as it was (refused as naming no GPU).

// machineDef is a row read above: its cells' names and its machine.
type machineDef struct {
	names []string // each cell, as written
	gpu   string   // its GPU, with the GPUs a machine
	row   int
}

// defineMachine records the machine row r's quote q was read as.
func defineMachine(defs []machineDef, r rowIn, q Quote) []machineDef {
	if q.GPUText == "" {
		return defs
	}
	d := machineDef{gpu: q.GPUText, row: r.row, names: make([]string, 0, len(r.cells)+len(r.extra))}
	if gpuTextCount(q.GPUText) == 0 && q.GPUsPerNode != nil {
		d.gpu = strconv.Itoa(*q.GPUsPerNode) + "× " + q.GPUText
	}
	for _, c := range r.cells { // as written: compared (normalized) only when a row names a machine
		if strings.TrimSpace(c.text) != "" {
			d.names = append(d.names, c.text)
		}
	}
	for _, v := range r.extra {
		d.names = append(d.names, v)
	}
	return append(defs, d)
}

// reOneMachine: the count after a machine's name, one of it ("×1", "x 1", "*1").
var reOneMachine = regexp.MustCompile(`\s*[×xX*]\s*1\s*$`)

// machineRef gives row r the GPU of the machine its spec (or offer) cell
// names, where no cell of its own names a GPU; false where it names none
// or more than one.
func machineRef(r *rowIn, defs []machineDef) bool {
	if len(defs) == 0 || namesOwnGPU(*r) {
		return false
	}
	for _, f := range []string{fSpec, fOffer} {
		c, ok := r.cells[f]
		if !ok || strings.TrimSpace(c.text) == "" {
			continue
		}
		if s, _ := ParseSpec(c.text); s.GPU != "" {
			return false
		}
		part, _, _ := strings.Cut(narrow(c.text), "+")
		part = strings.TrimSpace(reOneMachine.ReplaceAllString(part, ""))
		key := compact(norm(part))
		if utf8.RuneCountInString(key) < 2 {
			continue
		}
		var found *machineDef
		for k := range defs {
			if !slices.ContainsFunc(defs[k].names, func(n string) bool { return strings.HasSuffix(compact(norm(n)), key) }) {
				continue
			}
			if found != nil {
				return false // two rows of that name
			}
			found = &defs[k]
		}
		if found == nil {
			continue
		}
		r.cells[fGPU] = cell{text: found.gpu, header: c.header, letter: c.letter}
		r.layoutWarn = append(r.layoutWarn, mk("import.ref.machine_named", c.header, part, found.row, found.gpu))
		return true
	}
	return false
}

// dittoNamedWords open a cell naming another row's GPU ("同H800", words ditto_named).
var dittoNamedWords = wordsInOrder("ditto_named")
