package cli

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/chart"
	"computecheck/compare"
	"computecheck/msg"
)

func init() {
	Register(Verb{
		Name: "chart",
		Args: "KIND TASK.json --out FILE.png|.svg [--width 1920 --height 1080] [--scale 2] [--lang zh|en] " +
			"[--quotes FILE] [--as-of YYYY-MM-DD] [--sensitivity PCT]",
		Summary: "render a chart for slides to PNG or SVG; KIND: " + strings.Join(chartKindNames(), ", "),
		Run:     runChart,
	})
}

// chartJob is what a chart kind draws from: the task, the chart's frame
// and, for the quote charts, where the quotes come from.
type chartJob struct {
	env  *Env
	task calc.Task
	meta chart.Meta
	co   compareOptions // --quotes, --as-of
	pct  float64        // --sensitivity, for tornado
}

// chartKinds are the charts the command line draws. The quote charts
// (cost, curve, tornado) cost the task on the stored quotes, or those of
// --quotes FILE, exactly as compare does.
var chartKinds = map[string]func(j *chartJob) (chart.Chart, error){
	"vram":       vramChart,
	"cost":       costChart,
	"curve":      curveChart,
	"tornado":    tornadoChart,
	"throughput": throughputChart,
}

func chartKindNames() []string {
	names := make([]string, 0, len(chartKinds))
	for k := range chartKinds {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}

func runChart(env *Env, args []string) error {
	fl := flag.NewFlagSet("chart", flag.ContinueOnError)
	out := fl.String("out", "", "output file, .png or .svg")
	width := fl.Int("width", chart.DefaultWidth, "width in pixels")
	height := fl.Int("height", chart.DefaultHeight, "height in pixels")
	scale := fl.Float64("scale", 1, "pixel density (2 for high-DPI slides)")
	var co compareOptions
	co.register(fl)
	pct := fl.Float64("sensitivity", defaultSensitivityPct, "tornado: vary each input by ±PCT %")
	pos, err := ParseFlags(fl, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return Usagef("cli.usage.chart_args")
	}
	kind, taskPath := strings.ToLower(pos[0]), pos[1]
	build, ok := chartKinds[kind]
	if !ok {
		return Usagef("cli.usage.chart_kind", pos[0], strings.Join(chartKindNames(), ", "))
	}
	if *out == "" {
		return Usagef("cli.usage.chart_out")
	}
	ext := strings.ToLower(filepath.Ext(*out))
	if ext != ".png" && ext != ".svg" {
		return Usagef("cli.usage.chart_ext", *out)
	}
	if *width <= 0 || *height <= 0 || !(*scale > 0) {
		return Usagef("cli.usage.chart_size")
	}
	if !(*pct > 0 && *pct <= 95) {
		return Usagef("cli.usage.sens_chart", *pct)
	}
	if _, err := co.date(); err != nil {
		return err
	}
	t, err := env.loadTask(taskPath)
	if err != nil {
		return err
	}
	lang := env.lang()
	meta := chart.Meta{
		Lang: lang, Width: *width, Height: *height, Scale: *scale,
		Footer: chart.Footer(lang, time.Now(), taskName(t, taskPath)),
	}
	c, err := build(&chartJob{env: env, task: t, meta: meta, co: co, pct: *pct})
	if err != nil {
		return err
	}
	var b []byte
	if ext == ".png" {
		b, err = c.PNG()
	} else {
		b, err = c.SVG()
	}
	if err != nil {
		return msg.Wrap(err, "store.in_file", *out, err)
	}
	if err := writeFileAtomic(*out, b); err != nil {
		return err
	}
	w, h, _ := c.Size()
	if env.JSON {
		return env.PrintJSON(map[string]any{"kind": kind, "out": *out, "format": ext[1:], "width": w, "height": h, "bytes": len(b)})
	}
	fmt.Fprintf(env.Stdout, "%s (%d×%d)\n", *out, w, h)
	return nil
}

// defaultSensitivityPct is the tornado's ±% when --sensitivity is not given.
const defaultSensitivityPct = 20

// breakdownQuotes is how many of the cheapest quotes the cost chart
// stacks: more bars do not read on a slide.
const breakdownQuotes = 12

// costChart stacks each priced quote's total by component, cheapest first.
func costChart(j *chartJob) (chart.Chart, error) {
	c, err := j.env.compareTask(j.task, j.co)
	if err != nil {
		return chart.Chart{}, err
	}
	m := j.meta
	m.Title = assets.Tr(m.Lang, "compare.chart.cost_title")
	rows := chart.CostRowsFromRank(c.NamedRows())
	if len(rows) > breakdownQuotes {
		rows = rows[:breakdownQuotes]
		m.Subtitle = assets.Tr(m.Lang, "compare.chart.subtitle", len(rows), len(c.Rows))
	}
	return chart.CostBreakdownChart(m, rows, c.Options.ReportingCurrency), nil
}

// curveChart is the total of the cheapest quotes against training tokens,
// with the break-even points and the task's own size marked.
func curveChart(j *chartJob) (chart.Chart, error) {
	c, err := j.env.compareTask(j.task, j.co)
	if err != nil {
		return chart.Chart{}, err
	}
	cs := c.Curves()
	m := j.meta
	m.Title = assets.Tr(m.Lang, "compare.chart.curve_title")
	if n := len(cs); n > 0 {
		m.Subtitle = assets.Tr(m.Lang, "compare.chart.subtitle", n, len(c.Rows))
	}
	return chart.CostCurveChart(m, chart.CurveByTokens, chart.CurvesFromCalc(cs),
		chart.BreakEvensFromCalc(calc.BreakEvens(cs)), c.Task.Tokens, c.Options.ReportingCurrency), nil
}

// tornadoChart is how far each input moves the cheapest quote's total.
func tornadoChart(j *chartJob) (chart.Chart, error) {
	c, err := j.env.compareTask(j.task, j.co)
	if err != nil {
		return chart.Chart{}, err
	}
	rows := c.Sensitivity(j.pct)
	m := j.meta
	name := ""
	if w := c.Winner(); w != nil {
		name = c.Name(w.QuoteID)
	}
	m.Title = assets.Tr(m.Lang, "compare.chart.tornado_title", name)
	base, bars := chart.SensitivityFromCalc(rows, m.Lang)
	return chart.TornadoChart(m, base, bars, c.Options.ReportingCurrency), nil
}

// throughputChart sets each fitting quote's estimated tokens/s per GPU
// beside what an attached benchmark measured.
func throughputChart(j *chartJob) (chart.Chart, error) {
	c, err := j.env.compareTask(j.task, j.co)
	if err != nil {
		return chart.Chart{}, err
	}
	m := j.meta
	m.Title = assets.Tr(m.Lang, "compare.chart.speed_title")
	return chart.ThroughputChart(m, speedRows(c.Speeds())), nil
}

// speedRows converts compare's speeds for the chart.
func speedRows(sp []compare.SpeedRow) []chart.ThroughputRow {
	rows := make([]chart.ThroughputRow, len(sp))
	for i, r := range sp {
		rows[i] = chart.ThroughputRow{Label: r.Name, Estimated: r.Estimated, Measured: r.Measured}
	}
	return rows
}

// taskName is what the footer calls the task: its name, else the file's.
func taskName(t calc.Task, path string) string {
	if n := strings.TrimSpace(t.Name); n != "" {
		return n
	}
	if path == "-" {
		return ""
	}
	return strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
}

// vramChart is the task's per-GPU memory at its own configuration and
// with the usual memory savers, against the capacity of the task's GPU and
// of 24/48/80/141 GB cards. The GPU count is estimate's.
func vramChart(j *chartJob) (chart.Chart, error) {
	env, t, meta := j.env, j.task, j.meta
	cat := env.catalogue()
	est := calc.EstimateTask(t, cat)
	var g calc.GPU
	for _, c := range cat {
		if c.ID == est.GPU {
			g = c
		}
	}
	if g.ID == "" {
		g, _ = calc.LookupGPU(t.GPU)
	}
	return chart.TaskVRAMChart(meta, t, est.GPUs, g, cat), nil
}

// writeFileAtomic writes data to path through a temporary file in the same
// folder and a rename, so a reader (or a slide tool watching the file) never
// sees half a chart, and a failure leaves any old file as it was.
func writeFileAtomic(path string, data []byte) (err error) {
	fail := func(err error) error { return msg.Because(err, "cli.err.cannot_write", path) }
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fail(err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err == nil {
		err = f.Sync()
	}
	if err == nil {
		err = f.Chmod(0o644)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fail(err)
	}
	if err = os.Rename(tmp, path); err != nil {
		return fail(err)
	}
	return nil
}
