package quotes

import (
	"strings"
	"testing"
)

// A spoken difference ("再便宜两毛") is never a price: the line is refused
// naming it, and an ordinary price line beside it still reads.
func TestProseDifferenceRefused(t *testing.T) {
	cases := map[string]bool{
		"包月的话每卡时再便宜两毛":           true,
		"a100 包年再让0.3元/卡时":       true,
		"h100 cheaper by 0.2/hr": true,
		"降至7.05元/卡时":             false,
		"优惠价 7.05元/卡时":           false,
		"1.75元/卡/时，很便宜":          false,
	}
	for text, want := range cases {
		if got := differenceAmount(norm(text)); got != want {
			t.Errorf("differenceAmount(%q) = %v, want %v", text, got, want)
		}
	}
	doc := "算力云-王经理 2026/12/05 10:12\n张工您好，报价如下：\nA100 80G 8卡，按量 4.2元/卡/时\nH800 80G 8卡 包月的话每卡时再便宜两毛\n"
	res, err := Read("call.txt", []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range res.Quotes {
		if q.PricePerGPUHour != nil && *q.PricePerGPUHour < 1 {
			t.Errorf("a difference stored as a price: %+v", q)
		}
	}
	found := false
	for _, p := range res.Problems {
		if strings.Contains(p.Reason.Key, "price_difference") {
			found = true
		}
	}
	if !found {
		t.Errorf("no price_difference refusal; problems %+v", res.Problems)
	}
}
