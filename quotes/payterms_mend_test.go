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
