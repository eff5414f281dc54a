package quotes

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// problemKeys are the message keys of a result's problems.
func problemKeys(res *FileResult) []string {
	var out []string
	for _, p := range res.Problems {
		out = append(out, p.Reason.Key)
	}
	return out
}

// An amount in a unit of account (SU, 积分, credits) is money only through
// the rate the file states for it; with none, or two, the row is refused at
// its price, never stored as yuan.
func TestAccountUnitPricedThroughFileRate(t *testing.T) {
	for _, c := range []struct {
		name      string
		lines     []string
		price     []float64
		unit, cur string
		refusal   string
	}{
		{"su line", []string{"青石超算中心 机时价目", "结算单价：0.20 元/SU，含税", "GPU型号,每节点卡数,计量单位,消耗(SU)", "NVIDIA A100 80G SXM4,8,卡时,30", "NVIDIA L40S,8,卡时,15"},
			[]float64{6, 3}, UnitGPUHour, "CNY", ""},
		{"points bought per yuan", []string{"青石云 积分价目", "充值说明：1 元 = 100 积分", "GPU型号,单机卡数,单价,计量单位", "RTX 4090 24G,1,300,积分/卡·时"},
			[]float64{3}, UnitGPUHour, "CNY", ""},
		{"credits in dollars", []string{"Bluestone Cloud price list", "Provider,GPU,GPUs per node,Price (credits/GPU-hr)", "Bluestone Cloud,H100 SXM 80GB,8,250", "", "Note: 1 credit = $0.01."},
			[]float64{2.5}, UnitGPUHour, "USD", ""},
		{"no rate", []string{"青石超算中心 机时价目", "GPU型号,每节点卡数,计量单位,单价(SU)", "NVIDIA A100 80G SXM4,8,卡时,30"},
			nil, "", "", "import.err.account_unit_no_rate"},
		{"two rates", []string{"青石超算中心 机时价目", "结算单价：0.20 元/SU", "GPU型号,每节点卡数,计量单位,消耗(SU)", "NVIDIA A100 80G SXM4,8,卡时,30", "NVIDIA L40S,8,卡时,15", "", "注：预存用户 0.15 元/SU"},
			nil, "", "", "import.err.account_unit_rates"},
	} {
		res, err := Read("a.csv", csvOf(c.lines...))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if c.refusal != "" {
			if len(res.Quotes) != 0 || !strings.Contains(strings.Join(problemKeys(res), " "), c.refusal) {
				t.Errorf("%s: %d quotes, problems %v, want refused %s", c.name, len(res.Quotes), problemKeys(res), c.refusal)
			}
			for _, p := range res.Problems {
				if p.Row == 0 || p.Column == "" {
					t.Errorf("%s: refusal not located at its cell: %+v", c.name, p)
				}
			}
			continue
		}
		if len(res.Quotes) != len(c.price) {
			t.Fatalf("%s: %d quotes, problems %v", c.name, len(res.Quotes), problemKeys(res))
		}
		for i, q := range res.Quotes {
			if !near(q.Price, c.price[i]) || q.PriceUnit != c.unit || q.Currency != c.cur {
				t.Errorf("%s: row %d %v %s %s, want %v %s %s", c.name, i, q.Price, q.Currency, q.PriceUnit, c.price[i], c.cur, c.unit)
			}
			if !hasWarningKey(q, "import.warn.account_unit_rate") {
				t.Errorf("%s: row %d has no warning quoting the rate: %v", c.name, i, q.Warnings)
			}
		}
	}
	for s, want := range map[string]string{"点/卡·时": "点", "消耗(点)": "点", "节点/时": "", "租赁价格(万元/su)": "", "每su每月": "", "折算系数(su)": "su",
		"price (credits/gpu-hr)": "credits", "price after credits ($/gpu-hr)": "", "subscription": "", "算力点/台·天": "算力点", "地点": ""} {
		if got := accountUnit(s); got != want {
			t.Errorf("accountUnit(%q) = %q, want %q", s, got, want)
		}
	}
	for _, c := range []struct {
		line, word string
		want       float64
	}{{"1 算力点 = 0.01 元", "点", 0.01}, {"100 算力点 = 1 元", "点", 0.01}, {"SU 结算单价：0.10 元/SU", "su", 0.1}, {"¥1 = 50 点", "点", 0.02},
		{"1 credit = $0.01", "credits", 0.01}, {"节点 = 8 元", "点", 0}} {
		rs := accountRates(c.line, c.word)
		if c.want == 0 && len(rs) != 0 || c.want != 0 && (len(rs) != 1 || !near(rs[0].rate, c.want)) {
			t.Errorf("accountRates(%q, %q) = %+v, want %v", c.line, c.word, rs, c.want)
		}
	}
}

// A price per unit of compute is converted only by the row's own figure of
// compute, per card or per machine as its column says, in the precision
// billed; else refused at the cell that fails.
func TestComputeUnitPricedByRowFigure(t *testing.T) {
	for _, c := range []struct {
		name    string
		lines   []string
		price   float64
		unit    string
		refusal string
	}{
		{"per card tflops", []string{"青石智算 弹性价目", "计费口径：FP16 稠密", "型号,单卡算力(TFLOPS),单价(元/TFLOPS·时),单机卡数", "H800 SXM5,989,0.01,8"},
			9.89, UnitGPUHour, ""},
		{"per machine P", []string{"青石算力 周报价", "型号,卡数/台,整机算力(P),单价(元/PFLOPS·天)", "H100 SXM5 80G,8,8,400"},
			3200, UnitNodeDay, ""},
		{"P price, figure in TFLOPS", []string{"青石智算 刊例价", "型号,每台卡数,单卡算力(TFLOPS),刊例价(元/P/月)", "H800 SXM5 80G,8,1000,9000"},
			9000, UnitGPUMonth, ""},
		{"other precision", []string{"青石智算 弹性价目", "计费口径：FP16 稠密", "型号,单卡算力(TFLOPS),单价(元/TFLOPS·时),单机卡数", "H20 96G,296（FP8）,0.02,8"},
			0, "", "import.err.compute_unit_precision"},
		{"blank figure", []string{"青石算力 周报价", "型号,卡数/台,整机算力(P),单价(元/PFLOPS·天)", "H100 SXM5 80G,8,8,400", "L40S 48G,8,,180"},
			3200, UnitNodeDay, "import.err.compute_unit_figure"},
		{"no figure", []string{"青石智算 刊例价", "型号,每台卡数,刊例价(元/P/月)", "H800 SXM5 80G,8,9000"},
			0, "", "import.err.compute_unit_no_figure"},
		{"figure not per card or machine", []string{"青石智算 刊例价", "型号,每台卡数,算力(P),刊例价(元/P/月)", "H800 SXM5 80G,8,0.989,9000"},
			0, "", "import.err.compute_unit_basis"},
	} {
		res, err := Read("c.csv", csvOf(c.lines...))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if c.refusal != "" && !strings.Contains(strings.Join(problemKeys(res), " "), c.refusal) {
			t.Errorf("%s: problems %v, want %s", c.name, problemKeys(res), c.refusal)
		}
		if c.price == 0 {
			if len(res.Quotes) != 0 {
				t.Errorf("%s: stored %v %s, want refused", c.name, res.Quotes[0].Price, res.Quotes[0].PriceUnit)
			}
			continue
		}
		if len(res.Quotes) != 1 {
			t.Fatalf("%s: %d quotes, problems %v", c.name, len(res.Quotes), problemKeys(res))
		}
		if q := res.Quotes[0]; !near(q.Price, c.price) || q.PriceUnit != c.unit || !hasWarningKey(q, "import.warn.compute_unit_factor") {
			t.Errorf("%s: %v %s (warnings %v), want %v %s warned", c.name, q.Price, q.PriceUnit, q.Warnings, c.price, c.unit)
		}
	}
}

func FuzzAccountRates(f *testing.F) {
	for _, s := range []string{"结算单价：0.10 元/SU（含税）", "1 算力点 = 0.01 元", "$1 = 100 credits", "100点=1元", "1,000 积分 折合 10 元", "点 = ¥"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, w := range accountWords {
			for _, r := range accountRates(s, w) {
				if !(r.rate > 0) || math.IsInf(r.rate, 0) || r.currency == "" {
					t.Fatalf("accountRates(%q, %q) = %+v", s, w, r)
				}
			}
		}
		if w := accountUnit(norm(s)); w != "" && !strings.Contains(norm(s), w) {
			t.Fatalf("accountUnit(%q) = %q, not in the text", s, w)
		}
		u := computeUnitPer(norm(s))
		if u != "" && computePer[u] == "" {
			t.Fatalf("computeUnitPer(%q) = %q, no row", s, u)
		}
		precisionOf(s)
		if w := computeUnitIn(norm(s)); w != "" && computePer[w] == "" {
			t.Fatalf("computeUnitIn(%q) = %q, no row", s, w)
		}
	})
}

// A price per P with the per-card P on a sheet of its own, keyed by GPU:
// converted by the figure of the row's GPU, in the precision billed; a GPU
// the sheet does not name, or a figure in another precision, is refused.
func TestComputeUnitFigureSheet(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "价目")
	f.NewSheet("折算")
	f.SetSheetRow("价目", "A1", &[]any{"青石智算 刊例价（FP16 稠密）"})
	f.SetSheetRow("价目", "A2", &[]any{"型号", "每台卡数", "刊例价(元/P/月)"})
	f.SetSheetRow("价目", "A3", &[]any{"NVIDIA H800 SXM5 80G", 8, 10000})
	f.SetSheetRow("价目", "A4", &[]any{"NVIDIA L20 48G", 8, 20000})
	f.SetSheetRow("价目", "A5", &[]any{"NVIDIA A800 SXM4 80G", 8, 15000})
	f.SetSheetRow("价目", "A6", &[]any{"NVIDIA H20 96G", 8, 30000})
	f.SetSheetRow("折算", "A1", &[]any{"算力折算表（单位：PFLOPS/卡）"})
	f.SetSheetRow("折算", "A2", &[]any{"型号", "折算算力(P)", "依据"})
	f.SetSheetRow("折算", "A3", &[]any{"H800 SXM5", 0.9, "BF16 稠密"})
	f.SetSheetRow("折算", "A4", &[]any{"L20 48G", 0.12, "FP16"})
	f.SetSheetRow("折算", "A5", &[]any{"H20 96G", 0.296, "FP8"})
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("quote.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"H800-80G-SXM": 9000, "L20-48G": 2400}
	if len(res.Quotes) != len(want) {
		t.Fatalf("quotes %d, problems %v", len(res.Quotes), problemKeys(res))
	}
	for _, q := range res.Quotes {
		if !near(q.Price, want[q.GPU]) || q.PriceUnit != UnitGPUMonth || !hasWarningKey(q, "import.warn.compute_unit_factor") {
			t.Errorf("%s: %v %s %v, want %v per card-month, warned", q.GPU, q.Price, q.PriceUnit, q.Warnings, want[q.GPU])
		}
	}
	if keys := strings.Join(problemKeys(res), " "); !strings.Contains(keys, "import.err.compute_unit_no_figure") || !strings.Contains(keys, "import.err.compute_unit_precision") {
		t.Errorf("problems %v, want the A800 (no figure) and the H20 (FP8) refused", keys)
	}
}
