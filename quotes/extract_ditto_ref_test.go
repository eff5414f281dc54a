package quotes

import (
	"strconv"
	"strings"
	"testing"
)

// A price cell pointing at another cell takes that cell's price where the
// file points at exactly one: the tier named on its row ("同6个月"), the
// tier to its left ("同上一档", ditto_left), the row of the GPU it names in
// its column ("同A100", NR0201), warned; a named GPU no row holds is refused
// at the cell. The sheet's "单价：元/卡/月" line states the unit.
func TestPriceReferences(t *testing.T) {
	res := readCSV(t, "refs.csv",
		"星河算力 租赁报价",
		"单价：元/卡/月（含税）",
		"供应商,GPU型号,每台卡数,1个月,6个月,12个月",
		"星河算力,A100 80G SXM4,8,5000,4800,同6个月",
		"星河算力,L40S 48G,8,2000,同上一档,1800",
		"星河算力,A800 80G SXM4,8,同A100,同A100,同A100",
		"星河算力,H200 141G,8,同B200,同B200,同B200")
	got := map[string]float64{}
	for _, q := range res.Quotes {
		if q.MinHours != nil {
			got[q.GPU+"@"+strconv.Itoa(int(*q.MinHours))] = q.Price
		}
		if q.PriceUnit != "gpu_month" {
			t.Errorf("%s: unit %q, want gpu_month from the 单价 line", q.GPU, q.PriceUnit)
		}
	}
	for k, want := range map[string]float64{"A100-80G-SXM@8640": 4800, "L40S-48G@4320": 2000, "A800-80G-SXM@720": 5000, "A800-80G-SXM@4320": 4800} {
		if got[k] != want {
			t.Errorf("%s: %v, want %v (all: %v)", k, got[k], want, got)
		}
	}
	if p := problemAt(res, 7); p == nil || !strings.Contains(p.Reason.In("en"), "同B200") {
		t.Errorf("row 7 (同B200, no such row): %v, want refused at its cell", p)
	}
	for _, q := range res.Quotes {
		if q.GPU == "H200-141G" {
			t.Errorf("H200 stored at %v from a reference to a row the file lacks", q.Price)
		}
	}
}

// A cell under a price header no field reads that states the row's price
// relative to another ("目录价下调5%", "公开价8.5折", NR0301) leaves the
// price read beside it unsure: the row is refused at that cell; a cell
// saying the same price ("同目录价") or none leaves the row read.
func TestRelativePriceRefused(t *testing.T) {
	res := readCSV(t, "rel.csv",
		"供应商,GPU型号,每台卡数,目录价,单位,分销价",
		"云桥,A100 80G SXM4,8,6.00,元/卡/时,目录价下调5%",
		"云桥,L40S 48G,8,2.40,元/卡/时,同目录价",
		"云桥,RTX 4090 24G,8,1.80,元/卡/时,公开价8.5折",
		"云桥,H20 96G,8,3.10,元/卡/时,市场价下浮3%",
		"云桥,A800 80G SXM4,8,5.00,元/卡/时,")
	for _, row := range []int{2, 4, 5} {
		if p := problemAt(res, row); p == nil || p.Column != "分销价" {
			t.Errorf("row %d: %v, want refused at 分销价", row, p)
		}
	}
	if len(res.Quotes) != 2 {
		t.Errorf("quotes %v: want rows 3 and 6 read", res.Quotes)
	}
	// read as a price, such a cell is no amount of its own
	for _, s := range []string{"目录价下调5%", "公开价8.5折", "在A100价格基础上加20%"} {
		if _, err := ParsePrice(s); err == nil {
			t.Errorf("%q read as a price", s)
		}
	}
	for _, s := range []string{"1-yr: -15%", "8.5折", "-10%", "满10台9折"} {
		if reRelativePrice.MatchString(compact(norm(s))) {
			t.Errorf("%q read as a price relative to another", s)
		}
	}
}

// Two price columns each followed by its own unit column ("按天价" |
// "按天单位" beside "按时价" | "按时单位", NR0401): each price takes the
// unit of the column after it, row by row.
func TestPairedUnitColumns(t *testing.T) {
	res := readCSV(t, "pair.csv",
		"GPU型号,每台卡数,按时价,按时单位,按天价,按天单位,供应商",
		"A100 80G PCIe,8,5.20,元/卡/时,110,元/卡/天,星桥",
		"L40S 48G,8,2.40,元/卡/时,50,元/卡/天,星桥")
	want := map[string]bool{"A100-80G-PCIe 5.2 gpu_hour": true, "A100-80G-PCIe 110 gpu_day": true, "L40S-48G 2.4 gpu_hour": true, "L40S-48G 50 gpu_day": true}
	for _, q := range res.Quotes {
		k := q.GPU + " " + strconv.FormatFloat(q.Price, 'f', -1, 64) + " " + q.PriceUnit
		if !want[k] {
			t.Errorf("%s: not wanted", k)
		}
		delete(want, k)
	}
	if len(want) > 0 || len(res.Problems) > 0 {
		t.Errorf("missing %v, problems %v", want, res.Problems)
	}
}

// A condition column's cell giving a whole price under a term ("若签两年则按
// 2.9元/卡/时", NR0501) is the row's offer for that term beside its plain
// price; a condition with no price of its own ("满20台9折") is none.
func TestConditionOffers(t *testing.T) {
	res := readCSV(t, "cond.csv",
		"供应商,GPU型号,每台卡数,单价,计价单位,优惠条件",
		"云岭,A100 80G SXM4,8,3.40,元/卡/时,若签两年则按2.9元/卡/时",
		"云岭,L40S 48G,8,1.90,元/卡/时,满20台9折")
	var got []string
	for _, q := range res.Quotes {
		k := q.GPU + " " + strconv.FormatFloat(q.Price, 'f', -1, 64)
		if q.MinHours != nil {
			k += " " + strconv.Itoa(int(*q.MinHours))
		}
		got = append(got, k)
	}
	want := []string{"A100-80G-SXM 3.4", "A100-80G-SXM 2.9 17520", "L40S-48G 1.9"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("quotes %v, want %v", got, want)
	}
}
