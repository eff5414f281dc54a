package quotes

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"computecheck/msg"
)

// A size lookup: a sheet with no prices whose table maps a short key (an
// instance-size suffix ".8xl", a size code "g4") to the GPUs of that size
// ("Size suffix | GPUs per instance"), as a console export keeps the GPU
// count of each instance off its price sheet. A price row whose instance
// or offer name ends in one of the keys, and that states its GPUs nowhere
// else, has that many GPUs a machine (gpnPolicy's gpus.size_lookup, after
// every source of the row itself). A key is matched whole at the end of
// the name (".xl" is not the end of "a8.2xl"); the longest key that
// matches decides.

// sizeLookup is one such table.
type sizeLookup struct {
	sheet       string
	countHeader string // the header of its GPU-count column
	counts      map[string]int
}

// sizeLookupMaxKey: the longest key a lookup holds, in characters
// [assumed: a suffix or size code, never a whole name].
const sizeLookupMaxKey = 12

// readSizeLookup reads t as a size lookup: its first row a header with one
// column naming the GPUs a machine, and a column before it of distinct
// short keys, one per row, beside a whole count of 1 to 64. nil when t is
// not one (fewer than two keys, a key that is no short token, a count
// that is no such number).
func readSizeLookup(t *table) *sizeLookup {
	if len(t.rows) < 3 {
		return nil
	}
	head := t.rows[0]
	countCol := -1
	for c, h := range head {
		if matchHeader(h) == fGPUsPerNode {
			countCol = c
			break
		}
	}
	if countCol <= 0 {
		return nil
	}
	for keyCol := 0; keyCol < countCol; keyCol++ {
		counts := map[string]int{}
		ok := true
		for _, row := range t.rows[1:] {
			if len(filled(row)) == 0 {
				continue
			}
			if keyCol >= len(row) || countCol >= len(row) {
				ok = false
				break
			}
			key, n, good := sizeEntry(row[keyCol], row[countCol])
			if !good || counts[key] != 0 {
				ok = false
				break
			}
			counts[key] = n
		}
		if ok && len(counts) >= 2 {
			return &sizeLookup{sheet: t.sheet, countHeader: strings.TrimSpace(head[countCol]), counts: counts}
		}
	}
	return nil
}

// sizeEntry reads one row of a lookup: a short key with no space and a
// count of 1 to 64 GPUs.
func sizeEntry(keyText, countText string) (string, int, bool) {
	key := strings.ToLower(strings.TrimSpace(narrow(keyText)))
	n, err := strconv.Atoi(strings.TrimSpace(countText))
	if key == "" || utf8.RuneCountInString(key) > sizeLookupMaxKey || strings.ContainsAny(key, " \t") || err != nil || n < 1 || n > 64 {
		return "", 0, false
	}
	return key, n, true
}

// count is the GPUs of the instance name, by its longest key that ends it
// whole; the key with it, and ok false when no key does.
func (s *sizeLookup) count(name string) (int, string, bool) {
	low := strings.ToLower(strings.TrimSpace(narrow(name)))
	best := ""
	for key := range s.counts {
		if !strings.HasSuffix(low, key) || len(key) <= len(best) {
			continue
		}
		// whole: the name is the key, the key starts with a mark (".xl"),
		// or a mark stands before it ("hx-a8-2xl"); "a8.12xl" does not end
		// in the key "2xl"
		if before := low[:len(low)-len(key)]; before == "" || !alnumStart(key) || !alnumEnd(before) {
			best = key
		}
	}
	if best == "" {
		return 0, "", false
	}
	return s.counts[best], best, true
}

func alnumEnd(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'z'
}

func alnumStart(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'z'
}

// sizeLookupCount is gpus.size_lookup's reading: the row's instance or
// offer name looked up in the file's size tables (the first that knows it).
func (b *rowBuild) sizeLookupCount() []gpnRead {
	name := b.text(fOffer)
	if name == "" {
		return nil
	}
	for _, s := range b.r.sizes {
		if n, _, ok := s.count(name); ok {
			return []gpnRead{{n: n, at: b.r.cells[fOffer]}}
		}
	}
	return nil
}

// sizeLookupTook is the note on a quote whose GPUs a size lookup gave.
func (b *rowBuild) sizeLookupTook(now gpnRead) msg.Msg {
	for _, s := range b.r.sizes {
		if n, key, ok := s.count(b.text(fOffer)); ok && n == now.n {
			return mk("import.warn.gpn_from_size_lookup", now.n, b.text(fOffer), key, s.sheet, s.countHeader)
		}
	}
	return mk("import.warn.gpn_from_offer", now.at.header, b.text(fOffer), now.n)
}

// tableLine: a row of a sheet with no prices that fills several cells (a
// lookup's header "Size suffix | GPUs per instance | Notes", or one of
// its rows) is a table's line, not a title that may name the vendor.
func tableLine(row []string) bool { return len(filled(row)) >= tableLineCells }

// tableLineCells: the cells a line must fill to be a table's [assumed: a
// title is one cell, a label and its value two].
const tableLineCells = 3
