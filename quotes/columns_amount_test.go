package quotes

import (
	"fmt"
	"testing"
)

// An amount column (the rate times the row's quantity) is not read as a
// price, whatever its header says; two rates of two plans, or a copy of
// the rate, stay prices.
func TestAmountColumnIsNoPrice(t *testing.T) {
	cases := []struct {
		name    string
		headers []string
		values  [][]string
		amount  int // the column that is an amount, -1 for none
	}{
		{"bill: cost = unit price × usage", []string{"GPU", "Usage quantity", "Unit price (SGD)", "Cost (SGD)"},
			[][]string{{"H100 x8", "A100 x4", "RTX 4090 x2"}, {"312", "720", "200"}, {"38.40", "10.80", "1.62"}, {"11,980.80", "7,776.00", "324.00"}}, 3},
		{"项目报价：金额 = 单价 × 数量 × 租期", []string{"GPU型号", "单价（元/台·月）", "数量（台）", "租期（月）", "报价（元）"},
			[][]string{{"H800", "A800", "4090"}, {"46000", "35000", "9000"}, {"2", "4", "1"}, {"3", "6", "12"}, {"276000", "840000", "108000"}}, 4},
		{"two plans' rates", []string{"GPU", "按量（元/卡时）", "包月（元/台·月）", "卡数"},
			[][]string{{"H800", "A800"}, {"8.5", "6"}, {"46000", "35000"}, {"8", "8"}}, -1},
		{"a copy of the rate (quantity 1 everywhere)", []string{"GPU", "单价", "数量", "金额"},
			[][]string{{"H800", "A800"}, {"8.5", "6"}, {"1", "1"}, {"8.5", "6"}}, -1},
		{"one row contradicts", []string{"GPU", "Unit price", "Qty", "Cost"},
			[][]string{{"H100", "A100", "L40S"}, {"2.5", "1.8", "1.1"}, {"10", "10", "10"}, {"25", "18", "99"}}, -1},
	}
	for _, c := range cases {
		cs, _ := decideColumns(c.headers, c.headers, c.values, nil, nil, nil)
		prices := 0
		for i, col := range cs {
			if col.field == fPrice {
				prices++
			}
			if i == c.amount && (col.field == fPrice || col.rule != ruleColAmount) {
				t.Errorf("%s: column %q read as %q (rule %s), want an amount", c.name, col.header, col.field, col.rule)
			}
			if i != c.amount && col.rule == ruleColAmount {
				t.Errorf("%s: column %q taken as an amount", c.name, col.header)
			}
		}
		if prices == 0 {
			t.Errorf("%s: no price column left", c.name)
		}
	}
}

// The person's mapping stands: a column they set to price stays price.
func TestAmountColumnPersonChoiceStands(t *testing.T) {
	h := []string{"GPU", "Usage quantity", "Unit price", "Cost"}
	v := [][]string{{"H100 x8", "A100 x4"}, {"312", "720"}, {"38.40", "10.80"}, {"11,980.80", "7,776.00"}}
	cs, _ := decideColumns(h, h, v, map[int]string{3: fPrice}, nil, nil)
	if cs[3].field != fPrice {
		t.Errorf("the person's price column became %q", cs[3].field)
	}
}

// A bill's usage column is no count of machines on offer: every row of
// usage_count_header takes such a column off the counts.
func TestUsageColumnIsNoMachineCount(t *testing.T) {
	for _, row := range wordRows("usage_count_header") {
		header := map[string]string{"usagequantity": "Usage quantity", "billedquantity": "Billed quantity"}[row[0]]
		if header == "" {
			header = row[0]
		}
		h := []string{"GPU", header, "Unit price (元/台·时)"}
		v := [][]string{{"H100 x8", "A100 x4", "4090 x2"}, {"312", "720", "200"}, {"38.40", "10.80", "1.62"}}
		cs, _ := decideColumns(h, h, v, nil, nil, nil)
		if f := cs[1].field; f == fNodes || f == fGPUsPerNode {
			t.Errorf("%q read as %s", header, f)
		}
	}
	// a plain 数量 column of a quote list stays the machines
	h := []string{"GPU", "数量（台）", "单价（元/台·月）"}
	cs, _ := decideColumns(h, h, [][]string{{"H800", "A800"}, {"2", "4"}, {"46000", "35000"}}, nil, nil, nil)
	if cs[1].field != fNodes {
		t.Errorf("数量（台） read as %q, want nodes", cs[1].field)
	}
}

// SM-AMOUNT-ONLY: a line of a project quotation giving only its amount (单价
// empty) has the price 金额 ÷ (数量 × 租期) where the other lines prove that
// product, warned; with no line proving it, the empty price is refused.
func TestPriceFromAmountOnlyLine(t *testing.T) {
	head := "报价单位：双流云智科技有限公司"
	res := readCSV(t, "quote.csv", head,
		"项目内容,规格说明,数量,单位,租期（月）,单价（元/月）,金额（元）",
		"GPU服务器租赁,A800 SXM 80G ×8,2,台,3,38000,228000",
		"GPU服务器租赁,L20 48G ×8,4,台,3,15000,180000",
		"GPU服务器租赁,H20 96G ×8,1,台,3,,216000",
		"合计,,,,,,624000",
	)
	var got *Quote
	for i := range res.Quotes {
		if res.Quotes[i].SourceRow == 5 {
			got = &res.Quotes[i]
		}
	}
	if got == nil || got.Price != 72000 || got.PriceUnit != "node_month" || !hasWarning(*got, "216000 ÷ (1 × 3)") {
		t.Fatalf("amount-only line: %+v problems %+v", got, res.Problems)
	}
	res = readCSV(t, "quote.csv", head,
		"项目内容,规格说明,数量,单位,租期（月）,单价（元/月）,金额（元）",
		"GPU服务器租赁,A800 SXM 80G ×8,2,台,3,38000,200000",
		"GPU服务器租赁,H20 96G ×8,1,台,3,,216000",
	)
	for _, q := range res.Quotes {
		if q.SourceRow == 4 {
			t.Errorf("no line proves 金额 = 单价 × 数量 × 租期: stored %+v", q)
		}
	}
	// one line in ten whose figures disagree (a bid the file marks void) leaves the proof standing; two do not
	for off, want := range map[int]bool{1: true, 2: false} {
		lines := []string{head, "规格说明,数量,租期（月）,单价（元/台·月）,总价(元)"}
		for i := 0; i < 11; i++ {
			amount := 2 * 12 * (40000 + i)
			if i < off {
				amount += 5000
			}
			lines = append(lines, fmt.Sprintf("A800 SXM 80G 8卡服务器,2,12,%d,%d", 40000+i, amount))
		}
		lines = append(lines, "H20 96G 8卡服务器,4,12,,4070400")
		res := readCSV(t, "bids.csv", lines...)
		got := false
		for _, q := range res.Quotes {
			got = got || q.SourceRow == 14 && q.Price == 84800
		}
		if got != want {
			t.Errorf("%d disagreeing lines in 11: amount-only line priced %v, want %v", off, got, want)
		}
	}
}

// A job settlement counts the card-hours billed (计费卡时) beside the fee:
// the count is no price, so no quote is ever stored at it (were 2,336
// 元/卡时); a fee with no unit is refused at its cell.
func TestBilledCardHoursAreNoPrice(t *testing.T) {
	res := readCSV(t, "settle.csv",
		"东坡算力调度平台 · 训练作业结算单",
		"作业编号,GPU型号,节点规格,节点数,运行时长(小时),计费卡时,费用(元)",
		`JOB-1,H800 80G SXM,8卡/节点,8,36.5,"2,336","23,360.00"`,
	)
	for _, q := range res.Quotes {
		if q.PriceUnit != UnitGPUHour || q.Price != 10 { // 23,360 ÷ 2,336 card-hours is the only right reading
			t.Fatalf("row 3 stored at %v %s: the card-hours count is no price", q.Price, q.PriceUnit)
		}
	}
	if !refusedRows(res)[3] && len(res.Quotes) == 0 {
		t.Errorf("row 3 neither read nor refused: %+v", res.Problems)
	}
}
