package quotes

import "testing"

// German period words in a unit (EUR/GPU/Monat, EUR/Server/Tag) are the
// month and the day, as their English words are.
func TestGermanPeriodWordsInAUnit(t *testing.T) {
	res := readCSV(t, "de.csv",
		"Anbieter;GPU;GPUs pro Server;Preis;Einheit",
		"NordGrid;H100 SXM 80GB;8;1295;EUR/GPU/Monat",
		"NordGrid;A100 SXM 80GB;8;9460;EUR/Server/Monat",
		"NordGrid;B200;8;1295;EUR/Server/Tag",
	)
	want := []string{"gpu_month", "node_month", "node_day"}
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %d: %+v", len(res.Quotes), res.Problems)
	}
	for i, q := range res.Quotes {
		if q.PriceUnit != want[i] || q.Currency != "EUR" {
			t.Errorf("row %d: %s %s, want %s EUR", q.SourceRow, q.PriceUnit, q.Currency, want[i])
		}
	}
}
