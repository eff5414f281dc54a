package quotes

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// Tests for the mechanisms that read files nobody prepared for: each case
// is a small file or cell written in words the practice and held-out
// files do not use.

func readCSV(t *testing.T, name string, lines ...string) *FileResult {
	t.Helper()
	res, err := Read(name, csvOf(lines...))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return res
}

func perGPUHour(t *testing.T, q Quote) float64 {
	t.Helper()
	v, ok, _ := PerGPUHour(NormalizeAll([]Quote{q}, Options{})[0], 720)
	if !ok {
		t.Fatalf("%s %s: no price per GPU-hour (%v %s)", q.Vendor, q.GPU, q.Price, q.PriceUnit)
	}
	return v
}

func within(a, b float64) bool { return math.Abs(a-b) <= 0.005*math.Abs(b)+1e-9 }

func problemAt(res *FileResult, row int) *Problem {
	for i := range res.Problems {
		if res.Problems[i].Row == row {
			return &res.Problems[i]
		}
	}
	return nil
}

// A header whose machine column is named by a word that is also an offer
// word (机型配置), with a section row inside the table, is still found; a
// count headed (台) counts machines, one headed (卡) all cards.
func TestHeaderFoundByAnyFieldItNames(t *testing.T) {
	res := readCSV(t, "a.csv",
		"岱山数据 GPU服务器价目",
		"序号,机型配置,每机卡数,现存(台),报价,计费单位",
		"【训练】,,,,,",
		"1,NVIDIA H100 SXM5 80GB,8,3,\"1,780\",元/台/天",
		"2,L20 48G,4,数量不详,1.2,元/卡/时",
	)
	q := findQuote(t, res.Quotes, "岱山数据")
	if q.GPU != "H100-80G-SXM" || !eqPtr(q.Nodes, 3) || !within(perGPUHour(t, q), 1780.0/24/8) {
		t.Fatalf("row 4: %+v", q)
	}
	res = readCSV(t, "b.csv",
		"供应商,GPU型号,每台卡数,数量(卡),报价,单位",
		"白沙云,A800 80G SXM,8,32,5.5,元/卡/时",
	)
	if q := res.Quotes[0]; !eqPtr(q.Nodes, 4) || !eqPtr(q.GPUsPerNode, 8) {
		t.Fatalf("数量(卡) as all cards: nodes %v gpn %v", q.Nodes, q.GPUsPerNode)
	}
}

func TestVendorFromTitleLines(t *testing.T) {
	for line, want := range map[string]string{
		"单位：元/台·月；租期越长单价越低":                               "",
		"联系人：王工 139-0000-0000":                            "",
		"供应商：霁月算力":                                        "霁月算力",
		"【北溟智算】GPU服务器租用报价（2026年12月）":                      "北溟智算",
		"【重要】价格调整通知":                                      "",
		"Lumenfield Cloud bare-metal offers (2026)":       "Lumenfield Cloud",
		"All prices in US dollars.":                       "",
		"Lakeview GPU Cloud — committed-use rates":        "Lakeview GPU Cloud",
		"GPU machine catalog: on-demand list rates":       "",
		"Quarry Compute | GPU pricing":                    "Quarry Compute",
		"GPU服务器租赁价格表 —— 岱山数据":                             "岱山数据",
		"2026年12月报价单（岱山数据）":                               "岱山数据",
		"价格表（乌兰察布一号机房 · 2026年12月）":                        "",
		"价格表 · 2026年12月 · 第3版":                            "",
		"报价单 | 致：某大模型公司":                                  "",
		"本报价由栖云智算提供，有效期7天":                                "栖云智算",
		"Quote provided by Harrow Compute, valid 14 days": "Harrow Compute",
	} {
		if got := vendorFromTitle(line); got != want {
			t.Errorf("vendorFromTitle(%q) = %q, want %q", line, got, want)
		}
	}
	for name, want := range map[string]string{
		"07_云杉智算_GPU租赁报价单_202612.csv":           "云杉智算",
		"报价-青松算力-2026.12.xlsx":                  "青松算力",
		"m13_江南算力_库存报价.csv":                     "江南算力",
		"rates_final_v2.csv":                    "",
		"04_harbor_cloud_gpu_rates_2026-12.csv": "Harbor Cloud",
		"Quarry-Compute-pricing.xlsx":           "Quarry Compute",
		"gpu_cloud_rates.csv":                   "",
		"lambda_pricing.csv":                    "",
		"partner_instances_usd.csv":             "",
		"03_us_cloud_instances_en.csv":          "",
		"2026-12 报价.csv":                        "",
	} {
		if got := vendorFromFileName(name); got != want {
			t.Errorf("vendorFromFileName(%q) = %q, want %q", name, got, want)
		}
	}
}

// A source column of names is the vendor; one of channels stays the source.
func TestSourceColumnOfNames(t *testing.T) {
	res := readCSV(t, "c.csv",
		"来源,卡型,每台卡数,报价",
		"白鹭算力,H100 SXM,8,9.6元/卡/时",
		"青藤科技,A800 SXM,8,5.2元/卡/时",
	)
	if len(res.Quotes) != 2 || res.Quotes[0].Vendor != "白鹭算力" || res.Quotes[1].Vendor != "青藤科技" {
		t.Fatalf("来源 of names: %+v %v", res.Quotes, res.Problems)
	}
	res = readCSV(t, "d.csv",
		"供应商,来源,卡型,每台卡数,报价",
		"白鹭算力,邮件,H100 SXM,8,9.6元/卡/时",
	)
	if q := res.Quotes[0]; q.Vendor != "白鹭算力" || q.Source != SourceEmail {
		t.Fatalf("来源 of channels: vendor %q source %q", q.Vendor, q.Source)
	}
}

func TestPriceCellPlansAndEquivalents(t *testing.T) {
	pc, err := parsePriceCell("年付 每台每月1.98万")
	if err != nil || pc.value != 19800 || pc.hint.basis != "node" || pc.hint.period != "month" || pc.mode == nil || pc.mode.period != "year" {
		t.Fatalf("年付 每台每月1.98万: %+v %v", pc, err)
	}
	pc, err = parsePriceCell("折合 4.2 元/卡时（月付 24,192/台）")
	if err != nil || !pc.equiv || pc.value != 4.2 || pc.hint.basis != "gpu" || pc.primary == nil ||
		pc.primary.value != 24192 || pc.primary.hint.basis != "node" || pc.primary.hint.period != "month" {
		t.Fatalf("折合 with a bracketed plan price: %+v %v", pc, err)
	}
	pc, err = parsePriceCell("8卡机 月租5.3万")
	if err != nil || pc.value != 53000 || pc.hint.gpus == nil || *pc.hint.gpus != 8 || pc.hint.period != "month" {
		t.Fatalf("8卡机 月租5.3万: %+v %v", pc, err)
	}
	if pc, err = parsePriceCell("合 3.2 元/卡时"); err != nil || !pc.equiv || pc.value != 3.2 {
		t.Fatalf("合 3.2 元/卡时: %+v %v", pc, err)
	}
	if h := parseHint("元/8卡/时"); h.basis != "node" || h.gpus == nil || *h.gpus != 8 || h.period != "hour" {
		t.Fatalf("元/8卡/时: %+v", h)
	}
	if h := parseHint("5块/天"); h.basis != "" {
		t.Fatalf("5块 is five yuan, not a card: %+v", h)
	}
	if _, err := parsePriceCell("1e400"); err == nil {
		t.Fatal("1e400 read as a price")
	}
}

// A plan price and its stated equivalent in one cell: stored as the plan
// price when they agree (settling an open basis), refused when not.
func TestEquivalentInTheCell(t *testing.T) {
	res := readCSV(t, "e.csv",
		"供应商,GPU型号,每台卡数,报价",
		"甲云,H20 96G,8,\"月付 24,192（折合 4.2 元/卡时）\"",
		"乙云,H20 96G,8,\"2.5万/台/月，合 3.2 元/卡时\"",
	)
	q := findQuote(t, res.Quotes, "甲云")
	if q.Price != 24192 || q.PriceUnit != "node_month" || q.NeedsReview || !hasWarning(q, "4.2") {
		t.Fatalf("agreeing equivalent: %v %s review=%v %v", q.Price, q.PriceUnit, q.NeedsReview, RenderAll(q.Warnings, "en"))
	}
	if p := problemAt(res, 3); p == nil || !strings.Contains(p.Reason.In("en"), "disagree") {
		t.Fatalf("disagreeing equivalent not refused: %+v", res.Problems)
	}
}

// A 折合 column restates the plan price: a check, not a second offer.
func TestEquivalentColumn(t *testing.T) {
	res := readCSV(t, "f.csv",
		"供应商,型号,卡数/台,包月价(元/台),折合(元/卡·时)",
		"丙算,H100 80G SXM,8,\"59,040\",10.25",
		"丙算,A800 80G SXM,8,\"31,680\",7.00",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 59040 || res.Quotes[0].Raw["折合(元/卡·时)"] != "10.25" {
		t.Fatalf("one offer per row with the equivalent kept: %+v", res.Quotes)
	}
	p := problemAt(res, 3)
	if p == nil || p.Column != "折合(元/卡·时)" || !strings.Contains(p.Reason.In("en"), "31,680") {
		t.Fatalf("a disagreeing 折合 column must refuse the row at its cell: %+v", res.Problems)
	}
}

// basisStatement is the basis the notes give every price ("" for none or a disagreement).
func basisStatement(lines []string) (basis, text string) {
	return basisFor(basisNotes(lines), nil, 1)
}

func TestSheetStatements(t *testing.T) {
	for _, c := range []struct {
		line, basis string
	}{
		{"北辰智算 · 推理实例价格（整实例计价）", "node"},
		{"注：以上为整实例价格，含实例内全部GPU；按量按秒计费", "node"},
		{"Prices are per instance; billed per second", "node"},
		{"更新日期 2026-11-28；价格均为每个实例的价格，包年包月价格为每实例每月", "node"},
		{"以上均为每台的报价", "node"},
		{"Notes: MRC = monthly recurring charge per unit (per server / per VM / per item), billed monthly in advance.", "node"},
		{"The recurring fee is per node", "node"},
		{"All rates are per GPU", "gpu"},
		{"注：“元/台”为整台服务器价格（含全部GPU）", ""}, // defines a unit word
		{"注：价格含税，整机起租", ""},
	} {
		if b, _ := basisStatement([]string{c.line}); b != c.basis {
			t.Errorf("basisStatement(%q) = %q, want %q", c.line, b, c.basis)
		}
	}
	if b, _ := basisStatement([]string{"整实例计价", "Prices are per GPU"}); b != "" {
		t.Errorf("two statements that disagree settle nothing, got %q", b)
	}
	// a statement naming one plan covers that plan's column only
	notes := basisNotes([]string{"On-demand prices are for the whole instance. 1-year term prices are per GPU-hour."})
	hourly, yearly := &billingMode{period: "hour"}, &billingMode{period: "year", term: &Term{1, TermYear}}
	if b, _ := basisFor(notes, hourly, 2); b != "node" {
		t.Errorf("on-demand column: %q, want node", b)
	}
	if b, _ := basisFor(notes, yearly, 2); b != "gpu" {
		t.Errorf("1-year column: %q, want gpu", b)
	}
	if b, _ := basisFor(notes, nil, 2); b != "" {
		t.Errorf("a column of no plan in a two-price table: %q, want none", b)
	}
	// SM-BASIS-PARTS: one clause, two statements; the plan the second names is its own
	notes = basisNotes([]string{"更新日期 2026-11-28；价格均为每个实例的价格，包年包月价格为每实例每月"})
	if len(notes) != 2 || notes[0].basis != "node" || notes[0].plan != nil || notes[1].plan == nil || notes[1].plan.period != "month" {
		t.Errorf("per-instance statement and its monthly restatement: %+v", notes)
	}
	if b, _ := basisFor(notes, hourly, 2); b != "node" {
		t.Errorf("hourly column under “价格均为每个实例的价格”: %q, want node", b)
	}
	for line, want := range map[string]string{
		"包年包月，按台计费":  "month", // a part stating no basis stays with its neighbour
		"按台计费，包年包月":  "month",
		"按台计费，不按卡计费": "",
	} {
		notes := basisNotes([]string{line})
		got := ""
		if len(notes) != 1 || notes[0].basis != "node" {
			t.Errorf("basisNotes(%q) = %+v, want one per-machine note", line, notes)
			continue
		}
		if notes[0].plan != nil {
			got = notes[0].plan.period
		}
		if got != want {
			t.Errorf("basisNotes(%q) plan %q, want %q", line, got, want)
		}
	}
	for line, want := range map[string]string{
		"价格均为每个实例的价格":                                                              "node",
		"单价为每实例每秒（或每分钟）价格，除非注明按卡":                                                  "node",
		"报价均为每台价格":                                                                 "node",
		"MRC = monthly recurring charge per unit (per server / per VM / per item)": "node",
		"Setup fees per server are waived":                                         "",
		"每台最多8卡":                                                                   "",
	} {
		if b, _ := basisStatement([]string{line}); b != want {
			t.Errorf("basisStatement(%q) = %q, want %q", line, b, want)
		}
	}
	for line, want := range map[string]string{
		"单位：元/台/月（含税）":                            "node_month",
		"Prices in USD per GPU-hour unless noted": "gpu_hour",
		"价格单位：元/卡/时":                              "gpu_hour",
		"单位：人民币":                                  "",
		"Contact: sales@example.com, per request": "",
	} {
		h, _ := unitStatement([]string{line})
		got := ""
		if h.period != "" {
			got = h.basis + "_" + h.period
		}
		if got != want {
			t.Errorf("unitStatement(%q) = %q, want %q", line, got, want)
		}
	}
}

// Term columns under a unit stated only above the table; the unit line
// prices them, the tier gives the term.
func TestUnitLineAboveTermColumns(t *testing.T) {
	res := readCSV(t, "g.csv",
		"霁月算力 集群租期价",
		"单位：元/台/月",
		"GPU型号,单机卡数,1个月,6个月,12个月",
		"H100 80GB SXM5,8,\"62,000\",\"58,800\",\"56,000\"",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for i, want := range []float64{0, 6 * 720, 12 * 720} {
		q := res.Quotes[i]
		if q.PriceUnit != "node_month" || (want > 0 && !eqPtr(q.MinHours, want)) || !hasWarning(q, "单位：元/台/月") {
			t.Errorf("tier %d: %s min %v %v", i, q.PriceUnit, q.MinHours, RenderAll(q.Warnings, "en"))
		}
	}
}

func TestNoteCommitment(t *testing.T) {
	for text, want := range map[string]float64{
		"1-year commitment":             8760,
		"reserved for 6 months":         6 * 720,
		"12-month term, billed monthly": 12 * 720,
		"签12个月合约":                       12 * 720,
		"annual contract":               8760,
		"on-demand":                     0,
		"3台起租":                          0,
	} {
		tm, _ := noteCommitment(text)
		got := 0.0
		if tm != nil {
			got = tm.Hours(720)
		}
		if got != want {
			t.Errorf("noteCommitment(%q) = %v h, want %v", text, got, want)
		}
	}
}

// A commitment column's words, a Term column's durations, and a note that
// the price is for the whole node against a per-GPU unit.
func TestCommitmentsAndNoteConflicts(t *testing.T) {
	res := readCSV(t, "h.csv",
		"Vendor,GPU,GPUs/node,Commitment,Rate,Basis,Notes",
		"Fenwick AI,H100 SXM 80GB,8,Quarterly,2.10,USD per GPU-hour,",
		"Fenwick AI,H100 SXM 80GB,8,6-month,2.00,USD per GPU-hour,",
		"Fenwick AI,L40S,8,On-demand,7.20,USD per GPU-hour,priced per 8-GPU server",
	)
	if len(res.Quotes) != 2 || !eqPtr(res.Quotes[0].MinHours, 3*720) || !eqPtr(res.Quotes[1].MinHours, 6*720) {
		t.Fatalf("commitments: %+v", res.Quotes)
	}
	if p := problemAt(res, 4); p == nil || p.Column != "Notes" {
		t.Fatalf("per-GPU unit against a whole-server note must be refused at the note: %+v", res.Problems)
	}
}

// Link columns: 有 under NVLink, a speed under IB网络, IB named in notes.
func TestLinksFromHeadersAndNotes(t *testing.T) {
	res := readCSV(t, "i.csv",
		"供应商,GPU型号,每台卡数,报价,单位,NVLink,IB网络,备注",
		"甲,H100 SXM,8,9.6,元/卡/时,有,400G×8,",
		"乙,A800 SXM,8,5.1,元/卡/时,,,RoCE 4×200G 组网；NVSwitch",
	)
	a, b := findQuote(t, res.Quotes, "甲"), findQuote(t, res.Quotes, "乙")
	if a.IntraNode != IntraNVLink || a.InterNode != InterIB || !hasWarning(a, "IB") {
		t.Fatalf("甲: intra %s inter %s %v", a.IntraNode, a.InterNode, RenderAll(a.Warnings, "en"))
	}
	if b.IntraNode != IntraNVLink || b.InterNode != InterRoCE || !hasWarning(b, "备注") {
		t.Fatalf("乙: intra %s inter %s %v", b.IntraNode, b.InterNode, RenderAll(b.Warnings, "en"))
	}
}

func TestCountsAndMemory(t *testing.T) {
	res := readCSV(t, "j.csv",
		"供应商,配置,台数,报价,单位",
		"甲,八卡 A800 / 1T / 4×3.84T,2,4.9,元/卡/时",
		"乙,NVIDIA HGX H100 8-GPU,1,1850,元/台/天",
		"丙,8 pcs H800 80G SXM / 2T,2,10.5,元/卡/时",
		"丁,RTX 4090 48G ×8,2,2.1,元/卡/时",
	)
	for _, v := range []string{"甲", "乙", "丙"} {
		if q := findQuote(t, res.Quotes, v); !eqPtr(q.GPUsPerNode, 8) {
			t.Errorf("%s: gpn %v", v, q.GPUsPerNode)
		}
	}
	// a 48 GB 4090 is not the catalogue's 24 GB card: refused at its cell
	refused := false
	for _, p := range res.Problems {
		refused = refused || p.Row == 5 && p.ColumnLetter == "B" && strings.Contains(p.Text("en"), "48")
	}
	if len(res.Quotes) != 3 || !refused {
		t.Errorf("RTX 4090 48G: %d quotes, problems %+v", len(res.Quotes), res.Problems)
	}
	// a count in the GPU column is the machine's
	res = readCSV(t, "g2.csv",
		"供应商,GPU,报价,单位",
		"戊,4x L40S 48GB,880,元/台/天",
	)
	if q := res.Quotes[0]; !eqPtr(q.GPUsPerNode, 4) || !within(perGPUHour(t, q), 880.0/24/4) {
		t.Errorf("4x L40S in the GPU column: gpn %v", q.GPUsPerNode)
	}
	// an ambiguous card count that divides by the machines is the total
	res = readCSV(t, "k.csv",
		"供应商,卡型,GPU数量,台数,单价,计价口径",
		"甲,H100 SXM5,16,2,98,元/8卡/时",
	)
	if q := res.Quotes[0]; !eqPtr(q.GPUsPerNode, 8) || !q.NeedsReview || !within(perGPUHour(t, q), 98.0/8) {
		t.Fatalf("GPU数量 16 on 2 machines: gpn %v review %v", q.GPUsPerNode, q.NeedsReview)
	}
}

// A sheet that says its quantities count GPUs; a vendor column whose
// header no list has, read from names that look like companies; 同上.
func TestQuantitiesVendorsAndDitto(t *testing.T) {
	res := readCSV(t, "l.csv",
		"Note: quantities are total GPUs.",
		"Provider firm,GPU,GPUs per node,Qty,Price per GPU-hour (USD)",
		"Birchwood Cloud,H100 SXM 80GB,8,64,2.40",
		"同上,A100 SXM 80GB,8,16,1.50",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if q := res.Quotes[0]; q.Vendor != "Birchwood Cloud" || !eqPtr(q.Nodes, 8) {
		t.Errorf("row 3: vendor %q nodes %v", q.Vendor, q.Nodes)
	}
	if q := res.Quotes[1]; q.Vendor != "Birchwood Cloud" || !eqPtr(q.Nodes, 2) {
		t.Errorf("同上 row: vendor %q nodes %v", q.Vendor, q.Nodes)
	}
}

// Tiers in rows under a machine whose cells are left blank (not merged):
// the blanks are that machine's; a group header centred over tier columns
// without a merge prices them with its unit.
func TestTierRowsAndUnmergedGroups(t *testing.T) {
	res := readCSV(t, "m.csv",
		"Vendor,GPU,Total GPUs,GPUs per server,Term,Unit,Price,Fabric",
		"Ashgrove AI,H100 SXM 80GB,64,8,On-demand,$/GPU/hr,2.40,InfiniBand NDR",
		",,,,6-month,$/GPU/hr,2.05,",
		"Ashgrove AI,L40S 48GB,,4,On-demand,$/server/hr,3.60,",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if q := res.Quotes[1]; !eqPtr(q.Nodes, 8) || !eqPtr(q.GPUsPerNode, 8) || q.InterNode != InterIB || !eqPtr(q.MinHours, 6*720) {
		t.Errorf("tier row: nodes %v gpn %v net %s min %v", q.Nodes, q.GPUsPerNode, q.InterNode, q.MinHours)
	}
	if q := res.Quotes[2]; q.Nodes != nil || q.InterNode == InterIB {
		t.Errorf("another machine keeps its own blanks: nodes %v net %s", q.Nodes, q.InterNode)
	}

	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetRow("Sheet1", "A1", &[]any{"供应商", "GPU型号", "单机卡数", "单价（元/台/月）", nil, nil})
	f.SetSheetRow("Sheet1", "A2", &[]any{nil, nil, nil, "1个月", "3个月", "12个月"})
	f.SetSheetRow("Sheet1", "A3", &[]any{"枫林算力", "A800 80G SXM", 8, 36000, 34800, 32400})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	book, err := Read("group.xlsx", buf.Bytes())
	if err != nil || len(book.Quotes) != 3 {
		t.Fatalf("centred group: %v %+v", err, book)
	}
	for i, q := range book.Quotes {
		if q.PriceUnit != UnitNodeMonth {
			t.Errorf("tier %d: unit %s", i, q.PriceUnit)
		}
	}
	if !eqPtr(book.Quotes[2].MinHours, 12*720) {
		t.Errorf("12个月: min %v", book.Quotes[2].MinHours)
	}
}

// A workbook of one sheet per vendor names each vendor only in its sheet's
// name; a sheet named for what it holds names none.
func TestVendorFromSheetName(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "鹭岛智算")
	f.NewSheet("Harbor Cloud")
	f.NewSheet("训练机型")
	for _, s := range []string{"鹭岛智算", "Harbor Cloud", "训练机型"} {
		f.SetSheetRow(s, "A1", &[]any{"GPU型号", "单机卡数", "单价", "单位"})
		f.SetSheetRow(s, "A2", &[]any{"H100 SXM 80G", 8, 9.5, "元/卡/时"})
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("vendors.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, q := range res.Quotes {
		got[q.SourceSheet] = q.Vendor
	}
	if got["鹭岛智算"] != "鹭岛智算" || got["Harbor Cloud"] != "Harbor Cloud" || len(res.Quotes) != 2 || problemAt(res, 2) == nil {
		t.Fatalf("vendors by sheet: %v, problems %+v", got, res.Problems)
	}
}
