package quotes

import "testing"

// An item cell that states the minimum term in a remark gives the row its
// term; a row with a term column of its own keeps that; a cell with no
// lead word keeps none.
func TestSpecCellTerm(t *testing.T) {
	res := readCSV(t, "inq.tsv",
		"询价项,供应商,最终报价(元/卡/时)",
		"H20 96G×8（整机租用，不少于3个月）,恒川算力,5.45",
		"A800 80G SXM×8（整机，至少6个月起）,汉江智算,6.80",
		"RTX 4090×8（整机，按月）,淮扬云,1.95",
		`"8x H100 SXM 80GB node, reserved 3-month term (month 2 of 3)",Ridgeline,19.2`)
	want := []float64{2160, 4320, 0, 2160}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for i, q := range res.Quotes {
		got := 0.0
		if q.MinHours != nil {
			got = *q.MinHours
		}
		if got != want[i] {
			t.Errorf("row %d: min hours %v, want %v", q.SourceRow, got, want[i])
		}
	}
	res = readCSV(t, "own.csv",
		"GPU配置,供应商,单价(元/卡/时),租期",
		"H20 96G×8（不少于3个月）,恒川算力,5.45,12个月")
	if len(res.Quotes) != 1 || res.Quotes[0].MinHours == nil || *res.Quotes[0].MinHours != 8640 {
		t.Errorf("quotes %+v: want the 租期 column's 12 months", res.Quotes)
	}
	for _, w := range specTermLeads {
		r := rowIn{cells: map[string]cell{fSpec: {text: "H20 96G×8（" + w + " 3个月）", header: "配置"}}}
		specTerm(&r)
		if r.cells[fMinTerm].text == "" {
			t.Errorf("%q: no term read", w)
		}
	}
}

// A pay-as-you-go line's quantity ("按实际用量") states no count: the row
// is read with its machines unknown; a number or a word that is no count
// stays as it was.
func TestAsUsedQuantity(t *testing.T) {
	for w := range asUsedWords {
		res := readCSV(t, "annex.csv",
			"乙方：鹏程算力科技有限公司",
			"序号,配置说明,计费单位,含税单价(元),数量",
			"1,1×RTX4090 24G,卡·时,1.8,"+w,
			"2,8×H800 SXM5 80G,台·月,82800,4台")
		if len(res.Quotes) != 2 || res.Quotes[0].Nodes != nil || res.Quotes[1].Nodes == nil || *res.Quotes[1].Nodes != 4 {
			t.Errorf("%q: quotes %d, problems %v: want both read, the first with no count", w, len(res.Quotes), res.Problems)
		}
	}
	res := readCSV(t, "annex.csv", "序号,配置说明,计费单位,含税单价(元),数量", "1,1×RTX4090 24G,卡·时,1.8,若干")
	if len(res.Problems) == 0 {
		t.Error("“若干” is still refused as no count")
	}
}

// SM-GPU-CELL-PLAN: a billing export's SKU description (the GPU column, no
// spec column) names the commitment: its term is the minimum, warned; an
// on-demand line has none.
func TestPlanTermInGPUCell(t *testing.T) {
	res := readCSV(t, "sku_export.csv",
		"Sunrise Cloud — usage export",
		"SKU description,Usage unit,Unit price (SGD)",
		"\"NVIDIA H100 80GB SXM x8 instance, 1-year committed use\",Instance-hour,27.20",
		"\"NVIDIA H100 80GB SXM x8 instance, on-demand\",Instance-hour,38.40",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	q := res.Quotes[0]
	if q.MinTerm == nil || q.MinTerm.Value != 1 || q.MinTerm.Unit != TermYear || !hasWarning(q, "1-year committed") {
		t.Errorf("committed line: term %+v warnings %v", q.MinTerm, q.Warnings)
	}
	if res.Quotes[1].MinTerm != nil {
		t.Errorf("on-demand line: term %+v", *res.Quotes[1].MinTerm)
	}
}

// FM: formal procurement papers state the machines and the service period
// inside the item cell ("共8台（64卡）", a numbered 项目特征描述 with
// "数量：4台，服务期12个月") or in a 服务期 column: the machines are the row's
// count, the period its term; a per-machine count ("8卡/台") is no machine
// count, and a row's own count column wins.
func TestFormalItemCellCountAndTerm(t *testing.T) {
	res := readCSV(t, "bid_opening.csv",
		"序号,采购标的,投标人名称,投标报价（元/卡·时，含税）,服务期",
		"1,H800 SXM 80G 整机8卡/台，共8台（64卡）,成都天府智算科技有限公司,11.60,12个月",
		"2,RTX 4090 24G 整机8卡/台,四川岷江数智科技有限公司,1.98,6个月")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	q := res.Quotes[0]
	if q.Nodes == nil || *q.Nodes != 8 || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 || q.MinHours == nil || *q.MinHours != 8640 {
		t.Errorf("共8台: nodes %v gpn %v min %v", q.Nodes, q.GPUsPerNode, q.MinHours)
	}
	if q = res.Quotes[1]; q.Nodes != nil || q.MinHours == nil || *q.MinHours != 4320 {
		t.Errorf("8卡/台 alone: nodes %v (want none), min %v (want 4320 from 服务期)", q.Nodes, q.MinHours)
	}
	res = readCSV(t, "boq.csv",
		"投标人：成都锦瑞数智科技有限公司",
		"项目名称,项目特征描述,计量单位,综合单价（元）",
		"GPU推理服务器租赁,\"1. GPU：8×NVIDIA L40S 48GB PCIe\n2. 内存：1TB\n3. 数量：2台，服务期6个月\",台·月,23800",
		"GPU训练服务器租赁,\"1. GPU：8×NVIDIA H100 SXM5 80GB\n2. 数量：4台，服务期12个月\",台·月,92800")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for i, want := range []struct{ nodes, gpn int }{{2, 8}, {4, 8}} {
		q := res.Quotes[i]
		if q.Nodes == nil || *q.Nodes != want.nodes || q.GPUsPerNode == nil || *q.GPUsPerNode != want.gpn || !hasKey(q, "import.warn.nodes_from_spec") {
			t.Errorf("row %d: nodes %v gpn %v, want %d×%d read from the description", q.SourceRow, q.Nodes, q.GPUsPerNode, want.nodes, want.gpn)
		}
	}
	if q := res.Quotes[0]; q.MinHours == nil || *q.MinHours != 4320 || q.Price != 23800 || q.PriceUnit != "node_month" {
		t.Errorf("服务期6个月: min %v price %v %s", q.MinHours, q.Price, q.PriceUnit)
	}
	res = readCSV(t, "own_count.csv",
		"采购标的,投标人名称,投标报价（元/卡·时）,数量（台）",
		"H800 SXM 80G 整机8卡/台，共8台,成都天府智算科技有限公司,11.60,2")
	if len(res.Quotes) != 1 || res.Quotes[0].Nodes == nil || *res.Quotes[0].Nodes != 2 {
		t.Errorf("quotes %+v: want the row's own count 2", res.Quotes)
	}
}

// A list item's number is no part of the machine ("1. GPU：8×L40S"); a
// figure of the part is kept ("1.5TB").
func TestSpecListNumber(t *testing.T) {
	for s, want := range map[string]int{"1. GPU：8×NVIDIA L40S 48GB PCIe": 8, "8×H100 80GB": 8} {
		if sp, _ := ParseSpec(s); sp.GPUs == nil || *sp.GPUs != want {
			t.Errorf("%q: gpus %v, want %d", s, sp.GPUs, want)
		}
	}
	if got := reListNumber.ReplaceAllString("1.5TB NVMe", "$1"); got != "1.5TB NVMe" {
		t.Errorf("1.5TB: %q", got)
	}
}

// FM: a bill of quantities' 数量 under 计量单位 “台·月” counts machine-months:
// over a 12-month term 48 is 4 machines (warned); with no term in months, or
// card-hours (卡·时), it is no machine count (warned); beside a price unit
// (元/台·月) or a rate's words (每台每月) a quantity still counts machines.
func TestQuantityInUnitPeriods(t *testing.T) {
	res := readCSV(t, "boq.csv",
		"投标人：成都锦瑞数智科技有限公司",
		"项目特征描述,计量单位,数量,服务期,综合单价（元）",
		"8×NVIDIA H100 SXM5 80GB,台·月,48,12个月,92800",
		"8×NVIDIA L40S 48GB PCIe,台·月,24,,23800",
		"单卡 RTX 4090 24GB,卡·时,20000,,2.05",
		"8×NVIDIA A800 80GB PCIe,元/台·月,2,6个月,46000",
		"8×NVIDIA H20 96GB,每台每月,3,,40000")
	want := map[int]int{3: 4, 4: 0, 5: 0, 6: 2, 7: 3}
	warn := map[int]string{3: "import.warn.quantity_split", 4: "import.warn.quantity_unit_periods", 5: "import.warn.quantity_unit_periods"}
	if len(res.Quotes) != len(want) {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		got := 0
		if q.Nodes != nil {
			got = *q.Nodes
		}
		if got != want[q.SourceRow] || warn[q.SourceRow] != "" && !hasKey(q, warn[q.SourceRow]) {
			t.Errorf("row %d: nodes %d, want %d (warnings %v)", q.SourceRow, got, want[q.SourceRow], RenderAll(q.Warnings, "en"))
		}
	}
}

// LX0002, LX0003: the measure says what a quantity counts: under 服务期
// given in the measure's period in its header, a quantity of 台·月 that is
// no whole number of terms is the machines (5 over 12 months; 36 over 12 is
// 3, split), 节点 counts machines, and 卡 counts all the cards (16 of
// 8-card machines: 2 machines, warned), never 16 machines.
func TestQuantityByMeasure(t *testing.T) {
	res := readCSV(t, "boq.csv",
		"投标单位：锦城数算科技有限公司",
		"序号,品目,计量单位,数量,租赁期（月）,单价（元）",
		"1,8×NVIDIA H800 SXM5 80GB 训练服务器,台·月,5,12,86000",
		"2,8×NVIDIA L20 48GB 推理服务器,台·月,36,12,11500")
	res2 := readCSV(t, "boq2.csv",
		"投标单位：锦城数算科技有限公司",
		"品目,计量单位,数量,单价（元/卡/月）",
		"8×NVIDIA L40S 48GB PCIe 服务器,卡,16,2300",
		"8×NVIDIA A800 80GB SXM 服务器,节点,3,6100")
	res.Quotes = append(res.Quotes, res2.Quotes...)
	want := map[string]int{"H800-80G-SXM": 5, "L20-48G": 3, "L40S-48G": 2, "A800-80G-SXM": 3}
	warn := map[string]string{"H800-80G-SXM": "import.warn.quantity_machines_over_term", "L20-48G": "import.warn.quantity_split", "L40S-48G": "import.warn.quantity_cards"}
	if len(res.Quotes) != len(want) {
		t.Fatalf("quotes %+v problems %+v %+v", res.Quotes, res.Problems, res2.Problems)
	}
	for _, q := range res.Quotes {
		if !eqPtr(q.Nodes, want[q.GPU]) || warn[q.GPU] != "" && !hasKey(q, warn[q.GPU]) {
			t.Errorf("%s: nodes %v, want %d (warnings %v)", q.GPU, q.Nodes, want[q.GPU], RenderAll(q.Warnings, "en"))
		}
	}
}

// QS0001-3: a bill of quantities' 期数 (the count of monthly periods the
// lease runs, "期数(月)" beside 台·月) is the minimum term; a "—" on a
// one-off line is no term.
func TestPeriodCountIsTerm(t *testing.T) {
	res := readCSV(t, "boq.csv",
		"报价单位：某甲信安系统集成有限公司",
		"序号,分项,规格/配置,单位,数量,单价(元),期数(月),小计(元)",
		"1,GPU训练服务器,8×H800 80GB SXM5,台·月,4,66500,12,3192000",
		"2,GPU推理服务器,8×L20 48GB,台·月,2,19200,6,230400")
	want := map[string]string{"H800-80G-SXM": "12 months", "L20-48G": "6 months"}
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.MinTerm == nil || q.MinTerm.String() != want[q.GPU] {
			t.Errorf("%s: min term %v, want %s", q.GPU, q.MinTerm, want[q.GPU])
		}
	}
}

// MD0001-5, QU0001-23: a procurement system's export of replies: the
// material description (报价物料描述) is the offer, its GPU the row's, never
// a price column; the quantity's own unit column (数量单位: 台 | 卡) says
// what the quantity counts beside the price's unit (计价方式): 32 under 卡
// is the cards in all, never 32 machines.
func TestQuantityUnitColumnBesidePriceUnit(t *testing.T) {
	res := readCSV(t, "srm.csv",
		"询价单号：RFQ-0001",
		"序号,供应商名称,报价物料描述,数量,数量单位,含税单价,币种,计价方式",
		"1,某甲数据,GPU整机租赁 8*A800 80G,4,台,\"5,600.00\",CNY,每台每周",
		"2,某乙云,L40S GPU云主机（8卡）,16,卡,2.95,CNY,每卡每小时")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	a, l := res.Quotes[0], res.Quotes[1]
	if a.GPU != "A800-80G-SXM" || !eqPtr(a.Nodes, 4) || a.Price != 5600 {
		t.Errorf("台 row: %s nodes %v price %v", a.GPU, a.Nodes, a.Price)
	}
	if l.GPU != "L40S-48G" || l.Nodes != nil && *l.Nodes == 16 || !hasKey(l, "import.warn.quantity_cards") {
		t.Errorf("卡 row: %s nodes %v, warnings %v", l.GPU, l.Nodes, RenderAll(l.Warnings, "en"))
	}
}
