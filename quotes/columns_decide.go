package quotes

import (
	"cmp"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"computecheck/msg"
)

// The columns stage decides here, once, what each column holds: scores
// from header words and values (match.go), then table rules that weigh a
// column against the rest (GPU names in a table with no GPU column are
// the GPU), which stand above every score; a greedy assignment gives each
// column one field. The person's mapping is final, and nothing after
// decideColumns gives a column another field.

// Rule ids of the columns stage (ColumnInfo.Rule; a synonym row's own id
// where a synonym decided, C-HDR-… for header words in match.go).
const (
	ruleColPerson       = "C-PERSON"        // the person set the column
	ruleColHeader       = "C-HEADER"        // header words with no synonym row (price words, units, totals)
	ruleColValues       = "C-VALUES"        // the values alone
	ruleColPlanUnit     = "C-PLAN-UNIT"     // plans under a unit header beside a column of units
	ruleColStalePrice   = "C-PRICE-STALE"   // a price column marked void or old
	ruleColVersion      = "C-PRICE-VERSION" // versions side by side: the current one, or the one a sheet line names
	ruleColGPUByValues  = "C-GPU-VALUES"    // no GPU column: a column of GPU names is it
	ruleColGPUOverModel = "C-SV-GPU-MODEL"  // a GPU header over server models, GPU names in another column
	ruleColOfferGPU     = "C-OFFER-GPU"     // an offer column of GPU names, no GPU column
	ruleColOfferSpec    = "C-OFFER-SPEC"    // an offer column under machine words holding one machine's cards
	ruleColQtyCards     = "C-QTY-CARDS"     // a sheet line says the quantities count cards
	ruleColPriceValues  = "C-PRICE-VALUES"  // prices for the rows' GPUs under a region or tier header
	ruleColCurrentPrice = "C-PRICE-CURRENT" // the price in force beside an earlier one
	ruleColMaker        = "C-MAKER"         // a vendor column naming only chip or server makers
	ruleColSeller       = "C-SELLER"        // a seller column beside a marketplace's: the seller sells
	ruleColUnitCompany  = "C-UNIT-COMPANY"  // 报价单位 over registered companies: the quoting party, not the price's unit
	ruleColPercentRate  = "C-PCT-RATE"      // a column of percentages under a price word (买家服务费率): a rate, no price
	ruleColFormPair     = "C-FORM-PAIR"     // the card's memory and its form factor in two columns
	ruleColGPUPair      = "C-GPU-PAIR"      // a second GPU column with prices of its own
	ruleColOfferedGPU   = "C-GPU-OFFERED"   // the seller's answer beside the buyer's asked-for model: the offer's GPU
	ruleColAltGPU       = "C-GPU-ALT"       // a model the seller may deliver instead of the row's GPU (可替代型号)
	ruleColGPUCount     = "CX0040"          // a GPU column of counts beside the GPU model column
)

// colRead is the columns stage's reading of one column.
type colRead struct {
	header string // the file's header text
	values []string
	person bool
	fieldScore
	ruled     bool // a table rule set it
	pairGPU   bool // the second GPU of a row pairing two GPUs, each with its price (gpuPairColumn)
	altGPU    bool // a model the seller may deliver instead of the row's GPU, at its price (offeredGPUColumn)
	overruled int  // evidence entries the rule overruled
	// derived: a price column whose formula restates price column from in
	// the same row (整机价 = 单卡价 × 参数!$B$3): columns_amount.go
	derived bool
	from    int
}

// colReads are one table's columns, left to right.
type colReads []colRead

// at is the column given single field f, -1 for none.
func (cs colReads) at(f string) int {
	for i, c := range cs {
		if c.field == f {
			return i
		}
	}
	return -1
}

func (cs colReads) has(f string) bool { return cs.at(f) >= 0 }

// tablePrices are the price columns the table's rules may still move (the
// person set none of them), left to right.
func (cs colReads) tablePrices() []int {
	var prices []int
	for i, c := range cs {
		if c.field == fPrice && !c.person {
			prices = append(prices, i)
		}
	}
	return prices
}

// set gives column i field f by a table rule; never a column the person set.
func (cs colReads) set(i int, f, rule string, why msg.Msg) {
	c := &cs[i]
	if c.person {
		return
	}
	if c.field != f {
		c.field, c.rule, c.overruled = f, rule, len(c.evidence)
	} else if c.rule == "" {
		c.rule = rule // a column no field named, held out by a table rule (券后估算): that rule
	}
	c.ruled, c.evidence = true, append(c.evidence, why)
}

// decideColumns reads one table's columns (headers as scored, raw as the
// file has them, fixed the person's fields, lines the sheet's titles and
// notes), and returns the price versions left for review or settled by a line.
func decideColumns(headers, raw []string, values [][]string, fixed map[int]string, lines []string, formulas [][]cellFormula) (colReads, *priceVersions) {
	cs := make(colReads, len(headers))
	for c, s := range assign(headers, values, fixed) {
		_, person := fixed[c]
		cs[c] = colRead{header: raw[c], values: values[c], person: person, fieldScore: s}
	}
	planBesideUnit(cs)
	bundleWithoutPack(cs) // columns_pack_bundle.go: 套餐价 with no pack size is a rate
	priceTextOffer(cs)    // columns_price_text.go: 报价原文 of whole prices is the offer
	bareTermColumns(cs)   // columns_plan_code.go
	makerColumn(cs)
	unitOfCompanies(cs)
	sellerOverPlatform(cs)
	formColumns(cs)
	unitStatingBasis(cs) // columns_unit_basis.go
	volumeBandColumn(cs) // columns_volume_band.go
	versions := currentPrice(cs, lines)
	gpuOverModelColumn(cs)
	gpuFromValues(cs)
	gpuCountColumn(cs)
	specFromOfferColumn(cs)
	qtyAreCardsByLine(cs, lines)
	usableCardsColumn(cs) // columns_usable_cards.go: 可用卡数 beside 标称卡数
	offeredGPUColumn(cs)
	gpuPairColumn(cs)
	ruled := map[int]fieldScore{}
	for i, c := range cs {
		if c.ruled {
			ruled[i] = c.fieldScore
		}
	}
	if len(ruled) > 0 {
		for c, s := range assignWith(headers, values, fixed, ruled) {
			cs[c].fieldScore = s
		}
	}
	priceColumnsByValues(cs)
	percentRateColumns(cs)
	soleTotalColumn(cs) // columns_sole_total.go: 总价(元) with no rate beside it
	holdOutOldPrices(cs, lines)
	timeBandColumns(cs) // columns_timeofuse.go
	procureColumns(cs, lines)
	formulaColumns(cs, formulas) // columns_amount.go: the workbook's own arithmetic first
	formulaBase(cs, formulas)    // columns_formula_base.go: 基准价 that 执行价's formulas take
	amountColumns(cs)            // columns_amount.go
	buildUpColumns(cs, lines)    // columns_amount.go: 基础月租 + 网络费 + 存储费 = 合计月租, the total the offer
	capitalTwinColumns(cs)       // columns_capital_twin.go: 单价（小写） beside 单价（大写）
	// columns_note_role.go: "原合同单价仅供对照", "报价以“合计(含电)”列为准"; after the amount and
	// capital twin columns, so a note naming the amount (最终以报价金额为准) names no price column
	noteNamedPriceRoles(cs, lines)
	for i, c := range cs {
		if c.field != "" || c.ruled {
			cs[i].evidence = append(c.evidence, mk("import.ev.rule", c.rule))
		}
	}
	return cs, versions
}

// assign gives each column at most one field and each single field at
// most one column, best score first; the person's fields stand.
func assign(headers []string, values [][]string, fixed map[int]string) []fieldScore {
	return assignWith(headers, values, fixed, nil)
}

// assignWith is assign with the table rules' readings standing above every score.
func assignWith(headers []string, values [][]string, fixed map[int]string, ruled map[int]fieldScore) []fieldScore {
	type cand struct {
		col int
		fieldScore
	}
	var cands []cand
	out, taken, given := make([]fieldScore, len(headers)), map[string]bool{}, map[int]fieldScore{}
	maps.Copy(given, ruled)
	for c, f := range fixed {
		given[c] = fieldScore{field: f, score: 100, evidence: []msg.Msg{mk("import.ev.user")}, rule: ruleColPerson}
	}
	for c, h := range headers {
		if g, ok := given[c]; ok {
			out[c], taken[g.field] = g, g.field != "" && !multiColumn[g.field]
			continue
		}
		hs := headerScores(h)
		cs := cardsByHeader(h, contentScores(values[c]))
		fields := map[string]bool{}
		for f := range hs {
			fields[f] = true
		}
		for f, s := range cs {
			if need, ok := contentOnly[f]; ok && s.score >= need {
				fields[f] = true
			}
		}
		otherMoney := otherMoneyHeader(h)     // 押金, 存储费: a header naming money that is not the rent
		otherSubject := otherSubjectHeader(h) // 交付周期, 交期: a header naming a subject other than the price
		for f := range fields {
			fs := fieldScore{field: f, byValues: true, rule: ruleColValues}
			if s, ok := hs[f]; ok {
				fs.score, fs.evidence, fs.byValues, fs.rule = s.score, s.evidence, false, s.rule
			}
			if fs.byValues && otherMoney {
				continue // "押金" over "1个月租金": a deposit's size, never a plan the values alone name (stop 49 set127/09)
			}
			if fs.byValues && otherSubject {
				continue // "交付周期" over "6周": how long delivery takes, never a plan (stop 51 set136/05)
			}
			if s, ok := cs[f]; ok && f != fIgnore {
				fs.score += s.score
				fs.evidence = append(fs.evidence[:len(fs.evidence):len(fs.evidence)], s.evidence...)
			}
			// a header that names a field its values contradict loses it
			if hs[f].score > 0 && len(values[c]) > 0 && contradicts(f, cs, h) {
				fs.score -= 6
			}
			if f == fVendor && hs[f].score > 0 && hostColumn(h, values[c]) {
				continue // "host" over "ql-a800-03": the machines' names, no seller (OP0001-)
			}
			if f == fVendor && cs["anon"].score >= replyShare {
				continue // "卖家" over "用户***3f9a", "来源" over "某直播公司": masked parties, no seller's name (AP0001-)
			}
			if countFields[f] && hs[f].score > 0 && mostlyNoCount(values[c]) {
				continue // "机器" over hostnames, "库存" over 充足: words, no count column
			}
			if fs.score >= scoreAssign {
				cands = append(cands, cand{c, fs})
			}
		}
	}
	// of two columns naming GPUs equally often, the one whose names state
	// the memory ("H100 80GB SXM5 整机租赁" beside the code "GPU-H100-8")
	sized := func(c cand) int {
		if c.field != fGPU {
			return 0
		}
		_, n := share(values[c.col], func(v string) bool { _, mem := statedMemoryGB(v); return mem && isGPUName(v) })
		return n
	}
	slices.SortStableFunc(cands, func(a, b cand) int {
		return cmp.Or(cmp.Compare(b.score, a.score), cmp.Compare(sized(b), sized(a)), cmp.Compare(a.col, b.col), strings.Compare(a.field, b.field))
	})
	for _, cd := range cands {
		if out[cd.col].field != "" || taken[cd.field] {
			continue
		}
		out[cd.col] = cd.fieldScore
		taken[cd.field] = !multiColumn[cd.field]
	}
	return out
}

// countFields are the fields that count cards or machines.
var countFields = map[string]bool{fNodes: true, fGPUsPerNode: true, fTotalGPUs: true}

// mostlyNoCount: more than half the stated values are words that state no
// count ("充足", "rx-h800-01 (蓉芯)"): the values outweigh a count header.
func mostlyNoCount(vals []string) bool {
	n, words := shareStated(vals, func(v string) bool {
		if _, err := ParseCount(v); err == nil {
			return false
		}
		if _, _, ok := machinesBesideCards(v); ok {
			return false // "48卡（6台）"
		}
		if _, _, ok := cardsTimesMachines(v); ok {
			return false // "8卡×3台"
		}
		if _, ok := cardsPerMachine(v); ok {
			return false // "8卡机"
		}
		wc, w := countInWords(v)
		return w && wc.n == 0
	})
	return words*2 > n
}

// share counts the non-blank values and those ok says yes to.
func share(vals []string, ok func(string) bool) (n, yes int) {
	for _, v := range vals {
		if v = strings.TrimSpace(v); v == "" {
			continue
		}
		n++
		if ok(v) {
			yes++
		}
	}
	return n, yes
}

// shareStated is share over the values that state something ("—", "/" do not).
func shareStated(vals []string, ok func(string) bool) (n, yes int) {
	var stated []string
	for _, v := range vals {
		if !isNotStated(norm(strings.TrimSpace(v))) {
			stated = append(stated, v)
		}
	}
	return share(stated, ok)
}

func isGPUName(v string) bool { _, ok := matchGPU(v); return ok }

// planBesideUnit: of two unit headers ("计费方式", "计价单位"), the one holding
// only plans is the billing mode and the unread one of units the unit.
func planBesideUnit(cs colReads) {
	plan, unit := -1, -1
	for i, c := range cs {
		switch {
		case c.field == fMode:
			return
		case c.person || c.header == "" && c.field == "":
		case c.field == fUnit && mostlyOf(c.values, allPlans):
			plan = i
		case c.field == "" && unit < 0 && headerScores(c.header)[fUnit].score > 0 && mostlyOf(c.values, allUnits):
			unit = i
		}
	}
	if plan < 0 || unit < 0 {
		return
	}
	for _, ev := range contentScores(cs[plan].values)[fMode].evidence {
		cs.set(plan, fMode, ruleColPlanUnit, ev)
	}
	for _, ev := range headerScores(cs[unit].header)[fUnit].evidence {
		cs.set(unit, fUnit, ruleColPlanUnit, ev)
	}
}

// mostlyOf: all stated values but one in five at most pass all (a service's
// "按项目" among 包月 and 按需, its "元/项" among 元/节点/月, set130/04).
func mostlyOf(vals []string, all func([]string) bool) bool {
	vals = slices.DeleteFunc(slices.Clone(vals), func(v string) bool { _, err := ParseDate(v); return err == nil }) // a stamp's date under the table
	n, yes := shareStated(vals, func(v string) bool { return all([]string{v}) })
	return n > 0 && yes*5 >= n*4
}

// allPlans: every stated value is a plan word and nothing more ("元/台/月" is more).
func allPlans(vals []string) bool {
	n, yes := shareStated(vals, func(v string) bool {
		_, ok := parseMode(v)
		h := parseHint(v)
		return ok && h.basis == "" && h.currency == ""
	})
	return n > 0 && yes == n
}

// allUnits: every stated value names a basis or a period, none a bare plan
// or number ("—" beside a sold-out row states nothing).
func allUnits(vals []string) bool {
	vals = slices.DeleteFunc(slices.Clone(vals), func(v string) bool { _, err := ParseDate(v); return err == nil }) // the stamp's date line under the table ("2026年12月14日") is no unit of the column
	n, yes := shareStated(vals, func(v string) bool {
		h := parseHint(v)
		return (h.basis != "" || h.period != "") && !reNumber.MatchString(v) && !allPlans([]string{v})
	})
	return n > 0 && yes == n
}

var (
	reStaleHeader = wordRe("column_stale") // words/columns.tsv
	reVersionHdr  = regexp.MustCompile(`(?i)(?:^|[^a-z])v\s*\d(?:$|[^a-z0-9])|版本\s*\d|第\s*[一二三四五\d]\s*[版轮]|首轮|初版|二轮|三轮|议价|终版|最终|定稿|\bfinal\b|\brevised\b|\brev\.?\s*\d|最新|现行`)
	reCurrentHdr  = wordRe("column_current")
	// "以v2报价为准", "the final column prevails", "only v3 applies"
	reVersionRule = regexp.MustCompile(`以\s*([^，,。；;：:]{1,12}?)\s*(?:报价|价格|价|版本|列)?\s*为准|(?i)only\s+(?:the\s+)?([a-z0-9 ]{1,16}?)\s+(?:column\s+|prices?\s+)?(?:counts|applies|is valid)|(?i)(?:the\s+)?([a-z0-9 ]{1,16}?)\s+(?:column\s+|prices?\s+)?(?:prevails|governs)`)
)

// currentPrice keeps the price on the current column only: one marked void
// ("原价(已作废)") is text, and of versions ("v1 首轮", "终版") the one marked
// current or named by a line ("以v2为准") is the price.
func currentPrice(cs colReads, lines []string) *priceVersions {
	var versions []int
	for i, c := range cs {
		if c.person || !(c.field == fPrice || c.field == "" && priceValuesMostly(c.values)) {
			continue
		}
		if h := norm(c.header); reStaleHeader.MatchString(h) {
			if c.field == fPrice {
				cs.set(i, "", ruleColStalePrice, mk("import.ev.stale_price_column", c.header))
			}
		} else if reVersionHdr.MatchString(h) {
			versions = append(versions, i)
		}
	}
	if len(versions) < 2 {
		return nil
	}
	var names []string
	for _, i := range versions {
		names = append(names, cs[i].header)
	}
	current, why := oneHeader(cs, versions, reCurrentHdr.MatchString), msg.Msg{}
	var out *priceVersions
	if current < 0 {
		if current, why = versionByLine(cs, versions, lines); current < 0 {
			m := mk("import.review.price_versions", strings.Join(names, "”、“"))
			return &priceVersions{cols: versions, review: &m, ev: versionEvidence(names, "", "price_version.review")}
		}
		// every quote names the line that chose, the trace what it overruled
		var by candidates
		line := ""
		if len(why.Args) > 1 {
			line = fmt.Sprint(why.Args[1])
		}
		by.add("price_version.by_note", srcSheetLine, cs[current].header, cell{}, line)
		by[0].Chosen = true
		out = &priceVersions{chosen: &why, ev: append(by, versionEvidence(names, cs[current].header, "price_version.by_note")...)}
	}
	for _, i := range versions {
		field, ev := "", mk("import.ev.superseded_price_column", cs[i].header, cs[current].header)
		if i == current {
			field, ev = fPrice, mk("import.ev.current_price_column", cs[i].header)
		} else if cs[i].field != fPrice {
			field = cs[i].field
		}
		if out != nil {
			ev = why
		}
		cs.set(i, field, ruleColVersion, ev)
	}
	return out
}

// oneHeader is the one column of cols whose folded header says yes, else -1.
func oneHeader(cs colReads, cols []int, ok func(string) bool) int {
	hit := -1
	for _, i := range cols {
		if ok(norm(cs[i].header)) {
			if hit >= 0 {
				return -1
			}
			hit = i
		}
	}
	return hit
}

// versionByLine is the one version whose header holds the words a line names.
func versionByLine(cs colReads, versions []int, lines []string) (int, msg.Msg) {
	for _, line := range lines {
		for _, m := range reVersionRule.FindAllStringSubmatch(narrow(line), -1) {
			words := strings.TrimSpace(norm(m[1] + m[2] + m[3]))
			if words == "" {
				continue
			}
			if hit := oneHeader(cs, versions, func(h string) bool { return strings.Contains(h, words) }); hit >= 0 {
				return hit, mk("import.warn.price_version_by_note", cs[hit].header, strings.TrimSpace(line))
			}
		}
	}
	return -1, msg.Msg{}
}

// priceValuesMostly: at least half the non-blank values read as prices.
func priceValuesMostly(vals []string) bool {
	n, yes := share(vals, func(v string) bool { pc, err := parsePriceCell(v); return err == nil && pc.value > 0 })
	return yes >= 2 && yes*2 >= n
}

// gpuFromValues: with no GPU column, and no machine column naming GPUs,
// the first column of GPU names ("SKU") is the GPU, or the offer column
// ("机型") where its priced values are mostly GPUs.
func gpuFromValues(cs colReads) {
	if cs.has(fGPU) {
		return
	}
	hasSpec := cs.has(fSpec)
	if hasSpec {
		if _, named := share(cs[cs.at(fSpec)].values, func(v string) bool { sp, _ := ParseSpec(v); return sp.GPU != "" }); named > 0 {
			return // a machine column naming GPUs gives them (its values are read per row)
		}
		if offerIsGPU(cs) {
			return
		}
	}
	// no machine column, or one naming none ("规格说明: 8卡/台，NVLink" beside 产品名称 "RTX 4090", set26/01)
	for i, c := range cs {
		if c.person || c.field != fOffer && c.field != "" && c.field != fIgnore && !offerHeader(c.header) || c.header == "" && c.field == "" {
			continue
		}
		if n, gpus := share(c.values, isGPUName); gpuColumnShare(n, gpus) {
			cs.set(i, fGPU, ruleColGPUByValues, mk("import.ev.values", gpus, n, mk("import.ev.kind."+fGPU)))
			cs[i].byValues = true
			return
		}
	}
	if !hasSpec {
		offerIsGPU(cs)
	}
}

// offerIsGPU makes the offer column ("机型") the GPU where most of its priced
// values are GPUs; false where it is not.
func offerIsGPU(cs colReads) bool {
	i := cs.at(fOffer)
	if i < 0 {
		return false
	}
	if n, gpus := share(pricedValues(cs, i), isGPUName); n > 0 && gpus*10 >= n*7 {
		cs.set(i, fGPU, ruleColOfferGPU, mk("import.ev.offer_is_gpu", cs[i].header, gpus, n))
		return true
	}
	return false
}

// pricedValues are column i's values on the rows its table prices (TE0012):
// a formal 报价单's section and tax lines ("训练资源", "增值税（6%）") offer
// nothing, so they weigh nothing on what the offer column names; all its
// values where no single price column is known.
func pricedValues(cs colReads, i int) []string {
	p := cs.at(fPrice)
	if p < 0 || len(cs[p].values) != len(cs[i].values) {
		return cs[i].values
	}
	var out []string
	for k, v := range cs[i].values {
		if strings.TrimSpace(cs[p].values[k]) != "" {
			out = append(out, v)
		}
	}
	return out
}

// gpuCountColumn (CX0040): a column whose header names the GPU, left unread
// as another column took the GPU model (a bulk offer file's “GPU” beside its
// “GPU Model”), whose values are whole counts of 1 to 16, is the GPUs of one
// machine.
func gpuCountColumn(cs colReads) {
	if !cs.has(fGPU) || cs.has(fGPUsPerNode) {
		return
	}
	for i, c := range cs {
		if c.person || c.field != "" && c.field != fIgnore || headerScores(c.header)[fGPU].score < scoreAssign {
			continue
		}
		if n, k := share(c.values, isMachineGPUCount); n > 0 && k*10 >= n*9 {
			cs.set(i, fGPUsPerNode, ruleColGPUCount, mk("import.ev.values", k, n, mk("import.ev.kind."+fGPUsPerNode)))
			return
		}
	}
}

// coversGPUs: column vals is filled on every row where column of names a
// GPU (its notes and service lines below aside).
func coversGPUs(vals, of []string) bool {
	for k, v := range of {
		if isGPUName(v) && (k >= len(vals) || strings.TrimSpace(vals[k]) == "") {
			return false
		}
	}
	return true
}

// isMachineGPUCount: v is a whole count of one machine's GPUs (1 to 16).
func isMachineGPUCount(v string) bool {
	n, err := strconv.Atoi(v)
	return err == nil && n >= 1 && n <= 16
}

// gpuOverModelColumn: a column a header names the GPU ("服务器型号") too
// few of whose values name a catalogue GPU ("浪潮 NF5688M7", a server
// model; "ZY-H200-8" among "ZY-AS-910", a product code with a card's
// letters in it, stop 52 set136/02) is not the GPU column where another column's values name catalogue GPUs
// ("8*H800 80G SXM5" under GPU配置): that column is, and the model column
// is left to the other fields (a model is spec text, never a GPU).
func gpuOverModelColumn(cs colReads) {
	i := cs.at(fGPU)
	if i < 0 || cs[i].person || cs[i].ruled {
		return
	}
	n, named := share(cs[i].values, isGPUName)
	if n == 0 || gpuColumnShare(n, named) {
		return
	}
	for j, c := range cs {
		if j == i || c.person || c.ruled || c.field != "" && c.field != fSpec && c.field != fOffer && c.field != fIgnore {
			continue
		}
		if named > 0 && !coversGPUs(c.values, cs[i].values) {
			continue // "GH200 96GB" in the model column, no configuration beside it: the model column stays, refused there
		}
		if n, gpus := share(c.values, isGPUName); gpuColumnShare(n, gpus) {
			cs.set(j, fGPU, ruleColGPUOverModel, mk("import.ev.gpu_over_model", gpus, n, cs[i].header))
			cs[j].byValues = true
			return
		}
	}
}

// specFromOfferColumn: with no machine column, an offer column under machine
// words ("规格") holding one machine's cards ("8卡 PCIe") is the spec. So is
// such a column left unread (another column took the offer) whose figures
// are, row by row, a machine's cards ("8卡 NVLink") or, on a pack's row, its
// GPU-hours ("500卡时"): a price list of instances and packs; its words with
// no figure (an API row's "输入") do not count.
func specFromOfferColumn(cs colReads) {
	if !cs.has(fGPU) || cs.has(fSpec) || cs.has(fGPUsPerNode) {
		return
	}
	isCards := func(v string) bool { sp, ok := ParseSpec(v); return ok && sp.GPU == "" && sp.GPUs != nil }
	if i := cs.at(fOffer); i >= 0 && reMachineHeader.MatchString(norm(cs[i].header)) {
		if _, plans := share(cs[i].values, func(v string) bool { _, ok := parseMode(v); return ok }); plans > 0 {
			return
		}
		n, cards := share(cs[i].values, isCards)
		if n > 0 && cards*10 >= n*8 {
			cs.set(i, fSpec, ruleColOfferSpec, mk("import.ev.offer_is_spec", cs[i].header, cards, n))
		}
		return
	}
	for i, c := range cs {
		if c.field != "" || c.ruled || !reMachineHeader.MatchString(norm(c.header)) {
			continue
		}
		var figures []string
		for _, v := range c.values {
			if strings.ContainsAny(v, "0123456789") {
				figures = append(figures, v)
			}
		}
		n, yes := share(figures, func(v string) bool { return isCards(v) || packHoursIn(v) > 0 })
		if _, cards := share(figures, isCards); cards >= 2 && yes*10 >= n*8 {
			cs.set(i, fSpec, ruleColOfferSpec, mk("import.ev.unread_is_spec", c.header, cards, yes-cards, n))
			return
		}
	}
}

var (
	reQtyAreCards = regexp.MustCompile(`(?i)(?:quantit(?:y|ies)|qty|数量|库存|可用量|可用数量)\s*(?:are|is|为|指|是|均为|=|:|：)?\s*(?:the\s+)?(?:total\s+)?(?:number\s+of\s+)?(?:gpus?|cards?|accelerators?|总卡数|卡数|显卡数|gpu数|gpu总数)`)
	reMachineWord = regexp.MustCompile(`(?i)台|节点|机器|服务器|主机|node|server|machine|instance|host`)
)

// qtyAreCardsByLine: a line saying the quantities count cards ("数量为总卡数")
// makes the quantity column all the cards, unless its header names machines.
func qtyAreCardsByLine(cs colReads, lines []string) {
	i := cs.at(fNodes)
	if i < 0 || cs.has(fTotalGPUs) || reMachineWord.MatchString(cs[i].header) {
		return
	}
	for _, line := range lines {
		if reQtyAreCards.MatchString(norm(line)) {
			cs.set(i, fTotalGPUs, ruleColQtyCards, mk("import.ev.qty_is_cards", strings.TrimSpace(line)))
			return
		}
	}
}

// The columns stage's GPU column known by its values: a column is the GPU
// column when most of its values name catalogue GPUs, or, in a tariff or a
// project quote where GPU lines stand among rack, bandwidth, storage and
// service lines, when at least three of its values and half of them do
// (the other lines are not offers of GPU time and are left unread).

// gpuColumnShare: of n filled values, gpus name a catalogue GPU, enough
// for the column to be the GPU column.
func gpuColumnShare(n, gpus int) bool {
	return n >= 1 && gpus*10 >= n*7 || gpus >= 3 && gpus*2 >= n
}

// offerHeader: the header names what is offered among other things
// ("规格说明" is a spec as much as a note), so its GPU names may make it
// the GPU column.
func offerHeader(h string) bool { return headerScores(h)[fOffer].score >= scoreAssign }

// A chip's or server's maker never sells the card: a column the header
// words give the vendor (厂商, 供应商) whose every stated value is a maker
// (NVIDIA, 华为昇腾, 海光, 浪潮: words/columns.tsv column_maker) says who
// made the card. It is held out as text, and the seller is read where the
// file names it (its title, its sign-off), or the row is refused as one
// naming no vendor. A header naming the maker (芯片厂商, 品牌) is a synonym
// row of its own (words/header_synonyms.tsv).
func makerColumn(cs colReads) {
	for i, c := range cs {
		if c.field != fVendor || c.person {
			continue
		}
		if n, makers := shareStated(c.values, isMaker); n > 0 && makers == n {
			cs.set(i, fIgnore, ruleColMaker, mk("import.ev.maker_column", c.header))
		}
	}
}

var makerWords = wordSet("column_maker")

// percentRateColumns: a column the header words give a price whose every
// stated value is a percentage ("2%", "3%" under 买家服务费率, 服务费率) is a
// rate of the price, never a price: held out as text, so its cells are
// neither stored nor refused one by one.
func percentRateColumns(cs colReads) {
	for i, c := range cs {
		if c.field != fPrice || c.person {
			continue
		}
		n, pct := shareStated(c.values, func(v string) bool {
			v = strings.TrimSpace(v)
			return strings.HasSuffix(v, "%") || strings.HasSuffix(v, "％")
		})
		if n >= 2 && pct == n {
			cs.set(i, fIgnore, ruleColPercentRate, mk("import.ev.percent_rate", c.header, pct))
		}
	}
}

// unitOfCompanies: 报价单位 is the price's unit in one file and the quoting
// party (a bid summary's organisation) in another. A column the header
// words give the unit whose every stated value names a registered company
// ("雅安川西数据港有限公司") and none a unit is the party: the vendor column
// where no other column is, else held out as text (the values outweigh the
// header word they contradict).
func unitOfCompanies(cs colReads) {
	for i, c := range cs {
		if c.field != fUnit || c.person {
			continue
		}
		n, companies := shareStated(c.values, func(v string) bool {
			return reCompany.MatchString(strings.TrimSpace(v)) && parseHint(v).period == "" && parseHint(v).basis == ""
		})
		if n < 2 || companies != n {
			continue
		}
		why := mk("import.ev.unit_of_companies", c.header, companies)
		if cs.has(fVendor) {
			cs.set(i, fIgnore, ruleColUnitCompany, why)
		} else {
			cs.set(i, fVendor, ruleColUnitCompany, why)
		}
	}
}

// A listing export names both the marketplace (平台: 闲鱼, 淘宝) and the
// shop or seller on it (店铺/卖家): the seller sells, the marketplace only
// lists. Where a column taken for the vendor is headed by a marketplace
// word (words/columns.tsv column_platform_header) and another column's
// header, or a part of it between slashes, is a seller word
// (column_seller_header), the seller's column is the vendor and the
// marketplace's is held out.
func sellerOverPlatform(cs colReads) {
	v := cs.at(fVendor)
	if v < 0 || cs[v].person || !platformHeaders[headerKey(cs[v].header)] {
		return
	}
	for i, c := range cs {
		if i == v || c.person || c.field != "" && c.field != fIgnore && c.field != fNotes {
			continue
		}
		for _, part := range strings.FieldsFunc(norm(c.header), func(r rune) bool { return strings.ContainsRune("/／、|", r) }) {
			if sellerHeaders[headerKey(part)] {
				why := mk("import.ev.seller_over_platform", c.header, cs[v].header)
				cs.set(v, fIgnore, ruleColSeller, why)
				cs.set(i, fVendor, ruleColSeller, why)
				return
			}
		}
	}
}

var platformHeaders, sellerHeaders = wordSet("column_platform_header"), wordSet("column_seller_header")

// isMaker: the cell names only makers ("NVIDIA", "华为/昇腾").
func isMaker(v string) bool {
	parts := strings.FieldsFunc(norm(v), func(r rune) bool { return strings.ContainsRune("/、,，+&", r) })
	for _, p := range parts {
		if !makerWords[compact(p)] {
			return false
		}
	}
	return len(parts) > 0
}

// The card's memory and its form factor may stand in two columns (显存
// 80GB beside 形态 PCIe): both are the GPU's form beside its name, and the
// row reads them together, so "A800" with 80GB and PCIe is the PCIe card,
// not the SXM one a bare A800 is assumed to be. A second column headed by a
// form word (words/header_synonyms.tsv gpu_form) that no header took (its
// values alone may read as links: PCIe, SXM), one of whose values names a
// form, joins the first.
func formColumns(cs colReads) {
	first := cs.at(fGPUForm)
	if first < 0 {
		return
	}
	for i, c := range cs {
		if c.field != "" && !c.byValues || c.person || c.ruled || synonymIndex[headerKey(c.header)] != fGPUForm {
			continue
		}
		if _, forms := share(c.values, func(v string) bool { return reGPUForm.MatchString(compact(norm(v))) }); forms == 0 {
			continue
		}
		why := mk("import.ev.form_pair", cs[first].header, c.header)
		cs.set(first, fGPUForm, ruleColFormPair, why)
		cs.set(i, fGPUForm, ruleColFormPair, why)
		return
	}
}

// gpuColumnRoles: whose model a GPU column's header says it names
// (words/header_words.tsv gpu_column_role): requested or offered.
var gpuColumnRoles = wordRows("gpu_column_role")

// gpuColumnRole is the role of the first gpu_column_role word the header
// holds; "" for none.
func gpuColumnRole(h string) string {
	low := norm(h)
	for _, r := range gpuColumnRoles {
		if holdsWord(low, r[0]) {
			return r[1]
		}
	}
	return ""
}

// offeredGPUColumn: on an RFQ the seller filled in, the GPU column the
// header says the buyer asked for (需求型号) and another whose header says
// the seller answers with (响应型号), its values mostly GPU names: the
// answer is the offer's GPU and the asked-for model is read as nothing
// (stop 47, set119/04: "H800 SXM 80G" asked, "A800 SXM 80G" offered at
// 33,800). A requested column alone stays the GPU.
func offeredGPUColumn(cs colReads) {
	g := cs.at(fGPU)
	if g < 0 {
		g = cs.at(fSpec)
	}
	for j, c := range cs { // 可替代型号, Alternate GPU, 原需求 beside the row's GPU: no second naming of the offer's card
		if j == g || g < 0 || c.person || c.field != fSpec && c.field != fGPU && c.field != "" {
			continue
		}
		switch role := gpuColumnRole(c.header); {
		case role == "alternate" && cs.namesGPUs(j):
			cs.set(j, fIgnore, ruleColAltGPU, mk("import.ev.gpu_alternate_column", c.header, cs[g].header))
			cs[j].altGPU = true
		case role == "requested" && c.field == fSpec && cs.namesGPUs(j):
			cs.set(j, fIgnore, ruleColOfferedGPU, mk("import.ev.gpu_requested", c.header, cs[g].header))
		}
	}
	if g < 0 || cs[g].person || gpuColumnRole(cs[g].header) != "requested" {
		return
	}
	for j, c := range cs {
		if j == g || c.person || gpuColumnRole(c.header) != "offered" {
			continue
		}
		if c.field == fSpec && cs.namesGPUs(j) {
			// "供应商方案（型号/配置）" of "8台×8卡 H800 SXM5 80G，NVLink": the seller's machine, its GPU read from
			// the spec; the requested model is the buyer's (stop 48, set121/08)
			cs.set(g, fIgnore, ruleColOfferedGPU, mk("import.ev.gpu_requested", cs[g].header, c.header))
			return
		}
		if c.field != "" && c.field != fIgnore || headerScores(c.header)[fGPU].score < scoreAssign {
			continue
		}
		if n, gpus := share(c.values, isGPUName); n == 0 || 2*gpus < n {
			continue
		}
		cs.set(j, fGPU, ruleColOfferedGPU, mk("import.ev.gpu_offered", c.header, cs[g].header))
		cs.set(g, fIgnore, ruleColOfferedGPU, mk("import.ev.gpu_requested", cs[g].header, c.header))
		return
	}
}

// namesGPUs: most of column j's stated values (a dash states none) name a GPU.
func (cs colReads) namesGPUs(j int) bool {
	vals := slices.DeleteFunc(slices.Clone(cs[j].values), isDashOnly)
	n, gpus := share(vals, func(v string) bool { return isGPUName(v) || len(gpuSpans(narrow(v))) > 0 })
	return n > 0 && 2*gpus >= n
}

// A row may pair two GPUs, each with its price (a 国产替代 sheet: 原方案型号
// A800 | 原方案单价 6.80 | 替代方案型号 昇腾910B2 | 替代方案单价 5.60): the
// second model column is not the offer's name but the GPU of the prices to
// its right, and each pair is read as its own quote (tableread.go
// gpuPairs). It is a column right of the GPU column, a price column between
// them and another right of it, whose header names a GPU model (型号) and
// whose values name GPUs (one from the catalogue at least) and are no
// numbers.
func gpuPairColumn(cs colReads) {
	g, field := cs.at(fGPU), fGPU
	if g < 0 { // 主选配置 "8×H800 SXM5 80G" | 主选单价 | 备选配置 "8×H100 SXM5 80G" | 备选单价: the GPU in a spec column (stop 47, set119/03)
		g, field = cs.at(fSpec), fSpec
	}
	if g < 0 {
		return
	}
	priceIn := func(from, to int) bool {
		return slices.ContainsFunc(cs[from:to], func(c colRead) bool { return c.field == fPrice })
	}
	for j := g + 1; j < len(cs); j++ {
		c := cs[j]
		if c.person || c.field == fPrice || headerScores(c.header)[field].score < scoreAssign || !priceIn(g+1, j) || !priceIn(j+1, len(cs)) {
			continue
		}
		_, gpus := share(c.values, isGPUName)
		if _, numbers := share(c.values, func(v string) bool { _, err := ParseCount(v); return err == nil }); gpus == 0 || numbers > 0 {
			continue
		}
		cs.set(j, fIgnore, ruleColGPUPair, mk("import.ev.gpu_pair", c.header, cs[g].header))
		cs[j].pairGPU = true
		return
	}
}

// otherMoneyWords: words/columns.tsv column_other_money read a CJK word
// anywhere, an ASCII one whole ("IP" in 公网IP费, never in "Description").
var otherMoneyWords = priceStateWords{rows: wordRows("column_other_money"), seen: &memo[string, [2]string]{}}

// otherMoneyHeader: the header names money that is not the GPU's rent (押金, 存储费).
func otherMoneyHeader(h string) bool {
	_, w := otherMoneyWords.in(h)
	return w != ""
}
