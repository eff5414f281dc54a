package quotes

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"computecheck/msg"
)

// table is a grid as the user sees it: rows[i] is spreadsheet row
// rowNum[i], column j spreadsheet column colNum[j]; empty columns are left out.
type table struct {
	sheet      string
	rows       [][]string
	rowNum     []int
	colNum     []int
	xlsx       bool
	mergedFrom map[[2]int][2]int // a cell inside a merged block -> its top-left cell
	join       *tableJoin        // the lookup sheet joined to it (locate_size_lookup.go)
	wrapped    map[int][]wrap    // row number -> the lines wrapped onto it (spacedTable, csv.go)
	formulas   map[[2]int]string // (spreadsheet row, 0-based column) -> the cell's formula (grid_formula.go)
	rowWarn    []recordWarn      // warnings a rebuilt table's rows carry (locate_records.go)
	lineCol    int               // 1 + the column joinGPULines appended (its header may be blank), 0 for none (TB0001)
	noGPURows  map[int]bool      // spreadsheet rows under a joined block line naming no GPU: none filled down to them (TB0001)
	tabCol     int               // 1 + the column tabGPUTable appended, its values the sheet's name (locate_tab.go), 0 for none
	// heldAlone: the header was found, and every price column was kept from
	// the offers as a price of another role standing alone (校内收费标准: a
	// price only for qualifying buyers), the columns stage's reason
	heldAlone *msg.Msg
}

// recordWarn is a warning on the row numbered row of a table rebuilt
// from records (locate_records.go): a record's line not read, and why.
type recordWarn struct {
	row int
	m   msg.Msg
}

// wrap is a line of text joined to the line above it: its number and text.
type wrap struct {
	line int
	text string
}

func (t *table) cell(r, c int) string {
	if r < 0 || r >= len(t.rows) || c < 0 || c >= len(t.rows[r]) {
		return ""
	}
	return t.rows[r][c]
}

// letter is the spreadsheet letter of column c.
func (t *table) letter(c int) string {
	n := c
	if c >= 0 && c < len(t.colNum) {
		n = t.colNum[c]
	}
	s, _ := excelize.ColumnNumberToName(n + 1)
	return s
}

// maxGridCells bounds rows x kept columns of one table.
const maxGridCells = 16_000_000

// newTable lays sheet rows out as a grid; merges are spreadsheet ranges.
func newTable(sheet string, srows []sheetRow, merges []mergeRange, xlsx bool) (*table, error) {
	colSet := map[int]bool{}
	for _, r := range srows {
		for _, c := range r.cells {
			colSet[c.col] = true
		}
	}
	for _, m := range merges { // a merge's first column shows its text
		colSet[m.c0] = true
	}
	cols := slices.Sorted(maps.Keys(colSet))
	idx := make(map[int]int, len(cols))
	for i, c := range cols {
		idx[c] = i
	}
	t := &table{sheet: sheet, colNum: cols, xlsx: xlsx}
	total := 0
	rowIdx := map[int]int{}
	for _, r := range srows {
		width := 0
		for _, c := range r.cells {
			width = max(width, idx[c.col]+1)
		}
		total += width
		if total > maxGridCells {
			return nil, &errLimit{"cells"}
		}
		row := make([]string, width)
		for _, c := range r.cells {
			row[idx[c.col]] = c.text
		}
		rowIdx[r.num] = len(t.rows)
		t.rows = append(t.rows, row)
		t.rowNum = append(t.rowNum, r.num)
	}
	if len(merges) > 0 {
		t.mergedFrom = map[[2]int][2]int{}
		budget := 1_000_000
		for _, m := range merges {
			tr, okRow := rowIdx[m.r0+1]
			tc, okCol := idx[m.c0]
			if !okRow || !okCol {
				continue
			}
			for rn := m.r0 + 1; rn <= m.r1+1 && budget > 0; rn++ {
				ri, ok := rowIdx[rn]
				if !ok {
					ri = -1
				}
				for _, c := range cols {
					if c < m.c0 || c > m.c1 || budget <= 0 {
						continue
					}
					budget--
					if ri >= 0 && !(ri == tr && idx[c] == tc) {
						t.mergedFrom[[2]int{ri, idx[c]}] = [2]int{tr, tc}
					}
				}
			}
		}
	}
	return t, nil
}

// merged is the text a cell shows through a merge, and whether it did;
// down: only a merge from a row above, so a block merged across one row
// shows in its first cell only.
func (t *table) merged(r, c int, down bool) (string, bool) {
	if v := t.cell(r, c); v != "" {
		return v, false
	}
	if from, ok := t.mergedFrom[[2]int{r, c}]; ok && (!down || from[0] != r && from[1] == c) {
		return t.cell(from[0], from[1]), true
	}
	return "", false
}

// width is the number of columns of the widest row.
func (t *table) width() int {
	w := 0
	for _, r := range t.rows {
		w = max(w, len(r))
	}
	return w
}

// colMap is one column of a found table: the file's header, the field it
// was given and why, and for a price column what its header says.
type colMap struct {
	col                   int
	letter, header, field string
	evidence              []msg.Msg
	hint                  unitHint     // price: the unit words of the header
	tier                  *billingMode // price: the plan or term it prices
	tierName              string       // price: how its offers are named
	byValues              bool         // the values alone gave the field
	equiv                 bool         // a price restated per card-hour ("折合(元/卡·时)"): a check, not an offer
	unreadMoney           bool         // no field, but its values are prices
	currFrom              string       // the price column whose currency this one took
	region                string       // price: the region its header names
	vendor                string       // price: the vendor a group header over it names (locate_vendor_key.go)
	validFrom, validUntil string       // price: the calendar period its header names (2026Q3)
	window                *colWindow   // price: the time its header names ("2027年新价"): columns_period.go
	windowRef             bool         // price: another time's price than the offer's: kept as its warning
	windowHold            *msg.Msg     // price: no date tells which time's price is the offer: refused
	unreadHold            *msg.Msg     // price: a term tier's column no reading takes (TW0033): refused
	// altOf: index in cols of the stored version of this price (折后价 for
	// 刊例价), -1 for none; restates: the alt prices the same plan in
	// another unit and must agree with it
	altOf                  int
	restates               bool
	derived                bool // its formulas restate price column from (a table column): columns_amount.go
	from                   int
	numStyle, styleExample string // the number style read from all its values (colnumstyle.go)
	styleFrom              string // the column that settled the style, when not this one
	rule                   string // the rule id that decided the field
	relabelled             int    // the evidence entries that rule overruled
	// roleTwins: the other offer columns no known dimension tells apart
	// from this one: each one's header and the unknown words that differ
	roleTwins [][2]string
	ownUnit   bool // price: its header states its period beside price columns that leave it to the unit column
	unitCol   int  // price: 1 + the column of its own unit ("包月单价" | "包月单位"), 0 for none (pairedUnitColumns)
	pairGPU   bool // the GPU of the prices to its right (columns_decide.go gpuPairColumn)
	altGPU    bool // a model offered instead of the row's GPU at its price (columns_decide.go offeredGPUColumn)
}

// layout is a table's header and what each column holds.
type layout struct {
	headerRows []int // indexes into t.rows
	cols       []colMap
	byField    map[string]int // single fields -> index into cols
	prices     []int          // price columns, left to right
	versions   *priceVersions // price versions side by side, none marked current (pricever.go)
	twinBind   [2]string      // the tax twin the table's line says binds, and that line (columns_tax_twin.go markTaxTwins)
	key        string         // the layout key of the remembered mapping
	headers    []string
	othersOnly []int // no price column but those naming a price not the seller's (notoffer_price_alone): each row is no offer
}

func (l *layout) has(f string) bool { _, ok := l.byField[f]; return ok }

// rowScore is how much a row reads as a header, the fields its cells name
// best, and every field a cell could name ("机型配置": a spec or an offer).
func rowScore(cells []string) (float64, map[string]bool, map[string]bool) {
	score, fields, could := 0.0, map[string]bool{}, map[string]bool{}
	for _, c := range cells {
		c = strings.TrimSpace(c)
		if c == "" || utf8.RuneCountInString(c) > 40 {
			continue
		}
		if _, err := ParseNumber(c); err == nil {
			score -= 3 // a number is data, not a header
			continue
		}
		if _, ok := matchGPU(c); ok {
			score -= 3
			continue
		}
		hs := headerScores(c)
		for f, s := range hs {
			if s.score >= scoreAssign {
				could[f] = true
			}
		}
		if bf, best := bestField(hs); best >= scoreAssign {
			score += best
			fields[bf] = true
		}
	}
	return score, fields, could
}

// findHeader finds the header row (and a second header row under it) in
// the first rows of t, from row `from` on; -1 when none reads as one.
func findHeader(t *table, from int) (hi int, second bool) {
	best, bestScore := -1, 0.0
	var cands []headerCandidate
	for i := from; i < len(t.rows) && i < from+headerScanRows; i++ {
		sc, fields, could := rowScore(t.rows[i])
		named := len(fields)
		machineBelow := false
		if (!(could[fGPU] || could[fSpec]) || named < minHeaderCols && !fields[fGPU] && !fields[fSpec]) && named >= minHeaderCols-1 {
			// a GPU column under "资源", "Item" (or "配置说明", a spec as much
			// as a note): known by the names below it
			machineBelow = gpuColumnBelow(t, i)
			if machineBelow && named < minHeaderCols {
				named++
				sc += scoreAssign
			}
		}
		priced := could[fPrice] || could[fPackPrice] || priceInRow(t.rows[i])
		if n := priceColumnsBelow(t, i, priced); n > 0 {
			priced, named, machineBelow = true, named+n, true
		}
		if named == minHeaderCols-1 && gpuAndPriceHeader(t, i, could) {
			named++
		}
		if named < minHeaderCols || !priced || !(could[fGPU] || could[fSpec] || could[fVendor] || machineBelow) {
			continue
		}
		if offerLine(t.rows[i]) {
			continue // "- 8x H200 141GB nodes: USD 3.29 per GPU-hour": an offer, no header
		}
		cands = append(cands, headerCandidate{i, sc})
		if sc > bestScore {
			best, bestScore = i, sc
		}
	}
	if best < 0 {
		return -1, false
	}
	best = firstOfTables(t, cands, best, bestScore)
	if groupRowAbove(t, best, from) {
		return best - 1, true
	}
	return best, isSecondHeader(t, best) || subHeadersUnderGroup(t, best) || subHeaderUnderBlank(t, best) || subHeadersUnderOpenGroup(t, best)
}

// subHeadersUnderOpenGroup: a text table's price header over blank cells
// ("单价(元/卡/时)" centred across its columns, no merge to say so) with
// the next row naming its column and each blank one (标准 | 会员, 散客 |
// 大客户), whatever words they are, and naming no other column: no amount,
// GPU or no-price word among them. The two rows are the header (headerTexts
// gives each sub-column the group's words), so no price column of the group
// is lost and none is read as the group's only price.
func subHeadersUnderOpenGroup(t *table, hi int) bool {
	if t.xlsx || hi+1 >= len(t.rows) {
		return false
	}
	sub := func(c int) string { return strings.TrimSpace(t.cell(hi+1, c)) }
	groups := 0
	for c, w := 0, t.width(); c < w; c++ {
		if sub(c) == "" {
			continue
		}
		if top := strings.TrimSpace(t.cell(hi, c)); top == "" || matchHeader(top) != fPrice {
			return false // a name under no price group
		}
		end := c + 1
		for end < w && strings.TrimSpace(t.cell(hi, end)) == "" && sub(end) != "" {
			end++
		}
		if end-c < 2 {
			return false
		}
		for k := c; k < end; k++ {
			_, noPrice := noPriceMsg(norm(sub(k)))
			if _, err := parsePriceCell(sub(k)); err == nil || noPrice || isGPUName(sub(k)) || reAmountOnly.MatchString(sub(k)) {
				return false
			}
		}
		groups, c = groups+1, end-1
	}
	return groups > 0
}

// groupRowAbove: the row above the header is a row of group headers
// (整机配置 merged over GPU型号…网卡, 租金（万元/台） over 月付/年付): at
// least two cells, each cell merged over sub-columns naming a field itself
// (a form's line 客户名称：…, or who fills the columns in, 需求（采购方填写）,
// says nothing of them): the two rows are the header, and a group's words
// (its unit, its scale, the machine it describes) head each sub-column.
func groupRowAbove(t *table, hi, from int) bool {
	if hi-1 < from || len(filled(t.rows[hi-1])) < 2 || formPairsRow(t.rows[hi-1]) {
		return false
	}
	for k, at := range t.mergedFrom {
		if k[0] == hi-1 && at[0] == hi-1 && k[1] != at[1] {
			if formLabelLine(t.cell(at[0], at[1])) {
				return false
			}
			if f := matchHeader(t.cell(at[0], at[1])); f == fIgnore || f == "" && !groupOverNamed(t, hi, at) {
				return false
			}
		}
	}
	return subHeadersUnderGroup(t, hi-1)
}

// formPairsRow: a form's filled line, labels ending in a colon each before
// its value ("供应商名称： | 四川锦城算力科技有限公司 | 填表人： | 何川 | 日期：
// | 2028-02-14", stop 50 set129/08): two labels at least, no group over
// the header below however its value cells are merged.
func formPairsRow(row []string) bool {
	labels := 0
	for c, v := range row {
		v = strings.TrimSpace(v)
		if (strings.HasSuffix(v, "：") || strings.HasSuffix(v, ":")) && c+1 < len(row) && strings.TrimSpace(row[c+1]) != "" {
			labels++
		}
	}
	return labels >= 2
}

// groupOverNamed: a group header naming no field ("承接资源" over GPU型号 |
// 卡数/台 | 互联/网络) over sub-columns each naming a field of its own, and
// no words saying who fills them in (words/locate.tsv group_filler: 采购方填写):
// the group only gathers them, and the row above the header is the header's
// first row, where a column of its own may name what its sub-header only
// gives the unit of ("铜峡云原合同价" over "元/台/月", stop 49 set127/02).
func groupOverNamed(t *table, hi int, at [2]int) bool {
	if wordIn("group_filler", t.cell(at[0], at[1])) {
		return false
	}
	cols := map[int]bool{at[1]: true}
	for k, from := range t.mergedFrom {
		if k[0] == at[0] && from == at {
			cols[k[1]] = true
		}
	}
	for c := range cols {
		if f := matchHeader(t.cell(hi, c)); f == "" || f == fIgnore || f == fPrice {
			return false // a group over prices (a seller's name over 按量 | 包月) is read by markVendorGroups and the tiers
		}
	}
	return len(cols) >= 2
}

// formLabelLine: a form's filled-in line ("报价单位（盖章）：某某有限公司",
// "报价日期：2027年1月8日"): a party's label (the seller's, a contact's)
// or the quote's date and its value, no group header over the columns
// under it (the label lines give the vendor and the date). A label that
// heads columns ("计价单位：万元/台" over 月付 | 年付) is the group's words,
// never a form's line; a row naming a vendor over each group of price
// columns ("供应商：甲 | 供应商：乙") is read by markVendorGroups.
func formLabelLine(cell string) bool {
	label, v, ok := labelled(strings.TrimSpace(cell))
	if !ok || v == "" {
		return false
	}
	return isVendorLabel(label, v) || lineLabel[strings.ToLower(label)] != "" || synonymIndex[headerKey(label)] == fQuotedOn
}

// noteOrTotalRow: a totals line ("合计 | | 28") or a note standing alone
// ("说明：包季…"): no evidence of what its columns hold.
func noteOrTotalRow(row []string) bool {
	first, nonEmpty := oneCell(row)
	return nonEmpty > 0 && (reTotals.MatchString(norm(first)) || nonEmpty == 1 && isFootnote(first)) || logLine(row)
}

// gpuColumnBelow: a cell of row hi heads a column of mostly GPU names or machines.
func gpuColumnBelow(t *table, hi int) bool {
	for c, h := range t.rows[hi] {
		if strings.TrimSpace(h) == "" && c != t.lineCol-1 { // TB0001: the GPU lines' column has no header of its own
			continue
		}
		var vals []string
		for r := hi + 1; r < len(t.rows) && r <= hi+10; r++ {
			if !noteOrTotalRow(t.rows[r]) {
				vals = append(vals, t.cell(r, c))
			}
		}
		if n, gpus := share(vals, namesGPU); n >= 2 && gpuColumnShare(n, gpus) {
			return true
		}
	}
	return false
}

// priceInRow: a price column named only by its unit ("Machine $/hr") counts.
func priceInRow(cells []string) bool {
	return slices.ContainsFunc(cells, func(c string) bool {
		_, ok := headerScores(c)[fPrice]
		return ok || totalPriceHeader(c) // a list of lump sums (LS0101)
	})
}

// isSecondHeader: the row under the header is a second header row (a
// translation, or sub-columns under groups): mostly header words, no data.
func isSecondHeader(t *table, hi int) bool {
	if hi+1 >= len(t.rows) {
		return false
	}
	named, filled, units := 0, 0, 0
	for col, c := range t.rows[hi+1] {
		c = strings.TrimSpace(c)
		if c == "" {
			continue
		}
		filled++
		if unitUnderHeader(c, t.cell(hi, col)) || headerCut(t.cell(hi, col), c) { // "(元/卡/时)" under 单价: the column's unit; "数" under "可用台"
			named, units = named+1, units+1
			continue
		}
		// a tier ("3个月" is no price of 3), a tier with its unit, a version of a price
		_, tier := parseMode(c)
		_, _, tierUnit := tierSubWithUnit(c, unitHint{})
		_, variant, _ := variantOf(c)
		if tier || tierUnit || variant && !strings.ContainsAny(c, "0123456789") {
			named++
			continue
		}
		_, errNumber := ParseNumber(c)
		_, errPrice := parsePriceCell(c)
		if errNumber == nil || isGPUName(c) || errPrice == nil {
			return false
		}
		named += b2i(matchHeader(c) != "")
	}
	return (filled >= 2 || units == 1) && named*10 >= filled*6
}

// headerCut: sub is the end of the header name above it that a PDF
// converter cut onto the next line ("可用台" over "数"): one or two
// characters, no figure, that make with the header a column name the
// header alone is not. Rule PF0103 (the columns stage).
func headerCut(header, sub string) bool {
	header, sub = strings.TrimSpace(header), strings.TrimSpace(sub)
	if header == "" || sub == "" || utf8.RuneCountInString(sub) > 2 || strings.ContainsAny(sub, "0123456789") {
		return false
	}
	f := matchHeader(header + sub)
	// "可用台" + "数": the whole name is a synonym of its own, though the cut
	// name alone reads as the same field (KL0002)
	return f != "" && f != fIgnore && (f != matchHeader(header) || synonymIndex[headerKey(header+sub)] == f) && matchHeader(sub) == ""
}

// unitUnderHeader: a cell holding only a price's unit ("(元/卡/时)",
// "USD/GPU/hr"), no figure, under a header of a price column: the
// header's second line, as a PDF converter splits "单价\n(元/卡/时)".
func unitUnderHeader(c, header string) bool {
	if strings.ContainsAny(c, "0123456789") || matchHeader(header) != fPrice {
		return false
	}
	h := parseHint(c)
	return h.period != "" && h.basis != "" && utf8.RuneCountInString(strings.Trim(c, "()（）[] ")) <= 12
}

// headerTexts combines the header rows into one text per column: a group
// over sub-columns reads "group sub", a row of translations "top / sub".
func headerTexts(t *table, hi int, second bool) (texts []string, tiers []string) {
	w := t.width()
	texts, tiers = make([]string, w), make([]string, w)
	if !second {
		open := openGroupRowAbove(t, hi)
		for c := 0; c < w; c++ {
			v, _ := t.merged(hi, c, true)
			if strings.TrimSpace(v) == "" && open {
				v = t.cell(hi-1, c) // a text file's "每台卡数" beside the groups, over a blank sub-header cell
			}
			texts[c] = strings.TrimSpace(v) // "每台卡数" merged down over the sub-header row: the column's own header (VD-HEADER-MERGED-DOWN)
		}
		return texts, tiers
	}
	top, group := make([]string, w), make([]bool, w)
	for c := 0; c < w; c++ {
		v, viaMerge := t.merged(hi, c, false)
		top[c] = strings.TrimSpace(v)
		if viaMerge {
			group[c] = true
			if from, ok := t.mergedFrom[[2]int{hi, c}]; ok && from[0] == hi {
				group[from[1]] = true
			}
		}
	}
	// A group header with blanks over its sub-columns (CSV, "centred
	// across"); in a workbook only over tiers, so no translation row with a gap.
	for c := 1; c < w; c++ {
		sub, prev := strings.TrimSpace(t.cell(hi+1, c)), strings.TrimSpace(t.cell(hi+1, c-1))
		_, subPlan := parseMode(sub)
		_, prevPlan := parseMode(prev)
		if top[c] != "" || top[c-1] == "" || sub == "" || prev == "" || t.xlsx && !(subPlan && prevPlan) {
			continue
		}
		if unitUnderHeader(prev, top[c-1]) && !unitUnderHeader(sub, top[c-1]) {
			// "租金单价" over "(元/台·月)", "备注" beside: the unit is the price header's own second line, not
			// a sub-column of a group spreading right over the next column's header (PF0102)
			continue
		}
		top[c] = top[c-1]
		group[c], group[c-1] = true, true
	}
	for c := 0; c < w; c++ {
		sub := strings.TrimSpace(t.cell(hi+1, c))
		switch {
		case sub == "":
			texts[c] = top[c]
		case top[c] == "":
			texts[c] = sub
		case headerCut(top[c], sub):
			texts[c] = top[c] + sub // "可用台" + "数": one name cut across two lines
		case group[c]:
			texts[c] = top[c] + " " + sub
			tiers[c] = sub
		default:
			texts[c] = top[c] + " / " + sub
		}
	}
	return texts, tiers
}

// untierGathered: under a group naming no field ("租赁" over 租期 | 台数 |
// 单价（元/台·月）, "承接资源" over GPU型号 | 卡数/台), a sub-header naming a
// field of its own and no plan or term is the column's own header, no tier
// of the group: its unit is the column's (stop 49: the two-row headers
// groupOverNamed reads).
func untierGathered(texts, tiers []string) {
	for c, sub := range tiers {
		if sub == "" {
			continue
		}
		group := strings.TrimSpace(strings.TrimSuffix(texts[c], sub))
		if group == "" || matchHeader(group) != "" || matchHeader(sub) == "" || namesPlan(sub) {
			continue
		}
		tiers[c] = ""
	}
}

// tierStatesPeriod: the tier, no plan, states in its own bracket a period or
// a basis the group's header does not, and nothing it contradicts ("月租金
// （万元/台）" under 价格: per machine, monthly).
func tierStatesPeriod(h, tier string) bool {
	t := parseHint(headerHint(tier))
	if t.period == "" && t.basis == "" {
		return false
	}
	if _, plan := parseMode(tier); plan {
		return false // "按量付费（元/小时）" under 含税价格: a plan, its unit read by tierOwnHint
	}
	g := parseHint(headerHint(strings.TrimSpace(strings.TrimSuffix(h, tier))))
	adds := g.period == "" && t.period != "" || g.basis == "" && t.basis != ""
	return adds && (g.period == "" || t.period == "" || g.period == t.period) && (g.basis == "" || t.basis == "" || g.basis == t.basis)
}

// namesPlan: the text names a plan or a term, whole or among its words.
func namesPlan(s string) bool {
	if _, ok := parseMode(s); ok {
		return true
	}
	if _, _, ok := tierInHeader(s); ok {
		return true
	}
	_, ok := findMode(s)
	return ok
}

// openGroupRowAbove: in a text file, the row above header hi holds three
// cells or more, one of them a group's name over a blank cell, both over
// sub-headers that are words, no figures ("蓉算科技," over "按量（元/卡·时）,
// 包月（元/台·月）"): the columns it names alone head there.
func openGroupRowAbove(t *table, hi int) bool {
	if t.xlsx || hi < 1 || len(filled(t.rows[hi-1])) < 3 {
		return false
	}
	word := func(c int) bool {
		s := strings.TrimSpace(t.cell(hi, c))
		return s != "" && !strings.ContainsAny(s, "0123456789")
	}
	for c := 1; c < t.width(); c++ {
		if strings.TrimSpace(t.cell(hi-1, c)) == "" && strings.TrimSpace(t.cell(hi-1, c-1)) != "" && word(c) && word(c-1) {
			return true
		}
	}
	return false
}

// LayoutKey identifies a header layout by its folded texts, so the next
// sheet of the same layout finds the mapping the person set.
func LayoutKey(headers []string) string {
	var b strings.Builder
	for _, h := range headers {
		b.WriteString(headerKey(h))
		b.WriteByte('|')
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:8])
}

// mapTable finds the header of t at or after row from, and maps its columns.
func mapTable(t *table, from int, fixed map[string]map[string]string) (*layout, int) {
	if l, first := mapTableOnce(t, from, fixed); l != nil || from != 0 || !splitNamePrices(t) {
		return l, first
	}
	return mapTableOnce(t, from, fixed) // locate_nameprice.go: prices taken out of the item names
}

func mapTableOnce(t *table, from int, fixed map[string]map[string]string) (*layout, int) {
	hi, second := findHeader(t, from)
	if hi < 0 {
		return nil, -1
	}
	texts, tiers := headerTexts(t, hi, second)
	untierGathered(texts, tiers)
	l := &layout{headerRows: []int{hi}, byField: map[string]int{}, headers: texts, key: LayoutKey(texts)}
	if second {
		l.headerRows = append(l.headerRows, hi+1)
	}
	first := hi + len(l.headerRows)
	values := make([][]string, len(texts))
	var valueRows []int
	for r := first; r < len(t.rows) && r < first+40; r++ {
		if headerWordsRow(t.rows[r]) || looksLikeHeader(t.rows[r]) || ruledHeader(t, r) {
			break // the next stacked table's own header: its values are not this table's (SX0101, OP0501)
		}
		if noteOrTotalRow(t.rows[r]) {
			continue
		}
		for c := range texts {
			v, _ := t.merged(r, c, true)
			values[c] = append(values[c], v)
		}
		valueRows = append(valueRows, r)
	}
	userFixed, matchTexts := map[int]string{}, make([]string, len(texts))
	for c := range texts {
		if f, ok := fixed[l.key][t.letter(c)]; ok {
			userFixed[c] = f
		}
		matchTexts[c] = subHeaderText(texts[c], tiers[c])
	}
	var lines []string // the sheet's own lines weigh the first table's columns
	if from == 0 {
		lines = append(titleLines(t, hi), loneLines(t, first, nil)...)
	}
	reads, versions := decideColumns(matchTexts, texts, values, userFixed, lines, t.formulaColumns(valueRows, len(texts)))
	calMonths := calendarMonthColumns(texts) // columns_month_names.go: 11月签约价 | 12月签约价, no 11-month plan
	for c, s := range reads {
		if texts[c] == "" && s.field == "" {
			continue
		}
		cm := colMap{col: c, letter: t.letter(c), header: texts[c], field: s.field, evidence: s.evidence, byValues: s.byValues,
			altOf: -1, rule: s.rule, relabelled: s.overruled, pairGPU: s.pairGPU, altGPU: s.altGPU, derived: s.derived, from: s.from}
		if cm.field == "" && tierColumnUnread(texts[c], s.rule, values[c], reads) {
			// TW0033: prices under a term's header no reading takes as a tier: refused at each cell, never dropped
			m := mk("import.terms.err.tier_unread", strings.TrimSpace(texts[c]))
			cm.field, cm.rule, cm.unreadHold = fPrice, "TW0033", &m
		}
		switch {
		case cm.field != fPrice:
		case s.rule == ruleColPriceValues || s.rule == ruleColCurrentPrice:
			cm.hint = priceHeaderHint(texts[c], "")
			if cardCountHeader(texts[c]) {
				cm.hint.basis = "" // "8卡": an instance's size, its price the instance's (SH0201), not per card
			} else if tierHeader(texts[c]) {
				cm.hint.gpus, cm.hint.basis = nil, "" // "9–64卡": a tier of the order's size (TR0101), not a machine's cards nor a unit
			}
			if s.rule == ruleColPriceValues {
				cm.region, cm.tierName = regionHeader(texts[c]), strings.TrimSpace(texts[c])
			}
		default:
			cm.hint = priceHeaderHint(texts[c], tiers[c])
			cm.region = regionHeader(texts[c])
			label, from, until, period := periodHeader(texts[c])
			if cm.region == "" && tiers[c] != "" { // "区域单价" over "北京 | 香港(USD)"
				if cm.region = regionHeader(tiers[c]); cm.region != "" && cm.hint.currency == "" {
					cm.hint.currency = parseHint(tiers[c]).currency
				}
			}
			if period { // "2026年Q4" is a date, no term nor a yearly price
				cm.tierName, cm.validFrom, cm.validUntil = label, from, until
				cm.hint = unitHint{}
			} else if calMonths[c] {
				cm.tierName = strings.TrimSpace(texts[c]) // a calendar month's price: no plan, no term
			} else if tiers[c] != "" {
				cm.tierName = tiers[c]
				if m, ok := parseMode(tiers[c]); ok {
					cm.tier = &m
					cm.hint = tierOwnHint(tiers[c], cm.hint)
				} else if m, h, ok := tierSubWithUnit(tiers[c], cm.hint); ok {
					cm.tier, cm.tierName, cm.hint = &m, m.label, h
				} else if m, rest, ok := tierInHeader(tiers[c]); ok && m.term != nil && (headerCore(rest) == "" || termTierLead[strings.ToLower(headerCore(rest))]) {
					cm.tier, cm.tierName = &m, strings.TrimSpace(tiers[c]) // "签约3个月", "租期 12个月" under 迁移专享价 (JZ0007); "锁价6个月（元/台/月）" (JZ0009)
				} else if m, ok := parseMode(headerPrefixMode(strings.TrimSpace(strings.TrimSuffix(texts[c], tiers[c])))); ok {
					cm.tier = &m // "包年(元/台/月)" over "含税" / "不含税": the group is the plan
					cm.tierName = m.label + " " + tiers[c]
					if _, named, _ := variantOf(tiers[c]); named {
						cm.tierName = m.label
					}
				}
				if cm.hint.tax == nil {
					cm.hint.tax = parseHint(tiers[c]).tax
				}
			} else if m, ok := headerMode(headerPrefixMode(texts[c])); ok {
				cm.tier = &m
				cm.tierName = m.label
			} else if m, rest, ok := tierInHeader(texts[c]); ok {
				cm.tier = &m
				cm.tierName = m.label
				cm.hint = priceHeaderHint(rest, "")
			} else if cm.hint.gpus != nil {
				cm.tierName = strings.TrimSpace(reHint.ReplaceAllString(stripUnitWords(texts[c]), ""))
			}
			if name := payTermOffer(texts[c]); name != "" && !period && tiers[c] == "" {
				cm.tierName = name // "预付价" | "后付价", "包年价·一次性付清" | "包年价·分期付款": the way of paying names the offer (payterms.go)
			}
		}
		if w, ok := priceWindowOf(texts[c]); ok && cm.field == fPrice {
			cm.window = &w // columns_period.go: "2027年新价", "1月起租"
			if m, _, ok := tierInHeader(texts[c]); ok && cm.tier == nil && m.term != nil {
				cm.tier, cm.tierName = &m, m.label // "续约6个月": a renewal's term
			}
		}
		l.cols = append(l.cols, cm)
	}
	l.versions = versions
	offers := 0
	for i, cm := range l.cols {
		switch {
		case cm.field == fPrice:
			l.prices = append(l.prices, i)
			if m, ok := planEquivHeader(cm.header); ok && !planPriced(l, i, m) {
				// "包月折合" beside 按量: the monthly plan's only price, in
				// the sheet's unit (unstated: refused), not a check
				l.cols[i].tier, l.cols[i].tierName = &m, m.label
				if headerHint(cm.header) == "" {
					m.period, l.cols[i].hint.period, l.cols[i].hint.qty = "", "", nil
				}
				offers++
			} else if equivIn(norm(cm.header)) && cm.window == nil { // "续约6个月" is no "约 6"
				l.cols[i].equiv = true
			} else {
				offers++
			}
		case cm.field != "" && !multiColumn[cm.field]:
			l.byField[cm.field] = i
		}
	}
	if offers == 0 { // only equivalents: they are the prices
		for _, i := range l.prices {
			l.cols[i].equiv = false
		}
		offers = len(l.prices)
	}
	for _, i := range l.prices {
		if l.cols[i].equiv {
			l.cols[i].evidence = append(l.cols[i].evidence, mk("import.ev.equiv_check"))
		}
	}
	offers -= markDerived(l)     // columns_amount.go: 整机价 = 单卡价 × 参数!$B$3
	offers -= markTaxTwins(l, t) // columns_tax_twin.go: Preis netto / Preis brutto
	markReservation(l)           // columns_reservation.go
	offers -= markOverage(l)     // columns_overage.go: 保底内单价 | 超出部分单价
	offers -= markVariants(l)
	markVendorGroups(t, l, values) // locate_vendor_key.go: 蓉算科技 over 按量 | 包月
	markUnknownRoles(l)            // columns_pricestate.go: 刊例价 | 集采价 (columns of two vendors are no twins)
	if offers < 2 {
		for _, i := range l.prices {
			l.cols[i].tierName = ""
		}
	}
	markUnreadMoney(l, values)
	sharePriceUnits(l)
	pairedUnitColumns(l, values) // columns_price.go: 包月单价 | 包月单位 beside 按量单价 | 按量单位
	unitColumnOwners(l)
	if len(l.prices) == 0 && !l.has(fPackPrice) && (l.has(fGPU) || l.has(fSpec)) {
		for i, cm := range l.cols { // 市场参考价 or Our cost alone: the rows are named no offer (tableread.go), never read again as prose
			if slices.ContainsFunc(cm.evidence, func(e msg.Msg) bool { return e.Key == "import.ev.notoffer_price_alone" }) {
				l.othersOnly = append(l.othersOnly, i)
			}
		}
		if len(l.othersOnly) > 0 {
			return l, first
		}
	}
	if len(l.prices) == 0 && !l.has(fPackPrice) || !(l.has(fGPU) || l.has(fSpec)) {
		if len(l.prices) == 0 && (l.has(fGPU) || l.has(fSpec)) {
			for _, cm := range l.cols {
				if i := slices.IndexFunc(cm.evidence, func(e msg.Msg) bool { return strings.HasSuffix(e.Key, "_alone") }); i >= 0 && t.heldAlone == nil {
					t.heldAlone = &cm.evidence[i] // why the one price column is no offer: said whole, never as a table turned on its side
				}
			}
		}
		return nil, -1 // a pack file's price is its pack_price
	}
	numberStyles(t, l, first)
	return l, first
}

// headerPrefixMode is the plan word a price header starts with ("按量(元/卡时)").
func headerPrefixMode(h string) string {
	h = narrow(h)
	if i := strings.IndexAny(h, "(（[【〔"); i > 0 {
		return planAfterBasis(h[:i])
	}
	// "年付 元/卡/时", "包月/元/台/月": a plan word, then its unit
	if i := strings.IndexAny(h, " /:：|\n\r\t"); i > 0 {
		if _, ok := parseMode(h[:i]); ok {
			return h[:i]
		}
	}
	return planAfterBasis(h)
}

// stripUnitWords takes the currency and period words out of a header
// ("8x GPU server $/hr" -> "8x GPU server").
func stripUnitWords(h string) string {
	for _, w := range []string{"$/hr", "$/h", "/hr", "/h", "$", "¥", "usd", "USD", "元", "per hour", "/hour", "hourly"} {
		h = strings.ReplaceAll(h, w, "")
	}
	return strings.TrimSpace(h)
}

// priceHeaderHint reads the unit words of a price header: the bracketed
// unit first ("包月(元/卡时)" is per card-hour), then the rest of the header.
func priceHeaderHint(h, tier string) unitHint {
	// a tier's sub-header with a unit of its own ("应急短租（元/台/周）" under "整机租金（元/台）",
	// set132/02) states the period the group's unit leaves out: the header is read whole (headerHint)
	h = validityRemoved(h)    // "单价（12月起）": no month in it
	h = monthLengthRemoved(h) // "Monthly (730 hrs)": the month's length (columns_period_price.go)
	if tier != "" && !tierStatesPeriod(h, tier) {
		h = strings.TrimSpace(strings.TrimSuffix(h, tier))
	}
	if hb := headerHint(h); hb != "" && conditionBracket(hb) {
		h = strings.TrimSpace(reHint.ReplaceAllString(narrow(h), " ")) // "扶持价（前3个月，须包季）": when and on what terms, no unit
	}
	if hb := headerHint(h); hb != "" {
		if x := parseHint(hb); x.period != "" || x.basis != "" {
			whole := parseHint(h) // "含税单价(元/卡/时)"
			x.gpus = cmp.Or(x.gpus, whole.gpus)
			x.currency = cmp.Or(x.currency, whole.currency)
			x.tax = cmp.Or(x.tax, whole.tax)
			if out := outsideUnit(h); x.period == "" && out != "" { // "Spot $/hr (instance)": the brackets give the basis, the period stands outside them
				if o := parseHint(out); o.period != "" {
					x.period, x.qty = o.period, cmp.Or(x.qty, o.qty)
				}
			}
			if x.basis == "" { // "Price per GPU ($/hr)"
				x.basis = parseHint(reHint.ReplaceAllString(h, " ")).basis
			}
			return x
		}
	}
	if _, ok := parseMode(headerPrefixMode(h)); ok {
		h = strings.TrimPrefix(narrow(h), strings.TrimSpace(headerPrefixMode(h)))
	}
	return parseHint(h)
}

// conditionBracket: a header's bracket stating when or on what terms its
// price applies ("前3个月，须包季", "须签1年", "限新客"): a clause opens with a
// word of words/columns.tsv bracket_condition and no unit is written in it
// (no currency, "/", 每 or per): its months and plan are no price's unit
// (stop 49, set127/08: "须包季" read per quarter made 5.10 a price per card
// per quarter).
func conditionBracket(hb string) bool {
	low := norm(hb)
	if strings.ContainsAny(low, "/每元¥$") || strings.Contains(low, "per ") || parseHint(hb).currency != "" {
		return false
	}
	for _, c := range reNoteSegment.Split(low, -1) {
		c = strings.TrimSpace(c)
		for _, w := range bracketConditionWords {
			if strings.HasPrefix(c, w) {
				return true
			}
		}
	}
	return false
}

var bracketConditionWords = wordsInOrder("bracket_condition")

// reOutsideUnit: a unit expression outside a header's brackets ("$/hr",
// "元/卡/时", "per hour", "每卡时"): the text from it on.
var reOutsideUnit = regexp.MustCompile(`(?i)[^\s/]*/\S|\bper\b|每`)

// outsideUnit is the unit expression of a header outside its brackets,
// after its plan and term words are taken out: "Spot $/hr (instance)" ->
// "$/hr"; "" where none stands there ("包月价 (元/卡)", "3年合约价 (元/卡)",
// "1-year reserved (per GPU)": a plan or term word is no unit).
func outsideUnit(h string) string {
	out := reHint.ReplaceAllString(narrow(h), " ")
	if _, rest, ok := tierInHeader(out); ok {
		out = rest
	}
	if m := headerPrefixMode(out); m != "" {
		if _, ok := parseMode(m); ok {
			out = strings.TrimPrefix(strings.TrimSpace(out), strings.TrimSpace(m))
		}
	}
	loc := reOutsideUnit.FindStringIndex(out)
	if loc == nil {
		return ""
	}
	return strings.TrimSpace(out[loc[0]:])
}

var (
	reHeaderTerm     = regexp.MustCompile(`(?i)\b(\d+)\s*-?\s*(yr|yrs|year|years|month|months|mo|mos)\b(?:\s*(?:reserved|commit(?:ment)?|term|plan|contract|prepaid))?|(\d+|[一二两三四五六七八九十]+|半)\s*个?\s*(月|年)(?:期|合约|合同|承诺|预付)?`)
	reHeaderPlanWord = regexp.MustCompile(`(?i)\b(?:on[- ]demand|pay[- ]as[- ]you[- ]go|reserved)\b`)
)

// reHeaderTierAbbrev: a term tier written as one or two digits and a
// capital letter (words/periods.tsv tier_abbrev: "3M", "12M", "1Y"), the
// letter standing alone and the count not a unit's quantity ("$/1M").
var reHeaderTierAbbrev = regexp.MustCompile(`(?:^|[^\p{L}\p{N}/.,])(\d{1,2})(` + strings.ToUpper(strings.Join(wordsInOrder("tier_abbrev"), "|")) + `)(?:$|[^\p{L}\p{N}])`)

var (
	// reTokenWord: a header pricing tokens, where 1M is a million ("$/1M tokens", "per MTok").
	reTokenWord = regexp.MustCompile(`\b(?:m?toks?|tokens?)\b`)
	// reTierAbbrevAfter: what may follow a tier's abbreviation in its header:
	// the column's unit, bracketed or as a currency ("3M (CNY/GPU/mo)", "1Y $/GPU-hr").
	reTierAbbrevAfter = regexp.MustCompile(`^(?:[(（\[]|[$¥￥€£]|元|(?i:cny|rmb|usd|eur)\b|(?i:cny|rmb|usd|eur)?/)`)
)

// tierAbbrevInHeader reads a catalogue's tier column header ("1M (CNY/GPU/mo)",
// "3M", "12M", "1Y $/GPU-hr") as a term of that many months or years: the
// term, and the header without it. Never in a header pricing tokens ("$/1M
// tokens"), where 1M is a million. Rule KL0008 (the columns stage).
func tierAbbrevInHeader(h string) (billingMode, string, bool) {
	if reTokenWord.MatchString(strings.ToLower(h)) {
		return billingMode{}, h, false
	}
	m := reHeaderTierAbbrev.FindStringSubmatchIndex(h)
	if m == nil {
		return billingMode{}, h, false
	}
	// a spend, volume or per-quantity figure is no term ("$1M commit",
	// "≥1M", "per 1M", "2M+ hours"): the count stands after nothing but a
	// label, and the letter before nothing but the column's unit
	before := strings.ToLower(strings.TrimRightFunc(h[:m[2]], unicode.IsSpace))
	after := strings.TrimLeftFunc(h[m[5]:], unicode.IsSpace)
	if strings.HasSuffix(before, "per") || strings.HasSuffix(before, "每") ||
		before != "" && strings.ContainsRune("$¥€£＄￥≥≤><~+@", []rune(before)[len([]rune(before))-1]) ||
		after != "" && !reTierAbbrevAfter.MatchString(after) {
		return billingMode{}, h, false
	}
	unit := wordMap("tier_abbrev")[strings.ToLower(h[m[4]:m[5]])]
	n, err := parseNum(h[m[2]:m[3]])
	pt := periodTerm(unit) // TW0020-TW0021: "1W" a week, "1Q" a quarter (three months)
	if err != nil || !(n > 0) || pt == nil {
		return billingMode{}, h, false
	}
	t := Term{Value: n * pt.Value, Unit: pt.Unit}
	label := h[m[2]:m[5]]
	return billingMode{term: &t, label: label}, strings.TrimSpace(h[:m[2]] + " " + h[m[5]:]), true
}

// tierInHeader finds a plan or term inside a price header ("1-yr reserved
// $/h", "3个月价(元/卡·时)"): the plan, and the header without it.
func tierInHeader(h string) (billingMode, string, bool) {
	h = validityRemoved(h)              // "单价（12月起）" is a date, no term
	h = withoutBuyerAge(h)              // "初创企业价（成立≤3年）": the buying company's age, no term (columns_condition.go)
	h = strings.ReplaceAll(h, "_", " ") // "commit_1yr_discount"
	var loc []int
	for _, m := range reHeaderTerm.FindAllStringSubmatchIndex(h, -1) {
		if m[6] >= 0 && h[m[8]:m[9]] == "年" && reHeaderYear.MatchString(h[m[6]:m[7]]) {
			continue // "2026年现行价": a year is a date, no term
		}
		loc = m
		break
	}
	if loc == nil {
		if m, rest, ok := tierAbbrevInHeader(h); ok {
			return m, rest, true // "3M (CNY/GPU/mo)": a catalogue's three-month tier (KL0008)
		}
	}
	if loc == nil { // "On-demand $/GPU-h", "Reserved $/h"
		w := reHeaderPlanWord.FindStringIndex(h)
		if w == nil {
			return billingMode{}, h, false
		}
		loc = []int{w[0], w[1], -1, -1, -1, -1, -1, -1, -1, -1}
	}
	sub := func(g int) string { // group g of the match, "" when it took no part
		if loc[2*g] < 0 {
			return ""
		}
		return h[loc[2*g]:loc[2*g+1]]
	}
	phrase, rest := sub(0), strings.TrimSpace(h[:loc[0]]+" "+h[loc[1]:])
	if loc[2] >= 0 || loc[6] >= 0 { // "1-yr", "3个月"
		t, err := ParseTerm(strings.TrimSpace(sub(1) + " " + sub(2) + sub(3) + sub(4)))
		if err != nil || t.Value <= 0 {
			return billingMode{}, h, false
		}
		return billingMode{term: &t, label: strings.TrimSpace(phrase)}, rest, true
	}
	if strings.Contains(strings.ToLower(phrase), "reserved") {
		return billingMode{label: phrase}, rest, true
	}
	return billingMode{period: "hour", label: phrase}, rest, true
}

var (
	reTaxExclWords  = regexp.MustCompile(`不含税|未税|税前|除税|(?i)excl?\.?\s*(?:vat|tax|gst)|\bex[- .]?(?:vat|tax|gst)\b|before tax|pre-tax|without (?:vat|tax)|net of (?:vat|tax)`)
	reTaxInclWords  = regexp.MustCompile(`含税|税后|价税合计|(?i)incl?\.?\s*(?:vat|tax|gst)|\bwith (?:vat|tax)\b|tax[- ]included|after tax|gross`)
	reListWords     = regexp.MustCompile(`刊例|原价|标准价|官网价|目录|挂牌价|公开价|指导价|门市价|市场价|(?i)\blist\b|\bstandard\b|\brack\b|\bcatalog(?:ue)?\b|\bmsrp\b|\bretail\b|\boriginal\b|\bpublic\b|` + wholeWords(wordsInOrder("list_header")))
	reNetPriceWords = regexp.MustCompile(`折后|本次|此次|(?:给|对|致)?贵司|优惠|折扣|活动价|促销|协议价|实付|成交|现价|特价|到手|专享|(?i)\bdiscount(?:ed)?\b|\bpromo(?:tional)?\b|\bsale\b|\bspecial\b|\bcontract(?:ed)?\b|\bnegotiated\b|\bnet\b|\bfinal\b|\byour price\b|` + wholeWords(wordsInOrder("paid_header")))
	reVariantRest   = regexp.MustCompile(`价格|单价|报价|价|(?i)\bprices?\b|\brates?\b`)
)

// variantOf scores the version of a price a header gives, the price paid
// (折后价) above its base (刊例价); rest, without those words, pairs versions.
func variantOf(h string) (score int, named bool, rest string) {
	low := norm(h)
	for _, v := range []struct {
		re *regexp.Regexp
		sc int
	}{{reTaxExclWords, -1}, {reTaxInclWords, 1}, {reListWords, -2}, {reNetPriceWords, 2}} {
		if v.re.MatchString(low) {
			score += v.sc
			named = true
			low = v.re.ReplaceAllString(low, " ")
		}
	}
	low = reVariantRest.ReplaceAllString(low, " ")
	return score, named, headerKey(low)
}

// markVariants keeps the versions of one offer's price (刊例价 / 折后价) beside
// the one paid, and returns how many columns stopped being offers.
func markVariants(l *layout) int {
	type key struct{ rest, tier string }
	groups := map[key][]int{}
	var order []key
	for _, i := range l.prices {
		cm := l.cols[i]
		if cm.equiv || cm.altOf >= 0 { // a tax twin kept beside its price (columns_tax_twin.go)
			continue
		}
		_, _, rest := variantOf(cm.header)
		tier := ""
		if cm.tier != nil {
			_, _, r := variantOf(cm.tier.label)
			tier = cmp.Or(r, cm.tier.label)
		}
		k := key{rest, tier}
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], i)
	}
	n := 0
	for _, k := range order {
		g := groups[k]
		if len(g) < 2 {
			continue
		}
		best, bestScore, anyNamed, distinct := -1, 0, false, map[int]bool{}
		for _, i := range g {
			sc, named, _ := variantOf(l.cols[i].header)
			anyNamed = anyNamed || named
			distinct[sc] = true
			if best < 0 || sc > bestScore {
				best, bestScore = i, sc
			}
		}
		if !anyNamed || len(distinct) != len(g) {
			continue // two columns alike: not versions of one price
		}
		for _, i := range g {
			if i != best {
				l.cols[i].altOf = best
				l.cols[i].evidence = append(l.cols[i].evidence, mk("import.ev.variant_of", l.cols[best].header))
				n++
			}
		}
	}
	// The same plan priced twice in different units: the second restates the first.
	period := func(c colMap) string {
		if c.equiv || c.altOf >= 0 || c.tier == nil {
			return ""
		}
		return orDefault(c.hint.period, c.tier.period)
	}
	for a, i := range l.prices {
		ci := l.cols[i]
		if period(ci) == "" {
			continue
		}
		for _, j := range l.prices[a+1:] {
			cj := l.cols[j]
			if period(cj) == "" || !sameTier(*ci.tier, *cj.tier) || period(cj) == period(ci) && cj.hint.basis == ci.hint.basis {
				continue // one plan in one unit twice: two offers
			}
			l.cols[j].altOf, l.cols[j].restates = i, true
			l.cols[j].evidence = append(l.cols[j].evidence, mk("import.ev.restates", ci.header))
			n++
		}
	}
	return n
}

// sameTier: two plans of the same period and commitment.
func sameTier(a, b billingMode) bool { return a.period == b.period && sameTerm(a.term, b.term) }
