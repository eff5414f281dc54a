package quotes

import "testing"

// A weekly stock report: this week's price beside last week's. The
// current column is the price, the earlier one kept as text (column_stale
// / column_current rows), and neither header's week is a billing period:
// the prices take the unit the line above the header states.
func TestWeeklyReportColumns(t *testing.T) {
	for _, tc := range []struct{ unitLine, header string }{
		{"价格单位：元/卡/小时", "型号,供应商,本周价,上周价,涨跌"},                                                // WK0306 WK0310 WK0401 WK0402
		{"价格单位：元/卡/小时", "型号,供应商,本周报价,上月价"},                                                  // WK0307 WK0310 WK0401
		{"Prices in CNY per GPU-hour", "GPU,Vendor,This week price,Last week price,Change"}, // WK0308 WK0311 WK0404 WK0405
		{"Prices in CNY per GPU-hour", "GPU,Vendor,This week price,Previous price"},         // WK0309 WK0404
	} {
		res := readCSV(t, "weekly.csv", "蜀合 现货周报 第49周", tc.unitLine, tc.header,
			"H100 SXM 80G,蜀合,10.80,11.20,↓0.40",
			"H20 96G,蜀合,5.90,6.10,↓0.20")
		if len(res.Quotes) != 2 {
			t.Errorf("%s: %d quotes, want 2 (problems %v)", tc.header, len(res.Quotes), res.Problems)
			continue
		}
		for _, q := range res.Quotes {
			if q.PriceUnit != UnitGPUHour || (q.Price != 10.8 && q.Price != 5.9) {
				t.Errorf("%s: row %d %v %s, want this week's price per GPU-hour", tc.header, q.SourceRow, q.Price, q.PriceUnit)
			}
		}
	}
}

func TestWithoutTimeRefs(t *testing.T) {
	if h := parseHint("本周价"); h.period != "" {
		t.Errorf("本周价: period %q, want none", h.period)
	}
	if h := parseHint("周租价"); h.period != "week" {
		t.Errorf("周租价: period %q, want week", h.period)
	}
}

// TR0201..: a time band a rate holds in (工作日白天, 夜间(23:00-次日09:00),
// 周末及法定节假日全天, Weekend) is when the price applies, not its period:
// with the unit in the title every band is a quote per card-hour; a bare
// 工作日 as a unit is still a period of no stated length.
func TestTimeBandHeadersNameNoPeriod(t *testing.T) {
	for _, h := range []string{"工作日白天(09:00-23:00)", "夜间(23:00-次日09:00)", "周末及法定节假日全天", "闲时(00:00-08:00)", "Weekend", "Weekday daytime", "Off-peak (night)"} {
		if got := parseHint(h); got.period != "" {
			t.Errorf("%q: period %q, want none", h, got.period)
		}
	}
	for u, want := range map[string]string{"元/卡/天": "day", "元/台/周": "week", "元/卡·时（夜间）": "hour"} {
		if got := parseHint(u); got.period != want {
			t.Errorf("%q: period %q, want %q", u, got.period, want)
		}
	}
	if q, ok := quantityOf(norm("元/台/工作日")); !ok || !q.refused {
		t.Errorf("元/台/工作日: %+v %v, want a period of no stated length, refused", q, ok)
	}
	res := readCSV(t, "bands.csv",
		"某云 分时段价格表（单位：元/卡·时，按量计费）",
		"GPU,每实例卡数,工作日白天(09:00-23:00),夜间(23:00-次日09:00),周末及法定节假日全天",
		"RTX 4090 24GB,1,2.40,1.30,1.60",
		"A100 80GB SXM4,8,6.80,4.20,5.00",
	)
	want := []float64{2.40, 1.30, 1.60, 6.80, 4.20, 5.00}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, want %d (problems %+v)", len(res.Quotes), len(want), res.Problems)
	}
	for i, q := range res.Quotes {
		if !within(perGPUHour(t, q), want[i]) {
			t.Errorf("quote %d (%s): %v per GPU-hour, want %v", i, q.PriceUnit, perGPUHour(t, q), want[i])
		}
	}
}
