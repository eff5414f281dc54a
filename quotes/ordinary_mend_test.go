package quotes

import "testing"

// Review mends (issue 23, ordinary): lines of terms name no signing party.
func TestSigningPartyTermsLinesNameNone(t *testing.T) {
	for _, in := range []string{
		"签约方式为线上签约",
		"签约单位需提供营业执照",
		"合同主体需与付款方一致",
		"合同由双方签订后生效",
		"Prices are valid until signed by both parties.",
		"Quote to be signed with a PO",
		"signed by customer",
		"由我们统一签约",
	} {
		if got := signingParty(in); got != "" {
			t.Errorf("signingParty(%q) = %q, want none", in, got)
		}
	}
	for in, want := range map[string]string{
		"签约方为金沙算力":                               "金沙算力",
		"签约主体：金沙算力科技有限公司":                        "金沙算力科技有限公司",
		"Contracts are signed by Ridge GPU Ltd.": "Ridge GPU Ltd",
	} {
		if got := signingParty(in); got != want {
			t.Errorf("signingParty(%q) = %q, want %q", in, got, want)
		}
	}
}
