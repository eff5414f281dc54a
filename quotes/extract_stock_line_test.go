package quotes

import "testing"

// A mail's line listing the machines each GPU has ready ("目前可交付：H800 4台，
// A800 2台") gives those GPUs' offers their machines, warned; a GPU the line
// does not name keeps none, and a line with a price is no such list
// (stop 53, set144/05).
func TestStockLineGivesMachines(t *testing.T) {
	res := readText(t, "mail.txt", "王工，您好！\n12月报价如下（含税，人民币）：\n1）H800 SXM 8卡整机：包月 5.3万/台\n2）A800 8卡整机：包月 2.9万/台\n3）L20 48G 8卡整机：包月 1.35万/台\n\n目前可交付：H800 4台，A800 2台；L20 库存充足。\n\n某某\n某某算力 ｜ 大客户经理\n")
	want := map[string]int{"H800-80G-SXM": 4, "A800-80G-SXM": 2}
	if len(res.Quotes) != 3 {
		t.Fatalf("want three quotes: %+v %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		n, ok := want[q.GPU]
		switch {
		case ok && (q.Nodes == nil || *q.Nodes != n || !hasWarningKey(q, "import.warn.nodes_stock_line")):
			t.Errorf("%s: machines %v, want %d, warned", q.GPU, q.Nodes, n)
		case !ok && q.Nodes != nil:
			t.Errorf("%s: machines %v, want none", q.GPU, *q.Nodes)
		}
	}
	if stockLine("现货：H800 4台 5.3万/台，A800 2台") != nil {
		t.Errorf("a line with a price read as a stock list")
	}
}
