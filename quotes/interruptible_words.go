package quotes

import (
	"regexp"
	"sort"
	"strings"
)

// interruptibleWords say whether an offer can be taken back while a job
// runs (spot, preemptible, 抢占式, "可能被回收"): true, or that it cannot
// (non-preemptible, 不可抢占): false. A quote that says neither leaves
// Interruptible nil. The negative words are tried first: "不可抢占"
// contains "抢占". ASCII words match whole words only ("spot" is not in
// "spotlight"). An offer called on-demand or reserved is read as false
// after these (onDemandWords).
var interruptibleWords = []struct {
	word          string
	interruptible bool
}{
	{"不可抢占", false}, {"非抢占", false}, {"不会被回收", false}, {"不可中断", false},
	{"non-preemptible", false}, {"non-interruptible", false},
	{"抢占式", true}, {"抢占型", true}, {"可抢占", true}, {"竞价实例", true}, {"竞价型", true}, {"竞价计费", true},
	{"可能被回收", true}, {"可被回收", true}, {"随时回收", true}, {"会被回收", true}, {"可中断", true},
	{"spot", true}, {"preemptible", true}, {"preemptable", true}, {"interruptible", true},
}

// interruptibleASCII matches the ASCII words of interruptibleWords as
// whole words, longest first.
var interruptibleASCII = func() *regexp.Regexp {
	var ws []string
	for _, w := range interruptibleWords {
		if w.word[0] < 0x80 {
			ws = append(ws, regexp.QuoteMeta(w.word))
		}
	}
	sort.Slice(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) })
	return regexp.MustCompile(`(?:^|[^a-z0-9-])(` + strings.Join(ws, "|") + `)(?:$|[^a-z0-9-])`)
}()

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
// customer for the term, not reclaimed mid-job.
var onDemandWords = []string{"按需", "按量", "包年", "包月", "包季", "预留实例", "独享"}

var onDemandASCII = regexp.MustCompile(`(?:^|[^a-z0-9-])(on-demand|on demand|ondemand|reserved|pay-as-you-go|dedicated)(?:$|[^a-z0-9-])`)

func onDemandIn(text string) bool {
	low := norm(text)
	if low == "" {
		return false
	}
	for _, w := range onDemandWords {
		if strings.Contains(low, w) {
			return true
		}
	}
	return onDemandASCII.MatchString(low)
}
