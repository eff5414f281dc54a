package quotes

import (
	"errors"
	"strings"
	"testing"
)

// A spoken amount is the figure, the place word and the next place down:
// each row of words/spoken.tsv spoken_place, in a cell of its own kind.
func TestSpokenAmounts(t *testing.T) {
	for _, c := range []struct {
		cell string
		want float64
		unit string
	}{
		{"1块8一个卡时", 1.8, UnitGPUHour}, // LC0001
		{"2块5/卡/时（含税）", 2.5, UnitGPUHour},
		{"6毛5/卡时", 0.65, UnitGPUHour},     // LC0002
		{"8毛/卡时", 0.8, UnitGPUHour},       // LC0002 alone: 0.8 元
		{"2w8/台/月", 28000, UnitNodeMonth}, // LC0003
		{"1k5/卡/月", 1500, UnitGPUMonth},   // LC0005
		{"3千5/台/月", 3500, UnitNodeMonth},  // LC0006
		{"3.2w/台/月", 32000, UnitNodeMonth},
		{"16k/台/周", 16000, UnitNodeWeek},
		{"2万3千5/台/月", 23500, UnitNodeMonth}, // a longer amount in words: not rewritten
		{"一台一个月六万八", 68000, UnitNodeMonth},
	} {
		p, err := ParsePrice(c.cell)
		if err != nil || !within(p.Value, c.want) || p.Unit != c.unit {
			t.Errorf("%q: %v %s (%v), want %v %s", c.cell, p.Value, p.Unit, err, c.want, c.unit)
		}
	}
}

// The spoken reading is said on the quote, quoting the words as written.
func TestSpokenAmountWarned(t *testing.T) {
	res := readCSV(t, "spoken.csv",
		"供应商,卡型,每台几卡,价格",
		"锦江算力,RTX 4090,8,1块8/卡时")
	if len(res.Quotes) != 1 || !within(res.Quotes[0].Price, 1.8) {
		t.Fatalf("quotes %v problems %v: want 1.8 per card-hour", res.Quotes, res.Problems)
	}
	if q := res.Quotes[0]; q.GPUsPerNode == nil || *q.GPUsPerNode != 8 { // LC0101
		t.Errorf("GPUs per machine %v: want 8 from 每台几卡", q.GPUsPerNode)
	}
	found := false
	for _, w := range res.Quotes[0].Warnings {
		found = found || strings.Contains(w.In("zh"), "1块8")
	}
	if !found {
		t.Errorf("warnings %v: want the spoken amount quoted", res.Quotes[0].Warnings)
	}
	res = readCSV(t, "spoken2.csv",
		"vendor,gpu,单机几卡,单价（元/台/月）",
		"Tianyi,L40S,8,25500")
	if len(res.Quotes) != 1 || res.Quotes[0].GPUsPerNode == nil || *res.Quotes[0].GPUsPerNode != 8 { // LC0102
		t.Errorf("quotes %v problems %v: want 8 GPUs per machine from 单机几卡", res.Quotes, res.Problems)
	}
}

// An estimate is no price: refused at its cell, quoting it and the word;
// every row of the approximate table, zh and en.
func TestApproximatePriceRefused(t *testing.T) {
	for _, c := range []struct{ cell, word string }{
		{"7w左右/台/月", "左右"},                                    // LC0010
		{"3万上下/台/月", "上下"},                                    // LC0011
		{"大概2.1元/卡时", "大概"},                                   // LC0012
		{"大约2.1元/卡时", "大约"},                                   // LC0013
		{"估计4.5/卡时", "估计"},                                    // LC0014
		{"预估 36000/台/月", "预估"},                                // LC0015
		{"approx 2.10/GPU-hr", "approx"},                      // LC0016
		{"approximately $2.10 per GPU-hour", "approximately"}, // LC0017
		{"roughly 2.10 USD/GPU/h", "roughly"},                 // LC0018
		{"circa $1.90/hr per GPU", "circa"},                   // LC0019
		{"4万出头/台/月", "出头"},                                    // PP0001
		{"差不多2块/卡时", "差不多"},                                   // PP0002
		{"大致 36000/台/月", "大致"},                                // PP0003
		{"将近5万/台/月", "将近"},                                    // PP0004
		{"估摸着3.2/卡/时", "估摸"},                                  // PP0005
		{"约1.9", "约"},                                         // NR0001
		{"不到6万/台/月", "不到"},                                    // NR0002
		{"不超过 4.5元/卡时", "不超过"},                                // NR0003
		{"不高于4.5", "不高于"},                                     // NR0004
		{"最低3.2元/卡时", "最低"},                                   // NR0005
		{"最多 2.8/卡时", "最多"},                                   // NR0006
		{"~2.4/GPU-hr", "~"},                                  // NR0007
		{"about $2.40/hr", "about"},                           // NR0010
		{"under $2.40 per GPU-hour", "under"},                 // NR0011
		{"up to 2.40 USD/GPU/h", "up to"},                     // NR0012
		{"around 2.40/GPU-hr", "around"},                      // NR0013
		{"below $2.40/hr", "below"},                           // NR0014
		{"9万以内", "以内"},                                        // NR0015
		{"3元以下", "以下"},                                        // NR0016
		{"1.8多", "多"},                                         // NR0017
		{"5万多/台/月", "万多"},                                     // NR0018
		{"7千多/台/月", "千多"},                                     // NR0019
		{"4百多/卡/月", "百多"},                                     // NR0020
		{"2块多/卡时", "块多"},                                      // NR0021
	} {
		_, err := ParsePrice(c.cell)
		var ce *cellError
		if !errors.As(err, &ce) || ce.M.Key != "import.err.approximate_price" || !strings.Contains(ce.M.In("en"), c.word) {
			t.Errorf("%q: %v, want refused as an estimate naming %q", c.cell, err, c.word)
		}
	}
	// a word that only holds an approximate one is no estimate
	// nor a word that bounds something else than the amount, or is no bound
	// where it does not open or close the cell
	for _, cell := range []string{"2.10 USD/GPU-hr (approval needed)", "包月，约合每卡每小时2.07元", "合约价 5.2元/卡时",
		"5.2元/卡时（最低起租8卡）", "多卡 3.1/卡时", "2.10 USD/GPU-hr under contract", "100卡以内 5.2元/卡时"} {
		if _, err := ParsePrice(cell); err != nil {
			t.Errorf("%q: %v, want read", cell, err)
		}
	}
}
