package quotes

import "testing"

// A line defines the month only with a month word and 672-744 hours beside
// it, in English, German and Chinese; other counts of hours do not.
func TestMonthHoursIn(t *testing.T) {
	for line, want := range map[string]float64{
		"Monthly prices assume 730 hours per month.": 730,
		"Monthly = 730 hrs":                          730,
		"1 Monat = 730 Stunden":                      730,
		"Preis pro Monat = 730 Std.":                 730,
		"每月按730小时计":                                  730,
		"月租按 744 小时折算":                               744,
		"one month is 730 h":                         730,
		"billed per mo (730 hr)":                     730,
		"Monthly: 720 hours":                         720,
		"Months of 30 days, 672 hours minimum":       672,
		// refused: no month word, a count out of a month's range, a count of something else
		"Includes 730 hours of GPU time": 0,
		"5 months minimum":               0,
		"Monthly quota: 1000 hours":      0,
		"Monthly fee covers 730 GB":      0,
		"每月 730 元":                       0,
		"Hourly list":                    0,
	} {
		if got := monthHoursIn(line); got != want {
			t.Errorf("%q: %v, want %v", line, got, want)
		}
	}
}

// Period-named price headers: an adjective and a price word, or an
// adjective with a month's length; other words after it are not prices.
func TestPeriodPriceHeader(t *testing.T) {
	for h, want := range map[string]bool{
		"Hourly list":        true,
		"Monthly list price": true,
		"Monthly retail":     true,
		"Hourly MSRP":        true,
		"Monthly (730 hrs)":  true,
		"monthly_list":       true,
		"Monthly hours":      false,
		"Hourly usage":       false,
		"Monthly":            false,
		"Monthly (GPUs)":     false,
		"List":               false,
	} {
		w := &headerText{h: h, bare: norm(reHint.ReplaceAllString(h, "")), hint: headerHint(h)}
		if got := periodPriceHeader(w); got != want {
			t.Errorf("%q: %v, want %v", h, got, want)
		}
	}
	if got := monthLengthRemoved("Monthly (730 hrs)"); got != "Monthly" {
		t.Errorf("month length kept: %q", got)
	}
	if got := monthLengthRemoved("Price (USD/hr)"); got != "Price (USD/hr)" {
		t.Errorf("a unit removed: %q", got)
	}
}

// A price book whose notes define a 730-h month: its monthly prices are
// restated per hour at 730 h and its 12-month terms are 8,760 h, with a
// warning; an hourly price stays as it is.
func TestFileMonthHoursRestates(t *testing.T) {
	for _, c := range []struct{ note, header string }{
		{"Monthly prices assume 730 hours per month.", "Hourly list,Monthly (730 hrs)"},
		{"1 Monat = 730 Stunden.", "Hourly list,Monthly list"},
		{"月价按每月730小时计。", "Hourly list,Monthly list price"},
	} {
		res, err := Read("book.csv", []byte("Example Cloud price book\nAll prices USD per instance. "+c.note+"\n"+
			"Product,GPU,GPUs per instance,"+c.header+",Commitment\n"+
			"X-H100x8-OD,H100 80GB SXM,8,$22.32,,On-demand\n"+
			"X-H100x8-R12,H100 80GB SXM,8,,\"$11,680.00\",12-month term\n"))
		if err != nil {
			t.Fatalf("%s: %v", c.note, err)
		}
		if len(res.Quotes) != 2 {
			t.Fatalf("%s: %d quotes %+v", c.note, len(res.Quotes), res.Problems)
		}
		hourly, monthly := res.Quotes[0], res.Quotes[1]
		if !within(perGPUHour(t, hourly), 22.32/8) || warnedOf(hourly, "import.warn.month_hours_price") {
			t.Errorf("%s: hourly %+v", c.note, hourly.Price)
		}
		if !within(perGPUHour(t, monthly), 11680.0/730/8) || !warnedOf(monthly, "import.warn.month_hours_price") {
			t.Errorf("%s: monthly %v %s", c.note, monthly.Price, monthly.PriceUnit)
		}
		if monthly.MinHours == nil || *monthly.MinHours != 8760 || !warnedOf(monthly, "import.warn.month_hours_term") {
			t.Errorf("%s: term %v", c.note, monthly.MinHours)
		}
	}
}

// Two different month lengths in one file define none: the 720-h month
// stays and the monthly quote says why.
func TestFileMonthHoursConflictKeepsDefault(t *testing.T) {
	res := &FileResult{Notes: []string{"Monthly = 730 hours", "一个月按 744 小时计"},
		Quotes: []Quote{{Price: 7200, PriceUnit: UnitNodeMonth, PriceText: "$7200"}}}
	applyFileMonthHours(res)
	q := res.Quotes[0]
	if q.Price != 7200 || q.PriceUnit != UnitNodeMonth || !warnedOf(q, "import.warn.month_hours_conflict") {
		t.Errorf("%+v", q)
	}
	res = &FileResult{Notes: []string{"Monthly = 720 hours"}, Quotes: []Quote{{Price: 7200, PriceUnit: UnitNodeMonth}}}
	applyFileMonthHours(res)
	if res.Quotes[0].PriceUnit != UnitNodeMonth || len(res.Quotes[0].Warnings) != 0 {
		t.Errorf("720 h: %+v", res.Quotes[0])
	}
}
