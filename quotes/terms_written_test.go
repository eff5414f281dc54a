package quotes

import (
	"strconv"
	"testing"
)

// Issue 23 set98 (terms): a rental term and a billing period in the many
// ways the trade writes them. Invented rows, not the set's files.

func TestTermWrittenShort(t *testing.T) {
	for _, c := range []struct {
		in    string
		hours float64 // 0: no term read (an error)
	}{
		{"3M", 3 * 720},               // TW0001: a capital M is months
		{"12M", 12 * 720},             // 8,640 h, not a year
		{"2Q", 2 * 2160},              // TW0002
		{"Q (quarterly)", 2160},       // TW0002 with "quarterly" agreeing
		{"1Q 一季", 2160},               // the words agree
		{"6M 一年", 0},                  // the words disagree: no term, never either
		{"30m", 0.5},                  // lower case stays minutes
		{"Q3 2027", 0},                // a calendar quarter, no term
		{"quarterly", 2160},           // bare_period_word
		{"按季度", 2160},                 // bare_period_word
		{"3-mo minimum", 3 * 720},     // TW0023
		{"2-wk term", 2 * 168},        // TW0023
		{"1-yr: -10%; 2-yr: -20%", 0}, // a ladder of discounts, no one term
		{"最少包两季", 2 * 2160},           // TW0009
		{"第2季", 0},                    // a season's number
		{"至少租俩周", 2 * 168},            // TW0007
		{"仨月起", 3 * 720},              // TW0008
		{"包年起签", 8760},                // TW0032
	} {
		tm, err := ParseTerm(c.in)
		if c.hours == 0 {
			if err == nil && tm.Value > 0 {
				t.Errorf("ParseTerm(%q) = %+v, want no term", c.in, tm)
			}
			continue
		}
		if err != nil || tm.Hours(720) != c.hours {
			t.Errorf("ParseTerm(%q) = %+v (%v), want %v h", c.in, tm, err, c.hours)
		}
	}
}

func TestTermStartInPriceCell(t *testing.T) {
	for _, c := range []struct {
		in    string
		hours float64
	}{
		{"3.2元/卡时，半年起", 4320},       // TW0018
		{"5,600/台·周，2年起", 2 * 8760}, // TW0018
		{"1.7/h/卡，满168h起租", 168},    // TW0019
		{"2027年起 4.1元/卡时", 0},       // a date, no term
	} {
		_, tm, _ := termInPriceCell(norm(c.in))
		switch {
		case c.hours == 0 && tm != nil:
			t.Errorf("termInPriceCell(%q) = %+v, want none", c.in, *tm)
		case c.hours != 0 && (tm == nil || tm.Hours(720) != c.hours):
			t.Errorf("termInPriceCell(%q) = %v, want %v h", c.in, tm, c.hours)
		}
	}
	if tm, _ := notePlanTerm("包季起租，可开票"); tm == nil || tm.Hours(720) != 2160 {
		t.Errorf("notePlanTerm(包季起租，可开票) = %v, want a quarter", tm)
	}
}

func TestNoteUnitCountOfPeriods(t *testing.T) {
	for _, c := range []struct {
		in, basis, period string
		count             float64 // 0: no quantity
	}{
		{"元/卡/14天", "gpu", "day", 14}, // TW0010
		{"元/台/双周", "node", "week", 2},
		{"元/台·周", "node", "week", 0}, // TW0011: the middle dot
		{"元/卡·日", "gpu", "day", 0},
	} {
		nu := noteUnitOf(c.in)
		if nu.basis != c.basis || nu.period != c.period {
			t.Errorf("noteUnitOf(%q) = %s %s, want %s %s", c.in, nu.basis, nu.period, c.basis, c.period)
		}
		switch {
		case c.count == 0 && nu.qty != nil:
			t.Errorf("noteUnitOf(%q) qty %+v, want none", c.in, *nu.qty)
		case c.count != 0 && (nu.qty == nil || nu.qty.count != c.count):
			t.Errorf("noteUnitOf(%q) qty %v, want %v", c.in, nu.qty, c.count)
		}
	}
}

func TestBilingualTierHeader(t *testing.T) {
	for _, c := range []struct {
		in    string
		hours float64 // 0: not a tier
	}{
		{"2W 两周", 336}, // TW0020-TW0022
		{"1Q 一季", 2160},
		{"6M 半年", 4320},
		{"12M 十二个月", 8640},
		{"1Y 一年", 8760},
		{"3M 一年", 0}, // the halves disagree
		{"1W 一周价格说明", 0},
	} {
		m, ok := parseMode(c.in)
		if c.hours == 0 {
			if ok && m.term != nil {
				t.Errorf("parseMode(%q) = %+v, want no tier", c.in, *m.term)
			}
			continue
		}
		if !ok || m.term == nil || m.term.Hours(720) != c.hours {
			t.Errorf("parseMode(%q) = %+v %v, want %v h", c.in, m, ok, c.hours)
		}
	}
}

func TestSeasonMonthsNoTerm(t *testing.T) {
	// TW0031: "10月-次年3月" is a season of calendar months, no ten-month term
	for _, h := range []string{"旺季价(10月-次年3月)", "淡季价（4月至次年9月）"} {
		if m, _, ok := tierInHeader(h); ok && m.term != nil {
			t.Errorf("tierInHeader(%q) = %+v, want no term", h, *m.term)
		}
	}
}

func FuzzTermAbbrev(f *testing.F) {
	for _, s := range []string{"6M", "1Q", "Q (quarterly)", "6M 半年", "6M 一年", "3M GPU", "Q3", "12M", "0M", "1-yr commit", "包季起租"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if tm, ok, err := termAbbrev(s); ok && err == nil {
			if !(tm.Value > 0) || tm.Unit == "" {
				t.Fatalf("termAbbrev(%q) = %+v", s, tm)
			}
			back, err := ParseTerm(strconv.FormatFloat(tm.Value, 'f', -1, 64) + " " + tm.Unit)
			if err != nil || back.Hours(720) != tm.Hours(720) {
				t.Fatalf("termAbbrev(%q) = %+v, back %+v (%v)", s, tm, back, err)
			}
		}
		if tm, ok := termHyphenated(norm(s)); ok && (!(tm.Value > 0) || tm.Unit == "") {
			t.Fatalf("termHyphenated(%q) = %+v", s, tm)
		}
		if tm, ok := termQuarters(norm(s)); ok && !(tm.Value > 0) {
			t.Fatalf("termQuarters(%q) = %+v", s, tm)
		}
	})
}

// TW0034: a column of terms the rental needs, under a header no synonym
// names, is the minimum term by its values: never a unit nor a plan that
// disagrees with the price's period.
func TestTermNeedColumnByValues(t *testing.T) {
	res := readCSV(t, "need.csv",
		"vendor,gpu,gpus,price,签约说明",
		"Qingcheng,H100 SXM 80GB,8,8.6万/台/月,至少包一季",
		"Qingcheng,RTX 4090,8,1.9/卡/时,一周起租",
		"Qingcheng,L20,8,2.9/卡/时,三天起",
		"Qingcheng,A800 SXM 80GB,8,6.2/卡/时,起码租俩月")
	if len(res.Quotes) != 4 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{2160, 168, 72, 1440} {
		q := res.Quotes[i]
		if q.MinTerm == nil || q.MinTerm.Hours(720) != want {
			t.Errorf("row %d: min term %v, want %v h", q.SourceRow, q.MinTerm, want)
		}
	}
	for _, v := range []string{"3个月", "按月", "元/卡/时", "2.5元/卡时 3个月起", "包月，起租3个月"} {
		if termNeedValue(v) {
			t.Errorf("termNeedValue(%q) = true, want false", v)
		}
	}
}

// Stop 54 (LK0001, set143/03): a price locked for a term ("锁定12个月" in
// the bracket of a lock plan's group header, joined to its sub-header) has
// that term as its minimum; a lock with no counted term states none.
func TestLockedTermIsMinimum(t *testing.T) {
	for h, hours := range map[string]float64{
		"锁价方案（5月31日前签约，锁定12个月） 包月单价（元/台·月）": 12 * 720,
		"包月单价（元/台·月，锁定6个月）":                 6 * 720,
		"包月单价（元/台·月）":                       0,
		"锁价方案（锁定价格） 包月单价（元/台·月）":            0,
	} {
		got := 0.0
		if tm, _ := headerTermClause(h); tm != nil {
			got = tm.Hours(DefaultHoursPerMonth)
		}
		if got != hours {
			t.Errorf("%q: term %v h, want %v", h, got, hours)
		}
	}
	for _, s := range []string{"锁定价格", "价格锁定至年底", "锁定库存"} {
		if _, tm, _ := termInPriceCell(norm(s)); tm != nil {
			t.Errorf("%q: term %+v", s, *tm)
		}
	}
}
