package present

import (
	"strings"
	"testing"
)

// The Compare CSV is made here: fixed English ids in the header, plain
// numbers, and a row that could not be priced has empty amounts and its
// reason, never 0.
func TestCSVRecords(t *testing.T) {
	priced := plainQuote(1, "启明云", "包月", "H100-80G-SXM", 8, 20)
	unpriced := plainQuote(2, "启明云", "按需", "H100-80G-SXM", 8, 0)
	unpriced.Price = 0
	unpriced.PricePerGPUHour = nil
	unpriced.PriceUnit = ""
	c := build(t, task8B, priced, unpriced)
	recs := CSVRecords(c.Rows, "zh")
	if len(recs) != 1+len(c.Rows) || strings.Join(recs[0], ",") != strings.Join(CSVHeader, ",") {
		t.Fatalf("%d records, header %q", len(recs), recs[0])
	}
	col := map[string]int{}
	for i, h := range recs[0] {
		col[h] = i
	}
	unpricedRows := 0
	for i, r := range c.Rows {
		rec := recs[i+1]
		if !r.Complete {
			unpricedRows++
		}
		if len(rec) != len(CSVHeader) {
			t.Fatalf("row %d: %d cells", i, len(rec))
		}
		total := rec[col["total"]]
		switch {
		case r.Complete && (total == "" || strings.Contains(total, ",")):
			t.Errorf("quote %d: total %q, want a plain number", r.QuoteID, total)
		case !r.Complete && (total != "" || rec[col["reason"]] == ""):
			t.Errorf("quote %d unpriced: total %q, reason %q", r.QuoteID, total, rec[col["reason"]])
		}
	}
	if unpricedRows == 0 {
		t.Error("the quote without a price was priced")
	}
}
