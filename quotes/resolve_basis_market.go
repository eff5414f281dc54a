package quotes

import "computecheck/msg"

// A basis from a row's note ("8卡整机") often describes what is rented, not
// how it is priced: where it disagrees with the file's statement of its unit,
// the market range decides, and refuses where it cannot tell them apart. An
// implausible reading is never stored.

// basisOverNote reconsiders a basis.row_note basis; ok false when refused.
func (b *rowBuild) basisOverNote(q *Quote, bres resolution, basis string, value float64, period string, gpn *int, p priceIn, cellH unitHint, ru rowUnit) (string, bool) {
	other := map[string]string{"gpu": "node", "node": "gpu"}[basis]
	if bres.rule() != "basis.row_note" || basis != bres.value() || other == "" || period == "mtok" || gpn == nil || *gpn < 2 {
		return basis, true
	}
	plan := p.tier
	if plan == nil {
		plan = ru.mode
	}
	// the file's statement: the price header ("单价(元/卡/时)"), else the sheet's note
	stated, statedText, rule, keepOnTie := p.hint.basis, p.header, "basis.header_over_note", true
	if stated == "" {
		stated, statedText = basisFor(b.r.sheetBasis, plan, len(b.r.prices))
		rule, keepOnTie = "basis.sheet_over_note", false
	}
	if stated == "" {
		stated, statedText = b.r.sheetUnit.basis, b.r.sheetUnitText
	}
	cur := b.bandCurrency(p, cellH.currency)
	band := bandOf(q.GPU, cur)
	mine, okM := usdPerGPUHour(value, unitParts{basis, period}, gpn, cur)
	theirs, okT := usdPerGPUHour(value, unitParts{other, period}, gpn, cur)
	if !okM || !okT {
		return basis, true
	}
	noteOut := inBandBy(mine, band, basisFactor) != 0
	otherIn := inBandBy(theirs, band, basisFactor) == 0
	// with no statement, the note's reading is ruled out only beyond doubt
	noteBeyondDoubt := beyondBand(mine, band)
	note, _ := chosenOf(bres.ev, "basis")
	readings := mk("import.why.basis_readings", trimFloat2(perGPUHourOf(value, unitParts{"gpu", period}, gpn)),
		trimFloat2(perGPUHourOf(value, unitParts{"node", period}, gpn)), *gpn)
	var refuse msg.Msg
	switch {
	case stated == other && noteOut && otherIn:
		// the file's statement, and the market agrees with it
		for i := range q.Evidence {
			if e := &q.Evidence[i]; e.Field == "basis" && e.Chosen {
				e.Chosen, e.Why = false, rule
			}
		}
		src := srcSheetLine
		if rule == "basis.header_over_note" {
			src = srcHeader
		}
		q.Evidence = append(q.Evidence, Evidence{Field: "basis", Value: other, Source: src, Sheet: b.r.sheet,
			Row: b.r.row, Letter: p.cell.letter, Header: p.header, Text: statedText, Rule: rule, Chosen: true})
		q.AddWarning(mk("import.warn.basis_sheet_over_note", note.Text, basisWord(basis), statedText, basisWord(other), readings, band.source))
		return other, true
	case stated == other && !keepOnTie:
		// note and statement disagree and the market cannot tell them apart
		refuse = mk("import.err.basis_note_sheet", note.Text, basisWord(basis), statedText, basisWord(other), readings)
	case stated == "" && noteBeyondDoubt && otherIn:
		// only the note says it, and its reading is implausible where the other fits
		refuse = mk("import.err.basis_note_market", note.Text, basisWord(basis), readings, band.source)
	default:
		return basis, true
	}
	b.badAt(p.cell, refuse)
	return "", false
}

// statedBasisMisfit: a price whose basis the file states in a unit (its unit
// column or price header: "7.3 | 元/台/时" for an 8-card H800) but which, so read,
// is cheaper than the GPU's market bottom by more than cheapFactor (the
// "beyond doubt" of marketPick) while the other basis fits the band, cannot
// be stored as stated nor as the other: the figure and its unit cannot both
// be right, and the row is refused at the price naming both readings. Only
// the cheap side: a stated price dearer than the band (7.92 元/卡/时 for an
// RTX 4090) may be a premium, and the file's words win there
// (TestMarketSettlesUnstatedBasis). A basis read from other words ("H100
// SXM nodes at $2.10/hr": what is rented, not how it is priced), one the
// market already chose (basis.market_guess), a machine of one card, or one
// whose card count is the catalogue's assumption (gpus.catalogue_baseboard:
// the 8 of an HGX part the file never gave, already warned) is not held to
// it; a price merely far from the market is stored and flagged (checkMarket).
func statedBasisMisfit(q *Quote) (msg.Msg, bool) {
	b, per, _ := splitUnit(q.PriceUnit)
	gpn := q.GPUsPerNode
	if b != "gpu" && b != "node" || per == "mtok" || gpn == nil || *gpn < 2 {
		return msg.Msg{}, false
	}
	if e, ok := chosenOf(q.Evidence, "basis"); !ok || !statesBasis(e) {
		return msg.Msg{}, false
	}
	if g, ok := chosenOf(q.Evidence, "gpus_per_machine"); ok && g.Rule == "gpus.catalogue_baseboard" {
		return msg.Msg{}, false
	}
	card, okC := usdPerGPUHour(q.Price, unitParts{"gpu", per}, gpn, q.Currency)
	machine, okM := usdPerGPUHour(q.Price, unitParts{"node", per}, gpn, q.Currency)
	if !okC || !okM {
		return msg.Msg{}, false
	}
	band := bandOf(q.GPU, q.Currency)
	mine, other := machine, card
	if b == "gpu" {
		mine, other = card, machine
	}
	if !(mine < band.lowUSD/cheapFactor && inBandBy(other, band, basisFactor) == 0) {
		return msg.Msg{}, false
	}
	readings := mk("import.why.basis_readings", trimFloat2(perGPUHourOf(q.Price, unitParts{"gpu", per}, gpn)),
		trimFloat2(perGPUHourOf(q.Price, unitParts{"node", per}, gpn)), *gpn)
	return mk("import.usdcards.basis_stated_misfit", q.PriceText, basisWord(b), q.GPU, readings, band.source), true
}

// statesBasis: a basis the file states as the price's unit, told by its
// evidence's source (a unit column, the price header, a sheet's line), as
// basisPolicy and the rule registry record it: the header or sheet over a
// note (basis.header_over_note, basis.sheet_over_note) too, never a note's,
// the cell's own words or the market's.
func statesBasis(e Evidence) bool {
	switch e.Source {
	case srcUnitColumn, srcHeader, srcSheetLine:
		return true
	}
	return false
}
