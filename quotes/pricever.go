package quotes

import (
	"regexp"
	"strings"

	"computecheck/msg"
)

// A table may keep void or old prices beside the current one ("原价(已作废)",
// versions "v1 首轮", "v2 议价"): only the current column is a price column;
// versions with none marked current are held for review.

// priceVersions are a table's price versions none marked current.
type priceVersions struct {
	cols   []int    // the version columns, left to right
	review *msg.Msg // why its quotes wait for review; nil once settled
	chosen *msg.Msg // the note that settled which version counts
	ev     []Evidence
}

// versionEvidence: each version column as a candidate, overruled by rule.
func versionEvidence(headers []string, current, rule string) []Evidence {
	var cs candidates
	for _, h := range headers {
		cs.add("price_version.column", srcHeader, h, cell{header: h}, h)
	}
	for i := range cs {
		if cs[i].Value != current {
			cs[i].Why = rule
		}
	}
	return cs
}

// apply puts the versions' review or choosing note, and their evidence, on a quote.
func (v *priceVersions) apply(q *Quote) {
	if v == nil {
		return
	}
	for _, e := range v.ev {
		e.Field, e.Sheet, e.Row = "price_version", q.SourceSheet, q.SourceRow
		q.Evidence = append(q.Evidence, e)
	}
	if v.review != nil {
		q.Review(*v.review)
	} else if v.chosen != nil {
		q.AddWarning(*v.chosen)
	}
}

// colBefore: column letter a stands left of b ("Z" before "AA").
func colBefore(a, b string) bool { return len(a) < len(b) || len(a) == len(b) && a < b }

// dittoLeft: the words after 同 meaning the price column to the left (words/columns.tsv ditto_left).
var dittoLeft = wordSet("ditto_left")

// reSameAs: a cell referring to another column's price ("同v2", "same as v2").
var reSameAs = regexp.MustCompile(`^(?:同|见|参照|same\s+as|as\s+in|see)\s*(.{1,24}?)\s*(?:价|报价|列|price|column)?$`)

// reAppliesPrice: a cell, or its bracketed clause, saying another column's
// price applies ("驳回（按刊例价执行）"): words/price_state.tsv price_applies,
// a lead word, the column's name, a tail word.
var reAppliesPrice = regexp.MustCompile(`(?:^|[\s（(，,;；:：])` + wordAlternation("price_applies", "lead") + `\s*(\S{1,24}?)\s*` + wordAlternation("price_applies", "tail") + `\s*[)）]?$`)

// sameAsColumn reads a cell saying it is another column's price ("同v2",
// "驳回（按刊例价执行）"): that column's header and text, when exactly one
// matches and holds a price. A cell with a figure of its own is not read so.
func (b *rowBuild) sameAsColumn(text, letter string) (string, string, bool) {
	m := reSameAs.FindStringSubmatch(norm(text))
	if m == nil && !strings.ContainsAny(text, "0123456789") {
		m = reAppliesPrice.FindStringSubmatch(norm(text))
	}
	if m == nil || strings.TrimSpace(m[1]) == "" {
		return "", "", false
	}
	ref := strings.TrimSpace(m[1])
	header, found := "", ""
	for h, t := range b.r.extra {
		if !strings.Contains(norm(h), ref) || totalPriceHeader(h) {
			continue // a line total (月租小计（主选）) is no price the cell can mean (stop 47, set119/03)
		}
		if header != "" {
			return "", "", false // two columns answer to the words
		}
		header, found = h, strings.TrimSpace(t)
	}
	for _, p := range b.r.pairPrices { // "同主选" under 备选单价: the first side's price of a GPU pair (stop 47, set119/03)
		if !strings.Contains(norm(p.header), ref) {
			continue
		}
		if header != "" && header != p.header {
			return "", "", false
		}
		header, found = p.header, strings.TrimSpace(p.text)
	}
	for _, a := range b.r.alts { // "同刊例" under 活动价: the other version of this very price (刊例价 beside it)
		if letter == "" || a.altOf != letter || !strings.Contains(norm(a.header), ref) {
			continue
		}
		if header != "" && header != a.header {
			return "", "", false
		}
		header, found = a.header, strings.TrimSpace(a.text)
	}
	for i, p := range b.r.prices { // "同3个月", "同前一档": a price column of the row, by its header or to the left
		if letter != "" && p.letter != letter || letter == "" && strings.TrimSpace(p.text) != strings.TrimSpace(text) {
			continue // the cell's own column (two "同前一档" on a row are two cells)
		}
		for j, o := range b.r.prices {
			left := dittoLeft[compact(ref)] && j == i-1 && o.letter != "" && colBefore(o.letter, p.letter)
			if j == i || o.letter == p.letter || o.hint.period != p.hint.period || o.hint.basis != p.hint.basis ||
				!left && !(strings.Contains(norm(o.header), ref) && !strings.Contains(norm(p.header), ref)) {
				continue // "见包月价" under an hourly price: another unit's price is no tier of this one
			}
			if header != "" && header != o.header {
				return "", "", false
			}
			header, found = o.header, strings.TrimSpace(o.text)
		}
		break
	}
	if header == "" || found == "" || reSameAs.MatchString(norm(found)) {
		return "", "", false
	}
	if pc, err := parsePriceCell(found); err != nil || !(pc.value > 0) {
		return "", "", false
	}
	return header, found, true
}

// dashNoteApplies reads a price cell of nothing but dashes ("—") whose row's
// note says another column's price applies ("该型号不参与补贴，按指导价结算"):
// that column's header and price, and the clause of the note that says so.
func (b *rowBuild) dashNoteApplies(text string) (header, price, note string, ok bool) {
	if !isDashOnly(text) {
		return "", "", "", false
	}
	c, found := b.r.cells[fNotes]
	if !found {
		return "", "", "", false
	}
	for _, cl := range strings.FieldsFunc(c.text, func(r rune) bool { return strings.ContainsRune("，,；;。\n", r) }) {
		if h, t, ok := b.sameAsColumn(strings.TrimSpace(cl), ""); ok && reAppliesPrice.MatchString(norm(strings.TrimSpace(cl))) {
			return h, t, strings.TrimSpace(cl), true
		}
	}
	return "", "", "", false
}
