package quotes

import (
	_ "embed"
	"fmt"
	"strings"
)

// unitsTSV holds the unit words of a price (words/units.tsv).
//
//go:embed words/units.tsv
var unitsTSV string

// currencyTSV holds the currency words (words/currency.tsv).
//
//go:embed words/currency.tsv
var currencyTSV string

// periodsTSV holds the period, term and plan words the unit and term
// readers look words up in, a rule id per row (words/periods.tsv).
//
//go:embed words/periods.tsv
var periodsTSV string

// interruptibleTSV holds the words that say whether an offer can be taken
// back mid-job (words/interruptible.tsv).
//
//go:embed words/interruptible.tsv
var interruptibleTSV string

// priceStateTSV holds the words that say whether a price still applies
// (words/price_state.tsv).
//
//go:embed words/price_state.tsv
var priceStateTSV string

// wordTables are the tables of words/*.tsv by name: word -> value; and
// wordOrder their rows in the file's order, for the tables searched in
// order.
var wordTables, wordOrder = loadWords(map[string]string{"words/periods.tsv": periodsTSV, "words/units.tsv": unitsTSV, "words/currency.tsv": currencyTSV, "words/interruptible.tsv": interruptibleTSV, "words/price_state.tsv": priceStateTSV})

// loadWords reads every word file into one set of tables; a table lives
// in one file.
func loadWords(files map[string]string) (map[string]map[string]string, map[string][][2]string) {
	tables, order := map[string]map[string]string{}, map[string][][2]string{}
	for name, tsv := range files {
		for t, rows := range loadWordRows(name, tsv) {
			if _, dup := tables[t]; dup {
				panic("quotes: word table " + t + " in two files")
			}
			tables[t] = map[string]string{}
			for _, r := range rows {
				tables[t][r[0]] = r[1]
			}
			order[t] = rows
		}
	}
	return tables, order
}

// loadWordTables reads one file's tables (word -> value).
func loadWordTables(name, tsv string) map[string]map[string]string {
	out := map[string]map[string]string{}
	for t, rows := range loadWordRows(name, tsv) {
		out[t] = map[string]string{}
		for _, r := range rows {
			out[t][r[0]] = r[1]
		}
	}
	return out
}

// loadWordRows reads RULE-ID, TABLE, WORD, VALUE rows, in order; a rule id
// may appear once, a word once in its table.
func loadWordRows(name, tsv string) map[string][][2]string {
	out := map[string][][2]string{}
	seen := map[string]bool{}
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
		if seen[p[1]+"\t"+p[2]] {
			panic(fmt.Sprintf("quotes: %s line %d: %q twice in %s", name, n+1, p[2], p[1]))
		}
		seen[p[1]+"\t"+p[2]] = true
		out[p[1]] = append(out[p[1]], [2]string{p[2], p[3]})
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

// wordRows is one table's rows in the file's order: word, value.
func wordRows(table string) [][2]string {
	rows, ok := wordOrder[table]
	if !ok {
		panic("quotes: no word table " + table)
	}
	return rows
}

// wordsInOrder is one table's words in the file's order.
func wordsInOrder(table string) []string {
	var out []string
	for _, r := range wordRows(table) {
		out = append(out, r[0])
	}
	return out
}
