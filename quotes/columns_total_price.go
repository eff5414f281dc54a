package quotes

import (
	"math"
	"regexp"
	"strings"
	"unicode"

	"computecheck/msg"
)

// A price column whose header says the price is a total
// ("price_usd_per_hr_total", "Gesamtpreis/Std.") in a table with a
// GPUs-per-machine column ("num_gpus") and no machine count is the price
// of the row's GPUs together: per machine of that many cards, as a
// marketplace's API export lists one offer of n GPUs a row. With a
// machine count beside it, "total" may be for all the machines: the
// header says nothing then, and the basis stays open as before.

// totalHeaderWords are the header words saying total (words/international.tsv).
var totalHeaderWords = wordSet("price_total_header")

// saysTotal: header h holds a total word, whole (ASCII) or contained (Chinese).
// Each quote asks of its price column's header: each header read once.
func saysTotal(h string) bool { return remember(&totalMemo, h, readTotal) }

var totalMemo memo[string, bool]

func readTotal(h string) bool {
	low := strings.ToLower(narrow(h))
	for _, w := range strings.FieldsFunc(low, func(r rune) bool { return !unicode.IsLetter(r) || r > unicode.MaxASCII && !unicode.Is(unicode.Han, r) }) {
		if totalHeaderWords[w] {
			return true
		}
	}
	for w := range totalHeaderWords {
		if hasCJK(w) && strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// totalHeaderBasis gives price p the per-machine basis when its header
// says total and the row counts its GPUs per machine in a column of its
// own with no machine count; the warning says so. p is unchanged (nil
// warning) when a basis is in the header already or the rule does not
// hold.
func (b *rowBuild) totalHeaderBasis(p *priceIn) *msg.Msg {
	if p.hint.basis != "" || !saysTotal(p.header) {
		return nil
	}
	gpn, ok := b.r.cells[fGPUsPerNode]
	if !ok || strings.TrimSpace(gpn.text) == "" {
		return nil
	}
	if _, nodes := b.r.cells[fNodes]; nodes {
		return nil
	}
	p.hint.basis = "node"
	w := mk("import.warn.total_header_basis", p.header, strings.TrimSpace(gpn.text), gpn.header)
	return &w
}

// reAllMachines: a price header saying its amount is for all the row's
// machines together (words/columns.tsv price_all_machines).
var reAllMachines = regexp.MustCompile(wholeTable("price_all_machines"))

// allMachinesPrice: beside the row's machine count, a price whose header
// says it is for all the machines ("每期租金（全部租赁物）" with 台数 4) is per
// machine that amount over the count, warned; the value is unchanged where
// the header says per card or the row counts no machines.
func (b *rowBuild) allMachinesPrice(q *Quote, p *priceIn, value float64) float64 {
	if value <= 0 || p.hint.basis == "gpu" || !reAllMachines.MatchString(norm(p.header)) {
		return value
	}
	c, ok := b.r.cells[fNodes]
	if !ok {
		return value
	}
	n, err := ParseNumber(c.text)
	if err != nil || n < 1 || n != math.Trunc(n) {
		return value
	}
	p.hint.basis = "node"
	q.AddWarning(mk("import.warn.all_machines_price", p.header, strings.TrimSpace(c.text), c.header))
	return value / n
}
