package quotes

import (
	"math"
	"testing"
)

// A net and a gross column of one price give one quote, the net price:
// standing where a note says business customers pay net, held for review
// where nothing says which is paid; "ab" is a starting price, refused.
func TestNetGrossTwinColumns(t *testing.T) {
	lines := []string{
		"Nordwolke GmbH – Preisliste GPU-Server",
		"Produkt;GPU-Modell;GPUs;Abrechnungseinheit;Preis netto;Preis brutto (inkl. 19 % MwSt.)",
		"NW-1;NVIDIA H100 SXM5 80 GB;1;pro Stunde;2,10 €;2,50 €",
		"NW-8;NVIDIA H100 SXM5 80 GB;8;pro Minute;0,2800 €;0,3332 €",
		"NW-9;NVIDIA H200 141 GB;8;pro Stunde;ab 27,90 €;ab 33,20 €",
		"",
	}
	res := readCSV(t, "g.csv", append(lines, "Preise pro Server. Geschäftskunden in der EU zahlen netto (Reverse-Charge).")...)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, want 2 (one per priced row): %+v", len(res.Quotes), res.Problems)
	}
	for _, c := range []struct {
		i          int
		perGPUHour float64
	}{{0, 2.10}, {1, 0.28 * 60 / 8}} {
		q := res.Quotes[c.i]
		if got := perGPUHour(t, q); !within(got, c.perGPUHour) || q.Currency != "EUR" || q.NeedsReview {
			t.Errorf("quote %d: %v %s a GPU-hour (review %v), want %v EUR", c.i, got, q.Currency, q.NeedsReview, c.perGPUHour)
		}
	}
	if p := problemAt(res, 5); p == nil || p.Reason.Key != "import.err.from_price" {
		t.Errorf("the “ab” price: %+v", p)
	}
	// nothing says which the buyer pays: held for review
	res = readCSV(t, "g.csv", append(lines, "Preise pro Server.")...)
	if len(res.Quotes) != 2 || !res.Quotes[0].NeedsReview {
		t.Errorf("net price with a gross twin and no note: %d quotes, review %v", len(res.Quotes), len(res.Quotes) > 0 && res.Quotes[0].NeedsReview)
	}
}

func TestTwinOf(t *testing.T) {
	for h, want := range map[string][2]string{"Preis netto": {"net", "preis"}, "Preis brutto (inkl. 19 % MwSt.)": {"gross", "preis"}, "Bruttopreis": {"gross", ""}, "Nettopreis": {"net", ""}, "Preis": {"", ""}, "netto-preis (EUR)": {"net", "preis"}} {
		k, rest := twinOf(h)
		if k != want[0] || rest != want[1] {
			t.Errorf("twinOf(%q) = %q %q, want %q", h, k, rest, want)
		}
	}
}

// Traditional characters in a machine cell read as their simplified forms.
func TestSpecTraditional(t *testing.T) {
	for s, want := range map[string]int{"單卡": 1, "8卡整機 / 2TB RAM": 8} {
		sp, ok := ParseSpec(s)
		if !ok || sp.GPUs == nil || *sp.GPUs != want {
			t.Errorf("ParseSpec(%q) = %v %+v", s, ok, sp.GPUs)
		}
	}
}

// A 发票清单 states its 单价 before tax with the rate in a 税率 column: the
// price stored is what the buyer pays (单价 × (1 + 税率)), warned; with no
// word saying the price is before tax the rate changes nothing, and a
// price column read as tax included keeps its figure.
func TestStatedTaxRateAdded(t *testing.T) {
	lines := func(note string) []string {
		return []string{
			"销售方名称：西岭云计算（成都）有限公司",
			"规格型号,单位,数量,单价,税率",
			"H800-80G-SXM*8,卡时,100,10.377358,6%",
			"L40S-48G*8,卡时,100,3.584906,13%",
			note,
		}
	}
	res := readCSV(t, "invoice.csv", lines("备注：单价、金额均为不含税价。")...)
	got := pricesByRow(res)
	if len(got[3]) != 1 || math.Abs(got[3][0]-11.0) > 1e-4 || len(got[4]) != 1 || math.Abs(got[4][0]-4.050944) > 1e-4 {
		t.Fatalf("stored %v, want 11.00 and 4.050944 (problems %+v)", got, res.Problems)
	}
	for _, q := range res.Quotes {
		if !hasWarningKey(q, "import.warn.tax_rate_added") || q.TaxIncluded == nil || !*q.TaxIncluded {
			t.Errorf("row %d: the tax added is not said or not recorded: %v", q.SourceRow, q.Warnings)
		}
	}
	res = readCSV(t, "invoice.csv", lines("备注：以上价格均含税。")...)
	if got := pricesByRow(res); len(got[3]) != 1 || got[3][0] != 10.377358 {
		t.Errorf("tax included: stored %v, want 10.377358 as written", got)
	}
	res = readCSV(t, "invoice.csv", lines("备注：请于30日内付款。")...)
	if got := pricesByRow(res); len(got[3]) != 1 || got[3][0] != 10.377358 {
		t.Errorf("no word on tax: stored %v, want 10.377358 as written", got)
	}
	for _, c := range []struct {
		in   string
		want float64
		ok   bool
	}{{"6%", 0.06, true}, {" 13 ％", 0.13, true}, {"0%", 0, false}, {"免税", 0, false}, {"6", 0, false}, {"45%", 0, false}} {
		if r, ok := taxRate("", c.in); ok != c.ok || ok && math.Abs(r-c.want) > 1e-9 {
			t.Errorf("taxRate(%q) = %v %v, want %v %v", c.in, r, ok, c.want, c.ok)
		}
	}
}

// Chinese and English twin words: 未含税 before 含税, excl./incl. whole
// words, a header holding both sides is no twin.
func TestTwinOfCJK(t *testing.T) {
	for h, want := range map[string][2]string{"Rate excl. GST (S$) 未含税": {"net", "rate gst"}, "Rate incl. GST (S$) 含稅": {"gross", "rate gst"},
		"不含税价格": {"net", "价格"}, "含税价格": {"gross", "价格"}, "含税/不含税": {"", ""}, "Including": {"", ""}} {
		k, rest := twinOf(h)
		if k != want[0] || rest != want[1] {
			t.Errorf("twinOf(%q) = %q %q, want %q", h, k, rest, want)
		}
	}
	if !twinPriceHeader("Rate incl. GST (S$) 含税") || twinPriceHeader("含税") || twinPriceHeader("是否含税") {
		t.Error("twinPriceHeader: a price with a twin word is a price; 含税 alone is not")
	}
}

// A line saying the price with tax binds makes the gross twin the quote
// (warned, naming the line); where no line says which binds, the price
// the variant stage keeps is held for review naming both.
func TestTaxTwinBindingLine(t *testing.T) {
	body := []string{
		"GPU,Basis,Rate excl. GST (S$),GST 9%,Rate incl. GST (S$)",
		"H100 SXM 80GB,per GPU / hour,10.00,0.90,10.90",
		"L40S 48GB,per GPU / month,1000.00,90.00,1090.00",
	}
	for _, c := range []struct {
		line   string
		want   []float64
		review bool
	}{
		{"Prices in S$. 价格以含GST价为准。", []float64{10.90, 1090}, false},
		{"Prices in S$. The price incl. GST is binding.", []float64{10.90, 1090}, false},
		{"Prices in S$. 以不含税价格为准。", []float64{10, 1000}, false},
		{"Prices in S$.", []float64{10.90, 1090}, true}, // the variant stage's price paid, held for review
	} {
		res := readCSV(t, "t.csv", append([]string{"Lion Cloud price list", c.line, ""}, body...)...)
		if len(res.Quotes) != 2 {
			t.Fatalf("%q: %d quotes, want 2: %+v", c.line, len(res.Quotes), res.Problems)
		}
		for i, q := range res.Quotes {
			if q.Price != c.want[i] || q.Currency != "SGD" || q.NeedsReview != c.review {
				t.Errorf("%q quote %d: %v %s review %v, want %v SGD review %v", c.line, i, q.Price, q.Currency, q.NeedsReview, c.want[i], c.review)
			}
		}
	}
}
