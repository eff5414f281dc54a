package quotes

import (
	"cmp"
	"maps"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"computecheck/msg"
)

// A price list that keeps the earlier price beside the current one ("原价
// | 新价", "Old rate | New rate") prices each offer twice: the earlier
// price is never stored, its column kept as the row's text, where a
// current cell that says "持平" reads it; a cell, column or row marked
// withdrawn ("停租", "已下架") is no offer. The words are words/price_state.tsv.

// priceStateWords are one table of words/price_state.tsv in the file's order;
// seen, where set, remembers the answer per text (a header is asked once per
// row).
type priceStateWords struct {
	rows [][2]string
	seen *memo[string, [2]string]
}

var (
	priceHeaderWords = priceStateWords{rows: wordRows("price_header"), seen: &memo[string, [2]string]{}}
	priceCellWords   = priceStateWords{rows: wordRows("price_cell"), seen: &memo[string, [2]string]{}}
	priceBlankWords  = priceStateWords{rows: wordRows("price_blank"), seen: &memo[string, [2]string]{}}
	qualifiedAll     = priceStateWords{rows: wordRows("qualified_all")}
	renewalCellWords = priceStateWords{rows: wordRows("renewal_cell")}
)

// in is the value of the first word of the table the text holds, and the word.
func (w priceStateWords) in(text string) (value, word string) {
	if w.seen == nil {
		return w.read(text)
	}
	r := remember(w.seen, text, func(t string) [2]string { v, wd := w.read(t); return [2]string{v, wd} })
	return r[0], r[1]
}

func (w priceStateWords) read(text string) (value, word string) {
	low := norm(text)
	for _, r := range w.rows {
		if holdsWord(low, r[0]) {
			return r[1], r[0]
		}
	}
	return "", ""
}

// partIncluded: the header says the price includes the part ("含服务费",
// "包含代采服务费", "incl. service fee"): the price with it, not the part.
func partIncluded(header, word string) bool {
	low := norm(header)
	i := strings.Index(low, word)
	if i < 0 {
		return false
	}
	before := low[:i]
	if k := strings.LastIndexAny(before, "（(，,;；"); k >= 0 {
		before = before[k:]
	}
	return strings.Contains(before, "含") || strings.Contains(before, "incl") || strings.Contains(before, "with")
}

// earlierLead is the word a price header opens with that makes it the
// earlier price of what the rest names (words/price_state.tsv earlier_lead:
// 原协议价, 原合同单价, 旧协议价), "" where it opens with none.
func earlierLead(header string) string {
	low := norm(header)
	for _, r := range wordRows("earlier_lead") {
		if rest, ok := strings.CutPrefix(low, r[0]); ok && rest != "" && matchHeader(rest) == fPrice {
			return r[0]
		}
	}
	return ""
}

// holdsWord: low holds a table's word: a CJK word anywhere, an ASCII word
// whole (wholeWordIn).
func holdsWord(low, w string) bool {
	return w[0] >= 0x80 && strings.Contains(low, w) || w[0] < 0x80 && wholeWordIn(low, w)
}

// wholeWordIn: the ASCII word stands in s with no letter or digit touching it.
func wholeWordIn(s, word string) bool {
	for from := 0; ; {
		i := strings.Index(s[from:], word)
		if i < 0 {
			return false
		}
		i += from
		j := i + len(word)
		if (i == 0 || !asciiWordByte(s[i-1])) && (j == len(s) || !asciiWordByte(s[j])) {
			return true
		}
		from = i + 1
	}
}

func asciiWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
}

// cellState is "unchanged", "withdrawn" or "": what a price cell leads with
// instead of a number ("停租（12月起）"; "即将下架" is still offered). A word
// of value sold (已成交, 已租出) says withdrawn only as the whole cell.
func cellState(text string) string { return cellStateIn(priceCellWords, text) }

// cellStateIn is cellState over one table's words (price_cell, renewal_cell).
func cellStateIn(words priceStateWords, text string) string {
	t := strings.TrimFunc(norm(text), func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r)
	})
	for _, r := range words.rows {
		if r[1] == "sold" {
			if t == r[0] || strings.HasPrefix(t, r[0]) && bracketOnly(t[len(r[0]):]) {
				return "withdrawn" // a status cell that is the word alone: "已成交" (review finding 2 of set109), "已锁定（意向金已付）" (its reason in brackets)
			}
			continue // "已成交客户续租享9折", "已租出3台，剩余2台": a note about other deals, no state of this offer
		}
		if strings.HasPrefix(t, r[0]) && (r[0][0] >= 0x80 || len(t) == len(r[0]) || !asciiWordByte(t[len(r[0])])) {
			return r[1]
		}
	}
	return ""
}

// bracketOnly: s is one bracketed remark and nothing else ("（意向金已付）";
// its closing bracket may have been trimmed off with the cell's punctuation).
func bracketOnly(s string) bool {
	s = strings.TrimSpace(narrow(s))
	if len(s) < 2 || s[0] != '(' {
		return false
	}
	i := strings.IndexByte(s, ')')
	return i < 0 || i == len(s)-1
}

// holdOutOldPrices gives each price column its role by its header (words/
// price_state.tsv price_header) and keeps one offer: it takes out of the
// prices a column marked withdrawn, one marked old (旧价), the buyer's
// (还价, 目标价, 最高限价) or one worked out from the offer (评审价格)
// beside another price, and 原价 or a list price
// (刊例价) beside one marked new (新价, 最终价, 合同单价). What it takes
// out stays the row's text; a channel price (一级代理价, 金牌伙伴价, Reseller
// Net) beside any other price is held out too, and channel prices alone,
// more than one, are none of them the buyer's: no offer. What it takes
// out stays the row's text; a price for a first period, a new customer or a
// trial (新客首月价, 体验价) is never the offer: held out beside another
// price, and alone no offer. What it takes
// out stays the row's text, where a cell of the offer column that points
// to it ("维持原价", "同意还价") reads it. A price only for a buyer who
// qualifies (入驻企业价, 补贴后价格) is held out beside the standing price
// and alone is no offer, unless a line of the file (lines) says every buyer
// gets it: then it is the offer, and the standing price beside it is held
// out as the price it is taken off.
func holdOutOldPrices(cs colReads, lines []string) {
	var cands []int
	state, word := map[int]string{}, map[int]string{}
	table := map[int]string{} // the word table a state was read from: price_header unless named
	stateRule := func(i int) string { return wordRule(cmp.Or(table[i], "price_header"), word[i]) }
	for i, c := range cs {
		if c.person || c.header == "" && c.field == "" {
			continue
		}
		st, w := priceHeaderWords.in(c.header)
		if ew := gpuEquivHeader(c.header); st == "" && ew != "" {
			st, w, table[i] = "other", ew, "header_gpu_equiv" // "等效A100卡时价": the offer in another card's terms, a yardstick (BM0101)
		}
		if st == "part" && partIncluded(c.header, w) {
			st, w = "", "" // "我司报价（含代采服务费）": the price with the part in it, no part
		}
		if lead := earlierLead(c.header); lead != "" && st == "list" {
			// "原西岭云刊例价" beside "岭算云价格": the list price before the change (a former
			// brand's, the one before the new list), held out beside any price (stop 53 set144/04)
			st, w, table[i] = "old", lead, "earlier_lead"
		} else if lead != "" && (st == "" || st == "new") {
			// "原协议价" beside "调整后协议价": the agreement's price before the change,
			// whatever the words after the lead say (stop 52 set138/07)
			st, w, table[i] = "weak_old", lead, "earlier_lead"
		}
		if st == "" && datedFromHeader(c.header) {
			st = "new" // "6月起单价", "7月起执行单价" (MY0016): the price from a date on, beside the earlier one
		}
		// "Reseller Net (USD)": a vendor word in a channel price's header; names are never mostly prices
		misread := c.field == fVendor && st == "channel" && priceValuesMostly(c.values)
		if c.field != fPrice && !(c.field == "" && priceValuesMostly(c.values)) && !misread {
			continue
		}
		cands = append(cands, i)
		state[i], word[i] = st, w
	}
	forAll := -1
	for _, i := range cands {
		if state[i] != "qualified" || cs[i].field != fPrice {
			continue
		}
		if line := qualifiedAloneForAll(lines, word[i]); line != "" && forAll < 0 {
			forAll, state[i] = i, "new"
			cs.set(i, fPrice, stateRule(i), mk("import.ev.qualified_price_for_all", cs[i].header, line))
		}
	}
	if forAll >= 0 { // 指导价 beside 补贴后价格 that every buyer gets: the price it is taken off
		for _, i := range cands {
			if i != forAll && (state[i] == "" || state[i] == "list") && cs[i].field == fPrice {
				state[i] = "before_subsidy"
			}
		}
	}
	if r := replyColumn(cs, cands, state); r >= 0 {
		cands, state[r] = append(cands, r), "new"
	}
	renewal := renewalBesideEarlier(cs, cands, state, word, lines)
	hasNew, current := false, -1
	for _, i := range cands {
		switch state[i] {
		case "new":
			hasNew = true
			if current < 0 {
				current = i
			}
		case "":
			if current < 0 && cs[i].field == fPrice {
				current = i
			}
		}
	}
	for _, i := range cands { // 刊例价 beside 最高限价: the list price is the vendor's
		if s := state[i]; current < 0 && (s == "weak_old" || s == "list" || s == "everyday") && cs[i].field == fPrice {
			current = i
		}
	}
	if renewal >= 0 { // 原单价 | 续租单价: the renewal is the offer, the earlier price is held out as superseded by it
		current = renewal
	}
	var rivals []int // 阿里云官网价, AWS按需: another cloud's price
	clouds := map[string]bool{}
	for _, i := range cands {
		if state[i] == "rival" && cs[i].field == fPrice {
			rivals, clouds[word[i]] = append(rivals, i), true
		}
	}
	if current < 0 && len(clouds) == 1 { // a lone "AWS On-Demand", 华为云按量 | 华为云包月: the cloud's own export
		for _, i := range rivals {
			state[i] = ""
		}
		current = rivals[0]
	}
	var channel []int
	for _, i := range cands {
		if state[i] == "channel" && cs[i].field == fPrice {
			channel = append(channel, i)
		}
	}
	if current < 0 && len(channel) == 1 { // a lone 代理价: the buyer is the channel, and that is his price
		current = channel[0]
	} else if current < 0 && len(channel) > 1 { // 一级代理价 | 二级渠道价 and no end customer's price: which one the buyer pays is not said
		for _, i := range channel {
			cs.set(i, "", stateRule(i), mk("import.ev.channel_price_alone", cs[i].header))
		}
		return
	}
	if current < 0 { // a lone "单价（9月，已停用）" is the only price there is; a lone 最高限价 or 新客首月价 is none
		for _, i := range cands {
			if state[i] == "buyer" && cs[i].field == fPrice {
				cs.set(i, "", stateRule(i), mk("import.ev.buyer_price_alone", cs[i].header))
			} else if state[i] == "intro" && cs[i].field == fPrice {
				cs.set(i, "", stateRule(i), mk("import.ev.intro_price_alone", cs[i].header))
			} else if state[i] == "preview" && cs[i].field == fPrice {
				cs.set(i, "", stateRule(i), mk("import.ev.preview_price_alone", cs[i].header))
			} else if state[i] == "qualified" && cs[i].field == fPrice {
				cs.set(i, "", stateRule(i), mk("import.ev.qualified_price_alone", cs[i].header))
			} else if (state[i] == "other" || state[i] == "rival") && cs[i].field == fPrice {
				cs.set(i, "", stateRule(i), mk("import.ev.notoffer_price_alone", cs[i].header))
			} else if state[i] == "min_spend" && cs[i].field == fPrice {
				cs.set(i, "", stateRule(i), mk("import.ev.min_spend_alone", cs[i].header))
			} else if state[i] == "hold_fee" && cs[i].field == fPrice {
				cs.set(i, "", stateRule(i), mk("import.ev.hold_fee_alone", cs[i].header))
			}
		}
		return
	}
	if cs[current].field == "" { // "现价" beside "原价", named by no price word
		cs.set(current, fPrice, ruleColCurrentPrice, mk("import.ev.current_price_column", cs[current].header))
	}
	for _, i := range cands {
		switch {
		case heldOut(cs[i].evidence):
		case !roleHeldOut(state[i], hasNew): // the offer's own role, or an earlier one with no new price beside it
		case state[i] == "withdrawn":
			cs.set(i, "", ruleColStalePrice, mk("import.ev.stale_price_column", cs[i].header))
		case i == current:
		case state[i] == "old" || state[i] == "weak_old" && hasNew:
			cs.set(i, "", ruleColStalePrice, mk("import.ev.superseded_price_column", cs[i].header, cs[current].header))
		case state[i] == "part" && hasNew:
			cs.set(i, "", stateRule(i), mk("import.ev.part_price_column", cs[i].header, cs[current].header))
		case state[i] == "list" && hasNew, state[i] == "everyday":
			cs.set(i, "", stateRule(i), mk("import.ev.list_price_column", cs[i].header, cs[current].header))
		case state[i] == "buyer":
			cs.set(i, "", stateRule(i), mk("import.ev.buyer_price_column", cs[i].header, cs[current].header))
		case state[i] == "channel":
			cs.set(i, "", stateRule(i), mk("import.ev.channel_price_column", cs[i].header, cs[current].header))
		case state[i] == "intro":
			cs.set(i, "", stateRule(i), mk("import.ev.intro_price_column", cs[i].header, cs[current].header))
		case state[i] == "preview":
			cs.set(i, "", stateRule(i), mk("import.ev.preview_price_column", cs[i].header, cs[current].header))
		case state[i] == "qualified":
			cs.set(i, "", stateRule(i), mk("import.ev.qualified_price_column", cs[i].header, cs[current].header))
		case state[i] == "before_subsidy":
			cs.set(i, "", ruleColStalePrice, mk("import.ev.before_qualified_price_column", cs[i].header, cs[current].header))
		case state[i] == "other" || state[i] == "rival":
			cs.set(i, "", stateRule(i), mk("import.ev.notoffer_price_column", cs[i].header, cs[current].header))
		case state[i] == "hold_fee":
			cs.set(i, "", stateRule(i), mk("import.ev.hold_fee_column", cs[i].header, cs[current].header))
		case state[i] == "min_spend":
			cs.set(i, "", stateRule(i), mk("import.ev.min_spend_column", cs[i].header, cs[current].header))
		case state[i] == "derived":
			cs.set(i, "", stateRule(i), mk("import.ev.derived_price_column", cs[i].header, cs[current].header))
		}
	}
}

// heldOutRoles are the price_header roles that are never the offer beside
// another price (always), and those that are not only beside one marked new
// (beside_new); an everyday price (日常价) is none beside another price,
// marked new or not, that is the offer (beside_price; alone it is the
// offer): the one list the columns stage (holdOutOldPrices) and the
// prose reader (extract_prose.go offerPieces) both hold out by.
var heldOutRoles = map[string]string{
	"withdrawn": "always", "old": "always", "buyer": "always", "channel": "always", "intro": "always", "qualified": "always", "preview": "always",
	"before_subsidy": "always", "other": "always", "rival": "always", "derived": "always", "min_spend": "always", "hold_fee": "always",
	"weak_old": "beside_new", "list": "beside_new", "part": "beside_new",
	"everyday": "beside_price",
}

// roleHeldOut: a price of role st is no offer beside another price, hasNew
// when one of them is marked new.
func roleHeldOut(st string, hasNew bool) bool {
	h := heldOutRoles[st]
	return h == "always" || h == "beside_price" || h == "beside_new" && hasNew
}

// qualifiedAloneForAll (SD0076) is the one rule a table (holdOutOldPrices)
// and a prose line (proseLineRows) read for a price only for buyers who
// qualify: it is the offer only where a line of the file says every buyer
// gets it; else it is no offer (a table: no offer; a prose line with no
// other price: refused naming it). It returns the sentence of a line
// around the table that names the qualifying price's word (补贴后) and says
// every buyer gets it (words/price_state.tsv qualified_all yes: "适用于…全部
// 用户，无需另行申请"), with no word limiting it (仅限, 需提供); "" for none.
func qualifiedAloneForAll(lines []string, word string) string {
	for _, line := range lines {
		for _, s := range strings.FieldsFunc(line, func(r rune) bool { return strings.ContainsRune("。；;\n", r) }) {
			low := norm(s)
			if !holdsWord(low, word) {
				continue
			}
			all := false
			for _, r := range qualifiedAll.rows {
				if r[1] == "yes" && holdsWord(low, r[0]) {
					all, low = true, strings.ReplaceAll(low, r[0], " ")
				}
			}
			if v, _ := qualifiedAll.in(low); all && v != "no" {
				return strings.TrimSpace(s)
			}
		}
	}
	return ""
}

// replyColumn is the vendor's reply column on the buyer's own form (供应商
// 回复 beside 我方目标价): where a buyer's figure stands among the prices,
// the one column whose header says reply (words/price_state.tsv) is the
// offer, read as the price column, even where its header also names the
// vendor; -1 for none.
func replyColumn(cs colReads, cands []int, state map[int]string) int {
	buyer := false
	for _, i := range cands {
		buyer = buyer || state[i] == "buyer"
	}
	if !buyer {
		return -1
	}
	reply := -1
	for i, c := range cs {
		if s, _ := priceHeaderWords.in(c.header); s != "reply" || c.person || slices.Contains(cands, i) {
			continue
		}
		if reply >= 0 {
			return -1
		}
		reply = i
	}
	if reply >= 0 {
		_, w := priceHeaderWords.in(cs[reply].header)
		cs.set(reply, fPrice, wordRule("price_header", w), mk("import.ev.reply_price_column", cs[reply].header))
	}
	return reply
}

// earlierPriceHeader: the header marks its prices as earlier ones (原价,
// 旧价, 已停用): the column a "持平" cell of the current one reads.
func earlierPriceHeader(h string) bool {
	s, _ := priceHeaderWords.in(h)
	return s == "old" || s == "weak_old" || s == "list" || s == "withdrawn"
}

// heldOut: a rule already kept the column from the prices.
func heldOut(evidence []msg.Msg) bool {
	return slices.ContainsFunc(evidence, func(e msg.Msg) bool {
		return e.Key == "import.ev.stale_price_column" || e.Key == "import.ev.superseded_price_column"
	})
}

// oldPriceStands reads a cell saying the earlier price stands ("持平"): the
// price of the row's one earlier-price column that holds one.
func (b *rowBuild) oldPriceStands(text string) (header, price string, ok bool) {
	if cellState(text) != "unchanged" {
		return "", "", false
	}
	return b.earlierPrice()
}

// earlierPrice is the price of the row's one earlier-price column that
// holds one.
func (b *rowBuild) earlierPrice() (header, price string, ok bool) {
	hs := earlierPriceHeaders(b.r)
	if len(hs) != 1 {
		return "", "", false // none, or two earlier prices: which one stands is not said
	}
	return hs[0], b.r.extra[hs[0]], true
}

// earlierPriceHeaders: the row's earlier-price columns (原价, 调整前单价: an
// earlier-price header, or another time's price) that hold a price.
func earlierPriceHeaders(r rowIn) []string {
	var out []string
	for h, t := range r.extra {
		if pc, err := parsePriceCell(t); err == nil && pc.value > 0 && (earlierPriceHeader(h) || h == r.earlierWindow) {
			out = append(out, h)
		}
	}
	return out
}

// buyerPriceAgreed reads a vendor's cell agreeing to the buyer's figure
// ("同意还价", "同意，但须一次付清3个月"): the price of the row's one buyer
// column (客户还价, 我方目标价) that holds one. A cell that also names a
// figure of its own ("同意按1.70") is read as that figure, not here.
func (b *rowBuild) buyerPriceAgreed(text string) (header, price string, ok bool) {
	if cellState(text) != "agreed" || strings.ContainsAny(reTermMonths.ReplaceAllString(text, ""), "0123456789") {
		return "", "", false
	}
	for h, t := range b.r.extra {
		if s, _ := priceHeaderWords.in(h); s != "buyer" {
			continue
		}
		if pc, err := parsePriceCell(t); err != nil || !(pc.value > 0) || header != "" {
			return "", "", false // no figure, or two buyer figures: which one is agreed is not said
		}
		header, price = h, strings.TrimSpace(t)
	}
	if _, _, words := termInPriceCell(norm(text)); header != "" && words != "" {
		price += "（" + words + "）" // "同意，但须一次付清3个月": the term the vendor adds stands
	}
	return header, price, header != ""
}

// reTermMonths: a term a cell agreeing to a price adds ("须一次付清3个月").
var reTermMonths = regexp.MustCompile(`\d+\s*(?:个月|个星期|周|天|年|months?|weeks?|days?|years?)`)

// blankMeansEarlier reads an empty cell of a price column the file's own
// note says means unchanged ("现报价为空 = 未变化，按原报价"): the row's
// earlier price stands, and the note that says so. With no such note an
// empty cell stays no price.
func (b *rowBuild) blankMeansEarlier(p priceIn, text string) (header, price, note string, ok bool) {
	if text != "" {
		return "", "", "", false
	}
	if note = blankRuleNote(b.r.footLines, p.header); note == "" {
		return "", "", "", false
	}
	header, price, ok = b.earlierPrice()
	return header, price, note, ok
}

// blankRuleNote is the clause of a line around the table that names the
// price column, says its cell empty (为空, blank) and calls that unchanged.
func blankRuleNote(lines []string, header string) string {
	h := norm(strings.TrimSpace(header))
	_, hw := priceHeaderWords.in(header)
	for _, line := range lines {
		for _, cl := range strings.FieldsFunc(line, func(r rune) bool { return strings.ContainsRune("；;。\n", r) }) {
			c := norm(cl)
			if h == "" || !strings.Contains(c, h) && (hw == "" || !strings.Contains(c, hw)) {
				continue
			}
			if blank, _ := priceBlankWords.in(c); blank == "" {
				continue
			}
			if unchangedIn(c) || earlierNamedIn(c) { // "协议价为空的按刊例价执行"
				return strings.TrimSpace(cl)
			}
		}
	}
	return ""
}

// earlierNamedIn: the text names an earlier or list price column (原价, 刊例价).
func earlierNamedIn(low string) bool {
	for _, r := range priceHeaderWords.rows {
		if (r[1] == "old" || r[1] == "weak_old" || r[1] == "list") && holdsWord(low, r[0]) {
			return true
		}
	}
	return false
}

// unchangedIn: the text holds a price_cell word meaning unchanged.
func unchangedIn(low string) bool {
	return slices.ContainsFunc(priceCellWords.rows, func(r [2]string) bool {
		return r[1] == "unchanged" && holdsWord(low, r[0])
	})
}

// withdrawnPrice refuses a cell saying the offer is withdrawn beside an
// earlier price, which must not be taken for it; a price cell saying the
// contract is not renewed (words/price_state.tsv renewal_cell MY0002-0013:
// 到期不续, 不续约) is read here only, never in notes or unread cells.
func (b *rowBuild) withdrawnPrice(text string) *msg.Msg {
	if cellState(text) != "withdrawn" && cellStateIn(renewalCellWords, text) != "withdrawn" {
		return nil
	}
	for h, t := range b.r.extra {
		if earlierPriceHeader(h) || h == b.r.earlierWindow {
			m := mk("import.err.offer_withdrawn", strings.TrimSpace(text), h, t)
			return &m
		}
	}
	return nil
}

// withdrawnRow refuses a row whose notes or an unread cell says the offer
// is withdrawn ("已下架（旧价，勿用）"), whatever its price cells hold.
func (b *rowBuild) withdrawnRow() {
	if c, ok := b.r.cells[fNotes]; ok && cellState(c.text) == "withdrawn" {
		b.badAt(c, mk("import.err.row_withdrawn", c.header, strings.TrimSpace(c.text)))
		return
	}
	for h, t := range b.r.extra {
		if cellState(t) == "withdrawn" {
			b.badAt(cell{text: t, header: h, letter: b.r.extraLetters[h]}, mk("import.err.row_withdrawn", h, t))
			return
		}
	}
}

// stockHeaderWords: a header naming what is on offer now (库存状态,
// status, available_nodes): words/price_state.tsv.
var stockHeaderWords = priceStateWords{rows: wordRows("stock_header")}

// notOnOffer refuses a row whose stock cell says nothing can be ordered: a
// status "SOLD_OUT", "暂停销售", or "ON_REQUEST" where no price cell holds a
// number (beside a price it is only warned, as is "下线中", still orderable),
// in an unread column, or a
// count of 0 in a machines or cards column that counts what is available.
// A price such a row still shows (a list price) is no offer; a price cell
// that itself says why there is no price (售罄, 面议) keeps its own reason.
func (b *rowBuild) notOnOffer() bool {
	if slices.ContainsFunc(b.r.prices, func(p priceIn) bool {
		_, ok := noPriceMsg(norm(p.text))
		return ok
	}) || !slices.ContainsFunc(b.r.prices, func(p priceIn) bool { return !isNotStated(norm(p.text)) }) {
		return false // a price cell's own reason, or no price at all ("—" in each: not offered); a "—" beside prices is that column's alone (set132/09)
	}
	if c, ok := b.r.cells[fNotes]; ok {
		if w := holdFeeLead(c.text); w != "" { // "保留费；切换后按序号5计费": the row prices holding the machines, no GPU time
			b.badAt(c, mk("import.err.hold_fee_row", c.header, strings.TrimSpace(c.text), w))
			return true
		}
	}
	hs := slices.Sorted(maps.Keys(b.r.extra))
	for _, h := range hs {
		if _, w := stockHeaderWords.in(h); w == "" || b.r.personUnread[h] {
			continue
		}
		t := b.r.extra[h]
		switch {
		case cellState(t) == "retiring": // "下线中": still orderable, for now
			b.q.AddWarning(mk("import.warn.offer_retiring", h, strings.TrimSpace(t)))
		case onRequestOnly(t) && b.anyPriceNumber(): // "On request" beside a price: capacity on request, at that price
			b.q.AddWarning(mk("import.warn.on_request_priced", h, strings.TrimSpace(t)))
		case stateSaysNoOffer(t):
			b.badAt(cell{text: t, header: h, letter: b.r.extraLetters[h]}, mk("import.err.not_on_offer", h, t))
			return true
		}
	}
	for _, f := range []string{fNodes, fTotalGPUs} {
		c, ok := b.r.cells[f]
		if _, w := stockHeaderWords.in(c.header); !ok || w == "" {
			continue
		}
		if n, err := ParseCount(c.text); err == nil && n == 0 {
			b.badAt(c, mk("import.err.none_available", c.header, strings.TrimSpace(c.text)))
			return true
		}
	}
	return false
}

// holdFeeLead is the hold-fee word (words/price_state.tsv price_header
// hold_fee: 保留费, 关机保留) a row's note's first clause is, alone
// ("保留费；切换后按序号5计费", stop 52 set140/02): the row's price holds the
// machines for the buyer and buys no GPU time; "" where it opens with none.
func holdFeeLead(note string) string {
	first := strings.TrimSpace(reClauseCut.Split(strings.TrimSpace(note), 2)[0])
	if st, w := priceHeaderWords.in(first); st == "hold_fee" && norm(first) == w {
		return w // the clause is the word alone: "关机保留GPU时收保留费" states a policy beside the usage price
	}
	return ""
}

// stateSaysNoOffer: a status cell, whole, is a word of sold out, withdrawn
// or on request ("SOLD_OUT", "暂停销售", "已下架", "ON_REQUEST"); an ASCII
// word is the whole cell (a zone code "cn-north-tba1" is no status).
func stateSaysNoOffer(t string) bool {
	low := strings.TrimSpace(strings.ReplaceAll(norm(t), "_", " "))
	if low == "" {
		return false
	}
	switch cellState(low) {
	case "withdrawn":
		return true
	case "retiring": // "即将下架": still offered
		return false
	}
	return slices.ContainsFunc(unavailableWords, statusSays(low)) || slices.ContainsFunc(negotiableWords, statusSays(low))
}

// statusSays: a status cell (low, normalised) holds the word: a CJK word
// anywhere, an ASCII word as the whole cell.
func statusSays(low string) func(w [2]string) bool {
	return func(w [2]string) bool {
		return w[0][0] >= 0x80 && strings.Contains(low, w[0]) || w[0][0] < 0x80 && low == w[0]
	}
}

// onRequestOnly: a status cell says "on request" (words/price.tsv
// negotiable) and nothing sold out or withdrawn: where the row shows a
// price, what is asked for is capacity, not the price.
func onRequestOnly(t string) bool {
	low := strings.TrimSpace(strings.ReplaceAll(norm(t), "_", " "))
	return low != "" && cellState(low) == "" && slices.ContainsFunc(negotiableWords, statusSays(low)) && !slices.ContainsFunc(unavailableWords, statusSays(low))
}

// anyPriceNumber: one of the row's price cells holds a price above 0.
func (b *rowBuild) anyPriceNumber() bool {
	return slices.ContainsFunc(b.r.prices, func(p priceIn) bool {
		pc, err := parsePriceCell(p.text)
		return err == nil && pc.value > 0
	})
}

// staleColumnReview holds for review a quote from the only price column
// when its header marks it withdrawn or old ("单价（9月，已停用）").
func (b *rowBuild) staleColumnReview(out []Quote) {
	for _, p := range b.r.prices {
		if s, _ := priceHeaderWords.in(p.header); s != "withdrawn" && s != "old" {
			continue
		}
		for i := range out {
			if len(b.r.prices) == 1 || out[i].Raw[p.header] == out[i].PriceText {
				m := mk("import.review.stale_price_column", p.header)
				out[i].AddWarning(m)
				out[i].Review(m)
			}
		}
	}
}

// afterPricing adds, once a row's prices are read, the review of a lone
// stale column and the offers a cell of discounts by term makes.
func (b *rowBuild) afterPricing(out []Quote) []Quote {
	b.staleColumnReview(out)
	b.addStatedTax(out) // columns_tax_twin.go
	return append(out, b.termDiscountOffers(out)...)
}

// A row that prices one offer in two columns the importer cannot tell
// apart (刊例价 | 集采价, 价格 | 协议客户价): where the words left in their
// headers, once every known word is taken out, differ, the leftover words
// name a role the tables do not know, whether or not a dimension it knows
// (a plan or term, a region, a time, a unit, a currency, tax) differs too
// (包月价 | 包年集采价); where none differs, a code alone tells them apart
// (价格A | 价格B, 方案一 | 方案二). Each quote the row yields from such a pair
// waits for review, naming both headers (as a net price beside its gross
// twin does).

// roleKnownTables are the word tables whose words name a known dimension
// of a price column, or no role at all (price_state.tsv role_none: 价格,
// 参考); header_synonyms' names of roleKnownFields count too.
var (
	roleKnownTables = []string{"price_header", "role_none", "role_plan", "plan_word", "bare_period_word", "bare_period", "term_unit_zh",
		"term_unit_en", "unit_period_zh", "unit_period_en", "unit_gpu_zh", "unit_gpu_en", "unit_gpu_piece", "unit_node_zh",
		"unit_node_en", "unit_node_whole", "currency", "amount_prefix", "column_currency_only", "tax", "tax_twin",
		"interruptible", "on_demand_plan", "region_area", "region_city", "price_window", "plan_suffix", "tier_suffix",
		"tier_unit", "commit_header", "gpu_family", "time_reference", "pay_term"}
	roleKnownFields = []string{fPrice, fUnit, fMode, fMinTerm, fRegion, fCurrency, fTax, fGPU, fGPUsPerNode, fNodes}
)

// roleKnown removes the known words from a normalised header: the CJK
// words anywhere (longest first), the ASCII words whole.
var roleKnown = sync.OnceValues(func() (*strings.Replacer, *regexp.Regexp) {
	seen := map[string]bool{}
	var cjk, ascii []string
	add := func(w string) {
		w = strings.TrimSpace(norm(w))
		if w == "" || seen[w] {
			return
		}
		seen[w] = true
		if w[0] < 0x80 {
			ascii = append(ascii, w)
		} else {
			cjk = append(cjk, w)
		}
	}
	for _, t := range roleKnownTables {
		for _, r := range wordRows(t) {
			add(r[0])
		}
	}
	for _, s := range synonyms {
		if slices.Contains(roleKnownFields, s.field) {
			add(s.name)
		}
	}
	longest := func(a, b string) int { return len(b) - len(a) }
	slices.SortStableFunc(cjk, longest)
	slices.SortStableFunc(ascii, longest)
	var pairs []string
	for _, w := range cjk {
		pairs = append(pairs, w, " ")
	}
	quoted := make([]string, len(ascii))
	for i, w := range ascii {
		quoted[i] = regexp.QuoteMeta(w)
	}
	return strings.NewReplacer(pairs...), regexp.MustCompile(`(?:^|[^a-z0-9])(?:` + strings.Join(quoted, "|") + `)(?:$|[^a-z0-9])`)
})

// roleLeftover is what a price header says beyond the words the importer
// knows (the version words of variantOf, a term, the words of
// roleKnownTables, figures and model codes): its words of two letters or
// more, sorted; "" where nothing is left.
func roleLeftover(h string) string {
	var left []string
	for _, w := range roleWords(h) {
		if strings.ContainsFunc(w, unicode.IsDigit) || utf8.RuneCountInString(w) < 2 {
			continue // "h100", "8x", "2": a model or a figure; one letter names nothing alone
		}
		left = append(left, w)
	}
	slices.Sort(left)
	return strings.Join(slices.Compact(left), " ")
}

// roleCode is the code a price header tells its offer by once the known
// words are out ("价格A", "报价2", "Price (B)", "方案一"): its one letter, its
// figure of one or two digits or its one numeral (一…十, 甲乙丙丁), that
// standing alone; "" for none (a model "h100", a count "8x", a year).
func roleCode(h string) string {
	var codes []string
	for _, w := range roleWords(h) {
		n := utf8.RuneCountInString(w)
		r, _ := utf8.DecodeRuneInString(w)
		if n == 1 && (r >= 'a' && r <= 'z' || strings.ContainsRune(roleNumerals, r)) ||
			n <= 2 && !strings.ContainsFunc(w, func(r rune) bool { return r < '0' || r > '9' }) && figureAlone(norm(h), w) {
			codes = append(codes, w)
		}
	}
	slices.Sort(codes)
	return strings.Join(slices.Compact(codes), " ")
}

// figureAlone: the figure stands in low with no digit before it and no
// digit, letter or word after it ("报价2", "price 2 (usd)"; not "8卡", "2台").
func figureAlone(low, fig string) bool {
	for i := range occurrences(low, fig) {
		j := i + len(fig)
		if i > 0 && low[i-1] >= '0' && low[i-1] <= '9' {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(low[j:]); j == len(low) || !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '.' {
			return true
		}
	}
	return false
}

// roleNumerals are the numerals a header counts its offers by (方案一, 乙).
const roleNumerals = "一二三四五六七八九十甲乙丙丁"

// roleWords are a normalised header's words once roleLeftover's known words
// are taken out.
func roleWords(h string) []string {
	low := payTermDaysOut(norm(h))
	for _, re := range []*regexp.Regexp{reTaxExclWords, reTaxInclWords, reListWords, reNetPriceWords, reHeaderTerm} {
		low = re.ReplaceAllString(low, " ")
	}
	cjk, ascii := roleKnown()
	for prev := ""; prev != low; { // each pass takes one of two known words that touch ("price price")
		prev, low = low, ascii.ReplaceAllString(low, " ")
	}
	low = cjk.Replace(low)
	return strings.FieldsFunc(low, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// toldApart: a dimension the importer reads differs between two price
// columns (plan or term, region, the time, unit, currency, tax, cards).
func toldApart(a, b colMap) bool {
	tier := func(c colMap) string {
		if c.tier == nil {
			return ""
		}
		t := c.tier.period
		if c.tier.term != nil {
			t += " " + c.tier.term.String()
		}
		return t + " " + c.tier.label
	}
	window := func(c colMap) string {
		if c.window == nil {
			return ""
		}
		return c.window.kind + " " + c.window.word + " " + c.window.from + " " + c.window.until
	}
	if headersAreValues(a, b) {
		return true
	}
	ha, hb := a.hint, b.hint
	return tier(a) != tier(b) || a.region != b.region || a.validFrom != b.validFrom || a.validUntil != b.validUntil ||
		window(a) != window(b) || ha.basis != hb.basis || ha.period != hb.period || ha.currency != hb.currency ||
		!samePtr(ha.gpus, hb.gpus) || !samePtr(ha.tax, hb.tax)
}

// headersAreValues: the two headers are themselves values of a dimension,
// what is left of them the values: tiers of the order's size ("1–3台 |
// 16台及以上"), sub-headers of a group header naming a dimension ("可用区单价"
// over "华东1（芜湖）| 西南1（贵安）"), or headers naming no price, read by
// their values, the offers of a matrix ("经济型 | 增强型") unless one names a
// kind of buyer (企业客户 | 个人客户: role_party).
func headersAreValues(a, b colMap) bool {
	return tierHeader(a.header) && tierHeader(b.header) || groupDimension(a, b) ||
		slaTierHeader(norm(a.header)) && slaTierHeader(norm(b.header)) || // "Standard SLA (99.9%) | Premium SLA (99.95%)": service levels, each an offer (SV0901)
		a.rule == ruleColPriceValues && b.rule == ruleColPriceValues && !partyHeader(a.header) && !partyHeader(b.header)
}

// samePtr: both nil, or both set to the same value.
func samePtr[T comparable](a, b *T) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// partyHeader: the header names a kind of buyer (企业客户, 学生, member:
// words/price_state.tsv role_party), no offer of a matrix.
func partyHeader(h string) bool {
	v, _ := rolePartyWords.in(h)
	return v != ""
}

var rolePartyWords = priceStateWords{rows: wordRows("role_party")}

// groupDimension: the two columns stand under one group header naming a
// dimension of an offer (可用区, 租期, GPU型号): their own headers are its values.
func groupDimension(a, b colMap) bool {
	group := func(c colMap) string {
		if c.tierName == "" || !strings.HasSuffix(c.header, c.tierName) {
			return ""
		}
		return strings.TrimSpace(strings.TrimSuffix(c.header, c.tierName))
	}
	g := group(a)
	if g == "" || g != group(b) {
		return false
	}
	hs := headerScores(g)
	return slices.ContainsFunc(groupDimensionFields, func(f string) bool { return hs[f].score >= scoreAssign })
}

// groupDimensionFields are the fields a group header over price columns may
// name as the dimension its sub-headers take values of.
var groupDimensionFields = []string{fRegion, fMode, fMinTerm, fGPU, fSpec, fOffer, fGPUsPerNode, fNodes}

// markUnknownRoles gives each offer column that shares its row with
// another told apart only by words no table knows the other's header
// and the words that differ (roleTwins): words left on one side or both
// (集采价 | 协议客户价), beside a dimension that differs too (包月价 |
// 包年集采价: 集采 is a role on top of the plan), or a code alone where no
// dimension differs (价格A | 价格B, 方案一 | 方案二).
func markUnknownRoles(l *layout) {
	var offers []int
	for _, i := range l.prices {
		if c := l.cols[i]; !c.equiv && c.altOf < 0 && !c.windowRef {
			offers = append(offers, i)
		}
	}
	left, code := map[int]string{}, map[int]string{}
	for _, i := range offers {
		left[i], code[i] = roleLeftover(l.cols[i].header), roleCode(l.cols[i].header)
	}
	for _, i := range offers {
		for _, j := range offers {
			if i == j || l.cols[i].vendor != l.cols[j].vendor {
				continue // 熊猫智算云 | 算力方舟: each column its own vendor's offer (markVendorGroups), no role to settle
			}
			var words string
			switch {
			case datedBesidePlain(l.cols[i].header, l.cols[j].header) || datedBesidePlain(l.cols[j].header, l.cols[i].header):
				// 单价 | 6月起单价 (review finding 5): the plain price is still the price before the date, the
				// dated one the price after it: both stored, sent to review naming the two headers
				words = datedWords(l.cols[i].header) + datedWords(l.cols[j].header)
			case left[i] != left[j] && !headersAreValues(l.cols[i], l.cols[j]):
				words = wordsApart(left[i], left[j])
			case left[i] == left[j] && code[i] != code[j] && !toldApart(l.cols[i], l.cols[j]):
				words = wordsApart(code[i], code[j])
			case left[i] == left[j] && code[i] == code[j] && knownWordsApart(l.cols[i], l.cols[j]):
				// 官网618活动价 | 贵司专享价 (stop 54 set147/06): words the tables know, no dimension and
				// no role that holds one out: which price the buyer pays is not said
				words = wordsApart(strings.Join(headerRuns(l.cols[i].header), " "), strings.Join(headerRuns(l.cols[j].header), " "))
			default:
				continue
			}
			l.cols[i].roleTwins = append(l.cols[i].roleTwins, [2]string{l.cols[j].header, words})
		}
	}
}

// knownWordsApart: two offer columns whose headers differ only by words
// the tables know (no word left over, no code), that no dimension tells
// apart (toldApart), that are no matrix's values (headersAreValues), that
// are both standing offers (the same price_header role, or one marked new
// beside one of no role) and that each name a price paid (活动价,
// 专享价: reNetPriceWords): nothing read says which is paid. A region, a
// time of day or a payment term is a dimension, no such pair.
func knownWordsApart(a, b colMap) bool {
	if norm(a.header) == norm(b.header) || toldApart(a, b) || headersAreValues(a, b) {
		return false
	}
	sa, _ := priceHeaderWords.in(a.header)
	sb, _ := priceHeaderWords.in(b.header)
	standing := sa == sb || sa == "new" && sb == "" || sa == "" && sb == "new" // 官网618活动价 (new) | 贵司专享价
	return standing && reNetPriceWords.MatchString(norm(a.header)) && reNetPriceWords.MatchString(norm(b.header))
}

// headerRuns are a header's runs of letters, its figures and marks left out.
func headerRuns(h string) []string {
	return strings.FieldsFunc(norm(h), func(r rune) bool { return !unicode.IsLetter(r) })
}

// datedBesidePlain: dated is a price header made new only by the month it
// applies from (datedFromHeader, MY0016: 6月起单价) and plain a price header
// of no price_header role (单价): the plain price is the one before the date.
func datedBesidePlain(dated, plain string) bool {
	if st, _ := priceHeaderWords.in(dated); st != "" || !datedFromHeader(dated) || datedFromHeader(plain) {
		return false
	}
	st, _ := priceHeaderWords.in(plain)
	return st == ""
}

// datedWords are the words of a header naming the month it applies from
// (monthStarts: "6月起"), "" for none.
func datedWords(h string) string {
	s := narrow(norm(h))
	if sp := monthStarts(s); len(sp) > 0 {
		return s[sp[0][0]:sp[0][1]]
	}
	return ""
}

// wordsApart are the words of a and b (roleLeftover's) not in both, "、" between.
func wordsApart(a, b string) string {
	wa, wb := strings.Fields(a), strings.Fields(b)
	var out []string
	for _, w := range wa {
		if !slices.Contains(wb, w) {
			out = append(out, w)
		}
	}
	for _, w := range wb {
		if !slices.Contains(wa, w) {
			out = append(out, w)
		}
	}
	return strings.Join(out, "、")
}

// unknownRoles sends to review each quote whose price column has a role
// twin that priced the row too (from[k] is the column of out[k]).
func unknownRoles(out []Quote, from []priceIn) {
	for k, p := range from {
		for _, tw := range p.roleTwins {
			if !slices.ContainsFunc(from, func(o priceIn) bool { return o.header == tw[0] && o.letter != p.letter }) {
				continue // that column gave no quote in this row
			}
			m := mk("import.review.price_role_unknown", p.header, tw[0], tw[1])
			out[k].AddWarning(m)
			out[k].Review(m)
			break
		}
	}
}

// renewalBesideEarlier (issue 23 set100/07, reference): a renewal
// notice's price columns, the renewal's (续费价: price_header renewal)
// beside the earlier price (原价, 原单价: weak_old; a contract's, 原合同单价,
// is a price window's, words/windows.tsv RF0401), and no column
// marked new: the renewal is the offer, and the earlier price, the buyer's
// own contract, is held out as superseded (its state set old). It returns
// the renewal column, -1 where the rule does not hold (no renewal column,
// two, or no earlier one beside it). A renewal named by 续费 (CD0201: 原价 |
// 续费价, the standard price beside the returning customer's) renews no
// contract of the buyer's: the rule does not hold, both stay offers, unless
// the renewal is dated (issue 23 set105, monthmail, MY0001: renewalDated):
// its header names the month or day it applies from ("6月起续费单价",
// "续费价(7/1起)", "renewal rate from 2027-06-01"), or a line around the
// table says the renewal price applies from a date ("续费单价自2027年6月1日起
// 执行"): a price that replaces the earlier one at a date is the renewal of
// the buyer's own contract, never a returning customer's standing price.
func renewalBesideEarlier(cs colReads, cands []int, state, word map[int]string, lines []string) int {
	renewal := -1
	var earlier []int
	var dated *msg.Msg
	for _, i := range cands {
		if cs[i].field != fPrice {
			continue
		}
		switch state[i] {
		case "new":
			return -1
		case "renewal":
			if renewal >= 0 {
				return -1
			}
			if word[i] == "续费" {
				why, ok := renewalDated(cs[i].header, word[i], lines)
				if !ok {
					return -1
				}
				dated = &why
			}
			renewal = i
		case "weak_old":
			if _, windowed := priceWindowOf(cs[i].header); !windowed { // 原合同单价: the price-window stage's (现行 beside 续约)
				earlier = append(earlier, i)
			}
		}
	}
	if renewal < 0 || len(earlier) == 0 {
		return -1
	}
	for _, i := range earlier {
		state[i] = "old"
	}
	if dated != nil {
		cs[renewal].evidence = append(cs[renewal].evidence, *dated)
	}
	return renewal
}

// ruleRenewalDated (MY0001): a renewal price dated by its header or a line.
const ruleRenewalDated = "MY0001"

// reRenewalFrom: the start a price header names ("6月起", "6月1日起",
// "7/1起", "自6月", "6月执行价": stop 53 set143/07): a month, with its day
// or not, and 起 or 执行 after it, or 自 before it. Only Chinese: an English header's date is the price window's
// (words/windows.tsv new_dated PD0022-24 want a real date, "from 2027-06-01").
var reRenewalFrom = regexp.MustCompile(`\d{1,2}\s*月\s*(?:\d{1,2}\s*[日号]\s*)?(?:份\s*)?(?:起|执行)|\d{1,2}\s*/\s*\d{1,2}\s*起|自\s*\d{1,2}\s*月`)

// planCountWords: a header or text holding one of these is a monthly or
// yearly plan's or a term's ("包月价（3月起）", "租期6月起"): N月起 there is
// the N-month minimum, never a month to start from.
var planCountWords = []string{"包月", "包年", "月付", "年付", "租期", "最短", "最少", "至少", "最低", "起订", "起租"}

// monthStarts (MY0016, issue 23 set105 monthmail; review finding 1 and 4):
// the spans of s (normalised, narrow) that name a month or day a price
// applies from ("6月起", "7月1日起", "7/1起", "自6月"), never a minimum
// ("3月起订", "12月起租", "3个月起", "包月价(3月起)"). One predicate for
// datedFromHeader, renewalDated and termIn.
func monthStarts(s string) [][]int {
	if slices.ContainsFunc(planCountWords, func(w string) bool { return strings.Contains(s, w) }) {
		return nil
	}
	var out [][]int
	for _, m := range reRenewalFrom.FindAllStringIndex(s, -1) {
		if m[0] > 0 && s[m[0]-1] >= '0' && s[m[0]-1] <= '9' {
			continue // "112月": the tail of a longer number
		}
		rest := s[m[1]:]
		if strings.HasPrefix(rest, "订") || strings.HasPrefix(rest, "购") || strings.HasPrefix(rest, "签") || strings.HasPrefix(rest, "租") {
			continue // 3月起订, 12月起租: a minimum, a rental's start
		}
		out = append(out, m)
	}
	return out
}

// monthStartIn: s names a month or day a price applies from (monthStarts).
func monthStartIn(s string) bool { return len(monthStarts(s)) > 0 }

// datedFromHeader (MY0016, issue 23 set105, monthmail): a price header
// naming the month or day its price applies from ("6月起单价", "7月1日起执行
// 单价", "自6月起"), not a rental's start month (12月起租: a price window's
// start, columns_period.go) nor a minimum (3月起订, 包月价（3月起）): the
// price in force from then, a new price beside an earlier one (原单价, 旧单价).
func datedFromHeader(h string) bool {
	s := narrow(norm(h))
	if !monthStartIn(s) {
		return false
	}
	return synonymIndex[headerKey(reRenewalFrom.ReplaceAllString(s, ""))] == fPrice || strings.Contains(s, "价")
}

// renewalDated says whether a renewal column (header h, found by word) is
// dated: its header names a start (a month 起, a date, a year, or an
// English from/effective with one), or a line around the table holding the
// word says from which date it applies (reEffectiveLine). why is the
// evidence said on the column.
func renewalDated(h, word string, lines []string) (why msg.Msg, ok bool) {
	s := narrow(norm(h))
	if monthStartIn(s) || reDateYMD.MatchString(s) || reHeaderYear.MatchString(s) {
		return mk("import.mm.ev.renewal_dated_header", h, ruleRenewalDated), true
	}
	for _, line := range lines { // one clause holds both: "1. 以上价格自2027年6月1日起执行；2. 老客户续费享以上续费价" dates no renewal
		for _, c := range strings.FieldsFunc(line, func(r rune) bool { return strings.ContainsRune("。；;\n", r) }) {
			l := narrow(norm(c))
			if strings.Contains(l, word) && reEffectiveLine.MatchString(l) {
				return mk("import.mm.ev.renewal_dated_line", h, strings.TrimSpace(line), ruleRenewalDated), true
			}
		}
	}
	return why, false
}
