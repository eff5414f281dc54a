package quotes

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"sort"
	"strings"

	"github.com/xuri/excelize/v2"

	"computecheck/msg"
)

// table is a grid as the user sees it: rows[i] is spreadsheet row
// rowNum[i]; column j of every row is spreadsheet column colNum[j]. Only
// columns that hold something are kept.
type table struct {
	sheet  string
	rows   [][]string
	rowNum []int
	colNum []int
	xlsx   bool
	// mergedFrom maps a cell inside a merged block (row, column indexes
	// into rows) to the block's top-left cell.
	mergedFrom map[[2]int][2]int
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

// maxGridCells bounds rows x kept columns of one table (a sheet of a few
// cells scattered far apart must not become a huge grid).
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
		colSet[m.c0] = colSet[m.c0] || false
	}
	cols := make([]int, 0, len(colSet))
	for c := range colSet {
		cols = append(cols, c)
	}
	sort.Ints(cols)
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
			tr, ok := rowIdx[m.r0+1]
			if !ok {
				continue
			}
			tc, ok := idx[m.c0]
			if !ok {
				continue
			}
			for rn := m.r0 + 1; rn <= m.r1+1 && budget > 0; rn++ {
				ri, ok := rowIdx[rn]
				if !ok {
					// a merged row with no cell of its own: give it one, so
					// the value it shows is read
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

// merged is the text a cell shows through a merge, and whether it did.
func (t *table) merged(r, c int) (string, bool) {
	if v := t.cell(r, c); v != "" {
		return v, false
	}
	if from, ok := t.mergedFrom[[2]int{r, c}]; ok {
		return t.cell(from[0], from[1]), true
	}
	return "", false
}

// mergedDown is the text a data cell shows through a merge from a row
// above ("A100 80G SXM4" merged over two rows); a block merged across one
// row (a note over the whole width) shows in its first cell only.
func (t *table) mergedDown(r, c int) (string, bool) {
	if v := t.cell(r, c); v != "" {
		return v, false
	}
	if from, ok := t.mergedFrom[[2]int{r, c}]; ok && from[0] != r && from[1] == c {
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

// ---------------------------------------------------------------- header

// colMap is one column of a found table: the file's header text, the field
// it was given and why, and for a price column what its header says.
type colMap struct {
	col      int
	letter   string
	header   string
	field    string
	evidence []msg.Msg
	hint     unitHint     // price column: unit words in the header
	tier     *billingMode // price column: the plan or term it prices
	tierName string       // price column: how its offers are named
	byValues bool         // the field was read from the values alone
	// equiv: a price column that restates another per card-hour
	// ("折合(元/卡·时)", "Effective $/GPU-hr"): a check, not an offer
	equiv bool
	// unreadMoney: a column no field was given whose values are prices
	unreadMoney bool
	currFrom    string // the price column whose stated currency this one took
	region      string // price column: the region its header names (北京, 香港(USD))
	// price column named by a period of the calendar (2026Q3): its first
	// and last day where the header states them
	validFrom, validUntil string
	// altOf: a price column that is another version of the same offer's
	// price (刊例价 beside 折后价, 不含税 beside 含税): the index in cols of
	// the column whose price is stored, -1 for none
	altOf int
	// restates: an alt that prices the same plan in another unit (包月
	// (元/台/月) beside 包月(元/卡/时)): it must agree with the stored one
	restates bool
	// numStyle: a price column's number style, read from all its values
	// (colnumstyle.go), and a value that shows it
	numStyle, styleExample string
	styleFrom              string // the column whose values settled the style, when not this one (colnumstyle_table.go)
	// rule: the rule id that decided the field (ruleColPerson: the
	// person's, final); relabelled: the evidence entries that rule
	// overruled (columns_decide.go)
	rule       string
	relabelled int
}

// layout is a table's header and what each column holds.
type layout struct {
	headerRows []int // indexes into t.rows
	cols       []colMap
	byField    map[string]int // single fields -> index into cols
	prices     []int          // price columns, left to right
	// versions: price versions side by side, none marked current
	// (pricever.go): every quote of the table waits for review unless the
	// file's note says which counts
	versions *priceVersions
	key      string // header layout key (the remembered mapping)
	headers  []string
}

func (l *layout) has(f string) bool { _, ok := l.byField[f]; return ok }

// rowScore is how much a row reads as a header: the best header score of
// each of its cells, with the fields it names (each cell's best) and every
// field a cell could name ("机型配置" is a spec or an offer: the values
// decide later, but the row names a machine either way).
func rowScore(cells []string) (float64, map[string]bool, map[string]bool) {
	score, fields, could := 0.0, map[string]bool{}, map[string]bool{}
	for _, c := range cells {
		c = strings.TrimSpace(c)
		if c == "" || utf8Len(c) > 40 {
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
		best, bf := 0.0, ""
		for f, s := range headerScores(c) {
			if s.score > best || s.score == best && f < bf {
				best, bf = s.score, f
			}
			if s.score >= scoreAssign {
				could[f] = true
			}
		}
		if best >= scoreAssign {
			score += best
			fields[bf] = true
		}
	}
	return score, fields, could
}

func utf8Len(s string) int { return len([]rune(s)) }

// findHeader finds the header row (and a second header row under it) in
// the first rows of t, from row `from` on; -1 when none reads as one.
func findHeader(t *table, from int) (hi int, second bool) {
	best, bestScore := -1, 0.0
	var cands []headerCandidate
	for i := from; i < len(t.rows) && i < from+headerScanRows; i++ {
		sc, fields, could := rowScore(t.rows[i])
		named := len(fields)
		machineBelow := false
		if !(could[fGPU] || could[fSpec]) && named >= minHeaderCols-1 {
			// a GPU column under a header no synonym names ("资源",
			// "Item", "设备") or one that names something else ("实例规格"):
			// known by the GPU names or machines below it
			machineBelow = gpuColumnBelow(t, i)
			if machineBelow && named < minHeaderCols {
				named++
				sc += scoreAssign
			}
		}
		priced := could[fPrice] || could[fPackPrice] || priceInRow(t.rows[i])
		if n := priceColumnsBelow(t, i, priced); n > 0 { // columns_pricevalues.go
			priced, named, machineBelow = true, named+n, true
		}
		if named == minHeaderCols-1 && gpuAndPriceHeader(t, i, could) {
			named++
		}
		if named < minHeaderCols || !priced {
			continue
		}
		if !(could[fGPU] || could[fSpec] || could[fVendor] || machineBelow) {
			continue
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
	return best, isSecondHeader(t, best) || subHeadersUnderGroup(t, best) || subHeaderUnderBlank(t, best) // columns_pricevalues.go
}

// noteOrTotalRow: a row that is no quote but a totals line ("合计 | | 28",
// "Total") or a note standing alone ("说明：包季…", "* prices excl. VAT"),
// so it is no evidence of what its columns hold.
func noteOrTotalRow(row []string) bool {
	first, nonEmpty := "", 0
	for _, c := range row {
		if c = strings.TrimSpace(c); c != "" {
			if nonEmpty == 0 {
				first = c
			}
			nonEmpty++
		}
	}
	if nonEmpty == 0 {
		return false
	}
	if reTotals.MatchString(norm(first)) {
		return true
	}
	return nonEmpty == 1 && isFootnote(first)
}

// gpuColumnBelow: a cell of row hi that names no field heads a column
// whose next rows are mostly GPU names or whole-machine cells.
func gpuColumnBelow(t *table, hi int) bool {
	for c, h := range t.rows[hi] {
		if strings.TrimSpace(h) == "" {
			continue
		}
		var below []string
		for r := hi + 1; r < len(t.rows) && r <= hi+10; r++ {
			if !noteOrTotalRow(t.rows[r]) {
				below = append(below, t.cell(r, c))
			}
		}
		n, gpus := share(below, func(v string) bool { sp, ok := ParseSpec(v); return isGPUName(v) || ok && sp.GPU != "" })
		if n >= 2 && gpus*10 >= n*7 {
			return true
		}
	}
	return false
}

// priceInRow: a header row whose price column is named only by its unit
// ("Machine $/hr") still counts.
func priceInRow(cells []string) bool {
	for _, c := range cells {
		if _, ok := headerScores(c)[fPrice]; ok {
			return true
		}
	}
	return false
}

// isSecondHeader: the row under the header is a second header row (an
// English row under a Chinese one, or sub-columns under merged groups)
// when most of its cells are header words and none is data.
func isSecondHeader(t *table, hi int) bool {
	if hi+1 >= len(t.rows) {
		return false
	}
	named, filled := 0, 0
	for _, c := range t.rows[hi+1] {
		c = strings.TrimSpace(c)
		if c == "" {
			continue
		}
		filled++
		// a tier ("包年", "3个月", "12-month": not a price of 3), a tier with
		// its unit ("1-year\n$/node-hr"), a version of a price ("含税" /
		// "未税", "刊例价" / "折后价") or a header word, and no data
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
		if matchHeader(c) != "" {
			named++
		}
	}
	return filled >= 2 && named*10 >= filled*6
}

// headerTexts combines the header rows into one text per column: a group
// cell merged (or, in CSV, left blank to the right) over sub-columns reads
// "group sub"; a second row of translations reads "top / sub".
func headerTexts(t *table, hi int, second bool) (texts []string, tiers []string) {
	w := t.width()
	texts = make([]string, w)
	tiers = make([]string, w)
	if !second {
		for c := 0; c < w; c++ {
			texts[c] = strings.TrimSpace(t.cell(hi, c))
		}
		return texts, tiers
	}
	top := make([]string, w)
	group := make([]bool, w)
	for c := 0; c < w; c++ {
		v, viaMerge := t.merged(hi, c)
		top[c] = strings.TrimSpace(v)
		if viaMerge {
			group[c] = true
			if from, ok := t.mergedFrom[[2]int{hi, c}]; ok && from[0] == hi {
				group[from[1]] = true
			}
		}
	}
	// A group header followed by blanks over its sub-columns (CSV, or a
	// sheet "centred across" instead of merged): in a workbook only over
	// tiers ("单价（元/台/月）" over 1个月 / 3个月), where it cannot be a
	// translation row with a gap.
	for c := 1; c < w; c++ {
		sub, prev := strings.TrimSpace(t.cell(hi+1, c)), strings.TrimSpace(t.cell(hi+1, c-1))
		if top[c] != "" || top[c-1] == "" || sub == "" || prev == "" {
			continue
		}
		if t.xlsx {
			if _, ok := parseMode(sub); !ok {
				continue
			}
			if _, ok := parseMode(prev); !ok {
				continue
			}
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
		case group[c]:
			texts[c] = top[c] + " " + sub
			tiers[c] = sub
		default:
			texts[c] = top[c] + " / " + sub
		}
	}
	return texts, tiers
}

// LayoutKey identifies a header layout: the header texts, folded, so the
// same vendor's next sheet finds the mapping the user set for this one.
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
	hi, second := findHeader(t, from)
	if hi < 0 {
		return nil, -1
	}
	texts, tiers := headerTexts(t, hi, second)
	first := hi + 1
	if second {
		first++
	}
	l := &layout{headerRows: []int{hi}, byField: map[string]int{}, headers: texts}
	if second {
		l.headerRows = append(l.headerRows, hi+1)
	}
	l.key = LayoutKey(texts)
	values := make([][]string, len(texts))
	for r := first; r < len(t.rows) && r < first+40; r++ {
		if noteOrTotalRow(t.rows[r]) {
			continue // "合计", "说明：…": says nothing of what a column holds
		}
		for c := range texts {
			v, _ := t.mergedDown(r, c)
			values[c] = append(values[c], v)
		}
	}
	userFixed := map[int]string{}
	if m := fixed[l.key]; m != nil {
		for c := range texts {
			if f, ok := m[t.letter(c)]; ok {
				userFixed[c] = f
			}
		}
	}
	matchTexts := make([]string, len(texts))
	for c := range texts {
		matchTexts[c] = subHeaderText(texts[c], tiers[c])
	}
	var lines []string // the sheet's own lines weigh the first table's columns
	if from == 0 {
		lines = append(titleLines(t, hi), loneLines(t, first)...)
	}
	reads, versions := decideColumns(matchTexts, texts, values, userFixed, lines)
	for c, s := range reads {
		if texts[c] == "" && s.field == "" {
			continue
		}
		cm := colMap{col: c, letter: t.letter(c), header: texts[c], field: s.field, evidence: s.evidence, byValues: s.byValues,
			altOf: -1, rule: s.rule, relabelled: s.overruled}
		if cm.field == fPrice {
			cm.hint = priceHeaderHint(texts[c], tiers[c])
			cm.region = regionHeader(texts[c])
			label, from, until, period := periodHeader(texts[c])
			if cm.region == "" && tiers[c] != "" {
				// "区域单价" over "北京 | 香港(USD)": the sub-header is the
				// region, and a currency it states is that column's
				if cm.region = regionHeader(tiers[c]); cm.region != "" && cm.hint.currency == "" {
					cm.hint.currency = parseHint(tiers[c]).currency
				}
			}
			if period {
				// "2026年Q4" is a date, not a 2026-year term nor a yearly
				// price: the unit is what the sheet says
				cm.tierName, cm.validFrom, cm.validUntil = label, from, until
				cm.hint = unitHint{}
			} else if tiers[c] != "" {
				cm.tierName = tiers[c]
				if m, ok := parseMode(tiers[c]); ok {
					cm.tier = &m
					cm.hint = tierOwnHint(tiers[c], cm.hint)
				} else if m, h, ok := tierSubWithUnit(tiers[c], cm.hint); ok {
					cm.tier, cm.tierName, cm.hint = &m, m.label, h
				} else if m, ok := parseMode(headerPrefixMode(strings.TrimSpace(strings.TrimSuffix(texts[c], tiers[c])))); ok {
					// "包年(元/台/月)" over "含税" / "不含税": the group is the plan
					cm.tier = &m
					cm.tierName = m.label + " " + tiers[c]
					if _, named, _ := variantOf(tiers[c]); named {
						cm.tierName = m.label
					}
				}
				if cm.hint.tax == nil {
					cm.hint.tax = parseHint(tiers[c]).tax
				}
			} else if m, ok := parseMode(headerPrefixMode(texts[c])); ok {
				cm.tier = &m
				cm.tierName = m.label
			} else if m, rest, ok := tierInHeader(texts[c]); ok {
				cm.tier = &m
				cm.tierName = m.label
				cm.hint = priceHeaderHint(rest, "")
			} else if cm.hint.gpus != nil {
				cm.tierName = strings.TrimSpace(reHint.ReplaceAllString(stripUnitWords(texts[c]), ""))
			}
		}
		l.cols = append(l.cols, cm)
	}
	l.versions = versions
	priceColumnsByValues(l, values) // columns_pricevalues.go
	holdOutOldPrices(l, values)     // columns_pricestate.go
	offers := 0
	for i, cm := range l.cols {
		switch {
		case cm.field == fPrice:
			l.prices = append(l.prices, i)
			if m, ok := planEquivHeader(cm.header); ok && !planPriced(l, i, m) {
				// "包月折合" beside 按量: the only price of the monthly
				// plan, restated in the sheet's unit, not a check
				l.cols[i].tier, l.cols[i].tierName = &m, m.label
				if headerHint(cm.header) == "" {
					// its period is the sheet's (元/卡·时), never the
					// plan's month: unstated, the price is refused
					m.period, l.cols[i].hint.period, l.cols[i].hint.qty = "", "", nil
				}
				offers++
			} else if reEquiv.MatchString(norm(cm.header)) {
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
	offers -= markTaxTwins(l) + markReservation(l) // columns_tax_twin.go: Preis netto / Preis brutto; columns_reservation.go
	offers -= markVariants(l)
	if offers < 2 {
		for _, i := range l.prices { // one price column names no tier
			l.cols[i].tierName = ""
		}
	}
	markUnreadMoney(l, values)
	sharePriceUnits(l)
	if len(l.prices) == 0 && !l.has(fPackPrice) || !(l.has(fGPU) || l.has(fSpec)) {
		return nil, -1 // a pack file's price is its pack_price
	}
	for i, cm := range l.cols {
		if cm.field != fPrice && cm.field != fPackPrice {
			continue
		}
		var all []string
		for r := first; r < len(t.rows); r++ {
			v, _ := t.mergedDown(r, cm.col)
			all = append(all, v)
		}
		l.cols[i].numStyle, l.cols[i].styleExample = columnNumberStyle(all)
	}
	tableNumberStyle(t, l, first) // colnumstyle_table.go
	return l, first
}

// headerPrefixMode is the plan word a price header starts with
// ("按量(元/卡时)" -> "按量", "包月价" -> "包月价").
func headerPrefixMode(h string) string {
	h = narrow(h)
	if i := strings.IndexAny(h, "(（[【〔"); i > 0 {
		return planAfterBasis(h[:i])
	}
	// "年付 元/卡/时", "包月/元/台/月", "包年：元/台/年": a plan word, then its unit
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

// priceHeaderHint reads the unit words of a price column's header: the
// bracketed unit first ("包月(元/卡时)" is per card-hour, the 包月 is the
// plan), then the header less its plan word, then the group above a tier.
func priceHeaderHint(h, tier string) unitHint {
	h = validityRemoved(h) // "单价（12月起）": no month in it
	if tier != "" {
		h = strings.TrimSpace(strings.TrimSuffix(h, tier))
	}
	if hb := headerHint(h); hb != "" {
		if x := parseHint(hb); x.period != "" || x.basis != "" {
			if x.gpus == nil {
				x.gpus = parseHint(h).gpus
			}
			if x.currency == "" {
				x.currency = parseHint(h).currency
			}
			if x.tax == nil {
				x.tax = parseHint(h).tax // "含税单价(元/卡/时)"
			}
			if x.basis == "" {
				// "Price per GPU ($/hr)": the basis before the brackets
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

var (
	reHeaderTerm     = regexp.MustCompile(`(?i)\b(\d+)\s*-?\s*(yr|yrs|year|years|month|months|mo|mos)\b(?:\s*(?:reserved|commit(?:ment)?|term|plan|contract|prepaid))?|(\d+|[一二两三四五六七八九十]+)\s*个?\s*(月|年)(?:期|合约|合同|承诺|预付)?`)
	reHeaderPlanWord = regexp.MustCompile(`(?i)\b(?:on[- ]demand|pay[- ]as[- ]you[- ]go|reserved)\b`)
)

// tierInHeader finds a plan or term inside a price header ("1-yr reserved
// $/h", "On-demand $/GPU-h", "3个月价(元/卡·时)"): the plan, and the header
// without it (whose unit words are then the price's).
func tierInHeader(h string) (billingMode, string, bool) {
	h = validityRemoved(h)              // "单价（12月起）" is a date, no term
	h = strings.ReplaceAll(h, "_", " ") // an export's key: "commit_1yr_discount"
	loc := reHeaderTerm.FindStringSubmatchIndex(h)
	if loc == nil { // a plan word with no term: "On-demand $/GPU-h", "Reserved $/h"
		if w := reHeaderPlanWord.FindStringIndex(h); w != nil {
			loc = []int{w[0], w[1], -1, -1, -1, -1, -1, -1, -1, -1}
		} else {
			return billingMode{}, h, false
		}
	}
	phrase := h[loc[0]:loc[1]]
	rest := strings.TrimSpace(h[:loc[0]] + " " + h[loc[1]:])
	if loc[2] >= 0 || loc[6] >= 0 {
		var t Term
		var err error
		if loc[2] >= 0 {
			t, err = ParseTerm(h[loc[2]:loc[3]] + " " + h[loc[4]:loc[5]])
		} else {
			t, err = ParseTerm(h[loc[6]:loc[7]] + h[loc[8]:loc[9]])
		}
		if err != nil || t.Value <= 0 {
			return billingMode{}, h, false
		}
		return billingMode{term: &t, label: strings.TrimSpace(phrase)}, rest, true
	}
	low := strings.ToLower(phrase)
	if strings.Contains(low, "reserved") {
		return billingMode{label: phrase}, rest, true
	}
	return billingMode{period: "hour", label: phrase}, rest, true
}

var (
	reTaxExclWords  = regexp.MustCompile(`不含税|未税|税前|除税|(?i)excl?\.?\s*(?:vat|tax|gst)|\bex[- .]?(?:vat|tax|gst)\b|before tax|pre-tax|without (?:vat|tax)|net of (?:vat|tax)`)
	reTaxInclWords  = regexp.MustCompile(`含税|税后|价税合计|(?i)incl?\.?\s*(?:vat|tax|gst)|\bwith (?:vat|tax)\b|tax[- ]included|after tax|gross`)
	reListWords     = regexp.MustCompile(`刊例|原价|标准价|官网价|目录价|挂牌价|公开价|指导价|门市价|市场价|(?i)\blist\b|\bstandard\b|\brack\b|\bcatalog(?:ue)?\b|\bmsrp\b|\bretail\b|\boriginal\b|\bpublic\b`)
	reNetPriceWords = regexp.MustCompile(`折后|本次|此次|(?:给|对|致)?贵司|优惠|折扣|活动价|促销|协议价|实付|成交价|现价|特价|到手|专享|(?i)\bdiscount(?:ed)?\b|\bpromo(?:tional)?\b|\bsale\b|\bspecial\b|\bcontract(?:ed)?\b|\bnegotiated\b|\bnet\b|\bfinal\b|\byour price\b`)
	reVariantRest   = regexp.MustCompile(`价格|单价|报价|价|(?i)\bprices?\b|\brates?\b`)
)

// variantOf reads a price header for the version of a price it gives: the
// price paid (折后价, 优惠价, 含税) scores above the one it is taken from
// (刊例价, 原价, 不含税); rest is the header without those words, by
// which two versions of one offer's price are paired.
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

// markVariants finds price columns that give two versions of one offer's
// price (刊例价 / 折后价, 含税 / 不含税, "List" / "Discounted") with the same
// unit and tier: the one the buyer pays is the offer, the others are kept
// beside it, never stored as more offers. It returns how many columns
// stopped being offers.
func markVariants(l *layout) int {
	type key struct{ rest, tier string }
	groups := map[key][]int{}
	var order []key
	for _, i := range l.prices {
		cm := l.cols[i]
		if cm.equiv {
			continue
		}
		_, _, rest := variantOf(cm.header)
		tier := ""
		if cm.tier != nil {
			tier = cm.tier.label
			if _, _, r := variantOf(tier); r != "" {
				tier = r
			}
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
	// The same plan priced twice in different units: one offer, the
	// second column a restatement of the first.
	for a, i := range l.prices {
		ci := l.cols[i]
		if ci.equiv || ci.altOf >= 0 || ci.tier == nil || orDefault(ci.hint.period, ci.tier.period) == "" {
			continue
		}
		for _, j := range l.prices[a+1:] {
			cj := l.cols[j]
			if cj.equiv || cj.altOf >= 0 || cj.tier == nil || orDefault(cj.hint.period, cj.tier.period) == "" || !sameTier(*ci.tier, *cj.tier) {
				continue
			}
			if orDefault(cj.hint.period, cj.tier.period) == orDefault(ci.hint.period, ci.tier.period) && cj.hint.basis == ci.hint.basis {
				continue // two columns of one plan in one unit: two offers (tiers of their own)
			}
			l.cols[j].altOf, l.cols[j].restates = i, true
			l.cols[j].evidence = append(l.cols[j].evidence, mk("import.ev.restates", ci.header))
			n++
		}
	}
	return n
}

// sameTier: two plans of the same period and commitment.
func sameTier(a, b billingMode) bool {
	if (a.term == nil) != (b.term == nil) || a.period != b.period {
		return false
	}
	return a.term == nil || a.term.Hours(DefaultHoursPerMonth) == b.term.Hours(DefaultHoursPerMonth)
}
