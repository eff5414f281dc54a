package storage

import (
	"bytes"
	"computecheck/internal/textclean"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"computecheck/bench"
	"computecheck/export"
	"computecheck/msg"
	"computecheck/quotes"
)

// Sharing with colleagues: chosen quotes, saved tasks and benchmark results
// go into one JSON file (ShareFile), which another laptop's ComputeCheck
// merges into its own database without making copies of what it already
// has, and says what it added, updated and left alone.
//
// What makes two records "the same" on both laptops:
//   - a quote imported from a file: the file's name and the quote's row key
//     (the re-import identity of 0002_quotes.sql, source_key + row_key), so
//     the colleague's later import of the vendor's revised sheet updates the
//     shared quote too;
//   - a quote entered by hand (no file): quotes.RowKey — vendor, offer,
//     GPU, GPUs per machine, price unit — numbered "#2", "#3" in id order
//     when one database holds several alike;
//   - a task: its name;
//   - a benchmark result: the SHA-256 of its raw JSON (compacted).
//
// What the file says wins over what the database holds (the import is the
// user's choice, and --dry-run shows it first); a quote or task that would
// be overwritten is first saved in a before-import backup.

// ShareSchema is the schema of the share files this version writes and reads.
const ShareSchema = "computecheck-share/1"

// maxShareBytes bounds a share file: thousands of quotes are a few MB.
const maxShareBytes = 64 << 20

// ShareFile is the file colleagues exchange.
type ShareFile struct {
	Schema     string                `json:"schema"`
	CreatedAt  string                `json:"created_at"` // RFC 3339, UTC
	AppVersion string                `json:"app_version"`
	Labels     map[string]ShareLabel `json:"labels"` // "zh", "en"
	Quotes     []ShareQuote          `json:"quotes"`
	Tasks      []ShareTask           `json:"tasks"`
	Bench      []ShareBench          `json:"bench_results"`

	// Skipped are the stored quote rows an export of all quotes left out
	// because they cannot be read (quotes_load.go); not written.
	Skipped []SkippedQuote `json:"-"`
}

// ShareLabel tells a person who opens the file what it is, in one language.
type ShareLabel struct {
	Title        string `json:"title"`
	Contents     string `json:"contents"`
	HowToImport  string `json:"how_to_import"`
	Confidential string `json:"confidential"`
}

// ShareQuote is one quote with the identity it is merged by.
type ShareQuote struct {
	// SourceKey is the (case-folded) name of the file the quote was
	// imported from; "" for a quote entered by hand.
	SourceKey string `json:"source_key"`
	// RowKey is the quote's key in that file, or for a hand-entered quote
	// its quotes.RowKey (numbered as described above).
	RowKey string       `json:"row_key"`
	Quote  quotes.Quote `json:"quote"`
}

// ShareTask is one saved task.
type ShareTask struct {
	Name      string          `json:"name"`
	Task      json.RawMessage `json:"task"` // TASK.json
	UpdatedAt string          `json:"updated_at,omitempty"`
}

// ShareQuoteRef names a quote by its share identity.
type ShareQuoteRef struct {
	SourceKey string `json:"source_key"`
	RowKey    string `json:"row_key"`
}

// ShareBench is one benchmark result. RawJSON is a string, not an object,
// so that its bytes (and hash) survive the trip unchanged.
type ShareBench struct {
	SHA256                string         `json:"sha256"`
	Source                string         `json:"source"`
	Format                string         `json:"format"`
	ImportedAt            string         `json:"imported_at,omitempty"`
	Quote                 *ShareQuoteRef `json:"quote,omitempty"` // the quote the server was rented on
	RunCost               *float64       `json:"run_cost,omitempty"`
	RunCostCurrency       string         `json:"run_cost_currency,omitempty"`
	InvoicedPrice         *float64       `json:"invoiced_price,omitempty"`
	InvoicedPriceUnit     string         `json:"invoiced_price_unit,omitempty"`
	InvoicedPriceCurrency string         `json:"invoiced_price_currency,omitempty"`
	RawJSON               string         `json:"raw_json"`
}

// ShareSelection is what to put in a share file; an empty selection of a
// kind shares none of it.
type ShareSelection struct {
	AllQuotes bool
	QuoteIDs  []int64
	AllTasks  bool
	TaskNames []string
	AllBench  bool
	BenchIDs  []int64
}

// Empty reports whether nothing is selected.
func (s ShareSelection) Empty() bool {
	return !s.AllQuotes && len(s.QuoteIDs) == 0 && !s.AllTasks && len(s.TaskNames) == 0 && !s.AllBench && len(s.BenchIDs) == 0
}

// benchHash is the identity of a benchmark result: SHA-256 of its raw
// JSON, compacted so that indentation does not matter.
func benchHash(raw string) string {
	var b bytes.Buffer
	data := []byte(raw)
	if json.Compact(&b, data) == nil {
		data = b.Bytes()
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

type quoteIdent struct{ sourceKey, rowKey string }

// quoteIdents gives every quote's share identity by id. Hand-entered
// quotes that are deleted have none (they are not shared or matched).
func quoteIdents(ctx context.Context, q querier) (map[int64]quoteIdent, error) {
	out := map[int64]quoteIdent{}
	rows, err := q.QueryContext(ctx, "SELECT id, source_key, row_key FROM quotes WHERE source_key <> ''")
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var id int64
		var k quoteIdent
		if err := rows.Scan(&id, &k.sourceKey, &k.rowKey); err != nil {
			rows.Close()
			return nil, err
		}
		out[id] = k
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	hand, err := scanQuotes(ctx, q, " WHERE source_key = '' AND deleted_at IS NULL ORDER BY id")
	if err != nil {
		return nil, err
	}
	for i := range hand {
		hand[i].RowKey = ""
	}
	quotes.AssignRowKeys(hand)
	for _, h := range hand {
		out[h.ID] = quoteIdent{"", h.RowKey}
	}
	return out, nil
}

// scanQuotes lists the quotes that read; unreadable rows are left out
// (quotes_load.go).
func scanQuotes(ctx context.Context, q querier, where string, args ...any) ([]quotes.Quote, error) {
	var out []quotes.Quote
	_, err := eachQuote(ctx, q, where, args, func(x quotes.Quote) error {
		out = append(out, x)
		return nil
	})
	return out, err
}

// ExportShare builds a share file of the selected records. An id or name
// that is not in the database is an error, not silently left out.
func (db *DB) ExportShare(ctx context.Context, sel ShareSelection, appVersion string) (*ShareFile, error) {
	if sel.Empty() {
		return nil, msg.Errorf("store.share.nothing_selected")
	}
	f := &ShareFile{Schema: ShareSchema, CreatedAt: now().UTC().Format(time.RFC3339), AppVersion: appVersion,
		Quotes: []ShareQuote{}, Tasks: []ShareTask{}, Bench: []ShareBench{}}
	idents, err := quoteIdents(ctx, db.sql)
	if err != nil {
		return nil, err
	}

	var qs []quotes.Quote
	if sel.AllQuotes {
		if qs, f.Skipped, err = db.QuotesSkipping(ctx); err != nil {
			return nil, err
		}
	} else {
		seen := map[int64]bool{}
		for _, id := range sel.QuoteIDs {
			if seen[id] {
				continue
			}
			seen[id] = true
			q, err := db.Quote(ctx, id)
			if errors.Is(err, ErrQuoteNotFound) {
				return nil, msg.Wrap(err, "store.share.no_quote", id)
			}
			if err != nil {
				return nil, err
			}
			if q.DeletedAt != "" {
				return nil, msg.Errorf("store.share.quote_deleted", id)
			}
			qs = append(qs, q)
		}
	}
	for _, q := range qs {
		k, ok := idents[q.ID]
		if !ok {
			return nil, msg.Errorf("store.share.no_identity", q.ID)
		}
		f.Quotes = append(f.Quotes, ShareQuote{SourceKey: k.sourceKey, RowKey: k.rowKey, Quote: q})
	}

	var ts []SavedTask
	if sel.AllTasks {
		if ts, err = db.Tasks(ctx); err != nil {
			return nil, err
		}
		sort.Slice(ts, func(i, j int) bool { return ts[i].Name < ts[j].Name })
	} else {
		seen := map[string]bool{}
		for _, n := range sel.TaskNames {
			if seen[n] {
				continue
			}
			seen[n] = true
			t, err := db.Task(ctx, n)
			if err != nil {
				return nil, err
			}
			ts = append(ts, t)
		}
	}
	for _, t := range ts {
		if !json.Valid([]byte(t.JSON)) {
			return nil, msg.Errorf("store.share.task_invalid", t.Name)
		}
		f.Tasks = append(f.Tasks, ShareTask{Name: t.Name, Task: json.RawMessage(t.JSON), UpdatedAt: t.UpdatedAt})
	}

	var bs []BenchRecord
	if sel.AllBench {
		if bs, err = db.BenchResults(ctx); err != nil {
			return nil, err
		}
	} else {
		seen := map[int64]bool{}
		for _, id := range sel.BenchIDs {
			if seen[id] {
				continue
			}
			seen[id] = true
			r, err := db.BenchResult(ctx, id)
			if err != nil {
				return nil, err
			}
			bs = append(bs, r)
		}
	}
	for _, r := range bs {
		sb := ShareBench{SHA256: benchHash(r.RawJSON), Source: r.Source, Format: r.Format, ImportedAt: r.ImportedAt,
			RunCost: r.RunCost, RunCostCurrency: r.RunCostCurrency, InvoicedPrice: r.InvoicedPrice,
			InvoicedPriceUnit: r.InvoicedPriceUnit, InvoicedPriceCurrency: r.InvoicedPriceCurrency, RawJSON: r.RawJSON}
		if r.QuoteID != nil {
			if k, ok := idents[*r.QuoteID]; ok {
				sb.Quote = &ShareQuoteRef{SourceKey: k.sourceKey, RowKey: k.rowKey}
			}
		}
		f.Bench = append(f.Bench, sb)
	}
	f.Labels = shareLabels(len(f.Quotes), len(f.Tasks), len(f.Bench))
	return f, nil
}

func shareLabels(nq, nt, nb int) map[string]ShareLabel {
	return map[string]ShareLabel{
		"zh": {
			Title:        "算力体检 共享数据",
			Contents:     fmt.Sprintf("%d 条报价，%d 个任务，%d 个基准测试结果", nq, nt, nb),
			HowToImport:  "在算力体检中导入（已有的不会重复）：computecheck share import 本文件；先加 --dry-run 可只看会改什么",
			Confidential: "报价为商业机密，请只发给需要的同事",
		},
		"en": {
			Title:        "ComputeCheck shared data",
			Contents:     fmt.Sprintf("%d quotes, %d tasks, %d benchmark results", nq, nt, nb),
			HowToImport:  "import into ComputeCheck (nothing is duplicated): computecheck share import THIS_FILE; add --dry-run to see what would change first",
			Confidential: "vendor quotes are commercially confidential: share them only with colleagues who need them",
		},
	}
}

// WriteShareFile writes f to path whole (temp file, sync, rename), not
// executable, and never over an existing file.
func WriteShareFile(path string, f *ShareFile) error {
	return export.WriteFileFunc(path, false, func(w io.Writer) error { return EncodeShare(w, f) })
}

// EncodeShare writes f as a share file to w: the window writes into the
// file its save dialog has made (and asked about replacing).
func EncodeShare(w io.Writer, f *ShareFile) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(f)
}

// ReadShareFile reads and checks a share file.
func ReadShareFile(path string) (*ShareFile, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, msg.Because(err, "store.cannot_read", path)
	}
	defer fh.Close()
	data, err := io.ReadAll(io.LimitReader(fh, maxShareBytes+1))
	if err != nil {
		return nil, msg.Because(err, "store.cannot_read", path)
	}
	return ParseShare(data, path)
}

// ParseShare decodes and checks a share file; name is for messages, which
// name the entry that is wrong. Nothing is imported from a file with any
// wrong entry.
func ParseShare(data []byte, name string) (*ShareFile, error) {
	if len(data) > maxShareBytes {
		return nil, msg.Errorf("store.share.too_large", name, maxShareBytes>>20)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var head struct {
		Schema any `json:"schema"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, msg.Errorf("store.share.not_json", name, jsonErr(data, err))
	}
	schema, _ := head.Schema.(string)
	schema = strings.TrimSpace(schema) // a trailing space is no newer version
	switch {
	case schema == ShareSchema:
	case newerShareSchema(schema):
		return nil, msg.Errorf("store.share.newer", name, schema, ShareSchema)
	default:
		return nil, msg.Errorf("store.share.not_share", name, jsonText(head.Schema), ShareSchema)
	}
	var f ShareFile
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&f); err != nil {
		return nil, msg.Errorf("store.in_file", name, jsonErr(data, err))
	}
	if err := f.check(); err != nil {
		return nil, msg.Wrap(err, "store.in_file", name, err)
	}
	return &f, nil
}

// newerShareSchema reports a schema of a later version of the share
// format: "computecheck-share/" and a whole number above this one's.
// Anything else after the slash is no share file at all.
func newerShareSchema(schema string) bool {
	v, ok := strings.CutPrefix(schema, "computecheck-share/")
	n, err := strconv.Atoi(v)
	return ok && err == nil && n > 1 && strconv.Itoa(n) == v
}

// jsonText is a JSON value as a message argument: a missing one is worded.
func jsonText(v any) any {
	if v == nil {
		return msg.New("store.json.missing")
	}
	b, _ := json.Marshal(v)
	if len(b) > 40 {
		b = append(b[:40], "..."...)
	}
	return string(b)
}

// jsonErr words a JSON decoding error with its line (a message argument).
func jsonErr(data []byte, err error) any {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	line := func(off int64) int { return 1 + bytes.Count(data[:min(max(int(off), 0), len(data))], []byte("\n")) }
	switch {
	case errors.As(err, &se):
		if strings.Contains(se.Error(), "unexpected end of JSON input") {
			return msg.New("store.json.eof", line(se.Offset))
		}
		// The character where the syntax breaks, as the reader sees it.
		near := ""
		if i := int(se.Offset) - 1; i >= 0 && i < len(data) {
			r, _ := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError {
				r, _ = utf8.DecodeLastRune(data[:i+1])
			}
			near = string(r)
		}
		return msg.New("store.json.syntax", line(se.Offset), se.Error(), near)
	case errors.As(err, &te):
		if te.Field == "" {
			return msg.New("store.json.not_object", line(te.Offset), jsonKind(te.Value))
		}
		return msg.New("store.json.field_type", line(te.Offset), te.Field, jsonGoKind(te.Type), jsonKind(te.Value))
	}
	return err.Error()
}

// jsonKind words a JSON value kind ("array", "number 1.5") as a message.
func jsonKind(v string) msg.Msg {
	k, _, _ := strings.Cut(v, " ")
	switch k {
	case "array", "object", "string", "number", "bool", "null":
		return msg.New("store.json.kind." + k)
	}
	return msg.New("import.text", v)
}

// jsonGoKind is the JSON kind a Go type decodes from, as a message.
func jsonGoKind(t reflect.Type) msg.Msg {
	if t == nil {
		return jsonKind("")
	}
	switch t.Kind() {
	case reflect.String:
		return jsonKind("string")
	case reflect.Bool:
		return jsonKind("bool")
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Uint, reflect.Uint8,
		reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64:
		return jsonKind("number")
	case reflect.Slice, reflect.Array:
		return jsonKind("array")
	case reflect.Struct, reflect.Map:
		return jsonKind("object")
	}
	return jsonKind(t.String())
}

func quoteLabel(q quotes.Quote) string {
	parts := []string{strings.TrimSpace(q.Vendor)}
	if o := strings.TrimSpace(q.Offer); o != "" {
		parts = append(parts, o)
	}
	parts = append(parts, q.GPU)
	return strings.Join(parts, " · ")
}

func benchLabel(b ShareBench, r bench.Result) string {
	s := r.GPUName
	if s == "" {
		s = "?"
	}
	if r.GPUCount > 0 {
		s += fmt.Sprintf(" x%d", r.GPUCount)
	}
	if b.Source != "" {
		s += " (" + b.Source + ")"
	}
	return s
}

// check validates every entry, so that a file with a bad one imports
// nothing.
func (f *ShareFile) check() error {
	seenQ := map[quoteIdent]int{}
	for i := range f.Quotes {
		sq := &f.Quotes[i]
		label := quoteLabel(sq.Quote)
		// The same identity import gives the file ("A.csv" and "a.csv" are
		// one source), so a share file cannot add a second copy.
		if strings.TrimSpace(sq.SourceKey) != "" {
			sq.SourceKey = sourceKey(sq.SourceKey)
		} else {
			sq.SourceKey = ""
		}
		sq.RowKey = strings.ToLower(strings.TrimSpace(sq.RowKey)) // row keys are stored folded
		if sq.RowKey == "" {
			sq.RowKey = quotes.RowKey(sq.Quote)
			if sq.SourceKey != "" {
				return msg.Errorf("store.share.row_key_missing", i, i+1, label)
			}
		}
		if err := sq.Quote.Validate(); err != nil {
			return msg.Because(err, "store.share.quote_at", i, i+1, label)
		}
		k := quoteIdent{sq.SourceKey, sq.RowKey}
		if j, dup := seenQ[k]; dup {
			return msg.Errorf("store.share.quote_dup", i, i+1, label, j, j+1)
		}
		seenQ[k] = i
	}
	seenT := map[string]int{}
	for i := range f.Tasks {
		t := &f.Tasks[i]
		t.Name = strings.TrimSpace(t.Name)
		if t.Name == "" {
			return msg.Errorf("store.share.task_no_name", i, i+1)
		}
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(t.Task, &obj); err != nil || obj == nil {
			return msg.Errorf("store.share.task_not_object", i, i+1, t.Name)
		}
		if err := checkTaskJSON(string(t.Task)); err != nil { // plant.go: no number out of bounds
			return msg.Because(err, "store.share.task_at", i, i+1, t.Name)
		}
		if j, dup := seenT[t.Name]; dup {
			return msg.Errorf("store.share.task_dup", i, i+1, t.Name, j, j+1)
		}
		seenT[t.Name] = i
	}
	seenB := map[string]int{}
	for i := range f.Bench {
		b := &f.Bench[i]
		r, err := parseShareBench(*b)
		if err == nil {
			err = checkBenchBounds(r, *b)
		}
		if err != nil {
			return msg.Because(err, "store.share.bench_at", i, i+1)
		}
		h := benchHash(b.RawJSON)
		if b.SHA256 != "" && !strings.EqualFold(b.SHA256, h) {
			return msg.Errorf("store.share.bench_sha", i, i+1)
		}
		b.SHA256 = h
		if j, dup := seenB[h]; dup {
			return msg.Errorf("store.share.bench_dup", i, i+1, j, j+1)
		}
		seenB[h] = i
	}
	return nil
}

// parseShareBench reads the result in a shared benchmark entry and checks
// the user's additions.
func parseShareBench(b ShareBench) (bench.Result, error) {
	if strings.TrimSpace(b.RawJSON) == "" {
		return bench.Result{}, msg.Errorf("store.share.raw_empty")
	}
	r, err := bench.Parse([]byte(b.RawJSON), "raw_json")
	if err != nil {
		// A result read from a training log, or written by an older kit:
		// what decodes is kept, as bench_results readers do.
		var r2 bench.Result
		if json.Unmarshal([]byte(b.RawJSON), &r2) != nil || r2.Schema != bench.Schema {
			return r, err
		}
		r = r2
	}
	if r.TokensPerS != nil && !(*r.TokensPerS > 0) || r.TokensPerSPerGPU != nil && !(*r.TokensPerSPerGPU > 0) ||
		r.PeakMemoryBytes != nil && *r.PeakMemoryBytes < 0 || r.GPUCount < 0 {
		return r, msg.Errorf("store.share.raw_negative")
	}
	if b.Format != "" {
		ok := false
		for _, f := range bench.Formats() {
			ok = ok || (b.Format == f && f != bench.FormatAuto)
		}
		if !ok {
			return r, msg.Errorf("bench.err.format", b.Format, strings.Join(bench.Formats()[1:], ", "))
		}
	}
	if _, _, err := benchAmount("run_cost", b.RunCost, b.RunCostCurrency); err != nil {
		return r, err
	}
	p, _, err := benchAmount("invoiced_price", b.InvoicedPrice, b.InvoicedPriceCurrency)
	if err != nil {
		return r, err
	}
	if _, err := benchPriceUnit(b.InvoicedPriceUnit, p != nil); err != nil {
		return r, err
	}
	return r, nil
}

// ShareCounts is what an import did to one kind of record.
type ShareCounts struct {
	Added     int `json:"added"`
	Updated   int `json:"updated"`
	Unchanged int `json:"unchanged"`
}

// ShareChange is one record an import added or updated.
type ShareChange struct {
	Kind   string   `json:"kind"`   // quote | task | bench
	Action string   `json:"action"` // added | updated
	Label  string   `json:"label"`
	ID     int64    `json:"id,omitempty"` // in this database; 0 for an addition in a dry run
	Fields []string `json:"fields,omitempty"`
}

// ShareReport is what ImportShare did (or, in a dry run, would do).
type ShareReport struct {
	File       string        `json:"file,omitempty"`
	DryRun     bool          `json:"dry_run"`
	CreatedAt  string        `json:"created_at"`  // of the file
	AppVersion string        `json:"app_version"` // that wrote the file
	Quotes     ShareCounts   `json:"quotes"`
	Tasks      ShareCounts   `json:"tasks"`
	Bench      ShareCounts   `json:"bench_results"`
	Changes    []ShareChange `json:"changes"`
	Notes      []string      `json:"notes"` // English, as NoteIDs say them
	// NoteIDs are the notes as messages, for the reader's language.
	NoteIDs []msg.Msg `json:"note_ids"`
	Backup  string    `json:"backup,omitempty"` // the before-import backup
}

// Overwrites reports whether the import changes a record the database had.
func (r ShareReport) Overwrites() bool {
	return r.Quotes.Updated+r.Tasks.Updated+r.Bench.Updated > 0
}

// ImportShare merges a share file into the database in one transaction:
// all of it or nothing. With dryRun nothing is stored and the report says
// what would be. When the import would overwrite anything, a
// before-import backup is written first (ShareReport.Backup).
func (db *DB) ImportShare(ctx context.Context, f *ShareFile, dryRun bool) (ShareReport, error) {
	if err := f.check(); err != nil {
		return ShareReport{}, err
	}
	plan, err := db.mergeShare(ctx, f, true)
	if err != nil || dryRun {
		return plan, db.fault(err)
	}
	var backup string
	if plan.Overwrites() {
		b, err := db.Backup(ctx, BackupBeforeImport)
		if err != nil {
			return plan, msg.Because(err, "store.share.backup_failed")
		}
		backup = b.Path
	}
	rep, err := db.mergeShare(ctx, f, false)
	rep.Backup = backup
	return rep, db.fault(err)
}

func (db *DB) mergeShare(ctx context.Context, f *ShareFile, dryRun bool) (rep ShareReport, err error) {
	rep = ShareReport{DryRun: dryRun, CreatedAt: f.CreatedAt, AppVersion: f.AppVersion, Changes: []ShareChange{}, Notes: []string{}, NoteIDs: []msg.Msg{}}
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return rep, err
	}
	defer func() {
		if err != nil || dryRun {
			tx.Rollback()
			return
		}
		err = tx.Commit()
	}()

	idents, err := quoteIdents(ctx, tx)
	if err != nil {
		return rep, err
	}
	local := map[quoteIdent]int64{}
	for id, k := range idents {
		local[k] = id
	}
	for _, sq := range f.Quotes {
		k := quoteIdent{sq.SourceKey, sq.RowKey}
		q := sq.Quote
		cleanQuoteText(&q) // the door's sanitiser (doors.go)
		q.ID, q.CreatedAt, q.UpdatedAt, q.DeletedAt = 0, "", "", ""
		if k.sourceKey == "" {
			q.RowKey = "" // hand-entered: no file identity (as SaveQuote)
		} else {
			q.RowKey = k.rowKey
		}
		if q.Source == "" {
			q.Source = quotes.SourceDocument
		}
		args, err := quoteArgs(&q)
		if err != nil {
			return rep, err
		}
		label := quoteLabel(q)
		id, ok := local[k]
		if !ok {
			res, err := tx.ExecContext(ctx, sqlInsertQuote, append([]any{k.sourceKey}, args...)...)
			if err != nil {
				return rep, msg.Because(err, "store.share.quote_failed", label)
			}
			id, _ = res.LastInsertId()
			local[k] = id
			rep.Quotes.Added++
			rep.Changes = append(rep.Changes, ShareChange{Kind: "quote", Action: "added", Label: label, ID: id})
			continue
		}
		cur, err := scanQuote(tx.QueryRowContext(ctx, sqlSelectQuote+" WHERE id = ?", id))
		if err != nil {
			return rep, err
		}
		curArgs, err := quoteArgs(&cur)
		if err != nil {
			return rep, err
		}
		fields := changedColumns(quoteColNames, curArgs, args)
		if cur.DeletedAt != "" {
			fields = append(fields, "deleted_at")
		}
		if len(fields) == 0 {
			rep.Quotes.Unchanged++
			continue
		}
		if _, err := tx.ExecContext(ctx, sqlUpdateQuote, append(args, id)...); err != nil {
			return rep, msg.Because(err, "store.share.quote_failed", label)
		}
		rep.Quotes.Updated++
		rep.Changes = append(rep.Changes, ShareChange{Kind: "quote", Action: "updated", Label: label, ID: id, Fields: fields})
	}

	for _, t := range f.Tasks {
		t.Name = textclean.Line(t.Name) // the door's sanitiser
		var compact bytes.Buffer
		json.Compact(&compact, t.Task)
		var id int64
		var cur string
		err := tx.QueryRowContext(ctx, "SELECT id, task_json FROM tasks WHERE name = ?", t.Name).Scan(&id, &cur)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			res, err := tx.ExecContext(ctx, "INSERT INTO tasks(name, task_json) VALUES(?, ?)", t.Name, string(t.Task))
			if err != nil {
				return rep, msg.Because(err, "store.share.task_failed", t.Name)
			}
			id, _ = res.LastInsertId()
			rep.Tasks.Added++
			rep.Changes = append(rep.Changes, ShareChange{Kind: "task", Action: "added", Label: t.Name, ID: id})
		case err != nil:
			return rep, err
		default:
			var curCompact bytes.Buffer
			if json.Compact(&curCompact, []byte(cur)) == nil && bytes.Equal(curCompact.Bytes(), compact.Bytes()) {
				rep.Tasks.Unchanged++
				continue
			}
			if _, err := tx.ExecContext(ctx, "UPDATE tasks SET task_json = ?, updated_at = "+nowSQL+" WHERE id = ?", string(t.Task), id); err != nil {
				return rep, msg.Because(err, "store.share.task_failed", t.Name)
			}
			rep.Tasks.Updated++
			rep.Changes = append(rep.Changes, ShareChange{Kind: "task", Action: "updated", Label: t.Name, ID: id, Fields: []string{"task_json"}})
		}
	}

	if len(f.Bench) > 0 {
		if err := mergeBench(ctx, tx, f.Bench, local, &rep); err != nil {
			return rep, err
		}
	}
	if dryRun {
		// Rows added in a dry run are rolled back: their ids mean nothing.
		for i := range rep.Changes {
			if rep.Changes[i].Action == "added" {
				rep.Changes[i].ID = 0
			}
		}
	}
	return rep, nil
}

func mergeBench(ctx context.Context, tx *sql.Tx, bs []ShareBench, quoteIDs map[quoteIdent]int64, rep *ShareReport) error {
	type localBench struct {
		id                           int64
		quote                        sql.NullInt64
		source, format               string
		cost, price                  sql.NullFloat64
		costCur, priceUnit, priceCur sql.NullString
	}
	byHash := map[string]localBench{}
	rows, err := tx.QueryContext(ctx, `SELECT id, quote_id, source, format, raw_json, run_cost, run_cost_currency,
		invoiced_price, invoiced_price_unit, invoiced_price_currency FROM bench_results ORDER BY id`)
	if err != nil {
		return err
	}
	for rows.Next() {
		var l localBench
		var raw string
		if err := rows.Scan(&l.id, &l.quote, &l.source, &l.format, &raw, &l.cost, &l.costCur, &l.price, &l.priceUnit, &l.priceCur); err != nil {
			rows.Close()
			return err
		}
		if h := benchHash(raw); byHash[h].id == 0 {
			byHash[h] = l
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, b := range bs {
		r, err := parseShareBench(b)
		if err != nil {
			return err
		}
		label := benchLabel(b, r)
		var quoteID *int64
		if b.Quote != nil {
			if id, ok := quoteIDs[quoteIdent{b.Quote.SourceKey, b.Quote.RowKey}]; ok {
				quoteID = &id
			} else {
				note := msg.New("store.share.bench_no_quote", label, b.Quote.RowKey)
				rep.Notes = append(rep.Notes, note.In("en"))
				rep.NoteIDs = append(rep.NoteIDs, note)
			}
		}
		cost, costCur, _ := benchAmount("run_cost", b.RunCost, b.RunCostCurrency)
		price, priceCur, _ := benchAmount("invoiced_price", b.InvoicedPrice, b.InvoicedPriceCurrency)
		unit, _ := benchPriceUnit(b.InvoicedPriceUnit, price != nil)
		format := b.Format
		if format == "" {
			format = bench.FormatJSON
		}
		source := strings.TrimSpace(textclean.Line(b.Source)) // the door's sanitiser
		if source == "" {
			source = "-"
		}
		l, ok := byHash[b.SHA256]
		if !ok {
			res, err := tx.ExecContext(ctx, `INSERT INTO bench_results
				(quote_id, source, format, raw_json, gpu_name, gpu_count, tokens_per_s, tokens_per_s_per_gpu,
				 peak_memory_bytes, started_at, run_cost, run_cost_currency, invoiced_price, invoiced_price_unit,
				 invoiced_price_currency)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				quoteID, source, format, b.RawJSON, benchNullStr(r.GPUName), r.GPUCount, r.TokensPerS,
				r.TokensPerSPerGPU, r.PeakMemoryBytes, benchNullStr(r.StartedAt), cost, benchNullStr(costCur),
				price, benchNullStr(unit), benchNullStr(priceCur))
			if err != nil {
				return msg.Because(err, "store.share.bench_failed", label)
			}
			id, _ := res.LastInsertId()
			byHash[b.SHA256] = localBench{id: id}
			rep.Bench.Added++
			rep.Changes = append(rep.Changes, ShareChange{Kind: "bench", Action: "added", Label: label, ID: id})
			continue
		}
		// The measurement is the same; what the user added to it may differ.
		// What the file does not say (no quote, no cost) leaves ours alone.
		var fields []string
		newQuote, newCost, newPrice := l.quote, l.cost, l.price
		newCostCur, newUnit, newPriceCur := l.costCur.String, l.priceUnit.String, l.priceCur.String
		if quoteID != nil && (!l.quote.Valid || l.quote.Int64 != *quoteID) {
			newQuote = sql.NullInt64{Int64: *quoteID, Valid: true}
			fields = append(fields, "quote_id")
		}
		if cost != nil && (!l.cost.Valid || !sameFloat(l.cost.Float64, *cost) || l.costCur.String != costCur) {
			newCost, newCostCur = sql.NullFloat64{Float64: *cost, Valid: true}, costCur
			fields = append(fields, "run_cost")
		}
		if price != nil && (!l.price.Valid || !sameFloat(l.price.Float64, *price) || l.priceUnit.String != unit || l.priceCur.String != priceCur) {
			newPrice, newUnit, newPriceCur = sql.NullFloat64{Float64: *price, Valid: true}, unit, priceCur
			fields = append(fields, "invoiced_price")
		}
		if len(fields) == 0 {
			rep.Bench.Unchanged++
			continue
		}
		if _, err := tx.ExecContext(ctx, `UPDATE bench_results SET quote_id = ?, run_cost = ?, run_cost_currency = ?,
			invoiced_price = ?, invoiced_price_unit = ?, invoiced_price_currency = ? WHERE id = ?`,
			newQuote, newCost, benchNullStr(newCostCur), newPrice, benchNullStr(newUnit), benchNullStr(newPriceCur), l.id); err != nil {
			return msg.Because(err, "store.share.bench_failed", label)
		}
		rep.Bench.Updated++
		rep.Changes = append(rep.Changes, ShareChange{Kind: "bench", Action: "updated", Label: label, ID: l.id, Fields: fields})
	}
	return nil
}

func sameFloat(a, b float64) bool {
	return a == b || math.Abs(a-b) <= 1e-9*math.Max(math.Abs(a), math.Abs(b))
}

// changedColumns names the columns whose values differ.
func changedColumns(names []string, a, b []any) []string {
	var out []string
	for i := range names {
		if i >= len(a) || i >= len(b) {
			break
		}
		ja, _ := json.Marshal(a[i])
		jb, _ := json.Marshal(b[i])
		if !bytes.Equal(ja, jb) {
			out = append(out, names[i])
		}
	}
	return out
}
