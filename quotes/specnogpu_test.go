package quotes

import "testing"

// A machine-spec column that names no GPU model ("4卡/台 · 1TB内存") beside
// an offer column of GPU names ("产品" over "L40S 48G"): the offer column
// is the GPU, the spec column still gives the cards per machine.
func TestSpecWithoutGPULeavesGPUToOfferColumn(t *testing.T) {
	res := readCSV(t, "s.csv",
		"供应商,产品,整机配置,台数,单价(元/卡/时)",
		"远帆智算,L40S 48G,4卡/台 · 1TB内存 · 2×7.68TB NVMe,3,2.4",
		"远帆智算,A800 80G SXM,8卡/台 · 2TB内存,2,6.1",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, %+v", len(res.Quotes), res.Problems)
	}
	q0, q1 := res.Quotes[0], res.Quotes[1]
	if q0.GPU != "L40S-48G" || q1.GPU != "A800-80G-SXM" {
		t.Errorf("gpus %q %q", q0.GPU, q1.GPU)
	}
	if !eqPtr(q0.GPUsPerNode, 4) || !eqPtr(q1.GPUsPerNode, 8) {
		t.Errorf("gpn %v %v", q0.GPUsPerNode, q1.GPUsPerNode)
	}
	// a spec column that names the GPU keeps it: the offer stays an offer
	res = readCSV(t, "s2.csv",
		"供应商,产品,整机配置,单价(元/卡/时)",
		"远帆智算,训练A型,8*A800 80G SXM / 2TB内存,6.1",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "A800-80G-SXM" {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}
