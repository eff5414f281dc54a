package chart

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"time"

	"computecheck/assets"
	"computecheck/calc"
)

// The builders turn calc's results into charts. They take small structs so
// they do not wait on every calc function; the numbers in them come from
// calc (memory.go, cost.go), never from here.

// VRAMConfig is one bar of the memory chart: a training configuration and
// its per-GPU memory.
type VRAMConfig struct {
	Label  string
	Memory calc.MemoryBreakdown
}

// vramParts are the memory parts VRAMChart stacks, bottom up.
var vramParts = []struct {
	key string
	get func(calc.MemoryBreakdown) int64
}{
	{"weights", func(m calc.MemoryBreakdown) int64 { return m.Weights }},
	{"gradients", func(m calc.MemoryBreakdown) int64 { return m.Gradients }},
	{"optimizer", func(m calc.MemoryBreakdown) int64 { return m.Optimizer }},
	{"activations", func(m calc.MemoryBreakdown) int64 { return m.Activations }},
	{"logits", func(m calc.MemoryBreakdown) int64 { return m.Logits }},
	{"overhead", func(m calc.MemoryBreakdown) int64 { return m.Overhead }},
}

// VRAMChart stacks each configuration's per-GPU memory by component, in
// GiB, with a labelled capacity line for each candidate GPU.
func VRAMChart(meta Meta, configs []VRAMConfig, gpus []calc.GPU) Chart {
	lang := meta.Lang
	cats := make([]string, len(configs))
	parts := vramParts
	series := make([]Series, len(parts))
	for j, p := range parts {
		series[j] = Series{Name: tr(lang, p.key), Values: make([]float64, len(configs))}
	}
	for i, c := range configs {
		cats[i] = c.Label
		for j, p := range parts {
			series[j].Values[i] = float64(p.get(c.Memory)) / calc.GiB
		}
	}
	var limits []Limit
	seen := map[string]bool{}
	for _, g := range gpus {
		if seen[g.ID] || g.MemoryBytes <= 0 {
			continue
		}
		seen[g.ID] = true
		gib := strings.TrimSuffix(fmt.Sprintf("%.1f", g.MemoryGiB()), ".0")
		limits = append(limits, Limit{Label: tr(lang, "capacity", g.ID, gib), Value: g.MemoryGiB()})
	}
	c := StackedBars(meta, cats, series, tr(lang, "vram_axis"), limits)
	// A variant many times larger than the largest card (full fine-tuning
	// of a 70B model) would flatten every other bar against the capacity
	// lines, the part of the chart a buyer reads: it is drawn broken.
	for _, l := range limits {
		c.plot.(*stackPlot).clip = math.Max(c.plot.(*stackPlot).clip, 1.6*l.Value)
	}
	return c
}

// VRAMVariants is the task as given and the usual ways to save memory, each
// one change away from it and on the same number of GPUs: full activation
// recompute, ZeRO-3, both, LoRA and QLoRA (full fine-tuning instead, for a
// LoRA task). Changes that the task already has, or that do not make a
// valid task, are left out. The memory of each is calc.Memory's.
func VRAMVariants(t calc.Task, gpus int, lang string) []VRAMConfig {
	type variant struct {
		key   string
		apply func(calc.Task) calc.Task
	}
	vs := []variant{
		{"variant_task", func(t calc.Task) calc.Task { return t }},
		{"variant_recompute", func(t calc.Task) calc.Task { t.Recompute = calc.RecomputeFull; return t }},
		{"variant_zero3", func(t calc.Task) calc.Task { t.ZeRO = 3; return t }},
		{"variant_zero3_recompute", func(t calc.Task) calc.Task { t.ZeRO, t.Recompute = 3, calc.RecomputeFull; return t }},
		{"variant_full", func(t calc.Task) calc.Task { t.Method = calc.MethodFull; return t }},
		{"variant_lora", func(t calc.Task) calc.Task { t.Method = calc.MethodLoRA; return t }},
		{"variant_qlora", func(t calc.Task) calc.Task { t.Method = calc.MethodQLoRA; return t }},
	}
	var out []VRAMConfig
	var seen []calc.Task
	for _, v := range vs {
		c := v.apply(t)
		if slices.ContainsFunc(seen, func(s calc.Task) bool { return sameMemoryConfig(s, c) }) || c.Validate() != nil {
			continue
		}
		seen = append(seen, c)
		label := tr(lang, v.key)
		if c.Method != calc.MethodFull && c.Method != t.Method {
			label = tr(lang, v.key, c.LoRARank)
		}
		out = append(out, VRAMConfig{Label: label, Memory: calc.Memory(c, gpus)})
	}
	return out
}

// TaskVRAMChart is a task's memory chart: VRAMVariants on gpus GPUs of
// taskGPU, against the capacity of VRAMCandidates from the catalogue. An
// empty title or subtitle is filled in from the task.
func TaskVRAMChart(meta Meta, t calc.Task, gpus int, taskGPU calc.GPU, cat []calc.GPU) Chart {
	lang := langOf(meta.Lang)
	if meta.Title == "" {
		meta.Title = tr(lang, "vram_title")
	}
	if meta.Subtitle == "" {
		model := cmp.Or(t.Model.Name, t.ModelID, t.Name)
		method := t.Method
		if hasLabel("method_" + method) {
			method = tr(lang, "method_"+method)
		}
		meta.Subtitle = tr(lang, "vram_subtitle", model, gpus, cmp.Or(taskGPU.ID, t.GPU), t.MicroBatch, t.SeqLen, method, t.Precision)
	}
	return VRAMChart(meta, VRAMVariants(t, gpus, lang), VRAMCandidates(taskGPU, cat))
}

// sameMemoryConfig reports whether two variants differ in nothing a variant
// changes.
func sameMemoryConfig(a, b calc.Task) bool {
	return a.Method == b.Method && a.ZeRO == b.ZeRO && a.Recompute == b.Recompute
}

// VRAMCandidates are the capacity lines of the memory chart: the task's GPU
// and a card of each common size — 24, 48, 80 and 141 GB — leaving out a
// size already drawn.
func VRAMCandidates(task calc.GPU, cat []calc.GPU) []calc.GPU {
	out := []calc.GPU{}
	if task.MemoryBytes > 0 {
		out = append(out, task)
	}
	for _, id := range []string{"RTX4090-24G", "L40S-48G", "H100-80G-SXM", "H200-141G"} {
		g, ok := lookupIn(id, cat)
		if !ok {
			continue
		}
		if slices.ContainsFunc(out, func(o calc.GPU) bool {
			return math.Abs(float64(o.MemoryBytes-g.MemoryBytes)) < 0.02*float64(g.MemoryBytes)
		}) {
			continue
		}
		out = append(out, g)
	}
	slices.SortStableFunc(out, func(a, b calc.GPU) int { return cmp.Compare(a.MemoryBytes, b.MemoryBytes) })
	return out
}

func lookupIn(id string, cat []calc.GPU) (calc.GPU, bool) {
	for _, g := range cat {
		if g.ID == id {
			return g, true
		}
	}
	return calc.LookupGPU(id)
}

// Footer is the chart footer: the date, the task and the app, in lang.
// The caller passes the date, so a render never reads the clock.
func Footer(lang string, date time.Time, task string) string {
	if strings.TrimSpace(task) == "" {
		return tr(lang, "footer_notask", date.Format("2006-01-02"))
	}
	return tr(lang, "footer", date.Format("2006-01-02"), strings.TrimSpace(task))
}

// CostRow is one quote's cost, split as calc.CostBreakdown splits it, in
// the reporting currency.
type CostRow struct {
	Label                                 string
	Compute, Storage, Egress, Fixed, Risk float64
}

// CostBreakdownChart stacks each quote's cost by component, at absolute
// amounts: the bar is the quote's total.
func CostBreakdownChart(meta Meta, rows []CostRow, currency string) Chart {
	lang := meta.Lang
	cats := make([]string, len(rows))
	keys := []string{"compute", "storage", "egress", "fixed", "risk"}
	series := make([]Series, len(keys))
	for j, k := range keys {
		series[j] = Series{Name: tr(lang, k), Values: make([]float64, len(rows))}
	}
	for i, r := range rows {
		cats[i] = r.Label
		for j, v := range []float64{r.Compute, r.Storage, r.Egress, r.Fixed, r.Risk} {
			series[j].Values[i] = v
		}
	}
	return StackedBars(meta, cats, series, tr(lang, "cost_axis", currencyWord(lang, currency)), nil)
}

// What a cost curve's X axis counts.
const (
	CurveByTokens = "tokens" // training tokens, shown in billions (calc.CostCurves)
	CurveByHours  = "hours"  // training wall-clock hours
)

// CostCurve is one quote's total cost as the training grows.
type CostCurve struct {
	Label string
	X     []float64 // tokens or hours, as the chart's CurveBy says
	Cost  []float64 // NaN where the quote cannot be priced
	// Step holds each Cost until the next X. Leave it false for calc's
	// curves: their grid already holds both sides of every billing step.
	Step bool
}

// BreakEven is where the cheapest quote changes from From to To.
type BreakEven struct {
	X, Cost  float64
	From, To string
}

// CostCurveChart draws each quote's total cost against training tokens or
// hours (by), step-shaped where billing rounds up, the break-even points
// marked and, when taskX > 0, the task's own size as a vertical line.
//
// It is drawn to be read from the back of a room: the quote cheapest at the
// task's size is drawn bold and named so in the legend; the value axis
// stops above the quotes that compete (within curveCompete of the cheapest
// at the task's size, or cheapest anywhere on the chart), so that two
// monthly machines at ¥36,000 do not flatten six offers under ¥5,000 — the
// quotes left above are named at the top with their cost; break-even
// points are numbered dots, listed under the plot instead of written over
// the lines; token counts read in 亿 and 万 in Chinese.
func CostCurveChart(meta Meta, by string, curves []CostCurve, breakEvens []BreakEven, taskX float64, currency string) Chart {
	lang := langOf(meta.Lang)
	xmax := 0.0
	for _, c := range curves {
		for _, x := range c.X {
			if !math.IsNaN(x) && !math.IsInf(x, 0) {
				xmax = math.Max(xmax, x)
			}
		}
	}
	xmax = math.Max(xmax, finite(taskX))
	div, axis := 1.0, tr(lang, "hours_axis")
	at := func(x float64) string { return tr(lang, "at_hours", amountText(x)) }
	if by == CurveByTokens {
		var unit string
		div, unit = tokenUnit(lang, xmax)
		axis = tr(lang, "tokens_axis", unit)
		at = func(x float64) string { return tr(lang, "at_tokens", assets.Count(lang, x)) }
	}
	scaled := func(xs []float64) []float64 {
		out := make([]float64, len(xs))
		for i, x := range xs {
			out[i] = x / div
		}
		return out
	}
	lines := make([]Line, len(curves))
	for i, c := range curves {
		lines[i] = Line{Name: c.Label, X: scaled(c.X), Y: c.Cost, Step: c.Step}
	}
	cur := currencyWord(lang, currency)
	money := func(v float64) string { return amountText(v) + " " + cur }
	p := &linePlot{lines: lines, xUnit: axis, yUnit: tr(lang, "cost_axis", cur), winner: -1, numbered: true}

	// The cheapest at the task's size (or at the right end without a task).
	ref := xmax / div
	if taskX > 0 && !math.IsInf(taskX, 0) {
		ref = taskX / div
	}
	costAt := make([]float64, len(lines))
	for i, l := range lines {
		costAt[i] = l.valueAt(ref)
		if !math.IsNaN(costAt[i]) && (p.winner < 0 || costAt[i] < costAt[p.winner]) {
			p.winner = i
		}
	}
	for _, b := range breakEvens {
		label := tr(lang, "break_even", b.From, b.To, at(b.X)) + tr(lang, "break_even_cost", money(b.Cost))
		p.marks = append(p.marks, Mark{X: b.X / div, Y: b.Cost, Label: label})
	}
	if taskX > 0 && !math.IsInf(taskX, 0) {
		label := tr(lang, "this_task", at(taskX))
		if p.winner >= 0 {
			label += tr(lang, "cheapest_at_task", lines[p.winner].Name, money(costAt[p.winner]))
		}
		p.marks = append(p.marks, Mark{X: taskX / div, Vertical: true, Label: label})
	}
	if p.winner >= 0 {
		p.winnerLegend = tr(lang, "cheapest_legend", lines[p.winner].Name)
	}
	p.clipCompeting(costAt, breakEvens, money)
	return Chart{meta: meta, plot: p}
}

// curveCompete is how many times the cheapest quote's cost (at the task's
// size) a quote may cost and still count as competing: the value axis is
// scaled to those. [assumed: a quote four times dearer is not in the running.]
const curveCompete = 4

// clipCompeting sets the value axis to stop above the competing lines when
// the others would squash them, and names the ones left above.
func (p *linePlot) clipCompeting(costAt []float64, breakEvens []BreakEven, money func(float64) string) {
	if p.winner < 0 {
		return
	}
	best := costAt[p.winner]
	competing := make([]bool, len(p.lines))
	for i, c := range costAt {
		competing[i] = !math.IsNaN(c) && c <= curveCompete*math.Max(best, 1e-9)
	}
	// A quote that is cheapest somewhere on the chart competes.
	for _, b := range breakEvens {
		for i, l := range p.lines {
			if l.Name == b.From || l.Name == b.To {
				competing[i] = true
			}
		}
	}
	top, all := 0.0, 0.0
	for i, l := range p.lines {
		for _, q := range l.points() {
			all = math.Max(all, q.Y)
			if competing[i] {
				top = math.Max(top, q.Y)
			}
		}
	}
	if !(top > 0) || all <= 1.6*top {
		return // nothing would be squashed
	}
	p.clip = top * 1.15
	// Named above the axis: the lines whose cost at the task's size is off
	// the chart. One that only leaves it further right is seen leaving.
	for i, l := range p.lines {
		max := 0.0
		for _, q := range l.points() {
			max = math.Max(max, q.Y)
		}
		v := costAt[i]
		if math.IsNaN(v) {
			v = max
		}
		if v > p.clip {
			p.above = append(p.above, offChart{line: i, text: l.Name + "  " + money(v)})
		}
	}
	sort.SliceStable(p.above, func(a, b int) bool { return costAt[p.above[a].line] < costAt[p.above[b].line] })
}

// tokenUnit is the unit a token axis counts in, as lang writes large
// numbers: 亿 or 万 in Chinese (as assets.Count), trillions, billions or millions in English,
// the largest that keeps the axis' end at 1 or more.
func tokenUnit(lang string, xmax float64) (div float64, word string) {
	units := []struct {
		div  float64
		name string
	}{{1e12, "unit_tokens_t"}, {1e9, "unit_tokens_b"}, {1e6, "unit_tokens_m"}, {1, "unit_tokens_1"}}
	if lang != "en" {
		units = []struct {
			div  float64
			name string
		}{{1e8, "unit_tokens_yi"}, {1e4, "unit_tokens_wan"}, {1, "unit_tokens_1"}}
	}
	for _, u := range units {
		if xmax >= u.div {
			return u.div, tr(lang, u.name)
		}
	}
	return 1, tr(lang, "unit_tokens_1")
}

// ThroughputRow is one quote's training throughput, estimated by calc and
// measured by the benchmark kit. Measured <= 0 or NaN means not measured.
type ThroughputRow struct {
	Label               string
	Estimated, Measured float64
}

// ThroughputChart sets estimated beside measured throughput per quote.
func ThroughputChart(meta Meta, rows []ThroughputRow) Chart {
	lang := meta.Lang
	cats := make([]string, len(rows))
	est := Series{Name: tr(lang, "estimated"), Values: make([]float64, len(rows))}
	mea := Series{Name: tr(lang, "measured"), Values: make([]float64, len(rows))}
	for i, r := range rows {
		cats[i] = r.Label
		est.Values[i] = r.Estimated
		mea.Values[i] = r.Measured
		if !(r.Measured > 0) {
			mea.Values[i] = math.NaN()
		}
	}
	return GroupedBars(meta, cats, []Series{est, mea}, tr(lang, "throughput_axis"))
}

// SensitivityRow is one input of the sensitivity analysis: the total cost
// with that input at its low and at its high value.
type SensitivityRow struct {
	Label     string
	Low, High float64
}

// TornadoChart shows how far each input moves the total cost from base.
func TornadoChart(meta Meta, base float64, rows []SensitivityRow, currency string) Chart {
	lang := meta.Lang
	bars := make([]TornadoBar, len(rows))
	for i, r := range rows {
		bars[i] = TornadoBar(r)
	}
	cur := currencyWord(lang, currency)
	nf := axisFormat(niceScale(0, math.Abs(base), 5), langOf(lang))
	baseText := tr(lang, "value_currency", nf.value(base), cur)
	return Tornado(meta, tr(lang, "base", baseText), base, bars, tr(lang, "delta_axis", cur), tr(lang, "low_input"), tr(lang, "high_input"))
}

func langOf(l string) string {
	if l == "en" {
		return "en"
	}
	return "zh"
}

// currencyWord names a currency code in the chart's language (CNY: 元).
func currencyWord(lang, code string) string {
	code = strings.ToUpper(strings.TrimSpace(code))
	if code == "" {
		code = "CNY"
	}
	if hasLabel(code) {
		return tr(lang, code)
	}
	return code
}

// amountText prints a number for a label, about three significant digits.
func amountText(v float64) string { return numFormat{div: 1}.value(v) }
