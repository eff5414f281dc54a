package quotes

import "testing"

// A GPU cell with no form factor ("H100 80G") beside a spec cell naming
// one ("8卡 SXM5 / 2TB") reads the GPU in that form, with a warning; a spec
// naming two forms leaves the assumption (and its warning) as it was.
func TestGPUFormFromSpecCell(t *testing.T) {
	res := readCSV(t, "f.csv",
		"供应商,GPU,配置,价格(元/卡/时)",
		"霁川算力,A100 80G,4卡 PCIe / 512G,3.9",
		"霁川算力,A100 80G,8卡 PCIe + SXM4 混插,4.1",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes %+v", len(res.Quotes), res.Problems)
	}
	q0, q1 := res.Quotes[0], res.Quotes[1]
	if q0.GPU != "A100-80G-PCIe" || !hasWarning(q0, "names no form factor") {
		t.Errorf("q0 %s %+v", q0.GPU, q0.Warnings)
	}
	if hasWarning(q1, "names no form factor") || !hasWarning(q1, "form factor not stated") {
		t.Errorf("q1 %s %+v", q1.GPU, q1.Warnings)
	}
}
