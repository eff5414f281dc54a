package quotes

import (
	"errors"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// The resolve stage's project totals. A reply to a buyer's project request
// may give only the whole project's price per option ("项目总价" for 8 台 ×
// 8 卡 over 3个月): the price per card-hour is that total over (GPUs per
// machine × machines × the term's hours), each read from the row's own
// cells. A row that leaves one of them open is refused at the total's
// cell; the term stays the quote's minimum, the total stays its price
// text, and the quote says how the price was worked out. A rate the row
// states beside it (折合单价) is then a check (build's equivalents).

var totalHeaders = newWordMatcher("total_header")

// termTotals: a row's several prices are each a total over a term its own
// header names ("租期总价（元/台）" over 7天 | 15天 | 30天, stop 52
// set137/02), none a rate: each is read as a row's one total is.
func termTotals(prices []priceIn) bool {
	if len(prices) < 2 {
		return false
	}
	for _, p := range prices {
		if !totalHeaderWord(p.header) || parseHint(p.text).period != "" || p.hint.period != "" {
			return false
		}
		if _, ok := headerTierTerm(p); !ok {
			return false
		}
	}
	return true
}

// headerTierTerm is the term a total's column names as its tier: the tier
// the columns stage read ("租期总价（元/台）" over "7天"), or the header's last
// words where they are a term alone; false where it names none.
func headerTierTerm(p priceIn) (Term, bool) {
	if p.tier != nil && p.tier.term != nil {
		return *p.tier.term, true
	}
	f := strings.Fields(reBracketed.ReplaceAllString(p.header, " "))
	if len(f) < 2 {
		return Term{}, false
	}
	t, err := ParseTerm(f[len(f)-1])
	return t, err == nil && t.Value > 0
}

// buildRow builds row r, a project total read per card-hour first.
func buildRow(r rowIn) ([]Quote, []Problem) {
	// "A800 + H20 混合（各2台）": one price over two models (LS0001), refused
	// here at the cell as written before a total or cycle is divided (else
	// a total with no term is refused as unsplit, for the wrong reason).
	// who() checks again on the GPU text it settles on: rows that reach
	// build without this function (JSON, prose) and a text joined from
	// other cells (显存, the spec's form). Both must stay.
	for _, f := range []string{fGPU, fSpec} {
		if c, ok := r.cells[f]; ok && strings.TrimSpace(c.text) != "" {
			if ids := gpuMixed(c.text); ids != nil {
				return nil, []Problem{{File: r.file, Sheet: r.sheet, Row: r.row, Column: c.header, ColumnLetter: c.letter,
					Reason: mk("import.err.ls_gpu_mixed", strings.TrimSpace(c.text), strings.Join(ids, ", "))}}
			}
			break
		}
	}
	if grouped, refusal := groupPrices(&r); refusal != nil {
		return nil, []Problem{*refusal}
	} else if grouped {
		return build(r)
	}
	if cy := cyclePrice(&r); cy != nil { // resolve_cycle.go: 周期单价 over 计费周期(小时) (LS0801)
		p := r.prices[0]
		qs, probs := build(r)
		cy.settle(qs, r, p)
		for i := range probs {
			probs[i].Reason.Args = quoteTotal(probs[i].Reason.Args, p.text, cy.orig)
		}
		return qs, probs
	}
	besideRate(&r)
	if termTotals(r.prices) { // "租期总价（元/台）" over 7天 | 15天 | 30天: each tier's total over its own term
		var qs []Quote
		var probs []Problem
		for _, p := range r.prices {
			one := r
			one.prices, one.cells, one.extra = []priceIn{p}, maps.Clone(r.cells), maps.Clone(r.extra)
			q, pr := buildRow(one)
			qs, probs = append(qs, q...), append(probs, pr...)
		}
		return qs, probs
	}
	if len(r.prices) != 1 {
		return build(r)
	}
	p := r.prices[0]
	if !totalHeaderWord(p.header) || parseHint(p.text).period != "" || p.hint.period != "" {
		return build(r)
	}
	if u := r.cells[fUnit].text; strings.TrimSpace(u) != "" && parseHint(u).period != "" {
		return build(r) // "一口价" beside 计价单位 “元/台/月”: the row's unit says a rate per period, no lump sum (stop 49 set128/03)
	}
	pc, err := parsePriceCell(p.text)
	if err != nil || !(pc.value > 0) || pc.equiv {
		return build(r) // 待定, 面议 …: build says why
	}
	total, cur := pc.value, firstNonEmpty(pc.hint.currency, p.hint.currency)
	if v, _, ok := scaleBare(p.header, r.cells[fUnit].text, r.scaleLine, p.text, pc.value); ok {
		if cur != "" && cur != "CNY" {
			return build(r) // 千美元: the worked-out rate could not say its own scale
		}
		total = v // 项目总价（万元）
	}
	spec := func() Spec { sp, _ := rowSpec(r); return sp }
	gpn, errG := ParseCount(r.cells[fGPUsPerNode].text)
	if _, has := r.cells[fGPUsPerNode]; !has {
		if k, ok := r.unitCards(); ok { // "8×H800 80G SXM" in its 配置 cell (LS0102)
			gpn, errG = k, nil
		}
	}
	nodes, errN := ParseCount(r.cells[fNodes].text)
	if _, has := r.cells[fNodes]; !has && errN != nil && listingTotalHeader(p.header) {
		nodes, errN = 1, nil // "转让价格(元)": one listing, one instance of its cards (LT0001)
	}
	if _, has := r.cells[fGPUsPerNode]; has && errG == nil && errN == nil && gpnWasTotal(gpn, nodes, gpnPerMachine(r, spec(), gpn)) {
		gpn /= nodes // "GPUs" 64 beside "Nodes" 8: all the row's cards, as build reads them (gpn_was_total)
	}
	if t, errC := ParseCount(r.cells[fTotalGPUs].text); errC == nil && t >= 1 {
		switch {
		case errN != nil && errG == nil && gpn >= 1 && t%gpn == 0:
			nodes, errN = t/gpn, nil // 总卡数 16 of 8-card machines (LS0102)
		case errG != nil && errN == nil && nodes >= 1 && t%nodes == 0:
			gpn, errG = t/nodes, nil
		case errG == nil && errN == nil && t != gpn*nodes:
			errN = errCountsDisagree // 总卡数 beside 台数 × 每台卡数, differently: which the total pays for is not known
		}
	}
	term, stated, errT := columnTerm(r.cells[fMinTerm]) // 合同期（月） 12
	if errT != nil || !stated {
		term, errT = ParseTerm(r.cells[fMode].text) // "6 months" under a plan column
	}
	var termCell cell // the window's own length column, where the term came from it
	if errT != nil {
		term, termCell, errT = totalTermColumn(r) // "时长(小时) 168" beside a window's total: columns_timeofuse.go
	}
	var winStart, winEnd cell // the window's own start and end columns, where the term came from them
	if errT != nil {
		if t, st, en, found, ok := windowTerm(r); ok {
			term, errT, winStart, winEnd = t, nil, st, en // 档期 开始 | 结束 (LS0711)
		} else if found {
			return nil, []Problem{{File: r.file, Sheet: r.sheet, Row: r.row, Column: en.header, ColumnLetter: en.letter,
				Reason: mk("import.err.ls_window_open", strings.TrimSpace(p.text), p.header, strings.TrimSpace(st.text), strings.TrimSpace(en.text), en.header)}}
		}
	}
	tierTerm := false
	if errT != nil && len(r.prices) == 1 {
		if t, ok := headerTierTerm(p); ok {
			term, errT, tierTerm = t, nil, true // "租期总价（元/台） 7天": the tier's own term (termTotals)
		}
	}
	var headerPlan *billingMode
	if errT != nil {
		if m, ok := findMode(reHint.ReplaceAllString(p.header, "")); ok && m.term != nil {
			term, errT, headerPlan = *m.term, nil, &m // "年付总价（元/台）", "包年总价": the header's own plan is the term the total pays for (payterms)
		}
	}
	hours := term.Hours(DefaultHoursPerMonth)
	switch statedPer(p.header, p.hint.basis) { // "窗口总价(元/台)": one machine's total over the term, whatever the machines on offer
	case "node":
		nodes, errN = 1, nil
	case "gpu":
		gpn, nodes, errG, errN = 1, 1, nil, nil
	}
	if errG != nil || errN != nil || errT != nil || gpn < 1 || nodes < 1 || !(hours > 0) {
		return nil, []Problem{{File: r.file, Sheet: r.sheet, Row: r.row, Column: p.header, ColumnLetter: p.letter,
			Reason: mk("import.err.total_unsplit", strings.TrimSpace(p.text), p.header)}}
	}
	cards := float64(gpn * nodes)
	rate := total / (cards * hours)
	orig := strings.TrimSpace(p.text)
	r.prices[0].text = strconv.FormatFloat(rate, 'f', -1, 64)
	if cur == "" || cur == "CNY" {
		r.prices[0].text += "元" // its own 元: no header scale applies twice
	}
	r.prices[0].hint = unitHint{basis: "gpu", period: "hour", currency: cur, tax: p.hint.tax, text: p.hint.text}
	if r.prices[0].hint.tax == nil {
		r.prices[0].hint.tax = pc.hint.tax
	}
	qs, probs := build(r)
	for i := range qs {
		if math.Abs(qs[i].Price-rate) > 1e-9*rate {
			continue
		}
		qs[i].PriceText = orig
		if _, ok := qs[i].Raw[fPrice]; ok {
			qs[i].Raw[fPrice] = orig
		}
		qs[i].AddWarning(mk("import.warn.total_split", p.header, orig, strconv.Itoa(int(cards)), trimFloat(hours), trimFloat2(rate)))
		if headerPlan != nil && qs[i].longerTerm(&term, "term.header_plan", Evidence{Source: srcHeader, Sheet: r.sheet, Letter: p.letter, Header: p.header, Text: headerPlan.label}) {
			qs[i].AddWarning(mk("import.warn.term_from_plan", termMsg(term), trimFloat(hours), headerPlan.label))
		}
		if tierTerm && qs[i].longerTerm(&term, "term.header_tier", Evidence{Source: srcHeader, Sheet: r.sheet, Letter: p.letter, Header: p.header, Text: p.header}) {
			qs[i].AddWarning(mk("import.warn.term_from_plan", termMsg(term), trimFloat(hours), p.header))
		}
		if winStart.header != "" {
			qs[i].AddWarning(mk("import.warn.ls_window_term", p.header, orig, winStart.header, strings.TrimSpace(winStart.text), winEnd.header, strings.TrimSpace(winEnd.text), trimFloat(hours)))
			if qs[i].longerTerm(&term, "term.ls_window", Evidence{Source: srcCell, Sheet: r.sheet, Letter: winEnd.letter, Header: winEnd.header, Text: winEnd.text}) {
				qs[i].AddWarning(mk("import.warn.term_from_plan", termMsg(term), trimFloat(hours), strings.TrimSpace(winStart.text)+" ~ "+strings.TrimSpace(winEnd.text)))
			}
		}
		if termCell.header != "" {
			qs[i].AddWarning(mk("import.warn.total_term_column", p.header, orig, termCell.header, strings.TrimSpace(termCell.text), trimFloat(hours)))
			ev := evidenceAt("total_hours", trimFloat(hours), srcCell, r, termCell, wordRule("total_term_header", totalTermWord(termCell.header)))
			ev.Chosen = true
			qs[i].Evidence = append(qs[i].Evidence, ev)
		}
	}
	for i := range probs {
		probs[i].Reason.Args = quoteTotal(probs[i].Reason.Args, r.prices[0].text, orig)
	}
	return qs, probs
}

// errCountsDisagree: a row's total cards are not its machines times the
// cards in each (LS0102): the cards a total pays for are not known.
var errCountsDisagree = errors.New("total cards differ from machines × cards per machine")

var groupWords = newWordMatcher("group_price")

// groupOf: a price for a whole group of machines, the word saying so and
// the machines the group holds (basis.group: the price per machine is the
// amount over them).
type groupOf struct {
	word  string
	nodes int
}

// groupPrices marks the row's prices that price a whole group of machines
// (集群月租, 元/柜/月, 每SU每月; words/totals.tsv group_price) with the
// group's machines: the row's machine count, else its total cards over
// its cards per machine. The cell stays as the vendor wrote it; the basis
// policy reads it per group (basis.group). A price that names its own
// basis (元/卡/时) is no group's. A group of unstated size refuses the row
// at its cell.
func groupPrices(r *rowIn) (grouped bool, refusal *Problem) {
	if parseHint(r.cells[fUnit].text).basis != "" {
		return false, nil
	}
	for i, p := range r.prices {
		if p.hint.basis != "" {
			continue
		}
		w, v, ok := groupWords.find(norm(p.header + " " + r.cells[fUnit].text))
		if !ok && r.sheetUnit.basis == "" {
			w, v, ok = groupWords.find(norm(r.sheetUnitText + " " + r.scaleLine))
		}
		if !ok {
			w, ok = groupLine(r.footLines, p.header)
		}
		pc, err := parsePriceCell(p.text)
		if !ok || err != nil || !(pc.value > 0) || pc.equiv || pc.hint.basis != "" {
			continue
		}
		n, desc := groupMachines(*r)
		if desc != nil {
			return false, &Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: desc.header, ColumnLetter: desc.letter,
				Reason: mk("import.err.group_counts_unsure", strings.TrimSpace(p.text), p.header, w, strings.TrimSpace(desc.text), desc.header)}
		}
		if k, unit := r.unitCards(); n < 1 && v == "unit" && unit {
			r.prices[i].unit, grouped = &unitOf{word: w, cards: k}, true
			continue
		}
		if n < 1 {
			return false, &Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: p.header, ColumnLetter: p.letter,
				Reason: mk("import.err.group_unsized", strings.TrimSpace(p.text), p.header, w)}
		}
		r.prices[i].group, grouped = &groupOf{word: w, nodes: n}, true
	}
	return grouped, nil
}

// unitOf: a price for one unit of the cards the row states ("元/单元/月"
// beside 每单元配置 "2 × H20-96G"): the unit is one machine of those cards.
type unitOf struct {
	word  string
	cards int
}

// unitCards is the cards one unit of the row holds: its cards-per-machine
// column, else the count its spec or GPU cell states ("2 × H20-96G",
// "H800×8"); ok is false where the row states none.
func (r rowIn) unitCards() (int, bool) {
	if n, err := ParseCount(r.cells[fGPUsPerNode].text); err == nil && n >= 1 {
		return n, true
	}
	for _, f := range []string{fSpec, fGPU} {
		if sp, ok := ParseSpec(r.cells[f].text); ok && sp.GPUs != nil && *sp.GPUs >= 1 {
			return *sp.GPUs, true
		}
	}
	return 0, false
}

// groupMachines is the machines the row's group holds: its machine count,
// else its total cards over its cards per machine, else the machines its
// description cell counts (descMachines); 0 for none. A description whose
// counts leave the total in doubt is returned to refuse at.
func groupMachines(r rowIn) (int, *cell) {
	if n, err := ParseCount(r.cells[fNodes].text); err == nil && n >= 1 && n <= maxNodes {
		return n, nil
	}
	t, errT := ParseCount(r.cells[fTotalGPUs].text)
	gpn, errG := ParseCount(r.cells[fGPUsPerNode].text)
	if errT == nil && errG == nil && gpn >= 1 && t >= gpn && t%gpn == 0 {
		return t / gpn, nil
	}
	if _, has := r.cells[fNodes]; has {
		return 0, nil
	}
	for _, f := range []string{fSpec, fGPU} {
		c, ok := r.cells[f]
		if !ok || c.text == "" {
			continue
		}
		if n, sure, stated := descMachines(c.text); stated && sure {
			return n, nil
		} else if stated {
			return 0, &c
		}
	}
	return 0, nil
}

// reDescCards: a count of cards in a description cell that is not one
// machine's ("128卡" in "H800 128卡（16台×8卡）"; not "×8卡", "8卡/台",
// "8卡机").
var reDescCards = regexp.MustCompile(`(?:^|[^\d×x*])(\d{1,5})\s*(?:卡|张|gpus?|cards?)(?:$|[^/机每])`)

// descMachines reads the machines a description cell of one offer counts
// ("H800 128卡（16台×8卡）NDR 400G", "4090 24G ×8 整机 6台"): the
// machines from the spec's machine count (reSpecMachines), the cards a
// machine holds from the spec reader. sure only where the cell's counts
// leave no doubt of the total: machines and cards per machine read, and a
// total the cell states equal to their product.
func descMachines(text string) (machines int, sure, stated bool) {
	low := norm(text)
	g := reSpecMachines.FindStringSubmatch(low)
	if g == nil {
		return 0, false, false
	}
	n, err := strconv.Atoi(g[len(g)-1])
	if err != nil || n < 1 || n > maxNodes {
		return 0, false, false
	}
	sp, ok := ParseSpec(text)
	if !ok || sp.GPUs == nil || *sp.GPUs < 1 {
		return n, false, true
	}
	for _, m := range reDescCards.FindAllStringSubmatch(low, -1) {
		if t, _ := strconv.Atoi(m[1]); t != *sp.GPUs && t != n**sp.GPUs {
			return n, false, true
		}
	}
	return n, true, true
}

var groupLineWords = wordRe("group_line")

// groupLine is the group word of a line around the table that says the
// column headed h prices whole clusters ("转让价为整个集群的月租"; words/
// totals.tsv group_line), not after a negation.
func groupLine(lines []string, h string) (string, bool) {
	hn := norm(strings.TrimSpace(h))
	if hn == "" {
		return "", false
	}
	for _, l := range lines {
		ln := norm(l)
		loc := groupLineWords.FindStringIndex(ln)
		if loc == nil || !strings.Contains(ln, hn) {
			continue
		}
		if before := ln[:loc[0]]; strings.HasSuffix(before, "非") || strings.HasSuffix(before, "不") || strings.HasSuffix(before, "not ") {
			continue
		}
		return ln[loc[0]:loc[1]], true
	}
	return "", false
}

// quoteTotal puts the vendor's total back where a message quotes the cell
// (the first argument that is the worked-out rate as written), so a
// refusal quotes the cell as written and still says what it works out at.
func quoteTotal(args []any, rate, orig string) []any {
	for i, a := range args {
		if s, ok := a.(string); ok && strings.TrimSpace(s) == rate {
			args[i] = orig
			break
		}
	}
	return args
}

// reBundleService, reBundleUnsplit: people's work a row's one sum also pays
// for, and the words saying that sum is not split (words/totals.tsv);
// remembered per text, as every row asks them of the same column texts.
var reBundleService, reBundleUnsplit = memoized(wordRe("bundle_service")), memoized(wordRe("bundle_unsplit"))

// unsplitService refuses a row one of whose cells says its sum also pays
// for people's work and is not split ("含算法工程师驻场（2人×2个月），不单独
// 拆分"): no share of it is the GPUs', so no rate can be read.
func (b *rowBuild) unsplitService() {
	check := func(c cell) bool {
		low := norm(c.text)
		s := reBundleService.FindString(low)
		if s == "" || !reBundleUnsplit.MatchString(low) {
			return false
		}
		b.badAt(c, mk("import.err.bundle_unsplit", c.header, strings.TrimSpace(c.text), s))
		return true
	}
	for _, f := range []string{fSpec, fOffer, fNotes, fMode, fPackPrice, fPrice} {
		if c, ok := b.r.cells[f]; ok && check(c) {
			return
		}
	}
	for _, h := range slices.Sorted(maps.Keys(b.r.extra)) {
		if check(cell{text: b.r.extra[h], header: h, letter: b.r.extraLetters[h]}) {
			return
		}
	}
}

// rePerMachine, rePerCard: a header stating its total per machine (元/台,
// per node, 每台) or per card (元/卡, per GPU, 每卡).
var (
	rePerMachine = regexp.MustCompile(`(?i)/\s*(?:台|节点|node|machine|server)|\bper\s+(?:node|machine|server)\b|每(?:台|节点)`)
	rePerCard    = regexp.MustCompile(`(?i)/\s*(?:卡|gpu|card)|\bper\s+(?:gpu|card)\b|每(?:张)?卡`)
)

// statedPer is the basis a total's header states per unit ("窗口总价(元/台)":
// node); "" where the basis comes from a bare word (整机租赁总价, 服务器):
// such a total is the whole offer's, split over all its machines.
func statedPer(header, basis string) string {
	h := narrow(header)
	switch {
	case basis == "node" && rePerMachine.MatchString(h):
		return "node"
	case basis == "gpu" && rePerCard.MatchString(h):
		return "gpu"
	}
	return ""
}

// besideRate: of a row's prices, those under a total header (合同总价(元))
// beside a rate column (月租金(元/台)) are the rate's line totals: dropped
// where the rate holds a number; the row's only price where every rate is
// blank or a dash ("—": the row is priced by its total alone, LS0901).
func besideRate(r *rowIn) {
	if len(r.prices) < 2 {
		return
	}
	var totals, rates []priceIn
	for _, p := range r.prices {
		_, planned := findMode(reHint.ReplaceAllString(p.header, "")) // "包月一口价(元/台)": the plan's price, no line total
		if totalHeaderWord(p.header) && p.hint.period == "" && !planned {
			totals = append(totals, p)
		} else {
			rates = append(rates, p)
		}
	}
	if len(totals) != 1 || len(rates) == 0 {
		return
	}
	blank := true
	for _, p := range rates {
		t := strings.TrimSpace(p.text)
		if t != "" && !isDashOnly(t) {
			blank = false
		}
		if pc, err := parsePriceCell(t); err == nil && pc.value > 0 {
			r.prices = rates // the rate is the offer; its total a line total
			return
		}
	}
	if pc, err := parsePriceCell(totals[0].text); blank && err == nil && pc.value > 0 {
		r.prices = totals
	}
}
