package quotes

import (
	"regexp"
	"strings"
)

// reIncludedLead: the words before an item that make it part of the rent
// ("含维保服务", "免费延保", "incl. spare parts"): words/validate.tsv
// includes_word and words/columns.tsv included_lead.
var reIncludedLead = regexp.MustCompile(wholeWords(append(wordsInOrder("includes_word"), wordsInOrder("included_lead")...)))

// clauseMarks end a bracket's or a line's clause: the include word must
// stand in the same one as the item it includes.
const clauseMarks = "()（）[]【】,，;；:：。"

// includedBefore: an include word stands before byte at of low (normed) in
// the same bracket or clause ("月租金(含原厂维保 元/台/月)", "（含7×24小时维保服务）").
func includedBefore(low string, at int) bool {
	seg := low[:at]
	if i := strings.LastIndexAny(seg, clauseMarks); i >= 0 {
		_, n := firstRune(seg[i:])
		seg = seg[i+n:]
	}
	return reIncludedLead.MatchString(seg)
}

func firstRune(s string) (rune, int) {
	for _, r := range s {
		return r, len(string(r))
	}
	return 0, 0
}

// notRentUnlessRate: column_not_rent's words that are the rent under a
// bracket that is a rate per period (销售价(元/卡/时)).
var notRentUnlessRate = func() map[string]bool {
	out := map[string]bool{}
	for _, r := range wordRows("column_not_rent") {
		if r[1] == "purchase_unless_rate" {
			out[r[0]] = true
		}
	}
	return out
}()

// notRentText: a header (or label) names money beside the rent that is not
// the rent (words/columns.tsv column_not_rent), not counting a word an include
// word before it makes part of the rent, nor a sale-price word under a rate per
// period.
func notRentText(h string) bool {
	low := norm(h)
	ms := reNotRent.FindAllStringIndex(low, -1)
	for _, m := range ms {
		if includedBefore(low, m[0]) {
			continue
		}
		if notRentUnlessRate[low[m[0]:m[1]]] && parseHint(h).period != "" {
			continue
		}
		if planPaidInParts(h, low[m[0]:m[1]]) {
			continue // "包年价·分期付款": the plan's rent paid in parts (payterms.go)
		}
		return true
	}
	return false
}

// modeRentWords: a billing-mode header word that is the rent itself (Lease,
// 租金), whose own currency-and-period bracket makes it the price column.
var modeRentWords = wordSet("mode_rent_word")
