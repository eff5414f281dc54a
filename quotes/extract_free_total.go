package quotes

import (
	"regexp"
	"slices"
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
// first naming free cards, the second all of them, and nothing else but
// what they count (free_total_unit: 卡, GPUs, (张)). A machine's, a price's
// or any other word anywhere in it, brackets included, and it is none:
// "Nodes (free/total)", "空闲/总数(台)", "剩余/总价", "可用区/总部". Read once
// a header (freeTotalHeaders): it runs for every count cell of every row.
func freeTotalHeader(h string) bool {
	return remember(&freeTotalHeaders, h, freeTotalHeaderRead)
}

var freeTotalHeaders memo[string, bool] // header → freeTotalHeaderRead

func freeTotalHeaderRead(h string) bool {
	h = norm(strings.TrimSpace(h))
	extra := "" // what the header holds besides its two halves
	if i := strings.IndexAny(h, "(["); i > 0 {
		in := strings.TrimRight(h[i+1:], ")] ")
		if strings.Contains(in, "/") && !strings.Contains(h[:i], "/") {
			h, extra = in, h[:i] // "GPUs (free/total)", "卡(空闲/总)": the halves in brackets after what they count
		} else {
			h, extra = strings.TrimSpace(h[:i]), in // "空闲/总卡(张)": the unit in brackets
		}
	}
	free, all, ok := strings.Cut(h, "/")
	if !ok || strings.Contains(all, "/") {
		return false
	}
	return halfNames(free, "free_total_free") && halfNames(all, "free_total_all") && onlyUnits(extra)
}

// halfNames: one half of such a header holds a word of table, an ASCII
// word whole, any other found anywhere, and besides it only units.
func halfNames(half, table string) bool {
	for _, r := range wordRows(table) {
		if rest, ok := strikeWord(half, r[0]); ok {
			return onlyUnits(rest)
		}
	}
	return false
}

// strikeWord: s without its first w (an ASCII word whole), and whether w was there.
func strikeWord(s, w string) (string, bool) {
	if w[0] >= 0x80 {
		if i := strings.Index(s, w); i >= 0 {
			return s[:i] + " " + s[i+len(w):], true
		}
		return s, false
	}
	words := strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	for i, x := range words {
		if x == w {
			return strings.Join(append(words[:i:i], words[i+1:]...), " "), true
		}
	}
	return s, false
}

// onlyUnits: s holds no letter but free_total_unit words (Han struck out
// longest first, as the table lists them; ASCII words whole).
func onlyUnits(s string) bool {
	units := wordRows("free_total_unit")
	for _, r := range units {
		if r[0][0] >= 0x80 {
			s = strings.ReplaceAll(s, r[0], " ")
		}
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if !slices.ContainsFunc(units, func(r [2]string) bool { return r[0] == w }) {
			return false
		}
	}
	return true
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
	if all < 1 {
		return 0, 0, false, false // "0/0": no count of cards, refused as the column's unreadable count
	}
	if free > all {
		return free, all, false, true
	}
	return free, all, true, false
}
