package quotes

import (
	"fmt"
	"testing"
)

// timeBandIn reads a band word or a range of hours shorter than a day;
// round-the-clock words, a whole day's range and a negator are no band.
func TestTimeBandIn(t *testing.T) {
	for text, want := range map[string]bool{
		"闲时价(元/卡·时)":              true,
		"夜间包 22:00-06:00":         true,
		"Off-peak rate ($/hr)":    true,
		"Weekend":                 true,
		"春节期间单价":                  true,
		"09:00～21:00":             true,
		"20:00至次日08:00":           true,
		"周末全天":                    true,
		"7×24 按量":                 false,
		"24小时连续包时":                false,
		"00:00-24:00":             false,
		"单价(元/卡·时)":               false,
		"含节假日":                    false,
		"无夜间套餐":                   false,
		"No weekend surcharge":    false,
		"2026-12-14 ~ 2026-12-20": false,
		"Peak FP16 TFLOPS":        false,
		"Nightly backups":         false,
	} {
		if _, _, got := timeBandIn(text); got != want {
			t.Errorf("timeBandIn(%q) = %v, want %v", text, got, want)
		}
	}
	if b, ok := onlyInBand("仅夜间开放，白天停机"); !ok || b != "夜间" {
		t.Errorf("仅夜间开放: %q %v", b, ok)
	}
	if _, ok := onlyInBand("only on request, price per hour"); ok {
		t.Errorf("no band after only: read as one")
	}
}

// A night-only (闲时) column beside the round-the-clock price is held out:
// one quote per row at the standing price; a row whose only price is the
// night one is refused, naming it.
func TestTimeBandColumnHeldOut(t *testing.T) {
	res, _ := Read("night.csv", csvOf(
		"某算力 价目表",
		"GPU,卡数,台数,全天价(元/卡·时),夜间价(元/卡·时) 22:00-06:00",
		"H100 SXM 80G,8,2,9.9,6.5",
		"L20 48G,8,3,—,1.8",
	))
	got, n := rowPrices(res)
	if got[3] != 9.9 || n[3] != 1 {
		t.Errorf("row 3: %d quotes, price %v; want one at 9.9 (problems %+v)", n[3], got[3], res.Problems)
	}
	if n[4] != 0 || !refusedRow(res, 4) {
		t.Errorf("row 4: a night-only price stored (%d quotes) or not refused", n[4])
	}
	for _, p := range res.Problems {
		if p.Row == 4 && p.Reason.Key != "import.err.time_band_only" {
			t.Errorf("row 4 refused for %s, want time_band_only", p.Reason.Key)
		}
	}
	// band columns alone (no round-the-clock price in the table): each band
	// its own quote, warned with its band, never silently an all-day rate
	alone := readCSV(t, "bands.csv",
		"某云 分时段价格（单位：元/卡·时，按量计费）",
		"GPU,每实例卡数,工作日白天(09:00-21:00),夜间(21:00-次日09:00),Weekend",
		"H100 SXM 80GB,8,12.40,8.20,9.60",
		"L20 48GB,8,3.10,1.90,2.20",
	)
	if len(alone.Quotes) != 6 {
		t.Fatalf("band prices alone: %d quotes, want 6 (problems %+v)", len(alone.Quotes), alone.Problems)
	}
	for _, q := range alone.Quotes {
		if !hasWarningKey(q, "import.warn.time_band_price") {
			t.Errorf("band price %v stored without its band's warning", q.Price)
		}
	}
}

// Slot rows (a row per time slot, the slot in a cell of its own) are
// refused; the 24-hour row beside them is the offer.
func TestTimeBandSlotRows(t *testing.T) {
	res, _ := Read("slots.csv", csvOf(
		"某云 分时价",
		"GPU,卡数,时段,单价(元/卡·时)",
		"A800 80G PCIe,8,08:00-20:00,6.0",
		"A800 80G PCIe,8,20:00-08:00,3.5",
		"A800 80G PCIe,8,全天24小时,5.0",
	))
	got, n := rowPrices(res)
	if n[3]+n[4] != 0 || !refusedRow(res, 3) || !refusedRow(res, 4) {
		t.Errorf("slot rows stored: %d, %d", n[3], n[4])
	}
	if got[5] != 5.0 || n[5] != 1 {
		t.Errorf("24h row: %d quotes, price %v (problems %+v)", n[5], got[5], res.Problems)
	}
}

// A section line naming a band refuses the rows under it; the block under
// an all-day section is read.
func TestTimeBandSection(t *testing.T) {
	res, _ := Read("sections.csv", csvOf(
		"某云 报价",
		"GPU,卡数,单价(元/卡·时)",
		"【标准 7×24】",
		"H800 SXM,8,12.0",
		"【夜间 23:00-07:00】",
		"H800 SXM,8,7.0",
	))
	got, n := rowPrices(res)
	if got[4] != 12.0 || n[4] != 1 {
		t.Errorf("all-day block: %d quotes, price %v (problems %+v)", n[4], got[4], res.Problems)
	}
	if n[6] != 0 || !refusedRow(res, 6) {
		t.Errorf("night block stored: %d quotes", n[6])
	}
}

// A bid (出价≥, min bid) is no price: the row is refused at its cell; a
// fixed preemptible price beside it is a quote.
func TestBidFloorRefused(t *testing.T) {
	res, _ := Read("market.csv", csvOf(
		"某算力市场",
		"GPU,卡数,计费方式,价格",
		"RTX 4090 24G,1,可抢占,0.9元/卡·时",
		"RTX 4090 24G,1,竞价,出价≥0.5元/卡·时",
		"L40S 48G,1,竞价,Min bid 1.1元/卡·时",
		"L20 48G,1,按量,1.5元/卡·时（夜间）",
	))
	got, n := rowPrices(res)
	if got[3] != 0.9 || n[3] != 1 {
		t.Errorf("preemptible: %d quotes, price %v (problems %+v)", n[3], got[3], res.Problems)
	}
	for _, r := range []int{4, 5, 6} {
		if n[r] != 0 || !refusedRow(res, r) {
			t.Errorf("row %d: a bid or a night price stored as a price", r)
		}
	}
}

// A window's total per machine (元/台) over its stated hours is divided
// by the hours and the machine's cards, never by the machines on offer.
func TestWindowTotalPerMachine(t *testing.T) {
	res, _ := Read("windows.csv", csvOf(
		"某算力 预约窗口（整个窗口的总价）",
		"窗口,时长(小时),GPU,每台卡数,可约台数,窗口总价(元/台)",
		"W1,24,A800 80G PCIe,8,3,960",
	))
	got, n := rowPrices(res)
	if n[3] != 1 || got[3] != 5.0 {
		t.Errorf("window total: %d quotes, price %v; want 960/24/8 = 5 (problems %+v)", n[3], got[3], res.Problems)
	}
}

// FuzzTimeBandIn: any text reads without a panic; a band read from a text
// reads back as a band on its own; a range of clock times is a band
// exactly when it is shorter than a day.
func FuzzTimeBandIn(f *testing.F) {
	for _, s := range []string{"闲时套餐价 23:00-07:00", "7×24 按量", "周末全天", "含节假日", "Off-peak", "20:00至次日08:00", ""} {
		f.Add(s, uint8(23), uint8(0), uint8(7), uint8(30))
	}
	f.Fuzz(func(t *testing.T, s string, h1, m1, h2, m2 uint8) {
		if band, _, ok := timeBandIn(s); ok {
			if _, _, again := timeBandIn(band); !again {
				t.Fatalf("%q: band %q does not read back as one", s, band)
			}
		}
		onlyInBand(s)
		timeBandCell(s, true)
		from, to := int(h1%24)*60+int(m1%60), int(h2%24)*60+int(m2%60)
		text := fmt.Sprintf("%02d:%02d-%02d:%02d", from/60, from%60, to/60, to%60)
		if _, _, ok := timeBandIn(text); ok != (from != to) {
			t.Fatalf("%q: band %v, want %v", text, ok, from != to)
		}
	})
}

// A sheet naming no vendor takes the one vendor the titles of the
// workbook's other sheets name; two vendors named give none.
func TestBookTitleVendor(t *testing.T) {
	ctx := &readCtx{bookTitles: []sheetTitles{
		{sheet: "价目", lines: []string{"岷山算力 · 分时段租赁价目（2026年12月）", "单价含税"}},
		{sheet: "档期", lines: []string{"整机包周预留档期（先到先得）"}},
	}}
	if v, ok := ctx.bookTitleVendor("档期"); !ok || v.ev.Value != "岷山算力" {
		t.Errorf("档期: vendor %q %v, want 岷山算力 from the other sheet's title", v.ev.Value, ok)
	}
	ctx.bookTitles = append(ctx.bookTitles, sheetTitles{sheet: "乙", lines: []string{"青城云算 报价单"}})
	if v, ok := ctx.bookTitleVendor("档期"); ok {
		t.Errorf("two vendors in the workbook's titles: %q taken", v.ev.Value)
	}
}
