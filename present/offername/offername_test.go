package offername

import (
	"testing"

	"computecheck/calc"
)

func TestOfNamesTheOfferWhole(t *testing.T) {
	for _, c := range []struct {
		vendor, offer, gpu string
		gpus               int
		want               string
	}{
		{"启明云", "A100 按量", "A100-40G-SXM", 2, "启明云 · A100 按量 · A100-40G-SXM × 2"},
		{"启明云", "", "H100-80G-SXM", 32, "启明云 · H100-80G-SXM × 32"},
		{" 启明云 ", "整机包月", "H20-96G", 0, "启明云 · 整机包月 · H20-96G"},
	} {
		if got := Of(c.vendor, c.offer, c.gpu, c.gpus); got != c.want {
			t.Errorf("Of(%q, %q, %q, %d) = %q, want %q", c.vendor, c.offer, c.gpu, c.gpus, got, c.want)
		}
	}
}

// Three offers of one vendor read apart; the id is added only to the two
// that would still read alike.
func TestDistinctAddsTheIDOnlyWhereNamesCoincide(t *testing.T) {
	rows := []calc.QuoteCost{
		{QuoteID: 1, Vendor: "启明云", GPU: "A100-40G-SXM", GPUs: 2, Fits: true},
		{QuoteID: 2, Vendor: "启明云", GPU: "H100-80G-SXM", GPUs: 8, Fits: true},
		{QuoteID: 3, Vendor: "启明云", GPU: "H100-80G-SXM", GPUs: 8, Fits: true},
	}
	got := Distinct(rows)
	want := map[int64]string{1: "启明云 · A100-40G-SXM × 2", 2: "启明云 · H100-80G-SXM × 8 #2", 3: "启明云 · H100-80G-SXM × 8 #3"}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("quote %d named %q, want %q", id, got[id], w)
		}
	}
}
