package quotes

import (
	"regexp"
	"slices"
	"strings"
)

// Prices with conditions attached (issue 23 set90, conditions). A row may
// hold several prices, each its own offer under its own condition: who may
// buy (高校价, 初创企业价), a new purchase or a renewal (新购价 | 老客户续费价
// （需续满12个月）), a bundle (搭配存储价（须同购≥20TB并行存储）). The columns
// stage decides by header words (words/*.tsv) which price column is such an
// offer and which is a reference:
//   - a renewal's price (words/price_state.tsv price_header renewal) is its own
//     offer, never held out as a qualifying buyer's price; beside the price of
//     the contract in force it is the offer (resolve_window.go), and its term
//     (需续满12个月: words/spec.tsv commit_label_zh) is its minimum;
//   - a bundle's price (words/columns.tsv price_bundle, CD-HDR-BUNDLE) is the
//     GPUs' price on that condition, never the other item's price;
//   - a column of conditions (价格条件, 附加条件: words/header_synonyms.tsv) is
//     the row's note, whose term is the offer's minimum;
//   - a figure of a column no field reads that meters something else (电费:
//     另计（0.85元/度）: words/units.tsv unit_not_gpu) never refuses the row;
//   - a sheet of the buyer's contracts in force (现行合同: words/
//     sheet_versions.tsv contract_sheet) holds no offer (pricever_sheets.go).
// Each quote of a renewal or bundle column (its column's rule ruleHdrBundle,
// decided once by bundlePriceHeader) is warned with its header
// (conditionWarn): the price holds only on that condition.

// ruleHdrBundle names the rule of a bundle's price column.
const ruleHdrBundle = "CD-HDR-BUNDLE"

var (
	bundleWords = wordsInOrder("price_bundle")
	// reNotGPUUnit: a figure priced per a unit that meters no GPU time
	// (0.85元/度, 1200元/TB/月).
	reNotGPUUnit = regexp.MustCompile(`\d\s*(?:元|块|rmb|cny|¥|￥)?\s*/\s*` + wordAlternation("unit_not_gpu", "power", "storage", "traffic") + `(?:$|[^a-z])`)
	// reNotGPUUnitHeader: a header's money per such a unit (加购存储单价(元/TB/月)).
	reNotGPUUnitHeader = regexp.MustCompile(`(?:元|块|rmb|cny|¥|￥)\s*/\s*` + wordAlternation("unit_not_gpu", "power", "storage", "traffic") + `(?:$|[^a-z])`)
	// reMoneyFigure: a figure with a money word or per-sign after it.
	reMoneyFigure = regexp.MustCompile(`\d(?:[\d,]*\d)?(?:\.\d+)?\s*(?:元|块|rmb|cny|/)`)
)

// bundleWord is the price_bundle word a header holds ("" for none): an ASCII
// word whole, a CJK word anywhere.
func bundleWord(h string) string {
	low := norm(h)
	for _, w := range bundleWords {
		if holdsWord(low, w) {
			return w
		}
	}
	return ""
}

// bundlePriceHeader: a price header (its last word a price word) holding a
// bundle word: the GPUs' price when another item is bought with them
// (搭配存储价（须同购≥20TB并行存储）), not that item's price. A header priced
// per a unit that meters no GPU time (加购存储单价(元/TB/月)) is the other
// item's own price: C-HDR-NOT-PRICE and the storage columns decide it.
func bundlePriceHeader(w *headerText) bool {
	return bundleWord(w.h) != "" && !notGPUUnitHeader(w.h) && (rePriceTail.MatchString(w.key) || rePriceTail.MatchString(strings.TrimSpace(w.bare)))
}

// renewalPriceHeader: the header names a renewal's price (续费价, 续约单价).
func renewalPriceHeader(h string) bool {
	st, _ := priceHeaderWords.in(h)
	return st == "renewal"
}

// conditionWarn warns a quote read from a price column whose header names
// the condition its price holds on (a bundle; a renewal beside a price that
// is none, 新购价 | 续费价): stored as its own offer, never silently the
// price every buyer pays. A renewal quote's prices, all renewals (续约单价
// beside the contract's 现行单价, held out), are the file's offer: no warning.
func conditionWarn(q *Quote, p priceIn, row []priceIn) {
	switch {
	case p.rule == ruleHdrBundle:
		q.AddWarning(mk("import.cd.warn.bundle_price", p.header))
	case renewalPriceHeader(p.header) && slices.ContainsFunc(row, func(o priceIn) bool { return o.letter != p.letter && !renewalPriceHeader(o.header) }):
		q.AddWarning(mk("import.cd.warn.renewal_price", p.header))
	}
}

// notGPUUnitHeader: a header priced per a unit that meters no GPU time
// (加购存储单价(元/TB/月), 电费(元/度)): that thing's price, no GPU price.
func notGPUUnitHeader(h string) bool { return reNotGPUUnitHeader.MatchString(narrow(norm(h))) }

// notGPUMoney: every money figure of the cell is priced per a unit that
// meters something other than GPU time (另计（0.85元/度）): the price of
// that other thing, not an unread GPU price.
func notGPUMoney(v string) bool {
	low := withoutFigureWords(narrow(norm(v))) // "7x24/365": a service window, no money figure (as parseHint)
	return reNotGPUUnit.MatchString(low) && len(reNotGPUUnit.FindAllString(low, -1)) >= len(reMoneyFigure.FindAllString(low, -1))
}

// contractSheetWords: a sheet name holding one lists the buyer's contracts
// in force (words/sheet_versions.tsv contract_sheet): no offer.
var contractSheetWords = wordsInOrder("contract_sheet")

// reBuyerAge: an age word (words/columns.tsv buyer_age_word), a comparison
// and a length (成立≤3年, 注册未满2年, founded < 3 years): the qualifying
// buyer's age, never a term or a unit.
var reBuyerAge = regexp.MustCompile(`(?:` + wordAlternation("buyer_age_word", "yes") + `)(?:\s|≤|<|≦|=|＜|不满|未满|不超过|不足|小于|少于|满|under|less than|within)*\d+(?:\.\d+)?\s*(?:个月|年|月|years?|yrs?|months?)(?:以内|以下|内)?`)

// withoutBuyerAge is a header without the qualifying buyer's age it states
// ("初创企业价（成立≤3年）" is 初创企业价（）): the length is neither the
// offer's term (tierInHeader) nor its unit (parseHint).
func withoutBuyerAge(h string) string {
	if !reBuyerAge.MatchString(h) {
		return h
	}
	return reBuyerAge.ReplaceAllString(h, " ")
}
