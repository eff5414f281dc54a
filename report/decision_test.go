package report

import (
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"

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

// A long cell of the ranking wraps onto a second line at a name's part
// instead of being cut at the column's edge.
func TestTableCellWraps(t *testing.T) {
	f := fpdf.New("P", "mm", "A4", "")
	f.AddUTF8FontFromBytes(fontFamily, "", assets.FontTTF)
	f.AddPage()
	p := doc{f, assets.LangZh}
	p.font(8)
	text := "天府云算 · A800 PCIe 按量 · A800-80G-PCIe × 8"
	lines := p.wrap(text, 55, 2)
	if len(lines) != 2 || strings.Contains(strings.Join(lines, ""), "…") || !strings.HasSuffix(lines[0], "·") {
		t.Errorf("wrapped %q into %q", text, lines)
	}
	for _, l := range lines {
		if p.GetStringWidth(l) > 55 {
			t.Errorf("line %q wider than the column", l)
		}
	}
}
