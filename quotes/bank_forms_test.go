package quotes

import (
	"strconv"
	"testing"
)

// BK0001: a public centre's tariff names its seller on an operator line
// ("运营单位：…") under the title; the vendor is the company, never the
// label with it.
func TestVendorFromOperatorLine(t *testing.T) {
	res := readCSV(t, "tariff.csv", "东湖智算中心 算力服务价目表（2027年）",
		"运营单位：武汉东湖算力服务有限公司",
		"加速卡,单机卡数,计费方式,单价,计价单位",
		"A100 80GB SXM,8,按需,6.20,元/卡/小时",
		"L40S 48GB,8,包月,16800,元/台/月")
	if len(res.Quotes) != 2 {
		t.Fatalf("read %d quotes, want 2: %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "武汉东湖算力服务有限公司" {
			t.Errorf("row %d: vendor %q", q.SourceRow, q.Vendor)
		}
	}
}

// A buyer's RFQ form returned filled in: the bidder's stamp line and the
// date line merged above the header are label lines, never group headers;
// the header is the table's own row, the stamp line gives the vendor, the
// 租期 column the term, and 税率 / 含税合价 are no price.
func TestRFQFormStampLineAboveHeader(t *testing.T) {
	rows := [][]any{
		{"某农商银行数据中心 算力服务采购询价单", nil, nil, nil, nil, nil, nil, nil, nil},
		{"投标人名称（签章）：绵阳涪城智算有限公司", nil, nil, nil, nil, "报价日期：2027-02-03", nil, nil, nil},
		{"序号", "需求内容", "配置要求", "数量", "租期", "计价单位", "含税单价（元）", "税率", "含税合价（元）"},
		{1, "训练服务器", "8卡 A100 SXM4 80GB", 2, "6个月", "元/台/月", 41000, "6%", 492000},
		{2, "推理服务器", "8卡 L40S 48GB", 1, "3个月", "元/台/月", 17600, "6%", 52800},
	}
	res := readBookRows(t, "rfq.xlsx", rows, []string{"A1:I1", "A2:E2", "F2:I2"}, "")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	want := map[int]struct {
		price float64
		min   float64
	}{4: {41000, 4320}, 5: {17600, 2160}}
	for _, q := range res.Quotes {
		w := want[q.SourceRow]
		if q.Vendor != "绵阳涪城智算有限公司" || q.Price != w.price || q.MinHours == nil || *q.MinHours != w.min {
			t.Errorf("row %d: vendor %q price %v %s min %v", q.SourceRow, q.Vendor, q.Price, q.PriceUnit, ptrStr(q.MinHours))
		}
	}
}

func ptrStr(p *float64) string {
	if p == nil {
		return "nil"
	}
	return strconv.FormatFloat(*p, 'f', -1, 64)
}

// A cloud's per-instance catalogue: a row naming its instance (实例类型)
// with a count of cards column and no machine count; the count is the
// instance's cards, and the instance price is divided by them.
func TestInstanceCatalogueCardsColumn(t *testing.T) {
	res := readCSV(t, "catalogue.csv", "西湖政务云 GPU实例价目（含税）",
		"实例类型,加速卡,GPU数量（卡）,vCPU,按量（元/时）",
		"ai.pro.large,A100 80GB PCIe,4,64,48.00",
		"ai.std.medium,L40S 48GB,2,32,11.60")
	want := map[int]float64{3: 4, 4: 2}
	if len(res.Quotes) != 2 {
		t.Fatalf("read %d quotes, want 2: %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		n := want[q.SourceRow]
		if q.GPUsPerNode == nil || float64(*q.GPUsPerNode) != n || q.PriceUnit != "node_hour" {
			t.Errorf("row %d: gpus per node %v unit %s price %v", q.SourceRow, q.GPUsPerNode, q.PriceUnit, q.Price)
		}
	}
}

// Review finding 1: a comparison's row of groups names each vendor on its
// own label line ("供应商：甲" over 单价 | 合价, "供应商：乙" over the
// next pair): each price is its group's vendor's, never the first one's.
func TestVendorGroupLabelLines(t *testing.T) {
	rows := [][]any{
		{"推理服务器租赁比价表（含税，元/台/月）", nil, nil, nil, nil, nil, nil},
		{nil, nil, nil, "供应商：青城算力服务有限公司", nil, "供应商：峨眉云智能科技有限公司", nil},
		{"序号", "GPU型号", "数量（台）", "单价", "合价", "单价", "合价"},
		{1, "8卡 H20 96GB", 2, 30500, 61000, 29800, 59600},
		{2, "8卡 L40S 48GB", 3, 16800, 50400, 17200, 51600},
	}
	res := readBookRows(t, "cmp.xlsx", rows, []string{"A1:G1", "D2:E2", "F2:G2"}, "")
	want := map[float64]string{30500: "青城算力服务有限公司", 16800: "青城算力服务有限公司",
		29800: "峨眉云智能科技有限公司", 17200: "峨眉云智能科技有限公司"}
	if len(res.Quotes) != 4 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if want[q.Price] != q.Vendor {
			t.Errorf("row %d price %v: vendor %q, want %q", q.SourceRow, q.Price, q.Vendor, want[q.Price])
		}
	}
}

// Review finding 3: a unit line merged over its price columns
// ("计价单位：万元/台" over 月付 | 年付) is the group's words, no form's
// filled-in line: every row reads per machine.
func TestUnitLineOverPriceGroup(t *testing.T) {
	rows := [][]any{
		{"某某算力科技有限公司 GPU整机租赁报价", nil, nil, nil},
		{"服务器配置", nil, "计价单位：万元/台", nil},
		{"GPU型号", "卡数", "月付", "年付"},
		{"H100 80GB SXM", 8, 7.5, 82},
		{"A800 80GB SXM", 8, 4.6, 50},
	}
	res := readBookRows(t, "unitline.xlsx", rows, []string{"A1:D1", "A2:B2", "C2:D2"}, "")
	if len(res.Quotes) != 4 || len(res.Problems) != 0 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.PriceUnit != "node_month" && q.PriceUnit != "node_hour" {
			t.Errorf("row %d: unit %s price %v", q.SourceRow, q.PriceUnit, q.Price)
		}
	}
}

// Review finding 4: a seller's label outranks an operator's, whatever the
// line order: "服务提供商：…" under "运营单位：…" names the vendor.
func TestSellerLabelOutranksOperator(t *testing.T) {
	res := readCSV(t, "centre.csv", "某市智算中心 算力服务价格公示",
		"建设单位：某市经济开发区管理委员会",
		"运营单位：某市开发区智算中心（筹）",
		"服务提供商：岷江算力云科技有限公司",
		"加速卡,计费方式,单价,计价单位",
		"H100 80GB SXM,按需,15.20,元/卡/小时",
		"L40S 48GB,包月,5200,元/卡/月")
	if len(res.Quotes) != 2 {
		t.Fatalf("read %d quotes, want 2: %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "岷江算力云科技有限公司" {
			t.Errorf("row %d: vendor %q", q.SourceRow, q.Vendor)
		}
	}
}

// Review finding 2: a count column saying stock or a total (现货卡数,
// 总卡数) beside an instance's price counts no instance's cards: the
// price is never divided by it.
func TestInstanceStockCountNoCards(t *testing.T) {
	res := readCSV(t, "stock.csv", "某某算力租赁有限公司 现货价格表",
		"实例规格,GPU,现货卡数,月租（元/台/月）",
		"inst-h100-8,H100 80GB SXM,40,52000",
		"inst-l40s-8,L40S 48GB,24,15500")
	for _, q := range res.Quotes {
		if q.GPUsPerNode != nil && (*q.GPUsPerNode == 40 || *q.GPUsPerNode == 24) {
			t.Errorf("row %d: gpus per node %d taken from the stock count", q.SourceRow, *q.GPUsPerNode)
		}
	}
}

// Review finding 6: a buyer's order count (采购卡数) beside an instance's
// price is no cards per instance: never stored as gpus_per_node.
func TestPurchaseCardsNotPerInstance(t *testing.T) {
	res := readCSV(t, "order.csv", "供应商：某某云计算有限公司 GPU云主机报价（含税）",
		"实例规格,GPU型号,采购卡数,单价,计价单位",
		"gpu.h20.x4,H20 96GB,12,48.00,元/实例/小时",
		"gpu.l20.x2,L20 48GB,6,6.00,元/实例/小时")
	for _, q := range res.Quotes {
		if q.GPUsPerNode != nil && (*q.GPUsPerNode == 12 || *q.GPUsPerNode == 6) {
			t.Errorf("row %d: gpus per node %d taken from the order count", q.SourceRow, *q.GPUsPerNode)
		}
	}
}
