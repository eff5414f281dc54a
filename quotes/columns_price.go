package quotes

import (
	"regexp"
	"strings"
)

// Price columns the header words alone do not settle: plan headers that
// lead with their basis (整机包季, 单卡按量), headers whose brackets give
// basis and period but no currency ("Monthly (per node / month)"), money
// in a column no field was given, a currency one price column states for
// its neighbours, and a header row naming only a GPU and a price.

// reBasisPrefix: a basis word before a plan word in a price header
// ("整机包季", "单卡按量", "整台包年", "每卡包月").
var reBasisPrefix = regexp.MustCompile(`^(?:整机|整台|单机|单台|每台|每机|单卡|每卡|按卡|按台)[\s·・:：_\-]*`)

// reBasisSuffix: a basis word after a plan word ("包季整机", "包月单卡价").
var reBasisSuffix = regexp.MustCompile(`[\s·・:：_\-]*(?:整机|整台|单机|单台|每台|单卡|每卡)(?:价格?|单价|租金)?$`)

// planAfterBasis is the plan word of "整机包季" or "包季整机" (the basis is
// read from the header by parseHint); s itself when no plan word is left
// once a basis word is taken off.
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

// bracketUnitPrice: a header whose brackets (or whole text) state a
// period and a basis but no currency ("Monthly (per node / month)",
// "包月（台/月）", "Hourly per node") names a price column; a header that
// counts something ("GPUs per node", "卡数/台") does not.
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

var reCountHeader = regexp.MustCompile(`(?i)(?:gpus|cards|count|qty|quantity|number|nodes|servers|hours|days|months)|卡数|台数|数量|个数|时长|天数|月数|库存`)

var reMoneyMark = regexp.MustCompile(`[$¥￥€£]|元|(?i)\b(?:usd|cny|rmb|eur|us\$)\b`)

// moneyCell: a cell that is a price written with its currency ("$14,976.00",
// "¥ 3,200", "5.2元"), not a bare count.
func moneyCell(v string) bool {
	v = strings.TrimSpace(v)
	if v == "" || !reMoneyMark.MatchString(v) {
		return false
	}
	p, err := parsePriceCell(v)
	return err == nil && p.value > 0
}

// reNotAPrice: money columns that are not a rate for the GPUs (a deposit,
// a setup or storage fee, a row total): left unread without a report.
var reNotAPrice = regexp.MustCompile(`押金|保证金|定金|订金|预付款|违约金|(?i)deposit|collateral|penalty|fee\b`)

// markUnreadMoney marks the columns no field was given whose values are
// mostly prices with their currency: each such cell is reported on its
// row, so that no price in the file vanishes unsaid.
func markUnreadMoney(l *layout, values [][]string) {
	for i, cm := range l.cols {
		if cm.field != "" || cm.col >= len(values) || reNotAPrice.MatchString(norm(cm.header)) {
			continue
		}
		n, money := 0, 0
		for _, v := range values[cm.col] {
			v = strings.TrimSpace(v)
			if v == "" || strings.Trim(v, "—–-/ ") == "" {
				continue
			}
			n++
			if moneyCell(v) {
				money++
			}
		}
		if reOtherMoney.MatchString(norm(cm.header)) || reTotalPrice.MatchString(norm(cm.header)) {
			continue
		}
		if money >= 1 && money*10 >= n*7 || priceLikeHeader(cm.header) && numbersMostly(values[cm.col]) {
			l.cols[i].unreadMoney = true
		}
	}
}

// priceLikeHeader: a header that names a plan or a price period ("Hourly
// per node", "包周", "Spot $/h") whatever else it says.
func priceLikeHeader(h string) bool {
	if strings.TrimSpace(h) == "" || reCountHeader.MatchString(norm(h)) {
		return false
	}
	if m, ok := parseMode(h); ok && (m.term != nil || m.period == "hour" && (utf8Len(headerKey(h)) > 2 || onDemandHeaders[headerKey(h)])) {
		return true // a plan or term; a bare period word ("年", "Month") may head dates
	}
	x := parseHint(h)
	return x.period != "" && (x.basis != "" || x.currency != "")
}

// numbersMostly: most of the non-blank values are positive numbers.
func numbersMostly(vals []string) bool {
	n, num := 0, 0
	for _, v := range vals {
		v = strings.TrimSpace(v)
		if v == "" || strings.Trim(v, "—–-/ ") == "" {
			continue
		}
		n++
		if x, err := ParseNumber(v); err == nil && x > 0 {
			num++
		}
	}
	return num >= 1 && num*10 >= n*7
}

// shareCurrency: price columns side by side whose headers state one
// currency ("On-demand ($/node-hr)", "Price per node (USD)") speak for a
// price column whose header states none; the quote says so.
func shareCurrency(l *layout) {
	cur, from := "", ""
	for _, i := range l.prices {
		if l.cols[i].region != "" {
			// a region's currency is its own (香港(USD) beside 北京): the
			// others keep what the sheet says
			return
		}
		if c := l.cols[i].hint.currency; c != "" {
			if cur != "" && cur != c {
				return // the columns disagree: each keeps its own
			}
			if cur == "" {
				cur, from = c, l.cols[i].header
			}
		}
	}
	if cur == "" {
		return
	}
	for _, i := range l.prices {
		if l.cols[i].hint.currency == "" {
			l.cols[i].hint.currency, l.cols[i].currFrom = cur, from
		}
	}
}

// gpuAndPriceHeader: a row naming only a GPU column and a price column
// (beside one no synonym names: "Server", "Box") is the header when the
// rows under it hold GPU names in that column and prices in that one.
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
		if g == "" && p == "" {
			continue
		}
		n++
		if _, ok := matchGPU(g); ok {
			if _, err := parsePriceCell(p); err == nil {
				good++
			}
		}
	}
	return n >= 2 && good*10 >= n*7
}
