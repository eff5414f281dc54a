package quotes

import "testing"

// A channel partner reselling a carrier's capacity says in the first person
// that it issues the contract and the invoice (CA0015-CA0034): over a column
// of sources the sender sells. A broker whose contracts are signed with the
// sites, or a line of sites the sender contracts, says none.
func TestSelfIssueLine(t *testing.T) {
	for line, want := range map[string]bool{
		"本公司为某某云授权合作伙伴，合同与发票由我司出具。":                                               true,
		"发票由本公司统一开具":                                                              true,
		"由我司签约并开票":                                                                true,
		"与我司签订服务协议":                                                               true,
		"Invoices are issued by us; capacity sits at the carriers' data centres.": true,
		"All orders are invoiced by us in CNY.":                                   true,
		"合同与机房直接签订，本部只收取居间服务费":                                                    false,
		"我司签约机房共12家":                                                              false,
		"合同由双方签订后生效":                                                              false,
		"价格含6%增值税专用发票":                                                            false,
		"Contracts are signed with the data centre.":                              false,
	} {
		if got := selfIssueLine(line); got != want {
			t.Errorf("selfIssueLine(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestCarrierPartnerUpstream(t *testing.T) {
	sender := vendorCand{ev: Evidence{Value: "成都某某信息技术有限公司", Text: "成都某某信息技术有限公司 GPU资源报价"}}
	in := upstreamIn{header: "资源方", sender: sender, cell: "某某电信", lines: []string{"以下资源由运营商提供，发票由我司开具。"}}
	if rule, moved := vendorColumnUpstream(in); !moved || rule != "upstream.self_issue" {
		t.Errorf("self-issue line under 资源方: rule %q moved %v, want upstream.self_issue moved", rule, moved)
	}
	in.lines = nil
	in.sender.ev.Text = "成都某某信息技术有限公司 运营商算力渠道报价"
	if rule, moved := vendorColumnUpstream(in); !moved || rule != "upstream.reseller_line" {
		t.Errorf("渠道报价 title over 资源方: rule %q moved %v, want upstream.reseller_line moved", rule, moved)
	}
	in.sender.ev.Text = "成都某某信息技术有限公司 资源汇总"
	in.lines = []string{"合同与各资源方直接签订"}
	if rule, moved := vendorColumnUpstream(in); moved {
		t.Errorf("a broker's digest: the 资源方 sells, got rule %q moved", rule)
	}
	in.ownPrice = wordIn("own_price_word", "渠道价（元）")
	if rule, moved := vendorColumnUpstream(in); !moved || rule != "upstream.own_price" {
		t.Errorf("渠道价 beside 资源方: rule %q moved %v, want upstream.own_price moved", rule, moved)
	}
}
