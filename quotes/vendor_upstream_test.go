package quotes

import "testing"

// A reseller's "上游" column is the vendor, written once and filled down;
// a "单卡实例" machine kind is one card per machine.
func TestUpstreamVendorAndSingleCardHost(t *testing.T) {
	res := readCSV(t, "reseller.csv",
		"上游,卡型,机型,价格",
		"青冈算力,L20 48G,8卡整机,2.2元/卡/时",
		",A10 24G,单卡实例,0.95元/卡/时",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "青冈算力" {
			t.Fatalf("vendor %q", q.Vendor)
		}
	}
	if q := res.Quotes[1]; !eqPtr(q.GPUsPerNode, 1) || q.PriceUnit != "gpu_hour" {
		t.Fatalf("单卡实例: gpn %v unit %s", q.GPUsPerNode, q.PriceUnit)
	}
	for s, want := range map[string]int{"单卡云主机": 1, "Single-GPU VM": 1, "单卡": 0, "单卡价": 0, "8卡整机": 8} {
		if n, _ := cardsPerMachine(s); n != want {
			t.Errorf("cardsPerMachine(%q) = %d, want %d", s, n, want)
		}
	}
}
