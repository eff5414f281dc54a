package report

import (
	"strings"
	"testing"

	"computecheck/assets"
	"computecheck/present"
)

// The questions left out are counted as quotes and as vendors: 46 quotes
// of 20 vendors are not "46 more vendors".
func TestMoreQuestionsCountsVendorsApart(t *testing.T) {
	var left []present.VendorQuestions
	for i := range 46 {
		left = append(left, present.VendorQuestions{QuoteID: int64(i), Vendor: string(rune('A' + i%20))})
	}
	for _, lang := range []string{assets.LangZh, assets.LangEn} {
		got := moreQuestions(left, lang)
		if !strings.Contains(got, "46") || !strings.Contains(got, "20") {
			t.Errorf("%s: %q, want 46 quotes from 20 vendors", lang, got)
		}
	}
}
