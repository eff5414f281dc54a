package quotes

import "testing"

// A spec part that is only NIC ports and a speed ("双100G", "2x200G"), after
// the GPU part, is the network (Ethernet assumed, with its warning), not a
// disk; sizes a card or disk is sold in stay unread as network.
func TestSpecBareLinkSpeed(t *testing.T) {
	for _, s := range []string{"8卡 A800 80G / 1TB内存 / 双25G", "2x A40 48G, 256G RAM, 2x25G"} {
		sp, ok := ParseSpec(s)
		if !ok || sp.Net == nil || sp.Net.Kind != InterEther || sp.Net.Assumed.IsZero() {
			t.Errorf("%q: %+v %+v", s, sp, sp.Net)
		}
		if sp.NVMeTB != nil {
			t.Errorf("%q: NVMe %v from a link speed", s, *sp.NVMeTB)
		}
	}
	// 100G / 200G could be IB or RoCE: read, but its kind stays open
	if sp, _ := ParseSpec("4x H20 96G / 2×200G"); sp.Net == nil || sp.Net.Assumed.IsZero() || sp.Net.Kind == InterEther {
		t.Errorf("2×200G: %+v", sp.Net)
	}
	for _, s := range []string{"8×A100 | 40G", "2×RTX3080 | 10G", "4×L40S | 2×800G"} {
		if sp, _ := ParseSpec(s); sp.Net != nil {
			t.Errorf("%q: network %+v", s, *sp.Net)
		}
	}
}
