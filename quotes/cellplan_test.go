package quotes

import (
	"fmt"
	"strings"
	"testing"
)

// The one price column's header names a plan that bills per hour
// ("按量价格", "Pay-as-you-go rate"), but a cell states its own longer period:
// the cell is taken, as over a header's unit, and the quote says so.
func TestCellPeriodOverPlanHeader(t *testing.T) {
	src := "供应商,GPU型号,每台卡数,按量价格,计费\n" +
		"丙云,A40 48G,1,6.5元/卡时,按卡\n" +
		"丙云,A800 80G,8,\"9,800元/周\",按台\n" +
		"丙云,H20 96G,8,\"36,000元/月\",按台\n"
	res, err := Read("p.csv", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 3 || len(res.Problems) != 0 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{6.5, 9800.0 / 168 / 8, 36000.0 / 720 / 8} {
		if got := perGPUHour(t, res.Quotes[i]); !within(got, want) {
			t.Errorf("quote %d: %v, want %v", i, got, want)
		}
	}
	for _, q := range res.Quotes[1:] {
		found := false
		for _, w := range q.Warnings {
			if w.Key == "import.warn.cell_over_header" && strings.Contains(fmt.Sprint(w.Args...), "按量价格") {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no cell-over-header warning: %+v", q.GPU, q.Warnings)
		}
	}
}
