package quotes

import (
	"maps"
	"regexp"
	"slices"
	"strings"
)

// The extract stage's other line items: a formal quotation (报价单) lists
// storage, bandwidth and IPs beside the GPU machines, each with its own
// unit ("TB·月", "条·月", "Mbps/月"). A row whose unit counts such a thing
// and whose GPU cell names no GPU is not a GPU offer: it is named in
// FileResult.NotOffers (--explain), never refused as an unknown GPU and
// never stored. So is an add-on option priced on top of a machine ("IB网卡
// 400G | +3,600", "NVMe 3.84T | 每块 | +260"): every price of the row is led
// by an add-on sign (words/price.tsv addon_lead) and no cell names a GPU.

// reOtherItemUnit: a unit that counts storage, bandwidth or addresses.
// ("per GB-month" in a plan column: the row's charge is per gigabyte); a
// CPU core's period with no separator too ("元/核时", as "元/核·时").
var reOtherItemUnit = memoized(regexp.MustCompile(`(?i)^\s*(?:per\s+|每)?(?:(?:元|rmb|cny|usd|\$|¥)\s*/\s*)?(?:(?:tb|gb|pb|条|线|mbps|gbps|m|个?ip|核|core|vcpu)\s*(?:[·・/*×x-]\s*(?:月|年|天|日|时|小时|month|mo|year|yr|day|hour|hr)|$)|核\s*(?:小时|时|天|日|月|年))`))

// otherItemUnit is the row's unit or plan cell counting such a thing.
func otherItemUnit(r rowIn) (cell, bool) {
	for _, f := range []string{fUnit, fMode} {
		if c := r.cells[f]; strings.TrimSpace(c.text) != "" && reOtherItemUnit.MatchString(narrow(c.text)) {
			return c, true
		}
	}
	return cell{}, false
}

// otherLineItem names row r when it is such a line item.
func otherLineItem(r rowIn) (Problem, bool) {
	if p, ok := addOnRow(r); ok {
		return p, true
	}
	if p, ok := purchaseRow(r); ok {
		return p, true
	}
	if c, ok := saleItemRow(r); ok {
		return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: c.header, ColumnLetter: c.letter,
			Reason: mk("import.hwsale.sale_item", strings.TrimSpace(c.text))}, true
	}
	if c, ok := serviceRow(r); ok {
		return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: c.header, ColumnLetter: c.letter,
			Reason: mk("import.line_item.service", strings.TrimSpace(c.text))}, true
	}
	if c, ok := addOnLabelRow(r); ok {
		return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: c.header, ColumnLetter: c.letter,
			Reason: mk("import.line_item.addon", strings.TrimSpace(c.text))}, true
	}
	unit, ok := otherItemUnit(r)
	if !ok {
		return Problem{}, false
	}
	if _, gpu := matchGPU(r.cells[fGPU].text); gpu {
		return Problem{}, false
	}
	return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: unit.header, ColumnLetter: unit.letter,
		Reason: mk("import.line_item.not_gpu", unit.text)}, true
}

// serviceRow: a row that names no GPU and whose label names a cost around
// the GPU that is not its rent ("机柜托管（客户自有服务器）", "跨省专线 100M",
// "远程运维": words/columns.tsv column_not_rent) is no offer; its cell. Its
// GPU is never filled from the row above (otherMachine).
func serviceRow(r rowIn) (cell, bool) {
	for _, f := range []string{fGPU, fSpec, fOffer, fGPUText} {
		if _, gpu := matchGPU(r.cells[f].text); gpu {
			return cell{}, false
		}
	}
	for _, f := range []string{fGPU, fSpec, fOffer, fMode, fGPUText, fRegion} {
		if c := r.cells[f]; reNotRent.MatchString(norm(c.text)) {
			return c, true
		}
	}
	for _, h := range slices.Sorted(maps.Keys(r.extra)) {
		if v := r.extra[h]; reNotRent.MatchString(norm(v)) {
			return cell{text: v, header: h, letter: r.extraLetters[h]}, true
		}
	}
	return cell{}, false
}

// addOnLabelRow: a row naming no GPU whose label cell names a disk, public
// IP or bandwidth (words/locate.tsv tab_addon_item: "云盘ESSD PL1", "弹性公网IP"
// on a cloud calculator's list under its GPU instances) is no offer; its
// label cell (stop 47, set118/08).
func addOnLabelRow(r rowIn) (cell, bool) {
	for _, f := range []string{fGPU, fSpec, fOffer, fGPUText} {
		if _, gpu := matchGPU(r.cells[f].text); gpu {
			return cell{}, false
		}
	}
	for _, f := range []string{fOffer, fSpec, fGPUText} {
		if c, ok := r.cells[f]; ok && reTabAddOn.MatchString(narrow(c.text)) {
			if containedWord(norm(c.text), addOnWithMachine) != "" {
				return cell{}, false // "服务器C ×1 + 公网IP ×1": a bundle with a machine
			}
			return c, true
		}
	}
	return cell{}, false
}

// addOnWithMachine: words/locate.tsv addon_with_machine.
var addOnWithMachine = wordsInOrder("addon_with_machine")

// addOnRow names row r when its prices are add-ons and it names no GPU.
func addOnRow(r rowIn) (Problem, bool) {
	var first *priceIn
	for i, p := range r.prices {
		v := narrow(p.text)
		if v == "" {
			continue
		}
		if !addOnAmount(v) {
			return Problem{}, false
		}
		if first == nil {
			first = &r.prices[i]
		}
	}
	if first == nil {
		return Problem{}, false
	}
	for _, f := range []string{fGPU, fSpec, fOffer, fGPUText} {
		if _, gpu := matchGPU(r.cells[f].text); gpu {
			return Problem{}, false
		}
	}
	return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: first.header, ColumnLetter: first.letter,
		Reason: mk("import.line_item.addon", strings.TrimSpace(first.text))}, true
}

// addOnAmount: v is an amount led by an add-on sign ("+3,600", "加260").
func addOnAmount(v string) bool {
	v = narrow(v)
	for _, w := range wordRows("addon_lead") {
		if rest, ok := strings.CutPrefix(v, w[0]); ok {
			rest = strings.TrimLeft(strings.TrimSpace(rest), "¥$")
			return rest != "" && rest[0] >= '0' && rest[0] <= '9'
		}
	}
	return false
}

// reAskPrice: words saying the price is to be asked (words/price.tsv negotiable).
var reAskPrice = wordRe("negotiable")

// placeholderPrice: a token figure (1, 0.1, 0.01) in a row whose own words
// say the price is to be asked ("【拍前咨询】… 价格以客服为准"): a shop's
// placeholder to list the item, no price. The cell saying so.
func (b *rowBuild) placeholderPrice(v float64) (cell, bool) {
	if v != 1 && v != 0.1 && v != 0.01 {
		return cell{}, false
	}
	var cs []cell
	for _, f := range []string{fGPU, fOffer, fGPUText, fSpec, fNotes} {
		cs = append(cs, b.r.cells[f])
	}
	for _, h := range slices.Sorted(maps.Keys(b.r.extra)) {
		cs = append(cs, cell{text: b.r.extra[h], header: h, letter: b.r.extraLetters[h]})
	}
	for _, c := range cs {
		if strings.TrimSpace(c.text) != "" && reAskPrice.MatchString(norm(c.text)) {
			return c, true
		}
	}
	return cell{}, false
}

// rePurchase: a plan or offer cell that buys the machine (words/columns.tsv
// column_not_rent, roles purchase, installment and down_payment).
var rePurchase = regexp.MustCompile(wordAlternation("column_not_rent", "purchase", "purchase_unless_rate", "installment", "down_payment"))

// rePurchaseOnly: of those, the words that buy the machine whatever the
// column (a down payment is also a rent's first part); rePayHeader: a
// column of how the rent is paid (words/payterms.tsv pay_column_header).
var (
	rePurchaseOnly = regexp.MustCompile(wordAlternation("column_not_rent", "purchase", "purchase_unless_rate", "installment"))
	rePayHeader    = wordRe("pay_column_header")
)

// purchaseRow names row r when its offer or plan cell says the machine is
// bought, not rented ("分期购买", "outright purchase"): a sale's price or a
// loan's monthly payment is no GPU-hour price, whatever the row's amount
// and unit say.
func purchaseRow(r rowIn) (Problem, bool) {
	for _, f := range []string{fOffer, fMode} {
		c := r.cells[f]
		if f == fMode && rePayHeader.MatchString(norm(c.header)) && !rePurchaseOnly.MatchString(norm(c.text)) {
			continue // 付款方式 "首付50%": how the rent is paid (LS0201)
		}
		if rePurchase.MatchString(norm(c.text)) {
			return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: c.header, ColumnLetter: c.letter,
				Reason: mk("import.line_item.purchase", strings.TrimSpace(c.text))}, true
		}
	}
	return Problem{}, false
}

// reSaleItem: an item a hardware seller sells beside the rent (words/columns.tsv
// sale_item: a spare part, an upkeep contract, a buy-back, a trade-in).
var reSaleItem = wordRe("sale_item")

// saleItemRow: a row whose label (offer, plan, or an unread cell; never the
// GPU's own cell, never a note) names such an item is no rent, whatever GPU
// it is for and whatever its unit says ("8卡整机维保服务", 48000 元/台/年); its cell.
func saleItemRow(r rowIn) (cell, bool) {
	for _, f := range []string{fOffer, fMode} {
		if c := r.cells[f]; namesSaleItem(c.text) {
			return c, true
		}
	}
	// of the unread cells only the row's first, its label: an after-sales column (售后: 原厂维保服务) says
	// what comes with the rent
	first, firstH := "", ""
	for _, c := range r.cells {
		if c.letter != "" && (first == "" || letterLess(c.letter, first)) {
			first, firstH = c.letter, ""
		}
	}
	for h, l := range r.extraLetters {
		if l != "" && (first == "" || letterLess(l, first) || l == first && firstH != "" && h < firstH) {
			first, firstH = l, h
		}
	}
	if v := r.extra[firstH]; firstH != "" && namesSaleItem(v) {
		return cell{text: v, header: firstH, letter: first}, true
	}
	return cell{}, false
}

// letterLess orders column letters as a sheet does (Z before AA).
func letterLess(a, b string) bool {
	return len(a) < len(b) || len(a) == len(b) && a < b
}

// namesSaleItem: the text names a sale-side item of its own, not one the
// rent includes.
func namesSaleItem(text string) bool {
	low := norm(text)
	for _, m := range reSaleItem.FindAllStringIndex(low, -1) {
		if !includedBefore(low, m[0]) {
			return true
		}
	}
	return false
}
