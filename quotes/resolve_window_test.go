package quotes

import (
	"strings"
	"testing"
	"time"
)

// The time a price header names (columns_period.go priceWindowOf).
func TestPriceWindowOf(t *testing.T) {
	for _, c := range []struct {
		h                 string
		kind, from, until string
		month             int
	}{
		{"2026年现行价", "current", "2026-01-01", "2026-12-31", 0},
		{"2027年新价", "new", "2027-01-01", "", 0},
		{"Current rate (USD)", "current", "", "", 0},
		{"Rate from 2027-01-01 (USD)", "new", "2027-01-01", "", 0},
		{"现合同 现单价（元/台/月）", "current", "", "", 0},
		{"2027续约单价（元/台/月） 续约6个月", "renewal", "2027-01-01", "", 0},
		{"12月起租", "start", "", "", 12},
		{"春节后起租(2/18起)", "start", "", "", 2},
		{"Start in March", "start", "", "", 3},
		{"2027年价格", "year", "2027-01-01", "2027-12-31", 0},
		{"新价", "new", "", "", 0},
	} {
		w, ok := priceWindowOf(c.h)
		if !ok || w.kind != c.kind || w.from != c.from || w.until != c.until || w.month != c.month {
			t.Errorf("%q: got %+v %v, want %s %s..%s month %d", c.h, w, ok, c.kind, c.from, c.until, c.month)
		}
	}
	// no time: a plain price, a calendar quarter (its own offer), a bare
	// "effective" (an equivalent), a start date column, a term
	for _, h := range []string{"单价", "2026Q3", "Effective rate", "Start date", "3个月价", "Price per GPU-hour", "New customer price", "3个月起租"} {
		if w, ok := priceWindowOf(h); ok {
			t.Errorf("%q read as a time: %+v", h, w)
		}
	}
}

// A year in a header or a note is a date, no term ("2026年现行价" is not a
// 2026-year contract; "2027年起租订单" no 2027-year minimum).
func TestYearIsNoTerm(t *testing.T) {
	if m, _, ok := tierInHeader("2026年现行价"); ok {
		t.Errorf("2026年现行价 read as a plan %+v", m)
	}
	if m, _, ok := tierInHeader("2027年 3个月价"); !ok || m.term == nil || m.term.Value != 3 {
		t.Errorf("2027年 3个月价: the term after the year not read: %+v %v", m, ok)
	}
	if tm, _ := termIn(reNoteMin, "公布前不接受2027年起租订单的价格锁定"); tm != nil {
		t.Errorf("a year read as a term: %v", tm)
	}
	if tm, _ := termIn(reNoteMin, "3个月起租"); tm == nil || tm.Value != 3 {
		t.Errorf("3个月起租 not read: %v", tm)
	}
}

// The run an order placed on the file's date starts: next month.
func TestRunOf(t *testing.T) {
	if r := runOf("2026-12-10", nil); r.day != "2027-01-01" || r.month != 1 {
		t.Errorf("2026-12-10: %+v", r)
	}
	if r := runOf("", []string{"蜀信算力 跨年档期报价（12/8更新）"}); r.day != "" || r.month != 1 {
		t.Errorf("12/8更新: %+v", r)
	}
	if r := runOf("", []string{"Price list (updated 12/8)"}); r.month != 0 {
		t.Errorf("an English M/D is not read as a month: %+v", r)
	}
}

func pricesByRow(res *FileResult) map[int][]float64 {
	got := map[int][]float64{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = append(got[q.SourceRow], q.Price)
	}
	return got
}

func refusedRows(res *FileResult) map[int]bool {
	out := map[int]bool{}
	for _, p := range res.Problems {
		out[p.Row] = true
	}
	return out
}

// Current beside new: on the file's date the run starts in the new price's
// time, which is the offer; the current one is its warning; "unchanged"
// reads the current price.
func TestWindowCurrentBesideNew(t *testing.T) {
	res := readCSV(t, "update.csv",
		"Acme GPU price update (published 2026-12-03)",
		"GPU,GPUs,Unit,Current rate (USD),Rate from 2027-01-01 (USD)",
		"H100 80GB SXM,8,per GPU-hour,2.40,2.20",
		"A100 80GB SXM,8,per GPU-hour,1.50,unchanged",
	)
	got := pricesByRow(res)
	if len(got[3]) != 1 || got[3][0] != 2.2 || len(got[4]) != 1 || got[4][0] != 1.5 {
		t.Fatalf("stored %v, want row 3 = 2.20 and row 4 = 1.50 (problems %+v)", got, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.SourceRow == 3 && !hasWarning(q, "2.40") {
			t.Errorf("the current rate is not said on the quote: %v", q.Warnings)
		}
	}
	// a file whose date falls long before the new price: the run still pays the current one
	res = readCSV(t, "update.csv",
		"Acme GPU price update (published 2026-06-03)",
		"GPU,GPUs,Unit,Current rate (USD),Rate from 2027-01-01 (USD)",
		"H100 80GB SXM,8,per GPU-hour,2.40,2.20",
	)
	if got := pricesByRow(res); len(got[3]) != 1 || got[3][0] != 2.4 {
		t.Errorf("a June file: stored %v, want the current 2.40", got)
	}
	// no date of the file's own: the new price, warned
	res = readCSV(t, "update.csv",
		"Vendor,GPU,GPUs,Unit,Current rate (USD),Rate from 2027-01-01 (USD)",
		"Acme,H100 80GB SXM,8,per GPU-hour,2.40,2.20",
	)
	if got := pricesByRow(res); len(got[2]) != 1 || got[2][0] != 2.2 {
		t.Fatalf("no date: stored %v, want the new 2.20 (problems %+v)", got, res.Problems)
	}
	if !hasWarningKey(res.Quotes[0], "import.warn.window_no_date") {
		t.Errorf("the guess is not said: %v", res.Quotes[0].Warnings)
	}
}

// A new price whose header gives no date starts on the day a line says.
func TestWindowEffectiveLine(t *testing.T) {
	for _, c := range []struct {
		line string
		want float64
	}{
		{"发布日期：2026年12月10日　新价生效：2027年1月1日", 36000},
		{"发布日期：2026年12月10日　新价自2027年3月1日起执行", 40000},
	} {
		res := readCSV(t, "card.csv", c.line,
			"供应商,型号,计费模式,计价单位,现行价,新价",
			"某云,A100 SXM4 80G 8卡,包月,元/台/月,40000,36000",
		)
		if got := pricesByRow(res); len(got[3]) != 1 || got[3][0] != c.want {
			t.Errorf("%s: stored %v, want %v (problems %+v)", c.line, got, c.want, res.Problems)
		}
	}
	if d := effectiveDate([]string{"Rates effective 2027-01-01", "新价自2027年1月1日0时起生效"}); d != "2027-01-01" {
		t.Errorf("effective date %q", d)
	}
	if d := effectiveDate([]string{"新价生效：2027年1月1日", "新价生效：2027年2月1日"}); d != "" {
		t.Errorf("two dates that differ read as %q", d)
	}
}

// Prices by start month: the month after the file's is the offer; with no
// date each cell is refused, never two offers stored.
func TestWindowStartMonths(t *testing.T) {
	lines := []string{
		"单位：元/台/月",
		"型号,配置,12月起租,1月起租,春节后起租(2/18起)",
		"H800 SXM 80G,8卡,118000,122000,128000",
		"L20 48G,8卡,17500,已订满,16800",
	}
	res := readCSV(t, "slots.txt", append([]string{"某算力 跨年档期报价（12/8更新）"}, lines...)...)
	got := pricesByRow(res)
	if len(got[4]) != 1 || got[4][0] != 122000 || len(got[5]) != 0 || !refusedRows(res)[5] {
		t.Errorf("stored %v problems %+v: want only 1月起租 122000, row 5 refused", got, res.Problems)
	}
	res = readCSV(t, "slots.txt", append([]string{"某算力 跨年档期报价"}, lines...)...)
	if len(res.Quotes) != 0 || !refusedRows(res)[4] {
		t.Errorf("no date: stored %v, want each row refused (%+v)", pricesByRow(res), res.Problems)
	}
}

// A renewal beside the contract in force: the renewal prices are the
// offers with their terms; the contract's price is none, and 维持原价 reads it.
func TestWindowRenewal(t *testing.T) {
	res := readCSV(t, "renew.csv",
		"岷山算力 续约报价（元/台/月）", // stop 46: a title opening with 续约 names no seller (MK0041); it named "续约" before
		"资源配置,台数,现合同单价,续约6个月单价,续约12个月单价",
		"8×H800 SXM 80G,2,128000,112000,105000",
		"8×RTX 4090 24G,6,11500,维持原价,10800",
	)
	got := pricesByRow(res)
	if len(got[3]) != 2 || got[3][0] != 112000 || got[3][1] != 105000 || len(got[4]) != 2 || got[4][0] != 11500 {
		t.Fatalf("stored %v, want the renewals only (problems %+v)", got, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.MinHours == nil || *q.MinHours != 4320 && *q.MinHours != 8640 {
			t.Errorf("row %d %v: renewal term %v", q.SourceRow, q.Price, q.MinHours)
		}
	}
}

// A transition rule keeps the price in force for a plan with a term whose
// price rises; an hourly price and a falling one take the new price.
func TestWindowLockedRise(t *testing.T) {
	lines := []string{
		"型号,计费模式,计价单位,2026年现行价,2027年新价",
		"H800 SXM5 80G 8卡,按量,元/卡/时,15.8,16.9",
		"H800 SXM5 80G 8卡,包月,元/台/月,108000,116000",
		"A100 SXM4 80G 8卡,包月,元/台/月,40000,36000",
	}
	res := readCSV(t, "card.csv", append([]string{"发布日期：2026年12月10日　调价过渡安排见过渡规则"}, lines...)...)
	got := pricesByRow(res)
	if got[3][0] != 16.9 || got[4][0] != 108000 || got[5][0] != 36000 {
		t.Errorf("with a transition rule: stored %v, want 16.9, 108000, 36000", got)
	}
	for _, q := range res.Quotes {
		if q.SourceRow == 4 && !hasWarningKey(q, "import.warn.window_locked") {
			t.Errorf("the lock is not said: %v", q.Warnings)
		}
	}
	res = readCSV(t, "card.csv", append([]string{"发布日期：2026年12月10日"}, lines...)...)
	if got := pricesByRow(res); got[4][0] != 116000 {
		t.Errorf("no transition rule: stored %v, want the new 116000", got)
	}
}

func FuzzPriceWindowOf(f *testing.F) {
	for _, s := range []string{"2026年现行价", "Rate from 2027-01-01 (USD)", "春节后起租(2/18起)", "12月起租", "续约12个月", "2027 new price", "New customer price", "99月起租"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		w, ok := priceWindowOf(h)
		if !ok {
			return
		}
		if w.kind == "start" && (w.month < 1 || w.month > 12) {
			t.Errorf("%q: start month %d", h, w.month)
		}
		if w.from != "" && w.until != "" && w.from > w.until {
			t.Errorf("%q: window %s..%s", h, w.from, w.until)
		}
		if !strings.Contains("renewal start current new year", w.kind) {
			t.Errorf("%q: kind %q", h, w.kind)
		}
	})
}

func FuzzEffectiveDate(f *testing.F) {
	for _, s := range []string{"新价生效：2027年1月1日", "自2027年1月1日0时起执行", "Rates effective 2027-01-01", "生效 2027/13/45"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		d := effectiveDate([]string{line})
		if d == "" {
			return
		}
		if _, err := time.Parse("2006-01-02", d); err != nil {
			t.Errorf("%q: %q is no day", line, d)
		}
	})
}

// A CPQ export's later-dated row beside an earlier one its own status says
// has ended (已失效) is the offer's only price: read, warned; beside a current
// one it stays no offer.
func TestLaterRowBesideEndedOne(t *testing.T) {
	text := strings.Join([]string{
		"# 蜀芯智算 CPQ 导出 | 导出时间 2027-10-29 17:20:11",
		"配置描述,GPU数量,月租金,计价单位,生效日期,状态",
		"8×H800 80GB SXM5,8,58000.00,元/台/月,2026-07-01,已失效",
		"8×H800 80GB SXM5,8,61500.00,元/台/月,2027-11-01,有效",
		"8×A800 80GB SXM4,8,31000.00,元/台/月,2026-07-01,有效",
		"8×A800 80GB SXM4,8,32000.00,元/台/月,2027-11-01,有效",
	}, "\n")
	res := readText(t, "cpq.csv", text)
	prices := map[float64]bool{}
	for _, q := range res.Quotes {
		prices[q.Price] = true
	}
	if !prices[61500] || prices[58000] || !prices[31000] || prices[32000] {
		t.Errorf("prices %v, problems %v, not offers %v", prices, res.Problems, res.NotOffers)
	}
}
