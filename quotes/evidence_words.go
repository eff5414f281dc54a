package quotes

import "strings"

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
