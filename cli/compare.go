package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/compare"
	"computecheck/export"
	"computecheck/msg"
	"computecheck/present"
	"computecheck/quotes"
	"computecheck/storage"
)

func init() {
	Register(Verb{
		Name:    "compare",
		Args:    "TASK.json [--quotes FILE] [--as-of YYYY-MM-DD] [--as-typed] [--sensitivity PCT] [--json [--full]] [--xlsx OUT.xlsx]",
		Summary: "rank the stored quotes (or those in FILE) by the task's total cost, cheapest first",
		Run:     runCompare,
	})
}

// compareOptions are the flags shared by compare and chart.
type compareOptions struct {
	quotesFile string
	asOf       string
	asTyped    bool
}

func (o *compareOptions) register(fs *flag.FlagSet) {
	fs.StringVar(&o.quotesFile, "quotes", "", "rank the quotes in this .csv/.xlsx/.json file instead of the stored ones")
	fs.StringVar(&o.asOf, "as-of", "", "date for the expiry check, YYYY-MM-DD (default today)")
	fs.BoolVar(&o.asTyped, "as-typed", false, "cost the task exactly as written (no per-quote plan of ZeRO, recompute, batch split, GPU count)")
}

func (o compareOptions) date() (string, error) {
	if strings.TrimSpace(o.asOf) == "" {
		return time.Now().Format("2006-01-02"), nil
	}
	d, err := time.Parse("2006-01-02", strings.TrimSpace(o.asOf))
	if err != nil {
		return "", Usagef("cli.usage.as_of", o.asOf)
	}
	return d.Format("2006-01-02"), nil
}

// openExistingDB opens the database only when it exists, so that a
// comparison of a file's quotes creates nothing as a side effect.
func (e *Env) openExistingDB() (*storage.DB, error) {
	p := e.DBPath
	if p == "" {
		p, _ = storage.DefaultPath()
	}
	if p == "" {
		return nil, nil
	}
	if _, err := os.Stat(p); err != nil {
		return nil, nil
	}
	return storage.Open(p)
}

// loadComparison reads the task and the quotes (stored, with their
// benchmarks, or from a file) and has package compare rank them.
func (e *Env) loadComparison(taskPath string, co compareOptions) (*compare.Comparison, error) {
	if _, err := co.date(); err != nil {
		return nil, err
	}
	t, err := e.loadTask(taskPath)
	if err != nil {
		return nil, err
	}
	return e.compareTask(t, co)
}

// compareTask is loadComparison for a task already read.
func (e *Env) compareTask(t calc.Task, co compareOptions) (*compare.Comparison, error) {
	asOf, err := co.date()
	if err != nil {
		return nil, err
	}
	in := compare.Input{Task: t, AsOf: asOf, AsTyped: co.asTyped}
	var db *storage.DB
	if co.quotesFile == "" {
		db, err = e.OpenDB()
	} else {
		db, err = e.openExistingDB()
	}
	if err != nil {
		return nil, err
	}
	if db != nil {
		defer db.Close()
		if in.Options, err = db.NormalizeOptions(bg()); err != nil {
			return nil, err
		}
		if in.Catalogue, err = db.GPUs(bg()); err != nil {
			var sk *storage.SkippedGPUError
			if !errors.As(err, &sk) {
				return nil, err
			}
			e.noteErr(sk) // an edit out of bounds: the built-in entry is used, and said
		}
		a, custom, err := db.Assumptions(bg())
		if err != nil {
			return nil, err
		}
		if custom {
			in.Assumed = &a
		}
	}
	if len(in.Catalogue) == 0 {
		in.Catalogue = calc.Catalogue()
	}
	if co.quotesFile != "" {
		if in.Quotes, err = e.readCompareFile(co.quotesFile); err != nil {
			return nil, err
		}
		return compare.Build(in), nil
	}
	var skipped []storage.SkippedQuote
	if in.Quotes, skipped, err = db.QuotesSkipping(bg()); err != nil {
		return nil, err
	}
	e.noteSkipped(skipped)
	recs, err := db.BenchResults(bg())
	if err != nil {
		return nil, err
	}
	for _, r := range recs {
		in.Runs = append(in.Runs, compare.Run{ID: r.ID, QuoteID: r.QuoteID, Result: r.Result})
	}
	return compare.Build(in), nil
}

// readCompareFile reads the quotes of --quotes FILE. Rows that cannot be
// read fail the command, each named by file, row and column on stderr:
// a ranking that silently leaves a quote out is worse than none.
func (e *Env) readCompareFile(path string) ([]quotes.Quote, error) {
	res, err := e.readQuoteFile(path)
	if err != nil {
		var p *quotes.Problem
		if errors.As(err, &p) {
			return nil, errors.New(p.Text(e.lang()))
		}
		return nil, err
	}
	switch len(res.Problems) {
	case 0:
	case 1:
		return nil, errors.New(res.Problems[0].Text(e.lang()))
	default:
		for _, p := range res.Problems {
			fmt.Fprintln(e.Stderr, p.Text(e.lang()))
		}
		return nil, worded("cli.err.compare_rows", res.File, len(res.Problems))
	}
	qs := res.Quotes
	for i := range qs {
		if qs[i].ID == 0 {
			qs[i].ID = int64(i + 1) // file order: the ids the output names
		}
	}
	return qs, nil
}

// compareReport is --json --full: the ranking and what the text adds.
type compareReport struct {
	Quotes      []calc.QuoteCost      `json:"quotes"`
	Advice      adviceJSON            `json:"advice"`
	BreakEvens  []calc.BreakEven      `json:"break_evens"`
	Margin      *marginJSON           `json:"margin"`
	Sensitivity []calc.SensitivityRow `json:"sensitivity"`
}

type adviceJSON struct {
	calc.Advice
	Text string `json:"text"`
}

type marginJSON struct {
	calc.Margin
	Text string `json:"text"`
}

func runCompare(env *Env, args []string) error {
	fs := flag.NewFlagSet("compare", flag.ContinueOnError)
	var co compareOptions
	co.register(fs)
	sens := fs.Float64("sensitivity", 0, "also vary the winner's MFU, failure rate, storage, egress, hours and FX by ±PCT %")
	full := fs.Bool("full", false, "with --json: an object with the ranking, advice, break-evens, margin and sensitivity")
	xlsxOut := fs.String("xlsx", "", "also write the ranking and its assumptions to this .xlsx workbook")
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return Usagef("cli.usage.one_task")
	}
	if *sens < 0 || *sens > 95 || math.IsNaN(*sens) {
		return Usagef("cli.usage.sens_compare", *sens)
	}
	if *xlsxOut != "" && !strings.EqualFold(filepath.Ext(*xlsxOut), ".xlsx") {
		return Usagef("cli.usage.xlsx_out", *xlsxOut)
	}
	c, err := env.loadComparison(pos[0], co)
	if err != nil {
		return err
	}
	lang := env.lang()
	if *xlsxOut != "" {
		sheets := present.Workbook(c, c.Rows, lang, Version)
		if err := export.WriteFileFunc(*xlsxOut, false, func(w io.Writer) error { return export.WriteXLSX(w, sheets) }); err != nil {
			return err // names the file
		}
	}
	if env.JSON && !*full {
		return env.PrintJSON(plansIn(c.Rows, env.lang()))
	}
	rep := compareReport{BreakEvens: []calc.BreakEven{}, Sensitivity: []calc.SensitivityRow{}}
	if env.JSON {
		rep.Quotes = plansIn(c.Rows, lang) // the text prints the rows from c
	}
	a := c.Advice()
	rep.Advice = adviceJSON{a, a.Text(lang)}
	if cs := c.Curves(); cs != nil {
		rep.BreakEvens = append(append(rep.BreakEvens, calc.BreakEvens(cs)...), c.PackBreakEvens(cs)...)
	}
	if m, ok := c.Margin(); ok {
		rep.Margin = &marginJSON{m, m.Text(lang)}
	}
	if *sens > 0 {
		if s := c.Sensitivity(*sens); s != nil {
			rep.Sensitivity = s
		}
	}
	if env.JSON {
		return env.PrintJSON(rep)
	}
	// One line per quote: written through a buffer, not a write each.
	out := bufio.NewWriterSize(env.Stdout, 64<<10)
	text := *env
	text.Stdout = out
	printComparison(&text, c, rep)
	out.Flush() // as the lines were: a failed write to stdout is not an error of the comparison
	return nil
}

// printComparison prints the ranking as the window shows it (present's
// cells), then the decision in sentences.
func printComparison(env *Env, c *compare.Comparison, rep compareReport) {
	lang := env.lang()
	tr := func(k string, a ...any) string { return assets.Tr(lang, k, a...) }
	w := env.Stdout
	if len(c.Rows) == 0 {
		fmt.Fprintln(w, tr("compare.no_quotes_cli"))
		return
	}
	v := present.NewWithoutQuestions(c, lang) // the questions are not printed here
	printView(env, v)
	fmt.Fprintln(w)
	fmt.Fprintln(w, tr("compare.advice_label")+" "+v.Advice)
	if v.ProposedText != "" {
		fmt.Fprintln(w, "  "+v.ProposedText)
	}
	for _, b := range rep.BreakEvens {
		fmt.Fprintln(w, present.BreakEven(b, lang))
	}
	if len(rep.BreakEvens) == 0 && len(c.CurveOffers()) > 1 {
		fmt.Fprintln(w, tr("compare.no_break_even"))
	}
	for _, s := range v.Changes {
		fmt.Fprintln(w, s)
	}
	for _, s := range present.SensitivityLines(rep.Sensitivity, lang) {
		fmt.Fprintln(w, "  "+s)
	}
}

// plansIn is the rows with each plan's sentences in lang, never nil (an
// empty ranking is []).
func plansIn(rows []calc.QuoteCost, lang string) []calc.QuoteCost {
	out := append([]calc.QuoteCost{}, rows...)
	for i := range out {
		if p := out[i].Plan; p != nil {
			lp := *p
			lp.Lang = lang
			out[i].Plan = &lp
		}
	}
	return out
}

// printView prints the headline, the table and the reasons of the rows
// that are not ranked.
func printView(env *Env, v *present.View) {
	w := env.Stdout
	fmt.Fprintln(w, v.Headline)
	if v.GapLine != "" {
		fmt.Fprintln(w, v.GapLine)
	}
	fmt.Fprintln(w, assets.Tr(v.Lang, "compare.currency_line", v.Currency, v.AsOf))
	head := make([]string, len(v.Cols))
	right := map[int]bool{}
	for i, col := range v.Cols {
		head[i] = col.Title
		right[i] = col.Num
	}
	rows := [][]string{head}
	for _, r := range v.Rows {
		rows = append(rows, r.Cells)
	}
	printTable(env, rows, right)
	// The plan column's cell is the plan's summary, or why no plan fits:
	// each worded once.
	planCol := v.ColIndex(present.ColPlan)
	planText := func(r *present.Row, worded func(*present.Row) msg.Msg) string {
		if planCol >= 0 && planCol < len(r.Cells) {
			return r.Cells[planCol]
		}
		return worded(r).In(v.Lang)
	}
	for i := range v.Rows {
		r := &v.Rows[i] // a row is large: not copied per line
		switch {
		case r.Plan != nil:
			fmt.Fprintf(w, "  %s: %s\n", v.Name(&r.QuoteCost), assets.Tr(v.Lang, "plan.cli_line", planText(r, planSummary)))
		case !r.Complete && !r.NoPlan.IsZero():
			fmt.Fprintf(w, "  %s: %s\n", v.Name(&r.QuoteCost), planText(r, noPlan))
		case !r.Complete && r.Reason != "":
			fmt.Fprintf(w, "  %s: %s\n", v.Name(&r.QuoteCost), r.ReasonMsg.In(v.Lang))
		}
	}
}

func planSummary(r *present.Row) msg.Msg { return r.Plan.Summary() }
func noPlan(r *present.Row) msg.Msg      { return r.NoPlan }
