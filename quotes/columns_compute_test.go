package quotes

import "testing"

// A broker's figure per unit of compute (元/PFLOPS·时, $/TFLOPS-hr) beside
// the card's own price prices no card: the card's price is read alone, no
// row is refused for the two disagreeing, and the figure is no unread price.
func TestComputeUnitColumnIsNotThePrice(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  []float64
	}{
		{"zh", []string{"蓝湾算力 资源对比", "芯片,显存,FP16算力(TFLOPS),单卡价(元/卡/时),折合(元/PFLOPS·时)", "H20,96G,148,3.60,24.32", "L20,48G,119.5,1.80,15.06"}, []float64{3.6, 1.8}},
		{"en", []string{"Bayside Compute comparison", "GPU,TFLOPS,Price ($/GPU/hr),$/TFLOPS-hr", "H100 SXM 80GB,989,2.50,0.0025", "L40S,362,0.90,0.0025"}, []float64{2.5, 0.9}},
	} {
		res, err := Read("g.csv", csvOf(c.lines...))
		if err != nil || len(res.Quotes) != len(c.want) || len(res.Problems) != 0 {
			t.Fatalf("%s: %v %d quotes, problems %+v", c.name, err, len(res.Quotes), res.Problems)
		}
		for i, q := range res.Quotes {
			if q.Price != c.want[i] || q.PriceUnit != UnitGPUHour {
				t.Errorf("%s: row %d price %v %s, want %v per GPU-hour", c.name, i+3, q.Price, q.PriceUnit, c.want[i])
			}
		}
	}
	for h, want := range map[string]string{"折合(元/PFLOPS·时)": "pflops", "$/TFLOPS-hr": "tflops", "单卡价(元/卡/时)": "", "Laptops price": ""} {
		if got := computeUnit(h); got != want {
			t.Errorf("computeUnit(%q) = %q, want %q", h, got, want)
		}
	}
}
