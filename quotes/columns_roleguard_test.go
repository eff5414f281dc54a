package quotes

import (
	"strings"
	"testing"
)

// roleReviewed: the quotes of a row that wait for review naming both price headers.
func roleReviewed(res *FileResult, row int, a, b string) (reviewed, quotes int) {
	for _, q := range res.Quotes {
		if q.SourceRow != row {
			continue
		}
		quotes++
		for _, m := range q.ReviewReasons {
			if m.Key == "import.review.price_role_unknown" && strings.Contains(m.In("en"), a) && strings.Contains(m.In("en"), b) {
				reviewed++
				break
			}
		}
	}
	return reviewed, quotes
}

// Two price columns that no known dimension tells apart, whose headers differ
// by words no table knows (集采, 项目, 大客户, enterprise; 协议客户 and 内部价 name who pays: SD0064, SD0055): both stay
// offers, each waits for review naming both headers (RG0001).
func TestUnknownPriceRoleReviewed(t *testing.T) {
	for _, hdr := range [][2]string{
		{"刊例价(元/卡/时)", "集采价(元/卡/时)"},
		{"价格(元/卡/时)", "项目价(元/卡/时)"},
		{"单价（元/卡/时）", "大客户单价（元/卡/时）"},
		{"Price (USD/GPU/hr)", "Enterprise price (USD/GPU/hr)"},
	} {
		res := readCSV(t, "roles.csv",
			"青羊云算 报价单",
			"GPU型号,每台卡数,"+hdr[0]+","+hdr[1],
			"H100 80G,8,15.5,13.2",
			"A100 80G,8,8.8,",
		)
		if r, n := roleReviewed(res, 3, hdr[0], hdr[1]); n != 2 || r != 2 {
			t.Errorf("%v: row 3 gave %d quotes, %d reviewed naming both headers; want 2, 2 (%+v)", hdr, n, r, res.Quotes)
		}
		for _, q := range res.Quotes {
			for _, m := range q.ReviewReasons {
				if m.Key == "import.review.price_role_unknown" && !strings.Contains(m.In("en"), "“"+roleLeftover(hdr[1])+"”") {
					t.Errorf("%v: the review does not name the unknown words %q: %s", hdr, roleLeftover(hdr[1]), m.In("en"))
				}
			}
		}
		if r, n := roleReviewed(res, 4, hdr[0], hdr[1]); n != 1 || r != 0 {
			t.Errorf("%v: row 4 (one price) gave %d quotes, %d reviewed; want 1, 0", hdr, n, r)
		}
	}
}

// Three such columns: a row priced in the first and the third only reviews
// both quotes naming each other, whatever the empty middle column is.
func TestUnknownPriceRoleThreeColumns(t *testing.T) {
	res := readCSV(t, "three.csv",
		"青羊云算 报价单，单位：元/卡/时",
		"GPU型号,每台卡数,刊例价,集采价,项目价",
		"H100 80G,8,15.5,,12.9",
		"A100 80G,8,8.8,7.9,7.5",
	)
	if r, n := roleReviewed(res, 3, "刊例价", "项目价"); n != 2 || r != 2 {
		t.Errorf("row 3 gave %d quotes, %d reviewed naming 刊例价 and 项目价; want 2, 2 (%+v)", n, r, res.Quotes)
	}
	for _, q := range res.Quotes {
		if q.SourceRow == 4 && !q.NeedsReview {
			t.Errorf("row 4's quote of %v was not reviewed", q.Raw)
		}
	}
}

// Columns a known dimension tells apart get no review: plans, terms,
// regions, a GPU matrix, currencies, tax, cards, a known role.
func TestKnownPriceDimensionsNotReviewed(t *testing.T) {
	for _, hdr := range [][2]string{
		{"按需(元/卡/时)", "包月(元/卡/月)"},
		{"按量价格", "包年价格"},
		{"1个月(元/卡/时)", "12个月(元/卡/时)"},
		{"北京", "上海"},
		{"华北(元/卡/时)", "华东(元/卡/时)"},
		{"单价(元/卡/时)", "单价(USD/卡/时)"},
		{"含税单价(元/卡/时)", "不含税单价(元/卡/时)"},
		{"On-demand ($/GPU/hr)", "1-yr reserved ($/GPU/hr)"},
		{"Spot price", "On-demand price"},
		{"刊例价", "折后价"},
		{"整机价(元/台/时)", "单卡价(元/卡/时)"},
		{"工作日白天单价(09:00-23:00)", "夜间单价(23:00-次日09:00)"},
		{"经济型", "增强型"},
		{"1卡(元/时)", "8卡(元/时)"},
		{"包月价(元/卡/时)", "包年价(元/卡/时)"},
		{"Price 1-yr ($/GPU/hr)", "Price 3-yr ($/GPU/hr)"},
		{"价格", "价格(含税)"},
		{"保底单价(元/卡/月)", "弹性单价(元/卡/时)"},
		{"Committed price ($/GPU/hr)", "Burst price ($/GPU/hr)"},
		{"基准价(元/卡/时)", "一年合约价(元/卡/时)"},
		{"Base price ($/GPU/hr)", "1-yr price ($/GPU/hr)"},
	} {
		res := readCSV(t, "dims.csv",
			"青羊云算 报价单，单位：元/卡/时",
			"GPU型号,每台卡数,"+hdr[0]+","+hdr[1],
			"H100 80G,8,15.5,13.2",
			"A100 80G,8,8.5,7.2",
		)
		if len(res.Quotes) == 0 {
			t.Errorf("%v: no quote stored: %+v", hdr, res.Problems)
		}
		for _, q := range res.Quotes {
			if r, _ := roleReviewed(&FileResult{Quotes: []Quote{q}}, q.SourceRow, "", ""); r > 0 || hasWarningKey(q, "import.review.price_role_unknown") {
				t.Errorf("%v: a known dimension sent row %d to review: %v", hdr, q.SourceRow, q.ReviewReasons)
			}
		}
	}
}

// Sub-headers under one group header naming a dimension (可用区) are its
// values, whatever place names no table holds (芜湖, 贵安); under a group
// naming only the price (单价) they are roles (examiner/set19/02 reads the
// first through the real columns stage).
func TestGroupHeaderDimension(t *testing.T) {
	for group, want := range map[string]bool{"可用区单价": true, "租期": true, "GPU型号": true, "单价": false, "Price": false} {
		a := colMap{header: group + " 芜湖专区", tierName: "芜湖专区"}
		b := colMap{header: group + " 贵安专区", tierName: "贵安专区"}
		if got := groupDimension(a, b); got != want {
			t.Errorf("group %q: groupDimension = %v, want %v", group, got, want)
		}
		if got := toldApart(a, b); got != want {
			t.Errorf("group %q: toldApart = %v, want %v", group, got, want)
		}
	}
	if groupDimension(colMap{header: "可用区单价 芜湖", tierName: "芜湖"}, colMap{header: "地区 贵安", tierName: "贵安"}) {
		t.Error("two different groups read as one")
	}
}

// roleLeftover keeps what no table knows, and nothing else.
func TestRoleLeftover(t *testing.T) {
	for h, want := range map[string]string{
		"集采价(元/卡/时)":            "集采",
		"项目价（含税，元/台/月）":         "项目",
		"VIP价":                  "",
		"按需单价(USD/GPU/hr)":      "",
		"H100 8卡 包月价":           "",
		"1-yr reserved $/GPU-h": "",
		"Enterprise price":      "enterprise",
		"华东区域价格":                "",
	} {
		if got := roleLeftover(h); got != want {
			t.Errorf("roleLeftover(%q) = %q, want %q", h, got, want)
		}
	}
}

// FuzzRoleLeftover: any header gives leftover words that stand in the
// header itself (normalised), each of two letters or more.
func FuzzRoleLeftover(f *testing.F) {
	for _, s := range []string{"集采价(元/卡/时)", "Enterprise price", "按需单价(USD/GPU/hr)", "可用区单价 华东1（芜湖）", "", "价价价", "\xff(("} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		low := norm(h)
		for _, w := range strings.Fields(roleLeftover(h)) {
			if !strings.Contains(low, w) || len([]rune(w)) < 2 {
				t.Fatalf("roleLeftover(%q) gave %q, not a word of %q", h, w, low)
			}
		}
	})
}

// The gaps of the guard (RH rows): two columns told apart only by a code
// (a letter, a short figure, a numeral), an unknown role on top of a plan
// both headers name, and two columns read by their values whose headers
// name kinds of buyer: each quote of a row priced in both waits for review
// naming both headers; none is dropped.
func TestUnknownPriceRoleGaps(t *testing.T) {
	for _, hdr := range [][2]string{
		{"价格甲(元/卡/时)", "价格乙(元/卡/时)"},
		{"报价1(元/卡/时)", "报价2(元/卡/时)"},
		{"Rate (K)", "Rate (Q)"},
		{"方案三(元/卡/时)", "方案四(元/卡/时)"},
		{"包月价(元/卡/时)", "包年项目价(元/卡/时)"},
		{"按需价(元/卡/时)", "包月联营价(元/卡/时)"},
		{"On-demand ($/GPU/hr)", "Reserved guild rate ($/GPU/hr)"},
	} {
		res := readCSV(t, "gaps.csv",
			"青羊云算 报价单，单位：元/卡/时",
			"GPU型号,每台卡数,"+hdr[0]+","+hdr[1],
			"H100 80G,8,15.5,13.2",
			"A100 80G,8,8.8,",
		)
		if r, n := roleReviewed(res, 3, hdr[0], hdr[1]); n != 2 || r != 2 {
			t.Errorf("%v: row 3 gave %d quotes, %d reviewed naming both headers; want 2, 2 (%+v)", hdr, n, r, res.Quotes)
		}
		if r, n := roleReviewed(res, 4, hdr[0], hdr[1]); n != 1 || r != 0 {
			t.Errorf("%v: row 4 (one price) gave %d quotes, %d reviewed; want 1, 0", hdr, n, r)
		}
	}
}

// roleCode reads the code a header tells its offer by, and no model,
// count, year or word.
func TestRoleCode(t *testing.T) {
	for h, want := range map[string]string{
		"价格A(元/卡/时)": "a",
		"Price (B)":  "b",
		"报价2":        "2",
		"方案二(元/卡/时)": "二",
		"H100价格":     "",
		"8卡单价":       "",
		"价格(2026)":   "",
		"一口价":        "",
		"集采价":        "",
	} {
		if got := roleCode(h); got != want {
			t.Errorf("roleCode(%q) = %q, want %q", h, got, want)
		}
	}
}

// Headers read by their values name a matrix's offers (经济型 | 增强型), but
// not where one names a kind of buyer (role_party: 散客 | 大客户).
func TestHeadersAreValuesParty(t *testing.T) {
	mk := func(h string) colMap { return colMap{header: h, rule: ruleColPriceValues} }
	for _, c := range []struct {
		a, b string
		want bool
	}{{"经济型", "增强型", true}, {"散客", "大客户", false}, {"Startup", "Standard", false}} {
		if got := headersAreValues(mk(c.a), mk(c.b)); got != c.want {
			t.Errorf("headersAreValues(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// A text table's price header over a blank cell, its sub-columns named in
// the next row by words no table knows (零售 | 批发): both columns are
// prices of the group, each quote waits for review naming both; none is
// read as the group's only price. Plans under it are still plans.
func TestOpenGroupSubHeaders(t *testing.T) {
	for _, sub := range [][2]string{{"零售", "批发"}, {"标准", "联营"}} {
		res := readCSV(t, "group.csv",
			"青羊云算 报价单",
			"GPU型号,每台卡数,单价(元/卡/时),",
			",,"+sub[0]+","+sub[1],
			"H100 80G,8,15.5,13.2",
		)
		a, b := "单价(元/卡/时) "+sub[0], "单价(元/卡/时) "+sub[1]
		if r, n := roleReviewed(res, 4, a, b); n != 2 || r != 2 {
			t.Errorf("%v: row 4 gave %d quotes, %d reviewed naming %q and %q; want 2, 2 (%+v %+v)", sub, n, r, a, b, res.Quotes, res.Problems)
		}
	}
	res := readCSV(t, "plans.csv",
		"青羊云算 报价单",
		"GPU型号,每台卡数,单价(元/卡/时),",
		",,按需,包月",
		"H100 80G,8,15.5,13.2",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("plans: %d quotes, want 2: %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if hasWarningKey(q, "import.review.price_role_unknown") {
			t.Errorf("plans: %v sent to review: %v", q.Raw, q.ReviewReasons)
		}
	}
}

// FuzzRoleCode: any header gives codes that stand in the header itself
// (normalised), each one letter, one numeral or a figure of one or two digits.
func FuzzRoleCode(f *testing.F) {
	for _, s := range []string{"价格A(元/卡/时)", "Price (B)", "报价2", "方案二", "8卡单价", "价格(2026)", "", "2.5", "\xffA"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		low := norm(h)
		for _, w := range strings.Fields(roleCode(h)) {
			n := len([]rune(w))
			if !strings.Contains(low, w) || n > 2 || n == 2 && strings.Trim(w, "0123456789") != "" {
				t.Fatalf("roleCode(%q) gave %q from %q", h, w, low)
			}
		}
	})
}
