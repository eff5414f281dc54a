package quotes

import "testing"

// A reserved-instance table: the effective hourly rate is the price (per
// instance, as the title says), not a per-card equivalent; a row whose
// upfront payment is missing is refused, never stored at its hourly part.
func TestReservationEffectiveIsThePrice(t *testing.T) {
	res := reservationPage(t,
		"os.h100.48x,8,H100 80GB SXM,3 yr,Partial Upfront,$144540,$6.00,$11.50",
		"os.a100.24x,4,A100 80GB SXM,3 yr,Partial Upfront,—,$1.60,",
		"os.h100.48x,8,H100 80GB SXM,1 yr,Partial Upfront,$74460,$8.50,",
		"",
		"Effective hourly = upfront payment spread over the term + hourly charge.")
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes: %+v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{2.2, 11.5 / 8, (74460.0/8760 + 8.5) / 8} {
		if got := perGPUHour(t, res.Quotes[i]); !within(got, want) {
			t.Errorf("quote %d: %v a GPU-hour, want %v", i, got, want)
		}
	}
	if p := problemAt(res, 5); p == nil || p.Reason.Key != "import.err.reservation_upfront" {
		t.Errorf("row 5 (upfront missing): %+v", res.Problems)
	}
}

// Without the file saying the upfront is spread over the term, a blank
// effective rate beside an upfront payment is refused at its cell.
func TestReservationUnspreadIsRefused(t *testing.T) {
	res := reservationPage(t, "os.h100.48x,8,H100 80GB SXM,1 yr,Partial Upfront,$74460,$8.50,")
	if len(res.Quotes) != 1 {
		t.Fatalf("%d quotes: %+v", len(res.Quotes), res.Problems)
	}
	if p := problemAt(res, 4); p == nil || p.Reason.Key != "import.err.reservation_unspread" {
		t.Errorf("row 4: %+v", res.Problems)
	}
}

// reservationPage is a reserved-instance page: its title, header and a
// No Upfront row, then rows.
func reservationPage(t *testing.T, rows ...string) *FileResult {
	t.Helper()
	return readCSV(t, "g.csv", append([]string{
		"Orchid Stack — Reserved instance pricing, EU West. All prices USD per instance.",
		"Instance type,GPUs,GPU model,Term,Payment option,Upfront (USD),Hourly (USD),Effective hourly (USD)",
		"os.h100.48x,8,H100 80GB SXM,1 yr,No Upfront,$0,$17.60,$17.60",
	}, rows...)...)
}
