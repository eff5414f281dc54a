package quotes

// Whether a row is an offer and who sells it, decided by the resolve stage (stop 50, sets 129-132):
// scheduled exports, sale status, brands, channel tags and withheld names.

import (
	"testing"
)

// A catalogue export whose every SKU starts later than today, the file
// stating no date, prices each offer from then (warned), and names its seller
// only before each product ("探云 H800 8卡裸金属"); an OFF_SALE status is no
// offer; a row naming its own GPU takes no description from the row above.
func TestScheduledExportBrandAndOffSale(t *testing.T) {
	was := windowDay
	windowDay = func() string { return "2026-12-07" }
	defer func() { windowDay = was }()
	res := readText(t, "09_tancloud_partner_export.csv", "sku_id,产品名称,gpu_model,gpu_count,billing_cycle,unit_price,currency,region,status,effective_from,描述\n"+
		"H8-H,探云 H800 8卡裸金属,NVIDIA H800 SXM5 80GB,8,POSTPAID_BY_HOUR,79.2000,CNY,cn-chengdu-1,ON_SALE,2028-02-01,8×H800 SXM5 / NVLink / RDMA 3.2Tbps\n"+
		"H8-M,探云 H800 8卡裸金属,NVIDIA H800 SXM5 80GB,8,PREPAID_MONTH,49680.0000,CNY,cn-chengdu-1,ON_SALE,2028-02-01,8×H800 SXM5 / NVLink / RDMA 3.2Tbps\n"+
		"L4-H,探云 L40S 单卡,NVIDIA L40S,1,POSTPAID_BY_HOUR,3.0500,CNY,cn-chongqing-1,ON_SALE,2028-02-01,\n"+
		"L4-M,探云 L40S 单卡,NVIDIA L40S,1,PREPAID_MONTH,1850.0000,CNY,cn-chongqing-1,ON_SALE,2028-02-01,\n"+
		"V1-M,探云 V100 8卡（旧款）,Tesla V100-SXM2-32GB,8,PREPAID_MONTH,12960.0000,CNY,cn-chengdu-1,OFF_SALE,2027-06-30,已下线\n")
	for _, row := range []int{4, 5} { // the L40S rows, one card an instance (the H800's per instance or per card is the market's to say)
		if q := quoteAtRow(t, res, row); q.Vendor != "探云" || !hasWarningKey(q, "import.warn.window_scheduled_sole_today") {
			t.Errorf("row %d: vendor %q, warnings %v", row, q.Vendor, q.Warnings)
		}
	}
	if p := problemAt(res, 6); p == nil || p.Reason.Key != "import.err.not_on_offer" {
		t.Errorf("row 6 (OFF_SALE): %+v", p)
	}
	if brandWord("英伟达") || !brandWord("探云") || brandWord("单卡") {
		t.Error("brandWord")
	}
}

// A stock status saying sold out (限电售罄) refuses its row though one of its
// price columns is "-"; a buyer's comparison price (含碳价比较价) is no offer;
// a seller's name "via" a channel (贵安黔算（经算力驿站）) is the seller's; a
// vendor cell withholding the name (供应方要求不披露) names nobody.
func TestStockStatusComparisonAndChannelNames(t *testing.T) {
	res := readText(t, "p.csv", "熊猫智云 价格导出\n地域,实例规格,GPU,GPU数量,库存状态,按量价格(元/小时),抢占式价格(元/小时)\n成都一区,gn8.h800.8x,NVIDIA H800 SXM5 80GB,8,限电售罄,92.80,-\n成都二区,gn7i.l20.4x,NVIDIA L20 48GB,4,少量,11.20,4.40\n")
	if p := problemAt(res, 3); p == nil || p.Reason.Key != "import.err.not_on_offer" {
		t.Errorf("row 3: %+v", p)
	}
	if name, tag, kind := partyTag("贵安黔算（经算力驿站）"); name != "贵安黔算" || tag == "" || kind != "channel" {
		t.Errorf("partyTag = %q %q %q", name, tag, kind)
	}
	if anonymousVendor("（供应方要求成交前不披露）") == "" {
		t.Error("不披露 names a vendor")
	}
	res = readText(t, "s.csv", "绿色采购短名单\n供应商,卡型,卡/台,报价,计价,含碳价比较价 Carbon-adjusted 元/卡时\n青衣江数智,H800 SXM5,8,9.9,元/卡·时,9.9\n天府云枢,H800 SXM,8,9.75,元/卡·时,10.158\n")
	if len(res.Quotes) != 2 {
		t.Errorf("%d quotes, want 2 (报价 only); problems %v", len(res.Quotes), res.Problems)
	}
}
