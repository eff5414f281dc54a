package quotes

import "testing"

// A service order: the monthly recurring charge (MRC) is the price, per
// month; the non-recurring charge (NRC) is a one-time setup fee, never a
// price per hour; the extended (line total) column is no price.
func TestServiceOrderMRC(t *testing.T) {
	for _, header := range []string{
		"Item,Vendor,Server,Quantity,MRC per unit (USD),NRC per unit (USD),Extended MRC (USD)",  // WK0301 WK0303 WK0304 WK0305
		"Item,Vendor,Server,Quantity,MRC (USD),Non-recurring charge (USD),Extended total (USD)", // WK0302 WK0304 WK0305
	} {
		res := readCSV(t, "order.csv", header,
			`1,Kite Cloud,"8x A100 80GB SXM server, per server",2,"9,600.00","2,000.00","19,200.00"`,
			`2,Kite Cloud,"8x L40S 48GB server, per server",1,"5,184.00",0.00,"5,184.00"`)
		if len(res.Quotes) != 2 {
			t.Errorf("%s: %d quotes, want 2 (problems %v)", header, len(res.Quotes), res.Problems)
			continue
		}
		for _, q := range res.Quotes {
			if q.PriceUnit != UnitNodeMonth || (q.Price != 9600 && q.Price != 5184) {
				t.Errorf("%s: row %d %v %s, want the MRC per machine-month", header, q.SourceRow, q.Price, q.PriceUnit)
			}
		}
	}
}
