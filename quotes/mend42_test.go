package quotes

import "testing"

// TestCodeRuleLeavesTermTokens (review merged42, 1): a term token in a price
// cell ("min-3mo", "commit-12m") is no code (CO0001): the cell keeps its
// minimum term. A code whose last part is a bare number stays one.
func TestCodeRuleLeavesTermTokens(t *testing.T) {
	for cell, want := range map[string]float64{
		"USD 2.1/GPU-hr min-3mo":     2160,
		"USD 2.1/GPU-hr commit-12mo": 8640,
	} {
		pc, err := parsePriceCell(cell)
		if err != nil || pc.term == nil || *hoursOf(pc.term, DefaultHoursPerMonth) != want {
			t.Errorf("parsePriceCell(%q) = term %v, err %v; want %v h", cell, pc.term, err, want)
		}
	}
	for _, run := range []string{"sku-8831", "hszs-gpu-011", "q1-2026"} {
		if codeRule(run, 0, len(run)) == "" {
			t.Errorf("codeRule(%q) = none, want a code", run)
		}
	}
}

// TestSectionBasisKeepsPlanPeriod (review merged42, 2): a section naming a
// basis and no period ("包周（元/台）") under a sheet line "单位：元/卡/时"
// prices per machine per week, the plan's period: the sheet's hour is not
// copied into it.
func TestSectionBasisKeepsPlanPeriod(t *testing.T) {
	res := readCSV(t, "s.csv", "青岚计算 报价单", "单位：元/卡/时",
		"型号,单机卡数,价格",
		"包周（元/台）",
		"H100 SXM 80G,8,26000",
	)
	for _, q := range res.Quotes {
		if q.PriceUnit == "gpu_hour" || q.PriceUnit == "node_hour" {
			t.Errorf("包周（元/台） read as %s %v", q.PriceUnit, q.Price)
		}
		t.Logf("%s %v", q.PriceUnit, q.Price)
	}
	if len(res.Quotes) == 0 {
		t.Logf("problems %+v", res.Problems)
	}
}

// TestNotGPUMoneySkipsServiceWindow (review merged42, 6): a service window
// ("7x24/365") is no money figure: a cell whose only money is per kWh stays
// no GPU money.
func TestNotGPUMoneySkipsServiceWindow(t *testing.T) {
	for _, v := range []string{"电费另计0.85元/度，7x24/365运维", "0.85元/度 (24/7/365 support)"} {
		if !notGPUMoney(v) {
			t.Errorf("notGPUMoney(%q) = false, want true", v)
		}
	}
	if notGPUMoney("3.2元/卡/时，电费另计0.85元/度") {
		t.Errorf("a GPU price beside the power price read as no GPU money")
	}
}

// TestCooperationLengthIsNoBuyerAge (review merged42, 3): "合作满1年价" and
// "入驻满12个月价" may state a minimum contract as well as the buyer's age:
// the length is not blanked as an age, and the header's term reader sees
// it. A founding age (成立≤3年) still is one.
func TestCooperationLengthIsNoBuyerAge(t *testing.T) {
	for _, h := range []string{"合作满1年价", "入驻满12个月价"} {
		if got := withoutBuyerAge(h); got != h {
			t.Errorf("withoutBuyerAge(%q) = %q, want it kept", h, got)
		}
		if m, _, ok := tierInHeader(h); !ok || m.term == nil {
			t.Errorf("tierInHeader(%q): no term", h)
		}
	}
	if got := withoutBuyerAge("初创企业价（成立≤3年）"); got != "初创企业价（ ）" {
		t.Errorf("成立≤3年 kept: %q", got)
	}
}

// TestSigningDeniedOneRule (review merged42, 5): the self-issue line and the
// sheets' signing line are denied by one negation table and one helper
// (signingDenied): a word each table lacked before ("never", "aren't",
// "不会…") denies both.
func TestSigningDeniedOneRule(t *testing.T) {
	for line, want := range map[string]bool{
		"发票不会由我司出具":                        false,
		"Invoices are never issued by us.": false,
		"合同与发票由我司出具":                       true,
		"我司不负责开票，但合同由我司签订":                 true,
		"Invoices aren't issued by us.":    false,
	} {
		if got := selfIssueLine(line); got != want {
			t.Errorf("selfIssueLine(%q) = %v, want %v", line, got, want)
		}
	}
	for line, want := range map[string]bool{
		"Contracts aren't signed with Sites.": false,
		"合同不与机房直接签订。":                         false,
		"合同与机房直接签订。":                          true,
		"Contracts are signed with Sites.":    true,
	} {
		party := "机房"
		if line[0] < 0x80 {
			party = "sites"
		}
		if got := signedWith([]string{line}, party); got != want {
			t.Errorf("signedWith(%q) = %v, want %v", line, got, want)
		}
	}
}

// TestOfferHostHeaderWhole (review merged42, left by carriers): the short
// offer_host_header words (产品, product, service) name the offer column only
// as the whole header: 产品规格 and "Service level" are no product name.
func TestOfferHostHeaderWhole(t *testing.T) {
	for h, want := range map[string]bool{
		"业务名称": true, "产品": true, "Product": true, "service": true, "产品名称": true,
		"产品规格": false, "Service level": false, "product spec": false,
	} {
		if got := offerHostHeader(h); got != want {
			t.Errorf("offerHostHeader(%q) = %v, want %v", h, got, want)
		}
	}
	r := rowIn{cells: map[string]cell{}, extra: map[string]string{"服务等级 service level": "GPU云主机"}}
	if h, _ := rowOfferHost(r); h != "" {
		t.Errorf("rowOfferHost took %q as the offer's header", h)
	}
}

// TestSectionScaleKeepsSheetPeriod (final read): a section line stating a
// scale and a basis with no period ("（单位：万元/卡）") under a sheet line
// "单位：元/卡/月" keeps the sheet's period, as before the plan rule for
// 包周（元/台）: its rows are read per card-month in 万元, never left without
// a period.
func TestSectionScaleKeepsSheetPeriod(t *testing.T) {
	res := readCSV(t, "s.csv", "青岚计算 报价单", "单位：元/卡/月",
		"型号,单机卡数,价格",
		"（单位：万元/卡）",
		"H100 SXM 80G,8,0.9",
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	q := res.Quotes[0]
	if q.PriceUnit != "gpu_month" || q.Price != 9000 {
		t.Errorf("（单位：万元/卡） under 元/卡/月: %s %v, want gpu_month 9000", q.PriceUnit, q.Price)
	}
}
