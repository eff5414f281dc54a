package quotes

import "testing"

// A GPU memory size written with a space ("V100 SXM2 16 GB", "A100 40 G")
// is the stated size, not a size left open and assumed.
func TestGPUMemoryWithSpaceIsStated(t *testing.T) {
	for s, want := range map[string]string{"Tesla V100 SXM2 32 GB": "V100-32G", "A100 PCIe 40 G": "A100-40G-PCIe", "A800 80 GiB SXM": "A800-80G-SXM"} {
		m, ok := matchGPU(s)
		if !ok || m.ID != want || m.Assumed != "" {
			t.Errorf("%q: %+v %v", s, m, ok)
		}
	}
	res := readCSV(t, "g.csv",
		"Vendor,GPU,GPU memory,GPUs,Price $/GPU-hr",
		"Corvid Compute,NVIDIA A100 PCIe,40 GB,1,1.10",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "A100-40G-PCIe" {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	if res.Quotes[0].NeedsReview {
		t.Errorf("review: %+v", res.Quotes[0].ReviewReasons)
	}
}

func FuzzJoinMemorySize(f *testing.F) {
	for _, s := range []string{"A100 40 GB", "40 G", " ", "H100 SXM 80 GiB x8", "1 2 3 g"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		joinMemorySize(s)
	})
}

// A spaced size the catalogue has no card for is no match: the family's
// default card would be a neighbour by memory size (issue 23).
func TestGPUMemoryWithSpaceUnknownSizeIsNoMatch(t *testing.T) {
	if m, ok := matchGPU("A100 PCIe 96 GB"); ok {
		t.Fatalf("A100 96 GB matched %+v", m)
	}
	if m, ok := matchGPU("H20 141 GB"); !ok || m.ID != "H20-141G" {
		t.Fatalf("%+v %v", m, ok)
	}
}
