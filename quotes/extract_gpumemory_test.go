package quotes

import "testing"

// A bare size beside a GPU name in a text segment is the card's memory,
// not a network speed; a segment that names the network is still read.
func TestGPUMemoryIsNoNetworkSpeed(t *testing.T) {
	for _, tc := range []struct {
		seg    string
		memory bool
	}{
		{"RTX 4090 24G ×8", true},
		{"L20 48G ×1", true},
		{"8x L40S 48GB", true},
		{"IB 200G", false},
		{"L40S 48G 25G以太网", false},
		{"H100 80G 8x400G InfiniBand", false},
		{"25G", false},
	} {
		n, err := ParseNetwork(tc.seg)
		if got := err == nil && gpuMemoryAsSpeed(tc.seg, n); got != tc.memory {
			t.Errorf("%q: memory taken for a speed %v, want %v (%+v)", tc.seg, got, tc.memory, n)
		}
	}
}
