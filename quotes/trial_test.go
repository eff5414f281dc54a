package quotes

import "testing"

// The trial class (issue 23, set102's; rules TL): a price for a trial, a test
// period or a POC beside the price that applies afterwards. Invented rows.

// TL0001-, TL0101-: a trial's price header is intro (held out beside the
// price after it, alone no offer); the price after the trial is new.
func TestTrialPriceHeaderRoles(t *testing.T) {
	for h, want := range map[string]string{
		"测试期单价(元/卡·时)":      "intro",
		"试用价格":              "intro",
		"POC价格（元/台·天）":      "intro",
		"Trial rate (USD)":  "intro",
		"测试阶段费用":            "intro",
		"试用结束后价格":           "new",
		"转正包月价(元/台·月)":      "new",
		"正式单价":              "new",
		"Price after trial": "new",
		"Post-trial rate":   "new",
	} {
		if got, w := priceHeaderWords.in(h); got != want {
			t.Errorf("%q: role %q (word %q), want %q", h, got, w, want)
		}
	}
}

// TL0201: a remark's figure in a trial clause is the trial's price, no
// second figure for the offer; a figure in another clause still is one.
func TestTrialClause(t *testing.T) {
	for _, c := range []struct {
		remark, figure string
		want           bool
	}{
		{"试用期按2元/卡时计费", "2元/卡时", true},
		{"首月体验价按0.8元/卡时结算", "0.8元/卡时", true}, // a first month's price is no figure for the offer either
		{"测试期免费，转正后按8.9元/卡时结算", "8.9元/卡时", false},
		{"按8.9元/卡时结算", "8.9元/卡时", false},
	} {
		if got := trialClause(norm(c.remark), c.figure); got != c.want {
			t.Errorf("%q: trialClause = %v, want %v", c.remark, got, c.want)
		}
	}
}

// TL0301: a row whose plan or offer cell says it is a trial is no offer; a
// programme's name (Cluster POC) or the plan after a trial is.
func TestTrialRow(t *testing.T) {
	row := func(f, v string) rowIn {
		return rowIn{file: "x.csv", row: 4, cells: map[string]cell{f: {text: v, header: "套餐", letter: "C"}}}
	}
	for _, c := range []struct {
		field, text string
		want        bool
	}{
		{fOffer, "付费试用（限48小时）", true},
		{fOffer, "免费试用", true},
		{fMode, "测试期", true},
		{fOffer, "Free trial, 7 days", true},
		{fOffer, "试用结束后转按量", false},
		{fOffer, "转正-包月", false},
		{fOffer, "测试期满后按量", false},
		{fOffer, "Cluster POC", false},
		{fOffer, "Startup trial program", false},
		{fOffer, "正式-包年", false},
		{fGPU, "试用", false},
		// review B3: the plan after a trial, or a plan offering a trial beside itself, is an offer
		{fOffer, "试用期后按量", false},
		{fOffer, "体验期后包月", false},
		{fOffer, "按量（支持免费试用）", false},
		{fOffer, "包月（可试用3天）", false},
		{fOffer, "On-demand after free trial", false},
		{fOffer, "按量 试用", false},
		{fOffer, "试用（按量计费）", true},
		{fMode, "【免费试用】", true},
	} {
		p, ok := trialRow(row(c.field, c.text))
		if ok != c.want {
			t.Errorf("%s %q: trial row %v, want %v", c.field, c.text, ok, c.want)
		}
		if ok && (p.Reason.Key != "import.trial.trial_row" || p.ColumnLetter != "C" || p.Row != 4) {
			t.Errorf("%q: problem %+v", c.text, p)
		}
	}
}

// TL0401: under a group header that only names the price, a sub-header
// "包年折算" is the yearly plan restated in the group's unit.
func TestTrialPlanEquivUnderPriceGroup(t *testing.T) {
	for h, want := range map[string]string{
		"标准价（元/卡·时） 包年折算": "year",
		"价格(元/卡时) 包月折合":   "month",
		"包季折算价":           "quarter",
		"A100 包月折算":       "",
		"按量折算":            "",
	} {
		m, ok := planEquivHeader(h)
		got := ""
		if ok {
			got = m.period
		}
		if got != want {
			t.Errorf("%q: plan %q, want %q", h, got, want)
		}
	}
}

func FuzzTrialClause(f *testing.F) {
	f.Add("测试期按3.5元/卡/时结算", "3.5元/卡/时")
	f.Add("试用结束后按8元/卡时计费；测试期免费", "8元/卡时")
	f.Fuzz(func(t *testing.T, remark, figure string) {
		_ = trialClause(norm(remark), figure)
		_, _ = trialRow(rowIn{cells: map[string]cell{fOffer: {text: remark}}})
	})
}

// TL0501: a price cell with a trial's figure beside the price after it reads
// the later one; a trial's figure alone, or beside two others, is refused.
func TestTrialVersionIn(t *testing.T) {
	for _, c := range []struct {
		text, current string
		refuse, ok    bool
	}{
		{"测试价1.5元/卡时，正式价4.2元/卡时", "正式价4.2元/卡时", false, true},
		{"试用2元/卡时，之后4.5元/卡时", "之后4.5元/卡时", false, true},
		{"首单72小时内0.99元/卡时，之后1.85元/卡时", "之后1.85元/卡时", false, true},
		{"首单价0.99元/卡时 / 标准价1.85元/卡时", "标准价1.85元/卡时", false, true},
		{"4.2元/卡时（测试期半价2.1元/卡时）", "4.2元/卡时", false, true},
		{"Trial $0.50/GPU-hr, then $2.10/GPU-hr", "then $2.10/GPU-hr", false, true},
		{"试用价0.5元/卡时，正式价待定", "", true, true},
		{"试用 1元/卡时", "", true, true},
		{"体验价1元/卡时，按量2元/卡时，包月1500元/卡·月", "", true, true},
		{"测试期免费，正式4.2元/卡时", "", false, false},
		// B1: a figure labelled as no price after the trial (押金, 最低消费) is no offer
		{"测试价1.5元/卡时，押金500元", "", true, true},
		{"测试价1.5元/卡时（限72小时，最低消费100元）", "", true, true},
		// B2: the offer must name the cell's currency itself
		{"测试价USD 1.5/卡时，正式价2.60/卡时", "", true, true},
		{"原价3.10，现价2.60", "", false, false},
		{"8卡 72小时", "", false, false},
	} {
		cur, _, refuse, ok := trialVersionIn(c.text)
		if ok != c.ok || refuse != c.refuse || cur != c.current {
			t.Errorf("%q: (%q, refuse %v, ok %v), want (%q, %v, %v)", c.text, cur, refuse, ok, c.current, c.refuse, c.ok)
		}
	}
}

// Review speed: a price cell with no trial word is not walked, and leaves the
// shared price_header memo as it was.
func TestTrialVersionInNoTrialWord(t *testing.T) {
	cell := "按量2.55元/卡时，包月甲乙丙价1499.5元/卡·月"
	if _, _, _, ok := trialVersionIn(cell); ok {
		t.Fatalf("%q read as a trial's", cell)
	}
	if _, ok := priceHeaderWords.seen.get(norm("，包月甲乙丙价")); ok {
		t.Errorf("%q: a clause of a cell with no trial word kept in price_header's memo", cell)
	}
}

func FuzzTrialVersionIn(f *testing.F) {
	f.Add("测试价1.5元/卡时，正式价4.2元/卡时")
	f.Add("首单72小时内0.99元/卡时，之后1.85元/卡时")
	f.Add("Trial $0.50/GPU-hr, then $2.10/GPU-hr")
	f.Fuzz(func(t *testing.T, s string) {
		cur, trial, refuse, ok := trialVersionIn(s)
		if ok && trial == "" || refuse && cur != "" || !ok && (cur != "" || refuse) {
			t.Fatalf("%q: (%q, %q, %v, %v)", s, cur, trial, refuse, ok)
		}
	})
}
