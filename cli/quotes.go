package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"computecheck/assets"
	"computecheck/msg"
	"computecheck/present"
	"computecheck/quotes"
	"computecheck/storage"
)

func init() {
	Register(Verb{
		Name:    "quotes import",
		Args:    "FILE... [--partial] [--explain] [--trace] [--map C=FIELD,...] [--json]",
		Summary: "add quotes from .csv / .xlsx / .json to the database (all files or nothing, unless --partial)",
		Run:     runQuotesImport,
	})
	Register(Verb{
		Name:    "quotes list",
		Args:    "[--json]",
		Summary: "list stored quotes with the price per GPU-hour in the reporting currency",
		Run:     runQuotesList,
	})
	Register(Verb{
		Name:    "quotes confirm",
		Args:    "ID [--price-unit U] [--gpus-per-node N] [--nodes N] [--price P]",
		Summary: "settle a quote that needs review (the decision is kept beside the vendor's text)",
		Run:     runQuotesConfirm,
	})
	Register(Verb{
		Name:    "quotes template",
		Args:    "--out FILE.csv|FILE.xlsx [--lang zh|en]",
		Summary: "write a blank quote import template",
		Run:     runQuotesTemplate,
	})
	Register(Verb{
		Name:    "quotes questions",
		Args:    "[ID...] [--json]",
		Summary: "what to ask each vendor: the checklist items a quote leaves unknown",
		Run:     runQuotesQuestions,
	})
	Register(Verb{
		Name:    "quotes fx",
		Args:    "[CURRENCY CNY_PER_UNIT [DATE]] [--json]",
		Summary: "list exchange rates, or set one (e.g. quotes fx USD 7.1 2026-11-20)",
		Run:     runQuotesFX,
	})
}

// importFile is one file's outcome, as --json prints it.
type importFile struct {
	File        string             `json:"file"`
	Format      string             `json:"format"`
	Quotes      int                `json:"quotes"`
	Added       int                `json:"added"`
	Updated     int                `json:"updated"`
	Unchanged   int                `json:"unchanged"`
	Stale       int                `json:"stale"`
	NeedsReview int                `json:"needs_review"`
	Problems    []problemJSON      `json:"problems"`
	Warnings    []importedWarning  `json:"warnings"`
	Tables      []quotes.TableInfo `json:"-"`
	Mapping     []tableExplanation `json:"tables"`
	Trace       []quoteTrace       `json:"trace,omitempty"`      // --trace
	Hidden      []problemJSON      `json:"hidden,omitempty"`     // hidden sheets, rows, columns: not read
	NotOffers   []problemJSON      `json:"not_offers,omitempty"` // rows read and left out: not a current offer
}

// quoteTrace is one stored quote's values and where each came from (--trace).
type quoteTrace struct {
	Sheet  string       `json:"sheet,omitempty"`
	Row    int          `json:"row"`
	Vendor string       `json:"vendor"`
	GPU    string       `json:"gpu"`
	Values []valueTrace `json:"values"`
}

type valueTrace struct {
	quotes.TraceStep
	Rule       []string         `json:"rule"`
	Overruled  []string         `json:"overruled"`
	Notes      []string         `json:"notes"`
	Candidates []candidateTrace `json:"candidates"`
}

// candidateTrace is one candidate the resolve stage weighed, with its
// line in --lang.
type candidateTrace struct {
	quotes.Evidence
	Said string `json:"said"`
}

func traceJSON(r *quotes.FileResult, lang string) []quoteTrace {
	out := []quoteTrace{}
	for i, q := range r.Quotes {
		qt := quoteTrace{Sheet: q.SourceSheet, Row: q.SourceRow, Vendor: q.Vendor, GPU: q.GPU, Values: []valueTrace{}}
		for _, st := range r.Trace(i) {
			cands := []candidateTrace{}
			for _, e := range st.Candidates {
				cands = append(cands, candidateTrace{e, e.Say().In(lang)})
			}
			qt.Values = append(qt.Values, valueTrace{st, quotes.RenderAll(st.Rule, lang), quotes.RenderAll(st.Overruled, lang), quotes.RenderAll(st.Notes, lang), cands})
		}
		out = append(out, qt)
	}
	return out
}

// printTrace prints, per stored quote, each value with its cell, the rule
// that read it, every candidate weighed for it and the notes that quote it
// (present.TraceLines, as the import preview shows a selected cell).
func printTrace(env *Env, r *quotes.FileResult, lang string) {
	T := func(key string, a ...any) string { return assets.Tr(lang, key, a...) }
	for i, q := range r.Quotes {
		where := T("cli.import.row", q.SourceRow)
		if q.SourceSheet != "" {
			where = T("cli.explain.sheet", q.SourceSheet) + " " + where
		}
		fmt.Fprintln(env.Stdout, T("cli.trace.quote", r.File, where, q.Vendor, q.GPU))
		for _, st := range r.Trace(i) {
			for _, line := range present.TraceLines(st, lang) {
				fmt.Fprintln(env.Stdout, "  "+line)
			}
		}
	}
}

type importedWarning struct {
	Row     int    `json:"row"`
	Sheet   string `json:"sheet,omitempty"`
	Vendor  string `json:"vendor"`
	Warning string `json:"warning"`
}

// problemJSON is a Problem with its reason in the --lang language.
type problemJSON struct {
	quotes.Problem
	Reason string `json:"reason"`
}

// tableExplanation is how one table was read, in the --lang language.
type tableExplanation struct {
	Sheet      string              `json:"sheet,omitempty"`
	HeaderRows []int               `json:"header_rows"`
	LayoutKey  string              `json:"layout_key"`
	Columns    []columnExplanation `json:"columns"`
}

type columnExplanation struct {
	Letter   string   `json:"letter"`
	Header   string   `json:"header"`
	Field    string   `json:"field"`
	Evidence []string `json:"evidence"`
}

func explainTables(ts []quotes.TableInfo, lang string) []tableExplanation {
	out := []tableExplanation{}
	for _, t := range ts {
		te := tableExplanation{Sheet: t.Sheet, HeaderRows: t.HeaderRows, LayoutKey: t.LayoutKey, Columns: []columnExplanation{}}
		for _, c := range t.Columns {
			te.Columns = append(te.Columns, columnExplanation{c.Letter, c.Header, c.Field, quotes.RenderAll(c.Evidence, lang)})
		}
		out = append(out, te)
	}
	return out
}

func problemsJSON(ps []quotes.Problem, lang string) []problemJSON {
	out := []problemJSON{}
	for _, p := range ps {
		out = append(out, problemJSON{p, p.Reason.In(lang)})
	}
	return out
}

// runQuotesImport reads every file first. Nothing is stored if a file
// cannot be read at all, or — without --partial — if any row cannot be
// read; each problem is one line on stderr naming file, sheet, row and
// column. All files are stored in one transaction.
func runQuotesImport(env *Env, args []string) error {
	fs := flag.NewFlagSet("quotes import", flag.ContinueOnError)
	partial := fs.Bool("partial", false, "store the rows that read, and list the others as warnings")
	explain := fs.Bool("explain", false, "print how each column was read: the file's header -> field, with the evidence")
	trace := fs.Bool("trace", false, "print, per stored value, the cell it came from, the rule that chose it and what it overruled")
	mapping := fs.String("map", "", "set columns by letter, final for every table of the files (e.g. C=offer,E=- leaves E unread)")
	files, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return Usagef("cli.usage.import_files")
	}
	lang := env.lang()
	T := func(key string, a ...any) string { return assets.Tr(lang, key, a...) }
	cols, err := parseColumnMap(*mapping)
	if err != nil {
		return err
	}
	var results []*quotes.FileResult
	var fatal []string
	for _, f := range files {
		res, err := env.readQuoteFileMapped(f, cols)
		if err != nil {
			var p *quotes.Problem
			if errors.As(err, &p) {
				fatal = append(fatal, p.Text(lang))
			} else {
				fatal = append(fatal, msg.Text(err, lang))
			}
			continue
		}
		results = append(results, res)
	}
	if *explain && !env.JSON {
		for _, r := range results {
			printExplanation(env, r, lang)
		}
	}
	if *trace && !env.JSON {
		for _, r := range results {
			printTrace(env, r, lang)
		}
	}
	if len(fatal) > 0 {
		if len(fatal) == 1 {
			return errors.New(fatal[0] + T("cli.import.nothing_stored"))
		}
		for _, line := range fatal {
			fmt.Fprintln(env.Stderr, line)
		}
		return errors.New(T("cli.import.files_unreadable", len(fatal)))
	}
	nProb, nOK := 0, 0
	for _, r := range results {
		nProb += len(r.Problems)
		nOK += len(r.Quotes)
	}
	if nProb > 0 && !*partial {
		for _, r := range results {
			for _, p := range r.Problems {
				fmt.Fprintln(env.Stderr, p.Text(lang))
			}
		}
		return errors.New(T("cli.import.refused", nProb, nOK))
	}
	db, err := env.OpenDB()
	if err != nil {
		return err
	}
	defer db.Close()
	batches := make([]storage.QuoteBatch, len(results))
	for i, r := range results {
		batches[i] = storage.QuoteBatch{SourceFile: r.File, Quotes: r.Quotes}
	}
	counts, err := db.ImportQuoteBatches(bg(), batches)
	if err != nil {
		return errors.New(T("cli.import.store_failed", msg.Text(err, lang)))
	}
	out := make([]importFile, len(results))
	for i, r := range results {
		f := importFile{File: r.File, Format: r.Format, Quotes: len(r.Quotes), Added: counts[i].Added, Updated: counts[i].Updated, Unchanged: counts[i].Unchanged,
			Stale: counts[i].Stale, Problems: problemsJSON(r.Problems, lang), Warnings: []importedWarning{}, Tables: r.Tables,
			Mapping: explainTables(r.Tables, lang), Hidden: problemsJSON(r.Hidden, lang), NotOffers: problemsJSON(r.NotOffers, lang)}
		if *trace {
			f.Trace = traceJSON(r, lang)
		}
		for _, q := range r.Quotes {
			if q.NeedsReview {
				f.NeedsReview++
			}
			for _, w := range q.Warnings {
				f.Warnings = append(f.Warnings, importedWarning{Row: q.SourceRow, Sheet: q.SourceSheet, Vendor: q.Vendor, Warning: w.In(lang)})
			}
		}
		out[i] = f
	}
	for _, r := range results { // --partial: the rows left out are still listed
		for _, p := range r.Problems {
			fmt.Fprintln(env.Stderr, T("cli.import.not_stored", p.Text(lang)))
		}
	}
	if env.JSON {
		return env.PrintJSON(map[string]any{"files": out})
	}
	for _, f := range out {
		fmt.Fprint(env.Stdout, T("cli.import.summary", f.File, f.Added, f.Updated, f.Unchanged))
		if len(f.Problems) > 0 {
			fmt.Fprint(env.Stdout, T("cli.import.summary_problems", len(f.Problems)))
		}
		if f.NeedsReview > 0 {
			fmt.Fprint(env.Stdout, T("cli.import.summary_review", f.NeedsReview))
		}
		if f.Stale > 0 {
			fmt.Fprint(env.Stdout, T("cli.import.summary_stale", f.Stale))
		}
		fmt.Fprintln(env.Stdout)
		for _, w := range f.Warnings {
			fmt.Fprintf(env.Stdout, "  %s %s: %s\n", T("cli.import.row", w.Row), w.Vendor, w.Warning)
		}
	}
	return nil
}

// printExplanation prints, per table, each column: the file's header ->
// the field, and why.
func printExplanation(env *Env, r *quotes.FileResult, lang string) {
	for _, t := range r.Tables {
		where := r.File
		if t.Sheet != "" {
			where += " · " + assets.Tr(lang, "cli.explain.sheet", t.Sheet)
		}
		rows := make([]string, len(t.HeaderRows))
		for i, n := range t.HeaderRows {
			rows[i] = strconv.Itoa(n)
		}
		fmt.Fprintln(env.Stdout, assets.Tr(lang, "cli.explain.table", where, strings.Join(rows, ", ")))
		for _, c := range t.Columns {
			field := assets.Tr(lang, "cli.explain.unread")
			if c.Field != "" {
				field = assets.Tr(lang, "field."+c.Field)
			}
			ev := strings.Join(quotes.RenderAll(c.Evidence, lang), assets.Tr(lang, "cli.explain.sep"))
			if ev != "" {
				ev = " (" + ev + ")"
			}
			fmt.Fprintf(env.Stdout, "  %-3s %s → %s%s\n", c.Letter, c.Header, field, ev)
		}
	}
	for _, h := range append(append([]quotes.Problem(nil), r.Hidden...), r.NotOffers...) { // hidden, or not a current offer: not read
		fmt.Fprintln(env.Stdout, h.Text(lang))
	}
}

// parseColumnMap reads --map: "C=offer,E=-" (column letter = field).
func parseColumnMap(s string) (map[string]string, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	out := map[string]string{}
	for _, part := range strings.Split(s, ",") {
		letter, field, ok := strings.Cut(strings.TrimSpace(part), "=")
		letter = strings.ToUpper(strings.TrimSpace(letter))
		field = strings.TrimSpace(field)
		if !ok || letter == "" || strings.Trim(letter, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" || !quotes.IsField(field) {
			return nil, Usagef("cli.usage.import_map", part)
		}
		out[letter] = field
	}
	return out, nil
}

// readQuoteFileMapped reads a file with the person's column choices, which
// no later stage of the import overrides: the file is read once for its
// tables' layouts, then again with the choices set on every one of them.
func (e *Env) readQuoteFileMapped(path string, cols map[string]string) (*quotes.FileResult, error) {
	read := func(ro quotes.ReadOptions) (*quotes.FileResult, error) { return quotes.ReadFileWith(path, ro) }
	if path == "-" {
		b, err := quotes.ReadAllLimited("stdin", e.Stdin) // through the file limit, never read to its end
		if err != nil {
			return nil, err
		}
		read = func(ro quotes.ReadOptions) (*quotes.FileResult, error) { return quotes.ReadWith("stdin", b, ro) }
	}
	res, err := read(quotes.ReadOptions{})
	if err != nil || len(cols) == 0 {
		return res, err
	}
	ro := quotes.ReadOptions{Columns: map[string]map[string]string{}}
	for _, t := range res.Tables {
		ro.Columns[t.LayoutKey] = cols
	}
	return read(ro)
}

// readQuoteFile reads a file argument ("-" = stdin) into quotes.
func (e *Env) readQuoteFile(path string) (*quotes.FileResult, error) {
	if path != "-" {
		return quotes.ReadFile(path)
	}
	return quotes.ReadFrom("stdin", e.Stdin) // through the file limit, never read to its end
}

// runQuotesList prints the stored quotes, normalised with the user's
// reporting currency, month length and exchange rates.
func runQuotesList(env *Env, args []string) error {
	fs := flag.NewFlagSet("quotes list", flag.ContinueOnError)
	all := fs.Bool("deleted", false, "list deleted quotes instead")
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return Usagef("cli.usage.list_no_args", pos[0])
	}
	db, err := env.OpenDB()
	if err != nil {
		return err
	}
	defer db.Close()
	if env.JSON {
		return env.streamQuotesJSON(db, *all) // quotes_delete.go: one quote at a time
	}
	qs, err := env.storedQuotes(db, *all) // unreadable rows named on stderr, the rest listed
	if err != nil {
		return err
	}
	lang := env.lang()
	if len(qs) == 0 {
		fmt.Fprintln(env.Stdout, assets.Tr(lang, "present.q.no_quotes"))
		return nil
	}
	cols := present.QuoteColumns(lang)
	head := make([]string, len(cols))
	right := map[int]bool{}
	for i, c := range cols {
		head[i], right[i] = c.Title, c.Num
	}
	rows := [][]string{head}
	for _, q := range qs {
		rows = append(rows, present.QuoteCells(q, lang))
	}
	printTable(env, rows, right)
	return nil
}

// printTable aligns columns by display width (Chinese is two columns);
// right-aligned columns are numbers.
func printTable(env *Env, rows [][]string, right map[int]bool) {
	widths := make([]int, len(rows[0]))
	// Each cell's width is worked out once (a table of 20,000 quotes has
	// 300,000 cells: issue 16).
	n := 0
	for _, r := range rows {
		n += len(r)
	}
	cellW := make([]int, 0, n)
	for _, r := range rows {
		for i, c := range r {
			w := displayWidth(c)
			cellW = append(cellW, w)
			widths[i] = max(widths[i], w)
		}
	}
	alignRight := make([]bool, len(widths))
	for i := range alignRight {
		alignRight[i] = right[i]
	}
	var line []byte
	k := 0
	for _, r := range rows {
		line = line[:0]
		for i, c := range r {
			if i > 0 {
				line = append(line, "  "...)
			}
			pad := widths[i] - cellW[k]
			k++
			if alignRight[i] {
				line = appendSpaces(line, pad)
				line = append(line, c...)
			} else if i == len(r)-1 {
				line = append(line, c...)
			} else {
				line = append(line, c...)
				line = appendSpaces(line, pad)
			}
		}
		for len(line) > 0 && line[len(line)-1] == ' ' {
			line = line[:len(line)-1]
		}
		line = append(line, '\n')
		env.Stdout.Write(line)
	}
}

func appendSpaces(b []byte, n int) []byte {
	for ; n > 0; n-- {
		b = append(b, ' ')
	}
	return b
}

// runQuotesTemplate writes the blank import template.
func runQuotesTemplate(env *Env, args []string) error {
	fs := flag.NewFlagSet("quotes template", flag.ContinueOnError)
	out := fs.String("out", "", "file to write (.csv or .xlsx)")
	force := fs.Bool("force", false, "replace an existing file")
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if *out == "" && len(pos) == 1 {
		*out = pos[0]
	} else if len(pos) > 0 {
		return Usagef("cli.usage.unexpected_arg", pos[0])
	}
	if *out == "" {
		return Usagef("cli.usage.template_out")
	}
	switch strings.ToLower(filepath.Ext(*out)) {
	case ".csv", ".xlsx":
	default:
		return Usagef("cli.usage.template_ext", *out)
	}
	lang := "zh" // the market's language unless English is asked for
	if env.Lang == "en" {
		lang = "en"
	}
	// Never overwrite what may be a vendor's real sheet by accident.
	if _, err := os.Stat(*out); err == nil && !*force {
		return worded("cli.err.template_exists", *out)
	}
	if err := quotes.WriteTemplate(*out, lang); err != nil {
		return msg.Because(err, "cli.err.cannot_write", *out)
	}
	if !env.JSON {
		fmt.Fprintln(env.Stdout, *out)
	} else {
		return env.PrintJSON(map[string]any{"file": *out, "lang": lang, "columns": quotes.TemplateHeaders(lang)})
	}
	return nil
}

// runQuotesQuestions prints, per quote, what to ask the vendor.
func runQuotesQuestions(env *Env, args []string) error {
	fs := flag.NewFlagSet("quotes questions", flag.ContinueOnError)
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	db, err := env.OpenDB()
	if err != nil {
		return err
	}
	defer db.Close()
	var qs []quotes.Quote
	if len(pos) == 0 {
		if qs, err = db.Quotes(bg()); err != nil {
			return err
		}
	}
	for _, a := range pos {
		id, err := strconv.ParseInt(a, 10, 64)
		if err != nil {
			return Usagef("cli.usage.not_quote_id", a)
		}
		q, err := db.Quote(bg(), id)
		if errors.Is(err, storage.ErrQuoteNotFound) {
			return msg.Errorf("safety.quote_not_found", id)
		}
		if err != nil {
			return err
		}
		qs = append(qs, q)
	}
	lang := env.lang()
	type entry struct {
		ID        int64              `json:"id"`
		Vendor    string             `json:"vendor"`
		Offer     string             `json:"offer"`
		Checklist []quotes.CheckItem `json:"checklist"`
		Questions []string           `json:"questions"`
	}
	out := []entry{}
	for _, q := range qs {
		qq := quotes.Questions(q, lang)
		if qq == nil {
			qq = []string{}
		}
		out = append(out, entry{q.ID, q.Vendor, q.Offer, quotes.Checklist(q, lang), qq})
	}
	if env.JSON {
		return env.PrintJSON(out)
	}
	for _, e := range out {
		fmt.Fprintf(env.Stdout, "#%d %s %s\n", e.ID, e.Vendor, e.Offer)
		if len(e.Questions) == 0 {
			fmt.Fprintln(env.Stdout, "  "+assets.Tr(lang, "present.q.all_answered"))
		}
		for i, s := range e.Questions {
			fmt.Fprintf(env.Stdout, "  %d. %s\n", i+1, s)
		}
	}
	return nil
}

// runQuotesFX lists exchange rates, or stores one.
func runQuotesFX(env *Env, args []string) error {
	fs := flag.NewFlagSet("quotes fx", flag.ContinueOnError)
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 1 || len(pos) > 3 {
		return Usagef("cli.usage.fx_args")
	}
	db, err := env.OpenDB()
	if err != nil {
		return err
	}
	defer db.Close()
	if len(pos) >= 2 {
		v, err := strconv.ParseFloat(pos[1], 64)
		if err != nil {
			return worded("cli.err.rate_not_number", pos[1])
		}
		date := time.Now().Format("2006-01-02")
		if len(pos) == 3 {
			date = pos[2]
		}
		// Said here in the user's language; storage refuses the same in English.
		if c := strings.ToUpper(strings.TrimSpace(pos[0])); len(c) != 3 || c == "CNY" || strings.Trim(c, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
			return worded("cli.err.fx_currency", pos[0])
		}
		if !(v > 0) || v > 1e6 {
			return worded("cli.err.fx_rate_range", pos[1])
		}
		if _, err := quotes.ParseDate(date); err != nil {
			return worded("cli.err.fx_date", date)
		}
		if err := db.SetFXRate(bg(), quotes.FXRate{Currency: pos[0], ToCNY: v, Date: date}); err != nil {
			return err
		}
	}
	rates, err := db.FXRates(bg())
	if err != nil {
		return err
	}
	if env.JSON {
		return env.PrintJSON(rates)
	}
	for _, r := range rates {
		fmt.Fprintf(env.Stdout, "%s  %s CNY  %s\n", r.Currency, strconv.FormatFloat(r.ToCNY, 'f', -1, 64), r.Date)
	}
	return nil
}

// runQuotesConfirm settles a quote that needs review: the values given
// replace what was read (each kept as an edit beside the vendor's words)
// and the quote is ranked in Compare from then on.
func runQuotesConfirm(env *Env, args []string) error {
	fs := flag.NewFlagSet("quotes confirm", flag.ContinueOnError)
	unit := fs.String("price-unit", "", "the price unit (gpu_hour, node_month, 元/台/月 …)")
	gpn := fs.Int("gpus-per-node", 0, "GPUs in one machine")
	nodes := fs.Int("nodes", 0, "machines offered")
	price := fs.Float64("price", 0, "the price, in the quote's currency and unit")
	pos, err := ParseFlags(fs, args)
	if err != nil {
		return err
	}
	lang := env.lang()
	if len(pos) != 1 {
		return Usagef("cli.usage.confirm_id")
	}
	id, err := strconv.ParseInt(pos[0], 10, 64)
	if err != nil {
		return Usagef("cli.usage.not_quote_id", pos[0])
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	var d quotes.Decision
	d.PriceUnit = *unit
	if set["gpus-per-node"] {
		d.GPUsPerNode = gpn
	}
	if set["nodes"] {
		d.Nodes = nodes
	}
	if set["price"] {
		d.Price = price
	}
	db, err := env.OpenDB()
	if err != nil {
		return err
	}
	defer db.Close()
	q, err := db.Quote(bg(), id)
	if errors.Is(err, storage.ErrQuoteNotFound) {
		return msg.Errorf("safety.quote_not_found", id)
	}
	if err != nil {
		return err
	}
	was := q.NeedsReview
	q, err = quotes.Confirm(q, d, time.Now().Format("2006-01-02"))
	if err != nil {
		return errors.New(assets.Tr(lang, "cli.confirm.invalid", msg.Text(err, lang)))
	}
	if _, err := db.SaveQuote(bg(), q); err != nil {
		return err
	}
	if env.JSON {
		return env.PrintJSON(quotes.InLang{Quote: q, Lang: lang})
	}
	if was {
		fmt.Fprintln(env.Stdout, assets.Tr(lang, "cli.confirm.done", id, q.Vendor, q.GPU))
	} else {
		fmt.Fprintln(env.Stdout, assets.Tr(lang, "cli.confirm.done_no_review", id, q.Vendor, q.GPU))
	}
	return nil
}
