package quotes

import "testing"

// A price column named by a plan ("Spot", "On-demand") or by a commitment
// with its term in brackets ("Reserved (1 yr)") prices that plan: the
// commitment is the quote's minimum term and the plan says whether the
// offer can be taken back; a bare "Reserved" names no term.
func TestPlanNamedPriceColumns(t *testing.T) {
	for h, want := range map[string]float64{"Reserved (1 yr)": 8760, "合约（12个月）": 8640, "Committed (3 months)": 2160} {
		m, ok := headerMode(h)
		if !ok || m.term == nil || m.term.Hours(DefaultHoursPerMonth) != want {
			t.Errorf("headerMode(%q) = %+v %v, want a %v-hour term", h, m, ok, want)
		}
	}
	for _, h := range []string{"Reserved", "Reserved (USD)", "Price (1 yr)"} {
		if m, ok := headerMode(h); ok && m.term != nil {
			t.Errorf("headerMode(%q) = %+v: no commitment with a term", h, m)
		}
	}
	res := readCSV(t, "plans.csv",
		"Northwind Compute Inc. - GPU rates. All prices in USD per GPU-hour.",
		"GPU,GPUs per instance,On-demand,Reserved (1 yr),Spot",
		"H100 SXM 80GB,8,$2.99,$2.19,$1.65",
	)
	type want struct {
		price         float64
		minHours      float64
		interruptible bool
	}
	wants := []want{{2.99, 0, false}, {2.19, 8760, false}, {1.65, 0, true}} // PL0064, I0032, I0018
	if len(res.Quotes) != len(wants) {
		t.Fatalf("%d quotes, want %d (problems %v)", len(res.Quotes), len(wants), res.Problems)
	}
	for i, q := range res.Quotes {
		w := wants[i]
		if q.Price != w.price || minHours(q) != w.minHours || q.Interruptible == nil || *q.Interruptible != w.interruptible {
			t.Errorf("%s: price %v min %v interruptible %v, want %+v", q.Offer, q.Price, minHours(q), q.Interruptible, w)
		}
	}
}

// A term before the Chinese clouds' reserved-instance word (1年预留, 1年预留实例券)
// is that term's tier, as "1-year reserved" is; its hourly equivalent column
// (1年预留实例券折合(元/小时)) is the reserved plan's own price (stop 53,
// set140/03).
func TestReservedInstanceTier(t *testing.T) {
	for _, s := range []string{"1年预留", "1年预留实例", "1年预留实例券"} {
		m, ok := parseMode(s)
		if !ok || m.term == nil || m.term.Unit != TermYear || m.term.Value != 1 {
			t.Errorf("%q: %+v %v, want a 1-year term", s, m, ok)
		}
	}
	if m, ok := planEquivHeader("1年预留实例券折合(元/小时)"); !ok || m.term == nil || m.term.Unit != TermYear {
		t.Errorf("the reserved plan's equivalent header: %+v %v", m, ok)
	}
	res := readCSV(t, "cap.csv",
		"某云 · 容量预留询价结果导出",
		"实例规格,GPU,GPU数量,按量付费(元/小时),1年预留实例券折合(元/小时)",
		"ecs.gn8.24xlarge,NVIDIA H20 96GB,8,42.40,33.60",
	)
	got := map[float64]*float64{}
	for _, q := range res.Quotes {
		got[q.Price] = q.MinHours
	}
	if len(got) != 2 || got[33.6] == nil || *got[33.6] != 8760 {
		t.Errorf("want the on-demand price and the 1-year reserved one (8760 h): %+v %+v", res.Quotes, res.Problems)
	}
}

// A length alone under a minimum-term column ("7天" under 起租) beside an
// on-demand plan is the offer's minimum term; a plan word there (包月) is
// still read with the price (stop 53, set141/05).
func TestLengthUnderMinimumTermColumn(t *testing.T) {
	res := readCSV(t, "stock.csv",
		"某某算力 8月资源清单",
		"卡型,配置,报价,计费方式,起租",
		"RTX 4090,8卡,1.55元/卡时,按量,7天",
		"A800 80G,8卡 NVLink,3.35万/台/月,包月,3个月",
	)
	want := []float64{168, 2160}
	if len(res.Quotes) != 2 {
		t.Fatalf("want two quotes: %+v %+v", res.Quotes, res.Problems)
	}
	for i, q := range res.Quotes {
		if q.MinHours == nil || *q.MinHours != want[i] {
			t.Errorf("row %d: minimum %v h, want %v", q.SourceRow, q.MinHours, want[i])
		}
	}
}

// A plan's price given as its average per month ("年付月均（元/台）": the yearly
// plan, paid ahead, a month's share) is a monthly price with the plan's
// one-year term (PA0001, stop 53 set141/09).
func TestPlanAveragePerMonth(t *testing.T) {
	m, ok := parseMode("年付月均")
	if !ok || m.period != "month" || m.term == nil || m.term.Unit != TermYear {
		t.Fatalf("年付月均: %+v %v", m, ok)
	}
	res := readCSV(t, "idc.csv",
		"某某数据 算力服务报价",
		"型号,单台配置,可供台数,月租（元/台）,年付月均（元/台）",
		"RTX 4090,8×RTX 4090 24GB / 25GbE,4,10800,9720",
	)
	var yearly *Quote
	for i, q := range res.Quotes {
		if q.Price == 9720 {
			yearly = &res.Quotes[i]
		}
	}
	if yearly == nil || yearly.PriceUnit != UnitNodeMonth || yearly.MinHours == nil || *yearly.MinHours != 8760 {
		t.Fatalf("want 9720 per machine-month with 8760 h: %+v %+v", res.Quotes, res.Problems)
	}
}

// Stop 54 (lastWordMode, set148/03): a group header joined to its
// sub-header in one cell ("我司租赁 包年(元/卡·时)") is the sub-header's plan;
// two plans, or words with no plan, are none.
func TestLastWordOfHeaderIsPlan(t *testing.T) {
	for h, want := range map[string]string{
		"我司租赁 包年(元/卡·时)": "year",
		"我司租赁 包月(元/卡·时)": "month",
		"我司租赁 报价(元/卡·时)": "",
		"包月 包年":          "",
	} {
		m, ok := headerMode(h)
		if got := map[bool]string{true: m.period}[ok]; got != want {
			t.Errorf("%q: plan %q (%v), want %q", h, m.period, ok, want)
		}
	}
	res := readCSV(t, "rent.csv",
		"供应商,型号,每台卡数,我司租赁 包月(元/卡·时),我司租赁 包年(元/卡·时)",
		"某云,A800 SXM4 80G,8,5.75,5.20",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.NeedsReview || q.Price == 5.20 && (q.MinTerm == nil || q.MinTerm.Hours(DefaultHoursPerMonth) != 8760) {
			t.Errorf("%v: term %v review %v", q.Price, q.MinTerm, q.ReviewReasons)
		}
	}
}

// Stop 54 (set148/01): a plan whose brackets sign for its term ("年付（签12个月）")
// has that term, 12 of the settings' months, not the plan's year.
func TestPlanBracketSignedTerm(t *testing.T) {
	for h, hours := range map[string]float64{"年付（签12个月）": 12 * 720, "年付（12个月）": 12 * 720, "年付": 8760, "包年（签约满12个月享9折）": 8760} {
		m, ok := parseMode(h)
		if !ok || m.term == nil || m.term.Hours(DefaultHoursPerMonth) != hours {
			t.Errorf("%q: %+v %v, want %v h", h, m.term, ok, hours)
		}
	}
}
