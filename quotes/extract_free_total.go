package quotes

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// Free over total cards (OY0001–OY0018, words/columns.tsv free_total_free,
// free_total_all): a marketplace page lists each host with its cards as
// "3/8" under a header that names both halves, 空闲/总卡 (free now / all
// the host has), 可用/总数, "Free/Total GPUs". The second figure is the
// listing's cards in all, the first only how many are free at the moment
// the page was copied: a count of cards that changes by the minute, never
// a number of machines. A cell of that form under any other header, or a
// free figure above the total, is not read as one (the count column's own
// refusal stands, or freeTotalBad names it).

// freeTotalHostMax: the most cards one listed host holds; a larger total
// counts a pool of machines, and gives no machine's cards [assumed].
const freeTotalHostMax = 16

var reFreeTotalCell = regexp.MustCompile(`^(\d{1,5})\s*(?:卡|张|gpus?)?\s*/\s*(\d{1,5})\s*(?:卡|张|gpus?)?$`)

// freeTotalHeader: a header written as two names joined by one slash, the
// first naming free cards, the second all of them.
func freeTotalHeader(h string) bool {
	h = norm(strings.TrimSpace(h))
	if i := strings.IndexAny(h, "(["); i > 0 {
		in := strings.TrimRight(h[i+1:], ")] ")
		if strings.Contains(in, "/") && !strings.Contains(h[:i], "/") {
			h = in // "GPUs (free/total)", "卡(空闲/总)": the halves in brackets after what they count
		} else {
			h = strings.TrimSpace(h[:i]) // "空闲/总卡(张)": the unit in brackets says nothing of the halves
		}
	}
	free, all, ok := strings.Cut(h, "/")
	if !ok || strings.Contains(all, "/") {
		return false
	}
	return halfNames(free, "free_total_free") && halfNames(all, "free_total_all")
}

// halfNames: one half of such a header holds a word of table, an ASCII
// word whole, any other found anywhere.
func halfNames(half, table string) bool {
	words := strings.FieldsFunc(half, func(r rune) bool { return !unicode.IsLetter(r) })
	for _, r := range wordRows(table) {
		if r[0][0] >= 0x80 {
			if strings.Contains(half, r[0]) {
				return true
			}
			continue
		}
		for _, w := range words {
			if w == r[0] {
				return true
			}
		}
	}
	return false
}

// freeTotalCell reads a "3/8" cell under a free/total header: free and all
// its cards; ok is false for any other cell or header. bad is set where the
// cell has the form but more free than in all (a figure to ask about).
func freeTotalCell(header, text string) (free, all int, ok, bad bool) {
	if !freeTotalHeader(header) {
		return 0, 0, false, false
	}
	m := reFreeTotalCell.FindStringSubmatch(norm(strings.TrimSpace(text)))
	if m == nil {
		return 0, 0, false, false
	}
	free, _ = strconv.Atoi(m[1])
	all, _ = strconv.Atoi(m[2])
	if all < 1 || free > all {
		return free, all, false, true
	}
	return free, all, true, false
}
