package present

import (
	"strings"
	"testing"

	"computecheck/quotes"
)

// 报价（原文） shows the vendor's number with its own unit: a price converted
// on import is never shown as the vendor's number beside the stored unit
// ("780,000 CNY/台·时" for 780,000 a machine-year).
func TestPriceAsWrittenKeepsTheVendorsUnit(t *testing.T) {
	perYear := 780000.0 / 8760
	cases := []struct {
		q         quotes.Quote
		want, not string
	}{
		{quotes.Quote{PriceText: "780,000", Price: perYear, PriceUnit: quotes.UnitNodeHour, Currency: "CNY",
			Raw: map[string]string{"price": "780,000"}}, "89.0411 CNY/台·时", "780,000 CNY"},
		{quotes.Quote{PriceText: "282,000", Price: 94000, PriceUnit: quotes.UnitNodeMonth, Currency: "CNY",
			Raw: map[string]string{"price": "282,000", "包季(元/台·季)": "282,000"}}, "282,000 包季(元/台·季)", "CNY"},
		{quotes.Quote{PriceText: "5.9", Price: 59000, PriceUnit: quotes.UnitNodeMonth, Currency: "CNY",
			Raw: map[string]string{"price": "5.9", "月租金（万元/台）": "5.9"}}, "5.9 月租金（万元/台）", "CNY"},
		{quotes.Quote{PriceText: "12.5", Price: 12.5, PriceUnit: quotes.UnitGPUHour, Currency: "CNY",
			Raw: map[string]string{"price": "12.5"}}, "12.5 CNY/卡·时", "?"},
	}
	for _, c := range cases {
		got := PriceAsWritten(c.q, "zh")
		if !strings.Contains(got, c.want) || strings.Contains(got, c.not) {
			t.Errorf("%q (stored %g per %s): shown %q, want %q", c.q.PriceText, c.q.Price, c.q.PriceUnit, got, c.want)
		}
	}
}
