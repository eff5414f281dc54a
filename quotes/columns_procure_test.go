package quotes

import (
	"strings"
	"testing"
)

// A multi-round inquiry export: only the final round is read, its time
// column is no price, and a bidder who gave no final price is refused at
// the final column, never stored from an earlier round.
func TestInquiryRoundsFinalOnly(t *testing.T) {
	for _, c := range []struct{ name, header, ok, gone string }{
		{"zh.csv", "询价项,供应商,首轮报价(元/卡/时),第二轮报价(元/卡/时),最终报价(元/卡/时),最终报价日期", "华北云,A800 80G SXM×8,7.2,6.9,6.8,2026-11-18", "东海算力,A800 80G SXM×8,7.5,7.1,已放弃,"},
		{"en.csv", "Item,Supplier,Round 1 (USD/GPU-hr),Round 2 (USD/GPU-hr),BAFO (USD/GPU-hr),Submitted time", "Northwind,8x H100 80GB SXM,2.6,2.4,2.3,11/18 10:09", "Eastgate,8x H100 80GB SXM,2.7,2.5,withdrawn,"},
	} {
		h := strings.Split(c.header, ",")
		row := func(s string) string { // vendor and item swapped into the header's order
			p := strings.Split(s, ",")
			return strings.Join(append([]string{p[1], p[0]}, p[2:]...), ",")
		}
		res := readCSV(t, c.name, strings.Join(h, ","), row(c.ok), row(c.gone))
		if len(res.Quotes) != 1 || res.Quotes[0].Price != map[string]float64{"zh.csv": 6.8, "en.csv": 2.3}[c.name] {
			t.Fatalf("%s: quotes %+v: want one quote at the final round's price", c.name, res.Quotes)
		}
		if p := problemAt(res, 3); p == nil || p.Column != h[4] {
			t.Errorf("%s: problems %v: want row 3 refused at the final column %s", c.name, res.Problems, h[4])
		}
	}
}

// Every round and time word is read as its kind.
func TestRoundAndStampWords(t *testing.T) {
	for _, r := range roundWords {
		if kind, w := headerRound(r[0] + "报价"); kind != r[1] || w != r[0] {
			t.Errorf("%q: %s by %q, want %s", r[0], kind, w, r[1])
		}
	}
	if kind, _ := headerRound("单价"); kind != "" {
		t.Error("单价 names no round")
	}
	for _, w := range stampWords {
		if stampHeader("报价"+w+"(元)") != w {
			t.Errorf("%q: want a time column", w)
		}
	}
}

// A colleague's comparison: his derived per-card-hour column is not read
// where the sheet says his figures are only for reference; without such a
// line, a disagreement between the two is still refused.
func TestDerivedColumnForReference(t *testing.T) {
	for _, note := range derivedNotes {
		res := readCSV(t, "cmp.csv",
			"供应商,卡型,每台卡数,原始报价,折合卡时价(元)",
			"甲云,H100 SXM 80G,8,9.5万/台/月,15.96",
			"说明："+note)
		if len(res.Quotes) != 1 || len(res.Problems) != 0 || !within(perGPUHour(t, res.Quotes[0]), 95000.0/720/8) {
			t.Errorf("%q: quotes %d, problems %v: want the vendor's 9.5万/台/月 read alone", note, len(res.Quotes), res.Problems)
		}
	}
	for _, w := range derivedWords {
		res := readCSV(t, "cmp.csv",
			"vendor,gpu,gpus per node,quoted price,"+w+" (CNY/GPU-hr)",
			"Acme,H100 SXM 80G,8,95000 CNY/node/month,15.96",
			"Figures in the last column are for reference only.")
		if len(res.Quotes) != 1 || len(res.Problems) != 0 {
			t.Errorf("%q: quotes %d, problems %v: want the original read alone", w, len(res.Quotes), res.Problems)
		}
	}
	res := readCSV(t, "cmp2.csv",
		"供应商,卡型,每台卡数,原始报价,折合卡时价(元)",
		"甲云,H100 SXM 80G,8,9.5万/台/月,15.96")
	if len(res.Quotes) != 0 || problemAt(res, 2) == nil {
		t.Errorf("quotes %d, problems %v: with nothing saying which counts, the disagreement is refused", len(res.Quotes), res.Problems)
	}
}

// An invoice's quantity column beside its rate is usage, never a price.
func TestInvoiceUsageNotPrice(t *testing.T) {
	for w := range usageWords {
		res := readCSV(t, "inv.csv",
			"Bill from,Kestrel Compute LLC",
			"Bill to,Acme Buyer Inc.",
			"",
			"Line,Description,"+w+",Unit,Rate (USD),Amount (USD)",
			`1,"1x H100 80GB SXM, on-demand",133.5,GPU-hr,2.49,332.42`,
			`2,"8x A100 80GB SXM node, on-demand",72,node-hr,11.2,806.40`)
		if len(res.Quotes) != 2 || res.Quotes[0].Price != 2.49 || res.Quotes[1].Price != 11.2 || res.Quotes[0].Vendor != "Kestrel Compute LLC" {
			t.Errorf("%q: quotes %+v: want one quote at the rate, from the biller", w, res.Quotes)
		}
	}
}

// The parties of a contract or invoice: the seller's line names the
// vendor, the buyer's line never does, whichever comes first.
func TestPartyLines(t *testing.T) {
	for _, c := range []struct{ lines []string }{
		{[]string{"甲方（采购方）：深圳某某科技有限公司", "乙方（服务方）：鹏程算力科技有限公司"}},
		{[]string{"Sold to: Acme Buyer Inc.", "Seller: 鹏程算力科技有限公司"}},
		{[]string{"出租人：鹏程算力科技有限公司", "承租人：深圳某某科技有限公司"}},
	} {
		lines := append(append([]string{}, c.lines...), "", "序号,配置说明,计费单位,含税单价(元)", "1,8×H800 SXM5 80G,卡·时,14.5")
		res := readCSV(t, "annex.csv", lines...)
		if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "鹏程算力科技有限公司" {
			t.Errorf("%v: quotes %s: want the seller's name", c.lines, bidVendors(res))
		}
	}
	for w, role := range wordMap("party_label") {
		got, name, ok := partyLine(strings.Title(w) + "：鹏程算力科技有限公司")
		if !ok || got != role || name != "鹏程算力科技有限公司" {
			t.Errorf("%q: %q %q %v, want %s", w, got, name, ok, role)
		}
	}
	if _, _, ok := partyLine("甲方式报价"); ok {
		t.Error("a word that only starts with a label is no party line")
	}
}

// An approximate figure heard on the phone is refused at its cell; a
// vendor's "约合" conversion, or a source column saying 口头 beside an
// exact price, is read as before.
func TestOralApproximatePrice(t *testing.T) {
	res := readCSV(t, "cmp.csv",
		"供应商,卡型,每台卡数,原始报价,状态",
		"云屿科技,L40S,8,约3.5/卡时（电话里说的，没书面）,口头",
		"云屿科技,A100 80G SXM,8,6.4元/卡/时,口头",
		"云屿科技,H20 96G,8,约合5.5元/卡时,有效",
		"云屿科技,L20 48G,8,约3元/卡时,口头")
	if len(res.Quotes) != 2 || problemAt(res, 2) == nil || problemAt(res, 5) == nil || problemAt(res, 2).Column != "原始报价" {
		t.Errorf("quotes %s, problems %v: want rows 2 and 5 refused at 原始报价, 3 and 4 read", bidVendors(res), res.Problems)
	}
	for _, w := range oralWords {
		r := readCSV(t, "o.csv", "vendor,gpu,price,status", "Acme,H100 SXM 80G,about 2.5 USD/GPU-hr,"+w, "Acme,A100 SXM 80G,1.5 USD/GPU-hr,ok")
		if len(r.Quotes) != 1 || problemAt(r, 2) == nil {
			t.Errorf("%q: want the approximate oral price refused", w)
		}
	}
	for _, w := range approxWords {
		if approxPrice(w[0]+" 2.5") != (w[1] == "yes") {
			t.Errorf("%q: want approximate %s", w[0], w[1])
		}
	}
}

// A cloud bill: the rate's unit is the 单价单位 column, not the plan words
// of 计费方式; a disk line beside the instance is no GPU offer; usage and
// totals are never the price.
func TestCloudBillLines(t *testing.T) {
	res := readCSV(t, "bill.csv",
		"服务商,云岚智算",
		"",
		"产品名称,实例规格,计费方式,计费项,用量,用量单位,单价,单价单位,应付金额(元)",
		"GPU云服务器,g8.4xL20 (4 * L20 48GB),按量付费,实例费用,120,小时,12.80,元/小时,1536.00",
		"GPU云服务器,g8.4xL20 (4 * L20 48GB),按量付费,系统盘(ESSD 200GB),120,小时,0.08,元/小时,9.60",
		"GPU云服务器,g7.8xH20 (8 * H20 96GB),包年包月,实例费用,1,月,33600.00,元/月,33600.00")
	if len(res.Quotes) != 2 || len(res.NotOffers) != 1 || res.NotOffers[0].Row != 5 || res.NotOffers[0].Column != "计费项" {
		t.Fatalf("quotes %d, problems %v, not offers %v: want the two instance lines, the disk line named", len(res.Quotes), res.Problems, res.NotOffers)
	}
	if got := perGPUHour(t, res.Quotes[0]); !within(got, 3.2) {
		t.Errorf("L20 line: %v a GPU-hour, want 12.80/4 = 3.2", got)
	}
	if got := perGPUHour(t, res.Quotes[1]); !within(got, 33600.0/720/8) {
		t.Errorf("H20 line: %v a GPU-hour, want 33600 a month over 8 cards", got)
	}
	for _, w := range otherFees {
		r := readCSV(t, "b.csv", "实例规格,计费项,单价,单价单位,供应商", "1 * L20 48GB,"+w+" 1,0.5,元/小时,甲云", "1 * L20 48GB,实例费用,3.2,元/小时,甲云")
		if len(r.NotOffers) != 1 || len(r.Quotes) != 1 {
			t.Errorf("%q: quotes %d, not offers %v", w, len(r.Quotes), r.NotOffers)
		}
	}
	for h := range feeHeaders {
		r := readCSV(t, "b.csv", "实例规格,"+h+",单价,单价单位,供应商", "1 * L20 48GB,系统盘,0.5,元/小时,甲云", "1 * L20 48GB,实例费用,3.2,元/小时,甲云")
		if len(r.NotOffers) != 1 || len(r.Quotes) != 1 {
			t.Errorf("%q: quotes %d, not offers %v", h, len(r.Quotes), r.NotOffers)
		}
	}
}

// FM: a framework agreement's annex sets the buyer's 最高限价 beside each
// supplier's 入围价: the ceiling is the buyer's figure, never an offer; the
// 入围价 is read, a failed lot's text refused.
func TestBuyerFigureColumn(t *testing.T) {
	res := readCSV(t, "annex.csv",
		"采购包,配置要求,计价单位,最高限价,入围供应商,入围价",
		"包1,8×H800 SXM5 80GB,元/卡·时,13.5,西部星河云计算（成都）有限公司,11.9",
		"包1,8×H800 SXM5 80GB,元/卡·时,13.5,四川岷江数智科技有限公司,12.2",
		"包5,8×B200 180GB,元/卡·时,26,本包流标,本包流标")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v: want the two 入围价 only", res.Quotes, res.Problems)
	}
	for i, want := range []float64{11.9, 12.2} {
		if q := res.Quotes[i]; q.Price != want {
			t.Errorf("row %d: price %v, want the 入围价 %v", q.SourceRow, q.Price, want)
		}
	}
}
