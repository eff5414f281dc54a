package quotes

import (
	"errors"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/msg"
)

// A column's field is scored from its header words and its values, with
// the evidence kept for --explain and the preview.

// fieldScore is one field a column could be, with why.
type fieldScore struct {
	field    string
	score    float64
	evidence []msg.Msg
	byValues bool // the values alone gave it
	rule     string
}

const (
	scoreExact     = 10.0
	scoreAssign    = 4.0 // the least total a column needs to be given a field
	scoreStructure = 7.0
)

// headerParts are the texts a header cell is matched by: the whole cell,
// and each half of a bilingual one ("Supplier / 供方", "Cards/Node 每台卡数").
func headerParts(h string) []string {
	h = strings.TrimSpace(narrow(h))
	if h == "" {
		return nil
	}
	parts := []string{h}
	add := func(p string) {
		if p = strings.TrimSpace(strings.Trim(strings.TrimSpace(p), "/|-–—:：")); p != "" && !slices.Contains(parts, p) {
			parts = append(parts, p)
		}
	}
	for _, sep := range []string{" / ", "/ ", " /", "\n", " | ", "|"} {
		if strings.Contains(h, sep) {
			for _, p := range strings.Split(h, sep) {
				add(p)
			}
		}
	}
	// Latin and CJK runs apart: "Cards/Node 每台卡数", "卡型号 GPU model".
	var latin, cjk strings.Builder
	for _, r := range reHint.ReplaceAllString(h, " ") {
		switch {
		case r >= 0x2E80:
			cjk.WriteRune(r)
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == ' ' || r == '.' || r == '$' || r == '/' || r == '-' || r == '_':
			latin.WriteRune(r)
			if cjk.Len() > 0 {
				cjk.WriteRune(' ')
			}
		}
	}
	if l, c := strings.TrimSpace(latin.String()), strings.TrimSpace(cjk.String()); strings.IndexFunc(l, unicode.IsLetter) >= 0 && c != "" {
		add(l)
		for _, p := range strings.Fields(c) {
			add(p)
		}
		add(strings.ReplaceAll(c, " ", ""))
	}
	return parts
}

var (
	rePriceTail   = regexp.MustCompile(`(?:价|价格|价钱|租金|费率|单价|报价|费用|租价|[年月周日天时]费|租赁费|租用费|rent|price|rate|cost|pricing)$`)
	reNotPriceEnd = regexp.MustCompile(`(?:计价|报价单位|价格单位|报价日期|报价原文|报价来源|价格口径)$`)
	reTotalWords  = regexp.MustCompile(wordAlternation("column_total_words", "yes")) // words/columns.tsv
	reCardWords   = regexp.MustCompile(wordAlternation("column_card_words", "yes"))
	// reTotalPrice: a line total's header (总价, 小计, "Total price"); "月费小计（元）", "租金合计" (CA0401): a
	// period's fee summed over the row's machines, an order form's subtotal beside its 单价, never a rate
	reTotalPrice   = regexp.MustCompile(`^\s*(?:总|合计|小计|共计|月总|年总)\s*(?:价|价格|金额|费用|租金|报价|成本)|^\s*(?:总额|合计|小计|总计|总金额|合计金额|金额合计)\s*$|^\s*(?:月|年|季|周|日)?\s*(?:费|租|租金|费用)\s*(?:小计|合计|总计)\s*(?:\([^()]*\))?\s*$|(?:^|\s)(?:total|subtotal|sum|grand total)(?:\s+(?:price|cost|amount|rent|fee|per month|monthly|for all|for \d+))?\s*(?:\$|usd|cny|rmb|¥|/|$)|\b(?:total|monthly total|order total)\s+(?:price|cost)\b`)
	reGPNHeader    = regexp.MustCompile(`(?:单机|每台|每机|每节点|单台|单节点|每服务器|单服务器|每实例|单实例)\s*(?:gpu|卡|显卡|加速卡)|(?:gpus?|cards?|卡|显卡)\s*(?:数|数量|个数)?\s*(?:/|per|每)\s*(?:node|server|machine|instance|vm|box|host|台|机|节点|服务器|实例)|\b(?:gpus?|cards?)\s+(?:in\s+(?:each|one|a)\s+)(?:node|server|machine|instance|vm)`)
	reCountNodes   = regexp.MustCompile(`^\d{1,4}(?:台|节点|nodes?|servers?|machines?|hosts?)$`)
	reCountPerNode = regexp.MustCompile(`^\d{1,2}(?:卡|张|gpus?|cards?|x)(?:/|每|per)(?:台|机|节点|node|server|machine|instance|vm|box)$|^(?:[1-9]|1[0-6])(?:卡|张|gpus?|cards?)$`)
	reQtyWords     = regexp.MustCompile(wordAlternation("column_qty_words", "yes"))
	reWordBound    = regexp.MustCompile(`[a-z0-9$]+`)
	reCompanyish   = regexp.MustCompile(wordAlternation("company_word", "name_end") + `(?:\s*\([^)]*\))?$`)
	reSourceWords  = regexp.MustCompile(wordAlternation("column_source_words", "yes")) // words/columns.tsv
	// reNotRent: money beside a rent that is not the rent (a sale, buy-back or
	// buy-out price, a down payment, an installment, a yield the owner
	// receives), words/columns.tsv column_not_rent whatever its role
	reNotRent = regexp.MustCompile(wholeTable("column_not_rent"))
	// reAroundGPU: of those, the costs around a rented or hosted GPU (a line,
	// a rack, remote hands, relocation, power)
	reAroundGPU  = regexp.MustCompile(wordAlternation("column_not_rent", "line", "colocation", "remote_hands", "relocation", "power"))
	reOtherMoney = regexp.MustCompile(wordAlternation("column_other_money", "yes")) // and notRentText
)

// wholeTable is an alternation of every word of a table, whatever its value.
func wholeTable(table string) string {
	var alt []string
	for _, w := range wordsInOrder(table) {
		alt = append(alt, regexp.QuoteMeta(w))
	}
	return `(?:` + strings.Join(alt, "|") + `)`
}

// headerScores scores one header cell for every field it may name.
func headerScores(h string) map[string]fieldScore {
	out := map[string]fieldScore{}
	put := func(f string, sc float64, ev msg.Msg, rule string) {
		if cur, ok := out[f]; !ok || sc > cur.score {
			out[f] = fieldScore{field: f, score: sc, evidence: []msg.Msg{ev}, rule: rule}
		}
	}
	for _, part := range headerParts(h) {
		k := headerKey(part)
		if k == "" {
			continue
		}
		if i, ok := synonymAt[k]; ok {
			// an export's derived key is not read, a person's "Price per GPU-hour" is
			if s := synonyms[i]; !(s.field == fIgnore && strings.Contains(strings.TrimSpace(part), " ")) {
				put(s.field, scoreExact, mk("import.ev.header_exact", strings.TrimSpace(part)), s.rule)
				continue
			}
		}
		words := " " + strings.Join(reWordBound.FindAllString(strings.ToLower(narrow(part)), -1), " ") + " "
		for _, s := range synonyms {
			if s.runes == 0 || !strings.Contains(k, s.key) {
				continue
			}
			if ascii := isASCII(s.key); ascii && !strings.Contains(words, " "+strings.ToLower(strings.TrimSpace(s.name))+" ") || !ascii && s.runes < 2 && s.field != fGPU {
				continue // whole words only: "machine type" is not "machine"
			}
			put(s.field, 4+min(float64(s.runes)*0.6, 4), mk("import.ev.header_contains", strings.TrimSpace(part), s.name), s.rule)
		}
	}
	if s, ok := out[fMinTerm]; ok && s.score < scoreExact && termTierHeader(h) {
		delete(out, fMinTerm) // "租期 3个月" over a tier table's prices: one term's column, never a column of terms (JM0001)
	}
	if notRentText(h) || notGPUUnitHeader(h) {
		delete(out, fPrice) // a purchase, a buy-back or a yield is never the rent, whatever price word it holds; nor money per TB or per 度 (columns_condition.go)
	}
	w := &headerText{h: strings.TrimSpace(h), key: headerKey(h), all: norm(h), hint: foldTrad(strings.ToLower(headerHint(h))),
		bare: norm(reHint.ReplaceAllString(h, "")), unit: parseHint(h), got: out}
	w.mode, w.isMode = headerMode(h)
	for _, g := range []struct {
		rules []headerRule
		first bool // only the first rule that matches counts
	}{{priceHeaderRules, true}, {headerRules, false}} {
		for _, r := range g.rules {
			if !r.match(w) {
				continue
			}
			ev := mk(r.ev, w.h)
			if r.id == ruleHdrRegion {
				ev = mk(r.ev, w.h, w.region)
			}
			if r.field != "" {
				put(r.field, r.score, ev, r.id)
			}
			if g.first {
				break
			}
		}
	}
	// "Lease (USD/GPU/hr)": a rent word (words/columns.tsv mode_rent_word) whose own bracket names a
	// currency and a period or basis heads the money of that mode, not the mode; "Payment (USD/server/month)"
	// in a rent-to-own sheet stays the mode
	if bm, ok := out[fMode]; ok && bm.score >= scoreExact && w.unit.currency != "" && (w.unit.period != "" || w.unit.basis != "") && modeRentWords[strings.TrimSpace(w.bare)] {
		if _, price := out[fPrice]; price {
			delete(out, fMode)
		}
	}
	if questionHeader(h) {
		delete(out, fPrice) // "价格是否含税": the answer to a question about the price (FO0010)
	}
	return out
}

// reTermTierHeader: a term word (words/columns.tsv term_tier_lead) and what follows it.
var termTierLead = wordSet("term_tier_lead")

var reTermTierHeader = regexp.MustCompile(`^\s*` + wordAlt("term_tier_lead", false) + `\s*[:：]?\s*(.+?)\s*$`)

// termTierHeader: the header is a term word and one counted term ("租期 3个月",
// "合同期 12个月", a group header over its tier's sub-header): it names the
// term of the prices below it, so its values are that term's prices, never the
// terms themselves (JM0001-JM0006). A term word alone or over a unit (租期(月))
// is not one.
func termTierHeader(h string) bool {
	t, _ := termTierTerm(norm(h))
	return t != nil
}

// termTierTerm is the term a tier's header names ("租赁期 3个月": 3 months)
// and its words, nil for none. termInUnit reads the tier price's minimum term
// by it, so the words that make a column a tier (term_tier_lead) are the words
// its term is read by: none is a tier whose term goes unread (review finding 1).
func termTierTerm(low string) (*Term, string) {
	m := reTermTierHeader.FindStringSubmatch(low)
	if m == nil || !strings.ContainsAny(m[2], "0123456789") {
		return nil, ""
	}
	t, err := ParseTerm(m[2])
	if err != nil || t.Value <= 0 {
		return nil, ""
	}
	return &t, strings.TrimSpace(m[0])
}

// headerText is one header cell in the forms its rules read.
type headerText struct {
	h, key, all, hint, bare string // trimmed, folded, normalised, its brackets, without brackets
	unit                    unitHint
	mode                    billingMode
	isMode                  bool
	region                  string // set by ruleHdrRegion
	got                     map[string]fieldScore
}

// headerRule names a field from a header's words with no synonym row.
type headerRule struct {
	id, field string
	score     float64
	ev        string // the message: the header (and the region, for ruleHdrRegion)
	match     func(w *headerText) bool
}

// priceHeaderRules name a price column; the first that matches decides
// (计价 / 报价单位 name the unit and storage fees other money: no price).
var priceHeaderRules = []headerRule{
	// "搭配存储价（须同购≥20TB并行存储）": the GPUs' price when storage is bought too, not storage's price (columns_condition.go)
	{ruleHdrBundle, fPrice, scoreExact + 1, "import.cd.ev.bundle_price", bundlePriceHeader},
	{"C-HDR-NOT-PRICE", "", 0, "", func(w *headerText) bool {
		return reNotPriceEnd.MatchString(w.key) || reOtherMoney.MatchString(w.all) || notRentText(w.h) || notGPUUnitHeader(w.h) // 加购存储单价(元/TB/月): columns_condition.go
	}},
	// "Price incl. SST (RM) 含税": a price, one of a tax twin (columns_tax_twin.go)
	{"HT-HDR-TAX-TWIN", fPrice, scoreExact + 1, "import.ev.header_tax_twin_price", func(w *headerText) bool { k, _ := twinOf(w.h); return twinWhat(k) == "tax" && twinPriceHeader(w.h) }},
	// "月租金·含电价": a price, one of a twin with and without another cost (power)
	{"DC-HDR-TWIN", fPrice, scoreExact + 1, "import.ev.header_twin_price", func(w *headerText) bool { k, _ := twinOf(w.h); return twinWhat(k) != "tax" && twinPriceHeader(w.h) }},
	// "commit_1yr_discount", "1年期折扣": the term's price, worked out off the
	// row's base price (resolve_modifier.go)
	{"C-HDR-TERM-DISCOUNT", fPrice, scoreExact - 1, "import.ev.header_price_tier", func(w *headerText) bool {
		m, _, ok := tierInHeader(w.bare)
		return ok && m.term != nil && reDiscountWord.MatchString(strings.ReplaceAll(w.bare, "_", " "))
	}},
	{"C-HDR-PRICE-WORD", fPrice, scoreStructure, "import.ev.header_price_word", func(w *headerText) bool { return rePriceTail.MatchString(w.key) }},
	{ruleHdrPeriodPrice, fPrice, scoreStructure, "import.ev.header_period_price", periodPriceHeader}, // columns_period_price.go
	{"C-HDR-PRICE-UNIT", fPrice, scoreStructure + 1, "import.ev.header_price_unit", func(w *headerText) bool {
		return w.unit.currency != "" && (w.unit.period != "" || w.unit.basis != "")
	}},
	{"C-HDR-PLAN-CURRENCY", fPrice, scoreStructure, "import.ev.header_price_unit", func(w *headerText) bool { return w.isMode && w.unit.currency != "" }},
	{"C-HDR-TIER", fPrice, scoreStructure - 1, "import.ev.header_price_tier", func(w *headerText) bool { return planHeader(w.mode, w.isMode, w.key) }},
	// "签约6个月", "新签12个月" over prices: a term word and one counted term name a term tier (term_tier_lead, JZ0011)
	{"C-HDR-TERM-TIER", fPrice, scoreStructure - 1, "import.ev.header_price_tier", func(w *headerText) bool { return termTierHeader(w.h) }},
	{"C-HDR-PERIOD-BASIS", fPrice, scoreStructure - 1, "import.ev.header_period_basis", func(w *headerText) bool { return bracketUnitPrice(w.h) }},
	{"C-HDR-PLAN-EQUIV", fPrice, scoreStructure - 1, "import.ev.header_plan_equiv", func(w *headerText) bool { _, ok := planEquivHeader(w.h); return ok }},
	{"C-HDR-CALENDAR", fPrice, scoreStructure - 1, "import.ev.header_calendar_period", func(w *headerText) bool { _, _, _, ok := periodHeader(w.h); return ok }},
	{"C-HDR-START-MONTH", fPrice, scoreStructure - 1, "import.ev.header_start_month", func(w *headerText) bool { return startMonthHeader(w.h) }}, // columns_period.go
	{ruleHdrRegion, fPrice, scoreStructure - 1, "import.ev.header_region_price", func(w *headerText) bool { w.region = regionHeader(w.h); return w.region != "" }},
	// "Standard SLA (99.9%)", "企业版 可用性99.99%": one SLA tier's price column, the % its uptime; the values must be prices (SV0901)
	{"SV-HDR-SLA-TIER", fPrice, scoreAssign + 1, "import.ev.sv_header_sla_tier", func(w *headerText) bool { return slaTierHeader(w.all) }},
}

const ruleHdrRegion = "C-HDR-REGION"

// headerRules name the other fields without a synonym; each that matches
// gives its field, the best score per field wins.
var headerRules = []headerRule{
	// 上架卡数(合计), 库存(卡), "数量(卡)", "Qty (GPUs)"
	{"C-HDR-TOTAL", fTotalGPUs, scoreExact + 1, "import.ev.header_total", func(w *headerText) bool {
		return reTotalWords.MatchString(w.all) && (reCardWords.MatchString(w.all) || reCardWords.MatchString(w.hint))
	}},
	// "可用/总数", "avail/total": free cards over all of them (extract_free_total.go, OY0001);
	// over C-HDR-TOTAL-PRICE's "Total" ("Free / Total" counts cards, no money)
	{"OY-HDR-FREE-TOTAL", fTotalGPUs, scoreExact + 5, "import.ev.oy_header_free_total", func(w *headerText) bool { return freeTotalHeader(w.h) }},
	{"C-HDR-QTY-CARDS", fTotalGPUs, scoreExact + 2, "import.ev.header_total", func(w *headerText) bool { return cardHints[w.hint] && reQtyWords.MatchString(w.bare) }},
	// "整机售价(万元)", "24个月回购价", "预估托管收益(元/卡·时)": money beside the rent, never the rent (column_not_rent)
	// "到成都专线(元/月·100M)", "机柜(元/月)", "月电费(元)": a cost around the GPU, never its rent (column_not_rent)
	// "每卡 tokens/s", "MFU", "峰值显存(GB)": a measured figure beside the offer, never part of it (BM0001-)
	{ruleHdrMeasure, fIgnore, scoreExact + 6, "import.ev.header_measure", func(w *headerText) bool { return measuredFigureHeader(w.h) }},
	{"DC-HDR-AROUND-GPU", fIgnore, scoreExact + 5, "import.ev.header_around_gpu", func(w *headerText) bool { return reAroundGPU.MatchString(w.all) }},
	{"C-HDR-NOT-RENT", fIgnore, scoreExact + 4, "import.ev.header_not_rent", func(w *headerText) bool { return notRentText(w.h) }},
	// "总价(元/月)", "Total ($/month)": the row's total, not a rate
	{ruleTotalPriceHeader, fIgnore, scoreExact + 4, "import.ev.header_total_price", func(w *headerText) bool { return reTotalPrice.MatchString(w.bare) }},
	// words weaker than a synonym: the values decide (contradicts)
	{"C-HDR-SOURCE", fVendor, scoreAssign + 1, "import.ev.header_source_names", func(w *headerText) bool { return sourceOrVendor[w.key] }},
	{"C-HDR-CONFIRMED-PRICE", fPrice, scoreAssign + 1, "import.ev.header_value_confirmed", func(w *headerText) bool { return valueConfirmed[w.key] == fPrice }},
	{"C-HDR-CONFIRMED-UNIT", fUnit, scoreAssign + 1, "import.ev.header_value_confirmed", func(w *headerText) bool { return valueConfirmed[w.key] == fUnit }},
	{"C-HDR-COUNT-PLURAL", fNodes, scoreAssign + 2, "import.ev.header_count_plural", func(w *headerText) bool { return countPlurals[w.key] }},
	{"C-HDR-EITHER-LINK", fInter, scoreAssign, "import.ev.header_link_either", func(w *headerText) bool { return isEitherLinkHeader(w.h) }},
	// "IB", "InfiniBand" whole over ✔/✘: the network the header names (SV0201)
	{"SV-HDR-NET-NAME", fInter, scoreExact, "import.ev.sv_header_network_name", func(w *headerText) bool { return networkName[w.key] }},
	// "单机GPU", "卡/服务器", "GPUs per VM"
	{"C-HDR-PER-MACHINE", fGPUsPerNode, scoreExact, "import.ev.header_per_machine", func(w *headerText) bool {
		return reGPNHeader.MatchString(w.all) && !reTotalWords.MatchString(w.all)
	}},
	// "库存(台)", "可用(nodes)": counted in machines
	{"C-HDR-NODES", fNodes, scoreExact + 2, "import.ev.header_nodes", func(w *headerText) bool { return nodeHints[w.hint] }},
	// "有效期(天)": days, which only a prepaid pack has
	{"C-HDR-DAYS", fPackDays, scoreExact + 1, "import.ev.header_days", func(w *headerText) bool {
		_, date := w.got[fValidUntil]
		return date && dayHints[w.hint]
	}},
}

// onDemandHeaders: 按量, 按需 head a price column on their own; 时 does not.
var onDemandHeaders = wordSet("on_demand_header")

// the whole bracketed unit of a count header: cards, machines, days
var cardHints, nodeHints, dayHints = wordSet("column_hint_cards"), wordSet("column_hint_nodes"), wordSet("column_hint_days")

// questionHeader: a form's yes/no question about the price (价格是否含税,
// 报价有无包含带宽): a question word of words/columns.tsv header_question
// with words after it; the column holds the answer, never a price (FO0010).
func questionHeader(h string) bool {
	k := headerCore(h) // "报价(元/卡时，是否含税请备注)": a price's note in brackets asks nothing
	for _, r := range wordRows("header_question") {
		if i := strings.Index(k, r[0]); i >= 0 && strings.TrimSpace(k[i+len(r[0]):]) != "" {
			return true
		}
	}
	return false
}

// matchHeader is the field one header cell names on its own ("" for none);
// each text is read once (matchHeaderMemo: the long-export and record
// readers ask it of every distinct value of a 10,000-row table).
func matchHeader(h string) string {
	return remember(&matchHeaderMemo, h, func(h string) string {
		if f, sc := bestField(headerScores(h)); sc >= scoreAssign {
			return f
		}
		return ""
	})
}

var matchHeaderMemo memo[string, string]

// bestField is the field of the highest score, the first by name on a tie.
func bestField(scores map[string]fieldScore) (best string, score float64) {
	for f, s := range scores {
		if s.score > score || s.score == score && f < best {
			best, score = f, s.score
		}
	}
	return best, score
}

var reGPUForm = regexp.MustCompile(`^(?:(?:sxm\d?|pcie|nvl|hgx|oam|pci-e)\s*)?(?:\d{2,3}\s*(?:gb|g|gib))?(?:\s*(?:sxm\d?|pcie|nvl|hgx|hbm\w*))?$`)

// basisUnitMaxRunes: the longest cell a basis alone ("元/卡", "per GPU", no
// period) is read as a unit in, spaces out [assumed]; a longer one is a
// title naming a GPU.
const basisUnitMaxRunes = 12

// contentScores scores a column's values for the fields they look like.
func contentScores(vals []string) map[string]fieldScore {
	out := map[string]fieldScore{}
	n := 0
	count := map[string]int{}
	distinct := map[string]bool{}
	for _, v := range vals {
		v = strings.TrimSpace(v)
		if v == "" {
			continue
		}
		pc, err := parsePriceCell(v)
		if (errors.Is(err, errNotOffered) || noPriceKey(err)) && (isDashOnly(v) || noPriceWord(norm(v))) {
			continue // "—", "询价" alone: a price column's mark of no price says nothing of what the column is
		}
		n++
		distinct[v] = true
		low, c := norm(v), compact(norm(v))
		// "元/8卡/时" is a unit once its group count is out
		unitLike := false
		if u := rePerGroup.ReplaceAllString(low, "/卡"); !strings.ContainsAny(u, "0123456789") {
			up := parseUnitParts(u)
			// a basis alone ("元/卡", "per GPU") is a unit only in a short cell: "GPU Rental
			// Quotation 算力租赁报价" names a GPU, not what a price is counted per
			unitLike = up.period != "" || up.basis != "" && utf8.RuneCountInString(compact(u)) <= basisUnitMaxRunes
		}
		_, gpu := matchGPU(v)
		_, mode := parseMode(v)
		if termNeedValue(v) {
			// TW0034: "起码租俩月", "一周起租", "三天起": a term the rental needs, never a unit nor a plan
			count[fMinTerm]++
			unitLike, mode = false, false
		}
		sp, isSpec := ParseSpec(v)
		isSpec = !unitLike && isSpec && (len(reSpecSplit.Split(narrow(v), -1)) >= 2 || sp.GPU != "" && sp.GPUs != nil)
		count[fSpec] += b2i(isSpec)
		count["specNoGPU"] += b2i(isSpec && sp.GPU == "") // "8卡/台"
		count[fGPU] += b2i(!isSpec && gpu)
		count[fMode] += b2i(mode)
		count[fUnit] += b2i(unitLike)
		if err == nil && (pc.hint.period != "" || pc.hint.currency != "" || pc.equiv) {
			count[fPrice] += 2
		} else if err == nil && pc.value > 0 {
			count[fPrice]++
		}
		_, perMachine := cardsPerMachine(v)
		_, _, timesMachines := cardsTimesMachines(v)
		switch {
		case reCountNodes.MatchString(c) || timesMachines:
			count["nodesUnit"]++ // "3台", "2 nodes", "8卡×3台"
		case perMachine || reCountPerNode.MatchString(c):
			count["gpnUnit"]++ // "8卡/台", "8卡机"
		}
		count["cardsOnly"] += b2i(reCardsOnly.MatchString(c)) // "16卡": of one machine or of all
		if k, err := ParseCount(v); err == nil && !perMachine {
			count[fNodes]++
			count[fGPUsPerNode] += b2i(k == 1 || k == 2 || k == 4 || k == 8 || k == 10 || k == 16)
		}
		_, err = ParseYesNo(v)
		count["yesno"] += b2i(err == nil)
		count["code"] += b2i(!gpu && idCodeLow(low)) // "KZ-01" under 报价编号 (SW0007)
		if strings.ContainsAny(v, "0123456789") {
			if _, err := ParseDate(v); err == nil {
				count["date"]++ // "2026-12-31"
			} else if _, ok := dateSerial(c); ok {
				count["dateSerial"]++ // a bare serial 46387, a date only under a date header (SW0006)
			}
		}
		_, err = ParseSource(v)
		count[fSource] += b2i(err == nil || reSourceWords.MatchString(low))
		_, err = ParseIntra(v)
		count[fIntra] += b2i(err == nil && !isSpec && !gpu) // "NVLink", "HCCS" (not "H100 SXM")
		if nw, err := ParseNetwork(v); err == nil && nw.Assumed.IsZero() && nw.Kind != Unknown {
			count[fInter]++
			count["netNamed"] += b2i(nw.Kind != InterNone)
		}
		count[fGPUForm] += b2i(c != "" && reGPUForm.MatchString(c))
		// "GPU计算", "国产加速卡": a kind of resource (words/company.tsv resource_kind), no name (SD0101-)
		reply := complianceReply(low)
		count["reply"] += b2i(reply)
		anon := anonymisedParty(low)
		count["anon"] += b2i(anon)
		count["amount"] += b2i(reAmountOnly.MatchString(strings.TrimSpace(v))) // "7,650", "4.98万": an amount alone
		named := !strings.ContainsAny(low, "0123456789") && !gpu && !resourceKindOnly(low) && !reply && !anon
		count[fVendor] += b2i(named)
		// "龙泉智算" ends as a company does; "智算" alone is only the word (a 资源类别 of 智算/通算)
		at := reCompanyish.FindStringIndex(low)
		count["company"] += b2i(named && at != nil && at[0] > 0)
	}
	if n == 0 {
		return out
	}
	add := func(f string, weight float64, c int) {
		frac := float64(c) / float64(n)
		if f == fPrice {
			frac = float64(c) / float64(2*n)
		}
		if frac <= 0 {
			return
		}
		out[f] = fieldScore{field: f, score: weight * min(frac, 1), evidence: []msg.Msg{mk("import.ev.values", min(c, n), n, mk("import.ev.kind."+f))}}
	}
	for f, w := range valueWeights {
		add(f, w, count[f])
	}
	add(fUnit, 6, count[fUnit]+count[fMode])
	add(fMinTerm, 6, count[fMinTerm]) // TW0034
	add(fTotalGPUs, 1, count[fNodes])
	for _, f := range []string{fResume, fTax, fReleaseIdle} {
		add(f, 2, count["yesno"])
	}
	add("code", 1, count["code"])             // SW0007
	add("reply", 1, count["reply"])           // CR0001-
	add("anon", 1, count["anon"])             // AP0001-
	add("amount", 1, count["amount"])         // contradicts a region
	add("date", 1, count["date"])             // SW0006
	add("dateSerial", 1, count["dateSerial"]) // SW0006
	if count["nodesUnit"]*10 >= n*8 {
		add(fNodes, 5, count["nodesUnit"])
	}
	if count["gpnUnit"]*10 >= n*8 {
		add(fGPUsPerNode, 5, count["gpnUnit"])
	}
	if count[fVendor] > 0 && len(distinct) < n || n == 1 {
		add(fVendor, 2, count[fVendor])
	}
	if count["company"]*10 >= n*8 { // …科技, … Inc.: a vendor column whatever its header says
		add(fVendor, 5, count["company"])
	}
	return out
}

// resourceKindWords are words/company.tsv resource_kind, the longest first.
var resourceKindWords = func() []string {
	ws := wordsInOrder("resource_kind")
	slices.SortStableFunc(ws, func(a, b string) int { return len(b) - len(a) })
	return ws
}()

// resourceKindOnly: the text (normalised) is made of words naming a kind of
// resource or service alone ("gpu计算", "cpu通用计算", "并行存储"), with no
// other letter left: a category, never a seller's name (SD0101-).
func resourceKindOnly(low string) bool {
	if !strings.ContainsFunc(low, unicode.IsLetter) {
		return false // "—": no word at all, this says nothing
	}
	if strings.ContainsFunc(low, func(r rune) bool { return (unicode.IsLetter(r) || unicode.IsDigit(r)) && !resourceKindRunes[r] }) {
		return false // a letter no kind word holds stays whatever is replaced: cheap, before the replacing
	}
	for _, w := range resourceKindWords {
		low = strings.ReplaceAll(low, w, " ")
	}
	return !strings.ContainsFunc(low, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// resourceKindRunes: every rune of resourceKindWords.
var resourceKindRunes = func() map[rune]bool {
	out := map[rune]bool{}
	for _, w := range resourceKindWords {
		for _, r := range w {
			out[r] = true
		}
	}
	return out
}()

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// valueWeights: how much a column whose values all read as the kind scores for it.
var valueWeights = map[string]float64{fGPU: 6, fSpec: 6, fMode: 6, fPrice: 5, fGPUsPerNode: 2, fNodes: 1, fIntra: 5, fInter: 5,
	"netNamed": 5, fGPUForm: 5, fSource: 2, "specNoGPU": 6, "cardsOnly": 1}

// contentOnly: the fields the values alone may give, and the least value
// score that does: a share of the values times the field's weight.
var contentOnly = map[string]float64{fGPU: times(0.6, 6), fSpec: times(0.6, 6), fMode: times(0.8, 6), fUnit: times(0.8, 6),
	fVendor: times(0.9, 2), fGPUForm: times(0.8, 5), fInter: times(0.8, 5), fIntra: times(0.8, 5), fNodes: 4, fGPUsPerNode: 2, fTotalGPUs: 4,
	fMinTerm: times(0.8, 6)} // TW0034: a column of terms the rental needs (起码租俩月, 一周起租)

// times multiplies in float64, as the scores are (a constant 0.6*6 is exact).
func times(a, b float64) float64 { return a * b }

// multiColumn fields may be given to several columns.
var multiColumn = map[string]bool{fPrice: true, fNotes: true, fIgnore: true}

// reMachineHeader: 实例规格, 机型配置, "Instance spec": a plan or a whole machine.
var reMachineHeader = regexp.MustCompile(wordAlternation("column_machine_header", "yes"))

// contradicts: values that cannot be the field (a "型号" column of numbers).
func contradicts(f string, cs map[string]fieldScore, header string) bool {
	switch f {
	case fPrice:
		return cs[fPrice].score < 0.5 && (cs[fGPU].score > 3 || cs[fMode].score > 3 || cs[fUnit].score > 3 || cs[fVendor].score > 1) ||
			datesUnderDateHeader(cs, header) || codesOnly(cs)
	case fGPU:
		return cs[fGPU].score < 1 && cs[fSpec].score < 1 && cs[fNodes].score > 0.6
	case fUnit:
		return cs[fUnit].score < 1 && cs[fPrice].score > 2
	case fNodes, fGPUsPerNode, fTotalGPUs:
		// "机器" over "8卡 H100 / 2TB", "Instances" over names: no count
		machine := cs[fNodes].score < 0.5 && (cs[fSpec].score > 3 || cs[fGPU].score > 3)
		if f == fGPUsPerNode {
			return machine
		}
		// "机器" over "8卡机": one machine's cards; "数量" over "16卡": all cards
		return machine || f == fNodes && cs[fNodes].score < 0.3 || cs[fGPUsPerNode].score >= 4 ||
			f == fNodes && cs[fTotalGPUs].score >= 4 || f == fTotalGPUs && machinesCounted(cs)
	case fOffer: // "规格" over "8卡/台": the machine, not a plan name
		return cs["specNoGPU"].score >= 5 && cs[fGPU].score < 1 || cs[fSpec].score >= 4.8 && reMachineHeader.MatchString(norm(header)) ||
			cs[fGPUsPerNode].score >= 4 && cs[fGPU].score < 1 // "机型" over "8卡机": the cards of one machine
	case fIntra: // "Interconnect" over IB / RoCE / Ethernet cells
		return cs[fIntra].score < 1 && cs["netNamed"].score >= 3
	case fSource:
		return cs[fSource].score < 0.5 && cs[fVendor].score > 1
	case fRegion: // "方案B：我司天府机房隔离专区" over 8,350, 5,560: an option's prices under a header naming a site, no region names
		return cs["amount"].score >= 0.6
	case fVendor: // "host_id" over 4410, 5120: ids, not names (vendorIDs); "供应商响应情况" over 满足, 不响应: answers
		return vendorIDs(cs) || cs["reply"].score >= replyShare
	}
	return false
}

// anonPartyWords: words/company.tsv anon_party_lead ("某" opening, "***" inside).
var anonPartyWords = wordRows("anon_party_lead")

// anonymisedParty: the value (normalised) names a party only by its kind
// ("某AIGC公司（天府软件园）", "某直播公司", "某设计院": AP0001) or masked
// ("用户***3f9a": AP0002): a broker's or a market's masked source, no
// seller's name. Its kind is two characters at least ("某公司" is a kind;
// "某云" a placeholder name the tests use too). A column mostly of them is
// never the vendor column (assignWith, columns_decide.go); the seller is
// then named elsewhere (the file's title).
func anonymisedParty(low string) bool {
	low = strings.TrimSpace(low)
	if low == "" || utf8.RuneCountInString(low) > 25 {
		return false
	}
	for _, r := range anonPartyWords {
		if r[1] == "not" && strings.HasPrefix(low, r[0]) {
			return false
		}
	}
	for _, r := range anonPartyWords {
		if r[1] == "lead" && strings.HasPrefix(low, r[0]) && utf8.RuneCountInString(low[len(r[0]):]) >= 2 || r[1] == "mask" && strings.Contains(low, r[0]) {
			return true
		}
	}
	return false
}

// complianceReplyWords: words/procure.tsv compliance_reply, in search order.
var complianceReplyWords = wordsInOrder("compliance_reply")

// complianceReply: the value (normalised) opens with a word answering a
// buyer's requirement ("满足，需签订年度服务合同", "不响应（暂无B200资源）",
// "Complies"): the seller's answer on the buyer's form, never a name.
func complianceReply(low string) bool {
	low = strings.TrimSpace(low)
	for _, w := range complianceReplyWords {
		if strings.HasPrefix(low, w) && (w[0] >= 0x80 || wordAt(low, 0, len(w))) {
			return true
		}
	}
	return false
}

// replyShare: the share of a column's values that open with an answer
// (complianceReply) that makes it the seller's answers, not names [assumed:
// half; a blank is not counted].
const replyShare = 0.5

// A vendor is a name, never a number: a column a header names the vendor
// (or the host, the seller) but whose values are all whole numbers ("host_id"
// over 4410, 5120 in a marketplace's API export) holds ids, and the
// columns stage does not give it the vendor; the vendor is then read where
// the file names it (its title, its cover, its name).

// vendorIDs: the column's values, scored by contentScores, are whole
// numbers and none reads as a name. A name holds a letter or a Han
// character (count[fVendor] counts the values without digits, and a count
// scores the share of values that are whole numbers).
func vendorIDs(cs map[string]fieldScore) bool {
	return cs[fVendor].score == 0 && cs[fNodes].score >= vendorIDShare
}

// vendorIDShare: the share of whole numbers (fNodes scores 1 x the share)
// that makes a column ids [assumed: every value; a blank is not counted].
const vendorIDShare = 1.0

// idOnly: a vendor cell that is a whole number ("4410", "20931"), an id
// and not a name: the row's vendor is read as for an empty cell.
func idOnly(v string) bool {
	v = strings.TrimSpace(v)
	return v != "" && strings.IndexFunc(v, func(r rune) bool { return r < '0' || r > '9' }) < 0
}
