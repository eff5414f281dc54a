package quotes

import (
	"strings"
	"testing"
)

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

// An add-on option priced on top of a machine ("+3,600") is no GPU offer:
// named as a not-offer at its price; a GPU row whose price is led by "+"
// is still read (or refused) as a GPU row.
func TestAddOnOptionsNotOffers(t *testing.T) {
	res := readCSV(t, "opts.csv",
		"青羊数智 整机租赁",
		"类别,项目,配置说明,单价(元/台/月)",
		"基础整机,GPU服务器 A,8× H100 80GB SXM5,66240",
		"基础整机,GPU服务器 B,8× A800 80GB SXM4,37440",
		"基础整机,GPU服务器 C,8× L20 48GB PCIe,15840",
		"可选项,IB网卡 400G,每台加装 8 口 NDR,\"+3,600\"",
		"可选项,公网IP,每个,＋50",
		"可选项,GPU服务器 D,8× RTX 4090 24GB,+12672")
	wantNotOffers(t, res, 4, 6, 7)
	if len(res.NotOffers) > 0 && (res.NotOffers[0].Column != "单价(元/台/月)" || res.NotOffers[0].Reason.Key != "import.line_item.addon") {
		t.Errorf("not offers %v: want them named at the price as add-ons", res.NotOffers)
	}
	for _, q := range res.Quotes {
		if q.SourceRow == 8 && q.GPU != "RTX4090-24G" {
			t.Errorf("row 8 read as %s", q.GPU)
		}
	}
}

// A row whose plan cell buys the machine (an installment purchase, an
// outright sale) is no GPU-hour offer, whatever its monthly amount: named as
// a not-offer at that cell; the rent rows of the same table are read.
func TestPurchaseRowsNotOffers(t *testing.T) {
	res := readCSV(t, "buy.csv",
		"锦城算力 设备 购买 / 租用 方案",
		"方案,设备,月付（元/台/月）",
		"分期购买 36期,8× A800 80GB SXM4,\"51,200\"",
		"租用,8× A800 80GB SXM4,\"38,400\"",
		"Outright purchase,8× L20 48GB PCIe,\"9,900\"",
		"租用,8× L20 48GB PCIe,\"15,100\"")
	wantNotOffers(t, res, 2, 3, 5)
	if len(res.NotOffers) > 0 && (res.NotOffers[0].Column != "方案" || res.NotOffers[0].Reason.Key != "import.line_item.purchase") {
		t.Errorf("not offers %v: want them named at the plan cell as purchases", res.NotOffers)
	}
}

// FuzzAddOnAmount: any price text is judged without panicking; an add-on
// is led by its sign and holds a digit.
func FuzzAddOnAmount(f *testing.F) {
	for _, s := range []string{"+3,600", "加260", "另加 ¥50", "+", "3600", "＋"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		if addOnAmount(v) && !strings.ContainsAny(narrow(v), "0123456789") {
			t.Errorf("%q read as an add-on amount", v)
		}
	})
}
