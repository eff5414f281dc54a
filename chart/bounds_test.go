package chart

import (
	"fmt"
	"math"
	"testing"
)

// Values near the float64 limit (a planted setup fee of 1.7e308) used to
// round an axis end to +Inf and panic with "makeslice: cap out of range";
// whatever the adapter is given, it renders or says no data, never panics.
func TestValuesNearTheFloatLimitRender(t *testing.T) {
	m := Meta{Width: 640, Height: 360, Title: "t"}
	for _, v := range []float64{1.7e308, 1.75e308, math.MaxFloat64, -1.75e308, 1e-320} {
		for name, c := range map[string]Chart{
			"cost":    CostBreakdownChart(m, []CostRow{{Label: "a", Compute: 693, Fixed: v}, {Label: "b", Compute: 695}}, "CNY"),
			"stacked": StackedBars(m, []string{"a", "b"}, []Series{{"s", []float64{v, 1}}, {"t", []float64{v, v}}}, "", nil),
			"grouped": GroupedBars(m, []string{"a"}, []Series{{"s", []float64{v}}}, "u"),
			"lines":   StepLines(m, []Line{{Name: "l", X: []float64{0, v}, Y: []float64{v, 1}}}, []Mark{{X: v, Y: v, Label: "m"}}, "x", "y"),
			"tornado": Tornado(m, "base", v, []TornadoBar{{"a", -v, v}}, "u", "lo", "hi"),
			"curve":   CostCurveChart(m, CurveByTokens, []CostCurve{{Label: "c", X: []float64{1, v}, Cost: []float64{v, 2}}}, nil, v, "CNY"),
		} {
			t.Run(fmt.Sprintf("%s/%g", name, v), func(t *testing.T) {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("panicked: %v", r)
					}
				}()
				if _, err := c.PNG(); err != nil {
					t.Fatalf("PNG: %v", err)
				}
				if _, err := c.SVG(); err != nil {
					t.Fatalf("SVG: %v", err)
				}
			})
		}
	}
}

func TestAxisTicksStayBounded(t *testing.T) {
	for _, c := range [][2]float64{{0, 1.75e308}, {-1.75e308, 1.75e308}, {0, math.Inf(1)}, {math.NaN(), 5}, {-math.MaxFloat64, 0}} {
		sc := niceScale(c[0], c[1], 10)
		ts := sc.ticks()
		if len(ts) < 2 || len(ts) > 1001 {
			t.Errorf("niceScale(%g, %g): %d ticks", c[0], c[1], len(ts))
		}
		for _, v := range ts {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				t.Errorf("niceScale(%g, %g): tick %g", c[0], c[1], v)
			}
		}
	}
}
