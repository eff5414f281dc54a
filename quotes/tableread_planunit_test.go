package quotes

import (
	"strings"
	"testing"
)

// SX0301: a line above a GPU × term matrix states each plan's unit; each
// plan column takes its own, a plan named in two units takes none.
func TestPlanUnits(t *testing.T) {
	pus := planUnits([]string{"计价说明：按量 元/卡/时；包月、包季 元/台/月（整机）；包年 元/台/年（整机，年付）；以上均含6%增值税"})
	for _, w := range []struct{ plan, period, basis string }{{"按量", "hour", "gpu"}, {"包月", "month", "node"}, {"包季", "month", "node"}, {"包年", "year", "node"}} {
		m, _ := findMode(w.plan)
		pu, ok := planUnitOf(pus, &m)
		if !ok || pu.hint.period != w.period || pu.hint.basis != w.basis {
			t.Errorf("%s: %v %+v", w.plan, ok, pu.hint)
		}
	}
	if m, _ := findMode("包周"); func() bool { _, ok := planUnitOf(pus, &m); return ok }() {
		t.Errorf("包周 is not stated")
	}
	if pus := planUnits([]string{"包月 元/台/月", "包月 元/卡/月"}); len(pus) != 1 || pus[0].hint.period != "" {
		t.Errorf("a plan in two units: %+v", pus)
	}
	if pus := planUnits([]string{"以上价格含税", "单位：元/卡/时"}); len(pus) != 0 {
		t.Errorf("no plan named: %+v", pus)
	}
}

// The matrix read whole: each column in its own unit, 包季 a monthly rent
// over a 3-month term, every price warned where its unit came from.
func TestPlanUnitMatrix(t *testing.T) {
	res := readCSV(t, "matrix.csv", "某算力 GPU价格矩阵", "计价说明：按量 元/卡/时；包月、包季 元/台/月（整机）；包年 元/台/年（整机，年付）",
		"型号,整机配置,按量,包月,包季,包年", "H100 SXM5 80G,8卡/台 NVLink,13.8,68000,64500,720000")
	got := map[float64]string{}
	for _, q := range res.Quotes {
		got[q.Price] = q.PriceUnit
	}
	for price, unit := range map[float64]string{13.8: "gpu_hour", 68000: "node_month", 64500: "node_month", 720000.0 / 8760: "node_hour"} {
		if got[price] != unit {
			t.Errorf("%v: %s, want %s (%v)", price, got[price], unit, got)
		}
	}
	if len(res.Quotes) != 4 || len(res.Problems) != 0 {
		t.Errorf("quotes %d problems %+v %v", len(res.Quotes), res.Problems, got)
	}
	warned := 0
	for _, q := range res.Quotes {
		for _, w := range q.Warnings {
			if w.Key == "import.warn.unit_from_plan_line" {
				warned++
			}
		}
		if q.PriceUnit == "node_month" && q.Price == 64500 && (q.MinHours == nil || *q.MinHours != 2160) {
			t.Errorf("包季: min hours %v", q.MinHours)
		}
	}
	if warned != 4 {
		t.Errorf("%d of 4 prices warned", warned)
	}
}

// planUnits reads any line: a unit it returns comes with a plan and a
// period, and none panics.
func FuzzPlanUnits(f *testing.F) {
	for _, s := range []string{"计价说明：按量 元/卡/时；包月、包季 元/台/月（整机）", "包年 万元/台/年", "按量 USD/GPU/h, 包月 USD/node/month", "元/", "包月、、元/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, pu := range planUnits([]string{s}) {
			if pu.text != strings.TrimSpace(s) {
				t.Fatalf("%q: text %q", s, pu.text)
			}
			if pu.hint.period != "" && pu.hint.basis == "" {
				t.Fatalf("%q: a unit with no basis %+v", s, pu.hint)
			}
		}
	})
}
