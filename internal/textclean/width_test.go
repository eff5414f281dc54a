package textclean

import "testing"

func TestWidth(t *testing.T) {
	for s, want := range map[string]int{"": 0, "H100": 4, "元/卡/时": 8, "（含税）": 8, "８卡": 4, "ｶ": 1, "한글": 4} {
		if got := Width(s); got != want {
			t.Errorf("Width(%q) = %d, want %d", s, got, want)
		}
	}
}
