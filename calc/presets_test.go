package calc

import (
	"math"
	"testing"
)

// TestPresetsParamCount checks each preset's architecture against its
// published total: a wrong layer count or ffn width shows up as a miss of
// several percent, while naming differences (fused qkv, norm biases) stay
// well under 1%.
func TestPresetsParamCount(t *testing.T) {
	if len(presets) < 28 {
		t.Errorf("%d presets, want at least 28", len(presets))
	}
	for _, p := range Presets() {
		got := p.DerivedParams()
		diff := float64(got-p.Params) / float64(p.Params)
		t.Logf("%-17s derived %15d published %15d  %+.4f%%", p.ID, got, p.Params, 100*diff)
		if math.Abs(diff) > 0.01 {
			t.Errorf("%s: derived %d is %.2f%% from published %d", p.ID, got, 100*diff, p.Params)
		}
	}
}

func TestPresetsUniqueAndValid(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range Presets() {
		if seen[p.ID] {
			t.Errorf("duplicate preset id %q", p.ID)
		}
		seen[p.ID] = true
		if p.Name == "" {
			t.Errorf("%s: no display name", p.ID)
		}
		got, ok := Preset(p.ID)
		if !ok || got.ID != p.ID {
			t.Errorf("Preset(%q) = %v, %v", p.ID, got.ID, ok)
		}
		task := Task{Model: p, ModelID: p.ID}.Normalize()
		if err := task.Validate(); err != nil {
			t.Errorf("%s: %v", p.ID, err)
		}
	}
}
