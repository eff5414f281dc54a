package quotes

import (
	"testing"
)

// A commitment's words followed in their clause by a discount (签约满12个月享9折,
// 签订1年优惠5%) are the discount's condition, never the list price's minimum
// term (review of the conditions branch: CD0101, CD0106 in a note).
func TestCommitmentBeforeDiscountIsNoTerm(t *testing.T) {
	res := readCSV(t, "disc.csv",
		"供应商,GPU型号,每台卡数,报价,备注",
		"青岩算力,A100 SXM 80G,8,4.8元/卡/时,签约满12个月享9折",
		"青岩算力,H100 SXM 80G,8,11.5元/卡/时,签订1年优惠5%",
		"青岩算力,L40S 48G,8,3.2元/卡/时,签约满6个月",
	)
	got := condRows(res)
	want := map[[2]float64]float64{{2, 4.8}: 0, {3, 11.5}: 0, {4, 3.2}: 4320}
	if len(got) != len(want) {
		t.Fatalf("quotes %v, problems %+v; want %v", got, res.Problems, want)
	}
	for k, v := range want {
		if g, ok := got[k]; !ok || g != v {
			t.Errorf("row %v min hours %v (stored %v), want %v", k[0], g, ok, v)
		}
	}
	for _, c := range []string{"签约满12个月享9折", "签订1年优惠5%"} {
		if tm, w := noteCommitment(c); tm != nil {
			t.Errorf("noteCommitment(%q) = %v (%q), want none", c, *tm, w)
		}
		if _, tm, w := termInPriceCell(norm(c)); tm != nil {
			t.Errorf("termInPriceCell(%q) = %v (%q), want none", c, *tm, w)
		}
	}
	// a discount in a later clause leaves the term its own
	if tm, _ := noteCommitment("签约满6个月；年付另享95折"); tm == nil {
		t.Errorf("noteCommitment: a discount of another clause took the term away")
	}
}

// Power per 度 in a column no field reads is no unread GPU price on either
// path (the row's build and the layout's check): the row is stored, its 电费
// cell not refused, whatever the price header's unit (单价(元/卡/时)).
func TestPowerMoneyNeverUnreadOnEitherPath(t *testing.T) {
	res := readCSV(t, "power.csv",
		"供应商,GPU型号,每台卡数,单价(元/卡/时),电费",
		"青岩算力,H20 141G,8,6.9,另计 0.85元/度",
		"青岩算力,A800 SXM 80G,8,6.1,含",
	)
	if len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Fatalf("quotes %s, problems %+v: want both rows stored, none refused", bidPrices(res), res.Problems)
	}
	if moneyCell("另计 0.85元/度") || unreadMoney("", "电费", "另计 0.85元/度") {
		t.Errorf("moneyCell/unreadMoney take power per 度 for an unread price")
	}
}

// A bundle header priced per a unit that meters no GPU time (加购存储单价(元/
// TB/月)) is the other item's price: never stored as a GPU price, never
// called the GPUs' price; the GPUs' own price beside it is stored.
func TestBundleHeaderPerStorageUnitIsNoGPUPrice(t *testing.T) {
	res := readCSV(t, "bundle_storage.csv",
		"供应商,GPU型号,每台卡数,单价(元/卡/月),加购存储单价(元/TB/月)",
		"青岩算力,A800 SXM 80G,8,5040,1200",
	)
	for _, q := range res.Quotes {
		if q.Price == 1200 {
			t.Errorf("the storage price is stored as a GPU price: %+v", q)
		}
		if hasWarningKey(q, "import.cd.warn.bundle_price") {
			t.Errorf("a storage price is warned as the GPUs' bundle price: %v", q.Warnings)
		}
	}
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 5040 {
		t.Errorf("quotes %s, problems %+v: want the GPUs' 5040 alone", bidPrices(res), res.Problems)
	} else if st := res.Quotes[0].StoragePricePerGBMonth; st == nil || *st != 1.2 {
		t.Errorf("the storage price per GB-month %v, want 1.2 (1200 per TB-month, the header's unit)", st)
	}
	for _, h := range []string{"加购存储单价(元/TB/月)", "搭配带宽价（元/Mbps/月）"} {
		if w := newHeaderTextForTest(h); bundlePriceHeader(w) {
			t.Errorf("bundlePriceHeader(%q): a non-GPU unit's price taken for the GPUs'", h)
		}
	}
	if !bundlePriceHeader(newHeaderTextForTest("搭配存储价（须同购≥20TB并行存储）")) {
		t.Errorf("bundlePriceHeader: the GPUs' bundle price no longer read")
	}
}

// A sheet named for a contract that is itself the offer (续约报价（对比原合同）)
// or the file's only sheet keeps its rows: only a sheet of contracts beside
// the quote's own sheet holds no offer.
func TestContractSheetOnlyBesideTheOffer(t *testing.T) {
	res := versionBook(t, []string{"续约报价（对比原合同）", "说明"}, map[string][][]any{
		"续约报价（对比原合同）": priceSheet("西部云续约报价", 15, 9),
		"说明":          {{"本报价有效期30天"}},
	})
	if len(res.Quotes) != 2 {
		t.Errorf("offer sheet naming a contract: quotes %s, problems %v, not offers %v; want its two quotes", bidPrices(res), res.Problems, res.NotOffers)
	}
	res = versionBook(t, []string{"现行合同"}, map[string][][]any{
		"现行合同": priceSheet("西部云报价", 15, 9),
	})
	if len(res.Quotes) != 2 {
		t.Errorf("the file's only sheet: quotes %s, problems %v, not offers %v; want its two quotes", bidPrices(res), res.Problems, res.NotOffers)
	}
}

func newHeaderTextForTest(h string) *headerText {
	return &headerText{h: h, key: headerKey(h), all: norm(h), bare: norm(reHint.ReplaceAllString(h, ""))}
}

// A renewal cell for a model sold new only (不适用（仅新购）) is no offer: the
// new purchase's price is stored, the row not refused (CD0601-).
func TestRenewalCellNewOnlyIsNotOffered(t *testing.T) {
	res := readCSV(t, "newonly.csv",
		"供应商,GPU型号,每台卡数,计价单位,新购价,老客户续费价（需续满12个月）",
		"锦峰云,RTX A6000,4,元/卡/月,\"1,800\",不适用（仅新购）",
		"锦峰云,L20 48G,8,元/卡/月,\"1,440\",仅新购",
	)
	if len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Errorf("quotes %s, problems %+v: want the two new-purchase prices, none refused", bidPrices(res), res.Problems)
	}
}

// conditionWarn takes the bundle from the column's rule (bundlePriceHeader,
// decided once): a column it claimed is warned whatever its header's key
// holds; one of a bundle word that rule declined (per TB) is not.
func TestConditionWarnByColumnRule(t *testing.T) {
	var q Quote
	conditionWarn(&q, priceIn{cell: cell{header: "捆绑价格（须同购存储）", letter: "D"}, rule: ruleHdrBundle}, nil)
	if !hasWarningKey(q, "import.cd.warn.bundle_price") {
		t.Errorf("a bundle column is not warned: %v", q.Warnings)
	}
	q = Quote{}
	conditionWarn(&q, priceIn{cell: cell{header: "搭配存储价", letter: "D"}, rule: "C-HDR-PRICE-WORD"}, nil)
	if hasWarningKey(q, "import.cd.warn.bundle_price") {
		t.Errorf("a column no bundle rule claimed is warned as one: %v", q.Warnings)
	}
}
