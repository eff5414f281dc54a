package quotes

import "testing"

// An offer column headed with machine words ("配置") over one machine's
// card counts ("4卡", "双卡 NVLink") beside a GPU column: the column is the
// machine spec, so a per-machine price divides by its cards.
func TestOfferColumnOfCardCountsIsTheSpec(t *testing.T) {
	res := readCSV(t, "o.csv",
		"供应商,GPU,配置,价格",
		"澄川云,L40S 48G,4卡,\"6,624元/台/月\"",
		"澄川云,A800 80G SXM,双卡 NVLink,\"8,640元/台/月\"",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes %+v", len(res.Quotes), res.Problems)
	}
	q0, q1 := res.Quotes[0], res.Quotes[1]
	if !eqPtr(q0.GPUsPerNode, 4) || !eqPtr(q1.GPUsPerNode, 2) {
		t.Fatalf("gpn %v %v", q0.GPUsPerNode, q1.GPUsPerNode)
	}
	if !within(perGPUHour(t, q0), 6624.0/720/4) || !within(perGPUHour(t, q1), 8640.0/720/2) {
		t.Errorf("prices %v %v", perGPUHour(t, q0), perGPUHour(t, q1))
	}
	// plan names under "规格" stay the offer
	res = readCSV(t, "p.csv",
		"供应商,GPU,规格,价格",
		"澄川云,L40S 48G,标准型,2.3元/卡/时",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].GPUsPerNode != nil {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}
