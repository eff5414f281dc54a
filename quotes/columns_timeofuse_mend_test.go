package quotes

import (
	"math"
	"testing"
)

// A negator counts only right next to its band word: 含税 or "incl. VAT"
// beside 夜间 / off-peak leaves the band standing (review finding 1).
func TestTimeBandNegatorNextToBand(t *testing.T) {
	for text, want := range map[string]bool{
		"夜间价(元/卡·时，含税)":            true,
		"6.5元（夜间，含税）":              true,
		"Off-peak rate, incl. VAT": true,
		"No-frills night rate":     true,
		"无折扣 周末价":                  true,
		"含节假日":                     false,
		"包括周末、节假日":                 false,
		"不分闲忙时":                    false,
		"节假日同价":                    false,
		"无夜间套餐":                    false,
		"no weekend surcharge":     false,
		"including weekends":       false,
	} {
		if _, _, got := timeBandIn(text); got != want {
			t.Errorf("timeBandIn(%q) = %v, want %v", text, got, want)
		}
	}
	res := readCSV(t, "night_tax.csv",
		"某算力 价目表",
		"GPU,卡数,台数,全天价(元/卡·时),夜间价(元/卡·时，含税)",
		"H100 SXM 80G,8,2,9.9,6.5",
		"L20 48G,8,3,—,1.8",
	)
	got, n := rowPrices(res)
	if got[3] != 9.9 || n[3] != 1 {
		t.Errorf("row 3: %d quotes, price %v; want one at 9.9 (problems %+v)", n[3], got[3], res.Problems)
	}
	if n[4] != 0 || !refusedRow(res, 4) {
		t.Errorf("row 4: the night-only 1.8 stored as a round-the-clock price (%d quotes)", n[4])
	}
	cellRes := readCSV(t, "night_cell.csv",
		"某算力 价目表",
		"GPU,卡数,单价(元/卡·时)",
		"L20 48G,8,6.5元（夜间，含税）",
	)
	if _, n := rowPrices(cellRes); n[3] != 0 || !refusedRow(cellRes, 3) {
		t.Errorf("a night price cell with 含税 stored (%d quotes)", n[3])
	}
}

// The period outside a header's brackets comes only from a unit expression,
// never from a plan or term word (review finding 2).
func TestOutsideUnitPeriod(t *testing.T) {
	for h, want := range map[string]string{
		"Spot $/hr (instance)":      "hour",
		"包月价 (元/卡)":                 "",
		"3年合约价 (元/卡)":               "",
		"包年价（每卡）":                   "",
		"1-year reserved (per GPU)": "",
	} {
		if got := priceHeaderHint(h, "").period; got != want {
			t.Errorf("priceHeaderHint(%q).period = %q, want %q", h, got, want)
		}
	}
	res := readCSV(t, "monthly.csv",
		"某算力 报价 单位：元/卡/时",
		"GPU,卡数,包月价 (元/卡)",
		"A800 80G SXM,8,8.5",
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("%d quotes (problems %+v)", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.Price != 8.5 || q.PriceUnit != "gpu_hour" {
		t.Errorf("包月价 (元/卡) under 元/卡/时: %v per %s, want 8.5 per gpu_hour", q.Price, q.PriceUnit)
	}
}

// A total under a bare 整机 header is the whole offer's: split over all its
// machines; only a header stating per machine (元/台) splits over one
// (review finding 3).
func TestWholeMachineTotalSplitsOverAllMachines(t *testing.T) {
	res := readCSV(t, "project.csv",
		"某算力 项目报价",
		"GPU,每台卡数,台数,租期(月),整机租赁总价(元)",
		"H100 SXM 80G,8,3,12,1200000",
	)
	got, n := rowPrices(res)
	if n[3] != 1 {
		t.Fatalf("%d quotes (problems %+v)", n[3], res.Problems)
	}
	if want := 1200000.0 / (24 * 12 * DefaultHoursPerMonth); math.Abs(got[3]-want) > 0.01 {
		t.Errorf("整机租赁总价 over 3 machines: %v per card-hour, want %.2f (24 cards)", got[3], want)
	}
}

// A length column is read only where its header is a length word and
// nothing else: 交付时长 is no window; the length read is warned naming its
// column and kept as evidence (review finding 4).
func TestTotalTermColumnWholeWord(t *testing.T) {
	res := readCSV(t, "delivery.csv",
		"某算力 项目报价",
		"GPU,每台卡数,台数,交付时长(小时),项目总价(元)",
		"A800 80G PCIe,8,2,48,120000",
	)
	if _, n := rowPrices(res); n[3] != 0 || !refusedRow(res, 3) {
		t.Errorf("交付时长 read as the total's length: %d quotes", n[3])
	}
	for _, h := range []string{"交付时长(小时)", "上线时长", "响应时长(h)"} {
		if totalTermHeader(h) {
			t.Errorf("%q read as a total's length", h)
		}
	}
	for _, h := range []string{"时长(小时)", "窗口时长", "Duration (h)"} {
		if !totalTermHeader(h) {
			t.Errorf("%q not read as a total's length", h)
		}
	}
	win := readCSV(t, "windows.csv",
		"某算力 预约窗口（整个窗口的总价）",
		"窗口,时长(小时),GPU,每台卡数,可约台数,窗口总价(元/台)",
		"W1,24,A800 80G PCIe,8,3,960",
	)
	if len(win.Quotes) != 1 {
		t.Fatalf("window: %d quotes (problems %+v)", len(win.Quotes), win.Problems)
	}
	q := win.Quotes[0]
	if !hasWarningKey(q, "import.warn.total_term_column") {
		t.Errorf("the window's length not warned naming its column: %+v", q.Warnings)
	}
	found := false
	for _, e := range q.Evidence {
		if e.Field == "total_hours" && e.Header == "时长(小时)" && e.Text == "24" && e.Letter == "B" {
			found = true
		}
	}
	if !found {
		t.Errorf("no evidence on the length cell: %+v", q.Evidence)
	}
}

// A bid column's header makes each of its cells a bid (review finding 5).
func TestBidHeaderRefused(t *testing.T) {
	for _, h := range []string{"最低出价(元/卡·时)", "Min bid ($/GPU/hr)"} {
		res := readCSV(t, "bids.csv",
			"某算力市场",
			"GPU,卡数,"+h,
			"RTX 4090 24G,1,2.0",
		)
		if _, n := rowPrices(res); n[3] != 0 || !refusedRow(res, 3) {
			t.Errorf("%s: a bid stored as a price (%d quotes)", h, n[3])
		}
	}
}

// A band word in an unread cell is the row's only under a slot or plan
// header: 夜间 under 运维响应 is the support's hours (review finding 6).
func TestTimeBandUnreadHeader(t *testing.T) {
	res := readCSV(t, "support.csv",
		"某算力 价目表",
		"GPU,卡数,单价(元/卡·时),运维响应",
		"H100 SXM 80G,8,9.9,夜间",
	)
	if got, n := rowPrices(res); n[3] != 1 || got[3] != 9.9 {
		t.Errorf("夜间 under 运维响应 refused the row: %d quotes (problems %+v)", n[3], res.Problems)
	}
	plan := readCSV(t, "plan.csv",
		"某算力 价目表",
		"GPU,卡数,套餐,单价(元/卡·时)",
		"H100 SXM 80G,8,夜间,6.5",
	)
	if _, n := rowPrices(plan); n[3] != 0 || !refusedRow(plan, 3) {
		t.Errorf("夜间 under 套餐 stored (%d quotes)", n[3])
	}
}

// “仅” restricts the offer only where the band follows it and the clause
// is the band: 仅限工作日发货 is about shipping; “commonly” holds no “only”
// (review finding 7).
func TestOnlyInBandClause(t *testing.T) {
	for text, want := range map[string]bool{
		"仅夜间开放，白天停机":                      true,
		"仅限23:00-07:00使用":                 true,
		"only available overnight":        true,
		"Only on weekends":                true,
		"仅限工作日发货":                         false,
		"commonly used overnight":         false,
		"only on request, price per hour": false,
	} {
		if _, got := onlyInBand(text); got != want {
			t.Errorf("onlyInBand(%q) = %v, want %v", text, got, want)
		}
	}
	res := readCSV(t, "ship.csv",
		"某算力 价目表",
		"GPU,卡数,单价(元/卡·时),备注",
		"H100 SXM 80G,8,9.9,仅限工作日发货",
	)
	if got, n := rowPrices(res); n[3] != 1 || got[3] != 9.9 {
		t.Errorf("仅限工作日发货 refused the row: %d quotes (problems %+v)", n[3], res.Problems)
	}
}

// A short line naming a band is a band section only in section shape or
// as a band and nothing else: a maintenance window note between rows
// refuses nothing (review finding 8).
func TestTimeBandSectionShape(t *testing.T) {
	res := readCSV(t, "maint.csv",
		"某云 报价",
		"GPU,卡数,单价(元/卡·时)",
		"H800 SXM,8,12.0",
		"夜间运维窗口 02:00-04:00",
		"A800 80G SXM,8,7.0",
	)
	got, n := rowPrices(res)
	if n[5] != 1 || got[5] != 7.0 {
		t.Errorf("the row under a maintenance note: %d quotes (problems %+v)", n[5], res.Problems)
	}
	for text, want := range map[string]bool{
		"夜间运维窗口 02:00-04:00": false,
		"【夜间 23:00-07:00】":   true,
		"夜间时段":               true,
		"— Weekend rates —":  true,
	} {
		if got := sectionBand(text) != ""; got != want {
			t.Errorf("sectionBand(%q) = %v, want %v", text, got, want)
		}
	}
}

// The workbook-title vendor is read only where no rule above found one
// (review finding 9), and before the file name (OD0003): a sheet naming no
// vendor takes the one its workbook's other titles name over the file's.
func TestBookTitleVendorInPolicy(t *testing.T) {
	ids := make([]string, len(vendorPolicy))
	for i, r := range vendorPolicy {
		ids[i] = r.id
	}
	if n := len(ids); n < 2 || ids[n-2] != "vendor.book_title" || ids[n-1] != "vendor.file_name" || !vendorFallback["vendor.book_title"] {
		t.Fatalf("vendorPolicy ends %v, want vendor.book_title (a fallback) then vendor.file_name", ids[max(0, n-2):])
	}
	ctx := &readCtx{res: &FileResult{File: "x.xlsx"}, bookTitles: []sheetTitles{
		{sheet: "价目", lines: []string{"岷山算力 · 分时段租赁价目（2026年12月）"}},
		{sheet: "档期", lines: []string{"整机包周预留档期（先到先得）"}},
	}}
	v, ev, ok := resolveVendor(vendorScope{ctx: ctx, sheet: "档期"})
	if !ok || v.ev.Value != "岷山算力" || len(ev) != 1 || ev[0].Rule != "vendor.book_title" || !ev[0].Chosen || ev[0].Sheet != "价目" {
		t.Errorf("档期: %q %v %+v, want 岷山算力 by vendor.book_title from sheet 价目", v.ev.Value, ok, ev)
	}
	ctx.fileVendor = "Minshan Compute"
	v, ev, _ = resolveVendor(vendorScope{ctx: ctx, sheet: "档期"})
	if v.ev.Value != "岷山算力" || len(ev) != 2 || ev[1].Rule != "vendor.file_name" || ev[1].Chosen || ev[1].Why != "vendor.book_title" {
		t.Errorf("the file name's vendor beside the book title: %q, %+v; want 岷山算力, the file's name a rival not chosen", v.ev.Value, ev)
	}
	// the sheet's own title still names its vendor: the book title is not read
	ctx.bookTitles[1].lines = []string{"青城云算 · 包周档期"}
	if v, _, _ := resolveVendor(vendorScope{ctx: ctx, sheet: "档期", titles: ctx.bookTitles[1].lines}); v.ev.Value == "岷山算力" {
		t.Errorf("a sheet with its own title took the other sheet's vendor")
	}
}
