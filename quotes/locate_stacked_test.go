package quotes

import "testing"

// A key-value form with offers stacked down its field column: every offer
// is read (stored at its own 单价 row) or refused at its own cell, none is
// merged into the first.
func TestStackedFormOffers(t *testing.T) {
	res := readCSV(t, "form.csv", "智远数据 · GPU算力租赁报价单", "报价编号,ZY-Q-20261203-07", "客户,采购部 李工", "报价日期,2026-12-03", "",
		"【方案一】训练集群,", "GPU型号,NVIDIA H100 SXM5 80GB", "单机GPU数,8", "机器台数,4", "租期,12个月", "单价,\"62,208 元/台/月\"", "",
		"【方案二】推理节点,", "GPU型号,L20 48GB PCIe", "单机GPU数,8", "机器台数,10", "单价,2.35 元/卡/小时", "",
		"【方案三】备选,", "GPU型号,A800 80GB PCIe", "单机GPU数,8", "单价,见附件报价")
	got := map[int]Quote{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = q
	}
	if q, ok := got[11]; !ok || q.GPU != "H100-80G-SXM" || q.Price != 62208 || q.PriceUnit != "node_month" || !eqPtr(q.Nodes, 4) {
		t.Errorf("offer one: %+v", got)
	}
	if q, ok := got[17]; !ok || q.GPU != "L20-48G" || q.Price != 2.35 || q.PriceUnit != "gpu_hour" || !eqPtr(q.Nodes, 10) || q.MinTerm != nil {
		t.Errorf("offer two: %+v", got)
	}
	if len(res.Quotes) != 2 || len(res.Problems) != 1 || res.Problems[0].Row != 22 || res.Problems[0].ColumnLetter != "B" {
		t.Errorf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
}

// SX0101: stacked blocks, each with its own header: a block's columns are
// decided on its own values, not on the prices of the block below it, so
// the first block's 每台卡数 is its machine size and its 单价 per machine
// is divided by it.
func TestStackedBlocksOwnValues(t *testing.T) {
	res := readCSV(t, "blocks.csv", "某算力 GPU报价,,,,", "",
		"【一、甲机房】,,,,", "型号,每台卡数,单价,单位,可租台数", "H800 SXM 80G,8,58000,元/台/月,3", "A800 SXM 80G,8,4.9,元/卡/时,6", "RTX 4090,8,320,元/台/天,10", "",
		"【二、乙机房】,,,,", "GPU型号,按量价(元/卡/时),整机卡数,现货,", "H100 SXM 80G,11.9,8,有,", "L40S 48G,3.9,8,有,", "H20 141G,5.6,8,有,", "A100 40G PCIe,1.6,4,有,")
	got := map[int]Quote{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = q
	}
	if q, ok := got[7]; !ok || q.GPU != "RTX4090-24G" || q.Price != 320 || q.PriceUnit != "node_day" || !eqPtr(q.GPUsPerNode, 8) {
		t.Errorf("first block's per-machine row: %v %s gpn %v", q.Price, q.PriceUnit, q.GPUsPerNode)
	}
	if q, ok := got[6]; !ok || q.Price != 4.9 || q.PriceUnit != "gpu_hour" || !eqPtr(q.GPUsPerNode, 8) {
		t.Errorf("first block's per-card row: %v %s gpn %v", q.Price, q.PriceUnit, q.GPUsPerNode)
	}
	if len(res.Quotes) != 7 {
		t.Errorf("quotes %d, want 7 (no count read as a price)", len(res.Quotes))
	}
}

// SX0201: two tables side by side, a blank column between them: each is
// read with its own title line above its header, so the right table's
// 包月 (元/台/月, 8卡整机) is not read in the left table's 元/卡/时, and the
// right table's rows take their GPU from its own 型号 column.
func TestSideBySideTables(t *testing.T) {
	res := readCSV(t, "side.csv", "某云 GPU报价,,,,,,", ",,,,,,",
		"按量计费（元/卡/时）,,,,包月（元/台/月，8卡整机）,,", "型号,显存,单价,,型号,显存,月租",
		"H800 SXM,80G,12.6,,H800 SXM,80G,60000", "RTX 4090,24G,1.8,,L40S,48G,21500", "A10,24G,1.1,,,,")
	type key struct {
		row       int
		gpu, unit string
	}
	got := map[key]Quote{}
	for _, q := range res.Quotes {
		got[key{q.SourceRow, q.GPU, q.PriceUnit}] = q
	}
	if len(res.Quotes) != 5 {
		t.Errorf("quotes %d, want 5: %v", len(res.Quotes), got)
	}
	for _, w := range []struct {
		k     key
		price float64
		gpn   int
	}{{key{5, "H800-80G-SXM", "gpu_hour"}, 12.6, 0}, {key{5, "H800-80G-SXM", "node_month"}, 60000, 8},
		{key{6, "RTX4090-24G", "gpu_hour"}, 1.8, 0}, {key{6, "L40S-48G", "node_month"}, 21500, 8}, {key{7, "A10-24G", "gpu_hour"}, 1.1, 0}} {
		q, ok := got[w.k]
		if !ok || q.Price != w.price || w.gpn > 0 && !eqPtr(q.GPUsPerNode, w.gpn) {
			t.Errorf("%v: %v %v gpn %v", w.k, ok, q.Price, q.GPUsPerNode)
		}
	}
	if len(res.Problems) != 0 {
		t.Errorf("problems: %+v", res.Problems)
	}
}
