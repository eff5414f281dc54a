package quotes

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"computecheck/calc"
)

// Rules for vendor sheets of kinds the samples did not show: a vendor
// named only by the first word of an English file name, plan headers that
// lead with their basis (整机包季, 单卡按量), price headers whose brackets
// give basis and period but no currency ("Monthly (per node / month)"),
// a machine size only in a plan cell ("8卡整机") or as "8x" leading a
// config cell, and a GPU column vaguer than the machine cell beside it.

// fileWordStop are English words that lead a file name without naming
// who sent it ("internal_gpu_quotes", "compare_gpu_rates").
var fileWordStop = map[string]bool{"internal": true, "external": true, "vendor": true, "vendors": true, "supplier": true,
	"suppliers": true, "procurement": true, "compare": true, "comparison": true, "market": true, "spot": true, "weekly": true,
	"monthly": true, "daily": true, "yearly": true, "annual": true, "quarterly": true, "sample": true, "samples": true, "test": true,
	"demo": true, "example": true, "team": true, "shared": true, "sales": true, "purchase": true, "budget": true, "cluster": true,
	"training": true, "inference": true, "english": true, "chinese": true, "import": true, "upload": true, "download": true,
	"received": true, "incoming": true, "customer": true, "client": true, "buyer": true, "misc": true, "other": true, "old": true,
	"backup": true, "tmp": true, "temp": true, "untitled": true, "book": true, "data": true, "cloud": true, "compute": true,
	"specs": true, "spec": true, "terms": true, "tiers": true, "tier": true, "equivalents": true, "machine": true, "node": true}

// fileDateWord: a month, a date or a code in a file name ("mar", "march",
// "202612", "q1", "v2"); a name that merely starts like a month
// ("Marrowfen", "Junction") is not one.
var fileDateWord = regexp.MustCompile(`(?i)^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\d*$|^[a-z]{0,3}\d+[a-z]?$|^v\d`)

var reFileLeadWord = regexp.MustCompile(`^[A-Za-z][A-Za-z&]{3,23}$`)

// vendorFromLeadingFileWord reads "atlasridge_gpu_pricing.csv" as
// Atlasridge: a single name word that leads an English file name (after
// its numbering) and is followed straight away by at least two words
// saying what the file is (gpu pricing, instance rates, …): one such word
// alone ("lambda_pricing") leaves too open whether the first is a name.
// The vendor so read is stored with the file-name warning.
func vendorFromLeadingFileWord(base string) string {
	if !isASCII(base) {
		return ""
	}
	var parts []string
	for _, p := range reFileSep.Split(base, -1) {
		if p != "" {
			parts = append(parts, p)
		}
	}
	i := 0
	for i < len(parts) && !strings.ContainsFunc(parts[i], unicode.IsLetter) {
		i++ // numbering, dates
	}
	if i >= len(parts) {
		return ""
	}
	w := parts[i]
	low := strings.ToLower(w)
	if !reFileLeadWord.MatchString(w) || fileStopWords[low] || fileWordStop[low] || fileDateWord.MatchString(low) {
		return ""
	}
	// the next two words, dates, codes and GPU names left out
	var next []string
	for _, p := range parts[i+1:] {
		pl := strings.ToLower(p)
		if _, gpu := matchGPU(p); gpu || fileDateWord.MatchString(pl) || !strings.ContainsFunc(p, unicode.IsLetter) {
			continue
		}
		if next = append(next, pl); len(next) == 2 {
			break
		}
	}
	if len(next) < 2 || !fileStopWords[next[0]] || !fileStopWords[next[1]] {
		return ""
	}
	if _, ok := matchGPU(w); ok {
		return ""
	}
	if w == strings.ToLower(w) {
		w = strings.ToUpper(w[:1]) + w[1:]
	}
	return w
}

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

var reOfferCards = regexp.MustCompile(`^(?:整机|单机|每台|整台|单台)?\s*(\d{1,2})\s*-?\s*(?:卡|张|gpus?|x|×)\s*(?:整机|机器?|服务器|主机|裸金属|/台|每台|nodes?|servers?|instances?|vms?|box(?:es)?|machines?)?$`)

// offerCardCount is the GPUs of one machine that a plan or model cell
// names on its own ("8卡整机", "4卡机", "8-GPU node"): 0 for none.
func offerCardCount(text string) int {
	low := strings.ToLower(strings.TrimSpace(cnCounts(narrow(text))))
	if low == "" || utf8Len(low) > 16 {
		return 0
	}
	m := reOfferCards.FindStringSubmatch(low)
	if m == nil {
		return 0
	}
	n, err := strconv.Atoi(m[1])
	if err != nil || n < 1 || n > maxGPUsPerNode {
		return 0
	}
	return n
}

// gpnFromOffer sets the GPUs per machine from the plan cell when nothing
// else gave them.
func (b *rowBuild) gpnFromOffer() {
	t := b.text(fOffer)
	n := offerCardCount(t)
	if offerGPUCount(t) > 0 {
		return // an instance name's count: gpnFromInstanceName
	}
	if b.gpn != nil {
		if _, has := b.r.cells[fGPUsPerNode]; has && n > 0 && n != *b.gpn {
			// "8卡整机" beside 4 in the cards-per-machine column
			oh := b.r.cells[fOffer].header
			b.q.AddWarning(mk("import.warn.gpn_offer_differs", oh, strings.TrimSpace(t), n, b.colName(fGPUsPerNode), *b.gpn))
			b.q.Review(mk("import.review.gpn_differs", oh, n, *b.gpn))
		}
		return
	}
	if n > 0 {
		b.gpn = ptr(n)
		b.q.AddWarning(mk("import.warn.gpn_from_plan_cell", n, b.r.cells[fOffer].header, strings.TrimSpace(t)))
	}
}

var reBareCount = regexp.MustCompile(`^(?:(\d{1,2})\s*[x×*]|[x×*]\s*(\d{1,2}))$`)

// bareCount reads a spec part that is only a count ("8x", "×4"): the
// machine's GPUs in a config cell beside a GPU column.
func bareCount(low string) *int {
	m := reBareCount.FindStringSubmatch(strings.TrimSpace(low))
	if m == nil {
		return nil
	}
	n, err := strconv.Atoi(m[1] + m[2])
	if err != nil || n < 1 || n > maxGPUsPerNode {
		return nil
	}
	return &n
}

// refineFromSpec: a GPU column that leaves form factor or memory open
// ("A100") beside a machine cell naming the card in full ("A100 80G PCIe
// ×4") takes the machine cell's card, with a warning saying so.
func (b *rowBuild) refineFromSpec(m calc.GPUMatch, gt string) calc.GPUMatch {
	if m.Assumed == "" || b.spec.GPU == "" || b.spec.GPUAssumed != "" || b.spec.GPU == m.ID {
		return m
	}
	sm := calc.GPUMatch{ID: b.spec.GPU}
	if !sameGPU(sm, m) {
		return m
	}
	b.q.AddWarning(mk("import.warn.gpu_refined_spec", gt, b.r.cells[fSpec].header, b.spec.GPUText, sm.ID))
	return sm
}

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

// reportUnreadMoney refuses, cell by cell, the prices of a row that sit in
// a column not read as a price column.
func (b *rowBuild) reportUnreadMoney() {
	for _, c := range b.r.unreadMoney {
		if moneyCell(c.text) {
			b.badAt(c, mk("import.err.price_column_unread", c.header, strings.TrimSpace(c.text)))
		}
	}
}

// priceLikeHeader: a header that names a plan or a price period ("Hourly
// per node", "包周", "Spot $/h") whatever else it says.
func priceLikeHeader(h string) bool {
	if strings.TrimSpace(h) == "" || reCountHeader.MatchString(norm(h)) {
		return false
	}
	if m, ok := parseMode(h); ok && (m.term != nil || m.period == "hour" && utf8Len(headerKey(h)) > 2) {
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

// sharedCurrencyNote: a quote whose currency came from a neighbouring
// price column's header, its cell stating none, says so.
func (b *rowBuild) sharedCurrencyNote(q *Quote, p priceIn) {
	if q == nil || p.currFrom == "" {
		return
	}
	if pc, err := parsePriceCell(p.text); err == nil && pc.hint.currency != "" {
		return
	}
	q.AddWarning(mk("import.warn.currency_from_column", p.hint.currency, p.currFrom, p.header))
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
