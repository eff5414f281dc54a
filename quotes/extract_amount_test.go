package quotes

import (
	"fmt"
	"math"
	"testing"
)

// Amounts written as spoken or in capital numerals are read exactly, and
// a form whose places are not exact, or two forms that disagree, are
// refused at the cell.
func TestAmountWordsInPriceCells(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64 // 0: refused
	}{
		{"5万6/台·月", 56000},
		{"2万零350元/台/月", 20350},
		{"2万0350元/台/月", 20350},
		{"7万2500/台·月", 72500},
		{"六千五百元/台/月", 6500},
		{"四千二/台/月", 4200},
		{"叁万柒仟伍佰元整/台/月", 37500},
		{"贰佰零伍元伍角/卡/天", 205.5},
		{"36,000元（叁万陆仟元整）/台/月", 36000},
		{"2.3万/台/月", 23000},
		{"1万2千/台/月", 12000},
		{"5万65/台·月", 0},
		{"3万8.5元/台/月", 0}, // 38,500 or 38,000.5? refused, as it was without 元
		{"36,000元（叁万伍仟元整）/台/月", 0},
	} {
		p, err := ParsePrice(c.in)
		switch {
		case c.want == 0 && err == nil:
			t.Errorf("%s: read %v, want refused", c.in, p.Value)
		case c.want != 0 && err != nil:
			t.Errorf("%s: %v, want %v", c.in, err, c.want)
		case c.want != 0 && !within(p.Value, c.want):
			t.Errorf("%s: %v, want %v", c.in, p.Value, c.want)
		}
	}
	for _, s := range []string{"十二个月", "元/千卡时", "三台", "一年", "8卡", "元/百万tokens"} {
		if got := findAmountWords(norm(s)); len(got) != 0 {
			t.Errorf("%s: read as an amount in words %+v", s, got)
		}
	}
}

func FuzzAmountWords(f *testing.F) {
	for _, s := range []string{"5万6", "2万零350元", "叁万柒仟伍佰元整", "贰佰零伍元伍角", "36,000元（叁万陆仟元整）", "5万65", "一千二百三十四", "零零万", "万万", "9999999亿", "一块七毛五", "七毛五", "二点五元", "一点二万", "点点", "二十六块", "一块二到一块五", "三点", "十点后"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, a := range findAmountWords(norm(s)) {
			if !a.bad && (a.value < 0 || a.value != a.value) {
				t.Fatalf("%q read as %v", s, a.value)
			}
		}
		out, _, err := amountsInFigures(norm(s), s)
		if err == nil && len(out) > 4*len(s)+64 {
			t.Fatalf("%q grew to %q", s, out)
		}
		// a number's own spoken form gives the number back: "N万D" is N*10,000 + D*1,000
		n, d := len(s)%9999+1, len(s)%9+1
		if a := findAmountWords(fmt.Sprintf("%d万%d", n, d)); len(a) != 1 || a[0].bad || a[0].value != float64(n*10000+d*1000) {
			t.Fatalf("%d万%d read as %+v", n, d, a)
		}
		if v, ok := cnNumber(s); ok && (v < 0 || v != v) {
			t.Fatalf("cnNumber(%q) = %v", s, v)
		}
	})
}

// A column of the same amount in capital numerals is a check on the price:
// agreeing, nothing is refused; disagreeing, the file's stated rule decides,
// and without one the row is refused at the words' cell.
func TestAmountInWordsColumn(t *testing.T) {
	rows := []string{
		"北辰智算 月租报价",
		"机型,卡数,月租(元/台),金额大写",
		"H100 80G SXM,8,\"57,600\",人民币伍万柒仟陆佰元整",
		"A100 80G SXM,8,\"2万4\",人民币贰万捌仟捌佰元整",
	}
	res := readCSV(t, "w.csv", rows...)
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "H100-80G-SXM" || res.Quotes[0].Price != 57600 {
		t.Fatalf("agreeing row: %+v", res.Quotes)
	}
	if p := problemAt(res, 4); p == nil || p.Reason.Key != "import.err.amount_columns_disagree" || p.Column != "金额大写" {
		t.Fatalf("disagreeing row: %+v", res.Problems)
	}
	if p := problemAt(res, 3); p != nil {
		t.Fatalf("agreeing row refused: %+v", p)
	}
	res = readCSV(t, "w2.csv", append(rows, "说明：小写与大写不符时以大写为准。")...)
	var a100 *Quote
	for i := range res.Quotes {
		if res.Quotes[i].GPU == "A100-80G-SXM" {
			a100 = &res.Quotes[i]
		}
	}
	if a100 == nil || a100.Price != 28800 {
		t.Fatalf("the file's rule (大写 rules) not followed: %+v %v", a100, res.Problems)
	}
}

// A figure glued to a word ("同v3", "参考H100价") is not the amount.
func TestNumberInWordIsNoAmount(t *testing.T) {
	for _, s := range []string{"同v3", "参照rev2", "见a100"} {
		if p, err := ParsePrice(s); err == nil {
			t.Errorf("%s read as %v", s, p.Value)
		}
	}
	for _, s := range []string{"usd2.5", "US$3.10", "RMB 5.2", "x 8.8"} {
		if _, err := ParsePrice(s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
}

// With two price columns, a column in words that agrees with one of them
// is a check, not a price left unread.
func TestAmountInWordsBesideTwoPrices(t *testing.T) {
	res := readCSV(t, "w3.csv",
		"北辰智算 报价",
		"GPU型号,单机卡数,包月价(元/台/月),包年价(元/台/年),包年金额大写",
		"H100 80G SXM,8,\"57,600\",\"630,000\",人民币陆拾叁万元整",
	)
	if len(res.Problems) != 0 || len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %v", len(res.Quotes), res.Problems)
	}
}

// A seller's spoken amounts: "一" before a measure word is "one machine",
// not a digit of the amount ("3万6一台", "一万二一台一个月"), and 块
// spoken for 元 with one digit after it is yuan and jiao ("两块六" 2.6).
func TestSpokenAmountsInAPriceCell(t *testing.T) {
	for text, want := range map[string]float64{"月租3万6一台": 36000, "一万二一台一个月": 12000, "两块六一卡一小时": 2.6, "两块六": 2.6} {
		pc, err := parsePriceCell(text)
		if err != nil || !within(pc.value, want) {
			t.Errorf("%q: %v (%v), want %v", text, pc.value, err, want)
		}
	}
	for _, text := range []string{"三四万一台", "两块4090"} {
		if pc, err := parsePriceCell(text); err == nil && pc.value > 0 && (pc.value == 2.4 || pc.value == 34000) {
			t.Errorf("%q read as %v", text, pc.value)
		}
	}
}

// A figure split by stray spaces ("106 000", "1 .75", "3 6, 000") is read
// as one number where the cell has no other figure and the pieces join
// into one well-formed figure, always warned; a letter a scan puts for a
// digit ("1O6 000", "5.8O") is refused at its cell; a name ("H1OO") is
// never touched, and an unreadable character ("1?.8万") stays refused.
func TestOCRFigures(t *testing.T) {
	for in, want := range map[string]string{
		"106 000元/台/月": "106000元/台/月", "1 200 000": "1200000", "1 .75": "1.75", "$1. 49": "$1.49",
		"3 6, 000": "36,000", "1,2 96": "1,296", "¥ 3 84": "", "2 50": "", "3 20": "", "1 2": "", "0 5": "", "0 5,040": "",
		"h1oo": "", "10ok": "", "8卡 1 200": "", "1?.8万": "", "a800 ¥12": "", "12.5": "", "2026 12": "", "1 2 3 4 5 6 7 8": "", "2026 23.92元/时": "", "8 2.5": "", "12 34": "", "3 5,040": "35,040", "1 200.50": "1200.50",
		"59, 800元/台": "59,800元/台", "1, 200, 000": "1,200,000", "a800, 320元/天": "", "59,800元/台": "", "8卡, 1, 200": "",
	} {
		got, changed, _ := ocrFigures(in)
		if changed != (want != "") || changed && got != want {
			t.Errorf("ocrFigures(%q) = %q, %v; want %q", in, got, changed, want)
		}
	}
	res := readCSV(t, "scan.csv",
		"温江算力 GPU服务器报价",
		"型 号,卡 数,包 月 价,单 位",
		"H800 80G SXM,8,1O6 000,元/台/月",
		"A100 80G SXM,8,5.8O,元/卡/时",
		"H20 96G,8,1?.8万,元/台/月",
		"H100 80G SXM,8,12.5,元/卡/时",
		"L20 48G,8,106 000,元/台/月",
	)
	want := map[int]float64{6: 12.5, 7: 106000}
	if len(res.Quotes) != len(want) {
		t.Fatalf("stored %d quotes, want %d: %+v", len(res.Quotes), len(want), res.Problems)
	}
	for _, q := range res.Quotes {
		if w := want[q.SourceRow]; math.Abs(q.Price-w) > 1e-6 {
			t.Errorf("row %d: price %v, want %v", q.SourceRow, q.Price, w)
		}
		if q.SourceRow == 7 && !hasWarning(q, "106000") {
			t.Errorf("row %d: no warning on the spaces in its figure: %v", q.SourceRow, q.Warnings)
		}
	}
	refused := map[int]bool{}
	for _, p := range res.Problems {
		refused[p.Row] = true
	}
	for _, r := range []int{3, 4, 5} {
		if !refused[r] {
			t.Errorf("row %d not refused: %+v", r, res.Problems)
		}
	}
}

// A letter a scan's text recognition puts for a digit (words/numbers.tsv
// ocr_digit, PF0001-PF0003) inside a figure is refused, never read nor cut
// off; a model's letters ("L40S", "910B", "H100") are no such letter.
func TestOCRLetterInFigure(t *testing.T) {
	for in, want := range map[string]string{
		"4.3o": "o", "4.o5": "o", "3o,240": "o", "l.85": "l", "1,l52": "l", "2.8s": "s", "1b0.5": "b", "5.8o": "o", "1o6 000": "o",
		"l2.5": "l", "l,200": "l", "l40s 48g": "", "910b": "", "l40": "", "h100": "", "12.50": "", "10ok": "", "4090d": "", "b200 180g": "", "8卡 2.65": "", "100s": "",
	} {
		got, _, ok := ocrLetterInFigure(in)
		if ok != (want != "") || got != want {
			t.Errorf("ocrLetterInFigure(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, cell := range []string{"4.3O", "Y2.8S", "l.85元/卡/时", "1,l52"} {
		if pc, err := parsePriceCell(cell); err == nil {
			t.Errorf("%q read as %v, want refused", cell, pc.value)
		} else if m := errMsg(err); m.Key != "import.err.ocr_letter_in_figure" {
			t.Errorf("%q refused as %s, want import.err.ocr_letter_in_figure", cell, m.Key)
		}
	}
}

// A scan's letter for the currency sign (words/ocr.tsv ocr_currency: Y,
// 羊) before a figure is the sign, warned; inside a word it is not.
func TestOCRSignInPriceCell(t *testing.T) {
	for in, want := range map[string]string{"y5.40": "¥5.40", "羊9.20": "¥9.20", "y 960": "¥ 960", "(y1,080)": "(¥1,080)"} {
		if got, w := ocrSign(in); got != want || w == "" {
			t.Errorf("ocrSign(%q) = %q, %q; want %q", in, got, w, want)
		}
	}
	for _, in := range []string{"fy2026 3.5", "y", "yes 5", "山羊9", "ay5.40"} {
		if got, w := ocrSign(in); got != in || w != "" {
			t.Errorf("ocrSign(%q) = %q, %q; want unchanged", in, got, w)
		}
	}
	pc, err := parsePriceCell("羊9.20")
	if err != nil || pc.value != 9.2 || pc.ocrSign != "羊" {
		t.Errorf("羊9.20: %+v %v", pc, err)
	}
}
