package cli

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"computecheck/present"
	"computecheck/quotes"
	"computecheck/storage"
)

// Every price unit is named alike in the Quotes table's price cell and in
// `quotes list` (issue 24: unit names came from two tables, 卡·时 in the
// window, 卡时 on the command line).
func TestPriceUnitNamedAlikeInWindowAndQuotesList(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cc.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	gpn, nodes := 8, 1
	for _, u := range quotes.PriceUnits {
		q := quotes.Quote{Vendor: "v-" + u, GPU: "H800-80G-SXM", GPUsPerNode: &gpn, Nodes: &nodes, Price: 40, PriceUnit: u, Currency: "CNY"}
		if _, err := db.SaveQuote(bg(), q); err != nil {
			t.Fatalf("%s: %v", u, err)
		}
	}
	qs, err := db.Quotes(bg())
	db.Close()
	if err != nil || len(qs) != len(quotes.PriceUnits) {
		t.Fatalf("%d quotes: %v", len(qs), err)
	}
	col := slices.Index(present.WindowQuoteColumns, present.QColPriceWritten)
	for _, lang := range []string{"zh", "en"} {
		code, out, stderr := runQ(t, "quotes", "list", "--db", path, "--lang", lang)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		for _, q := range qs {
			cells, _ := present.WindowQuoteCells(q, "2026-12-01", lang)
			if !strings.Contains(out, cells[col]) {
				t.Errorf("%s %s: the Quotes table shows %q, quotes list does not:\n%s", lang, q.PriceUnit, cells[col], out)
			}
		}
	}
}
