package quotes

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"computecheck/msg"
)

// The columns stage decides here, once, what each column holds. Every
// column is scored for every field from its header words and the values
// under it together (match.go: a header word its values clearly contradict
// loses). The table's own evidence then weighs each column against the
// rest, on that first reading: a column of GPU names in a table with no
// GPU column is the GPU column whatever its header says (机型, SKU), a void
// or superseded price version is text, a sheet line says what the
// quantities count. What a rule finds stands above every score, and one
// greedy assignment, best score first, gives each column at most one field
// and each single field at most one column. Each rule has an id, and a
// column it moves keeps what it overruled. The person's mapping
// (ReadOptions.Columns: the preview's "set column", --map) is final: taken
// as it is, above all, and no rule touches it. Nothing after this function
// gives a column another field.

// Rule ids of the columns stage (ColumnInfo.Rule; a synonym row's own id,
// H0001…, where a header synonym decided, and C-HDR-… where header words
// with no synonym row did: match.go).
const (
	ruleColPerson      = "C-PERSON"        // the person set the column
	ruleColHeader      = "C-HEADER"        // header words with no synonym row (price words, units, totals)
	ruleColValues      = "C-VALUES"        // the values alone
	ruleColPlanUnit    = "C-PLAN-UNIT"     // plans under a unit header beside a column of units
	ruleColStalePrice  = "C-PRICE-STALE"   // a price column marked void or old
	ruleColVersion     = "C-PRICE-VERSION" // versions side by side: the current one, or the one a sheet line names
	ruleColGPUByValues = "C-GPU-VALUES"    // no GPU column: a column of GPU names is it
	ruleColOfferGPU    = "C-OFFER-GPU"     // an offer column of GPU names, no GPU column
	ruleColOfferSpec   = "C-OFFER-SPEC"    // an offer column under machine words holding one machine's cards
	ruleColQtyCards    = "C-QTY-CARDS"     // a sheet line says the quantities count cards
	ruleColPriceValues = "C-PRICE-VALUES"  // a column of prices for the rows' GPUs, named by a region or tier (columns_pricevalues.go)
)

// colRead is the columns stage's reading of one column.
type colRead struct {
	header string // the file's header text
	values []string
	person bool
	fieldScore
	ruled     bool // a table rule weighed it against the rest of the table
	overruled int  // evidence entries the rule overruled
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

// set gives column i field f by a table rule: more of the same reading
// when it has f already; never a column the person set.
func (cs colReads) set(i int, f, rule string, why msg.Msg) {
	c := &cs[i]
	if c.person {
		return
	}
	if c.field != f {
		c.field, c.rule, c.overruled = f, rule, len(c.evidence)
	}
	c.ruled, c.evidence = true, append(c.evidence, why)
}

// decideColumns reads the columns of one table: headers are the texts the
// matcher scores (a sub-header folded in), raw the file's header texts,
// values the first data rows of each column, fixed the person's fields by
// column, lines the sheet's title and note lines. It returns each
// column's reading and the price versions left for review or settled by a
// line (nil when the table has none).
func decideColumns(headers, raw []string, values [][]string, fixed map[int]string, lines []string) (colReads, *priceVersions) {
	cs := make(colReads, len(headers))
	for c, s := range assign(headers, values, fixed) {
		_, person := fixed[c]
		cs[c] = colRead{header: raw[c], values: values[c], person: person, fieldScore: s}
	}
	planBesideUnit(cs)
	unitStatingBasis(cs) // columns_unit_basis.go
	volumeBandColumn(cs) // columns_volume_band.go
	versions := currentPrice(cs, lines)
	gpuFromValues(cs)
	specFromOfferColumn(cs)
	qtyAreCardsByLine(cs, lines)
	ruled := map[int]colRead{}
	for i, c := range cs {
		if c.ruled {
			ruled[i] = c
		}
	}
	if len(ruled) > 0 {
		for c, s := range assignWith(headers, values, fixed, ruled) {
			if _, ok := ruled[c]; !ok {
				cs[c].fieldScore = s
			}
		}
	}
	for i, c := range cs {
		if c.field != "" || c.ruled {
			cs[i].evidence = append(c.evidence, mk("import.ev.rule", c.rule))
		}
	}
	return cs, versions
}

// assign gives each column at most one field and each single field at
// most one column, best score first; a field the person set is taken as
// it is.
func assign(headers []string, values [][]string, fixed map[int]string) []fieldScore {
	return assignWith(headers, values, fixed, nil)
}

// assignWith is assign with the readings the table rules gave (ruled),
// which stand above every score but the person's.
func assignWith(headers []string, values [][]string, fixed map[int]string, ruled map[int]colRead) []fieldScore {
	type cand struct {
		col int
		fieldScore
	}
	var cands []cand
	out := make([]fieldScore, len(headers))
	taken := map[string]bool{}
	for c, h := range headers {
		if f, ok := fixed[c]; ok {
			out[c] = fieldScore{field: f, score: 100, evidence: []msg.Msg{mk("import.ev.user")}, rule: ruleColPerson}
			taken[f] = f != "" && !multiColumn[f]
			continue
		}
		if r, ok := ruled[c]; ok {
			out[c] = r.fieldScore
			taken[r.field] = r.field != "" && !multiColumn[r.field]
			continue
		}
		hs := headerScores(h)
		cs := cardsByHeader(h, contentScores(values[c]))
		fields := map[string]bool{}
		for f := range hs {
			fields[f] = true
		}
		for f, s := range cs {
			if need, ok := contentOnly[f]; ok && s.score >= need*contentWeight(f) {
				fields[f] = true
			}
		}
		for f := range fields {
			fs := fieldScore{field: f, byValues: true, rule: ruleColValues}
			if s, ok := hs[f]; ok {
				fs.score, fs.evidence, fs.byValues, fs.rule = s.score, s.evidence, false, s.rule
			}
			if s, ok := cs[f]; ok && f != fIgnore {
				fs.score += s.score
				fs.evidence = append(fs.evidence[:len(fs.evidence):len(fs.evidence)], s.evidence...)
			}
			// a header that names a field its values contradict loses it
			if hs[f].score > 0 && len(values[c]) > 0 && contradicts(f, cs, h) {
				fs.score -= 6
			}
			if fs.score >= scoreAssign {
				cands = append(cands, cand{c, fs})
			}
		}
	}
	sort.SliceStable(cands, func(i, j int) bool {
		a, b := cands[i], cands[j]
		if a.score != b.score {
			return a.score > b.score
		}
		if a.col != b.col {
			return a.col < b.col
		}
		return a.field < b.field
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

func isGPUName(v string) bool { _, ok := matchGPU(v); return ok }

// planBesideUnit: two columns whose headers both name the unit ("计费方式"
// and "计价单位", "Billing" and "Per"), the one taken holding only plans
// (包月, 按量, Hourly) and the other left unread holding units: the plans
// are the billing mode and the other column the unit, so neither is lost.
func planBesideUnit(cs colReads) {
	plan, unit := -1, -1
	for i, c := range cs {
		switch {
		case c.field == fMode:
			return
		case c.person || c.header == "" && c.field == "":
		case c.field == fUnit && allPlans(c.values):
			plan = i
		case c.field == "" && unit < 0 && headerScores(c.header)[fUnit].score > 0 && allUnits(c.values):
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

// allPlans: every filled value is a plan word (包月, 按量, Hourly) and
// nothing more ("元/台/月" names more than a plan).
func allPlans(vals []string) bool {
	n, yes := share(vals, func(v string) bool {
		_, ok := parseMode(v)
		h := parseHint(v)
		return ok && h.basis == "" && h.currency == ""
	})
	return n > 0 && yes == n
}

// allUnits: every filled value names a basis or a period (元/台/月,
// "server", "per GPU") and none is a bare plan or a number.
func allUnits(vals []string) bool {
	n, yes := share(vals, func(v string) bool {
		h := parseHint(v)
		return (h.basis != "" || h.period != "") && !reNumber.MatchString(v) && !allPlans([]string{v})
	})
	return n > 0 && yes == n
}

var (
	reStaleHeader = regexp.MustCompile(`已作废|作废|旧价|过期价|已失效|失效价|(?i)\bvoid\b|\bwithdrawn\b|\bsuperseded\b|\bobsolete\b|\bold\b|\bexpired\b`)
	reVersionHdr  = regexp.MustCompile(`(?i)(?:^|[^a-z])v\s*\d(?:$|[^a-z0-9])|版本\s*\d|第\s*[一二三四五\d]\s*[版轮]|首轮|初版|二轮|三轮|议价|终版|最终|定稿|\bfinal\b|\brevised\b|\brev\.?\s*\d|最新|现行`)
	reCurrentHdr  = regexp.MustCompile(`(?i)终版|最终|定稿|\bfinal\b|最新|现行|\bcurrent\b`)
	// reVersionRule: a line saying which version counts ("以终版为准",
	// "以v2报价为准", "the final column prevails", "only v3 applies").
	reVersionRule = regexp.MustCompile(`以\s*([^，,。；;：:]{1,12}?)\s*(?:报价|价格|价|版本|列)?\s*为准|(?i)only\s+(?:the\s+)?([a-z0-9 ]{1,16}?)\s+(?:column\s+|prices?\s+)?(?:counts|applies|is valid)|(?i)(?:the\s+)?([a-z0-9 ]{1,16}?)\s+(?:column\s+|prices?\s+)?(?:prevails|governs)`)
)

// currentPrice keeps the price field on the current price column only: a
// column marked void or old ("原价(已作废)", "Old rate") stays text, and of
// versions side by side ("v1 首轮", "v2 议价", "终版 Final") the one marked
// current, or the one a sheet line names ("以v2为准"), is the price. It
// returns versions none of which is settled (their quotes wait for
// review) or the line that settled them; cols index cs.
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
	current, why := oneHeader(cs, versions, reCurrentHdr.MatchString), msg.Msg{}
	var out *priceVersions
	if current < 0 {
		if current, why = versionByLine(cs, versions, lines); current < 0 {
			var names []string
			for _, i := range versions {
				names = append(names, cs[i].header)
			}
			m := mk("import.review.price_versions", strings.Join(names, "”、“"))
			return &priceVersions{cols: versions, review: &m, ev: versionEvidence(names, "", "price_version.review")}
		}
		var names []string
		for _, i := range versions {
			names = append(names, cs[i].header)
		}
		// every quote says which line chose, and the trace the line and
		// the versions it overruled
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

// oneHeader is the one column of cols whose folded header says yes, -1 for
// none or more than one.
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

// versionByLine reads the sheet's lines for which version counts: the one
// whose header holds the words the line names, and only one.
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

// gpuFromValues: a table the words gave no GPU column. With no machine
// column either, the first column of GPU names that is no other field
// ("SKU" over "H100 SXM5 80GB") is the GPU; otherwise an offer column
// ("机型", "Product") of GPU names is, unless a machine column names the
// GPU already. The offer name stays unknown rather than the file refused.
func gpuFromValues(cs colReads) {
	if cs.has(fGPU) {
		return
	}
	if !cs.has(fSpec) {
		for i, c := range cs {
			if c.person || c.field != fOffer && c.field != "" && c.field != fIgnore || c.header == "" && c.field == "" {
				continue
			}
			if n, gpus := share(c.values, isGPUName); n >= 1 && gpus*10 >= n*7 {
				cs.set(i, fGPU, ruleColGPUByValues, mk("import.ev.values", gpus, n, mk("import.ev.kind."+fGPU)))
				cs[i].byValues = true
				return
			}
		}
	} else if s := cs.at(fSpec); s >= 0 {
		if _, named := share(cs[s].values, func(v string) bool { sp, _ := ParseSpec(v); return sp.GPU != "" }); named > 0 {
			return
		}
	}
	if i := cs.at(fOffer); i >= 0 {
		if n, gpus := share(cs[i].values, isGPUName); n > 0 && gpus*10 >= n*7 {
			cs.set(i, fGPU, ruleColOfferGPU, mk("import.ev.offer_is_gpu", cs[i].header, gpus, n))
		}
	}
}

// specFromOfferColumn: a table with a GPU column and no machine column
// whose offer column is headed with machine words ("规格", "配置") and holds
// one machine's cards ("8卡", "8卡 PCIe", "单卡") reads it as the machine
// spec, so the cards per machine and the link come out of it.
func specFromOfferColumn(cs colReads) {
	i := cs.at(fOffer)
	if !cs.has(fGPU) || cs.has(fSpec) || cs.has(fGPUsPerNode) || i < 0 || !reMachineHeader.MatchString(norm(cs[i].header)) {
		return
	}
	if _, plans := share(cs[i].values, func(v string) bool { _, ok := parseMode(v); return ok }); plans > 0 {
		return
	}
	n, cards := share(cs[i].values, func(v string) bool { sp, ok := ParseSpec(v); return ok && sp.GPU == "" && sp.GPUs != nil })
	if n > 0 && cards*10 >= n*8 {
		cs.set(i, fSpec, ruleColOfferSpec, mk("import.ev.offer_is_spec", cs[i].header, cards, n))
	}
}

var (
	reQtyAreCards = regexp.MustCompile(`(?i)(?:quantit(?:y|ies)|qty|数量|库存|可用量|可用数量)\s*(?:are|is|为|指|是|均为|=|:|：)?\s*(?:the\s+)?(?:total\s+)?(?:number\s+of\s+)?(?:gpus?|cards?|accelerators?|总卡数|卡数|显卡数|gpu数|gpu总数)`)
	reMachineWord = regexp.MustCompile(`(?i)台|节点|机器|服务器|主机|node|server|machine|instance|host`)
)

// qtyAreCardsByLine: a sheet that says its quantities count cards
// ("Quantities are total GPUs available", "数量为总卡数") has its quantity
// column read as all the cards, unless that column's header names machines.
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
