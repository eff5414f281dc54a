package quotes

import "testing"

// SH0201: a GPU × instance-size cross-tab, the columns headed by a count of
// cards, each cell the price of an instance of that many cards.
func TestCardCountColumns(t *testing.T) {
	for h, want := range map[string]bool{"8卡": true, "1 卡": true, "4 GPUs": true, "2x GPU": true, "卡数": false, "8卡单价": false, "GPU型号": false, "元/卡/时": false} {
		if got := cardCountHeader(h); got != want {
			t.Errorf("cardCountHeader(%q) = %v, want %v", h, got, want)
		}
	}
	tb := &table{rows: [][]string{{"云服务器 按量价格（元/实例/小时）"}, {"GPU型号", "1卡", "2卡", "4卡", "8卡"},
		{"A10 24G", "1.38", "2.72", "5.36", "—"}, {"L20 48G", "3.2", "6.3", "12.4", "24.6"}, {"H20 96G", "5.4", "—", "21.2", "41.6"}},
		rowNum: []int{1, 2, 3, 4, 5}}
	l, first := mapTable(tb, 0, nil)
	if l == nil || first != 2 {
		t.Fatalf("no table under the card-count header: %v %d", l, first)
	}
	sizes := map[string]int{"1卡": 1, "2卡": 2, "4卡": 4, "8卡": 8}
	for _, c := range l.cols {
		n, ok := sizes[c.header]
		if !ok {
			continue
		}
		delete(sizes, c.header)
		if c.field != fPrice || c.hint.gpus == nil || *c.hint.gpus != n || c.hint.basis != "" {
			t.Errorf("%s: field %s gpus %v basis %q, want a price of an instance of %d cards, no per-card basis", c.header, c.field, c.hint.gpus, c.hint.basis, n)
		}
	}
	if len(sizes) > 0 {
		t.Errorf("columns not mapped: %v", sizes)
	}
}

// TR0101: a column headed by a range of the order's cards ("1–8卡",
// "9–64卡", "64卡以上") is a tier of one price, not an instance of that many
// cards; with the unit only in a note above the header ("说明：单价为元/卡/小时")
// every tier is a quote at the note's unit, GPUs per machine from the row.
func TestCardCountTierColumns(t *testing.T) {
	res := readCSV(t, "ladder.csv",
		"某IDC 算力租赁阶梯价",
		"说明：单价为元/卡/小时，按同一订单累计租用卡数分档",
		"",
		"GPU型号,单台配置,1–8卡,9–64卡,64卡以上,可租台数",
		"H800 SXM5 80G,8卡/台,12.80,12.20,11.50,6",
		"RTX 4090 24G,8卡/台,2.10,1.95,1.85,20",
	)
	if len(res.Quotes) != 6 {
		t.Fatalf("%d quotes, want 6 (problems %+v)", len(res.Quotes), res.Problems)
	}
	want := []float64{12.80, 12.20, 11.50, 2.10, 1.95, 1.85}
	for i, q := range res.Quotes {
		if !eqPtr(q.GPUsPerNode, 8) || !within(perGPUHour(t, q), want[i]) {
			t.Errorf("quote %d: %v GPUs per machine, %v per GPU-hour; want 8, %v", i, q.GPUsPerNode, perGPUHour(t, q), want[i])
		}
	}
	for line, want := range map[string]string{"说明：单价为元/卡/小时，按订单分档": "hour", "以上价格均为元/台/月（不含税）": "month", "H100单价为12元/卡/时": ""} {
		if h, _ := unitStatement([]string{line}); h.period != want {
			t.Errorf("unitStatement(%q) period %q, want %q", line, h.period, want)
		}
	}
}

// TR0102: a machine-count ladder whose first step is one machine ("1台 |
// 2–4台 | 5–9台 | 10台及以上") is found as the header and every step is a
// price column; "8台" alone is no tier (the price of eight machines).
func TestMachineCountLadderHeader(t *testing.T) {
	res := readCSV(t, "notice.tsv",
		"某数智 GPU整机租赁 批量价格通知",
		"单位：万元/台/月（8卡整机，不含税）",
		"",
		"机型\t1台\t2–4台\t5–9台\t10台及以上",
		"8×H800 SXM 80G NVLink\t7.0\t6.8\t6.5\t6.2",
		"8×H100 PCIe 80G\t6.0\t5.8\t5.6\t另议",
		"8×RTX 3090 24G\t0.95\t0.90\t0.85\t0.80",
	)
	if len(res.Quotes) != 11 {
		t.Fatalf("%d quotes, want 11 (problems %+v)", len(res.Quotes), res.Problems)
	}
	if q := res.Quotes[0]; !eqPtr(q.GPUsPerNode, 8) || !within(perGPUHour(t, q), 70000.0/720/8) {
		t.Errorf("1台 tier: %v GPUs per machine, %v per GPU-hour", q.GPUsPerNode, perGPUHour(t, q))
	}
	for h, want := range map[string]bool{"1台": true, "1 node": true, "2–4台": true, "10台及以上": true, "8台": false, "8卡": false, "台数": false} {
		if got := tierHeader(h); got != want {
			t.Errorf("tierHeader(%q) = %v, want %v", h, got, want)
		}
	}
}
