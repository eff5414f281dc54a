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
	var capital []int
	figures := -1
	for i, c := range cs {
		if c.field != fPrice {
			continue
		}
		if !c.person && capitalAmountsMostly(c.values) {
			capital = append(capital, i)
		} else if figures < 0 {
			figures = i
		}
	}
	if figures < 0 {
		return
	}
	for _, i := range capital {
		if !twinHeaders(cs[i].header, cs[figures].header) {
			continue // "包月（元/台）" in figures beside "包年" in 大写: two plans, each its own price
		}
		cs.set(i, "", ruleColCapitalTwin, mk("import.ev.capital_twin", cs[i].header, cs[figures].header))
	}
}

// amountFormWords: the words a header names the form of its amount by
// (words/spoken.tsv amount_form: 大写, 小写, in words).
var amountFormWords = wordMap("amount_form")

// twinHeaders: the capital column's header names its form ("单价（大写）",
// "大写金额"), or the two headers are the same once their form words and
// brackets are off ("单价（小写）" | "单价（大写）").
func twinHeaders(capital, figures string) bool {
	low := norm(capital)
	for w, v := range amountFormWords {
		if v == "words" && strings.Contains(low, w) {
			return true
		}
	}
	return formStem(capital) == formStem(figures)
}

func formStem(h string) string {
	k := headerKey(h)
	for w := range amountFormWords {
		k = strings.ReplaceAll(k, strings.ReplaceAll(w, " ", ""), "")
	}
	return strings.Trim(k, "()（）[]【】")
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
