package quotes

import (
	"strings"
	"testing"
)

// A form tool's sub-form: its name merged over the sub-form's columns
// (租赁价格明细 over 显卡型号 | 单机卡数 | 机器台数 | 月租金 | 单位) and a
// yes/no question about the price (费用是否含税) beside them. Each
// sub-column is its sub-header's field: the counts are no prices for the
// price word in the sub-form's name (FO0001), and the question's answers
// (含税13%) no price for the price word before 是否 (FO0010).
func TestFormSubformColumns(t *testing.T) {
	rows := [][]any{
		{"公司名称", "租赁价格明细", nil, nil, nil, nil, "费用是否含税", "填写时间"},
		{nil, "显卡型号", "单机卡数", "机器台数", "月租金", "单位", nil, nil},
		{"某甲算力有限公司", "L40 48G", 4, 3, 9000, "元/台/月", "含税13%", "2027-03-02 09:10"},
		{nil, "A100 40G PCIe", 8, 5, 2.5, "元/卡/时", nil, nil},
		{"某乙智算有限公司", "RTX 6000 Ada 48G", 8, 2, 14400, "元/台/月", "不含税", "2027-03-03 15:40"},
	}
	res := readBookRows(t, "form.xlsx", rows, []string{"A1:A2", "B1:F1", "G1:G2", "H1:H2", "A3:A4", "G3:G4", "H3:H4"}, "")
	want := map[string]struct {
		vendor     string
		gpn, nodes int
		perHour    float64
	}{
		"L40-48G":        {"某甲算力有限公司", 4, 3, 9000.0 / 720 / 4},
		"A100-40G-PCIe":  {"某甲算力有限公司", 8, 5, 2.5},
		"RTX6000Ada-48G": {"某乙智算有限公司", 8, 2, 14400.0 / 720 / 8},
	}
	if len(res.Quotes) != len(want) {
		t.Fatalf("quotes %d, want %d; problems %+v", len(res.Quotes), len(want), res.Problems)
	}
	for _, q := range res.Quotes {
		w, ok := want[q.GPU]
		if !ok || q.Vendor != w.vendor || !eqPtr(q.GPUsPerNode, w.gpn) || !eqPtr(q.Nodes, w.nodes) || !within(perGPUHour(t, q), w.perHour) {
			t.Errorf("row %d %s %q: gpn %v nodes %v, %.4f a card-hour", q.SourceRow, q.GPU, q.Vendor, q.GPUsPerNode, q.Nodes, perGPUHour(t, q))
		}
	}
	for _, c := range []struct{ text, sub, want string }{
		{"子表单1 单价", "单价", "单价"},
		{"Line items Qty", "Qty", "Qty"},
		{"包月 单价", "单价", "包月 单价"},                      // a plan over its price: read together
		{"Itemdetails Qty", "Qty", "Itemdetails Qty"}, // an ASCII word whole only
	} {
		if got := subHeaderText(c.text, c.sub); got != c.want {
			t.Errorf("subHeaderText(%q, %q) = %q, want %q", c.text, c.sub, got, c.want)
		}
	}
	for h, want := range map[string]bool{"报价是否含电费": true, "费用有无包含带宽": true, "价格": false, "是否": false} {
		if questionHeader(h) != want {
			t.Errorf("questionHeader(%q) = %v", h, !want)
		}
	}
}

// A group chat's 接龙 copied to text: each numbered line opens with its
// writer's name before the GPU it prices, and that name is the line's
// vendor, never the chain's title (FO0020); the buyer's example line
// (示例：…) is no offer (FO0030), a line holding 实例 one.
func TestFormChainVendors(t *testing.T) {
	res := readText(t, "chain.txt", strings.Join([]string{
		"#接龙 显卡租赁报价",
		"请按：公司 型号 卡数 价格 台数",
		"示例：某某云 A100 8卡 1.2万/台/月 1台",
		"",
		"1. 采购-小周",
		"2. 北辰智算 L40S 8卡 2.3元/卡时 4台",
		"3. 赵工-南湖云 A100 40G 8卡 4.1元/卡/时 2台",
		"4. 西岭云 实例 A10 24G 1.1元/卡时",
	}, "\n"))
	want := map[string]string{"L40S-48G": "北辰智算", "A100-40G-SXM": "南湖云", "A10-24G": "西岭云"}
	if len(res.Quotes) != len(want) {
		t.Fatalf("quotes %d, want %d: %+v; problems %+v", len(res.Quotes), len(want), res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if want[q.GPU] != q.Vendor {
			t.Errorf("row %d %s: vendor %q, want %q", q.SourceRow, q.GPU, q.Vendor, want[q.GPU])
		}
	}
}
