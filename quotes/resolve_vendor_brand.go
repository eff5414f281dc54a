package quotes

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A catalogue export may name its seller nowhere but in front of each of its
// products: "探云 H800 8卡裸金属", "探云 L40S 单卡" (stop 50 set129/09, a
// partner portal's export). The same CJK word standing before a GPU's name
// in every product cell of the table is the seller's brand: a candidate of
// the vendor policy (vendor.offer_brand) of a named rank, so a file name
// (which the buyer may have typed) never outranks it; a labelled or signed
// line naming a seller still does.

// offerBrand is the word every product cell (three at least) opens with,
// before a space and a GPU's name; "" for none.
func offerBrand(t *table, l *layout, first int) brandRead {
	c, ok := l.byField[fOffer]
	if !ok {
		return brandRead{}
	}
	brand, at, n := "", "", 0
	for i := first; i < len(t.rows); i++ {
		v := strings.TrimSpace(narrow(t.cell(i, c)))
		if v == "" {
			continue
		}
		head, rest, cut := strings.Cut(v, " ")
		if !cut || !brandWord(head) || !namesGPU(rest) || brand != "" && head != brand {
			return brandRead{}
		}
		if brand == "" {
			at = v
		}
		brand, n = head, n+1
	}
	if n < 3 {
		return brandRead{}
	}
	h := ""
	if c < len(l.headers) {
		h = l.headers[c]
	}
	return brandRead{name: brand, header: h, letter: t.letter(c), text: at}
}

// brandRead is a brand every product cell opens with, and the column's
// header, letter and first such cell.
type brandRead struct{ name, header, letter, text string }

// brandWord: two to six CJK letters naming no GPU, plan, machine or maker
// (英伟达 H100: who made the card, words/columns.tsv column_maker).
func brandWord(w string) bool {
	k := utf8.RuneCountInString(w)
	if k < 2 || k > 6 || namesGPU(w) || namesPlan(w) || containsWord(w, "single_card_word") || brandMakers[strings.ToLower(w)] {
		return false
	}
	for _, r := range w {
		if !unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return true
}

// brandMakers: words/columns.tsv column_maker.
var brandMakers = wordSet("column_maker")
