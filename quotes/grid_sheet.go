package quotes

import (
	"encoding/xml"
	"strings"

	"github.com/xuri/excelize/v2"
)

// The grid stage: every reader yields, per sheet, one grid: the cells that
// hold a value, numbered as the spreadsheet numbers them, its merged
// ranges, the comments on its cells, and the rows and columns the workbook
// hides that hold a value (kept out of the cells: never a price, a header
// or a note, reported instead). The xlsx reader builds one per sheet, the CSV reader one per
// file and delimiter; locate lays a grid out as a table (newTable).
type grid struct {
	sheet  string
	xlsx   bool
	rows   []sheetRow
	merges []mergeRange
	hidden hiddenParts
	// comments: (spreadsheet row, 0-based column) -> the comment's text
	comments map[[2]int]string
	fills    map[[2]int]string // (spreadsheet row, 0-based column) -> the cell's fill colour: grid_fills.go
	struck   map[[2]int]bool   // (spreadsheet row, 0-based column) -> struck through: grid_strike.go
	// struckRuns: (spreadsheet row, 0-based column) -> the rich-text runs
	// struck through before the cell's current text: grid_strike.go
	struckRuns map[[2]int]string
	// formulas: (spreadsheet row, 0-based column) -> the cell's formula,
	// its text shows the cached value: grid_formula.go
	formulas map[[2]int]string
}

// table lays the grid out for locate.
func (g *grid) table() (*table, error) {
	t, err := newTable(g.sheet, g.rows, g.merges, g.xlsx)
	if t != nil {
		t.formulas = g.formulas
	}
	return t, err
}

// comment is the comment on column c of table row i, "" when none.
func (g *grid) comment(t *table, i, c int) string {
	if g == nil || len(g.comments) == 0 || c >= len(t.colNum) {
		return ""
	}
	return g.comments[[2]int{t.rowNum[i], t.colNum[c]}]
}

// reportHidden records the grid's hidden rows and columns that hold a value.
func (ctx *readCtx) reportHidden(g *grid) {
	for _, r := range g.hidden.rows {
		ctx.hidden(&Problem{File: ctx.res.File, Sheet: g.sheet, Row: r, Reason: mk("import.safety.hidden_row")})
	}
	for _, c := range g.hidden.cols {
		letter, _ := excelize.ColumnNumberToName(c + 1)
		ctx.hidden(&Problem{File: ctx.res.File, Sheet: g.sheet, Column: letter, ColumnLetter: letter, Reason: mk("import.safety.hidden_column")})
	}
}

// sheetCell is one cell holding a value: 0-based column, its text.
type sheetCell struct {
	col  int
	text string
}

// sheetRow is one row holding a value: its spreadsheet number and cells.
type sheetRow struct {
	num   int
	cells []sheetCell
}

// hiddenParts are the rows and columns of a sheet hidden in Excel that
// hold a value: not read, reported (issue 23: what is hidden is not what
// the vendor quoted).
type hiddenParts struct {
	rows []int // spreadsheet row numbers
	cols []int // 0-based columns
}

// colSpan is a <col min max> range of hidden columns, 0-based.
type colSpan struct{ c0, c1 int }

func hiddenAttr(se xml.StartElement) bool {
	v := attr(se, "hidden")
	return v == "1" || v == "true"
}

// mergeRange is a merged block, 0-based rows (spreadsheet row - 1) and columns.
type mergeRange struct{ r0, c0, r1, c1 int }

func parseRange(ref string) (mergeRange, bool) {
	a, z, ok := strings.Cut(ref, ":")
	if !ok {
		return mergeRange{}, false
	}
	c0, r0, err1 := excelize.CellNameToCoordinates(a)
	c1, r1, err2 := excelize.CellNameToCoordinates(z)
	if err1 != nil || err2 != nil || r1 < r0 || c1 < c0 {
		return mergeRange{}, false
	}
	return mergeRange{r0 - 1, c0 - 1, r1 - 1, c1 - 1}, true
}
