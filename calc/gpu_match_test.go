package calc

import "testing"

// The Ascend 910B bins: B1–B3 are 64 GB parts and read as the catalogue's
// Ascend910B-64G (a bin other than B3 is an assumption, said); the 910B4 is
// the 32 GB bin, a card outside the catalogue, never read as its 64 GB
// neighbour. A count written after the name is no bin.
func TestMatchGPUAscendBins(t *testing.T) {
	for _, c := range []struct {
		in      string
		ok      bool
		assumed bool
	}{
		{"昇腾910B3 64GB", true, false},
		{"Ascend 910B1 64GB", true, true},
		{"昇腾910B", true, true},
		{"昇腾910B 4卡", true, true},
		{"昇腾910B4", false, false},
		{"Ascend 910B4 32GB", false, false},
		{"华为 Atlas 800T A2（昇腾910B4）", false, false},
		{"8×昇腾910B4 32GB", false, false},
		{"昇腾910B2 32GB", false, false},
	} {
		m, ok := MatchGPU(c.in)
		if ok != c.ok || ok && m.ID != "Ascend910B-64G" || ok && (m.Assumed != "") != c.assumed {
			t.Errorf("MatchGPU(%q) = %+v, %v; want ok %v (assumption said: %v)", c.in, m, ok, c.ok, c.assumed)
		}
	}
}

// A figure after the model, split from it by a space or a dash, is never
// glued to the model's digits: "H20 0.95" and "H20-08" name an H20, not an
// H200 (the separator used to be dropped before the family was looked up).
func TestFigureAfterModelNotGlued(t *testing.T) {
	for text, want := range map[string]string{
		"H20 0.95": "H20-96G", "H20-08": "H20-96G", "xh-h20-07": "H20-96G", "A100 0": "A100-80G-SXM",
		"RTX 4090": "RTX4090-24G", "H 100": "H100-80G-SXM", "昇腾 910 B": "Ascend910B-64G", "H200": "H200-141G",
	} {
		if got, _ := ResolveGPU(text); got != want {
			t.Errorf("ResolveGPU(%q) = %q, want %q", text, got, want)
		}
	}
}
