package quotes

import (
	"bytes"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// Rules for vendor files of kinds the samples do not cover; each case is
// written in words of its own.

// A link column whose header does not say inside or between machines
// ("互联") is read by its values: IB / RoCE / Ethernet are the network
// between machines, NVLink / PCIe the link inside one.
func TestEitherLinkHeaderReadByValues(t *testing.T) {
	res := readCSV(t, "links.csv",
		"供应商,GPU型号,每台卡数,报价,单位,互联",
		"河汊智算,H100 80G SXM,8,12.5,元/卡/时,InfiniBand HDR 4×200G",
		"河汊智算,A100 80G SXM,8,6.2,元/卡/时,RoCEv2 2x100G",
		"河汊智算,L40S 48G,8,3.1,元/卡/时,10GbE",
	)
	for _, q := range res.Quotes {
		if q.GPU == "H100-80G-SXM" && q.InterNode != "ib" || q.GPU == "A100-80G-SXM" && q.InterNode != "roce" {
			t.Fatalf("%s: inter_node %q intra %q", q.GPU, q.InterNode, q.IntraNode)
		}
	}
	res = readCSV(t, "links2.csv",
		"供应商,GPU型号,每台卡数,报价,单位,互联",
		"河汊智算,H100 80G SXM,8,12.5,元/卡/时,NVLink 900GB/s",
		"河汊智算,L40S 48G,8,3.1,元/卡/时,PCIe 4.0",
	)
	if q := res.Quotes[0]; q.IntraNode != "nvlink" {
		t.Fatalf("NVLink under 互联: intra %q inter %q", q.IntraNode, q.InterNode)
	}
}

// A count of instances or VMs offered is a count of machines.
func TestInstanceCountsAreMachines(t *testing.T) {
	res := readCSV(t, "vms.csv",
		"Provider,GPU,GPUs per VM,VM count,Price,Unit",
		"Brackwater Cloud,A100 80GB PCIe,4,7,5.20,USD per VM-hour",
	)
	if q := res.Quotes[0]; !eqPtr(q.Nodes, 7) || !eqPtr(q.GPUsPerNode, 4) {
		t.Fatalf("nodes %v gpn %v", q.Nodes, q.GPUsPerNode)
	}
	// a plural header over counts counts machines; over names it does not
	res = readCSV(t, "hosts.csv",
		"Provider,GPU,GPUs per host,Hosts,Price,Unit",
		"Brackwater Cloud,L40S 48GB,4,11,1.10,USD per GPU-hour",
		"Brackwater Cloud,A40 48GB,2,5,0.70,USD per GPU-hour",
	)
	if q := res.Quotes[0]; !eqPtr(q.Nodes, 11) {
		t.Fatalf("Hosts over counts: nodes %v", q.Nodes)
	}
	res = readCSV(t, "names.csv",
		"Provider,Instances,GPU,GPUs per VM,Price,Unit",
		"Brackwater Cloud,bw.g4.xl,A100 80GB PCIe,4,5.20,USD per VM-hour",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Nodes != nil {
		t.Fatalf("Instances over names: quotes %+v problems %+v", res.Quotes, res.Problems)
	}
}

// A table whose only machine column is headed by an offer word (产品)
// while its cells are GPU names reads that column as the GPU instead of
// refusing the file.
func TestOfferColumnOfGPUNames(t *testing.T) {
	res := readCSV(t, "prod.csv",
		"厂商,产品,卡数/台,报价,单位",
		"沙洲算力,H20 96G,8,4.6,元/卡/时",
		"沙洲算力,L20 48G,4,2.2,元/卡/时",
	)
	if q := res.Quotes[0]; q.GPU != "H20-96G" || !within(perGPUHour(t, q), 4.6) {
		t.Fatalf("%+v", q)
	}
}

// 万元 / 千元 in a price column's header scales its bare numbers (with a
// warning); a cell that states its own scale or yuan is read as written.
func TestScaleFromPriceHeader(t *testing.T) {
	res := readCSV(t, "scale.csv",
		"供应商,GPU型号,每台卡数,季租(万元/台),包年价（千元/台）",
		"溪口数据,A800 80G SXM,8,12.96,420.48",
		"溪口数据,H20 96G,8,9.5万,—",
	)
	var quarter, year, own *Quote
	for i := range res.Quotes {
		q := &res.Quotes[i]
		switch {
		case q.GPU == "A800-80G-SXM" && q.MinHours != nil && *q.MinHours == HoursPerYear:
			year = q
		case q.GPU == "A800-80G-SXM":
			quarter = q
		case q.GPU == "H20-96G":
			own = q
		}
	}
	if quarter == nil || year == nil || own == nil {
		t.Fatalf("quotes: %+v problems %+v", res.Quotes, res.Problems)
	}
	if got := perGPUHour(t, *quarter); !within(got, 129600.0/2160/8) || !hasWarning(*quarter, "129600") {
		t.Fatalf("季租 12.96 万: %v %v", got, quarter.Warnings)
	}
	if got := perGPUHour(t, *year); !within(got, 420480.0/8760/8) {
		t.Fatalf("包年 420.48 千元: %v", got)
	}
	if got := perGPUHour(t, *own); !within(got, 95000.0/2160/8) || hasKey(*own, "import.warn.scale_from_header") {
		t.Fatalf("9.5万 under 万元: %v %v", got, own.Warnings)
	}
	for h, want := range map[string]float64{"单价(元/卡/时)": 1, "月租(万/台)": 1e4, "报价（万）": 1e4, "万/台/月": 1e4, "网络(万兆)": 1, "千元每台每月": 1e3, "Monthly (USD thousands)": 1e3} {
		if k, _ := headerScale(h); k != want {
			t.Errorf("headerScale(%q) = %v, want %v", h, k, want)
		}
	}
}

// A note that names the basis together with a plan word ("单卡包月价",
// "整台按量价") contradicts a price cell that says the other basis: the
// row is refused, not stored on either reading.
func TestNoteBasisWithPlanWordConflicts(t *testing.T) {
	res, err := Read("note.csv", csvOf(
		"供应商,GPU型号,每台卡数,报价,备注",
		"石梁云,H800 80G SXM,8,\"52,000元/台/月\",单卡包月价",
		"石梁云,A800 80G SXM,8,\"41,000元/台/月\",整台包月价",
	))
	if err != nil {
		t.Fatal(err)
	}
	if p := problemAt(res, 2); p == nil {
		t.Fatalf("row 2 stored: %+v", res.Quotes)
	}
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "A800-80G-SXM" {
		t.Fatalf("row 3: %+v", res.Quotes)
	}
}

func hasKey(q Quote, key string) bool {
	for _, w := range q.Warnings {
		if w.Key == key {
			return true
		}
	}
	return false
}

// A greeting or a sentence above an e-mailed table names no vendor; the
// company in the signature under it does (with a warning).
func TestVendorFromSignatureNotGreeting(t *testing.T) {
	res := readCSV(t, "mail.csv",
		"张总好，现将澄湾算力近期可交付机器报价发您，请参考：,,,",
		"GPU,配置,单价,说明",
		"H200 141G,8卡/台,15.8元/卡/时,",
		"L20 48G,4卡/台,2.4元/卡/时,",
		",,,",
		"如需锁定资源请尽快回复。,,,",
		"澄湾算力 销售部 周工 139 0000 0000,,,",
	)
	q := res.Quotes[0]
	if q.Vendor != "澄湾算力" || !hasKey(q, "import.warn.vendor_from_signature") {
		t.Fatalf("vendor %q warnings %v", q.Vendor, q.Warnings)
	}
	for line, want := range map[string]string{
		"Hello team, attached are Ridgeback Cloud prices": "",
		"各位好！以下为本月报价":                                     "",
		"售后服务条款":                                          "",
		"2、付款：月初预付":                                       "",
		"Payment terms":                                   "",
		"陈工好：":                                            "",
		"Hi-Tech Cloud — GPU rates":                       "Hi-Tech Cloud",
		"李总：您好":                                           "",
		"Kind regards, Tom":                               "",
		"发件人：澄湾算力 周工":                                     "澄湾算力",
		"附件1：岭泉智算GPU报价单":                                  "岭泉智算",
		"河汊智算 · GPU报价":                                    "河汊智算",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
	for line, want := range map[string]string{
		"澄湾算力 销售部 周工 139 0000 0000":                "澄湾算力",
		"—— 北溟科技 商务经理 李女士":                         "北溟科技",
		"联系人：周工 139-0000-0000":                     "",
		"周工 139-0000-0000":                         "",
		"Ridgeback Cloud, sales@ridgeback.example": "Ridgeback Cloud",
		"以上价格含税。":                                  "",
	} {
		if got := vendorFromSignature(line); got != want {
			t.Errorf("vendorFromSignature(%q) = %q, want %q", line, got, want)
		}
	}
}

// A terms sheet's title is no vendor: the file name names it.
func TestTermsSheetTitleIsNoVendor(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "价格")
	f.NewSheet("说明")
	f.SetSheetRow("价格", "A1", &[]any{"GPU型号", "单机卡数", "单价", "单位"})
	f.SetSheetRow("价格", "A2", &[]any{"A800 80G SXM", 8, 5.9, "元/卡/时"})
	f.SetSheetRow("说明", "A1", &[]any{"付款与交付条款"})
	f.SetSheetRow("说明", "A2", &[]any{"1. 交付：签约后三日内"})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("03-岚桥智算-报价.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if q := res.Quotes[0]; q.Vendor != "岚桥智算" {
		t.Fatalf("vendor %q %v", q.Vendor, q.Warnings)
	}
}

// A semicolon file writing its decimals with a comma (and thousands with
// spaces or points) is read in that style, with a warning saying so; a
// file that writes both styles is not guessed at.
func TestDecimalCommaFile(t *testing.T) {
	res := readCSV(t, "eu.csv",
		"Provider;Accelerator;GPUs per server;Price (EUR);Unit",
		"Fjordlys Cloud;L40S 48GB;4;0,95;per GPU-hour",
		"Fjordlys Cloud;H100 SXM 80GB;8;2.140,00;per GPU-month",
		"Fjordlys Cloud;A100 SXM 80GB;8;1 980,50;per GPU-month",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	want := map[string]float64{"L40S-48G": 0.95, "H100-80G-SXM": 2140, "A100-80G-SXM": 1980.5}
	for _, q := range res.Quotes {
		if q.Price != want[q.GPU] || !hasKey(q, "import.warn.decimal_comma_file") {
			t.Fatalf("%s: %v %v", q.GPU, q.Price, q.Warnings)
		}
	}
	res = readCSV(t, "mixed.csv",
		"Provider;Accelerator;Price (EUR);Unit",
		"Fjordlys Cloud;L40S 48GB;0,95;per GPU-hour",
		"Fjordlys Cloud;A40 48GB;0.70;per GPU-hour",
	)
	if problemAt(res, 2) == nil || len(res.Quotes) != 1 || hasKey(res.Quotes[0], "import.warn.decimal_comma_file") {
		t.Fatalf("mixed styles: quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	// units in the price cells do not hide the style
	res = readCSV(t, "eu2.csv",
		"Provider;Accelerator;GPUs per server;Price",
		"Fjordlys Cloud;L40S 48GB;4;0,95 €/GPU-hour",
		"Fjordlys Cloud;A40 48GB;2;5,20 € per server-hour",
	)
	if len(res.Quotes) != 2 || res.Quotes[0].Price != 0.95 || res.Quotes[1].Price != 5.2 {
		t.Fatalf("units after decimal commas: quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	// "12,500" beside "1,25" with no grouped number to settle it: nothing
	// is rewritten; the decimal-comma cell is refused, the other warned
	res = readCSV(t, "amb.csv",
		"Provider;Accelerator;Price (EUR);Unit",
		"Fjordlys Cloud;L40S 48GB;1,25;per GPU-hour",
		"Fjordlys Cloud;A40 48GB;0,75;per GPU-hour",
		"Fjordlys Cloud;H100 SXM 80GB;12,500;per server-month",
	)
	if problemAt(res, 2) == nil || len(res.Quotes) != 1 || !hasKey(res.Quotes[0], "import.warn.number_style_mixed") {
		t.Fatalf("ambiguous: quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	// a tab file of comma thousands ("7,560") is no decimal-comma file
	res = readCSV(t, "tab.csv",
		"供应商\tGPU型号\t每台卡数\t单价\t单位",
		"溪口数据\tA800 80G SXM\t8\t7,560\t元/卡/月",
		"溪口数据\tH20 96G\t8\t5,040\t元/卡/月",
	)
	if q := res.Quotes[0]; q.Price != 7560 {
		t.Fatalf("7,560 read as %v", q.Price)
	}
}

// A machine cell that starts by saying it describes one machine ("每台：",
// "Per node:") before its labelled parts still gives the GPU count.
func TestSpecScopeWord(t *testing.T) {
	for cell, want := range map[string]int{
		"每台：GPU 4×L40S 48G；CPU 2×8480；内存 1T":             4,
		"Per node: GPU 8x H200 141GB | RAM 2TB | 8x NDR": 8,
		"单机：显卡：L20 48G ×2 / 256G":                        2,
		"节点配置：4 x A100 80GB SXM / 1TB":                   4,
		"Host: 2× L40S 48GB, 512GB RAM":                  2,
		"GPUs: 8 x B200 180GB":                           8,
	} {
		sp, ok := ParseSpec(cell)
		if !ok || sp.GPU == "" || !eqPtr(sp.GPUs, want) {
			t.Errorf("ParseSpec(%q) = %+v (gpus %v)", cell, sp, sp.GPUs)
		}
	}
}

// The scale may also be stated by the row's unit cell ("千元/台/月") or by
// a line above the table ("金额单位：万元"); the header's own scale comes
// first.
func TestScaleFromUnitCellAndSheetLine(t *testing.T) {
	res := readCSV(t, "unitcell.csv",
		"供应商,GPU型号,每台卡数,报价,单位",
		"桐溪云,A800 80G SXM,8,38.4,千元/台/月",
	)
	if q := res.Quotes[0]; !within(perGPUHour(t, q), 38400.0/720/8) || !hasKey(q, "import.warn.scale_from_header") {
		t.Fatalf("千元/台/月: %v %v", q.Price, q.Warnings)
	}
	res = readCSV(t, "line.csv",
		"桐溪云 整机租赁报价",
		"金额单位：万元；按台按月计",
		"GPU型号,每台卡数,报价,单位",
		"H200 141G,8,8.64,元/台/月",
	)
	if q := res.Quotes[0]; !within(perGPUHour(t, q), 86400.0/720/8) {
		t.Fatalf("金额单位：万元: %v %v", q.Price, q.Warnings)
	}
	for line, want := range map[string]float64{"（单位：万元/台/月）": 1e4, "Amounts in CNY thousands": 1e3, "单位：元/卡/时": 1, "价格单位：万": 1e4} {
		if got := lineScale(line); got != want {
			t.Errorf("lineScale(%q) = %v, want %v", line, got, want)
		}
	}
}

// A plan cell that also names the basis ("包年（整台）") is evidence like a
// note: it settles a bare price and contradicts a cell that says per card.
func TestPlanCellBasis(t *testing.T) {
	res, err := Read("plan.csv", csvOf(
		"供应商,GPU型号,每台卡数,报价,租赁方式",
		"桐溪云,H200 141G,8,12.4元/卡/时,包年（整台）",
		"桐溪云,A800 80G SXM,8,\"43,200\",包月（整台）",
	))
	if err != nil {
		t.Fatal(err)
	}
	if problemAt(res, 2) == nil {
		t.Fatalf("per-card cell beside 整台 plan stored: %+v", res.Quotes)
	}
	if len(res.Quotes) != 1 || !within(perGPUHour(t, res.Quotes[0]), 43200.0/720/8) {
		t.Fatalf("row 3: %+v", res.Quotes)
	}
}

// One link column naming both links ("NVLink + RoCE 2×200G") gives both
// fields when the row has no column for the other.
func TestLinkCellWithBothLinks(t *testing.T) {
	res := readCSV(t, "both.csv",
		"Vendor,GPU,GPUs per node,Price,Unit,Interconnect",
		"Pellucid AI,H200 141GB,8,3.10,USD per GPU-hour,NVSwitch + RoCE 2×200G",
		"Pellucid AI,L40S 48GB,4,0.90,USD per GPU-hour,PCIe; 100GbE",
	)
	if q := res.Quotes[0]; q.IntraNode != "nvlink" || q.InterNode != "roce" {
		t.Fatalf("row 2: intra %q inter %q", q.IntraNode, q.InterNode)
	}
	if q := res.Quotes[1]; q.IntraNode != "pcie" || q.InterNode != "ethernet" {
		t.Fatalf("row 3: intra %q inter %q", q.IntraNode, q.InterNode)
	}
}

// A cover line that does not read as a company yields to a file name that
// does.
func TestCoverLineYieldsToCompanyFileName(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "封面")
	f.NewSheet("报价")
	f.SetSheetRow("封面", "A1", &[]any{"温馨提示"})
	f.SetSheetRow("报价", "A1", &[]any{"GPU型号", "单机卡数", "单价", "单位"})
	f.SetSheetRow("报价", "A2", &[]any{"H20 96G", 8, 4.4, "元/卡/时"})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("岚桥智算_资源报价.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if q := res.Quotes[0]; q.Vendor != "岚桥智算" || !hasKey(q, "import.warn.vendor_from_file") {
		t.Fatalf("vendor %q %v", q.Vendor, q.Warnings)
	}
}

// A row refused for its counts whose price cell holds no price is refused
// for the price first.
func TestNoPriceReasonFirst(t *testing.T) {
	res, err := Read("np.csv", csvOf(
		"Provider,GPU,GPUs per node,Nodes,Price,Unit",
		"Tarn AI,B200 180GB,8,0,call us,per GPU-hour",
		"Tarn AI,H100 80GB SXM,8,2,2.10,per GPU-hour",
	))
	if err != nil {
		t.Fatal(err)
	}
	if p := problemAt(res, 2); p == nil || p.Column != "Price" || p.Reason.Key != "import.err.negotiable" {
		t.Fatalf("row 2: %+v", res.Problems)
	}
}

// "Quote" and "Basis" name the price and its unit when the values agree;
// "Quote date" stays a date.
func TestValueConfirmedHeaders(t *testing.T) {
	res := readCSV(t, "q.csv",
		"Supplier,GPU type,GPUs per box,Quote,Basis,Quote date",
		"Vell Compute,A40 48GB,4,$2.60,per box per hour,2026-11-30",
	)
	q := res.Quotes[0]
	if q.Price != 2.6 || q.PriceUnit != "node_hour" {
		t.Fatalf("%+v", q)
	}
	if f := matchHeader("Quote date"); f == fPrice {
		t.Fatalf("Quote date read as the price")
	}
}

// In an English e-mail the company may sign on a line of its own, after
// the sign-off and the person's name.
func TestSignatureBlockCompanyLine(t *testing.T) {
	res := readCSV(t, "mail_en.csv",
		"Hi Marta,",
		"here is what we can deliver this month.",
		"",
		"GPU,GPUs/node,Nodes,Price,Unit",
		"H200 141GB,8,2,3.05,USD per GPU-hour",
		"",
		"Kind regards,",
		"Ines Varga",
		"Osprey Compute Ltd",
		"+44 20 0000 0000",
	)
	if q := res.Quotes[0]; q.Vendor != "Osprey Compute Ltd" || !hasKey(q, "import.warn.vendor_from_signature") {
		t.Fatalf("vendor %q %v", q.Vendor, q.Warnings)
	}
}

func TestSignatureDashedCompanyLine(t *testing.T) {
	v, _ := signedVendor([]string{"以上报价有效期七天。", "此致 敬礼", "——岭泉智算"})
	if v != "岭泉智算" {
		t.Fatalf("got %q", v)
	}
	if v, _ := signedVendor([]string{"以上报价有效期七天。", "岭泉智算", "付款方式：月付"}); v != "" {
		t.Fatalf("a company line outside a signature block: %q", v)
	}
	// a letter's closing line is its signature, a signer's plain name after the company
	for _, last := range []string{"岭泉智算", "成都蜀算科技 李明", "成都蜀算科技　李明"} {
		if v, at := signedVendor([]string{"以上含税，可断点续训。", last}); v != strings.Fields(strings.ReplaceAll(last, "　", " "))[0] || at != last {
			t.Errorf("closing line %q: got %q from %q", last, v, at)
		}
	}
	// an English closing line needs its sign-off; a sentence is no company
	for _, last := range []string{"Northwind Compute", "跟您确认一下本周的报价"} {
		if v, _ := signedVendor([]string{"Prices exclude tax.", last}); v != "" {
			t.Errorf("closing line %q read as the vendor %q", last, v)
		}
	}
}

// A title that is a sentence (“跟您确认一下本周的报价：”) names no vendor.
func TestTitleSentenceNamesNoVendor(t *testing.T) {
	for _, line := range []string{"跟您确认一下本周的报价：", "给您发一下最新的报价", "我们本周的价格如下", "本周的报价"} {
		if v := vendorFromTitle(line); v != "" {
			t.Errorf("%q read as the vendor %q", line, v)
		}
	}
	if v := vendorFromTitle("蓉城智算的报价"); v != "" && v != "蓉城智算" {
		t.Errorf("got %q", v)
	}
	if v := vendorFromTitle("蓉城智算 · GPU服务器报价"); v != "蓉城智算" {
		t.Errorf("a title naming its vendor: %q", v)
	}
}

// The user's unit for a row keeps the header's scale.
func TestScaleWithUnitOverride(t *testing.T) {
	data := csvOf(
		"供应商,GPU型号,每台卡数,月租(万元)",
		"桐溪云,H20 96G,8,3.6",
	)
	res, err := ReadWith("ov.csv", data, ReadOptions{Units: map[string]string{"2": "node_month"}})
	if err != nil {
		t.Fatal(err)
	}
	if q := res.Quotes[0]; q.Price != 36000 || q.PriceUnit != "node_month" || !hasKey(q, "import.warn.scale_from_header") {
		t.Fatalf("%v %s %v", q.Price, q.PriceUnit, q.Warnings)
	}
}
