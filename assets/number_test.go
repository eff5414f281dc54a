package assets

import "testing"

func TestCount(t *testing.T) {
	tests := []struct {
		v      float64
		zh, en string
	}{
		{5e8, "5 亿", "500M"},
		{1e8, "1 亿", "100M"},
		{1.25e9, "12.5 亿", "1.25B"},
		{3e7, "3000 万", "30M"},
		{12500, "1.2 万", "12.5K"},
		{1.355e10, "135.5 亿", "13.6B"},
		{5000, "5000", "5000"},
		{5, "5", "5"},
		{2e12, "20000 亿", "2T"},
		{0, "0", "0"},
	}
	for _, tc := range tests {
		if got := Count(LangZh, tc.v); got != tc.zh {
			t.Errorf("Count(zh, %g) = %q, want %q", tc.v, got, tc.zh)
		}
		if got := Count(LangEn, tc.v); got != tc.en {
			t.Errorf("Count(en, %g) = %q, want %q", tc.v, got, tc.en)
		}
	}
}
