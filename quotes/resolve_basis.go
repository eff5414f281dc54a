package quotes

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// The basis of a price (per card or per machine): the cell, the unit
// column, the row's note, the header. A unit column or note that disagrees
// with the cell refuses the row, unless the row's note states the cell's
// basis too (a vendor's own unit on a buyer's form: "6.90元/卡·时" under
// 报价单位 元/台·月, 备注 按卡时计费): then the cell stands, warned; the
// header yields with a warning. A price for a whole group of machines
// (basis.group) is read per machine over the group's machines. What none
// states is settled later (unstatedBasis).
var basisPolicy = policy{field: "basis", word: func(v string) any { return basisWord(v) }, rules: []policyRule{
	{id: "basis.cell", source: srcCell},
	{id: "basis.unit_column", source: srcUnitColumn, onDiff: refuseBoth, key: "import.err.basis_conflict",
		backed:    func(x *resolveCtx, was Evidence) bool { return was.Rule == "basis.cell" && x.ru.noteBasis == was.Value },
		backedKey: "import.warn.cell_unit_over_column"},
	{id: "basis.group", source: srcHeader},      // 集群月租, 元/柜/月: the group's price (groupPrices)
	{id: "basis.unit_cards", source: srcHeader}, // 元/单元/月 beside "2 × H20": one unit of the row's cards (groupPrices)
	{id: "basis.row_note", source: srcRowNote, onDiff: refuseBoth, key: "import.err.basis_note_conflict", shape: argsNote,
		quiet: func(x *resolveCtx, _, _ Evidence) bool { return x.equiv }},
	{id: "basis.column_header", source: srcHeader, onDiff: warnKeep, key: "import.warn.cell_over_header", shape: argsOverHeader,
		quiet:     func(x *resolveCtx, _, _ Evidence) bool { return x.ownSize },
		backed:    func(x *resolveCtx, was Evidence) bool { return was.Rule == "basis.row_note" && x.ru.notePhrase },
		backedKey: "import.rfq.note_over_header"},
	{id: "basis.column_total_note", source: srcSheetLine}, // "月报价为满足该行需求（卡数）的每月总价": the row's cards together (columnTotalNote)
	{id: "basis.instance_size", source: srcHeader},
	{id: "basis.sheet_unit", source: srcSheetLine},
	{id: "basis.one_gpu", source: srcColumn},
	{id: "basis.equivalent_column", source: srcColumn},
	{id: "basis.instance_fee", source: srcColumn},
	{id: "basis.sheet_statement", source: srcSheetLine},
	{id: "basis.whole_machine", source: srcColumn},
	{id: "basis.market_guess", source: srcMarket},
}}

// settledBasis records a basis a later row settled as the chosen candidate.
func (b *rowBuild) settledBasis(q *Quote, rule, value string, c cell, text string) {
	_, row := basisPolicy.row(rule)
	var cs candidates
	cs.add(rule, row.source, value, c, text)
	cs[0].Field, cs[0].Chosen, cs[0].Sheet, cs[0].Row = basisPolicy.field, true, b.r.sheet, b.r.row
	q.Evidence = append(q.Evidence, cs...)
}

// basisRead is what the stated sources of one price say.
type basisRead struct {
	priceText string // the price cell's text
	equiv     bool   // the cell restates a per-card-hour equivalent
	ownSize   bool   // the column prices its own instance size ("1x GPU $/hr")
	ru        rowUnit
	header    string   // the price column's header
	lines     []string // the file's lines around the table (a sentence naming the column)
}

// resolveBasis reads the policy for one price.
func resolveBasis(r basisRead, p priceIn, cellH unitHint) resolution {
	var cands candidates
	cands.add("basis.cell", srcCell, cellH.basis, p.cell, r.priceText)
	if u := r.ru.unit; u != nil && !r.equiv {
		cands.add("basis.unit_column", srcUnitColumn, u.basis, r.ru.unitCell, u.text)
	}
	if g := p.group; g != nil {
		cands.add("basis.group", srcHeader, "group", p.cell, g.word)
	}
	if u := p.unit; u != nil {
		cands.add("basis.unit_cards", srcHeader, "node", p.cell, u.word)
	}
	cands.add("basis.row_note", srcRowNote, r.ru.noteBasis, r.ru.noteCell, r.ru.noteBasisText)
	hc := p.cell
	hc.header = r.header
	cands.add("basis.column_header", srcHeader, p.hint.basis, hc, p.header)
	if s, ok := columnTotalNote(r.header, r.lines); ok {
		cands.add("basis.column_total_note", srcSheetLine, "node", p.cell, s)
	}
	return basisPolicy.resolve(&resolveCtx{priceText: r.priceText, equiv: r.equiv, ownSize: r.ownSize, ru: r.ru}, cands)
}

// bothBasesStated: a clause stating both bases, each for its own offer
// ("整台租用按台计费，容器按卡计费"), settles neither.
func bothBasesStated(clause string) bool {
	if reBasisDenied.MatchString(strings.ToLower(clause)) {
		return false // "按台计费，不按卡计费": one basis, the other denied
	}
	return reStateNode.MatchString(clause) && reStateGPU.MatchString(clause)
}

var reBasisDenied = regexp.MustCompile(`(?:不|非|并非|不是|而非)\s*(?:按|以)|\bnot\s+(?:priced\s+)?(?:per|by)\b|\brather than\b|\binstead of\b`)

var instanceFeeWords = wordsInOrder("instance_fee")

// instanceFee is a bill line's charge item (计费项) naming the whole
// instance's fee ("实例费用"): its unit price is the instance's.
func (b *rowBuild) instanceFee() cell {
	for h, v := range b.r.extra {
		if feeHeaders[headerCore(h)] && startsWithAny(norm(v), instanceFeeWords) {
			return cell{text: v, header: h, letter: b.r.extraLetters[h]}
		}
	}
	return cell{}
}

// bandCurrency: the cell's currency, the header's, the file's, else CNY.
func (b *rowBuild) bandCurrency(p priceIn, cellCur string) string {
	return orDefault(cellCur, orDefault(p.hint.currency, orDefault(b.r.fileCurrency, "CNY")))
}

// unstatedBasis settles a basis nothing states: one GPU a machine, an
// equivalent column, the sheet's statement; else the market range
// (marketBasis), which refuses ("") where it cannot tell.
func (b *rowBuild) unstatedBasis(q *Quote, p priceIn, value float64, period string, gpn *int, cellCur, priceCellText string) (basis string) {
	ev, e, hasEquiv := b.equivColumn()
	plan := p.tier
	if plan == nil {
		plan = b.unit.mode
	}
	sheetBasis, sheetBasisText := basisFor(b.r.sheetBasis, plan, len(b.r.prices))
	fee := b.instanceFee()
	whole, wholeFrom, wholePriced := b.wholeMachinePriced(q, p, value, period, gpn, cellCur)
	switch {
	case gpn != nil && *gpn == 1:
		basis = "gpu"
		at := gpnCellOf(q, b.r.cells[fGPUsPerNode]) // the cell the count came from (extract_spec_aside.go)
		g, ok := chosenOf(q.Evidence, "gpus_per_machine")
		if ok && g.Letter != "" {
			at = g.cell() // the cell the one GPU was read from ("1-GPU VM" in a description)
		}
		b.settledBasis(q, "basis.one_gpu", basis, at, "1")
		if ok && g.Letter == "" && at.letter == "" {
			// the one GPU read from a line, no cell ("【单卡云主机】" over a chat's prices, stop 54
			// set146/03): the basis is traced to that line, as the count is
			e := &q.Evidence[len(q.Evidence)-1]
			e.Source, e.Header, e.Text = g.Source, g.Header, g.Text
		}
	case hasEquiv && matchingBasis(value, period, gpn, ev) != "":
		// the row's 折合 column restates the price per card-hour: its basis matches
		basis = matchingBasis(value, period, gpn, ev)
		q.AddWarning(mk("import.warn.basis_from_equivalent", priceCellText, basisWord(basis), trimFloat(ev)))
		b.settledBasis(q, "basis.equivalent_column", basis, e.cell, e.text)
	case fee.text != "":
		basis = "node"
		q.AddWarning(mk("import.warn.basis_from_fee_item", priceCellText, fee.header, fee.text))
		b.settledBasis(q, "basis.instance_fee", basis, fee, fee.text)
	case sheetBasis != "":
		basis = sheetBasis
		q.AddWarning(mk("import.warn.basis_from_sheet", priceCellText, basisWord(basis), sheetBasisText))
		b.settledBasis(q, "basis.sheet_statement", basis, cell{}, sheetBasisText)
	case wholePriced && wholeFrom == wholeFromConsole:
		basis = "node"
		q.AddWarning(mk("import.warn.basis_from_console_export", priceCellText, *gpn, b.r.consoleLine, whole.header, strings.TrimSpace(whole.text)))
		b.settledBasis(q, "basis.whole_machine", basis, whole, whole.text)
	case wholePriced:
		basis = "node"
		q.AddWarning(mk("import.warn.basis_from_instance_column", priceCellText, whole.header, strings.TrimSpace(whole.text), *gpn))
		b.settledBasis(q, "basis.whole_machine", basis, whole, whole.text)
	default:
		basis, _ = b.marketBasis(q, value, period, gpn, p, cellCur, priceCellText)
	}
	return basis
}

var instanceHeaderWords = priceStateWords{rows: wordRows("instance_header")}

// reFieldNameSep: what joins the words of an export's field name
// ("instance_type", "spec.instance-type"): read as spaces (CX0032).
var reFieldNameSep = regexp.MustCompile(`[_.\-]+`)

// instanceColumn is the row's cell naming the cloud instance it prices
// (实例规格 gn8h.16xlarge; words/procure.tsv instance_header), on the offer,
// spec or an unread column, or a column whose values are cloud instance names
// whatever its header (规格名称 gpu.h20.8x; instanceNameColumns); the first header in order where two do; on a
// prose line, its words naming the machine offered ("4卡机").
func (b *rowBuild) instanceColumn() cell {
	if b.r.machineOffer.text != "" {
		return b.r.machineOffer
	}
	var cs []cell
	for _, f := range []string{fOffer, fSpec} {
		if c, ok := b.r.cells[f]; ok {
			cs = append(cs, c)
		}
	}
	for h, v := range b.r.extra {
		cs = append(cs, cell{text: v, header: h, letter: b.r.extraLetters[h]})
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].header < cs[j].header })
	for _, c := range cs {
		if _, w := instanceHeaderWords.in(reFieldNameSep.ReplaceAllString(c.header, " ")); w != "" && strings.TrimSpace(c.text) != "" {
			return c
		}
	}
	for _, c := range cs {
		if b.r.instanceCols[c.letter] && instanceName(c.text) {
			return c // a column of cloud instance names ("gpu.h20.8x" under 规格名称)
		}
	}
	return cell{}
}

// reWholeMachine: a count of cards naming the whole machine or host
// ("4卡整机", "8卡NVLink整机", "双卡服务器"; words/units.tsv unit_node_whole,
// words/rows.tsv single_card_machine), or an SKU's part that is the count
// alone ("双卡;3天": the SKU rents that many cards).
var (
	reWholeMachine = regexp.MustCompile(`(\d{1,2})\s*(?:卡|张|gpus?)\s*(?:nvlink|sxm\d?|pcie)?\s*(?:` + wordAlternation("unit_node_whole", "yes") + `|` + wordAlternation("single_card_machine", "yes") + `)`)
	reSKUCards     = regexp.MustCompile(`(?:^|[;；,，/|])\s*(\d{1,2})\s*卡\s*(?:$|[;；,，/|])`)
)

// wholeMachineCell is the row's GPU, spec or offer cell renting the whole
// machine of n cards ("RTX3090 24G 4卡整机 周租", a listing's title).
func (b *rowBuild) wholeMachineCell(n int) cell {
	for _, f := range []string{fGPU, fSpec, fOffer} {
		c, ok := b.r.cells[f]
		if !ok {
			continue
		}
		low := strings.ToLower(cnCounts(narrow(c.text)))
		ms := reWholeMachine.FindAllStringSubmatch(low, -1)
		if f != fGPU {
			ms = append(ms, reSKUCards.FindAllStringSubmatch(low, -1)...)
		}
		for _, m := range ms {
			if k, err := strconv.Atoi(m[1]); err == nil && k == n {
				return c
			}
		}
	}
	return cell{}
}

// wholeSource: what says a row rents the whole machine (wholeMachine).
type wholeSource int

const (
	wholeFromNone     wholeSource = iota
	wholeFromWords                // the row's own words ("4卡整机": wholeMachineCell)
	wholeFromInstance             // the cloud instance it names (instanceColumn)
	wholeFromConsole              // a console export's row (consoleInstance)
)

// wholeMachine is the row's cell renting the whole machine of its n
// cards and what says so: its own words ("4卡整机", wholeMachineCell), the
// cloud instance it names (instanceColumn) or, in a console's export, the
// offer it names (consoleInstance), unless the row is a bill's line (its
// charge item says what the price is for: instanceFee).
func (b *rowBuild) wholeMachine(n int) (cell, wholeSource) {
	if c := b.wholeMachineCell(n); c.text != "" {
		return c, wholeFromWords
	}
	for h := range b.r.extra {
		if feeHeaders[headerCore(h)] {
			return cell{}, wholeFromNone
		}
	}
	if c := b.instanceColumn(); c.text != "" {
		return c, wholeFromInstance
	}
	if c := b.consoleInstance(); c.text != "" {
		return c, wholeFromConsole
	}
	return cell{}, wholeFromNone
}

// consoleInstance: in a cloud console's export (rowIn.consoleLine), the
// row's offer, spec or GPU cell names the instance its price is for.
func (b *rowBuild) consoleInstance() cell {
	if b.r.consoleLine == "" {
		return cell{}
	}
	for _, f := range []string{fOffer, fSpec, fGPU} {
		if c, ok := b.r.cells[f]; ok && strings.TrimSpace(c.text) != "" {
			return c
		}
	}
	return cell{}
}

// wholeMachinePriced: a price stating no basis on a row renting a whole
// machine of two or more cards (wholeMachine, the cell it gives) is the
// machine's (basis.whole_machine), unless the market range puts that
// reading beyond doubt out of the band where per card fits (then
// marketBasis decides).
func (b *rowBuild) wholeMachinePriced(q *Quote, p priceIn, value float64, period string, gpn *int, cellCur string) (cell, wholeSource, bool) {
	if gpn == nil || *gpn < 2 || period == "" || period == "mtok" {
		return cell{}, wholeFromNone, false
	}
	c, from := b.wholeMachine(*gpn)
	if c.text == "" {
		return c, from, false
	}
	cur := b.bandCurrency(p, cellCur)
	card, okC := usdPerGPUHour(value, unitParts{"gpu", period}, gpn, cur)
	machine, okM := usdPerGPUHour(value, unitParts{"node", period}, gpn, cur)
	return c, from, !okC || !okM || marketPick(bandOf(q.GPU, cur), card, machine) != "gpu"
}
