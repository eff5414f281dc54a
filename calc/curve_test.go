package calc

import (
	"math"
	"testing"
)

// oneNodeTask is a 1B model on 8 A800 (one machine) with negligible
// failure risk, so the costs are the price lines alone.
func oneNodeTask(t *testing.T) Task {
	task := costTask(t)
	task.GPUs, task.Hours, task.Tokens = 8, 0, 1e10
	task.FailureRatePerNodeDay = 1e-9
	return task
}

// a800Hourly is the same machine as offerA800Month at 7.5 CNY per GPU-hour
// (60 CNY per machine-hour), per-second billing; storage, egress and fees
// are stated free on both quotes so the lines cross where the compute does.
func a800Pair() (hourly, monthly Offer) {
	monthly = offerA800Month()
	monthly.StorageKnown, monthly.StoragePerGBMonth, monthly.EgressPerGB, monthly.FixedFees = true, 0, 0, 0
	monthly.EgressKnown, monthly.FeesKnown = true, true
	hourly = monthly
	hourly.ID, hourly.Vendor, hourly.PriceUnit, hourly.Price = 40, "hourly", "gpu_hour", 7.5
	return hourly, monthly
}

func TestCostCurveMonthlySteps(t *testing.T) {
	task := oneNodeTask(t)
	_, monthly := a800Pair()
	tps := CostForOffer(task, monthly, nil, CostOptions{}).TokensPerS
	task.Tokens = tps * 3600 * 1000 // 1000 h; the grid runs to 2000 h
	pts := CostCurve(task, monthly, nil, CostOptions{}, nil)
	// Two steps in range (720 h, 1440 h), each drawn by a point on either
	// side: the total jumps by one machine-month, 38,000, within 1e-6 of
	// the edge.
	var jumps int
	for i := 1; i < len(pts); i++ {
		d := pts[i].Total - pts[i-1].Total
		if d > 1000 {
			jumps++
			edge := 720 * float64(jumps)
			if math.Abs(pts[i-1].Hours-edge) > 1e-3 || pts[i].Hours-edge > 1e-2 {
				t.Errorf("step %d between %.6f h and %.6f h, want at %g h", jumps, pts[i-1].Hours, pts[i].Hours, edge)
			}
			if math.Abs(d-38000) > 1 {
				t.Errorf("step %d of %.2f, want 38,000", jumps, d)
			}
		}
	}
	if jumps != 2 {
		t.Errorf("%d steps, want 2", jumps)
	}
	checkNear(t, "first point (1 month)", pts[0].Total, 38000)
}

func TestBreakEvensHourlyVsMonthly(t *testing.T) {
	task := oneNodeTask(t)
	hourly, monthly := a800Pair()
	tps := CostForOffer(task, monthly, nil, CostOptions{}).TokensPerS
	task.Tokens = tps * 3600 * 800 // grid to 1600 h
	curves := CostCurves(task, []Offer{hourly, monthly}, nil, CostOptions{}, nil)
	be := BreakEvens(curves)
	// Hourly 60 h vs monthly 38,000 × ceil(h/720):
	//   633.33 h (60 h = 38,000): hourly → monthly
	//   720 h (monthly steps to 76,000 while hourly is 43,200): → hourly
	//   1266.67 h (60 h = 76,000): → monthly
	//   1440 h (monthly steps to 114,000, hourly 86,400): → hourly
	want := []struct {
		hours    float64
		from, to int64
	}{{38000.0 / 60, 40, 2}, {720, 2, 40}, {76000.0 / 60, 40, 2}, {1440, 2, 40}}
	if len(be) != len(want) {
		t.Fatalf("%d break-evens, want %d: %+v", len(be), len(want), be)
	}
	for i, w := range want {
		b := be[i]
		if math.Abs(b.DaysFrom*24-w.hours) > 0.01 || b.FromID != w.from || b.ToID != w.to {
			t.Errorf("break-even %d: %.3f h %d→%d, want %.3f h %d→%d", i, b.DaysFrom*24, b.FromID, b.ToID, w.hours, w.from, w.to)
		}
		checkNear(t, "tokens at break-even", b.Tokens/(tps*3600), b.DaysFrom*24)
	}
	t.Logf("hourly vs monthly on 8×A800: the cheaper quote changes at %.1f, %.1f, %.1f and %.1f days", be[0].DaysFrom, be[1].DaysFrom, be[2].DaysFrom, be[3].DaysFrom)

	// Curves on different grids are not compared.
	other := CostCurves(task, []Offer{hourly}, nil, CostOptions{}, []float64{1, 2})
	if BreakEvens([]Curve{curves[0], other[0]}) != nil {
		t.Error("curves on different grids must give no break-evens")
	}
}

func TestCurveTokensGrid(t *testing.T) {
	task := oneNodeTask(t)
	_, monthly := a800Pair()
	grid := CurveTokens(task, []Offer{monthly}, nil, CostOptions{}, 0, 50)
	if len(grid) < 50 {
		t.Fatalf("%d grid points", len(grid))
	}
	for i := 1; i < len(grid); i++ {
		if grid[i] <= grid[i-1] {
			t.Fatalf("grid not increasing at %d", i)
		}
	}
	if math.Abs(grid[len(grid)-1]-2*task.Tokens) > 1e-6*task.Tokens {
		t.Errorf("grid ends at %g, want 2 × tokens = %g", grid[len(grid)-1], 2*task.Tokens)
	}
}
