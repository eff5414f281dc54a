package quotes

import "testing"

// Review of the metering change (settlement cycles): invented files.

// BL0050-0057: a settlement cycle says nothing of the period a header gives
// (元/小时): 56 a machine-hour, not a machine-month.
func TestSettleCycleYieldsToHeaderPeriod(t *testing.T) {
	res := readCSV(t, "cycle.csv",
		"青柯云算 结算说明",
		"GPU,每台卡数,计价对象,结算周期,单价(元/小时)",
		"H100 SXM 80GB,8,整台,月结,56",
	)
	if q := quoteFor(t, res, "H100-80G-SXM"); !within(perGPUHour(t, q), 7) {
		t.Errorf("H100: %v %s, want 56 a machine-hour", q.Price, q.PriceUnit)
	}
}

// Nor of the period a sheet's unit line gives (单位：元/台/天): 1344 a
// machine-day, not a machine-month 30 times too low.
func TestSettleCycleYieldsToSheetPeriod(t *testing.T) {
	res := readCSV(t, "cycle_sheet.csv",
		"青柯云算 结算说明",
		"单位：元/台/天",
		"GPU,每台卡数,计价对象,结算周期,单价",
		"H100 SXM 80GB,8,整台,月结,1344",
	)
	if q := quoteFor(t, res, "H100-80G-SXM"); !within(perGPUHour(t, q), 7) {
		t.Errorf("H100: %v %s, want 1344 a machine-day", q.Price, q.PriceUnit)
	}
}

// The cycle still gives the period where nothing else does, with its
// quantity (半月结: half a month) and a warning.
func TestSettleCycleGivesMissingPeriod(t *testing.T) {
	res := readCSV(t, "cycle_only.csv",
		"青柯云算 结算说明",
		"GPU,每台卡数,计价对象,结算周期,单价(元)",
		"H100 SXM 80GB,8,整台,月结,40320",
		"A100 SXM 80GB,8,整台,半月结,10080",
	)
	q := quoteFor(t, res, "H100-80G-SXM")
	if !within(perGPUHour(t, q), 7) {
		t.Errorf("H100: %v %s, want 40320 a machine-month", q.Price, q.PriceUnit)
	}
	if !hasWarningKey(q, "import.warn.period_from_cycle") {
		t.Errorf("H100: no period_from_cycle warning: %v", q.Warnings)
	}
	if q := quoteFor(t, res, "A100-80G-SXM"); !within(perGPUHour(t, q), 3.5) {
		t.Errorf("A100: %v %s, want 10080 a machine-half-month", q.Price, q.PriceUnit)
	}
}
