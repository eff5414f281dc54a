package quotes

import (
	"math"
	"strings"
	"testing"
)

// Tests for an ordinary month's inbox of a game and animation studio (issue
// 23, set111's class), on invented rows: a tier table whose term columns are
// headed by a term word and one counted term (JM0001-JM0006); a console
// export whose GPU count column holds a vGPU's share of a card; a broker's
// second plan in a line whose amount is written bare after 的话 (JM0007).

// JM0001-JM0006: "合同期 6个月" over prices is that term's column, never a
// column of terms (before, the first such column was the row's minimum term
// and each price in it read as that many months).
func TestTermTierHeaderIsNoTermColumn(t *testing.T) {
	for h, want := range map[string]bool{
		"租期 3个月": true, "合同期 12个月": true, "签约期：1年": true, "租赁期 6 个月": true,
		"租期": false, "租期(月)": false, "最短租期": false, "租期要求": false, "合同期 月": false,
	} {
		if got := termTierHeader(h); got != want {
			t.Errorf("termTierHeader(%q) = %v, want %v", h, got, want)
		}
	}
	res := readCSV(t, "tier.csv",
		"锦江智算服务中心 算力价格表",
		"计价单位：元/卡/月（含税）",
		"显卡,单机卡数,合同期 1个月,合同期 6个月,合同期 12个月",
		"L40S 48G,8,3100,2900,2750",
		"H800 80G SXM,8,9800,9300,8900",
	)
	for _, p := range res.Problems {
		t.Logf("problem: %s", p.Reason)
	}
	want := map[float64]float64{3100: 720, 2900: 4320, 2750: 8640, 9800: 720, 9300: 4320, 8900: 8640}
	seen := 0
	for _, q := range res.Quotes {
		h, ok := want[q.Price]
		if !ok || q.PriceUnit != "gpu_month" {
			t.Errorf("row %d: %v %s, want one of the table's card-month prices", q.SourceRow, q.Price, q.PriceUnit)
			continue
		}
		seen++
		if got := minHours(q); got != h {
			t.Errorf("row %d price %v: minimum term %v h, want %v", q.SourceRow, q.Price, got, h)
		}
	}
	if seen != len(want) {
		t.Errorf("%d of %d tier prices read", seen, len(want))
	}
}

// A cloud's GPU count column holding a vGPU's share (0.5, 0.25) is still the
// cards of each instance: the instance prices beside it are divided by it,
// and the share's row is refused naming the share (before, the share made
// the count column a price column: every instance price read per card).
func TestCardShareCountColumnStaysACount(t *testing.T) {
	for x, want := range map[float64]bool{0.5: true, 0.25: true, 0.125: true, 1.0 / 3: true, 0.75: false, 1.5: false, 0.1: false} {
		if got := cardShare(x); got != want {
			t.Errorf("cardShare(%v) = %v, want %v", x, got, want)
		}
	}
	res := readCSV(t, "console.csv",
		"濯锦云 实例价格导出,币种：人民币",
		"区域,实例类型,显卡,GPU数量,按需(元/小时),包月(元/月)",
		"华西2,gx4-l40s.16xlarge,L40S 48GB,4,22.00,13200.00",
		"华西2,vgx-a10.c2m8,A10 24GB (vGPU 1/2),0.5,0.90,520.00",
		"华西2,gx1-a10.4xlarge,A10 24GB,1,1.60,960.00",
	)
	for row, want := range map[int]float64{3: 5.5, 5: 1.6} {
		q := quoteOfRow(t, res, row)
		if q == nil || math.Abs(perGPUHour(t, *q)-want) > 1e-9 {
			t.Errorf("row %d: %+v, want %v a card-hour", row, q, want)
		}
	}
	if q := quoteOfRow(t, res, 4); q != nil {
		t.Errorf("row 4 (a half card) stored: %+v", q)
	}
	refused := false
	for _, p := range res.Problems {
		refused = refused || p.Row == 4 && strings.Contains(p.Reason.In("en"), "vgpu 1/2")
	}
	if !refused {
		t.Errorf("the vGPU share's row is not refused naming its share: %+v", res.Problems)
	}
	if got := gpuShareOf("A10 24GB (vGPU 1/2)", true); got != "vgpu 1/2" {
		t.Errorf(`gpuShareOf("A10 24GB (vGPU 1/2)") = %q`, got)
	}
	if got := gpuShareOf("A10 24GB vGPU", true); got != "" {
		t.Errorf(`gpuShareOf("A10 24GB vGPU") = %q, want none`, got)
	}
}

// JM0007: a plan's bare amount after 的话 beside a priced clause is a price
// in that clause's unit, the plan its condition; a scale or a condition that
// does not fit leaves it as it was (before, "包年的话2.3万" was 2.3万 a year).
func TestPlanBareAmountAfterDeHua(t *testing.T) {
	for line, want := range map[string]string{
		"L40S 8卡整机 2.6万一台一个月，包年的话2.3万":     "包年 2.3万一台一个月|包年",
		"H800 整机 5.2w/台/月，包半年的话4.9w":       "4.9w/台/月|包半年",
		"L40S 8卡整机 2.6万一台一个月，包年的话23000":    "",
		"L40S 8卡整机 2.6万一台一个月，不含税的话2.4万":    "",
		"L40S 8卡整机 2.6万一台一个月，包年的话2.3万/台/年": "",
	} {
		_, offers := proseOffers(spokenLine(line))
		if len(offers) != 1 {
			t.Fatalf("%q: %d offers", line, len(offers))
		}
		got := ""
		for _, p := range reachPrices(offers[0].pieces) {
			if p.cond != "" {
				got = p.text + "|" + p.cond
			}
		}
		if got != want {
			t.Errorf("%q: reached %q, want %q", line, got, want)
		}
	}
}
