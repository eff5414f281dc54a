package quotes

import (
	"strings"
	"testing"
)

// rowPrices are the stored prices by source row, and how many quotes each row gave.
func rowPrices(res *FileResult) (map[int]float64, map[int]int) {
	got, n := map[int]float64{}, map[int]int{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = q.Price
		n[q.SourceRow]++
	}
	return got, n
}

// refusedRow: a problem names the row.
func refusedRow(res *FileResult, row int) bool {
	for _, p := range res.Problems {
		if p.Row == row {
			return true
		}
	}
	return false
}

// A row with the vendor's first price, the buyer's counter and the final
// price stores one offer, the final one; a final cell that keeps the first
// price or agrees to the counter reads that column, said on the quote; the
// buyer's figure is never an offer of its own (RO0001, RO0022, RO0025,
// RO0104, RO0105).
func TestFinalPriceBesideCounterOffer(t *testing.T) {
	for _, hdr := range [][3]string{{"初报价", "客户还价", "最终价"}, {"贵司报价", "我方目标价", "最终报价"}} {
		res := readCSV(t, "counter.csv",
			"青羊云算 报价单（议价后），单位：元/卡/时",
			"GPU型号,每台卡数,"+hdr[0]+","+hdr[1]+","+hdr[2],
			"RTX 4090 24G,8,1.85,1.60,1.72",
			"RTX 4090D 24G,8,1.60,1.40,维持原价",
			"L20 48G,8,2.90,2.50,同意还价",
			"H200 141G,8,18,15,已售罄",
		)
		got, n := rowPrices(res)
		want := map[int]float64{3: 1.72, 4: 1.60, 5: 2.50}
		for r, p := range want {
			if got[r] != p || n[r] != 1 {
				t.Errorf("%v: row %d: %d quotes, price %v; want one, %v (problems %+v)", hdr, r, n[r], got[r], p, res.Problems)
			}
		}
		if n[6] != 0 || !refusedRow(res, 6) {
			t.Errorf("%v: the sold-out row 6 stored %d quotes or was not refused: %+v", hdr, n[6], res.Problems)
		}
		for _, q := range res.Quotes {
			if q.SourceRow == 5 && !hasWarning(q, hdr[1]) {
				t.Errorf("%v: “同意还价” read the buyer's figure without naming its column: %v", hdr, q.Warnings)
			}
		}
	}
}

// A cell agreeing with a figure of its own ("同意按1.70") is that figure,
// not the buyer's; a lone buyer column never gives an offer (RO0106, RO0003).
func TestAgreedWithOwnFigureAndLoneCeiling(t *testing.T) {
	res := readCSV(t, "reply.csv",
		"星链算力 报价（元/卡/时）",
		"GPU型号,每台卡数,贵司报价,我方目标价,最终价",
		"RTX 4090 24G,8,1.90,1.60,同意按1.70",
	)
	if got, _ := rowPrices(res); got[3] == 1.60 {
		t.Errorf("“同意按1.70” read as the buyer's 1.60: %+v", res.Quotes)
	}
	res = readCSV(t, "ceiling.csv",
		"供应商,GPU型号,每台卡数,最高限价(元/卡/时),入围价(元/卡/时)",
		"岚峰,A100 SXM 80G,8,13.5,12.8",
		"云栖,A100 SXM 80G,8,13.5,本包流标",
	)
	got, n := rowPrices(res)
	if got[2] != 12.8 || n[2] != 1 || n[3] != 0 || !refusedRow(res, 3) {
		t.Errorf("入围价 beside 最高限价: prices %v counts %v problems %+v; want 12.8 once, row 3 refused", got, n, res.Problems)
	}
}

// The vendor's reply column on the buyer's own form is the offer: "同意"
// takes the target, "维持原报价" the earlier quote, a figure is the new
// price; the column never names the vendor (RO0036, RO0101, RO0106).
func TestVendorReplyColumnIsTheOffer(t *testing.T) {
	res := readCSV(t, "huanjia.csv",
		"还价函（供应商回复表）",
		"序号,资源,每台卡数,贵司报价,计价单位,我方目标价,供应商回复",
		"1,A800 80G SXM,8,\"37,000\",元/台/月,\"34,000\",同意",
		"2,RTX 4090 24G,8,1.90,元/卡/时,1.60,可以做到1.70",
		"3,H20 96G,8,\"31,000\",元/台/月,\"28,000\",维持原报价",
		"4,RTX 4090D 24G,8,\"10,500\",元/台/月,\"9,500\",同意，但须一次付清3个月",
		"备注：回复为“同意”的按我方目标价执行。",
		"供应商（盖章）：新都星链算力（成都）有限公司",
	)
	got, n := rowPrices(res)
	want := map[int]float64{3: 34000, 4: 1.70, 5: 31000, 6: 9500}
	for r, p := range want {
		if got[r] != p || n[r] != 1 {
			t.Errorf("row %d: %d quotes, price %v; want one, %v (problems %+v)", r, n[r], got[r], p, res.Problems)
		}
	}
	for _, q := range res.Quotes {
		if q.SourceRow == 6 && (q.MinHours == nil || *q.MinHours != 2160) {
			t.Errorf("row 6: “须一次付清3个月” after the agreement gives min_hours %v, want 2160", q.MinHours)
		}
		if q.Vendor == "同意" || q.Vendor == "维持原报价" || q.Vendor == "可以做到1.70" {
			t.Errorf("row %d: the reply %q read as the vendor", q.SourceRow, q.Vendor)
		}
	}
}

// A list price (刊例价) beside the contract price is no offer of its own;
// the discount between them is already in the contract price, and an empty
// contract cell the file says falls back to the list price reads it,
// warned (RO0015, RO0030).
func TestListPriceBesideContractPrice(t *testing.T) {
	res := readCSV(t, "voucher.csv",
		"龙泉智算 报价单",
		"资源,每台卡数,计价单位,刊例价,商务折扣,合同单价,券后实付单价",
		"H800 SXM 80G,8,元/台/月,98000,88折,86240,60368",
		"A800 SXM 80G,8,元/台/月,40000,不适用,,",
		"说明：合同单价为空的按刊例价执行；券后实付单价仅供参考，不作为合同价格。",
	)
	got, n := rowPrices(res)
	if got[3] != 86240 || n[3] != 1 {
		t.Errorf("row 3: %d quotes, price %v; want one, 86240 (problems %+v)", n[3], got[3], res.Problems)
	}
	if got[4] != 40000 || n[4] != 1 {
		t.Errorf("row 4: %d quotes, price %v; want the list price 40000 by the note (problems %+v)", n[4], got[4], res.Problems)
	}
}

// A line above the header that quotes a column's name speaks of that
// column ("Was" = our earlier offer, no longer valid), not of the table.
func TestColumnLegendIsNoReferenceMarker(t *testing.T) {
	hdr := []string{"GPU", "Was (USD)", "Now (USD)", "Unit"}
	if !legendOfColumn(`"Was" = our 2026-11-20 offer (no longer valid). "Now" = revised price.`, hdr) {
		t.Errorf("a legend quoting “Was” not taken for a column legend")
	}
	if legendOfColumn("Prices below are no longer valid", hdr) {
		t.Errorf("a line quoting no header taken for a column legend")
	}
	res := readCSV(t, "wasnow.csv",
		"Harbourline Compute Ltd. - revised offer, all prices in USD",
		`"""Was"" = our 2026-11-20 offer (no longer valid). ""Now"" = revised price."`,
		"GPU,GPUs per server,Was (USD),Now (USD),Unit",
		"NVIDIA H100 SXM 80GB,8,2.39,2.19,per GPU-hour",
		"NVIDIA H200 141GB,8,3.79,Sold out,per GPU-hour",
		"NVIDIA L40S 48GB,8,0.95,0.95,per GPU-hour",
		"NVIDIA A100 SXM 80GB,8,1.45,1.29,per GPU-hour",
	)
	got, n := rowPrices(res)
	if got[4] != 2.19 || n[4] != 1 || got[7] != 1.29 || n[5] != 0 || !refusedRow(res, 5) {
		t.Errorf("Was/Now: prices %v counts %v problems %+v; want 2.19 once, row 5 refused", got, n, res.Problems)
	}
}

// A line setting fields side by side names the seller in its 乙方 field.
func TestPartyFieldAmongOthers(t *testing.T) {
	s := vendorScope{titles: []string{"合同编号：XD-2026-0718　　甲方：某科研单位　　乙方：成都青城算力网络有限公司"}}
	cs := partyVendor(s)
	if len(cs) != 1 || cs[0].ev.Value != "成都青城算力网络有限公司" {
		t.Errorf("乙方 field: %+v", cs)
	}
}

// A buyer's form whose only price column is the buyer's own figure (目标价,
// 最高限价) stores no offer: the rows are refused or named, never read at
// the buyer's price (RO0002).
func TestLoneBuyerColumnIsNoOffer(t *testing.T) {
	res, err := Read("rfq.csv", csvOf(
		"询价函：请供应商填写报价",
		"供应商,GPU型号,每台卡数,我方目标价(元/卡/时)",
		"岚峰,A100 SXM 80G,8,12.5",
		"云栖,H800 SXM 80G,8,15",
	))
	if err != nil {
		return // no price column at all: the file is refused whole
	}
	for _, q := range res.Quotes {
		if q.Price == 12.5 || q.Price == 15 {
			t.Errorf("row %d stored at the buyer's target %v", q.SourceRow, q.Price)
		}
	}
}

// FuzzColumnLegend: whatever the line and headers, legendOfColumn never
// panics, and a line it takes for a legend quotes one of the headers.
func FuzzColumnLegend(f *testing.F) {
	f.Add(`"Was" = our offer (no longer valid)`, "GPU|Was (USD)|Now (USD)")
	f.Add("“原价”为上期报价，已作废", "型号|原价|现价")
	f.Add("「」“”\"\"", "|")
	f.Fuzz(func(t *testing.T, line, header string) {
		hs := splitFuzz(header)
		if !legendOfColumn(line, hs) {
			return
		}
		for _, h := range hs {
			if core := strings.TrimSpace(reHint.ReplaceAllString(norm(h), "")); core != "" && strings.Contains(norm(line), core) {
				return
			}
		}
		t.Errorf("%q taken for a legend of %q, which it does not name", line, hs)
	})
}

// FuzzBuyerPriceAgreed: whatever a vendor's cell and the buyer's figure
// say, reading the cell never panics, and a cell it reads as agreeing
// yields the buyer's own text, and holds no figure of its own.
func FuzzBuyerPriceAgreed(f *testing.F) {
	f.Add("同意还价", "27,000")
	f.Add("同意，但须一次付清3个月", "9,500")
	f.Add("同意按1.70", "1.60")
	f.Add("accepted", "—")
	f.Fuzz(func(t *testing.T, cell, buyer string) {
		b := &rowBuild{r: rowIn{extra: map[string]string{"客户还价": buyer, "初报价": "1.85"}}}
		h, p, ok := b.buyerPriceAgreed(cell)
		if !ok {
			return
		}
		if h != "客户还价" || !strings.HasPrefix(p, strings.TrimSpace(buyer)) {
			t.Errorf("%q read %q from %q, want the buyer's %q", cell, p, h, buyer)
		}
		if strings.ContainsAny(reTermMonths.ReplaceAllString(cell, ""), "0123456789") {
			t.Errorf("%q names a figure of its own, yet read as agreeing", cell)
		}
	})
}

// An evaluation's 评审价格 (the bid after a small-enterprise deduction) is
// a figure worked out from the bid, never an offer of its own (RO0042).
func TestEvaluatedPriceBesideBid(t *testing.T) {
	res := readCSV(t, "pingshen.csv",
		"价格评审表",
		"标的,投标人,投标报价（元/卡·时）,价格扣除比例,评审价格（元/卡·时）",
		"H200 141G SXM 整机8卡/台,成都天府智算,17.80,0%,17.80",
		"H200 141G SXM 整机8卡/台,四川岷江数智,18.60,10%,16.74",
	)
	got, n := rowPrices(res)
	if got[3] != 17.80 || n[3] != 1 || got[4] != 18.60 || n[4] != 1 {
		t.Errorf("投标报价 beside 评审价格: prices %v counts %v; want 17.80 and 18.60 once each (problems %+v)", got, n, res.Problems)
	}
}

// Every buyer's-figure word of price_state.tsv (还价 … 采购预算, reserve
// price) heads a column that is never stored as an offer beside the
// vendor's own price column (RO0001–RO0014, RO0045–RO0046).
func TestEveryBuyerWordBesideVendorPrice(t *testing.T) {
	n := 0
	for _, r := range priceHeaderWords.rows {
		if r[1] != "buyer" {
			continue
		}
		n++
		res, err := Read("annex.csv", csvOf(
			"框架协议价格附件",
			"供应商,GPU型号,每台卡数,"+r[0]+"(元/卡/时),入围价(元/卡/时)",
			"岚峰,A100 SXM 80G,8,13.5,11.2",
		))
		if err != nil {
			t.Errorf("%s: %v", r[0], err)
			continue
		}
		for _, q := range res.Quotes {
			if q.Price != 11.2 {
				t.Errorf("%s: stored %v, want only the vendor's 11.2", r[0], q.Price)
			}
		}
		if len(res.Quotes) != 1 {
			t.Errorf("%s: %d quotes, want 1", r[0], len(res.Quotes))
		}
	}
	if n < 16 {
		t.Errorf("%d buyer words, want the table's 16 or more", n)
	}
}

// A channel price list stores the end customer's price once: the partners'
// and agents' prices beside it are held out (CH0001, CH0013..CH0015), as is
// a channel column a vendor word names ("Reseller Net", CH0022); channel
// prices alone, several of them, store nothing, and the rows are refused.
func TestChannelPricesBesideEndPrice(t *testing.T) {
	res := readCSV(t, "channel.csv",
		"云禾算力 渠道价格体系，单位：元/卡/时",
		"GPU型号,刊例价,一级代理价,二级渠道价,终端指导价",
		"H100 SXM 80G,12.8,9.6,10.2,11.5",
		"L20 48G,4.6,3.3,3.55,4.1",
	)
	got, n := rowPrices(res)
	for r, p := range map[int]float64{3: 11.5, 4: 4.1} {
		if got[r] != p || n[r] != 1 {
			t.Errorf("row %d: %d quotes, price %v; want one, %v (problems %+v)", r, n[r], got[r], p, res.Problems)
		}
	}
	res = readCSV(t, "reseller.tsv",
		"Harbor Bridge Compute reseller list (USD)",
		"SKU\tGPU\tGPUs/instance\tBilling\tMSRP (USD)\tPartner discount\tReseller Net (USD)",
		"TG-H100-1\tH100 SXM 80GB\t1\tper GPU-hour\t3.10\t15%\t2.64",
		"TG-L40S-4\tL40S 48GB\t4\tper instance-hour\t4.60\t18%\t3.77",
		"TG-H200-8\tH200 141GB\t8\tper instance-hour\t30.40\t12%\t26.75",
	)
	got, n = rowPrices(res)
	if got[3] != 3.10 || n[3] != 1 {
		t.Errorf("MSRP beside Reseller Net: %d quotes, price %v (problems %+v)", n[3], got[3], res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor == "2.64" {
			t.Errorf("Reseller Net read as the vendor")
		}
	}
	// channel prices alone (一级代理价 | 二级代理价): which one the buyer pays is not said, nothing is stored
	agents, err := Read("agents.csv", csvOf(
		"代理价格表",
		"GPU型号,计价单位,报价,一级代理价,二级代理价",
		"H100 SXM 80G,元/卡/时,,9.6,10.2",
		"L20 48G,元/卡/时,,3.3,3.55",
	))
	if err == nil && len(agents.Quotes) != 0 {
		t.Errorf("channel prices alone: %d quotes stored, first %v", len(agents.Quotes), agents.Quotes[0].Price)
	}
}

// A price for a first period, a new customer or a trial (TR0001..) is not a
// standing offer: beside the list price it is held out, one quote per row at
// the list price; alone it stores nothing.
func TestIntroPriceIsNoStandingOffer(t *testing.T) {
	res := readCSV(t, "promo.tsv",
		"某算力云 活动价",
		"GPU\t卡数\t刊例价(元/卡/时)\t新客首月价(元/卡/时)",
		"RTX 4090 24G\t1\t1.98\t1.38",
		"L20 48G\t8\t3.30\t2.64",
	)
	got, n := rowPrices(res)
	for r, p := range map[int]float64{3: 1.98, 4: 3.30} {
		if got[r] != p || n[r] != 1 {
			t.Errorf("row %d: %d quotes, price %v; want one, %v (problems %+v)", r, n[r], got[r], p, res.Problems)
		}
	}
	res = readCSV(t, "promo_en.csv",
		"Acme GPU cloud, USD per GPU-hour",
		"GPU,Unit,Introductory price,Price",
		"H100 SXM 80GB,per GPU-hour,1.49,2.49",
	)
	if got, n := rowPrices(res); got[3] != 2.49 || n[3] != 1 {
		t.Errorf("introductory beside the price: %d quotes, price %v (problems %+v)", n[3], got[3], res.Problems)
	}
	alone, err := Read("trial.csv", csvOf(
		"体验活动",
		"GPU型号,计价单位,新用户体验价",
		"H100 SXM 80G,元/卡/时,5.9",
	))
	if err == nil && len(alone.Quotes) != 0 {
		t.Errorf("a new user's price alone: %d quotes stored, first %v", len(alone.Quotes), alone.Quotes[0].Price)
	}
}

// A price only for a buyer who qualifies (入驻企业价, 会员价) beside the
// standing price is held out: one offer per row, the standing one; a row
// with only a qualifying price is refused; a lone qualifying column gives
// no offer (EL0001, EL0006).
func TestQualifiedPriceHeldOut(t *testing.T) {
	res := readCSV(t, "park.csv",
		"园区智算中心 价格表",
		"GPU型号,每台卡数,非会员价(元/卡/时),入驻企业价(元/卡/时),会员价(元/卡/时)",
		"A800 SXM 80G,8,6.5,5.2,5.85",
		"RTX 4090 24G,8,—（仅限入驻企业）,1.6,—",
	)
	got, n := rowPrices(res)
	if got[3] != 6.5 || n[3] != 1 {
		t.Errorf("row 3: %d quotes, price %v; want one, the standing 6.5 (problems %+v)", n[3], got[3], res.Problems)
	}
	if n[4] != 0 || !refusedRow(res, 4) {
		t.Errorf("row 4 with only a resident company's price stored %d quotes or was not refused: %+v", n[4], res.Problems)
	}
	alone, err := Read("member.csv", csvOf(
		"供应商,GPU型号,每台卡数,计价单位,报价,会员单价",
		"云栖,A800 SXM 80G,8,元/卡/时,,5.2",
	))
	if err == nil && len(alone.Quotes) != 0 {
		t.Errorf("a lone member's price stored as an offer: %+v", alone.Quotes)
	}
}

// A subsidised price the file says every buyer gets is the offer and the
// guidance price beside it is held out; a "—" in it whose row's note says
// the guidance price applies reads that price, warned. A line limiting it
// (仅限) keeps the subsidised price out (EL0009, EL0101, EL0151).
func TestQualifiedPriceForEveryBuyer(t *testing.T) {
	for _, c := range []struct {
		line     string
		want3    float64
		subsidy4 bool
	}{
		{"补贴后价格由中心在账单中直接扣减，适用于全部用户，无需另行申请。", 6.8, true},
		{"补贴后价格仅限入驻企业，需提供证明。", 8.5, false},
	} {
		res := readCSV(t, "subsidy.csv",
			c.line,
			"GPU型号,每台卡数,指导价(元/卡/时),补贴后价格(元/卡/时),备注",
			"H20 96G,8,8.5,6.8,",
			"L20 48G,8,3.6,—,该型号不参与补贴，按指导价结算",
		)
		got, n := rowPrices(res)
		if got[3] != c.want3 || n[3] != 1 {
			t.Errorf("%q: row 3: %d quotes, price %v; want one, %v (problems %+v)", c.line, n[3], got[3], c.want3, res.Problems)
		}
		if got[4] != 3.6 || n[4] != 1 {
			t.Errorf("%q: row 4: %d quotes, price %v; want one, the guidance 3.6 (problems %+v)", c.line, n[4], got[4], res.Problems)
		}
		for _, q := range res.Quotes {
			if q.SourceRow == 4 && c.subsidy4 && !hasWarning(q, "按指导价结算") {
				t.Errorf("%q: the dash read the guidance price without saying so: %v", c.line, q.Warnings)
			}
		}
	}
}

func TestEveryBuyerLine(t *testing.T) {
	for line, want := range map[string]bool{
		"补贴后价格适用于在本平台完成实名认证的全部用户，无需另行申请。":                            true,
		"Prices after subsidy apply to all customers automatically.": true,
		"补贴后价格需另行申请，审核通过后结算。":                                        false,
		"补贴后价格仅限全部用户中的认证企业。":                                         false,
		"本表价格适用于全部用户。":                                               false, // names no qualifying price
	} {
		w := "补贴后"
		if strings.Contains(line, "subsidy") {
			w = "after subsidy"
		}
		if got := qualifiedAloneForAll([]string{line}, w) != ""; got != want {
			t.Errorf("qualifiedAloneForAll(%q) = %v, want %v", line, got, want)
		}
	}
}

// A subsidy's cap beside the price (单个企业年度补贴上限（万元）, Subsidy cap
// (USD)) is no price column: one offer per row, the price, and no problem
// raised at the cap's cells (EL0201, EL0209).
func TestSubsidyCapIsNoPrice(t *testing.T) {
	for _, hdr := range []string{"单个企业年度补贴上限（万元）", "Subsidy cap (CNY/year)"} {
		res := readCSV(t, "notice.csv",
			"服务商,GPU型号,每台卡数,申报价格,计价单位,"+hdr,
			"某云,A800 SXM 80G,8,39600,元/台/月,100",
			"某云,L20 48G,8,3.30,元/卡/时,50",
		)
		got, n := rowPrices(res)
		if got[2] != 39600 || n[2] != 1 || got[3] != 3.30 || n[3] != 1 || len(res.Problems) != 0 {
			t.Errorf("%s: prices %v counts %v problems %+v; want 39600 and 3.30 once each, no problems", hdr, got, n, res.Problems)
		}
	}
}

// qualifiedAloneForAll on any text: what it returns is a sentence of the line that
// names the qualifying word, and never panics.
func FuzzEveryBuyerLine(f *testing.F) {
	f.Add("补贴后价格适用于全部用户，无需另行申请。", "补贴后")
	f.Add("Prices after subsidy apply to all users; only in CN", "after subsidy")
	f.Add("券后价仅限全部用户中的认证企业", "券后")
	f.Fuzz(func(t *testing.T, line, word string) {
		if word == "" {
			return
		}
		if got := qualifiedAloneForAll([]string{line}, word); got != "" && (!strings.Contains(line, got) || !holdsWord(norm(got), word)) {
			t.Errorf("qualifiedAloneForAll(%q, %q) = %q", line, word, got)
		}
	})
}
