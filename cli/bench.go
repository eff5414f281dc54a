package cli

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"computecheck/bench"
	"computecheck/calc"
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
		return nil, fmt.Errorf("--%s: %q is not an amount (a number not below 0)", flagName, v)
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
		return Usagef("give one RESULT.json (or training log) file")
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
		return fmt.Errorf("--format: %q is not one of %s", *format, strings.Join(bench.Formats(), ", "))
	}
	if *seqLen < 0 || *gpus < 0 {
		return fmt.Errorf("--seq-len and --gpus must not be negative")
	}
	var meta storage.BenchMeta
	quoteFromFlag := *quote != ""
	if quoteFromFlag {
		q, err := strconv.ParseInt(*quote, 10, 64)
		if err != nil || q <= 0 {
			return fmt.Errorf("--quote: %q is not a quote id (a positive whole number; see computecheck quotes list)", *quote)
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
			return fmt.Errorf("--price needs --price-unit (%s)", strings.Join(storage.BenchPriceUnits, ", "))
		}
	} else if *priceUnit != "" {
		return fmt.Errorf("--price-unit needs --price")
	}
	if *currency != "" && meta.RunCost == nil && meta.InvoicedPrice == nil {
		return fmt.Errorf("--currency needs --cost or --price")
	}
	var task *calc.Task
	if *taskPath != "" {
		t, err := env.loadTask(*taskPath)
		if err != nil {
			return err
		}
		task = &t
	}

	data, err := env.readInput(path)
	if err != nil {
		return err
	}
	r, err := bench.Read(data, path, bench.Options{Format: f, SeqLen: *seqLen, GPUs: *gpus})
	if err != nil {
		return err
	}
	if !quoteFromFlag {
		meta.QuoteID = r.QuoteID
	}
	raw := data
	if r.Format != bench.FormatJSON {
		raw = nil // a log: the result read from it is stored
	}

	db, err := env.OpenDB()
	if err != nil {
		return err
	}
	defer db.Close()
	id, err := db.ImportBenchWith(bg(), r, raw, path, meta)
	if err != nil && !quoteFromFlag && meta.QuoteID != nil && errors.Is(err, storage.ErrBenchNoQuote) {
		// The kit baked in a quote id this database does not have (another
		// computer, a deleted quote): keep the measurement, unattached.
		fmt.Fprintf(env.Stderr, "computecheck bench import: %s: quote_id %d is not in this database; stored without a quote (attach it with --quote)\n", path, *meta.QuoteID)
		meta.QuoteID = nil
		id, err = db.ImportBenchWith(bg(), r, raw, path, meta)
	}
	if errors.Is(err, storage.ErrBenchExists) {
		// Importing the same file again is not an error, and adds nothing.
		if env.Zh() {
			fmt.Fprintf(env.Stdout, "%s 已经导入过（#%d），没有重复保存；花费和所属报价可在“实测”区为 #%d 填写。\n", path, id, id)
		} else {
			fmt.Fprintf(env.Stdout, "%s was imported before (#%d); nothing added. Its cost and quote can be set on #%d in the Benchmarks area.\n", path, id, id)
		}
		return nil
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
		c, err := bench.CompareTask(rec.Result, *task, cat, env.Zh())
		if err == nil {
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
		printBenchComparison(env, cmp, cmpErr)
	}
	return nil
}

func printBenchImported(env *Env, rec storage.BenchRecord) {
	w := env.Stdout
	r := rec.Result
	gpu := r.GPUName
	if gpu == "" {
		gpu = r.Device
	}
	if gpu == "" {
		gpu = "?"
	}
	zh := env.Zh()
	if zh {
		fmt.Fprintf(w, "已导入基准测试 #%d（%s，格式 %s）：%d x %s", rec.ID, rec.Source, rec.Format, r.GPUCount, gpu)
	} else {
		fmt.Fprintf(w, "imported benchmark #%d from %s (%s): %d x %s", rec.ID, rec.Source, rec.Format, r.GPUCount, gpu)
	}
	if r.TokensPerS != nil {
		fmt.Fprintf(w, ", %.0f tokens/s", *r.TokensPerS)
		if r.TokensPerSPerGPU != nil {
			if zh {
				fmt.Fprintf(w, "（每卡 %.0f）", *r.TokensPerSPerGPU)
			} else {
				fmt.Fprintf(w, " (%.0f per GPU)", *r.TokensPerSPerGPU)
			}
		}
	}
	if r.PeakMemoryBytes != nil {
		if zh {
			fmt.Fprintf(w, "，显存峰值 %.1f GiB", float64(*r.PeakMemoryBytes)/(1<<30))
		} else {
			fmt.Fprintf(w, ", peak memory %.1f GiB", float64(*r.PeakMemoryBytes)/(1<<30))
		}
	}
	if rec.QuoteID != nil {
		if zh {
			fmt.Fprintf(w, "，报价 #%d", *rec.QuoteID)
		} else {
			fmt.Fprintf(w, ", quote #%d", *rec.QuoteID)
		}
	}
	fmt.Fprintln(w)
	for _, e := range r.Errors {
		if zh {
			fmt.Fprintf(w, "  运行出错：%s\n", e)
		} else {
			fmt.Fprintf(w, "  run error: %s\n", e)
		}
	}
	for _, s := range r.Warnings {
		if zh {
			fmt.Fprintf(w, "  注意：%s\n", s)
		} else {
			fmt.Fprintf(w, "  note: %s\n", s)
		}
	}
}

func printBenchComparison(env *Env, c *bench.Comparison, err error) {
	w := env.Stdout
	if c == nil {
		if env.Zh() {
			fmt.Fprintf(w, "无法与估算比较：%v\n", err)
		} else {
			fmt.Fprintf(w, "not compared with the estimate: %v\n", err)
		}
		return
	}
	if env.Zh() {
		fmt.Fprintf(w, "实测每卡 %.0f tokens/s，估算 %.0f（%d x %s）：实测/估算 = %.2f\n", c.MeasuredPerGPU, c.EstimatedPerGPU, c.GPUs, c.GPU, c.Ratio)
	} else {
		fmt.Fprintf(w, "measured %.0f tokens/s per GPU, estimated %.0f (%d x %s): measured/estimated = %.2f\n", c.MeasuredPerGPU, c.EstimatedPerGPU, c.GPUs, c.GPU, c.Ratio)
	}
	if c.Flagged {
		fmt.Fprintln(w, c.Reason)
	}
}

func runBenchList(env *Env, args []string) error {
	fs := flag.NewFlagSet("bench list", flag.ContinueOnError)
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return Usagef("unexpected argument %q", pos[0])
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
		if env.Zh() {
			fmt.Fprintln(env.Stdout, "还没有基准测试结果：computecheck benchkit --out DIR 生成测试包，跑完后 computecheck bench import result.json")
		} else {
			fmt.Fprintln(env.Stdout, "no benchmark results yet: computecheck benchkit --out DIR writes the kit; then computecheck bench import result.json")
		}
		return nil
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	if env.Zh() {
		fmt.Fprintln(tw, "编号\t报价\tGPU\t卡数\ttokens/s\t每卡\t显存峰值 GiB\t费用\t来源\t导入时间\t")
	} else {
		fmt.Fprintln(tw, "ID\tQUOTE\tGPU\tGPUS\tTOKENS/S\tPER GPU\tPEAK GIB\tCOST\tSOURCE\tIMPORTED\t")
	}
	for _, r := range recs {
		gpu := r.GPUName
		if gpu == "" {
			gpu = r.Result.Device
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t\n", r.ID, benchOptInt(r.QuoteID), benchDash(gpu), r.GPUCount,
			benchOptNum(r.TokensPerS, "%.0f"), benchOptNum(r.TokensPerSPerGPU, "%.0f"), benchOptGiB(r.PeakMemoryBytes),
			benchOptCost(r.RunCost, r.RunCostCurrency), r.Source, r.ImportedAt)
	}
	return tw.Flush()
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

func benchOptNum(v *float64, format string) string {
	if v == nil {
		return "-"
	}
	return fmt.Sprintf(format, *v)
}

func benchOptGiB(v *int64) string {
	if v == nil {
		return "-"
	}
	return fmt.Sprintf("%.1f", float64(*v)/(1<<30))
}

func benchOptCost(v *float64, cur string) string {
	if v == nil {
		return "-"
	}
	return fmt.Sprintf("%.2f %s", *v, cur)
}
