package quotes

import "testing"

// readsOf and back let the tests of single table rules (the plan-beside-
// unit fuzz, the price-version fuzz) run a rule over a layout they built.
func readsOf(l *layout, values [][]string) colReads {
	cs := make(colReads, len(l.cols))
	for i, cm := range l.cols {
		cs[i] = colRead{header: cm.header, values: values[cm.col], person: cm.rule == ruleColPerson, fieldScore: fieldScore{field: cm.field, evidence: cm.evidence}}
	}
	return cs
}

func (cs colReads) back(l *layout) {
	for i := range l.cols {
		l.cols[i].field, l.cols[i].evidence = cs[i].field, cs[i].evidence
	}
}

func planBesideUnitColumn(l *layout, values [][]string) {
	cs := readsOf(l, values)
	planBesideUnit(cs)
	cs.back(l)
}

func currentPriceColumns(l *layout, values [][]string) *priceVersions {
	cs := readsOf(l, values)
	v := currentPrice(cs, nil)
	cs.back(l)
	return v
}

// FuzzDecideColumns: whatever the headers, values, person's choices and
// sheet lines, the columns stage never panics, gives a single field to one
// column at most, keeps every field the person set, and every column it
// reads says which rule read it.
func FuzzDecideColumns(f *testing.F) {
	f.Add("厂商|机型|配置|单价|计价方式", "东篱云|A800 SXM 80G|8卡/台 2TB|35|元/卡/时", "1", "说明：数量为总卡数")
	f.Add("型号|v1 报价|v2 报价|数量", "H100|15.0|14.2|4", "", "以v2为准")
	f.Add("计费方式|报价|计价单位|SKU", "包月|52000|元/台/月|H800", "0", "")
	f.Fuzz(func(t *testing.T, header, values, person, line string) {
		hs := splitFuzz(header)
		vs := splitFuzz(values)
		cols := make([][]string, len(hs))
		for i := range cols {
			if i < len(vs) {
				cols[i] = []string{vs[i], vs[len(vs)-1-i]}
			}
		}
		fixed := map[int]string{}
		for _, r := range person {
			if c := int(r-'0') % 8; c >= 0 && c < len(hs) {
				fixed[c] = []string{fOffer, fGPU, fNodes, fPrice, fIgnore, fSpec, fUnit, fMode}[c]
			}
		}
		reads, _ := decideColumns(hs, hs, cols, fixed, []string{line}, nil)
		seen := map[string]bool{}
		for c, r := range reads {
			if want, ok := fixed[c]; ok && (r.field != want || r.rule != ruleColPerson) {
				t.Fatalf("column %d set to %q read as %q by %q", c, want, r.field, r.rule)
			}
			if r.field != "" && !multiColumn[r.field] {
				if seen[r.field] {
					t.Fatalf("field %q given twice: %v", r.field, hs)
				}
				seen[r.field] = true
			}
			if r.field != "" && r.rule == "" {
				t.Fatalf("column %d read as %q by no rule", c, r.field)
			}
		}
	})
}

// Each header rule with no synonym row reads a header of its kind, and
// the column's reading names the rule.
func TestHeaderRulesEachRead(t *testing.T) {
	examples := map[string]string{
		"C-HDR-PRICE-WORD": "月租金", "C-HDR-PRICE-UNIT": "Machine $/hr", "C-HDR-PLAN-CURRENCY": "按量(元)", "C-HDR-TIER": "3个月",
		"C-HDR-TERM-DISCOUNT": "commit_1yr_discount", "C-HDR-TERM-TIER": "新签6个月",
		"C-HDR-PERIOD-BASIS": "Monthly (per node / month)", "C-HDR-PLAN-EQUIV": "包月折合", "C-HDR-CALENDAR": "2026Q3", "C-HDR-START-MONTH": "1月起租", ruleHdrRegion: "香港(USD)",
		"C-HDR-TOTAL": "上架卡数(合计)", "C-HDR-QTY-CARDS": "可用(张)", "C-HDR-TOTAL-PRICE": "总价(元/月)", "C-HDR-NOT-RENT": "24个月回购价(万元)", "C-HDR-SOURCE": "来源",
		"C-HDR-CONFIRMED-PRICE": "Quote", "C-HDR-CONFIRMED-UNIT": "Basis", "C-HDR-COUNT-PLURAL": "Instances", "C-HDR-EITHER-LINK": "Interconnect",
		"C-HDR-PER-MACHINE": "GPUs per VM", ruleHdrPeriodPrice: "Hourly list", "C-HDR-NODES": "可用(nodes)", "C-HDR-DAYS": "有效期(天)",
		"HT-HDR-TAX-TWIN": "Price incl. SST (RM) 含税", "DC-HDR-TWIN": "月租金·含电价", "DC-HDR-AROUND-GPU": "到成都专线(元/月·100M)",
		"SV-HDR-NET-NAME": "InfiniBand", "SV-HDR-SLA-TIER": "Standard SLA (99.9%)",
		ruleHdrBundle: "搭配存储价（须同购≥20TB并行存储）", "OY-HDR-FREE-TOTAL": "可用/总数", ruleHdrMeasure: "每卡 tokens/s",
	}
	for _, r := range append(append([]headerRule{}, priceHeaderRules...), headerRules...) {
		if r.field == "" {
			if got := headerScores("报价单位"); got[fPrice].score > 0 {
				t.Errorf("%s: 报价单位 read as a price %v", r.id, got[fPrice])
			}
			continue
		}
		h, ok := examples[r.id]
		if got := headerScores(h)[r.field]; !ok || got.rule != r.id {
			t.Errorf("%s: %q gives %s by %q", r.id, h, r.field, got.rule)
		}
	}
	// every row of words/header_words.tsv reads through its rule
	byTable := map[string]string{"header_source_or_vendor": "C-HDR-SOURCE", "header_count_plural": "C-HDR-COUNT-PLURAL", "header_either_link": "C-HDR-EITHER-LINK", "header_network_name": "SV-HDR-NET-NAME"}
	for table, rule := range byTable {
		for _, w := range wordsInOrder(table) {
			if got := headerScores(w); !hasRule(got, rule) {
				t.Errorf("%s %q: read by no %s: %v", table, w, rule, got)
			}
		}
	}
	for _, r := range wordRows("header_value_confirmed") {
		if got := headerScores(r[0])[r[1]]; got.rule != "C-HDR-CONFIRMED-PRICE" && got.rule != "C-HDR-CONFIRMED-UNIT" {
			t.Errorf("header_value_confirmed %q: %s by %q", r[0], r[1], got.rule)
		}
	}
}

func hasRule(scores map[string]fieldScore, rule string) bool {
	for _, s := range scores {
		if s.rule == rule {
			return true
		}
	}
	return false
}

// A cell naming a GPU and no period is a unit only where it is short
// ("元/卡", "per GPU"): an export's Title column repeating "GPU Rental
// Quotation 算力租赁报价" on every line is no unit column.
func TestUnitValuesAreShortWithoutAPeriod(t *testing.T) {
	title := []string{"GPU Rental Quotation 算力租赁报价", "GPU Rental Quotation 算力租赁报价", "GPU Rental Quotation 算力租赁报价"}
	if s := contentScores(title)[fUnit]; s.score > 0 {
		t.Errorf("a repeated title read as units: %+v", s)
	}
	for _, vals := range [][]string{{"元/卡", "元/台", "元/卡"}, {"per GPU", "per GPU", "per node"}, {"元/卡/时", "元/台/月", "USD per GPU per hour"}} {
		if s := contentScores(vals)[fUnit]; s.score <= 0 {
			t.Errorf("%q not read as units", vals)
		}
	}
}
