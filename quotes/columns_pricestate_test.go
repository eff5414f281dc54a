package quotes

import (
	"strings"
	"testing"
)

// Old and new prices side by side: only the one in force is stored; a
// cell that says the earlier price stands reads it, one that says the
// offer is withdrawn is refused and its earlier price never stored.
func TestOldPriceBesideNewIsNotStored(t *testing.T) {
	for _, hdr := range [][2]string{{"原价", "新价"}, {"调整前", "调整后"}, {"Old rate", "New rate"}, {"旧价", "价格"}, {"原价（已停用）", "现价"}, {"原报价", "现报价"}, {"Original price", "Latest price"}} {
		res := readCSV(t, "notice.csv",
			"白云智算 价格调整通知（单位：元/卡/时）",
			"机型,单机卡数,"+hdr[0]+","+hdr[1],
			"A100 40G SXM,8,6.20,5.60",
			"RTX 4090,8,2.10,持平",
			"RTX 3090,8,1.30,停租",
			"L20 48G,8,—,4.10",
		)
		got := map[int]float64{}
		for _, q := range res.Quotes {
			got[q.SourceRow] = q.Price
		}
		want := map[int]float64{3: 5.6, 4: 2.1, 6: 4.1}
		if len(got) != len(want) {
			t.Errorf("%v: stored rows %v, want %v (problems %+v)", hdr, got, want, res.Problems)
			continue
		}
		for r, p := range want {
			if got[r] != p {
				t.Errorf("%v: row %d price %v, want %v", hdr, r, got[r], p)
			}
		}
		refused := false
		for _, p := range res.Problems {
			if p.Row == 5 {
				refused = true
			}
		}
		if !refused {
			t.Errorf("%v: the withdrawn row 5 is not refused: %+v", hdr, res.Problems)
		}
		for _, q := range res.Quotes {
			if q.SourceRow == 4 && !hasWarning(q, "持平") {
				t.Errorf("%v: “持平” read without saying so: %v", hdr, q.Warnings)
			}
		}
	}
}

// 原价 with no price marked new beside it is the list price a discount is
// taken from, still read; a lone price column marked 已停用 is the only
// price there is.
func TestListPriceAloneStaysAPrice(t *testing.T) {
	res := readCSV(t, "list.csv",
		"供应商,GPU,每台卡数,原价(元/卡/时)",
		"岚峰,A100 SXM 80G,8,5.5",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 5.5 {
		t.Fatalf("原价 alone: %+v %+v", res.Quotes, res.Problems)
	}
}

// A row whose status or notes say the offer is withdrawn is not an offer.
func TestWithdrawnRowIsNoOffer(t *testing.T) {
	res := readCSV(t, "status.csv",
		"供应商,GPU,每台卡数,单价(元/卡/时),备注",
		"岚峰,A100 SXM 80G,8,5.5,",
		"岚峰,H100 SXM 80G,8,15,已下架（旧价，勿用）",
		"岚峰,H800 SXM 80G,8,12,即将下架",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("stored %d quotes, want 2: %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.SourceRow == 3 {
			t.Errorf("the withdrawn row was stored: %+v", q)
		}
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 3 || !strings.Contains(res.Problems[0].Reason.In("en"), "withdrawn") {
		t.Errorf("problems %+v", res.Problems)
	}
}

// A lone price column the header marks withdrawn is the only price there
// is: read, and held for review.
func TestLoneStaleColumnHeldForReview(t *testing.T) {
	res := readCSV(t, "lone.csv",
		"供应商,GPU,每台卡数,单价（9月，已停用）,计价单位",
		"岚峰,A100 SXM 80G,8,5.5,元/卡/时",
	)
	if len(res.Quotes) != 1 || len(res.Quotes[0].ReviewReasons) == 0 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}

// An empty current-price cell reads the earlier price only where the
// file's own note says an empty one is unchanged, warned with the note;
// with no such note it is no price.
func TestBlankCurrentPriceByNote(t *testing.T) {
	rows := []string{
		"供应商,GPU,每台卡数,原报价(元/卡/时),现报价(元/卡/时)",
		"岚峰,A100 SXM 80G,8,5.5,5.2",
		"岚峰,H100 SXM 80G,8,9.8,",
	}
	for _, tc := range []struct {
		note string
		want bool
	}{
		{"说明：现报价为空 = 未变化，按原报价；删除线 = 已作废", true},
		{"Note: an empty 现报价 cell means no change", true},
		{"说明：现报价为空 = 待定", false},
		{"说明：原报价为空 = 未变化", false},
		{"", false},
	} {
		res := readCSV(t, "shared.csv", append(append([]string{}, rows...), "", tc.note)...)
		var row3 *Quote
		for i := range res.Quotes {
			if res.Quotes[i].SourceRow == 3 {
				row3 = &res.Quotes[i]
			}
		}
		switch {
		case tc.want && (row3 == nil || row3.Price != 9.8 || !hasWarning(*row3, "未变化") && !hasWarning(*row3, "no change")):
			t.Errorf("%q: row 3 = %+v, want 9.8 warned with the note (problems %+v)", tc.note, row3, res.Problems)
		case !tc.want && row3 != nil:
			t.Errorf("%q: the empty cell was read as %v", tc.note, row3.Price)
		}
	}
}

// A row whose status or stock cell says it cannot be ordered is no offer,
// refused at that cell with its words, whatever price it still shows; a
// status that is not one of those words (少量, LIMITED) leaves the row an
// offer, and a zone code under an "availability zone" header is no status.
func TestRowNotOnOfferByStatus(t *testing.T) {
	res := readCSV(t, "feed.csv",
		"供应商,GPU型号,单机卡数,刊例价,协议价,单位,库存状态",
		"蓉安云,H200 141G,8,138000,,元/台/月,暂停销售",
		"蓉安云,H800 80G SXM,8,96000,82000,元/台/月,少量",
		"蓉安云,L20 48G,8,19800,18000,元/台/月,已下架",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "H800-80G-SXM" {
		t.Fatalf("status: %+v %v", res.Quotes, res.Problems)
	}
	for _, row := range []int{2, 4} {
		found := false
		for _, p := range res.Problems {
			found = found || p.Row == row && p.ColumnLetter == "G" && strings.Contains(p.Text("en"), "not on offer")
		}
		if !found {
			t.Errorf("row %d not refused at its status cell: %v", row, res.Problems)
		}
	}
	res = readCSV(t, "feed.tsv",
		"vendor,gpu_model,gpus_per_node,availability_zone,available_nodes,status,price,price_unit",
		"Emei,H20 96GB,8,cn-north-tba,20,AVAILABLE,39600,CNY/node/month",
		"Emei,H20 141GB,8,cn-north-a,0,SOLD_OUT,,CNY/node/month",
		"Emei,B200,8,cn-north-a,0,LIMITED,52000,CNY/node/month",
		"Emei,A800 80G SXM,8,cn-north-a,3,ON_REQUEST,,CNY/node/month",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "H20-96G" {
		t.Fatalf("feed: %+v %v", res.Quotes, res.Problems)
	}
	want := map[int]string{3: "SOLD_OUT", 4: "none available", 5: "ON_REQUEST"}
	for row, w := range want {
		found := false
		for _, p := range res.Problems {
			found = found || p.Row == row && strings.Contains(p.Text("en"), w)
		}
		if !found {
			t.Errorf("row %d: no refusal saying %q: %v", row, w, res.Problems)
		}
	}
}

func FuzzStateSaysNoOffer(f *testing.F) {
	for _, s := range []string{"SOLD_OUT", "暂停销售", "AVAILABLE", "❌ 无货", "on_request", "", "_", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if stateSaysNoOffer(s) && strings.TrimSpace(s) == "" {
			t.Fatalf("%q: a blank status says no offer", s)
		}
	})
}

// A row refused because a column the importer does not read says the offer
// is withdrawn (状态 “已下架”) names that column's letter as well as its header.
func TestWithdrawnRowNamesUnreadColumnLetter(t *testing.T) {
	res := readCSV(t, "s.csv",
		"商品ID,店铺,商品标题,显卡,价格,单位,状态",
		"1,极光算力,A100 8卡,A100-80G,5.9,元/卡/时,在售",
		"2,云岫科技,T4 单卡推理,T4,—,元/卡/时,已下架")
	p := problemAt(res, 3)
	if p == nil || p.Reason.Key != "import.err.row_withdrawn" || p.Column != "状态" || p.ColumnLetter != "G" {
		t.Fatalf("problem %+v, want row 3 refused at 状态 (G)", p)
	}
}

// A renewal or adjustment notice states the price now beside the price paid
// next (当前单价 | 续费单价, 现价 | 调整后价格; words/windows.tsv price_window):
// only the next one is stored, the one now is kept as its warning; a renewal
// refused in its cell (停止续费) is no offer and its current price is never
// stored.
func TestNextPriceBesideCurrentIsTheOffer(t *testing.T) {
	for _, c := range [][3]string{
		{"当前单价", "续费单价", "到期后续费按下表执行"},
		{"当前单价", "续费后单价", ""},
		{"Current price", "Renewal price", ""},
		{"现价", "调整后价格", "调整后价格自2027年1月1日起执行"},
	} {
		res := readCSV(t, "renewal.csv",
			"白云智算 续费通知（单位：元/卡/时）",
			c[2],
			"机型,单机卡数,"+c[0]+","+c[1],
			"A100 40G SXM,8,6.20,5.60",
			"RTX 3090,8,1.30,停止续费（机型下线）",
		)
		if got := pricesByRow(res); len(res.Quotes) != 1 || len(got[4]) != 1 || got[4][0] != 5.6 {
			t.Errorf("%v: stored %v, want only row 4 at 5.6 (problems %+v)", c, got, res.Problems)
		}
		if !refusedRows(res)[5] {
			t.Errorf("%v: the renewal refused on row 5 is not refused: %+v", c, res.Problems)
		}
	}
}

// A price-change notice's old and new monthly rent (原月租 | 新月租（4月1日起）):
// the new rent is the offer, the old one never a second quote; 不变 keeps the
// old rent, 停止供应 refuses the row.
func TestOldNewMonthlyRent(t *testing.T) {
	res := readCSV(t, "notice.csv",
		"青城云算 关于GPU整机租赁价格调整的通知",
		"自2028年4月1日起下列机型月租调整如下（含税，元/台/月）：",
		"机型,单机卡数,原月租,新月租（4月1日起）",
		"H100 SXM5 80G,8,\"42,000\",\"37,800\"",
		"L40S 48G,8,\"13,800\",不变",
		"V100 SXM2 32G,8,\"6,800\",停止供应")
	if len(res.Quotes) != 2 || len(res.Problems) != 1 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	if res.Quotes[0].Price != 37800 || res.Quotes[1].Price != 13800 {
		t.Errorf("prices %v %v", res.Quotes[0].Price, res.Quotes[1].Price)
	}
}

// OL0001-3: a price header opening with 原/旧/老 before a price header of its
// own ("原协议价" beside "调整后协议价") is the earlier price, held out beside
// the new one whatever its rest says; alone it is still read.
func TestEarlierLeadPriceHeader(t *testing.T) {
	res := readCSV(t, "adj.csv",
		"某某云 框架协议价格调整明细",
		"GPU型号,单机卡数,计量单位,原协议价,调整后协议价",
		"A800 80G NVLink,8,元/台·月,38000,33600",
		"L20 48G,4,元/台·月,8200,7400")
	if len(res.Quotes) != 2 || res.Quotes[0].Price != 33600 || res.Quotes[1].Price != 7400 {
		t.Fatalf("quotes %+v, want the adjusted prices only; problems %+v", res.Quotes, res.Problems)
	}
	alone := readCSV(t, "alone.csv",
		"某某云 框架协议价格",
		"GPU型号,单机卡数,计量单位,原协议价",
		"L20 48G,4,元/台·月,8200")
	if len(alone.Quotes) != 1 || alone.Quotes[0].Price != 8200 {
		t.Errorf("alone: quotes %+v problems %+v", alone.Quotes, alone.Problems)
	}
	if earlierLead("原厂维保") != "" || earlierLead("原协议价") != "原" {
		t.Errorf("earlierLead: 原厂维保 %q, 原协议价 %q", earlierLead("原厂维保"), earlierLead("原协议价"))
	}
}

// CP0101-18: an open-book quote's price to the buyer (对贵司报价) beside the
// parts it is built from (上游结算价, 我司服务费): the price to the buyer is
// the offer, sold by the file's sender, the upstream column kept as text;
// a service fee with no price marked the buyer's beside it is still read.
func TestCostPlusPriceToBuyer(t *testing.T) {
	res := readCSV(t, "costplus.csv",
		"某甲算力服务有限公司 — 成本加成报价单（致：某乙科技有限公司）",
		"序号,资源名称,GPU型号,每台卡数,上游资源方,上游结算价(元/卡时),加成率,我司服务费(元/卡时),对贵司报价(元/卡时，含税)",
		"1,H100整机,H100 SXM5 80GB,8,某某智算中心,9.80,6%,0.30,10.69",
		"2,A800整机,A800 80G SXM,8,某丙IDC,5.20,6%,0.25,5.76")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for k, want := range []float64{10.69, 5.76} {
		if q := res.Quotes[k]; q.Price != want || q.Vendor != "某甲算力服务有限公司" && q.Vendor != "某甲算力" {
			t.Errorf("quote %d: %s %v, want 某甲算力 at %v", k, q.Vendor, q.Price, want)
		}
	}
	fee := readCSV(t, "fee.csv",
		"某甲算力 价目表",
		"GPU型号,每台卡数,单价(元/卡时),服务费(元/卡时)",
		"H100 SXM5 80GB,8,9.80,",
		"A800 80G SXM,8,,5.20")
	if !partIncluded("我司报价（含代采服务费）", "服务费") || partIncluded("我司服务费(元/卡时)", "服务费") {
		t.Error("partIncluded: a price including the fee is no part; the fee alone is")
	}
	if len(fee.Quotes) != 2 || fee.Quotes[0].Price != 9.80 || fee.Quotes[1].Price != 5.20 {
		t.Errorf("a lone service fee: quotes %+v problems %+v", fee.Quotes, fee.Problems)
	}
}

// A row whose note opens naming its price a hold fee ("保留费；切换后按序号5计费")
// holds machines for the buyer and buys no GPU time: refused at the note;
// the usage row beside it is read, its 最短启用时长 the minimum (QS0007).
func TestHoldFeeRowByNote(t *testing.T) {
	res := readCSV(t, "dr.csv",
		"某某云港 同城灾备资源报价",
		"序号,GPU型号,每台卡数,台数,灾备模式,单价,计价单位,最短启用时长,说明",
		"1,H800 SXM5,8,6,温备-冷备部分,\"1,200\",元/卡/月,,保留费；切换后按序号2计费",
		"2,H800 SXM5,8,6,切换启用,10.5,元/卡/时,72小时,按实际用卡时长计")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 10.5 || res.Quotes[0].MinTerm == nil || res.Quotes[0].MinTerm.Hours(720) != 72 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 3 || res.Problems[0].Reason.Key != "import.err.hold_fee_row" || res.Problems[0].Column != "说明" {
		t.Errorf("problems %+v, want the hold fee row refused at its note", res.Problems)
	}
	if holdFeeLead("含保留费") != "" || holdFeeLead("保留费；切换后计费") != "保留费" || holdFeeLead("关机保留GPU时收保留费，释放后不收费") != "" {
		t.Error("holdFeeLead: only a note opening with the word")
	}
}

// AW0001-5: a review of a vendor's prices (送审单价 | 审定单价) with the
// vendor's own response column: a response withdrawing the row ("撤回本项，
// 补充发票后重新报价") makes it no offer, refused at that cell, whatever
// price the review still shows; an agreeing row is read.
func TestVendorResponseWithdrawsRow(t *testing.T) {
	res := readCSV(t, "review.csv",
		"某甲云算科技有限公司 GPU 算力租赁服务报价审核对比表",
		"序号,服务内容,规格配置,计量单位,数量（台）,送审单价,供应商意见",
		"1,H800 GPU 服务器租赁,8×H800 SXM5 80G,元/台·月,4,64800,同意",
		"7,昇腾910B 服务器租赁,8×昇腾910B 64G,元/台·月,4,34560,撤回本项，补充发票后重新报价")
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "H800-80G-SXM" {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 4 || res.Problems[0].Column != "供应商意见" {
		t.Errorf("problems %+v, want the withdrawn row refused at 供应商意见", res.Problems)
	}
}

// A list price the header marks as the former one (原西岭云刊例价: the list of
// the brand before a change) beside the new price is held out, and a row
// whose new price is not given is refused, never stored at the former
// price (stop 53, set144/04).
func TestFormerListPriceHeldOut(t *testing.T) {
	res := readCSV(t, "list.csv",
		"某云 GPU 云服务器价格（首版）",
		"实例规格,GPU配置,原某甲云刊例价,某云价格,单位",
		"gn8.h800,8×H800 SXM5 80G,99.20,88.00,元/实例/小时",
		"gn8.910b,8×昇腾910B 64G,36.00,待发布,元/实例/小时",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 88 {
		t.Fatalf("want the new price 88 alone: %+v", res.Quotes)
	}
	if len(res.Problems) == 0 || res.Problems[0].Row != 4 {
		t.Errorf("the row with no new price is not refused: %+v", res.Problems)
	}
}

// A price header naming the month its price is in force ("6月执行价") states no
// 6-month term (stop 53, set143/07).
func TestMonthInForceIsNoTerm(t *testing.T) {
	res := readCSV(t, "index.csv",
		"某某算力 长租价格联动方案",
		"资源,配置,可供台数,6月执行价（元/台·月）",
		"H800整机,8×H800 SXM5 80G,4,69400",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].MinHours != nil {
		t.Fatalf("want one quote with no minimum term: %+v", res.Quotes)
	}
}

// A colleague's comparison sheet: the price as the vendor wrote it
// (报价原文, "2.85元/时" of a one-card instance with its period only) is the
// offer; the cost estimate over the planned months (三个月费用估算) is a total,
// held out, and the billing mode column names the plan (stop 53, set142/07).
func TestComparisonSheetPriceAsWritten(t *testing.T) {
	res := readCSV(t, "cmp.csv",
		"推理算力三方比价表",
		"供应商,GPU型号,每台卡数,拟租台数,报价原文,计费方式,折合（元/卡·时）,三个月费用估算（元）",
		"某甲算力,RTX 4090 24G,8,2,8800元/台·月,包月,1.53,52800",
		"某乙云,L20 48GB,8,2,\"11,800元/台·月\",包月,2.05,70800",
		"某乙云,L20 48GB,1,4,2.85元/时,按量,2.85,24624",
		"某丙算力,L40S 48G,1,4,62元/卡/天,包天,2.58,22320",
	)
	if len(res.Quotes) != 4 || len(res.Problems) != 0 {
		t.Fatalf("want four quotes from 报价原文: %+v %+v", res.Quotes, res.Problems)
	}
	if q := res.Quotes[2]; q.Price != 2.85 || q.PriceUnit != UnitGPUHour {
		t.Errorf("the one-card instance: %v %s", q.Price, q.PriceUnit)
	}
}

// Stop 54 (SC0001-6, EV0001-3, set147/04, 147/08): an everyday price
// (日常报价) beside a sales campaign's (周年庆价) is held out, whatever the
// campaign's column is called, and it is no period ("日常" names no day,
// "周年" no week): the unit column's 元/台/月 prices both. Where the
// campaign's cell is empty the row gives no offer from it; alone, the
// everyday price is the offer.
func TestEverydayPriceBesideCampaign(t *testing.T) {
	res := readCSV(t, "anniversary.csv",
		"供应商,GPU型号,每台卡数,日常报价,周年庆价,计价单位",
		"某云,A800-SXM4-80G,8,38500,31900,元/台/月",
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("quotes %d %v", len(res.Quotes), res.Problems)
	}
	q := res.Quotes[0]
	if q.Price != 31900 || q.PriceUnit != "node_month" {
		t.Errorf("campaign price: %v %s", q.Price, q.PriceUnit)
	}
	res = readCSV(t, "618.csv", // SC0014: a campaign's price is new, the earlier one beside it held out
		"供应商,GPU型号,每台卡数,包月（元/台·月） 原价,包月（元/台·月） 618价",
		"某云,A800-SXM4-80G,8,37440,29952",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 29952 || res.Quotes[0].NeedsReview {
		t.Errorf("原价 beside 618价: %+v %v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "everyday.csv",
		"供应商,GPU型号,每台卡数,日常价（元/台·月）",
		"某云,A800-SXM4-80G,8,38500",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 38500 || res.Quotes[0].PriceUnit != "node_month" {
		t.Errorf("everyday price alone: %+v %v", res.Quotes, res.Problems)
	}
}

// Stop 54 (knownWordsApart, set147/06): two offer columns told apart only by
// words the tables know, no dimension and the same role (官网618活动价 |
// 贵司专享价) are both stored and held for review naming both headers.
func TestKnownWordsApartHeldForReview(t *testing.T) {
	res := readCSV(t, "vip.csv",
		"供应商,GPU型号,卡数,计费方式,官网618活动价,贵司专享价,单位",
		"某云,RTX 4090 24G,1,按量,1.88,1.75,元/卡/小时",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if !q.NeedsReview || !hasWarningKey(q, "import.review.price_role_unknown") {
			t.Errorf("%v: not held for review: %v", q.Price, q.Warnings)
		}
	}
}
