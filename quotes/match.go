package quotes

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/msg"
)

// The header matcher gives each column a field from two kinds of
// evidence: its header text (the synonyms, whole or contained, in either
// half of a bilingual cell "Cards/Node 每台卡数" or of two header rows)
// and its values (GPU names, prices, units, counts, yes/no). The scores
// are plain sums; the evidence behind each assignment is kept as
// messages for --explain and the import preview.

// fieldScore is one field a column could be, with why.
type fieldScore struct {
	field    string
	score    float64
	evidence []msg.Msg
	byValues bool   // no header word names the field: the values alone gave it
	rule     string // the rule id that gave it (a synonym row's, or a ruleCol*)
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
		p = strings.TrimSpace(strings.Trim(strings.TrimSpace(p), "/|-–—:："))
		if p == "" {
			return
		}
		for _, x := range parts {
			if x == p {
				return
			}
		}
		parts = append(parts, p)
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
	// (slashes alone are no Latin half: "包月/元/台/月" is one phrase)
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
	rePriceTail    = regexp.MustCompile(`(?:价|价格|价钱|租金|费率|单价|报价|费用|租价|[年月周日天时]费|租赁费|租用费|rent|price|rate|cost|pricing)$`)
	reNotPriceEnd  = regexp.MustCompile(`(?:计价|报价单位|价格单位|报价日期|报价原文|报价来源|价格口径)$`)
	reTotalWords   = regexp.MustCompile(`合计|总|库存|上架|总量|现货|可售|在售|剩余|余量|空闲|可租|可用|total|inventory|stock|in stock|available gpus|gpus available|cards available`)
	reCardWords    = regexp.MustCompile(`卡|gpu|card`)
	reTotalPrice   = regexp.MustCompile(`^\s*(?:总|合计|小计|共计|月总|年总)\s*(?:价|价格|金额|费用|租金|报价|成本)|^\s*(?:总额|合计|小计|总计|总金额|合计金额|金额合计)\s*$|(?:^|\s)(?:total|subtotal|sum|grand total)(?:\s+(?:price|cost|amount|rent|fee|per month|monthly|for all|for \d+))?\s*(?:\$|usd|cny|rmb|¥|/|$)|\b(?:total|monthly total|order total)\s+(?:price|cost)\b`)
	reGPNHeader    = regexp.MustCompile(`(?:单机|每台|每机|每节点|单台|单节点|每服务器|单服务器|每实例|单实例)\s*(?:gpu|卡|显卡|加速卡)|(?:gpus?|cards?|卡|显卡)\s*(?:数|数量|个数)?\s*(?:/|per|每)\s*(?:node|server|machine|instance|vm|box|host|台|机|节点|服务器|实例)|\b(?:gpus?|cards?)\s+(?:in\s+(?:each|one|a)\s+)(?:node|server|machine|instance|vm)`)
	reCountNodes   = regexp.MustCompile(`^\d{1,4}(?:台|节点|nodes?|servers?|machines?|hosts?)$`)
	reCountPerNode = regexp.MustCompile(`^\d{1,2}(?:卡|张|gpus?|cards?|x)(?:/|每|per)(?:台|机|节点|node|server|machine|instance|vm|box)$|^(?:[1-9]|1[0-6])(?:卡|张|gpus?|cards?)$`)
	reCardHint     = regexp.MustCompile(`^(?:卡|张|片|块|gpus?|cards?)$`)
	reQtyWords     = regexp.MustCompile(`数量|库存|可用|现货|在库|可租|可售|余量|存量|总|qty|quantity|available|stock|inventory|total`)
	reNodeHint     = regexp.MustCompile(`^(?:台|台数|机|节点|nodes?|servers?|machines?)$`)
	reWordBound    = regexp.MustCompile(`[a-z0-9$]+`)
	// how company names end: 智算, 科技, 云, Cloud, Labs, Inc.
	reCompanyish = regexp.MustCompile(wordAlternation("company_word", "name_end") + `(?:\s*\([^)]*\))?$`) // words/company.tsv
	// words of a source column that are channels, not vendors
	reSourceWords = regexp.MustCompile(`官网|网站|渠道|代理|中介|群|朋友圈|销售|商务|客服|公众号|展会|电话|微信|邮件|口头|报价单|合同|web|site|broker|agent|reseller|sales|email|mail|call|phone|chat|doc`)
	// money that is not the GPU price: storage, traffic, fees, packs
	reOtherMoney = regexp.MustCompile(`存储|流量|带宽|镜像|部署|安装|开通|初装|无卡|数据盘|云盘|硬盘|磁盘|公网|ip|包价|套餐价|时长包|算力包|storage|egress|bandwidth|traffic|image|setup|licen[cs]e|disk|\bip\b|pack`)
)

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
			// the export's derived keys (price_per_gpu_hour) are left out,
			// but a person's header "Price per GPU-hour" is the price
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
			if isASCII(s.key) {
				// whole words only: "machine type" is not "machine"
				if !strings.Contains(words, " "+strings.ToLower(strings.TrimSpace(s.name))+" ") {
					continue
				}
			} else if s.runes < 2 && s.field != fGPU {
				continue
			}
			put(s.field, 4+min(float64(s.runes)*0.6, 4), mk("import.ev.header_contains", strings.TrimSpace(part), s.name), s.rule)
		}
	}
	w := &headerText{h: strings.TrimSpace(h), key: headerKey(h), all: norm(h), hint: foldTrad(strings.ToLower(headerHint(h))),
		bare: norm(reHint.ReplaceAllString(h, "")), unit: parseHint(h), got: out}
	w.mode, w.isMode = parseMode(h)
	for _, g := range []struct {
		rules []headerRule
		first bool // the first rule that matches reads the header
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
	return out
}

// headerText is one header cell in the forms its rules read, and what
// the header matched so far.
type headerText struct {
	h, key, all, hint, bare string // trimmed, folded, normalised, its brackets, without brackets
	unit                    unitHint
	mode                    billingMode
	isMode                  bool
	region                  string // the region it names, once ruleHdrRegion read it
	got                     map[string]fieldScore
}

// headerRule names a field from a header's words with no synonym row.
type headerRule struct {
	id, field string
	score     float64
	ev        string // the message: the header (and the region, for ruleHdrRegion)
	match     func(w *headerText) bool
}

// priceHeaderRules read a price column, the first that matches: a header
// ending in a price word, one that states a currency with a period or
// basis ("Machine $/hr", "按量(元/卡时)"), a plan or term alone over
// numbers ("包年", "3个月", "On-demand"), a plan's price restated ("包月
// 折合"), a period of the calendar ("2026Q3"), a region ("北京", "华北2(北京)",
// "香港(USD)"). 计价 / 报价单位 are the unit, storage or setup fees other
// money: no price (the first rule, which gives nothing).
var priceHeaderRules = []headerRule{
	{"C-HDR-NOT-PRICE", "", 0, "", func(w *headerText) bool { return reNotPriceEnd.MatchString(w.key) || reOtherMoney.MatchString(w.all) }},
	// a header named a commitment term's discount ("commit_1yr_discount",
	// "1年期折扣"): the term's price, worked out off the row's base price
	// (extract_commitdiscount.go), not a discount on every price. A
	// discount only in its brackets ("Reserved 1-yr (discount on
	// on-demand)") names the base of a term column, read as before.
	{"C-HDR-TERM-DISCOUNT", fPrice, scoreExact - 1, "import.ev.header_price_tier", func(w *headerText) bool {
		m, _, ok := tierInHeader(w.bare)
		return ok && m.term != nil && reDiscountWord.MatchString(strings.ReplaceAll(w.bare, "_", " "))
	}},
	{"C-HDR-PRICE-WORD", fPrice, scoreStructure, "import.ev.header_price_word", func(w *headerText) bool { return rePriceTail.MatchString(w.key) }},
	{"C-HDR-PRICE-UNIT", fPrice, scoreStructure + 1, "import.ev.header_price_unit", func(w *headerText) bool {
		return w.unit.currency != "" && (w.unit.period != "" || w.unit.basis != "")
	}},
	{"C-HDR-PLAN-CURRENCY", fPrice, scoreStructure, "import.ev.header_price_unit", func(w *headerText) bool { return w.isMode && w.unit.currency != "" }},
	{"C-HDR-TIER", fPrice, scoreStructure - 1, "import.ev.header_price_tier", func(w *headerText) bool {
		return w.isMode && (w.mode.term != nil || w.mode.period == "hour" && (utf8.RuneCountInString(w.key) > 2 || onDemandHeaders[w.key]))
	}},
	{"C-HDR-PERIOD-BASIS", fPrice, scoreStructure - 1, "import.ev.header_period_basis", func(w *headerText) bool { return bracketUnitPrice(w.h) }},
	{"C-HDR-PLAN-EQUIV", fPrice, scoreStructure - 1, "import.ev.header_plan_equiv", func(w *headerText) bool { _, ok := planEquivHeader(w.h); return ok }},
	{"C-HDR-CALENDAR", fPrice, scoreStructure - 1, "import.ev.header_calendar_period", func(w *headerText) bool { _, _, _, ok := periodHeader(w.h); return ok }},
	{ruleHdrRegion, fPrice, scoreStructure - 1, "import.ev.header_region_price", func(w *headerText) bool { w.region = regionHeader(w.h); return w.region != "" }},
}

const ruleHdrRegion = "C-HDR-REGION"

// headerRules read the other fields a header names without a synonym;
// every one that matches gives its field (the best score per field wins).
var headerRules = []headerRule{
	// total cards, whatever word carries the count: 上架卡数(合计), 库存(卡);
	// counted in cards: "数量(卡)", "Qty (GPUs)", "可用(张)"
	{"C-HDR-TOTAL", fTotalGPUs, scoreExact + 1, "import.ev.header_total", func(w *headerText) bool {
		return reTotalWords.MatchString(w.all) && (reCardWords.MatchString(w.all) || reCardWords.MatchString(w.hint))
	}},
	{"C-HDR-QTY-CARDS", fTotalGPUs, scoreExact + 2, "import.ev.header_total", func(w *headerText) bool { return reCardHint.MatchString(w.hint) && reQtyWords.MatchString(w.bare) }},
	// "总价(元/月)", "合计金额", "Total ($/month)": the row's total for all its
	// machines, not a rate to store
	{"C-HDR-TOTAL-PRICE", fIgnore, scoreExact + 4, "import.ev.header_total_price", func(w *headerText) bool { return reTotalPrice.MatchString(w.bare) }},
	// the header words weaker than a synonym: the values decide (contradicts)
	{"C-HDR-SOURCE", fVendor, scoreAssign + 1, "import.ev.header_source_names", func(w *headerText) bool { return sourceOrVendor[w.key] }},
	{"C-HDR-CONFIRMED-PRICE", fPrice, scoreAssign + 1, "import.ev.header_value_confirmed", func(w *headerText) bool { return valueConfirmed[w.key] == fPrice }},
	{"C-HDR-CONFIRMED-UNIT", fUnit, scoreAssign + 1, "import.ev.header_value_confirmed", func(w *headerText) bool { return valueConfirmed[w.key] == fUnit }},
	{"C-HDR-COUNT-PLURAL", fNodes, scoreAssign + 2, "import.ev.header_count_plural", func(w *headerText) bool { return countPlurals[w.key] }},
	{"C-HDR-EITHER-LINK", fInter, scoreAssign, "import.ev.header_link_either", func(w *headerText) bool { return isEitherLinkHeader(w.h) }},
	// cards of one machine: "单机GPU", "卡/服务器", "GPUs per VM"
	{"C-HDR-PER-MACHINE", fGPUsPerNode, scoreExact, "import.ev.header_per_machine", func(w *headerText) bool {
		return reGPNHeader.MatchString(w.all) && !reTotalWords.MatchString(w.all)
	}},
	// counted in machines: "库存(台)", "可用(nodes)", whatever the word before
	// the brackets would count on its own
	{"C-HDR-NODES", fNodes, scoreExact + 2, "import.ev.header_nodes", func(w *headerText) bool { return reNodeHint.MatchString(w.hint) }},
	// "有效期(天)", "Validity (days)": a number of days, which only a prepaid
	// pack has; a date is the quote's own validity
	{"C-HDR-DAYS", fPackDays, scoreExact + 1, "import.ev.header_days", func(w *headerText) bool {
		_, date := w.got[fValidUntil]
		return date && reDaysHint.MatchString(w.hint)
	}},
}

// onDemandHeaders: the two-character pay-as-you-go words (按量, 按需) that
// head a tier's price column on their own, unlike a bare 时 or 小时.
var onDemandHeaders = wordSet("on_demand_header")

// reDaysHint: a header's bracketed unit that counts days.
var reDaysHint = regexp.MustCompile(`^(?:天|日|天数|days?|d)$`)

// matchHeader is the field one header cell names on its own ("" for none).
func matchHeader(h string) string {
	best, bs := "", 0.0
	for f, s := range headerScores(h) {
		if s.score > bs || s.score == bs && f < best {
			best, bs = f, s.score
		}
	}
	if bs < scoreAssign {
		return ""
	}
	return best
}

// ---------------------------------------------------------------- content

var reGPUForm = regexp.MustCompile(`^(?:(?:sxm\d?|pcie|nvl|hgx|oam|pci-e)\s*)?(?:\d{2,3}\s*(?:gb|g|gib))?(?:\s*(?:sxm\d?|pcie|nvl|hgx|hbm\w*))?$`)

// contentScores scores a column's values (the first data rows) for the
// fields they look like.
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
		n++
		distinct[v] = true
		low := norm(v)
		// a unit phrase ("元/8卡/时": per 8 cards) once its group count is out
		unitLike := false
		if u := rePerGroup.ReplaceAllString(low, "/卡"); !strings.ContainsAny(u, "0123456789") {
			if up := parseUnitParts(u); up.period != "" || up.basis != "" {
				unitLike = true
			}
		}
		sp, isSpec := ParseSpec(v)
		isSpec = !unitLike && isSpec && (len(reSpecSplit.Split(narrow(v), -1)) >= 2 || sp.GPU != "" && sp.GPUs != nil)
		if isSpec {
			count[fSpec]++
			if sp.GPU == "" {
				count["specNoGPU"]++ // "8卡/台": a machine with no model named
			}
		} else if _, ok := matchGPU(v); ok {
			count[fGPU]++ // a GPU name, not a whole machine that names one
		}
		if _, ok := parseMode(v); ok {
			count[fMode]++
		}
		if unitLike {
			count[fUnit]++
		}
		pc, err := parsePriceCell(v)
		if err == nil && (pc.hint.period != "" || pc.hint.currency != "" || pc.equiv) {
			count[fPrice] += 2
		} else if err == nil && pc.value > 0 {
			count[fPrice]++
		}
		_, perMachine := cardsPerMachine(v)
		switch c := compact(low); {
		case reCountNodes.MatchString(c):
			count["nodesUnit"]++ // "3台", "2 nodes"
		case perMachine || reCountPerNode.MatchString(c):
			count["gpnUnit"]++ // "8卡/台", "8 GPUs/node", "8卡机"
		}
		if reCardsOnly.MatchString(compact(low)) {
			count["cardsOnly"]++ // "16卡": cards, of one machine or of all
		}
		if c, err := ParseCount(v); err == nil && !perMachine {
			count[fNodes]++
			switch c {
			case 1, 2, 4, 8, 10, 16:
				count[fGPUsPerNode]++
			}
		}
		if _, err := ParseYesNo(v); err == nil {
			count["yesno"]++
		}
		if _, err := ParseSource(v); err == nil || reSourceWords.MatchString(low) {
			count[fSource]++
		}
		if _, err := ParseIntra(v); err == nil && !isSpec {
			if _, gpu := matchGPU(v); !gpu {
				count[fIntra]++ // "NVLink", "PCIe 4.0", "HCCS" (not "H100 SXM")
			}
		}
		if nw, err := ParseNetwork(v); err == nil && nw.Assumed.IsZero() && nw.Kind != Unknown {
			count[fInter]++ // a network it names (IB, RoCE, Ethernet, none)
			if nw.Kind != InterNone {
				count["netNamed"]++
			}
		}
		if reGPUForm.MatchString(compact(low)) && compact(low) != "" {
			count[fGPUForm]++
		}
		if !strings.ContainsAny(low, "0123456789") {
			if _, ok := matchGPU(v); !ok {
				count[fVendor]++
				if reCompanyish.MatchString(low) {
					count["company"]++
				}
			}
		}
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
	add(fGPU, 6, count[fGPU])
	add(fSpec, 6, count[fSpec])
	add(fMode, 6, count[fMode])
	add(fUnit, 6, count[fUnit]+count[fMode])
	add(fPrice, 5, count[fPrice])
	add(fGPUsPerNode, 2, count[fGPUsPerNode])
	add(fNodes, 1, count[fNodes])
	add(fTotalGPUs, 1, count[fNodes])
	add(fIntra, 5, count[fIntra])
	add(fInter, 5, count[fInter])
	add("netNamed", 5, count["netNamed"])
	add(fGPUForm, 5, count[fGPUForm])
	for _, f := range []string{fResume, fTax, fReleaseIdle} {
		add(f, 2, count["yesno"])
	}
	add(fSource, 2, count[fSource])
	add("specNoGPU", 6, count["specNoGPU"])
	add("cardsOnly", 1, count["cardsOnly"])
	if count["nodesUnit"]*10 >= n*8 {
		add(fNodes, 5, count["nodesUnit"])
	}
	if count["gpnUnit"]*10 >= n*8 {
		add(fGPUsPerNode, 5, count["gpnUnit"])
	}
	if count[fVendor] > 0 && len(distinct) < n || n == 1 {
		add(fVendor, 2, count[fVendor])
	}
	if count["company"]*10 >= n*8 {
		// names that read as companies (…算力, …科技, … Cloud, … Inc.):
		// a vendor column whatever its header says
		add(fVendor, 5, count["company"])
	}
	return out
}

// contentOnly are the fields a column may be given by its values alone,
// when no header names them.
var contentOnly = map[string]float64{fGPU: 0.6, fSpec: 0.6, fMode: 0.8, fUnit: 0.8, fVendor: 0.9, fGPUForm: 0.8, fInter: 0.8, fIntra: 0.8,
	fNodes: 4, fGPUsPerNode: 2, fTotalGPUs: 4}

// multiColumn fields may be given to several columns: each price column is
// an offer (a tier, a plan, an instance size); notes are joined.
var multiColumn = map[string]bool{fPrice: true, fNotes: true, fIgnore: true}

func contentWeight(f string) float64 {
	switch f {
	case fGPU, fSpec, fMode, fUnit:
		return 6
	case fGPUForm, fInter, fIntra:
		return 5
	case fVendor:
		return 2
	}
	return 1
}

// reMachineHeader: header words for what a machine is made of (实例规格,
// 机型配置, "Instance spec"), which name a plan or a whole machine.
var reMachineHeader = regexp.MustCompile(`规格|配置|机型|spec|config|hardware`)

// contradicts: values that cannot be the field (a "型号" column of
// numbers, a price column of GPU names).
func contradicts(f string, cs map[string]fieldScore, header string) bool {
	switch f {
	case fPrice: // a "…报价" header over names or plans holds no price
		return cs[fPrice].score < 0.5 && (cs[fGPU].score > 3 || cs[fMode].score > 3 || cs[fUnit].score > 3 || cs[fVendor].score > 1)
	case fGPU:
		return cs[fGPU].score < 1 && cs[fSpec].score < 1 && cs[fNodes].score > 0.6
	case fUnit:
		return cs[fUnit].score < 1 && cs[fPrice].score > 2
	case fNodes, fGPUsPerNode, fTotalGPUs:
		// "机器" over "8卡 H100 / 2TB": the machine, not a count; "Instances"
		// over instance names, not counts
		machine := cs[fNodes].score < 0.5 && (cs[fSpec].score > 3 || cs[fGPU].score > 3)
		if f == fGPUsPerNode {
			return machine
		}
		// "机器" over "8卡机": one machine's cards; "数量" over "16卡": all
		// the cards, not machines
		return machine || f == fNodes && cs[fNodes].score < 0.3 || cs[fGPUsPerNode].score >= 4 ||
			f == fNodes && cs[fTotalGPUs].score >= 4 || f == fTotalGPUs && machinesCounted(cs)
	case fOffer: // "规格" over "8卡/台" or "H800 80GB×8 / 2TB": the machine, not a plan name
		return cs["specNoGPU"].score >= 5 && cs[fGPU].score < 1 || cs[fSpec].score >= 4.8 && reMachineHeader.MatchString(norm(header)) ||
			cs[fGPUsPerNode].score >= 4 && cs[fGPU].score < 1 // "机型" over "8卡机": the cards of one machine
	case fIntra: // "Interconnect" over IB / RoCE / Ethernet cells
		return cs[fIntra].score < 1 && cs["netNamed"].score >= 3
	case fSource: // scores are 2 x the share of values
		return cs[fSource].score < 0.5 && cs[fVendor].score > 1
	case fVendor: // "host_id" over 4410, 5120: ids, not names (columns_vendor_ids.go)
		return vendorIDs(cs)
	}
	return false
}
