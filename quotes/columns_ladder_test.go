package quotes

import "testing"

// A plan header in two languages ("1 year 一年", "On-demand 按量") names
// one plan twice; the two halves agree, so it is that plan.
func TestParseModeBilingual(t *testing.T) {
	cases := []struct {
		h      string
		period string
		hours  float64 // 0: no term
	}{
		{"On-demand 按量", "hour", 0},
		{"按需 Pay-as-you-go", "hour", 0},
		{"1 year 一年", "", 8760},
		{"2 years 两年", "", 17520},
		{"三年 3 years", "", 26280},
	}
	for _, c := range cases {
		m, ok := parseMode(c.h)
		if !ok {
			t.Errorf("%q: not read as a plan", c.h)
			continue
		}
		if c.period == "hour" && (m.period != "hour" || m.term != nil) {
			t.Errorf("%q: %+v, want pay as you go", c.h, m)
		}
		if c.hours > 0 && (m.term == nil || m.term.Hours(DefaultHoursPerMonth) != c.hours) {
			t.Errorf("%q: term %+v, want %v h", c.h, m.term, c.hours)
		}
	}
	// halves that disagree are no plan: which one is meant cannot be read
	for _, h := range []string{"1 year 两年", "On-demand 包月"} {
		if m, ok := parseMode(h); ok {
			t.Errorf("%q: read as %+v, want no plan", h, m)
		}
	}
}

// A ladder of price columns named only by their term, the unit on a
// line above: every column is a price with its term, none left unread,
// and a "Contact us" cell refused at its cell.
func TestTermLadderColumns(t *testing.T) {
	for _, hdr := range []string{
		"GPU,Servers,按需,1年,2年,3年",
		"GPU,Servers,On-demand 按量,1 year 一年,2 years 两年,3 years 三年",
	} {
		res := readCSV(t, "ladder.csv",
			"Kestrel Cloud rate ladder",
			"Prices in USD per GPU-hour",
			hdr,
			"H100 SXM 80GB,8,2.10,1.80,1.60,1.50",
			"A100 SXM 80GB,8,1.20,1.00,0.90,Contact us",
		)
		if len(res.Quotes) != 7 {
			t.Fatalf("%s: quotes %d, want 7; problems %+v", hdr, len(res.Quotes), res.Problems)
		}
		wantHours := []float64{0, 8760, 17520, 26280, 0, 8760, 17520}
		for i, q := range res.Quotes {
			var h float64
			if q.MinTerm != nil {
				h = q.MinTerm.Hours(DefaultHoursPerMonth)
			}
			if h != wantHours[i] {
				t.Errorf("%s quote %d: term %v h, want %v", hdr, i, h, wantHours[i])
			}
			if q.Currency != "USD" || q.PriceUnit != "gpu_hour" {
				t.Errorf("%s quote %d: %s %s", hdr, i, q.Currency, q.PriceUnit)
			}
		}
		located := false
		for _, p := range res.Problems {
			if p.Row == 5 && p.ColumnLetter == "F" {
				located = true
			}
		}
		if !located {
			t.Errorf("%s: the Contact us cell is not refused at F5: %+v", hdr, res.Problems)
		}
	}
}
