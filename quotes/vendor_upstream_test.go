package quotes

import (
	"fmt"
	"strings"
	"testing"
)

// A reseller's "上游" column is the vendor, written once and filled down;
// a "单卡实例" machine kind is one card per machine.
func TestUpstreamVendorAndSingleCardHost(t *testing.T) {
	res := readCSV(t, "reseller.csv",
		"上游,卡型,机型,价格",
		"青冈算力,L20 48G,8卡整机,2.2元/卡/时",
		",A10 24G,单卡实例,0.95元/卡/时",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "青冈算力" {
			t.Fatalf("vendor %q", q.Vendor)
		}
	}
	if q := res.Quotes[1]; !eqPtr(q.GPUsPerNode, 1) || q.PriceUnit != "gpu_hour" {
		t.Fatalf("单卡实例: gpn %v unit %s", q.GPUsPerNode, q.PriceUnit)
	}
	for s, want := range map[string]int{"单卡云主机": 1, "Single-GPU VM": 1, "单卡": 0, "单卡价": 0, "8卡整机": 8} {
		if n, _ := cardsPerMachine(s); n != want {
			t.Errorf("cardsPerMachine(%q) = %d, want %d", s, n, want)
		}
	}
}

// A list its sender names ("成都蜀链科技有限公司 分销价目表") with a 资源方 column:
// the sender sells and invoices, the upstream stays as text and the quote
// says so (CH0102); without a sender the column is the vendor (above).
func TestSenderSellsNotUpstream(t *testing.T) {
	res := readCSV(t, "distributor.csv",
		"成都蜀链科技有限公司 GPU算力分销价目表",
		"资源方,产品,计价单位,结算价",
		"星桥云,H100 SXM 80G,元/卡/时,10.30",
		"岷江智算,L40S 48G,元/卡/时,3.71",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor == "星桥云" || q.Vendor == "岷江智算" || !strings.Contains(q.Vendor, "蜀链") {
			t.Errorf("row %d: vendor %q, want the sender", q.SourceRow, q.Vendor)
		}
		if !strings.Contains(fmt.Sprint(q.Warnings), "vendor_not_upstream") {
			t.Errorf("row %d: no warning naming the upstream: %v", q.SourceRow, q.Warnings)
		}
	}
	broker := readCSV(t, "broker.csv",
		"【鸿桥算力】12月1日现货资源汇总",
		"资源方,产品,计价单位,报价",
		"星桥云,H100 SXM 80G,元/卡/时,10.30",
	)
	if len(broker.Quotes) != 1 || broker.Quotes[0].Vendor != "星桥云" {
		t.Errorf("a broker's digest: the 资源方 sells: %+v %+v", broker.Quotes, broker.Problems)
	}
	if upstreamHeader("供应商") || !upstreamHeader("原厂/资源方") || !upstreamHeader("Upstream provider") {
		t.Errorf("upstreamHeader")
	}
}

// A price column headed as the sender's own price (我司价, CH0121) beside a
// column of other sellers (云厂商, CH0105) makes the sender the vendor, the
// cloud kept as text and warned; with an ordinary price header the column
// names the vendor; with no sender found the column's name is warned.
func TestOwnPriceBesideCloudColumn(t *testing.T) {
	read := func(title, price string) Quote {
		res := readCSV(t, "bijia.csv", title, "云厂商,GPU,卡数,官网价(元/卡/时),"+price+"(元/卡/时)",
			"天穹云,H800 SXM 80G,8,12.3,9.8")
		if len(res.Quotes) != 1 {
			t.Fatalf("%s/%s: %d quotes, problems %+v", title, price, len(res.Quotes), res.Problems)
		}
		return res.Quotes[0]
	}
	if q := read("蓉数算力 vs 公有云官网 价格对比（2026年12月）", "我司价"); q.Vendor != "蓉数算力" || !hasKey(q, "import.warn.vendor_not_upstream") || q.Price != 9.8 {
		t.Errorf("own price: vendor %q price %v warnings %+v", q.Vendor, q.Price, q.Warnings)
	}
	if q := read("蓉数算力 vs 公有云官网 价格对比（2026年12月）", "报价"); q.Vendor != "天穹云" {
		t.Errorf("ordinary price header: vendor %q, want the column's 天穹云", q.Vendor)
	}
	if q := read("价格对比（2026年12月）", "我司价"); !hasKey(q, "import.warn.vendor_beside_own_price") {
		t.Errorf("no sender: vendor %q warnings %+v, want the column's name warned", q.Vendor, q.Warnings)
	}
}
