package quotes

import (
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
)

// ruleColAmount: a price-like column whose figures are the rate times a
// quantity in the same row is the row's amount, not a rate.
const ruleColAmount = "C-PRICE-AMOUNT"

// amountColumns takes the amount columns off the prices: bills, invoices,
// project quotes and purchase requests put the amount (Cost, 金额, 小计)
// beside the unit price, and the amount is the unit price times a number
// the row states (usage, 数量, 租期). The evidence is the row's own
// arithmetic, never the header word: every row with both figures shows the
// product, at least two rows do, and the quantity is not 1 in all of them
// (a column equal to the price is a copy, not an amount). A column the
// person mapped is never moved (cs.set).
func amountColumns(cs colReads) {
	prices := cs.tablePrices()
	for _, a := range prices {
		if cs[a].derived {
			continue // its formula restates a price: no amount (formulaColumns)
		}
		for _, r := range prices {
			if a != r && cs[r].field == fPrice && productColumn(cs, a, r) {
				cs.set(a, fIgnore, ruleColAmount, mk("import.ev.amount_column", cs[r].header))
				break
			}
		}
	}
}

// productColumn: column a's figure is column r's figure times a number
// of another column, row by row.
func productColumn(cs colReads, a, r int) bool {
	shown, notOne := 0, false
	for row := range cs[a].values {
		av, okA := cellFigure(cs[a].values, row)
		rv, okR := cellFigure(cs[r].values, row)
		if !okA || !okR || rv <= 0 {
			continue
		}
		q, ok := quantityFor(cs, a, r, row, av/rv)
		if !ok {
			return false
		}
		shown++
		notOne = notOne || q != 1
	}
	return shown >= 2 && notOne
}

// quantityFor finds in row the figure of a third column, or the product
// of two (数量 × 租期), equal to want within rounding, and returns it.
func quantityFor(cs colReads, a, r, row int, want float64) (float64, bool) {
	var qs []float64
	for k := range cs {
		if q, ok := cellFigure(cs[k].values, row); ok && k != a && k != r && q > 0 {
			qs = append(qs, q)
		}
	}
	near := func(q float64) bool { return math.Abs(q-want) <= 0.005*want }
	for i, q := range qs {
		if near(q) {
			return q, true
		}
		for _, q2 := range qs[i+1:] {
			if near(q * q2) {
				return q * q2, true
			}
		}
	}
	return 0, false
}

// cellFigure is the one number a cell holds ("11,980.80", "312"); a cell
// with no number or with more than one has none.
func cellFigure(values []string, row int) (float64, bool) {
	if row >= len(values) {
		return 0, false
	}
	ms := reNumber.FindAllString(values[row], -1)
	if len(ms) != 1 {
		return 0, false
	}
	v, err := parseNum(ms[0])
	return v, err == nil
}

// amountOnly is a table's amount column proved by its rows' arithmetic
// (金额 = 单价 × 数量 × 租期), with the columns of the product: a line that
// gives only its amount (单价 empty) has the price amount ÷ (数量 × 租期)
// (SM-AMOUNT-ONLY). col is -1 for none.
type amountOnly struct {
	col, price, nodes, term int
	header                  string
}

// findAmountOnly: one price column, an unread column whose figure is the
// price times the machine count and the term on at least two rows, and
// on all but one in ten of the rows that give all four.
func findAmountOnly(t *table, l *layout, first int) amountOnly {
	none := amountOnly{col: -1}
	if len(l.prices) != 1 {
		return none
	}
	at := func(f string) int {
		if i, ok := l.byField[f]; ok {
			return l.cols[i].col
		}
		return -1
	}
	a := amountOnly{price: l.cols[l.prices[0]].col, nodes: at(fNodes), term: at(fMinTerm)}
	if a.nodes < 0 || a.term < 0 {
		return none
	}
	for _, cm := range l.cols {
		if cm.field != "" && cm.field != fIgnore || cm.col == a.price {
			continue
		}
		shown, off := 0, 0
		for i := first; i < len(t.rows); i++ {
			p, okP := figureAt(t, i, a.price)
			v, okV := figureAt(t, i, cm.col)
			n, okN := figureAt(t, i, a.nodes)
			m, okM := figureAt(t, i, a.term)
			if !okP || !okV || !okN || !okM || p <= 0 {
				continue
			}
			if math.Abs(p*n*m-v) > 0.005*v {
				off++ // a line whose figures disagree (a bid the file marks void)
				continue
			}
			shown++
		}
		if shown >= 2 && off*10 <= shown {
			a.col, a.header = cm.col, cm.header
			return a
		}
	}
	return none
}

func figureAt(t *table, i, c int) (float64, bool) {
	return cellFigure([]string{t.cell(i, c)}, 0)
}

// fill gives row r (table row i) with an empty price the price its amount
// states, warned; nothing where a figure is missing.
func (a amountOnly) fill(r *rowIn, t *table, i int) {
	if a.col < 0 || len(r.prices) != 1 || strings.TrimSpace(r.prices[0].text) != "" {
		return
	}
	v, okV := figureAt(t, i, a.col)
	n, okN := figureAt(t, i, a.nodes)
	m, okM := figureAt(t, i, a.term)
	if !okV || !okN || !okM || v <= 0 || n <= 0 || m <= 0 {
		return
	}
	price := trimFloat(v / (n * m))
	r.prices[0].text = price
	r.layoutWarn = append(r.layoutWarn, mk("import.warn.price_from_amount", r.prices[0].header, a.header, trimFloat(v), trimFloat(n), trimFloat(m), price))
}

// Rule ids of the formula columns (the workbook's own arithmetic, read from
// its formulas: grid_formula.go).
const (
	ruleColFormulaAmount    = "XF-FORMULA-AMOUNT"    // price × a quantity of the row: an amount
	ruleColRestatedUnit     = "SW0009"               // a price worked out into another unit, equal to its source: no offer of its own
	ruleColFormulaDerived   = "XF-FORMULA-DERIVED"   // another price column × numbers: the same offer restated
	ruleColBuildUp          = "CG-COL-BUILDUP"       // a base price a build-up's total adds fees to: a part, no offer
	ruleColFormulaAggregate = "XF-FORMULA-AGGREGATE" // MIN/MAX/AVERAGE of the row's price columns: a comparison, no offer
)

// buildUpColumns holds out the base of a price built up in the table
// (基础月租 + 网络费 + 存储费 + 运维费 = 合计月租): where a price column whose
// header names a sum (words/columns.tsv buildup_total) is, on every row, another
// price column plus fee columns of that row, with a fee on at least one
// row, the total is the offer and the base a part of it. Read from the
// values, so a workbook's formulas and a CSV's figures alike; a base priced
// on a row whose total is not, or a tax twin, stays.
//
// The total is the offer only where the file says the package is what is
// paid: no note line names the base (报价以“裸机月租”列为准, 不加IB即按裸机月租计),
// no added fee is optional or for reference (words/columns.tsv
// buildup_optional: 可选, 选配, 参考), the total and every part with a unit
// are the base's period and basis, and no part is paid once (buildup_not_part:
// 押金, 安装费, 首期). Otherwise both prices stay offers, as without the rule.
func buildUpColumns(cs colReads, lines []string) {
	num := func(v string) (float64, bool) {
		v = strings.TrimSpace(v)
		if v == "" || isNotStated(norm(v)) || strings.Trim(v, "-—–/ ") == "" {
			return 0, false
		}
		f, err := ParseNumber(v)
		return f, err == nil
	}
	var fees []int // columns of figures only, no price: the candidates for the added fees
	for k, c := range cs {
		if c.field == fPrice || countFields[c.field] || c.field == fNodes || c.field == fGPUsPerNode || c.field == fMinTerm || c.field == fSetupFee || len(fees) >= buildUpMaxFees || containsWord(norm(c.header), "buildup_not_part") {
			continue // a count, a term, a deposit: never a fee added to the month's price
		}
		figures := 0
		for _, v := range c.values {
			if _, ok := num(v); ok {
				figures++
			} else if t := strings.Trim(strings.TrimSpace(v), "-—–/ "); t != "" && !isNotStated(norm(t)) {
				figures = -len(c.values) - 1
			}
		}
		if figures > 0 {
			fees = append(fees, k)
		}
	}
	prices := cs.tablePrices()
	for _, t := range prices {
		if !containsWord(norm(cs[t].header), "buildup_total") {
			continue
		}
		for _, b := range prices {
			if b == t || cs[b].field != fPrice {
				continue
			}
			if kt, rt := twinOf(cs[t].header); kt != "" {
				if kb, rb := twinOf(cs[b].header); kb != "" && kb != kt && rb == rt {
					continue // 含税合计 beside 不含税合计: the tax twin's
				}
			}
			if parts := buildUpParts(cs, t, b, fees, num); parts != nil {
				if !buildUpIsPaid(cs, t, b, parts, lines) {
					continue
				}
				var names []string
				for _, k := range parts {
					names = append(names, cs[k].header)
				}
				cs.set(b, "", ruleColBuildUp, mk("import.ev.buildup_part", cs[b].header, cs[t].header, strings.Join(names, "、")))
			}
		}
	}
}

// buildUpMaxFees caps the fee columns tried (2^n sums); buildUpTolerance is
// the share of the total a row's sum may miss it by (rounding of 万).
const (
	buildUpMaxFees   = 10
	buildUpTolerance = 0.005
)

// buildUpIsPaid: the file says total t, base b plus parts, is what is paid.
func buildUpIsPaid(cs colReads, t, b int, parts []int, lines []string) bool {
	bu := parseUnitParts(cs[b].header)
	if tu := parseUnitParts(cs[t].header); tu.basis != bu.basis && bu.basis != "" || tu.period != bu.period {
		return false // 首期合计(元/台) beside 月租(元/台/月): another sum than the month's (a base that names no basis says none)
	}
	for _, k := range parts {
		h := norm(cs[k].header)
		if optionalPart(h) || containsWord(h, "buildup_not_part") {
			return false // IB组网费(可选): the base is offered without it
		}
		if pu := parseUnitParts(cs[k].header); (pu.basis != "" || pu.period != "") && pu != bu {
			return false // a part of another period or basis: no month's sum
		}
	}
	names := priceHeaderNames(cs[b].header)
	for _, line := range lines {
		low := norm(line)
		if optionalPart(low) {
			return false // a note saying a fee is optional or for reference
		}
		for _, n := range names {
			if holdsWord(low, n) && !holdsWord(norm(cs[t].header), n) {
				return false // a note naming the base: the base is paid on its own terms (月租 of 合计月租 names the total too)
			}
		}
	}
	return true
}

// optionalPart: low says a part is optional or for reference (words/columns.tsv
// buildup_optional), not counting the words that only hold such a word
// (buildup_optional_not: 按所选配置 is the configuration chosen).
func optionalPart(low string) bool {
	for _, r := range wordRows("buildup_optional_not") {
		low = strings.ReplaceAll(low, r[0], " ")
	}
	return containsWord(low, "buildup_optional")
}

// buildUpParts is the smallest set of fee columns that, added to column b,
// gives column t on every row (at least two, a fee on one), nil for none.
func buildUpParts(cs colReads, t, b int, fees []int, num func(string) (float64, bool)) []int {
	type row struct{ total, base float64 }
	var rows []row
	var idx []int
	for r := range cs[t].values {
		tv, okT := num(cs[t].values[r])
		bv, okB := 0.0, false
		if r < len(cs[b].values) {
			bv, okB = num(cs[b].values[r])
		}
		switch {
		case okB && !okT:
			return nil // the base priced where the total is not: it may be the row's only offer
		case okB && okT:
			rows, idx = append(rows, row{tv, bv}), append(idx, r)
		}
	}
	if len(rows) < 2 {
		return nil
	}
	for mask := 1; mask < 1<<len(fees); mask++ {
		fits, added := true, false
		for i, r := range rows {
			sum := 0.0
			for j, k := range fees {
				if mask&(1<<j) != 0 && idx[i] < len(cs[k].values) {
					f, _ := num(cs[k].values[idx[i]])
					sum += f
				}
			}
			added = added || sum > 0
			if math.Abs(r.base+sum-r.total) > buildUpTolerance*math.Max(1, r.total) {
				fits = false
				break
			}
		}
		if fits && added {
			var parts []int
			for j, k := range fees {
				if mask&(1<<j) != 0 {
					parts = append(parts, k)
				}
			}
			return parts
		}
	}
	return nil
}

// formulaColumns reads what a workbook's formulas say of its price
// columns. A price column whose every filled cell is a formula that only
// multiplies (or divides) one other price column of its row is made from
// it: by numbers, cells elsewhere and the row's cards per machine alone
// (整机价 = 单卡价 × 参数!$B$3, 包月价 = 整机价 × 720 × 折扣) it is
// derived, which layout weighs (the
// same period: the offer restated; another period: a plan of its own);
// with a count or a term of the row (月度金额 = 成交价 × 8 × 720 × 台数) it
// is an amount, never a price. A discount column in the product
// (成交价 = 刊例价 × 折扣) is the price paid: left as it is. A column the
// person mapped is never moved.
func formulaColumns(cs colReads, formulas [][]cellFormula) {
	if len(formulas) != len(cs) {
		return
	}
	for a, c := range cs {
		if c.field != fPrice || c.person {
			continue
		}
		if of, ok := aggregateOf(cs, formulas[a], a); ok {
			// "最低报价 =MIN(D5:F5)": the lowest of the offers beside it, a comparison, no offer (stop 48, set122/09)
			cs.set(a, fIgnore, ruleColFormulaAggregate, mk("import.ev.formula_aggregate", of))
			continue
		}
		src, others, ok := formulaSource(cs, formulas[a], a)
		if !ok {
			continue
		}
		quantity, discount, cards := -1, false, 0
		for _, k := range others {
			switch f := cs[k].field; {
			case f == fDiscount || percentColumn(cs[k].values):
				discount = true
			case f == fGPUsPerNode:
				cards++ // 整机价 = 单卡价 × 每台卡数: the machine's price, no amount
			case countFields[f] || f == fMinTerm:
				quantity = k
			case (f == "" || f == fIgnore) && wholeCounts(cs[k].values):
				quantity = k // a column no field named whose values are whole counts: the row's quantity
			}
		}
		switch {
		case discount:
		case quantity >= 0:
			cs.set(a, fIgnore, ruleColFormulaAmount, mk("import.ev.formula_amount", cs[src].header, cs[quantity].header))
		case len(others) == cards && restatedInUnit(cs, a, src, others):
			cs.set(a, fIgnore, ruleColRestatedUnit, mk("import.ev.formula_restated_unit", cs[src].header))
		case len(others) == cards:
			cs[a].derived, cs[a].from = true, src
			cs[a].evidence = append(cs[a].evidence, mk("import.ev.formula_derived", cs[src].header))
		}
	}
}

// formulaSource is the one other price column that column a's formulas
// multiply in every filled row (at least two), and the other columns of
// the row they take; ok false when the cells are no such formulas.
func formulaSource(cs colReads, fs []cellFormula, a int) (src int, others []int, ok bool) {
	src, rows := -1, 0
	var first []int
	for row, f := range fs {
		if row >= len(cs[a].values) || strings.TrimSpace(cs[a].values[row]) == "" {
			continue
		}
		if !f.ok || !f.product || len(f.sameRow) == 0 {
			return -1, nil, false
		}
		if rows == 0 {
			first = f.sameRow
		} else if !slices.Equal(first, f.sameRow) {
			return -1, nil, false
		}
		rows++
	}
	for _, k := range first {
		switch {
		case k == a:
			return -1, nil, false
		case cs[k].field == fPrice && src < 0:
			src = k
		case cs[k].field == fPrice:
			return -1, nil, false // two prices multiplied: no restatement
		default:
			others = append(others, k)
		}
	}
	return src, others, rows >= 2 && src >= 0
}

// aggregateOf: every filled cell of column a is a formula taking the
// lowest, highest or middle of two or more price columns of its row
// (=MIN(D5:F5)); of names those columns' headers.
func aggregateOf(cs colReads, fs []cellFormula, a int) (of string, ok bool) {
	rows, seen := 0, map[int]bool{}
	for row, f := range fs {
		if row >= len(cs[a].values) || strings.TrimSpace(cs[a].values[row]) == "" {
			continue
		}
		if !f.ok || !f.aggregate {
			return "", false
		}
		for _, k := range f.sameRow {
			if k == a || k >= len(cs) || cs[k].field != fPrice {
				return "", false
			}
			seen[k] = true
		}
		rows++
	}
	if rows < 2 || len(seen) < 2 {
		return "", false
	}
	var hs []string
	for _, k := range slices.Sorted(maps.Keys(seen)) {
		hs = append(hs, "“"+cs[k].header+"”")
	}
	return strings.Join(hs, "、"), true
}

// percentColumn: the column's filled values are percentages ("88%").
// wholeCounts: the column's stated values are whole counts (a hidden or
// blank column states none: no quantity, stop 49 set126/01's hidden 折扣).
func wholeCounts(vals []string) bool {
	n, yes := share(vals, func(v string) bool { c, err := ParseCount(v); return err == nil && c >= 1 })
	return n > 0 && yes == n
}

func percentColumn(vals []string) bool {
	n, yes := share(vals, func(v string) bool { return strings.HasSuffix(strings.TrimSpace(v), "%") })
	if n > 0 && yes == n {
		return true
	}
	// "0.88", "0.85", "0.9": shares of one, a discount rate a price is multiplied by (a hidden 折扣 column, stop 49
	// set126/01), never a quantity
	n, yes = share(vals, func(v string) bool {
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		return err == nil && f > 0 && f < 1
	})
	return n >= 2 && yes == n
}

// markDerived keeps a derived price column of its source's period and
// another basis beside the source (the same offer restated per machine, a
// check of it, never a second quote); one of another period (包月价 from
// 整机价) stays an offer, and one of the same unit (折后价 = 刊例价 × 0.85)
// is a price of its own, weighed by the price roles.
// It returns how many columns stopped being offers.
func markDerived(l *layout) int {
	n := 0
	for _, i := range l.prices {
		c := l.cols[i]
		if !c.derived || c.altOf >= 0 || c.equiv {
			continue
		}
		for _, j := range l.prices {
			s := l.cols[j]
			if s.col != c.from || s.altOf >= 0 || s.equiv || s.hint.period != c.hint.period || !sameTierOrNone(s.tier, c.tier) ||
				s.hint.basis == "" || c.hint.basis == "" || s.hint.basis == c.hint.basis {
				continue
			}
			l.cols[i].altOf, l.cols[i].restates = j, true
			l.cols[i].evidence = append(l.cols[i].evidence, mk("import.ev.restates", s.header))
			n++
			break
		}
	}
	return n
}

func sameTierOrNone(a, b *billingMode) bool {
	return a == nil && b == nil || a != nil && b != nil && sameTier(*a, *b)
}

// derivedRowCards reads the GPUs of one machine from row r's derived
// per-machine price over the card price it restates (resolve_gpus.go
// gpus.derived_price weighs it).
func derivedRowCards(r *rowIn) {
	for _, a := range r.alts {
		if !a.derived {
			continue
		}
		for _, p := range r.prices {
			if n := derivedCards(a, p); p.letter == a.altOf && n > 0 {
				r.formulaGPN, r.formulaGPNFrom = gpnRead{n, a.cell, ruleColFormulaDerived}, p.header
				return
			}
		}
	}
}

// derivedCards is the GPUs of one machine that a derived column's figure
// over its source's states in row r, where the derived column prices the
// machine and the source one card (整机价 ÷ 单卡价 = 8); 0 when it does not.
func derivedCards(derived, source priceIn) int {
	if derived.hint.basis != "node" || source.hint.basis != "gpu" {
		return 0
	}
	d, errD := parsePriceCell(derived.text)
	s, errS := parsePriceCell(source.text)
	if errD != nil || errS != nil {
		return 0
	}
	if n := ratioOf(d.value, s.value); n >= 2 && n <= 16 {
		return n
	}
	return 0
}

// restatedInUnit (SW0009): derived column a states source column src's
// price in another unit and nothing else ("Reserved eff. $/GPU-hr" =
// IFERROR(F5/C5/720,"") beside "1-mo reserved ($/node-mo)"): both headers
// name their unit, and in every row with both figures (at least two) the
// two are the same price a GPU-hour, the cards of the machine taken from
// the formula's own cards column. Such a column is a check of its source,
// never a second offer; a column whose figure differs (包月价 = 整机价 ×
// 720 × 0.9) is an offer of its own and is left to the price roles.
func restatedInUnit(cs colReads, a, src int, cardCols []int) bool {
	ha, hs := parseHint(cs[a].header), parseHint(cs[src].header)
	if ha.period == "" || hs.period == "" || ha.basis == "" || hs.basis == "" || ha.qty != nil || hs.qty != nil ||
		ha.currency != hs.currency || ha.period == hs.period {
		// the same period in another basis is markDerived's (a machine's price restating a card's)
		return false
	}
	if periodHours(ha.period) >= periodHours(hs.period) {
		// only an effective rate breaking a longer term down checks its source: 包月 = 按需 × 720 is
		// a month's plan of its own (markDerived: a column in another period is a plan of its own)
		return false
	}
	if len(cardCols) > 1 || len(cardCols) == 0 && ha.basis != hs.basis {
		return false
	}
	perGPUHour := func(v float64, h unitHint, row int) (float64, bool) {
		v /= periodHours(h.period)
		if h.basis == "node" {
			if len(cardCols) == 0 {
				return 0, false
			}
			n, ok := cellFigure(cs[cardCols[0]].values, row)
			if !ok || n <= 0 {
				return 0, false
			}
			v /= n
		}
		return v, periodHours(h.period) > 0
	}
	shown := 0
	for row := range cs[a].values {
		av, okA := cellFigure(cs[a].values, row)
		sv, okS := cellFigure(cs[src].values, row)
		if !okA || !okS || av <= 0 || sv <= 0 {
			continue
		}
		pa, ok1 := perGPUHour(av, ha, row)
		ps, ok2 := perGPUHour(sv, hs, row)
		if !ok1 || !ok2 || math.Abs(pa-ps) > restatedTolerance*ps {
			return false
		}
		shown++
	}
	return shown >= 2
}

// restatedTolerance: the rounding a restated figure may carry (2.25 shown
// for 2.2500…; 0.5%) [assumed].
const restatedTolerance = 0.005
