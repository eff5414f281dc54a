package quotes

import "testing"

// A list price beside the price offered to this buyer ("本次报价",
// "给贵司报价"): the offer is the quote, the list price stays beside it, never a
// second offer.
func TestListBesideThisOffer(t *testing.T) {
	for _, c := range []struct{ name, header string }{
		{"zh.csv", "供应商,GPU型号,刊例价,本次报价,计费单位"},
		{"zh2.csv", "供应商,GPU型号,目录价,此次报价,计费单位"},
		{"zh3.csv", "供应商,GPU型号,官网价,给贵司报价,计费单位"},
	} {
		res := readCSV(t, c.name, c.header,
			"松柏算力,H100 SXM 80G,9.9,9.2,元/卡/时",
			"松柏算力,A800 80G SXM,6.5,6.1,元/卡/时")
		if len(res.Problems) != 0 || len(res.Quotes) != 2 {
			t.Fatalf("%s: %d quotes, problems %v: want one offer a row", c.name, len(res.Quotes), res.Problems)
		}
		for i, want := range []float64{9.2, 6.1} {
			if got := res.Quotes[i].Price; got != want {
				t.Errorf("%s row %d: price %v, want the offer %v", c.name, res.Quotes[i].SourceRow, got, want)
			}
		}
	}
}
