package quotes

import "testing"

// A stock column counted in machines ("3台") gives the machines, not the
// cards, though its header is a word for stock.
func TestStockCountedInMachines(t *testing.T) {
	res := readCSV(t, "stock.csv",
		"供应商,GPU型号,每台卡数,库存,单价(元/卡/时)",
		"松针算力,H100 80G SXM,8,3台,12.5",
		"松针算力,L40S 48G,4,7台,3.2",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; !eqPtr(q.Nodes, 3) || !eqPtr(q.GPUsPerNode, 8) {
		t.Fatalf("nodes %v gpn %v", q.Nodes, q.GPUsPerNode)
	}
	if q := res.Quotes[1]; !eqPtr(q.Nodes, 7) {
		t.Fatalf("nodes %v", q.Nodes)
	}
	// counted in cards it stays the total
	res = readCSV(t, "stock.csv",
		"供应商,GPU型号,每台卡数,库存,单价(元/卡/时)",
		"松针算力,H100 80G SXM,8,24,12.5",
	)
	if len(res.Quotes) != 1 || !eqPtr(res.Quotes[0].Nodes, 3) {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
}
