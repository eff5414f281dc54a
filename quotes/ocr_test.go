package quotes

import (
	"strings"
	"testing"
	"unicode"
)

// OCR's slips are read inside a figure or a catalogue model's number, each
// returned as written and as read; letters of a word, a CPU's I9, a model
// the catalogue lacks and a figure cut off are left as written.
func TestReadOCRSlips(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"H1OO 80G SXM ｜ 8卡/台", "H100 80G SXM ｜ 8卡/台"},
		{"V1OO 32G ｜ 8卡/台", "V100 32G ｜ 8卡/台"},
		{"L4OS 48G", "L40S 48G"},
		{"RTX 3O9O 24G", "RTX 3090 24G"},
		{"昇腾9lOB 64G", "昇腾910B 64G"},
		{"Y2.l5/卡/时   按需", "¥2.15/卡/时   按需"},
		{"Y l.25/卡/时", "¥ 1.25/卡/时"},
		{"约合 Yl2.4O/卡/时", "约合 ¥12.40/卡/时"},
		{"包月 Y4l,6OO/台/月", "包月 ¥41,600/台/月"},
		{"库存 l6台", "库存 16台"},
		{"Y 3.", "¥ 3."},
		{"‹ 算力集市 · 实例列表", "算力集市 · 实例列表"},
		// left as written
		{"NVlDIA H100", "NVlDIA H100"},
		{"Intel I9-13900K", "Intel I9-13900K"},
		{"A9OO 80G", "A9OO 80G"},   // no catalogue A900
		{"H1OOX 80G", "H1OOX 80G"}, // no catalogue H100X
		{"O2O 服务", "O2O 服务"},
		{"IO500 榜单", "IO500 榜单"},
		{"Yes 5 台", "Yes 5 台"},
		{"<5元/卡/时", "<5元/卡/时"},
		{"<b>H100</b>", "<b>H100</b>"},
		{"H100 ¥2.15/卡/时", "H100 ¥2.15/卡/时"},
	} {
		got, slips := readOCR(c.in)
		if got != c.want || (len(slips) > 0) != (c.in != c.want) {
			t.Errorf("readOCR(%q) = %q %v, want %q", c.in, got, slips, c.want)
		}
	}
	if _, slips := readOCR("A6OOO 48G ｜ 单卡"); len(slips) != 1 || slips[0] != (ocrSlip{"A6OOO", "A6000"}) {
		t.Errorf("A6OOO: slips %v, want the token as written and as read", slips)
	}
}

// A price read through OCR that lost its decimal point is held for review
// naming both readings; the card's other prices read through their slips,
// each warned with the text as written and as read.
func TestOCRCards(t *testing.T) {
	res := readCSV(t, "ocr.txt",
		"‹ 算力集市 · 实例列表",
		"",
		"H1OO 80G SXM ｜ 8卡/台",
		"Y8.5O/卡/时   按需",
		"",
		"L4OS 48G ｜ 8卡/台",
		"包月 Y2,l6O/卡/月",
		"",
		"RTX 3O9O 24G ｜ 8卡/台",
		"Y l.2O/卡/时   按需",
		"Y245/卡/时   包周")
	want := map[int]float64{4: 8.5, 7: 3, 10: 1.2, 11: 245}
	if len(res.Quotes) != len(want) {
		t.Fatalf("quotes %v problems %v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if !within(perGPUHour(t, q), want[q.SourceRow]) || !hasWarningKey(q, "import.warn.ocr_slip") {
			t.Errorf("row %d %s: %v per GPU-hour, warnings %v", q.SourceRow, q.GPU, perGPUHour(t, q), q.Warnings)
		}
		if dropped := hasWarningKey(q, "import.review.ocr_point"); dropped != (q.SourceRow == 11) || dropped && !q.NeedsReview {
			t.Errorf("row %d: dropped-point warning %v, review %v", q.SourceRow, dropped, q.NeedsReview)
		}
	}
	if q := res.Quotes[0]; q.GPU != "H100-80G-SXM" {
		t.Errorf("H1OO read as %s", q.GPU)
	}
}

// The slip reader never panics, reads its own reading as it stands, keeps
// the letters of each token it reads (no slip makes new letters), and
// changes the line only where it says so.
func FuzzReadOCR(f *testing.F) {
	for _, s := range []string{"NVlDIA A8OO 80G SXM ｜ 8卡/台", "Y l.79/卡/时", "包月 Y59,8OO/台/月", "昇腾9l0B", "< 蜀算云", "Y 4.", "I9 IO500 O2O", "H2O 96G", "Yl0.38"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out, slips := readOCR(s)
		if (len(slips) == 0) != (out == s) {
			t.Fatalf("readOCR(%q) = %q with slips %v", s, out, slips)
		}
		if again, more := readOCR(out); len(more) > 0 {
			t.Fatalf("readOCR(%q) = %q, which reads again as %q", s, out, again)
		}
		letters := func(x string) string {
			return strings.Map(func(r rune) rune {
				if r < unicode.MaxASCII && unicode.IsLetter(r) && ocrSlipDigits[byte(r)] == (ocrDigit{}) {
					return r
				}
				return -1
			}, x)
		}
		for _, sl := range slips {
			if !strings.Contains(out, sl.read) || sl.read != "" && letters(sl.read) != letters(strings.TrimLeft(sl.written, "Y")) {
				t.Fatalf("readOCR(%q): slip %q -> %q changes its letters (%q)", s, sl.written, sl.read, out)
			}
		}
	})
}
