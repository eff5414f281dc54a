package quotes

import "regexp"

// The extract stage's other line items: a formal quotation (报价单) lists
// storage, bandwidth and IPs beside the GPU machines, each with its own
// unit ("TB·月", "条·月", "Mbps/月"). A row whose unit counts such a thing
// and whose GPU cell names no GPU is not a GPU offer: it is named in
// FileResult.NotOffers (--explain), never refused as an unknown GPU and
// never stored.

// reOtherItemUnit: a unit that counts storage, bandwidth or addresses.
var reOtherItemUnit = regexp.MustCompile(`(?i)^\s*(?:(?:元|rmb|cny|usd|\$|¥)\s*/\s*)?(?:tb|gb|pb|条|线|mbps|gbps|m|个?ip)\s*(?:[·・/*×x]\s*(?:月|年|天|日|时|小时|month|mo|year|yr|day|hour|hr)|$)`)

// otherLineItem names row r when it is such a line item.
func otherLineItem(r rowIn) (Problem, bool) {
	unit := r.cells[fUnit]
	if !reOtherItemUnit.MatchString(narrow(unit.text)) {
		return Problem{}, false
	}
	if _, gpu := matchGPU(r.cells[fGPU].text); gpu {
		return Problem{}, false
	}
	return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: unit.header, ColumnLetter: unit.letter,
		Reason: mk("import.line_item.not_gpu", unit.text)}, true
}
