package quotes

import "testing"

// A row pairing two GPUs, each with its own price, is read as one quote
// per GPU: the second model column is the GPU of the prices to its right,
// the counts right of it are its own, and a second GPU outside the
// catalogue is refused at its own cell while the first side imports.
func TestGPUPairRowsAreTwoQuotes(t *testing.T) {
	res, err := Read("g.csv", csvOf("蓝湾智算 对标报价",
		"场景,原方案型号,原方案单价(元/卡/时),替代方案型号,替代方案单价(元/卡/时),每台卡数",
		"训练,A800 SXM 80G,6.80,昇腾910B2 64G,5.60,8",
		"推理,H20 96G,3.70,海光DCU K100_AI,2.90,8",
		"推理,L20 48G,1.90,,,"))
	if err != nil {
		t.Fatal(err)
	}
	type got struct {
		gpu   string
		price float64
		gpn   int
	}
	want := []got{{"A800-80G-SXM", 6.8, 0}, {"Ascend910B-64G", 5.6, 8}, {"H20-96G", 3.7, 0}, {"L20-48G", 1.9, 0}}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, want %d; problems %+v", len(res.Quotes), len(want), res.Problems)
	}
	for i, q := range res.Quotes {
		gpn := 0
		if q.GPUsPerNode != nil {
			gpn = *q.GPUsPerNode
		}
		if g := (got{q.GPU, q.Price, gpn}); g != want[i] {
			t.Errorf("quote %d: %+v, want %+v", i, g, want[i])
		}
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 4 || res.Problems[0].Column != "替代方案型号" {
		t.Errorf("want one refusal at row 4's 替代方案型号 cell, got %+v", res.Problems)
	}
}
