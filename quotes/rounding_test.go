package quotes

import "testing"

// An API export whose money is in 厘 (yuan × 1000), stated in a comment line
// above the header with 为 rather than a colon ("单位为厘"): 2450 厘 is 2.45
// yuan (RN0001).
func TestLiScaleLine(t *testing.T) {
	res := readCSV(t, "market.csv",
		"# 蓉城算力 OpenAPI /gpu/prices 导出",
		"# 金额单位为厘（1元=1000厘），按卡计价",
		"zone,card_model,cards,unit_price_hour",
		"西区,L40S,4,2450",
		"东区,A10,4,910",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes: %v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; !within(q.Price, 2.45) {
		t.Errorf("L40S: %v %s", q.Price, q.PriceUnit)
	}
	if q := res.Quotes[1]; !within(q.Price, 0.91) {
		t.Errorf("A10: %v %s", q.Price, q.PriceUnit)
	}
}

// A serverless list priced per GPU-second beside an hourly figure marked
// approximate: a line below says the billing is per GPU (no card count in
// the file, an 8-card part), and that the hourly figures are for reference
// only, so the approximate column is the per-second price's check, not a
// second offer (RN0002).
func TestPerSecondBesideApproxHourly(t *testing.T) {
	res := readCSV(t, "serverless.csv",
		"Kestrel Cloud Ltd - on-demand GPU containers",
		"Accelerator,Memory,Rate per second (USD),Hourly (USD approx.)",
		"H800 SXM,80 GB,$0.000850,$3.06",
		"A800 SXM,80 GB,$0.000610,$2.20",
		"",
		"Metered by the second while the container runs; charged per GPU.",
		"Hourly figures are rounded and for reference only.",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, want 2: %v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{0.00085 * 3600, 0.00061 * 3600} {
		q := res.Quotes[i]
		if q.Currency != "USD" || q.PriceUnit != "gpu_hour" || !within(q.Price, want) {
			t.Errorf("row %d: %v %s %s, want %v USD gpu_hour", i, q.Price, q.Currency, q.PriceUnit, want)
		}
	}
}

// A tender's 分项报价表: the quantity in card-hours (数量（卡·时）) is no
// second count of machines beside 台数 (countsTime).
func TestTenderCardHoursNotMachines(t *testing.T) {
	res := readCSV(t, "bid.csv",
		"分项报价表",
		"投标人：四川锦城数算信息技术有限公司",
		"序号,服务内容,GPU型号,每台卡数,台数,服务期限,单价（元/卡·时）,数量（卡·时）,总价（元）",
		"1,语音合成推理算力,L20 48G,8,3,6个月,2.7431,103680,284404.42",
		"2,渲染农场算力,H800 80G,8,2,12个月,11.0625,138240,1529280.00",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes: %v", len(res.Quotes), res.Problems)
	}
	for i, nodes := range []int{3, 2} {
		q := res.Quotes[i]
		if q.Nodes == nil || *q.Nodes != nodes || hasWarningKey(q, "import.warn.nodes_two_columns") {
			t.Errorf("row %d nodes %v, warnings %v", i, q.Nodes, q.Warnings)
		}
	}
}

// An annual framework quote states its money unit once, above the table,
// after 金额单位 (RN0005): "万元/台·年" is ten thousand yuan per machine per
// year, so 70 is 700,000 a machine a year, read per machine-hour over 8,760
// hours, and the machines column is kept.
func TestAnnualUnitLineAboveTable(t *testing.T) {
	res := readCSV(t, "framework.csv",
		"锦江算港科技有限公司 2027年度整机租赁框架报价",
		"金额单位：万元/台·年（含税）",
		"序号,机型,GPU,每台卡数,可供台数,年租金",
		"1,HGX H100 8-GPU,H100 80G SXM,8,3,70",
		"2,8卡L20服务器,L20 48G,8,5,19.8",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes: %v", len(res.Quotes), res.Problems)
	}
	for i, w := range []struct {
		price float64
		nodes int
	}{{700000.0 / 8760, 3}, {198000.0 / 8760, 5}} {
		q := res.Quotes[i]
		if q.PriceUnit != "node_hour" || !within(q.Price, w.price) || q.Nodes == nil || *q.Nodes != w.nodes {
			t.Errorf("row %d: %v %s nodes %v, want %v node_hour nodes %d", i, q.Price, q.PriceUnit, q.Nodes, w.price, w.nodes)
		}
	}
}

// A colleague's summary beside the vendors' prices: her 折合 column is
// written to one decimal, so a price that rounds to it agrees with it
// however far apart in per cent (0.65 → 0.7, 0.75 → 0.8); the vendor's
// figure is stored. A 折合 farther off than its rounding still refuses.
func TestEquivalentAtItsPrecision(t *testing.T) {
	res := readCSV(t, "summary.csv",
		"供应商,GPU型号,每台卡数,计费方式,报价,报价单位,折合元/卡时",
		"西岭算力,A10 24G,1,按量,0.65,元/卡/时,0.7",
		"西岭算力,V100 32G,1,按量,0.75,元/卡/时,0.8",
		"西岭算力,T4 16G,1,按量,0.45,元/卡/时,0.6",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, want 2: %v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{0.65, 0.75} {
		if q := res.Quotes[i]; !within(q.Price, want) || q.PriceUnit != "gpu_hour" {
			t.Errorf("row %d: %v %s, want %v gpu_hour", i, q.Price, q.PriceUnit, want)
		}
	}
	if !problemKeyed(res, "import.err.equiv_column_disagree") {
		t.Errorf("T4 0.45 beside 折合 0.6 not refused: %v", res.Problems)
	}
}
