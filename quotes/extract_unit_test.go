package quotes

import (
	"strings"
	"testing"
)

// A unit that prices a quantity other than one catalogue period is read
// exactly (price / quantity, with a warning naming the words) or refused
// at its cell, never as the nearest period.
func TestUnitQuantityReadExactlyOrRefused(t *testing.T) {
	res := readCSV(t, "q.csv",
		"石门算力 计费表",
		"型号,单机卡数,报价,单位",
		"H100 80G SXM,8,960,per node per 12 hours",
		"A100 80G SXM,8,\"7,000\",\"per 1,000 GPU-hours\"",
		"L40S 48G,8,\"4,320\",元/台·半个月",
		"H800 80G SXM,8,\"1,512\",元/卡/两周",
		"H20 96G,8,\"1,092\",元/卡·季(91天)",
		"L20 48G,8,45,元/卡·3天",
		"A800 80G SXM,8,30,元/卡·工作日",
		"RTX 4090 24G,8,9,元/卡·半天",
	)
	want := map[string]float64{
		"H100-80G-SXM": 960.0 / 12 / 8,
		"A100-80G-SXM": 7.0,
		"L40S-48G":     4320.0 / 360 / 8,
		"H800-80G-SXM": 1512.0 / 336,
		"H20-96G":      1092.0 / 91 / 24,
		"L20-48G":      45.0 / 72,
	}
	got := map[string]bool{}
	for _, q := range res.Quotes {
		w, ok := want[q.GPU]
		if !ok {
			t.Errorf("%s stored, want refused: %v %s", q.GPU, q.Price, q.PriceUnit)
			continue
		}
		got[q.GPU] = true
		if v := perGPUHour(t, q); !within(v, w) {
			t.Errorf("%s: %.4f per GPU-hour, want %.4f (%v %s)", q.GPU, v, w, q.Price, q.PriceUnit)
		}
		said := false
		for _, m := range q.Warnings {
			said = said || m.Key == "import.warn.unit_quantity"
		}
		if !said {
			t.Errorf("%s: no warning saying the quantity was divided out: %v", q.GPU, q.Warnings)
		}
	}
	for _, q := range res.Quotes {
		if q.GPU == "H20-96G" && (q.MinTerm == nil || q.MinTerm.Value != 91 || q.MinTerm.Unit != TermDay) {
			t.Errorf("H20 per 季(91天): minimum term %+v, want the 91 days the price buys", q.MinTerm)
		}
		if q.GPU == "L20-48G" && q.MinTerm != nil {
			t.Errorf("L20 per 3 days: minimum term %+v from a unit that is no plan", *q.MinTerm)
		}
	}
	for g := range want {
		if !got[g] {
			t.Errorf("%s not stored; problems %v", g, res.Problems)
		}
	}
	for _, row := range []int{9, 10} {
		p := problemAt(res, row)
		if p == nil || p.Reason.Key != "import.err.unit_quantity" || p.Column != "单位" {
			t.Errorf("row %d: want refused at 单位 for a period of unstated length, got %+v", row, p)
		}
	}
}

func TestQuantityOfPhrases(t *testing.T) {
	for _, c := range []struct {
		in      string
		period  string
		count   float64
		refused bool
		none    bool
	}{
		{in: "元/百卡时", period: "hour", count: 100},
		{in: "per 100 card-hours", period: "hour", count: 100},
		{in: "元/台·10小时", period: "hour", count: 10},
		{in: "元/卡·工作日(8小时)", period: "hour", count: 8},
		{in: "元/卡/90天", period: "day", count: 90},
		{in: "元/台·半月", period: "month", count: 0.5},
		{in: "元/卡·双周", period: "week", count: 2},
		{in: "元/卡·工作日", refused: true},
		{in: "元/台/10小时/90天", refused: true},
		{in: "元/卡/时", none: true},
		{in: "包季价(3个月)", none: true},
		{in: "元/台(8卡)/月", none: true},
	} {
		q, ok := quantityOf(norm(c.in))
		switch {
		case c.none:
			if ok {
				t.Errorf("%s: read a quantity %+v, want none", c.in, q)
			}
		case c.refused:
			if !ok || !q.refused {
				t.Errorf("%s: %+v, want refused", c.in, q)
			}
		case !ok || q.refused || q.period != c.period || q.count != c.count:
			t.Errorf("%s: %+v, want %v x %s", c.in, q, c.count, c.period)
		}
	}
	if _, err := ParseUnit("元/台·10小时"); err == nil || !strings.Contains(errMsg(err).Key, "unit_quantity") {
		t.Errorf("ParseUnit of a 10-hour unit: %v, want refused", err)
	}
}

func FuzzUnitQuantity(f *testing.F) {
	for _, s := range []string{"元/百卡时", "per 1,000 GPU-hours", "元/台·12小时", "元/卡·工作日(6小时)", "元/卡/45天",
		"元/台·半个月", "元/卡/两周", "元/卡·季(91天)", "per machine per 3 days", "元/台/10小时/90天", "元/卡·旬", "/0小时", "/99999999天",
		"元/卡/365天", "元/台/2个季度", "元/卡/2年", "USD/GPU/3 years", "元/卡/2026年", "元/台/12个月",
		"元/台/月(1年)", "元/卡/时/2年", "元/台/月（3年）", "元/台/季(2年)", "元/台/月(6个月)", "元/台/周(1个月)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q, ok := quantityOf(norm(s))
		if !ok || q.refused {
			return
		}
		if !(q.count > 0) || q.count > 1e6 || periodHours(q.period) == 0 {
			t.Fatalf("quantityOf(%q) = %+v", s, q)
		}
		if q.termRule != "" && (q.term.Hours(DefaultHoursPerMonth) < periodHours("quarter") || q.term.Hours(DefaultHoursPerMonth) > 1e6*8760) {
			t.Fatalf("quantityOf(%q): term %+v shorter than a quarter or absurd", s, *q.term)
		}
		if i := strings.Index(norm(s), q.words); (q.period == "year" || q.period == "quarter") && i >= 0 && periodNamed(norm(s)[:i]) != "" {
			t.Fatalf("quantityOf(%q): %v %s after a period already written: period unchanged wanted", s, q.count, q.period)
		}
		if i := strings.Index(norm(s), q.words); i >= 0 && !strings.ContainsAny(norm(s)[:i], "0123456789") {
			if j := strings.IndexAny(q.words, "0123456789"); j >= 0 {
				if w := periodNamed(norm(s)[:i] + q.words[:j]); w != "" && q.count*periodHours(q.period) > 1.1*periodHours(w) {
					t.Fatalf("quantityOf(%q): %v %s longer than the %s written before it", s, q.count, q.period, w)
				}
			}
		}
		if q.period == "year" && q.count > maxUnitYears {
			t.Fatalf("quantityOf(%q): %v years, a calendar year", s, q.count)
		}
		if _, err := ParseUnit(s); err == nil && q.count != 1 {
			t.Fatalf("ParseUnit(%q) read a unit of %v %s as one", s, q.count, q.period)
		}
	})
}

// A unit phrase in brackets on the title states the sheet's currency.
func TestTitleUnitPhraseCurrency(t *testing.T) {
	res := readCSV(t, "c.csv",
		"Kestrel GPU rate card (EUR per GPU-hour) - Q1",
		"GPU,GPUs/node,On-demand",
		"H100 SXM 80GB,8,2.45",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].Currency != "EUR" {
		t.Fatalf("%+v %v", res.Quotes, res.Problems)
	}
}

// A group of cards read as one machine ("元/8卡时") is not divided again
// as a quantity of card-hours.
func TestCardGroupNotCountedTwice(t *testing.T) {
	for _, s := range []string{"元/8卡时", "$/8 GPU-hr"} {
		h := parseHint(s)
		if h.qty != nil || h.basis != "node" || h.gpus == nil || *h.gpus != 8 {
			t.Errorf("%s: basis %q gpus %v qty %+v", s, h.basis, h.gpus, h.qty)
		}
	}
}

func TestRestatedPeriodTerm(t *testing.T) {
	if q, ok := quantityOf(norm("元/卡·季(90天)")); !ok || q.term == nil || q.term.Value != 90 {
		t.Errorf("季(90天): %+v", q)
	}
	if q, ok := quantityOf(norm("元/卡/月(30天)")); !ok || q.term != nil || q.count != 30 {
		t.Errorf("月(30天): %+v, want 30 days and no term", q)
	}
}

// A unit in 万 or 千 is read by the one scale reader (headerScale) wherever
// it stands: a header, a unit cell, a price's own words.
func TestHintScaleIsHeaderScale(t *testing.T) {
	for s, want := range map[string]float64{"万元/台/年": 1e4, "单价(万元)": 1e4, "月租(万块/台)": 1e4, "单价(万美金)": 1e4, "单位： 千元": 1e3,
		"万/台/月": 1e4, "元/卡/时": 0, "网络(万兆)": 0, "Monthly (USD thousands)": 1e3} {
		if h := parseHint(s); h.mult != want {
			t.Errorf("parseHint(%q).mult = %v, want %v", s, h.mult, want)
		}
	}
}

// A unit counted per card ("/卡") beside words naming the whole machine
// the offer is ("8卡整机") is per card; counted per machine it stays so.
func TestUnitPerCardBesideMachineWords(t *testing.T) {
	for s, want := range map[string]string{"8卡整机 按量 3.0元/卡/时": "gpu", "整机 元/卡/时": "gpu", "元/台(8卡)/月": "node", "整机租金(元/月)": "node", "8卡整机 每台每月": "node"} {
		if got := parseHint(s).basis; got != want {
			t.Errorf("parseHint(%q).basis = %q, want %q", s, got, want)
		}
	}
}
