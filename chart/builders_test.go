package chart

import (
	"math"
	"strings"
	"testing"
	"time"

	"computecheck/calc"
)

func mustTask(t *testing.T, js string) calc.Task {
	t.Helper()
	task, err := calc.ParseTask([]byte(js))
	if err != nil {
		t.Fatal(err)
	}
	return task
}

// The memory chart of a task names its variants in words, never a raw key
// or a broken format, and its bars are calc.Memory's.
func TestTaskVRAMChart(t *testing.T) {
	task := mustTask(t, `{"name":"demo","model":"qwen2.5-7b","seq_len":4096,"gpu":"A100-80G-SXM","gpus":8,"zero":1}`)
	g, _ := calc.LookupGPU("A100-80G-SXM")
	cat := calc.Catalogue()
	for _, lang := range []string{"zh", "en"} {
		meta := Meta{Lang: lang, Footer: Footer(lang, time.Date(2025, 11, 28, 0, 0, 0, 0, time.UTC), task.Name)}
		s, err := TaskVRAMChart(meta, task, 8, g, cat).SVG()
		if err != nil {
			t.Fatal(err)
		}
		text, err := xmlText(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, bad := range []string{"%!", "variant_", "vram_", "footer", "capacity"} {
			if strings.Contains(text, bad) {
				t.Errorf("%s: chart text contains %q:\n%s", lang, bad, text)
			}
		}
		for _, want := range []string{tr(lang, "variant_task"), "LoRA r16", "QLoRA r16", "+ZeRO-3", "A100-80G-SXM", "2025-11-28", "demo"} {
			if lang == "en" && want == "+ZeRO-3" {
				want = "+ ZeRO-3"
			}
			if !strings.Contains(text, want) {
				t.Errorf("%s: chart lacks %q", lang, want)
			}
		}
	}

	vs := VRAMVariants(task, 8, "zh")
	if len(vs) != 6 {
		t.Fatalf("%d variants of a full fine-tune, want 6: %+v", len(vs), vs)
	}
	if vs[0].Memory != calc.Memory(task, 8) {
		t.Errorf("the task's own bar is not calc.Memory(task, 8)")
	}
	lora := mustTask(t, `{"model":"qwen2.5-7b","method":"lora","zero":3,"recompute":"full"}`)
	var names []string
	for _, v := range VRAMVariants(lora, 8, "zh") {
		names = append(names, v.Label)
	}
	if got := strings.Join(names, "|"); got != "本任务|全参微调|QLoRA r16" {
		t.Errorf("variants of a LoRA task with ZeRO-3 and recompute: %s", got)
	}
}

func TestVRAMCandidatesOnePerSize(t *testing.T) {
	cat := calc.Catalogue()
	a100, _ := calc.LookupGPU("A100-80G-SXM")
	var ids []string
	for _, g := range VRAMCandidates(a100, cat) {
		ids = append(ids, g.ID)
	}
	if got := strings.Join(ids, " "); got != "RTX4090-24G L40S-48G A100-80G-SXM H200-141G" {
		t.Errorf("candidates for an A100 task: %s", got)
	}
	t4, _ := calc.LookupGPU("T4-16G")
	if got := VRAMCandidates(t4, cat); len(got) != 5 || got[0].ID != "T4-16G" {
		t.Errorf("candidates for a T4 task: %v", got)
	}
}

func TestFromCalc(t *testing.T) {
	rows := CostRowsFromRank([]calc.QuoteCost{
		{Vendor: "A", Offer: "x", Complete: true, Cost: calc.CostBreakdown{Compute: 1, Storage: 2, Egress: 3, Fixed: 4, Risk: 5, Total: 15}},
		{Vendor: "B", Complete: false},
	})
	if len(rows) != 1 || rows[0] != (CostRow{"A x", 1, 2, 3, 4, 5}) {
		t.Errorf("CostRowsFromRank = %+v", rows)
	}
	curves := CurvesFromCalc([]calc.Curve{{Vendor: "A", Points: []calc.CurvePoint{
		{Tokens: 1e9, Total: 10, Complete: true}, {Tokens: 2e9, Complete: false},
	}}})
	if len(curves) != 1 || curves[0].X[1] != 2e9 || !math.IsNaN(curves[0].Cost[1]) || curves[0].Step {
		t.Errorf("CurvesFromCalc = %+v", curves)
	}
	be := BreakEvensFromCalc([]calc.BreakEven{{Tokens: 3e9, Total: 99, FromVendor: "A", ToVendor: "B"}})
	if be[0] != (BreakEven{3e9, 99, "A", "B"}) {
		t.Errorf("BreakEvensFromCalc = %+v", be)
	}
	base, sens := SensitivityFromCalc([]calc.SensitivityRow{{Factor: calc.FactorMFU, Pct: 20, Base: 100, TotalLow: 120, TotalHigh: 90}}, "zh")
	if base != 100 || len(sens) != 1 || sens[0].Label != "速度（MFU） ±20%" || sens[0].Low != 120 || sens[0].High != 90 {
		t.Errorf("SensitivityFromCalc = %v %+v", base, sens)
	}
	// The curve chart draws calc's curves against billions of tokens.
	c := CostCurveChart(Meta{Lang: "en"}, CurveByTokens, curves, be, 2.5e9, "CNY")
	s, err := c.SVG()
	if err != nil {
		t.Fatal(err)
	}
	text, _ := xmlText(s)
	for _, want := range []string{"Training tokens (billions)", "A → B at 3B tokens", "This task: 2.5B tokens"} {
		if !strings.Contains(text, want) {
			t.Errorf("curve chart lacks %q", want)
		}
	}
}

// One variant far above every card (full fine-tuning a 70B model) is drawn
// broken, with its true total, so the others stay readable.
func TestVRAMOutlierIsBroken(t *testing.T) {
	a100, _ := calc.LookupGPU("A100-80G-SXM")
	c := VRAMChart(Meta{Lang: "en"}, []VRAMConfig{
		{"small", mem(10, 0, 0, 20, 2, 3)},
		{"huge", mem(131, 394, 1051, 20, 3, 162)},
	}, []calc.GPU{a100})
	all := renderedText(t, c)
	if !strings.Contains(all, "1,761") {
		t.Errorf("the broken bar's total is not written: %s", all)
	}
	if strings.Contains(all, "1,500") || strings.Contains(all, "1,000") {
		t.Errorf("the axis still stretches to the outlier: %s", all)
	}
	// Without capacity lines nothing is clipped: a cost chart shows a quote
	// three times the price at three times the height.
	c = StackedBars(Meta{}, []string{"a", "b"}, []Series{{"s", []float64{10, 1761}}}, "", nil)
	if all := renderedText(t, c); !strings.Contains(all, "2,000") {
		t.Errorf("a plain stacked chart clipped its axis: %s", all)
	}
}

// Two monthly machines near ¥36,000 do not squash six offers under ¥5,000:
// the axis stops above the six, the two are named above it, the cheapest
// at the task's size is drawn bold and named, and token counts read in 亿.
func TestCostCurveScalesToTheCompetingQuotes(t *testing.T) {
	c := fixtures("zh")["curve_tokens"]
	p := c.plot.(*linePlot)
	if p.clip == 0 || p.clip > 6000 {
		t.Fatalf("value axis stops at %g, want just above the six offers under 5,000", p.clip)
	}
	if len(p.above) != 2 {
		t.Errorf("named above the axis: %+v", p.above)
	}
	if p.winner < 0 || p.lines[p.winner].Name != "锦江算力 H800" {
		t.Errorf("winner %d", p.winner)
	}
	all := renderedText(t, c)
	for _, want := range []string{"训练数据量（亿 token）", "本任务：20 亿 token", "最便宜：锦江算力 H800，1,800 元", "▲ 蓉城智算 包月  36,500 元",
		"① 天府云算 A800 按量 → 锦江算力 H800：13.3 亿 token", "锦江算力 H800（本任务最便宜）"} {
		if !strings.Contains(all, want) {
			t.Errorf("curve lacks %q in %s", want, all)
		}
	}
	if strings.Contains(all, "十亿") || strings.Contains(all, "40,000") {
		t.Errorf("old units or the monthly scale still there: %s", all)
	}
	// A chart whose lines all compete is not clipped.
	plain := fixtures("zh")["curve"].plot.(*linePlot)
	if plain.clip != 0 || len(plain.above) != 0 {
		t.Errorf("the hours fixture was clipped at %g", plain.clip)
	}
}

// renderedText is every text a chart draws at 1920×1080, joined by "|".
func renderedText(t *testing.T, c Chart) string {
	t.Helper()
	rec := &recorder{}
	if err := c.render(rec, mustFonts(t), 1920, 1080); err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, tx := range rec.texts {
		texts = append(texts, tx.s)
	}
	return strings.Join(texts, "|")
}
