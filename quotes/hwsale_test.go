package quotes

import (
	"slices"
	"strings"
	"testing"
)

// Sellers who sell hardware as well as rent it (hwsale, HS rules): what is
// priced (rent, sale, buy-back, trade-in, part, upkeep) is evidence per column
// and per row; only the rent is an offer. Invented rows, never a set's file.

// HS0001-HS0014 (words/columns.tsv column_not_rent): a sale, buy-back,
// trade-in, upkeep or ownership-cost column beside the rent is never the rent
// and refuses no row whose rent is readable.
func TestHSSaleColumnsBesideRent(t *testing.T) {
	for _, hdr := range []string{"整机采购价(万元/台)", "Purchase price (USD/server)", "回收价(元/台)", "按3年折旧折合(元/卡/时)", "维保(元/台/年)"} {
		res := readCSV(t, "s.csv",
			"青川算力 租售价目",
			"型号,单机卡数,"+strings.ReplaceAll(hdr, ",", " ")+",租金(元/台/月)",
			"H100 80G SXM,8,210,\"70,000\"",
			"L20 48G,8,45,\"16,000\"",
		)
		if c := column(res, "C"); c.Field != "" {
			t.Errorf("%s: read as %q by %s", hdr, c.Field, c.Rule)
		}
		if len(res.Quotes) != 2 || len(res.Problems) != 0 {
			t.Errorf("%s: %d quotes, problems %+v", hdr, len(res.Quotes), res.Problems)
		}
	}
}

// A billing-mode header word whose own bracket names a currency and a
// period ("Lease (USD/GPU/hr)") heads the money of that mode: a price column.
func TestHSModeWordWithMoneyBracket(t *testing.T) {
	s := headerScores("Lease (EUR/GPU/hr)")
	if _, mode := s[fMode]; mode || s[fPrice].score == 0 {
		t.Errorf("Lease (EUR/GPU/hr): %+v", s)
	}
	if s := headerScores("Lease"); s[fMode].score == 0 {
		t.Errorf("Lease alone is no longer a billing mode: %+v", s)
	}
	res := readCSV(t, "l.csv",
		"Fjord Compute AS - lease sheet",
		"GPU,GPUs/server,Units avail.,Lease (EUR/GPU/hr),Lease (EUR/server/month)",
		"H100 80GB SXM,8,3,2.10,\"11,800\"",
		"L40S 48GB,4,5,0.80,\"2,200\"",
	)
	if c := column(res, "D"); c.Field != fPrice {
		t.Errorf("D read as %q by %s", c.Field, c.Rule)
	}
	if c := column(res, "C"); c.Field != fNodes {
		t.Errorf("Units avail. read as %q by %s", c.Field, c.Rule)
	}
	if len(res.Quotes) != 4 {
		t.Errorf("%d quotes, want 4; problems %+v", len(res.Quotes), res.Problems)
	}
}

// A vendor name cut from a title never ends inside a bracket it opens.
func TestHSTitleVendorUnclosedBracket(t *testing.T) {
	for in, want := range map[string]string{
		"蓝湾智算「双十二·冬季特惠」价目表": "蓝湾智算「双十二·冬季特惠」价目表",
		"蓝湾智算「双十二":          "蓝湾智算",
		"蓝湾（成都）智算":          "蓝湾（成都）智算",
		"「活动":               "「活动",
		"":                  "",
	} {
		if got := cutUnclosedBracket(in); got != want {
			t.Errorf("cutUnclosedBracket(%q) = %q, want %q", in, got, want)
		}
	}
	if got := vendorFromTitle("蓝湾智算「双十二·冬季特惠」价目表（2026年12月）"); got != "蓝湾智算" {
		t.Errorf("vendor %q", got)
	}
}

// A price column with one price among marks of no price ("—", "询价") is
// still the price column its header names.
func TestHSMarksDoNotHideAPriceColumn(t *testing.T) {
	res := readCSV(t, "m.csv",
		"东坡算力 价目",
		"GPU,卡数/台,按小时(元/卡),包年(元/台)",
		"H20 96G,8,3.1,—",
		"A800 80G SXM,8,5.9,32.4万",
		"L20 48G,8,1.6,—",
		"RTX 4090 24G,8,询价,询价",
	)
	if c := column(res, "D"); c.Field != fPrice {
		t.Errorf("包年(元/台) read as %q by %s", c.Field, c.Rule)
	}
	yearly := 0
	for _, q := range res.Quotes {
		if q.SourceRow == 4 && q.MinHours != nil && *q.MinHours >= 8760 {
			yearly++
		}
	}
	if yearly != 1 {
		t.Errorf("the yearly price of row 4 not read: %+v", res.Quotes)
	}
}

// HS0201- (words/columns.tsv sale_item): a row labelled as a sale-side item is
// refused at that cell, even when it names a GPU and a unit that looks like a
// rate; a rent that includes the item is read.
func TestHSSaleItemRows(t *testing.T) {
	res := readCSV(t, "p.csv",
		"川西启明 价目",
		"项目,适用机型,价格,单位",
		"H100 8卡整机租赁（含维保服务）,H100 80G SXM 8卡,\"72,000\",元/台/月",
		"8卡整机延保一年,H100 80G SXM 8卡,\"52,000\",元/台/年",
		"GPU备件 模组,A800 80G SXM,\"60,000\",元/片/年",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].SourceRow != 3 {
		t.Fatalf("%d quotes, want row 3 only: %+v", len(res.Quotes), res.Quotes)
	}
	named := map[int]bool{}
	for _, p := range append(res.NotOffers, res.Problems...) {
		if p.Reason.Key == "import.hwsale.sale_item" {
			named[p.Row] = true
		}
	}
	if !named[4] || !named[5] {
		t.Errorf("sale-side rows not named: %+v %+v", res.NotOffers, res.Problems)
	}
	for _, s := range []string{"含维保服务", "免费延保", "incl. spare parts"} {
		if namesSaleItem(s) {
			t.Errorf("%q names a sale item", s)
		}
	}
}

// HS0301 (ditto.earlier_table): a ditto in a table under its own header takes the same item's cell
// from the table above it; with no such item it is refused as before.
func TestHSDittoEarlierTable(t *testing.T) {
	res := readCSV(t, "d.csv",
		"锦城智算 报价单",
		"一、设备销售",
		"产品名称,配置,数量,单价(元)",
		"H20 96G 8卡服务器,8×H20/2×Xeon 6430/1TB,1,980000",
		"",
		"二、租赁",
		"产品名称,配置,可租台数,租金,计费单位",
		"H20 96G 8卡服务器,同上,3,\"31,000\",元/台/月",
		"L20 48G 8卡服务器,同上,2,\"12,000\",元/台/月",
	)
	got := map[int]bool{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = true
	}
	refused := map[int]bool{}
	for _, p := range res.Problems {
		refused[p.Row] = p.Reason.Key == "import.ditto.nothing_above"
	}
	if !got[8] || !refused[9] {
		t.Errorf("quotes %v, refused %v: %+v", got, refused, res.Problems)
	}
}

func FuzzHSSaleWords(f *testing.F) {
	for _, s := range []string{"8卡整机维保服务", "含维保服务", "锦江「以旧换新", "（", "「」「", "incl. spare parts", "\xff「"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := cutUnclosedBracket(s)
		if !strings.HasPrefix(s, out) {
			t.Fatalf("cutUnclosedBracket(%q) = %q, not a prefix", s, out)
		}
		_ = namesSaleItem(s)
	})
}

// HS0401: a term clause in a price header's bracket beside the unit is the
// minimum term, never the period ("年租(元/卡/时，签1年)" is per card-hour, a
// year at least); a longer clause outweighs the plan word's own term.
func TestHSHeaderTermClause(t *testing.T) {
	for h, want := range map[string]float64{
		"年租(元/卡/时，签1年)":                     8760,
		"月租(元/卡/时，3个月起租)":                   2160,
		"包年价(元/卡/时，签2年)":                    17520,
		"Lease (USD/GPU/hr, min. 6 months)": 4320,
		"租金(元/卡/时)":                         -1,
	} {
		res := readCSV(t, "t.csv", "岷江算力 价目", "型号,单机卡数,\""+h+"\"", "H100 80G SXM,8,12.5", "L20 48G,8,2.2")
		if len(res.Quotes) != 2 {
			t.Fatalf("%s: %d quotes, problems %+v", h, len(res.Quotes), res.Problems)
		}
		for _, q := range res.Quotes {
			got := -1.0
			if q.MinTerm != nil {
				got = q.MinTerm.Hours(DefaultHoursPerMonth)
			}
			if q.PriceUnit != "gpu_hour" || got != want {
				t.Errorf("%s row %d: unit %s, min term %v h, want gpu_hour and %v", h, q.SourceRow, q.PriceUnit, got, want)
			}
		}
	}
}

// HS0501- (words/trade.tsv trade_sale): a direction cell that is only a sale
// word (出售, 回收, 以旧换新, 配件) names its row a not-offer; a used machine
// offered for rent ("出租", "二手" is no sale word) is read.
func TestHSDirectionCellSale(t *testing.T) {
	res := readCSV(t, "d.csv",
		"郫都算力 收售租行情",
		"业务类型,型号,规格,数量,价格,单位",
		"出售,RTX 4090 24G,单卡,20,\"12,900\",元/张",
		"回收,A100 80G PCIe,单卡,,\"6,000\",元/张/月",
		"以旧换新,V100 32G,单卡,,\"1,500\",元/张",
		"出租,RTX 4090 24G,8卡整机,6,1.5,元/卡/时",
		"二手,A100 80G SXM,8卡整机,2,\"36,000\",元/台/月",
	)
	got := map[int]bool{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = true
	}
	if len(res.Quotes) != 2 || !got[6] || !got[7] {
		t.Errorf("quotes %v, want rows 6 and 7; problems %+v", got, res.Problems)
	}
	named := map[int]bool{}
	for _, p := range res.NotOffers {
		named[p.Row] = p.Reason.Key == "import.hwsale.not_offer_sale"
	}
	for _, row := range []int{3, 4, 5} {
		if !named[row] {
			t.Errorf("row %d not named a sale: %+v", row, res.NotOffers)
		}
	}
}

// HS0601- (words/columns.tsv sale_line_lead): a line no reader took whose label
// says it is about selling, buying back, trading in or renting to own is named
// as no offer, not refused; a line with no such label is none.
func TestHSSaleLine(t *testing.T) {
	for line, want := range map[string]bool{
		"回收：A100整机长期回收，价格从优":                          true,
		"Trade-in: USD 9,000 credit per used A100":    true,
		"【四】租转售：租满6个月可按残值购买":                          true,
		"注：H100 包月 7.2万/台，可能被回收":                      false,
		"H100 8卡 回收价 150万":                            false,
		"Spot: H100 1.2 USD/GPU/hr, may be reclaimed": false,
	} {
		if _, got := saleLine(line); got != want {
			t.Errorf("saleLine(%q) = %v, want %v", line, got, want)
		}
	}
}

// Review mend (ditto.earlier_table): a ditto price never takes an earlier
// table's price (a sale's 单价 above a 月租), an earlier table heading the
// column with another field gives nothing, and an empty cell above mid-table
// is no header reached.
func TestHSDittoEarlierTableSameField(t *testing.T) {
	res := readCSV(t, "d.csv",
		"锦城智算 报价单",
		"一、设备销售",
		"GPU型号,配置,数量,单价(元/台)",
		"H20 96G,8×H20/1TB,1,980000",
		"",
		"二、租赁",
		"GPU型号,配置,可租台数,月租(元/台/月)",
		"H20 96G,同上,3,同上",
	)
	for _, q := range res.Quotes {
		if q.SourceRow == 8 {
			t.Errorf("ditto price took the sale's price: %v", q.Price)
		}
	}
	if !slices.ContainsFunc(res.Problems, func(p Problem) bool { return p.Row == 8 && p.Reason.Key == "import.ditto.nothing_above" }) {
		t.Errorf("row 8 not refused at its ditto price: %+v", res.Problems)
	}
	res = readCSV(t, "d2.csv",
		"锦城智算 报价单",
		"一、设备销售",
		"GPU型号,配置,数量,单价(元)",
		"H20 96G,8×H20/1TB,1,980000",
		"",
		"二、租赁",
		"GPU型号,机房,可租台数,月租(元/台/月)",
		"H20 96G,同上,3,31000",
	)
	for _, q := range res.Quotes {
		for _, w := range q.Warnings {
			if w.Key == "import.ditto.taken" {
				t.Errorf("ditto under another field (配置 above 机房) was taken: %v", w.Args)
			}
		}
	}
	tb := &table{rows: [][]string{{"GPU", "配置"}, {"H20", ""}, {"L20", "同上"}}, rowNum: []int{1, 2, 3}}
	if _, _, ok, reached := dittoAbove(tb, 2, 1, 1); ok || reached {
		t.Errorf("an empty cell above reads as the header reached")
	}
}

// Review mends (column_not_rent): a rent header that includes upkeep is the
// rent; a sale-price word under a rate per period is a reseller's rent; under a
// machine's price it is none.
func TestHSNotRentRateAndIncluded(t *testing.T) {
	for h, price := range map[string]bool{
		"月租金(含维保 元/台/月)":          true,
		"月租(元/台/月，包含原厂维保)":        true,
		"Sale price (USD/GPU/hr)": true,
		"销售价(元/卡/时)":              true,
		"维保(元/台/年)":               false,
		"Sale price (USD/server)": false,
		"销售价(万元/台)":               false,
		"整机采购价(万元/台)":             false,
		"维保费(元/台/年，含备件)":          false,
	} {
		if _, ok := headerScores(h)[fPrice]; ok != price {
			t.Errorf("%q: price %v, want %v", h, ok, price)
		}
	}
	res := readCSV(t, "m.csv",
		"青岚计算 报价单",
		"型号,单机卡数,月租金(含维保 元/台/月)",
		"H100 80G SXM,8,72000",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 72000 {
		t.Errorf("rent with upkeep: %d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	res = readCSV(t, "s.csv",
		"Qinglan Compute Ltd. price list",
		"GPU,GPUs/server,Regular price (USD/GPU/hr),Sale price (USD/GPU/hr)",
		"H100 80G SXM,8,2.50,2.10",
	)
	for _, q := range res.Quotes {
		if q.Price == 2.50 && len(q.Warnings) == 0 {
			t.Errorf("regular price stored silently beside a sale price: %+v", q)
		}
	}
}

// Review mend (sale_item): an item the rent includes, anywhere earlier in its
// bracket, is no sale item; an after-sales cell beside the rent is not the row's label.
func TestHSSaleItemIncludedAndLabel(t *testing.T) {
	for _, s := range []string{"H100 8卡整机租赁（含原厂维保服务）", "（含7×24小时维保服务）", "租赁，包含备件"} {
		if namesSaleItem(s) {
			t.Errorf("%q names a sale item", s)
		}
	}
	if !namesSaleItem("8卡整机维保服务（含备件）") {
		t.Errorf("an upkeep contract is no sale item")
	}
	r := rowIn{cells: map[string]cell{fGPU: {text: "H100", letter: "A"}}, extra: map[string]string{"售后": "原厂维保服务", "备注2": "备件4小时到场"},
		extraLetters: map[string]string{"售后": "D", "备注2": "E"}}
	if c, ok := saleItemRow(r); ok {
		t.Errorf("after-sales cell %q drops the row", c.text)
	}
	r = rowIn{cells: map[string]cell{fGPU: {text: "H100", letter: "B"}}, extra: map[string]string{"项目": "维保服务"}, extraLetters: map[string]string{"项目": "A"}}
	if _, ok := saleItemRow(r); !ok {
		t.Errorf("the row's first cell naming an upkeep contract is no sale item row")
	}
}

// Review mend (trade_sale): a promo badge "Sale" in a column with no header
// leaves the rent row an offer.
func TestHSSaleBadgeKeepsRent(t *testing.T) {
	res := readCSV(t, "b.csv",
		"青岚计算 报价单",
		"GPU,单机卡数,价格(元/卡/时),",
		"H100 80G SXM,8,15.0,Sale",
	)
	if len(res.Quotes) != 1 {
		t.Errorf("badge row: %d quotes, not offers %+v", len(res.Quotes), res.NotOffers)
	}
}

// Review mend (sale_line_lead): the lead word opens the label after a list
// marker; a label naming it later or as included is no sale line.
func TestHSSaleLineAnchored(t *testing.T) {
	for line, want := range map[string]bool{
		"回收：H100整机长期回收":                         true,
		"【三】先租后买：12个月后售价196万":                   true,
		"1. Buy-back: we purchase used systems": true,
		"H100 8卡（含维保）：7.2万/台/月":                 false,
		"A100 整机出售价：见附件 租金 5万/台/月":              false,
	} {
		if _, ok := saleLine(line); ok != want {
			t.Errorf("saleLine(%q) = %v, want %v", line, ok, want)
		}
	}
}

// Review mend (HS0401): a discount's condition in a price header's bracket
// is no minimum term.
func TestHSHeaderTermClauseDiscount(t *testing.T) {
	for _, h := range []string{"月租(元/卡/月，签1年另有优惠)", "Price (USD/GPU/hr, 10% off with 12-month term)", "月租(元/卡/月，签1年9折)"} {
		if tm, _ := headerTermClause(h); tm != nil {
			t.Errorf("%q: term %+v", h, *tm)
		}
	}
	if tm, _ := headerTermClause("月租(元/卡/时，3个月起租)"); tm == nil {
		t.Errorf("a term clause lost")
	}
}

// Review mend (cutUnclosedBracket): a pair of mixed widths closes.
func TestHSCutUnclosedMixedWidth(t *testing.T) {
	for in, want := range map[string]string{"蓝湾（成都)智算": "蓝湾（成都)智算", "蓝湾(成都）智算": "蓝湾(成都）智算", "锦江算力「以旧换新": "锦江算力"} {
		if got := cutUnclosedBracket(in); got != want {
			t.Errorf("cutUnclosedBracket(%q) = %q, want %q", in, got, want)
		}
	}
}

// Review mend (HS0104- mode_rent_word): only a rent word's own currency
// bracket makes a billing-mode header the price; "Payment" stays the mode.
func TestHSModeRentWord(t *testing.T) {
	if _, mode := headerScores("Lease (USD/GPU/hr)")[fMode]; mode {
		t.Errorf("Lease (USD/GPU/hr) heads the mode")
	}
	if _, mode := headerScores("Payment (USD/server/month)")[fMode]; !mode {
		t.Errorf("Payment (USD/server/month) lost its mode")
	}
}
