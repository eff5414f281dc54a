package quotes

import (
	"math"
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
	var prices []int
	for i, c := range cs {
		if c.field == fPrice && !c.person {
			prices = append(prices, i)
		}
	}
	for _, a := range prices {
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
