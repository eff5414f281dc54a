package quotes

import "testing"

// The spec extractor names the rule that read a machine's GPU count, so
// the count's evidence says how it was read.
func TestSpecCountRule(t *testing.T) {
	for s, want := range map[string]string{"8*H800 80G SXM5 / 2TB": "spec.count_first", "A800 SXM 80G ×8": "spec.count_after",
		"单机4卡 L20（48G）": "spec.count_cards", "8卡 NVLink": "spec.count_leading", "8x HGX": "spec.count_board", "单卡": "spec.single_card",
		"L20 / 8x": "spec.count_bare"} {
		if sp, ok := ParseSpec(s); !ok || sp.GPUsRule != want {
			t.Errorf("ParseSpec(%q) rule %q, want %q", s, sp.GPUsRule, want)
		}
	}
}

// FuzzExtractSpec: a count is always read by a named rule, in range.
func FuzzExtractSpec(f *testing.F) {
	for _, s := range append(specSeeds, "8x HGX", "单卡", "L20 / ×4", "8x per node; NVLink", "99x sxm", "GPU：", "CPU：Xeon / CPU：") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sp, _ := ParseSpec(s)
		if (sp.GPUs != nil) != (sp.GPUsRule != "") || sp.GPUs != nil && (*sp.GPUs < 1 || *sp.GPUs > maxGPUsPerNode) {
			t.Fatalf("ParseSpec(%q): %v by %q", s, sp.GPUs, sp.GPUsRule)
		}
	})
}

// A config cell stating the machine's GPUs with no GPU word ("8x per node;
// NVLink; 3.2T IB") gives the count, and a speed beside "Ethernet" is the
// network, not a count or a memory.
func TestSpecCountPerNode(t *testing.T) {
	for s, want := range map[string]string{"8x per node; NVLink; 3.2T IB": InterIB, "8x per node; PCIe; 100G Ethernet": InterEther, "x4 per server, 25G Ethernet": InterEther} {
		sp, ok := ParseSpec(s)
		if !ok || sp.GPUs == nil || sp.GPUsRule != "spec.count_per_node" || sp.Net == nil || sp.Net.Kind != want {
			t.Errorf("ParseSpec(%q): ok=%v gpus=%v rule=%q net=%+v", s, ok, sp.GPUs, sp.GPUsRule, sp.Net)
		}
	}
	for _, s := range []string{"8x GPU per node", "8x GPUs per server"} { // stop 54 set145/06: the GPU word before "per"
		if sp, ok := ParseSpec(s); !ok || sp.GPUs == nil || *sp.GPUs != 8 || sp.GPUsRule != "spec.count_per_node" {
			t.Errorf("ParseSpec(%q): ok=%v gpus=%v rule=%q", s, ok, sp.GPUs, sp.GPUsRule)
		}
	}
	if sp, _ := ParseSpec("8*H100"); *sp.GPUs != 8 || sp.GPUsRule == "spec.count_per_node" {
		t.Errorf("8*H100: %v %q", sp.GPUs, sp.GPUsRule)
	}
	for _, s := range []string{"2TB per node", "400G x8 per node", "2x 25G NIC per node"} {
		if sp, _ := ParseSpec(s); sp.GPUs != nil {
			t.Errorf("%q read as %d GPUs", s, *sp.GPUs)
		}
	}
	res := readCSV(t, "n.csv",
		"Vendor,GPU,Node config,USD / GPU / month",
		"Acme,H100 SXM 80GB,8x per node; NVLink; 3.2T IB,1690",
	)
	if len(res.Quotes) != 1 || !eqPtr(res.Quotes[0].GPUsPerNode, 8) || res.Quotes[0].InterNode != InterIB {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}

// A GPU part opening with a word of one card and naming its host ("单卡
// RTX 4090 24G（云主机，16核/64G）") is a machine of one card; the word alone,
// naming no host, states no count.
func TestSpecSingleCardHost(t *testing.T) {
	for s, want := range map[string]int{
		"单卡 RTX 4090 24G（云主机，16核/64G）": 1,
		"single-GPU A10 24G VM":        1,
		"单卡 RTX 4090 24G":              0,
		"8×H800 SXM 80G，NVLink":        8,
	} {
		sp, _ := ParseSpec(s)
		got := 0
		if sp.GPUs != nil {
			got = *sp.GPUs
		}
		if got != want {
			t.Errorf("ParseSpec(%q).GPUs = %d, want %d", s, got, want)
		}
	}
}

// A count after a GPU name followed by a machine word counts machines
// ("A800训练整机×3台"), never one machine's GPUs; read as the machines of a
// GPU cell where no column counts them.
func TestSpecCountOfMachines(t *testing.T) {
	if sp, _ := ParseSpec("A包（A800训练整机×3台）"); sp.GPUs != nil || sp.GPU == "" {
		t.Errorf("ParseSpec: GPUs %v GPU %q: want the GPU and no GPU count", sp.GPUs, sp.GPU)
	}
	if sp, _ := ParseSpec("H20×8(96G)"); sp.GPUs == nil || *sp.GPUs != 8 {
		t.Errorf("ParseSpec(H20×8(96G)): GPUs %v, want 8", sp.GPUs)
	}
	q := onlyQuote(t, "包号,供应商,每台卡数,报价(元/台/月)", "A包（A800 SXM 80G训练整机×3台）,甲云,8,60000")
	if q.Nodes == nil || *q.Nodes != 3 || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 {
		t.Errorf("nodes %v gpn %v: want 3 machines of 8", q.Nodes, q.GPUsPerNode)
	}
}

// A GPU cell counting its cards ("1 * NVIDIA T4 16GB") gives the cards per
// machine where the instance code beside it names the card but no count
// ("gt4.xlarge"), so a per-instance price is split over them (stop 53,
// set142/02).
func TestGPUCellCountBesideCountlessCode(t *testing.T) {
	res := readCSV(t, "calc.csv",
		"某云 GPU云服务器价格明细",
		"说明：按量付费单价为每实例每小时。",
		"实例规格,GPU,按量付费(元/小时)",
		"gt4.xlarge,1 * NVIDIA T4 16GB,0.78",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].GPUsPerNode == nil || *res.Quotes[0].GPUsPerNode != 1 {
		t.Fatalf("want 1 card per instance: %+v %+v", res.Quotes, res.Problems)
	}
}
