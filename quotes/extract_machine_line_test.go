package quotes

import "testing"

// The cards of every machine stated once in a line above the header give
// each row its GPUs per machine; a row's own count comes first, and lines
// that state two counts give none.
func TestMachineCardsFromLineAboveHeader(t *testing.T) {
	for _, c := range []struct {
		line string
		want int
	}{
		{"所有报价均为每台 8 卡服务器的卡时单价", 8},
		{"单机4卡，按卡计价", 4},
		{"All prices are for 8-GPU servers, per GPU-hour", 8},
		{"Each node has 4 GPUs.", 4},
		{"8卡整机出租；4卡机另议", 0}, // two counts: none
	} {
		res := readCSV(t, "line.csv",
			"松柏算力 报价",
			c.line,
			"GPU型号,台数,报价,计费单位",
			"H100 SXM 80G,2,9.5,元/卡/时",
			"2x L40S 48G,1,3.9,元/卡/时")
		if len(res.Quotes) != 2 {
			t.Fatalf("%q: %d quotes, problems %v", c.line, len(res.Quotes), res.Problems)
		}
		got := res.Quotes[0].GPUsPerNode
		if c.want == 0 && got != nil || c.want != 0 && (got == nil || *got != c.want) {
			t.Errorf("%q: GPUs per machine %v, want %d", c.line, deref(got), c.want)
		}
		if own := res.Quotes[1].GPUsPerNode; own == nil || *own != 2 {
			t.Errorf("%q: the row's own 2x gave way to the line: %v", c.line, deref(own))
		}
	}
}
