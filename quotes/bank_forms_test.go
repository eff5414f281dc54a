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
