package cli

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"computecheck/assets"
	"computecheck/bench"
	"computecheck/calc"
	"computecheck/msg"
	"computecheck/present"
	"computecheck/quotes"
	"computecheck/storage"
)

func init() {
	Register(Verb{
		Name: "bench import",
		Args: "RESULT.json [--quote ID] [--cost N --currency CNY] [--price N --price-unit gpu_hour] " +
			"[--format auto|json|hf|deepspeed|llamafactory|torchtitan --seq-len N --gpus N] [--task TASK.json] [--json]",
		Summary: "store a benchmark result (the kit's JSON, or a training log's throughput)",
		Run:     runBenchImport,
	})
	Register(Verb{
		Name:    "bench list",
		Args:    "[--json]",
		Summary: "list stored benchmark results",
		Run:     runBenchList,
	})
}

// benchOptFloat parses a flag value that may be absent ("").
func benchOptFloat(flagName, v string) (*float64, error) {
	if v == "" {
		return nil, nil
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(strings.TrimSpace(v), ",", ""), 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) || f < 0 {
		return nil, worded("cli.bench.not_amount", flagName, v)
	}
	return &f, nil
}

func runBenchImport(env *Env, args []string) error {
	fs := flag.NewFlagSet("bench import", flag.ContinueOnError)
	quote := fs.String("quote", "", "id of the quote the server was rented on (overrides the result's quote_id)")
	cost := fs.String("cost", "", "what the benchmark run was invoiced")
	currency := fs.String("currency", "", "currency of --cost and --price (default CNY)")
	price := fs.String("price", "", "the price the run was billed at")
	priceUnit := fs.String("price-unit", "", "unit of --price: "+strings.Join(storage.BenchPriceUnits, ", "))
	format := fs.String("format", bench.FormatAuto, "file format: "+strings.Join(bench.Formats(), ", "))
	seqLen := fs.Int("seq-len", 0, "tokens per sample, for logs that count samples")
	gpus := fs.Int("gpus", 0, "GPUs the logged run used")
	taskPath := fs.String("task", "", "TASK.json to compare the measurement with its estimate")
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return Usagef("cli.usage.one_result")
	}
	path := pos[0]

	// Every value is checked before the database is opened, so a bad command
	// leaves no trace.
	f := strings.ToLower(strings.TrimSpace(*format))
	known := false
	for _, k := range bench.Formats() {
		known = known || f == k
	}
	if !known {
		return worded("cli.bench.bad_format", *format, strings.Join(bench.Formats(), ", "))
	}
	if *seqLen < 0 || *gpus < 0 {
		return worded("cli.bench.negative")
	}
	var meta storage.BenchMeta
	quoteFromFlag := *quote != ""
	if quoteFromFlag {
		q, err := strconv.ParseInt(*quote, 10, 64)
		if err != nil || q <= 0 {
			return worded("cli.bench.bad_quote", *quote)
		}
		meta.QuoteID = &q
	}
	if meta.RunCost, err = benchOptFloat("cost", *cost); err != nil {
		return err
	}
	if meta.InvoicedPrice, err = benchOptFloat("price", *price); err != nil {
		return err
	}
	cur := *currency
	if cur == "" {
		cur = "CNY"
	}
	if meta.RunCost != nil {
		meta.RunCostCurrency = cur
	}
	if meta.InvoicedPrice != nil {
		meta.InvoicedPriceCurrency = cur
		meta.InvoicedPriceUnit = *priceUnit
		if *priceUnit == "" {
			return worded("cli.bench.price_needs_unit", strings.Join(storage.BenchPriceUnits, ", "))
		}
	} else if *priceUnit != "" {
		return worded("cli.bench.unit_needs_price")
	}
	if *currency != "" && meta.RunCost == nil && meta.InvoicedPrice == nil {
		return worded("cli.bench.currency_needs_amount")
	}
	var task *calc.Task
	if *taskPath != "" {
		t, err := env.loadTask(*taskPath)
		if err != nil {
			return err
		}
		task = &t
	}

	r, data, err := env.readBench(path, bench.Options{Format: f, SeqLen: *seqLen, GPUs: *gpus})
	if err != nil {
		return err
	}
	if !quoteFromFlag {
		meta.QuoteID = r.QuoteID
	}

	db, err := env.OpenDB()
	if err != nil {
		return err
	}
	defer db.Close()
	id, err := db.ImportBenchWith(bg(), r, data, path, meta)
	if err != nil && !quoteFromFlag && meta.QuoteID != nil && errors.Is(err, storage.ErrBenchNoQuote) {
		// The kit baked in a quote id this database does not have (another
		// computer, a deleted quote): keep the measurement, unattached,
		// and say so once it is kept.
		baked := *meta.QuoteID
		meta.QuoteID = nil
		if id, err = db.ImportBenchWith(bg(), r, data, path, meta); err == nil {
			fmt.Fprintln(env.Stderr, "computecheck bench import: "+assets.Tr(env.lang(), "cli.bench.quote_not_here", path, baked))
		}
	}
	if errors.Is(err, storage.ErrBenchExists) {
		// Importing the same file again is not an error, and adds nothing.
		fmt.Fprintln(env.Stdout, assets.Tr(env.lang(), "cli.bench.already", path, id, id))
		return nil
	}
	if errors.Is(err, storage.ErrBenchNoQuote) && meta.QuoteID != nil {
		return msg.Wrap(err, "cli.bench.no_quote", path, *meta.QuoteID)
	}
	if storage.IsFault(err) {
		return err // the database's disk, not the file (storage/fault.go)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	rec, err := db.BenchResult(bg(), id)
	if err != nil {
		return err
	}
	var cmp *bench.Comparison
	var cmpErr error
	if task != nil {
		cat, err := db.GPUs(bg())
		if err != nil {
			cat = nil
		}
		c, err := compareBench(db, rec, *task, cat)
		if err == nil {
			c.Reason = c.Why.In(env.lang())
			cmp = &c
		}
		cmpErr = err
	}
	if env.JSON {
		if task == nil {
			return env.PrintJSON(rec)
		}
		out := struct {
			storage.BenchRecord
			Comparison *bench.Comparison `json:"comparison"`
		}{rec, cmp}
		return env.PrintJSON(out)
	}
	printBenchImported(env, rec)
	if task != nil {
		var p *present.BenchPrice
		if cmp != nil {
			p = benchPrice(db, rec)
		}
		printBenchComparison(env, cmp, cmpErr, p)
	}
	return nil
}

// compareBench sets a stored result against the task's estimate, by the
// rule Compare uses (quotes.BenchUsable): a run of another model or method,
// or on a card the attached quote does not offer, is not compared.
func compareBench(db *storage.DB, rec storage.BenchRecord, t calc.Task, cat []calc.GPU) (bench.Comparison, error) {
	var q quotes.Quote
	if rec.QuoteID != nil {
		if got, err := db.Quote(bg(), *rec.QuoteID); err == nil {
			q = got
		}
	}
	if err := quotes.BenchUsable(rec.Result, q, t); err != nil {
		return bench.Comparison{}, err
	}
	return bench.CompareTask(rec.Result, t, cat)
}

func printBenchImported(env *Env, rec storage.BenchRecord) {
	w, lang := env.Stdout, env.lang()
	r := rec.Result
	gpu := r.GPUName
	if gpu == "" {
		gpu = strings.ToUpper(r.Device) // a CPU run
	}
	// A log names no card, and counts them only when told (--gpus).
	gpus := assets.Tr(lang, "cli.bench.gpus_unstated")
	switch {
	case r.GPUCount > 0 && gpu != "":
		gpus = assets.Tr(lang, "cli.bench.gpus_of", r.GPUCount, gpu)
	case r.GPUCount > 0:
		gpus = assets.Tr(lang, "cli.bench.gpus_of", r.GPUCount, "GPU")
	case gpu != "":
		gpus = gpu
	}
	line := assets.Tr(lang, "cli.bench.imported", rec.ID, rec.Source, benchFormatName(lang, rec.Format), gpus)
	if r.TokensPerS != nil {
		line += assets.Tr(lang, "cli.bench.imported_tps", *r.TokensPerS)
		if r.TokensPerSPerGPU != nil {
			line += assets.Tr(lang, "cli.bench.imported_per_gpu", *r.TokensPerSPerGPU)
		}
	}
	if r.PeakMemoryBytes != nil {
		line += assets.Tr(lang, "cli.bench.imported_peak", float64(*r.PeakMemoryBytes)/(1<<30))
	}
	if rec.QuoteID != nil {
		line += assets.Tr(lang, "cli.bench.imported_quote", *rec.QuoteID)
	}
	fmt.Fprintln(w, line)
	for _, e := range r.Errors {
		fmt.Fprintln(w, assets.Tr(lang, "cli.bench.run_error", e))
	}
	for _, m := range r.Warnings {
		fmt.Fprintln(w, assets.Tr(lang, "cli.bench.note", m.In(lang)))
	}
}

// printBenchComparison prints the sentences the window's Benchmarks
// detail shows (present.BenchDetail).
func printBenchComparison(env *Env, c *bench.Comparison, err error, p *present.BenchPrice) {
	for _, line := range present.BenchDetail(c, err, p, env.lang()) {
		fmt.Fprintln(env.Stdout, line)
	}
}

// benchPrice is the quote rec is attached to, normalised, for the price
// sentence; nil when there is none to read.
func benchPrice(db *storage.DB, rec storage.BenchRecord) *present.BenchPrice {
	if rec.QuoteID == nil {
		return nil
	}
	q, err := db.Quote(bg(), *rec.QuoteID)
	if err != nil {
		return nil
	}
	opts, err := db.NormalizeOptions(bg())
	if err != nil {
		return nil
	}
	return &present.BenchPrice{Quote: quotes.Normalize(q, opts), RunCost: rec.RunCost, RunCostCurrency: rec.RunCostCurrency}
}

func runBenchList(env *Env, args []string) error {
	fs := flag.NewFlagSet("bench list", flag.ContinueOnError)
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return Usagef("cli.usage.unexpected_arg", pos[0])
	}
	db, err := env.OpenDB()
	if err != nil {
		return err
	}
	defer db.Close()
	recs, err := db.BenchResults(bg())
	if err != nil {
		return err
	}
	if env.JSON {
		return env.PrintJSON(recs)
	}
	if len(recs) == 0 {
		fmt.Fprintln(env.Stdout, assets.Tr(env.lang(), "cli.bench.none"))
		return nil
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, assets.Tr(env.lang(), "cli.bench.list_header"))
	for _, r := range recs {
		gpu := r.GPUName
		if gpu == "" {
			gpu = r.Result.Device
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t\n", r.ID, benchOptInt(r.QuoteID), benchDash(gpu), r.GPUCount,
			present.OptTokensPerS(r.TokensPerS), present.OptTokensPerS(r.TokensPerSPerGPU), present.OptGiB(r.PeakMemoryBytes),
			present.RunCost(r.RunCost, r.RunCostCurrency), r.Source, r.ImportedAt)
	}
	return tw.Flush()
}

// benchFormatName names a result's source format ("hf", "json") as a
// reader says it.
func benchFormatName(lang, format string) string {
	if format == "" {
		format = bench.FormatJSON
	}
	key := "bench.format." + format
	if s := assets.Tr(lang, key); s != key {
		return s
	}
	return format
}

func benchDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func benchOptInt(v *int64) string {
	if v == nil {
		return "-"
	}
	return strconv.FormatInt(*v, 10)
}

// readBench reads a kit result or a training log (bench.ReadStream: held
// whole up to bench.MaxResultBytes, else streamed). A file past
// bench.MaxLogBytes is refused before it is read.
func (env *Env) readBench(path string, opt bench.Options) (bench.Result, []byte, error) {
	rc, size, err := env.openInput(path)
	if err != nil {
		return bench.Result{}, nil, err
	}
	defer rc.Close()
	if size > bench.MaxLogBytes {
		return bench.Result{}, nil, msg.Errorf("doors.input.too_large", inputName(path), size, int64(bench.MaxLogBytes))
	}
	return bench.ReadStream(rc, path, opt)
}
