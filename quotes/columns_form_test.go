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

// FO0030: a survey export whose question per GPU heads a column
// ("3.(L40S 48G·4卡整机 元/卡/时)") and whose rows answer under them: every
// answer with a figure is read as an offer or refused at its row, never
// lost; a blank or "未填" answer offers nothing and a row read is not asked
// about again (the near miss).
func TestFormGPUColumnsNeverDropped(t *testing.T) {
	rows := [][]any{
		{"编号", "提交时间", "1.单位名称", "2.联系方式", "3.(L40S 48G·4卡整机 元/卡/时)", "3.(A100 40G PCIe·8卡整机 元/卡/时)", "3.(H20 141G·8卡整机 元/卡/时)", "4.起租时长", "5.网络", "6.可供数量", "7.补充"},
		{1, "2027/3/1 10:00:01", "西岭云计算有限公司", "王工 131****0001", "2.9", "未填", "未填", "1个月", "RoCE", 3, "未填"},
		{2, "2027/3/1 11:20:41", "东湖数算科技有限公司", "李工 132****0002", "未填", "4.4", "6.1", "3个月", "IB┋RoCE", 6, "未填"},
		{3, "2027/3/2 09:05:13", "南岸智算有限公司", "赵工 133****0003", "未填", "2.4万/台/月", "5.2", "12个月", "IB", 2, "未填"},
		{4, "2027/3/2 15:45:09", "北坡算力有限公司", "钱工 134****0004", "未填", "未填", "未填", "1个月", "RoCE", 1, "暂无资源"},
	}
	res := readBookRows(t, "survey.xlsx", rows, nil, "")
	seen := map[int]bool{}
	for _, q := range res.Quotes {
		seen[q.SourceRow] = true
	}
	for _, p := range res.Problems {
		seen[p.Row] = true
	}
	for _, r := range []int{2, 3, 4} {
		if !seen[r] {
			t.Errorf("row %d: an answer under a GPU's question neither read nor refused; quotes %d, problems %+v", r, len(res.Quotes), res.Problems)
		}
	}
	for _, p := range res.Problems {
		if p.Row == 5 {
			t.Errorf("row 5 offers nothing (未填 everywhere) but is refused: %+v", p)
		}
	}
	if !gpuColumnTitleNumber([]string{"3.(H20 141G·8卡整机 元/卡/时)", "6.可供数量"}, []string{"5.2", "未填"}) {
		t.Error("a figure under a GPU's question not seen")
	}
	if gpuColumnTitleNumber([]string{"3.(H20 141G·8卡整机 元/卡/时)", "6.可供数量"}, []string{"未填", "12"}) {
		t.Error("a count under a question naming no GPU taken for an offer")
	}
}

// gpuColumnTitleNumber runs gpuHeadedNumber on a table of a title row and one row.
func gpuColumnTitleNumber(head, row []string) bool {
	t := &table{rows: [][]string{head, row}, rowNum: []int{1, 2}, colNum: []int{1, 2}}
	_, _, _, ok := gpuHeadedNumber(t, 1)
	return ok
}
