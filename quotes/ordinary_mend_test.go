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

// A PCIe with its generation or beside a switch or NIC word, in a column not
// read by header, names the bus: the card's form stays the assumed one.
func TestPCIeBusInOtherColumnNamesNoForm(t *testing.T) {
	for _, v := range []string{"PCIe 5.0 交换机", "CX7 400G PCIe", "支持 PCIe 5.0", "PCIe Gen4 x16"} {
		if fs := cellForms(v, false); len(fs) != 0 {
			t.Errorf("cellForms(%q) = %v, want none", v, fs)
		}
		res := readCSV(t, "bus.csv",
			"供应商,显卡,单台卡数,日租(元/卡/天),平台",
			"某某算力,A100 80G,8,150,"+v,
		)
		if len(res.Quotes) != 1 {
			t.Fatalf("%s: quotes %d, problems %+v", v, len(res.Quotes), res.Problems)
		}
		if q := res.Quotes[0]; q.GPU != "A100-80G-SXM" {
			t.Errorf("%s: gpu %q, want A100-80G-SXM", v, q.GPU)
		}
	}
	if fs := cellForms("PCIe版", false); len(fs) != 1 {
		t.Errorf("cellForms(PCIe版) = %v", fs)
	}
}

// "Cloud Provider" and "Data source" name the seller; pod, zone and a
// two-letter word before DC ("GPU Pod", "US DC") name no coded site; a
// "Source" column of sites is still a column of sites.
func TestSiteWordsNoMisfire(t *testing.T) {
	for _, h := range []string{"Cloud Provider", "Data source", "Provider", "Source"} {
		if upstreamHeader(h) {
			t.Errorf("upstreamHeader(%q) = true", h)
		}
	}
	for _, c := range []struct {
		v, h string
		want bool
	}{{"GPU Pod", "vendor", false}, {"AI Pod", "供应商", false}, {"US DC", "vendor", false}, {"East Zone", "vendor", false},
		{"DC-02", "vendor", true}, {"A机房", "供应商", true}, {"IDC 3", "vendor", true}, {"贵安数据中心", "Source", true}, {"贵安数据中心", "Cloud Provider", true}} {
		if got := siteCell(c.v, c.h); got != c.want {
			t.Errorf("siteCell(%q, %q) = %v, want %v", c.v, c.h, got, c.want)
		}
	}
	res := readCSV(t, "pods.csv",
		"成都锦城算力科技 可用资源",
		"Cloud Provider,GPU,每台卡数,价格,单位",
		"星桥云,A100 PCIe 40G,8,3.2,元/卡/时",
		"岷江智算,L40S 48G,8,2.4,元/卡/时",
	)
	for _, q := range res.Quotes {
		if q.Vendor == "成都锦城算力科技" {
			t.Errorf("row %d: a Cloud Provider column of sellers gave the title's vendor", q.SourceRow)
		}
	}
}

// A card whose form was assumed takes no PCIe link from a note, whether the
// note names both forms or names the card again ("NVIDIA A100 PCIe", which
// formFromSpec does not read): the link is one decision with the form.
// (The review found the comment narrower than the code; the code is kept.)
func TestAssumedFormNoPCIeLinkFromNote(t *testing.T) {
	for _, note := range []string{"NVIDIA A100 PCIe", "PCIe版/SXM版可选"} {
		res := readCSV(t, "link.csv",
			"供应商,显卡,单台卡数,日租(元/卡/天),说明",
			"某某算力,A100 80G,8,150,"+note,
		)
		if len(res.Quotes) != 1 {
			t.Fatalf("%s: quotes %d, problems %+v", note, len(res.Quotes), res.Problems)
		}
		if q := res.Quotes[0]; q.IntraNode == IntraPCIe {
			t.Errorf("%s: gpu %q link %q, want no PCIe link", note, q.GPU, q.IntraNode)
		}
	}
}

// The site warning is an outcome of the one upstream decision: a site cell
// with no seller named is kept and warned (upstream.site_cell), with a
// seller named over a column of sites moved aside (upstream.site_values);
// a column of people is never decided.
func TestSiteWarningIsUpstreamOutcome(t *testing.T) {
	seller := vendorCand{ev: Evidence{Value: "成都锦城算力科技"}}
	for _, c := range []struct {
		in    upstreamIn
		rule  string
		moved bool
	}{
		{upstreamIn{header: "供应商", cell: "A机房(成都)"}, "upstream.site_cell", false},
		{upstreamIn{header: "供应商", cell: "A机房(成都)", sender: seller, sites: true}, "upstream.site_values", true},
		{upstreamIn{header: "资源方", cell: "星桥云", ownPrice: true}, "upstream.beside_own_price", false},
		{upstreamIn{header: "供应商", cell: "星桥云"}, "", false},
		{upstreamIn{header: "供应商", cell: "A机房(成都)", person: true}, "", false},
	} {
		if rule, moved := vendorColumnUpstream(c.in); rule != c.rule || moved != c.moved {
			t.Errorf("%+v: %q %v, want %q %v", c.in, rule, moved, c.rule, c.moved)
		}
	}
	if head, ok := siteHead("A机房（成都）"); !ok || head != "A机房" {
		t.Errorf("siteHead: %q %v", head, ok)
	}
}

// "8卡×2台" counts machines by 台 and by its ×: machinesCount says both, as
// readPiece's second look at the piece did.
func TestMachinesCountTimesWithTai(t *testing.T) {
	for in, want := range map[string]bool{"8卡×2台": true, "8卡机 ×10": true, "2台": false, "8卡 x 3 个月": false} {
		if _, times := machinesCount(norm(in)); times != want {
			t.Errorf("machinesCount(%q) times %v, want %v", in, times, want)
		}
	}
}
