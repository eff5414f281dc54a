package quotes

import (
	"strings"
	"testing"
)

// A note naming a price column by its header and saying it is only for
// reference (RF0201-RF0223) holds that column out: the other price column
// is the offer, and a row whose offer cell holds no price is refused at it,
// never stored from the reference column.
func TestNoteNamesReferenceColumn(t *testing.T) {
	for _, r := range noteRoles {
		if r[1] != "reference" {
			continue
		}
		res := readCSV(t, "ref.csv",
			"供应商,GPU型号,每台卡数,上年单价,本次单价,计价单位",
			"岷江云,H100 SXM 80G,8,90000,82000,元/台/月",
			"岷江云,L40S 48G,8,20000,暂停供应,元/台/月",
			"",
			"说明：价格含税；上年单价"+r[0]+"。")
		if len(res.Quotes) != 1 || res.Quotes[0].Price != 82000 {
			t.Errorf("%q: quotes %s: want only 本次单价's 82000", r[0], bidPrices(res))
		}
		if p := problemAt(res, 3); p == nil || p.Column != "本次单价" {
			t.Errorf("%q: problems %v: want row 3 refused at 本次单价", r[0], res.Problems)
		}
	}
}

// A note saying the price is one column ("以…为准", RF0240-) holds out every
// other price column beside it (rent without power, the power charge); a
// clause whose 以…为准 names no price column ("电费以电表读数为准") decides
// nothing, and every priced column stays an offer.
func TestNoteNamesOfferColumn(t *testing.T) {
	head := "供应商,GPU型号,每台卡数,月租金(不含电) 元/台/月,电费 元/台/月,合计(含电) 元/台/月"
	row := "塞北算力,RTX 4090,8,7000,2000,9000"
	res := readCSV(t, "offer.csv", head, row, "", "注：电费按0.3元/度估算；报价以“合计(含电)”列为准。")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 9000 {
		t.Errorf("quotes %s: want only the all-in 9000", bidPrices(res))
	}
	// 不含税单价 beside 含税单价 named by the note: the tax twin's check stays beside the offer (columns_tax_twin.go)
	for _, c := range []struct {
		other, offer string
		kept         bool
	}{{"不含税单价", "含税单价", true}, {"月租金(不含电)", "合计(含电)", false}} {
		cs := colReads{
			{header: c.other, values: []string{"50000"}, fieldScore: fieldScore{field: fPrice}},
			{header: c.offer, values: []string{"53000"}, fieldScore: fieldScore{field: fPrice}},
		}
		noteNamedPriceRoles(cs, []string{"备注：本报价以" + c.offer + "为准。"})
		if kept := cs[0].field == fPrice; kept != c.kept || cs[1].field != fPrice {
			t.Errorf("%s beside %s: fields %q %q, want the first kept %v", c.other, c.offer, cs[0].field, cs[1].field, c.kept)
		}
	}
	res = readCSV(t, "offer2.csv", head, row, "", "注：电费以电表读数为准。")
	if len(res.Quotes) < 2 {
		t.Errorf("quotes %s: no line names the offer: every priced column stays", bidPrices(res))
	}
}

// The names a note may call a price column by: the header whole, its first
// word, without brackets and unit; never a bare price word.
func TestPriceHeaderNames(t *testing.T) {
	for h, want := range map[string]string{
		"合计(含电) 元/台/月":          "合计(含电)|合计",
		"原合同单价":                 "原合同单价",
		"单价":                    "",
		"Old rate (USD/GPU-hr)": "old rate (usd/gpu-hr)|old|old rate",
	} {
		if got := strings.Join(priceHeaderNames(h), "|"); !strings.Contains(got+"|", strings.SplitN(want, "|", 2)[0]) || want == "" && got != "" {
			t.Errorf("priceHeaderNames(%q) = %q, want %q", h, got, want)
		}
	}
	if offerSpan("电费以电表读数为准", "为准") != "电表读数" || offerSpan("报价以“合计”列为准", "为准") != "“合计”列" {
		t.Error("offerSpan: the words between 以 and 为准")
	}
}

// A sheet naming deals already closed (past_deal_sheet RF0001-) holds no
// offer beside the offer sheet: its rows are named as no offers.
func TestPastDealSheetIsNoOffer(t *testing.T) {
	for _, w := range pastDealWords {
		res := versionBook(t, []string{"报价", w}, map[string][][]any{
			"报价": priceSheet("西部云报价", 15, 9),
			w:    {{"日期", "供应商", "型号", "成交价", "单位", "客户"}, {"2026-11-08", "西部云", "H100 SXM 80G", 14, "元/卡/时", "某高校"}, {"2026-11-21", "西部云", "A800 SXM 80G", 8.5, "元/卡/时", "某企业"}},
		})
		if len(res.Quotes) != 2 || len(res.Problems) != 0 || len(res.NotOffers) != 2 || res.NotOffers[0].Sheet != w {
			t.Errorf("%q: quotes %s, problems %v, not offers %v: want the offer sheet's two quotes, the deals named", w, bidPrices(res), res.Problems, res.NotOffers)
		}
	}
	// a deals sheet alone is the only sheet there is: read (no other sheet holds the offers)
	res := versionBook(t, []string{"近期成交"}, map[string][][]any{"近期成交": priceSheet("西部云", 15, 9)})
	if len(res.Quotes) != 2 {
		t.Errorf("a lone deals sheet: quotes %s, want read", bidPrices(res))
	}
}

// A broker's round-up with a 矿场 column (RF0101, RF0110-): each row's farm,
// filled down, is the seller where the broker's line says the prices are the
// farms' own (RF0120-); without such a line the farm is stored and warned.
func TestFarmColumnSeller(t *testing.T) {
	for _, note := range []string{"价格为矿场直报底价，我方向矿场收佣，客户无需另付。", ""} {
		res := readCSV(t, "broker.csv",
			"大周矿机服务部 矿场机位汇总",
			note,
			"矿场,型号,卡/台,台数,价格,单位",
			"甘孜某矿场,RTX 4090,8,8,1.35,元/卡/时",
			",RTX 3090,8,16,0.78,元/卡/时")
		if len(res.Quotes) != 2 {
			t.Fatalf("%q: quotes %s, problems %v", note, bidPrices(res), res.Problems)
		}
		for _, q := range res.Quotes {
			if q.Vendor != "甘孜某矿场" {
				t.Errorf("%q: vendor %q, want the farm", note, q.Vendor)
			}
			if note == "" && !strings.Contains(strings.Join(warnKeys(q), " "), "import.rf.warn.vendor_site_unsaid") {
				t.Errorf("no broker's line: want the farm warned, got %v", warnKeys(q))
			}
		}
	}
}

// warnKeys are the message keys of a quote's warnings.
func warnKeys(q Quote) []string {
	var out []string
	for _, w := range q.Warnings {
		out = append(out, w.Key)
	}
	return out
}

// A renewal notice's renewal price beside the earlier price (原合同单价 |
// 续租单价, 原价 | 续租价) and no note: the renewal is the offer, the earlier
// price held out; a row that is not renewed is refused at the renewal cell.
func TestRenewalBesideEarlierPrice(t *testing.T) {
	for _, h := range [][2]string{{"原合同单价", "续租单价"}, {"原价", "续租价"}, {"原单价", "续约价"}} {
		res := readCSV(t, "renew.csv",
			"蜀西云数据 续租价格通知",
			"合同编号,GPU型号,每台卡数,"+h[0]+","+h[1]+",计价单位,续租期限",
			"HT-01,L20 48G,8,17000,16200,元/台/月,3个月",
			"HT-02,A10 24G,2,3000,不再续租,元/台/月,—")
		if len(res.Quotes) != 1 || res.Quotes[0].Price != 16200 {
			t.Errorf("%v: quotes %s: want only the renewal's 16200", h, bidPrices(res))
		}
		if p := problemAt(res, 4); p == nil || p.Column != h[1] {
			t.Errorf("%v: problems %v: want row 4 refused at %s", h, res.Problems, h[1])
		}
	}
}

// FuzzNoteColumnNames: every name a note may call a price column by is a
// part of the folded header, two characters or more, never a plain price
// word; the span naming an offer is a part of the folded clause; nothing
// panics.
func FuzzNoteColumnNames(f *testing.F) {
	for _, s := range []string{"合计(含电) 元/台/月", "原合同单价", "单价", "Old rate (USD/GPU-hr)", "月租金（不含电）", "报价以“合计”列为准", "(", "元/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h := norm(s)
		for _, n := range priceHeaderNames(s) {
			if !strings.Contains(h, n) && !strings.Contains(reNoteHeaderTail.ReplaceAllString(h, ""), n) {
				t.Errorf("priceHeaderNames(%q): %q is no part of the header", s, n)
			}
			if len([]rune(n)) < 2 || synonymIndex[headerKey(n)] == fPrice {
				t.Errorf("priceHeaderNames(%q): %q too short or a plain price word", s, n)
			}
		}
		if sp := offerSpan(s, "为准"); !strings.Contains(h, sp) {
			t.Errorf("offerSpan(%q) = %q, not a part of the clause", s, sp)
		}
		_, _ = noteRoleIn(s)
	})
}
