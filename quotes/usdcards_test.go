package quotes

import (
	"strings"
	"testing"

	"computecheck/msg"
)

// The everyday English rate card (class usdcards): a machine count headed in
// English words ("Available instances", "Server qty", "Number of machines",
// EN0001-, EN0101-) is the machines, while "GPUs per instance" beside it stays
// one machine's cards.
func TestEnglishMachineCountHeaders(t *testing.T) {
	for _, h := range []string{"Available instances", "Instances in stock", "Available VMs", "Hosts available",
		"Servers in stock", "Qty of nodes", "Server qty", "Machine qty", "Number of machines", "No. of servers", "Host count", "# of instances", "Avail. instances"} {
		res := readCSV(t, "card.csv",
			"Provider,Accelerator,GPUs per instance,"+h+",On-demand (USD/instance/hr)",
			"Kestrel Cloud,H100 SXM5 80GB,8,3,21.50",
			"Kestrel Cloud,L40S 48GB,4,7,6.10",
		)
		if len(res.Quotes) != 2 {
			t.Errorf("%s: quotes %d, problems %+v", h, len(res.Quotes), res.Problems)
			continue
		}
		if q := res.Quotes[0]; !eqPtr(q.Nodes, 3) || !eqPtr(q.GPUsPerNode, 8) {
			t.Errorf("%s: nodes %v gpn %v", h, q.Nodes, q.GPUsPerNode)
		}
		if q := res.Quotes[1]; !eqPtr(q.Nodes, 7) || !eqPtr(q.GPUsPerNode, 4) {
			t.Errorf("%s: nodes %v gpn %v", h, q.Nodes, q.GPUsPerNode)
		}
	}
	// "Available instances" over the instance names, not counts: no machine count is read from it
	res := readCSV(t, "names.csv",
		"Provider,Accelerator,GPUs per instance,Available instances,On-demand (USD/instance/hr)",
		"Kestrel Cloud,H100 SXM5 80GB,8,k.h100x8 / k.h100x8-ib,21.50",
		"Kestrel Cloud,L40S 48GB,4,k.l40sx4,6.10",
	)
	for _, q := range res.Quotes {
		if q.Nodes != nil {
			t.Errorf("names read as machines: %v", *q.Nodes)
		}
	}
}

// A bare period word heading a price counted in a shorter period ("Weekly
// (USD/GPU-hr)", 按月(元/卡/时)) names the plan the rate is sold on: one
// period of it is the minimum term, warned (term.header_plan). The same word
// over a price of its own period, or an hourly header, sets no term.
func TestHeaderPlanTermOverShorterPeriod(t *testing.T) {
	for _, c := range []struct {
		header string
		want   float64 // minimum hours, 0 for none
		warned bool
	}{
		{"Weekly (USD/GPU-hr)", 168, true},
		{"Weekly rate (USD/GPU/hour)", 168, true},
		{"Monthly (USD/GPU-hr)", 720, true},
		{"Weekly (USD/GPU/day)", 168, true},
		{"按周(元/卡/时)", 168, true},
		{"按月(元/卡/时)", 720, true},
		{"月(元/卡/时)", 720, true},               // any header plan with a period and no term of its own, not only bare_period_word
		{"Monthly (USD/GPU/month)", 0, false}, // priced below as 1,700 a GPU-month,
		{"Hourly (USD/GPU-hr)", 0, false},
		{"Price (USD/GPU-hr)", 0, false},
	} {
		price := "2.35"
		if strings.Contains(c.header, "month)") {
			price = "1700"
		}
		res := readCSV(t, "plan.csv",
			"Vendor,GPU,GPUs per node,"+c.header,
			"Kestrel Cloud,H100 SXM5 80GB,8,"+price,
		)
		if len(res.Quotes) != 1 {
			t.Errorf("%s: quotes %d, problems %+v", c.header, len(res.Quotes), res.Problems)
			continue
		}
		q := res.Quotes[0]
		got := 0.0
		if q.MinHours != nil {
			got = *q.MinHours
		}
		if got != c.want {
			t.Errorf("%s: min hours %v, want %v", c.header, got, c.want)
		}
		if w := hasWarningKey(q, "import.usdcards.term_from_header_plan"); w != c.warned {
			t.Errorf("%s: warned %v, want %v", c.header, w, c.warned)
		}
	}
	// a plan word that names its own term (包周) keeps its rule, term.plan
	res := readCSV(t, "plan.csv", "供应商,GPU型号,每台卡数,包周(元/卡/时)", "松针算力,H100 80G SXM,8,11.5")
	if len(res.Quotes) != 1 || !eqPtr(res.Quotes[0].MinHours, 168.0) || hasWarningKey(res.Quotes[0], "import.usdcards.term_from_header_plan") {
		t.Fatalf("包周: %+v %+v", res.Quotes, res.Problems)
	}
}

// One line of a mail offering one GPU per card and per whole machine for
// the same period ("单卡每月 2,350，整台租每月 17,600") is two offers, each its
// own basis; two prices of one basis and period, or one naming no basis beside
// one that does, are still refused as two prices for one offer.
func TestProseCardAndMachineOffersOnOneLine(t *testing.T) {
	read := func(line string) *FileResult {
		return readText(t, "mail.txt", "您好，报一下现在空着的机器：\n"+line+"\n有问题随时联系。\n成都松针算力科技有限公司 销售部\n")
	}
	for _, line := range []string{
		"L40S 48G 8卡机，单卡每月 2,100，整台租每月 15,800",
		"L40S 48G 8卡机 单卡每月2100元，整台租每月15800元",
		"L40S 48G，8卡机；单卡月租 2100元，整机月租 15800元",
	} {
		res := read(line)
		if len(res.Quotes) != 2 {
			t.Errorf("%s: quotes %d, problems %+v", line, len(res.Quotes), res.Problems)
			continue
		}
		units := map[string]float64{}
		for _, q := range res.Quotes {
			units[q.PriceUnit] = q.Price
			if !eqPtr(q.GPUsPerNode, 8) {
				t.Errorf("%s: %s GPUs per machine %v", line, q.PriceUnit, q.GPUsPerNode)
			}
		}
		if units["gpu_month"] != 2100 || units["node_month"] != 15800 {
			t.Errorf("%s: units %v", line, units)
		}
	}
	for _, line := range []string{
		"L40S 48G 8卡机，单卡每月 2,100，单卡每月 2,200",
		"L40S 48G 8卡机，每月 2,100，整台租每月 15,800",
		"H100 SXM 8卡整机，9.5元/卡时，9.8元/卡时",
	} {
		res := read(line)
		refused := false
		for _, p := range res.Problems {
			refused = refused || p.Reason.Key == "import.prose.two_prices"
		}
		if !refused || len(res.Quotes) != 0 {
			t.Errorf("%s: quotes %d, problems %+v", line, len(res.Quotes), res.Problems)
		}
	}
}

// A stated per-machine price that, so read, is cheaper than the GPU's market
// bottom by more than cheapFactor while per card it fits ("7.3 | 元/台/时" for
// an 8-card H800 beside the seller's A800 at 4.8 a card-hour) is refused at
// the price naming both readings; the same figure per card, or a per-machine
// price that fits, is stored as stated.
func TestStatedBasisCheaperThanMarketRefused(t *testing.T) {
	res := readCSV(t, "u.csv",
		"供应商,型号,卡数/台,台数,报价,单位",
		"松针算力,H800 PCIe 80G,8,2,7.6,元/台/时",
		"松针算力,H800 PCIe 80G,8,2,6.9,元/卡/时",
		"松针算力,H800 PCIe 80G,8,2,55,元/台/时",
		"松针算力,RTX 4090,8,3,13.6,元/台/时",
	)
	p := problemAt(res, 2)
	if p == nil || p.Reason.Key != "import.usdcards.basis_stated_misfit" || p.Column != "报价" || quoteAt(res, 2) != nil {
		t.Fatalf("row 2: %+v", res.Problems)
	}
	why, ok := p.Reason.Args[3].(msg.Msg)
	if !ok || why.Key != "import.why.basis_readings" || why.Args[0] != "7.60" || why.Args[1] != "0.95" {
		t.Errorf("readings %+v", p.Reason.Args)
	}
	for row, unit := range map[int]string{3: "gpu_hour", 4: "node_hour", 5: "node_hour"} {
		if q := quoteAt(res, row); q == nil || q.PriceUnit != unit {
			t.Errorf("row %d: %+v %+v", row, q, res.Problems)
		}
	}
}

// FuzzProseBasisPair: any line offering one GPU at two prices reads without
// panicking, and never stores two quotes of one basis and period (two prices
// for one offer are refused, samePriceOffer).
func FuzzProseBasisPair(f *testing.F) {
	for _, s := range []string{"单卡每月 2,350，整台租每月 17,600", "单卡每月2350元，整机每月17600元", "9.5元/卡时，9.8元/卡时",
		"每月 2,100，整台租每月 15,800", "单卡月租 2100，整机月租 15800，按量 1.9元/卡时", "8卡机 单卡每月2350元，整台租每月17600元", "", "，，", "单卡每月"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 200 || strings.ContainsAny(s, "\n\r\t\",") {
			return
		}
		res, err := Read("f.txt", []byte("成都松针算力科技有限公司\nL40S 48G 8卡机，"+s+"\n"))
		if err != nil {
			return
		}
		seen := map[string]bool{}
		for _, q := range res.Quotes {
			k := q.PriceUnit + "|" + q.Offer + "|" + q.PriceText
			if seen[q.PriceUnit+"|"+q.Offer] && q.MinTerm == nil {
				t.Errorf("%q: two quotes of %s (%s)", s, q.PriceUnit, k)
			}
			seen[q.PriceUnit+"|"+q.Offer] = true
		}
	})
}

// A stated per-machine price of an HGX part whose file gives no card count is
// read on the catalogue's 8 cards (gpus.catalogue_baseboard), an assumption:
// the misfit check, which divides by that count, is not held against it, so
// "10 | 元/台/时" for an H800 SXM is stored as stated, warned that the 8 was
// assumed, not refused for what its assumed 8 cards make of it. (Failed
// before the mend: refused import.usdcards.basis_stated_misfit.)
func TestStatedBasisMisfitSkipsAssumedCardCount(t *testing.T) {
	res := readCSV(t, "u.csv",
		"供应商,型号,台数,报价,单位",
		"松针算力,H800 SXM 80G,2,10,元/台/时",
	)
	q := quoteAt(res, 2)
	if q == nil || q.PriceUnit != "node_hour" || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 {
		t.Fatalf("row 2: %+v %+v", q, res.Problems)
	}
	if g, ok := chosenOf(q.Evidence, "gpus_per_machine"); !ok || g.Rule != "gpus.catalogue_baseboard" {
		t.Errorf("card count evidence %+v", g)
	}
	assumed := false
	for _, w := range q.Warnings {
		assumed = assumed || w.Key == "import.warn.gpn_assumed"
	}
	if !assumed {
		t.Errorf("warnings %+v", q.Warnings)
	}
	// the same price with the file's own 8 cards is refused as before
	res = readCSV(t, "u.csv",
		"供应商,型号,卡数/台,台数,报价,单位",
		"松针算力,H800 SXM 80G,8,2,10,元/台/时",
	)
	if p := problemAt(res, 2); p == nil || p.Reason.Key != "import.usdcards.basis_stated_misfit" {
		t.Errorf("stated 8 cards: %+v", res.Problems)
	}
}

// Whether a basis is stated is its evidence's source (a unit column, the
// price header, a sheet line), one decision with basisPolicy's table and the
// rule registry, not a second list of rule ids: basis.header_over_note and
// basis.sheet_statement are stated and held to the misfit check (a list left
// header_over_note out; failed before the mend), a note's or the market's
// basis is not.
func TestStatedBasisBySource(t *testing.T) {
	for _, c := range []struct {
		rule, src string
		misfit    bool
	}{
		{"basis.header_over_note", srcHeader, true},
		{"basis.sheet_over_note", srcSheetLine, true},
		{"basis.sheet_statement", srcSheetLine, true},
		{"basis.unit_column", srcUnitColumn, true},
		{"basis.column_header", srcHeader, true},
		{"basis.row_note", srcRowNote, false},
		{"basis.cell", srcCell, false},
		{"basis.market_guess", srcMarket, false},
	} {
		q := Quote{GPU: "H800-80G-PCIe", Price: 7.6, PriceText: "7.6", PriceUnit: "node_hour", Currency: "CNY", GPUsPerNode: ptr(8),
			Evidence: []Evidence{{Field: "basis", Value: "node", Source: c.src, Rule: c.rule, Chosen: true}}}
		if m, misfit := statedBasisMisfit(&q); misfit != c.misfit || misfit && m.Key != "import.usdcards.basis_stated_misfit" {
			t.Errorf("%s: misfit %v %+v", c.rule, misfit, m)
		}
	}
	// a note that disagrees with the price header: the header wins only where
	// its reading fits the band (basisOverNote), so 7.3 元/台/时 beside a
	// per-card note is the note's, per card, warned over the header
	res := readCSV(t, "u.csv",
		"供应商,型号,卡数/台,台数,报价(元/台/时),备注",
		"松针算力,H800 PCIe 80G,8,2,7.3,按卡计费",
	)
	if q := quoteAt(res, 2); q == nil || q.PriceUnit != "gpu_hour" {
		t.Errorf("note over header: %+v %+v", q, res.Problems)
	}
}
