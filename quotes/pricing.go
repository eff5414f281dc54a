package quotes

import (
	"errors"
	"math"
	"regexp"
	"strconv"
	"strings"

	"computecheck/msg"
)

// Each quote's price unit is read from all the evidence its row holds,
// strongest first:
//
//   - the price cell ("3,720/台", "8.6元/卡·时", "约合每卡每小时2.07元") and a
//     unit column ("元/台/月", "per VM-hour (2 GPUs)"): the vendor's words
//     for this price. Where the two disagree, the row is refused.
//   - the row's notes and offer name, when they speak of the price ("单卡价",
//     "整台打包价", "包月价", "per VM"): a disagreement with the above is
//     refused too.
//   - the price column's header ("整机租金", "Machine $/hr", "按量(元/卡时)"):
//     it holds for the whole column, so a cell that says otherwise wins,
//     with a warning.
//   - the plan (按量/包天/包周/包月/包季/包年, a tier column's term): the
//     period when nothing above names one, and always the commitment. A
//     plan shorter than the price's period (按量 beside 元/台/月) is refused.
//
// Whether a price is per card or per machine when nothing says so is not
// guessed silently: the quote is stored for review, read as the basis that
// puts it inside the market range (market.go) when only one does.

// equivTolerance is how far a stated per-card-hour equivalent may be from
// the plan price it restates [assumed: vendors round it to 2 decimals,
// which moves a price of 0.55 by up to 0.9%].
const equivTolerance = 0.02

// rowUnit is what a row says about its price unit outside the price cells.
type rowUnit struct {
	unit                  *unitHint // the unit column read as a unit
	unitCell              cell
	mode                  *billingMode // the row's plan (mode, unit, term or increment column)
	modeCell              cell
	noteBasis, notePeriod string
	noteBasisText         string
	notePeriodText        string
	notePlan              bool // the note's period is a plan (包月价)
	noteCell              cell
	noteGPUs              *int
}

var (
	reNoteBasisNode = regexp.MustCompile(`^(?:整机|整台|按台|每台|按整台|按整机|整机价|整台价|整机计|整台计|整台打包价|整机打包价|整机报价|整台报价)(?:按量|包天|包周|包月|包季|包年)?(?:计|计价|计费|价|打包价|年付|月付|季付|日租|周租|月租|年租|租|报价|价格)?$|^(?:per|by the)\s+(?:vm|instance|node|machine|server|box)(?:[- ]hour)?$|^whole[- ](?:machine|server|node)s?$|^(?:vm|instance|node|machine|server) price$`)
	reNoteBasisGPU  = regexp.MustCompile(`^(?:单卡|按卡|每卡|单卡价|按卡计|按卡计价|按卡计费|按卡价|单卡报价|仅单卡|单卡容器)(?:按量|包天|包周|包月|包季|包年)?(?:计|计价|计费|价|报价)?$|^(?:per|by the)\s+(?:gpu|card)(?:[- ]hour)?$|^(?:gpu|card) price$`)
	reNotePeriod    = regexp.MustCompile(`^(?:整机|整台|单卡|按卡)?(?:包)?(时|小时|天|日|周|月|季|年)(?:租|价|租价|单价|报价|租金)$|^(hourly|daily|weekly|monthly|quarterly|yearly|annual) (?:price|rate)$`)
	reNoteSplit     = regexp.MustCompile(`[，,；;。、/()（）\[\]【】\n]+`)
	reNoteGPUs      = regexp.MustCompile(`^(\d{1,2})\s*-?\s*(?:gpu|card)s?\s*(?:vm|instance|machine|server|box)$|^(\d{1,2})\s*卡\s*(?:机型|机器|服务器|实例|云主机)$`)
	periodZH        = wordMap("note_period")
)

// rowUnit gathers the unit evidence outside the price cells.
func (b *rowBuild) rowUnit() rowUnit {
	var ru rowUnit
	b.incrementInWords()
	if c, ok := b.r.cells[fUnit]; ok && strings.TrimSpace(c.text) != "" && !b.unitCellIsIncrement() {
		t := strings.TrimSpace(c.text)
		if m, ok := parseMode(t); ok {
			ru.mode, ru.modeCell = &m, c
			if hb := headerHint(t); hb != "" {
				// "包年(元/台/年)": the plan, and the unit in its brackets
				if h := parseHint(hb); h.basis != "" || h.period != "" {
					h.text = t
					ru.unit, ru.unitCell = &h, c
				}
			}
		} else {
			h := parseHint(t)
			if ValidUnit(norm(t)) {
				bs, per, _ := strings.Cut(norm(t), "_")
				h.basis, h.period = bs, per
				if per == "tokens" {
					h.basis, h.period = "", "mtok"
				}
			}
			ru.unit, ru.unitCell = &h, c
			if h.period == "" && h.basis == "" {
				if m, ok := findMode(t); ok {
					ru.mode, ru.modeCell = &m, c
				}
			}
		}
	}
	if ru.mode == nil {
		for _, f := range []string{fMode, fMinTerm, fIncrement} {
			if c, ok := b.r.cells[f]; ok {
				if m, ok := parseMode(c.text); ok {
					if m.term == nil && (f == fMinTerm || reCommitHeader.MatchString(norm(c.header))) {
						// "Quarterly" under "Commitment": a quarter's commitment
						m.term = periodTerm(m.period)
					}
					m = commitmentOnly(m, c)
					ru.mode, ru.modeCell = &m, c
					break
				}
			}
		}
	}
	// The notes, the offer name and the plan cell ("包月（整机）"), segment
	// by segment.
	for _, f := range planBasisFields(ru.unit == nil) {
		c, ok := b.r.cells[f]
		if !ok || strings.TrimSpace(c.text) == "" {
			continue
		}
		nu := noteUnitOf(c.text)
		if nu.basis != "" && ru.noteBasis == "" {
			ru.noteBasis, ru.noteBasisText, ru.noteCell = nu.basis, nu.basisText, c
		}
		if nu.period != "" && ru.notePeriod == "" {
			ru.notePeriod, ru.notePeriodText, ru.noteCell, ru.notePlan = nu.period, nu.periodText, c, nu.periodIsPlan
		}
		if nu.gpus > 0 && ru.noteGPUs == nil {
			ru.noteGPUs = ptr(nu.gpus)
		}
	}
	return ru
}

// priced makes the quote of one price column; ok is false when the cell
// offers nothing (blank or "—"), nil with ok when it was refused.
func (b *rowBuild) priced(p priceIn) (*Quote, bool) {
	text := strings.TrimSpace(p.text)
	if b.r.unitOverride != "" {
		return b.overridden(p)
	}
	if reTokenSplit.MatchString(text) || b.tokenPairBeside(text) {
		// two prices per million tokens, not one: which one a job pays
		// depends on its mix, so none is stored as the price
		b.badAt(p.cell, mk("import.err.token_split", text))
		return nil, true
	}
	if other, ok := b.tokenPairColumn(p); ok {
		b.badAt(p.cell, mk("import.err.token_split_columns", p.header, text, other.header, strings.TrimSpace(other.text)))
		return nil, true
	}
	if pk, ok := packInCell(text); ok {
		return b.packFromCell(p, pk)
	}
	if pk, ok := b.packPriceInPriceColumn(text); ok {
		return b.packFromCell(p, pk)
	}
	if b.q.PackValidDays != nil && !b.q.packTermBesides(fPackDays) {
		// "有效期(天)" beside a rate: the quote's validity in days, which
		// the quote has no field for (valid_until is a date)
		c, ok := b.r.cells[fPackDays]
		if !ok || strings.TrimSpace(c.text) == "" {
			c = b.r.cells[fValidUntil] // "90天" under 有效期
		}
		b.q.AddWarning(mk("import.warn.valid_days_not_pack", c.header, strings.TrimSpace(c.text)))
		b.q.PackValidDays = nil
	}
	origText, sameAs := text, ""
	if h, t, ok := b.sameAsColumn(text); ok {
		text, sameAs = t, h // "同v2": the price of the column it names (pricever.go)
	}
	pc, err := parsePriceCell(text)
	switch {
	case errors.Is(err, ErrEmpty), errors.Is(err, errNotOffered):
		return nil, false
	case err != nil:
		b.badAt(p.cell, errMsg(err))
		return nil, true
	}
	q := b.offer(p) // a copy: each price column is its own offer
	shown := text   // the vendor's words: "同v2" rather than v2's price
	if sameAs != "" {
		shown = origText
		q.AddWarning(mk("import.warn.same_as_column", origText, sameAs, text))
	}
	if b.r.raw == nil {
		q.Raw[fPrice] = shown
	}
	if len(b.r.prices) > 1 {
		q.Raw[p.header] = shown
	}
	q.PriceText = shown
	if m, ok := b.r.styleNotes[p.letter]; ok {
		q.AddWarning(m)
	}
	if t := b.text(fPriceText); t != "" {
		q.PriceText = t
	}
	ru := b.unit
	nprob := len(b.probs)
	if pc.from {
		// "12元/卡时起": what the cheapest configuration starts at, not
		// the price of this row's offer
		b.badAt(p.cell, mk("import.err.from_price", text))
		return nil, true
	}
	if pc.words != "" {
		q.AddWarning(mk("import.warn.amount_words", text, pc.words, trimFloat(pc.value)))
	}
	priceCellText := text
	cellH := pc.hint
	if pc.marker != "" {
		if digitMarker(pc.marker) && footnoteFor(b.r.footLines, pc.marker) == "" {
			// "9.8⑦" with no ⑦ footnote in the file: 9.8 with a note, or
			// another number written with an odd digit? It cannot be read
			// exactly (import.safety.odd_digits), so it is refused
			b.badAt(p.cell, mk("import.safety.odd_digits", strings.TrimSpace(text)))
			return nil, true
		}
		b.applyFootnote(&q, &cellH, text, pc.marker)
	}
	if t := pc.term; t != nil && (q.MinTerm == nil || q.MinTerm.Hours(DefaultHoursPerMonth) < t.Hours(DefaultHoursPerMonth)) {
		q.MinTerm = &Term{Value: t.Value, Unit: t.Unit}
		q.AddWarning(mk("import.warn.term_in_price_cell", termMsg(*t), text, pc.termWords))
	}
	value := pc.value
	if pc.equiv && pc.primary != nil && pc.primary.hint.period != "" {
		// Both the plan price and its per-card-hour equivalent: they must
		// agree, and then the plan price (what is billed) is stored; a plan
		// price that names no basis takes the one its equivalent matches.
		pr := *pc.primary
		ev := perGPUHourOf(pc.value, unitParts{orDefault(pc.hint.basis, "gpu"), orDefault(pc.hint.period, "hour")}, b.gpn)
		bases := []string{pr.hint.basis}
		if pr.hint.basis == "" {
			bases = []string{"gpu", "node"}
		}
		matched, first, readable := "", 0.0, true
		for _, bs := range bases {
			pv := perGPUHourOf(pr.value, unitParts{bs, pr.hint.period}, b.gpn)
			if pv <= 0 {
				readable = false
				continue
			}
			if first == 0 {
				first = pv
			}
			if ev > 0 && math.Abs(pv-ev)/ev <= equivTolerance {
				matched = bs
				break
			}
		}
		switch {
		case matched != "":
			eqText := strconv.FormatFloat(pc.value, 'f', -1, 64)
			q.AddWarning(mk("import.warn.equivalent_agrees", text, eqText))
			if pr.hint.basis == "" {
				q.AddWarning(mk("import.warn.basis_from_equivalent", text, basisWord(matched), eqText))
				pr.hint.basis = matched
			}
			pr.from, pr.mode = pc.from, pc.mode
			pc = pr
			cellH, value = pc.hint, pc.value
		case readable && first > 0 && ev > 0:
			b.badAt(p.cell, mk("import.err.equiv_disagree", text, strconv.FormatFloat(first, 'f', 2, 64), strconv.FormatFloat(ev, 'f', 2, 64)))
			return nil, true
		}
	}
	if pc.equiv {
		q.AddWarning(mk("import.warn.equivalent", text, strconv.FormatFloat(pc.value, 'f', -1, 64)))
		if cellH.period == "" {
			cellH.period = "hour"
		}
	}

	// The scale: "5.76" under 月租金(万元/台), beside 万元/台/月, or under
	// （单位：万元）, applied once (scalePolicy).
	if !pc.equiv {
		v, res, w := b.resolveScale(p, pc, text, value)
		value = v
		b.keep(&q, res)
		if w != nil {
			q.AddWarning(*w)
		}
		if value > maxPrice {
			b.badAt(p.cell, mk("import.err.too_large", text))
			return nil, true
		}
	}

	// A discount column ("折扣 8.5折") on a price that is not already the
	// discounted one: applied where it says plainly how much is paid, and
	// otherwise the quote waits for review.
	if t := b.text(fDiscount); t != "" && !pc.equiv {
		dc := b.r.cells[fDiscount]
		if sc, _, _ := variantOf(p.header); sc <= 0 {
			f, res := b.resolvePaid(p, text)
			b.keep(&q, res)
			if res.rule() == "paid.discount" {
				value *= f
				q.AddWarning(mk("import.warn.discount_applied", text, t, dc.header, trimFloat(value)))
			}
		}
	}

	// Basis: per card or per machine.
	bres := resolveBasis(basisRead{priceText: priceCellText, equiv: pc.equiv, ownSize: p.hint.gpus != nil, ru: ru, header: p.header}, p, cellH)
	if bres.refusal != nil {
		b.badAt(bres.at.cell(), *bres.refusal)
		return nil, true
	}
	b.keep(&q, bres)
	basis := bres.value()

	// GPUs in the priced instance: a header "8x GPU server", a unit
	// "per VM-hour (2 GPUs)", a note "2-GPU VM".
	gpn := b.priceGPUs(&q, p, cellH, ru) // resolve_gpus.go
	if p.hint.gpus != nil && basis == "" {
		basis = "node"
		if *p.hint.gpus == 1 {
			basis = "gpu"
		}
	}

	// Period (periodPolicy): first without the plan, whose yield to a
	// cell's own period and whose rate per a shorter period depend on it.
	px := &resolveCtx{priceText: priceCellText, equiv: pc.equiv, ru: ru}
	if u := ru.unit; u != nil && u.period != "" && !pc.equiv && cellH.period == u.period && qtyKey(cellH.qty) != qtyKey(u.qty) {
		b.badAt(ru.unitCell, mk("import.err.quantity_conflict", priceCellText, qtyWords(cellH.qty, cellH.period), ru.unitCell.header, u.text, qtyWords(u.qty, u.period)))
		return nil, true
	}
	pcands := b.periodCands(px, p, cellH)
	pres := periodPolicy.resolve(px, pcands)
	if pres.refusal != nil {
		b.badAt(pres.at.cell(), *pres.refusal)
		return nil, true
	}
	for _, w := range pres.warn {
		q.AddWarning(w)
	}
	period := pres.value()
	periodQty, qtyCell := periodQuantity(pres.rule(), p, cellH, ru, b.r.sheetUnit)
	if su := b.r.sheetUnit; su.period != "" && (pres.chosen < 0 || pres.rule() == "period.sheet_unit" || basis == "" && su.basis != "") {
		// the sheet's "单位：元/台/月": weaker than the header, stronger than
		// the plan (a 包年 column under it is per month on a yearly plan)
		if basis == "" && su.basis != "" {
			basis = su.basis
		}
		q.AddWarning(mk("import.warn.unit_from_sheet", text, b.r.sheetUnitText))
	}
	mode := p.tier
	modeCell, modeSrc := p.cell, srcHeader
	if mode != nil && mode.term == nil && mode.period != "" && cellH.period != "" &&
		len(b.r.prices) == 1 && !pc.equiv && periodHours(mode.period) < periodHours(cellH.period) {
		// the one price column's header names a plan ("On-demand price",
		// "按量价格") but this cell states its own period ("$980/week",
		// "3,600元/月"): like a header's unit, the column's word yields to the
		// cell, and says so
		q.AddWarning(mk("import.warn.cell_over_header", priceCellText, periodWord(cellH.period), p.header, periodWord(mode.period)))
		mode = nil
	}
	if mode == nil || mode.period == "" && mode.term == nil {
		mode, modeCell, modeSrc = ru.mode, ru.modeCell, srcColumn
	} else if ru.mode != nil && mode.term == nil && ru.mode.term != nil {
		mode = &billingMode{period: mode.period, term: ru.mode.term, label: mode.label}
	}
	mode = b.rowTermOverTier(mode, ru)
	if mode == nil && pc.mode != nil {
		mode, modeCell, modeSrc = pc.mode, p.cell, srcCell
	}
	if m := notePlanMode(ru, period); mode == nil && m != nil {
		mode, modeCell, modeSrc = m, ru.noteCell, srcRowNote
	}
	pres = periodPolicy.resolve(px, append(pcands, b.planCand(mode, modeCell, modeSrc)...))
	if pres.refusal != nil {
		b.badAt(pres.at.cell(), *pres.refusal)
		return nil, true
	}
	b.keep(&q, resolution{ev: pres.ev})
	period = pres.value()
	if period == "mtok" {
		basis = ""
	}
	if periodQty != nil && period == periodQty.period || periodQty != nil && periodQty.refused {
		// "元/台·10小时", "元/百卡时": the price buys that many periods
		if periodQty.refused {
			b.badAt(qtyCell, mk("import.err.unit_quantity", strings.TrimSpace(qtyCell.text), periodQty.words))
			return nil, true
		}
		if periodQty.count != 1 {
			value /= periodQty.count
			q.AddWarning(mk("import.warn.unit_quantity", priceCellText, periodQty.words, trimFloat(periodQty.count), periodWord(period), trimFloat(value), periodQty.rule))
		}
		if t := periodQty.term; t != nil && (q.MinTerm == nil || q.MinTerm.Hours(DefaultHoursPerMonth) < t.Hours(DefaultHoursPerMonth)) {
			q.MinTerm = &Term{Value: t.Value, Unit: t.Unit}
			q.AddWarning(mk("import.warn.term_from_unit", termMsg(*t), periodQty.words))
		}
	}
	if period == "" {
		if c, ok := b.r.cells[fUnit]; ok {
			if strings.TrimSpace(c.text) == "" {
				b.badAt(c, mk("import.err.unit_missing"))
			} else {
				b.badAt(c, mk("import.err.unit_period", strings.TrimSpace(c.text)))
			}
		} else {
			b.badAt(p.cell, mk("import.err.unit_missing_in", priceCellText))
		}
		return nil, true
	}

	basis, kept := b.basisOverNote(&q, bres, basis, value, period, gpn, p, cellH, ru) // resolve_basis_market.go
	if !kept {
		return nil, true
	}

	// Basis still open: one GPU per machine settles it, or an equivalent
	// rate, or the sheet's statement; otherwise the price is refused
	// (basisUnsettled) unless the market range rules one reading out, or
	// the cards per machine are not known either: then it is stored for
	// review (guessBasis).
	if basis == "" && period != "mtok" {
		ev, _, hasEquiv := b.equivColumn()
		plan := p.tier
		if plan == nil {
			plan = ru.mode
		}
		sheetBasis, sheetBasisText := basisFor(b.r.sheetBasis, plan, len(b.r.prices))
		switch {
		case gpn != nil && *gpn == 1:
			basis = "gpu"
		case hasEquiv && matchingBasis(value, period, gpn, ev) != "":
			// the row's 折合 column restates the price per card-hour: the
			// basis is the one that reading matches
			basis = matchingBasis(value, period, gpn, ev)
			q.AddWarning(mk("import.warn.basis_from_equivalent", text, basisWord(basis), trimFloat(ev)))
		case sheetBasis != "":
			basis = sheetBasis
			q.AddWarning(mk("import.warn.basis_from_sheet", text, basisWord(basis), sheetBasisText))
		default:
			if open, why := b.basisUnsettled(&q, value, period, gpn, b.bandCurrency(p, cellH.currency)); open {
				b.badAt(p.cell, mk("import.err.basis_open", withUnitText(priceCellText, b.text(fUnit)), why))
				return nil, true
			}
			basis = b.guessBasis(&q, value, period, gpn, p, cellH.currency)
		}
	}
	gpn = catalogueGPUs(&q, gpn, basis) // resolve_gpus.go

	// Currency (currencyPolicy).
	cres, err := b.resolveCurrency(&resolveCtx{priceText: priceCellText}, p, cellH)
	switch {
	case cres.refusal != nil:
		b.badAt(cres.at.cell(), *cres.refusal)
		return nil, true
	case err != nil:
		b.bad(fCurrency, errMsg(err))
		return nil, true
	}
	b.keep(&q, cres)
	cur := cres.value()
	if cres.rule() == "currency.assumed" {
		q.AddWarning(mk("import.warn.currency_assumed"))
		if b.r.english {
			q.Review(mk("import.review.currency_assumed"))
		}
	}
	q.Currency = cur

	// The price in a contract unit: a quarter or half-year is months, a
	// year (and anything under an hour) is hours.
	term := q.MinTerm
	if mode != nil && mode.term != nil && (term == nil || mode.term.Hours(DefaultHoursPerMonth) > term.Hours(DefaultHoursPerMonth)) {
		term = ptr(*mode.term)
		// say how the plan became hours: 包年 and "1-year" are 8,760 h,
		// "12个月" is 12 of the settings' months
		q.AddWarning(mk("import.warn.term_from_plan", termMsg(*term), trimFloat(term.Hours(DefaultHoursPerMonth)), mode.label))
	}
	price := value
	if c, ok := contractPeriods[period]; ok {
		price = value / c.div * c.mul
		q.AddWarning(mk(c.key, trimFloat(value), trimFloat(price)))
		if c.term != nil {
			term = atLeast(term, *c.term)
		}
		period = c.to
	}
	u := unitParts{basis: basis, period: period}
	if err := u.check(text); err != nil {
		b.badAt(p.cell, errMsg(err))
		return nil, true
	}
	q.Price, q.PriceUnit = price, u.String()
	q.MinTerm = term
	q.GPUsPerNode, q.Nodes = gpn, b.nodes
	if pc.hint.tax != nil {
		q.TaxIncluded = pc.hint.tax
	} else if p.hint.tax != nil && q.TaxIncluded == nil {
		q.TaxIncluded = p.hint.tax
	}

	for _, pc := range b.pendingCur {
		if pc[1] != q.Currency {
			q.AddWarning(mk("import.warn.other_currency", pc[0], pc[1], q.Currency))
		}
	}
	q.MinHours = hoursOf(q.MinTerm, DefaultHoursPerMonth)
	q.BillingIncrementHours = hoursOf(q.BillingIncrement, DefaultHoursPerMonth)
	if ev, e, ok := b.equivColumn(); ok {
		pv := perGPUHourOf(q.Price, u, q.GPUsPerNode)
		if pv > 0 && math.Abs(pv-ev)/ev > equivTolerance {
			b.badAt(e.cell, mk("import.err.equiv_column_disagree", p.header, text, strconv.FormatFloat(pv, 'f', 2, 64), e.header, strings.TrimSpace(e.text)))
			return nil, true
		}
	}
	checkMarket(&q)
	if err := q.Validate(); err != nil {
		b.badAt(p.cell, errMsg(err))
		return nil, true
	}
	if len(b.probs) > nprob {
		return nil, true
	}
	return &q, true
}

// overridden builds a row's quote with the unit the user set in the
// preview: the price cell's number in that unit, the user's decision kept
// beside the vendor's words.
func (b *rowBuild) overridden(p priceIn) (*Quote, bool) {
	text := strings.TrimSpace(p.text)
	pc, err := parsePriceCell(text)
	if errors.Is(err, ErrEmpty) || errors.Is(err, errNotOffered) {
		return nil, false
	}
	if err != nil {
		b.badAt(p.cell, errMsg(err))
		return nil, true
	}
	q := b.offer(p)
	q.Raw[fPrice] = text
	q.PriceText = text
	q.Price, q.PriceUnit = pc.value, b.r.unitOverride
	if v, w, ok := b.scaledPrice(p, text, pc.value); ok && !pc.equiv {
		q.Price = v
		q.AddWarning(w)
	}
	q.Currency = orDefault(pc.hint.currency, orDefault(p.hint.currency, orDefault(b.r.fileCurrency, "CNY")))
	q.GPUsPerNode, q.Nodes = b.gpn, b.nodes
	q.Edits = append(q.Edits, Edit{Field: fUnit, Vendor: strings.TrimSpace(b.text(fUnit) + " " + text), Value: b.r.unitOverride})
	q.MinHours = hoursOf(q.MinTerm, DefaultHoursPerMonth)
	checkMarket(&q)
	if err := q.Validate(); err != nil {
		b.badAt(p.cell, errMsg(err))
		return nil, true
	}
	return &q, true
}

// contractPeriods are the periods the contract has no unit for, and the
// one a price per them is stored in: a quarter or half-year is months
// (and at least that term), a year (8,760 h) or anything under an hour
// is hours.
var contractPeriods = map[string]struct {
	to, key  string
	div, mul float64
	term     *Term
}{
	"quarter":  {"month", "import.warn.per_quarter", 3, 1, &Term{3, TermMonth}},
	"halfyear": {"month", "import.warn.per_halfyear", 6, 1, &Term{6, TermMonth}},
	"year":     {"hour", "import.warn.per_year", HoursPerYear, 1, &Term{1, TermYear}},
	"minute":   {"hour", "import.warn.per_minute", 1, 60, nil},
	"second":   {"hour", "import.warn.per_second", 1, 3600, nil},
}

// offer is the row's quote for price column p: its own copies of the
// row's notes and raw cells, named and dated as the column says (a tier,
// a region matrix, a calendar period "2026Q3").
func (b *rowBuild) offer(p priceIn) Quote {
	q := b.q
	q.Warnings = append([]msg.Msg{}, b.q.Warnings...)
	q.ReviewReasons = append([]msg.Msg(nil), b.q.ReviewReasons...)
	q.Raw = make(map[string]string, len(b.q.Raw)+2)
	for k, v := range b.q.Raw {
		q.Raw[k] = v
	}
	if p.tierName != "" {
		q.Offer = strings.TrimSpace(q.Offer + " " + p.tierName)
	}
	if p.region != "" && q.Region == "" {
		q.Region = p.region
	}
	if p.validFrom != "" && q.ValidFrom == "" && q.ValidUntil == "" {
		q.ValidFrom, q.ValidUntil = p.validFrom, p.validUntil
	}
	return q
}

func hintGPUs(h *unitHint) *int {
	if h == nil {
		return nil
	}
	return h.gpus
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func trimFloat(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', 4, 64)
}

func atLeast(t *Term, min Term) *Term {
	if t == nil || t.Hours(DefaultHoursPerMonth) < min.Hours(DefaultHoursPerMonth) {
		return &min
	}
	return t
}

// cellWords is the text of the strong evidence a note disagreed with.
func cellWords(c cell, priceText string, ru rowUnit) string {
	if ru.unit != nil && c.header == ru.unitCell.header {
		return ru.unit.text
	}
	return priceText
}

func basisWord(b string) msg.Msg  { return mk("import.basis." + orDefault(b, "none")) }
func periodWord(p string) msg.Msg { return mk("import.period." + orDefault(p, "none")) }

// perGPUHourOf is a price per GPU-hour for checking, 0 when it cannot be told.
func perGPUHourOf(v float64, u unitParts, gpn *int) float64 {
	h := periodHours(u.period)
	if h == 0 {
		return 0
	}
	v /= h
	if u.basis == "node" {
		if gpn == nil || *gpn < 1 {
			return 0
		}
		v /= float64(*gpn)
	}
	return v
}

// hgxPart: a GPU sold only on 8-GPU baseboards (HGX/OAM), so a machine
// price without the count is most likely for 8.
func hgxPart(id string) bool {
	for _, p := range []string{"-SXM", "H200", "H20-", "B200", "Ascend910B"} {
		if strings.Contains(id, p) {
			return true
		}
	}
	return false
}

func hoursOf(t *Term, hpm float64) *float64 {
	if t == nil {
		return nil
	}
	return ptr(t.Hours(hpm))
}

// equivColumn is the per-card-hour price a 折合 column states for the
// row's one price column (with several, which one it restates is not
// said, and it is not used).
func (b *rowBuild) equivColumn() (float64, priceIn, bool) {
	if len(b.r.prices) != 1 {
		return 0, priceIn{}, false
	}
	for _, e := range b.r.equivs {
		pc, err := parsePriceCell(e.text)
		if err != nil {
			continue
		}
		basis := orDefault(pc.hint.basis, orDefault(e.hint.basis, "gpu"))
		period := orDefault(pc.hint.period, orDefault(e.hint.period, "hour"))
		if v := perGPUHourOf(pc.value, unitParts{basis, period}, b.gpn); v > 0 {
			return v, e, true
		}
	}
	return 0, priceIn{}, false
}

// matchingBasis is the basis (gpu or node) under which value per period
// equals ev per card-hour, "" when neither or both do.
func matchingBasis(value float64, period string, gpn *int, ev float64) string {
	found := ""
	for _, bs := range []string{"gpu", "node"} {
		pv := perGPUHourOf(value, unitParts{bs, period}, gpn)
		if pv > 0 && math.Abs(pv-ev)/ev <= equivTolerance {
			if found != "" {
				return ""
			}
			found = bs
		}
	}
	return found
}

// reCommitHeader: a column whose plans are commitments ("Commitment",
// "Term", "租期", "合约期").
var reCommitHeader = regexp.MustCompile(`commit|term|contract|reserv|租期|合约|合同|承诺|期限|起租`)

// periodTerm is a commitment of one price period (a day and longer).
func periodTerm(p string) *Term {
	switch p {
	case "day":
		return &Term{1, TermDay}
	case "week":
		return &Term{1, TermWeek}
	case "month":
		return &Term{1, TermMonth}
	case "quarter":
		return &Term{3, TermMonth}
	case "halfyear":
		return &Term{6, TermMonth}
	case "year":
		return &Term{1, TermYear}
	}
	return nil
}

// noteUnit is what a note or offer name says of the price's unit.
type noteUnit struct {
	basis, basisText   string
	period, periodText string
	periodIsPlan       bool // "包月价": the plan's price, which may be an hourly rate
	gpus               int  // GPUs of the instance it names, 0 for none
}

var noteUnitMemo memo[string, noteUnit]

// noteUnitOf reads a note segment by segment ("整台打包价", "每卡每月",
// "price is for the whole 8-GPU node", "2-GPU VM"); the first of each wins.
func noteUnitOf(text string) noteUnit {
	if v, ok := noteUnitMemo.get(text); ok {
		return v
	}
	var nu noteUnit
	segs, words := reNoteSplit.Split(norm(text), -1), reNoteSplit.Split(narrow(text), -1)
	for i, seg := range segs {
		seg = strings.TrimSpace(seg)
		if seg == "" || len(seg) > 48 || !strings.ContainsAny(seg, "整台卡机价租时天日周月季年pmvgcaiwhdqy") {
			continue
		}
		said := seg // the vendor's words, for a message that quotes them
		if len(words) == len(segs) {
			said = strings.TrimSpace(words[i])
		}
		cs := compact(seg)
		if nu.basis == "" {
			switch {
			case reNoteBasisNode.MatchString(cs) || reNoteBasisNode.MatchString(seg) || reStateNode.MatchString(seg) || reWholeWithCards.MatchString(cs):
				nu.basis, nu.basisText = "node", said
			case reNoteBasisGPU.MatchString(cs) || reNoteBasisGPU.MatchString(seg) || reStateGPU.MatchString(seg):
				nu.basis, nu.basisText = "gpu", said
			}
		}
		if nu.period == "" {
			if m := reNotePeriod.FindStringSubmatch(cs); m != nil {
				nu.period, nu.periodText = periodZH[m[1]+m[2]], said
				nu.periodIsPlan = strings.HasPrefix(cs, "包")
			} else if m := reNotePeriod.FindStringSubmatch(seg); m != nil {
				nu.period, nu.periodText = periodZH[m[1]+m[2]], said
			}
		}
		if u := parseUnitParts(cs); u.basis != "" && u.period != "" && strings.HasPrefix(cs, "每") {
			// "每卡每月": a unit phrase in the notes
			if nu.basis == "" {
				nu.basis, nu.basisText = u.basis, said
			}
			if nu.period == "" {
				nu.period, nu.periodText = u.period, said
			}
		}
		if m := reNoteGPUs.FindStringSubmatch(seg); m != nil && nu.gpus == 0 {
			if n, err := strconv.Atoi(m[1] + m[2]); err == nil && n >= 1 && n <= maxGPUsPerNode {
				nu.gpus = n
			}
		}
	}
	nu = withUnitPhrase(nu, text)
	noteUnitMemo.put(text, nu)
	return nu
}

var (
	reDiscountZhe = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*折$`)
	reDiscountCN  = regexp.MustCompile(`^([一二三四五六七八九])([一二三四五六七八九])?\s*折$`)
	reDiscountOff = regexp.MustCompile(`^(?:-\s*(\d+(?:\.\d+)?)\s*%|(\d+(?:\.\d+)?)\s*%\s*off|减\s*(\d+(?:\.\d+)?)\s*%)$`)
)

// parseDiscount reads a discount cell as the share of the list price that
// is paid: "8.5折" and "85折" 0.85, "九折" 0.9, "八五折" 0.85, "-15%" and
// "15% off" 0.85, "0.85" 0.85. ok is false for a cell that does not say it
// plainly ("85%": paid or taken off?); f is 1 (with ok false) for "无", "—".
func parseDiscount(s string) (f float64, ok bool) {
	c := compact(norm(s))
	if c == "" || isNotStated(c) || isNoneWord(c) || notOfferedWords[c] {
		return 1, false
	}
	if m := reDiscountZhe.FindStringSubmatch(c); m != nil {
		v, err := strconv.ParseFloat(m[1], 64)
		switch {
		case err != nil:
		case v > 0 && v <= 10: // "10折" is the full price
			return v / 10, true
		case v > 10 && v < 100:
			return v / 100, true
		}
		return 0, false
	}
	if m := reDiscountCN.FindStringSubmatch(c); m != nil {
		d1, _ := cnNumber(m[1])
		v := d1 / 10
		if m[2] != "" {
			d2, _ := cnNumber(m[2])
			v += d2 / 100
		}
		return v, true
	}
	if m := reDiscountOff.FindStringSubmatch(c); m != nil {
		v, err := strconv.ParseFloat(m[1]+m[2]+m[3], 64)
		if err == nil && v > 0 && v < 100 {
			return 1 - v/100, true
		}
		return 0, false
	}
	if v, err := strconv.ParseFloat(c, 64); err == nil && v > 0 && v < 1 {
		return v, true
	}
	return 0, false
}
