package quotes

import (
	"strings"
	"testing"
)

// Cases for the rules in columns_price.go, extract_counts.go and
// vendor_filename.go, in words of their own.

// A single name word leading an English file name, followed by a word for
// what the file is, is the vendor when the sheet names none; words that
// say what the file is, GPU names and generic words are not.
func TestVendorFromLeadingFileWord(t *testing.T) {
	for name, want := range map[string]string{
		"07_kestrelhub_gpu_rates.csv":        "Kestrelhub",
		"junipra_gpu_price_list.csv":         "Junipra",
		"march_gpu_price_list.csv":           "",
		"Pinemoor-GPU-pricing-2027-01.xlsx":  "Pinemoor",
		"pinemoor_pricing.xlsx":              "",
		"pinemoor_pricing_2027-01.xlsx":      "",
		"pinemoor_h100_rate_card.xlsx":       "Pinemoor",
		"for_acme_gpu_pricing.xlsx":          "",
		"internal_gpu_quotes.csv":            "",
		"h100_pricing.csv":                   "",
		"rates_final.csv":                    "",
		"kestrelhub.csv":                     "",
		"kestrelhub_march_notes.csv":         "",
		"compare_gpu_rates.csv":              "",
		"harbor_cloud_gpu_rates_2026-12.csv": "Harbor Cloud",
		"marrowfen_cloud_rates.csv":          "Marrowfen Cloud",
		"dec_2026_rates.csv":                 "",
	} {
		if got := vendorFromFileName(name); got != want {
			t.Errorf("vendorFromFileName(%q) = %q, want %q", name, got, want)
		}
	}
	res := readCSV(t, "03_kestrelhub_gpu_price_list.csv",
		"SKU,GPU count,Accelerator,Rate (USD),Charged per",
		"kh.l40s.2,2,L40S 48GB,2.60,per instance-hour",
		"kh.a100.1,1,A100 80GB PCIe,1.45,per GPU-hour",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "Kestrelhub" || !hasWarning(q, "03_kestrelhub_gpu_price_list.csv") {
			t.Fatalf("vendor %q, warnings %v", q.Vendor, q.Warnings)
		}
	}
	if q := res.Quotes[0]; q.PriceUnit != "node_hour" || !eqPtr(q.GPUsPerNode, 2) {
		t.Fatalf("per instance-hour beside 2 GPUs: %s gpn %v", q.PriceUnit, q.GPUsPerNode)
	}
}

// A price header that leads with its basis and then the plan ("整台包月",
// "整台包半年") is a tier column: the plan gives the period and term, the
// brackets the scale and basis.
func TestBasisLeadingPlanHeader(t *testing.T) {
	if got := planAfterBasis("整台包半年"); got != "包半年" {
		t.Fatalf("planAfterBasis = %q", got)
	}
	if got := planAfterBasis("每卡·包周"); got != "包周" {
		t.Fatalf("planAfterBasis with a dot = %q", got)
	}
	if got := planAfterBasis("包半年整台价"); got != "包半年" {
		t.Fatalf("planAfterBasis with the basis after = %q", got)
	}
	if got := planAfterBasis("整台配置"); got != "整台配置" {
		t.Fatalf("planAfterBasis kept no plan: %q", got)
	}
	res := readCSV(t, "tiers.csv",
		"厂商,卡型,每机卡数,整台包月(万元/台),整台包半年(万元/台)",
		"溪桥算力,A800 80G SXM,8,4.32,24.0",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	month, half := res.Quotes[0], res.Quotes[1]
	if v := perGPUHour(t, month); !within(v, 43200.0/720/8) {
		t.Fatalf("整台包月 4.32万: %v per GPU-hour", v)
	}
	if v := perGPUHour(t, half); !within(v, 240000.0/(6*720)/8) {
		t.Fatalf("整台包半年 24万: %v per GPU-hour", v)
	}
	if half.MinHours == nil || !within(*half.MinHours, 6*720) {
		t.Fatalf("包半年 min hours %v", half.MinHours)
	}
}

// A header whose brackets give basis and period but no currency names a
// price column ("Weekly (per server / week)"); "4x" leading a config cell
// is the machine's GPU count.
func TestBracketUnitPriceHeader(t *testing.T) {
	if !bracketUnitPrice("Weekly (per server / week)") || bracketUnitPrice("Region (EU)") || bracketUnitPrice("Weekly") {
		t.Fatal("bracketUnitPrice")
	}
	res := readCSV(t, "fernvale.csv",
		"Fernvale Cloud rate card",
		"Accelerator,Box spec,Hourly (per server / hour),Weekly (per server / week),Site",
		`A100 80GB SXM,"4x, NVLink bridge",$9.60,"$1,411.20",Oslo`,
		`L40S 48GB,"2x, PCIe",$2.10,$300.00,Oslo`,
	)
	if len(res.Quotes) != 4 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	q := res.Quotes[1]
	if q.PriceUnit != "node_week" || !within(q.Price, 1411.20) || !eqPtr(q.GPUsPerNode, 4) || q.Currency != "USD" {
		t.Fatalf("weekly: %v %s %s gpn %v", q.Price, q.Currency, q.PriceUnit, q.GPUsPerNode)
	}
	if q := res.Quotes[2]; !eqPtr(q.GPUsPerNode, 2) || q.PriceUnit != "node_hour" {
		t.Fatalf("2x L40S: gpn %v unit %s", q.GPUsPerNode, q.PriceUnit)
	}
	if sp, _ := ParseSpec("IB 200G ×4"); sp.GPUs != nil {
		t.Fatalf("a network count is no GPU count: %v", *sp.GPUs)
	}
	if sp, _ := ParseSpec("x2 / 256G"); !eqPtr(sp.GPUs, 2) {
		t.Fatalf("x2 leading a config: %v", sp.GPUs)
	}
}

// A plan or model cell that names only the machine's size ("4卡机",
// "2-GPU server") gives the GPUs per machine, stated in a warning.
func TestOfferNamesMachineSize(t *testing.T) {
	for s, want := range map[string]int{"4卡机": 4, "八卡整机": 8, "整机8卡": 8, "单机4卡": 4, "8卡/台": 8, "2-GPU server": 2, "8x node": 8, "A100 整机": 0, "包月": 0, "99卡": 0, "": 0, "H20 单卡": 1, "4090 single-gpu": 1, "单卡": 0, "包月 单卡": 0,
		"RTX 3090 单卡 按天": 1, "4090 单卡容器 按量计费": 1, "A10 单卡云主机": 1, "按量 单卡 H20": 0, "4090 单卡推理": 0} {
		if got := offerCardCount(s); got != want {
			t.Errorf("offerCardCount(%q) = %d, want %d", s, got, want)
		}
	}
	res := readCSV(t, "songjian.csv",
		"服务商,GPU,机器,计费,报价",
		`松涧云,L40 48G,4卡机,包月,"9,360元/台/月"`,
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	q := res.Quotes[0]
	if !eqPtr(q.GPUsPerNode, 4) || q.Nodes != nil {
		t.Fatalf("gpn %v warnings %v", q.GPUsPerNode, q.Warnings)
	}
	if v := perGPUHour(t, q); !within(v, 9360.0/720/4) {
		t.Fatalf("per GPU-hour %v", v)
	}
	res = readCSV(t, "hechuan.csv",
		"供应商,显卡,方案,计费方式,价格",
		`禾川算力,H20 96G,八卡整机,包季,"6.6万/台·季"`,
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	q = res.Quotes[0]
	if !eqPtr(q.GPUsPerNode, 8) || !hasWarning(q, "八卡整机") {
		t.Fatalf("plan cell: gpn %v warnings %v", q.GPUsPerNode, q.Warnings)
	}
	if v := perGPUHour(t, q); !within(v, 66000.0/2160/8) {
		t.Fatalf("per GPU-hour %v", v)
	}
}

// A GPU column that leaves form factor and memory open takes the card the
// machine cell beside it names in full; a machine cell of another family
// refuses the row at the GPU cell (issue 23, mistakes: a copied row half
// updated, the two namings cannot both be right).
func TestVagueGPURefinedBySpec(t *testing.T) {
	res := readCSV(t, "lanfeng.csv",
		"供应商,型号,整机配置,价格,单位",
		"岚峰数据,A100,A100 PCIe 40GB x8 | 1TB,7.5,元/卡/时",
		"岚峰数据,A100,H100 SXM 80GB x8 | 2TB,9.9,元/卡/时",
	)
	if len(res.Quotes) != 1 || len(res.Problems) != 1 || res.Problems[0].Reason.Key != "import.err.mistakes_gpu_spec_differs" || res.Problems[0].Row != 3 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.GPU != "A100-40G-PCIe" || q.NeedsReview || !hasWarning(q, "A100 PCIe 40GB") {
		t.Fatalf("refined: %s review %v warnings %v", q.GPU, q.NeedsReview, q.Warnings)
	}
}

func FuzzOfferCells(f *testing.F) {
	for _, s := range []string{"8卡整机", "4x", "x8", "2-GPU server", "整机包季", "单卡按量", "Monthly (per node / month)",
		"04_atlasridge_gpu_pricing", "internal_rates", "整台", "", "包", "9x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if n := offerCardCount(s); n < 0 || n > maxGPUsPerNode {
			t.Fatalf("offerCardCount(%q) = %d", s, n)
		}
		for _, c := range append(countCodes, countBare, countBoard, countLeading, countMachineKind, countPlanCell) {
			if n, loc, m := c.find(strings.ToLower(s)); n < 0 || n > maxGPUsPerNode || (loc == nil) != (m == nil) {
				t.Fatalf("%s(%q) = %d", c.rule, s, n)
			}
		}
		if v := vendorFromLeadingFileWord(s); v != "" && !strings.Contains(strings.ToLower(s), strings.ToLower(v)) {
			t.Fatalf("vendorFromLeadingFileWord(%q) = %q", s, v)
		}
		if p := planAfterBasis(s); !strings.Contains(s, p) {
			t.Fatalf("planAfterBasis(%q) = %q", s, p)
		}
		_ = bracketUnitPrice(s)
	})
}

// A column no field is given whose values are prices with their currency
// is reported cell by cell, so no price vanishes unsaid; a column of bare
// counts beside it is not.
func TestUnreadPriceColumnReported(t *testing.T) {
	res := readCSV(t, "quillon.csv",
		"Provider,GPU,GPUs per box,Price,Unit,Option B,Cores",
		"Quillon Compute,A100 80GB SXM,8,1.90,USD per GPU-hour,$3.10,96",
		"Quillon Compute,L40S 48GB,4,1.05,USD per GPU-hour,$2.40,64",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	if len(res.Problems) != 2 {
		t.Fatalf("problems %+v", res.Problems)
	}
	for _, p := range res.Problems {
		if p.Column != "Option B" || p.ColumnLetter != "F" || p.Reason.Key != "import.err.price_column_unread" {
			t.Fatalf("problem %+v", p)
		}
	}
	if !moneyCell("¥ 3,200") || moneyCell("96") || moneyCell("—") {
		t.Fatal("moneyCell")
	}
}

// "Hourly per node" names a price column by period and basis alone; a
// count header ("GPUs per node") does not. Price columns whose headers
// state one currency speak for a neighbour that states none, with a
// warning on the quote.
func TestPeriodBasisHeaderAndSharedCurrency(t *testing.T) {
	if !bracketUnitPrice("Hourly per node") || bracketUnitPrice("GPUs per node") || bracketUnitPrice("卡数/台") {
		t.Fatal("bracketUnitPrice on whole headers")
	}
	res := readCSV(t, "tallowmere.csv",
		"Tallowmere Labs price sheet",
		"GPU,Node config,Hourly per server,Weekly (per server / week),List (EUR/server-hour)",
		"A100 80GB SXM,8x,20.0,3100,21.0",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Currency != "EUR" || !eqPtr(q.GPUsPerNode, 8) {
			t.Fatalf("%s: %s gpn %v", q.PriceUnit, q.Currency, q.GPUsPerNode)
		}
		if !strings.HasPrefix(q.PriceUnit, "node_") {
			t.Fatalf("unit %s", q.PriceUnit)
		}
	}
	if !hasWarning(res.Quotes[0], "List (EUR/server-hour)") {
		t.Fatalf("no warning on the shared currency: %v", res.Quotes[0].Warnings)
	}
}

// A column no field is given, headed by a plan or price period, over bare
// numbers, is reported too.
func TestUnreadPlanColumnOfNumbersReported(t *testing.T) {
	if !priceLikeHeader("包周") || priceLikeHeader("GPUs per node") || priceLikeHeader("Region") || priceLikeHeader("年") || priceLikeHeader("Month") {
		t.Fatal("priceLikeHeader")
	}
	l := &layout{cols: []colMap{{col: 0, header: "Spot hourly per box"}, {col: 1, header: "vCPUs"}}}
	markUnreadMoney(l, [][]string{{"3.1", "2.2"}, {"96", "64"}})
	if !l.cols[0].unreadMoney || l.cols[1].unreadMoney {
		t.Fatalf("marked %v %v", l.cols[0].unreadMoney, l.cols[1].unreadMoney)
	}
}

// A header naming only the GPU and the price, beside a column no synonym
// names, is found by the GPU names and prices under it; one data row is
// not enough to tell.
func TestGPUAndPriceOnlyHeader(t *testing.T) {
	res := readCSV(t, "orrin.csv",
		"Orrin Compute — list",
		"GPU,Box,Price (USD/GPU-hour)",
		"H100 80GB SXM,8-way,2.95",
		"A100 80GB SXM,8-way,1.60",
	)
	if len(res.Quotes) != 2 || res.Quotes[1].Price != 1.60 || res.Quotes[1].Currency != "USD" {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if _, err := Read("orrin1.csv", csvOf("GPU,Box,Price (USD/GPU-hour)", "H100 80GB SXM,8-way,2.95")); err == nil {
		t.Fatal("one row under a two-name header read as a table")
	}
}

// A plan cell naming another machine size than the cards-per-machine
// column sends the quote to review.
func TestOfferSizeDisagreesWithCount(t *testing.T) {
	res := readCSV(t, "weiyuan.csv",
		"供应商,GPU,每台卡数,方案,计费方式,价格",
		`苇原算力,A800 80G SXM,4,整机8卡,包月,"3.2万/台/月"`,
	)
	if len(res.Quotes) != 1 || !res.Quotes[0].NeedsReview || !eqPtr(res.Quotes[0].GPUsPerNode, 4) {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
}

// A deposit or setup-fee column of money is no unread price.
func TestDepositColumnNotReported(t *testing.T) {
	res := readCSV(t, "deposit.csv",
		"Provider,GPU,GPUs per box,Price,Unit,Deposit,Setup",
		"Quillon Compute,A100 80GB SXM,8,1.90,USD per GPU-hour,$5000,$300",
	)
	if len(res.Quotes) != 1 || len(res.Problems) != 0 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
}
