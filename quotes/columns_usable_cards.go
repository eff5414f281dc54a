package quotes

import "strings"

// A machine let with some of its cards out of service (a B-grade or
// repaired machine) lists both counts: the cards on its nameplate (标称卡数)
// and the cards that work and are let (可用卡数). The usable count is the
// machine's cards, the one its price is per; read alone, "可用卡数" counts
// all the cards on offer (C-HDR-TOTAL), and a per-machine price would be
// divided by the nameplate's cards without a word. Words: words/columns.tsv
// cards_nominal, cards_usable.

const (
	ruleColUsableCards  = "UC-USABLE-CARDS"
	ruleColNominalCards = "UC-NOMINAL-CARDS"
)

// usableCardsColumn: a cards-per-machine column headed by a nameplate word
// beside a count column headed by a usable word whose every stated value is
// a count no larger than the nameplate's on its row: the usable column is
// the machine's cards, the nameplate's is kept as the row's text.
func usableCardsColumn(cs colReads) {
	n, u := cs.at(fGPUsPerNode), -1
	if n < 0 || cs[n].person || !wordIn("cards_nominal", cs[n].header) {
		return
	}
	for _, f := range []string{fTotalGPUs, fNodes} {
		if j := cs.at(f); j >= 0 && !cs[j].person && wordIn("cards_usable", cs[j].header) && reCardWords.MatchString(norm(cs[j].header)) {
			u = j
			break
		}
	}
	if u < 0 || !fewerOnEachRow(cs[u].values, cs[n].values) {
		return
	}
	cs.set(u, fGPUsPerNode, ruleColUsableCards, mk("import.ev.usable_cards", cs[u].header, cs[n].header))
	cs.set(n, fIgnore, ruleColNominalCards, mk("import.ev.nominal_cards", cs[n].header, cs[u].header))
}

// fewerOnEachRow: each row's stated count in usable is a whole count no
// larger than its nameplate count, and at least one row states both.
func fewerOnEachRow(usable, nominal []string) bool {
	both := 0
	for k := range min(len(usable), len(nominal)) {
		a, b := strings.TrimSpace(usable[k]), strings.TrimSpace(nominal[k])
		if a == "" || b == "" {
			continue
		}
		x, errA := ParseCount(a)
		y, errB := ParseCount(b)
		if errA != nil && a != "0" || errB != nil || x > y {
			return false
		}
		both++
	}
	return both > 0
}
