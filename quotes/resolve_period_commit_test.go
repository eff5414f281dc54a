package quotes

import (
	"math"
	"testing"
)

// A cell no column reads that names a commitment and its term ("reserved
// 1-yr", "1-year commitment", "合约12个月") is the quote's minimum term,
// said in a warning; a plain plan word or a spot offer give none, and two
// such cells on one row that disagree refuse it (TC0003).
func TestCommitmentInAnUnreadCell(t *testing.T) {
	res := readCSV(t, "type.csv",
		"Provider,GPU,GPUs,Price (USD/GPU/hr),Type",
		"Nimbus,A100 SXM 80GB,8,1.29,reserved 1-yr",
		"Nimbus,H100 SXM 80GB,8,2.10,3-month commitment",
		"Nimbus,L40S 48GB,4,0.90,on-demand",
		"Nimbus,RTX 4090 24GB,1,0.30,spot (preemptible)",
	)
	want := map[string]float64{"A100-80G-SXM": 8760, "H100-80G-SXM": 2160, "L40S-48G": 0, "RTX4090-24G": 0}
	for _, q := range res.Quotes {
		if h := minHours(q); h != want[q.GPU] || h > 0 && !hasKey(q, "import.warn.term_from_commit_cell") {
			t.Errorf("%s: min hours %v, want %v; %v", q.GPU, h, want[q.GPU], RenderAll(q.Warnings, "en"))
		}
	}
	zh := readCSV(t, "zh.csv",
		"供应商,GPU型号,每台卡数,单价(元/卡/时),类型,条件",
		"甲云,A800 80G SXM,8,6.5,合约12个月,",
		"甲云,H800 80G SXM,8,9.5,长约 1年,合约6个月",
	)
	if len(zh.Quotes) != 1 || minHours(zh.Quotes[0]) != 8640 || problemAt(zh, 3) == nil {
		t.Errorf("合约12个月: 8640 h; two terms on a row: refused (TC0003); got %d quotes, %v h, problems %v", len(zh.Quotes), minHours(zh.Quotes[0]), zh.Problems)
	}
	for _, w := range commitWords {
		if term, ok := commitTermCell(w + " 2 years"); !ok || term.Hours(DefaultHoursPerMonth) != 17520 {
			t.Errorf("%q: %v %v", w, term, ok)
		}
	}
	for _, s := range []string{"reserved", "1-yr", "on-demand", "committed use discount", ""} {
		if _, ok := commitTermCell(s); ok {
			t.Errorf("%q: no commitment with a term", s)
		}
	}
}

// The row's term cell ("12个月") and a note that pays by the year ("年付")
// say one length: the cell's words decide its hours (8,640, not 8,760);
// a note's longer term still wins over a shorter cell ("1个月" + 年付).
func TestTermCellOverSameLengthNote(t *testing.T) {
	res := readCSV(t, "term.csv",
		"供应商,GPU,每台卡数,租期,单价(元/台/月),备注",
		"岚峰,H100 SXM 80G,8,12个月,98000,年付",
		"岚峰,A100 SXM 80G,8,1个月,50000,年付",
	)
	want := map[int]float64{2: 8640, 3: 8760}
	if len(res.Quotes) != 2 {
		t.Fatalf("stored %d quotes: %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.MinTerm == nil || q.MinTerm.Hours(DefaultHoursPerMonth) != want[q.SourceRow] {
			t.Errorf("row %d: min term %+v, want %v h", q.SourceRow, q.MinTerm, want[q.SourceRow])
		}
	}
}

// A plan word that is a price cell's only period ("包月3.30") under a unit
// column per hour is the plan, not the period: the price is per card-hour on
// a monthly plan, warned (LF0201); a unit column of the plan's own period
// leaves the cell as it was, and a monthly figure under an hourly unit
// column is refused (the market guard), never stored.
func TestPlanWordUnderHourlyUnitColumn(t *testing.T) {
	res := readCSV(t, "reply.csv",
		"供应商,GPU,每台卡数,计价单位,报价",
		"星链算力,L40S 48G,8,元/卡/时,包月3.30",
		"星链算力,H20 96G,8,元/台/月,包月31000",
		"星链算力,A800 80G SXM,8,元/卡/时,包月52000",
	)
	byRow := map[int]Quote{}
	for _, q := range res.Quotes {
		byRow[q.SourceRow] = q
	}
	q, ok := byRow[2]
	if !ok || q.Price != 3.3 || q.PriceUnit != "gpu_hour" || !hasWarningKey(q, "import.warn.plan_word_not_period") {
		t.Errorf("包月3.30 under 元/卡/时: %+v %+v", q, res.Problems)
	}
	if q, ok := byRow[3]; !ok || q.Price != 31000 || q.PriceUnit != "node_month" || hasWarningKey(q, "import.warn.plan_word_not_period") {
		t.Errorf("包月31000 under 元/台/月: %+v %+v", q, res.Problems)
	}
	if q, ok := byRow[4]; ok {
		t.Errorf("包月52000 under 元/卡/时 stored: %+v", q)
	}
}

// A bill's amount with no unit beside the card-hours it pays for (计费卡时,
// LG0101) is worked out per card-hour and warned; a count of 0 refuses the
// row at the count's cell; an amount beside no such count stays refused at
// its own cell for want of a unit; a price with its own unit is not divided.
func TestAmountOverBilledCardHours(t *testing.T) {
	res, err := Read("jobs.csv", csvOf("供应商,作业,GPU型号,节点规格,节点数,计费卡时,费用(元)",
		"青岚,J1,H800 80G SXM,8卡/节点,8,\"2,336\",\"23,360.00\"",
		"青岚,J2,A800 80G SXM,8卡/节点,1,0,672.00",
		"青岚,J3,L20 48G,4卡/节点,1,384,940.80"))
	if err != nil {
		t.Fatal(err)
	}
	byRow := map[int]Quote{}
	for _, q := range res.Quotes {
		byRow[q.SourceRow] = q
	}
	if q, ok := byRow[2]; !ok || q.PriceUnit != "gpu_hour" || math.Abs(q.Price-10) > 1e-9 || !hasWarningKey(q, "import.warn.billed_hours") {
		t.Errorf("row 2: %+v", q)
	}
	if q, ok := byRow[4]; !ok || q.PriceUnit != "gpu_hour" || math.Abs(q.Price-2.45) > 1e-9 || q.GPUsPerNode == nil || *q.GPUsPerNode != 4 {
		t.Errorf("row 4: %+v", q)
	}
	if _, ok := byRow[3]; ok {
		t.Errorf("row 3 (0 card-hours) stored")
	}
	refused := false
	for _, p := range res.Problems {
		refused = refused || p.Row == 3 && p.Column == "计费卡时" && p.Reason.Key == "import.err.billed_hours"
	}
	if !refused {
		t.Errorf("row 3 not refused at 计费卡时: %+v", res.Problems)
	}

	res, err = Read("jobs.csv", csvOf("供应商,作业,GPU型号,节点数,运行时长(小时),费用(元)",
		"青岚,J1,H800 80G SXM,8,36.5,\"23,360.00\""))
	if err != nil || len(res.Quotes) != 0 || len(res.Problems) == 0 || res.Problems[0].Reason.Key != "import.err.unit_missing_in" {
		t.Errorf("no card-hours column: %+v %v", res, err)
	}
	res, err = Read("jobs.csv", csvOf("供应商,作业,GPU型号,计费卡时,单价(元/卡/时)",
		"青岚,J1,H800 80G SXM,100,9.80"))
	if err != nil || len(res.Quotes) != 1 || res.Quotes[0].Price != 9.8 {
		t.Errorf("a unit price divided: %+v %v", res, err)
	}
}
