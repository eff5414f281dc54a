package quotes

import (
	"strings"
	"testing"
)

func mrQuoteAt(res *FileResult, row int) (Quote, bool) {
	if q := quoteAt(res, row); q != nil {
		return *q, true
	}
	return Quote{}, false
}

// MR0001: a machine row with no price over price rows with a blank GPU
// cell: each price row takes the machine's GPU and counts (warned); the
// machine row is no offer; a price row with no machine above is refused
// at its GPU cell.
func TestMasterDetailRows(t *testing.T) {
	res := readCSV(t, "erp.csv", "某某数据 价目表",
		"类别,编码,GPU,每台卡数,台数,价格,单位",
		"明细,X-0,,,,9.9,元/卡/时",
		"主机,SRV-A,A800 SXM 80G,8,3,,",
		"明细,按量,,,,5.5,元/卡/时",
		"明细,包月,,,,30000,元/台/月",
		"主机,SRV-B,L20 48G,4,6,,",
		"明细,按量,,,,2.2,元/卡/时")
	if q, ok := mrQuoteAt(res, 5); !ok || q.GPU != "A800-80G-SXM" || !eqPtr(q.GPUsPerNode, 8) || !eqPtr(q.Nodes, 3) || q.Price != 5.5 || len(q.Warnings) == 0 {
		t.Errorf("row 5: %+v", q)
	}
	if q, ok := mrQuoteAt(res, 6); !ok || q.GPU != "A800-80G-SXM" || q.PriceUnit != "node_month" || !eqPtr(q.GPUsPerNode, 8) {
		t.Errorf("row 6: %+v", q)
	}
	if q, ok := mrQuoteAt(res, 8); !ok || q.GPU != "L20-48G" || !eqPtr(q.GPUsPerNode, 4) || !eqPtr(q.Nodes, 6) {
		t.Errorf("row 8 takes its own master: %+v", q)
	}
	if p := problemAt(res, 3); p == nil || p.ColumnLetter != "C" {
		t.Errorf("a price row with no master above is refused at its GPU cell: %+v", res.Problems)
	}
	for _, r := range []int{4, 7} {
		if _, ok := mrQuoteAt(res, r); ok || problemAt(res, r) != nil {
			t.Errorf("master row %d read or refused", r)
		}
	}
}

// MR0002: a long export (record id, field name, value) reads one quote per
// record, located at its price line; a record's own extra field is its own.
func TestLongExportRecords(t *testing.T) {
	res := readCSV(t, "long.csv", "id,attr,val",
		"r1,供应商,甲云", "r1,GPU型号,H20 96G", "r1,每台卡数,8", "r1,单价,5.1", "r1,单位,元/卡/时",
		"r2,供应商,甲云", "r2,GPU型号,L40S", "r2,每台卡数,4", "r2,单价,3000", "r2,单位,元/卡/月", "r2,租期,包季",
		"r3,供应商,甲云", "r3,GPU型号,A10", "r3,单价,无货", "r3,单位,元/卡/时")
	if q, ok := mrQuoteAt(res, 5); !ok || q.Vendor != "甲云" || q.GPU != "H20-96G" || q.Price != 5.1 || !eqPtr(q.GPUsPerNode, 8) {
		t.Errorf("r1: %+v", q)
	}
	if q, ok := mrQuoteAt(res, 10); !ok || q.GPU != "L40S-48G" || q.PriceUnit != "gpu_month" || q.MinHours == nil || *q.MinHours != 2160 {
		t.Errorf("r2: %+v", q)
	}
	if p := problemAt(res, 15); p == nil || p.ColumnLetter != "C" {
		t.Errorf("r3 refused at its price line: %+v", res.Problems)
	}
	if len(res.Quotes) != 2 {
		t.Errorf("quotes %d", len(res.Quotes))
	}
}

// A column of names with no record key is no long export: a table whose
// link column holds words a header knows (NVLink) reads as it is.
func TestLongExportNeedsRecordKey(t *testing.T) {
	tb, err := csvTable("云,规格,GPU,卡间,价格\n甲,g1,H800,NVLink,10\n甲,g2,L20,PCIe,2\n甲,g3,A10,PCIe,1\n", ',')
	if err != nil {
		t.Fatal(err)
	}
	if longExportTable(tb) != nil {
		t.Error("a wide table read as a long export")
	}
}

// MR0003: JSON objects in cells are columns named by their keys; a null
// amount is refused at its cell; MR0004: "P3M" is three months.
func TestJSONCellColumns(t *testing.T) {
	res := readText(t, "api.csv", "# export, vendor=乙算力\n"+
		"id,spec,price\n"+
		`s1,"{""gpu_model"": ""L20-48G"", ""gpu_per_node"": 8, ""stock_nodes"": 2}","{""amount"": ""16"", ""unit"": ""CNY/node/hour"", ""min_term"": ""P3M""}"`+"\n"+
		`s2,"{""gpu_model"": ""A10-24G"", ""gpu_per_node"": 1, ""stock_nodes"": 9}","{""amount"": null, ""unit"": ""CNY/GPU/hour""}"`+"\n")
	q, ok := mrQuoteAt(res, 3)
	if !ok || q.Vendor != "乙算力" || q.GPU != "L20-48G" || !eqPtr(q.GPUsPerNode, 8) || !eqPtr(q.Nodes, 2) || q.MinHours == nil || *q.MinHours != 2160 {
		t.Fatalf("s1: %+v %+v", q, res.Problems)
	}
	if v := perGPUHour(t, q); !within(v, 2) {
		t.Errorf("s1 per GPU-hour %v, want 2", v)
	}
	if p := problemAt(res, 4); p == nil || p.ColumnLetter != "C" {
		t.Errorf("s2 refused at its price cell: %+v", res.Problems)
	}
}

func TestJSONObjectCell(t *testing.T) {
	keys, vals, ok := jsonObjectCell(`{"a": "x", "b": 2, "c": null, "d": {"e": 1}}`)
	if !ok || strings.Join(keys, ",") != "a,b,c,d" || vals["b"] != "2" || vals["c"] != "" || vals["d"] != `{"e":1}` {
		t.Errorf("%v %v %v", keys, vals, ok)
	}
	for _, s := range []string{"", "{}", "[1]", `{"a":1} x`, `{"a":}`, "{a}"} {
		if _, _, ok := jsonObjectCell(s); ok {
			t.Errorf("%q read as an object", s)
		}
	}
}

func TestISODurationTerm(t *testing.T) {
	for s, want := range map[string]Term{"P3M": {3, TermMonth}, "P1Y": {1, TermYear}, "P2W": {2, TermWeek}, "P90D": {90, TermDay}, "PT30M": {30, TermMinute}, "PT1H": {1, TermHour}} {
		if got, err := ParseTerm(s); err != nil || got != want {
			t.Errorf("%s: %v %v", s, got, err)
		}
	}
}

// MR0006: a print layout's config row and price row under a two-row header
// are one offer, located at its price row.
func TestTwoRowRecords(t *testing.T) {
	res := readCSV(t, "print.csv", "某智算 报价（打印版）,,,,",
		"序号,配置,,,", ",计费,单价,单位,库存",
		"1,H100 PCIe 80G ×8,,,", ",按小时,9.5,元/卡/时,2台",
		"2,L40S ×4,,,", ",包月,8000,元/台/月,3台",
		"注：奇数行为配置，偶数行为价格。,,,,")
	if q, ok := mrQuoteAt(res, 5); !ok || q.GPU != "H100-80G-PCIe" || q.Price != 9.5 || !eqPtr(q.GPUsPerNode, 8) {
		t.Errorf("first pair: %+v %+v", q, res.Problems)
	}
	if q, ok := mrQuoteAt(res, 7); !ok || q.GPU != "L40S-48G" || q.PriceUnit != "node_month" || !eqPtr(q.GPUsPerNode, 4) {
		t.Errorf("second pair: %+v", q)
	}
	if len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Errorf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
}

// MR0005: a key=value vendor field in a metadata line.
func TestAssignedVendor(t *testing.T) {
	for line, want := range map[string]string{"# export 2026-12-01, vendor=丙数据": "丙数据", "source=api, 供应商=丁算力, region=cd": "丁算力", "a=1, b=2": ""} {
		if got := assignedVendor(line); got != want {
			t.Errorf("%q: %q, want %q", line, got, want)
		}
	}
}

// MR0007: key-value blocks: a price cut at its thousands separator is read
// whole; a heading between blocks is no row.
func TestKeyValueBlocksHeadings(t *testing.T) {
	res := readText(t, "bot.txt", "【戊算力】报价如下：\n\n方案1\n  显卡：A100 80G PCIe\n  价格：2,400 元/台/天\n\n方案2\n  显卡：L20 48G\n  价格：2.1 元/卡/时\n")
	if q, ok := mrQuoteAt(res, 5); !ok || q.Price != 2400 || q.PriceUnit != "node_day" {
		t.Errorf("block one: %+v %+v", q, res.Problems)
	}
	if len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Errorf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
}

// Stop 54 (set147/02): a block's earlier price (日常价) on the line over the
// price that replaces it (618 到手价) is no offer of its own, and the block
// stays one: its spec and the new price are one quote.
func TestKeyValueEarlierPriceOverNew(t *testing.T) {
	res := readText(t, "card.txt", "某云 | 618 年中狂欢\n📍 机房：成都\n\n━━━ 爆款① RTX 4090 单卡 ━━━\n🎯 配置：RTX 4090 24G × 1\n💰 日常价：2.30 元/卡时\n🔥 618 到手价：1.69 元/卡时\n\n━━━ 爆款② L20 ━━━\n🎯 配置：L20 48G × 1\n💰 价格：2.1 元/卡/时\n")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d %+v problems %+v", len(res.Quotes), res.Quotes, res.Problems)
	}
	if q := res.Quotes[0]; q.Price != 1.69 || q.GPU != "RTX4090-24G" {
		t.Errorf("the card's price: %v %s", q.Price, q.GPU)
	}
	if q := res.Quotes[1]; q.Price != 2.1 || q.GPU != "L20-48G" {
		t.Errorf("a block of one price: %v %s", q.Price, q.GPU)
	}
}

// MR0002: the record key may stand right of the values, and the names be
// English.
func TestLongExportKeyRight(t *testing.T) {
	res := readCSV(t, "eav.csv", "field,value,record",
		"vendor,Acme GPU,A", "gpu,H100 SXM 80G,A", "price,2.1,A", "unit,USD/GPU/hour,A",
		"vendor,Acme GPU,B", "gpu,L40S,B", "price,0.9,B", "unit,USD/GPU/hour,B")
	if q, ok := mrQuoteAt(res, 4); !ok || q.GPU != "H100-80G-SXM" || q.Price != 2.1 || q.Currency != "USD" {
		t.Errorf("A: %+v %+v", q, res.Problems)
	}
	if q, ok := mrQuoteAt(res, 8); !ok || q.GPU != "L40S-48G" || q.Price != 0.9 {
		t.Errorf("B: %+v", q)
	}
}

// MR0002: a long export's machine field names (gpu_per_node) read in words.
func TestLongExportMachineNames(t *testing.T) {
	res := readCSV(t, "eav2.csv", "rec,key,val",
		"1,vendor,Acme GPU", "1,gpu_model,H100 SXM 80G", "1,gpu_per_node,8", "1,unit_price,20", "1,price_unit,USD/node/hour",
		"2,vendor,Acme GPU", "2,gpu_model,L40S", "2,gpu_per_node,4", "2,unit_price,3.6", "2,price_unit,USD/node/hour")
	if q, ok := mrQuoteAt(res, 5); !ok || q.GPU != "H100-80G-SXM" || !eqPtr(q.GPUsPerNode, 8) || q.Price != 20 || q.PriceUnit != "node_hour" {
		t.Errorf("1: %+v %+v", q, res.Problems)
	}
	if q, ok := mrQuoteAt(res, 10); !ok || !eqPtr(q.GPUsPerNode, 4) {
		t.Errorf("2: %+v", q)
	}
}
