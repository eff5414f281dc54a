package quotes

import (
	"slices"
	"testing"
)

// A header of two rows: a group cell merged over its sub-columns heads
// each of them. The price group's unit (万元/台) and the machine group's
// parts are read with each sub-column; a count under the machine's
// configuration is its GPUs, the machines are the column that says 台数.
func TestGroupRowAboveHeader(t *testing.T) {
	rows := [][]any{
		{"某某算力 · 服务器租用报价"},
		{"机型", "服务器规格", nil, nil, "库存台数", "报价（万元/台）", nil},
		{nil, "显卡", "显卡数量", "内存", nil, "包月", "包年"},
		{"XE9680", "H100 SXM 80G", 8, "2T", 2, 7.2, 80},
		{"NF5468M7", "L40S 48G", 4, "1T", 5, 0.9, 9.6},
	}
	res := readBookRows(t, "group.xlsx", rows, []string{"A2:A3", "B2:D2", "E2:E3", "F2:G2"}, "")
	if len(res.Quotes) != 4 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	want := map[string]struct{ gpn, nodes int }{"H100-80G-SXM": {8, 2}, "L40S-48G": {4, 5}}
	perHour := []float64{72000.0 / 720 / 8, 800000.0 / 8760 / 8, 9000.0 / 720 / 4, 96000.0 / 8760 / 4} // 万元 a machine
	for _, q := range res.Quotes {
		w, ph := want[q.GPU], perGPUHour(t, q)
		if !eqPtr(q.GPUsPerNode, w.gpn) || !eqPtr(q.Nodes, w.nodes) || !slices.ContainsFunc(perHour, func(x float64) bool { return within(ph, x) }) {
			t.Errorf("row %d %s %q: gpn %v nodes %v, %.4f a card-hour", q.SourceRow, q.GPU, q.Offer, q.GPUsPerNode, q.Nodes, ph)
		}
	}
	// Under a machine group the sub-header is the column's name; under
	// any other group (库存 over 卡) the words are read together.
	if got := subHeaderText("整机配置 GPU数量", "GPU数量"); got != "GPU数量" {
		t.Errorf("整机配置 over GPU数量 matched as %q", got)
	}
	if got := subHeaderText("库存 卡", "卡"); got != "库存 卡" {
		t.Errorf("库存 over 卡 matched as %q", got)
	}
}

// A form's lines merged over the columns above the header (报价单位：…,
// 客户名称：…) are no group headers: the header is the one row.
func TestFormLinesAboveHeaderAreNoGroup(t *testing.T) {
	rows := [][]any{
		{"报价单位：某某云计算有限公司", nil, nil, "报价日期：2026年12月1日", nil},
		{"客户名称：某某科技有限公司", nil, nil, "报价编号：Q-001", nil},
		{"品名", "规格型号", "单位", "数量", "单价（元）"},
		{"算力服务器租赁", "8×NVIDIA H100 80GB SXM5 / 2TB内存", "台·月", 2, 68000},
	}
	res := readBookRows(t, "form.xlsx", rows, []string{"A1:C1", "D1:E1", "A2:C2", "D2:E2"}, "")
	if len(res.Quotes) != 1 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.Vendor != "某某云计算有限公司" || q.GPU != "H100-80G-SXM" || !eqPtr(q.GPUsPerNode, 8) {
		t.Errorf("vendor %q gpu %s gpn %v", q.Vendor, q.GPU, q.GPUsPerNode)
	}
}
