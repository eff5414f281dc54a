package quotes

import "testing"

// readMapped reads data once to learn its layout key, then again with the
// person's column choices (letter -> field) for that layout.
func readMapped(t *testing.T, name string, data []byte, cols map[string]string) *FileResult {
	t.Helper()
	first, err := Read(name, data)
	if err != nil || len(first.Tables) == 0 {
		t.Fatalf("first read: %+v %v", first, err)
	}
	res, err := ReadWith(name, data, ReadOptions{Columns: map[string]map[string]string{first.Tables[0].LayoutKey: cols}})
	if err != nil {
		t.Fatalf("mapped read: %v", err)
	}
	return res
}

func column(res *FileResult, letter string) ColumnInfo {
	for _, tb := range res.Tables {
		for _, c := range tb.Columns {
			if c.Letter == letter {
				return c
			}
		}
	}
	return ColumnInfo{Field: "?"}
}

func columnField(res *FileResult, letter string) string { return column(res, letter).Field }

// A column the person names keeps that name: every table rule of the
// columns stage reads the column another way on its own (the rule id
// says which), and none of them moves the person's choice.
func TestPersonColumnChoiceIsFinal(t *testing.T) {
	for _, tc := range []struct {
		name       string
		lines      []string
		letter     string
		auto, rule string            // the reading without a choice, and the rule behind it
		person     map[string]string // the person's choices
		check      func(*FileResult) bool
	}{
		// machine words over one machine's cards: the offer column is the spec
		{"offer-spec", []string{"厂商,显卡,实例规格,单价,计价方式", "北辰云,A800 SXM 80G,8卡 PCIe,35,元/卡/时", "北辰云,H800 SXM 80G,单卡,48,元/卡/时"},
			"C", fSpec, ruleColOfferSpec, map[string]string{"C": fOffer},
			func(r *FileResult) bool {
				return len(r.Quotes) == 2 && r.Quotes[0].Offer == "8卡 PCIe" && r.Quotes[0].Raw[fSpec] == ""
			}},
		// a synonym makes 配置 the spec; the person's offer stands
		{"header-spec", []string{"厂商,显卡,配置,单价,计价方式", "北辰云,A800 SXM 80G,8卡,35,元/卡/时", "北辰云,H800 SXM 80G,4卡,48,元/卡/时"},
			"C", fSpec, "H0401", map[string]string{"C": fOffer},
			func(r *FileResult) bool {
				return len(r.Quotes) == 2 && r.Quotes[0].Offer == "8卡" && r.Quotes[0].Raw[fSpec] == ""
			}},
		// a sheet line calls the quantities cards
		{"qty-cards", []string{"说明：数量为总卡数", "厂商,显卡,数量,单价,计价方式", "南岭算力,H100 SXM 80G,4,55,元/卡/时"},
			"C", fTotalGPUs, ruleColQtyCards, map[string]string{"C": fNodes},
			func(r *FileResult) bool {
				return len(r.Quotes) == 1 && r.Quotes[0].Nodes != nil && *r.Quotes[0].Nodes == 4
			}},
		// plans under one unit header beside units under another
		{"plan-unit", []string{"厂商,显卡,报价,计费方式,计价单位", "东岳云,H800 SXM 80G,52000,包月,元/台/月"},
			"D", fMode, ruleColPlanUnit, map[string]string{"D": fUnit, "E": fIgnore},
			func(r *FileResult) bool { return columnField(r, "E") == "" }},
		// an offer column of GPU names beside a machine column that names none
		{"offer-gpu", []string{"厂商,机型,配置,单价,计价方式", "东篱云,A800 SXM 80G,8卡/台 2TB内存,35,元/卡/时", "东篱云,H800 SXM 80G,8卡/台 2TB内存,45,元/卡/时"},
			"B", fGPU, ruleColOfferGPU, map[string]string{"B": fOffer},
			func(r *FileResult) bool { return len(r.Quotes) == 0 || r.Quotes[0].Offer == "A800 SXM 80G" }},
		// a void price column
		{"stale", []string{"青岚计算 报价单", "型号,单机卡数,单价(元/卡/时) 已作废,新单价(元/卡/时)", "H100 80G SXM,8,15.0,13.9"},
			"C", "", ruleColStalePrice, map[string]string{"C": fPrice, "D": fIgnore},
			func(r *FileResult) bool { return len(r.Quotes) == 1 && r.Quotes[0].Price == 15 }},
		// versions side by side, a sheet line naming the one that counts
		{"version-line", []string{"青岚计算 报价单", "型号,单机卡数,v1 报价(元/卡/时),v2 报价(元/卡/时)", "H100 80G SXM,8,15.0,14.2", "", "说明：两轮报价以v2为准。"},
			"C", "", ruleColVersion, map[string]string{"C": fPrice, "D": fIgnore},
			func(r *FileResult) bool { return len(r.Quotes) == 1 && r.Quotes[0].Price == 15 }},
		// versions side by side, one marked final
		{"version-final", []string{"青岚计算 报价单", "型号,单机卡数,第一版报价(元/卡/时),最终报价(元/卡/时)", "H100 80G SXM,8,15.0,13.9"},
			"C", "", ruleColVersion, map[string]string{"C": fPrice, "D": fIgnore},
			func(r *FileResult) bool { return len(r.Quotes) == 1 && r.Quotes[0].Price == 15 }},
	} {
		data := csvOf(tc.lines...)
		auto, err := Read(tc.name+".csv", data)
		if c := column(auto, tc.letter); err != nil || c.Field != tc.auto || c.Rule != tc.rule {
			t.Errorf("%s: without a choice %s is %q by %q, want %q by %q (%v)", tc.name, tc.letter, c.Field, c.Rule, tc.auto, tc.rule, err)
		}
		res := readMapped(t, tc.name+".csv", data, tc.person)
		for letter, f := range tc.person {
			if f == fIgnore {
				f = ""
			}
			if c := column(res, letter); c.Field != f || c.Rule != ruleColPerson {
				t.Errorf("%s: %s set to %q is read as %q by %q", tc.name, letter, f, c.Field, c.Rule)
			}
		}
		if !tc.check(res) {
			t.Errorf("%s: the person's mapping read wrong: %d quotes %+v problems %v", tc.name, len(res.Quotes), res.Quotes, res.Problems)
		}
	}

	// A column of GPU names in a table with no GPU column is the GPU; set
	// to the offer by the person, it stays the offer, and a table with no
	// GPU is refused rather than read against their choice.
	skus := csvOf("厂商,SKU,单价,计价方式", "东篱云,A800 SXM 80G,35,元/卡/时", "东篱云,H800 SXM 80G,45,元/卡/时")
	auto, err := Read("g.csv", skus)
	if c := column(auto, "B"); err != nil || c.Field != fGPU || c.Rule != ruleColGPUByValues {
		t.Errorf("without a choice SKU is %q by %q (%v)", c.Field, c.Rule, err)
	}
	if res, err := ReadWith("g.csv", skus, ReadOptions{Columns: map[string]map[string]string{auto.Tables[0].LayoutKey: {"B": fOffer}}}); err == nil {
		t.Errorf("SKU set to the offer read %d quotes, GPU from %q", len(res.Quotes), columnField(res, "B"))
	}

	// A column the person leaves unread is not refused as an unread price.
	money := csvOf("厂商,显卡,单价,计价方式,参考价",
		"西岸云,L40S 48G,9,元/卡/时,12")
	res := readMapped(t, "m.csv", money, map[string]string{"E": fIgnore})
	if len(res.Problems) != 0 || len(res.Quotes) != 1 {
		t.Errorf("a column set aside by the person refused the row: %+v", res.Problems)
	}
}
