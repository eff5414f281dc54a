package present

import (
	"strings"
	"testing"

	"computecheck/calc"
	"computecheck/compare"
	"computecheck/quotes"
)

func fp(v float64) *float64 { return &v }
func ip(v int) *int         { return &v }

// plainQuote is an hourly quote that states every cost line.
func plainQuote(id int64, vendor, offer, gpu string, perNode int, price float64) quotes.Quote {
	b := true
	return quotes.Quote{ID: id, Vendor: vendor, Offer: offer, GPU: gpu, GPUsPerNode: ip(perNode), Price: price,
		PriceUnit: quotes.UnitGPUHour, Currency: "CNY", StoragePricePerGBMonth: fp(0), EgressPricePerGB: fp(0),
		ImageFee: fp(0), ResumeSupported: &b, Compensation: quotes.Compensation{Kind: quotes.CompNone}}
}

func build(t *testing.T, task string, qs ...quotes.Quote) *compare.Comparison {
	t.Helper()
	tk, err := calc.ParseTask([]byte(task))
	if err != nil {
		t.Fatal(err)
	}
	return compare.Build(compare.Input{Task: tk, Catalogue: calc.Catalogue(), AsOf: "2026-11-29", Quotes: qs})
}

const task8B = `{"model":"llama3.1-8b","method":"lora","gpus":8,"tokens":1e9,"failure_rate_per_node_day":0}`

// Three offers of one vendor: every sentence of the decision names each
// whole (vendor · offer · GPU × count), so the winner and the runner-up
// never read alike.
func TestDecisionNamesOffersWhole(t *testing.T) {
	c := build(t, task8B,
		plainQuote(1, "启明云", "", "A800-80G-SXM", 8, 6),
		plainQuote(2, "启明云", "", "H100-80G-SXM", 8, 9),
		plainQuote(3, "启明云", "", "A800-80G-SXM", 8, 20))
	for _, lang := range []string{"zh", "en"} {
		v := New(c, lang)
		wn, rn := v.Name(v.Winner), v.Name(v.RunnerUp)
		if wn == rn || !strings.Contains(wn, "×") || !strings.Contains(wn, v.Winner.GPU) {
			t.Fatalf("%s: winner %q and runner-up %q", lang, wn, rn)
		}
		if !strings.Contains(v.Headline, wn) || !strings.Contains(v.GapLine, rn) || !strings.Contains(v.Why[0], wn) {
			t.Errorf("%s: headline %q, gap %q, why %q do not name %q and %q", lang, v.Headline, v.GapLine, v.Why[0], wn, rn)
		}
		if v.Margin != "" && (!strings.Contains(v.Margin, wn) || !strings.Contains(v.Margin, rn)) {
			t.Errorf("%s: margin %q does not name %q and %q", lang, v.Margin, wn, rn)
		}
		for _, s := range c.Sensitivity(20) {
			if !strings.Contains(s.Text(lang), wn) {
				t.Errorf("%s: sensitivity %q does not name %q", lang, s.Text(lang), wn)
			}
		}
		q := v.ColIndex(ColQuote)
		seen := map[string]bool{}
		for _, r := range v.Rows {
			if seen[r.Cells[q]] {
				t.Errorf("%s: two rows named %q", lang, r.Cells[q])
			}
			seen[r.Cells[q]] = true
		}
	}
}
