package quotes

import (
	"regexp"
	"strings"
)

// A contract's annex names its parties once ("甲方：某某科技有限公司；乙方：
// 某甲科技有限公司") and its table names them by their labels only (提供方 |
// 乙方). The label in the vendor column is no seller's name: the line
// defining it gives the name, and the row is read as that party's, warned.
// A party the labels call the buyer (甲方, 承租人: words/procure.tsv
// party_label) lists its own capacity, no offer to the buyer: the row is
// named as no offer (stop 52 set140/08).

// partyDef is the party a line of the file defines for a label.
type partyDef struct {
	name  string
	buyer bool
	line  string
}

// reDefinitionCut: where one party's definition ends on a line ("；", a bracket).
var reDefinitionCut = regexp.MustCompile(`[；;，,。（）()《》]|\s{2,}|\x{3000}+`)

// labelledParty is the party a vendor cell names by its label alone ("乙方"),
// as a line among lines defines it; false where the cell is no label whole,
// or no line defines it.
func labelledParty(cellText string, lines []string) (partyDef, bool) {
	label := strings.ToLower(strings.TrimSpace(narrow(cellText)))
	if _, ok := wordMap("party_label")[label]; !ok {
		return partyDef{}, false
	}
	for _, line := range lines {
		for _, piece := range reDefinitionCut.Split(line, -1) {
			piece = strings.TrimSpace(piece)
			if !strings.HasPrefix(strings.ToLower(narrow(piece)), label) {
				continue
			}
			role, name, ok := partyLine(piece)
			if !ok || name == "" || len([]rune(name)) > 40 {
				continue
			}
			if _, isLabel := wordMap("party_label")[strings.ToLower(name)]; isLabel {
				continue
			}
			return partyDef{name: name, buyer: role == "buyer", line: strings.TrimSpace(line)}, true
		}
	}
	return partyDef{}, false
}
