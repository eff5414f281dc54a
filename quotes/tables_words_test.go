package quotes

import (
	"slices"
	"strings"
	"testing"

	"computecheck/msg"
)

// TB0002: 周期 (a cycle: 计费周期, 结算周期) is no week; a note that prices
// are per billing cycle leaves the period to the row's own column.
func TestCycleWordIsNoWeek(t *testing.T) {
	for _, s := range []string{"元/台/计费周期", "每台每个结算周期价格", "单价（元/卡/周期）"} {
		if h := parseHint(s); h.period != "" {
			t.Errorf("parseHint(%q): period %q, want none", s, h.period)
		}
	}
	if h := parseHint("元/台/周"); h.period != "week" {
		t.Errorf("a plain week lost: %+v", h)
	}
	if h, _ := unitStatement([]string{"说明：单价为每台每计费周期价格（周=7天，月=30天），含税。"}); h.period != "" {
		t.Errorf("a note of prices per billing cycle gave period %q", h.period)
	}
}

// TB0003-TB0010: a page's repeated title ("……报价单（续）") is no section
// label: it gives the rows under it no plan, role or unit of its own.
func TestContinuedTitleIsNoSection(t *testing.T) {
	for _, s := range []string{"XX云 GPU服务器报价单（续）", "续表", "Rate card (continued)", "价目表 (cont'd)"} {
		if sc, ok := readSection(s); ok {
			t.Errorf("readSection(%q) read a section: %+v", s, sc)
		}
	}
	if _, ok := readSection("【包月 · 元/卡/月】"); !ok {
		t.Error("a plain section label lost")
	}
	if continuedTitle(norm("续约价格")) {
		t.Error("续约 (a renewal) read as a continued table")
	}
}

// TB0012: a term counted in quarters is that many times three months.
func TestQuarterTerm(t *testing.T) {
	for s, want := range map[string]float64{"一个季度": 3, "2个季度": 6, "1季度": 3} {
		tm, err := ParseTerm(s)
		if err != nil || tm.Unit != TermMonth || tm.Value != want {
			t.Errorf("ParseTerm(%q) = %+v, %v; want %v months", s, tm, err, want)
		}
	}
	if tm, _ := termIn(reNoteMin, norm("至少租两个季度")); tm == nil || tm.Value != 6 {
		t.Errorf("至少租两个季度: %+v", tm)
	}
}

// TB0013: a section label's minimum ("（最短租一个季度）") is its rows'
// minimum, over the shorter term a monthly price implies; a label without
// one leaves its rows' term alone.
func TestSectionLabelTerm(t *testing.T) {
	sc, ok := readSection("B区 现货（整机，最短租两个季度）")
	if !ok || sc.term == nil || sc.term.Value != 6 || sc.term.Unit != TermMonth {
		t.Fatalf("label term: ok %v %+v", ok, sc.term)
	}
	if sc.roleLeft != "" && (strings.Contains(sc.roleLeft, "最短") || strings.Contains(sc.roleLeft, "季度")) {
		t.Errorf("the term's words left as a price role: %q", sc.roleLeft)
	}
	res := readCSV(t, "label_term.csv",
		"某某云 报价",
		"",
		"现货（按月，最短租两个季度）",
		"GPU型号,卡数,月租（元/台/月）",
		"L40S 48G,8,14400",
		"",
		"期货（按月）",
		"GPU型号,卡数,月租（元/台/月）",
		"L40S 48G,8,13000",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, want 2 (problems %+v)", len(res.Quotes), res.Problems)
	}
	qs := NormalizeAll(res.Quotes, Options{})
	if m := qs[0].MinHours; m == nil || *m != 6*720 {
		t.Errorf("the labelled table's min term %+v, want 6 months", qs[0].MinTerm)
	}
	if m := qs[1].MinHours; m != nil && *m > 720 {
		t.Errorf("the next table took the label's term: %v", *m)
	}
}

// TB0016: a label counted "1. " or "B) " is still a label; a numbered
// sentence is still no section.
func TestNumberedSectionLabel(t *testing.T) {
	for _, s := range []string{"1. 按小时（元/卡/小时）", "B) 包月（元/台/月）", "iii. Monthly (USD per node per month)"} {
		if sc, ok := readSection(s); !ok || sc.unit.period == "" {
			t.Errorf("readSection(%q): ok %v, period %q", s, ok, sc.unit.period)
		}
	}
	if _, ok := readSection("2. 以上价格含税。如需发票请提前告知"); ok {
		t.Error("a numbered note read as a section")
	}
}

// TB0013: a label's minimum that a longer one overrules (a yearly price's
// year) leaves no warning saying it was taken.
func TestSectionLabelTermOverruled(t *testing.T) {
	res := readCSV(t, "label_term_year.csv",
		"某某云 价目",
		"GPU型号,卡数,单价,单位",
		"-- 包年报价（最短租期两个季度） --",
		"L40S 48G,8,20000,元/卡/年",
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("%d quotes (problems %+v)", len(res.Quotes), res.Problems)
	}
	q := NormalizeAll(res.Quotes, Options{})[0]
	if q.MinHours == nil || *q.MinHours < 8760 {
		t.Errorf("min hours %v, want the year's", q.MinHours)
	}
	for _, w := range q.Warnings {
		if w.Key == "import.warn.tables.term_from_section" {
			t.Errorf("the overruled label's term still warned: %v", w)
		}
	}
}

// TB0016: a counted note ("1. 以上价格含税，按月结算", "1. 本报价单有效期至…")
// is no section label: the rows under it are not put to review for words
// no table knows, and the note's date is still read as the sheet's. A
// counted label's number is no plan word.
func TestNumberedNoteIsNoSection(t *testing.T) {
	for _, s := range []string{"1. 以上价格含税，按月结算", "1. 以上报价均为含税价", "1. 本报价单有效期至2025年7月31日"} {
		if sc, ok := readSection(s); ok {
			t.Errorf("readSection(%q) read a section: %+v", s, sc)
		}
	}
	if sc, ok := readSection("1. 按量计费"); !ok || strings.Contains(sc.modeText, "1") || slices.ContainsFunc(sc.pieces, func(p string) bool { return strings.Contains(p, "1.") }) {
		t.Errorf("1. 按量计费: ok %v, mode %q, pieces %q", ok, sc.modeText, sc.pieces)
	}
	res := readCSV(t, "notes.csv",
		"某某云 价目",
		"GPU型号,卡数,单价,单位",
		"L40S 48G,8,3.0,元/卡/时",
		"1. 以上价格含税，按月结算",
		"A100 80G SXM,8,5.0,元/卡/时",
		"2. 本报价单有效期至2025年7月31日",
	)
	quotes, _, reviewed := sectionRows(res)
	if quotes[3] != 1 || quotes[5] != 1 {
		t.Fatalf("quotes by row %v (problems %+v)", quotes, res.Problems)
	}
	if reviewed[5] != 0 {
		t.Errorf("row 5 under a numbered note put to review: %v", reviewed)
	}
	for _, q := range res.Quotes {
		if q.ValidUntil != "2025-07-31" {
			t.Errorf("row %d: valid until %q, want the note's 2025-07-31", q.SourceRow, q.ValidUntil)
		}
	}
}

// TB0013: which minimum term holds is decided once (longerTerm's
// decisions), and the label's warning follows that decision: a label's
// term that holds is warned exactly once; one a later, longer term
// overrules is not, though a warning of the same key written by other
// means stays.
func TestSectionTermWarnedByDecision(t *testing.T) {
	res := readCSV(t, "label_term_month.csv",
		"某某云 价目",
		"GPU型号,卡数,单价,单位",
		"-- 包月报价（最短租期两个季度） --",
		"L40S 48G,8,2000,元/卡/月",
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("%d quotes (problems %+v)", len(res.Quotes), res.Problems)
	}
	n := 0
	for _, w := range res.Quotes[0].Warnings {
		if w.Key == "import.warn.tables.term_from_section" {
			n++
		}
	}
	if e, _ := chosenOf(res.Quotes[0].Evidence, "min_term"); n != 1 || e.Rule != "term.section" {
		t.Errorf("label term held by %q, warned %d times", e.Rule, n)
	}
	q := Quote{Warnings: []msg.Msg{mk("import.warn.tables.term_from_section", "x")}}
	q.longerTerm(&Term{Value: 1, Unit: TermYear}, "term.plan", Evidence{})
	if len(q.Warnings) != 1 {
		t.Errorf("longerTerm removed a warning it did not write: %v", q.Warnings)
	}
}

// TB0013: a label's minimum is read whatever its figure (the cut-off of
// 1,000 is gone: 2000 小时 is as much a term as 一个季度; its unit is the
// term's own, so no one figure bounds them all).
func TestSectionLabelTermAnyFigure(t *testing.T) {
	sc, ok := readSection("包时（最短租 2000 小时）")
	if !ok || sc.term == nil || sc.term.Value != 2000 || sc.term.Unit != TermHour {
		t.Errorf("label term: ok %v %+v", ok, sc.term)
	}
}

// A quarter's months are decided once: bare_period 季度 → quarter →
// periodTerms, no table of its own (term_unit_months is gone).
func TestQuarterTermReadThroughBarePeriod(t *testing.T) {
	if _, ok := wordOrder["term_unit_months"]; ok {
		t.Error("term_unit_months still states a quarter's months")
	}
	q := periodTerm("quarter")
	if tm, err := ParseTerm("2个季度"); err != nil || tm.Value != 2*q.Value || tm.Unit != q.Unit {
		t.Errorf("2个季度: %+v %v, want twice %+v", tm, err, *q)
	}
}
