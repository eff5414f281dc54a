package quotes

import "slices"

// A base price beside the price worked out from it (stop 50: "执行价 =
// 基准价 + (结算电价 − 基准电价) × 单卡时耗电" in set131/08, "综合单价 =
// 基础单价 + 保电附加" in set132/03): the workbook's own formulas take the
// base column in every filled row of another price column. The base is an
// input of that price, not a second offer beside it: held out, kept as text.
// Two offers side by side that share no such base word (常规电价格 and 绿电
// 套餐价 = 常规 + 附加, set131/01) both stay prices.

// ruleColFormulaBase is the column rule of such a base price column.
const ruleColFormulaBase = "XF-FORMULA-BASE"

// addendHeaderWords: words/price_state.tsv price_addend_header ("保电附加").
var addendHeaderWords = priceStateWords{rows: wordRows("price_addend_header")}

// formulaBase holds out each price column whose header names a base price
// or a part added onto one (words/price_state.tsv price_base_header,
// price_addend_header) and that another price column's
// formulas take in each of its filled rows (two at least).
func formulaBase(cs colReads, formulas [][]cellFormula) {
	if len(formulas) != len(cs) {
		return
	}
	for b, c := range cs {
		if c.field != fPrice || c.person {
			continue
		}
		key := "import.ev.formula_base"
		if _, w := baseHeaderWords.in(c.header); w == "" {
			if _, w := addendHeaderWords.in(c.header); w == "" {
				continue
			}
			key = "import.ev.formula_addend"
		}
		for a, d := range cs {
			if a != b && d.field == fPrice && takesEveryRow(d.values, formulas[a], b) {
				cs.set(b, fIgnore, ruleColFormulaBase, mk(key, c.header, d.header))
				break
			}
		}
	}
}

// takesEveryRow: each filled cell of the column is a formula taking column
// b of its row, two cells at least.
func takesEveryRow(values []string, fs []cellFormula, b int) bool {
	n := 0
	for row, f := range fs {
		if row >= len(values) || !f.ok {
			continue
		}
		if !slices.Contains(f.sameRow, b) {
			return false
		}
		n++
	}
	return n >= 2
}
