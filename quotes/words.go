package quotes

import (
	"embed"
	"fmt"
	"io/fs"
	"strings"
)

// wordFiles are the knowledge tables of the import (words/*.tsv): every
// file in the folder is read, so a new table is a new file, not a line of
// Go. Each row: RULE-ID <tab> TABLE <tab> WORD <tab> VALUE.
//
//go:embed words/*.tsv
var wordFiles embed.FS

// ownFormat are word files with a row format of their own, read by their
// own stage (the header synonyms: RULE-ID, FIELD, NAME).
var ownFormat = map[string]bool{"words/header_synonyms.tsv": true}

// wordTables are the tables of words/*.tsv by name: word -> value; and
// wordOrder their rows in the file's order, for the tables searched in
// order.
var wordTables, wordOrder = loadWords(wordFileTexts())

// wordFileTexts is every table file of words/ by its path.
func wordFileTexts() map[string]string {
	names, err := fs.Glob(wordFiles, "words/*.tsv")
	if err != nil {
		panic(err)
	}
	out := map[string]string{}
	for _, n := range names {
		if ownFormat[n] {
			continue
		}
		b, err := wordFiles.ReadFile(n)
		if err != nil {
			panic(err)
		}
		out[n] = string(b)
	}
	return out
}

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

// wordRuleIDs: the rule id of each row of words/*.tsv, by its table and
// word, so a candidate a word table produced names the row that holds the
// word (the tables themselves keep word -> value).
var wordRuleIDs = loadWordRuleIDs(wordFileTexts())

func loadWordRuleIDs(files map[string]string) map[[2]string]string {
	out := map[[2]string]string{}
	for _, tsv := range files {
		for _, line := range strings.Split(tsv, "\n") {
			if p := strings.Split(line, "\t"); len(p) == 4 && !strings.HasPrefix(line, "#") {
				out[[2]string{p[1], p[2]}] = p[0]
			}
		}
	}
	return out
}

// wordRule is the rule id of word in table; a word the matcher found as
// the text spells it (spaces, case) is looked up as the table spells it.
func wordRule(table, word string) string {
	if id, ok := wordRuleIDs[[2]string{table, word}]; ok {
		return id
	}
	squeeze := func(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }
	for _, r := range wordRows(table) {
		if squeeze(r[0]) == squeeze(word) {
			return wordRuleIDs[[2]string{table, r[0]}]
		}
	}
	return table // no row: the table's name at least
}
