package quotes

import (
	"strings"
	"testing"
)

// A broker's list: the rows a direction cell marks as a customer's request
// are named as not offers, the offers beside them stored; zh and en, with a
// header of the trade_header table or none.
func TestBuyRequestsNotOffers(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		rows  []int
	}{
		{"zh.csv", []string{
			"方向,卡型,数量,价格,备注", // LC0221
			"出,A800 SXM,4台,3.5万/台/月,",
			"收,H100,2台,7万/台/月,急",   // LC0201
			"求购,4090,10台,1.5/卡/时,", // LC0203
			"出,L20,6台,1.7/卡/时,"}, []int{3, 4}},
		{"types.csv", []string{
			"类型,卡型,数量,价格", // LC0220
			"出,L40S,2台,2.45万/台/月",
			"求,A100 80G,4台,6元/卡/时",                     // LC0202
			"求租,H800,1台,6万/台/月",                        // LC0204
			"收购,910B,2台,2.6万/台/月",                      // LC0205
			"需求,4090D,8台,1.2/卡/时"}, []int{3, 4, 5, 6}}, // LC0206
		{"en.csv", []string{
			"Side,GPU,Qty,Price", // LC0229
			"Sell,H100 SXM 80GB,2,$2.10/GPU-hr",
			"Buy,A100 80GB SXM,4,$1.20/GPU-hr",                      // LC0207
			"WTB,L40S,8,$0.80/GPU-hr",                               // LC0208
			"wanted,H200,2,$2.50/GPU-hr",                            // LC0209
			"Request,RTX 4090,16,$0.30/GPU-hr"}, []int{3, 4, 5, 6}}, // LC0210
		{"noheader.csv", []string{
			",卡型,价格",
			"出,H20 96G,5.8万/台/月",
			"收,H20 96G,5万/台/月"}, []int{3}},
		{"budget.csv", []string{
			"卡型,数量,价格",
			"A800 SXM,4台,3.5万/台/月",
			"H100,2台,预算7万/台/月",                                // LC0240
			"4090,10台,求购价1.2/卡/时",                             // LC0241
			"L40S,2台,budget 0.8 USD/GPU-hr"}, []int{3, 4, 5}}, // LC0242
	} {
		res := readCSV(t, c.name, append([]string{"锦城算力撮合｜今日资源"}, c.lines...)...)
		var got []int
		for _, p := range res.NotOffers {
			got = append(got, p.Row-1)
			if !strings.HasPrefix(p.Reason.Key, "import.not_offer.") || p.Column == "" && c.name != "noheader.csv" {
				t.Errorf("%s row %d: %v names no column", c.name, p.Row, p.Reason)
			}
		}
		want := len(c.lines) - 1 - len(c.rows)
		if len(res.Quotes) != want || len(res.Problems) != 0 || !sameInts(got, c.rows) {
			t.Errorf("%s: %d quotes, problems %v, not offers %v: want %d quotes, not offers %v", c.name, len(res.Quotes), res.Problems, got, want, c.rows)
		}
	}
}

// Every direction header, and a request word that is only part of a cell
// or under a column of another kind, which is no request.
func TestBuyRequestHeaders(t *testing.T) {
	for _, h := range []string{"买卖", "供求", "出/收", "收/出", "买/卖", "交易类型", "Type", "Direction", "Buy/Sell", "WTS/WTB"} { // LC0222–LC0232
		res := readCSV(t, "h.csv", "锦城算力撮合", h+",GPU,价格", "出,A800 SXM,3.5万/台/月", "收,A800 SXM,3万/台/月")
		if len(res.Quotes) != 1 || len(res.NotOffers) != 1 {
			t.Errorf("header %q: %d quotes, not offers %v: want the 收 row a request", h, len(res.Quotes), res.NotOffers)
		}
	}
	res := readCSV(t, "other.csv",
		"供应商,卡型,价格,交付",
		"锦城算力,A800 SXM,3.5万/台/月,收到款后交付",
		"锦城算力,L20,1.7/卡/时,收")
	if len(res.Quotes) != 2 || len(res.NotOffers) != 0 {
		t.Errorf("%d quotes, not offers %v: 收 under 交付 is no request", len(res.Quotes), res.NotOffers)
	}
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
