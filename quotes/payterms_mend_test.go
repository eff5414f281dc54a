package quotes

import (
	"slices"
	"strings"
	"testing"
)

// Review finding 1: an instalments price is checked against the lump sum of
// its own plan only. 包年·分期付款 per machine-month below 包月·一次性付清 per
// machine-month is a yearly plan's cheaper month, right; 包年·分期付款 below
// 包年·一次性付清 is one instalment, refused.
func TestInstalmentsPairedBySamePlan(t *testing.T) {
	res := readCSV(t, "inst2.csv",
		"龙泉算力 报价",
		"型号,每台卡数,包月价·一次性付清（元/台/月）,包年价·分期付款（元/台/月）",
		"A100 80G SXM,8,30000,25000",
	)
	if len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Errorf("two plans: %d quotes, problems %v; want both prices, none refused", len(res.Quotes), res.Problems)
	}
	res = readCSV(t, "inst4.csv",
		"龙泉算力 报价",
		"型号,每台卡数,包月价·一次性付清（元/台/月）,包年价·一次性付清（元/台/月）,包月价·分期付款（元/台/月）,包年价·分期付款（元/台/月）",
		"A100 80G SXM,8,30000,24000,31000,25000",
		"H100 SXM 80G,8,50000,40000,52000,38000",
	)
	var refused []int
	for _, p := range res.Problems {
		if p.Reason.Key == "import.payterms.err.instalment_below_lump" {
			refused = append(refused, p.Row)
			if !strings.Contains(p.Column, "包年价·分期") {
				t.Errorf("refused in %q, want 包年价·分期付款", p.Column)
			}
		}
	}
	if !slices.Equal(refused, []int{4}) || len(res.Quotes) != 7 {
		t.Errorf("four columns: refused rows %v, %d quotes (problems %v); want row 4's 38000 alone refused, 7 quotes", refused, len(res.Quotes), res.Problems)
	}
}

// Review finding 2: days are read after a credit or settlement term only,
// never into a following term ("预付3个月价" is 预付 and 3个月价).
func TestPayTermDaysOnlyCredit(t *testing.T) {
	if _, w, _, ok := payTermCut(compact(norm("预付3个月价"))); !ok || w != "预付" {
		t.Errorf("payTermCut(预付3个月价) words %q %v, want 预付", w, ok)
	}
	if w, _, _ := headerPayTerm("预付3个月价(元/卡/时)"); w != "预付" {
		t.Errorf("headerPayTerm(预付3个月价) %q, want 预付", w)
	}
	if w := roleWords("账期3个月价"); len(w) != 0 {
		t.Errorf("roleWords(账期3个月价) = %v, want none (a term of three months)", w)
	}
	if _, w, _, ok := payTermCut(compact(norm("包年价·账期60天"))); !ok || w != "账期60天" {
		t.Errorf("payTermCut(包年价·账期60天) words %q, want 账期60天", w)
	}
}

// Review finding 3: an ASCII pay term is a whole word ("wireless" is no
// wire, "Cabinet" no net, "invoice monthly" no invoice beside a plan).
func TestPayTermASCIIWholeWord(t *testing.T) {
	for _, s := range []string{"wireless价", "invoice monthly", "netflix价", "prepaidx包年"} {
		if _, w, _, ok := payTermCut(compact(norm(s))); ok {
			t.Errorf("payTermCut(%q) cut %q, want none", s, w)
		}
	}
	if w := roleWords("Cabinet 8 price"); !slices.Contains(w, "cabinet") {
		t.Errorf("roleWords(Cabinet 8 price) = %v, want cabinet kept", w)
	}
	if w, _, _ := headerPayTerm("Prepaid wire (USD/GPU-hr)"); w == "" {
		t.Errorf("headerPayTerm(Prepaid wire) none, want a pay term: two pay terms touch once compacted")
	}
	if _, w, _, ok := payTermCut(compact(norm("Net 30 包年"))); !ok || w != "net30" {
		t.Errorf("payTermCut(Net 30 包年) %q %v, want net30", w, ok)
	}
}

// Review finding 4: a CJK pay term at a header's end or start counts only
// where what is left is a plan or a price word (包月结 is no 包 + 月结).
func TestPayTermRestPlanOrPrice(t *testing.T) {
	for _, h := range []string{"包月结（元/台）", "分期期数", "期数分期"} {
		if w, _, _ := headerPayTerm(h); w != "" {
			t.Errorf("headerPayTerm(%q) = %q, want none", h, w)
		}
	}
	for h, want := range map[string]string{"预付价(元/卡/时)": "预付", "包年价·分期付款（万元/台）": "分期付款", "后付单价": "后付"} {
		if w, _, _ := headerPayTerm(h); w != want {
			t.Errorf("headerPayTerm(%q) = %q, want %q", h, w, want)
		}
	}
}

// Review finding 5: a pay-term clause is cut out of the bracket as written,
// the other clauses' own commas kept.
func TestPayTermsOutKeepsCommas(t *testing.T) {
	for in, want := range map[string]string{
		"Net 30, USD/GPU-hr, min 1,000": "USD/GPU-hr, min 1,000",
		"账期60天，元/台/月":                   "元/台/月",
		"元/台/月；月结":                      "元/台/月",
		"月结":                            "",
		"USD/GPU-hr, min 1,000":         "USD/GPU-hr, min 1,000",
	} {
		if got := payTermsOut(in); got != want {
			t.Errorf("payTermsOut(%q) = %q, want %q", in, got, want)
		}
	}
}

// Review finding 6: the remark's clause is the price only where it states
// its own basis (整机) or the price header's period is the clause's plan's.
func TestMinSpendWholeNeedsBasis(t *testing.T) {
	res := readCSV(t, "minspend2.csv",
		"青城云算 保底套餐",
		"套餐,GPU,每台卡数,月保底消费(元),单价(元/卡/时),说明",
		"推理-整机,L40S 48G,8,11500,,\"包月11500元，保底即全款\"",
	)
	for _, q := range res.Quotes {
		t.Errorf("包月11500元 under 元/卡/时 priced %v %s, want it refused", q.Price, q.PriceUnit)
	}
	if len(res.Problems) == 0 {
		t.Errorf("包月11500元 under 元/卡/时: the row vanished unreported")
	}
	res = readCSV(t, "minspend3.csv",
		"青城云算 保底套餐",
		"套餐,GPU,每台卡数,月保底消费(元),单价(元/台/月),说明",
		"推理-整机,L40S 48G,8,11500,,\"包月11500元，保底即全款\"",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 11500 {
		t.Errorf("包月11500元 under 元/台/月: %+v (problems %v), want 11500 a machine-month", res.Quotes, res.Problems)
	}
}

// Review finding 10: a minimum-spend header is read as the price columns
// read it (priceHeaderWords): an ASCII word whole, so "Admin spend" names
// no min spend.
func TestMinSpendHeaderAsPriceColumns(t *testing.T) {
	for h, want := range map[string]bool{"月保底消费(元)": true, "Minimum spend (USD)": true, "Admin spend (USD)": false, "单价(元/卡/时)": false} {
		if got := minSpendHeader(h); got != want {
			t.Errorf("minSpendHeader(%q) = %v, want %v", h, got, want)
		}
	}
}

// Review finding (4): the plan's label beside a pay term is the vendor's
// words as written, spacing and case kept.
func TestPayTermPlanLabelAsWritten(t *testing.T) {
	for h, want := range map[string]string{"包年 价·分期付款（万元/台）": "包年 价", "Prepaid · 包年 Plan": "包年 Plan", "包年价·一次性付清": "包年价"} {
		if m, ok := parseModeUncached(h); !ok || m.label != want {
			t.Errorf("parseMode(%q) label %q %v, want %q", h, m.label, ok, want)
		}
	}
}
