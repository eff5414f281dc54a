package quotes

import "testing"

// A tier sub-header that names its plan and its own unit under one group
// header ("报价" over "年付 元/台/年" / "按量 元/卡/时", with a line break or
// a space between plan and unit): each column is its own offer with its
// own basis and period, not a price with no unit.
func TestTierSubHeaderCarriesItsUnit(t *testing.T) {
	res := readCSV(t, "m.csv",
		"厂商,GPU,每台卡数,报价,",
		",,,\"按量\n元/卡/时\",年付 元/台/年",
		"青禾云,A800 80G SXM,8,9.5,\"560,640\"",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, %+v", len(res.Quotes), res.Problems)
	}
	q0, q1 := res.Quotes[0], res.Quotes[1]
	if !within(perGPUHour(t, q0), 9.5) {
		t.Errorf("per card-hour: %v", perGPUHour(t, q0))
	}
	if !within(perGPUHour(t, q1), 560640.0/8760/8) {
		t.Errorf("per machine-year: %v", perGPUHour(t, q1))
	}
	if q1.MinHours == nil || *q1.MinHours != 8760 {
		t.Errorf("min hours %v", q1.MinHours)
	}
	for s, want := range map[string]string{"包周 元/台/周": "week", "月租\n元/卡/月": "month", "包月": "", "元/卡/时": ""} {
		m, h, ok := tierSubWithUnit(s, unitHint{})
		if ok != (want != "") || ok && (h.period != want || m.period == "") {
			t.Errorf("%q: %+v %+v %v", s, m, h, ok)
		}
	}
}

// The same with the unit in brackets ("包月（元/台/月）" under "报价").
func TestTierSubHeaderBracketUnit(t *testing.T) {
	res := readCSV(t, "b.csv",
		"厂商,GPU,每台卡数,报价,",
		",,,按量（元/卡/时）,包周(元/台/周)",
		"青禾云,L40S 48G,4,2.6,\"1,680\"",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, %+v", len(res.Quotes), res.Problems)
	}
	if !within(perGPUHour(t, res.Quotes[0]), 2.6) || !within(perGPUHour(t, res.Quotes[1]), 1680.0/168/4) {
		t.Errorf("prices %v %v", perGPUHour(t, res.Quotes[0]), perGPUHour(t, res.Quotes[1]))
	}
}

func FuzzTierSubWithUnit(f *testing.F) {
	for _, s := range []string{"按需\n元/卡/时", "包年 元/台/年", "包季：元/台/季", "", "包月", "\n", "年付 $/hr"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tierSubWithUnit(s, unitHint{})
	})
}

// An English second header row of tiers with their units ("On-demand⏎
// $/GPU-hr", "3-year⏎$/node-hr") is a header row, not a first data row.
func TestEnglishTierUnitSubHeaderRow(t *testing.T) {
	res := readCSV(t, "e.csv",
		"Vendor,GPU,GPUs per node,Rate,",
		",,,\"On-demand\n$/GPU-hr\",\"3-year\n$/node-hr\"",
		"Larkspur Cloud,A100 80G SXM,8,1.9,9.6",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, %+v", len(res.Quotes), res.Problems)
	}
	q0, q1 := res.Quotes[0], res.Quotes[1]
	if q0.PriceUnit != "gpu_hour" || q1.PriceUnit != "node_hour" || q1.MinHours == nil || *q1.MinHours != 3*8760 {
		t.Errorf("units %s %s min %v", q0.PriceUnit, q1.PriceUnit, q1.MinHours)
	}
}

// Brackets on a tier that give its term ("包季(3个月)") are no unit: the
// group's unit ("报价（元/卡/月）") stands for the column.
func TestTierBracketTermKeepsGroupUnit(t *testing.T) {
	res := readCSV(t, "g.csv",
		"厂商,GPU,每台卡数,报价（元/卡/月）,",
		",,,包季(3个月),包年(12个月)",
		"青禾云,A800 80G SXM,8,\"4,900\",\"4,500\"",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.PriceUnit != "gpu_month" {
			t.Errorf("%v: unit %s", q.Price, q.PriceUnit)
		}
	}
	if h := tierOwnHint("包月(元/台/月)", unitHint{}); h.basis != "node" || h.period != "month" {
		t.Errorf("%+v", h)
	}
	if h := tierOwnHint("包年(12个月)", unitHint{basis: "gpu", period: "month"}); h.basis != "gpu" || h.period != "month" {
		t.Errorf("%+v", h)
	}
}
