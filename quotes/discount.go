package quotes

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A discount is taken off the price only where every buyer of that price
// pays it; one under a condition (包年折扣, "Volume discount") prices
// another offer, so the quote is held for review at the price as written.

// reDiscountCondition: condition words (words/ladder.tsv), a threshold or a term.
var reDiscountCondition = regexp.MustCompile(`(?i)(?:` + wholeWords(wordsInOrder("discount_condition")) + `)|满\s*\d|\d+\s*(?:台|卡|个月|年)以上|` +
	`\b\d+\s*-?\s*(?:yr|yrs|year|years|mo|mos|month|months)\b`)

// reDiscountWord: a note that speaks of the discount (words/ladder.tsv).
var reDiscountWord = wordRe("discount_word")

// discountCondition: the header's, cell's or note's condition; pairing words are none.
func (b *rowBuild) discountCondition(m modifier) (string, bool) {
	dc := m.c
	h, _ := headerBases(dc.header)
	if m.own != nil && m.own.label != "" {
		h = strings.Replace(h, norm(m.own.label), "", 1)
	}
	if reDiscountCondition.FindString(norm(h)) != "" {
		return strings.TrimSpace(dc.header), true
	}
	if reDiscountCondition.FindString(norm(dc.text)) != "" {
		return strings.TrimSpace(dc.text), true
	}
	if n := b.text(fNotes); n != "" && reDiscountWord.MatchString(n) && reDiscountCondition.MatchString(norm(n)) {
		return n, true
	}
	return "", false
}

// reDiscountIncluded: a discount already taken off ("折扣(已含)", "Discount (applied)").
var reDiscountIncluded = regexp.MustCompile(`已含|已折|已扣|已减|已优惠|已计入|(?i)\b(?:included|applied|already|incl\.?)\b`)

// discountIncluded: the header, cell or row note says the price has it.
func (b *rowBuild) discountIncluded(dc cell) (string, bool) {
	for _, s := range []string{dc.header, dc.text} {
		if reDiscountIncluded.MatchString(norm(s)) {
			return strings.TrimSpace(s), true
		}
	}
	if n := b.text(fNotes); n != "" && reNoteDiscountIncluded.MatchString(norm(n)) {
		return n, true
	}
	return "", false
}

// reNoteDiscountIncluded: a note saying the price has the discount (not 已含税).
var reNoteDiscountIncluded = regexp.MustCompile(`已含(?:折扣|优惠)|(?:折扣|优惠)已(?:含|计入|扣除?|折算)|(?:折后|优惠后)价|(?i)\bdiscounts?\s+(?:is\s+|are\s+)?(?:already\s+)?(?:included|applied)\b|\b(?:includes?|after)\s+(?:the\s+)?discount`)

// paidPolicy: the share of the written price that is paid beside a
// discount column: included leaves the price; conditional holds it for
// review (or refuses it where a line says discounts give the price paid);
// a plain discount is applied; an unclear one is held for review.
var paidPolicy = policy{field: "paid_share", rules: []policyRule{
	{id: "paid.discount_included", source: srcColumn},
	{id: "paid.discount_conditional", source: srcColumn},
	{id: "paid.discount", source: srcColumn},
	{id: "paid.discount_unclear", source: srcColumn},
	{id: "paid.discount_stacked", source: srcColumn}, // a further discount on top of the first (再95折): discount_paid.go takeSteps
	{id: "paid.price_change", source: srcColumn},     // a change column's share of the price as written (resolve_modifier.go)
}}

// resolvePaid is the discount on price p (its cell's text) under m: the
// steps taken off it, in the order written (words/discount.tsv), and how.
// A discount still open (另议, 预计8折) is refused at its cell; one whose
// condition is the quote's own term (包季9折 on the 包季 offer) is applied.
func (b *rowBuild) resolvePaid(p priceIn, m modifier, text string, own *Term) ([]discountStep, resolution) {
	dc := m.c
	t := strings.TrimSpace(dc.text)
	f, ok := parseDiscount(t)
	if ok && lessHeader(dc.header) {
		ok = false // "0.4" under 立减: an amount off, not a share paid
	}
	var steps []discountStep
	amount := false
	val := trimFloat(f) // the evidence: the share paid, or the cell's words where an amount comes off
	if ok {
		steps = []discountStep{{f: f, text: t}}
	} else if st, state := readDiscountSteps(t, dc.header); state == discRead {
		steps, ok, f = st, true, applySteps(1, st)
		if slices.ContainsFunc(st, func(s discountStep) bool { return s.less != 0 }) {
			f, val, amount = 1, t, true // 立减0.4 is no share of the price (0.6): taken off, never compared as a ratio
		} else {
			val = trimFloat(f)
		}
	} else if state == discOpen {
		var r resolution
		m := mk("import.err.discount_open", t, dc.header, text)
		if dc.letter == "" { // an unread column's discount: its own letter
			dc.letter = b.r.extraLetters[dc.header]
		}
		r.refusal, r.at = &m, inRow(b.r, dc)
		if dc.letter == "" {
			r.at = inRow(b.r, p.cell)
		}
		return nil, r
	} else if state == discNone {
		f = 1
	}
	var cands candidates
	if said, inc := b.discountIncluded(dc); inc {
		cands.add("paid.discount_included", srcColumn, "1", dc, said)
	} else if said, inc := b.discountInPrice(p, text, f); ok && inc {
		cands.add("paid.discount_included", srcColumn, "1", dc, said)
	}
	if cond, c := b.discountCondition(m); c && !ownTermDiscount(t, own) && !(f == 1 && !amount && len(b.stackedOf(p)) > 0) { // "包月无折扣" under 长租折扣, then 再95折: nothing of it is taken off
		cands.add("paid.discount_conditional", srcColumn, "1", dc, cond)
	}
	switch {
	case ok:
		cands.add("paid.discount", srcColumn, val, dc, t)
	case f != 1:
		cands.add("paid.discount_unclear", srcColumn, "1", dc, t)
	}
	r := paidPolicy.resolve(nil, cands)
	switch r.rule() {
	case "paid.discount_included":
		r.warn = append(r.warn, mk("import.warn.discount_included", t, dc.header, r.ev[r.chosen].Text, text))
	case "paid.discount_conditional":
		cond := r.ev[r.chosen].Text
		if line := b.paidLine(); line != "" && len(termDiscounts(t)) == 0 {
			// paid with the discount, yet under a condition: the vendor's to say
			m := mk("import.err.discount_conditional", t, dc.header, cond, text)
			r.refusal, r.at = &m, inRow(b.r, dc)
			if dc.letter == "" {
				r.at = inRow(b.r, p.cell) // a column no field reads has no letter here: the price's cell
			}
			return nil, r
		}
		m := mk("import.review.discount_conditional", t, dc.header, cond, text)
		r.warn, r.review = append(r.warn, m), append(r.review, m)
	case "paid.discount":
		return steps, r // the warning names the paid amount
	case "paid.discount_unclear":
		m := mk("import.review.discount_unclear", t, dc.header, text)
		r.warn, r.review = append(r.warn, m), append(r.review, m)
	}
	return nil, r
}

// ownTermDiscount: the discount cell names one term ("包季9折", "1-yr: -15%")
// and it is the quote's own minimum term: the discount is that offer's
// price, under no condition the quote does not meet.
func ownTermDiscount(t string, own *Term) bool {
	if own == nil {
		return false
	}
	if tds := termDiscounts(t); len(tds) > 0 {
		return len(tds) == 1 && termHours(&tds[0].term) == termHours(own)
	}
	if _, state := readDiscountSteps(t, ""); state != discRead {
		return false
	}
	p := planOf(t)
	return p != nil && p.term != nil && termHours(p.term) == termHours(own)
}

var (
	reDiscountZhe = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*折$`)
	reDiscountCN  = regexp.MustCompile(`^([一二三四五六七八九])([一二三四五六七八九])?\s*折$`)
	reDiscountOff = regexp.MustCompile(`^(?:-\s*(\d+(?:\.\d+)?)\s*%|(\d+(?:\.\d+)?)\s*%\s*off|减\s*(\d+(?:\.\d+)?)\s*%)$`)
)

// parseDiscount reads a discount cell as the share paid ("85折", "八五折",
// "-15%", "0.85": 0.85); ok false where unclear ("85%"), f 1 for "无", "—".
func parseDiscount(s string) (f float64, ok bool) {
	c := compact(norm(s))
	if c == "" || isNotStated(c) || isNoneWord(c) || notOfferedWords[c] {
		return 1, false
	}
	if m := reDiscountZhe.FindStringSubmatch(c); m != nil {
		v, _ := strconv.ParseFloat(m[1], 64)
		f := zheShare(v) // "10折" is the full price
		return f, f > 0
	}
	if m := reDiscountCN.FindStringSubmatch(c); m != nil {
		return cnZheShare(m[1], m[2]), true
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
