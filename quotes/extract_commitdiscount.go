package quotes

import (
	"math"
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
	if !strings.ContainsAny(c, "%折") {
		return nil
	}
	f, ok := parseDiscount(c)
	if !ok || f <= 0 || f >= 1 {
		return nil
	}
	var base *priceIn
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
		if base != nil {
			return nil // two prices beside it: which one it is off is not said
		}
		base = &o
	}
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
