package quotes

import "strings"

// The count extractor's "as used": a contract annex or purchase line gives
// no quantity for a pay-as-you-go item ("数量：按实际用量"). The cell states
// no machine count: it is read as blank (unknown), never refused as a
// number that is not whole. The words are as_used_count of
// words/procure.tsv, matched as the whole cell.

var asUsedWords = wordSet("as_used_count")

// asUsedCounts blanks row r's count cells that say "as used".
func asUsedCounts(r *rowIn) {
	for _, f := range []string{fNodes, fTotalGPUs} {
		c, ok := r.cells[f]
		if ok && asUsedWords[norm(strings.TrimSpace(c.text))] {
			c.text = ""
			r.cells[f] = c
		}
	}
}
