package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/internal/textclean"
	"computecheck/present"
	"computecheck/storage"
)

func init() {
	Register(Verb{
		Name:    "estimate",
		Args:    "TASK.json [--json]",
		Summary: "per-GPU memory, GPU count per card, throughput and training time",
		Run:     runEstimate,
	})
}

// loadTask reads and validates TASK.json; errors name the file and the field.
func (e *Env) loadTask(path string) (calc.Task, error) {
	b, err := e.readInput(path, calc.MaxTaskBytes)
	if err != nil {
		return calc.Task{}, err
	}
	if err := taskJSONError(b); err != nil {
		return calc.Task{}, worded("cli.err.task_path", path, err)
	}
	t, err := calc.ParseTask(b)
	if err != nil {
		return calc.Task{}, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// taskJSONError words, as a message, why a TASK.json is not JSON at all
// (cut off, empty, a stray character: the line and column), nil when it
// parses.
func taskJSONError(b []byte) error {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf")) // Notepad's byte-order mark, as calc.ParseTask reads it
	var v any
	err := json.Unmarshal(b, &v)
	var se *json.SyntaxError
	switch {
	case err == nil:
		return nil
	case len(bytes.TrimSpace(b)) == 0:
		return worded("cli.err.task_empty")
	case errors.As(err, &se) && se.Offset < int64(len(b)):
		line := 1 + bytes.Count(b[:se.Offset], []byte("\n"))
		col := int(se.Offset) - bytes.LastIndexByte(b[:se.Offset], '\n')
		return worded("cli.err.task_json_at", line, col)
	}
	return worded("cli.err.task_json_cut")
}

// catalogue is the user's edited catalogue when their database exists (at
// --db or the default path), else the built-in one: estimate never creates a
// database as a side effect.
func (e *Env) catalogue() []calc.GPU {
	path := e.DBPath
	if path == "" {
		path, _ = storage.DefaultPath()
	}
	if _, err := os.Stat(path); path == "" || err != nil {
		return calc.Catalogue()
	}
	db, err := storage.Open(path)
	if err != nil {
		return calc.Catalogue()
	}
	defer db.Close()
	cat, err := db.GPUs(bg())
	var sk *storage.SkippedGPUError
	if errors.As(err, &sk) {
		e.noteErr(sk) // the built-in entry stands for an edit out of bounds
		return cat
	}
	if err != nil {
		return calc.Catalogue()
	}
	return cat
}

func runEstimate(env *Env, args []string) error {
	fs := flag.NewFlagSet("estimate", flag.ContinueOnError)
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return Usagef("cli.usage.one_task")
	}
	t, err := env.loadTask(pos[0])
	if err != nil {
		return err
	}
	cat := env.catalogue()
	est := calc.EstimateTask(t, cat)
	plans := calc.FitPlans(t, cat)
	if env.JSON {
		return env.PrintJSON(estimateJSON{Estimate: est, FitPlans: fitPlansJSON(plans, env.lang())})
	}
	printEstimate(env, t, est, plans)
	return nil
}

// estimateJSON is estimate --json: the estimate and, per catalogue GPU,
// the best plan beside the task as typed (contract, fit_plans).
type estimateJSON struct {
	calc.Estimate
	FitPlans map[string]fitPlanJSON `json:"fit_plans"`
}

type fitPlanJSON struct {
	AsTypedGPUs *int     `json:"as_typed_gpus"` // the fewest GPUs at which the task as typed fits (verdict fits); null: none
	PlannedGPUs *int     `json:"planned_gpus"`  // the GPUs of the best plan; null: no plan fits
	Changes     []string `json:"changes"`       // what the plan changes; empty: the task as typed is best
	Reason      string   `json:"reason,omitempty"`
}

func fitPlansJSON(plans []calc.FitPlan, lang string) map[string]fitPlanJSON {
	count := func(n int) *int {
		if n > 0 {
			return &n
		}
		return nil
	}
	out := make(map[string]fitPlanJSON, len(plans))
	for _, p := range plans {
		j := fitPlanJSON{AsTypedGPUs: count(p.AsTypedGPUs), PlannedGPUs: count(p.PlannedGPUs), Changes: []string{}}
		for _, c := range p.Changes {
			j.Changes = append(j.Changes, c.In(lang))
		}
		if p.PlannedGPUs == 0 && p.NoPlan.Key != "" {
			j.Reason = p.NoPlan.In(lang)
		}
		out[p.GPU] = j
	}
	return out
}

func printEstimate(env *Env, t calc.Task, e calc.Estimate, plans []calc.FitPlan) {
	lang := env.lang()
	tr := func(k string, a ...any) string { return assets.Tr(lang, k, a...) }
	w := env.Stdout
	g, _ := calc.LookupGPU(e.GPU)
	name := t.Model.Name
	if name == "" {
		name = t.ModelID
	}
	fmt.Fprintln(w, tr("cli.task_line", tr("cli.task"), name, assets.Option(lang, "method", t.Method), assets.Option(lang, "precision", t.Precision), t.MicroBatch, t.SeqLen))
	fmt.Fprintln(w, tr("verdict.count", e.MemoryBand.Message(g.MemoryBytes).In(lang), e.GPUs))
	fmt.Fprintln(w, "  "+e.MemoryBand.RegimeLine().In(lang))
	m := e.Memory
	for _, r := range present.MemoryRows(m, lang) {
		fmt.Fprintf(w, "  %s  %10s\n", padRight(r[0], 16), r[1])
	}
	fmt.Fprintln(w, tr("mem.peaks", present.GiB(m.PeakAllocated), present.GiB(m.PeakReserved), present.GiB(m.Total))+" "+tr("peak_at."+m.PeakAt))
	tp := e.Throughput
	fmt.Fprintln(w, tr("speed.tokens", present.TokensPerS(tp.TokensPerS), present.TokensPerS(tp.TokensPerSPerGPU)))
	fmt.Fprintln(w, tr("speed.mfu", tp.MFU*100, tp.StepTimeS))
	intra := assets.Option(lang, "intra_node", e.Interconnect.Intra)
	link := tr("link.single", intra)
	if e.Nodes > 1 {
		link = tr("link.multi", intra, e.Nodes, assets.Option(lang, "inter_node", e.Interconnect.Inter), e.Interconnect.InterGbps)
	}
	fmt.Fprintln(w, tr("bound."+tp.Bound, tp.CommShare*100, tp.BubbleShare*100, link))
	switch {
	case e.TrainingHours > 0:
		fmt.Fprintln(w, tr("cli.hours", e.TrainingHours, e.TrainingHours/24))
	case e.Verdict == calc.VerdictDoesNotFit:
		fmt.Fprintln(w, tr("estimate.warn.no_hours_does_not_fit"))
	}
	fmt.Fprintln(w, "\n"+tr("task.fit_title"))
	rows := present.FitRows(e, plans, lang)
	var width [4]int
	planned := map[string]calc.FitPlan{}
	for _, p := range plans {
		planned[p.GPU] = p
	}
	for _, r := range rows {
		for i, c := range r {
			width[i] = max(width[i], displayWidth(c))
		}
	}
	for _, r := range rows {
		fmt.Fprintf(w, "  %s  %s  %s  %s\n", padRight(r[0], width[0]), padRight(r[1], width[1]), padRight(r[2], width[2]), r[3])
	}
	if line := present.FitPlanLine(planned[e.GPU], lang); line != "" {
		fmt.Fprintln(w, "  "+line)
	}
	fmt.Fprintln(w, "  "+tr("cli.verdict_band"))
	for _, wn := range e.Warnings {
		if wn.Code == "does_not_fit" || wn.Code == "borderline" || wn.Code == "no_hours_does_not_fit" {
			continue // the verdict line says it, once (--json keeps it)
		}
		fmt.Fprintln(w, "! "+wn.In(lang))
	}
}

// displayWidth counts East Asian wide characters as two columns, as a
// terminal shows them (tabwriter counts runes and misaligns Chinese).
func displayWidth(s string) int { return textclean.Width(s) }

func padRight(s string, width int) string {
	if d := width - displayWidth(s); d > 0 {
		return s + strings.Repeat(" ", d)
	}
	return s
}
