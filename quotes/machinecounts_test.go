package quotes

import (
	"strings"
	"testing"
)

// A machine-kind column ("机型" / "服务器" over "4卡服务器", "8卡整机")
// beside a 台数 column gives the GPUs per machine; 台数 gives the machines.
// A cell saying "N cards per machine" is never read as N machines.
func TestMachineKindCellsAreGPUsPerMachine(t *testing.T) {
	res := readCSV(t, "k.csv",
		"供应商,型号,机型,台数,单价",
		"松石算力,L40S,4卡服务器,6,2.3元/卡/时",
		"松石算力,A800 SXM,8卡整机,3,\"41,000元/台/月\"",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v", res.Problems)
	}
	q0, q1 := res.Quotes[0], res.Quotes[1]
	if !eqPtr(q0.GPUsPerNode, 4) || !eqPtr(q0.Nodes, 6) || !eqPtr(q1.GPUsPerNode, 8) || !eqPtr(q1.Nodes, 3) {
		t.Fatalf("counts: %v/%v %v/%v", q0.GPUsPerNode, q0.Nodes, q1.GPUsPerNode, q1.Nodes)
	}
	if !within(perGPUHour(t, q1), 41000.0/720/8) {
		t.Errorf("per machine-month: %v", perGPUHour(t, q1))
	}
	// the only count column holds machine kinds: no machine count at all
	res = readCSV(t, "n.csv",
		"供应商,GPU,数量,价格(元/卡/时)",
		"松石算力,H20,8卡/台,4.1",
		"松石算力,L20,8卡机,2.2",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v", res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Nodes != nil && *q.Nodes == 8 || !eqPtr(q.GPUsPerNode, 8) {
			t.Errorf("%s: nodes %v gpn %v", q.GPUText, q.Nodes, q.GPUsPerNode)
		}
	}
	for cell, want := range map[string]int{"8卡机": 8, "4卡服务器": 4, "2 GPU / node": 2, "8-gpu server": 8, "8": 0, "3台": 0, "8卡": 0} {
		n, ok := cardsPerMachine(cell)
		if ok != (want > 0) || n != want {
			t.Errorf("%q: %d %v", cell, n, ok)
		}
	}
}

func FuzzCardsPerMachine(f *testing.F) {
	for _, s := range []string{"8卡机", "8卡/台", "4卡服务器", "2 GPUs per node", "8x/node", "99卡机", "", "卡机", "１６张/台"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if n, ok := cardsPerMachine(s); ok && (n < 1 || n > maxGPUsPerNode) {
			t.Fatalf("cardsPerMachine(%q) = %d", s, n)
		}
	})
}

// Two columns that both give the machines must agree; where they differ
// the quote is held for review.
func TestTwoMachineCountColumnsMustAgree(t *testing.T) {
	res := readCSV(t, "two.csv",
		"供应商,GPU,每台卡数,台数,机器台数,价格(元/卡/时)",
		"青苔云,H20,8,4,4,4.1",
		"青苔云,L20,8,2,6,2.2",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v", res.Problems)
	}
	if res.Quotes[0].NeedsReview {
		t.Errorf("agreeing counts held: %v", res.Quotes[0].ReviewReasons)
	}
	if !res.Quotes[1].NeedsReview {
		t.Errorf("2 vs 6 machines settled silently: nodes %v", res.Quotes[1].Nodes)
	}
}

// Month names, dates and subject-line labels are never vendors; the
// company after the label is. A CamelCase brand in an English file name
// names the vendor when no title does.
func TestVendorNotFromDatesOrSubjectLabels(t *testing.T) {
	for line, want := range map[string]string{
		"Accelerator Rates — March 2027":                   "",
		"Rate card | Q1 2027":                              "",
		"报价汇总 —— 2027年3月第2周":                               "",
		"Subject: Re: Fwd: Tallgrass Compute weekly rates": "Tallgrass Compute",
		"标题：岚桥智算 3月第2周 算力资源报价":                             "岚桥智算",
		"Re: 回复：岚桥智算 GPU 报价":                               "岚桥智算",
		"主题：":                                              "",
		"Fwd: 【报价】岚桥智算 GPU资源":                              "岚桥智算",
		"主题: 岚桥智算12月GPU报价":                                 "岚桥智算",
		"岚桥智算2027年3月第2周报价":                                 "岚桥智算",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
	for name, want := range map[string]string{
		"12_NimbusGrid_rates_Mar2027.xlsx": "NimbusGrid",
		"rates_March2027.csv":              "",
		"lambda_pricing.csv":               "",
	} {
		if got := vendorFromFileName(name); got != want {
			t.Errorf("vendorFromFileName(%q) = %q, want %q", name, got, want)
		}
	}
}

func FuzzVendorTitleLabels(f *testing.F) {
	for _, s := range []string{"Subject: Re: Tallgrass Compute rates", "主题：", "标题：岚桥智算 3月第2周", "Rates — March 2027", "Fwd:", "12_NimbusGrid_rates.xlsx", "第3周", "投标人名称（盖章）：澜沧智算科技有限公司", "异构替代对标报价（供参考） 澜沧智算 2027-03"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, v := range []string{vendorFromTitle(s), vendorFromFileName(s)} {
			if v != "" && (isDateOnly(v) || stripSubjectLabel(v) != v && strings.TrimSpace(v) != "") {
				t.Fatalf("%q gave vendor %q", s, v)
			}
		}
	})
}

// Notes on a cover sheet (a sentence, a contact line) name no vendor, and
// a cover line that does not read as a company gives way to a file name
// that names one.
func TestCoverNotesAreNotVendors(t *testing.T) {
	for line, want := range map[string]string{
		"Reserved plans (6-month) are invoiced quarterly in advance.": "",
		"Support: help@nimbus.example":                                "",
		"Hotline：400 800 1234":                                        "",
		"Tallgrass Compute — GPU rates":                               "Tallgrass Compute",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
	res := readCSV(t, "05_NimbusGrid_rates.csv",
		"Reserved Capacity Offers",
		"GPU,GPUs per node,Price (USD/GPU-hr)",
		"H100 SXM 80GB,8,2.31",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "NimbusGrid" {
		t.Fatalf("file-name brand over a title naming no company: %+v %+v", res.Quotes, res.Problems)
	}
}

// Tiers in rows whose "Billed per" cells say only GPU or instance: the
// period comes from the rate's header ("Rate ($/hr)") or from the sheet's
// line "All rates in USD per hour"; the commitment is the term.
func TestBilledPerCellsTakeThePeriodFromHeaderOrSheet(t *testing.T) {
	for _, lines := range [][]string{
		{"Provider,GPU,GPUs,Commitment,Rate ($/hr),Billed per"},
		{"Cobalt Ridge Cloud accelerator list", "All rates in USD per hour.", "Provider,GPU,GPUs,Commitment,Rate,Billed per"},
		{"Cobalt Ridge Cloud accelerator list", "Rates are hourly, in USD.", "Provider,GPU,GPUs,Commitment,Rate,Billed per"},
	} {
		res := readCSV(t, "c.csv", append(lines,
			"Cobalt Ridge,H100 SXM 80GB,8,On-demand,2.65,GPU",
			"Cobalt Ridge,H100 SXM 80GB,8,1-year,1.95,GPU",
			"Cobalt Ridge,L40S 48GB,4,6-month,5.20,instance",
		)...)
		if len(res.Quotes) != 3 {
			t.Fatalf("%v: %+v", lines, res.Problems)
		}
		want := []struct{ pgh, min float64 }{{2.65, 0}, {1.95, 8760}, {1.30, 4320}}
		for i, q := range res.Quotes {
			got := q.Price / 1
			if q.PriceUnit == "node_hour" && q.GPUsPerNode != nil {
				got = q.Price / float64(*q.GPUsPerNode)
			} else if q.PriceUnit != "gpu_hour" {
				t.Errorf("%v row %d: unit %s", lines, i, q.PriceUnit)
				continue
			}
			if !within(got, want[i].pgh) {
				t.Errorf("%v row %d: %v per GPU-hour, want %v", lines, i, got, want[i].pgh)
			}
			if want[i].min > 0 && (q.MinHours == nil || !within(*q.MinHours, want[i].min)) {
				t.Errorf("%v row %d: min hours %v", lines, i, q.MinHours)
			}
		}
	}
	for line, want := range map[string]string{"all prices in usd per hour, excl. tax": "usd per hour", "Prices include support": "",
		"Rates are hourly, in USD.": "per hour", "Monthly rates in EUR": "per month", "Hourly billing available": ""} {
		if got := periodSentence(line); got != want {
			t.Errorf("periodSentence(%q) = %q, want %q", line, got, want)
		}
	}
}

// An instance catalogue's "GPU qty" / "Number of GPUs" column gives the
// GPUs of each instance, so a 4-GPU instance price is divided by 4, never
// by the 8 its GPU usually comes in; a bare "Qty" stays the machines.
func TestGPUQtyColumnIsGPUsPerInstance(t *testing.T) {
	for _, hdr := range []string{"GPU qty", "Number of GPUs", "# GPUs"} {
		res := readCSV(t, "i.csv",
			"Vendor,Instance,Accelerator,"+hdr+",Hourly (USD/instance-hr)",
			"Kestrel,ks.a100.4g,NVIDIA A100 40GB SXM,4,5.80",
			"Kestrel,ks.a10.1g,NVIDIA A10 24GB,1,0.70",
		)
		if len(res.Quotes) != 2 || !eqPtr(res.Quotes[0].GPUsPerNode, 4) || !eqPtr(res.Quotes[1].GPUsPerNode, 1) || res.Quotes[0].Nodes != nil {
			t.Fatalf("%s: %+v %+v", hdr, res.Quotes, res.Problems)
		}
	}
	res := readCSV(t, "q.csv", "Provider,GPU,GPUs per node,Qty,Price (USD/GPU-hr)", "Kestrel,H100 SXM 80GB,8,3,2.4")
	if len(res.Quotes) != 1 || !eqPtr(res.Quotes[0].Nodes, 3) {
		t.Fatalf("Qty: %+v %+v", res.Quotes, res.Problems)
	}
}

// A row's note that opens with a plan word ("包半年，季付") gives that
// plan's minimum term, also beside an equivalent rate; a note that only
// mentions a plan ("包年可享9折") gives none.
func TestNoteOpeningWithAPlanGivesTheTerm(t *testing.T) {
	res := readCSV(t, "np.csv",
		"供应商,GPU型号,每台卡数,单价,计费单位,说明",
		"溪山算力,A800 SXM 80G,8,折合4.6元/卡时,,\"包半年，季付\"",
		"溪山算力,L20 48G,8,2.1,元/卡/时,包年可享9折",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v", res.Problems)
	}
	if q := res.Quotes[0]; q.MinHours == nil || !within(*q.MinHours, 4320) || !within(perGPUHour(t, q), 4.6) {
		t.Errorf("包半年: min %v, %v per GPU-hour", q.MinHours, perGPUHour(t, q))
	}
	if q := res.Quotes[1]; q.MinTerm != nil {
		t.Errorf("a mention of 包年 gave a term: %+v", *q.MinTerm)
	}
	for text, want := range map[string]bool{"包年，年付": true, "1-year reserved; paid upfront": true, "按量，秒级计费": false, "": false, "包年可享9折": false} {
		if tm, _ := notePlanTerm(text); (tm != nil) != want {
			t.Errorf("notePlanTerm(%q) = %v", text, tm)
		}
	}
}

func FuzzNotePlanTerm(f *testing.F) {
	for _, s := range []string{"包年，年付", "包季", "1-year reserved; paid upfront", "按量", "，，", "包年可享9折"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if tm, _ := notePlanTerm(s); tm != nil && !(tm.Value > 0) {
			t.Fatalf("notePlanTerm(%q) = %+v", s, *tm)
		}
	})
}

// A length under a commitment header ("1-year" under "Commitment") is the
// term, never the rate's period: with no period anywhere the row is
// refused at its unit cell, not divided by 8,760; a period in the unit
// cell prices it.
func TestCommitmentLengthIsNotThePeriod(t *testing.T) {
	res := readCSV(t, "cm.csv",
		"Provider,GPU,GPUs,Commitment,Rate (USD),Billed per",
		"Cobalt Ridge,H100 SXM 80GB,8,1-year,1.95,GPU",
		"Cobalt Ridge,L40S 48GB,4,1-year,3100,instance/month",
	)
	p := problemAt(res, 2)
	if p == nil || p.Column != "Billed per" || p.Reason.Key != "import.err.unit_period" {
		t.Fatalf("1-year with no period: %+v %+v", p, res.Quotes)
	}
	if len(res.Quotes) != 1 || res.Quotes[0].PriceUnit != "node_month" || res.Quotes[0].MinHours == nil || !within(*res.Quotes[0].MinHours, 8760) {
		t.Fatalf("%+v", res.Quotes)
	}
	m, _ := parseMode("1-year")
	if got := commitmentOnly(m, cell{text: "1-year", header: "Commitment"}); got.period != "" || got.term == nil {
		t.Errorf("commitmentOnly: %+v", got)
	}
	if got := commitmentOnly(m, cell{text: "1-year", header: "Plan"}); got.period == "" {
		t.Errorf("a plan column keeps its period: %+v", got)
	}
}

// Every header a machine-kind column goes by, with every spelling of its
// cells, gives the GPUs per machine beside 台数's machines.
func TestMachineKindHeadersAndSpellings(t *testing.T) {
	for _, h := range []string{"机器", "机型", "服务器", "配置", "规格", "主机", "机器类型", "Server", "Machine"} {
		for _, cells := range [][2]string{{"8卡机", "4卡机"}, {"8卡/台", "4卡/台"}, {"8卡服务器", "4卡服务器"}, {"8卡整机", "4卡整机"},
			{"8 卡/台", "4 卡/台"}, {"8卡", "4卡"}, {"8-GPU server", "4-GPU server"}, {"8张/机", "4张/机"}} {
			res := readCSV(t, "s.csv",
				"厂商,卡型,"+h+",台数,单价",
				"枕流算力,A800 SXM 80G,"+cells[0]+",7,4.4元/卡/时",
				"枕流算力,L40S,"+cells[1]+",5,\"8,800元/台/月\"",
			)
			if len(res.Quotes) != 2 || !eqPtr(res.Quotes[0].GPUsPerNode, 8) || !eqPtr(res.Quotes[0].Nodes, 7) ||
				!eqPtr(res.Quotes[1].GPUsPerNode, 4) || !eqPtr(res.Quotes[1].Nodes, 5) {
				var got [][2]*int
				for _, q := range res.Quotes {
					got = append(got, [2]*int{q.GPUsPerNode, q.Nodes})
				}
				t.Errorf("%s %v: %d quotes %v, problems %+v", h, cells, len(res.Quotes), got, res.Problems)
			}
		}
	}
}

func FuzzPeriodSentence(f *testing.F) {
	for _, s := range []string{"All prices in USD per hour, excluding tax.", "Rates are hourly", "Monthly rates in EUR", "prices", "per"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if p := periodSentence(s); p != "" && !strings.Contains(strings.ToLower(p), "per") {
			t.Fatalf("periodSentence(%q) = %q", s, p)
		}
		m, _ := parseMode(s)
		_ = commitmentOnly(m, cell{text: s, header: "Commitment"})
	})
}

// Card counts ("16卡") under a header that names no machine (数量, 可用)
// count all the cards offered: never the machines, never one machine's
// cards. Under a machine header they are one machine's cards.
func TestCardCountsUnderQuantityHeaders(t *testing.T) {
	res := readCSV(t, "qc.csv",
		"供应商,GPU型号,每台卡数,数量,单价(元/卡/时)",
		"苇塘云,A800 SXM 80G,8,16卡,4.4",
		"苇塘云,L40S,8,64卡,2.1",
	)
	if len(res.Quotes) != 2 || !eqPtr(res.Quotes[0].Nodes, 2) || !eqPtr(res.Quotes[1].Nodes, 8) || !eqPtr(res.Quotes[0].GPUsPerNode, 8) {
		t.Fatalf("16卡 under 数量: %+v %+v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "qc2.csv",
		"供应商,GPU型号,可用,单价(元/卡/时)",
		"苇塘云,A800 SXM 80G,16卡,4.4",
		"苇塘云,L40S,8卡,2.1",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v", res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Nodes != nil || q.GPUsPerNode != nil && *q.GPUsPerNode == 16 {
			t.Errorf("%s: cards read as nodes %v / per machine %v", q.GPUText, q.Nodes, q.GPUsPerNode)
		}
	}
}

// An instance name that states its GPUs ("2x L40S", "gpu-4x-a100",
// "h100-8gpu") prices the instance with that count, not the 8 its GPU
// usually comes in; a size suffix ("4xl", "24xlarge") is no count, and a
// name that disagrees with the GPUs column is held for review.
func TestInstanceNameGPUCounts(t *testing.T) {
	for text, want := range map[string]int{"2x L40S 48GB": 2, "gpu-4x-a100": 4, "h100-8gpu": 8, "vm.a10.1-gpu": 1,
		"a100.4xl": 0, "p4d.24xlarge": 0, "h100-80gb": 0, "": 0} {
		if got := offerGPUCount(text); got != want {
			t.Errorf("offerGPUCount(%q) = %d, want %d", text, got, want)
		}
	}
	res := readCSV(t, "in.csv",
		"Vendor,Instance,GPU,Hourly (USD/instance-hr)",
		"Kestrel,gpu-4x-a100,NVIDIA A100 40GB SXM,6.00",
		"Kestrel,l40s-2gpu,NVIDIA L40S 48GB,2.20",
	)
	if len(res.Quotes) != 2 || !eqPtr(res.Quotes[0].GPUsPerNode, 4) || !eqPtr(res.Quotes[1].GPUsPerNode, 2) {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "in2.csv",
		"Vendor,Instance,GPU,GPUs,Hourly (USD/instance-hr)",
		"Kestrel,gpu-4x-a100,NVIDIA A100 40GB SXM,8,6.00",
	)
	if len(res.Quotes) != 1 || !res.Quotes[0].NeedsReview {
		t.Fatalf("4x name beside 8 GPUs settled silently: %+v", res.Quotes)
	}
}

func FuzzOfferGPUCount(f *testing.F) {
	for _, s := range []string{"gpu-4x-a100", "l40s-2gpu", "p4d.24xlarge", "8x H100 SXM", "99x", "x", "1-gpu"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if n := offerGPUCount(s); n < 0 || n > maxGPUsPerNode {
			t.Fatalf("offerGPUCount(%q) = %d", s, n)
		}
	})
}

// "数量 8卡" beside "台数 2" and no GPUs-per-machine column: all the cards
// (4 a machine) or one machine's 8; the GPUs per machine wait for review.
func TestCardsTotalBesideMachinesIsReviewed(t *testing.T) {
	res := readCSV(t, "ct.csv",
		"供应商,GPU型号,台数,数量,单价(元/台/月)",
		"苇塘云,L40S,2,8卡,\"16,000\"",
	)
	if len(res.Quotes) != 1 || !res.Quotes[0].NeedsReview {
		t.Fatalf("settled silently: %+v %+v", res.Quotes, res.Problems)
	}
	found := false
	for _, r := range res.Quotes[0].ReviewReasons {
		found = found || r.Key == "import.review.cards_total_or_machine"
	}
	if !found {
		t.Errorf("reasons: %v", res.Quotes[0].ReviewReasons)
	}
}
