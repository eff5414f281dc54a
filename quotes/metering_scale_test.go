package quotes

import "testing"

// Review of the metering change (a remark's scale): invented files.

// BL0070: a unit column stating whole yuan (元/台) counts against a remark's
// scale (万元): the price is read as written, warned, not ×10000.
func TestRemarkScaleYieldsToUnitColumn(t *testing.T) {
	res := readCSV(t, "remark.csv",
		"青柯云算 包年报价",
		"GPU,每台卡数,包年单价,单位,备注",
		"H100 SXM 80GB,8,490560,元/台,金额单位：万元",
	)
	q := quoteFor(t, res, "H100-80G-SXM")
	if !within(perGPUHour(t, q), 7) {
		t.Errorf("H100: %v %s, want 490560 a machine-year", q.Price, q.PriceUnit)
	}
	if !hasWarningKey(q, "import.warn.scale_note_over_unit") {
		t.Errorf("H100: the remark's scale not warned: %v", q.Warnings)
	}
}

// BL0070: a remark that only mentions 万元 in a sentence
// ("单位：万元以上订单可议价") states no scale.
func TestRemarkSentenceIsNoScale(t *testing.T) {
	res := readCSV(t, "remark2.csv",
		"青柯云算 报价",
		"GPU,每台卡数,单价(元/卡·时),备注",
		"H100 SXM 80GB,8,4.5,单位：万元以上订单可议价",
	)
	if q := quoteFor(t, res, "H100-80G-SXM"); !within(perGPUHour(t, q), 4.5) {
		t.Errorf("H100: %v %s, want 4.5 a card-hour", q.Price, q.PriceUnit)
	}
}

// BL0070 still: a remark segment stating the scale alone scales a bare price.
func TestRemarkScaleStillScales(t *testing.T) {
	res := readCSV(t, "remark3.csv",
		"青柯云算 包年报价",
		"GPU,每台卡数,包年单价(台/年),备注",
		"H100 SXM 80GB,8,49.056,单位：万元，一次性年付",
	)
	if q := quoteFor(t, res, "H100-80G-SXM"); !within(perGPUHour(t, q), 7) {
		t.Errorf("H100: %v %s, want 490560 a machine-year", q.Price, q.PriceUnit)
	}
}
