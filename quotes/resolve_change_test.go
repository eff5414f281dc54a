package quotes

import (
	"math"
	"testing"
)

// A change cell: up or down by a share or an amount, unchanged, or not one
// that can be worked out (no direction, a share of 100% or more, words).
func TestParseChange(t *testing.T) {
	for _, c := range []struct {
		in     string
		ok     bool
		f, add float64
		period string
	}{
		{"上调8%", true, 1.08, 0, ""},
		{"下调10%", true, 0.9, 0, ""},
		{"+5%", true, 1.05, 0, ""},
		{"-9.7%", true, 0.903, 0, ""},
		{"Increase 3%", true, 1.03, 0, ""},
		{"不变", true, 1, 0, ""},
		{"0", true, 1, 0, ""},
		{"上调300元/台/月", true, 1, 300, "month"},
		{"下调0.2", true, 1, -0.2, ""},
		{"8%", false, 0, 0, ""},
		{"下调100%", false, 0, 0, ""},
		{"另行通知", false, 0, 0, ""},
		{"—", false, 0, 0, ""},
		{"上调300台", false, 0, 0, ""},
	} {
		ch, ok := parseChange(c.in)
		if ok != c.ok || ok && (math.Abs(ch.f-c.f) > 1e-9 || math.Abs(ch.add-c.add) > 1e-9 || ch.unit.period != c.period) {
			t.Errorf("parseChange(%q) = %+v, %v", c.in, ch, ok)
		}
	}
}

// A change column beside the row's one price: the changed price is stored
// where a line names it as billed, held for review where none does; a
// change not stated refuses the row; beside a second price it is no modifier.
func TestChangeColumnChangesThePrice(t *testing.T) {
	head := []string{"关于2027年1月1日起调整GPU算力服务价格的通知", "发函单位：青松算力有限公司"}
	rows := []string{
		"资源型号,规格,计费单位,现行单价,调整幅度",
		"H800 80G SXM,8卡/台,元/台/月,\"112,000\",上调8%",
		"A100 40G SXM,8卡/台,元/卡/天,96,下调10%",
		"RTX 4090 24G,8卡/台,元/台/月,\"10,600\",上调300元/台/月",
		"A800 80G PCIe,8卡/台,元/卡/时,5.60,不变",
		"L40S 48G,8卡/台,元/卡/时,3.20,另行通知",
		"L20 48G,8卡/台,元/台/月,\"18,000\",上调0.2元/卡/时",
	}
	said := append(append(append([]string{}, head...), rows...), "注：新签订单自2027年1月1日起按调整后单价计费。")
	res := readCSV(t, "change.csv", said...)
	want := []float64{120960, 86.4, 10900, 5.6}
	if len(res.Quotes) != len(want) || len(res.Problems) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	for i, q := range res.Quotes {
		if math.Abs(q.Price-want[i]) > 1e-6 || q.NeedsReview {
			t.Errorf("%s: price %v review %v, want %v", q.GPU, q.Price, q.NeedsReview, want[i])
		}
	}
	if !hasWarningKey(res.Quotes[0], "import.warn.change_applied") {
		t.Errorf("no change warning: %+v", res.Quotes[0].Warnings)
	}
	if res.Problems[0].Reason.Key != "import.err.change_unstated" || res.Problems[1].Reason.Key != "import.err.change_unit" {
		t.Errorf("problems %+v", res.Problems)
	}
	// no line says the changed price is billed: changed, held for review
	res = readCSV(t, "change_unsaid.csv", append(append([]string{}, head...), rows[:2]...)...)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 120960 || !res.Quotes[0].NeedsReview {
		t.Fatalf("unsaid: %+v %+v", res.Quotes, res.Problems)
	}
	// 原价 beside 新价: the change is their difference, already read
	res = readCSV(t, "two_prices.csv",
		"白云智算 关于GPU租赁价格调整的通知",
		"GPU型号,单机卡数,原价(元/卡/时),新价(元/卡/时),调整幅度",
		"A100 40G SXM,8,6.20,5.60,-9.7%",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 5.6 {
		t.Fatalf("two prices: %+v %+v", res.Quotes, res.Problems)
	}
}

func FuzzParseChange(f *testing.F) {
	for _, s := range []string{"上调8%", "下调10%", "+5%", "不变", "上调300元/台/月", "8%", "另行通知", "-0.5元/卡/时"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ch, ok := parseChange(s)
		if ok && (ch.f <= 0 || math.IsNaN(ch.f) || math.IsNaN(ch.add) || ch.f != 1 && ch.add != 0) {
			t.Fatalf("parseChange(%q) = %+v", s, ch)
		}
	})
}

// A column comparing the price with an earlier version of the quote (较V1
// "↓4,000", "vs last −150") is a note: the price column already holds the
// new version's price, stored as written, nothing refused. Every word of
// compare_header reads so.
func TestCompareColumnIsANote(t *testing.T) {
	for _, w := range wordsInOrder("compare_header") {
		res := readCSV(t, "v2.csv", "供应商,GPU型号,单价(元/台/月),"+w, "甲云,H100 SXM 80G 8卡,76000,↓4,000")
		if len(res.Quotes) != 1 || res.Quotes[0].Price != 76000 || len(res.Problems) != 0 {
			t.Errorf("%q: quotes %v problems %v: want 76000 as written", w, bidPrices(res), res.Problems)
		}
	}
	// a column that changes the price keeps doing so
	res := readCSV(t, "c.csv", "供应商,GPU型号,单价(元/台/月),调整幅度", "甲云,H100 SXM 80G 8卡,76000,↓4,000")
	if len(res.Quotes) == 1 && res.Quotes[0].Price == 76000 {
		t.Errorf("调整幅度: quotes %v: want the change applied or refused, not ignored", bidPrices(res))
	}
}
