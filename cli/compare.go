package cli

import (
	"computecheck/export"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/compare"
	"computecheck/quotes"
	"computecheck/storage"
)

func init() {
	Register(Verb{
		Name:    "compare",
		Args:    "TASK.json [--quotes FILE] [--as-of YYYY-MM-DD] [--sensitivity PCT] [--json [--full]] [--xlsx OUT.xlsx]",
		Summary: "rank the stored quotes (or those in FILE) by the task's total cost, cheapest first",
		Run:     runCompare,
	})
}

// compareOptions are the flags shared by compare and chart.
type compareOptions struct {
	quotesFile string
	asOf       string
}

func (o *compareOptions) register(fs *flag.FlagSet) {
	fs.StringVar(&o.quotesFile, "quotes", "", "rank the quotes in this .csv/.xlsx/.json file instead of the stored ones")
	fs.StringVar(&o.asOf, "as-of", "", "date for the expiry check, YYYY-MM-DD (default today)")
}

func (o compareOptions) date() (string, error) {
	if strings.TrimSpace(o.asOf) == "" {
		return time.Now().Format("2006-01-02"), nil
	}
	d, err := time.Parse("2006-01-02", strings.TrimSpace(o.asOf))
	if err != nil {
		return "", Usagef("--as-of %q is not a date YYYY-MM-DD", o.asOf)
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
	in := compare.Input{Task: t, AsOf: asOf}
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
			return nil, err
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
	zh := e.Zh()
	res, err := e.readQuoteFile(path)
	if err != nil {
		var p *quotes.Problem
		if errors.As(err, &p) {
			return nil, errors.New(p.Text(zh))
		}
		return nil, err
	}
	switch len(res.Problems) {
	case 0:
	case 1:
		return nil, errors.New(res.Problems[0].Text(zh))
	default:
		for _, p := range res.Problems {
			fmt.Fprintln(e.Stderr, p.Text(zh))
		}
		if zh {
			return nil, fmt.Errorf("%s：%d 行无法读取，未比较", res.File, len(res.Problems))
		}
		return nil, fmt.Errorf("%s: %d rows could not be read; nothing compared", res.File, len(res.Problems))
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
	sens := fs.Float64("sensitivity", 0, "also vary MFU, failure rate, storage, egress, hours and FX by ±PCT %")
	full := fs.Bool("full", false, "with --json: an object with the ranking, advice, break-evens, margin and sensitivity")
	xlsxOut := fs.String("xlsx", "", "also write the ranking and its assumptions to this .xlsx workbook")
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return Usagef("give one TASK.json file")
	}
	if *sens < 0 || *sens > 95 || math.IsNaN(*sens) {
		return Usagef("--sensitivity takes a percentage between 0 and 95, not %g", *sens)
	}
	if *xlsxOut != "" && !strings.EqualFold(filepath.Ext(*xlsxOut), ".xlsx") {
		return Usagef("--xlsx must name a .xlsx file, not %q", *xlsxOut)
	}
	c, err := env.loadComparison(pos[0], co)
	if err != nil {
		return err
	}
	if *xlsxOut != "" {
		asOf := co.asOf
		if asOf == "" {
			asOf = c.Options.AsOf
		}
		sheets := c.Workbook(c.Rows, env.lang(), asOf, Version)
		if err := export.WriteFileFunc(*xlsxOut, false, func(w io.Writer) error { return export.WriteXLSX(w, sheets) }); err != nil {
			return err // names the file
		}
	}
	if env.JSON && !*full {
		rows := c.Rows
		if rows == nil {
			rows = []calc.QuoteCost{}
		}
		return env.PrintJSON(rows)
	}
	lang := env.lang()
	rep := compareReport{Quotes: c.Rows, BreakEvens: []calc.BreakEven{}, Sensitivity: []calc.SensitivityRow{}}
	if rep.Quotes == nil {
		rep.Quotes = []calc.QuoteCost{}
	}
	a := c.Advice()
	rep.Advice = adviceJSON{a, a.Text(lang)}
	if be := c.BreakEvens(); be != nil {
		rep.BreakEvens = be
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
	printComparison(env, c, rep)
	return nil
}

func printComparison(env *Env, c *compare.Comparison, rep compareReport) {
	lang := env.lang()
	tr := func(k string, a ...any) string { return assets.Tr(lang, k, a...) }
	w := env.Stdout
	if len(c.Rows) == 0 {
		fmt.Fprintln(w, tr("compare.no_quotes_cli"))
		return
	}
	head := []string{"#", tr("compare.col.quote"), tr("compare.col.gpus"), tr("compare.col.fits"), tr("compare.col.hours"),
		tr("compare.col.source"), tr("compare.col.compute"), tr("compare.col.storage"), tr("compare.col.egress"),
		tr("compare.col.fixed"), tr("compare.col.risk"), tr("compare.col.total"), tr("compare.col.per_m"), tr("compare.col.warnings")}
	rows := [][]string{head}
	for _, r := range c.Rows {
		rows = append(rows, compareCells(r, lang))
	}
	fmt.Fprintln(w, tr("compare.currency_line", c.Rows[0].Currency, c.Options.AsOf))
	printTable(env, rows, map[int]bool{0: true, 4: true, 6: true, 7: true, 8: true, 9: true, 10: true, 11: true, 12: true})
	for _, r := range c.Rows {
		if !r.Complete && r.Reason != "" {
			fmt.Fprintf(w, "  %s: %s\n", quoteName(r.Vendor, r.Offer), r.Reason)
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, tr("compare.advice_label")+" "+rep.Advice.Text)
	for _, b := range rep.BreakEvens {
		fmt.Fprintln(w, breakEvenText(b, lang))
	}
	if len(rep.BreakEvens) == 0 && len(c.CurveOffers()) > 1 {
		fmt.Fprintln(w, tr("compare.no_break_even"))
	}
	if rep.Margin != nil {
		fmt.Fprintln(w, rep.Margin.Text)
	}
	for _, s := range rep.Sensitivity {
		fmt.Fprintln(w, "  "+s.Text(lang))
	}
}

// quoteName is how a quote is named in sentences: vendor and offer.
func quoteName(vendor, offer string) string {
	return strings.TrimSpace(strings.TrimSpace(vendor) + " " + strings.TrimSpace(offer))
}

// breakEvenText is a break-even point as a sentence in lang.
func breakEvenText(b calc.BreakEven, lang string) string {
	return assets.Tr(lang, "compare.break_even", quoteName(b.FromVendor, b.FromOffer), tokensText(b.Tokens), b.DaysFrom,
		quoteName(b.ToVendor, b.ToOffer))
}

// tokensText is a token count for a sentence (calc.FormatTokens).
func tokensText(n float64) string { return calc.FormatTokens(n) }

// compareCells is a ranking row as the text table prints it.
func compareCells(r calc.QuoteCost, lang string) []string {
	tr := func(k string, a ...any) string { return assets.Tr(lang, k, a...) }
	rank := "–"
	if r.Rank > 0 {
		rank = strconv.Itoa(r.Rank)
	}
	gpus := r.GPU
	fits := tr("compare.fits_no")
	if r.Fits {
		gpus = fmt.Sprintf("%s ×%d (%d)", r.GPU, r.GPUs, r.Nodes)
		fits = tr("compare.fits_yes")
	}
	hours := "–"
	switch {
	case r.Hours > 0 && r.Complete:
		hours = fmt.Sprintf("%.1f / %.1f", r.Hours, r.BilledHours)
	case r.Hours > 0:
		hours = fmt.Sprintf("%.1f / –", r.Hours)
	}
	cells := []string{rank, quoteName(r.Vendor, r.Offer), gpus, fits, hours, tr("compare.source." + r.ThroughputSource)}
	if r.Complete {
		cb := r.Cost
		for i, v := range []float64{cb.Compute, cb.Storage, cb.Egress, cb.Fixed, cb.Risk, cb.Total} {
			c := moneyText(v)
			// Terms the vendor did not state are counted as 0 by calc;
			// the cell says it is not known rather than free.
			if (i == 1 && r.HasWarning(calc.WarnStorageUnknown)) || (i == 2 && r.HasWarning(calc.WarnEgressUnknown)) {
				c = "?"
			}
			cells = append(cells, c)
		}
		per := "–"
		if r.CostPerMillionTokens > 0 {
			per = moneyText(r.CostPerMillionTokens)
		}
		cells = append(cells, per)
	} else {
		for range 5 {
			cells = append(cells, "–")
		}
		cells = append(cells, tr("compare.incomplete"), "–")
	}
	var codes []string
	for _, w := range r.Warnings {
		codes = append(codes, warningLabel(w.Code, lang))
	}
	return append(cells, strings.Join(dedupe(codes), ", "))
}

// warningLabel is a short name for a calc warning code in lang.
func warningLabel(code, lang string) string {
	key := "compare.warn." + code
	if s := assets.Tr(lang, key); s != key {
		return s
	}
	return code
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	out := xs[:0]
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// moneyText prints an amount as the tables do (calc.FormatMoney).
func moneyText(v float64) string { return calc.FormatMoney(v) }
