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
	wantNotOffers(t, res, 1, 4, 5, 6)
	if res.NotOffers[0].Column != "单位" {
		t.Errorf("not offers %v: want them named at the unit", res.NotOffers)
	}
}
