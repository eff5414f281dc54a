package quotes

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// A cluster-size label gives the machines and each one's cards; a count
// that does not split evenly, or names cards alone, gives none (TA0001).
func TestClusterSize(t *testing.T) {
	for _, c := range []struct {
		in           string
		nodes, cards int
	}{
		{"4机32卡", 4, 8}, {"单机8卡", 1, 8}, {"16台128卡", 16, 8}, {"2 nodes 16 GPUs", 2, 8}, {"两机16卡", 2, 8},
		{"3机32卡", 0, 0}, {"16卡", 0, 0}, {"1机128卡", 0, 0}, {"包月", 0, 0},
	} {
		if n, k := clusterSize(c.in); n != c.nodes || k != c.cards {
			t.Errorf("clusterSize(%q) = %d, %d; want %d, %d", c.in, n, k, c.nodes, c.cards)
		}
	}
}

// A name is a GPU only when it, or one word of a file's name, is one
// catalogue name whole: dates, versions and slugs never are.
func TestWholeGPUName(t *testing.T) {
	for _, c := range []struct {
		in    string
		words bool
		want  string
	}{
		{"4090", false, "4090"}, {"A800 PCIe", false, "A800 PCIe"}, {"H800报价", false, "H800"}, {"A100 price list", false, "A100"}, {"H100 报价 H200", false, ""}, {"H800 · 包月", false, "H800"}, {"A100-按量", false, "A100"}, {"H800 华东", false, ""}, {"Sheet1", false, ""}, {"2026", false, ""},
		{"acme_A100-80G_export", true, "A100-80G"}, {"报价_2026-12_v2_acme", true, ""}, {"acme_H100_H200_price", true, ""},
		{"quote 20261203 final", true, ""},
	} {
		if got := wholeGPUName(c.in, c.words); got != c.want {
			t.Errorf("wholeGPUName(%q, %v) = %q; want %q", c.in, c.words, got, c.want)
		}
	}
}

// A sheet's name states a plan, a currency or a cluster for its rows; an
// ordinary sheet's name, or a month the prices were written in, none.
func TestTabSection(t *testing.T) {
	for _, name := range []string{"Sheet1", "报价", "价格表", "说明", "目录", "12月报价", "2026-12", "成都-天府"} {
		if sc := tabSection(name); sc != nil {
			t.Errorf("tabSection(%q) = %+v; want nil", name, sc)
		}
	}
	if sc := tabSection("包季"); sc == nil || sc.mode == nil || sc.mode.period != "quarter" {
		t.Errorf("包季: %+v", sc)
	}
	if sc := tabSection("Acme GPU Cloud (USD)"); sc == nil || sc.currency != "USD" {
		t.Errorf("USD tab: %+v", sc)
	}
	if sc := tabSection("H800 · 包月"); sc == nil || sc.mode == nil || sc.mode.period != "month" || sc.text != "H800 · 包月" {
		t.Errorf("H800 · 包月: %+v", sc)
	}
	if sc := tabSection("8机64卡"); sc == nil || sc.nodes != 8 || sc.cards != 8 {
		t.Errorf("8机64卡: %+v", sc)
	}
}

// A banner's unit naming only per machine beside a plan ("包周（元/台）")
// gives the basis; a bare "元/台" line is no section (TA0011).
func TestSectionBasisBesidePlan(t *testing.T) {
	sc, ok := readSection("工作表: 包天（元/台）")
	if !ok || sc.unit.basis != "node" || sc.mode == nil {
		t.Fatalf("包天（元/台）: %+v %v", sc, ok)
	}
	if _, ok := readSection("元/台"); ok {
		t.Errorf("元/台 alone read as a section")
	}
}

// A line saying each sheet's name is its seller, or names a party the
// contracts are signed with, makes the sheet's name the vendor; a site
// the broker signs for is not.
func TestTabSellerLine(t *testing.T) {
	cases := []struct {
		lines []string
		want  bool
	}{
		{[]string{"工作表名称即供应商名称。"}, true},
		{[]string{"说明：工作表名称即数据中心名称", "合同与数据中心直接签订。"}, true},
		{[]string{"工作表名称即数据中心名称", "合同由本公司统一签订。"}, false},
		{[]string{"Sheet names are the vendors."}, true},
		{[]string{"价格均含税。"}, false},
	}
	for _, c := range cases {
		s := vendorScope{ctx: &readCtx{res: &FileResult{}}, sheet: "锦江云港", titles: c.lines}
		got := tabSellerVendor(s)
		if (len(got) == 1 && got[0].ev.Value == "锦江云港") != c.want {
			t.Errorf("%q: %+v; want %v", c.lines, got, c.want)
		}
	}
}

func tabBook(t *testing.T, sheets map[string][][]any) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	first := true
	for name, rows := range sheets {
		if first {
			f.SetSheetName("Sheet1", name)
			first = false
		} else {
			f.NewSheet(name)
		}
		for i, r := range rows {
			cell, _ := excelize.CoordinatesToCellName(1, i+1)
			f.SetSheetRow(name, cell, &r)
		}
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// A workbook of one sheet per GPU and cluster: the rows naming no GPU take
// the tab's, a row naming its own keeps it; the tab's cluster gives the
// machines and cards; each is warned.
func TestTabGivesGPUAndCluster(t *testing.T) {
	data := tabBook(t, map[string][][]any{
		"A100": {
			{"青羊算力 报价"},
			{"配置", "台数", "按量（元/卡·时）"},
			{"8卡整机 80G SXM", 2, 6.1},
			{"L40S 8卡整机", 1, 2.3},
		},
	})
	res, err := Read("book.xlsx", data)
	if err != nil {
		t.Fatal(err)
	}
	gpus := map[int]string{}
	for _, q := range res.Quotes {
		gpus[q.SourceRow] = q.GPU
	}
	if gpus[3] != "A100-80G-SXM" || gpus[4] != "L40S-48G" {
		t.Fatalf("gpus %v, problems %+v", gpus, res.Problems)
	}
	data = tabBook(t, map[string][][]any{
		"2机16卡": {
			{"青羊算力 报价"},
			{"GPU", "机间网络", "月租(元/卡·月)"},
			{"H800", "IB", 9000},
			{"A800", "RoCE", 5000},
		},
	})
	if res, err = Read("book.xlsx", data); err != nil || len(res.Quotes) != 2 {
		t.Fatalf("%v %+v", err, res)
	}
	q := res.Quotes[0]
	if q.Nodes == nil || *q.Nodes != 2 || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 {
		t.Errorf("cluster: nodes %v gpn %v", q.Nodes, q.GPUsPerNode)
	}
}

// A CSV export named after its GPU: rows naming none take the file name's.
func TestFileNameGPU(t *testing.T) {
	csv := "青羊算力 整机报价,,,\n配置,台数,租期,整机价格(元)\n8卡整机,2,按月,\"40,000\"\n"
	res, err := Read("qingyang_L40S_export.csv", []byte(csv))
	if err != nil || len(res.Quotes) != 1 || res.Quotes[0].GPU != "L40S-48G" {
		t.Fatalf("%v %+v", err, res)
	}
	res, err = Read("qingyang_2026-12_v3.csv", []byte(csv))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 0 {
		t.Errorf("a file name with no GPU gave %+v", res.Quotes)
	}
}

// FuzzClusterSize: a reading is a whole cluster of machines of at most
// maxGPUsPerNode cards, and reads back the same from its canonical text.
func FuzzClusterSize(f *testing.F) {
	for _, s := range []string{"4机32卡", "单机8卡", "16台128卡", "2 nodes 16 GPUs", "3机32卡", "", "机卡", "99999机1卡"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, c := clusterSize(s)
		if n == 0 && c == 0 {
			return
		}
		if n < 1 || c < 1 || c > maxGPUsPerNode {
			t.Fatalf("%q: %d machines of %d cards", s, n, c)
		}
		if n2, c2 := clusterSize(strconv.Itoa(n) + "机" + strconv.Itoa(n*c) + "卡"); n2 != n || c2 != c {
			t.Fatalf("%q: %d, %d read back as %d, %d", s, n, c, n2, c2)
		}
	})
}

// FuzzWholeGPUName: a GPU found is a word of the name, one catalogue name.
func FuzzWholeGPUName(f *testing.F) {
	for _, s := range []string{"4090", "acme_A100-80G_export", "报价_2026-12_v2", "H100_H200", "", "L20"} {
		f.Add(s, true)
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, s string, words bool) {
		g := wholeGPUName(s, words)
		if g == "" {
			return
		}
		if !strings.Contains(s, g) && !strings.Contains(narrow(s), g) {
			t.Fatalf("%q: %q is no part of it", s, g)
		}
		if _, ok := matchGPU(g); !ok {
			t.Fatalf("%q: %q names no GPU", s, g)
		}
	})
}

// A workbook of one sheet shown, its tab an ordinary name, is a
// single-table file: its file's name may give the GPU; a workbook of two
// sheets' file name gives none.
func TestSingleSheetFileNameGPU(t *testing.T) {
	rows := [][]any{
		{"青羊算力 整机报价"},
		{"配置", "台数", "按量（元/卡·时）"},
		{"8卡整机 SXM", 2, 6.1},
		{"4卡整机 SXM", 1, 6.3},
	}
	res, err := Read("qingyang_H100报价.xlsx", tabBook(t, map[string][][]any{"Sheet1": rows}))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 || res.Quotes[0].GPU != "H100-80G-SXM" {
		t.Fatalf("one sheet: %+v %+v", res.Quotes, res.Problems)
	}
	res, err = Read("qingyang_H100报价.xlsx", tabBook(t, map[string][][]any{"报价": rows, "说明": {{"价格含税"}, {"联系人：王"}}}))
	if err == nil && len(res.Quotes) > 0 {
		t.Fatalf("two sheets: %+v", res.Quotes)
	}
}

// A section row over the rows and the sheet's name both hold: the section
// decides what it states (the plan), the tab fills what it leaves (the
// cluster's machines and cards).
func TestTabUnderSection(t *testing.T) {
	data := tabBook(t, map[string][][]any{
		"4机32卡": {
			{"青羊算力 集群报价"},
			{"GPU", "机间网络", "单价(元/卡)"},
			{"【包月】"},
			{"H800", "IB", 9000},
			{"A800", "RoCE", 5000},
		},
	})
	res, err := Read("book.xlsx", data)
	if err != nil || len(res.Quotes) != 2 {
		t.Fatalf("%v %+v", err, res)
	}
	for _, q := range res.Quotes {
		if q.Nodes == nil || *q.Nodes != 4 || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 || q.PriceUnit != "gpu_month" {
			t.Errorf("row %d: nodes %v gpn %v unit %s", q.SourceRow, q.Nodes, q.GPUsPerNode, q.PriceUnit)
		}
	}
}

// "单机8卡" alone over the rows, or as the only cluster tab, describes the
// machine: its cards per machine, no count of machines; beside a tab of a
// cluster of several machines ("4机32卡") it is the 1-machine offer (TA0001).
func TestOneMachineCountsOnlyInAFamily(t *testing.T) {
	rows := [][]any{
		{"青羊算力 报价"},
		{"GPU", "机间网络", "月租(元/卡·月)"},
		{"单机8卡"},
		{"H800", "IB", 9000},
	}
	res, err := Read("book.xlsx", tabBook(t, map[string][][]any{"报价": rows}))
	if err != nil || len(res.Quotes) != 1 {
		t.Fatalf("%v %+v", err, res)
	}
	if q := res.Quotes[0]; q.Nodes != nil || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 {
		t.Errorf("section 单机8卡 alone: nodes %v gpn %v", q.Nodes, q.GPUsPerNode)
	}
	one := [][]any{{"青羊算力 报价"}, {"GPU", "机间网络", "月租(元/卡·月)"}, {"H800", "IB", 9000}}
	res, err = Read("book.xlsx", tabBook(t, map[string][][]any{"单机8卡": one}))
	if err != nil || len(res.Quotes) != 1 {
		t.Fatalf("%v %+v", err, res)
	}
	if q := res.Quotes[0]; q.Nodes != nil || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 {
		t.Errorf("tab 单机8卡 alone: nodes %v gpn %v", q.Nodes, q.GPUsPerNode)
	}
	four := [][]any{{"青羊算力 报价"}, {"GPU", "机间网络", "月租(元/卡·月)"}, {"H800", "IB", 8800}}
	res, err = Read("book.xlsx", tabBook(t, map[string][][]any{"单机8卡": one, "4机32卡": four}))
	if err != nil || len(res.Quotes) != 2 {
		t.Fatalf("%v %+v", err, res)
	}
	for _, q := range res.Quotes {
		want := map[string]int{"单机8卡": 1, "4机32卡": 4}[q.SourceSheet]
		if q.Nodes == nil || *q.Nodes != want {
			t.Errorf("family, sheet %s: nodes %v; want %d", q.SourceSheet, q.Nodes, want)
		}
	}
}

// The machines a "4机32卡" row states point at that row; those a sheet's
// name states point at the sheet, no row (TA0001).
func TestClusterEvidencePointsAtItsSource(t *testing.T) {
	rows := [][]any{
		{"青羊算力 报价"},
		{"GPU", "机间网络", "月租(元/卡·月)"},
		{"4机32卡"},
		{"H800", "IB", 9000},
	}
	res, err := Read("book.xlsx", tabBook(t, map[string][][]any{"报价": rows}))
	if err != nil || len(res.Quotes) != 1 {
		t.Fatalf("%v %+v", err, res)
	}
	for _, f := range []string{"nodes", "gpus_per_machine"} {
		if e, ok := chosenOf(res.Quotes[0].Evidence, f); !ok || e.Source != srcSection || e.Row != 3 {
			t.Errorf("section %s: %+v", f, e)
		}
	}
	one := [][]any{{"青羊算力 报价"}, {"GPU", "机间网络", "月租(元/卡·月)"}, {"H800", "IB", 9000}}
	res, err = Read("book.xlsx", tabBook(t, map[string][][]any{"4机32卡": one}))
	if err != nil || len(res.Quotes) != 1 {
		t.Fatalf("%v %+v", err, res)
	}
	for _, f := range []string{"nodes", "gpus_per_machine"} {
		if e, ok := chosenOf(res.Quotes[0].Evidence, f); !ok || e.Source != srcSheetName || e.Row != 0 || e.Text != "4机32卡" {
			t.Errorf("tab %s: %+v", f, e)
		}
	}
}

// A file's name speaks for its rows only where the file is one table: tables
// side by side take no GPU from it; and an add-on row (a disk, bandwidth, a
// price per GB) never takes it, in one table either.
func TestFileNameGPUOnlyForOneTable(t *testing.T) {
	one := "青羊算力 整机报价,,,\n配置,台数,租期,整机价格(元)\n8卡整机,2,按月,\"40,000\"\n数据盘 1TB,1,按月,300\n公网带宽 100M,1,按月,800\n"
	res, err := Read("qingyang_L40S_export.csv", []byte(one))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "L40S-48G" {
		t.Errorf("add-on rows: %d quotes %+v", len(res.Quotes), res.Quotes)
	}
	side := "青羊算力 报价,,,,,,\nGPU,配置,整机月租(元),,GPU,配置,整机月租(元)\n,8卡整机,\"40,000\",,,4卡整机,\"21,000\"\nH800,8卡整机,\"42,000\",,A800,2卡整机,\"11,000\"\n"
	res, err = Read("qingyang_L40S_export.csv", []byte(side))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Tables) > 1 && slices.ContainsFunc(res.Quotes, func(q Quote) bool { return strings.HasPrefix(q.GPU, "L40S") }) {
		t.Errorf("side by side: %d tables, quotes %+v", len(res.Tables), res.Quotes)
	}
	if len(res.Tables) < 2 {
		t.Errorf("side by side read as %d tables", len(res.Tables))
	}
}

// A summary or default sheet's name is no seller, however the file says
// sheets name sellers; an English signing line signs with the sheets'
// party; a denied one ("合同不与机房直接签订") does not.
func TestTabSellerGuards(t *testing.T) {
	cases := []struct {
		sheet string
		lines []string
		want  bool
	}{
		{"汇总", []string{"工作表名称即供应商名称。"}, false},
		{"Summary", []string{"Sheet names are the vendors."}, false},
		{"Sheet2", []string{"工作表名称即供应商名称。"}, false},
		{"锦江云港", []string{"Sheet names are the sites.", "Contracts are signed with Sites directly."}, true},
		{"锦江云港", []string{"工作表名称即机房名称", "合同不与机房直接签订，由本公司统一签约。"}, false},
		{"锦江云港", []string{"价格不含税。工作表名称即机房名称", "合同与机房直接签订。"}, true},
	}
	for _, c := range cases {
		s := vendorScope{ctx: &readCtx{res: &FileResult{}}, sheet: c.sheet, titles: c.lines}
		got := tabSellerVendor(s)
		if (len(got) == 1 && got[0].ev.Value == c.sheet) != c.want {
			t.Errorf("%s %q: %+v; want %v", c.sheet, c.lines, got, c.want)
		}
	}
}

// One helper gives a row its section's or its tab's plan: the section's over
// a price header naming a period, the tab's (weak) not; a cell naming a
// plan keeps both out (does not build before: applySection and applyTab
// each held a copy).
func TestFillPlanWeak(t *testing.T) {
	sc := tabSection("包月")
	for _, c := range []struct {
		header string
		mode   string
		weak   bool
		want   bool
	}{
		{"月租(元/卡)", "", false, true}, {"月租(元/卡)", "", true, false}, {"单价(元/卡)", "", true, true}, {"单价(元/卡)", "按量", false, false},
	} {
		r := rowIn{cells: map[string]cell{fMode: {text: c.mode}}, prices: []priceIn{{cell: cell{header: c.header, text: "900"}, hint: parseHint(c.header)}}}
		fillPlan(&r, sc, c.weak)
		if got := r.modeSection == sc; got != c.want {
			t.Errorf("%s mode %q weak %v: filled %v", c.header, c.mode, c.weak, got)
		}
	}
}
