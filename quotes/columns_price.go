package quotes

import (
	"errors"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"computecheck/msg"
)

// Price columns the header words alone do not settle.

// a basis word before or after a plan word in a price header ("整机包季", "包月单卡价")
var reBasisPrefix = regexp.MustCompile(`^(?:整机|整台|单机|单台|每台|每机|单卡|每卡|按卡|按台)[\s·・:：_\-]*`)

var reBasisSuffix = regexp.MustCompile(`[\s·・:：_\-]*(?:整机|整台|单机|单台|每台|单卡|每卡)(?:价格?|单价|租金)?$`)

// planAfterBasis is the plan word of "整机包季" or "包季整机"; s itself when
// no plan word is left once the basis word is off.
func planAfterBasis(s string) string {
	if loc := reBasisPrefix.FindStringIndex(s); loc != nil && loc[1] < len(s) {
		if _, ok := parseMode(s[loc[1]:]); ok {
			return s[loc[1]:]
		}
	}
	if loc := reBasisSuffix.FindStringIndex(s); loc != nil && loc[0] > 0 {
		if _, ok := parseMode(s[:loc[0]]); ok {
			return s[:loc[0]]
		}
	}
	return s
}

// bracketUnitPrice: a header stating a period and a basis but no currency
// ("包月（台/月）", "Hourly per node") names a price; one that counts ("卡数/台") does not.
func bracketUnitPrice(h string) bool {
	if reCountHeader.MatchString(norm(h)) {
		return false
	}
	if hb := headerHint(h); hb != "" {
		if x := parseHint(hb); x.period != "" && x.basis != "" {
			return true
		}
	}
	x := parseHint(h)
	return x.period != "" && x.basis != "" && x.gpus == nil
}

var reCountHeader = regexp.MustCompile(wordAlternation("column_count_header", "yes")) // words/columns.tsv

var reMoneyMark = regexp.MustCompile(`[$¥￥€£]|元|(?i)\b(?:usd|cny|rmb|eur|us\$)\b`)

// moneyCell: a price written with its currency ("¥ 3,200"), not a bare count.
func moneyCell(v string) bool {
	v = strings.TrimSpace(v)
	if v == "" || !reMoneyMark.MatchString(v) {
		return false
	}
	p, err := parsePriceCell(v)
	var ce *cellError
	if errors.As(err, &ce) && ce.M.Key == "import.err.approximate_price" {
		return !notGPUMoney(v) // "约1,330元/台/月": an amount, though no fixed price
	}
	return err == nil && p.value > 0 && !notGPUMoney(v) // 另计 0.85元/度: power's price (columns_condition.go)
}

// reNotAPrice: money that is no rate for the GPUs (a down payment, a fee):
// left unread. A deposit, a penalty or a compensation is words/columns.tsv
// column_other_money's (SV0801-0811), which notARate asks too.
var reNotAPrice = regexp.MustCompile(`定金|订金|预付款|(?i)collateral|fee\b`)

// markUnreadMoney marks the columns no field was given whose values are
// mostly prices: each such cell is reported, so no price vanishes unsaid.
func markUnreadMoney(l *layout, values [][]string) {
	for i, cm := range l.cols {
		if cm.field != "" || cm.col >= len(values) || notARate(cm.header) || notTheOffer(cm.evidence) {
			continue
		}
		vals := notDash(values[cm.col])
		if n, money := share(vals, moneyCell); money >= 1 && money*10 >= n*7 || priceLikeHeader(cm.header) && numbersMostly(vals) {
			l.cols[i].unreadMoney = true
		}
	}
}

// notTheOffer: the columns stage kept the column from the prices as no offer
// of the seller's (a market reference, another cloud's price, a cost: words/
// price_state.tsv other and rival), as the buyer's own figure (a budget, a
// target) or as an earlier price the file replaced (superseded): its money is read, and said, as what it is, not reported
// unread.
func notTheOffer(evidence []msg.Msg) bool {
	return slices.ContainsFunc(evidence, func(e msg.Msg) bool {
		return e.Key == "import.ev.notoffer_price_column" || e.Key == "import.ev.notoffer_price_alone" || e.Key == "import.ev.superseded_price_column" ||
			e.Key == "import.ev.buyer_price_column" || e.Key == "import.ev.intro_price_column" || e.Key == "import.ev.part_price_column" || // TL0202: a trial's price beside the price after it
			e.Key == "import.ev.price_text_total" // 三个月费用估算 beside 报价原文: a total of the price as written, no price of its own (stop 53)
	})
}

// notDash leaves out the values that are only a dash or a slash.
func notDash(vals []string) []string {
	var out []string
	for _, v := range vals {
		if strings.Trim(strings.TrimSpace(v), "—–-/ ") != "" {
			out = append(out, v)
		}
	}
	return out
}

// priceLikeHeader: a header naming a plan or a price period ("包周", "Spot $/h").
func priceLikeHeader(h string) bool {
	if strings.TrimSpace(h) == "" || reCountHeader.MatchString(norm(h)) {
		return false
	}
	m, ok := parseMode(h)
	x := parseHint(h)
	return planHeader(m, ok, headerKey(h)) || x.period != "" && (x.basis != "" || x.currency != "")
}

// planHeader: a plan or term (m, ok: parseMode of the header, key its
// headerKey) heads a price column ("包年", "按量"); a bare period word ("年",
// "Month") may head dates.
func planHeader(m billingMode, ok bool, key string) bool {
	return ok && (m.term != nil || m.period == "hour" && (utf8.RuneCountInString(key) > 2 || onDemandHeaders[key]))
}

// numbersMostly: 7 in 10 of the values that are more than a dash are positive numbers.
func numbersMostly(vals []string) bool {
	n, num := share(notDash(vals), func(v string) bool { x, err := ParseNumber(v); return err == nil && x > 0 })
	return num >= 1 && num*10 >= n*7
}

// sharePriceUnits: a basis or currency one price header states speaks for
// its neighbours where the stated ones agree; a region's currency is its own.
func sharePriceUnits(l *layout) {
	basis, curr, from, regions := "", "", "", false
	for _, i := range l.prices {
		cm := l.cols[i]
		regions = regions || cm.region != ""
		if b := cm.hint.basis; b != "" && !cm.equiv {
			basis = agreeing(basis, b)
		}
		if c := cm.hint.currency; c != "" {
			if curr == "" {
				from = cm.header
			}
			curr = agreeing(curr, c)
		}
	}
	for _, i := range l.prices {
		h := &l.cols[i].hint
		if basis != "-" && h.basis == "" && h.gpus == nil && !l.cols[i].equiv {
			h.basis = basis
		}
		if curr != "-" && !regions && h.currency == "" && curr != "" {
			h.currency, l.cols[i].currFrom = curr, from
		}
	}
}

// pairedUnitColumns (NR0401): a price column with a column of units right
// after it that no field reads, whose header names the same plan with a
// unit word ("包月单价" | "包月单位" beside "按量单价" | "按量单位", the
// first pair's unit column read as the table's), takes its unit from that
// column, row by row: the table's unit column does not speak for it.
func pairedUnitColumns(l *layout, values [][]string) {
	if !l.has(fUnit) {
		return
	}
	byCol := map[int]int{}
	for k, cm := range l.cols {
		byCol[cm.col] = k
	}
	for _, i := range l.prices {
		cm := l.cols[i]
		k, ok := byCol[cm.col+1]
		if !ok || cm.col+1 >= len(values) || l.cols[k].field != "" && l.cols[k].field != fIgnore {
			continue
		}
		stem, unitStem := rePriceTail.ReplaceAllString(headerKey(cm.header), ""), reUnitTail.ReplaceAllString(headerKey(l.cols[k].header), "")
		if stem == "" || stem != unitStem || unitStem == headerKey(l.cols[k].header) {
			continue
		}
		if n, units := share(notDash(values[cm.col+1]), func(v string) bool { return parseHint(v).period != "" }); units == 0 || units*10 < n*7 {
			continue
		}
		l.cols[i].unitCol, l.cols[i].ownUnit = cm.col+2, true
		l.cols[i].evidence = append(l.cols[i].evidence, mk("import.ev.own_unit", cm.header, l.cols[k].header))
	}
}

// reUnitTail: the word ending a header of a unit column ("包月单位", "计费单位").
var reUnitTail = regexp.MustCompile(wordAlternation("unit_label", "tail") + `$`) // words/units.tsv

// unitColumnOwners: where a unit column sits beside price columns whose
// headers leave the unit to it ("单卡价格" over 计费单位 元/卡/分钟) and a
// price column whose header states its own period ("包日价(元/卡/天)"),
// the unit column speaks for the former only: each price column's own
// header unit governs it. So too where every price column states its own
// period and they state different ones ("按卡时(元/卡·时)" beside
// "包月(元/卡·月)"): one unit column cannot be the unit of both.
func unitColumnOwners(l *layout) {
	if !l.has(fUnit) {
		return
	}
	var own, bare []int
	periods := map[string]bool{}
	for _, i := range l.prices {
		if cm := l.cols[i]; !cm.equiv && cm.hint.period != "" {
			own, periods[cm.hint.period] = append(own, i), true
		} else if !cm.equiv {
			bare = append(bare, i)
		}
	}
	if len(own) == 0 || len(bare) == 0 && len(periods) < 2 {
		return
	}
	u := l.cols[l.byField[fUnit]].header
	for _, i := range own {
		l.cols[i].ownUnit = true
		l.cols[i].evidence = append(l.cols[i].evidence, mk("import.ev.own_unit", l.cols[i].header, u))
	}
}

// agreeing is the value so far given one more: "-" once two disagree.
func agreeing(sofar, v string) string {
	if sofar != "" && sofar != v {
		return "-"
	}
	return v
}

// gpuAndPriceHeader: a row naming only a GPU and a price column is the
// header when the rows under it hold GPU names and prices there.
func gpuAndPriceHeader(t *table, hi int, could map[string]bool) bool {
	if !could[fGPU] || !could[fPrice] {
		return false
	}
	gc, pc := -1, -1
	for c, h := range t.rows[hi] {
		if h = strings.TrimSpace(h); h == "" {
			continue
		}
		hs := headerScores(h)
		if s, ok := hs[fGPU]; ok && s.score >= scoreExact && gc < 0 {
			gc = c
		} else if s, ok := hs[fPrice]; ok && s.score >= scoreAssign && pc < 0 {
			pc = c
		}
	}
	if gc < 0 || pc < 0 {
		return false
	}
	n, good := 0, 0
	for r := hi + 1; r < len(t.rows) && r <= hi+10; r++ {
		g, p := strings.TrimSpace(t.cell(r, gc)), strings.TrimSpace(t.cell(r, pc))
		if g == "" && p == "" || ruleRow(t.rows[r]) { // a text table's "|---|---|" under its header is no row (OP0501)
			continue
		}
		n++
		_, err := parsePriceCell(p)
		good += b2i(isGPUName(g) && err == nil)
	}
	return n >= 2 && good*10 >= n*7
}
