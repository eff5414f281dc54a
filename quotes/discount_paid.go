package quotes

import (
	"maps"
	"math"
	"slices"
	"strings"
)

// A list price and what comes off it (words/discount.tsv): the discount is
// taken off the list price where the file says that is what is paid: the
// paid-price column (活动价, 到手价, 执行价) of the row is blank, or the
// discount is the row's own offer. A paid price stated beside the discount
// must agree with list × discount within the rounding of its written
// figure; one that disagrees is refused at its cell quoting both, for the
// importer must not pick one.

// discountWordsCell: an unread column under a discount header (下浮率, 立减,
// Promo) whose cell reads as a discount, none, or one still open.
func discountWordsCell(h, t string) bool {
	if !discountHeader(h) || strings.TrimSpace(t) == "" {
		return false
	}
	_, state := readDiscountSteps(t, h)
	return state != discUnclear
}

// stackOn is the one price column a further discount (再95折, 年终加折)
// stacks on, where it already has a discount; -1 for none.
func (b *rowBuild) stackOn(m modifier, plans []*billingMode, mp modPairs) int {
	if m.change || !stackedDiscount(m.c.header, m.c.text) {
		return -1
	}
	at := -1
	for i, p := range b.r.prices {
		if !m.allows(p, plans[i]) {
			continue
		}
		if at >= 0 || mp.taken(p) == nil {
			return -1
		}
		at = i
	}
	return at
}

// changeTolerance: how far a written change may miss the ratio of the two
// prices it compares (a percentage written to one decimal: half of 0.1 %,
// and the rounding of the prices).
const changeTolerance = 0.0015

// changeFrom: the price text of column p is another price of the row (an
// earlier time's, another column's) times share f, so a percentage beside
// them states the change from that price to this one (变动(签1年) -13.4%:
// 35,500 against 41,000), never a discount still to take off: the other
// price's header and text.
func (b *rowBuild) changeFrom(p priceIn, text string, f float64) (string, string, bool) {
	own, err := parsePriceCell(text)
	if err != nil || !(own.value > 0) {
		return "", "", false
	}
	for _, o := range append(append([]priceIn(nil), b.r.windowRefs...), b.r.prices...) {
		if o.letter == p.letter {
			continue
		}
		if oc, err := parsePriceCell(o.text); err == nil && oc.value > 0 && math.Abs(own.value/oc.value-f) <= changeTolerance {
			return o.header, strings.TrimSpace(o.text), true
		}
	}
	return "", "", false
}

// discountStepsOf reads a modifier's cell as steps; open is a refusal.
func discountStepsOf(m modifier) ([]discountStep, string) {
	t := strings.TrimSpace(m.c.text)
	if f, ok := parseDiscount(t); ok && !lessHeader(m.c.header) {
		return []discountStep{{f: f, text: t}}, discRead
	}
	return readDiscountSteps(t, m.c.header)
}

// takeSteps takes the steps of price column p's discount, and those stacked
// on it in the order of their columns, off value: the warning names the
// computation; a price at or below zero is refused.
func (b *rowBuild) takeSteps(q *Quote, p priceIn, m modifier, text string, value float64, steps []discountStep) (float64, bool) {
	if len(steps) == 1 && steps[0].less == 0 && steps[0].f > 0 && len(b.stackedOf(p)) == 0 {
		if h, o, ok := b.changeFrom(p, text, steps[0].f); ok { // "变动 -13.4%" beside 41,000 → 35,500: the change, already in the price
			q.AddWarning(mk("import.warn.discount_is_change", strings.TrimSpace(m.c.text), m.c.header, text, h, o))
			return value, false
		}
	}
	words := []string{strings.TrimSpace(m.c.text)}
	all := append([]discountStep(nil), steps...)
	for _, sm := range b.stackedOf(p) {
		st, state := discountStepsOf(sm)
		switch state {
		case discRead:
			all = append(all, st...)
			words = append(words, strings.TrimSpace(sm.c.text))
			q.Evidence = append(q.Evidence, Evidence{Source: srcColumn, Sheet: q.SourceSheet, Row: q.SourceRow, Letter: sm.c.letter,
				Header: sm.c.header, Text: strings.TrimSpace(sm.c.text), Field: "paid_share", Value: trimFloat(applySteps(1, st)),
				Rule: "paid.discount_stacked", Chosen: true})
		case discOpen:
			b.badAt(sm.c, mk("import.err.discount_open", strings.TrimSpace(sm.c.text), sm.c.header, text))
			return 0, true
		case discUnclear:
			r := mk("import.review.discount_unclear", strings.TrimSpace(sm.c.text), sm.c.header, text)
			q.AddWarning(r)
			q.Review(r)
		}
	}
	scale := 1.0
	if pc, err := parsePriceCell(text); err == nil && pc.value > 0 && value > 0 {
		scale = value / pc.value // 万, a rate of account units: the amount off is in the written unit
	}
	v := applyScaled(value, scale, all)
	if !(v > 0) {
		b.badAt(m.c, mk("import.err.discount_below_zero", text, strings.Join(words, " + "), trimFloat(v)))
		return 0, true
	}
	if len(all) == 1 && all[0].less == 0 {
		q.AddWarning(mk("import.warn.discount_applied", text, words[0], m.c.header, trimFloat(v)))
	} else {
		q.AddWarning(mk("import.warn.discount_steps", p.header, text, strings.Join(words, " + "), trimFloat(value)+" "+scaledStepsWords(all, scale), trimFloat(v)))
	}
	return v, false
}

// stackedNotTaken holds the quote for review naming each further discount
// on price column p that is not taken, for the discount it stacks on (m)
// was not (already in the price, unclear, under a condition).
func (b *rowBuild) stackedNotTaken(q *Quote, p priceIn, m modifier) {
	for _, sm := range b.stackedOf(p) {
		if _, state := discountStepsOf(sm); state == discNone {
			continue
		}
		r := mk("import.review.discount_stacked_not_taken", strings.TrimSpace(sm.c.text), sm.c.header, strings.TrimSpace(m.c.text), m.c.header, p.header)
		q.AddWarning(r)
		q.Review(r)
	}
}

// stackedOf are the further discounts stacked on price column p's (or, for
// a list price read for its blank paid column, that column's).
func (b *rowBuild) stackedOf(p priceIn) []modifier {
	mp := b.pairModifiers()
	if ms, ok := mp.stack[p.letter]; ok {
		return ms
	}
	if p.altOf != "" {
		return mp.stack[p.altOf]
	}
	return nil
}

// listFor is the list price beside paid-price column p: its other version
// (原价 beside 活动价) or a list column held out (刊例价 beside 执行价).
func (b *rowBuild) listFor(p priceIn) (header, text string, ok bool) {
	for _, a := range b.r.alts {
		if a.altOf == p.letter && strings.TrimSpace(a.text) != "" {
			if _, err := parsePriceCell(strings.TrimSpace(a.text)); err == nil {
				return a.header, strings.TrimSpace(a.text), true
			}
		}
	}
	for _, o := range b.heldOutLists() {
		if _, err := parsePriceCell(strings.TrimSpace(o.text)); err == nil {
			return o.header, strings.TrimSpace(o.text), true
		}
	}
	return "", "", false
}

// heldOutLists are the row's list prices held out beside the offer (刊例价
// beside 合同单价, 执行价), in header order: the one scan of listFor and
// discountInPrice.
func (b *rowBuild) heldOutLists() []priceIn {
	var out []priceIn
	for _, h := range slices.Sorted(maps.Keys(b.r.extra)) {
		if s, _ := priceHeaderWords.in(h); s == "list" || s == "weak_old" {
			out = append(out, priceIn{cell: cell{header: h, text: b.r.extra[h], letter: "extra:" + h}})
		}
	}
	return out
}

// statedPaid checks a paid price stated beside the row's discount against
// the list price less it: agreeing, the stated price stands, warned with
// the computation; disagreeing, the row is refused at the paid cell. True
// when refused.
func (b *rowBuild) statedPaid(q *Quote, p priceIn, m modifier, text string, own *Term) bool {
	steps, res := b.resolvePaid(p, m, text, own)
	if res.refusal != nil || res.rule() != "paid.discount" {
		return false // the paid price is stated: a discount beside it that is open, unclear or conditional changes nothing
	}
	for _, sm := range b.stackedOf(p) {
		st, state := discountStepsOf(sm)
		if state == discRead {
			steps = append(steps, st...)
		}
	}
	lh, lt, ok := b.listFor(p)
	pc, err := parsePriceCell(text)
	if !ok || err != nil {
		q.AddWarning(mk("import.warn.discount_in_paid", p.header, text, strings.TrimSpace(m.c.text), m.c.header))
		return false
	}
	lc, _ := parsePriceCell(lt)
	if !sameUnit(lh, lc.hint, p.header, pc.hint) { // 元/卡/时 beside 元/卡/月: no figure-to-figure check
		q.AddWarning(mk("import.warn.discount_paid_other_unit", p.header, text, strings.TrimSpace(m.c.text), m.c.header, lh, lt))
		return false
	}
	lk, _ := headerScale(lh) // 5.6 under 万元: 56000; an amount off without a scale of its own is in 万
	pk, _ := headerScale(p.header)
	want := applyScaled(lc.value*lk, lk, steps)
	if agreesWritten(text, pc.value*pk, want) {
		q.AddWarning(mk("import.warn.discount_paid_agrees", p.header, text, lh, lt, strings.TrimSpace(m.c.text), trimFloat(want)))
		return false
	}
	b.badAt(p.cell, mk("import.err.discount_paid_disagrees", p.header, text, lh, lt, strings.TrimSpace(m.c.text), trimFloat(want)))
	return true
}

// sameUnit: the list price (header lh, its cell's hint) and the paid price
// are in one currency, basis and period where both say theirs.
func sameUnit(lh string, lc unitHint, ph string, pc unitHint) bool {
	l, p := parseHint(lh), parseHint(ph)
	for _, f := range []struct{ a, b, c, d string }{
		{l.currency, lc.currency, p.currency, pc.currency},
		{l.basis, lc.basis, p.basis, pc.basis},
		{l.period, lc.period, p.period, pc.period},
	} {
		a, b := orDefault(f.b, f.a), orDefault(f.d, f.c)
		if a != "" && b != "" && a != b {
			return false
		}
	}
	return true
}

// blankPaidList: paid-price column p (成交价, 执行价) is blank on a row whose
// discount is read and whose list price is held out beside it (刊例价): the
// list price is read, the discount taken off it with the other discounts.
func (b *rowBuild) blankPaidList(p priceIn, text string) (header, price string, ok bool) {
	if strings.TrimSpace(text) != "" || !paidHeader(p.header) {
		return "", "", false
	}
	m, ok := b.discountOf(p)
	if !ok {
		return "", "", false
	}
	if _, state := discountStepsOf(m); state != discRead && state != discOpen {
		return "", "", false
	}
	for _, a := range b.r.alts {
		if a.altOf == p.letter {
			return "", "", false // its other version is read in its place (row.go variant)
		}
	}
	return b.listFor(p)
}

// discountTaken: the quote's price is the list price less its discount.
func discountTaken(q Quote) bool {
	e, ok := chosenOf(q.Evidence, "paid_share")
	return ok && e.Rule == "paid.discount"
}
