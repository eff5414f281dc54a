package quotes

import (
	"strings"
	"testing"
)

// OP0001-OP0023: a column naming one machine per row (host, node, IP,
// asset tag, serial) is read as one machine; a range, a list, a count, a
// word or a GPU label is not.
func TestMachineIDRule(t *testing.T) {
	for _, h := range []string{"hostname", "Host", "node", "节点名", "主机名", "管理IP", "BMC IP", "asset_id", "资产编号", "Serial Number", "SN"} {
		if !machineIDHeader(h) {
			t.Errorf("header %q: not read as a machine identifier", h)
		}
	}
	for _, h := range []string{"机柜", "provider", "cluster", "GPU", "备注", "snapshot", "ipsec", "description"} {
		if machineIDHeader(h) {
			t.Errorf("header %q: read as a machine identifier", h)
		}
	}
	for _, v := range []string{"bj3-a100-07", "GPU-NODE-12", "10.20.3.41", "srv_4090_3", "zz-h20.lab.local9"} {
		if !machineID(v) {
			t.Errorf("value %q: not one machine", v)
		}
	}
	for _, v := range []string{"h800-01~04", "node[1-4]", "8", "bj3-a100-07, bj3-a100-08", "空闲", "NVIDIA-A100-SXM4-40GB", "tesla-v100", "pool-a", "ab"} {
		if machineID(v) {
			t.Errorf("value %q: read as one machine", v)
		}
	}
}

// A host-per-row table with no machine count: nodes = 1, warned naming the cell.
func TestMachineIDRowIsOneMachine(t *testing.T) {
	csv := "vendor,host,gpu,gpus,price (CNY/GPU/hour)\n川西算力,xc-a100-03,A100 80GB SXM,8,6.2\n川西算力,xc-4090-11,RTX 4090,8,1.9\n"
	res, err := Read("hosts.csv", []byte(csv))
	if err != nil || len(res.Problems) != 0 || len(res.Quotes) != 2 {
		t.Fatalf("err %v, problems %v", err, res)
	}
	for _, q := range res.Quotes {
		if q.Nodes == nil || *q.Nodes != 1 {
			t.Errorf("%s: nodes %v, want 1", q.GPU, q.Nodes)
		}
		if !hasWarningKey(q, "import.warn.nodes_machine_id") {
			t.Errorf("%s: no warning naming the host", q.GPU)
		}
	}
}

// A "host" column of host names is the machines, not the seller: the vendor
// is read where the file names it (its banner), and "gpu_num" counts a
// machine's GPUs (OP0101).
func TestHostColumnOfHostNamesIsNoVendor(t *testing.T) {
	csv := "# 岷山算力 在线机器；price_card_hour=元/卡/小时\nhost,gpu_name,gpu_num,price_card_hour\nms-a100-01,NVIDIA A100-SXM4-80GB,8,6.1\nms-l40s-02,NVIDIA L40S,4,3.9\n"
	res, err := Read("inv.csv", []byte(csv))
	if err != nil || len(res.Quotes) != 2 {
		t.Fatalf("err %v, %+v", err, res)
	}
	for _, q := range res.Quotes {
		if q.Vendor == "ms-a100-01" || q.Vendor == "ms-l40s-02" {
			t.Errorf("vendor read from the host column: %q", q.Vendor)
		}
		if q.Nodes == nil || *q.Nodes != 1 {
			t.Errorf("%s: nodes %v, want 1", q.GPU, q.Nodes)
		}
	}
	if g := res.Quotes[1].GPUsPerNode; g == nil || *g != 4 {
		t.Errorf("gpu_num: %v, want 4", g)
	}
	if !hostColumn("host", []string{"ms-a100-01", "ms-l40s-02", "# done"}) || hostColumn("host", []string{"Northwind Cloud", "Orchid Compute"}) {
		t.Error("hostColumn")
	}
}

// OP0201, OP0301, OP0401-: a fixed-width node list saved under a shell
// prompt whose line and cells hold commas is read by its columns of
// spaces, not cut at the commas; "NAME" names each machine where a line
// says the table lists nodes; a bare memory figure of thousands is MiB and
// tells a GPU's memory variant.
func TestSpacedNodeListUnderPrompt(t *testing.T) {
	text := "岷江算力 节点\n" +
		"$ kubectl get nodes -L gpu.product,gpu.count,gpu.memory,price-cny,price-unit\n" +
		"NAME          STATUS                     GPU.PRODUCT     GPU.COUNT   GPU.MEMORY   PRICE-CNY   PRICE-UNIT\n" +
		"mj-h20-01     Ready                      NVIDIA-H20      8           97871        1100        node-day\n" +
		"mj-h20-02     Ready                      NVIDIA-H20      8           143771       1300        node-day\n" +
		"mj-a100-01    NotReady,SchedulingDisabled  NVIDIA-A100   8           81920\n"
	if !spacedFirst(strings.ReplaceAll(text, "\r", "")) {
		t.Fatal("spacedFirst: false")
	}
	res, err := Read("nodes.txt", []byte(text))
	if err != nil || len(res.Quotes) != 2 {
		t.Fatalf("err %v, quotes %d, problems %+v", err, len(res.Quotes), res.Problems)
	}
	for i, want := range []string{"H20-96G", "H20-141G"} {
		q := res.Quotes[i]
		if q.GPU != want || q.Nodes == nil || *q.Nodes != 1 || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 {
			t.Errorf("quote %d: %s nodes %v gpn %v, want %s, 1 machine of 8", i, q.GPU, q.Nodes, q.GPUsPerNode, want)
		}
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 6 {
		t.Errorf("the unpriced node: %+v", res.Problems)
	}
	// a comma-separated file is never read by spaces
	if spacedFirst("vendor,gpu,price\n岷江算力,H100,9.5\n") {
		t.Error("spacedFirst on a CSV")
	}
	// a name column is no machine where no line says the table lists machines
	if res, _ := Read("p.txt", []byte("岷江算力 价格\nNAME        GPU.PRODUCT   GPU.COUNT   PRICE-CNY   PRICE-UNIT\nmj-h100-1   H100 SXM      8           9.5         gpu-hour\n")); len(res.Quotes) != 1 || res.Quotes[0].Nodes != nil {
		t.Errorf("name column outside a machine list: %+v", res)
	}
	for _, v := range []string{"143771", "97871", "4096"} {
		if !bareMiB(v) {
			t.Errorf("%s: not MiB", v)
		}
	}
	for _, v := range []string{"80", "141", "640", "1024", "80GB", "4000", "4095"} { // below 4096 (review finding 7: 4000-4095 were read as MiB)
		if bareMiB(v) {
			t.Errorf("%s: read as MiB", v)
		}
	}
}

// OP0501: a second Markdown table under the first, its header of two known
// names and one unknown above its "|---|" rule, is read by its own columns.
func TestRuledSecondTable(t *testing.T) {
	text := "# 青衣算力 资源\n\n| 池 | GPU | 卡/台 | 价格 |\n|---|---|---|---|\n| p1 | H100 SXM | 8 | 9.8 元/卡/h |\n| p2 | L40S | 8 | 3.2 元/卡/h |\n\n" +
		"| 池 | GPU | 包年价 |\n|---|---|---|\n| p1 | H100 SXM | 7.2万/卡/年 |\n| p3 | A800 SXM4 80G | 4.1万/卡/年 |\n"
	res, err := Read("wiki.txt", []byte(text))
	if err != nil || len(res.Problems) != 0 || len(res.Quotes) != 4 {
		t.Fatalf("err %v, quotes %d, problems %+v", err, len(res.Quotes), res.Problems)
	}
	q := res.Quotes[3]
	if q.GPU != "A800-80G-SXM" || q.PriceUnit != "gpu_hour" || q.Price < 4.68 || q.Price > 4.681 {
		t.Errorf("the yearly table's row: %s %v %s", q.GPU, q.Price, q.PriceUnit)
	}
}

// OP0701: a price cell's two plans on two lines (a line break, or a wiki's
// <br>) are two offers, each with its own term; OP0601: the network the
// row's interconnect cell names by its word wins over the line above.
func TestCellLinesAndLinkCellNetwork(t *testing.T) {
	for _, cell := range []string{"\"2.9 元/卡/h\n包月 1,900 元/卡\"", "\"2.9 元/卡/h<br>包月 1,900 元/卡\"", "\"2.9 元/卡/h <BR/> 包月 1,900 元/卡\""} {
		res, err := Read("p.csv", []byte("锦江算力 资源\n池,GPU,卡/台,价格\np1,L20,8,"+cell+"\n"))
		if err != nil || len(res.Quotes) != 2 {
			t.Fatalf("%q: err %v, quotes %d %+v", cell, err, len(res.Quotes), res.Problems)
		}
		if q := res.Quotes[0]; q.PriceUnit != "gpu_hour" || q.MinTerm != nil {
			t.Errorf("%q: the hourly price %v %s, term %v", cell, q.Price, q.PriceUnit, q.MinTerm)
		}
	}
	res, err := Read("w.txt", []byte("# 锦江算力\n\n## 训练池（IB）\n\n| 池 | GPU | 卡/台 | 价格 | 互联 |\n|---|---|---|---|---|\n| a | H100 SXM | 8 | 9.5 元/卡/h | NVLink + RoCE |\n| b | H800 SXM | 8 | 8.5 元/卡/h | NVLink |\n"))
	if err != nil || len(res.Quotes) != 2 {
		t.Fatalf("err %v, %+v", err, res)
	}
	if res.Quotes[0].InterNode != InterRoCE || res.Quotes[1].InterNode != InterIB {
		t.Errorf("networks %v %v, want roce (the cell) and ib (the line)", res.Quotes[0].InterNode, res.Quotes[1].InterNode)
	}
}

// OP0801: amounts listed in the price cell pair with the units listed in
// the unit cell by place; lists of unequal length are left as they were.
func TestUnitListPairs(t *testing.T) {
	res, err := Read("t.csv", []byte("蜀岗算力 报价\nGPU型号,卡数/台,报价,计费单位\nRTX 4090,8,\"1,900 / 7,200\",元/台/周 ; 元/台/月\nL20,8,2.6,元/卡/时\n"))
	if err != nil || len(res.Quotes) != 3 || len(res.Problems) != 0 {
		t.Fatalf("err %v, quotes %d, problems %+v", err, len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.Price != 1900 || q.PriceUnit != "node_week" {
		t.Errorf("first place: %v %s", q.Price, q.PriceUnit)
	}
	if q := res.Quotes[1]; q.Price != 7200 || q.PriceUnit != "node_month" {
		t.Errorf("second place: %v %s", q.Price, q.PriceUnit)
	}
	r := rowIn{cells: map[string]cell{fUnit: {text: "元/台/周 ; 元/台/月"}}}
	if unitListPairs(r, priceIn{cell: cell{text: "1,900 / 7,200 / 60,000"}}) != nil || unitListPairs(r, priceIn{cell: cell{text: "1,900 起 / 7,200"}}) != nil {
		t.Error("unequal or worded lists paired")
	}
}

// OP0901: nvidia-smi's card listing pasted in a mail is no offer and no
// refusal; the price line under it still is.
func TestDeviceListLines(t *testing.T) {
	for _, l := range []string{"GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-1a2b3c4d-0000-1111-2222-333344445555)", "      8 NVIDIA H20, 97871 MiB", "NVIDIA L40S, 46068 MiB"} {
		if !deviceListLine(l) {
			t.Errorf("%q: not a device line", l)
		}
	}
	for _, l := range []string{"H100 8卡 9.5元/卡时", "价格：整机 1,180 元/天", "GPU 0: H100 9.5 元/小时"} {
		if deviceListLine(l) {
			t.Errorf("%q: read as a device line", l)
		}
	}
	text := "锦城算力 报价\n\n==== jc-node-01 ====\nGPU 0: NVIDIA A800-SXM4-80GB (UUID: GPU-aa000000-0000-0000-0000-000000000000)\nGPU 1: NVIDIA A800-SXM4-80GB (UUID: GPU-aa000000-0000-0000-0000-000000000001)\n      2 NVIDIA A800-SXM4-80GB, 81920 MiB\n价格：整机 1,050 元/天\n"
	res, err := Read("mail.txt", []byte(text))
	if err != nil || len(res.Quotes)+len(res.Problems) != 1 {
		t.Fatalf("err %v, quotes %d, problems %+v", err, len(res.Quotes), res.Problems)
	}
	for _, p := range res.Problems {
		if p.Row != 7 {
			t.Errorf("refused a device line: %+v", p)
		}
	}
}

// OP1001: a sheet of racks and their uplinks gives each machine in a rack
// it names (one, or a run "R-02~R-04") the network between machines.
func TestKeyRangeAndNetworkLookup(t *testing.T) {
	if got := keyRange("A-04~A-06"); len(got) != 3 || got[0] != compact(foldKey("A-04")) || got[2] != compact(foldKey("A-06")) {
		t.Errorf("keyRange: %q", got)
	}
	// review finding 6: first-last with the prefix on both sides is a run, as the comment said
	if got := keyRange("R12-R15"); len(got) != 4 || got[0] != compact(foldKey("R12")) || got[3] != compact(foldKey("R15")) {
		t.Errorf("keyRange(R12-R15): %q", got)
	}
	if got := keyRange("A-04-A-05"); len(got) != 2 {
		t.Errorf("keyRange(A-04-A-05): %q", got)
	}
	for _, v := range []string{"A-04", "A-04~B-06", "A-09~A-04", "1~3", "A-1~A-99", "A-04-05", "R12-S15", "R-12"} {
		if keyRange(v) != nil {
			t.Errorf("keyRange(%q) read as a run", v)
		}
	}
	if !networkValues(&table{rows: [][]string{{"上联"}, {"IB NDR 4x400G"}, {"25GbE"}}}, 0, 0) || networkValues(&table{rows: [][]string{{"上联"}, {"sw-01"}, {"sw-02"}}}, 0, 0) {
		t.Error("networkValues")
	}
}

// OP1101: an engineer's reply read as the row's spec that says 支持断点续训
// sets resume, warned naming the column; one that does not leaves it unknown.
func TestResumeFromSpecCell(t *testing.T) {
	res, err := Read("t.csv", []byte("锦里算力 工单\nGPU型号,卡数/台,报价,计费单位,最后回复\nH800 SXM,8,0.62万,元/卡/月,\"两台8卡H800 SXM 现货，IB 已联通，支持断点续训。\"\nL20,8,2.6,元/卡/时,\"L20 8卡现货，25G 以太网。\"\n"))
	if err != nil || len(res.Quotes) != 2 {
		t.Fatalf("err %v, %+v", err, res)
	}
	if q := res.Quotes[0]; q.ResumeSupported == nil || !*q.ResumeSupported {
		t.Errorf("resume: %v", q.ResumeSupported)
	}
	if q := res.Quotes[1]; q.ResumeSupported != nil {
		t.Errorf("resume read where the reply says none: %v", *q.ResumeSupported)
	}
}

// OP1201: a script's log line among its rows is no row; a row whose first
// cell merely starts with such a word in lower case, or names a machine, is.
func TestLogLine(t *testing.T) {
	for _, r := range [][]string{{"ERROR ql-a800-04: ipmitool timeout after 30s", "skipped"}, {"WARN: 2 hosts unreachable"}, {"Traceback (most recent call last):"}} {
		if !logLine(r) {
			t.Errorf("%q: not a log line", r)
		}
	}
	for _, r := range [][]string{{"Error rate SLA", "99.9%"}, {"ql-a800-03", "NVIDIA A800", "8"}, {"ERRATA"}, {"INFO"}} {
		if logLine(r) {
			t.Errorf("%q: read as a log line", r)
		}
	}
}

// OP1301: a figure's thousands before a full-width comma ("2,350，整台…",
// narrowed to "2,350,整台…") is one figure, not "2" and "350".
func TestProseThousandsBeforeComma(t *testing.T) {
	got := proseClauses(narrow("单卡每月 2,350，整台租每月 17,600"))
	if len(got) != 2 || !strings.Contains(got[0], "2,350") {
		t.Errorf("clauses %q", got)
	}
	if !reCutRight.MatchString("350,整台") || reCutRight.MatchString("350,3") {
		t.Error("reCutRight")
	}
}

// Review finding 1: a header merely holding a machine word (主机型号,
// "Node Type", IP类型) names what a machine is, not which: an ordinary list
// with such a column and no count says nothing of its machines (it stored
// nodes = 1 before). A GPU label ("a100-80g", "8x-h800") is no host; a
// host name holding its card's name ("xc-a100-03") still is, so a
// catalogue match alone refuses nothing.
func TestMachineIDHeaderWholeWord(t *testing.T) {
	for _, h := range []string{"主机型号", "主机配置", "node type", "Node Type", "host cpu", "IP类型", "节点类型"} {
		if machineIDHeader(h) {
			t.Errorf("header %q: read as a machine identifier", h)
		}
	}
	for _, h := range []string{"Host Name", "host_name", "主机名", "IP地址", "节点", "Node Name"} {
		if !machineIDHeader(h) {
			t.Errorf("header %q: not read as a machine identifier", h)
		}
	}
	for _, v := range []string{"a100-80g", "h800-sxm5", "8x-h800", "rtx-4090-24g", "v1.2"} {
		if machineID(v) {
			t.Errorf("value %q: read as one machine", v)
		}
	}
	for _, v := range []string{"xc-a100-03", "ctu2-h800-01", "mj-h20-01"} {
		if !machineID(v) {
			t.Errorf("value %q: not one machine", v)
		}
	}
	for _, csv := range []string{
		"vendor,主机型号,gpu,gpus,price (CNY/GPU/hour)\n川西算力,SYS-821GE-TNHR,H800,8,9.5\n",
		"vendor,Node Type,gpu,gpus,price (CNY/GPU/hour)\n川西算力,p4d.24xlarge,A100 40GB,8,9.5\n",
		"vendor,IP类型,gpu,gpus,price (CNY/GPU/hour)\n川西算力,v1.2,A100 40GB,8,9.5\n",
	} {
		res, err := Read("list.csv", []byte(csv))
		if err != nil || len(res.Quotes) != 1 {
			t.Fatalf("err %v, %+v", err, res)
		}
		if q := res.Quotes[0]; q.Nodes != nil {
			t.Errorf("%q: nodes %v, want unknown", csv, *q.Nodes)
		}
	}
}

// Review finding 2: the first machine column is the first in the sheet's
// order, B before AA (a string compare put AA first).
func TestMachineIDCellSheetOrder(t *testing.T) {
	b := &rowBuild{r: rowIn{
		extra:        map[string]string{"hostname": "xc-a100-03", "BMC IP": "10.0.0.7"},
		extraLetters: map[string]string{"hostname": "B", "BMC IP": "AA"},
	}}
	c, ok := b.machineIDCell()
	if !ok || c.letter != "B" || c.text != "xc-a100-03" {
		t.Errorf("chose %+v, want column B's host", c)
	}
}

// Review finding 3, judged safe: a line break splits a price cell only
// where each line names its own plan and its own amount (OP0701); a line
// holding the price's condition (its tax, an offer's words, its minimum
// term) stays with the price, read as one offer with that condition.
func TestCellLineBreakKeepsCondition(t *testing.T) {
	for _, c := range []struct {
		cell  string
		price float64
		unit  string
		tax   bool
		term  string
	}{
		{"\"9.5\n(含税)\"", 9.5, "gpu_hour", true, ""},
		{"\"9.5\n含税\"", 9.5, "gpu_hour", true, ""},
		{"\"9.5元/卡/时\n限时优惠\"", 9.5, "gpu_hour", false, ""},
		{"\"包月 9000\n(3个月起)\"", 9000, "gpu_month", false, "3 months"},
		{"\"包月 9000 元/台\n3个月起\"", 9000, "node_month", false, "3 months"},
		{"\"包月 9000<br>(3个月起)\"", 9000, "gpu_month", false, "3 months"},
	} {
		res, err := Read("p.csv", []byte("锦江算力 资源\n池,GPU,卡/台,价格 (元/卡/时)\np1,L20,8,"+c.cell+"\n"))
		if err != nil || len(res.Quotes) != 1 || len(res.Problems) != 0 {
			t.Errorf("%q: err %v, quotes %d, problems %+v", c.cell, err, len(res.Quotes), res.Problems)
			continue
		}
		q := res.Quotes[0]
		term := ""
		if q.MinTerm != nil {
			term = q.MinTerm.String()
		}
		if q.Price != c.price || q.PriceUnit != c.unit || (q.TaxIncluded != nil && *q.TaxIncluded) != c.tax || term != c.term {
			t.Errorf("%q: %v %s tax %v term %q", c.cell, q.Price, q.PriceUnit, q.TaxIncluded, term)
		}
	}
}

// Review finding 4: resume read from the spec cell is decided with its
// evidence (the cell, its header, rule resume.spec_cell), as the trace shows.
func TestResumeFromSpecCellEvidence(t *testing.T) {
	res, err := Read("t.csv", []byte("锦里算力 工单\nGPU型号,卡数/台,报价,计费单位,最后回复\nH800 SXM,8,0.62万,元/卡/月,\"两台8卡H800 SXM 现货，IB 已联通，支持断点续训。\"\n"))
	if err != nil || len(res.Quotes) != 1 {
		t.Fatalf("err %v, %+v", err, res)
	}
	q := res.Quotes[0]
	found := false
	for _, e := range q.Evidence {
		if e.Field == fResume && e.Chosen && e.Rule == "resume.spec_cell" && e.Header == "最后回复" && e.Value == "true" {
			found = true
		}
	}
	if !found {
		t.Errorf("no chosen resume evidence at the spec cell: %+v", q.Evidence)
	}
}

// Review findings 10 and 14: a text whose header line is spaced, not
// delimited, is built into a spaced table and mapped once, even where
// that table maps no columns and the delimiters read nothing either (it
// was built and mapped again after them), and its lines are split once.
func TestSpacedTableBuiltOnce(t *testing.T) {
	n := 0
	old := spacedTableReads
	spacedTableReads = func(l []string) (*table, error) { n++; return old(l) }
	defer func() { spacedTableReads = old }()
	for _, text := range []string{"GPU        价格        卡数\n", "岷江算力\nGPU        价格        卡数\nfoo bar baz\n", "GPU        价格        卡数\nH100       9.5         8\n"} {
		n = 0
		_, _ = Read("x.txt", []byte(text))
		if n != 1 {
			t.Errorf("%q: spaced table built %d times, want 1", text, n)
		}
	}
}

// Review finding 9: the notes and the interconnect cell state a network by
// one predicate (namedNetSegment): a kind their words name, never one a
// bare speed suggests (the notes' "25G×2" stored Ethernet before, the link
// cell's did not) nor a card's memory read as a speed.
func TestNamedNetSegmentOnePredicate(t *testing.T) {
	for seg, want := range map[string]bool{"RoCE 200G×2": true, "IB NDR 400G": true, "25GbE": true, "25G×2": false, "RTX 4090 24G ×8": false} {
		if _, ok := namedNetSegment(seg); ok != want {
			t.Errorf("%q: %v, want %v", seg, ok, want)
		}
	}
	for text, want := range map[string]string{
		"锦江算力 资源\nGPU,卡/台,价格 (元/卡/时),备注\nL20,8,2.6,25G×2\n":       Unknown,
		"锦江算力 资源\nGPU,卡/台,价格 (元/卡/时),备注\nL20,8,2.6,RoCE 200G×2\n": InterRoCE,
	} {
		res, err := Read("x.csv", []byte(text))
		if err != nil || len(res.Quotes) != 1 {
			t.Fatalf("err %v, %+v", err, res)
		}
		if got := res.Quotes[0].InterNode; got != want {
			t.Errorf("%q: network %q, want %q", text, got, want)
		}
	}
}

// Review finding 13 (speed): the list guard lets a cell without a list
// mark go before any regexp, and reads every other cell as the regexp does.
func TestListedGuard(t *testing.T) {
	for _, s := range []string{"9.5", "2,350 / 8,600", "元/台/周 ; 元/台/月", "1|2", "a｜b", "x；y", " 1\n2 ", "\n9.5\n", "元/卡/时", "1 /2", ""} {
		want := reListSplit.MatchString(strings.TrimSpace(s))
		if got := listMarked(s); got != want {
			t.Errorf("%q: listMarked %v, regexp %v", s, got, want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { listMarked("9.5 元/卡/时") }); n != 0 {
		t.Errorf("allocs %v", n)
	}
}
