package quotes

import "testing"

// The spec extractor names the rule that read a machine's GPU count, so
// the count's evidence says how it was read.
func TestSpecCountRule(t *testing.T) {
	for s, want := range map[string]string{"8*H800 80G SXM5 / 2TB": "spec.count_first", "A800 SXM 80G ×8": "spec.count_after",
		"单机4卡 L20（48G）": "spec.count_cards", "8卡 NVLink": "spec.count_leading", "8x HGX": "spec.count_board", "单卡": "spec.single_card",
		"L20 / 8x": "spec.count_bare"} {
		if sp, ok := ParseSpec(s); !ok || sp.GPUsRule != want {
			t.Errorf("ParseSpec(%q) rule %q, want %q", s, sp.GPUsRule, want)
		}
	}
}

// FuzzExtractSpec: a count is always read by a named rule, in range.
func FuzzExtractSpec(f *testing.F) {
	for _, s := range append(specSeeds, "8x HGX", "单卡", "L20 / ×4", "99x sxm", "GPU：", "CPU：Xeon / CPU：") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sp, _ := ParseSpec(s)
		if (sp.GPUs != nil) != (sp.GPUsRule != "") || sp.GPUs != nil && (*sp.GPUs < 1 || *sp.GPUs > maxGPUsPerNode) {
			t.Fatalf("ParseSpec(%q): %v by %q", s, sp.GPUs, sp.GPUsRule)
		}
	})
}
