package quotes

import "testing"

// The cards of every machine stated once in a line above the header give
// each row its GPUs per machine; a row's own count comes first, and lines
// that state two counts give none.
func TestMachineCardsFromLineAboveHeader(t *testing.T) {
	for _, c := range []struct {
		line string
		want int
	}{
		{"所有报价均为每台 8 卡服务器的卡时单价", 8},
		{"单机4卡，按卡计价", 4},
		{"All prices are for 8-GPU servers, per GPU-hour", 8},
		{"Each node has 4 GPUs.", 4},
		{"8卡整机出租；4卡机另议", 0}, // two counts: none
	} {
		res := readCSV(t, "line.csv",
			"松柏算力 报价",
			c.line,
			"GPU型号,台数,报价,计费单位",
			"H100 SXM 80G,2,9.5,元/卡/时",
			"2x L40S 48G,1,3.9,元/卡/时")
		if len(res.Quotes) != 2 {
			t.Fatalf("%q: %d quotes, problems %v", c.line, len(res.Quotes), res.Problems)
		}
		got := res.Quotes[0].GPUsPerNode
		if c.want == 0 && got != nil || c.want != 0 && (got == nil || *got != c.want) {
			t.Errorf("%q: GPUs per machine %v, want %d", c.line, deref(got), c.want)
		}
		if own := res.Quotes[1].GPUsPerNode; own == nil || *own != 2 {
			t.Errorf("%q: the row's own 2x gave way to the line: %v", c.line, deref(own))
		}
	}
}

// The links of every machine stated in a line above the header are each
// row's link and network where its own cells name none, warned with the
// line; a row's own cell comes first; a line naming a GPU model (it may
// speak of that model only) or lines stating two kinds give none; NVLink
// said for a card the catalogue knows only as PCIe is held for review.
func TestMachineLinksFromLineAboveHeader(t *testing.T) {
	for _, c := range []struct {
		line         string
		intra, inter string
	}{
		{"USD per GPU-hour; servers are 8-GPU, NVLink + 400G InfiniBand", IntraNVLink, InterIB},
		{"整机均为NVLink互联，RoCE 200G组网", IntraNVLink, InterRoCE},
		{"H100 机型为 NVLink 互联，IB 组网", Unknown, Unknown},      // names a model
		{"NVLink 或 PCIe 机型，IB 或 RoCE 组网", Unknown, Unknown}, // two kinds
	} {
		res := readCSV(t, "line.csv",
			"松柏算力 报价",
			c.line,
			"GPU型号,每台卡数,报价,计费单位,网络",
			"A100 80G,8,9.5,元/卡/时,",
			"L40S 48G,8,3.9,元/卡/时,25G以太网")
		if len(res.Quotes) != 2 {
			t.Fatalf("%q: %d quotes, problems %v", c.line, len(res.Quotes), res.Problems)
		}
		a, l := res.Quotes[0], res.Quotes[1]
		if a.IntraNode != c.intra || a.InterNode != c.inter {
			t.Errorf("%q: A100 link %s network %s, want %s %s", c.line, a.IntraNode, a.InterNode, c.intra, c.inter)
		}
		if c.inter != Unknown && (!hasKey(a, "import.warn.link_from_line") || l.InterNode != InterEther) {
			t.Errorf("%q: warnings %v; L40S's own network %s", c.line, a.Warnings, l.InterNode)
		}
		if c.intra == IntraNVLink && (l.IntraNode != IntraNVLink || !l.NeedsReview || a.NeedsReview) {
			t.Errorf("%q: L40S (PCIe-only) link %s review %v; A100 review %v", c.line, l.IntraNode, l.ReviewReasons, a.ReviewReasons)
		}
	}
}

func FuzzLineLinks(f *testing.F) {
	for _, s := range []string{"servers are 8-GPU, NVLink + 400G InfiniBand", "整机均为NVLink互联，RoCE 200G组网", "NVLink 或 PCIe", "H100 为 NVLink", "IB 4×200G HDR / 25GbE"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l := readLineLinks([]string{s})
		if l.intra != nil && l.intraAt == "" || l.net != nil && l.netAt == "" {
			t.Fatalf("%q: a link with no line", s)
		}
		if l.intra != nil && l.intra.Kind == Unknown || l.net != nil && (l.net.Kind == Unknown || l.net.Kind == InterNone) {
			t.Fatalf("%q: an unknown kind taken", s)
		}
	})
}

// A line under the table stating each model's network clause by clause
// gives the rows of those models that network, warned with the clause; a
// row's own cell comes first; a model two clauses give two kinds gets none.
func TestNetworkPerModelFromLine(t *testing.T) {
	res := readCSV(t, "net.csv",
		"松柏算力 报价",
		"GPU型号,每台卡数,报价,计费单位,网络",
		"H800 SXM,8,5.98万,元/台/月,",
		"A800 SXM,8,3.38万,元/台/月,RoCE 4×200G",
		"L40S,8,3.75,元/卡/时,",
		"A100 80G,8,4.2,元/卡/时,",
		"说明：网络：H800、A800整机配IB HDR 200G×4；L40S、4090D整机为25G以太网；A100为IB或RoCE")
	if len(res.Quotes) != 4 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	want := []string{InterIB, InterRoCE, InterEther, Unknown}
	for i, q := range res.Quotes {
		if q.InterNode != want[i] {
			t.Errorf("%s: network %s, want %s", q.GPU, q.InterNode, want[i])
		}
	}
	if !hasKey(res.Quotes[0], "import.warn.net_from_line_gpu") || hasKey(res.Quotes[1], "import.warn.net_from_line_gpu") {
		t.Errorf("warnings %v / %v", res.Quotes[0].Warnings, res.Quotes[1].Warnings)
	}
	if got := lineNetsByGPU([]string{"H800 配 IB", "H800 为 RoCE 200G 组网"}); len(got) != 0 {
		t.Errorf("two kinds for one model: %v", got)
	}
	if got := lineNetsByGPU([]string{"注:4090为PCIe整机(单机8卡),A800/H100机型节点间IB 4×200G"}); len(got) != 2 || got["RTX4090-24G"].net.Kind != "" {
		t.Errorf("a comma's clauses: %v", got)
	}
}
