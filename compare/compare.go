// Package compare assembles one costing of a task against a set of quotes:
// the quotes normalised and converted to offers (package quotes), each with
// the newest attached benchmark that can stand for the task, ranked by calc,
// and what the ranking is read with — the winner, the pricing advice, the
// cost curves and their break-even points, the winner's margin and the
// sensitivity of its total.
//
// It is the one place where the `computecheck compare` and `chart` verbs
// and the window's Compare area put a comparison together. It reads and
// writes nothing: the callers load the quotes, the normalisation options
// and the benchmark runs, and print or draw what it returns.
package compare

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"computecheck/bench"
	"computecheck/calc"
	"computecheck/msg"
	"computecheck/present/offername"
	"computecheck/quotes"
)

// CurveQuotes is how many of the cheapest quotes the cost curves and their
// break-even points follow: more lines than this do not read on a slide,
// and a grid over every quote's billing steps grows with the quote count.
const CurveQuotes = 8

// Run is a stored benchmark result: its id (a higher id is newer), the
// quote it is attached to (nil: none) and the result.
type Run struct {
	ID      int64
	QuoteID *int64
	Result  bench.Result
}

// Input is what a comparison is made of.
type Input struct {
	Task      calc.Task
	Catalogue []calc.GPU
	// Options normalise the quotes (quotes.NormalizeAll); their Today is
	// replaced by AsOf.
	Options quotes.Options
	// AsOf is the date, YYYY-MM-DD, the quotes' expiry is checked against.
	AsOf string
	// AsTyped costs the task exactly as written; otherwise each quote is
	// costed with the configuration that would really run on its hardware
	// (calc's plan, contract: compare --as-typed).
	AsTyped bool
	Quotes  []quotes.Quote
	// Runs are the stored benchmarks; each quote gets the newest usable
	// one attached to it (see Build).
	Runs []Run
	// Assumed prices the cost lines a quote leaves out (the user's
	// settings, in Assumed.Currency; nil: calc's market-data defaults).
	// Build converts them to the reporting currency.
	Assumed *calc.Assumptions
}

// Comparison is one costing of a task against a set of quotes. Build fills
// it; nothing changes it afterwards, so it may be read from several
// goroutines.
type Comparison struct {
	Task      calc.Task
	Catalogue []calc.GPU
	Options   calc.CostOptions
	// Quotes are the quotes as normalised.
	Quotes []quotes.Quote
	Offers []calc.Offer
	// Named are the offers under their whole names (offername: vendor ·
	// offer · GPU × count, the id where two coincide), for calc's
	// sentences and the chart labels.
	Named []calc.Offer
	// Rows are in rank order: priced cheapest first, then the rows that
	// could not be priced. A quote whose newest benchmark could not stand
	// for the task carries a "benchmark_ignored" warning.
	Rows []calc.QuoteCost

	// Assumed are the prices the lines quotes leave out were costed at,
	// in the reporting currency; AssumedSource says whether they are the
	// user's settings or the market-data defaults.
	Assumed       calc.Assumptions
	AssumedByUser bool
	// AssumedNotConverted: no rate to the reporting currency, so the
	// assumed prices stay in their own currency (and say so).
	AssumedNotConverted bool

	byID    map[int64]int   // index into Quotes
	offerAt map[int64]int   // index into Offers and Named (linear lookups: issue 16)
	fx      []quotes.FXRate // the rates the quotes were normalised with
	advic   *calc.Advice    // Advice, once worked out
}

// Build normalises the quotes, attaches to each the newest benchmark run
// that can stand for the task (quotes.BenchUsable), converts them
// (quotes.ToOffers) and ranks them (calc.Rank).
func Build(in Input) *Comparison {
	nopt := in.Options
	nopt.Today = in.AsOf
	c := &Comparison{
		Task:      in.Task,
		Catalogue: in.Catalogue,
		Options:   calc.CostOptions{HoursPerMonth: nopt.HoursPerMonth, AsOf: in.AsOf, ReportingCurrency: nopt.ReportingCurrency, AsTyped: in.AsTyped},
		Quotes:    quotes.NormalizeAll(in.Quotes, nopt),
		fx:        nopt.Rates,
	}
	c.byID = make(map[int64]int, len(c.Quotes))
	for i, q := range c.Quotes {
		c.byID[q.ID] = i // of two quotes with one id, the later
	}
	c.setAssumptions(in.Assumed, nopt)
	notes := map[int64][]calc.Warning{}
	runs := c.latestRuns(in.Runs, notes)
	c.Offers = quotes.ToOffers(c.Quotes, nopt, runs)
	for i := range c.Offers {
		if q, ok := c.Quote(c.Offers[i].ID); ok {
			c.Offers[i].Interruptible = q.Interruptible // spot / 抢占式: priced with its reclaims
		}
	}
	c.offerAt = make(map[int64]int, len(c.Offers))
	for i, o := range c.Offers {
		c.offerAt[o.ID] = i // of two offers with one id, the later (as byID)
	}
	c.Rows = calc.Rank(c.Task, c.Offers, c.Catalogue, c.Options)
	c.name()
	for i := range c.Rows {
		c.Rows[i].Warnings = append(c.Rows[i].Warnings, notes[c.Rows[i].QuoteID]...)
	}
	c.flagSlowBenchmarks()
	a := c.advice() // worked out once: the Comparison is not changed after Build
	c.advic = &a
	c.flagAdvice()
	return c
}

// name names each offer whole (offername.Distinct on the ranked rows:
// vendor · offer · GPU × the count it runs on), for calc's margin and
// sensitivity sentences, the curves and the charts.
func (c *Comparison) name() {
	names := offername.Distinct(c.Rows)
	fallback := quotes.Named(c.Offers) // an offer no row costs (none today)
	c.Named = make([]calc.Offer, len(c.Offers))
	for i, o := range c.Offers {
		if n, ok := names[o.ID]; ok {
			o.Vendor, o.Offer = n, ""
		} else {
			o = fallback[i]
		}
		c.Named[i] = o
	}
}

// setAssumptions puts the assumed prices into the reporting currency.
func (c *Comparison) setAssumptions(a *calc.Assumptions, nopt quotes.Options) {
	as := calc.DefaultAssumptions()
	if a != nil {
		as, c.AssumedByUser = a.Sorted(), true
	}
	if as.Currency == "" {
		as.Currency = "CNY"
	}
	rep := c.Options.ReportingCurrency
	if rep == "" {
		rep = calc.DefaultReportingCurrency
	}
	if as.Currency != rep {
		if fx, ok := quotes.Convert(1, as.Currency, rep, nopt.Rates); ok && fx > 0 {
			as = as.Scaled(fx, rep)
		} else {
			c.AssumedNotConverted = true
		}
	}
	c.Assumed = as
	c.Options.Assumed = &c.Assumed
}

// offer is the offer with this quote id.
func (c *Comparison) offer(id int64) (calc.Offer, bool) {
	if i, ok := c.offerAt[id]; ok && i < len(c.Offers) {
		return c.Offers[i], true // a map, not a scan: Build is linear in the quotes (issue 16)
	}
	return calc.Offer{}, false
}

// flagAdvice marks, when the task sets no requirements, each row that the
// pricing advice's proposed requirements are known not to meet: the advice
// and the ranking never contradict each other unnoticed. With requirements
// set the ranking itself applies them.
func (c *Comparison) flagAdvice() {
	if len(c.Task.Requires) > 0 {
		return
	}
	a := c.Advice()
	for i := range c.Rows {
		r := &c.Rows[i]
		o, ok := c.offer(r.QuoteID)
		if !ok || !r.Fits {
			continue // a row that cannot run the job needs no advice
		}
		for _, req := range a.Violations(o, *r) {
			m := msg.New("compare.advice_unmet", msg.New("req."+req))
			r.Warnings = append(r.Warnings, calc.Warning{Code: calc.WarnAdviceUnmet, Text: m.In("en"), Msg: m})
		}
	}
}

// latestRuns picks, for each quote, the newest attached run that can stand
// for the task; when a newer one could not, and no older one can, the
// quote gets a note saying why the newest was left out.
func (c *Comparison) latestRuns(rs []Run, notes map[int64][]calc.Warning) map[int64]*bench.Result {
	sorted := append([]Run(nil), rs...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].ID > sorted[j].ID })
	out := map[int64]*bench.Result{}
	for _, r := range sorted {
		if r.QuoteID == nil {
			continue
		}
		id := *r.QuoteID
		q, ok := c.Quote(id)
		if !ok || out[id] != nil {
			continue
		}
		if err := quotes.BenchUsable(r.Result, q, c.Task); err != nil {
			if len(notes[id]) == 0 {
				var why any = err.Error()
				if me, ok := err.(msg.Messager); ok {
					why = me.Message()
				}
				m := msg.New("compare.benchmark_ignored", r.ID, why)
				notes[id] = []calc.Warning{{Code: "benchmark_ignored", Text: m.In("en"), Msg: m}}
			}
			continue
		}
		res := r.Result
		out[id] = &res
		delete(notes, id) // a usable run wins over the note about a newer one
	}
	return out
}

// Quote is the normalised quote with this id.
func (c *Comparison) Quote(id int64) (quotes.Quote, bool) {
	i, ok := c.byID[id]
	if !ok {
		return quotes.Quote{}, false
	}
	return c.Quotes[i], true
}

// Winner is the cheapest eligible priced row, or nil.
func (c *Comparison) Winner() *calc.QuoteCost {
	if len(c.Rows) > 0 && c.Rows[0].Rank == 1 {
		return &c.Rows[0]
	}
	return nil
}

// RunnerUp is the second eligible priced row, or nil.
func (c *Comparison) RunnerUp() *calc.QuoteCost {
	if len(c.Rows) > 1 && c.Rows[1].Rank == 2 {
		return &c.Rows[1]
	}
	return nil
}

// Gap is how much more the runner-up costs than the winner, in the
// reporting currency and as a percentage of the runner-up's total (what
// choosing the winner saves of what the runner-up would cost: never above
// 100%); ok is false without two eligible priced rows.
func (c *Comparison) Gap() (gap, pct float64, ok bool) {
	w, r := c.Winner(), c.RunnerUp()
	if w == nil || r == nil {
		return 0, 0, false
	}
	gap = r.Cost.Total - w.Cost.Total
	if r.Cost.Total > 0 {
		pct = 100 * gap / r.Cost.Total
	}
	return gap, pct, true
}

// Advice classifies the task into a pricing regime at the hours (and GPU
// count, when the task leaves it open) of the cheapest quote, or of the
// first that fits.
func (c *Comparison) Advice() calc.Advice {
	if c.advic != nil {
		return *c.advic
	}
	return c.advice()
}

// ProposedRequirements are the advice's requirements the task does not set
// yet: what "apply" adds to the task.
func (c *Comparison) ProposedRequirements() []string {
	var out []string
	for _, r := range c.Advice().Requires {
		if !slices.Contains(c.Task.Requires, r) {
			out = append(out, r)
		}
	}
	return out
}

func (c *Comparison) advice() calc.Advice {
	t := c.Task
	var hours float64
	for _, r := range c.Rows {
		if r.Fits && r.Hours > 0 {
			hours = r.Hours
			if t.GPUs == 0 {
				t.GPUs = r.GPUs
			}
			break
		}
	}
	return calc.PricingAdvice(t, hours)
}

// CurveOffers are the named offers of the CurveQuotes cheapest priced
// rows, cheapest first.
func (c *Comparison) CurveOffers() []calc.Offer {
	idx := make(map[int64]int, len(c.Named))
	for i, o := range c.Named {
		idx[o.ID] = i
	}
	var out []calc.Offer
	for _, r := range c.Rows {
		if !r.Complete || len(out) >= CurveQuotes {
			break
		}
		out = append(out, c.Named[idx[r.QuoteID]])
	}
	return out
}

// Name is how sentences and charts call a quote (offername.Distinct:
// vendor · offer · GPU × count), "" for an id not compared.
func (c *Comparison) Name(id int64) string {
	if i, ok := c.offerAt[id]; ok && i < len(c.Named) {
		return c.Named[i].Vendor
	}
	return ""
}

// NamedRows are the Rows with each named whole (Name) in Vendor and an
// empty Offer, for a reader that labels rows by vendor and offer (the
// cost chart).
func (c *Comparison) NamedRows() []calc.QuoteCost {
	out := make([]calc.QuoteCost, len(c.Rows))
	for i, r := range c.Rows {
		if n := c.Name(r.QuoteID); n != "" {
			r.Vendor, r.Offer = n, ""
		}
		out[i] = r
	}
	return out
}

// Curves are the total cost of the CurveOffers against training tokens
// (calc.CostCurves on its own grid), nil when no quote is priced.
func (c *Comparison) Curves() []calc.Curve {
	offs := c.CurveOffers()
	if len(offs) == 0 {
		return nil
	}
	return calc.CostCurves(c.Task, offs, c.Catalogue, c.Options, nil)
}

// BreakEvens are where the cheapest of the Curves changes
// (calc.BreakEvens). It works the curves out again: a caller that wants
// both calls calc.BreakEvens on its Curves.
func (c *Comparison) BreakEvens() []calc.BreakEven {
	return calc.BreakEvens(c.Curves())
}

// Margin is how far the winner's speed may fall before another quote is
// cheaper (calc.WinnerMargin); ok is false with fewer than two priced
// quotes.
func (c *Comparison) Margin() (m calc.Margin, ok bool) {
	return calc.WinnerMargin(c.Task, c.topTwo(), c.Catalogue, c.Options)
}

// Sensitivity varies each input by ±pct % and says how the winner's total
// moves (calc.Sensitivity).
func (c *Comparison) Sensitivity(pct float64) []calc.SensitivityRow {
	return calc.Sensitivity(c.Task, c.topTwo(), c.Catalogue, c.Options, pct)
}

// topTwo are the named offers of the winner and the runner-up. The margin
// and the sensitivity are about these two alone, and calc ranks by
// comparing rows pairwise, so ranking these two gives the same winner and
// runner-up as ranking every quote again (which re-planned each one: most
// of compare's time at 20,000 quotes, issue 16).
func (c *Comparison) topTwo() []calc.Offer {
	var out []calc.Offer
	for k, r := range c.Rows {
		if k > 1 || r.Rank != k+1 {
			break
		}
		if i, ok := c.offerAt[r.QuoteID]; ok && i < len(c.Named) {
			out = append(out, c.Named[i])
		}
	}
	return out
}

// SpeedRow is one quote's training speed on its own hardware: what calc
// estimates for its card and interconnect, and what an attached benchmark
// measured (scaled to the task as the ranking uses it; 0 = not measured).
type SpeedRow struct {
	QuoteID             int64
	Name                string
	Estimated, Measured float64 // tokens/s per GPU
}

// Speeds lists the quotes that fit, in rank order (at most CurveQuotes
// measured or not plus every measured one), with the estimate beside the
// measurement, so a vendor's misstated configuration shows.
func (c *Comparison) Speeds() []SpeedRow {
	t := c.Task
	t.Hours = 0 // the speed, not the what-if hours
	var out []SpeedRow
	for _, r := range c.Rows {
		if !r.Fits {
			continue
		}
		i, ok := c.offerAt[r.QuoteID]
		if !ok {
			continue
		}
		o := c.Offers[i]
		if o.MeasuredTokensPerSPerGPU == 0 && len(out) >= CurveQuotes {
			continue
		}
		est, measured := c.speed(t, o)
		out = append(out, SpeedRow{QuoteID: r.QuoteID, Name: c.Name(r.QuoteID), Estimated: est, Measured: measured})
	}
	return out
}

// speed is an offer's estimated tokens/s per GPU on its stated hardware and,
// when a benchmark is attached, the measured figure as the ranking scales it
// (costed without the task's hours override, so the benchmark speaks).
func (c *Comparison) speed(t calc.Task, o calc.Offer) (estimated, measured float64) {
	t.Hours = 0
	if o.MeasuredTokensPerSPerGPU > 0 {
		if m := calc.CostForOffer(t, o, c.Catalogue, c.Options); m.ThroughputSource == calc.SourceBenchmark {
			measured = m.TokensPerSPerGPU
		}
	}
	o.MeasuredTokensPerSPerGPU = 0
	return calc.CostForOffer(t, o, c.Catalogue, c.Options).TokensPerSPerGPU, measured
}

// flagSlowBenchmarks warns on every quote whose attached benchmark measured
// less than bench.FlagBelow of our estimate for the configuration the quote
// states: the likely sign of a misstated configuration.
func (c *Comparison) flagSlowBenchmarks() {
	for i := range c.Rows {
		r := &c.Rows[i]
		k, ok := c.offerAt[r.QuoteID]
		if !ok || c.Offers[k].MeasuredTokensPerSPerGPU == 0 {
			continue
		}
		est, measured := c.speed(c.Task, c.Offers[k])
		if ratio, flagged := bench.Compare(measured, est); flagged {
			m := msg.New("compare.benchmark_slow", measured, ratio*100, est)
			r.Warnings = append(r.Warnings, calc.Warning{Code: "benchmark_slow", Text: m.In("en"), Msg: m})
		}
	}
}

// FXNotes are the exchange rates the quotes were normalised with, one line
// each: "1 USD = 7.2 CNY (2026-11-01)".
func (c *Comparison) FXNotes() []string {
	var out []string
	for _, r := range c.fx {
		out = append(out, fmt.Sprintf("1 %s = %g CNY (%s)", r.Currency, r.ToCNY, r.Date))
	}
	return out
}

// PackBreakEvens are, for each prepaid pack among the curves, where it
// crosses the cheapest hourly quote among them (calc.BreakEvens on the
// pair): the training length from which the pack pays, or stops paying.
func (c *Comparison) PackBreakEvens(cs []calc.Curve) []calc.BreakEven {
	kind := map[int64]string{}
	for _, o := range c.Offers {
		switch {
		case o.IsPack():
			kind[o.ID] = "pack"
		case strings.HasSuffix(o.PriceUnit, "_hour"):
			kind[o.ID] = "hourly"
		}
	}
	var hourly *calc.Curve
	for _, r := range c.Rows { // rank order: the first hourly curve is the cheapest
		for i := range cs {
			if cs[i].QuoteID == r.QuoteID && kind[r.QuoteID] == "hourly" && hourly == nil {
				hourly = &cs[i]
			}
		}
	}
	if hourly == nil {
		return nil
	}
	var out []calc.BreakEven
	for _, cv := range cs {
		if kind[cv.QuoteID] == "pack" {
			out = append(out, calc.BreakEvens([]calc.Curve{cv, *hourly})...)
		}
	}
	return out
}
