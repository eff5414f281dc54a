package quotes

import (
	"math"
	"regexp"
	"strconv"
	"strings"

	"computecheck/msg"
)

// A commitment column may hold only a discount off another column's price
// ("1-yr commit" over "-15%", "n/a"): no price of its own, and not a
// negative one. It prices the row's one other price column's offer less
// that share, on the column's own term. Where the file says the discount
// is taken off that column's rate ("Commitment discounts are taken off
// the on-demand rate") that is the price paid; where it says nothing the
// price is worked out the same way and held for review.

// noDiscountWords: a term column's cell saying its discount does not
// apply to the row ("不参与"; words/ladder.tsv).
var noDiscountWords = wordSet("no_discount")

// discountRead is a discount cell read as a price off a base column.
type discountRead struct {
	p    priceIn // the discount column, with the base column's unit
	text string  // the price worked out, as a number
	note msg.Msg
	said bool // the file says the discount is taken off the base
}

// discountOffBase reads a price cell that holds only a discount ("-15%",
// "15% off", "85折") off the row's one other price column; nil for any
// other cell, or when no single base price stands beside it.
func (b *rowBuild) discountOffBase(p priceIn, text string) *discountRead {
	c := compact(norm(text))
	if p.tier != nil && p.tier.term != nil && noDiscountWords[c] {
		// "不参与" under a term column of discounts: that term is not
		// offered on this row (an empty cell: no quote, no problem)
		return &discountRead{p: p}
	}
	if !strings.ContainsAny(c, "%折") {
		return nil
	}
	f, ok := parseDiscount(c)
	if !ok || f <= 0 || f >= 1 {
		return nil
	}
	var bases []priceIn
	for i := range b.r.prices {
		o := b.r.prices[i]
		if o.letter == p.letter {
			continue
		}
		t := strings.TrimSpace(o.text)
		if _, isDisc := parseDiscount(compact(norm(t))); isDisc && strings.ContainsAny(t, "%折") {
			continue // another discount, not a price
		}
		if pc, err := parsePriceCell(t); err != nil || !(pc.value > 0) {
			continue
		}
		bases = append(bases, o)
	}
	base := discountBase(bases)
	if base == nil {
		return nil
	}
	pc, _ := parsePriceCell(strings.TrimSpace(base.text))
	v := math.Round(pc.value*f*1e6) / 1e6
	out := &discountRead{p: p, text: strconv.FormatFloat(v, 'f', -1, 64)}
	// the discount is of the base's rate: its unit and currency, on the
	// discount column's own term
	h := base.hint
	h.currency = orDefault(p.hint.currency, orDefault(pc.hint.currency, base.hint.currency))
	if pc.hint.period != "" || pc.hint.basis != "" {
		h.period, h.basis = pc.hint.period, pc.hint.basis
	}
	out.p.hint = h
	if p.tier != nil {
		t := *p.tier
		if t.term != nil {
			lt := b.ladderTerm(*t.term) // "1年=12个月": the file's year
			t.term = &lt
		}
		t.period = ""
		if base.tier != nil {
			t.period = base.tier.period
		}
		out.p.tier = &t
	}
	if line := b.discountOffLine(*base); line != "" {
		out.said = true
		out.note = mk("import.warn.discount_off_column", text, base.header, strings.TrimSpace(base.text), out.text, line)
	} else {
		out.note = mk("import.review.discount_off_column", text, base.header, strings.TrimSpace(base.text), out.text)
	}
	return out
}

// discountBase is the price a discount column is off: the row's one other
// price, or, beside a spot price ("spot_usd_per_hr"), the one price that
// can not be taken back; nil when which one is not said.
func discountBase(prices []priceIn) *priceIn {
	if len(prices) > 1 {
		var firm []priceIn
		for _, o := range prices {
			if v := interruptibleIn(o.header); v == nil || !*v {
				firm = append(firm, o)
			}
		}
		prices = firm
	}
	if len(prices) != 1 {
		return nil
	}
	return &prices[0]
}

// discountOffLine is the file's line saying a discount is taken off the
// base column's rate: it speaks of a discount and names the column's
// plan ("on-demand") or header; "" for none.
func (b *rowBuild) discountOffLine(base priceIn) string {
	var names []string
	if m, _, ok := tierInHeader(base.header); ok && m.label != "" {
		names = append(names, norm(m.label))
	}
	if k := strings.TrimSpace(norm(reHint.ReplaceAllString(base.header, ""))); k != "" {
		names = append(names, k)
	}
	for _, line := range b.r.footLines {
		low := norm(line)
		if !reDiscountWord.MatchString(low) {
			continue
		}
		for _, n := range names {
			if strings.Contains(low, n) || strings.Contains(strings.ReplaceAll(low, "-", " "), strings.ReplaceAll(n, "-", " ")) {
				return strings.TrimSpace(line)
			}
		}
	}
	return ""
}

// apply keeps the vendor's words as the quote's price text and says how
// the price was worked out; unsaid by the file, the quote waits for
// review. Nothing for nil.
func (d *discountRead) apply(q *Quote, orig, header string, rawByHeader bool) {
	if d == nil {
		return
	}
	q.PriceText = orig
	if _, ok := q.Raw[fPrice]; ok {
		q.Raw[fPrice] = orig
	}
	if rawByHeader {
		q.Raw[header] = orig
	}
	q.AddWarning(d.note)
	if !d.said {
		q.Review(d.note)
	}
}

// reTermDiscount: one entry of a cell listing discounts by term ("1-yr:
// -15%", "3年：85折", "12 months -20%").
var reTermDiscount = regexp.MustCompile(`^\s*(.{1,16}?)\s*[:：]?\s*((?:-|减)\s*\d+(?:\.\d+)?\s*%|\d+(?:\.\d+)?\s*%\s*off|\d+(?:\.\d+)?\s*折|[一二三四五六七八九]{1,2}\s*折)\s*$`)

// reTermDiscountSplit separates the entries of such a cell.
var reTermDiscountSplit = regexp.MustCompile(`[;；,，/|]+`)

// termDiscounts reads a cell that lists discounts by term; nil when any
// entry is not one (a note, a plain term, a price).
func termDiscounts(text string) []struct {
	term  Term
	label string
	f     float64
	entry string
} {
	type td = struct {
		term  Term
		label string
		f     float64
		entry string
	}
	var out []td
	for _, e := range reTermDiscountSplit.Split(narrow(text), -1) {
		if strings.TrimSpace(e) == "" {
			continue
		}
		m := reTermDiscount.FindStringSubmatch(e)
		if m == nil {
			return nil
		}
		f, ok := parseDiscount(m[2])
		if !ok || f <= 0 || f >= 1 {
			return nil
		}
		mode, _, ok := tierInHeader(m[1])
		if !ok || mode.term == nil {
			if t, err := ParseTerm(m[1]); err == nil && t.Value > 0 {
				mode.term, ok = &t, true
			}
		}
		if !ok || mode.term == nil {
			return nil
		}
		out = append(out, td{*mode.term, strings.TrimSpace(m[1]), f, strings.TrimSpace(e)})
	}
	return out
}

// termDiscountOffers are the further offers a cell of discounts by term
// ("Commitment discounts: 1-yr: -15%; 3-yr: -35%", "长约优惠 1-yr: -15%")
// makes of the row's base offer: its price less each discount on that
// term. The base is the price column the file's line names with the
// discount ("apply to on-demand rates"), stored as paid; or the row's
// one price column, held for review. A discount column's own conditional
// discount ("包年9折" under 折扣) is discount.go's, not read here; a
// discount column's cell of discounts by term ("1-yr: -15%" under 折扣)
// leaves its price as written (discount.go) and makes its offers here. The
// modifier stage (resolve_modifier.go) makes the offers of a ladder of
// term columns first; the cells it read are not read again.
func (b *rowBuild) termDiscountOffers(out []Quote) []Quote {
	b.unreadCommitment(out) // resolve_period.go
	more, mp := b.settleModifiers(out)
	var cells []cell
	if c, ok := b.r.cells[fMinTerm]; ok && strings.TrimSpace(c.text) != "" {
		cells = append(cells, c) // "Commitment discounts" read as a term
	}
	if c, ok := b.r.cells[fDiscount]; ok && len(termDiscounts(c.text)) > 0 {
		cells = append(cells, c)
	}
	for h, t := range b.r.extra {
		if !b.r.personUnread[h] && !mp.reads(h) { // a column the person left unread stays unread
			cells = append(cells, cell{text: t, header: h})
		}
	}
	for _, c := range cells {
		tds := termDiscounts(c.text)
		if len(tds) == 0 {
			continue
		}
		base, header, line := b.termDiscountBase(out)
		if base < 0 {
			continue
		}
		for _, td := range tds {
			q := cloneQuote(out[base])
			q.Price = math.Round(q.Price*td.f*1e6) / 1e6
			note := mk("import.warn.discount_off_column", td.entry, header, out[base].PriceText, trimFloat2(q.Price), line)
			if line == "" {
				note = mk("import.review.discount_off_column", td.entry, header, out[base].PriceText, trimFloat2(q.Price))
			}
			q = b.termOffer(q, c, td.entry, td.label, td.term, "price.term_discount", note, line != "")
			more = append(more, q)
		}
	}
	return more
}

// termDiscountBase is the index in out of the offer a discount by term is
// taken off, its column's header, and the file's line that says so (""
// when only the one price column stands for it); -1 for none.
func (b *rowBuild) termDiscountBase(out []Quote) (int, string, string) {
	var cand []int
	for i, q := range out {
		if q.MinTerm == nil && (q.Interruptible == nil || !*q.Interruptible) {
			cand = append(cand, i)
		}
	}
	for _, p := range b.r.prices {
		line := b.discountOffLine(p)
		if line == "" {
			continue
		}
		for _, i := range cand {
			if q := out[i]; q.Raw[p.header] == strings.TrimSpace(p.text) || len(b.r.prices) == 1 {
				return i, p.header, line
			}
		}
	}
	if len(b.r.prices) == 1 && len(cand) == 1 {
		return cand[0], b.r.prices[0].header, ""
	}
	return -1, "", ""
}

// cloneQuote copies a quote with its own warnings, review reasons and raw
// cells.
func cloneQuote(q Quote) Quote {
	c := q
	c.Warnings = append([]msg.Msg(nil), q.Warnings...)
	c.ReviewReasons = append([]msg.Msg(nil), q.ReviewReasons...)
	c.Raw = map[string]string{}
	for k, v := range q.Raw {
		c.Raw[k] = v
	}
	return c
}
