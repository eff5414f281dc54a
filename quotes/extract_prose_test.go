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
