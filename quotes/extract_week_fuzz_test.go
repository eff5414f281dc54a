package quotes

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// The week's readers of outside text (a share of one GPU, a sheet's
// period, the time words of a header, a cell's one figure) never panic;
// a share is below one card, and a period names words of its input.
func FuzzWeekCells(f *testing.F) {
	for _, s := range []string{"A10 × 1/2", "半卡 vGPU", "×1 / 64GB", "0.5 GPU", "2026年11月", "Nov 2026", "v3", "Rev 2",
		"本周价（元/卡时）", "上周价", "11,980.80", "１．８５", "3/0卡", "x.5", "1/99999999999999999999 card"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || len(s) > 400 {
			return
		}
		if w := gpuShareOf(s, true); w != "" {
			if m := reGPUShare.FindStringSubmatch(strings.ToLower(narrow(s))); m != nil && m[1]+m[2] != "" {
				if v, ok := shareValue(m[1] + m[2]); ok && v > 0 && v < 1 && !strings.Contains(strings.ToLower(narrow(s)), w) {
					t.Errorf("%q: share %q is not in the cell", s, w)
				}
			}
		}
		if p, ok := periodOf(s); ok && p.text != "" && !strings.Contains(narrow(s), p.text) {
			t.Errorf("%q: period words %q are not in the line", s, p.text)
		}
		_ = withoutTimeRefs(strings.ToLower(s))
		if v, ok := cellFigure([]string{s}, 0); ok && v < 0 {
			t.Errorf("%q: negative figure %v", s, v)
		}
	})
}
