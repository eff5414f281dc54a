package quotes

import (
	_ "embed"
	"fmt"
	"strings"
)

// periodsTSV holds the period, term and plan words the unit and term
// readers look words up in, a rule id per row (words/periods.tsv).
//
//go:embed words/periods.tsv
var periodsTSV string

// wordTables are the tables of words/periods.tsv by name: word -> value.
var wordTables = loadWordTables("words/periods.tsv", periodsTSV)

// loadWordTables reads RULE-ID, TABLE, WORD, VALUE rows; a rule id may
// appear once, a word once in its table.
func loadWordTables(name, tsv string) map[string]map[string]string {
	out := map[string]map[string]string{}
	ids := map[string]bool{}
	for n, line := range strings.Split(tsv, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p := strings.Split(line, "\t")
		if len(p) != 4 || p[0] == "" || ids[p[0]] || p[1] == "" || p[2] == "" || p[3] == "" {
			panic(fmt.Sprintf("quotes: %s line %d: want a new RULE-ID, TABLE, WORD, VALUE", name, n+1))
		}
		ids[p[0]] = true
		if out[p[1]] == nil {
			out[p[1]] = map[string]string{}
		}
		if _, dup := out[p[1]][p[2]]; dup {
			panic(fmt.Sprintf("quotes: %s line %d: %q twice in %s", name, n+1, p[2], p[1]))
		}
		out[p[1]][p[2]] = p[3]
	}
	return out
}

// wordMap is one table (word -> value); it must exist.
func wordMap(table string) map[string]string {
	m, ok := wordTables[table]
	if !ok {
		panic("quotes: no word table " + table)
	}
	return m
}

// wordSet is one table of words (value "yes").
func wordSet(table string) map[string]bool {
	out := map[string]bool{}
	for w, v := range wordMap(table) {
		out[w] = v == "yes"
	}
	return out
}
