package quotes

import (
	"math"
	"strings"
	"testing"
)

// A discount off another price then what it comes to ("按包月价 9.2 折，即
// 32,855 元/台/月") prices the offer by the result, in the unit it states,
// its thousands comma no clause's start; a renewal's length (续约 3 个月) is
// the offer's minimum term.
func TestDiscountThenResultPrice(t *testing.T) {
	res := readText(t, "renew.txt", strings.Join([]string{
		"主题：恢复供电后价格及续约优惠",
		"发件人：罗晓川 <luoxiaochuan@tianfu-xs.example.cn>",
		"",
		"三、续约优惠（9月30日前签约有效）",
		"· A800 整机续约 3 个月（包季）：按包月价 9.2 折，即 32,855 元/台/月",
		"· A800 整机续约 12 个月：按包月价 8.5 折，即 30,355 元/台/月",
		"",
		"罗晓川",
		"客户成功部 | 成都天府星算科技有限公司",
	}, "\n"))
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for i, want := range []struct{ price, hours float64 }{{32855.0 / 8 / 720, 2160}, {30355.0 / 8 / 720, 8640}} {
		q := Normalize(res.Quotes[i], Options{})
		if q.PricePerGPUHour == nil || math.Abs(*q.PricePerGPUHour-want.price) > 1e-3 {
			t.Errorf("row %d: price %v, want %.4f", q.SourceRow, deref(q.PricePerGPUHour), want.price)
		}
		if q.MinHours == nil || *q.MinHours != want.hours {
			t.Errorf("row %d: min hours %v, want %v", q.SourceRow, deref(q.MinHours), want.hours)
		}
		if !hasKey(q, "import.warn.equivalent_unit") || hasKey(q, "import.warn.equivalent") {
			t.Errorf("row %d: warnings %v", q.SourceRow, q.Warnings)
		}
	}
	if loc := clauseStart("32,855 元/台/月(月付)"); loc == nil || loc[0] != len("32,855 元/台/月") {
		t.Errorf("clause start %v", loc)
	}
}

// A line whose only price keeps capacity for the buyer (锁定费, 保留费: a
// hold fee) offers no GPU time and is refused at the line; a hold fee beside
// a usage price is held out and the usage price read, with a minimum per
// activation (单次最少启用 3 天) as its term (stop 53, set140/05).
func TestProseHoldFeeOnlyLine(t *testing.T) {
	res := readText(t, "mail.txt", "王经理您好，\n1. H800 8卡/台：启用后 9.60 元/卡时，单次最少启用 3 天（保留费 900 元/卡/月）。\n2. B200 预计明年到货，现在可以先锁定，锁定费 4,000 元/卡/月，启用价到货前另报。\n某某算力 · 政企事业部\n")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 9.6 || res.Quotes[0].MinHours == nil || *res.Quotes[0].MinHours != 72 {
		t.Fatalf("want the H800 at 9.60 with a 72 h minimum alone: %+v", res.Quotes)
	}
	found := false
	for _, p := range res.Problems {
		found = found || p.Reason.Key == "import.prose.hold_fee_only" && p.Row == 3
	}
	if !found {
		t.Errorf("row 3 not refused as a hold fee alone: %+v", res.Problems)
	}
}

// An arrow parts last week's price from this week's ("上周6.9万 → 本周7.4万/台/月"):
// the price in force is read, the earlier one held out (stop 53, set143/04).
func TestProseArrowPartsEarlierPrice(t *testing.T) {
	res := readText(t, "bulletin.txt", "某某算力网 行情周报\n二、本网现货报价（含税）\n1. H800 SXM5 8卡整机（NVLink）：上周6.9万 → 本周7.4万/台/月，现货2台\n")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 74000 || res.Quotes[0].PriceUnit != UnitNodeMonth {
		t.Fatalf("want 74000 per machine-month: %+v %+v", res.Quotes, res.Problems)
	}
}
