package quotes

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// Prices that differ by who the buyer is (campus, issue 23 set103): a
// university, an alliance or an institute prices the same resource for its
// own users (校内, 成员单位, 会员, internal, academic) and for outsiders (校外,
// 社会用户, industry). The buyer of this tool is a company outside the seller:
// the outside price is its offer, the inside one is held out, and a row
// offered to inside buyers only is no offer. The words are
// words/price_state.tsv buyer_class (UV0100-), each with its role: outside,
// inside, or both (one price for every class: 同价).

var buyerClassWords = priceStateWords{rows: wordRows("buyer_class"), seen: &memo[string, [2]string]{}}

// buyerClass is the role of the first buyer-class word the text holds
// (outside, inside, both) and the word; "" for none.
func buyerClass(text string) (role, word string) { return buyerClassWords.in(text) }

// buyerClassHeader: a header naming the class of buyer its prices are for
// ("Academic partner", "校外用户单价").
func buyerClassHeader(h string) bool { r, _ := buyerClass(h); return r != "" }

// classPiece is one figure of a price cell and the class its label names.
type classPiece struct {
	role, word, text string
}

// buyerClassPieces splits a price cell into its figures, each with the
// buyer class named by the words before it ("校内 40元/机时；校外 64元/机时");
// ok is false unless every figure is labelled by a class word.
func buyerClassPieces(text string) (ps []classPiece, ok bool) {
	t := strings.TrimSpace(text)
	if t == "" || utf8.RuneCountInString(t) > 160 || digitRuns(t) == 0 {
		return nil, false
	}
	locs := reVersionFigure.FindAllStringIndex(t, -1)
	if len(locs) == 0 {
		return nil, false
	}
	prev := 0
	for _, loc := range locs {
		label := t[prev:loc[0]]
		role, w := buyerClass(label)
		if role == "" {
			return nil, false
		}
		ps = append(ps, classPiece{role: role, word: w, text: strings.TrimSpace(strings.Trim(strings.TrimSpace(t[prev:loc[1]]), "，,;；、|:："))})
		prev = loc[1]
	}
	if strings.ContainsAny(t[prev:], "0123456789") {
		return nil, false
	}
	return ps, true
}

// reClassLabel: the class words and the colon before a figure ("校外：",
// "Industry:"), left off the figure that is read.
var reClassLabel = regexp.MustCompile(`^[^\d$¥￥€£]*`)

// outsidePriceIn reads a price cell that prices several buyer classes: the
// outside (or every-class) figure is the offer, read as the cell (its unit
// after it); held names the inside figures left out. inside is true where
// every figure is for buyers who qualify: no offer to this buyer. ok is false
// where the cell is not one labelled figure per class, or names two outside
// figures.
func outsidePriceIn(text string) (offer, held string, inside, ok bool) {
	ps, ok := buyerClassPieces(text)
	if !ok {
		return "", "", false, false
	}
	out := -1
	var in []string
	for i, p := range ps {
		switch p.role {
		case "outside", "both":
			if out >= 0 {
				return "", "", false, false
			}
			out = i
		default:
			in = append(in, p.text)
		}
	}
	switch {
	case out < 0:
		return "", strings.Join(in, "；"), true, true
	case len(in) == 0:
		return "", "", false, false // one outside figure: the cell reads as usual
	}
	return strings.TrimSpace(reClassLabel.ReplaceAllString(ps[out].text, "")), strings.Join(in, "；"), false, true
}

// insideClassRow (UV0100-): a row whose class cell, whole, names a buyer
// class that must qualify ("联盟成员单位" under 用户类别) is priced for those
// buyers only: no offer to an outside company; refused at that cell. A cell
// naming every class (成员单位/社会用户同价) or the outside one is read on.
func (b *rowBuild) insideClassRow() bool {
	for _, h := range slices.Sorted(maps.Keys(b.r.extra)) {
		if b.r.personUnread[h] || !classColumnHeader(h) {
			continue
		}
		t := strings.TrimSpace(b.r.extra[h])
		if t == "" || strings.ContainsAny(t, "0123456789") || utf8.RuneCountInString(t) > 24 {
			continue
		}
		if role, w := buyerClass(t); role == "inside" {
			b.badAt(cell{text: t, header: h, letter: b.r.extraLetters[h]}, mk("import.err.uv_inside_class_row", h, t, w))
			return true
		}
	}
	return false
}

// classColumnHeader: a header naming who a row's price is for (用户类别,
// 客户类型, 适用对象, user class): words/price_state.tsv buyer_class_header.
func classColumnHeader(h string) bool {
	_, w := buyerClassHeaderWords.in(h)
	return w != ""
}

var buyerClassHeaderWords = priceStateWords{rows: wordRows("buyer_class_header")}

// outsideColumnWarn: a quote read from a column whose header names the
// outside class (校外用户单价, Industry / external) while the row prices an
// inside class in another column (校内用户单价, Internal) says which it took.
func (b *rowBuild) outsideColumnWarn(out []Quote, from []priceIn) {
	for i := range out {
		if role, _ := buyerClass(from[i].header); role != "outside" {
			continue
		}
		for _, h := range slices.Sorted(maps.Keys(b.r.extra)) {
			t := strings.TrimSpace(b.r.extra[h])
			if role, _ := buyerClass(h); role == "inside" && t != "" && strings.ContainsAny(t, "0123456789") {
				out[i].AddWarning(mk("import.warn.uv_outside_column", from[i].header, h, t))
				break
			}
		}
	}
}
