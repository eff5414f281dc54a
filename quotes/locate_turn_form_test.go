package quotes

import "testing"

// A confirmation letter's blocks of fields down column A and values in
// column B, each block a resource ("资源型号 | A800…", "启用单价 | 6.40 元/卡/小时"),
// is read turned, a block an offer: the values write the price with its
// unit, and the signature line under the form ("乙方：某某科技有限公司（盖章）")
// names the seller, never a field (stop 53, set140/06).
func TestConfirmationFormBlocks(t *testing.T) {
	res := readCSV(t, "lock.csv",
		"算力资源锁定确认函",
		"致：某甲科技有限公司",
		"资源包一：训练灾备",
		"资源型号,\"A800-SXM4-80GB，8卡/台，NVLink\"",
		"锁定数量,4 台（32 卡）",
		"锁定费,\"1,050 元/卡/月\"",
		"启用单价,6.40 元/卡/小时",
		"资源包二：推理灾备",
		"资源型号,\"NVIDIA L20 48GB，8卡/台\"",
		"锁定数量,2 台（16 卡）",
		"锁定费,260 元/卡/月",
		"启用单价,2.90 元/卡/小时",
		"",
		"乙方：某乙算力科技有限公司（盖章）,,,甲方：某甲科技有限公司（盖章）",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("want two offers: %+v %+v", res.Quotes, res.Problems)
	}
	for i, want := range []struct {
		gpu   string
		price float64
		nodes int
	}{{"A800-80G-SXM", 6.4, 4}, {"L20-48G", 2.9, 2}} {
		q := res.Quotes[i]
		if q.GPU != want.gpu || q.Price != want.price || q.Vendor != "某乙算力科技有限公司" || q.Nodes == nil || *q.Nodes != want.nodes {
			t.Errorf("offer %d: %s %v %q nodes %v, want %+v", i, q.GPU, q.Price, q.Vendor, q.Nodes, want)
		}
	}
}

// A price card on its side whose corner cell names column A's plans
// ("计费方式 Billing") over a row of GPU names reads that row as each offer's
// GPU, and the rows of counts (每台卡数, 可租台数) as each GPU's (stop 53,
// set144/06).
func TestTurnedCardGPURowUnderCorner(t *testing.T) {
	res := readCSV(t, "card.csv",
		"某云 GPU 价目卡",
		"计费方式 Billing,RTX 4090 24G,L40S 48G",
		"每台卡数 GPUs / server,8,4",
		"按小时 Hourly（元/卡·时）,1.76,3.1",
		"按月 Monthly（元/卡·月）,1080,1980",
		"可租台数 Servers available,10,3",
	)
	if len(res.Quotes) != 4 || len(res.Problems) != 0 {
		t.Fatalf("want four quotes: %+v %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.GPU == "L40S-48G" && (q.GPUsPerNode == nil || *q.GPUsPerNode != 4 || q.Nodes == nil || *q.Nodes != 3) {
			t.Errorf("L40S: cards %v machines %v", q.GPUsPerNode, q.Nodes)
		}
	}
}
