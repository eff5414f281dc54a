package quotes

import "testing"

// A count cell stating one machine's cards times the machines ("8卡×3台",
// "3台×8卡", "8 GPUs x 2 nodes") gives both counts, in whichever count
// column it stands; any other wording is left to the other count readers.
func TestCardsTimesMachinesCell(t *testing.T) {
	for in, want := range map[string][2]int{"8卡×3台": {8, 3}, "3台×8卡": {8, 3}, "8 GPUs x 2 nodes": {8, 2}, "4卡*2台": {4, 2}, "8卡 X 12 台": {8, 12}} {
		c, m, ok := cardsTimesMachines(in)
		if !ok || c != want[0] || m != want[1] {
			t.Errorf("%q: %d %d %v, want %v", in, c, m, ok, want)
		}
	}
	for _, in := range []string{"8卡", "3台", "48卡（6台）", "8×H100", "8卡×0台", "99卡×2台", "约8卡×3台"} {
		if c, m, ok := cardsTimesMachines(in); ok {
			t.Errorf("%q read as %d×%d", in, c, m)
		}
	}
	for _, tc := range []struct{ header, cell string }{{"数量", "8卡×3台"}, {"台数", "3台×8卡"}, {"每台卡数", "8卡×3台"}} {
		res := readCSV(t, "n.csv",
			"供应商,GPU,"+tc.header+",单价",
			"青羊云机房,H100 80G SXM,"+tc.cell+",16.5元/卡/时",
			"青羊云机房,L40S 48G,"+tc.cell+",3.1元/卡/时")
		if len(res.Quotes) != 2 {
			t.Fatalf("%s %s: %+v %+v", tc.header, tc.cell, res.Quotes, res.Problems)
		}
		q := res.Quotes[0]
		if q.GPUsPerNode == nil || *q.GPUsPerNode != 8 || q.Nodes == nil || *q.Nodes != 3 {
			t.Errorf("%s %s: gpus per node %v, nodes %v; %v", tc.header, tc.cell, q.GPUsPerNode, q.Nodes, q.Warnings)
		}
	}
}

// "16卡×2台" in the cards column is 16 cards a machine (never a total to
// split); the machines it states are located at that cell; a 台数 column
// that says otherwise holds the quote for review.
func TestCardsTimesMachinesInCardsColumn(t *testing.T) {
	res := readCSV(t, "g.csv",
		"供应商,GPU,卡数,单价",
		"青羊云机房,RTX 4090,16卡×2台,1.6元/卡/时")
	if len(res.Quotes) != 1 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	q := res.Quotes[0]
	if q.GPUsPerNode == nil || *q.GPUsPerNode != 16 || q.Nodes == nil || *q.Nodes != 2 {
		t.Errorf("gpus per node %v, nodes %v; %v", q.GPUsPerNode, q.Nodes, q.Warnings)
	}
	located := false
	for _, e := range q.Evidence {
		if e.Field == "nodes" && e.Chosen && e.Header == "卡数" && e.Rule == "nodes.cards_times_machines" {
			located = true
		}
	}
	if !located {
		t.Errorf("the machines are not located at the 卡数 cell: %+v", q.Evidence)
	}
	res = readCSV(t, "d.csv",
		"供应商,GPU,卡数,台数,单价",
		"青羊云机房,H100 80G SXM,8卡×3台,2,16.5元/卡/时")
	if len(res.Quotes) != 1 || len(res.Quotes[0].ReviewReasons) == 0 {
		t.Errorf("8卡×3台 beside 台数 2 not held for review: %+v %+v", res.Quotes, res.Problems)
	}
}

// A stock column of words (充足, 紧张) is no count column; a cell in it that
// counts machines alone ("6台") is the machines on offer, warned, where no
// column counts them.
func TestStockColumnMachines(t *testing.T) {
	res := readCSV(t, "s.csv",
		"供应商,GPU,单价,库存",
		"峰巢算力,RTX 4090 24G,1.88元/卡/时,充足",
		"峰巢算力,H800 80G,98.4元/台/时,2台",
		"峰巢算力,L40S 48G,3.1元/卡/时,紧张")
	if len(res.Quotes) != 3 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	if q := res.Quotes[1]; q.Nodes == nil || *q.Nodes != 2 || len(q.Warnings) == 0 {
		t.Errorf("库存 2台: nodes %v, warnings %v", q.Nodes, q.Warnings)
	}
	if q := res.Quotes[0]; q.Nodes != nil {
		t.Errorf("库存 充足 gave nodes %v", *q.Nodes)
	}
}
