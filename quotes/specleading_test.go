package quotes

import "testing"

// A spec part that opens with the card count and goes on to the link
// ("4卡 NVSwitch", "单机8卡 PCIe 4.0") keeps both: the count is the machine's.
func TestSpecPartLeadingCardCountWithLink(t *testing.T) {
	for s, want := range map[string]int{"4卡 NVSwitch": 4, "单机8卡 PCIe 4.0": 8, "2 GPUs NVLink bridge": 2, "16卡 HCCS + RoCE": 16} {
		sp, ok := ParseSpec(s)
		if !ok || sp.GPUs == nil || *sp.GPUs != want || sp.Intra == nil {
			t.Errorf("%q: ok=%v gpus=%v intra=%v", s, ok, sp.GPUs, sp.Intra)
		}
	}
	// a count after the network words is not the machine's
	if sp, _ := ParseSpec("RoCE 200G 1卡1网"); sp.GPUs != nil {
		t.Errorf("network part read as %d cards", *sp.GPUs)
	}
	res := readCSV(t, "l.csv",
		"供应商,GPU,配置,价格",
		"岚桥数据,A800 80G SXM,4卡 NVSwitch,\"20,160元/台/月\"",
	)
	if len(res.Quotes) != 1 || !eqPtr(res.Quotes[0].GPUsPerNode, 4) {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	if !within(perGPUHour(t, res.Quotes[0]), 20160.0/720/4) {
		t.Errorf("per machine-month: %v", perGPUHour(t, res.Quotes[0]))
	}
}

func FuzzSpecLeadingCards(f *testing.F) {
	for _, s := range []string{"8卡 NVLink", "单机4卡 PCIe", "99卡 IB", "0卡", "8 GPU NVSwitch + RoCE", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if sp, _ := ParseSpec(s); sp.GPUs != nil && (*sp.GPUs < 1 || *sp.GPUs > maxGPUsPerNode) {
			t.Fatalf("ParseSpec(%q) gave %d cards", s, *sp.GPUs)
		}
	})
}
