package quotes

import (
	"strings"
	"testing"
)

// Marketplaces and aggregators (stop 46, set116's class): who sells a row
// when the file lists other parties beside each price.

// MK0011-MK0015: a signing label with an adverb before its 为 ("合同主体均为…")
// names the seller; a broker's column of where each machine sits (机房/资源方)
// is then no vendor.
func TestSigningLabelAdverb(t *testing.T) {
	res := readCSV(t, "pool.csv",
		"岷山算力 · 资源池（第2周）",
		"说明：报价均为我司含税价；机房/资源方仅标注资源所在，合同主体统一为成都岷山算力科技有限公司",
		"机房/资源方,GPU型号,卡数/台,报价,计价",
		"龙泉数据港（成都）,H800 80G SXM,8,\"52,000\",元/台/月",
		"雪域云谷（拉萨）,L20 48G,8,2.3,元/卡/时",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "成都岷山算力科技有限公司" {
			t.Errorf("%s: vendor %q, want the contract party", q.GPU, q.Vendor)
		}
	}
	for line, want := range map[string]string{
		"合同主体均为成都岷山算力科技有限公司": "成都岷山算力科技有限公司",
		"签约方一律为岷山算力":         "岷山算力",
		"合同主体均需盖章":           "",
	} {
		if got := signingParty(line); got != want {
			t.Errorf("signingParty(%q) = %q, want %q", line, got, want)
		}
	}
}

// MK0001-MK0010: a column of a market's anonymous seller ids names nobody to
// sign with: the market that collects every payment (由…统一收款) sells; where
// the file names no such party the id is stored, warned.
func TestAnonymousSellerIDs(t *testing.T) {
	rows := []string{
		"主机ID,GPU型号,卖家,按量(元/卡·时)",
		"cd-01,RTX 4090 24G,认证卖家#2231,1.72",
		"cq-07,L40S 48G,个人卖家#0093,2.40",
	}
	res := readCSV(t, "market.csv", append(append([]string{"青瓦算力集市 · 在售机器导出"}, rows...),
		"注：所有订单由青瓦算力集市统一收款并开具发票，卖家编号为匿名编号")...)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "青瓦算力集市" {
			t.Errorf("%s: vendor %q, want the market that collects the payment", q.GPU, q.Vendor)
		}
	}
	res = readCSV(t, "market2.csv", rows...)
	if len(res.Quotes) != 2 {
		t.Fatalf("no market named: %d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if !strings.Contains(q.Vendor, "#") || !hasWarningKey(q, "import.warn.vendor_anonymous") {
			t.Errorf("%s: vendor %q, warnings %v: want the id stored, warned", q.GPU, q.Vendor, q.Warnings)
		}
	}
	for v, want := range map[string]bool{"认证商家#1192": true, "卖家ID 0871": true, "Seller #2231": true, "商家 7788": true,
		"星河商家": false, "蜀川算力": false, "用户体验好": false, "#1192": false} {
		if got := reAnonymousParty.MatchString(narrow(v)); got != want {
			t.Errorf("anonymous %q = %v, want %v", v, got, want)
		}
	}
}

// PV0001-PV0007: a price-change notice (调整前单价 | 调整后单价 | 执行日期, signed
// under the table): a new price starting after a rental ordered on the
// notice's date would start is not yet what an order pays; the price before
// it is read, warned. A list's 现价 whose window ended before the run starts
// gives way to its 原价 the same way; one in force is read.
func TestNewPriceLater(t *testing.T) {
	res := readCSV(t, "notice.csv",
		"青柯算力有限公司关于算力服务价格调整的通知",
		"序号,产品,计费单位,调整前单价,调整后单价,执行日期",
		"1,L40S 48G 8卡整机,元/台/月,\"16,000\",\"15,000\",2027-03-01",
		"2,A100 80G SXM 8卡整机,元/台/月,\"40,000\",\"42,000\",2027-05-01",
		"青柯算力有限公司 商务部",
		"2027年2月10日",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.Price != 15000 {
		t.Errorf("row 1: %v, want the new price in force when a run ordered on 2027-02-10 starts (2027-03-01)", q.Price)
	}
	if q := res.Quotes[1]; q.Price != 40000 || !hasWarningKey(q, "import.warn.new_price_later") {
		t.Errorf("row 2: %v %v, want the price before the change, warned", q.Price, q.Warnings)
	}
	res = readCSV(t, "list.csv",
		"岷江智算 价目表（2027年3月更新）",
		"GPU型号,卡数,原价,现价,单位,现价有效期",
		"H20 96G,8,\"42,000\",\"36,000\",元/台/月,2027-01-01至2027-03-31",
		"L20 48G,8,\"19,000\",\"17,500\",元/台/月,2027-04-01起",
		"A800 80G SXM,8,\"45,000\",\"39,000\",元/台/月,2027-03-15至2027-06-30",
		"H100 80G SXM,8,\"70,000\",\"66,000\",元/台/月,2027-04-10起",
	)
	if len(res.Quotes) != 4 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{42000, 17500, 39000} {
		if q := res.Quotes[i]; q.Price != want {
			t.Errorf("row %d: %v, want %v (a run ordered in 2027-03 starts 2027-04-01)", i+3, q.Price, want)
		}
	}
	// a new price starting inside the run's first month: the new price, held for review
	if q := res.Quotes[3]; q.Price != 66000 || !q.NeedsReview || res.Quotes[1].NeedsReview {
		t.Errorf("row 6: %v review %v, want 66000 held for review (and row 4 not held)", q.Price, q.NeedsReview)
	}
	// no date of the file's own: the dated price is read, held for review
	res = readCSV(t, "undated.csv",
		"锦江云算有限公司 价目表",
		"GPU型号,卡数,原价,现价,单位,现价有效期",
		"L20 48G,8,\"19,000\",\"17,500\",元/台/月,2027-04-01起",
	)
	if len(res.Quotes) != 1 || !res.Quotes[0].NeedsReview || res.Quotes[0].Price != 17500 {
		t.Errorf("undated: %+v %v, want 17500 held for review", res.Quotes, res.Problems)
	}
}

// C-UNIT-COMPANY, MK0030-MK0035: a bid summary whose 报价单位 holds the
// bidding companies (the values outweigh the header word), its bare prices
// in the unit its 报价口径 line states, its 报价序号 a row number.
func TestBidSummaryQuotingParty(t *testing.T) {
	res := readCSV(t, "bids.csv",
		"岷江采 · 询价单 XQ-0042 报价汇总",
		"需求：L40S 8卡整机 ×2台，报价口径：元/卡/时（含税）",
		"报价序号,报价单位,GPU型号,整机配置,可交付台数,单价,报价状态",
		"1,成都青羊算力科技有限公司,L40S 48G,8卡,2,2.65,有效",
		"2,绵阳涪城数据有限公司,L40S 48G,8卡,2,2.48,有效",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for i, want := range []string{"成都青羊算力科技有限公司", "绵阳涪城数据有限公司"} {
		q := res.Quotes[i]
		if q.Vendor != want || q.PriceUnit != "gpu_hour" || q.Price != []float64{2.65, 2.48}[i] {
			t.Errorf("row %d: %s %v %s, want %s at its 元/卡/时 price", i+4, q.Vendor, q.Price, q.PriceUnit, want)
		}
	}
}

// MK0020-MK0022, MK0040-MK0056: a console export's title names the cloud, not
// its console; a renewal notice's title opening with 续费 names no seller, and
// the department's signature under it, dated in 年月日, does; a label ending
// in its sum (续费后月租合计（元）) is a total, no offer.
func TestConsoleAndRenewalSeller(t *testing.T) {
	if v := vendorFromTitle("华岳云控制台 - 价格版本导出"); v != "华岳云" {
		t.Errorf("console title: vendor %q, want 华岳云", v)
	}
	if v := roleSignedLine("成都锦水数据服务有限公司 客户服务部\u30002027年7月12日"); v != "成都锦水数据服务有限公司" {
		t.Errorf("department signature: %q", v)
	}
	res := readCSV(t, "renew.csv",
		"续费报价通知函",
		"序号,GPU型号,单机卡数,台数,现行单价（元/台·月）,续费单价（元/台·月）,续费期限",
		"1,L20 48G,4,2,9200,8600,6个月",
		"续费后月租合计（元）,,,,,17200,",
		"成都锦水数据服务有限公司 客户服务部 2027年7月12日",
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.Vendor != "成都锦水数据服务有限公司" || q.Price != 8600 {
		t.Errorf("renewal: %s %v, want the signing company at the renewal price", q.Vendor, q.Price)
	}
}

// A seller's message after the buyer's question is its answer only until
// the seller has priced a GPU; a message naming a model the catalogue does
// not know (a bare "5090") answers nothing, refused; a priced offer that
// closes on a question ("…包月2.6万，要不要？") is an offer.
func TestChatThreadAnswered(t *testing.T) {
	res := readText(t, "chat.txt",
		"2027-07-10 10:33 唐婧：L20呢？想换大显存卡\n"+
			"2027-07-10 10:40 邓浩｜岷山算力：L20 48G 单卡 按天 62\n"+
			"2027-07-10 10:41 邓浩｜岷山算力：5090也有，8卡的 1.35w一个月\n"+
			"2027-07-11 09:12 邓浩｜岷山算力：唐工，H20 96G 8卡整机今天到了，包月2.6万，要不要？\n")
	var gpus []string
	for _, q := range res.Quotes {
		gpus = append(gpus, q.GPU)
	}
	if strings.Join(gpus, ",") != "L20-48G,H20-96G" {
		t.Errorf("quotes %v, want L20 and H20 only", gpus)
	}
	if problemAt(res, 3) == nil {
		t.Errorf("the 5090 line not refused: %+v", res.Problems)
	}
	if !namesOtherModel("5090也有") || namesOtherModel("月租5090元") || namesOtherModel("4090 8卡") {
		t.Error("namesOtherModel misreads a bare model number")
	}
}

// C-PCT-RATE, MK0060-MK0062: a market's favourites export prices each listing
// twice, the merchant's 挂牌价 and the 应付单价 with the buyer's fee: the one
// paid is the offer; the fee rate (买家服务费率, percentages) is no price;
// the 计价单位 column beside a 计费方式 of plan words is the unit, a 面议 in
// it no unit of its own.
func TestMarketListedAndPayable(t *testing.T) {
	res := readCSV(t, "fav.csv",
		"青瓦算力汇 · 买家中心 · 收藏商品导出",
		"商品ID,服务商,GPU型号,单机卡数,计费方式,挂牌价(元),计价单位,买家服务费率,应付单价(元),状态",
		"SH01,岷山数据有限公司,L40S 48G,8,包月,20000,元/台/月,2%,20400,在售",
		"SH02,锦里云算工作室,RTX 4090,8,按小时,1.80,元/卡/时,3%,1.854,在售",
		"SH03,临港澜算科技有限公司,H100 SXM 80G,8,包月,面议,面议,2%,,在售",
		"注：应付单价 = 挂牌价 ×（1 + 买家服务费率）。交易合同由买家与服务商签订，平台不是出租方。",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{20400, 1.854} {
		if q := res.Quotes[i]; q.Price != want || q.Vendor != []string{"岷山数据有限公司", "锦里云算工作室"}[i] {
			t.Errorf("row %d: %s %v %s, want the payable %v", i+3, q.Vendor, q.Price, q.PriceUnit, want)
		}
	}
	for _, p := range res.Problems {
		if p.Column == "买家服务费率" {
			t.Errorf("the fee rate refused as a price: %+v", p)
		}
	}
	if problemAt(res, 5) == nil {
		t.Errorf("the 面议 listing not refused: %+v", res.Problems)
	}
}

// A renewal quote's 变动 column states the change from last year's price to
// the renewal price (35,500 against 41,000: -13.4 %): already in the price,
// never a discount taken off it again. A discount that is no such ratio is
// still taken.
func TestChangeColumnNotADiscount(t *testing.T) {
	res := readCSV(t, "renew.csv",
		"成都锦水云计算有限公司 2027年度续约报价",
		"资源,单机配置,续约台数,2026年执行价(元/台/月),2027年续约价(元/台/月),变动,备注",
		"A800 80G SXM,8卡 NVLink,4,\"41,000\",\"35,500\",-13.4%,",
		"RTX 4090 24G,8卡 PCIe,6,\"12,500\",\"10,400\",-16.8%,",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{35500, 10400} {
		if q := res.Quotes[i]; q.Price != want {
			t.Errorf("row %d: %v, want the renewal price as written %v (warnings %v)", i+3, q.Price, want, q.Warnings)
		}
	}
	b := &rowBuild{r: rowIn{prices: []priceIn{{cell: cell{text: "41,000", letter: "C"}}, {cell: cell{text: "35,500", letter: "D"}}}}}
	if _, _, ok := b.changeFrom(b.r.prices[1], "35,500", 0.866); !ok {
		t.Error("35,500 against 41,000 at -13.4 % not read as the change")
	}
	if _, _, ok := b.changeFrom(b.r.prices[1], "35,500", 0.85); ok {
		t.Error("an 85折 read as the change")
	}
}

// MK0070-MK0072: a reseller's comparison prices each source twice, the
// supplier's own price (供应商原价, its cost) and the reseller's (我司报价):
// the reseller sells at its own price; the 供应商 column names its sources.
func TestResellerComparison(t *testing.T) {
	res := readCSV(t, "cmp.csv",
		"报价方：成都锦西启算信息技术有限公司",
		"供应商,GPU配置,台数,供应商原价(元/台/月),我司报价(元/台/月)",
		"星河智算,8×H100 SXM 80G,2,\"60,000\",\"61,800\"",
		"南湖云,8×A800 80G SXM,4,\"36,000\",\"37,080\"",
		"注：合同与发票由我司出具。",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{61800, 37080} {
		if q := res.Quotes[i]; q.Price != want || q.Vendor != "成都锦西启算信息技术有限公司" {
			t.Errorf("row %d: %s %v, want the reseller at its own price %v", i+3, q.Vendor, q.Price, want)
		}
	}
}

// A group chat's sender whose company no word gives, who only offers and
// never asks, sells: its offers are never dropped as the buyer's; a WeChat
// nickname of a person and a name beside it (小何-渝算通) names that company
// (nickCompany, stop 47); a sender named by a person alone is the buyer's
// side (no offer), and the group's name (群聊：…, MK0080-MK0082) is never
// taken for a vendor.
func TestGroupChatSellerWithoutCompanyWord(t *testing.T) {
	res := readText(t, "group.txt", "群聊：成渝资源对接群（2）\n\n"+
		"邓薇-天府航测 2026-12-17 09:05\n求：H800 8卡 2台，3个月起\n\n"+
		"王磊-蜀川算力 2026-12-17 09:12\n雅安现货 H800 SXM 8卡 IB，5.6万/台/月\n\n"+
		"小何-渝算通 2026-12-17 09:30\nL20 整机 2.2一卡一小时\n\n"+
		"李晓明 2026-12-17 09:40\nA800 8卡 3.2万/台/月\n")
	if len(res.Quotes) != 2 || res.Quotes[0].Vendor != "蜀川算力" || res.Quotes[1].Vendor != "渝算通" {
		t.Fatalf("quotes %+v", res.Quotes)
	}
	if len(res.NotOffers) != 1 || res.NotOffers[0].Row != 13 || res.NotOffers[0].Reason.Key != "import.prose.buyer" {
		t.Errorf("李晓明 (a person, no party beside) is read as the buyer, his line no offer: %+v (problems %+v)", res.NotOffers, res.Problems)
	}
}

// MK0090-MK0098: a sender's new list saying its earlier quotes are void
// ("以此为准，之前报价作废") leaves none of that sender's earlier offers, of
// any GPU; another sender's stand.
func TestVoidEarlierOffers(t *testing.T) {
	res := readText(t, "group.txt", "微信聊天记录 - 资源对接群\n\n"+
		"2027-01-06 09:12:33 杨建（岷山算力）\n1. H100 SXM 8卡 整机 月租 6.6万/台\n2. H20 96G 8卡 月租 3.8万/台\n\n"+
		"2027-01-07 10:00:00 周敏（锦江智算）\nL40S 8卡 月租 1.75万/台\n\n"+
		"2027-01-14 08:55:10 杨建（岷山算力）\n1月14日价格更新（以此为准，之前报价作废）：\n1. H100 SXM 8卡 整机 月租 6.4万/台\n")
	got := map[string]float64{}
	for _, q := range res.Quotes {
		got[q.GPU] = q.Price
	}
	if len(res.Quotes) != 2 || got["H100-80G-SXM"] != 64000 || got["L40S-48G"] != 17500 {
		t.Errorf("quotes %v, want the new H100 and the other sender's L40S only (not offers %d)", got, len(res.NotOffers))
	}
}
