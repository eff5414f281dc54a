package quotes

import (
	"strings"
	"testing"
)

// Review of reference B1: a note naming the amount column (数量 × 单价,
// "最终以报价金额为准") never makes the amount the unit price: the amount is
// found first (amountColumns), and the note then names no price column.
func TestNoteNamingAmountKeepsUnitPrice(t *testing.T) {
	res := readCSV(t, "amount.csv",
		"供应商,型号,数量(台),单价(元/月),报价金额,计价单位",
		"岷江云,H100 SXM 80G 8卡,2,60000,120000,元/台/月",
		"岷江云,A800 SXM 80G 8卡,3,40000,120000,元/台/月",
		"",
		"备注：最终以报价金额为准。")
	if len(res.Quotes) != 2 || res.Quotes[0].Price != 60000 || res.Quotes[1].Price != 40000 {
		t.Errorf("quotes %s, problems %v: want the unit prices 60000|40000", bidPrices(res), res.Problems)
	}
}

// Review of reference B2: a column held out by a note is never a row's only
// price, counting only the columns that stay: two notes holding out A and B
// leave B where a row's C is empty; a named offer's empty cell keeps one
// other column for that row.
func TestNoteHoldOutKeepsARowsPrice(t *testing.T) {
	price := func(h string, v ...string) colRead {
		return colRead{header: h, values: v, fieldScore: fieldScore{field: fPrice}}
	}
	cs := colReads{price("华东机房价", "90000", "20000"), price("华北机房价", "85000", "19000"), price("本次单价", "82000", "")}
	noteNamedPriceRoles(cs, []string{"说明：华东机房价仅供参考；华北机房价仅供参考。"})
	if cs[0].field != "" || cs[1].field != fPrice || cs[2].field != fPrice {
		t.Errorf("references: fields %q %q %q, want 华东机房价 held out, 华北机房价 and 本次单价 kept", cs[0].field, cs[1].field, cs[2].field)
	}
	cs = colReads{price("月租金", "7000", "7100"), price("电费", "2000", "2100"), price("合计", "9000", "")}
	noteNamedPriceRoles(cs, []string{"注：报价以合计为准。"})
	if cs[0].field != "" || cs[1].field != fPrice || cs[2].field != fPrice {
		t.Errorf("offer: fields %q %q %q, want 月租金 held out, 电费 kept for the row whose 合计 is empty", cs[0].field, cs[1].field, cs[2].field)
	}
}

// Review of reference B4: the offer span starts after the 以/按/依 nearest
// the offer word, not the first of the three found.
func TestOfferSpanNearestLead(t *testing.T) {
	if got := offerSpan("以下报价按月租金为准", "为准"); got != "月租金" {
		t.Errorf("offerSpan = %q, want 月租金", got)
	}
}

// Review of reference B5: an English header's name is matched as a whole
// word, and its first word alone names no column: "listed" is no "list
// price", "threshold rate" no "old rate".
func TestNoteEnglishHeaderWholeWords(t *testing.T) {
	price := func(h string) colRead {
		return colRead{header: h, values: []string{"9"}, fieldScore: fieldScore{field: fPrice}}
	}
	cs := colReads{price("List price"), price("Net price")}
	if got := namedPriceColumn(cs, []int{0, 1}, "all prices listed here are for reference only"); got != -1 {
		t.Errorf("'listed': named column %d, want none", got)
	}
	cs = colReads{price("Old rate"), price("New rate")}
	if got := namedPriceColumn(cs, []int{0, 1}, "the threshold rate is for reference only"); got != -1 {
		t.Errorf("'threshold rate': named column %d, want none", got)
	}
	if got := namedPriceColumn(cs, []int{0, 1}, "the old rate is for reference only"); got != 0 {
		t.Errorf("'the old rate': named column %d, want 0", got)
	}
}

// Review of reference B3: 原价 | 续费价 is the standard price beside the
// returning customer's: both stay offers, the new buyer's price is kept;
// 原单价 | 续租单价 is still a renewal notice, the earlier price held out
// and named as superseded by the renewal column.
func TestRenewalFeeKeepsStandardPrice(t *testing.T) {
	res := readCSV(t, "renewfee.csv",
		"供应商,GPU型号,每台卡数,原价,续费价,计价单位",
		"蜀西云,L20 48G,8,17000,16200,元/台/月")
	if len(res.Quotes) != 2 {
		t.Errorf("原价 | 续费价: quotes %s, problems %v: want both offers", bidPrices(res), res.Problems)
	}
	price := func(h string) colRead {
		return colRead{header: h, values: []string{"17000"}, fieldScore: fieldScore{field: fPrice}}
	}
	cs := colReads{price("单价"), price("原单价"), price("续租单价")}
	holdOutOldPrices(cs, nil)
	named := false
	for _, e := range cs[1].evidence {
		if e.Key == "import.ev.superseded_price_column" {
			named = len(e.Args) >= 2 && e.Args[1] == "续租单价"
		}
	}
	if !named || cs[1].field != "" {
		t.Errorf("原单价: field %q, evidence %v: want held out, superseded by 续租单价", cs[1].field, cs[1].evidence)
	}
}

// Review of reference (table): 不加价 (RF0125) is generic (续费不加价): it
// says a farm's price is its own only in a line that also names a site;
// else the farm stored as the seller is warned.
func TestNoMarkupNeedsSiteWord(t *testing.T) {
	for note, warned := range map[string]bool{"说明：续费不加价。": true, "说明：矿场报价，我方不加价。": false} {
		res := readCSV(t, "broker.csv",
			"大周矿机服务部 机位汇总",
			note,
			"矿场,型号,卡/台,台数,价格,单位",
			"甘孜某矿场,RTX 4090,8,8,1.35,元/卡/时")
		if len(res.Quotes) != 1 {
			t.Fatalf("%q: quotes %s, problems %v", note, bidPrices(res), res.Problems)
		}
		if got := strings.Contains(strings.Join(warnKeys(res.Quotes[0]), " "), "import.rf.warn.vendor_site_unsaid"); got != warned {
			t.Errorf("%q: warned %v (%v), want %v", note, got, warnKeys(res.Quotes[0]), warned)
		}
	}
}

// Review of reference (speed): the policy reads the table's source-own line
// once, given in upstreamIn.ownLine, never its lines again per row.
func TestUpstreamOwnLineOncePerTable(t *testing.T) {
	sender := vendorCand{ev: Evidence{Value: "大周矿机服务部", Text: "大周矿机服务部 矿场机位汇总"}}
	in := upstreamIn{header: "矿场", sender: sender, cell: "甘孜某矿场", ownLine: "价格为矿场直报底价"}
	if rule, _ := vendorColumnUpstream(in); rule != "upstream.source_own_price" {
		t.Errorf("ownLine given: rule %q, want upstream.source_own_price", rule)
	}
	in.ownLine, in.lines = "", []string{"价格为矿场直报底价"}
	if rule, _ := vendorColumnUpstream(in); rule != "upstream.site_seller_unsaid" {
		t.Errorf("lines only, no ownLine: rule %q, want the policy not to read the lines again", rule)
	}
}

// Review of reference (pastDealSheet), judged not to hold: a sheet with no
// offer price column (说明, a lone 最高限价) is no table of the workbook
// (locate needs a price column), so it never counts as the offer sheet
// beside a deals sheet: the deals sheet is read, as the only prices there are.
func TestPastDealSheetBesideNotesSheet(t *testing.T) {
	res := versionBook(t, []string{"说明", "近期成交"}, map[string][][]any{
		"说明":   {{"供应商", "型号", "单位", "最高限价"}, {"西部云", "H100 SXM 80G", "元/卡/时", 20}, {"西部云", "A800 SXM 80G", "元/卡/时", 12}},
		"近期成交": priceSheet("西部云", 15, 9),
	})
	if len(res.Quotes) != 2 || len(res.NotOffers) != 0 {
		t.Errorf("quotes %s, not offers %v: want the deals sheet read", bidPrices(res), res.NotOffers)
	}
}
