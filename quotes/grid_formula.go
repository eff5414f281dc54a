package quotes

import (
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"
)

// Formulas. A workbook's cell shows the value its formula computed when
// last saved (the cached <v>), which the grid reads as the cell's text;
// the grid keeps the formula beside it, so that the columns stage can
// see what a column is made of: 整机价 = 单卡价 × 参数!$B$3 restates the
// price per card for the machine, 月度金额 = 成交价 × 8 × 720 × 台数 is
// an amount (columns_amount.go formulaColumns). A shared formula (Excel
// writes the first cell's text and si="n" on the rest) is read for each
// cell, its relative references moved as Excel moves them.

// sharedFormulas are a sheet's shared formulas by their si: the text and
// the cell (spreadsheet row, 0-based column) that states it.
type sharedFormulas map[string]sharedFormula

type sharedFormula struct {
	text     string
	row, col int
}

// formula is the text of the formula of the cell at (row, col): typ and
// si its <f> attributes, text its content.
func (sf sharedFormulas) formula(typ, si, text string, row, col int) string {
	text = strings.TrimSpace(text)
	if typ != "shared" || si == "" {
		return text
	}
	if text != "" {
		if len(sf) < maxColumns {
			sf[si] = sharedFormula{text, row, col}
		}
		return text
	}
	m, ok := sf[si]
	if !ok {
		return ""
	}
	return shiftRefs(m.text, row-m.row, col-m.col)
}

// reCellRef: an A1 reference, each part anchored ($) or not; a string
// literal is matched whole so that its text is left alone.
var reCellRef = regexp.MustCompile(`"[^"]*"|(\$?)([A-Z]{1,3})(\$?)([0-9]{1,7})`)

// shiftRefs moves formula f's relative references by dr rows and dc columns.
func shiftRefs(f string, dr, dc int) string {
	return forRefs(f, func(r cellRef) string {
		if !r.absRow {
			r.row += dr
		}
		if !r.absCol {
			r.col += dc
		}
		return r.String()
	})
}

// cellRef is one A1 reference of a formula: 1-based row, 0-based column,
// the sheet it names ("" for the formula's own).
type cellRef struct {
	sheet          string
	row, col       int
	absRow, absCol bool
}

func (r cellRef) String() string {
	c, _ := excelize.ColumnNumberToName(max(r.col, 0) + 1)
	s := c + strconv.Itoa(max(r.row, 1))
	if r.absRow {
		s = c + "$" + strconv.Itoa(max(r.row, 1))
	}
	if r.absCol {
		s = "$" + s
	}
	return s
}

// forRefs rewrites each reference of formula f by fn (string literals,
// function names such as LOG10( and names such as A1B are left alone).
func forRefs(f string, fn func(cellRef) string) string {
	idx := reCellRef.FindAllStringSubmatchIndex(f, -1)
	var sb strings.Builder
	last := 0
	for _, m := range idx {
		if f[m[0]] == '"' || m[0] > 0 && isNameByte(f[m[0]-1]) || m[1] < len(f) && (isNameByte(f[m[1]]) || f[m[1]] == '(') {
			continue
		}
		col, err := excelize.ColumnNameToNumber(f[m[4]:m[5]])
		row, err2 := strconv.Atoi(f[m[8]:m[9]])
		if err != nil || err2 != nil {
			continue
		}
		r := cellRef{row: row, col: col - 1, absCol: m[3] > m[2], absRow: m[7] > m[6]}
		if m[0] > 0 && f[m[0]-1] == '!' {
			r.sheet = "!"
		}
		sb.WriteString(f[last:m[0]])
		sb.WriteString(fn(r))
		last = m[1]
	}
	sb.WriteString(f[last:])
	return sb.String()
}

func isNameByte(b byte) bool {
	return b == '_' || b == '.' || b >= '0' && b <= '9' || b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z'
}

// cellFormula is what the columns stage reads of one cell's formula: the
// columns of its own row it takes (0-based sheet columns), and whether it
// only multiplies and divides them by numbers and cells of other rows or
// sheets (a restatement or an amount), nothing added, no function.
type cellFormula struct {
	ok        bool // the cell has a formula
	sameRow   []int
	product   bool
	aggregate bool // MIN, MAX, AVERAGE, MEDIAN of its row's cells alone (XF-FORMULA-AGGREGATE)
}

// reAggregate: a formula that is one call taking the lowest, highest or
// middle of cells ("=MIN(D5:F5)", "=AVERAGE(D5,E5,F5)").
var reAggregate = regexp.MustCompile(`(?i)^\s*=?\s*(?:_xlfn\.)?(?:min|max|average|median|minifs|maxifs|small|large)\s*\(`)

// readFormula reads formula f of a cell in spreadsheet row row.
func readFormula(f string, row int) cellFormula {
	if f == "" {
		return cellFormula{}
	}
	cf := cellFormula{ok: true}
	f = unguarded(f)
	rest := forRefs(f, func(r cellRef) string {
		if r.sheet == "" && r.row == row && !r.absRow {
			cf.sameRow = append(cf.sameRow, r.col)
		}
		return "1"
	})
	rest = reFormulaSheet.ReplaceAllString(rest, "")
	cf.product = strings.Trim(rest, "0123456789.*/() =") == "" && strings.ContainsAny(rest, "*/")
	cf.aggregate = reAggregate.MatchString(f) && wholeWrapper(f) && len(cf.sameRow) >= 2
	return cf
}

// A producer guards a derived cell against an empty or text source
// (Google Sheets, WPS and Calc users write IFERROR(F5/C5/720,"")) or
// rounds it (ROUND(F5/C5/720,2)): the guard's fallback is a constant, the
// rounding a display, and the cell still only multiplies or divides its
// row's figures. unguarded takes the formula out of such guards so that
// readFormula reads the arithmetic inside [rule SW0008]; a guard whose
// fallback is another formula or reference is left as it is (no product).
var reFormulaGuard = regexp.MustCompile(`(?i)^\s*=?\s*(?:_xlfn\.)?(?:iferror|ifna|round|roundup|rounddown)\s*\((.*),\s*(?:""|"[^"]{0,3}"|-?\d+(?:\.\d+)?)\s*\)\s*$`)

// unguarded is formula f without its constant guards and roundings.
func unguarded(f string) string {
	for range 4 {
		m := reFormulaGuard.FindStringSubmatch(f)
		if m == nil || !wholeWrapper(f) {
			return f
		}
		f = m[1]
	}
	return f
}

// wholeWrapper: the bracket opened by formula f's function closes at f's
// last character, outside quoted text: IFERROR(A1/B1,0)*ROUND(C1,0) is a
// product of two calls, no guard around the whole.
func wholeWrapper(f string) bool {
	f = strings.TrimSpace(f)
	open := strings.IndexByte(f, '(')
	if open < 0 {
		return false
	}
	depth, quoted := 0, false
	for i := open; i < len(f); i++ {
		switch c := f[i]; {
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '(':
			depth++
		case c == ')':
			depth--
			if depth == 0 {
				return i == len(f)-1
			}
		}
	}
	return false
}

// reFormulaSheet: a sheet name before a reference ('价格 参数'!, 参数!).
var reFormulaSheet = regexp.MustCompile(`(?:'[^']*'|[^\s'!*/+\-=(),&<>^;:"]+)!`)

// formulaColumns are the formulas under each column of table t, rows
// first.. as mapTableOnce reads its values (rows), with the columns of a
// formula's own row as table columns.
func (t *table) formulaColumns(rows []int, width int) [][]cellFormula {
	if len(t.formulas) == 0 {
		return nil
	}
	at := make(map[int]int, len(t.colNum))
	for i, c := range t.colNum {
		at[c] = i
	}
	out := make([][]cellFormula, width)
	for c := range out {
		for _, r := range rows {
			var cf cellFormula
			if c < len(t.colNum) {
				cf = readFormula(t.formulas[[2]int{t.rowNum[r], t.colNum[c]}], t.rowNum[r])
			}
			cols := cf.sameRow[:0:0]
			for _, sc := range cf.sameRow {
				if i, ok := at[sc]; ok {
					cols = append(cols, i)
				}
			}
			cf.sameRow = cols
			out[c] = append(out[c], cf)
		}
	}
	return out
}

// ratioOf is a/b when it is a whole number within rounding, else 0.
func ratioOf(a, b float64) int {
	if a <= 0 || b <= 0 {
		return 0
	}
	q := a / b
	n := math.Round(q)
	if n < 1 || math.Abs(q-n) > 1e-6*n {
		return 0
	}
	return int(n)
}
