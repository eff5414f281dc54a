package quotes

import "strings"

// A formal 报价单 writes each unit price twice: a figure (单价（小写）
// ¥98,000.00) and the same amount in capital numerals (单价（大写）人民币玖万捌仟元整).
// Both headers name a price, but the row has one price: the column of
// capital amounts is its check, never a second quote. It is held out of
// the prices (rule WD0002) and read as the row's amount in words
// (unreadMoney: extract_amount.go checkAmountInWords), so an agreeing pair
// is one quote and a pair that disagrees is refused at the words' cell,
// naming both, unless a line of the file says which form rules.

const ruleColCapitalTwin = "WD0002"

// capitalTwinColumns holds out each price column whose values are mostly
// amounts in capital numerals where another price column holds figures.
func capitalTwinColumns(cs colReads) {
	var capital, figures []int
	for i, c := range cs {
		if c.field != fPrice {
			continue
		}
		if !c.person && capitalAmountsMostly(c.values) {
			capital = append(capital, i)
		} else {
			figures = append(figures, i)
		}
	}
	for _, i := range capital {
		// the figures column of the same price ("单价（小写）" | "单价（大写）"); a
		// header naming no price but its form ("大写金额") checks the first.
		// "包月（小写）" beside "包年（大写）": two plans, each its own price.
		twin := -1
		for _, f := range figures {
			if formStem(cs[f].header) == formStem(cs[i].header) {
				twin = f
				break
			}
		}
		if twin < 0 && len(figures) > 0 && bareAmountStem(cs[i].header) {
			twin = figures[0]
		}
		if twin < 0 {
			continue
		}
		cs.set(i, "", ruleColCapitalTwin, mk("import.ev.capital_twin", cs[i].header, cs[twin].header))
	}
}

// amountFormWords: the words a header names the form of its amount by
// (words/spoken.tsv amount_form: 大写, 小写, in words).
var amountFormWords = wordMap("amount_form")

// twinHeaders: the two headers are one but for their form words and
// brackets ("单价（小写）" | "单价（大写）"), or the capital one names no price of
// its own (bareAmountStem: "大写金额").
func twinHeaders(capital, figures string) bool {
	return formStem(capital) == formStem(figures) || bareAmountStem(capital)
}

// bareAmountStem: the header names the words form ("大写", "金额（大写）",
// "价格大写") and, that off, no more than an amount (amount_stem: 金额, 价):
// it names no price of its own, so it checks the figures beside it.
func bareAmountStem(h string) bool {
	low, named := norm(h), false
	for w, v := range amountFormWords {
		if v == "words" && strings.Contains(low, w) {
			named = true
		}
	}
	stem := formStem(h)
	return named && (stem == "" || wordSet("amount_stem")[stem])
}

func formStem(h string) string {
	k := headerKey(h)
	for w := range amountFormWords {
		k = strings.ReplaceAll(k, strings.ReplaceAll(w, " ", ""), "")
	}
	return k
}

// capitalAmountsMostly: 7 in 10 of the values that are more than a dash are
// one amount in capital numerals each, with no figure beside it.
func capitalAmountsMostly(vals []string) bool {
	n, yes := share(notDash(vals), func(v string) bool {
		low := norm(v)
		a := findAmountWords(low)
		return len(a) == 1 && a[0].capital && !a[0].bad && !strings.ContainsAny(low[:a[0].start]+low[a[0].end:], "0123456789")
	})
	return yes >= 1 && yes*10 >= n*7
}
