package quotes

import "testing"

// A machine cell that names the GPU but not its memory ("4 x A100 PCIe")
// beside a GPU memory column ("4 x 40 GB") takes the memory from that
// column, and says so; a memory the catalogue has no card for leaves the
// spec's reading (and its assumption warning) alone.
func TestSpecGPUMemoryFromMemoryColumn(t *testing.T) {
	src := "Vendor,Server,VRAM,Price\n" +
		"Delta Cloud,4 x A100 PCIe,4 x 40 GB,$5.20/hr per server\n" +
		"Delta Cloud,2 x A100 PCIe,2×80GB,$2.90/hr per server\n"
	res, err := Read("m.csv", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	if g := res.Quotes[0].GPU; g != "A100-40G-PCIe" {
		t.Errorf("row 2 GPU %s", g)
	}
	if g := res.Quotes[1].GPU; g != "A100-80G-PCIe" {
		t.Errorf("row 3 GPU %s", g)
	}
	for _, w := range res.Quotes[1].Warnings {
		if w.Key == "import.warn.gpu_assumed" {
			t.Errorf("row 3: memory stated in its column, still assumed: %+v", w)
		}
	}
	found := false
	for _, w := range res.Quotes[0].Warnings {
		found = found || w.Key == "import.warn.gpu_memory_from_column"
	}
	if !found {
		t.Errorf("no memory-from-column warning: %+v", res.Quotes[0].Warnings)
	}
}
