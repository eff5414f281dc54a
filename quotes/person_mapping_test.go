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

func columnField(res *FileResult, letter string) string {
	for _, tb := range res.Tables {
		for _, c := range tb.Columns {
			if c.Letter == letter {
				return c.Field
			}
		}
	}
	return "?"
}

// A column the person names keeps that name through every later stage:
// machine words over card counts do not turn their offer column into a
// machine spec, and a sheet line calling quantities cards does not turn
// their machine count into a card count.
func TestPersonColumnChoiceIsFinal(t *testing.T) {
	specLike := csvOf("厂商,显卡,配置,单价,计价方式",
		"北辰云,A800 SXM 80G,8卡,35,元/卡/时",
		"北辰云,H800 SXM 80G,4卡,48,元/卡/时")
	auto, err := Read("s.csv", specLike)
	if err != nil || columnField(auto, "C") != fSpec {
		t.Fatalf("without a choice 配置 over card counts is the spec: %q %v", columnField(auto, "C"), err)
	}
	res := readMapped(t, "s.csv", specLike, map[string]string{"C": fOffer})
	if got := columnField(res, "C"); got != fOffer {
		t.Errorf("配置 set to offer is read as %q", got)
	}
	if len(res.Quotes) != 2 || res.Quotes[0].Offer != "8卡" || res.Quotes[0].Raw[fSpec] != "" {
		t.Errorf("offer column read as a spec: %d quotes, offer %q raw %v", len(res.Quotes), res.Quotes[0].Offer, res.Quotes[0].Raw)
	}

	qty := csvOf("说明：数量为总卡数",
		"厂商,显卡,数量,单价,计价方式",
		"南岭算力,H100 SXM 80G,4,55,元/卡/时")
	auto, err = Read("q.csv", qty)
	if err != nil || columnField(auto, "C") != fTotalGPUs {
		t.Fatalf("without a choice the note makes 数量 cards: %q %v", columnField(auto, "C"), err)
	}
	res = readMapped(t, "q.csv", qty, map[string]string{"C": fNodes})
	if got := columnField(res, "C"); got != fNodes {
		t.Errorf("数量 set to nodes is read as %q", got)
	}
	if len(res.Quotes) != 1 || res.Quotes[0].Nodes == nil || *res.Quotes[0].Nodes != 4 {
		t.Errorf("machines read as cards: %d quotes, raw %v", len(res.Quotes), res.Quotes[0].Raw)
	}

	// A column the person leaves unread is not refused as an unread price.
	money := csvOf("厂商,显卡,单价,计价方式,参考价",
		"西岸云,L40S 48G,9,元/卡/时,12")
	res = readMapped(t, "m.csv", money, map[string]string{"E": fIgnore})
	if len(res.Problems) != 0 || len(res.Quotes) != 1 {
		t.Errorf("a column set aside by the person refused the row: %+v", res.Problems)
	}

	// plans under one unit header beside units under another: the plans
	// become the billing mode, unless the person said what the column is
	plans := csvOf("厂商,显卡,报价,计费方式,计价单位",
		"东岳云,H800 SXM 80G,52000,包月,元/台/月")
	auto, err = Read("p.csv", plans)
	if err != nil || columnField(auto, "D") != fMode || columnField(auto, "E") != fUnit {
		t.Fatalf("without a choice: D %q E %q %v", columnField(auto, "D"), columnField(auto, "E"), err)
	}
	res = readMapped(t, "p.csv", plans, map[string]string{"D": fUnit, "E": fIgnore})
	if columnField(res, "D") != fUnit || columnField(res, "E") != "" {
		t.Errorf("计费方式 set to the unit: D %q E %q", columnField(res, "D"), columnField(res, "E"))
	}
}
