package quotes

import (
	"maps"
	"slices"
	"strings"

	"computecheck/msg"
)

// A public computing seller's price as a base price times a queue or
// priority coefficient (campus, issue 23 set103): 机时费 = 卡时 × 基准单价 ×
// 队列系数. A column whose header names a coefficient (words/price_state.tsv
// price_coefficient_header) beside a price column whose header names a base
// price (price_base_header) makes the offer base × coefficient, warned; a
// coefficient of 0 is a free queue (a debug or trial queue with its own
// limits), no offer: the row is refused at that cell rather than stored at 0.
// A coefficient beside a price not marked base is not applied, but warned.

var (
	coefficientHeaderWords = priceStateWords{rows: wordRows("price_coefficient_header"), seen: &memo[string, [2]string]{}}
	baseHeaderWords        = priceStateWords{rows: wordRows("price_base_header"), seen: &memo[string, [2]string]{}}
)

// rowCoefficient is what the row's coefficient columns say, read once per
// row: the one coefficient applied (ok), or the cell refused (bad).
type rowCoefficient struct {
	c   cell
	k   float64
	ok  bool
	bad *msg.Msg
}

// maxCoefficient: a queue or priority coefficient scales a base price for a
// class of queue (0 free, 0.5 low priority, 2-4 exclusive or urgent); a figure
// over 20 under a coefficient header is more likely a price, a count or a
// node number than a factor, and is refused at its cell, not applied.
const maxCoefficient = 20

// reCoefficientDecor: the words around a coefficient's figure ("1.5倍",
// "×1.2", "x 0.8") left off before it is read.
var reCoefficientDecor = strings.NewReplacer("倍", "", "×", "", "＊", "", "*", "", "x", "", "X", "", "Ｘ", "", "ｘ", "")

// coefficients reads the row's coefficient columns (unmapped columns whose
// header names a coefficient, words/price_state.tsv price_coefficient_header)
// once: a non-blank cell that cannot be read, or is out of range, refuses the
// row at it; two coefficients other than 1 (队列系数 and 优先级系数) are not
// multiplied on a guess: the row is refused at the second.
func (b *rowBuild) coefficients() rowCoefficient {
	if b.coef != nil {
		return *b.coef
	}
	var rc rowCoefficient
	for _, h := range slices.Sorted(maps.Keys(b.r.extra)) {
		if b.r.personUnread[h] {
			continue
		}
		t := strings.TrimSpace(b.r.extra[h])
		if t == "" {
			continue
		}
		if _, w := coefficientHeaderWords.in(h); w == "" {
			continue
		}
		c := cell{text: t, header: h, letter: b.r.extraLetters[h]}
		v, err := ParseNumber(strings.TrimSpace(reCoefficientDecor.Replace(t)))
		if err != nil || v < 0 || v > maxCoefficient {
			m := mk("import.err.uv_coefficient_unread", h, t, trimFloat(maxCoefficient))
			rc = rowCoefficient{c: c, bad: &m}
			break
		}
		switch {
		case !rc.ok || rc.k == 1:
			rc.c, rc.k, rc.ok = c, v, true
		case v != 1:
			m := mk("import.err.uv_coefficients_two", rc.c.header, rc.c.text, h, t)
			rc = rowCoefficient{c: c, bad: &m}
		}
		if rc.bad != nil {
			break
		}
	}
	b.coef = &rc
	return rc
}

// freeQueue (UV0300-): a coefficient of 0 beside a price: the queue is free
// to its users, under limits, and is no offer; refused at the cell. A
// coefficient cell that cannot be read, or two, refuse the row too.
func (b *rowBuild) freeQueue() bool {
	rc := b.coefficients()
	if !rc.ok && rc.bad == nil || !b.anyPriceNumber() {
		return false
	}
	switch {
	case rc.bad != nil:
		b.badAt(rc.c, *rc.bad)
	case rc.k == 0:
		b.badAt(rc.c, mk("import.err.uv_free_queue", rc.c.header, rc.c.text))
	default:
		return false
	}
	return true
}

// coefficientOf is the factor a price column's figure is multiplied by (1
// where none applies) and the warning that says so.
func (b *rowBuild) coefficientOf(p priceIn) (float64, msg.Msg) {
	rc := b.coefficients()
	if !rc.ok || rc.k == 1 {
		return 1, msg.Msg{}
	}
	c, k := rc.c, rc.k
	if _, w := baseHeaderWords.in(p.header); w == "" {
		return 1, mk("import.warn.uv_coefficient_unapplied", c.header, c.text, p.header)
	}
	return k, mk("import.warn.uv_coefficient", p.header, strings.TrimSpace(p.text), c.header, c.text)
}

var allCardsBilledWords = priceStateWords{rows: wordRows("all_cards_billed"), seen: &memo[string, [2]string]{}}

// allCardsBilled (UV0350-): a unit cell that allocates a whole node and
// bills each of its cards ("整节点独占（每节点8卡全计）") says how many cards
// are billed, not that the price is the node's: the price's own basis (元/卡时
// in its header) stands. It is the word found, "" for none.
func allCardsBilled(t string) string {
	_, w := allCardsBilledWords.in(t)
	return w
}
