package quotes

import (
	"regexp"
	"sort"
	"strings"
)

// interruptibleWords say whether an offer can be taken back while a job
// runs (spot, preemptible, 抢占式, "可能被回收"): true, or that it cannot
// (non-preemptible, 不可抢占): false, in the order words/interruptible.tsv
// gives them (a negative before the word it contains: "不可抢占" contains
// "抢占"). ASCII words match whole words only ("spot" is not in
// "spotlight"). An offer called on-demand or reserved is read as false
// after these (onDemandIn).
var interruptibleWords = func() []struct {
	word          string
	interruptible bool
} {
	var out []struct {
		word          string
		interruptible bool
	}
	for _, r := range wordRows("interruptible") {
		out = append(out, struct {
			word          string
			interruptible bool
		}{r[0], r[1] == "true"})
	}
	return out
}()

// wholeWords matches any of the ASCII words as a whole word, longest first.
func wholeWords(words []string) *regexp.Regexp {
	var ws []string
	for _, w := range words {
		if w[0] < 0x80 {
			ws = append(ws, regexp.QuoteMeta(w))
		}
	}
	sort.Slice(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) })
	return regexp.MustCompile(`(?:^|[^a-z0-9-])(` + strings.Join(ws, "|") + `)(?:$|[^a-z0-9-])`)
}

// interruptibleASCII matches the ASCII words of interruptibleWords.
var interruptibleASCII = wholeWords(wordsInOrder("interruptible"))

// interruptibleIn reads one text: the word's verdict, nil when it names
// neither.
func interruptibleIn(text string) *bool {
	low := norm(text)
	if low == "" {
		return nil
	}
	for _, w := range interruptibleWords {
		if w.word[0] >= 0x80 && strings.Contains(low, w.word) {
			v := w.interruptible
			return &v
		}
	}
	if m := interruptibleASCII.FindStringSubmatch(low); m != nil {
		for _, w := range interruptibleWords {
			if w.word == m[1] {
				v := w.interruptible
				return &v
			}
		}
	}
	return nil
}

// readInterruptible sets q.Interruptible, when still unknown, from what
// the vendor wrote about the offer: its name, its price text, its notes
// and its cells, in that order (the first that says so decides).
func readInterruptible(q *Quote) {
	if q.Interruptible != nil {
		return
	}
	texts := []string{q.Offer, q.PriceText, q.Notes}
	keys := make([]string, 0, len(q.Raw))
	for k := range q.Raw {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		texts = append(texts, q.Raw[k])
	}
	for _, t := range texts {
		if v := interruptibleIn(t); v != nil {
			q.Interruptible = v
			return
		}
	}
	// No word about being taken back: an offer the vendor calls on-demand
	// or reserved is not interruptible (the contract's false), tried only
	// after every text was searched for the explicit words, so "按需抢占式"
	// stays interruptible.
	for _, t := range texts {
		if onDemandIn(t) {
			no := false
			q.Interruptible = &no
			return
		}
	}
}

// onDemandWords name an offer on-demand or reserved: machines held for the
// customer for the term, not reclaimed mid-job (words/interruptible.tsv,
// table on_demand_plan).
var onDemandWords = wordsInOrder("on_demand_plan")

var onDemandASCII = wholeWords(onDemandWords)

// onDemandIn reports whether a text calls the offer on-demand or reserved.
func onDemandIn(text string) bool {
	low := norm(text)
	if low == "" {
		return false
	}
	for _, w := range onDemandWords {
		if w[0] >= 0x80 && strings.Contains(low, w) {
			return true
		}
	}
	return onDemandASCII.MatchString(low)
}
