package quotes

import "testing"

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
