package quotes

import "testing"

// Every row of words/columns.tsv changes a reading: a stale word holds its
// price column out, a current word picks the version, a currency word
// leaves the region bare, a word of other money names no price, a channel
// word reads as a source, a ditto word repeats the row above.
func TestColumnWordRows(t *testing.T) {
	for _, r := range wordRows("column_stale") {
		res, err := Read("s.csv", csvOf("青岚计算 报价单", "型号,单机卡数,单价(元/卡/时) "+r[0]+",新单价(元/卡/时)", "H100 80G SXM,8,15.0,13.9"))
		if c := column(res, "C"); err != nil || c.Field != "" || c.Rule != ruleColStalePrice {
			t.Errorf("stale %q: C read as %q by %q (%v)", r[0], c.Field, c.Rule, err)
		}
	}
	for _, r := range wordRows("column_current") {
		res, err := Read("v.csv", csvOf("青岚计算 报价单", "型号,单机卡数,v1 报价(元/卡/时),v2 "+r[0]+" 报价(元/卡/时)", "H100 80G SXM,8,15.0,13.9"))
		if c := column(res, "C"); err != nil || c.Field != "" || c.Rule != ruleColVersion || len(res.Quotes) != 1 || res.Quotes[0].Price != 13.9 {
			t.Errorf("current %q: C read as %q by %q (%v)", r[0], c.Field, c.Rule, err)
		}
	}
	for _, r := range wordRows("column_currency_only") {
		if got := regionHeader("香港(" + r[0] + ")"); got != "香港" {
			t.Errorf("currency %q: region %q", r[0], got)
		}
	}
	for _, r := range wordRows("column_other_money") {
		if s, ok := headerScores(r[0] + "(元/卡/时)")[fPrice]; ok {
			t.Errorf("other money %q: a price by %s", r[0], s.rule)
		}
	}
	for _, r := range wordRows("column_not_rent") {
		if r[1] == "purchase_unless_rate" {
			continue // 销售价(元/卡/时) is a reseller's rent (TestHSNotRentRateAndIncluded)
		}
		if s, ok := headerScores(r[0] + "价格(元/卡/时)")[fPrice]; ok {
			t.Errorf("not rent %q: a price by %s", r[0], s.rule)
		}
		// beside the rent, such a column never is the rent, and is left unread unreported
		res, err := Read("r.csv", csvOf("青岚计算 报价单", "型号,单机卡数,"+r[0]+"(元/卡/时),租用单价(元/卡/时)", "H100 80G SXM,8,9.5,15.0"))
		if c := column(res, "C"); err != nil || c.Field != "" || len(res.Quotes) != 1 || res.Quotes[0].Price != 15.0 || len(res.Problems) != 0 {
			t.Errorf("not rent %q: C read as %q by %q, %d quotes, %d problems (%v)", r[0], c.Field, c.Rule, len(res.Quotes), len(res.Problems), err)
		}
	}
	for _, r := range wordRows("column_source_words") {
		if s := contentScores([]string{r[0]})[fSource]; s.score <= 0 {
			t.Errorf("channel %q: no source", r[0])
		}
	}
	for _, c := range []struct{ table, before, after, field, rule string }{
		{"column_total_words", "", "卡数", fTotalGPUs, "C-HDR-TOTAL"},
		{"column_card_words", "库存", "", fTotalGPUs, "C-HDR-TOTAL"},
		{"column_qty_words", "", "(卡)", fTotalGPUs, "C-HDR-QTY-CARDS"},
		{"column_hint_cards", "数量(", ")", fTotalGPUs, "C-HDR-QTY-CARDS"},
		{"column_hint_nodes", "库存(", ")", fNodes, "C-HDR-NODES"},
		{"column_hint_days", "有效期(", ")", fPackDays, "C-HDR-DAYS"},
	} {
		for _, r := range wordRows(c.table) {
			if s := headerScores(c.before + r[0] + c.after)[c.field]; s.rule != c.rule {
				t.Errorf("%s %q: %s by %q, want %q", c.table, r[0], c.field, s.rule, c.rule)
			}
		}
	}
	for _, r := range wordRows("column_machine_header") {
		if !contradicts(fOffer, map[string]fieldScore{fSpec: {score: 5}}, "实例"+r[0]) {
			t.Errorf("machine header %q: an offer over machines", r[0])
		}
	}
	for _, r := range wordRows("column_count_header") {
		if bracketUnitPrice(r[0]+"(台/月)") || !bracketUnitPrice("包月(台/月)") {
			t.Errorf("count header %q: a price", r[0])
		}
	}
	for _, r := range wordRows("ditto") {
		res, err := Read("d.csv", []byte("厂商,显卡,单价,计价方式\n东篱云,H100 SXM 80G,35,元/卡/时\n"+csvLine([]string{r[0], r[0], "36", "元/卡/时"})+"\n"))
		if err != nil || len(res.Quotes) != 2 || res.Quotes[1].GPU != res.Quotes[0].GPU || res.Quotes[1].Vendor != "东篱云" {
			t.Errorf("ditto %q: %+v %v", r[0], res.Quotes, err)
		}
	}
}
