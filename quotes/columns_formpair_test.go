package quotes

import (
	"strings"
	"testing"
)

// The card's memory and its form factor in two columns (显存 80GB, 形态
// PCIe) are read together beside its name: an A800 80GB under 形态 PCIe is
// the PCIe card; one with 形态 blank stays the assumed SXM card, warned;
// the columns may stand in either order.
func TestMemoryAndFormColumnsReadTogether(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
	}{
		{"memory then form", []string{"蓝湾算力 现货报价", "型号,显存,形态,价格,单位", "A800,80GB,PCIe,5.60,元/卡/时", "A800,80GB,,6.10,元/卡/时", "H100,80GB,SXM,12.00,元/卡/时"}},
		{"form then memory", []string{"蓝湾算力 现货报价", "型号,形态,显存,价格,单位", "A800,PCIe,80GB,5.60,元/卡/时", "A800,,80GB,6.10,元/卡/时", "H100,SXM,80GB,12.00,元/卡/时"}},
	} {
		res, err := Read("g.csv", csvOf(c.lines...))
		if err != nil || len(res.Quotes) != 3 {
			t.Fatalf("%s: %v %d quotes %+v", c.name, err, len(res.Quotes), res.Problems)
		}
		want := []string{"A800-80G-PCIe", "A800-80G-SXM", "H100-80G-SXM"}
		for i, q := range res.Quotes {
			if q.GPU != want[i] {
				t.Errorf("%s: row %d read as %s, want %s", c.name, i+3, q.GPU, want[i])
			}
		}
		assumed := false
		for _, w := range res.Quotes[1].Warnings {
			assumed = assumed || strings.Contains(w.Key, "gpu_assumed")
		}
		if !assumed {
			t.Errorf("%s: the bare A800's SXM form is not warned: %+v", c.name, res.Quotes[1].Warnings)
		}
	}
}
