package quotes

import (
	"strings"
	"testing"
)

// condRows maps each stored quote's row and price to its min hours (0 for none).
func condRows(res *FileResult) map[[2]float64]float64 {
	out := map[[2]float64]float64{}
	for _, q := range res.Quotes {
		h := 0.0
		if q.MinHours != nil {
			h = *q.MinHours
		}
		out[[2]float64{float64(q.SourceRow), q.Price}] = h
	}
	return out
}

// A column of conditions (价格条件, 附加条件, 适用条件) is the row's note: a
// condition that is a term (签约满6个月, 须签订3个月合同, 续满1年) is the
// offer's minimum; one that changes nothing (押一付三, 至少2台起, 需实名认证)
// neither refuses the row nor moves its price (CD0002-CD0010, CD0101-CD0108).
func TestConditionColumnGivesTheTerm(t *testing.T) {
	for _, h := range []string{"价格条件", "附加条件", "适用条件", "限制条件", "报价条件"} {
		res := readCSV(t, "cond.csv",
			"供应商,GPU型号,每台卡数,报价,"+h,
			"青岩算力,A100 SXM 80G,8,4.8元/卡/时,签约满6个月",
			"青岩算力,H100 SXM 80G,8,11.5元/卡/时,须签订3个月合同；押一付三",
			"青岩算力,L40S 48G,8,3.2元/卡/时,至少2台起，需实名认证",
			"青岩算力,RTX 4090,8,1.7元/卡/时,续满1年可享此价",
		)
		got := condRows(res)
		want := map[[2]float64]float64{{2, 4.8}: 4320, {3, 11.5}: 2160, {4, 3.2}: 0, {5, 1.7}: 8760}
		if len(res.Problems) != 0 || len(got) != len(want) {
			t.Errorf("%s: quotes %v, problems %+v; want %v", h, got, res.Problems, want)
			continue
		}
		for k, v := range want {
			if g, ok := got[k]; !ok || g != v {
				t.Errorf("%s: row %v min hours %v (stored %v), want %v", h, k[0], g, ok, v)
			}
		}
	}
}

// A renewal's price beside the new purchase's (新购价 | 老客户续费价（需续满12
// 个月）, 新签价 | 续约单价) is its own offer with its header's term as the
// minimum, warned; never held out as a qualifying buyer's price (CD0201-).
func TestRenewalPriceColumnIsItsOwnOffer(t *testing.T) {
	for _, h := range [][2]string{{"新购价", "老客户续费价（需续满12个月）"}, {"新签价", "续约单价（续签12个月）"}, {"首次购买价", "老用户续租价（须续满12个月）"}} {
		res := readCSV(t, "renew.csv",
			"供应商,GPU型号,每台卡数,计价单位,"+h[0]+","+h[1],
			"锦峰云,A800 SXM 80G,8,元/卡/月,\"5,040\",\"4,680\"",
			"锦峰云,L20 48G,8,元/卡/月,\"1,440\",不适用",
		)
		got := condRows(res)
		want := map[[2]float64]float64{{2, 5040}: 0, {2, 4680}: 8640, {3, 1440}: 0}
		if len(got) != len(want) {
			t.Errorf("%v: quotes %v, problems %+v; want %v", h, got, res.Problems, want)
			continue
		}
		for k, v := range want {
			if g, ok := got[k]; !ok || g != v {
				t.Errorf("%v: row %v price %v min hours %v (stored %v), want %v", h, k[0], k[1], g, ok, v)
			}
		}
		for _, q := range res.Quotes {
			if q.Price == 4680 && !hasWarningKey(q, "import.cd.warn.renewal_price") {
				t.Errorf("%v: the renewal price is not warned as one: %v", h, q.Warnings)
			}
		}
	}
}

// A price that holds only when another item is bought in the same order
// (搭配存储价（须同购≥20TB并行存储）, 捆绑带宽价) is the GPUs' own offer on that
// condition, warned; never the other item's price (CD-HDR-BUNDLE). Power
// metered per 度 in an unread column beside it neither refuses the row nor
// moves the price (CD0401-).
func TestBundlePriceColumnIsTheGPUsPrice(t *testing.T) {
	for _, h := range []string{"搭配存储价（须同购≥10TB存储）", "捆绑带宽价", "同购对象存储价", "Bundle price"} {
		res := readCSV(t, "bundle.csv",
			"明月湖算力 报价（单位：元/卡·时，含税）",
			"型号,卡/台,单租价,"+h+",电费",
			"A800 SXM 80G,8,6.6,6.1,含",
			"H20 141G,8,7.4,6.9,另计（0.85元/度）",
			"T4 16G,4,0.45,—,含",
		)
		got := condRows(res)
		want := map[[2]float64]float64{{3, 6.6}: 0, {3, 6.1}: 0, {4, 7.4}: 0, {4, 6.9}: 0, {5, 0.45}: 0}
		if len(res.Problems) != 0 || len(got) != len(want) {
			t.Errorf("%s: quotes %v, problems %+v; want %v", h, got, res.Problems, want)
			continue
		}
		for k := range want {
			if _, ok := got[k]; !ok {
				t.Errorf("%s: row %v price %v not stored", h, k[0], k[1])
			}
		}
		for _, q := range res.Quotes {
			if (q.Price == 6.1 || q.Price == 6.9) && !hasWarningKey(q, "import.cd.warn.bundle_price") {
				t.Errorf("%s: the bundle price is not warned as one: %v", h, q.Warnings)
			}
		}
	}
}

// A figure priced per a unit that meters no GPU time is no unread GPU price;
// a GPU price beside it is.
func TestNotGPUMoney(t *testing.T) {
	for v, want := range map[string]bool{
		"另计（0.85元/度）": true, "0.9元/kWh": true, "1200元/TB/月": true, "0.12 元/GB": true,
		"3.5元/卡/时": false, "含": false, "3.5元/卡时，电费0.8元/度": false, "2.9万/台/月": false, "": false,
	} {
		if got := notGPUMoney(v); got != want {
			t.Errorf("notGPUMoney(%q) = %v, want %v", v, got, want)
		}
	}
}

// A sheet naming the buyer's contracts in force (现行合同) holds no offer: its
// rows are named as no offers, the quote's own sheet is read (CD0501-).
func TestContractSheetIsNoOffer(t *testing.T) {
	for _, w := range wordsInOrder("contract_sheet") {
		res := versionBook(t, []string{"续约报价", w}, map[string][][]any{
			"续约报价": priceSheet("西部云续约报价", 15, 9),
			w:      {{"合同编号", "资源", "台数", "单价（元/卡/时）", "到期日"}, {"XB-2026-01", "8×H100 SXM 80G", 2, 16, "2026-12-31"}, {"XB-2026-02", "8×A800 SXM 80G", 1, 9.5, "2026-12-31"}},
		})
		if len(res.Quotes) != 2 || len(res.Problems) != 0 || len(res.NotOffers) != 2 || res.NotOffers[0].Sheet != w {
			t.Errorf("%q: quotes %s, problems %v, not offers %v: want the quote sheet's two quotes, the contracts' two rows named", w, bidPrices(res), res.Problems, res.NotOffers)
		}
	}
}

// FuzzNotGPUMoney: a cell that also states a GPU price (元/卡/时) is never
// read as money for something else alone, and the reader never panics.
func FuzzNotGPUMoney(f *testing.F) {
	for _, s := range []string{"另计（0.85元/度）", "1200元/TB/月", "含", "0.9 rmb/kwh", "电费0.8元/度"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_ = notGPUMoney(s)
		if v := s + "，3.5元/卡/时"; notGPUMoney(v) {
			t.Errorf("notGPUMoney(%q) true beside a GPU price", v)
		}
	})
}

// A length after a word naming the buyer's age (初创企业价（成立≤3年）, 注册未满
// 2年) says who may buy at the price: neither the offer's minimum term nor its
// unit (CD0321-); a term in a header is left as it is (包年价（12个月）).
func TestBuyerAgeIsNoTerm(t *testing.T) {
	res := readCSV(t, "age.csv",
		"供应商,GPU型号,每台卡数,计价单位,刊例价,初创企业价（成立≤3年）,小微企业价(注册未满2年)",
		"锦峰云,H800 SXM,8,元/卡/时,12.5,11.2,11.6",
	)
	got := condRows(res)
	want := map[[2]float64]float64{{2, 12.5}: 0, {2, 11.2}: 0, {2, 11.6}: 0}
	if len(got) != len(want) {
		t.Fatalf("quotes %v, problems %+v; want %v", got, res.Problems, want)
	}
	for k, v := range want {
		if g, ok := got[k]; !ok || g != v {
			t.Errorf("price %v min hours %v (stored %v), want %v", k[1], g, ok, v)
		}
	}
	for h, want := range map[string]string{"初创企业价（成立≤3年）": "初创企业价（ ）", "founded < 3 years price": "  price", "包年价（12个月）": "包年价（12个月）"} {
		if got := withoutBuyerAge(h); got != want {
			t.Errorf("withoutBuyerAge(%q) = %q, want %q", h, got, want)
		}
	}
}

// FuzzWithoutBuyerAge: a header with no figure is left as it is, and one
// with a buyer's age keeps the words around it.
func FuzzWithoutBuyerAge(f *testing.F) {
	for _, s := range []string{"初创企业价（成立≤3年）", "注册未满2年", "founded < 3 years", "包年价（12个月）"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := withoutBuyerAge(s)
		if !strings.ContainsAny(s, "0123456789") && out != s {
			t.Errorf("withoutBuyerAge(%q) = %q: no figure, no age", s, out)
		}
		if v := "初创企业价（成立≤3年）" + s; !strings.HasPrefix(withoutBuyerAge(v), "初创企业价（") {
			t.Errorf("withoutBuyerAge(%q) lost the header's own words", v)
		}
	})
}
