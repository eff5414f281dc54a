package quotes

import "testing"

// A count before a board word ("8x HGX", "4× PCIe") is the machine's GPUs.
func TestSpecBoardCount(t *testing.T) {
	for s, want := range map[string]int{"8x HGX, NVSwitch": 8, "4× PCIe Gen5": 4, "8*SXM5 / 2TB": 8, "8 x OAM": 8} {
		sp, ok := ParseSpec(s)
		if !ok || sp.GPUs == nil || *sp.GPUs != want {
			t.Errorf("ParseSpec(%q) = %+v ok=%v, want %d GPUs", s, sp, ok, want)
		}
	}
	for _, s := range []string{"2x PCIe NVMe 3.84T", "PCIe 4.0 x16", "2x 25G NIC"} {
		if sp, _ := ParseSpec(s); sp.GPUs != nil {
			t.Errorf("ParseSpec(%q) read %d GPUs", s, *sp.GPUs)
		}
	}
	res := readCSV(t, "boards.csv",
		"Provider,Accelerator,Server config,Price (USD/GPU/hr)",
		"Northwind GPU,A800 80G SXM,\"8x HGX, RoCE 200G\",1.80",
		"Northwind GPU,L20 48G,4x PCIe,0.70",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	if !eqPtr(res.Quotes[0].GPUsPerNode, 8) || !eqPtr(res.Quotes[1].GPUsPerNode, 4) {
		t.Fatalf("gpn %v %v", res.Quotes[0].GPUsPerNode, res.Quotes[1].GPUsPerNode)
	}
}

// Under a group header each sub-header names its own column: "服务器信息"
// over 单机GPU数 / 在库台数 gives cards per machine and machines.
func TestGroupSubHeaderNamesColumn(t *testing.T) {
	if got := subHeaderText("服务器配置 在库台数", "在库台数"); got != "在库台数" {
		t.Fatalf("subHeaderText = %q", got)
	}
	if got := subHeaderText("库存 卡", "卡"); got != "库存 卡" {
		t.Fatalf("库存 over 卡 kept as %q", got)
	}
	if got := subHeaderText("单价（元/卡/时） 包月", "包月"); got != "单价（元/卡/时） 包月" {
		t.Fatalf("a price tier became %q", got)
	}
}

func FuzzSpecBoardCount(f *testing.F) {
	for _, s := range []string{"8x HGX", "4× PCIe Gen5", "99x sxm", "0x oam", "8 x pci-e gen 4", "8卡整机 NVLink", "包年约合7.2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var sp Spec
		if sp.boardCount(s) && (sp.GPUs == nil || *sp.GPUs < 1 || *sp.GPUs > maxGPUsPerNode) {
			t.Fatalf("%q: %v", s, sp.GPUs)
		}
		_ = subHeaderText(s, s[len(s)/2:])
		_, _ = ParseSpec(s)
		_ = planWordOnly(s)
		_, _ = parsePriceCell(s)
	})
}

// A part naming the link and the card count ("4卡机 NVSwitch") gives both.
func TestSpecLinkWithCardCount(t *testing.T) {
	for s, want := range map[string]int{"4卡机 NVSwitch": 4, "NVLink 互联 8卡": 8, "16张 HCCS": 16} {
		sp, ok := ParseSpec(s)
		if !ok || sp.GPUs == nil || *sp.GPUs != want || sp.Intra == nil {
			t.Errorf("ParseSpec(%q) = %+v ok=%v, want %d GPUs and a link", s, sp, ok, want)
		}
	}
	if sp, _ := ParseSpec("NVLink 900GB/s"); sp.GPUs != nil {
		t.Errorf("NVLink 900GB/s read %d GPUs", *sp.GPUs)
	}
}

// The same through a file: a CSV group header left blank over its sub-columns.
func TestGroupSubHeaderCSV(t *testing.T) {
	res := readCSV(t, "group.csv",
		"供应商,型号,服务器配置,,单价(元/卡/时)",
		",,单机GPU数,在库台数,",
		"澄江算力,A800 80G SXM,8,3,12.5",
		"澄江算力,L20 48G,8,5,2.2",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[1]; !eqPtr(q.GPUsPerNode, 8) || !eqPtr(q.Nodes, 5) {
		t.Fatalf("gpn %v nodes %v", q.GPUsPerNode, q.Nodes)
	}
}
