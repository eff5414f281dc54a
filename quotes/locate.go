package quotes

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/msg"
)

// locator is the locate stage over one table: which one-cell rows are
// section rows, where a second table begins, and which rows the file marks
// as no part of the quote. readTable asks it about each row.
type locator struct {
	res      *FileResult
	t        *table
	sections map[int]sectionContext // row index -> the context it sets
	section  *sectionContext        // the context of the rows being read
	ref      *referenceTable        // open while reading a reference table's rows
	aside    map[rowAtSheet]bool    // the rows a reference table kept out, for the net (validate_rows.go)
	// the quoted earlier message of an e-mail reply
	historyFrom   int
	historyRows   []int
	historyMarker string
	// the sheet's name as the context of rows no section row is over, and
	// the GPU it (or a single-table file's name) is (locate_tab.go)
	tab        *sectionContext
	tabGPU     string
	tabGPUFrom string
	tabGPUFile bool
	family     bool // a tab or section line of the file states a cluster of two machines or more (loneMachine)
}

type referenceTable struct {
	marker string // the file's words that say so
	rows   []int  // as numbered, the rows not read
}

func newLocator(ctx *readCtx, t *table, l *layout, first, historyFrom int) *locator {
	if ctx.aside == nil {
		ctx.aside = map[rowAtSheet]bool{}
	}
	loc := &locator{res: ctx.res, t: t, sections: map[int]sectionContext{}, historyFrom: historyFrom, aside: ctx.aside}
	for i := first; i < len(t.rows); i++ {
		text, n := oneCell(t.rows[i])
		if n != 1 {
			continue
		}
		sc, ok := readSection(text)
		if !ok {
			sc, ok = readSectionLabel(text)
		}
		if ok && rowsUnder(t, i) {
			sc.row = t.rowNum[i]
			loc.sections[i] = sc
		}
	}
	heldBlocks(t, first, loc.sections)
	loc.family = ctx.tabsCluster
	for _, sc := range loc.sections {
		loc.family = loc.family || sc.nodes >= 2
	}
	for i, sc := range loc.sections {
		loneMachine(&sc, loc.family) // "单机8卡" alone: a machine's configuration, no count of machines
		loc.sections[i] = sc
	}
	loc.tab = tabSection(t.sheet)
	loneMachine(loc.tab, loc.family)
	loc.tabGPU, loc.tabGPUFrom, loc.tabGPUFile = tabGPU(t.sheet, ctx.res.File, ctx.singleTable)
	if loc.tabGPUFile && loc.tabGPU != "" && loc.stackedBelow(first) {
		loc.tabGPU = "" // stacked tables: the file's name is no one table's
	}
	// the line just above the header says the whole table is a reference
	for i, seen := l.headerRows[0]-1, 0; i >= 0 && seen < 2; i-- {
		text := lineOf(t.rows[i])
		if text == "" {
			continue
		}
		seen++
		if isReferenceMarker(text) && !legendOfColumn(text, t.rows[l.headerRows[0]]) {
			loc.ref = &referenceTable{marker: text}
			break
		}
	}
	return loc
}

// reQuoted: a name in quotes ("Was", “原价”, 「旧价」).
var reQuoted = regexp.MustCompile(`["“「『]([^"”」』]{1,24})["”」』]`)

// legendOfColumn: the line quotes a header of the table (“"Was" = our
// 11-20 offer (no longer valid)”), or opens with a header's name and "="
// or ":" (“Was = our superseded prices”): it speaks of that column, not of
// the whole table, whatever void word it holds.
func legendOfColumn(line string, header []string) bool {
	names := []string{}
	for _, m := range reQuoted.FindAllStringSubmatch(line, -1) {
		names = append(names, norm(strings.TrimSpace(m[1])))
	}
	low := norm(strings.TrimSpace(line))
	for _, h := range header {
		core := headerCore(h)
		if core == "" {
			continue
		}
		if slices.Contains(names, core) {
			return true
		}
		if rest, ok := strings.CutPrefix(low, core); ok {
			if rest = strings.TrimSpace(rest); strings.HasPrefix(rest, "=") || strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "：") {
				return true
			}
		}
	}
	return false
}

// rowsUnder: the next filled row after i has several cells (a line with
// none under it is a note).
func rowsUnder(t *table, i int) bool {
	for r := i + 1; r < len(t.rows); r++ {
		if _, n := oneCell(t.rows[r]); n >= 2 {
			return true
		} else if n == 1 {
			return false
		}
	}
	return false
}

// pageFooter: a row holding only a page number line ("第1页/共2页",
// "Page 1 of 2"), left in the text by a PDF: no data and no note
// (words/locate.tsv page_footer_shape).
func pageFooter(row []string) bool {
	text := strings.Join(filled(row), "")
	if !strings.ContainsAny(text, "0123456789") || utf8.RuneCountInString(text) > 24 {
		return false
	}
	shape := strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) || unicode.IsSpace(r) || strings.ContainsRune("/-,.:—–()（）：，", r) {
			return -1
		}
		return r
	}, strings.ToLower(narrow(text)))
	return wordMap("page_footer_shape")[shape] != "" || reDashedPageNumber.MatchString(strings.TrimSpace(narrow(text)))
}

// reDashedPageNumber: a page number between dashes, as a PDF's footer
// centres it ("- 1 -", "— 2 —"); a plain number is no footer. Rule PF0201,
// stated beside page_footer_shape in words/locate.tsv (no shape is left of it).
var reDashedPageNumber = regexp.MustCompile(`^[-—–]+ *\d{1,3} *[-—–]+$`)

// oneCell is a row's first filled cell and how many it has.
func oneCell(row []string) (string, int) {
	text, n := "", 0
	for _, c := range row {
		if c = strings.TrimSpace(c); c != "" && n == 0 {
			text = c
		}
		if c != "" {
			n++
		}
	}
	return text, n
}

// sheetLines drops the section rows from the sheet's lines: they speak for
// the rows under them only.
func (loc *locator) sheetLines(lines []string) []string {
	if len(loc.sections) == 0 {
		return lines
	}
	is := map[string]bool{}
	for _, sc := range loc.sections {
		is[sc.text] = true
	}
	out := lines[:0:0]
	for _, s := range lines {
		if !is[strings.TrimSpace(s)] {
			out = append(out, s)
		}
	}
	return out
}

// contextRow takes row i when it is a section row or a reference marker;
// a section-shaped row of no context ends the section above it.
func (loc *locator) contextRow(i, nonEmpty int, priceEmpty bool, text string) bool {
	if nonEmpty != 1 || !priceEmpty {
		return false
	}
	if sc, ok := loc.sections[i]; ok {
		loc.section = &sc
		loc.endReference()
		return true
	}
	if isReferenceMarker(text) {
		loc.endReference()
		loc.ref = &referenceTable{marker: text}
		return true
	}
	if loc.titlesNextTable(i) {
		loc.res.Notes = append(loc.res.Notes, text)
		loc.section = nil
		return true
	}
	low := norm(text)
	if loc.section != nil && reSectionShape.MatchString(text) && !reSectionNoteLead.MatchString(low) && !reSectionSentence.MatchString(low) {
		if _, gpu := matchGPU(text); !gpu {
			loc.section = nil // "[海外]" after "[国内 · CNY]": CNY ends here
		}
	}
	return false
}

// ruleRow: a row of rule marks only, drawn under a text table's header
// ("|---|:--:|", "-----", "=====").
func ruleRow(row []string) bool {
	for _, c := range row {
		if strings.Trim(c, "-—–－:：=＝+ ") != "" {
			return false
		}
	}
	return true
}

// ruledHeader (OP0501): row i of t stands right above a rule row of
// marks (a Markdown table's "|---|---|", a fixed-width report's "-----")
// and holds words only, at least two cells, none an amount: the header of
// a text table, whatever its names, so a second table under the first is
// read by its own columns.
func ruledHeader(t *table, i int) bool {
	if i+1 >= len(t.rows) || !ruleRow(t.rows[i+1]) || len(filled(t.rows[i+1])) == 0 {
		return false
	}
	cells := filled(t.rows[i])
	return len(cells) >= 2 && !slices.ContainsFunc(cells, func(c string) bool { return strings.ContainsAny(c, "0123456789") })
}

// reSectionShape: a row written the way section rows are ("[…]", "— … —").
var reSectionShape = regexp.MustCompile(`^\s*[\[【〔(（<《▌■●◆▶►#=—–-]`)

// newTable: a header further down ends the section above it, unless that
// section's label stands right above the header (a stacked table's own
// label: "二、包月（整机价，元/台·月）" over 型号 | 月租金, TB0011), and a
// reference table unless its marker titles this header.
func (loc *locator) newTable(hi int) {
	loc.section = nil
	for r := hi - 1; r >= 0; r-- { // TB0011: a section label right above the header titles its table
		if _, n := oneCell(loc.t.rows[r]); n == 0 {
			continue
		}
		if sc, ok := loc.sections[r]; ok && (sc.currency != "" || sc.unit.period != "" || sc.unit.mult > 0 || sc.mode != nil || sc.term != nil || sc.cards > 0 || sc.unit.basis != "" || sc.nodes > 0) {
			// what the label states of its prices (unit, currency, plan, term); a price role,
			// vendor or time band it may name is read by the mechanisms for those, not here
			loc.section = &sectionContext{text: sc.text, row: sc.row, currency: sc.currency, unit: sc.unit, mode: sc.mode,
				modeText: sc.modeText, pieces: sc.pieces, term: sc.term, termText: sc.termText, cards: sc.cards, nodes: sc.nodes}
		}
		break
	}
	if loc.ref != nil && len(loc.ref.rows) > 0 {
		loc.endReference()
	}
}

// firstTableLabel (TB0014): where the sheet holds stacked tables, each
// under its own header, a section label right above the first header
// ("一、按量计费（元/卡·时）" over 型号 | 单价) titles that table only, as the
// next tables' labels title theirs (newTable): it is the section of the
// rows under it, and no line of the whole sheet. Its text, "" for none.
func (loc *locator) firstTableLabel(hi, first int) string {
	r := hi - 1
	for r >= 0 && len(filled(loc.t.rows[r])) == 0 {
		r--
	}
	if r < 0 {
		return ""
	}
	text, n := oneCell(loc.t.rows[r])
	if n != 1 {
		return ""
	}
	sc, ok := readSection(text)
	if !ok {
		sc, ok = readSectionLabel(text)
	}
	if !ok || sc.vendor != "" || sc.role != "" || sc.roleLeft != "" || sc.band != "" || sc.roleHeld || !loc.stackedBelow(first) {
		return ""
	}
	sc.row = loc.t.rowNum[r]
	loneMachine(&sc, loc.family)
	loc.section = &sc
	return strings.TrimSpace(text)
}

// stackedBelow: a later row of t heads a table of its own (TB0014).
func (loc *locator) stackedBelow(first int) bool {
	for i := first; i < len(loc.t.rows); i++ {
		if looksLikeHeader(loc.t.rows[i]) || loc.anotherHeader(i) || ruledHeader(loc.t, i) {
			if nl, _ := mapTable(loc.t, i, nil); nl != nil && nl.headerRows[0] == i {
				return true
			}
		}
	}
	return false
}

// skipped: row i belongs to a reference table and is not read.
func (loc *locator) skipped(i int, _ []string) bool {
	if loc.ref == nil {
		return false
	}
	loc.ref.rows = append(loc.ref.rows, loc.t.rowNum[i])
	loc.aside[rowAtSheet{loc.t.sheet, loc.t.rowNum[i]}] = true
	return true
}

func (loc *locator) endReference() {
	r := loc.ref
	loc.ref = nil
	if r == nil || len(r.rows) == 0 {
		return
	}
	loc.res.Notes = append(loc.res.Notes, r.marker)
	w := mk("import.warn.reference_table", len(r.rows), sheetRows(loc.t.sheet, r.rows[0], r.rows[len(r.rows)-1]), r.marker)
	loc.res.Warnings = append(loc.res.Warnings, w)
}

func (loc *locator) finish() { loc.endReference(); loc.endHistory() }

// sheetRows names rows for a message: "Sheet1!15–17".
func sheetRows(sheet string, from, to int) string {
	s := strconv.Itoa(from)
	if to != from {
		s += "–" + strconv.Itoa(to)
	}
	if sheet != "" {
		return sheet + "!" + s
	}
	return s
}

var (
	reRefWord     = wordRe("ref_word") // words/locate.tsv
	reRefNotOffer = regexp.MustCompile(`(?i)\bnot\s+(?:part\s+of\s+)?(?:this|our|the)\s+(?:quote|quotation|offer)\b|\bnot\s+an?\s+(?:offer|quote|quotation)\b|` + wholeWords(wordsInOrder("ref_not_offer")))
	reRefVoid     = wordRe("ref_void")
	reRefPast     = wordRe("ref_past")
)

// isReferenceMarker: a line saying the table under it is no part of the
// quote: not this offer, withdrawn, or past or others' prices for
// reference; a plain disclaimer ("价格仅供参考") is none, and so is a line
// whose void words speak of the struck-through cells ("划线价格已作废"):
// a strike legend (grid_strike.go).
func isReferenceMarker(s string) bool {
	low := norm(s)
	if containsWord(low, "strike_legend") {
		return false
	}
	return reRefNotOffer.MatchString(low) || reRefVoid.MatchString(low) || reRefWord.MatchString(low) && reRefPast.MatchString(low)
}

// anotherHeader: row i holds header words and no amount, so it may begin
// a second table (mapTable decides). Every data row comes here: cheap
// tests first.
func (loc *locator) anotherHeader(i int) bool { return headerWordsRow(loc.t.rows[i]) }

// headerWordsRow: three cells at least, most of them header words, none an
// amount or a GPU name.
func headerWordsRow(row []string) bool {
	cells := filled(row)
	if len(cells) < 3 {
		return false
	}
	if slices.ContainsFunc(cells, reAmountOnly.MatchString) || rowNamesGPU(cells) {
		return false
	}
	words := 0
	for k, c := range cells {
		if f := matchHeader(c); f != "" && f != fIgnore {
			words++
		}
		if left := len(cells) - k - 1; words+left < 3 || (words+left)*2 < len(cells) {
			return false
		}
	}
	return words >= 3 && words*2 >= len(cells)
}

var reAmountOnly = regexp.MustCompile(`^[¥$€£￥]?\s*[-+]?\d[\d.,\s]*(?:万|k|K|%)?$`)

type headerCandidate struct {
	row   int
	score float64
}

// firstOfTables: of two tables on one sheet the first is read first, even
// when the second header scores higher: an earlier candidate counts when
// quote rows stand between it and the best one.
func firstOfTables(t *table, cands []headerCandidate, best int, bestScore float64) int {
	for _, c := range cands {
		if c.row >= best {
			break
		}
		if c.score < bestScore/2 || isSecondHeader(t, c.row) && c.row+1 == best {
			continue
		}
		for r := c.row + 1; r < best; r++ {
			if quoteLikeRow(t.rows[r]) {
				return c.row
			}
		}
	}
	return best
}

func quoteLikeRow(row []string) bool {
	cells := filled(row)
	amount := slices.ContainsFunc(cells, reAmountOnly.MatchString)
	return amount && rowNamesGPU(slices.DeleteFunc(cells, reAmountOnly.MatchString))
}

func rowNamesGPU(cells []string) bool { return slices.ContainsFunc(cells, isGPUName) }

// noQuotesReason is why a file gave no quote.
func noQuotesReason(res *FileResult) msg.Msg {
	for _, w := range res.Warnings {
		if w.Key == "import.warn.reference_table" {
			return mk("import.file.only_reference", w)
		}
	}
	for _, p := range res.NotOffers { // 市场参考价 alone: the table was read, and holds no offer of the seller's
		if p.Reason.Key == "import.not_offer.others_price_alone" {
			return mk("import.file.notoffer_others_only", p.Column)
		}
	}
	return mk("import.file.no_quotes")
}

// titlesNextTable: the next filled row after i heads another table, so row
// i is its title, not a quote row that lost its cells.
func (loc *locator) titlesNextTable(i int) bool {
	for r := i + 1; r < len(loc.t.rows); r++ {
		if _, n := oneCell(loc.t.rows[r]); n == 0 {
			continue
		}
		if !looksLikeHeader(loc.t.rows[r]) && !loc.anotherHeader(r) {
			return false
		}
		nl, _ := mapTable(loc.t, r, nil)
		return nl != nil && nl.headerRows[0] == r
	}
	return false
}

// subHeadersUnderGroup: a header cell merged across columns has its
// sub-columns' names in the next row, whatever words they are, when that
// row holds no amount and fills every column of the group.
func subHeadersUnderGroup(t *table, hi int) bool {
	if hi+1 >= len(t.rows) {
		return false
	}
	spans := map[int][]int{} // group's first column -> its columns
	for k, from := range t.mergedFrom {
		if k[0] == hi && from[0] == hi && k[1] != from[1] {
			spans[from[1]] = append(spans[from[1]], k[1])
		}
	}
	if len(spans) == 0 {
		return false
	}
	if next := filled(t.rows[hi+1]); rowNamesGPU(next) || slices.ContainsFunc(next, reAmountOnly.MatchString) {
		return false
	}
	for first, cols := range spans {
		if strings.TrimSpace(t.cell(hi+1, first)) == "" || slices.ContainsFunc(cols, func(c int) bool { return strings.TrimSpace(t.cell(hi+1, c)) == "" }) {
			return false
		}
	}
	return true
}

// sideBySide splits a sheet holding tables side by side (SX0201): at a
// column blank on the whole sheet, when the columns on each side carry a
// header of their own with a GPU and a price column, each side is its own
// table, with its own title line above its header (its unit, its machine
// size) and its own currency; a line of the sheet's first column above
// or under both tables (the sheet's title, a note) is kept with each.
// One table, or no such gap: the sheet as it is.
func sideBySide(t *table) []*table {
	for j, tries := 0, 0; j+1 < len(t.colNum) && tries < 4; j++ {
		if t.colNum[j+1] == t.colNum[j]+1 {
			continue
		}
		tries++ // a few gaps: a sheet of scattered columns is no row of tables
		left, right := t.columns(0, j+1, false), t.columns(j+1, len(t.colNum), true)
		if !ownTable(left) || !ownTable(right) {
			continue
		}
		return append([]*table{left}, sideBySide(right)...)
	}
	if k := repeatedHeaderAt(t); k > 0 {
		left, right := t.columns(0, k, false), t.columns(k, len(t.colNum), true)
		if ownTable(left) && ownTable(right) {
			return append([]*table{left}, sideBySide(right)...)
		}
	}
	return []*table{t}
}

// repeatedHeaderAt is the column where a header row starts over with no
// blank column between ("型号,单价,单位,台数,型号,单价,单位,台数": a two-column
// leaflet a PDF converter laid into one row): the names from there repeat
// the row's first names, GPU and price among them. 0: no such header. Rule
// PF0401 (the grid stage).
func repeatedHeaderAt(t *table) int {
	if !slices.ContainsFunc(t.rows[:min(len(t.rows), 60)], func(row []string) bool { return repeatAt(row, nil) > 0 }) {
		return 0 // no row near the top starts over: the header is not read for nothing (speed)
	}
	l, _ := mapTable(t, 0, nil)
	if l == nil || !l.has(fGPU) || len(l.prices) == 0 {
		return 0
	}
	return repeatAt(t.rows[l.headerRows[0]], func(fields map[string]bool) bool { return fields[fGPU] && fields[fPrice] })
}

// repeatAt is the column where row's names start over (at least two, and
// eight in ten of the names before it, the first among them), where the
// header fields of the repeated names pass ok (nil: any); 0 for none.
func repeatAt(row []string, ok func(fields map[string]bool) bool) int {
	name := func(c int) string { return headerKey(strings.TrimSpace(rowCell(row, c))) }
	for k := 2; 2*k <= len(row)+1; k++ {
		if name(0) == "" || name(k) != name(0) {
			continue
		}
		same, fields := 0, map[string]bool{}
		for c := 0; c < k && k+c < len(row); c++ {
			if name(c) != "" && name(c) == name(k+c) {
				same++
				if ok != nil {
					fields[matchHeader(rowCell(row, c))] = true
				}
			}
		}
		if same >= 2 && same*10 >= k*8 && (ok == nil || ok(fields)) {
			return k
		}
	}
	return 0
}

// ownTable: the table has a header of its own naming a GPU and a price.
func ownTable(t *table) bool {
	l, _ := mapTable(t, 0, nil)
	return l != nil && l.has(fGPU) && len(l.prices) > 0
}

// columns is the table of columns [from, to) of t; shared: with the lines
// in t's first column above and under them (one filled cell in a row
// holding nothing in those columns).
func (t *table) columns(from, to int, shared bool) *table {
	in := func(r int) bool {
		for c := from; c < to && c < len(t.rows[r]); c++ {
			if strings.TrimSpace(t.rows[r][c]) != "" {
				return true
			}
		}
		return false
	}
	top, bottom := len(t.rows), -1
	for r := range t.rows {
		if in(r) {
			top, bottom = min(top, r), max(bottom, r)
		}
	}
	line := make([]bool, len(t.rows))
	keep := []int{} // t's columns kept, in order
	for r := range t.rows {
		_, n := oneCell(t.rows[r])
		line[r] = shared && (r < top || r > bottom) && n == 1 && strings.TrimSpace(t.cell(r, 0)) != ""
		if line[r] && len(keep) == 0 {
			keep = append(keep, 0)
		}
	}
	for c := from; c < to; c++ {
		keep = append(keep, c)
	}
	idx := map[int]int{}
	out := &table{sheet: t.sheet, xlsx: t.xlsx, rowWarn: t.rowWarn}
	for k, c := range keep {
		idx[c] = k
		out.colNum = append(out.colNum, t.colNum[c])
	}
	for r, row := range t.rows {
		cells := make([]string, len(keep))
		for k, c := range keep {
			if c < from && !line[r] || c >= len(row) {
				continue
			}
			cells[k] = row[c]
		}
		out.rows = append(out.rows, cells)
		out.rowNum = append(out.rowNum, t.rowNum[r])
	}
	for at, top := range t.mergedFrom {
		a, okA := idx[at[1]]
		b, okB := idx[top[1]]
		if okA && okB && (at[1] >= from && top[1] >= from) {
			if out.mergedFrom == nil {
				out.mergedFrom = map[[2]int][2]int{}
			}
			out.mergedFrom[[2]int{at[0], a}] = [2]int{top[0], b}
		}
	}
	return out
}
