package quotes

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The count extractor: cells stating one machine's GPUs ("8卡机",
// "gpu-4x-a100") or the cards offered ("16卡"), candidates for resolve_gpus.go.

// countRule: the count is re's first group that matched; rule is its id.
type countRule struct {
	rule string
	re   *regexp.Regexp
}

// find is the count c reads in s, 0 outside 1..maxGPUsPerNode; loc and m
// are where and what matched.
func (c countRule) find(s string) (n int, loc []int, m []string) {
	loc = c.re.FindStringSubmatchIndex(s)
	if loc == nil {
		return 0, nil, nil
	}
	m = make([]string, len(loc)/2)
	for k := range m {
		if loc[2*k] >= 0 {
			m[k] = s[loc[2*k]:loc[2*k+1]]
		}
	}
	for _, g := range m[1:] {
		if g != "" {
			if v, err := strconv.Atoi(g); err == nil && v >= 1 && v <= maxGPUsPerNode {
				return v, loc, m
			}
			break
		}
	}
	return 0, loc, m
}

var (
	// a machine-kind cell ("8卡机", "8-GPU server", "4张一台"): one machine's
	// cards; its machine words are words/locate.tsv group_machine_word, as
	// countPlanCell's
	countMachineKind = countRule{"count.machine_kind", regexp.MustCompile(`^(\d{1,2})(?:卡|张|块|片|gpus?|cards?|x|-gpus?|-cards?)(?:/|每|per|-|一)?` + wordAlternation("group_machine_word", "yes") + `$`)}
	// a plan or model cell or a group label naming one machine's cards
	// ("8卡整机", "8卡机型", "8-GPU nodes"): its machine words are
	// words/locate.tsv group_machine_word (TE0015); 块 only with 卡 ("8块卡"):
	// "8块/台" is 8 yuan a machine (C0026, review merged41 3)
	countPlanCell = countRule{"count.plan_cell", regexp.MustCompile(`^(?:整机|单机|每台|整台|单台)?\s*(\d{1,2})\s*-?\s*(?:卡|张|块卡|gpus?|cards?|x|×)\s*` + wordAlternation("group_machine_word", "yes") + `?$`)}
	// an instance name's count ("gpu-4x-a100"); a size ("24xlarge") is none
	countCodes = []countRule{
		{"count.code_times", regexp.MustCompile(`(?i)(?:^|[^a-z0-9.])(\d{1,2})\s*[x×](?:[-_. /]|$)`)},
		{"count.code_gpus", regexp.MustCompile(`(?i)(?:^|[^a-z0-9.])(\d{1,2})[-_ ]?(?:gpus?|cards?)(?:[^a-z]|$)`)},
	}
)

// a note stating one machine's cards ("8卡/台", "8张一台", "8 GPUs per node",
// "每节点8卡"); a count of cards alone ("8卡起租") is none
var countNotes = []countRule{
	{"count.note_per_machine", regexp.MustCompile(`(?:^|[^\d.])(\d{1,2})\s*(?:卡|张|块|x|×|-?gpus?|-?cards?)\s*(?:/|每|per|each|a|一)\s*(?:台|节点|服务器|机器|(?:node|server|machine|host|box)(?:[^a-z]|$))`)},
	{"count.note_machine_first", regexp.MustCompile(`(?:每|单)(?:台|节点|服务器|机)\s*(\d{1,2})\s*(?:卡|张|块|gpus?(?:[^a-z]|$)|cards?(?:[^a-z]|$))`)},
}

var reNotePartSplit = regexp.MustCompile(`[，,；;。、|｜\n]+`)

// notesMachineCards is the cards of one machine a part of a notes cell
// states, with the part and the rule that read it.
func notesMachineCards(text string) (n int, part, rule string) {
	if !strings.ContainsAny(text, "0123456789０１２３４５６７８９") {
		return 0, "", "" // every rule reads a figure ("价格含税": none)
	}
	for _, seg := range reNotePartSplit.Split(narrow(text), -1) {
		low := strings.ToLower(strings.TrimSpace(seg))
		if minimumRent(low) {
			continue // "最少8卡/台起租": a minimum to rent, not the machine
		}
		for _, c := range countNotes {
			if n, _, _ := c.find(low); n > 0 {
				return n, strings.TrimSpace(seg), c.rule
			}
		}
	}
	return 0, "", ""
}

// minimumRent: a part of a note stating a minimum to rent ("最少8卡/台起租"),
// whose count is no machine's size.
func minimumRent(part string) bool { return strings.Contains(part, "起租") }

// withoutMinimumRent is text without its parts stating a minimum to rent.
func withoutMinimumRent(text string) string {
	var keep []string
	for _, seg := range reNotePartSplit.Split(narrow(text), -1) {
		if !minimumRent(strings.ToLower(seg)) {
			keep = append(keep, seg)
		}
	}
	return strings.Join(keep, "，")
}

func cardsPerMachine(s string) (int, bool) {
	n, loc, _ := countMachineKind.find(compact(norm(s)))
	if loc == nil {
		return singleCardMachine(s)
	}
	return n, n > 0
}

// reCardsOnly: a count of cards that names no machine ("16卡", "8 GPUs").
var reCardsOnly = regexp.MustCompile(`^\d{1,5}(?:卡|张|块|片|gpus?|cards?)$`)

// cardsByHeader: card counts ("16卡") under a header that does not name the
// machine (数量, Qty) count all the cards offered.
func cardsByHeader(h string, cs map[string]fieldScore) map[string]fieldScore {
	share := cs["cardsOnly"].score // 1 x the share of values
	if share < 0.8 || containsWord(norm(h), "machine_header_word") || reGPNHeader.MatchString(norm(h)) {
		return cs
	}
	delete(cs, fGPUsPerNode)
	cs[fTotalGPUs] = fieldScore{field: fTotalGPUs, score: 6 * share, evidence: cs["cardsOnly"].evidence}
	return cs
}

// subHeaderText: under a group header naming the machine ("机器规格" over
// 每台卡数, "整机配置" over GPU数量) a sub-header naming another field (not
// a price) is matched alone: each sub-column is one part of the machine,
// so a count there is the count the sub-header names (GPUs in the box),
// not the machines the group word with a bare 数量 would read as. Under
// a form's sub-form (subformGroup: 报价明细, 子表单1) every sub-header is
// matched alone, a price's too: the group is the sub-form's name.
func subHeaderText(text, sub string) string {
	if sub == "" || text == sub || !strings.HasSuffix(text, sub) {
		return text
	}
	group := strings.TrimSpace(strings.TrimSuffix(text, sub))
	if subformGroup(group) {
		return sub // "报价明细" over "台数": a form's sub-form named over its own columns (FO0001)
	}
	if matchHeader(group) == fPrice && termSubHeader(sub) && matchHeader(text) == "" {
		return group // "迁移专享价" over "签约3个月": the group names the price, the sub-header its tier (layout.go)
	}
	if !reMachineHeader.MatchString(norm(group)) {
		return text
	}
	if i, ok := synonymAt[headerKey(sub)]; ok && synonyms[i].field != fPrice && synonyms[i].field != fIgnore {
		return sub // the sub-header is a known name on its own (GPU数量, 在库台数)
	}
	own := matchHeader(sub)
	combined := matchHeader(text)
	if own == "" || own == fPrice || combined == fPrice || own == combined || matchHeader(group) != combined {
		return text // the sub-header changes what the group says
	}
	return sub
}

// termSubHeader: a sub-header that is a plan or a term alone ("包年",
// "签约3个月", "租期 12个月": words/columns.tsv term_tier_lead).
func termSubHeader(sub string) bool {
	if _, ok := parseMode(sub); ok {
		return true
	}
	m, rest, ok := tierInHeader(sub)
	return ok && m.term != nil && (rest == "" || termTierLead[strings.ToLower(rest)])
}

// subformGroup: a group header a form tool writes over a sub-form's
// columns ends in a word of words/columns.tsv subform_group (报价明细,
// 子表单1, Line items), trailing digits left out; an ASCII word whole.
func subformGroup(top string) bool {
	k := strings.TrimRight(strings.TrimSpace(norm(top)), "0123456789 ")
	for _, r := range wordRows("subform_group") {
		w := r[0]
		if strings.HasSuffix(k, w) && (w[0] >= 0x80 || len(k) == len(w) || k[len(k)-len(w)-1] == ' ') {
			return true
		}
	}
	return false
}

// offerGPUCount is the GPUs an offer name states ("4x A100", "gpu-4x-a100").
func offerGPUCount(text string) int {
	if n := gpuTextCount(text); n > 0 {
		return n
	}
	for _, c := range countCodes {
		if n, _, _ := c.find(text); n >= 1 && n <= 16 {
			return n
		}
	}
	return 0
}

// offerCardCount is the cards of one machine a plan cell or an offer title
// names: a count ("8卡整机"), or a word of one card, alone or naming the
// machine, after the model and before the plan words ("H20 单卡", "RTX 3090
// 单卡 按天", "4090 单卡容器 按量计费": words/rows.tsv single_card_word and
// single_card_machine).
func offerCardCount(text string) int {
	low := strings.ToLower(strings.TrimSpace(cnCounts(narrow(text))))
	if utf8.RuneCountInString(low) > 24 {
		return 0
	}
	n, _, _ := countPlanCell.find(low)
	if n != 0 {
		return n
	}
	fs := strings.Fields(low)
	for i := 1; i < len(fs); i++ {
		if _, one := singleCardMachine(fs[i]); (one || slices.Contains(singleCardWord, fs[i])) && namesGPU(strings.Join(fs[:i], " ")) {
			return 1
		}
	}
	return 0
}

// titleSingleCard: a listing's title names a machine of one card after
// the model, as a word of its own ("RTX4090 24G 单卡云主机 按天", "L40S 48G
// 单卡 包周560元"): a single_card_word with a single_card_machine word right
// after it (words/rows.tsv), or alone in a title that names how it is
// rented (a plan word: "单卡 按小时计费"), the words before it naming a GPU.
// "L20 48G 单卡" alone may be the unit cards are let in, not a machine.
func titleSingleCard(text string) bool {
	fs := strings.Fields(strings.ToLower(narrow(text)))
	_, rented := findMode(text)
	rented = rented || parseHint(text).period != ""
	for i := 1; i < len(fs); i++ {
		for _, w := range singleCardWord {
			if rest, ok := strings.CutPrefix(fs[i], w); ok && (rest == "" && rented || singleCardMachineWord[rest]) && namesGPU(strings.Join(fs[:i], " ")) {
				return true
			}
		}
	}
	return false
}

var gpuCountMemo memo[string, int]

// gpuTextCount is the count a GPU cell names with its model ("8x H100").
func gpuTextCount(text string) int {
	if text == "" {
		return 0
	}
	return remember(&gpuCountMemo, text, func(text string) int {
		if sp, ok := ParseSpec(text); ok && sp.GPUs != nil && sp.GPU != "" {
			return *sp.GPUs
		}
		return 0
	})
}

// machinesCounted: values naming machines ("6台") count machines whatever
// the header says.
func machinesCounted(cs map[string]fieldScore) bool {
	return cs[fNodes].score >= 4
}

// reCardsAndMachines: "48卡（6台）", "6台(48卡)", "48 GPUs (6 nodes)".
var reCardsAndMachines = regexp.MustCompile(`(?i)^\s*(?:(\d+)\s*(?:卡|张|gpus?|cards?)\s*[(（]\s*(\d+)\s*(?:台|节点|nodes?|servers?|machines?)\s*[)）]|(\d+)\s*(?:台|节点|nodes?|servers?|machines?)\s*[(（]\s*(\d+)\s*(?:卡|张|gpus?|cards?)\s*[)）])\s*$`)

// reCardsTimesMachines: one machine's cards times the machines ("8卡×3台",
// "3台×8卡", "8 GPUs x 2 nodes"): a cell stating both counts of an offer.
var reCardsTimesMachines = regexp.MustCompile(`(?i)^\s*(?:(\d{1,2})\s*(?:卡|张|块|gpus?|cards?)\s*[×xX*✕]\s*(\d{1,4})\s*(?:台|节点|nodes?|servers?|machines?)|(\d{1,4})\s*(?:台|节点|nodes?|servers?|machines?)\s*[×xX*✕]\s*(\d{1,2})\s*(?:卡|张|块|gpus?|cards?))\s*$`)

// cardsTimesMachines reads such a cell: the cards of one machine and the
// machines; ok false for any other cell or a count out of range.
func cardsTimesMachines(s string) (cards, machines int, ok bool) {
	if !strings.ContainsAny(s, "×xX*✕＊Ｘｘ") {
		return 0, 0, false
	}
	cards, machines, ok = cardsAndMachinesOf(reCardsTimesMachines, s)
	return cards, machines, ok && cards >= 1 && cards <= maxGPUsPerNode && machines >= 1 && machines <= maxNodes
}

func machinesBesideCards(s string) (machines, cards int, ok bool) {
	cards, machines, ok = cardsAndMachinesOf(reCardsAndMachines, s)
	return machines, cards, ok && machines > 0 && cards > 0
}

// cardsAndMachinesOf reads a regexp of two alternatives, cards then
// machines (groups 1, 2) or machines then cards (groups 3, 4).
func cardsAndMachinesOf(re *regexp.Regexp, s string) (cards, machines int, ok bool) {
	m := re.FindStringSubmatch(narrow(s))
	if m == nil {
		return 0, 0, false
	}
	if m[1] != "" {
		cards, _ = strconv.Atoi(m[1])
		machines, _ = strconv.Atoi(m[2])
	} else {
		machines, _ = strconv.Atoi(m[3])
		cards, _ = strconv.Atoi(m[4])
	}
	return cards, machines, true
}

// The count extractor's "as used": a contract annex or purchase line gives
// no quantity for a pay-as-you-go item ("数量：按实际用量"). The cell states
// no machine count: it is read as blank (unknown), never refused as a
// number that is not whole. The words are as_used_count of
// words/procure.tsv, matched as the whole cell.

var asUsedWords = wordSet("as_used_count")

// asUsedCounts blanks row r's count cells that say "as used".
func asUsedCounts(r *rowIn) {
	for _, f := range []string{fNodes, fTotalGPUs} {
		c, ok := r.cells[f]
		if ok && asUsedWords[norm(strings.TrimSpace(c.text))] {
			c.text = ""
			r.cells[f] = c
		}
	}
}

// A count cell of words ("充足", "剩余3台", "现货 16 卡") is no count as
// written: where the words state one figure with its measure, that figure
// is what they count (machines or cards); else they state none.

// wordsCount is what a count cell of words states.
type wordsCount struct {
	n        int  // 0: no count stated
	machines bool // the measure is machines ("台", "nodes")
	cards    bool // the measure is cards ("卡", "GPUs")
}

var (
	// reCountFigure: a figure not inside a code ("h20", "4090d", "a-01"),
	// with the measure after it ("3台", "16 gpus")
	reCountFigure = regexp.MustCompile(`(?:^|[^a-z0-9_.-])(\d{1,5})\s*(` + wordAlt("unit_node_zh", false) + `|` + wordAlt("unit_gpu_zh", false) + `|[a-z]+)?`)
	reLetter      = regexp.MustCompile(`\p{L}`)
	nodeMeasure   = mergeSets(wordSet("unit_node_zh"), wordSet("unit_node_en"))
	cardMeasure   = mergeSets(wordSet("unit_gpu_zh"), wordSet("unit_gpu_en"))
)

func mergeSets(a, b map[string]bool) map[string]bool {
	for k, v := range b {
		a[k] = a[k] || v
	}
	return a
}

// countInWords reads a count cell that holds words; words false where the
// cell holds none (a figure that is no whole count: "2.5" stays refused).
// A figure before "起" is a minimum ("2台起"), a second figure leaves which
// one counts unsaid, a figure inside a code ("h20") is none: none is read.
// Each quote asks of its count cells: each text read once.
func countInWords(s string) (wordsCount, bool) {
	r := remember(&wordsCountMemo, s, func(s string) (r wordsRead) {
		r.wc, r.words = readCountInWords(s)
		return r
	})
	return r.wc, r.words
}

type wordsRead struct {
	wc    wordsCount
	words bool
}

var wordsCountMemo memo[string, wordsRead]

func readCountInWords(s string) (wc wordsCount, words bool) {
	low := strings.ToLower(narrow(strings.TrimSpace(s)))
	if !reLetter.MatchString(reNumber.ReplaceAllString(low, " ")) {
		return wc, false
	}
	ms := reCountFigure.FindAllStringSubmatchIndex(low, -1)
	if len(ms) != 1 || len(reNumber.FindAllString(low, -1)) != 1 || strings.HasPrefix(strings.TrimSpace(low[ms[0][1]:]), "起") {
		return wc, true
	}
	m := ms[0]
	measure := ""
	if m[4] >= 0 {
		measure = low[m[4]:m[5]]
	}
	wc.machines, wc.cards = nodeMeasure[measure], cardMeasure[measure]
	if measure != "" && !wc.machines && !wc.cards {
		return wordsCount{}, true // "3d", "5x": a figure of something else
	}
	if n, err := strconv.Atoi(low[m[2]:m[3]]); err == nil && n >= 1 {
		wc.n = n
		return wc, true
	}
	return wordsCount{}, true
}

// A bare quantity under a measure (数量 beside 计量单位) counts what the
// measure names (words/units.tsv): 台 or 节点 count machines; 卡 or 张
// count cards, all of them, not machines (16 under 卡: the cards in all,
// warned); a measure of unit-periods (“台·月”) counts machines × periods,
// unless the row states its term in that period: then a quantity that is a
// whole number of terms is the machines over it (48 台·月 over 12个月: 4,
// warned), and one that is not cannot be machine-months over that term,
// so it counts the machines and the measure is the price's (4 台·月 over
// 服务期 12: 4 machines for 12 months, the 合价 数量 × 服务期 × 单价,
// warned). Else the cell is no count, warned (the machines are read
// elsewhere, or unknown). The unit column is the quantity's measure where
// its header says so (words/procure.tsv measure_header: 计量单位) and it
// names no money and no rate ("元/台·月", "每卡每小时": the price's unit,
// beside a count of machines).

var measureHeaders = wordsInOrder("measure_header")

// reCountTimesPeriods: a spec's count of machines or cards times a count
// of periods ("4台×10天", "8卡×10天"): the quantity it multiplies out to.
var reCountTimesPeriods = regexp.MustCompile(`(\d{1,4})\s*[台卡]\s*[×xX*]\s*(\d{1,4})\s*(?:天|日|周|小时|时|个月|月)`)

// specPeriodProduct: the row's spec multiplies a count by periods to the
// row's quantity ("4台×10天" beside 数量 40 under 台·天): the quantity
// counts machine-days, never machines (stop 49, set127/04); the count and
// the words that say so.
func specPeriodProduct(r *rowIn, qty int) (int, string, bool) {
	for _, f := range []string{fSpec, fGPU, fOffer, fNotes} {
		for _, m := range reCountTimesPeriods.FindAllStringSubmatch(narrow(r.cells[f].text), -1) {
			a, _ := strconv.Atoi(m[1])
			b, _ := strconv.Atoi(m[2])
			if a >= 1 && b >= 1 && a*b == qty {
				return a, strings.TrimSpace(m[0]), true
			}
		}
	}
	return 0, "", false
}

// unitPeriodCounts reads row r's machine-count cell by its row's measure.
func unitPeriodCounts(r *rowIn) {
	c, u := r.cells[fNodes], r.cells[fUnit]
	for h, v := range r.extra { // "数量单位 | 卡" beside the price's own unit column (计价方式 每卡每小时, stop 52 set137/08)
		if wordIn("quantity_unit_header", h) {
			u = cell{text: v, header: h}
		}
	}
	measure := strings.TrimSpace(u.text)
	if strings.TrimSpace(c.text) == "" || measure == "" || strings.ContainsAny(measure, "每/") {
		return
	}
	h := parseHint(measure)
	n, err := ParseCount(c.text)
	if h.currency != "" || h.mult != 0 || h.basis == "" || err != nil || n < 1 {
		return
	}
	if !containsAny(norm(u.header), measureHeaders) {
		if k, spec, ok := specPeriodProduct(r, n); ok && h.period != "" && !reMachineWord.MatchString(c.header) {
			qty := strings.TrimSpace(c.text)
			c.text = ""
			if h.basis == "node" {
				c.text = strconv.Itoa(k) // "4台×10天": 4 machines
			}
			r.layoutWarn = append(r.layoutWarn, mk("import.warn.quantity_spec_periods", qty, c.header, measure, spec, c.text))
			r.cells[fNodes] = c
		}
		return // a unit column no header names the quantity's measure, beside a count of machines (台数)
	}
	qty, term := strings.TrimSpace(c.text), r.cells[fMinTerm]
	if h.period == "" {
		if h.basis == "gpu" { // LX0002: “16” under 卡 is the cards in all
			if _, has := r.cells[fTotalGPUs]; !has {
				r.cells[fTotalGPUs] = c
			}
			delete(r.cells, fNodes)
			r.layoutWarn = append(r.layoutWarn, mk("import.warn.quantity_cards", qty, c.header, measure))
		}
		return
	}
	t, stated, err := columnTerm(term) // “12个月”, or 12 under 服务期（月）
	inTerms := err == nil && stated && h.basis == "node" && t.Unit == h.period && t.Value >= 1 && t.Value == float64(int(t.Value))
	switch {
	case inTerms && n%int(t.Value) == 0:
		c.text = strconv.Itoa(n / int(t.Value))
		r.layoutWarn = append(r.layoutWarn, mk("import.warn.quantity_split", qty, measure, strings.TrimSpace(term.text), c.text))
	case inTerms: // LX0003: no whole machines over the term: the quantity is the machines
		r.layoutWarn = append(r.layoutWarn, mk("import.warn.quantity_machines_over_term", qty, c.header, measure, strings.TrimSpace(term.text), term.header))
	default:
		c.text = ""
		r.layoutWarn = append(r.layoutWarn, mk("import.warn.quantity_unit_periods", qty, c.header, measure))
	}
	r.cells[fNodes] = c
}

// reSpecPunct: what parts a spec cell's words ("单卡 昇腾910B 64GB（容器）").
var reSpecPunct = regexp.MustCompile(`[，,、;；/（）()|:：·+]+`)

// specSingleCard: a spec or GPU cell that names its GPU and, as a word of
// its own, one card (words/rows.tsv single_card_word: "L20 48GB 单卡", "T4
// 单卡", "单卡 昇腾910B 64GB（容器）", "RTX4090 单卡24G"), with no count of
// cards: what is let is one card, a machine of one (resolve_gpus.go
// gpus.spec_single_card, the last source: any count elsewhere gives the value).
func specSingleCard(text string) bool {
	low := strings.ToLower(narrow(text))
	if !namesGPU(text) || reCardsInText.MatchString(low) {
		return false
	}
	for _, t := range strings.Fields(reSpecPunct.ReplaceAllString(low, " ")) {
		for _, w := range singleCardWord {
			rest, lead := strings.CutPrefix(t, w)
			if !lead {
				if r, ok := strings.CutSuffix(t, w); ok && namesGPU(r) {
					return true // "t4单卡"
				}
				continue
			}
			if rest == "" || reMemSize.MatchString(rest) {
				return true
			}
		}
	}
	return false
}

// reMemSize: a memory size and nothing else ("24g", "64gb").
var reMemSize = regexp.MustCompile(`^\d{1,3}\s*(?:g|gb|gib)$`)
