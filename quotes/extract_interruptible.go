package quotes

import (
	"maps"
	"slices"
)

// Whether an offer can be taken back while a job runs: the words that say
// so (spot, 抢占式, "可能被回收": true; non-preemptible, 不可抢占: false)
// and, tried after them, the words that call it on-demand or reserved
// (false), both tables of words/interruptible.tsv.
var interruptibleWords, onDemandWords = newWordMatcher("interruptible"), newWordMatcher("on_demand_plan")

// interruptibleIn reads one text: the word's verdict, nil when it names
// neither.
func interruptibleIn(text string) *bool {
	if r := interruptibleWordsIn(text); r.word != "" {
		return ptr(r.value == "true")
	}
	return nil
}

// readInterruptible sets q.Interruptible, when still unknown, from what
// the vendor wrote about the offer: its name, its price text, its notes
// and its cells, in that order (the first that says so decides). sec is
// the section row the row's plan came from (nil: a cell of the row).
func readInterruptible(q *Quote, sec *sectionContext) {
	if q.Interruptible != nil || !saysInterruptible(q) {
		return
	}
	keys := slices.Sorted(maps.Keys(q.Raw))
	texts := append(make([]string, 0, 3+len(keys)), q.Offer, q.PriceText, q.Notes)
	for _, k := range keys {
		texts = append(texts, q.Raw[k])
	}
	from := append(append(make([]string, 0, len(texts)), fOffer, fPrice, fNotes), keys...) // the field or header each text is under
	decideInterruptible(q, texts, func(i int) Evidence {
		if from[i] == fMode && sec != nil { // the plan of a section row above ("[国内 · 包年]")
			return Evidence{Source: srcSection, Sheet: q.SourceSheet, Row: sec.row, Text: sec.text}
		}
		return Evidence{Source: srcCell, Header: from[i], Text: texts[i]}
	})
}

// saysInterruptible: one of the texts readInterruptible reads names it
// (most rows: none, and their texts need no order).
func saysInterruptible(q *Quote) bool {
	for _, t := range []string{q.Offer, q.PriceText, q.Notes} {
		if r := interruptibleWordsIn(t); r.word != "" || r.onDemand != "" {
			return true
		}
	}
	for _, t := range q.Raw {
		if r := interruptibleWordsIn(t); r.word != "" || r.onDemand != "" {
			return true
		}
	}
	return false
}

// tierInterruptible reads the header of the price column a quote was made
// from ("Spot", "On-demand", "Reserved (1 yr)"), when the row said nothing.
func tierInterruptible(q *Quote, p priceIn) {
	decideInterruptible(q, []string{p.header}, func(int) Evidence {
		return Evidence{Source: srcHeader, Header: p.header, Text: p.header}
	})
}

// decideInterruptible sets q.Interruptible from the first of texts naming
// it: the explicit words searched in every text first, so "按需抢占式"
// stays interruptible, then the on-demand and reserved words; at is the
// evidence of text i.
func decideInterruptible(q *Quote, texts []string, at func(i int) Evidence) {
	found := make([]interruptibleRead, len(texts))
	for i, t := range texts {
		found[i] = interruptibleWordsIn(t) // once for both searches
		if r := found[i]; r.word != "" {
			q.Interruptible = ptr(r.value == "true")
			q.decide("interruptible", r.value, wordRule("interruptible", r.word), at(i))
			return
		}
	}
	for i, r := range found {
		if r.onDemand != "" {
			q.Interruptible = ptr(false)
			q.decide("interruptible", "false", wordRule("on_demand_plan", r.onDemand), at(i))
			return
		}
	}
}

// interruptibleRead is what the two tables find in one text: the
// explicit word and its value, and the on-demand or reserved word ("" for
// none).
type interruptibleRead struct{ word, value, onDemand string }

// interruptibleMemo: each quote asks of every cell of its row, and the
// columns repeat their cells down the rows.
var interruptibleMemo memo[string, interruptibleRead]

func interruptibleWordsIn(text string) interruptibleRead {
	return remember(&interruptibleMemo, text, func(text string) (r interruptibleRead) {
		low := norm(text)
		r.word, r.value, _ = interruptibleWords.find(low)
		r.onDemand, _, _ = onDemandWords.find(low)
		return r
	})
}
