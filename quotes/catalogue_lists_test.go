package quotes

import (
	"strings"
	"testing"
)

// The set70 class (big catalogues and long price lists), in invented rows:
// tier columns written as a count and a capital letter, an instance's
// hourly price written "Inst", a fixed-width list pasted into a mail with
// rules between its blocks and round its title, a machine count's header
// cut short by the list's column.

// KL0008: "1M", "6M", "12M", "2Y" over a tier's price column are terms of
// that many months or years; 1M, like 包月, is one month.
func TestTierAbbrevHeaders(t *testing.T) {
	res := readCSV(t, "tiers.csv",
		"Vendor,GPU Model,GPUs/Node,OD (CNY/GPU/hr),1M (CNY/GPU/mo),6M (CNY/GPU/mo),12M (CNY/GPU/mo)",
		`Qiaolan Compute,A100 SXM 80GB,8,7.20,"4,680","4,320","3,960"`,
	)
	qs := cloudQuotes(t, res, 4)
	want := map[float64]float64{7.2: 0, 4680: 720, 4320: 4320, 3960: 8640}
	for _, q := range qs {
		w, ok := want[q.Price]
		if !ok {
			t.Fatalf("price %v: not in the row", q.Price)
		}
		got := 0.0
		if q.MinHours != nil {
			got = *q.MinHours
		}
		if got != w {
			t.Errorf("price %v (%s): min hours %v, want %v", q.Price, q.PriceUnit, got, w)
		}
	}
	for _, c := range []struct {
		h    string
		term float64 // hours, 0 for none
	}{
		{"3M (CNY/GPU/mo)", 2160},
		{"Price 2Y $/GPU-hr", 17520},
		{"24M", 17280},
		{"$/1M tokens", 0},
		{"Input 1M tokens", 0},
		{"3m (CNY/GPU/mo)", 0}, // a small m is no month: minutes, metres
		{"H100 3MB cache", 0},
		{"Price 1.5M", 0},
		{"Price @ $1M commit", 0}, // review: spend and volume figures are no term
		{"$1M-$5M spend", 0},
		{"Price 2M+ hours", 0},
		{"Rate (≥1M)", 0},
		{"Input (per 1M)", 0},
		{"Tokyo 3M", 2160}, // a region named Tokyo is no token
		{"Tokyo 3M (USD/GPU/mo)", 2160},
		{"1Y 元/卡/时", 8760},
	} {
		m, _, ok := tierAbbrevInHeader(c.h)
		got := 0.0
		if ok {
			got = termHours(m.term)
		}
		if got != c.term {
			t.Errorf("%q: term %v h, want %v", c.h, got, c.term)
		}
	}
}

// KL0007: "Inst $/hr" is the whole instance's price per hour: divided by
// the instance's GPUs.
func TestInstShortForInstance(t *testing.T) {
	res := readCSV(t, "inst.csv",
		"Provider,GPU,GPUs,Inst $/hr (on-demand)",
		"Harbor Cloud,A100 SXM 80GB,4,10.00",
		"Harbor Cloud,H100 SXM 80GB,8,24.00",
	)
	for _, q := range cloudQuotes(t, res, 2) {
		if q.PriceUnit != "node_hour" {
			t.Errorf("%s: unit %s, want node_hour", q.GPU, q.PriceUnit)
		}
	}
}

// KL0001-KL0006, KL0010, KL0011: a fixed-width list pasted into a mail. The
// title is framed by rules (the vendor is the name inside them); each block
// repeats its header with a rule under it (the rule never continues the
// header's cells, nor the last record's); "可用台" is the machines on
// offer; each price carries its unit, per card in one block, per machine in
// the other.
func TestPastedFixedWidthList(t *testing.T) {
	text := strings.Join([]string{
		"***************  青崖智算 12月报价  ***************",
		"",
		"[雅安 A区]",
		"GPU型号           卡/台  可用台  按量               包月",
		"--------------------------------------------------------------",
		"A100 SXM 80G      8      3       7.10元/卡/时       4,500元/卡/月",
		"",
		"[眉山 B区]",
		"GPU型号           卡/台  可用台  按量               包月",
		"--------------------------------------------------------------",
		"RTX 4090 24G      8      20      1.90元/卡/时       9,000元/台/月",
		"L40S 48G          8      6       暂无               18,000元/台/月",
		"--------------------------------------------------------------",
		"",
	}, "\n")
	res := readText(t, "mail.txt", text)
	type want struct {
		gpu   string
		nodes int
		price float64
	}
	wants := map[[2]float64]want{
		{6, 7.10}: {"A100-80G-SXM", 3, 7.10}, {6, 4500}: {"A100-80G-SXM", 3, 4500.0 / 720},
		{11, 1.90}: {"RTX4090-24G", 20, 1.90}, {11, 9000}: {"RTX4090-24G", 20, 9000.0 / 720 / 8},
		{12, 18000}: {"L40S-48G", 6, 18000.0 / 720 / 8},
	}
	if len(res.Quotes) != len(wants) {
		t.Fatalf("%d quotes, want %d: %+v / problems %+v", len(res.Quotes), len(wants), res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		w, ok := wants[[2]float64{float64(q.SourceRow), q.Price}]
		if !ok {
			t.Errorf("row %d price %v: not expected", q.SourceRow, q.Price)
			continue
		}
		if q.Vendor != "青崖智算" || q.GPU != w.gpu || q.Nodes == nil || *q.Nodes != w.nodes || !within(perGPUHour(t, q), w.price) {
			t.Errorf("row %d: %q %s nodes %v %v, want 青崖智算 %+v", q.SourceRow, q.Vendor, q.GPU, q.Nodes, perGPUHour(t, q), w)
		}
	}
	for _, p := range res.Problems {
		if p.Row != 12 {
			t.Errorf("problem at row %d: %+v", p.Row, p)
		}
	}
}

// KL0011: a line of rule characters only is a rule; a line with words is not.
func TestRuleLine(t *testing.T) {
	for _, c := range []struct {
		line string
		rule bool
	}{
		{"------------", true}, {"= = = = =", true}, {"━━━━━━", true}, {"+----+----+", true},
		{"--", false}, {"---- 续 ----", false}, {"合计 -- 99 台", false}, {"", false},
	} {
		if got := ruleLine(c.line); got != c.rule {
			t.Errorf("%q: rule %v, want %v", c.line, got, c.rule)
		}
	}
	for _, c := range []struct{ line, want string }{
		{"==================== 峨眉算力 2026年12月价目表 ====================", "峨眉算力"},
		{"*** Qiaolan Compute price list ***", "Qiaolan Compute"},
	} {
		if got := vendorFromTitle(c.line); got != c.want {
			t.Errorf("%q: vendor %q, want %q", c.line, got, c.want)
		}
	}
}

// FuzzTierAbbrevHeader: any header reads without a panic; a term read is
// positive and its label is written in the header.
func FuzzTierAbbrevHeader(f *testing.F) {
	for _, s := range []string{"3M (CNY/GPU/mo)", "12M", "$/1M tokens", "1Y $/GPU-hr", "包月 ----", "99M"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		_ = ruleLine(h)
		m, _, ok := tierAbbrevInHeader(h)
		if ok && (m.term == nil || m.term.Value <= 0 || !strings.Contains(h, m.label)) {
			t.Fatalf("%q: %+v", h, m)
		}
	})
}

// KL0012, KL0013: OD (on-demand) and RI (reserved instance) over a
// catalogue's price columns name plans, no unknown role of the price; a
// word no table knows is still left over ("gold").
func TestCatalogueShortPlanNames(t *testing.T) {
	for h, want := range map[string]string{
		"OD (CNY/GPU/hr)":  "",
		"RI-1yr $/GPU-hr":  "",
		"Inst $/hr (OD)":   "",
		"Gold OD $/GPU-hr": "gold",
		"Odin $/GPU-hr":    "odin",
		"Trio $/GPU-hr":    "trio",
	} {
		if got := roleLeftover(h); got != want {
			t.Errorf("%q: left %q, want %q", h, got, want)
		}
	}
	res := readCSV(t, "od_ri.csv",
		"Provider,GPU,GPUs,OD $/GPU-hr,RI-1yr $/GPU-hr",
		"Harbor Cloud,H100 SXM 80GB,8,3.10,2.20",
	)
	for _, q := range cloudQuotes(t, res, 2) {
		for _, w := range q.Warnings {
			if w.Key == "import.review.price_role_unknown" {
				t.Errorf("%v: %v", q.Price, w)
			}
		}
	}
}
