package quotes

import (
	"bytes"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding/traditionalchinese"
)

// Tests for the classes of vendor files the held-out sets showed: each
// case is written in words of its own, not copied from any scored file.

// Traditional characters read as the simplified words they are (卡時,
// 價格, 整機, 臺), in UTF-8 and in Big5; the vendor keeps its own writing.
func TestTraditionalCharacters(t *testing.T) {
	lines := []string{
		"廠商名稱,顯示卡型號,單機卡數,可用臺數,租賃價格,計價單位",
		"瑞光雲端,A100 SXM 80G,8,2,6.2,元/卡/時",
		"瑞光雲端,L40S,8,4,\"1.6萬\",元/臺/月",
	}
	for _, enc := range []string{"utf-8", "big5"} {
		data := csvOf(lines...)
		if enc == "big5" {
			b, err := traditionalchinese.Big5.NewEncoder().Bytes(data)
			if err != nil {
				t.Fatal(err)
			}
			data = b
		}
		res, err := Read("trad.csv", data)
		if err != nil {
			t.Fatalf("%s: %v", enc, err)
		}
		if len(res.Quotes) != 2 {
			t.Fatalf("%s: %d quotes, problems %+v", enc, len(res.Quotes), res.Problems)
		}
		a, l := res.Quotes[0], res.Quotes[1]
		if a.Vendor != "瑞光雲端" || a.GPU != "A100-80G-SXM" || !eqPtr(a.Nodes, 2) || a.PriceUnit != "gpu_hour" || !within(a.Price, 6.2) {
			t.Errorf("%s row 2: %+v", enc, a)
		}
		if l.PriceUnit != "node_month" || !within(l.Price, 16000) || !eqPtr(l.GPUsPerNode, 8) {
			t.Errorf("%s row 3: %v %s gpn %v", enc, l.Price, l.PriceUnit, l.GPUsPerNode)
		}
	}
	if got := foldTrad("每臺每週"); got != "每台每周" {
		t.Errorf("foldTrad: %q", got)
	}
	if s := "plain ascii"; foldTrad(s) != s {
		t.Error("ascii changed")
	}
	// every traditional character folds (OpenCC's table), not only those
	// of the hand rows; a trad_char row wins (昇腾 is written so)
	for in, want := range map[string]string{"要問下老細，遲啲覆你": "要问下老细，迟啲覆你", "個鐘": "个钟", "華為昇騰": "华为昇腾"} {
		if got := foldTrad(in); got != want {
			t.Errorf("foldTrad(%q) = %q, want %q", in, got, want)
		}
	}
	// a keycap emoji is a chat's list number, never a figure
	if got := narrow("6\uFE0F\u20E3 B200 要問下老細"); got != "B200 要問下老細" {
		t.Errorf("narrow keycap: %q", got)
	}
	for _, cell := range []string{"要問下老細，遲啲覆你", "B200 要問下老細"} {
		if _, err := ParsePrice(cell); err != ErrNegotiable {
			t.Errorf("%s: %v", cell, err)
		}
	}
	for _, cell := range []string{"價格電洽", "私聊", "詳詢"} {
		if _, err := ParsePrice(cell); err != ErrNegotiable {
			t.Errorf("%s: %v", cell, err)
		}
	}
}

// Full-width digits and punctuation read as their ASCII forms.
func TestFullWidthCells(t *testing.T) {
	res := readCSV(t, "fw.csv",
		"供应商，GPU型号，每台卡数，单价（元／卡／时）",
		"供应商,GPU型号,每台卡数,单价（元／卡／时）",
		"澄江智算,Ｌ２０ ４８Ｇ,８,０．９５",
		"澄江智算,Ａ１００ ＳＸＭ ８０Ｇ,８,７．２元／卡／时",
	)
	if len(res.Quotes) != 2 || !within(res.Quotes[0].Price, 0.95) || res.Quotes[0].PriceUnit != "gpu_hour" || !within(res.Quotes[1].Price, 7.2) {
		t.Fatalf("full width: %+v %+v", res.Quotes, res.Problems)
	}
}

// A unit stated in 万 — in the price header, a unit column or a line
// above the table — scales the bare numbers under it, with a warning; a
// cell that states its own 万 is not scaled twice.
func TestTenThousandUnits(t *testing.T) {
	res := readCSV(t, "wan.csv",
		"供应商,GPU型号,单机卡数,年租金(万元/台/年)",
		"湄洲算力,H800 SXM 80G,8,48",
		"湄洲算力,A800 SXM 80G,8,26.4万",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v", res.Problems)
	}
	for i, want := range []float64{480000, 264000} {
		q := res.Quotes[i]
		if !within(perGPUHour(t, q), want/8760/8) || !eqPtr(q.MinHours, 8760) {
			t.Errorf("row %d: %v %s min %v", i+2, q.Price, q.PriceUnit, q.MinHours)
		}
	}
	if !hasWarning(res.Quotes[0], "万元") || hasWarning(res.Quotes[1], "stated by") {
		t.Errorf("warnings: %v / %v", res.Quotes[0].Warnings, res.Quotes[1].Warnings)
	}
	res = readCSV(t, "wan2.csv",
		"供应商,GPU型号,单机卡数,租金,计费单位",
		"湄洲算力,L20 48G,8,0.96,万元/台/月",
	)
	if q := res.Quotes[0]; q.PriceUnit != "node_month" || !within(q.Price, 9600) {
		t.Errorf("unit column in 万: %v %s", q.Price, q.PriceUnit)
	}
	res = readCSV(t, "wan3.csv",
		"湄洲算力 报价 单位：万元",
		"GPU型号,单机卡数,月租,计费单位",
		"H20 96G,8,3.1,元/台/月",
	)
	if q := res.Quotes[0]; !within(q.Price, 31000) {
		t.Errorf("sheet line in 万: %v", q.Price)
	}
	for cell, want := range map[string]float64{"5.8（万元/台/年）": 58000, "3,200": 3200} {
		pc, err := parsePriceCell(cell)
		if err != nil || !within(pc.value, want) {
			t.Errorf("%q: %v %v", cell, pc.value, err)
		}
	}
}

// Semicolons with decimal commas are a European file: "3,75" is 3.75 and
// "2.400,00" is 2400. Decimal commas in a comma-separated file are still
// refused, quoting the cell.
func TestEuropeanNumbers(t *testing.T) {
	res := readCSV(t, "eu.csv",
		"Supplier;Accelerator;GPUs per server;Rate;Billing",
		"Fjordline;A100 80GB SXM;8;3,75;USD per GPU-hour",
		"Fjordline;L40S;4;2.400,00;USD per server-month",
	)
	if len(res.Quotes) != 2 || !within(res.Quotes[0].Price, 3.75) || !within(res.Quotes[1].Price, 2400) || res.Quotes[1].PriceUnit != "node_month" {
		t.Fatalf("european: %+v %+v", res.Quotes, res.Problems)
	}
	if !hasWarning(res.Quotes[0], "comma") {
		t.Errorf("no warning: %v", res.Quotes[0].Warnings)
	}
	res = readCSV(t, "us.csv",
		"Supplier;Accelerator;GPUs per server;Rate;Billing",
		"Fjordline;A100 80GB SXM;8;3.75;USD per GPU-hour",
	)
	if !within(res.Quotes[0].Price, 3.75) {
		t.Errorf("decimal point in a semicolon file: %v", res.Quotes[0].Price)
	}
	res = readCSV(t, "mixed.csv",
		"供应商,GPU型号,单价,单位",
		"某云,H100 SXM 80G,\"9,5\",元/卡/时",
	)
	if len(res.Quotes) != 0 || problemAt(res, 2) == nil || !strings.Contains(problemAt(res, 2).Reason.In("en"), "9,5") {
		t.Errorf("decimal comma in a comma file: %+v", res.Problems)
	}
}

// A table turned on its side is read by turning it (issue 23's locate
// stage; it was refused whole before): one quote per column.
func TestTransposedTableRefused(t *testing.T) {
	res, err := Read("side.csv", csvOf(
		"供应商,岚山云,岚山云",
		"GPU型号,H100 SXM 80G,A800 PCIe",
		"每台卡数,8,8",
		"单价,9.9,4.4",
		"计费单位,元/卡/时,元/卡/时",
	))
	if err != nil || len(res.Quotes) != 2 || !strings.HasPrefix(res.Quotes[1].GPU, "A800") || !within(res.Quotes[1].Price, 4.4) {
		t.Fatalf("transposed: %v %+v", err, res)
	}
}

// Two versions of one offer's price (含税 and 不含税, 刊例价 and 折后价,
// list and discounted) make one quote at the price paid, the other kept
// beside it with a warning; when the price paid is blank the other is
// stored and the warning says so.
func TestPriceVersionsAreOneOffer(t *testing.T) {
	res := readCSV(t, "tax.csv",
		"供应商,GPU型号,每台卡数,不含税单价(元/卡/时),含税单价(元/卡/时)",
		"泊岸智算,H100 SXM 80G,8,9.0,9.54",
		"泊岸智算,A100 SXM 80G,8,5.0,",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes: %+v", len(res.Quotes), res.Quotes)
	}
	if q := res.Quotes[0]; !within(q.Price, 9.54) || !eqPtr(q.TaxIncluded, true) || !hasWarning(q, "9.0") {
		t.Errorf("tax pair: %v %v %v", q.Price, q.TaxIncluded, q.Warnings)
	}
	if q := res.Quotes[1]; !within(q.Price, 5.0) || !hasWarning(q, "check which") {
		t.Errorf("only the net price: %v %v", q.Price, q.Warnings)
	}
	res = readCSV(t, "list.csv",
		"Provider,GPU,GPUs/node,List price,Discounted price,Unit",
		"Brightwater,H200 141GB,8,4.10,3.49,USD/GPU/hour",
	)
	if len(res.Quotes) != 1 || !within(res.Quotes[0].Price, 3.49) {
		t.Fatalf("list/discounted: %+v", res.Quotes)
	}
	// A system's order or calculator export: 原价单价 / 成交单价, 目录单价 / 折后单价.
	for _, hdr := range [][2]string{{"原价单价", "成交单价"}, {"目录单价", "折后单价"}} {
		res = readCSV(t, "order.csv",
			"供应商,GPU型号,每台卡数,"+hdr[0]+","+hdr[1]+",单价单位",
			"泊岸智算,A800 SXM 80G,8,40000,36000,元/台/月",
		)
		if len(res.Quotes) != 1 || !within(res.Quotes[0].Price, 36000) {
			t.Errorf("%s / %s: %+v", hdr[0], hdr[1], res.Quotes)
		}
	}
	// Two tiers are not two versions of a price.
	res = readCSV(t, "tiers.csv",
		"供应商,GPU型号,每台卡数,包月价,包年价,单位",
		"泊岸智算,H100 SXM 80G,8,60000,52000,元/台/月",
	)
	if len(res.Quotes) != 2 {
		t.Errorf("tiers: %d quotes", len(res.Quotes))
	}
}

// Tier headers carry their own unit; the same plan priced twice in two
// units is one offer, checked against the other.
func TestTierHeadersWithUnits(t *testing.T) {
	res := readCSV(t, "tiers.csv",
		"供应商,GPU型号,每台卡数,按量(元/卡/时),包年(元/台/月)",
		"汀兰云,H800 SXM 80G,8,12.5,48000",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%+v", res.Problems)
	}
	y := res.Quotes[1]
	if y.PriceUnit != "node_month" || !within(y.Price, 48000) || !eqPtr(y.MinHours, 8760) {
		t.Errorf("包年 per machine-month: %v %s %v", y.Price, y.PriceUnit, y.MinHours)
	}
	res = readCSV(t, "twice.csv",
		"供应商,GPU型号,每台卡数,包月(元/台/月),包月(元/卡/时)",
		"汀兰云,A800 PCIe 80G,8,28800,5.0",
		"汀兰云,L20 48G,8,9000,3.0",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("same plan twice: %d quotes", len(res.Quotes))
	}
	if q := res.Quotes[0]; !within(perGPUHour(t, q), 5.0) || q.NeedsReview {
		t.Errorf("agreeing restatement: %v %v", perGPUHour(t, q), q.ReviewReasons)
	}
	if q := res.Quotes[1]; !q.NeedsReview {
		t.Errorf("disagreeing restatement not flagged: %v", q.Warnings)
	}
}

// Equivalent-rate phrases in other words are per card-hour.
func TestEquivalentWordings(t *testing.T) {
	for cell, want := range map[string]float64{
		"整机月付 43,200/台（平均每卡每小时 7.5 元）":    43200.0 / 720 / 8,
		"摊到每卡每小时 6.2 元":                   6.2,
		"monthly, averaging $2.10/GPU-hr": 2.10,
	} {
		res := readCSV(t, "eq.csv", "Vendor,GPU,GPUs per node,Price", "青崖,H100 SXM 80G,8,\""+cell+"\"")
		if len(res.Quotes) != 1 {
			t.Errorf("%q: %+v", cell, res.Problems)
			continue
		}
		if q := res.Quotes[0]; !within(perGPUHour(t, q), want) {
			t.Errorf("%q: %v per GPU-hour", cell, perGPUHour(t, q))
		}
	}
}

// Machine counts under headers like 可售节点 / 空闲机器 and total cards
// under 现货卡数 beside cards per machine.
func TestNodeAndStockHeaders(t *testing.T) {
	res := readCSV(t, "n.csv",
		"供应商,GPU型号,每台卡数,空闲机器,可租卡数,单价,单位",
		"赤岸算力,H100 SXM 80G,8,,40,9.9,元/卡/时",
		"赤岸算力,L40S,8,3,,2.1,元/卡/时",
	)
	if len(res.Quotes) != 2 || !eqPtr(res.Quotes[0].Nodes, 5) || !eqPtr(res.Quotes[0].GPUsPerNode, 8) || !eqPtr(res.Quotes[1].Nodes, 3) {
		t.Fatalf("counts: %+v", res.Quotes)
	}
	for h, want := range map[string]string{"可售节点": fNodes, "可用机器数": fNodes, "现货(台)": fNodes, "现货卡数": fTotalGPUs, "Nodes available": fNodes} {
		if got := matchHeader(h); got != want {
			t.Errorf("%s: %q, want %q", h, got, want)
		}
	}
}

// A starting price (起, from, 低至) is refused, quoting the cell; 起租 is
// a minimum term, not a starting price.
func TestStartingPricesRefused(t *testing.T) {
	res := readCSV(t, "from.csv",
		"供应商,GPU型号,每台卡数,单价,单位,备注",
		"云栖阁,H100 SXM 80G,8,8.8元起,元/卡/时,",
		"云栖阁,A800 PCIe 80G,8,低至3.9,元/卡/时,",
		"云栖阁,L20 48G,8,\"1.1元/卡/时，3个月起租\",,",
		"云栖阁,RTX 4090,8,from 0.28,USD/GPU/hour,",
	)
	for _, row := range []int{2, 3, 5} {
		p := problemAt(res, row)
		if p == nil || !strings.Contains(p.Reason.In("en"), "starting price") {
			t.Errorf("row %d: %+v", row, p)
		}
	}
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "L20-48G" {
		t.Errorf("起租: %+v", res.Quotes)
	}
}

// A GPU column is found by the GPU names in it when its header is a word
// no synonym holds; a product name naming another GPU than the GPU cell
// is flagged, and so is one naming another card count.
func TestGPUColumnByContentAndNameConflicts(t *testing.T) {
	res := readCSV(t, "c.csv",
		"Tallis Compute price sheet",
		"Hardware item,Cards/server,Hourly price,Billing",
		"A100 80GB SXM,8,1.79,USD per GPU",
		"H100 80GB SXM,8,2.69,USD per GPU",
	)
	if len(res.Quotes) != 2 || res.Quotes[1].GPU != "H100-80G-SXM" || res.Quotes[0].Vendor != "Tallis Compute" {
		t.Fatalf("GPU by content: %+v %+v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "d.csv",
		"供应商,产品名称,GPU型号,每台卡数,单价,单位",
		"望江云,A800训练机,H800 SXM 80G,8,9.2,元/卡/时",
		"望江云,H800 4卡机,H800 SXM 80G,8,9.2,元/卡/时",
		"望江云,H800整机,H800 SXM 80G,8,9.2,元/卡/时",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("%+v", res.Problems)
	}
	if q := res.Quotes[0]; !q.NeedsReview || !hasWarning(q, "A800训练机") {
		t.Errorf("GPU conflict not flagged: %v", q.Warnings)
	}
	if q := res.Quotes[1]; !q.NeedsReview {
		t.Errorf("count conflict not flagged: %v", q.Warnings)
	}
	if q := res.Quotes[2]; q.NeedsReview {
		t.Errorf("no conflict flagged: %v", q.ReviewReasons)
	}
}

// A cover sheet that gives the vendor as a label cell beside a value cell.
func TestVendorFromLabelCells(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "说明")
	f.SetSheetRow("说明", "A1", &[]any{"报价说明"})
	f.SetSheetRow("说明", "A3", &[]any{"服务商", "苍梧数据"})
	f.SetSheetRow("说明", "A4", &[]any{"联系人", "周经理"})
	f.NewSheet("价格")
	f.SetSheetRow("价格", "A1", &[]any{"GPU型号", "每台卡数", "单价", "单位"})
	f.SetSheetRow("价格", "A2", &[]any{"H20 96G", 8, 5.2, "元/卡/时"})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("book.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "苍梧数据" {
		t.Fatalf("vendor from label cells: %+v", res.Quotes)
	}
}

// A title that starts with a region or a site names where, not who: the
// vendor comes from the cover sheet instead.
func TestRegionTitlesAreNotVendors(t *testing.T) {
	for line, want := range map[string]string{
		"华南（广州）数据中心 GPU 价格":   "",
		"西北区 整机租赁报价":          "",
		"成都机房 — 训练卡报价":        "",
		"us-east-2 GPU rates": "",
		"汀州算力 GPU 租赁报价":       "汀州算力",
		"Overview":            "",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("%q: %q, want %q", line, got, want)
		}
	}
}

// A title naming one company in Latin letters, then in Chinese, gives the
// name as first written, not both run together.
func TestBilingualTitleNameKeepsOne(t *testing.T) {
	for line, want := range map[string]string{
		"Qingshan Compute Ltd 青山算力 — GPU rent or buy offer (Jan 2027)": "Qingshan Compute Ltd",
		"Westbrook Cloud Inc. 西溪云 | price list":                        "Westbrook Cloud Inc.",
		"汀州算力 GPU 租赁报价":                                                "汀州算力",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("%q: %q, want %q", line, got, want)
		}
	}
}

// A plan whose brackets state its term takes that term: 年付（12个月） is
// twelve months, 包年 a year.
func TestPlanTermInBrackets(t *testing.T) {
	for in, want := range map[string]float64{"年付（12个月）": 12 * 720, "包年": 8760, "包季(90天)": 90 * 24, "季付": 3 * 720} {
		m, ok := parseMode(in)
		if !ok || m.term == nil || m.term.Hours(720) != want {
			t.Errorf("%s: %+v", in, m.term)
		}
	}
}

// "包年价" beside an hourly card rate is the yearly plan's hourly rate, not
// a unit that disagrees; beside a weekly machine price it still disagrees.
func TestPlanNoteBesideHourlyRate(t *testing.T) {
	res := readCSV(t, "plan.csv",
		"供应商,GPU型号,每台卡数,报价,备注",
		"赭山云,A800 SXM 80G,8,6.6/卡/时,包年价",
		"赭山云,L20 48G,8,\"3,100/台/周\",包月价",
	)
	if len(res.Quotes) != 1 || !within(res.Quotes[0].Price, 6.6) || res.Quotes[0].PriceUnit != "gpu_hour" {
		t.Fatalf("hourly rate of a plan: %+v", res.Quotes)
	}
	if problemAt(res, 3) == nil {
		t.Error("weekly price beside 包月价 not refused")
	}
}

// A machine-describing header that also names a plan (配置规格) over whole
// machine cells is the machine; a console export's footer that counts its
// records is not a quote.
func TestSpecUnderPlanWordAndRecordFooter(t *testing.T) {
	res := readCSV(t, "console.csv",
		"翠屏云 控制台导出",
		"产品名称,配置规格,可用区,计费周期,官网价(元/实例)",
		"通用训练型,A800 80GB×8 / 1TB / 4×3.84TB,北区1,天,\"1,056.00\"",
		"轻量推理型,L20 48GB×2 / 256GB,北区1,月,\"4,320.00\"",
		"共 2 条",
	)
	if len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	a, l := res.Quotes[0], res.Quotes[1]
	if a.GPU != "A800-80G-SXM" && a.GPU != "A800-80G-PCIe" || !eqPtr(a.GPUsPerNode, 8) || !within(perGPUHour(t, a), 1056.0/24/8) {
		t.Errorf("row 3: %s %v %v", a.GPU, a.GPUsPerNode, a.Price)
	}
	if !eqPtr(l.GPUsPerNode, 2) || !within(perGPUHour(t, l), 4320.0/720/2) {
		t.Errorf("row 4: %v %v %s", l.GPUsPerNode, l.Price, l.PriceUnit)
	}
}

// Instance codes that happen to hold a GPU name ("xy.8xa100") stay the
// offer name; the accelerator cell gives the GPU.
func TestInstanceCodesStayOffers(t *testing.T) {
	res := readCSV(t, "inst.csv",
		"Provider,Instance,Accelerators,On-demand ($/instance/hr)",
		"Quillfeather,qf.8xa100,8x A100 80GB PCIe,14.40",
		"Quillfeather,qf.2xl40s,2x L40S 48GB,2.60",
	)
	if len(res.Quotes) != 2 || res.Quotes[0].GPU != "A100-80G-PCIe" || res.Quotes[0].Offer != "qf.8xa100" || !eqPtr(res.Quotes[1].GPUsPerNode, 2) {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}

// A table whose only GPU names sit under an offer header ("SKU", "产品")
// reads its GPU there; list and discounted prices written in different
// units are still one offer; a semicolon file of "0.125" prices is not
// European.
func TestGPUUnderOfferHeaderAndVersionsInOtherUnits(t *testing.T) {
	res := readCSV(t, "sku.csv",
		"Supplier,SKU,GPUs/node,Price,Unit",
		"Marram Cloud,H100 SXM5 80GB,8,2.59,USD/GPU/hour",
		"Marram Cloud,L40S 48GB,4,3.20,USD/node/hour",
	)
	if len(res.Quotes) != 2 || res.Quotes[0].GPU != "H100-80G-SXM" || res.Quotes[1].GPU != "L40S-48G" {
		t.Fatalf("GPU under SKU: %+v %+v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "units.csv",
		"供应商,GPU型号,每台卡数,原价(元/台/月),优惠价(元/卡/时)",
		"松风云,A800 SXM 80G,8,38000,5.9",
	)
	if len(res.Quotes) != 1 || !within(res.Quotes[0].Price, 5.9) || res.Quotes[0].PriceUnit != "gpu_hour" {
		t.Fatalf("versions in two units: %+v", res.Quotes)
	}
	res = readCSV(t, "semi.csv",
		"Supplier;GPU;GPUs/node;Price;Unit",
		"Marram Cloud;RTX 4090;8;0.125;USD/GPU/hour",
		"Marram Cloud;L40S;8;1.250;USD/GPU/hour",
	)
	if len(res.Quotes) != 2 || !within(res.Quotes[0].Price, 0.125) || hasWarning(res.Quotes[0], "European") {
		t.Fatalf("0.125 in a semicolon file: %+v", res.Quotes)
	}
}

// A count header ("机器", "台数") over whole-machine cells is the machine;
// a billing column "包年(元/台/年)" gives the plan and the unit in its
// brackets.
func TestMachineUnderCountHeaderAndUnitInPlanBrackets(t *testing.T) {
	res := readCSV(t, "m.csv",
		"供应商,服务器,单价,计费单位",
		"雁栖云,A800 80G SXM ×8 / 1TB / 2×7.68T,5.1,元/卡/时",
		"雁栖云,2卡 L20 48G / 256G,\"2,880\",元/台/月",
	)
	if len(res.Quotes) != 2 || !eqPtr(res.Quotes[0].GPUsPerNode, 8) || !eqPtr(res.Quotes[1].GPUsPerNode, 2) || !within(perGPUHour(t, res.Quotes[1]), 2880.0/720/2) {
		t.Fatalf("machine under 服务器: %+v %+v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "y.csv",
		"供应商,GPU型号,单机卡数,年费,计费方式",
		"雁栖云,H20 96G,8,26万,包年(元/台/年)",
	)
	if len(res.Quotes) != 1 || !within(perGPUHour(t, res.Quotes[0]), 260000.0/8760/8) || res.Quotes[0].NeedsReview {
		t.Fatalf("unit in the plan's brackets: %+v", res.Quotes)
	}
}

// A plan word followed by its unit without brackets ("年付 元/卡/时",
// "包月/元/台/月") or in 【】 is the plan and the unit, not a per-year price.
func TestPlanHeadersWithUnlinkedUnits(t *testing.T) {
	res := readCSV(t, "p.csv",
		"供应商,GPU型号,每台卡数,包月/元/台/月,年付 元/卡/时,按量【元/卡/时】",
		"芦湾算力,H100 SXM 80G,8,54000,7.8,11.2",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("%+v", res.Problems)
	}
	for i, want := range []float64{54000.0 / 720 / 8, 7.8, 11.2} {
		if got := perGPUHour(t, res.Quotes[i]); !within(got, want) {
			t.Errorf("column %d: %v per GPU-hour, want %v (%s)", i, got, want, res.Quotes[i].PriceUnit)
		}
	}
	if !eqPtr(res.Quotes[1].MinHours, 8760) {
		t.Errorf("年付 term: %v", res.Quotes[1].MinHours)
	}
}

// A column of totals (总价, 合计金额, "Total ($/month)") beside the unit
// price is not another offer.
func TestTotalPriceColumnsAreNotOffers(t *testing.T) {
	for _, hdr := range []string{"总价(元/月)", "合计金额", "Total cost (USD/month)", "小计"} {
		res := readCSV(t, "t.csv",
			"供应商,GPU型号,每台卡数,台数,单价(元/台/月),"+hdr,
			"枫林云,A800 SXM 80G,8,3,36000,108000",
		)
		if len(res.Quotes) != 1 || !within(res.Quotes[0].Price, 36000) {
			t.Errorf("%s: %d quotes", hdr, len(res.Quotes))
		}
	}
}

// "约" before a number marks the per-card-hour restatement even when no
// other word does; the unit words just before it belong to it.
func TestAboutMarksAnEquivalent(t *testing.T) {
	for cell, want := range map[string]float64{
		"月付 52,000/台，每卡每小时约 9.03 元": 52000.0 / 720 / 8,
		"整机周租 12,600/台，每卡每天约 225 元": 12600.0 / 168 / 8,
	} {
		res := readCSV(t, "y.csv", "供应商,GPU型号,每台卡数,报价", "白塔云,H100 SXM 80G,8,\""+cell+"\"")
		if len(res.Quotes) != 1 || !within(perGPUHour(t, res.Quotes[0]), want) {
			t.Errorf("%q: %+v %+v", cell, res.Quotes, res.Problems)
		}
	}
	res := readCSV(t, "eu.csv", "Provider;GPU;GPUs/node;Price;Unit", "Havnlys;L40S;8;1 250,00;EUR/node/month", "Havnlys;A100 80GB SXM;8;3,10;EUR/GPU/hour")
	if len(res.Quotes) != 2 || !within(res.Quotes[0].Price, 1250) || !within(res.Quotes[1].Price, 3.1) {
		t.Errorf("spaces as thousands: %+v %+v", res.Quotes, res.Problems)
	}
	for h, want := range map[string]string{"Anbieter": fVendor, "Preis": fPrice, "Einheit": fUnit, "Prix": fPrice} {
		if got := matchHeader(h); got != want {
			t.Errorf("%s: %q", h, got)
		}
	}
}

// A discount column on a list price is taken off where it says plainly
// what is paid (8.5折, 九五折, 20% off); "85%" (paid, or taken off?) sends
// the quote to review; a discounted price column is not discounted again.
func TestDiscountColumns(t *testing.T) {
	res := readCSV(t, "d.csv",
		"供应商,GPU型号,每台卡数,原价(元/卡/时),折扣率",
		"松溪算力,H100 SXM 80G,8,10.0,九五折",
		"松溪算力,A100 SXM 80G,8,5.0,20% off",
		"松溪算力,L40S,8,2.0,85%",
		"松溪算力,L20,8,1.0,—",
	)
	if len(res.Quotes) != 4 {
		t.Fatalf("%+v", res.Problems)
	}
	for i, want := range []float64{9.5, 4.0, 2.0, 1.0} {
		if q := res.Quotes[i]; !within(q.Price, want) {
			t.Errorf("row %d: %v, want %v", i+2, q.Price, want)
		}
	}
	if !res.Quotes[2].NeedsReview || res.Quotes[0].NeedsReview || res.Quotes[3].NeedsReview {
		t.Errorf("review: %v %v %v", res.Quotes[0].NeedsReview, res.Quotes[2].NeedsReview, res.Quotes[3].NeedsReview)
	}
	res = readCSV(t, "n.csv",
		"供应商,GPU型号,每台卡数,折后价(元/卡/时),折扣",
		"松溪算力,H100 SXM 80G,8,8.5,8.5折",
	)
	if !within(res.Quotes[0].Price, 8.5) {
		t.Errorf("discounted twice: %v", res.Quotes[0].Price)
	}
	for in, want := range map[string]float64{"8.5折": 0.85, "85折": 0.85, "九折": 0.9, "八五折": 0.85, "-15%": 0.85, "0.9": 0.9} {
		if f, ok := parseDiscount(in); !ok || !within(f, want) {
			t.Errorf("%s: %v %v", in, f, ok)
		}
	}
}

// Plan groups over 含税 / 不含税 sub-columns: one offer per plan, at the
// price with tax, named after the plan and keeping its term.
func TestTaxSubColumnsUnderPlans(t *testing.T) {
	res := readCSV(t, "g.csv",
		"供应商,GPU型号,每台卡数,包季(元/台/月),,包年(元/台/月),",
		",,,含税,未税,含税,未税",
		"石门算力,A800 SXM 80G,8,34000,32075,31000,29245",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes %+v", len(res.Quotes), res.Problems)
	}
	q, y := res.Quotes[0], res.Quotes[1]
	if q.Offer != "包季" || !within(q.Price, 34000) || !eqPtr(q.MinHours, 2160) || !eqPtr(q.TaxIncluded, true) {
		t.Errorf("包季: %q %v %v %v", q.Offer, q.Price, q.MinHours, q.TaxIncluded)
	}
	if y.Offer != "包年" || !within(y.Price, 31000) || !eqPtr(y.MinHours, 8760) {
		t.Errorf("包年: %q %v %v", y.Offer, y.Price, y.MinHours)
	}
}

// Two columns of one plan that differ only in basis ("周租(元/台)" and
// "周租(元/卡)") are one offer, checked against each other.
func TestSamePlanPerMachineAndPerCard(t *testing.T) {
	res := readCSV(t, "w.csv",
		"供应商,GPU型号,每台卡数,周租(元/台),周租(元/卡)",
		"湘江云,L40S,4,2016,504",
		"湘江云,L20 48G,4,1344,400",
	)
	if len(res.Quotes) != 2 || res.Quotes[0].PriceUnit != "node_week" || res.Quotes[0].NeedsReview || !res.Quotes[1].NeedsReview {
		t.Fatalf("%+v", res.Quotes)
	}
}
