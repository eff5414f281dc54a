package quotes

import "testing"

// Review of the metering change (billing blocks): invented files.

// quotesFor is every quote of res for gpu.
func quotesFor(res *FileResult, gpu string) []Quote {
	var out []Quote
	for _, q := range res.Quotes {
		if q.GPU == gpu {
			out = append(out, q)
		}
	}
	return out
}

// BL0032: a rental length (3个月) under a plan column is a term, not a
// billing block the price is divided by, when the price header gives its
// period (元/台/月): 48000 a machine-month with a 3-month minimum.
func TestTermColumnIsNoBillingBlock(t *testing.T) {
	res := readCSV(t, "term.csv",
		"青柯云算 包月报价",
		"GPU,每台卡数,付费模式,单价(元/台/月)",
		"H100 SXM 80GB,8,1个月,50000",
		"H100 SXM 80GB,8,3个月,48000",
		"H100 SXM 80GB,8,12个月,45000",
	)
	qs := quotesFor(res, "H100-80G-SXM")
	if len(qs) != 3 {
		t.Fatalf("%d quotes, want 3: %v", len(qs), res.Problems)
	}
	for i, want := range []float64{50000, 48000, 45000} {
		q := qs[i]
		if !within(q.Price, want) || q.PriceUnit != "node_month" {
			t.Errorf("row %d: %v %s, want %v node_month", q.SourceRow, q.Price, q.PriceUnit, want)
		}
	}
	if m := qs[1].MinTerm; m == nil || m.Value != 3 || m.Unit != "month" {
		t.Errorf("3个月: min term %v, want 3 months", qs[1].MinTerm)
	}
}

// BL0032: a block of hours (4小时) under a unit column where the price
// header gives a period (元/卡·时) is no divisor either.
func TestBlockBesideHeaderPeriodIsNoDivisor(t *testing.T) {
	res := readCSV(t, "block_hour.csv",
		"青柯云算 计费单元报价",
		"GPU,每台卡数,计费单元,单价(元/卡·时)",
		"H100 SXM 80GB,8,4小时,7.2",
	)
	for _, q := range quotesFor(res, "H100-80G-SXM") {
		if within(perGPUHour(t, q), 1.8) {
			t.Errorf("H100: %v %s divided by the block", q.Price, q.PriceUnit)
		}
	}
}

// BL0030-0032 still: a block of hours under a unit column whose price
// header gives no period is the length the price buys.
func TestBillingBlockStillDivides(t *testing.T) {
	res := readCSV(t, "block.csv",
		"青柯云算 计费单元报价",
		"GPU,每台卡数,计费单元,单价(元/卡)",
		"H100 SXM 80GB,8,4小时,28.8",
	)
	if q := quoteFor(t, res, "H100-80G-SXM"); !within(perGPUHour(t, q), 7.2) {
		t.Errorf("H100: %v %s, want 7.2 a card-hour", q.Price, q.PriceUnit)
	}
}
