package quotes

import (
	"slices"
	"testing"
)

// occurrences: every place a word stands, left to right, none overlapping
// the one before, and none for an empty word.
func TestOccurrences(t *testing.T) {
	for _, c := range []struct {
		s, w string
		want []int
	}{
		{"分时共享，共享池", "共享", []int{6, 15}},
		{"aaa", "aa", []int{0}},
		{"no notebook", "no", []int{0, 3}},
		{"h100", "h200", nil},
		{"abc", "", nil},
	} {
		if got := slices.Collect(occurrences(c.s, c.w)); !slices.Equal(got, c.want) {
			t.Errorf("occurrences(%q, %q) = %v, want %v", c.s, c.w, got, c.want)
		}
	}
}
