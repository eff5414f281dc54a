package chart

import (
	"computecheck/calc"
)

// Fixtures use literal numbers, not calc's formulas, so a change to the
// memory or cost model does not move the golden images.

const gib = calc.GiB

func mem(w, g, o, a, l, ov float64) calc.MemoryBreakdown {
	m := calc.MemoryBreakdown{
		Weights: int64(w * gib), Gradients: int64(g * gib), Optimizer: int64(o * gib),
		Activations: int64(a * gib), Logits: int64(l * gib), Overhead: int64(ov * gib),
	}
	m.Total = m.Weights + m.Gradients + m.Optimizer + m.Activations + m.Logits + m.Overhead
	return m
}

var fixtureGPUs = []calc.GPU{
	{ID: "RTX4090-24G", MemoryBytes: 24564 * calc.MiB},
	{ID: "L40S-48G", MemoryBytes: 46068 * calc.MiB},
	{ID: "A100-80G-SXM", MemoryBytes: 81920 * calc.MiB},
	{ID: "H200-141G", MemoryBytes: 143771 * calc.MiB},
}

func footer(lang string) string {
	if lang == "en" {
		return "2025-11-28 · Task: Qwen2.5-7B customer-service fine-tune · ComputeCheck"
	}
	return "2025-11-28 · 任务：Qwen2.5-7B 客服微调 · 算力体检"
}

func fixtureMeta(lang, title, subtitle string) Meta {
	return Meta{Title: title, Subtitle: subtitle, Footer: footer(lang), Lang: lang, Width: 960, Height: 540}
}

func zhen(lang, zh, en string) string {
	if lang == "en" {
		return en
	}
	return zh
}

// fixtures are one chart of each kind in a language.
func fixtures(lang string) map[string]Chart {
	vram := []VRAMConfig{
		{zhen(lang, "本任务（全参 bf16）", "This task (full, bf16)"), mem(14.2, 28.4, 85.2, 21.0, 4.6, 3.1)},
		{zhen(lang, "+全量重计算", "+ full recompute"), mem(14.2, 28.4, 85.2, 2.1, 4.6, 3.1)},
		{"+ZeRO-3", mem(1.9, 3.6, 10.7, 21.0, 4.6, 4.4)},
		{zhen(lang, "+ZeRO-3 +重计算", "+ ZeRO-3 + recompute"), mem(1.9, 3.6, 10.7, 2.1, 4.6, 4.4)},
		{"LoRA r16", mem(14.2, 0.3, 0.6, 18.5, 4.6, 2.0)},
		{"QLoRA r16", mem(4.1, 0.3, 0.6, 18.5, 4.6, 2.0)},
	}
	costRows := []CostRow{
		{"云立方 A800×8", 182000, 3200, 1500, 5000, 9100},
		{"蓉算科技 H100×8", 151000, 2100, 0, 12000, 7600},
		{"A&B <\"示例\"> ]]>", 96000, 800, 2400, 0, 14800},
		{"Lambda H100 SXM", 120500, 1500, 3000, 0, 6000},
	}
	// Billed hours round up to the increment, never below the minimum:
	// the cost from k*step on is (k+1)*step hours' worth.
	hours := func(rate, step, minH float64) ([]float64, []float64) {
		var xs, ys []float64
		for h := 0.0; h < 600; h += step {
			xs = append(xs, h)
			ys = append(ys, max(minH, h+step)*rate)
		}
		xs = append(xs, 600)
		ys = append(ys, ys[len(ys)-1])
		return xs, ys
	}
	x1, y1 := hours(300, 1, 0)              // ¥300 per machine-hour
	x2, y2 := hours(6800/24.0, 24, 24)      // ¥6,800 per machine-day
	x3, y3 := hours(180000/720.0, 720, 720) // ¥180,000 a month, whole months
	curves := []CostCurve{
		{Label: zhen(lang, "云立方 按小时", "Cubic hourly"), X: x1, Cost: y1, Step: true},
		{Label: zhen(lang, "蓉算 按天", "Rongsuan daily"), X: x2, Cost: y2, Step: true},
		{Label: zhen(lang, "包月 ¥180,000", "Monthly ¥180,000"), X: x3, Cost: y3, Step: true},
	}
	be := []BreakEven{
		{X: 22.7, Cost: 6800, From: zhen(lang, "按小时", "hourly"), To: zhen(lang, "按天", "daily")},
		{X: 600, Cost: 180000, From: zhen(lang, "按小时", "hourly"), To: zhen(lang, "包月", "monthly")},
	}
	tput := []ThroughputRow{
		{"云立方 A800×8", 21500, 19800},
		{"蓉算科技 H100×8", 38400, 35100},
		{"A&B <\"示例\"> ]]>", 12800, 0},
		{"Lambda H100 SXM", 39800, 41200},
	}
	sens := []SensitivityRow{
		{zhen(lang, "MFU 30%–50%", "MFU 30%–50%"), 168000, 101000},
		{zhen(lang, "GPU 单价 ±20%", "GPU price ±20%"), 102400, 153600},
		{zhen(lang, "故障率 0.5×–3×", "Failure rate 0.5×–3×"), 124000, 141000},
		{zhen(lang, "数据集 0.5×–2×", "Dataset 0.5×–2×"), 126500, 130100},
		{zhen(lang, "出网流量 0–2 TB", "Egress 0–2 TB"), 127000, 129000},
	}
	// Token curves as Compare draws them for a LoRA job: six hourly offers
	// under ¥5,000 and two monthly machines near ¥36,000 (issue 17).
	tokens := func(perBillion, fixed float64) ([]float64, []float64) {
		var xs, ys []float64
		for x := 0.0; x <= 4e9; x += 2e8 {
			xs = append(xs, x)
			ys = append(ys, fixed+perBillion*x/1e9)
		}
		return xs, ys
	}
	var clipped []CostCurve
	for _, o := range []struct {
		zh, en            string
		perBillion, fixed float64
	}{
		{"天府云算 A800 按量", "Tianfu A800 hourly", 1000, 0},
		{"锦江算力 H800", "Jinjiang H800", 700, 400},
		{"示例云D H20", "Example D H20", 1150, 0},
		{"青羊智算 按天", "Qingyang daily", 550, 900},
		{"高新算力 L20", "Gaoxin L20", 1250, 100},
		{"示例算力A 4090", "Example A 4090", 1200, 0},
		{"蓉城智算 包月", "Rongcheng monthly", 0, 36500},
		{"蓉城智算 8卡整机包月", "Rongcheng 8-GPU monthly", 0, 38000},
	} {
		xs, ys := tokens(o.perBillion, o.fixed)
		clipped = append(clipped, CostCurve{Label: zhen(lang, o.zh, o.en), X: xs, Cost: ys})
	}
	clipBE := []BreakEven{{X: 1.3333e9, Cost: 1333, From: zhen(lang, "天府云算 A800 按量", "Tianfu A800 hourly"), To: zhen(lang, "锦江算力 H800", "Jinjiang H800")},
		{X: 3.3333e9, Cost: 2733, From: zhen(lang, "锦江算力 H800", "Jinjiang H800"), To: zhen(lang, "青羊智算 按天", "Qingyang daily")}}

	return map[string]Chart{
		"curve_tokens": CostCurveChart(fixtureMeta(lang,
			zhen(lang, "总成本随训练量变化", "Total cost as training grows"), ""),
			CurveByTokens, clipped, clipBE, 2e9, "CNY"),
		"vram": VRAMChart(fixtureMeta(lang,
			zhen(lang, "每卡显存：本任务与省显存方案", "Memory per GPU: this task and memory-saving variants"),
			zhen(lang, "Qwen2.5-7B · 8 卡 · micro-batch 1 × 序列 4096", "Qwen2.5-7B · 8 GPUs · micro-batch 1 × seq 4096")),
			vram, fixtureGPUs),
		"cost": CostBreakdownChart(fixtureMeta(lang,
			zhen(lang, "各报价总成本构成", "Total cost by quote"),
			zhen(lang, "按本任务训练时长计费，含故障风险", "Billed for this task's training time, failure risk included")),
			costRows, "CNY"),
		"curve": CostCurveChart(fixtureMeta(lang,
			zhen(lang, "总成本随训练时长变化", "Total cost over training time"),
			zhen(lang, "阶梯来自计费粒度与最低时长", "Steps come from billing increments and minimums")),
			CurveByHours, curves, be, 330, "CNY"),
		"throughput": ThroughputChart(fixtureMeta(lang,
			zhen(lang, "吞吐：估算与实测", "Throughput: estimated vs measured"), ""), tput),
		"tornado": TornadoChart(fixtureMeta(lang,
			zhen(lang, "敏感性：哪些假设影响总成本", "Sensitivity: which assumptions move the total"),
			zhen(lang, "蓉算科技 H100×8", "Rongsuan H100×8")), 128000, sens, "CNY"),
	}
}
