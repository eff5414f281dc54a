package quotes

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
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

var (
	buyerClassWords = priceStateWords{rows: wordRows("buyer_class")}
	buyerClassSeen  = &memo[string, [3]string]{} // role, word, and "y" where any class word (not none) is held
)

// buyerClass is the role of the buyer-class word the text holds (outside,
// inside, member, both) and the word; "" for none. A both word decides where
// it stands (成员单位/社会用户同价); else the longest word found wins, so that
// 入驻企业 or 集团内企业 is not read as 企业, nor 非校内 as 校内; a word of
// role none (社会科学) is a longer word that names no class.
func buyerClass(text string) (role, word string) {
	r := buyerClassRead(text)
	return r[0], r[1]
}

// anyBuyerClassWord: text holds a class word (not one of role none), even
// where a longer none word wins buyerClass; the cheap first look of
// outsidePriceIn, read from buyerClass's memo.
func anyBuyerClassWord(text string) bool { return buyerClassRead(text)[2] != "" }

func buyerClassRead(text string) [3]string {
	return remember(buyerClassSeen, text, func(t string) [3]string {
		low := norm(t)
		var best [2]string
		any := ""
		for _, r := range buyerClassWords.rows {
			if !holdsWord(low, r[0]) {
				continue
			}
			if r[1] == "both" {
				return [3]string{r[1], r[0], "y"}
			}
			if r[1] != "none" {
				any = "y"
			}
			if utf8.RuneCountInString(r[0]) > utf8.RuneCountInString(best[0]) {
				best = [2]string{r[0], r[1]}
			}
		}
		if best[1] == "none" {
			return [3]string{"", "", any}
		}
		return [3]string{best[1], best[0], any}
	})
}

// insideRole: a class that must qualify. member (会员, member) is one only
// beside another class's figure in the same cell (会员 2.5元；非会员 3.8元):
// alone, on a cloud's sheet, a 会员 is any registered user.
func insideRole(role string) bool { return role == "inside" || role == "member" }

// buyerClassHeader: a header naming the class of buyer its prices are for
// ("Academic partner", "校外用户单价").
func buyerClassHeader(h string) bool { r, _ := buyerClass(h); return r != "" }

// classPiece is one figure of a price cell and the class its label names;
// next is true where the class word stands right before the figure (校内 20元,
// 校内用户单价：20元), not a word of a resource's name (Internal NVMe $2.5/h).
type classPiece struct {
	role, word, text string
	next             bool
}

// classPieces: where a cell pricing several classes is cut into pieces
// (；;，,、| and a spaced slash); a comma between digits (1,200) is a figure's.
func classPieces(t string) []string {
	var out []string
	start := 0
	rs := []rune(t)
	pos := 0
	for i, r := range rs {
		n := utf8.RuneLen(r)
		cut := strings.ContainsRune("；;，、|", r) ||
			r == ',' && !(i > 0 && i+1 < len(rs) && unicode.IsDigit(rs[i-1]) && unicode.IsDigit(rs[i+1])) ||
			r == '/' && i > 0 && i+1 < len(rs) && unicode.IsSpace(rs[i-1]) && unicode.IsSpace(rs[i+1])
		if cut {
			out = append(out, t[start:pos])
			start = pos + n
		}
		pos += n
	}
	return append(out, t[start:])
}

// reLabelFill: what may stand between a class word and its figure for the
// word to label the figure (用户, 单价, a colon).
var reLabelFill = regexp.MustCompile(`^(?:\s|[:：]|用户|单位|价格|单价|价|收费|标准|users?|price|rate|\()*$`)

// buyerClassPieces cuts a price cell at its separators first, then reads each
// piece as one class label and one figure ("校外 64 元/机时；校内 40 元/机时");
// ok is false unless every piece with a figure holds one, labelled by a class
// word.
func buyerClassPieces(text string) (ps []classPiece, ok bool) {
	t := strings.TrimSpace(text)
	if t == "" || utf8.RuneCountInString(t) > 160 || digitRuns(t) == 0 {
		return nil, false
	}
	for _, piece := range classPieces(t) {
		piece = strings.TrimSpace(piece)
		locs := reVersionFigure.FindAllStringIndex(piece, -1)
		switch {
		case len(locs) == 0:
			continue // a piece with no figure: a note (校内免费) or the unit
		case len(locs) > 1:
			return nil, false
		}
		label := piece[:locs[0][0]]
		role, w := buyerClass(label)
		if role == "" {
			return nil, false
		}
		low := norm(label)
		at := strings.LastIndex(low, w)
		next := at >= 0 && reLabelFill.MatchString(low[at+len(w):])
		ps = append(ps, classPiece{role: role, word: w, text: strings.Trim(piece, "，,;；、|:： "), next: next})
	}
	return ps, len(ps) > 0
}

// reClassLabel: the class words and the colon before a figure ("校外：",
// "Industry:"), left off the figure that is read.
var reClassLabel = regexp.MustCompile(`^[^\d$¥￥€£]*`)

// outsidePriceIn reads a price cell that prices several buyer classes: the
// outside (or every-class) figure is the offer, read as the cell (its unit
// after it); held names the inside figures left out. inside is true where
// every figure is for buyers who qualify: no offer to this buyer; a cell is
// judged so only with two class-labelled figures, or one whose inside word
// (not 会员 alone) stands right before it. ok is false where the cell is not
// one labelled figure per class, or names two outside figures.
func outsidePriceIn(text string) (offer, held string, inside, ok bool) {
	if !anyBuyerClassWord(text) {
		return "", "", false, false // most price cells name no class: no pieces, no regexp
	}
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
	case out < 0 && len(ps) == 1 && !(ps[0].role == "inside" && ps[0].next):
		return "", "", false, false // "Internal NVMe $2.5/h", "会员价 3.5元/卡时": read as usual
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

var buyerClassHeaderWords = priceStateWords{rows: wordRows("buyer_class_header"), seen: &memo[string, [2]string]{}}

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
			if role, _ := buyerClass(h); insideRole(role) && t != "" && strings.ContainsAny(t, "0123456789") {
				out[i].AddWarning(mk("import.warn.uv_outside_column", from[i].header, h, t))
				break
			}
		}
	}
}
