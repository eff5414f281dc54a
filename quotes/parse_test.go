package quotes

import (
	"errors"
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }

func TestParsePrice(t *testing.T) {
	cases := []struct {
		in       string
		value    float64
		currency string
		unit     string
		basis    string // partial unit
		period   string
	}{
		{"9.8元/卡·时", 9.8, "CNY", UnitGPUHour, "gpu", "hour"},
		{"¥38,000", 38000, "CNY", "", "", ""},
		{"￥38,000", 38000, "CNY", "", "", ""},
		{"5.8万", 58000, "", "", "", ""},
		{"5.8万元/台/月", 58000, "CNY", UnitNodeMonth, "node", "month"},
		{"$2.79/GPU-hr", 2.79, "USD", UnitGPUHour, "gpu", "hour"},
		{"US$ 2.79 per GPU hour", 2.79, "USD", UnitGPUHour, "gpu", "hour"},
		{"¥ 2,400", 2400, "CNY", "", "", ""},
		{"28,000", 28000, "", "", "", ""},
		{"36500", 36500, "", "", "", ""},
		{"2.2 元/时", 2.2, "CNY", "", "", "hour"},
		{"７.５元／卡／小时", 7.5, "CNY", UnitGPUHour, "gpu", "hour"},
		{"38k", 38000, "", "", "", ""},
		{"€1.20/gpu/h", 1.2, "EUR", UnitGPUHour, "gpu", "hour"},
		{"0.5元/百万tokens", 0.5, "CNY", UnitMillionTokens, "", "mtok"},
		{"每台每月38000元", 38000, "CNY", UnitNodeMonth, "node", "month"},
		{"100日元/卡/时", 100, "JPY", UnitGPUHour, "gpu", "hour"},
	}
	for _, c := range cases {
		p, err := ParsePrice(c.in)
		if err != nil {
			t.Errorf("ParsePrice(%q): %v", c.in, err)
			continue
		}
		if !near(p.Value, c.value) || p.Currency != c.currency || p.Unit != c.unit || p.Basis != c.basis || p.Period != c.period {
			t.Errorf("ParsePrice(%q) = %+v, want %v %s %q %q/%q", c.in, p, c.value, c.currency, c.unit, c.basis, c.period)
		}
	}
	p, _ := ParsePrice("9.8元/卡/时（含税）")
	if p.TaxIncluded == nil || !*p.TaxIncluded {
		t.Errorf("含税 not read: %+v", p)
	}
	p, _ = ParsePrice("9.8起")
	if !p.From {
		t.Errorf("起 not read")
	}
	if _, err := ParsePrice("面议"); !errors.Is(err, ErrNegotiable) {
		t.Errorf("面议: got %v, want ErrNegotiable", err)
	}
	for _, bad := range []string{"", "abc", "9.8-10.5元/卡/时", "0", "-5", "38,00", "1e400", "¥1,2345", "原价12现价9.8", "$3 ¥20", "1e10"} {
		if p, err := ParsePrice(bad); err == nil {
			t.Errorf("ParsePrice(%q) = %+v, want an error", bad, p)
		}
	}
	// A per-year price reads, but names no contract unit: the row reader rejects it.
	if p, err := ParsePrice("9.8元/卡/年"); err != nil || p.Unit != "" || p.Period != "year" {
		t.Errorf("per-year price: %+v %v", p, err)
	}
}

func TestParseUnit(t *testing.T) {
	cases := map[string]string{
		"元/台/月": UnitNodeMonth, "每台每月": UnitNodeMonth, "元/卡/时": UnitGPUHour, "元/卡/小时": UnitGPUHour,
		"元/台/天": UnitNodeDay, "元/台/周": UnitNodeWeek, "per_gpu_hour": UnitGPUHour, "/GPU-hr": UnitGPUHour,
		"元/卡·时": UnitGPUHour, "元/卡/月": UnitGPUMonth, "元/卡/周": UnitGPUWeek, "元/卡/天": UnitGPUDay,
		"node_month": UnitNodeMonth, "gpu_week": UnitGPUWeek, "per node per day": UnitNodeDay,
		"USD / server / hour": UnitNodeHour, "元/台(8卡)/月": UnitNodeMonth, "元/百万tokens": UnitMillionTokens,
		"$/GPU/h": UnitGPUHour, "元/节点/月": UnitNodeMonth, "million_tokens": UnitMillionTokens, "元/卡时": UnitGPUHour,
	}
	for in, want := range cases {
		got, err := ParseUnit(in)
		if err != nil || got != want {
			t.Errorf("ParseUnit(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "元", "元/时", "元/卡/年", "元/卡/秒", "per gpu", "abc"} {
		if got, err := ParseUnit(bad); err == nil {
			t.Errorf("ParseUnit(%q) = %q, want an error", bad, got)
		}
	}
}

func TestParseTerm(t *testing.T) {
	cases := []struct {
		in    string
		want  Term
		hours float64
	}{
		{"1个月", Term{1, TermMonth}, 720},
		{"3个月", Term{3, TermMonth}, 2160},
		{"一个月", Term{1, TermMonth}, 720},
		{"1天", Term{1, TermDay}, 24},
		{"按秒计费", Term{1, TermSecond}, 1.0 / 3600},
		{"无", Term{0, TermHour}, 0},
		{"1 hour", Term{1, TermHour}, 1},
		{"none", Term{0, TermHour}, 0},
		{"1 second", Term{1, TermSecond}, 1.0 / 3600},
		{"2 weeks", Term{2, TermWeek}, 336},
		{"4小时", Term{4, TermHour}, 4},
		{"30 min", Term{30, TermMinute}, 0.5},
		{"半年", Term{6, TermMonth}, 4320},
		{"包月", Term{1, TermMonth}, 720},
		{"hourly", Term{1, TermHour}, 1},
		{"3个月起租", Term{3, TermMonth}, 2160},
		{"1h", Term{1, TermHour}, 1},
	}
	for _, c := range cases {
		got, err := ParseTerm(c.in)
		if err != nil || got != c.want || !near(got.Hours(720), c.hours) {
			t.Errorf("ParseTerm(%q) = %+v (%v h), %v; want %+v (%v h)", c.in, got, got.Hours(720), err, c.want, c.hours)
		}
	}
	if got, err := ParseTerm("24"); !errors.Is(err, errNoUnit) || got.Value != 24 {
		t.Errorf("bare number: %+v %v", got, err)
	}
	if _, err := ParseTerm("待定"); !errors.Is(err, ErrNotStated) {
		t.Errorf("待定: %v", err)
	}
	if _, err := ParseTerm("看情况"); err == nil {
		t.Errorf("看情况 read as a term")
	}
	if h := (Term{1, TermMonth}).Hours(730); h != 730 {
		t.Errorf("month length not applied: %v", h)
	}
}

func TestParseNetwork(t *testing.T) {
	cases := []struct {
		in    string
		kind  string
		nics  int // 0 = nil
		nic   float64
		total float64 // -1 = nil
	}{
		{"IB 4×200G HDR", InterIB, 4, 200, 800},
		{"IB HDR 200G ×4", InterIB, 4, 200, 800},
		{"IB 8×400G NDR", InterIB, 8, 400, 3200},
		{"IB NDR 400G ×8", InterIB, 8, 400, 3200},
		{"RoCE 2×200G", InterRoCE, 2, 200, 400},
		{"RoCE 200G ×2", InterRoCE, 2, 200, 400},
		{"25GbE", InterEther, 1, 25, 25},
		{"25G以太网", InterEther, 1, 25, 25},
		{"万兆以太网", InterEther, 1, 10, 10},
		{"千兆以太网", InterEther, 1, 1, 1},
		{"ib-ndr-400x8", InterIB, 8, 400, 3200},
		{"无", InterNone, 0, 0, 0},
		{"none", InterNone, 0, 0, 0},
		{"IB", InterIB, 0, 0, -1},
		{"NDR", InterIB, 0, 400, -1},
		{"100G RoCE", InterRoCE, 0, 100, -1},
		{"InfiniBand 3.2Tbps", InterIB, 0, 0, 3200},
	}
	for _, c := range cases {
		n, err := ParseNetwork(c.in)
		if err != nil {
			t.Errorf("ParseNetwork(%q): %v", c.in, err)
			continue
		}
		ok := n.Kind == c.kind
		if c.nics == 0 {
			ok = ok && n.NICs == nil
		} else {
			ok = ok && n.NICs != nil && *n.NICs == c.nics
		}
		if c.nic == 0 {
			ok = ok && n.NICGbps == nil
		} else {
			ok = ok && n.NICGbps != nil && *n.NICGbps == c.nic
		}
		if c.total < 0 {
			ok = ok && n.TotalGbps == nil
		} else {
			ok = ok && n.TotalGbps != nil && *n.TotalGbps == c.total
		}
		if !ok {
			t.Errorf("ParseNetwork(%q) = %s nics=%v nic=%v total=%v", c.in, n.Kind, deref(n.NICs), deref(n.NICGbps), deref(n.TotalGbps))
		}
	}
	if _, err := ParseNetwork("光纤直连?"); err == nil {
		t.Errorf("nonsense read as a network")
	}
	// a phrase that leaves the network out of the price names none
	for _, s := range []string{"不含IB网卡", "不带 IB", "without IB", "excluding InfiniBand"} {
		if n, err := ParseNetwork(s); err == nil || n.Kind != Unknown {
			t.Errorf("ParseNetwork(%q) = %s, %v: want no network read", s, n.Kind, err)
		}
	}
	for _, s := range []string{"无阻塞IB网络", "non-blocking IB"} { // "non-blocking" is no negation
		if n, err := ParseNetwork(s); err != nil || n.Kind != InterIB {
			t.Errorf("ParseNetwork(%q) = %s, %v: want IB", s, n.Kind, err)
		}
	}
}

func deref[T any](p *T) any {
	if p == nil {
		return nil
	}
	return *p
}

func TestParseIntra(t *testing.T) {
	in, err := ParseIntra("NVLink 400GB/s")
	if err != nil || in.Kind != IntraNVLink || in.GBps == nil || *in.GBps != 400 {
		t.Errorf("NVLink 400GB/s: %+v %v", in, err)
	}
	in, err = ParseIntra("PCIe 4.0")
	if err != nil || in.Kind != IntraPCIe || in.PCIeGen == nil || *in.PCIeGen != 4 || in.GBps != nil {
		t.Errorf("PCIe 4.0: %+v %v", in, err)
	}
	in, err = ParseIntra("HCCS")
	if err != nil || in.Kind != IntraHCCS {
		t.Errorf("HCCS: %+v %v", in, err)
	}
	in, err = ParseIntra("NVSwitch")
	if err != nil || in.Kind != IntraNVLink {
		t.Errorf("NVSwitch: %+v %v", in, err)
	}
	if in, err = ParseIntra("无"); err != nil || in.Kind != IntraPCIe || in.Assumed.IsZero() {
		t.Errorf("无: %+v %v", in, err)
	}
	if _, err = ParseIntra("光速"); err == nil {
		t.Errorf("nonsense read as a link")
	}
	// the card's memory beside its name is no link speed, nor one figure with the model's digits
	for s, want := range map[string]float64{"8x NVIDIA H100 80GB NVLink": 0, "8卡 A800 80G NVLink": 0, "H800 NVLink 400GB/s": 400, "NVLink 900G": 900} {
		in, err := ParseIntra(s)
		if err != nil || in.Kind != IntraNVLink || want == 0 && in.GBps != nil || want > 0 && (in.GBps == nil || *in.GBps != want) {
			t.Errorf("%s: %+v %v, want NVLink at %v GB/s (0: none)", s, in, err, want)
		}
	}
}

func TestParseStorage(t *testing.T) {
	cases := []struct {
		in          string
		free, price float64 // -1 = nil
		assumed     bool
	}{
		{"2TB内免费，超出0.35元/GB/月", 2000, 0.35, false},
		{"0.01元/GB/天", -1, 0.3, true},
		{"50GB免费", 50, -1, false},
		{"5TB内免费", 5000, -1, false},
		{"0.6元/GB/月", -1, 0.6, false},
		{"免费", -1, 0, false},
		{"$0.10/GB-month", -1, 0.10, false},
		{"免费100GB，超出部分0.5元/GB/月", 100, 0.5, false},
		{"350元/TB/月", -1, 0.35, false},
	}
	for _, c := range cases {
		st, err := ParseStorage(c.in)
		if err != nil {
			t.Errorf("ParseStorage(%q): %v", c.in, err)
			continue
		}
		okFree := (c.free < 0 && st.FreeGB == nil) || (st.FreeGB != nil && near(*st.FreeGB, c.free))
		okPrice := (c.price < 0 && st.PricePerGBMonth == nil) || (st.PricePerGBMonth != nil && near(*st.PricePerGBMonth, c.price))
		if !okFree || !okPrice || (!st.Assumed.IsZero()) != c.assumed {
			t.Errorf("ParseStorage(%q) = free %v price %v assumed %q", c.in, deref(st.FreeGB), deref(st.PricePerGBMonth), st.Assumed)
		}
	}
	if st, err := ParseStorage("0.07"); !errors.Is(err, errNoUnit) || st.PricePerGBMonth == nil || *st.PricePerGBMonth != 0.07 {
		t.Errorf("bare number: %+v %v", st, err)
	}
	if _, err := ParseStorage("另计"); err == nil {
		t.Errorf("另计 read as terms")
	}
}

func TestParseEgressAndSizes(t *testing.T) {
	for in, want := range map[string]float64{"0.8元/GB": 0.8, "免费": 0, "free": 0, "$0.05/GB": 0.05, "800元/TB": 0.8, "0": 0} {
		e, err := ParseEgress(in)
		if err != nil || e.PerGB == nil || !near(*e.PerGB, want) {
			t.Errorf("ParseEgress(%q) = %v, %v; want %v", in, deref(e.PerGB), err, want)
		}
	}
	e, err := ParseEgress("20元/Mbps/月")
	if err != nil || e.PerMbpsMonth == nil || *e.PerMbpsMonth != 20 || e.PerGB != nil {
		t.Errorf("bandwidth: %+v %v", e, err)
	}
	for in, want := range map[string]float64{"7.68TB": 7680, "2TB": 2000, "500GB": 500, "无": 0, "2×3.84TB": 7680, "3.84TB NVMe": 3840, "0": 0} {
		gb, stated, err := ParseSizeGB(in, "tb")
		if err != nil || !near(gb, want) || !stated {
			t.Errorf("ParseSizeGB(%q) = %v %v %v; want %v", in, gb, stated, err, want)
		}
	}
	if gb, stated, err := ParseSizeGB("22", "tb"); err != nil || gb != 22000 || stated {
		t.Errorf("bare size: %v %v %v", gb, stated, err)
	}
}

func TestParseCompensation(t *testing.T) {
	c, err := ParseCompensation("按宕机时长3倍补偿")
	if err != nil || c.Kind != CompMultiple || c.Multiple == nil || *c.Multiple != 3 {
		t.Errorf("3倍: %+v %v", c, err)
	}
	c, err = ParseCompensation("SLA 99%：低于99%赔10%，低于95%赔25%")
	if err != nil || c.Kind != CompSLATiers || c.SLAPct == nil || *c.SLAPct != 99 || len(c.Tiers) != 2 ||
		c.Tiers[0] != (SLATier{99, 10}) || c.Tiers[1] != (SLATier{95, 25}) {
		t.Errorf("SLA tiers: %+v %v", c, err)
	}
	c, err = ParseCompensation("可用性99%，低于99%补偿月费10%代金券，低于90%补偿100%")
	if err != nil || c.Kind != CompSLATiers || !c.Voucher || len(c.Tiers) != 2 || c.Tiers[1] != (SLATier{90, 100}) {
		t.Errorf("tencent style: %+v %v", c, err)
	}
	for _, s := range []string{"不补偿", "无", "none", "No compensation"} {
		if c, err := ParseCompensation(s); err != nil || c.Kind != CompNone {
			t.Errorf("%q: %+v %v", s, c, err)
		}
	}
	if c, err := ParseCompensation("3x downtime credit"); err != nil || c.Kind != CompMultiple || *c.Multiple != 3 {
		t.Errorf("3x downtime: %+v %v", c, err)
	}
	if _, err := ParseCompensation("看心情"); err == nil {
		t.Errorf("nonsense read as compensation")
	}
}

func TestParseYesNoAndDates(t *testing.T) {
	for in, want := range map[string]bool{"支持": true, "不支持": false, "是": true, "否": false, "yes": true, "no": false,
		"Yes": true, "TRUE": true, "有": true, "无": false, "✓": true, "支持（需自行保存检查点）": true} {
		b, err := ParseYesNo(in)
		if err != nil || b == nil || *b != want {
			t.Errorf("ParseYesNo(%q) = %v, %v; want %v", in, deref(b), err, want)
		}
	}
	if b, err := ParseYesNo(""); b != nil || !errors.Is(err, ErrEmpty) {
		t.Errorf("empty yes/no: %v %v", b, err)
	}
	if _, err := ParseYesNo("也许"); err == nil {
		t.Errorf("也许 read as yes/no")
	}
	for in, want := range map[string]string{"2026-12-31": "2026-12-31", "2026年12月15日": "2026-12-15", "2027/01/31": "2027-01-31",
		"2027.1.5": "2027-01-05", "20261231": "2026-12-31", "31/12/2026": "2026-12-31", "有效期至2026-12-31": "2026-12-31"} {
		got, err := ParseDate(in)
		if err != nil || got != want {
			t.Errorf("ParseDate(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"2026-02-30", "2026-13-01", "05/06/2026", "明年", "1899-01-01"} {
		if got, err := ParseDate(bad); err == nil {
			t.Errorf("ParseDate(%q) = %q, want an error", bad, got)
		}
	}
}

func TestParseCountAndCurrency(t *testing.T) {
	for in, want := range map[string]int{"8": 8, "8卡": 8, "8 台": 8, "八": 8, "8.0": 8, "十六": 16, "4 nodes": 4} {
		if got, err := ParseCount(in); err != nil || got != want {
			t.Errorf("ParseCount(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"8.5", "abc", "8-16"} {
		if got, err := ParseCount(bad); err == nil {
			t.Errorf("ParseCount(%q) = %d, want an error", bad, got)
		}
	}
	for in, want := range map[string]string{"USD": "USD", "美元": "USD", "人民币": "CNY", "元": "CNY", "eur": "EUR", "HKD": "HKD", "sgd": "SGD"} {
		if got, err := ParseCurrency(in); err != nil || got != want {
			t.Errorf("ParseCurrency(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := ParseCurrency("金子"); err == nil {
		t.Errorf("金子 read as a currency")
	}
}

// A starting price written with a scale word ("2.6万起", "1.2w元起",
// "from 1.2万") is a starting price like "12元/卡时起": refused at its
// cell; a term or an order minimum ("3个月起", "2台起租") is none.
func TestFromPriceWithScaleWord(t *testing.T) {
	for in, want := range map[string]bool{"2.6万起": true, "2.6w起": true, "1.2万元起": true, "from 1.2万": true, "¥3千起/月": true,
		"2.6万": false, "3个月起": false, "2台起租": false} {
		if pc, err := parsePriceCell(in); want && err != nil || pc.from != want { // "3个月起": a term alone, no price at all
			t.Errorf("%q: from %v (%v), want %v", in, pc.from, err, want)
		}
	}
	res := readCSV(t, "f.csv",
		"鼎元算力 整机月租报价",
		"机型,每台卡数,月租(整台)",
		"A100 40G SXM,8,2.6万起",
		"H20 96G,8,from 1.2万",
		"L40S 48G,8,2万3千5",
	)
	for _, row := range []int{3, 4} {
		if p := problemAt(res, row); p == nil || p.Reason.Key != "import.err.from_price" || p.Column != "月租(整台)" {
			t.Errorf("row %d: %+v, want refused as a starting price at 月租(整台)", row, p)
		}
	}
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 23500 {
		t.Errorf("quotes %+v", res.Quotes)
	}
}

// An M glued to a figure a currency sign leads is a million, warned
// (KN0010–KN0012); a bare "1.2m", "$2/m" or "$0.5 min" is no scale.
func TestMillionAfterCurrencySign(t *testing.T) {
	for in, want := range map[string]float64{"HK$1.2M": 1.2e6, "$2.5mm/yr": 2.5e6, "US$3mn": 3e6, "1.2m": 1.2, "$2/m": 2, "$0.5 min": 0.5, "$3 m": 3} {
		if pc, err := parsePriceCell(in); err != nil || pc.value != want || (pc.signScale != "") != (want > 1e5) {
			t.Errorf("%q: %v %q (%v), want %v", in, pc.value, pc.signScale, err, want)
		}
	}
	res := readCSV(t, "m.csv", "維港雲 報價", "型號,配置,計費方式,單價 (HK$)", "NVIDIA H20 96GB,8卡整機,按年 (每部機),HK$1.2M")
	if len(res.Quotes) != 1 || !within(res.Quotes[0].Price*8760, 1.2e6) || !hasKey(res.Quotes[0], "import.warn.scale_after_sign") {
		t.Fatalf("quotes %+v problems %v", res.Quotes, res.Problems)
	}
}
