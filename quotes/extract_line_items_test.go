package quotes

import "testing"

// A quotation's storage and bandwidth lines are not GPU offers: named as
// not offers, never refused as unknown GPUs; a GPU row is read whatever
// its unit.
func TestOtherLineItemsNotOffers(t *testing.T) {
	res := readCSV(t, "form.csv",
		"报价单位：宁波甬江信息技术有限公司",
		"序号,品名,规格型号,单位,数量,单价（元）,金额（元）",
		"1,GPU算力服务器租赁,8×NVIDIA H100 80GB SXM5,台·月,2,68000,136000",
		"2,并行文件存储,高性能并行文件存储,TB·月,50,900,45000",
		"3,公网带宽,BGP 1Gbps,条·月,1,12000,12000",
		"4,对象存储,标准存储,元/GB/月,1000,0.12,120")
	if len(res.Problems) != 0 || len(res.Quotes) != 1 {
		t.Fatalf("%d quotes, problems %v: want the GPU row only", len(res.Quotes), res.Problems)
	}
	if len(res.NotOffers) != 3 || res.NotOffers[0].Row != 4 || res.NotOffers[0].Column != "单位" {
		t.Fatalf("not offers %v: want rows 4-6 named at the unit", res.NotOffers)
	}
}
