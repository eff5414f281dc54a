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

// A × after a machine's card count counts machines only after a machine
// word (or before 台), never a size, a term, an architecture or cards.
func TestMachinesTimesTraps(t *testing.T) {
	for in, want := range map[string]string{
		"8卡 x86 服务器":       "",
		"8卡 x 3 个月":        "",
		"8卡 × 12 months":   "",
		"a100 8卡 x 2 年":    "",
		"8 gpus x 80 gb":   "",
		"h100 8卡*4090":     "",
		"8卡整机 ×8 卡":        "",
		"8卡服务器 x86":        "",
		"8卡机 x 3 个月":       "",
		"8卡机 ×10":          "10台",
		"8卡 x2台":           "2台",
		"8-gpu server x 4": "4台",
	} {
		if got := machinesIn(norm(in)); got != want {
			t.Errorf("machinesIn(%q) = %q, want %q", in, got, want)
		}
	}
}
