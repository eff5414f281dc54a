package quotes

import (
	"math"

	"testing"
)

// The lumps class: one price for a whole package, block, contract, window
// or billing cycle. Every case is an invented file, none of the set's.

func problemKeyed(res *FileResult, key string) bool {
	for _, p := range res.Problems {
		if p.Reason.Key == key {
			return true
		}
	}
	return false
}

// LS0001-: one price over two GPU models is refused at the GPU cell, never
// stored as one model's price; one model with extras stays a quote.
func TestLumpsMixedModelsRefused(t *testing.T) {
	res := readCSV(t, "mix.csv",
		"供应商,GPU型号,每台卡数,计费单位,价格",
		"峨眉算力,A100 80G SXM & L40S 48G,8,元/台/月,42000",
		"峨眉算力,H20 96G 加 RTX 4090 搭配出租,8,元/台/月,38000",
		"峨眉算力,H20 96G + 2TB NVMe,8,元/台/月,30000",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "H20-96G" {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if !problemKeyed(res, "import.err.ls_gpu_mixed") {
		t.Errorf("no mixed-model refusal: %+v", res.Problems)
	}
	if ids := gpuMixed("L40 / L40S"); ids != nil {
		t.Errorf("alternatives read as a bundle: %v", ids)
	}
}

// LS0101-LS0102: a table whose only money column is a line total reads it
// as the price, over the row's cards (its 8× spec or 总卡数) and term.
func TestLumpsSoleTotalColumn(t *testing.T) {
	res := readCSV(t, "blocks.csv",
		"整租报价 蜀南算力",
		"机器,台数,总卡数,租期,总价(元)",
		"8×L20 48G,2,16,3周,\"13,440\"",
		"4×A6000 48G,3,12,2个月,\"21,600\"",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	q := res.Quotes[0]
	if got := perGPUHour(t, q); !lsNear(got, 13440.0/(16*504)) || minHours(q) != 504 || !hasWarningKey(q, "import.warn.total_split") {
		t.Errorf("row 1: %v/h, min %v, warnings %v", got, minHours(q), q.Warnings)
	}
	if got := perGPUHour(t, res.Quotes[1]); !lsNear(got, 21600.0/(12*1440)) {
		t.Errorf("row 2: %v/h", got)
	}
	// beside a unit price the total stays the line total
	res = readCSV(t, "lines.csv",
		"供应商,GPU型号,数量(台),单价(元/台/月),总价(元)",
		"蜀南算力,L20 48G,2,9000,18000",
		"蜀南算力,A6000 48G,1,7000,7000",
	)
	for _, q := range res.Quotes {
		if q.PriceUnit != "node_month" {
			t.Errorf("%s: %s %v", q.GPU, q.PriceUnit, q.Price)
		}
	}
}

// LS0301-: a block's total contract value over its cards and term; a cards
// column holding every card of the row's machines is split as build reads it.
func TestLumpsContractValue(t *testing.T) {
	res := readCSV(t, "tcv.csv",
		"Vendor,GPU,Nodes,GPUs,Term,TCV (USD)",
		"Kestrel,H100 SXM5 80GB,4,32,2 months,96000",
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("problems %+v", res.Problems)
	}
	q := res.Quotes[0]
	if !lsNear(q.Price, 96000.0/(32*1440)) || q.Currency != "USD" || minHours(q) != 1440 {
		t.Errorf("price %v %s min %v", q.Price, q.Currency, minHours(q))
	}
}

// LS0401, LS0501, LS0601: a line "单位均为 元/卡·时" states the sheet's unit; 裸机
// is the service kind, not a machine basis; 全包价 is a price, not a pack.
func TestLumpsBareAndAllInColumns(t *testing.T) {
	res := readCSV(t, "allin.csv",
		"锦城云 价目；单位均为 元/卡·时",
		"GPU,单机卡数,裸机价,全包价",
		"L20 48G,8,2.40,2.90",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{2.40, 2.90} {
		if q := res.Quotes[i]; !lsNear(perGPUHour(t, q), want) {
			t.Errorf("%d: %v %s", i, q.Price, q.PriceUnit)
		}
	}
	if u, _ := parseUnitQty("元/裸机/月"); u.basis != "node" {
		t.Errorf("元/裸机/月: basis %q", u.basis)
	}
}

// LS0701-: a span of two dates is its term, the last day whole without a
// time; a start date before a length is no length.
func TestLumpsDateSpanTerm(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
	}{
		{"2028-03-01 至 2028-03-31", 31 * 24},
		{"2028/1/1 08:00 ~ 2028/1/2 20:00", 36},
		{"2028年2月1日到2028年2月29日", 29 * 24},
		{"自2028年1月1日起6个月", 6 * 720},
		{"from 2028-05-01 to 2028-05-07", 7 * 24},
	} {
		got, err := ParseTerm(c.in)
		if err != nil || got.Hours(DefaultHoursPerMonth) != c.want {
			t.Errorf("%s: %v %v, want %v h", c.in, got, err, c.want)
		}
	}
	if _, ok := dateSpanTerm("2028-03-31 至 2028-03-01"); ok {
		t.Errorf("a span ending before it starts read")
	}
}

// LS0711-: a window total over 开始 | 结束 columns, divided over the hours
// between them; an open end refused at its cell.
func TestLumpsWindowTotal(t *testing.T) {
	res := readCSV(t, "win.csv",
		"供应商,档期,开始,结束,GPU,台数,每台卡数,档期总价(元)",
		"锦城云,国庆档,2028-09-30 12:00,2028-10-08 12:00,L20 48G,1,8,\"4,608\"",
		"锦城云,冬档,2028-11-01 00:00,另行通知,L20 48G,1,8,\"9,000\"",
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	q := res.Quotes[0]
	if !lsNear(perGPUHour(t, q), 4608.0/(8*192)) || minHours(q) != 192 || !hasWarningKey(q, "import.warn.ls_window_term") {
		t.Errorf("price %v min %v warnings %v", q.Price, minHours(q), q.Warnings)
	}
	if !problemKeyed(res, "import.err.ls_window_open") {
		t.Errorf("open window not refused: %+v", res.Problems)
	}
}

// LS0801-: a price per billing cycle, the cycle in hours or defined in a
// line; one cycle is the least term.
func TestLumpsCyclePrice(t *testing.T) {
	res := readCSV(t, "cycle.csv",
		"供应商,GPU型号,GPU数量,计费周期(小时),周期单价(元)",
		"锦城云,L20 48G,2,336,\"2,016\"",
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("problems %+v", res.Problems)
	}
	q := res.Quotes[0]
	if !lsNear(perGPUHour(t, q), 2016.0/336/2) || minHours(q) != 336 || !hasWarningKey(q, "import.warn.ls_cycle_price") {
		t.Errorf("price %v %s min %v", q.Price, q.PriceUnit, minHours(q))
	}
	res = readCSV(t, "period.csv",
		"锦城云 按期计费；说明：长期 = 56天，短期 = 10天",
		"GPU,每台GPU,计费周期,每期租金(元/台)",
		"L20 48G,8,长期,\"21,504\"",
		"L20 48G,8,短期,\"4,800\"",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; !lsNear(perGPUHour(t, q), 21504.0/(56*24)/8) || minHours(q) != 56*24 {
		t.Errorf("长期: %v min %v", perGPUHour(t, q), minHours(q))
	}
	if q := res.Quotes[1]; !lsNear(perGPUHour(t, q), 4800.0/(10*24)/8) {
		t.Errorf("短期: %v", perGPUHour(t, q))
	}
}

// LS0901: a contract total beside a rate is its line total; with the rate a
// dash, the total is the row's price over its cards and term.
func TestLumpsTotalBesideRate(t *testing.T) {
	res := readCSV(t, "contract.csv",
		"供应商,GPU型号,每台卡数,台数,月租金(元/台),合同期,合同总价(元)",
		"锦城云,L20 48G,8,2,\"9,000\",6个月,\"108,000\"",
		"锦城云,A6000 48G,4,1,—,3个月,\"17,280\"",
	)
	if len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; q.PriceUnit != "node_month" || q.Price != 9000 {
		t.Errorf("rate row: %v %s", q.Price, q.PriceUnit)
	}
	if q := res.Quotes[1]; !lsNear(perGPUHour(t, q), 17280.0/(4*2160)) {
		t.Errorf("total row: %v", perGPUHour(t, q))
	}
}

// LS0201, LS0603, LS1001: a down payment under 付款方式 is the rent's; a
// project's 使用周期 is its least term; 1（单卡实例） counts one card.
func TestLumpsSmallWords(t *testing.T) {
	res := readCSV(t, "proj.csv",
		"供应商,GPU型号,卡数/台,计价方式,价格,使用周期（天）,付款方式",
		"锦城云,L20 48G,1（单卡实例）,单卡/天,60,20,首付30%",
	)
	if len(res.Quotes) != 1 {
		t.Fatalf("problems %+v", res.Problems)
	}
	q := res.Quotes[0]
	if !eqPtr(q.GPUsPerNode, 1) || minHours(q) != 480 {
		t.Errorf("gpn %v min %v", q.GPUsPerNode, minHours(q))
	}
	if n, err := ParseCount("3（待定）"); err == nil {
		t.Errorf("3（待定） read as %d", n)
	}
}

// FuzzDateSpan: the span reader never panics and never reads a span that
// ends before it starts or lasts longer than ten years.
func FuzzDateSpan(f *testing.F) {
	for _, s := range []string{"2027-01-01 至 2027-12-31", "2026-12-28 00:00 ~ 2027-01-04 00:00", "自2027年1月1日起12个月", "2027/02/30 to 2027/03/01", "2027-01-01 - 2027-01-01"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if tm, ok := dateSpanTerm(s); ok {
			if h := tm.Hours(DefaultHoursPerMonth); !(h > 0) || h > 87600 {
				t.Errorf("%q: %v", s, tm)
			}
		}
		_ = withoutDates(s)
		_, _ = ParseTerm(s)
	})
}

func lsNear(a, b float64) bool { return math.Abs(a-b) <= 1e-6*math.Max(1, math.Abs(b)) }

// The merged review: the columns stage promotes a table's only line-total
// column to the price only where the resolve stage divides it as a lump sum
// (one predicate, lumpTotalHeader): a subtotal or a monthly total (小计,
// 月费小计, 月总价) would be stored as a rate, the machines' total as one
// machine's monthly price.
func TestLumpsSoleTotalOnlyLumpWords(t *testing.T) {
	for h, want := range map[string]string{
		"总价(元)": fPrice, "TCV (USD)": fPrice,
		"月费小计(元)": fIgnore, "月总价(元)": fIgnore, "小计(元)": fIgnore, "Subtotal (USD)": fIgnore,
	} {
		cs := colReads{
			{header: "机器", values: []string{"8×L20 48G", "4×A6000 48G"}, fieldScore: fieldScore{field: fSpec}},
			{header: h, values: []string{"13,440", "21,600"}, fieldScore: fieldScore{field: fIgnore, rule: ruleTotalPriceHeader}},
		}
		soleTotalColumn(cs)
		if cs[1].field != want {
			t.Errorf("%s: read as %q, want %q", h, cs[1].field, want)
		}
	}
}
