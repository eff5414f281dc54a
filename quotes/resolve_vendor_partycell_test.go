package quotes

import "testing"

// A contract annex's table naming its parties by label (提供方 | 乙方 | 甲方)
// under a line defining them: 乙方's rows are the named company's, warned;
// 甲方's rows (the buyer's own capacity) are named as no offer; a label no
// line defines is left as it is (and stays the row's vendor text).
func TestVendorColumnOfPartyLabels(t *testing.T) {
	res := readCSV(t, "annex.csv",
		"附件二：互备资源清单（《合作协议》附件；甲方：某乙科技有限公司；乙方：某甲未来科技有限公司）",
		"提供方,资源,单机卡数,应急启用结算价,最短计费",
		"乙方,H800 SXM5 80G,8,10.80 元/卡·时,24 小时",
		"甲方,A800 SXM4 80G,8,6.60 元/卡·时,24 小时")
	if len(res.Quotes) != 1 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	q := res.Quotes[0]
	if q.Vendor != "某甲未来科技有限公司" && q.Vendor != "某甲未来" || !hasKey(q, "import.warn.vendor_party") {
		t.Errorf("乙方's row: vendor %q, warnings %v", q.Vendor, RenderAll(q.Warnings, "en"))
	}
	if q.MinTerm == nil || q.MinTerm.String() != "24 hours" {
		t.Errorf("最短计费 24 小时: min term %v", q.MinTerm)
	}
	found := false
	for _, p := range res.NotOffers {
		if p.Row == 4 && p.Reason.Key == "import.not_offer.buyer_party" && p.Column == "提供方" {
			found = true
		}
	}
	if !found {
		t.Errorf("甲方's row not named as no offer: %+v", res.NotOffers)
	}
	if _, ok := labelledParty("乙方", []string{"乙方联系人：冉涛"}); ok {
		t.Error("a contact's line defines no party")
	}
}

// XJ0001-5: the party asking for the quote (询价方, 需求单位) is the buyer,
// never the vendor; the title names the seller.
func TestInquirerIsBuyer(t *testing.T) {
	res := readCSV(t, "drill.csv",
		"某甲算力（芜湖集群）灾备演练及启用报价单",
		"询价方：某乙科技有限公司,,,,报价人：周某",
		"项目,GPU,计价方式,单价,单位",
		"灾难启用,H800 SXM5 80G（8卡/台）,按卡时,11.20,元/卡·时")
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "某甲算力" {
		t.Errorf("quotes %+v problems %+v: want the title's 某甲算力", res.Quotes, res.Problems)
	}
}
