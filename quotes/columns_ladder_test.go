package quotes

import (
	"slices"
	"testing"

	"computecheck/msg"
)

// A plan header in two languages ("1 year 一年", "On-demand 按量") names
// one plan twice; the two halves agree, so it is that plan.
func TestParseModeBilingual(t *testing.T) {
	cases := []struct {
		h      string
		period string
		hours  float64 // 0: no term
	}{
		{"On-demand 按量", "hour", 0},
		{"按需 Pay-as-you-go", "hour", 0},
		{"1 year 一年", "", 8760},
		{"2 years 两年", "", 17520},
		{"三年 3 years", "", 26280},
	}
	for _, c := range cases {
		m, ok := parseMode(c.h)
		if !ok {
			t.Errorf("%q: not read as a plan", c.h)
			continue
		}
		if c.period == "hour" && (m.period != "hour" || m.term != nil) {
			t.Errorf("%q: %+v, want pay as you go", c.h, m)
		}
		if c.hours > 0 && (m.term == nil || m.term.Hours(DefaultHoursPerMonth) != c.hours) {
			t.Errorf("%q: term %+v, want %v h", c.h, m.term, c.hours)
		}
	}
	// halves that disagree are no plan: which one is meant cannot be read
	for _, h := range []string{"1 year 两年", "On-demand 包月"} {
		if m, ok := parseMode(h); ok {
			t.Errorf("%q: read as %+v, want no plan", h, m)
		}
	}
}

// A ladder of price columns named only by their term, the unit on a
// line above: every column is a price with its term, none left unread,
// and a "Contact us" cell refused at its cell.
func TestTermLadderColumns(t *testing.T) {
	for _, hdr := range []string{
		"GPU,Servers,按需,1年,2年,3年",
		"GPU,Servers,On-demand 按量,1 year 一年,2 years 两年,3 years 三年",
	} {
		res := readCSV(t, "ladder.csv",
			"Kestrel Cloud rate ladder",
			"Prices in USD per GPU-hour",
			hdr,
			"H100 SXM 80GB,8,2.10,1.80,1.60,1.50",
			"A100 SXM 80GB,8,1.20,1.00,0.90,Contact us",
		)
		if len(res.Quotes) != 7 {
			t.Fatalf("%s: quotes %d, want 7; problems %+v", hdr, len(res.Quotes), res.Problems)
		}
		wantHours := []float64{0, 8760, 17520, 26280, 0, 8760, 17520}
		for i, q := range res.Quotes {
			var h float64
			if q.MinTerm != nil {
				h = q.MinTerm.Hours(DefaultHoursPerMonth)
			}
			if h != wantHours[i] {
				t.Errorf("%s quote %d: term %v h, want %v", hdr, i, h, wantHours[i])
			}
			if q.Currency != "USD" || q.PriceUnit != "gpu_hour" {
				t.Errorf("%s quote %d: %s %s", hdr, i, q.Currency, q.PriceUnit)
			}
		}
		located := false
		for _, p := range res.Problems {
			if p.Row == 5 && p.ColumnLetter == "F" {
				located = true
			}
		}
		if !located {
			t.Errorf("%s: the Contact us cell is not refused at F5: %+v", hdr, res.Problems)
		}
	}
}

// A region matrix: a price column per region, the unit on a line above,
// one column's currency in its header. Each priced cell is a quote with
// its region; a sold-out or dashed cell is no quote and the sold-out one
// is refused at its cell.
func TestRegionMatrixColumns(t *testing.T) {
	res := readCSV(t, "regions.csv",
		"某算力 分地域卡时价",
		"单位：元/卡·时",
		"GPU型号,每台卡数,华东2(杭州),贵阳,乌兰察布,新加坡(USD)",
		"A800 SXM 80GB,8,8.1,7.9,—,1.30",
		"L40S 48GB,8,3.6,售罄,3.1,0.70",
	)
	type want struct {
		region, currency string
		price            float64
	}
	wants := []want{
		{"华东2(杭州)", "CNY", 8.1}, {"贵阳", "CNY", 7.9}, {"新加坡", "USD", 1.30},
		{"华东2(杭州)", "CNY", 3.6}, {"乌兰察布", "CNY", 3.1}, {"新加坡", "USD", 0.70},
	}
	if len(res.Quotes) != len(wants) {
		t.Fatalf("quotes %d, want %d; problems %+v", len(res.Quotes), len(wants), res.Problems)
	}
	for i, q := range res.Quotes {
		w := wants[i]
		if q.Region != w.region || q.Currency != w.currency || q.Price != w.price || q.PriceUnit != "gpu_hour" {
			t.Errorf("quote %d: region %q %s %v %s, want %+v", i, q.Region, q.Currency, q.Price, q.PriceUnit, w)
		}
	}
	located := false
	for _, p := range res.Problems {
		if p.Row == 5 && p.ColumnLetter == "D" {
			located = true
		}
	}
	if !located {
		t.Errorf("the sold-out cell is not refused at D5: %+v", res.Problems)
	}
}

// The regions under a group header ("地域报价" over "广州 | 新加坡(USD)"):
// the sub-header is the region, and its currency is that column's only.
func TestRegionMatrixUnderGroupHeader(t *testing.T) {
	res := readCSV(t, "regions2.csv",
		"青松云 地域价格表",
		"单位：元/卡·时",
		"GPU型号,每台卡数,地域单价,",
		",,广州,新加坡(USD)",
		"A800 SXM 80GB,8,8.1,1.30",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d; problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.Region != "广州" || q.Currency != "CNY" {
		t.Errorf("first: %q %s", q.Region, q.Currency)
	}
	if q := res.Quotes[1]; q.Region != "新加坡" || q.Currency != "USD" {
		t.Errorf("second: %q %s", q.Region, q.Currency)
	}
}

// Price columns named by a period of the calendar ("2026Q3", "FY27 Q1
// (2027年4–6月)") are prices valid in that period, not terms: each is a
// quote whose offer keeps the period, dated where the header is exact;
// the term is what the sheet's line says (包季).
func TestCalendarPeriodColumns(t *testing.T) {
	res := readCSV(t, "periods.csv",
		"远山算力 季度合约价",
		"单位：元/卡/季（包季）",
		"GPU型号,单机卡数,2026Q3,2026年Q4,FY27 Q1（2027年4–6月）",
		"H800 SXM5 80GB,8,25920,24624,待定",
		"A800 SXM4 80GB,8,17280,16416,15552",
	)
	type want struct {
		offer, from, until string
		price              float64
	}
	wants := []want{
		{"2026Q3", "2026-07-01", "2026-09-30", 25920},
		{"2026年Q4", "2026-10-01", "2026-12-31", 24624},
		{"2026Q3", "2026-07-01", "2026-09-30", 17280},
		{"2026年Q4", "2026-10-01", "2026-12-31", 16416},
		{"FY27 Q1（2027年4–6月）", "2027-04-01", "2027-06-30", 15552},
	}
	if len(res.Quotes) != len(wants) {
		t.Fatalf("quotes %d, want %d; problems %+v", len(res.Quotes), len(wants), res.Problems)
	}
	for i, q := range res.Quotes {
		w := wants[i]
		if q.Offer != w.offer || q.ValidFrom != w.from || q.ValidUntil != w.until {
			t.Errorf("quote %d: offer %q %s..%s, want %+v", i, q.Offer, q.ValidFrom, q.ValidUntil, w)
		}
		if q.MinTerm == nil || q.MinTerm.Hours(DefaultHoursPerMonth) != 2160 {
			t.Errorf("quote %d: term %+v, want 2160 h", i, q.MinTerm)
		}
	}
	located := false
	for _, p := range res.Problems {
		if p.Row == 4 && p.ColumnLetter == "E" {
			located = true
		}
	}
	if !located {
		t.Errorf("待定 is not refused at E4: %+v", res.Problems)
	}
}

// A capacity calendar: one price column per month ("2027年1月"), dated to
// that month; a cell giving the machines and the price ("4台 / 118000") is
// that month's quote with its own machines (LF0101), never a price of 4; a
// count of cards before the price ("8卡 / 118000") counts no machines and is
// refused at its cell.
func TestCalendarMonthColumns(t *testing.T) {
	if label, from, until, ok := periodHeader("2027年2月"); !ok || label != "2027年2月" || from != "2027-02-01" || until != "2027-02-28" {
		t.Fatalf("2027年2月: %q %s..%s %v", label, from, until, ok)
	}
	if _, _, _, ok := periodHeader("2027年13月"); ok {
		t.Error("2027年13月 read as a month")
	}
	res, err := Read("cal.csv", csvOf(
		"蓉芯算力 2027年一季度资源日历",
		"单位：元/台/月（含税）",
		"型号,每台卡数,2027年1月,2027年2月,2027年3月",
		"H800-80G SXM,8,92000,4台 / 118000,8卡 / 118000",
	))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	jan, feb := res.Quotes[0], res.Quotes[1]
	if jan.ValidFrom != "2027-01-01" || !within(perGPUHour(t, jan), 92000.0/720/8) || jan.Nodes != nil {
		t.Errorf("January: %+v", jan)
	}
	if feb.ValidFrom != "2027-02-01" || !within(perGPUHour(t, feb), 118000.0/720/8) || feb.Nodes == nil || *feb.Nodes != 4 {
		t.Errorf("February: %+v", feb)
	}
	if e, ok := chosenOf(feb.Evidence, "nodes"); !ok || e.Letter != "D" || e.Rule != "nodes.price_cell" {
		t.Errorf("February's machines not evidenced at D4: %+v", feb.Evidence)
	}
	if p := problemAt(res, 4); p == nil || p.ColumnLetter != "E" || p.Reason.Key != "import.err.count_beside_price" {
		t.Errorf("8卡 / 118000 not refused at E4: %+v", res.Problems)
	}
}

// A row's own machine count gives way to the count a price cell states,
// warned where they differ (LF0101).
func TestPriceCellMachinesOverRow(t *testing.T) {
	res, err := Read("cal.csv", csvOf(
		"蓉芯算力 资源日历",
		"单位：元/台/月",
		"型号,每台卡数,台数,2027年1月,2027年2月",
		"H800-80G SXM,8,6,6台 / 118000,4台 / 112000",
	))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	for i, want := range []int{6, 4} {
		q := res.Quotes[i]
		if q.Nodes == nil || *q.Nodes != want {
			t.Errorf("quote %d: nodes %v, want %d", i, q.Nodes, want)
		}
		warned := slices.ContainsFunc(q.Warnings, func(m msg.Msg) bool { return m.Key == "import.warn.nodes_price_cell" })
		if warned != (want != 6) {
			t.Errorf("quote %d: warned %v: %+v", i, warned, q.Warnings)
		}
	}
}

// The header readers of price columns take any header text: no panic,
// and a period's dates are in order.
func FuzzPriceColumnHeaders(f *testing.F) {
	for _, s := range []string{"2026Q3", "FY27 Q1（2027年4–6月）", "Q4 2026", "2026年第三季度", "华北2(北京)", "香港(USD)", "1 year 一年", "On-demand 按量", "2026Q3（2026年1–3月）", "2027年1月", "2027-13"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		if _, from, until, ok := periodHeader(h); ok && from > until {
			t.Errorf("%q: %s after %s", h, from, until)
		}
		_ = regionHeader(h)
		_, _ = parseMode(h)
	})
}

// A table under a line that says its prices are void (an old offer
// quoted under a reply, "以下报价已作废") is not the offer: its rows are
// left out with a warning, so a tier column read from it (按量) never
// stores a withdrawn price.
func TestVoidTableNotRead(t *testing.T) {
	res := readCSV(t, "mail.csv",
		"发件人: 松涛算力 销售部",
		"更新报价如下（单位：元/卡·时）：",
		"卡型,单台卡数,按量",
		"H800 SXM 80G,8,13.90",
		"A800 SXM 80G,8,8.80",
		"",
		"以下为上次报价（已作废）：",
		"卡型,单台卡数,按量",
		"H800 SXM 80G,8,14.80",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, want 2; problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Price == 14.80 {
			t.Errorf("the void price was stored: %+v", q)
		}
	}
	if len(res.Warnings) == 0 {
		t.Errorf("the void rows are left out without a word")
	}
}

// "包月折合" beside 按量, the sheet saying both are per card-hour: the
// monthly plan's only price, stored as that plan, its "not offered" cell
// refused at its cell; beside a 包月 column of its own it stays a check.
func TestPlanRestatedColumn(t *testing.T) {
	res := readCSV(t, "restated.csv",
		"发件人: 松涛算力 销售部",
		"报价如下（单位：元/卡·时；包月折合为包月价折算到每卡每小时）：",
		"卡型,单台卡数,按量,包月折合",
		"H800 SXM 80G,8,13.90,12.50",
		"A800 SXM 80G,8,8.80,包月暂不提供",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %d, want 3; problems %+v", len(res.Quotes), res.Problems)
	}
	q := res.Quotes[1]
	if q.Price != 12.50 || q.PriceUnit != "gpu_hour" || q.MinTerm == nil || q.MinTerm.Hours(DefaultHoursPerMonth) != 720 {
		t.Errorf("restated monthly: %v %s term %+v", q.Price, q.PriceUnit, q.MinTerm)
	}
	located := false
	for _, p := range res.Problems {
		if p.Row == 5 && p.ColumnLetter == "D" {
			located = true
		}
	}
	if !located {
		t.Errorf("包月暂不提供 is not refused at D5: %+v", res.Problems)
	}
	// with no unit stated anywhere, the restated price is refused, never
	// read as the plan's monthly price
	res = readCSV(t, "restated2.csv",
		"发件人: 松涛算力 销售部",
		"卡型,单台卡数,按量,包月折合",
		"H800 SXM 80G,8,13.90,12.50",
	)
	for _, q := range res.Quotes {
		if q.Price == 12.50 {
			t.Errorf("unstated restated price stored: %v %s", q.Price, q.PriceUnit)
		}
	}
	if m, ok := planEquivHeader("按量折合"); ok {
		t.Errorf("按量折合 read as a plan: %+v", m)
	}
}
