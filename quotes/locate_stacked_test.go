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
