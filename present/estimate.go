package present

// The estimate's cells (the Task area, `computecheck estimate`): memory in
// GiB, speeds in tokens/s, the GPU-count table, each formatted once.

import (
	"sort"
	"strconv"
	"strings"

	"computecheck/calc"
)

// GiB is a byte count in GiB with one decimal: "37.2 GiB".
func GiB(bytes int64) string {
	return strconv.FormatFloat(float64(bytes)/calc.GiB, 'f', 1, 64) + " GiB"
}

// CardGiB is a card's memory in whole GiB: "80 GiB" (the fit table's
// memory column).
func CardGiB(bytes int64) string {
	return strconv.FormatFloat(float64(bytes)/calc.GiB, 'f', 0, 64) + " GiB"
}

// TokensPerS is a speed in tokens/s, whole and grouped: "12,346".
func TokensPerS(v float64) string {
	if v >= 1e4 {
		return calc.FormatMoney(v) // grouped, whole from 100 on
	}
	return strconv.FormatFloat(v, 'f', 0, 64)
}

// MemoryRows are the estimate's memory lines: the label and the amount.
func MemoryRows(m calc.MemoryBreakdown, lang string) [][2]string {
	rows := []struct {
		key string
		v   int64
	}{{"mem.weights", m.Weights}, {"mem.gradients", m.Gradients}, {"mem.optimizer", m.Optimizer},
		{"mem.activations", m.Activations}, {"mem.logits", m.Logits}, {"mem.overhead", m.Overhead}, {"cli.total", m.Total}}
	out := make([][2]string, len(rows))
	for i, r := range rows {
		out[i] = [2]string{tr(lang, r.key), GiB(r.v)}
	}
	return out
}

// FitRows are the GPU-count table: a header, then per catalogue GPU the
// fewest GPUs that hold the job and the count that holds it safely ("–":
// none), fewest first.
func FitRows(e calc.Estimate, plans []calc.FitPlan, lang string) [][4]string {
	ids := make([]string, 0, len(e.MinGPUs))
	for id := range e.MinGPUs {
		ids = append(ids, id)
	}
	rank := func(p *int) int {
		if p == nil {
			return 1 << 30
		}
		return *p
	}
	sort.Slice(ids, func(i, j int) bool {
		a, b := rank(e.MinGPUs[ids[i]]), rank(e.MinGPUs[ids[j]])
		return a < b || (a == b && ids[i] < ids[j])
	})
	count := func(p *int) string {
		if p == nil {
			return "–"
		}
		return strconv.Itoa(*p)
	}
	planned := map[string]calc.FitPlan{}
	for _, p := range plans {
		planned[p.GPU] = p
	}
	plannedCount := func(id string) string {
		p, ok := planned[id]
		if !ok {
			return "–"
		}
		return FitPlannedCell(p, lang)
	}
	rows := [][4]string{{tr(lang, "fit.gpu"), tr(lang, "fit.min_gpus"), tr(lang, "fit.safe_gpus"), tr(lang, "fit.planned_gpus")}}
	for _, id := range ids {
		rows = append(rows, [4]string{id, count(e.MinGPUs[id]), count(e.MinGPUsSafe[id]), plannedCount(id)})
	}
	return rows
}

// FitPlannedCell is a card's "best plan" count (the CLI's fit table and the
// window's): the fewest GPUs with the best plan Compare's search finds,
// beside the count for the task as typed; "12 (as typed)" when the task as
// typed is already that plan, "–" when nothing fits the card.
func FitPlannedCell(p calc.FitPlan, lang string) string {
	switch {
	case p.PlannedGPUs == 0:
		return "–"
	case len(p.Changes) == 0:
		return tr(lang, "fit.planned_as_typed", p.PlannedGPUs)
	}
	return strconv.Itoa(p.PlannedGPUs)
}

// FitPlanLine says what a card's best plan changes ("fewest GPUs with the
// best plan on A800-80G-SXM: 4, ZeRO-3; ..."); "" when the task as typed
// is the plan or nothing fits.
func FitPlanLine(p calc.FitPlan, lang string) string {
	if p.PlannedGPUs == 0 || len(p.Changes) == 0 {
		return ""
	}
	changes := make([]string, len(p.Changes))
	for i, c := range p.Changes {
		changes[i] = in(lang, c)
	}
	return tr(lang, "fit.plan_line", p.GPU, p.PlannedGPUs, strings.Join(changes, tr(lang, "fit.plan_sep")))
}

// FitCells are one row of the window's GPU-count table before its plan
// column: the card, its memory, the fewest GPUs that hold the job ("–":
// none), the estimate's band at that count, and the verdict: it fits at
// the fewest, or is borderline there and fits safely at SafeGPUs
// ("6 卡临界，48 卡稳妥").
func FitCells(r calc.FitRow, lang string) [5]string {
	minGPUs := "–"
	if r.MinGPUs > 0 {
		minGPUs = strconv.Itoa(r.MinGPUs)
	}
	var verdict string
	switch {
	case r.MinGPUs == 0:
		verdict = tr(lang, "fit.no")
	case r.Verdict.Status == calc.VerdictFits:
		verdict = tr(lang, "fit.v.fits", r.MinGPUs)
	case r.SafeGPUs > 0:
		verdict = tr(lang, "fit.v.borderline", r.MinGPUs, r.SafeGPUs)
	default:
		verdict = tr(lang, "fit.v.borderline_only", r.MinGPUs)
	}
	return [5]string{r.GPU.ID, CardGiB(r.GPU.MemoryBytes), minGPUs, in(lang, r.Verdict.BandText()), verdict}
}
