package quotes

import (
	"math"
	"strings"
	"testing"
)

// Tests for how the unit after a price is written in an ordinary inbox
// (issue 23, sets 92 and 94's class), on invented rows: a count of days or
// months as long as a quarter is a term (OD0001); a per-machine price whose
// card count is not stated is refused at that cell (OD0002); a bare
// per-machine unit beside a term column in months (OD0004); a note's
// "单价为每台每月" (OD0101-0115).

func quoteOfRow(t *testing.T, res *FileResult, row int) *Quote {
	t.Helper()
	for i := range res.Quotes {
		if res.Quotes[i].SourceRow == row {
			return &res.Quotes[i]
		}
	}
	return nil
}

// OD0001: "元/卡/365天", "/90天", "/12个月", "/13周" price a whole term; a
// week, half a month or 24 hours is a period and no term.
func TestUnitCountAsLongAsAQuarterIsATerm(t *testing.T) {
	res := readCSV(t, "a.csv",
		"浣花算力 租金表",
		"GPU,每台卡数,租金,单位",
		"A100 80G SXM,8,1.6万,元/卡/365天",
		"A100 80G SXM,8,4100,元/卡/90天",
		"A100 80G SXM,8,15000,元/卡/12个月",
		"A100 80G SXM,8,4300,元/卡/13周",
		"A100 80G SXM,8,320,元/卡/7天",
		"A100 80G SXM,8,700,元/卡/半月",
		"A100 80G SXM,8,48,元/卡/24小时",
		"A100 80G SXM,8,1400,元/卡/30天",
		"A100 80G SXM,8,24000,元/卡/2年",
	)
	want := map[int]float64{3: 8760, 4: 2160, 5: 8640, 6: 13 * 168, 7: 0, 8: 0, 9: 0, 10: 0, 11: 2 * 8760}
	for row, mh := range want {
		q := quoteOfRow(t, res, row)
		if q == nil {
			t.Errorf("row %d: no quote (%+v)", row, problemAt(res, row))
			continue
		}
		got := 0.0
		if q.MinHours != nil {
			got = *q.MinHours
		}
		if got != mh {
			t.Errorf("row %d: min_hours %v, want %v", row, got, mh)
		}
		if mh > 0 && !strings.Contains(warningKeys(*q), "import.warn.term_from_unit") {
			t.Errorf("row %d: the term taken from the unit is not warned: %v", row, warningKeys(*q))
		}
	}
	for _, c := range []struct {
		period string
		n      float64
		want   bool
	}{{"day", 89, false}, {"day", 90, true}, {"week", 12, false}, {"week", 13, true}, {"month", 2, false}, {"month", 3, true}, {"hour", 3000, false}, {"minute", 1e5, false}, {"year", 1, false}, {"year", 2, true}} {
		if got := termLongQuantity(c.period, c.n); got != c.want {
			t.Errorf("termLongQuantity(%s, %v) = %v, want %v", c.period, c.n, got, c.want)
		}
	}
}

// OD0002: a per-machine or per-instance price whose cards-per-machine cell
// says not stated ("—", "待定", "n/a") is refused at that cell; a count, or
// a per-card price, is read.
// OD0005: "元/卡/2年", "/3 years" price several years: divided by the
// count; a calendar year ("/2026年") is no count.
func TestUnitPricesSeveralYears(t *testing.T) {
	res := readCSV(t, "y.csv",
		"浣花算力 租金表",
		"GPU,每台卡数,租金,单位",
		"A100 80G SXM,8,20000,元/卡/2年",
		"A100 80G SXM,8,30000,USD/GPU/3 years",
		"A100 80G SXM,8,10000,元/卡/年",
	)
	for _, row := range []int{3, 4, 5} {
		q := quoteOfRow(t, res, row)
		if q == nil || q.PriceUnit != "gpu_hour" || math.Abs(q.Price-10000.0/8760) > 1e-6 {
			t.Errorf("row %d: %+v, want 10000 a year per card (%+v)", row, q, problemAt(res, row))
		}
	}
	if q, ok := quantityOf(norm("元/卡/2026年")); ok && q.period == "year" {
		t.Errorf("/2026年 read as %v years", q.count)
	}
}

// OD0006: "元/台/2个季度" prices two quarters: a month is a sixth of it,
// and six months the least term; one quarter is 包季's own.
func TestUnitPricesSeveralQuarters(t *testing.T) {
	res := readCSV(t, "q.csv",
		"浣花算力 租金表",
		"GPU,每台卡数,租金,单位",
		"A100 80G SXM,8,60000,元/台/2个季度",
		"A100 80G SXM,8,60000,元/台/两季",
		"A100 80G SXM,8,30000,元/台/季度",
	)
	for row, mh := range map[int]float64{3: 4320, 4: 4320, 5: 2160} {
		q := quoteOfRow(t, res, row)
		if q == nil || q.PriceUnit != "node_month" || q.Price != 10000 || q.MinHours == nil || *q.MinHours != mh {
			t.Errorf("row %d: %+v, want 10000 a machine-month, min %v h (%+v)", row, q, mh, problemAt(res, row))
		}
	}
}

func TestMachinePriceWithUnstatedCardsRefused(t *testing.T) {
	res := readCSV(t, "b.csv",
		"渠道,卡型,单机卡数,价格,计价",
		"锦里算力,RTX 6000 Ada 48G,—,6.5,元/实例·时",
		"锦里算力,L40S 48G,待定,21000,元/台/月",
		"锦里算力,L20 48G,n/a,1.9,元/卡/时",
		"锦里算力,L40S 48G,8,21000,元/台/月",
	)
	for _, row := range []int{2, 3} {
		p := problemAt(res, row)
		if p == nil || p.Reason.Key != "import.err.gpn_unstated" || p.Column != "单机卡数" {
			t.Errorf("row %d: problem %+v, want import.err.gpn_unstated at 单机卡数", row, p)
		}
	}
	for _, row := range []int{4, 5} {
		if quoteOfRow(t, res, row) == nil {
			t.Errorf("row %d: not read (%+v)", row, problemAt(res, row))
		}
	}
}

// OD0004: 单位 “台” beside 租期(月) is a machine-month, warned; a unit that
// names its own period keeps it; a term column in hours names no period.
func TestBareMachineUnitTakesTheTermColumnsPeriod(t *testing.T) {
	res := readCSV(t, "c.csv",
		"浣溪算力服务有限公司 报价单",
		"序号,规格型号,数量,单位,租期(月),单价(元),备注",
		"1,8×NVIDIA L40S 48GB,2,台,6,21600,",
		"2,8×NVIDIA L40S 48GB,2,元/台/天,6,720,",
		"3,8×NVIDIA L40S 48GB,2,台,6,22800,单价为每台每周",
	)
	q := quoteOfRow(t, res, 3)
	if q == nil || q.PriceUnit != "node_month" || q.MinHours == nil || *q.MinHours != 4320 ||
		!strings.Contains(warningKeys(*q), "import.warn.period_from_term_column") {
		t.Fatalf("row 3: %+v (%+v), want node_month, min 4320 h, warned", q, problemAt(res, 3))
	}
	if q := quoteOfRow(t, res, 4); q == nil || q.PriceUnit != "node_day" {
		t.Errorf("row 4: %+v, want the unit's own day", q)
	}
	if q := quoteOfRow(t, res, 5); q == nil || q.PriceUnit != "node_week" ||
		strings.Contains(warningKeys(*q), "import.warn.period_from_term_column") {
		t.Errorf("row 5: %+v, want the note's week, the term column not taken", q)
	}
	res = readCSV(t, "d.csv",
		"浣溪算力 报价单",
		"序号,规格型号,数量,单位,最低时长(小时),单价(元)",
		"1,8×NVIDIA L40S 48GB,2,台,24,60",
		"2,8×NVIDIA L40S 48GB,2,台,48,60",
	)
	if p := problemAt(res, 3); p == nil || p.Reason.Key != "import.err.unit_period" {
		t.Errorf("a term column in hours: %+v, want the unit refused as naming no period", p)
	}
}

// OD0101-0115: a note naming the price before its unit phrase.
func TestNoteUnitAfterPriceLead(t *testing.T) {
	for in, want := range map[string][2]string{
		"单价为每台每月":   {"node", "month"},
		"报价均为每卡每小时": {"gpu", "hour"},
		"租金按每台每天":   {"node", "day"},
		"每台每月":      {"node", "month"},
	} {
		nu := noteUnitOf(in)
		if nu.basis != want[0] || nu.period != want[1] {
			t.Errorf("%q: %s/%s, want %s/%s", in, nu.basis, nu.period, want[0], want[1])
		}
	}
	if nu := noteUnitOf("单价为含税价"); nu.period != "" {
		t.Errorf("单价为含税价: period %q, want none", nu.period)
	}
}

// Review (2, 4): the lead is one source (unit_said_lead's parts) for the
// sheet's unit line and a note, so a note says what the line says
// ("以上价格均为", "租金都是", "价格统一为"); 周期 is a cycle, no week (TB0002).
func TestNoteUnitLeadIsTheUnitLinesLead(t *testing.T) {
	for _, in := range []string{"以上价格均为每台每月", "租金都是每台每月", "价格统一为每台每月", "所有报价皆为每台每月"} {
		if nu := noteUnitOf(in); nu.basis != "node" || nu.period != "month" {
			t.Errorf("%q: %s/%s, want node/month", in, nu.basis, nu.period)
		}
		if !reUnitSentenceZh.MatchString(strings.Replace(in, "每台每月", "元/台/月", 1)) {
			t.Errorf("%q: the sheet's unit line reads no lead", in)
		}
	}
	for _, in := range []string{"单价为每台每计费周期价格", "每台每计费周期价格"} {
		if nu := noteUnitOf(in); nu.period != "" {
			t.Errorf("%q: period %q, want none (周期 is no week)", in, nu.period)
		}
	}
	if reUnitSentenceZh.MatchString("价格按实际用量计费") {
		t.Errorf("a line's 按 read as a unit lead")
	}
}

// FuzzUnitSaidLead: a note with a lead before its unit phrase reads, if at
// all, as a part of the note naming a known basis and period.
func FuzzUnitSaidLead(f *testing.F) {
	for _, s := range []string{"单价为每台每月", "报价均为每卡每小时", "单价为", "租金按每", "价格为每台", "单价是含税价", "单价为每台每月，含税"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u := billedBy(s)
		if u != "" && !strings.Contains(s, u) {
			t.Fatalf("billedBy(%q) = %q: not part of the note", s, u)
		}
		if p := parseUnitParts(u); p.basis != "" && p.basis != "gpu" && p.basis != "node" {
			t.Fatalf("billedBy(%q) = %q: basis %q", s, u, p.basis)
		}
	})
}

// Review (1): a count of years or quarters after a period already written
// ("元/台/月(1年)", "元/台/月/3年", "元/卡/时/2年") is the contract's term,
// never the price's period: the period written stays and nothing is divided.
func TestTermCountAfterPeriodKeepsPeriod(t *testing.T) {
	for in, want := range map[string]string{
		"元/台/月(1年)": "month", "元/台/月（3年）": "month", "元/台/月/3年": "month",
		"元/卡/时/2年": "hour", "元/台/季(2年)": "quarter", "元/台/月(2个季度)": "month",
	} {
		if u := parseUnitParts(in); u.period != want {
			t.Errorf("%s: period %q, want %q", in, u.period, want)
		}
		if q, ok := quantityOf(norm(in)); ok && (q.period == "year" || q.period == "quarter") {
			t.Errorf("%s: read as %v %s", in, q.count, q.period)
		}
	}
	res := readCSV(t, "m.csv",
		"浣花算力 租金表",
		"GPU,每台卡数,租金,单位",
		"A100 80G SXM,8,30000,元/台/月(1年)",
		"A100 80G SXM,8,30000,元/台/月/3年",
	)
	for _, row := range []int{3, 4} {
		if q := quoteOfRow(t, res, row); q != nil && (q.PriceUnit != "node_month" || q.Price != 30000) {
			t.Errorf("row %d: %s %v, want 30000 a machine-month", row, q.PriceUnit, q.Price)
		}
	}
}

// Review (3): an 8-card board part (H100 SXM) whose cards-per-machine cell
// says not stated keeps the baseboard's 8, warned and sent to review; OD0002
// refuses only where no catalogue baseboard speaks.
func TestUnstatedCardsOnBaseboardPartKeepsEight(t *testing.T) {
	res := readCSV(t, "h.csv",
		"渠道,卡型,单机卡数,价格,计价",
		"锦里算力,H100 80G SXM,—,180000,元/台/月",
		"锦里算力,H100 80G SXM,待定,180000,元/台/月",
		"锦里算力,L40S 48G,—,21000,元/台/月",
	)
	for _, row := range []int{2, 3} {
		q := quoteOfRow(t, res, row)
		if q == nil || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 || !strings.Contains(warningKeys(*q), "import.warn.gpn_assumed") {
			t.Errorf("row %d: %+v (%+v), want 8 cards from the baseboard, warned", row, q, problemAt(res, row))
		}
	}
	if p := problemAt(res, 4); p == nil || p.Reason.Key != "import.err.gpn_unstated" {
		t.Errorf("row 4: %+v, want refused at 单机卡数", p)
	}
}

// Review (1, the older count rows): a count of days, weeks or months longer
// than the period written before it ("元/台/月(6个月)", "元/台/周(1个月)",
// "元/台/天/30天") is a term, no quantity: the period written stays and
// nothing is divided; a count restating the period ("月(30天)", "季(91天)")
// or shorter than it ("天(8小时)") is read as before.
func TestCountLongerThanWrittenPeriodKeepsPeriod(t *testing.T) {
	for in, want := range map[string]string{"元/台/月(6个月)": "month", "元/台/月/6个月": "month", "元/台/周(1个月)": "week", "元/台/天/30天": "day", "元/台/天(7天)": "day"} {
		u, q := parseUnitQtyWhole(in)
		if u.period != want || q != nil && !q.refused {
			t.Errorf("%s: period %q, quantity %+v; want %s, no quantity", in, u.period, q, want)
		}
	}
	for in, want := range map[string]float64{"元/台/月(30天)": 30, "元/卡·季(91天)": 91, "元/台/天(8小时)": 8} {
		if q, ok := quantityOf(norm(in)); !ok || q.count != want {
			t.Errorf("%s: %+v, want a count of %v", in, q, want)
		}
	}
}

// MT0001, MT0002: a term the unit phrase states beside its period is the
// minimum term, warned; the period written stays and nothing is divided. A
// count no longer than the period restates it and states no term.
func TestTermInUnitPhrase(t *testing.T) {
	for in, want := range map[string]string{
		"元/台/月(6个月)": "6 month", "元/台/月*3个月": "3 month", "元/台/月×3个月": "3 month",
		"元/台/月 x 12个月": "12 month", "元/卡/时/2年": "2 year", "元/台/月（3个月起租）": "3 month",
		"usd/node/mo x 6 months": "6 month", "usd/node/mo x 12 mo": "12 month", "元/台/月(1年)": "1 year",
		"元/台/月(30天)": "", "元/卡/时": "", "元/台/月": "", "元/台/月(2026年)": "", "元/卡/天(24小时)": "",
	} {
		got := ""
		if term, _ := termInUnit(norm(in)); term != nil {
			got = trimFloat(term.Value) + " " + term.Unit
		}
		if got != want {
			t.Errorf("%s: term %q, want %q", in, got, want)
		}
	}
	res := readCSV(t, "u.csv",
		"浣花算力 租金表",
		"GPU,每台卡数,租金,单位",
		"L40S 48G,8,20000,元/台/月*3个月",
		"L40S 48G,8,20000,元/台/月（6个月起租）",
		"L40S 48G,8,20000,元/台/月",
	)
	for row, hours := range map[int]float64{3: 2160, 4: 4320, 5: 0} {
		q := quoteOfRow(t, res, row)
		if q == nil || q.PriceUnit != "node_month" || q.Price != 20000 {
			t.Fatalf("row %d: %+v, want 20000 a machine-month", row, q)
		}
		got := 0.0
		if q.MinTerm != nil {
			got = q.MinTerm.Hours(DefaultHoursPerMonth)
		}
		if got != hours || hours > 0 && !strings.Contains(warningKeys(*q), "import.warn.term_in_unit") {
			t.Errorf("row %d: term %v h (%s), want %v h, warned", row, got, warningKeys(*q), hours)
		}
	}
}

// TestTermCodeInPlanCell (MT0003-4): a cell that is only a term written as
// a count and a capital letter ("1Y", "3M", "6M") under a column of plans or
// units is the row's minimum term; a lower-case "6m" and a bare letter are
// none; an ordinary plan word keeps its own term.
func TestTermCodeInPlanCell(t *testing.T) {
	for in, want := range map[string]float64{"1Y": 8760, "3M": 2160, "6M": 4320, "1Q": 2160, "6m": 0, "Y": 0, "M": 0, "5Y warranty": 0} {
		got := 0.0
		if m, ok := termCodeMode(in); ok {
			got = m.term.Hours(DefaultHoursPerMonth)
		}
		if got != want {
			t.Errorf("termCodeMode(%q) = %v h, want %v", in, got, want)
		}
	}
	res := readCSV(t, "p.csv",
		"锦城算力 GPU报价",
		"GPU,计费方式,单价",
		"H100 80G SXM 8卡,包年,6200元/卡/月",
		"H100 80G SXM 8卡,1Y,6200元/卡/月",
		"H100 80G SXM 8卡,3M,6200元/卡/月",
		"H100 80G SXM 8卡,按月,6200元/卡/月",
	)
	for row, hours := range map[int]float64{3: 8760, 4: 8760, 5: 2160, 6: 0} {
		q := quoteOfRow(t, res, row)
		if q == nil || q.PriceUnit != "gpu_month" || q.Price != 6200 {
			t.Fatalf("row %d: %+v, want 6200 a card-month", row, q)
		}
		got := 0.0
		if q.MinTerm != nil {
			got = q.MinTerm.Hours(DefaultHoursPerMonth)
		}
		if got != hours {
			t.Errorf("row %d: minimum term %v h, want %v", row, got, hours)
		}
	}
}
