package quotes

import (
	"strings"
	"testing"
)

// Side-line sellers (issue 23, set87's class): price columns named by who
// pays. The public price (校外价, 对外价, 非会员价, 其他客户价, external) is the
// offer; the eligibility-restricted one (校内价, 内部价, 合作单位价, 框架客户价,
// 老客户价, internal) is never stored, and a row whose public cell says no
// price is refused at that cell (SD0001-SD0074).
func TestWhoPaysPriceColumns(t *testing.T) {
	for _, hdr := range [][2]string{
		{"校内价", "校外价"}, {"内部价", "对外价"}, {"合作单位价", "其他客户价"}, {"框架客户价", "非框架客户价"},
		{"老客户价", "普通客户价"}, {"Internal rate", "External rate"}, {"本校用户价", "社会用户价"}, {"Academic price", "Commercial price"},
	} {
		for _, swap := range []bool{false, true} {
			a, b := hdr[0], hdr[1]
			line := func(restricted, public string) string {
				if swap {
					return public + "," + restricted
				}
				return restricted + "," + public
			}
			head := line(a, b)
			res, err := Read("fees.csv", csvOf(
				"青衣江计算中心 收费标准（元/卡·时）",
				"型号,每台卡数,"+head,
				"A100 40G PCIe,4,"+line("2.0", "4.5"),
				"L40 48G,4,"+line("1.5", "3.4"),
				"RTX 4090,8,"+line("0.8", "—"),
			))
			if err != nil {
				t.Errorf("%v: %v", hdr, err)
				continue
			}
			got := map[int]float64{}
			for _, q := range res.Quotes {
				if _, dup := got[q.SourceRow]; dup {
					t.Errorf("%v: row %d stored twice", hdr, q.SourceRow)
				}
				got[q.SourceRow] = q.Price
			}
			want := map[int]float64{3: 4.5, 4: 3.4}
			if len(got) != len(want) || got[3] != 4.5 || got[4] != 3.4 {
				t.Errorf("%v swap=%v: stored %v, want %v (problems %+v)", hdr, swap, got, want, res.Problems)
			}
			refused := false
			for _, p := range res.Problems {
				refused = refused || p.Row == 5 && p.Column == b && p.Reason.Key == "import.err.sd_restricted_only"
			}
			if !refused {
				t.Errorf("%v swap=%v: row 5 (public price —) not refused at %q naming the restricted price: %+v", hdr, swap, b, res.Problems)
			}
		}
	}
}

// A restricted price alone is no offer: the buyer is not said to qualify.
func TestWhoPaysRestrictedAloneNoOffer(t *testing.T) {
	res, err := Read("inner.csv", csvOf(
		"供应商,型号,每台卡数,内部结算价(元/卡·时)",
		"岷山数据,A100 40G PCIe,4,2.0",
	))
	if err == nil && len(res.Quotes) != 0 {
		t.Errorf("a lone internal price was stored: %+v", res.Quotes)
	}
}

// A category column of resource kinds (GPU计算, 国产加速卡, CPU通用计算) is no
// vendor column by its values (SD0101-); the title names the seller.
func TestResourceKindColumnIsNoVendor(t *testing.T) {
	for _, v := range []string{"GPU计算", "gpu计算", "国产加速卡", "CPU通用计算", "并行存储", "智算"} {
		if !resourceKindOnly(norm(v)) {
			t.Errorf("%q: not read as a kind of resource", v)
		}
	}
	for _, v := range []string{"龙泉智算", "蓉芯云", "—", "", "岷江GPU计算"} {
		if resourceKindOnly(norm(v)) {
			t.Errorf("%q: read as a kind of resource", v)
		}
	}
	res := readCSV(t, "hpc.csv",
		"锦江理工学院计算中心 2027 收费标准",
		"类别,型号,每节点卡数,计费单位,价格",
		"GPU计算,NVIDIA A100 40GB PCIe,4,元/卡·时,4.5",
		"GPU计算,NVIDIA L40 48GB,4,元/卡·时,3.4",
		"国产加速卡,昇腾910B 64GB,8,元/卡·时,5.2",
		"GPU计算,Tesla T4 16GB,4,元/卡·时,1.1",
	)
	if len(res.Quotes) != 4 {
		t.Fatalf("stored %d quotes, want 4: %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "锦江理工学院计算中心" {
			t.Errorf("row %d: vendor %q, want the title's", q.SourceRow, q.Vendor)
		}
	}
}

// A CPU core-hour row (元/核·时, 元/核时: the review) is another item, not a GPU offer.
func TestCoreHourRowIsOtherItem(t *testing.T) {
	for _, unit := range []string{"元/核·时", "元/核时", "元/核小时"} {
		testCoreHourRow(t, unit)
	}
}

func testCoreHourRow(t *testing.T, unit string) {
	res := readCSV(t, "hpc2.csv",
		"供应商,型号,计费单位,价格",
		"浣花计算,双路 Xeon 6348,"+unit+",0.05",
		"浣花计算,NVIDIA A100 40GB PCIe,元/卡·时,4.5",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].SourceRow != 3 {
		t.Errorf("%s: quotes %+v", unit, res.Quotes)
	}
	for _, p := range res.Problems {
		if p.Row == 2 {
			t.Errorf("%s: the core-hour row is refused, not set aside as another item: %v", unit, p.Reason.In("en"))
		}
	}
}

// ×N after a word naming a whole machine counts the machines (SD0201-).
func TestSpecMachineTimes(t *testing.T) {
	for in, want := range map[string]string{"单卡机 ×1": "1", "8卡机 x2": "2", "服务器×3，现货": "3", "8卡机 ×2台": "", "整机 ×8卡": "", "8卡机": "",
		// the review: an architecture, and a unit or a GPU after a space, are no machines
		"服务器 x86": "", "GPU服务器 x86，8卡": "", "服务器 x64 ": "", "整机 ×8 卡": "", "8卡机 x 8 卡": "", "node x 8 gpus": "", "server x 8 a100": "", "服务器×3 现货": "3", "服务器 x86，整机×2": "2"} {
		g := reSpecMachineTimes.FindStringSubmatch(norm(in))
		got := ""
		if g != nil {
			got = g[len(g)-1]
		}
		if got != want {
			t.Errorf("%q: machines %q, want %q", in, got, want)
		}
	}
}

// A note's line saying 同上 prices the GPU and machine of the line above
// (SD0301); a 同上 under a line naming no GPU stays refused.
func TestDittoLinePricesTheLineAbove(t *testing.T) {
	res := readText(t, "note.txt", strings.Join([]string{
		"老周的机器 出租",
		"",
		"1. 3090 八卡机 ×3台：整机 9 元/小时",
		"2. 同上，包周的话整机 1300 元/周",
		"3. A100 40G PCIe 单卡机 ×1：3.5 元/小时",
		"",
		"电费我出，先付后用。",
		"同上，包月 2000 元/月",
	}, "\n"))
	var ditto *Quote
	for i, q := range res.Quotes {
		if q.SourceRow == 4 {
			ditto = &res.Quotes[i]
		}
		if q.SourceRow == 5 && (q.Nodes == nil || *q.Nodes != 1) {
			t.Errorf("row 5: nodes %v, want 1 (单卡机 ×1)", q.Nodes)
		}
	}
	if ditto == nil {
		t.Fatalf("the 同上 line is not stored: %+v %+v", res.Quotes, res.Problems)
	}
	if ditto.GPU != "RTX3090-24G" || ditto.GPUsPerNode == nil || *ditto.GPUsPerNode != 8 || ditto.Nodes == nil || *ditto.Nodes != 3 {
		t.Errorf("同上 line: %s x%v nodes %v", ditto.GPU, ditto.GPUsPerNode, ditto.Nodes)
	}
	if got, want := perGPUHour(t, *ditto), 1300.0/168/8; got < want-1e-6 || got > want+1e-6 {
		t.Errorf("同上 line: %v per GPU-hour, want %v", got, want)
	}
	if !hasWarningKey(*ditto, "import.warn.sd_ditto_line") {
		t.Errorf("同上 line read without saying so: %v", ditto.Warnings)
	}
	for _, q := range res.Quotes {
		if q.SourceRow == 8 {
			t.Errorf("a 同上 under a line naming no GPU was stored: %+v", q)
		}
	}
}

// A modified card's memory written after the modification word is still
// its own: "4090 魔改 48G" is no RTX4090-24G (SD0401-).
func TestModifiedCardMemory(t *testing.T) {
	s := "4090 魔改 48G 八卡，每卡每天 55 元"
	sp := gpuSpans(s)
	if len(sp) != 1 || s[sp[0].start:sp[0].end] != "4090 魔改 48G" {
		t.Fatalf("spans %+v", sp)
	}
	res := readText(t, "farm.txt", "某矿场 出租清单\n1. 4090 魔改 48G 八卡，每卡每天 55 元，8 台\n2. 3090 24G 八卡，每卡每天 9 元，4 台\n")
	for _, q := range res.Quotes {
		if q.SourceRow == 2 {
			t.Errorf("the modified 48G card was stored as %s", q.GPU)
		}
	}
	if len(res.Quotes) != 1 {
		t.Errorf("quotes %d, want the 3090 only: %+v", len(res.Quotes), res.Problems)
	}
}

// In a prose line the restricted price beside the public one is held out
// (校内 2.0，校外 4.5); a restricted price alone is no offer, as in a table
// (SD0076, the review's decision made twice): the line is refused naming it,
// unless a line says every buyer gets it.
func TestWhoPaysProse(t *testing.T) {
	res := readText(t, "hpc.txt", "锦城超算 对外出租\nA100 40G PCIe：校内 2.0 元/卡时，校外 4.5 元/卡时\nL40 48G：内部价 1.5 元/卡时，对外价 3.4 元/卡时\nV100 32G：会员价 1.2 元/卡时\n")
	got := map[int]Quote{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = q
	}
	if got[2].Price != 4.5 || got[3].Price != 3.4 || len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v", res.Quotes)
	}
	refused := false
	for _, p := range res.Problems {
		refused = refused || p.Row == 4 && p.Reason.Key == "import.err.sd_restricted_alone"
	}
	if !refused {
		t.Errorf("the lone 会员价 line not refused naming it: %+v", res.Problems)
	}
	all := readText(t, "hpc2.txt", "锦城超算 对外出租\nV100 32G：会员价 1.2 元/卡时\n注：会员价所有用户均可享受。\n")
	if len(all.Quotes) != 1 || all.Quotes[0].Price != 1.2 || !hasWarningKey(all.Quotes[0], "import.warn.sd_restricted_for_all") {
		t.Errorf("a 会员价 every buyer gets: %+v %+v", all.Quotes, all.Problems)
	}
}

// FuzzDittoLead: a line read as a ditto line opens with a ditto word as a
// clause of its own, and what it hands on is the rest of the line: a suffix
// of the narrowed line, with the ditto word itself out of it.
func FuzzDittoLead(f *testing.F) {
	for _, s := range []string{"② 同上，包天的话整机 130 元/天", "同上：包月 2000", "同上", "1. ditto, 9 元/小时", "同上海，4090 2元", "〃、3.5元/时", "，同上"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rest, ok := dittoLead(s)
		if !ok {
			if rest != "" {
				t.Fatalf("%q: not a ditto line but hands on %q", s, rest)
			}
			return
		}
		n := strings.TrimSpace(stripListMarker(narrow(s)))
		if !strings.HasSuffix(n, rest) || len(rest) >= len(n) {
			t.Fatalf("%q: rest %q is no proper suffix of %q", s, rest, n)
		}
		if again, ok2 := dittoLead(rest); ok2 && again == rest {
			t.Fatalf("%q: rest %q reads as the same ditto line again", s, rest)
		}
	})
}

// The review: a refused row names the price column the columns stage held
// out as restricted, not another column whose header has a who-pays word
// (本校联系人: a contact's phone number; "academic year").
func TestRestrictedOnlyNamesTheHeldOutColumn(t *testing.T) {
	res := readCSV(t, "fees2.csv",
		"青衣江计算中心 收费标准（元/卡·时）",
		"型号,每台卡数,校内价,校外价,本校联系人,academic year",
		"A100 40G PCIe,4,2.0,4.5,13800138000,2026",
		"L40 48G,4,1.5,3.4,13800138001,2026",
		"RTX 4090,8,0.8,—,13800138002,2026",
	)
	found := false
	for _, p := range res.Problems {
		if p.Row != 5 {
			continue
		}
		en := p.Reason.In("en")
		if p.Reason.Key == "import.err.sd_restricted_only" {
			found = true
			if !strings.Contains(en, "校内价") || strings.Contains(en, "本校联系人") || strings.Contains(en, "academic year") {
				t.Errorf("the refusal names the wrong column: %s", en)
			}
		}
	}
	if !found {
		t.Errorf("row 5 not refused naming the restricted price: %+v", res.Problems)
	}
}

// The review: 云, 主机, ai and hpc build brand names (超算云, 算力云, gpu云,
// ai云, 云主机), so a value of them is no kind of resource alone; GPU计算
// and 国产加速卡 still are.
func TestResourceKindLeavesBrandNames(t *testing.T) {
	for in, want := range map[string]bool{"超算云": false, "算力云": false, "智算云": false, "gpu云": false, "ai云": false, "云主机": false, "hpc cloud": false,
		"gpu计算": true, "国产加速卡": true, "cpu通用计算": true, "并行存储": true} {
		if got := resourceKindOnly(norm(in)); got != want {
			t.Errorf("%q: kind only %v, want %v", in, got, want)
		}
	}
}
