package quotes

import "testing"

func TestInterruptibleWords(t *testing.T) {
	yes, no := true, false
	for _, c := range []struct {
		text string
		want *bool
	}{
		{"抢占式实例 A100", &yes},
		{"价格低，但可能被回收", &yes},
		{"H100 Spot", &yes},
		{"preemptible VM", &yes},
		{"不可抢占，独占整机", &no},
		{"non-preemptible", &no},
		{"Spotlight cluster", nil},
		{"按量计费", nil},
		{"", nil},
	} {
		got := interruptibleIn(c.text)
		if (got == nil) != (c.want == nil) || (got != nil && *got != *c.want) {
			t.Errorf("%q: got %v, want %v", c.text, ptrText(got), ptrText(c.want))
		}
	}
	q := Quote{Offer: "A100 80G", Notes: "抢占式，随时可能被回收"}
	readInterruptible(&q, nil)
	if q.Interruptible == nil || !*q.Interruptible {
		t.Errorf("notes 抢占式: interruptible %v", ptrText(q.Interruptible))
	}
}

func ptrText(b *bool) string {
	if b == nil {
		return "nil"
	}
	if *b {
		return "true"
	}
	return "false"
}

func FuzzInterruptibleIn(f *testing.F) {
	for _, s := range []string{"抢占式", "spot", "non-preemptible", "Spotlight", "不可抢占", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		// the table's first word, not-preemptible, decides wherever it stands
		if v := interruptibleIn(s + " 不可抢占"); v == nil || *v {
			t.Fatalf("%q + 不可抢占: %s", s, ptrText(v))
		}
	})
}

// An offer the vendor calls on-demand or reserved is not interruptible
// (the contract's false); an explicit spot word anywhere in the quote
// still wins, and a quote that says neither stays unknown.
func TestOnDemandOrReservedIsNotInterruptible(t *testing.T) {
	for _, c := range []struct {
		q    Quote
		want string
	}{
		{Quote{Offer: "H100 按需"}, "false"},
		{Quote{Offer: "A800 整机", Raw: map[string]string{"billing_mode": "包年"}}, "false"},
		{Quote{Offer: "1x H100 On-demand"}, "false"},
		{Quote{Offer: "Reserved 1-yr"}, "false"},
		{Quote{Offer: "按需", Notes: "抢占式，随时可能被回收"}, "true"},
		{Quote{Offer: "包月", Notes: "不可抢占"}, "false"},
		{Quote{Offer: "A100 80G"}, "nil"},
	} {
		q := c.q
		readInterruptible(&q, nil)
		if got := ptrText(q.Interruptible); got != c.want {
			t.Errorf("%+v: interruptible %s, want %s", c.q, got, c.want)
		}
	}
}
