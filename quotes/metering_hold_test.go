package quotes

import "testing"

// Review of the metering change (hold fees): invented files.

// BL0040-0047: 不停机 (live migration, the machine never stops) names no
// hold fee: the file's only price column is the rate.
func TestNoStopIsNoHoldFee(t *testing.T) {
	res := readCSV(t, "migrate.csv",
		"青柯云算 热迁移云主机",
		"GPU,每台卡数,不停机热迁移单价(元/卡·时)",
		"H100 SXM 80GB,8,7.2",
	)
	if q := quoteFor(t, res, "H100-80G-SXM"); !within(perGPUHour(t, q), 7.2) {
		t.Errorf("H100: %v %s, want 7.2 a card-hour", q.Price, q.PriceUnit)
	}
}

// The fee phrases still hold a column out: 关机费 beside the running rate.
func TestShutdownFeeStillHeldOut(t *testing.T) {
	res := readCSV(t, "shutdown.csv",
		"青柯云算 云主机价格",
		"GPU,每台卡数,单价(元/卡·时),关机费(元/卡·时)",
		"H100 SXM 80GB,8,7.2,0.5",
	)
	if q := quoteFor(t, res, "H100-80G-SXM"); !within(perGPUHour(t, q), 7.2) {
		t.Errorf("H100: %v %s, want the running rate 7.2", q.Price, q.PriceUnit)
	}
}
