package quotes

import (
	"errors"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"computecheck/msg"
)

// Each quote's price unit is read from all the evidence its row holds,
// strongest first: the price cell and a unit column (a disagreement is
// refused); the row's notes and offer name (likewise); the price column's
// header (a cell that says otherwise wins, with a warning); the plan, which
// gives the period when nothing above does, and always the commitment. A
// basis nothing states is never guessed silently: the quote goes to review.

// rowUnit is what a row says about its price unit outside the price cells.
type rowUnit struct {
	unit                  *unitHint // the unit column read as a unit
	unitCell              cell
	mode                  *billingMode // the row's plan (mode, unit, term or increment column)
	modeCell              cell
	noteBasis, notePeriod string
	noteBasisText         string
	notePeriodText        string
	notePlan              bool          // the note's period is a plan (包月价)
	notePhrase            bool          // the note states a whole unit ("报价单位为元/台/天"): it wins over the header
	noteQty               *quantityRead // TW0010: the periods that note's unit phrase prices ("元/台/双周": two weeks)
	noteCell              cell
	noteGPUs              *int
	noteGPUsCell          cell      // the note that states noteGPUs
	cycle                 *unitHint // the unit column's basis read with the row's settlement cycle ("整台" + "月结")
	cycleCell             cell
}

var (
	// a note segment that says the price is per machine or per card (words/rows.tsv note_basis_word)
	reNoteBasisNode = regexp.MustCompile(`^` + wordAlternation("note_basis_word", "node") + `(?:按量|包天|包周|包月|包季|包年)?` + wordAlternation("note_node_suffix", "yes") + `?$|^(?:per|by the)\s+(?:vm|instance|node|machine|server|box)(?:[- ]hour)?$|^whole[- ](?:machine|server|node)s?$|^(?:vm|instance|node|machine|server) price$`)
	reNoteBasisGPU  = regexp.MustCompile(`^` + wordAlternation("note_basis_word", "gpu") + `(?:按量|包天|包周|包月|包季|包年)?` + wordAlternation("note_gpu_suffix", "yes") + `?$|^(?:per|by the)\s+(?:gpu|card)(?:[- ]hour)?$|^(?:gpu|card) price$`)
	reNotePeriod    = regexp.MustCompile(`^(?:整机|整台|单卡|按卡)?(?:包)?(时|小时|天|日|周|月|季|年)(?:租|价|租价|单价|报价|租金)$|^(hourly|daily|weekly|monthly|quarterly|yearly|annual) (?:price|rate)$`)
	reBarePlan      = regexp.MustCompile(`^包(?:天|日|周|月|季|年)$`)
	reNoteSplit     = regexp.MustCompile(`[，,；;。、/()（）\[\]【】\n]+`)
	// RQ0009: "我司L20为4卡机型": the card count after 为/是 closing a clause
	reNoteGPUs = regexp.MustCompile(`^(\d{1,2})\s*-?\s*(?:gpu|card)s?\s*` + wordAlternation("note_gpus_machine", "en") + `$|(?:^|[为是])(\d{1,2})\s*卡\s*` + wordAlternation("note_gpus_machine", "zh") + `$`)
	periodZH   = wordMap("note_period")
)

// reOnePeriod: a unit cell that is one period and nothing else ("1 Month", "1 Hour").
var reOnePeriod = regexp.MustCompile(`^1\s*\pL+$`)

// rowUnit gathers the unit evidence outside the price cells.
func (b *rowBuild) rowUnit() rowUnit {
	var ru rowUnit
	b.incrementInWords()
	if c, ok := b.r.cells[fUnit]; ok && strings.TrimSpace(c.text) != "" && !b.unitCellIsIncrement() {
		t := strings.TrimSpace(c.text)
		if h, ok := b.billingBlock(t); ok {
			ru.unit, ru.unitCell = &h, c // "15分钟", "4小时" in a column of units: the block the price buys
		} else if m, ok := parseMode(t); ok {
			ru.mode, ru.modeCell = &m, c
			if hb := headerHint(t); hb != "" {
				// "包年(元/台/年)": the plan, and the unit in its brackets
				if h := parseHint(hb); h.basis != "" || h.period != "" {
					h.text = t
					ru.unit, ru.unitCell = &h, c
				}
			} else if h := parseHint(t); m.period == "" && m.term != nil && h.period != "" && reOnePeriod.MatchString(norm(t)) {
				// CX0030: "1 Month" in the unit column: the price is for one month, whatever term it also reads as
				ru.unit, ru.unitCell = &h, c
			}
		} else if m, ok := leaseTermMode(t); ok && b.periodElsewhere() {
			ru.mode, ru.modeCell = &m, c // TC0004: "包3个月", "租满半年" in a column of units: a commitment, no period
		} else {
			h, read := parseHint(t), t
			if fixed, slip, meant, ok := unitSlip(t); ok { // resolve_mistakes.go: "元/太/月" for 元/台/月 (MS0002-)
				h, read = parseHint(fixed), fixed
				h.text = t
				b.q.AddWarning(mk("import.warn.mistakes_unit_slip", c.header, t, slip, meant, fixed))
			}
			if rest, m, ok := unitCommitment(read); ok { // "per GPU-hour, 1-year reserved": the unit, and a year's commitment
				h, ru.mode, ru.modeCell = parseHint(rest), &m, c
			}
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
				} else if m, ok := termCodeMode(t); ok {
					ru.mode, ru.modeCell = &m, c // MT0003: "1Y", "3M" alone in a column of units or plans
				}
			}
		}
	}
	if ru.unit != nil && ru.unit.basis == "node" {
		if w := allCardsBilled(ru.unitCell.text); w != "" { // "整节点独占（每节点8卡全计）": the node allocated, each card billed (extract_coefficient.go)
			h := *ru.unit
			h.basis = ""
			ru.unit = &h
			b.q.AddWarning(mk("import.warn.uv_all_cards_billed", ru.unitCell.header, strings.TrimSpace(ru.unitCell.text), w))
		}
	}
	if ru.unit != nil && ru.unit.period == "" && ru.unit.basis != "" {
		if h, c, ok := b.cycleUnit(ru.unitCell); ok {
			// "整台" under 计价对象 beside "双周结" under 结算周期 (BL0050-0057):
			// evidence of the period, weakest but the plan (period.settle_cycle)
			ru.cycle, ru.cycleCell = &h, c
		}
	}
	if ru.mode == nil {
		for _, f := range []string{fMode, fMinTerm, fIncrement} {
			if c, ok := b.r.cells[f]; ok {
				m, ok := parseMode(c.text)
				if t, commit := commitTermCell(c.text); !ok && commit && f == fMode {
					m, ok = billingMode{term: &t, label: strings.TrimSpace(c.text)}, true // "reserved 1-yr" in a plan column
				}
				if !ok && f == fMode {
					m, ok = termCodeMode(c.text) // MT0003: "6M", "1Y" alone in a plan column
				}
				if ok {
					if m.term == nil && (f == fMinTerm || containsWord(norm(c.header), "commit_header")) {
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
	// the notes, the offer name and the plan cell ("包月（整机）"), segment by segment
	for _, f := range planBasisFields(ru.unit == nil) {
		c, ok := b.r.cells[f]
		if !ok || strings.TrimSpace(c.text) == "" {
			continue
		}
		nu := noteUnitOf(c.text)
		if f == fOffer && nu.period == "" {
			nu.period, nu.periodText = offerPlan(c.text) // "训练集群（包季）"
			nu.periodIsPlan = nu.period != ""
		}
		if nu.basis != "" && ru.noteBasis == "" {
			ru.noteBasis, ru.noteBasisText, ru.noteCell = nu.basis, nu.basisText, c
			ru.notePhrase = ru.notePhrase || nu.phrase
		}
		if nu.period != "" && ru.notePeriod == "" {
			ru.notePeriod, ru.notePeriodText, ru.noteCell, ru.notePlan, ru.noteQty = nu.period, nu.periodText, c, nu.periodIsPlan, nu.qty
			ru.notePhrase = ru.notePhrase || nu.phrase
		}
		if nu.gpus > 0 && ru.noteGPUs == nil {
			ru.noteGPUs, ru.noteGPUsCell = ptr(nu.gpus), c
		}
	}
	return ru
}

// priced makes the quote of one price column; ok is false when the cell
// offers nothing (blank or "—"), nil with ok when it was refused.
func (b *rowBuild) priced(p priceIn) (qr *Quote, okr bool) {
	if p.otherPlansLine && p.footUnit == nil { // PN0013: a unit line for other plans is no unit of this code's column
		su, sut := b.r.sheetUnit, b.r.sheetUnitText
		b.r.sheetUnit, b.r.sheetUnitText = unitHint{}, ""
		defer func() { b.r.sheetUnit, b.r.sheetUnitText = su, sut }()
	}
	text := strings.TrimSpace(p.text)
	if p.hold != nil && text != "" && !isDashOnly(text) {
		return b.refuse(p.cell, *p.hold) // resolve_window.go
	}
	if b.r.unitOverride != "" {
		return b.overridden(p)
	}
	if p.ownUnit && b.unit.unit != nil { // columns_price.go unitColumnOwners: the header's unit, not the unit column's
		was := b.unit
		if b.unit.modeCell.letter == b.unit.unitCell.letter {
			b.unit.mode, b.unit.modeCell = nil, cell{}
		}
		b.unit.unit, b.unit.unitCell = nil, cell{}
		defer func() { b.unit = was }()
	}
	if q, ok, done := b.timeOfUse(p, text); done { // columns_timeofuse.go
		return q, ok
	}
	if q, ok, done := b.notARate(p, text); done {
		return q, ok
	}
	origText, sameAs, disc, blankNote := text, "", (*discountRead)(nil), msg.Msg{}
	if h, t, ok := b.sameAsColumn(text, p.letter); ok {
		text, sameAs = t, h // "同v2": the price of the column it names
	} else if h, t, ok := b.oldPriceStands(text); ok {
		text, sameAs = t, h // "持平": the earlier price stands
	} else if h, t, ok := b.earlierPrice(); ok && b.r.newPriceFrom != "" && !isDashOnly(text) {
		text, blankNote = t, mk("import.warn.new_price_later", p.header, origText, b.r.newPriceFrom, h, t) // PV0001: 调整后单价 from a later day
	} else if h, t, ok := b.earlierPrice(); ok && b.r.newPriceEnded != "" && !isDashOnly(text) {
		text, blankNote = t, mk("import.warn.new_price_ended", p.header, origText, b.r.newPriceEnded, h, t) // PV0001: a 现价 whose window ended
	} else if h, t, ok := b.buyerPriceAgreed(text); ok {
		text, sameAs = t, h // "同意还价": the buyer's figure is agreed
	} else if h, t, note, ok := b.blankMeansEarlier(p, text); ok {
		text, blankNote = t, mk("import.warn.blank_means_earlier", p.header, h, t, note)
	} else if h, t, ok := b.blankPaidList(p, text); ok {
		text, blankNote = t, mk("import.warn.blank_paid_list", p.header, h, t) // 成交价 blank beside 刊例价 and 8折 (discount_paid.go)
	} else if t, h, note, ok := b.minSpendWhole(p, text); ok {
		text, blankNote = t, mk("import.payterms.warn.min_spend_whole", p.header, note, h, t) // 保底即全款 (payterms.go)
	} else if h, t, note, ok := b.dashNoteApplies(text); ok {
		text, blankNote = t, mk("import.warn.dash_note_applies", p.header, note, h, t) // "—" and 备注 "按指导价结算"
	} else {
		if cur, was, refuse, ok := trialVersionIn(text); ok { // "测试价1.5元/卡时，正式价4.2元/卡时" (extract_trial_cell.go, TL0501)
			if refuse {
				return b.refuse(p.cell, mk("import.trial.err_cell_trial", p.header, origText, was))
			}
			text, blankNote = cur, mk("import.trial.warn_cell_trial", p.header, origText, was, cur)
		} else if off, held, inside, ok := outsidePriceIn(text); ok { // "校内 40元/机时；校外 64元/机时" (extract_buyer_class.go)
			if inside && !b.r.qualifiedForAll { // SD0076 decided in extract_prose.go
				return b.refuse(p.cell, mk("import.err.uv_inside_only_cell", p.header, origText, held))
			} else if !inside {
				text, blankNote = off, mk("import.warn.uv_outside_price", p.header, origText, held, off)
			}
		} else if cur, was, ok := currentVersionIn(text); ok { // "原价3.10，现价2.60" (extract_price_versions.go): the rest of the cell reads on
			text, blankNote = cur, mk("import.warn.notoffer_cell_versions", p.header, origText, was, cur)
		}
		if m := b.withdrawnPrice(text); m != nil {
			return b.refuse(p.cell, *m)
		} else if mu, no := b.markupOffBase(p, text); no != nil {
			return b.refuse(p.cell, *no)
		} else if mu != nil {
			p, text, disc = mu.p, mu.text, mu // "上浮30%" on another column's price
		} else if d, no := b.discountOffBase(p, text); no != nil {
			return b.refuse(p.cell, *no)
		} else if disc = d; disc != nil {
			p, text = disc.p, disc.text // "-15%" off another column's price
		}
	}
	pc, err := parsePriceCell(text)
	switch {
	case errors.Is(err, ErrEmpty), errors.Is(err, errNotOffered):
		return nil, false
	case err != nil:
		return b.refuse(p.cell, errMsg(err))
	}
	if c, ok := b.placeholderPrice(pc.value); ok {
		return b.refuse(p.cell, mk("import.err.price_placeholder", text, c.header, strings.TrimSpace(c.text)))
	}
	q := b.offer(p)                  // a copy: each price column is its own offer
	timeBandWarn(&q, p)              // columns_timeofuse.go
	conditionWarn(&q, p, b.r.prices) // columns_condition.go
	shown := text                    // the vendor's words: "同v2" rather than v2's price
	if sameAs != "" {
		shown = origText
		q.AddWarning(mk("import.warn.same_as_column", origText, sameAs, text))
	}
	if blankNote.Key != "" {
		q.AddWarning(blankNote)
	}
	if d := b.r.newPriceSoon; d != "" && sameAs == "" {
		if h, t, ok := b.earlierPrice(); ok { // PV0001: an order placed now pays both prices in its first month
			m := mk("import.review.new_price_soon", p.header, origText, d, h, t)
			q.AddWarning(m)
			q.Review(m)
		}
	}
	if d := b.r.newPriceUndated; d != "" && sameAs == "" {
		if h, t, ok := b.earlierPrice(); ok { // PV0001: the file gives no date to tell which price an order pays
			m := mk("import.review.new_price_undated", p.header, origText, d, h, t)
			q.AddWarning(m)
			q.Review(m)
		}
	}
	if b.r.raw == nil {
		q.Raw[fPrice] = shown
	}
	if len(b.r.prices) > 1 {
		q.Raw[p.header] = shown
	}
	q.PriceText = shown
	disc.apply(&q, origText, p.header, len(b.r.prices) > 1 && b.r.raw == nil)
	if m, ok := b.r.styleNotes[p.letter]; ok {
		q.AddWarning(m)
	}
	if t := b.text(fPriceText); t != "" {
		q.PriceText = t
	}
	ru := b.unit
	nprob := len(b.probs)
	if pc.from { // "12元/卡时起": what the cheapest configuration starts at
		return b.refuse(p.cell, mk("import.err.from_price", text))
	}
	if pc.words != "" {
		q.AddWarning(mk("import.warn.amount_words", text, pc.words, trimFloat(pc.value)))
	}
	if pc.signScale != "" {
		q.AddWarning(mk("import.warn.scale_after_sign", text, pc.signScale, trimFloat(pc.value)))
	}
	if pc.ocrSign != "" {
		q.AddWarning(mk("import.warn.ocr_currency_sign", strings.TrimSpace(text), strings.ToUpper(pc.ocrSign)))
	}
	if pc.ocrRead != "" {
		q.AddWarning(mk("import.warn.figure_spaces", strings.TrimSpace(text), pc.ocrRead))
	}
	cellH := pc.hint
	if pc.marker != "" {
		if digitMarker(pc.marker) && footnoteFor(b.r.footLines, pc.marker) == "" {
			// "9.8⑦" with no ⑦ footnote: 9.8 with a note, or an odd digit? It cannot be read exactly
			return b.refuse(p.cell, mk("import.safety.odd_digits", strings.TrimSpace(text)))
		}
		if no := b.applyFootnote(&q, &cellH, text, pc.marker); no != nil {
			return b.refuse(p.cell, *no)
		}
	}
	if q.longerTerm(pc.term, "term.price_cell", inRow(b.r, p.cell)) {
		q.AddWarning(mk("import.warn.term_in_price_cell", termMsg(*pc.term), text, pc.termWords))
	}
	value := pc.value
	if plan, refused := b.planOfEquivalent(&q, p, pc, text); refused {
		return nil, true
	} else if plan != nil {
		pc = *plan
		cellH, value = pc.hint, pc.value
	}
	if k, m := b.coefficientOf(p); m.Key != "" { // 基准单价 × 队列系数 (extract_coefficient.go), on the figure read, a plan's included
		value = math.Round(value*k*1e6) / 1e6
		defer func() {
			if qr != nil {
				qr.AddWarning(m)
			}
		}()
	}
	if pc.equiv && cellH.period != "" && cellH.period != "hour" {
		// "即 32,855 元/台/月": what another price comes to, in the unit it states
		q.AddWarning(mk("import.warn.equivalent_unit", text))
	} else if pc.equiv {
		q.AddWarning(mk("import.warn.equivalent", text, strconv.FormatFloat(pc.value, 'f', -1, 64)))
		if cellH.period == "" {
			cellH.period = "hour"
		}
	}
	if value = b.intlPrice(&q, &cellH, text, &p, value); value == 0 { // resolve_currency_sign.go: "$" under "單價 (HK$)", a total header, a net/gross twin, a reservation's upfront
		return nil, true
	}

	// the scale ("5.76" under 月租金(万元/台)), applied once
	if !pc.equiv {
		v, res, w := b.resolveScale(p, pc, text, value)
		value = v
		b.keep(&q, res)
		if w != nil {
			q.AddWarning(*w)
		}
		if value > maxPrice {
			return b.refuse(p.cell, mk("import.err.too_large", text))
		}
	} else {
		q.decide("scale", "1", "scale.none", Evidence{Source: srcCell, Sheet: b.r.sheet, Row: b.r.row, Letter: p.cell.letter, Header: p.cell.header, Text: text})
	}
	if !pc.equiv { // an amount in SU, 算力点 or credits, or per P: through the file's own rate or figure (scale.go)
		v, refused := b.accountRate(&q, p, &cellH, text, value)
		if refused {
			return nil, true
		}
		if v, refused = b.computeFactor(&q, p, &cellH, text, v); refused { // 元/P/月: by the card's or machine's P
			return nil, true
		}
		value = v
	}

	// a change column ("调整幅度 上调8%") paired with this price: the price from the change (resolve_modifier.go)
	if m, ok := b.pairModifiers().on[p.letter]; ok && m.change && !pc.equiv {
		u := cellH
		for _, h := range []*unitHint{&p.hint, ru.unit} {
			if h != nil && u.period == "" {
				u.period = h.period
			}
			if h != nil && u.basis == "" {
				u.basis = h.basis
			}
		}
		v, refused := b.changedPrice(&q, p, m, text, value, u)
		if refused {
			return nil, true
		}
		value = v
	} else if m, ok := b.discountOf(p); ok && !pc.equiv { // the discount paired with p (resolve_modifier.go)
		own := q.MinTerm // the quote's own term: a discount naming it is that offer's (包季9折 on 包季)
		if own == nil && ru.mode != nil {
			own = ru.mode.term
		}
		sc, _, _ := variantOf(p.header)
		paidCol := paidHeader(p.header) // 活动价, 到手价, 执行价: the price after the discount (discount_paid.go)
		switch {
		case paidCol && text == origText:
			if b.statedPaid(&q, p, m, text, own) {
				return nil, true
			}
		case sc <= 0 || paidCol && blankNote.Key != "":
			steps, res := b.resolvePaid(p, m, text, own)
			if res.refusal != nil {
				b.badAt(res.at.cell(), *res.refusal)
				return nil, true
			}
			b.keep(&q, res)
			if res.rule() == "paid.discount" || res.chosen < 0 && len(b.stackedOf(p)) > 0 { // "包月无折扣" then "再95折"
				if v, refused := b.takeSteps(&q, p, m, text, value, steps); refused {
					return nil, true
				} else {
					value = v
				}
			} else {
				b.stackedNotTaken(&q, p, m) // 再9折 on an 85折 already in the price: not lost unreported
			}
		}
	}

	if cellH.period == "" && pc.mode == nil && !pc.equiv && ru.unit == nil && p.hint.period == "" && pricePlan(p) == nil && b.r.sheetUnit.period == "" {
		// the row's title or SKU states the unit (extract_row_unit.go)
		rr, no, at := b.rowCellUnit(value)
		if no != nil {
			return b.refuse(at, *no)
		}
		if rr != nil {
			ru.unit, ru.unitCell = &rr.hint, rr.at
			q.AddWarning(mk("import.warn.unit_from_row_cell", text, rr.at.header, rr.text, rr.rule))
		}
	}
	bres := resolveBasis(basisRead{priceText: text, equiv: pc.equiv, ownSize: p.hint.gpus != nil, ru: ru, header: p.header, lines: b.r.footLines}, p, cellH)
	if bres.refusal != nil {
		return b.refuse(bres.at.cell(), *bres.refusal)
	}
	if !pc.equiv { // resolve_mistakes.go: the line's own total (小计) decides a basis the unit column only named, or refuses
		lperiod := firstNonEmpty(cellH.period, p.hint.period)
		if lperiod == "" && ru.unit != nil {
			lperiod = ru.unit.period
		}
		nb, why, at, refused := b.lineTotalCheck(value, bres.value(), p.hint.basis, lperiod)
		if refused {
			return b.refuse(at, *why)
		}
		if why != nil && nb != bres.value() {
			// the line's total fits the header's basis, not the one read: taken only where the unit column
			// alone named the basis and the header's then resolves alone; else the line contradicts its price
			conflict := mk("import.err.mistakes_line_total_basis_conflict", at.header, at.text, basisWord(nb), basisWord(bres.value()))
			if bres.rule() != "basis.unit_column" {
				return b.refuse(at, conflict)
			}
			ru2, u2 := ru, *ru.unit
			u2.basis = ""
			ru2.unit = &u2
			bres2 := resolveBasis(basisRead{priceText: text, equiv: pc.equiv, ownSize: p.hint.gpus != nil, ru: ru2, header: p.header, lines: b.r.footLines}, p, cellH)
			if bres2.refusal != nil || bres2.value() != nb {
				return b.refuse(at, conflict)
			}
			bres = bres2
			q.AddWarning(*why)
		}
	}
	b.keep(&q, bres)
	basis := bres.value()
	group := basis == "group" // the group's price: per machine over its machines, below
	if group {
		basis = "node"
	}

	gpn := b.priceGPUs(&q, p, cellH, ru)
	if p.hint.gpus != nil && basis == "" {
		basis = "node"
		if *p.hint.gpus == 1 {
			basis = "gpu"
		}
		b.settledBasis(&q, "basis.instance_size", basis, p.cell, p.header)
	}

	// the period: first without the plan, whose yield to a cell's own period depends on it
	px := &resolveCtx{priceText: text, equiv: pc.equiv, ru: ru}
	if u := ru.unit; u != nil && u.period != "" && !pc.equiv && cellH.period == u.period && qtyKey(cellH.qty) != qtyKey(u.qty) {
		return b.refuse(ru.unitCell, mk("import.err.quantity_conflict", text, qtyWords(cellH.qty, cellH.period), ru.unitCell.header, u.text, qtyWords(u.qty, u.period)))
	}
	if pc.planPeriod && !pc.equiv {
		planWordNotPeriod(&q, text, pc.mode, ru, &cellH)
	}
	pcands := b.periodCands(px, p, cellH)
	pres := periodPolicy.resolve(px, pcands)
	if pres.refusal != nil {
		return b.refuse(pres.at.cell(), *pres.refusal)
	}
	for _, w := range pres.warn {
		q.AddWarning(w)
	}
	period := pres.value()
	periodH, qtyCell := periodHint(pres.rule(), p, cellH, ru, b.r.sheetUnit)
	periodQty := periodH.qty
	if pres.rule() == "period.settle_cycle" {
		q.AddWarning(mk("import.warn.period_from_cycle", strings.TrimSpace(ru.cycleCell.text), ru.cycleCell.header, strings.TrimSpace(ru.unitCell.text)))
	}
	if su := b.r.sheetUnit; su.period == "" && su.basis != "" && basis == "" {
		// TA0011: a section's "包周（元/台）": per machine, its period the plan's
		basis = su.basis
		b.settledBasis(&q, "basis.sheet_unit", basis, cell{}, b.r.sheetUnitText)
		q.AddWarning(mk("import.warn.unit_from_sheet", text, b.r.sheetUnitText))
	} else if su.period != "" && (pres.chosen < 0 || pres.rule() == "period.sheet_unit" || basis == "" && su.basis != "") {
		// the sheet's "单位：元/台/月": weaker than the header, stronger than the plan
		if basis == "" && su.basis != "" {
			basis = su.basis
			b.settledBasis(&q, "basis.sheet_unit", basis, cell{}, b.r.sheetUnitText)
		}
		q.AddWarning(mk("import.warn.unit_from_sheet", text, b.r.sheetUnitText))
	}
	if p.unitLine != "" && cellH.period == "" {
		q.AddWarning(mk("import.warn.unit_from_plan_line", text, p.header, p.unitLine))
	}
	if p.footUnit != nil && cellH.period == "" {
		q.AddWarning(mk("import.pn.warn.header_footnote_unit", text, p.header, p.footUnit.mark, p.footUnit.note))
	}
	mode, modeCell, modeSrc := b.planOf(&q, p, pc, cellH, period, text)
	pres = periodPolicy.resolve(px, append(pcands, b.planCand(mode, modeCell, modeSrc)...))
	if pres.refusal != nil {
		return b.refuse(pres.at.cell(), *pres.refusal)
	}
	b.keep(&q, resolution{ev: pres.ev})
	period = pres.value()
	if pres.rule() == "period.term_column" { // OD0004: the term column's period, the last resort
		tc := b.r.cells[fMinTerm]
		q.AddWarning(mk("import.warn.period_from_term_column", text, periodWord(period), strings.TrimSpace(ru.unitCell.text), tc.header, strings.TrimSpace(tc.text)))
	}
	if period == "mtok" {
		basis = ""
	}
	if periodQty != nil && period == periodQty.period || periodQty != nil && periodQty.refused {
		// "元/台·10小时", "元/百卡时": the price buys that many periods
		if periodQty.refused {
			return b.refuse(qtyCell, mk("import.err.unit_quantity", strings.TrimSpace(qtyCell.text), periodQty.words))
		}
		if periodQty.count != 1 {
			value /= periodQty.count
			q.AddWarning(mk("import.warn.unit_quantity", text, periodQty.words, trimFloat(periodQty.count), periodWord(period), trimFloat(value), periodQty.rule))
		}
		if q.longerTerm(periodQty.term, orDefault(periodQty.termRule, "term.unit_quantity"), inRow(b.r, qtyCell)) {
			q.AddWarning(mk("import.warn.term_from_unit", termMsg(*periodQty.term), periodQty.words))
		}
	}
	if period == "" {
		if v, ok, refused := b.perBilledHour(&q, p, text, value, basis); refused {
			return nil, true
		} else if ok {
			value, period, basis = v, "hour", "gpu"
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
			b.badAt(p.cell, mk("import.err.unit_missing_in", text))
		}
		return nil, true
	}

	basis, kept := b.basisOverNote(&q, bres, basis, value, period, gpn, p, cellH, ru)
	if !kept {
		return nil, true
	}

	if basis == "" && period != "mtok" {
		if basis = b.unstatedBasis(&q, p, value, period, gpn, cellH.currency, text); basis == "" {
			return nil, true
		}
	}
	if basis == "node" && gpn == nil {
		if c, written, digit, ok := b.ocrCardCount(); ok {
			// "B卡 96G" under a per-machine price: the machine's cards are unreadable, so is the price per card (PF0104)
			return b.refuse(c, mk("import.err.ocr_card_count", strings.TrimSpace(c.text), written, digit))
		}
	}
	if c, ok := b.unstatedGPUCount(basis, gpn, q.GPU); ok {
		return b.refuse(c, mk("import.err.gpn_unstated", b.colName(fGPUsPerNode), strings.TrimSpace(c.text), text))
	}
	gpn = catalogueGPUs(&q, gpn, basis)
	cres, err := b.resolveCurrency(&resolveCtx{priceText: text}, p, cellH)
	switch {
	case cres.refusal != nil:
		return b.refuse(cres.at.cell(), *cres.refusal)
	case err != nil:
		b.bad(fCurrency, errMsg(err))
		return nil, true
	}
	b.keep(&q, cres)
	q.Currency = cres.value()

	// the price in a contract unit (contractPeriods)
	if mode != nil && q.longerTerm(mode.term, "term.plan", planAt(b.r, modeCell, modeSrc, mode.label)) {
		// how the plan became hours: 包年 and "1-year" are 8,760 h, "12个月" 12 of the settings' months
		q.AddWarning(mk("import.warn.term_from_plan", termMsg(*q.MinTerm), trimFloat(q.MinTerm.Hours(DefaultHoursPerMonth)), mode.label))
	}
	// "Weekly (USD/GPU-hr)", "按月(元/卡/时)": the header's plan word, counted in a shorter period than its own
	if t, ok := headerPlanTerm(mode, modeSrc, period); ok && q.longerTerm(t, "term.header_plan", planAt(b.r, modeCell, modeSrc, mode.label)) {
		q.AddWarning(mk("import.usdcards.term_from_header_plan", termMsg(*q.MinTerm), trimFloat(q.MinTerm.Hours(DefaultHoursPerMonth)), p.header, mode.label, periodWord(period)))
	}
	// "月租(元/卡/时，3个月起租)", "Lease (USD/GPU/hr, min. 6 months)": the bracket's term clause is the minimum
	// term, never the price's period (HS0401)
	if t, words := headerTermClause(p.header); t != nil && q.longerTerm(t, "term.header_clause", Evidence{Source: srcHeader, Sheet: b.r.sheet, Letter: p.letter, Header: p.header, Text: words}) {
		q.AddWarning(mk("import.hwsale.term_from_header", termMsg(*q.MinTerm), trimFloat(q.MinTerm.Hours(DefaultHoursPerMonth)), p.header, words))
	}
	// "元/台/月(6个月)", "元/台/月（3个月起租）": a term the unit phrase states beside its period, after
	// the plan's and the header's own (MT0001, MT0002)
	if q.longerTerm(periodH.term, "term.unit_phrase", inRow(b.r, qtyCell)) {
		q.AddWarning(mk("import.warn.term_in_unit", termMsg(*periodH.term), strings.TrimSpace(periodH.text), periodH.termWords))
	}
	b.payTermWarn(&q, p, mode, modeSrc) // "包年价·一次性付清": how the plan's price is paid (payterms.go)
	b.planNoteTerm(&q, mode, period)    // "日租最少3天起租" under the table (extract_notes.go)
	b.columnNoteTerm(&q, p.header)      // "以下迁移专享价…须首次签约满3个月": the column's own term
	if group {
		value = roundScaled(value / float64(p.group.nodes))
		q.AddWarning(mk("import.warn.group_split", p.header, text, p.group.word, p.group.nodes, strconv.FormatFloat(value, 'f', -1, 64)))
	} else if p.unit != nil && basis == "node" {
		q.AddWarning(mk("import.warn.unit_cards", p.header, text, p.unit.word, p.unit.cards))
	}
	price := value
	if c, ok := contractPeriods[period]; ok {
		price = value / c.div * c.mul
		q.AddWarning(mk(c.key, trimFloat(value), trimFloat(price)))
		q.longerTerm(periodTerm(period), "term.contract_period", inRow(b.r, p.cell))
		period = c.to
	}
	u := unitParts{basis: basis, period: period}
	if err := u.check(text); err != nil {
		return b.refuse(p.cell, errMsg(err))
	}
	q.Price, q.PriceUnit = price, u.String()
	q.GPUsPerNode, q.Nodes = gpn, b.nodes
	b.priceCellMachines(&q, pc.machines, p)
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
		if pv > 0 && math.Abs(pv-ev)/ev > equivTolerance && !roundsTo(pv, ev, e.text) {
			return b.refuse(e.cell, mk("import.err.equiv_column_disagree", p.header, text, strconv.FormatFloat(pv, 'f', 2, 64), e.header, strings.TrimSpace(e.text)))
		}
	}
	if m, misfit := statedBasisMisfit(&q); misfit {
		return b.refuse(p.cell, m)
	}
	checkMarket(&q)
	if m, absurd := absurdPrice(q); absurd {
		return b.refuse(p.cell, m)
	}
	if err := q.Validate(); err != nil {
		return b.refuse(p.cell, errMsg(err))
	}
	if len(b.probs) > nprob {
		return nil, true
	}
	return &q, true
}

// refuse refuses the row's quote at cell c, as priced returns it.
func (b *rowBuild) refuse(c cell, m msg.Msg) (*Quote, bool) {
	b.badAt(c, m)
	return nil, true
}

// notARate: a price cell that is no rate per period (two prices per million
// tokens, a prepaid pack "1,000卡时 每包 ¥4,800"); done with priced's results.
func (b *rowBuild) notARate(p priceIn, text string) (q *Quote, ok, done bool) {
	if c, w, ok := b.trainingCharge(p, text); ok {
		// "per 1M training tokens": a fine-tuning job's charge, not GPU time nor a token rate
		b.badAt(p.cell, mk("import.err.training_charge", text, p.header, c.header, strings.TrimSpace(c.text), w))
		return nil, true, true
	}
	if reTokenSplit.MatchString(text) || b.tokenPairBeside(text) {
		// which of two prices per million tokens a job pays depends on its mix
		b.badAt(p.cell, mk("import.err.token_split", text))
		return nil, true, true
	}
	if other, ok := b.tokenPairColumn(p); ok {
		b.badAt(p.cell, mk("import.err.token_split_columns", p.header, text, other.header, strings.TrimSpace(other.text)))
		return nil, true, true
	}
	if pk, ok := b.packInRowCell(text); ok {
		return b.packFromCell(p, pk), true, true
	}
	if pk, ok := b.packPriceInPriceColumn(text); ok {
		return b.packFromCell(p, pk), true, true
	}
	if b.q.PackValidDays != nil && !b.q.packTermBesides(fPackDays) {
		// "有效期(天)" beside a rate: validity in days, which a rate has no field for
		c, ok := b.r.cells[fPackDays]
		if !ok || strings.TrimSpace(c.text) == "" {
			c = b.r.cells[fValidUntil] // "90天" under 有效期
		}
		b.q.AddWarning(mk("import.warn.valid_days_not_pack", c.header, strings.TrimSpace(c.text)))
		b.q.PackValidDays = nil
		b.q.Evidence = slices.DeleteFunc(slices.Clone(b.q.Evidence), func(e Evidence) bool { return e.Field == fPackDays })
	}
	return nil, false, false
}

var trainingChargeWords = newWordMatcher("training_charge")

// trainingCharge is the cell of the row stating that price p is charged per
// training token (words/units.tsv training_charge): the price cell, its
// header, the unit column, the notes, the offer or the plan; ok is false for
// a blank or "—" price and where no cell says so.
func (b *rowBuild) trainingCharge(p priceIn, text string) (at cell, word string, ok bool) {
	if text == "" || isDashOnly(text) {
		return cell{}, "", false
	}
	head := p.cell
	head.text = p.header
	cs := []cell{p.cell, head}
	for _, f := range []string{fUnit, fNotes, fOffer, fMode} {
		if c, ok := b.r.cells[f]; ok {
			cs = append(cs, c)
		}
	}
	for _, c := range cs {
		if w, _, ok := trainingChargeWords.find(norm(c.text)); ok {
			return c, w, true
		}
	}
	return cell{}, "", false
}

// overridden builds a row's quote in the unit the user set in the preview,
// the decision kept beside the vendor's words.
func (b *rowBuild) overridden(p priceIn) (*Quote, bool) {
	text := strings.TrimSpace(p.text)
	pc, err := parsePriceCell(text)
	if errors.Is(err, ErrEmpty) || errors.Is(err, errNotOffered) {
		return nil, false
	}
	if err != nil {
		return b.refuse(p.cell, errMsg(err))
	}
	q := b.offer(p)
	q.Raw[fPrice] = text
	q.PriceText = text
	q.Price, q.PriceUnit = pc.value, b.r.unitOverride
	if v, w, ok := b.scaledPrice(p, text, pc.value); ok && !pc.equiv {
		q.Price = v
		q.AddWarning(w)
	}
	b.siteCurrency(&q, pc.hint.currency, p.cell, p.hint.currency)
	q.GPUsPerNode, q.Nodes = b.gpn, b.nodes
	b.priceCellMachines(&q, pc.machines, p)
	q.Edits = append(q.Edits, Edit{Field: fUnit, Vendor: strings.TrimSpace(b.text(fUnit) + " " + text), Value: b.r.unitOverride})
	q.MinHours = hoursOf(q.MinTerm, DefaultHoursPerMonth)
	checkMarket(&q)
	if m, absurd := absurdPrice(q); absurd {
		return b.refuse(p.cell, m)
	}
	if err := q.Validate(); err != nil {
		return b.refuse(p.cell, errMsg(err))
	}
	return &q, true
}

// contractPeriods are the periods the contract has no unit for: a quarter
// or half-year is stored per month, a year or anything under an hour per
// hour; a period of a day or longer is also the least term (periodTerm).
var contractPeriods = map[string]struct {
	to, key  string
	div, mul float64
}{
	"quarter":  {"month", "import.warn.per_quarter", 3, 1},
	"halfyear": {"month", "import.warn.per_halfyear", 6, 1},
	"year":     {"hour", "import.warn.per_year", HoursPerYear, 1},
	"minute":   {"hour", "import.warn.per_minute", 1, 60},
	"second":   {"hour", "import.warn.per_second", 1, 3600},
}

// offer is the row's quote for price column p: its own copies of the row's
// notes and raw cells, named and dated as the column says.
func (b *rowBuild) offer(p priceIn) Quote {
	q := b.q
	q.Warnings = append([]msg.Msg{}, b.q.Warnings...)
	q.ReviewReasons = append([]msg.Msg(nil), b.q.ReviewReasons...)
	q.Raw = make(map[string]string, len(b.q.Raw)+2)
	maps.Copy(q.Raw, b.q.Raw)
	if p.tierName != "" {
		q.Offer = strings.TrimSpace(q.Offer + " " + p.tierName)
		if q.Interruptible == nil {
			tierInterruptible(&q, p) // "Spot", "On-demand", "Reserved (1 yr)" over a column of prices
		}
	}
	if p.region != "" && q.Region == "" {
		q.Region = p.region
	}
	if p.vendor != "" { // the group header over the column, not the table's line nor the row's vendor cell
		q.Vendor = p.vendor
		q.AddWarning(mk("import.warn.vendor_from_group", p.vendor, p.header))
		if c := strings.TrimSpace(b.text(fVendor)); c != "" && c != p.vendor {
			q.AddWarning(mk("import.warn.vendor_cell_not_column", c, b.colName(fVendor), p.vendor))
		}
		q.decide(fVendor, p.vendor, "vendor.group_header", Evidence{Letter: p.letter, Header: p.header, Text: p.vendor})
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

// longerTerm makes t the minimum term where it is longer than the one read
// so far, with the rule and cell that state it; it says whether it did.
func (q *Quote) longerTerm(t *Term, rule string, at Evidence) bool {
	if t == nil || q.MinTerm != nil && q.MinTerm.Hours(DefaultHoursPerMonth) >= t.Hours(DefaultHoursPerMonth) {
		return false
	}
	q.MinTerm = &Term{Value: t.Value, Unit: t.Unit}
	q.decide("min_term", t.String(), rule, at)
	return true
}

// sameCalendarTerm: two terms are one length written two ways ("12个月"
// and "1年"), though their hours differ (8,640 and 8,760).
func sameCalendarTerm(a, b Term) bool {
	months := func(t Term) float64 {
		switch t.Unit {
		case TermMonth:
			return t.Value
		case TermYear:
			return t.Value * 12
		}
		return -1
	}
	return months(a) > 0 && months(a) == months(b)
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
	return slices.ContainsFunc([]string{"-SXM", "H200", "H20-", "B200", "Ascend910B"}, func(p string) bool { return strings.Contains(id, p) })
}

func hoursOf(t *Term, hpm float64) *float64 {
	if t == nil {
		return nil
	}
	return ptr(t.Hours(hpm))
}

// periodTerms: the commitment of one price period (a day and longer).
var periodTerms = map[string]Term{"day": {1, TermDay}, "week": {1, TermWeek}, "month": {1, TermMonth},
	"quarter": {3, TermMonth}, "halfyear": {6, TermMonth}, "year": {1, TermYear}}

// periodTerm is a commitment of one price period, nil for none.
func periodTerm(p string) *Term {
	if t, ok := periodTerms[p]; ok {
		return &t
	}
	return nil
}

// noteUnit is what a note or offer name says of the price's unit.
type noteUnit struct {
	basis, basisText   string
	period, periodText string
	periodIsPlan       bool          // "包月价": the plan's price, which may be an hourly rate
	gpus               int           // GPUs of the instance it names, 0 for none
	phrase             bool          // a whole unit phrase ("报价单位为元/台/天") gave its basis or period
	qty                *quantityRead // TW0010: the count of periods that phrase prices ("元/台/双周", "元/卡/30天")
}

var noteUnitMemo memo[string, noteUnit]

// offerPlan is the plan a segment of an offer's name is, alone ("训练集群
// （包季）"): its period and the segment; "" for none. Only the offer's name:
// a plan column's "包周" is its own plan (parseMode).
func offerPlan(text string) (period, said string) {
	for _, seg := range reNoteSplit.Split(norm(text), -1) {
		if seg = strings.TrimSpace(seg); reBarePlan.MatchString(seg) {
			return periodZH[strings.TrimPrefix(seg, "包")], seg
		}
	}
	return "", ""
}

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
		said := seg // the vendor's words, for a message
		if len(words) == len(segs) {
			said = strings.TrimSpace(words[i])
		}
		cs := compact(seg)
		if nu.basis == "" {
			nu.basis, nu.basisText = noteSegBasis(seg, cs, said)
		}
		if nu.period == "" {
			if m := reNotePeriod.FindStringSubmatch(cs); m != nil {
				nu.period, nu.periodText = periodZH[m[1]+m[2]], said
				nu.periodIsPlan = strings.HasPrefix(cs, "包")
			} else if m := reNotePeriod.FindStringSubmatch(seg); m != nil {
				nu.period, nu.periodText = periodZH[m[1]+m[2]], said
			}
		}
		if u := parseUnitParts(withoutTimeRefs(billedBy(cs))); u.basis != "" && u.period != "" {
			// withoutTimeRefs: "每台每计费周期价格" names a cycle, no week (TB0002)
			// "每卡每月", "按卡时计费": a unit phrase in the notes
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

// noteSegBasis is the basis one note segment says ("整台打包价", "单卡"), or
// that of its first word where the words after it say nothing of the price
// ("整机 送500G盘", "单卡 没有NVLink"; not "整机 包月", "A800 整机"): "" for none.
func noteSegBasis(seg, cs, said string) (basis, text string) {
	of := func(seg, cs string) string {
		switch {
		case reNoteBasisNode.MatchString(cs) || reNoteBasisNode.MatchString(seg) || reStateNode.MatchString(seg) || reWholeWithCards.MatchString(cs):
			return "node"
		case reNoteBasisGPU.MatchString(cs) || reNoteBasisGPU.MatchString(seg) || reStateGPU.MatchString(seg):
			return "gpu"
		}
		return ""
	}
	if b := of(seg, cs); b != "" {
		return b, said
	}
	first, rest, ok := strings.Cut(seg, " ")
	if !ok || !reNoteBasisNode.MatchString(first) && !reNoteBasisGPU.MatchString(first) {
		return "", ""
	}
	if nu := noteUnitOf(rest); nu.basis != "" || nu.period != "" || nu.gpus != 0 {
		return "", ""
	}
	return of(first, first), said
}

// reWholeWithCards: the whole machine with its card count ("整机4卡", "8卡整机价").
var reWholeWithCards = regexp.MustCompile(`(?i)^(?:(?:整机|整台|每台|按台)\s*[(（]?\s*\d{1,2}\s*(?:卡|张|块|gpus?|cards?)\s*[)）]?|\d{1,2}\s*(?:卡|张|块)\s*(?:整机|整台))(?:价|计|计价|计费|报价|价格)?$`)

// reNoteUnitPhrase: a remark clause that is a unit phrase ("元/卡/时", "USD/GPU/hr").
var (
	reNoteUnitPhrase = regexp.MustCompile(`(?i)^(?:元|块|¥|￥|rmb|cny|usd|us\$|\$|美元)\s*/\s*[^/\s·・]{1,8}\s*[/·・]\s*[^/\s·・]{1,8}$`) // TW0011: 元/卡·周, the period after a middle dot
	reNoteClauses    = regexp.MustCompile(`[，,；;。、\n]`)
	reNoteUnitInside = regexp.MustCompile(`(?i)(?:^|[^\d.])((?:元|rmb|cny|usd|美元)/[^/\d()（）]{1,4}/[^/\d()（）]{1,4})(?:$|[()（）])`)
)

var (
	billByVerbs    = wordsInOrder("bill_by_verb")
	reNoteSaidLead = regexp.MustCompile(`^` + unitSaidLeadZh(true))
)

// billedBy is the unit a note segment states: "每卡每月" as it is, the unit
// of "按卡时计费" (words/rows.tsv bill_by_verb); "" for any other segment.
func billedBy(seg string) string {
	if loc := reNoteSaidLead.FindStringIndex(seg); loc != nil && strings.HasPrefix(seg[loc[1]:], "每") {
		return seg[loc[1]:] // "单价为每台每月", "以上价格均为每卡每时" (unit_said_lead): the phrase after the lead
	}
	if strings.HasPrefix(seg, "每") {
		return seg
	}
	rest, ok := strings.CutPrefix(seg, "按")
	if !ok {
		return ""
	}
	for _, v := range billByVerbs {
		if u, ok := strings.CutSuffix(rest, v); ok && u != "" {
			return u
		}
	}
	return ""
}

// withUnitPhrase fills a note's basis and period, where its segments left
// them open, from a clause that is a whole unit phrase ("元/卡/时，随开随停").
func withUnitPhrase(nu noteUnit, text string) noteUnit {
	if nu.basis != "" && nu.period != "" {
		return nu
	}
	for _, cl := range reNoteClauses.Split(text, -1) {
		cl = strings.TrimSpace(cl)
		if !reNoteUnitPhrase.MatchString(compact(norm(cl))) {
			// RQ0007: a unit phrase inside the clause, after no number ("报价单位为元/台/天",
			// "单价栏填写为整机月租（元/台/月）"; not "折合约7.5元/卡/小时", an equivalent)
			m := reNoteUnitInside.FindStringSubmatch(compact(norm(cl)))
			if m == nil {
				continue
			}
			cl = m[1]
		}
		u, qty := parseUnitQty(cl)
		if u.basis == "" || u.period == "" {
			continue
		}
		if nu.basis == "" {
			nu.basis, nu.basisText, nu.phrase = u.basis, cl, true
		}
		if nu.period == "" {
			nu.period, nu.periodText, nu.phrase, nu.qty = u.period, cl, true, qty
		}
		break
	}
	return nu
}

// withUnitText is a price with its unit cell's words ("2.6 元/时"), as a refusal quotes them.
func withUnitText(price, unit string) string {
	unit = strings.TrimSpace(unit)
	if unit == "" || strings.Contains(price, unit) {
		return price
	}
	return strings.TrimSpace(price) + " " + unit
}

// headerTermClause is the minimum term a price header states in its bracket
// beside the unit ("元/卡/时，签1年", "USD/GPU/hr, min. 6 months"), read as a
// note's term is (termInPriceCell); nil for none.
func headerTermClause(header string) (*Term, string) {
	c := remember(&termClauseMemo, header, headerTermClauseUncached) // asked per priced cell of every row
	return clonePtr(c.term), c.words
}

// termClause is headerTermClause's answer, as termClauseMemo keeps it.
type termClause struct {
	term  *Term
	words string
}

var termClauseMemo memo[string, termClause]

func headerTermClauseUncached(header string) termClause {
	t, words := readHeaderTermClause(header)
	return termClause{term: t, words: words}
}

func readHeaderTermClause(header string) (*Term, string) {
	hint := headerHint(header)
	if hint == "" {
		return nil, ""
	}
	low := norm(hint)
	if reDiscountWord.MatchString(low) || reTermClauseDiscount.MatchString(low) {
		return nil, "" // "签1年另有优惠", "10% off with 12-month term": a discount's condition
	}
	_, t, words := termInPriceCell(low)
	if t == nil || !(t.Value > 0) {
		return nil, ""
	}
	return t, words
}

// reTermClauseDiscount: words/columns.tsv term_clause_discount.
var reTermClauseDiscount = wordRe("term_clause_discount")

// settleCycles: words/periods.tsv settle_cycle, a settlement cycle's word
// and the period it bills, as a unit phrase.
var settleCycles = wordMap("settle_cycle")

// cycleUnit (BL0050-0057) reads a unit cell that names only the basis
// ("整台", "单卡") with the row's settlement cycle cell (a plan or increment
// column) that is one settle_cycle word and nothing else ("双周结", "月结"):
// the unit the price would be for, the cycle's quantity kept ("半月" is half
// a month). ok false where no such cycle cell stands in the row. How a bill
// is settled says nothing of the unit a price is quoted in where anything
// else states it (billing.go settle_suffix): the cycle is the period's
// weakest evidence but the plan (periodPolicy period.settle_cycle).
func (b *rowBuild) cycleUnit(unit cell) (unitHint, cell, bool) {
	for _, f := range []string{fIncrement, fMode} {
		c, ok := b.r.cells[f]
		if !ok {
			continue
		}
		phrase, ok := settleCycles[norm(c.text)]
		if !ok {
			continue
		}
		h := parseHint(strings.TrimSpace(unit.text) + "/" + phrase)
		if h.period == "" || h.basis == "" || h.qty != nil && h.qty.refused {
			return unitHint{}, cell{}, false
		}
		h.text = unit.text
		return h, c, true
	}
	return unitHint{}, cell{}, false
}

// billingBlock (BL0032) reads a unit cell that is a billing block alone
// ("15分钟", "4小时", reBlockUnit) as the length the price buys, only where
// no price header and no sheet line gives the price a period of its own:
// under 单价(元/台/月) a length is the plan's (parseMode), never a divisor.
func (b *rowBuild) billingBlock(t string) (unitHint, bool) {
	if !reBlockUnit.MatchString(norm(t)) || b.pricePeriodStated() || b.r.sheetUnit.period != "" {
		return unitHint{}, false
	}
	h := parseHint("/" + t)
	if h.period == "" || h.qty == nil {
		return unitHint{}, false
	}
	h.text = t
	return h, true
}

// termCodeMode (MT0003) reads a cell that is only a term written as a
// count and a capital letter ("6M", "1Y", "1Q"; termAbbrev, TW0001) as a
// plan committing to that term: under a plan or unit column it is the
// row's minimum term, never six minutes and never a unit.
func termCodeMode(text string) (billingMode, bool) {
	t, whole, err := termAbbrev(text)
	if !whole || err != nil || !(t.Value > 0) {
		return billingMode{}, false
	}
	return billingMode{term: &t, label: strings.TrimSpace(text)}, true
}
