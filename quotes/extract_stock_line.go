package quotes

import (
	"regexp"
	"strconv"
	"strings"
)

// A mail or chat may list the machines each GPU has ready on a line of its
// own, under the price lines ("目前可交付：H800 4台，A800 2台，H20 6台"): each
// pair gives the offers of that GPU their machine count where their own
// line gives none (stop 53, set144/05). The line holds no price, opens
// with a stock word (words/price_state.tsv stock_line_lead) and pairs at
// least two GPUs with their machines; a GPU the line names twice gives none.

var (
	reStockLineLead = regexp.MustCompile(`(?i)` + wordAlt("stock_line_lead", false))
	reStockPair     = regexp.MustCompile(`([A-Za-z0-9][A-Za-z0-9 .\-]*?)\s*(\d{1,4})\s*台`)
)

// stockLine reads a line as such a list: GPU family -> machines; nil for
// any other line.
func stockLine(line string) map[string]int {
	n := narrow(strings.TrimSpace(line))
	loc := reStockLineLead.FindStringIndex(n)
	if loc == nil || loc[0] > 12 || strings.ContainsAny(n, "元¥$/万") { // a price on the line: it offers, no list of stock
		return nil
	}
	out, twice := map[string]int{}, map[string]bool{}
	for _, m := range reStockPair.FindAllStringSubmatch(n[loc[1]:], -1) {
		g, ok := matchGPU(strings.TrimSpace(m[1]))
		v, err := strconv.Atoi(m[2])
		if !ok || err != nil || v <= 0 {
			continue
		}
		f := gpuFamily(g.ID)
		if _, seen := out[f]; seen {
			twice[f] = true
		}
		out[f] = v
	}
	for f := range twice {
		delete(out, f)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// stockLineOf is the first stock line of lines (stockLine) and its pairs;
// nil where none is.
func stockLineOf(lines []string) (map[string]int, string) {
	for _, l := range lines {
		if pairs := stockLine(l); pairs != nil {
			return pairs, strings.TrimSpace(l)
		}
	}
	return nil, ""
}

// stockLineNodes gives each quote of qs with no machine count the machines
// the stock line (stockLineOf) pairs with its GPU, warned.
func stockLineNodes(qs []Quote, pairs map[string]int, line string) {
	for i := range qs {
		q := &qs[i]
		n, ok := pairs[gpuFamily(q.GPU)]
		if !ok || q.Nodes != nil {
			continue
		}
		q.Nodes = ptr(n)
		q.decide("nodes", strconv.Itoa(n), "nodes.stock_line", Evidence{Source: srcSheetLine, Text: line})
		q.AddWarning(mk("import.warn.nodes_stock_line", n, line))
	}
}
