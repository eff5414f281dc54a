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

// Review finding 1: a tier table's group header names its term in any word
// of words/columns.tsv term_tier_lead (租赁期, 租用期, 签约期, 租用期限): the
// word that makes the column a tier is the word its term is read by, so each
// tier's price keeps its tier's term (before, 租赁期 made the column a tier
// and no reader took its term: every price stored with no minimum term).
func TestTermTierLeadTermIsRead(t *testing.T) {
	for _, lead := range []string{"租赁期", "租用期", "签约期", "租用期限", "租赁期限"} {
		res := readCSV(t, "tier2.csv",
			"岷江渲染算力中心 显卡租赁报价",
			"计价单位：元/卡/月（含税）",
			"型号,每台卡数,"+lead+",,,",
			",,1个月,3个月,6个月,12个月",
			"RTX 4090 24G,8,1500,1420,1380,1300",
			"L20 48G,8,2600,2500,2400,2300",
		)
		want := map[float64]float64{1500: 720, 1420: 2160, 1380: 4320, 1300: 8640, 2600: 720, 2500: 2160, 2400: 4320, 2300: 8640}
		seen := 0
		for _, q := range res.Quotes {
			h, ok := want[q.Price]
			if !ok {
				t.Errorf("%s: row %d: %v %s, want one of the tier prices", lead, q.SourceRow, q.Price, q.PriceUnit)
				continue
			}
			seen++
			if got := minHours(q); got != h {
				t.Errorf("%s: price %v: minimum term %v h, want %v", lead, q.Price, got, h)
			}
		}
		if seen != len(want) {
			t.Errorf("%s: %d of %d tier prices read; problems %+v", lead, seen, len(want), res.Problems)
		}
	}
}

// Review finding 2: a plan's bare amount after 的话 reaches the price before
// it only when near it (carryUnitRatio, as carryUnit): "包季的话3.1万" beside
// 1.08万/台/月 is the quarter's total, never 3.1万 a month.
func TestPlanBareAmountFarIsATotal(t *testing.T) {
	for _, line := range []string{
		"RTX 4090 8卡整机 1.1万/台/月，包季的话3.0万",
		"L20 8卡整机 1.6万一台一个月，包半年的话8.8万",
		"A800 8卡整机 3.5万一台一个月，包年的话37万",
		"L40S 8卡整机 2.3万/台/月，签半年的话12.5万",
	} {
		_, offers := proseOffers(spokenLine(line))
		for _, o := range offers {
			for _, p := range reachPrices(o.pieces) {
				if p.cond != "" {
					t.Errorf("%q: reached %q (%s) as a price in the unit before it", line, p.text, p.cond)
				}
			}
		}
	}
}

// Review finding 5: "GPU 4/8" after a GPU's name is how many of the
// machine's cards are free, not a share of one card; only a vGPU's fraction
// is a share.
func TestGPUFractionIsNoShare(t *testing.T) {
	for text, want := range map[string]string{
		"H20 96G GPU 8/8": "", "L20 48G GPU 4/8": "", "A10 24GB (vGPU 1/4)": "vgpu 1/4", "T4 vgpu 1/2": "vgpu 1/2",
	} {
		if got := gpuShareOf(text, true); got != want {
			t.Errorf("gpuShareOf(%q) = %q, want %q", text, got, want)
		}
	}
}
