package quotes

import "testing"

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
