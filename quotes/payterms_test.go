package quotes

import (
	"math"
	"strings"
	"testing"
)

// PY0001-PY0048 (words/payterms.tsv pay_term): a pay term beside a plan
// word is cut off and the plan read; with no plan beside it, or a bare
// period (no commitment), nothing is a plan.
func TestPayTermCut(t *testing.T) {
	for _, c := range []struct{ h, period string }{
		{"包年价·一次性付清", "year"}, {"包月价-后付", "month"}, {"预付·包季价", "quarter"},
		{"包年价·分期付款", "year"}, {"包半年价/账期60天", "halfyear"}, {"后付包月", "month"},
		{"包周价 现结", "week"}, {"prepaid 包年", "year"},
	} {
		m, ok := parseMode(c.h)
		if !ok || m.period != c.period || m.term == nil {
			t.Errorf("parseMode(%q) = %+v %v, want the %s plan with its term", c.h, m, ok, c.period)
		}
	}
	for _, h := range []string{"预付价", "后付", "月结", "账期60天", "monthly invoice", "按月 后付", "net 30", "分期付款", "一次性付清价"} {
		if m, ok := parseMode(h); ok && m.term != nil {
			t.Errorf("parseMode(%q) = %+v: a pay term alone or beside a bare period commits no term", h, m)
		}
	}
	for h, want := range map[string]string{"预付价(元/卡/时)": "prepaid", "账期60天价(元/卡/时)": "credit", "Net 30 invoice (USD/GPU-hr)": "method",
		"包年价（一次性付清，万元/台）": "lump_sum", "单价(元/卡/时)": "", "Net price (USD)": "", "Internet (USD/月)": ""} {
		if _, kind, _ := headerPayTerm(h); kind != want {
			t.Errorf("headerPayTerm(%q) kind %q, want %q", h, kind, want)
		}
	}
}

// A price header with a plan and a pay term and a scale per machine but no
// period ("包年价·一次性付清（万元/台）"): the plan gives the period and the
// minimum; the pay term names the offer and is warned, never the period.
func TestPayTermPlanHeaderPrices(t *testing.T) {
	res := readCSV(t, "pay.csv",
		"锦江算力 2027 报价",
		"型号,每台卡数,包年价·一次性付清（万元/台）,包年价·分期付款（万元/台）,包月价-后付（元/台）,预付·包季价（元/卡）",
		"A100 80G SXM,8,30.0,31.5,30000,9000",
	)
	if len(res.Problems) > 0 {
		t.Fatalf("problems: %v", res.Problems)
	}
	type want struct {
		offer    string
		perGPUH  float64
		minHours float64
		warn     string
	}
	wants := []want{
		{"包年价·一次性付清", 300000.0 / 8760 / 8, 8760, "import.payterms.warn.pay_term"},
		{"包年价·分期付款", 315000.0 / 8760 / 8, 8760, "import.payterms.warn.instalments"},
		{"包月价-后付", 30000.0 / 720 / 8, 720, "import.payterms.warn.pay_term"},
		{"预付·包季价", 9000.0 / 2160, 2160, "import.payterms.warn.pay_term"},
	}
	if len(res.Quotes) != len(wants) {
		t.Fatalf("%d quotes, want %d", len(res.Quotes), len(wants))
	}
	for i, q := range res.Quotes {
		w := wants[i]
		if q.Offer != w.offer || math.Abs(perGPUHour(t, q)-w.perGPUH) > 1e-6 || minHours(q) != w.minHours || !hasWarningKey(q, w.warn) {
			t.Errorf("quote %d: offer %q %.4f/GPU-h min %v warnings %v, want %+v", i, q.Offer, perGPUHour(t, q), minHours(q), q.Warnings, w)
		}
	}
}

// Settlement and credit are no minimum term; a term cell that only says
// credit must be approved (需授信审批) or the term is not offered gives no
// quote while the row's other terms price it; columns told apart by their
// pay terms are known offers, named by them, not sent to review.
func TestPayTermColumnsNoMinimum(t *testing.T) {
	res := readCSV(t, "credit.csv",
		"蓉北智算 价目表",
		"GPU型号,每台卡数,预付价(元/卡/时),后付价(元/卡/时),账期60天价(元/卡/时),Net 45 (元/卡/时)",
		"A100 80G SXM,8,6.2,6.8,需授信审批,7.1",
		"H800 SXM,8,11.5,不支持后付,12.9,—",
	)
	want := map[string]float64{"预付价|A100-80G-SXM": 6.2, "后付价|A100-80G-SXM": 6.8, "Net 45|A100-80G-SXM": 7.1,
		"预付价|H800-80G-SXM": 11.5, "账期60天价|H800-80G-SXM": 12.9}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, want %d (problems %v)", len(res.Quotes), len(want), res.Problems)
	}
	for _, q := range res.Quotes {
		k := q.Offer + "|" + q.GPU
		if v, ok := want[k]; !ok || q.Price != v || q.MinTerm != nil || q.NeedsReview {
			t.Errorf("%s: price %v min %v review %v, want %v with no minimum, no review", k, q.Price, q.MinTerm, q.ReviewReasons, want[k])
		}
	}
	for _, p := range res.Problems {
		if !strings.Contains(p.Column, "账期") && !strings.Contains(p.Column, "后付") && !strings.Contains(p.Column, "Net") {
			t.Errorf("problem outside a term cell: %+v", p)
		}
	}
}

// An instalments price below the same plan's lump-sum price is one
// instalment (or another figure), never the plan's price: refused at its
// cell; at or above it, it is the plan's price paid in parts.
func TestInstalmentsBelowLumpRefused(t *testing.T) {
	res := readCSV(t, "inst.csv",
		"龙泉算力 包年报价",
		"型号,每台卡数,包年价·一次性付清（万元/台）,包年价·分期付款（万元/台）",
		"H100 SXM 80G,8,56.0,4.9",
		"A800 SXM 80G,8,33.6,35.0",
	)
	var inst []Quote
	for _, q := range res.Quotes {
		if strings.Contains(q.Offer, "分期") {
			inst = append(inst, q)
		}
	}
	if len(inst) != 1 || inst[0].GPU != "A800-80G-SXM" {
		t.Fatalf("instalment quotes %+v, want the A800's alone", inst)
	}
	found := false
	for _, p := range res.Problems {
		if p.Row == 3 && p.Reason.Key == "import.payterms.err.instalment_below_lump" && strings.Contains(p.Column, "分期") {
			found = true
		}
	}
	if !found {
		t.Errorf("row 3's 4.9 under 分期付款 not refused at its cell: %+v", res.Problems)
	}
}

// 分期付款 with no rental plan beside it is still no rent (a purchase's
// instalment, words/columns.tsv FN0020).
func TestInstalmentWithoutPlanNotRent(t *testing.T) {
	if !notRentText("分期付款（元/月）") || !notRentText("月供（元）") {
		t.Error("an instalment with no plan read as rent")
	}
	if notRentText("包年价·分期付款（万元/台）") || notRentText("包月价（分期付款，元/台）") {
		t.Error("a committed plan paid in parts read as no rent")
	}
}

// FuzzPayTermCut: cutting a pay term never panics, and what is cut and
// what is left make up the text (separators aside).
func FuzzPayTermCut(f *testing.F) {
	for _, s := range []string{"包年价·一次性付清", "预付·包季价", "net30invoice", "账期60天价", "·", "月结", "分期付款分期"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rest, words, _, ok := payTermCut(s)
		if !ok {
			return
		}
		if rest == "" || len(rest)+len(words) > len(s) {
			t.Errorf("payTermCut(%q) = %q, %q", s, rest, words)
		}
		parseMode(s)
		headerPayTerm(s)
	})
}

// PY0101 (min_spend_whole): a row whose rate cells are blank and whose
// remark says the minimum spend is the whole price reads the remark's
// clause stating that figure with its plan; a remark that does not say so,
// or states another figure, reads nothing.
func TestMinSpendWholePrice(t *testing.T) {
	read := func(note string) *FileResult {
		return readCSV(t, "minspend.csv",
			"青城云算 保底套餐",
			"套餐,GPU,每台卡数,月保底消费(元),保底内单价(元/卡·时),说明",
			"推理-A,RTX 4090 24G,8,9600,1.2,",
			"推理-整机,L40S 48G,8,14400,,\""+note+"\"",
		)
	}
	res := read("整机包月14,400元，不限时长，保底即全款")
	var got *Quote
	for i, q := range res.Quotes {
		if q.SourceRow == 4 {
			got = &res.Quotes[i]
		}
	}
	if got == nil || math.Abs(perGPUHour(t, *got)-14400.0/720/8) > 1e-6 || !hasWarningKey(*got, "import.payterms.warn.min_spend_whole") {
		t.Fatalf("row 4: %+v (problems %v), want 14400 a machine-month, warned", got, res.Problems)
	}
	for _, note := range []string{"整机包月14,400元，不限时长", "整机包月12,000元，保底即全款"} {
		for _, q := range read(note).Quotes {
			if q.SourceRow == 4 {
				t.Errorf("remark %q: row 4 priced %v, want it refused", note, q.Price)
			}
		}
	}
}

// A total per machine under a header whose own plan names its term ("年付
// 总价（元/台）", "包年总价（万元/台）"): the plan's term is what the total
// pays for, and the minimum.
func TestHeaderPlanTotal(t *testing.T) {
	for h, v := range map[string]string{"年付总价（元/台）": "420000", "包年总价（万元/台）": "42"} {
		res := readCSV(t, "total.csv", "温江算力 年度报价", "型号,每台卡数,"+h, "H100 SXM 80G,8,"+v)
		if len(res.Quotes) != 1 || math.Abs(perGPUHour(t, res.Quotes[0])-420000.0/8760/8) > 1e-6 || minHours(res.Quotes[0]) != 8760 {
			t.Errorf("%s: %+v (problems %v), want 420000 over 8 cards × 8760 h, 8760 h minimum", h, res.Quotes, res.Problems)
		}
	}
}

// A pay term in a price header's brackets, alone or as a clause ("包年
// （月结）（万元/台）", "包月（账期60天，元/台）"): no unit, so 月结 is no month
// and 60天 no day; the plan and the unit left give the price.
func TestPayTermBracketNoUnit(t *testing.T) {
	for h, c := range map[string]struct {
		v        string
		perGPUH  float64
		minHours float64
	}{
		"包年（月结）（万元/台）":  {"50", 500000.0 / 8760 / 8, 8760},
		"包年（月结，万元/台）":   {"50", 500000.0 / 8760 / 8, 8760},
		"包月（账期60天，元/台）": {"50000", 50000.0 / 720 / 8, 720},
	} {
		res := readCSV(t, "bracket.csv", "新津算力 报价", "型号,每台卡数,"+h, "H100 SXM 80G,8,"+c.v)
		if len(res.Quotes) != 1 || math.Abs(perGPUHour(t, res.Quotes[0])-c.perGPUH) > 1e-6 || minHours(res.Quotes[0]) != c.minHours {
			t.Errorf("%s: %+v (problems %v), want %.4f/GPU-h, %v h minimum", h, res.Quotes, res.Problems, c.perGPUH, c.minHours)
		}
	}
	if got := headerHint("单价（1,000元/月）"); got != "1,000元/月" {
		t.Errorf("headerHint kept no figure: %q", got)
	}
}
