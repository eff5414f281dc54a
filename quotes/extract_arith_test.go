package quotes

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// A price worked out in its cell is the working's result where its figures
// give it; a working its figures contradict is refused quoting it; a clause
// naming the price paid after the working is the price.
func TestWorkedAmount(t *testing.T) {
	for _, c := range []struct {
		cell  string
		value float64
		unit  string
	}{
		{"4卡×3.5=14元/台/时", 14, "node_hour"},
		{"2.5元/卡/时×8卡×24时=480元/台/天", 480, "node_day"},
		{"(6.0-0.5)×4=22元/台/时", 22, "node_hour"},
		{"包年：3.1×8760=27,156元/卡/年", 27156, ""}, // a year is a plan, no contract unit,
		{"50元/时×720=36,000元/台/月，优惠后34,200元/台/月", 34200, "node_month"},
		{"2 x 1.5 = 3 USD/node-hr", 3, "node_hour"},
		{"1.2×720=864元/卡/月", 864, "gpu_month"},
	} {
		p, err := ParsePrice(c.cell)
		if err != nil || math.Abs(p.Value-c.value) > 1e-9 || p.Unit != c.unit {
			t.Errorf("%q: %+v %v, want %v %s", c.cell, p, err, c.value, c.unit)
		}
	}
	for _, cell := range []string{"3.2×8×720=17,000元/台/月", "(5-1)×8=30元/台/时", "1.5×8=13元/台/时"} {
		_, err := ParsePrice(cell)
		var ce *cellError
		if !errors.As(err, &ce) || ce.M.Key != "import.err.working_mismatch" || !strings.Contains(ce.M.In("en"), cell) {
			t.Errorf("%q: %v, want refused: its working contradicts its result", cell, err)
		}
	}
	// no working: an equals sign without arithmetic, a model's figure
	for _, cell := range []string{"1台=8卡 月租5万", "8x H100 = $20/hr"} {
		if hasWorking(cell) {
			if _, err := ParsePrice(cell); err != nil && strings.Contains(err.Error(), "working") {
				t.Errorf("%q: %v, want no working read", cell, err)
			}
		}
	}
	if v, ok := evalWorking("h100×8"); ok {
		t.Errorf("h100×8 read as the working %v, want none", v)
	}
}

func FuzzWorkedAmount(f *testing.F) {
	for _, s := range []string{"8卡×12.5=100元/台/时", "(5.0-0.4)×8=36.8", "4.2×8×720=23,616元/台/月", "100元/时×720=72,000，优惠后68,400", "((1=", "1÷0=0", "=", "1x=2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		low := norm(s)
		out, err := workedAmount(low, s)
		if err == nil && !strings.Contains(low, "=") && out != low {
			t.Errorf("%q: rewritten %q without a working", s, out)
		}
		evalWorking(low)
	})
}
