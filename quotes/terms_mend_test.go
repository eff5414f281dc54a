package quotes

import "testing"

// The review of the terms change (issue 23 set98): each finding's invented
// rows, failing before its mend.

// Finding 1: a year written short ("25年起") is a date a new price applies
// from, never a minimum term of 25 years.
func TestTermShortYearNoMinimum(t *testing.T) {
	for _, c := range []struct {
		in    string
		hours float64 // 0: none
	}{
		{"25年起 价格上调", 0},
		{"27年起，4.1元/卡时", 0},
		{"2027年起 4.1元/卡时", 0},
		{"3.2元/卡时，半年起", 4320},
		{"5,600/台·周，2年起", 2 * 8760},
		{"4.5万/台/月 10年起", 10 * 8760},
		{"一年起", 8760},
		{"3个月起", 3 * 720},
	} {
		tm, _ := termIn(reNoteMin, norm(c.in))
		switch {
		case c.hours == 0 && tm != nil:
			t.Errorf("termIn(reNoteMin, %q) = %+v, want none", c.in, *tm)
		case c.hours != 0 && (tm == nil || tm.Hours(720) != c.hours):
			t.Errorf("termIn(reNoteMin, %q) = %v, want %v h", c.in, tm, c.hours)
		}
	}
}

// Finding 2: a header that is no term tier over a column of numbers is no
// price column refused at each row; a tier's count is a real one and small.
func TestTierColumnUnreadOnlyTerms(t *testing.T) {
	reads := colReads{{header: "单价", fieldScore: fieldScore{field: fPrice}}}
	vals := []string{"12", "15", "18", "20"}
	for _, h := range []string{"Q", "M", "100M", "2024年", "24h", "48小时", "999M"} {
		if tierColumnUnread(h, "", vals, reads) {
			t.Errorf("tierColumnUnread(%q) = true, want false", h)
		}
	}
	for _, h := range []string{"6M", "3 mos", "半年 Half-yr", "1Q", "12个月"} {
		if !tierColumnUnread(h, "", vals, reads) {
			t.Errorf("tierColumnUnread(%q) = false, want true", h)
		}
	}
	if _, ok, _ := termAbbrev("500M"); ok {
		t.Errorf("termAbbrev(500M) read as a term, want no term (a count past 120)")
	}
}

// Finding 3: a capital letter alone is no term; with no count it is one
// only where bracketed words that agree follow it.
func TestTermBareLetterNoTerm(t *testing.T) {
	for _, in := range []string{"M", "Q", "Q 2027", "M GPU"} {
		if tm, err := ParseTerm(in); err == nil && tm.Value > 0 {
			t.Errorf("ParseTerm(%q) = %+v, want no term", in, tm)
		}
	}
	for in, want := range map[string]float64{"Q (quarterly)": 2160, "Q（一季）": 2160, "2Q": 4320, "6M": 6 * 720} {
		if tm, err := ParseTerm(in); err != nil || tm.Hours(720) != want {
			t.Errorf("ParseTerm(%q) = %+v (%v), want %v h", in, tm, err, want)
		}
	}
}

// Finding 4: 季 counts quarters only as a term: four seasons and a quarterly
// payment are none.
func TestTermQuartersOnlyTerms(t *testing.T) {
	for _, in := range []string{"四季", "四季如春机房", "一季一付", "一季付", "一季结", "两个季付"} {
		if tm, ok := termQuarters(norm(in)); ok {
			t.Errorf("termQuarters(%q) = %+v, want none", in, tm)
		}
	}
	for in, want := range map[string]float64{"至少包一季": 2160, "两季起": 4320, "一季": 2160, "包四季": 4 * 2160, "四季起租": 4 * 2160} {
		if tm, ok := termQuarters(norm(in)); !ok || tm.Hours(720) != want {
			t.Errorf("termQuarters(%q) = %+v, want %v h", in, tm, want)
		}
	}
}

// Finding 5: a cell whose first clause is a plan then 起租 stays the plan's
// ("包月起租"), never a minimum term by its values.
func TestTermNeedValuePlanFirst(t *testing.T) {
	for _, v := range []string{"包月起租", "包年起租", "包季起签"} {
		if termNeedValue(v) {
			t.Errorf("termNeedValue(%q) = true, want false (a plan's cell)", v)
		}
	}
	for _, v := range []string{"一周起租", "三天起", "起码租俩月", "min. 2 wks"} {
		if !termNeedValue(v) {
			t.Errorf("termNeedValue(%q) = false, want true", v)
		}
	}
}

// Findings 9 and 10: the cheap tests first. A value that names no term the
// rental needs allocates nothing in termNeedValue beyond norm's; a cell with
// no capital M or Q never runs termAbbrev's regexp.
func TestTermCheapTestsFirst(t *testing.T) {
	for _, v := range []string{"12.5", "H100 SXM", "8卡/台"} {
		base := testing.AllocsPerRun(50, func() { _ = norm(v) })
		if a := testing.AllocsPerRun(50, func() { termNeedValue(v) }); a > base {
			t.Errorf("termNeedValue(%q): %v allocations, want at most norm's %v", v, a, base)
		}
	}
	for _, v := range []string{"3个月", "12.5", "2 weeks"} {
		if a := testing.AllocsPerRun(50, func() { termAbbrev(v) }); a > 0 {
			t.Errorf("termAbbrev(%q): %v allocations, want none (no M nor Q in it)", v, a)
		}
	}
}

// Finding 6: a cell that is one period word alone reads as the plan word's
// one period, from the plan tables (bare_period_word, parseMode): no second
// table of term words beside them. "per quarter" was in no term table.
func TestTermPeriodWordFromPlans(t *testing.T) {
	for in, want := range map[string]float64{"quarterly": 2160, "按季": 2160, "按季度": 2160, "per quarter": 2160, "monthly": 720} {
		if tm, err := ParseTerm(in); err != nil || tm.Hours(720) != want {
			t.Errorf("ParseTerm(%q) = %+v (%v), want %v h", in, tm, err, want)
		}
	}
}

// Finding 7: a bilingual tier header's words are the term readers' words
// (term_unit_zh): "1W 一礼拜" is a week as ParseTerm reads 一礼拜.
func TestBilingualTierWordsFromTables(t *testing.T) {
	for _, c := range [][2]string{{"一礼拜", "1W"}, {"一周", "1W"}, {"一季", "1Q"}, {"一个季度", "1Q"}, {"12个月", "12M"}} {
		if _, ok := bilingualTierTerm(c[0], c[1]); !ok {
			t.Errorf("bilingualTierTerm(%q, %q) = false, want a term", c[0], c[1])
		}
	}
	// finding 10: a full-width capital is still read, past the cheap test
	if tm, err := ParseTerm("６Ｍ"); err != nil || tm.Hours(720) != 6*720 {
		t.Errorf("ParseTerm(６Ｍ) = %+v (%v), want six months", tm, err)
	}
}
