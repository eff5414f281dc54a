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
	coefficientHeaderWords = priceStateWords{rows: wordRows("price_coefficient_header")}
	baseHeaderWords        = priceStateWords{rows: wordRows("price_base_header")}
)

// coefficientCell is the row's coefficient cell: an unmapped column whose
// header names a coefficient and whose cell is a plain number.
func (b *rowBuild) coefficientCell() (c cell, k float64, ok bool) {
	for _, h := range slices.Sorted(maps.Keys(b.r.extra)) {
		if b.r.personUnread[h] {
			continue
		}
		if _, w := coefficientHeaderWords.in(h); w == "" {
			continue
		}
		t := strings.TrimSpace(b.r.extra[h])
		v, err := ParseNumber(t)
		if err != nil || v > 20 {
			continue
		}
		return cell{text: t, header: h, letter: b.r.extraLetters[h]}, v, true
	}
	return cell{}, 0, false
}

// freeQueue (UV0300-): a coefficient of 0 beside a price: the queue is free
// to its users, under limits, and is no offer; refused at the cell.
func (b *rowBuild) freeQueue() bool {
	c, k, ok := b.coefficientCell()
	if !ok || k != 0 || !b.anyPriceNumber() {
		return false
	}
	b.badAt(c, mk("import.err.uv_free_queue", c.header, c.text))
	return true
}

// coefficientOf is the factor a price column's figure is multiplied by (1
// where none applies) and the warning that says so.
func (b *rowBuild) coefficientOf(p priceIn) (float64, msg.Msg) {
	c, k, ok := b.coefficientCell()
	if !ok || k == 1 || k == 0 {
		return 1, msg.Msg{}
	}
	if _, w := baseHeaderWords.in(p.header); w == "" {
		return 1, mk("import.warn.uv_coefficient_unapplied", c.header, c.text, p.header)
	}
	return k, mk("import.warn.uv_coefficient", p.header, strings.TrimSpace(p.text), c.header, c.text)
}

var allCardsBilledWords = priceStateWords{rows: wordRows("all_cards_billed")}

// allCardsBilled (UV0350-): a unit cell that allocates a whole node and
// bills each of its cards ("整节点独占（每节点8卡全计）") says how many cards
// are billed, not that the price is the node's: the price's own basis (元/卡时
// in its header) stands. It is the word found, "" for none.
func allCardsBilled(t string) string {
	_, w := allCardsBilledWords.in(t)
	return w
}
