package quotes

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// TE0013 tree-shaped price lists: one column of a table is a tree's
// labels. A parent row names the machine (its GPU, cards, links: "H800 SXM
// 8卡整机", "├─ A800 80G（SXM）8卡", a pivot's group row "H100 SXM 80G
// (8卡)") and the rows under it name only a billing mode ("按量计费",
// "│  ├─ 包月", an indented "包季") beside their price. The parent's label
// is moved into a column of its own (headed as the label column is, quoting
// its cell), so the master/detail and block-line fill-down (MR0001,
// TB0015) carry it to its children, each warned; its children keep their
// plan in the label column. A parent naming no catalogue GPU ("MI308X
// 8卡整机") gives its children none: they are refused at their row, never
// read as the machine above. A pivot's group row holds the sums of its
// children's figures: those sums are no prices and are cleared; a parent
// holding a figure that is not such a sum is an offer itself, and the
// table is no tree.

// treeMarks: words/locate.tsv tree_mark, the marks a drawn tree or an
// outline indents a label with before its words ("│  ├─ 包月", "■ 华西节点",
// "+-- 按量"), and the indent itself (spaces, tabs, 　).
var treeMarks = strings.Join(wordsInOrder("tree_mark"), "") + " \t\u3000"

// treeLabel is a label cell's words without the tree marks and indent
// before them; the words keep their own marks ("NVLink + IB").
func treeLabel(s string) string {
	return strings.TrimSpace(strings.TrimLeft(s, treeMarks))
}

// treeMachineHeader: words/locate.tsv tree_machine_header, the word the
// parents' column is headed by after the label column's header (TE0014).
var treeMachineHeader = wordsInOrder("tree_machine_header")[0]

// treeChild: a label that names a billing mode and nothing else ("包月",
// "按量计费", "包季").
func treeChild(v string) bool {
	if v == "" || utf8.RuneCountInString(v) > 12 {
		return false
	}
	return remember(&treeChildMemo, v, treeChildUncached)
}

var treeChildMemo memo[string, bool]

func treeChildUncached(v string) bool {
	if _, err := ParseNumber(v); err == nil {
		return false // a figure names no billing mode
	}
	if _, ok := sectionMode(v); !ok {
		return false
	}
	return !namesGPU(v)
}

// treeTable is t with its tree's parent labels in a column of their own
// (TE0013), t itself where no column is a tree's.
func treeTable(t *table) *table {
	w := t.width()
	for c := 0; c < w && c < 4; c++ {
		if tt := treeAt(t, c); tt != nil {
			return tt
		}
	}
	return t
}

// treeAt reads column c as a tree's labels; nil where it is none.
func treeAt(t *table, c int) *table {
	labels := make([]string, len(t.rows))
	child := make([]bool, len(t.rows)) // the label names a billing mode and nothing else, read once a row
	anyChild := false
	read := map[string]bool{} // a column's labels repeat (a GPU, a region): each read once
	for r := range t.rows {
		labels[r] = treeLabel(t.cell(r, c))
		isChild, ok := read[labels[r]]
		if !ok {
			isChild = treeChild(labels[r])
			read[labels[r]] = isChild
		}
		child[r] = isChild
		anyChild = anyChild || isChild
	}
	if !anyChild {
		return nil // no row names only a billing mode: no tree's column
	}
	parentOf := map[int]int{} // child row -> its parent row
	var parents []int
	cur := -1
	for r := range t.rows {
		v := labels[r]
		if v == "" {
			if _, n := oneCell(t.rows[r]); n == 0 {
				cur = -1 // a blank line ends the branch
			}
			continue
		}
		if cur >= 0 && child[r] {
			if _, n := oneCell(t.rows[r]); n >= 2 {
				parentOf[r] = cur
			}
			continue
		}
		cur = -1
		if child[r] || reTotals.MatchString(norm(v)) || !namesGPU(v) && !strings.ContainsAny(v, "0123456789") {
			continue // a plan under no parent, a totals line, words naming no machine (a header's name "租期")
		}
		if next := nextFilled(t, r); next >= 0 && child[next] {
			cur = r
			parents = append(parents, r)
		}
	}
	named := 0
	for _, p := range parents {
		if namesGPU(treeLabel(t.cell(p, c))) {
			named++
		}
	}
	if len(parents) < 2 || named < 2 {
		return nil
	}
	// the header: the last row of two or more cells above the first parent
	// that reads as one (an offer or a numbered section row above the tree
	// is none)
	hr := -1
	for r := parents[0] - 1; r >= 0; r-- {
		if _, n := oneCell(t.rows[r]); n >= 2 && treeHeaderRow(t, r, c) {
			hr = r
			break
		}
	}
	if hr < 0 {
		return nil
	}
	kidsOf := map[int][]int{} // each parent's children, in order
	for r := range t.rows {
		if p, ok := parentOf[r]; ok {
			kidsOf[p] = append(kidsOf[p], r)
		}
	}
	sums := map[[2]int]bool{} // the parents' cells holding their children's sums
	for _, p := range parents {
		for k := range t.rows[p] {
			if k == c || strings.TrimSpace(t.cell(p, k)) == "" {
				continue
			}
			pv, ok := treeFigure(t.cell(p, k))
			if !ok {
				continue // words: a spec, a link, a number of the outline
			}
			total, kids := 0.0, len(kidsOf[p])
			numbered := !treePriceHeader(t.cell(hr, k)) // outline numbers stand in a column no price heads
			for j, ch := range kidsOf[p] {
				if v, ok := treeFigure(t.cell(ch, k)); ok {
					total += v
				}
				// the children numbered in order under their parent (1.1 over 1.1.1, 1.1.2), a price's decimals never
				numbered = numbered && strings.TrimSpace(t.cell(ch, k)) == strings.TrimSpace(t.cell(p, k))+"."+strconv.Itoa(j+1)
			}
			if kids == 0 || math.Abs(total-pv) > 0.005*math.Max(1, math.Abs(pv)) {
				if kids > 0 && numbered {
					continue // "1.1" over "1.1.1", "1.1.2": the outline's numbers, no figure
				}
				return nil // a figure of its own: the parent is an offer, no tree
			}
			sums[[2]int{p, k}] = true
		}
	}
	isParent := map[int]bool{}
	for _, p := range parents {
		isParent[p] = true
	}
	header := strings.TrimSpace(strings.TrimSpace(t.cell(hr, c)) + " " + treeMachineHeader)
	noGPU := map[int]bool{}
	jt := withTextColumn(t, c, func(r int, row []string) string {
		switch p, ok := parentOf[r]; {
		case r == hr:
			return header
		case ok:
			return treeLabel(t.cell(p, c))
		case isParent[r]:
			return treeLabel(t.cell(r, c))
		}
		return ""
	})
	for r := range jt.rows {
		if isParent[r] { // a heading, no offer: its label alone, in the machines' column
			last := len(jt.rows[r]) - 1
			if len(kidsOf[r]) > 0 {
				last++ // its facts went to its children (each warned with its row): no offer, no refusal
			}
			for k := 0; k < last; k++ {
				jt.rows[r][k] = ""
			}
			continue
		}
		p, ok := parentOf[r]
		if !ok {
			continue
		}
		jt.rows[r][c] = treeLabel(t.cell(r, c))
		for k := range t.rows[p] { // the parent's machine cells (spec, links) its child leaves blank
			if v := strings.TrimSpace(t.cell(p, k)); k != c && v != "" && !sums[[2]int{p, k}] && strings.TrimSpace(jt.rows[r][k]) == "" && !outlineNumber(v) && !treePriceCell(t.cell(hr, k), v) {
				jt.rows[r][k] = v
			}
		}
		if r < len(t.rowNum) && p < len(t.rowNum) {
			jt.rowWarn = append(jt.rowWarn, recordWarn{t.rowNum[r], mk("import.warn.tree_parent", t.rowNum[p], treeLabel(t.cell(p, c)))})
			if _, known := matchGPU(treeLabel(t.cell(p, c))); !known {
				noGPU[t.rowNum[r]] = true
			}
		}
	}
	jt.lineCol = jt.width() // the parents' column is the column of lines filled down (one such column a table has)
	for r := range t.noGPURows {
		noGPU[r] = true // the rows the table already marked stay marked
	}
	jt.noGPURows = noGPU
	return jt
}

// treeHeaderRow: row r reads as a header, no offer: it names no GPU in
// the label column c and holds no figure.
func treeHeaderRow(t *table, r, c int) bool {
	if namesGPU(treeLabel(t.cell(r, c))) {
		return false
	}
	for k := range t.rows[r] {
		if _, ok := treeFigure(t.cell(r, k)); ok {
			return false
		}
	}
	return true
}

// treeFigure: a cell holding an amount: a bare number ("25", "1,200") or
// a price with its currency ("¥25.00", "25元", "$2.5/GPU-hr"), as the
// price cell reads it; "8卡", "H100" or a spec is none.
func treeFigure(v string) (float64, bool) {
	if n, err := ParseNumber(v); err == nil {
		return n, true
	}
	if pc, err := parsePriceCell(v); err == nil && pc.hint.currency != "" {
		return pc.value, true
	}
	return 0, false
}

// treePriceCell: a parent's cell v under header h is a price, a unit or a
// currency: never its children's (their price column left blank stays
// blank, their unit is their own).
func treePriceCell(h, v string) bool {
	if treePriceHeader(h) {
		return true
	}
	if _, ok := treeFigure(v); ok {
		return true
	}
	if parseHint(v).currency != "" {
		return true
	}
	_, err := ParseUnit(v)
	return err == nil
}

// treePriceHeader: h heads a price, a unit or a currency ("单价",
// "包月(元/台·月)", "币种").
func treePriceHeader(h string) bool {
	sc := headerScores(h)
	for _, f := range []string{fPrice, fUnit, fCurrency} {
		if sc[f].score >= scoreAssign {
			return true
		}
	}
	return priceLikeHeader(h)
}

// outlineNumber: a cell holding only an outline's number ("1.1", "2").
func outlineNumber(v string) bool {
	m := reOutlineNumber.FindString(v)
	return m != "" && strings.TrimSpace(m) == strings.TrimSpace(v)
}

// nextFilled is the next row after r holding anything, -1 for none.
func nextFilled(t *table, r int) int {
	for j := r + 1; j < len(t.rows); j++ {
		if _, n := oneCell(t.rows[j]); n > 0 {
			return j
		}
	}
	return -1
}
