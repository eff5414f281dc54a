package storage

import (
	"computecheck/internal/textclean"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"math"
	"strings"

	"computecheck/bench"
	"computecheck/msg"
)

// BenchRecord is one stored benchmark result: the columns of bench_results
// and the result itself, decoded from the stored JSON.
type BenchRecord struct {
	ID                    int64    `json:"id"`
	QuoteID               *int64   `json:"quote_id"`
	ImportedAt            string   `json:"imported_at"`
	Source                string   `json:"source"`
	Format                string   `json:"format"`
	GPUName               string   `json:"gpu_name"`
	GPUCount              int      `json:"gpu_count"`
	TokensPerS            *float64 `json:"tokens_per_s"`
	TokensPerSPerGPU      *float64 `json:"tokens_per_s_per_gpu"`
	PeakMemoryBytes       *int64   `json:"peak_memory_bytes"`
	StartedAt             string   `json:"started_at"`
	RunCost               *float64 `json:"run_cost"`
	RunCostCurrency       string   `json:"run_cost_currency"`
	InvoicedPrice         *float64 `json:"invoiced_price"`
	InvoicedPriceUnit     string   `json:"invoiced_price_unit"`
	InvoicedPriceCurrency string   `json:"invoiced_price_currency"`
	// RawJSON is the file as imported (for a log: the result read from it).
	RawJSON string       `json:"-"`
	Result  bench.Result `json:"result"`
}

// BenchMeta is what the user adds to a result on import.
type BenchMeta struct {
	QuoteID *int64 // the quote the server was rented on; nil: none
	// RunCost is what the benchmark run was invoiced, in RunCostCurrency.
	RunCost         *float64
	RunCostCurrency string
	// InvoicedPrice is the price the run was billed at, per InvoicedPriceUnit
	// (a quotes price_unit such as gpu_hour), in InvoicedPriceCurrency.
	InvoicedPrice         *float64
	InvoicedPriceUnit     string
	InvoicedPriceCurrency string
}

// Errors of the bench_results functions; test with errors.Is.
var (
	// ErrBenchExists: the same result was imported before; the returned id
	// is the stored one and nothing was added.
	ErrBenchExists   error = msg.Errorf("store.bench.exists")
	ErrBenchNotFound error = msg.Errorf("store.bench.not_found")
	ErrBenchNoQuote  error = msg.Errorf("store.bench.no_quote")
)

// BenchPriceUnits are the units an invoiced price may be given in (the
// contract's quote price_unit values).
var BenchPriceUnits = []string{"gpu_hour", "gpu_day", "gpu_week", "gpu_month", "node_hour", "node_day", "node_week", "node_month", "million_tokens"}

// ImportBench stores a result with the quote named in it, and returns its id.
// rawJSON is the kit's result file as read; when empty, or when r was read
// from a training log, the result itself is stored.
func (db *DB) ImportBench(ctx context.Context, r bench.Result, rawJSON []byte, source string) (int64, error) {
	return db.ImportBenchWith(ctx, r, rawJSON, source, BenchMeta{QuoteID: r.QuoteID})
}

// ImportBenchWith stores a result with the user's additions in one
// transaction: all of it is stored, or nothing.
func (db *DB) ImportBenchWith(ctx context.Context, r bench.Result, rawJSON []byte, source string, meta BenchMeta) (int64, error) {
	if r.Schema != bench.Schema {
		return 0, msg.Errorf("store.bench.schema", source, r.Schema)
	}
	raw := rawJSON
	if r.Format != "" && r.Format != bench.FormatJSON {
		raw = nil // a training log (even one in JSON): the result read from it is stored
	}
	if len(strings.TrimSpace(string(raw))) == 0 || !json.Valid(raw) {
		var err error
		if raw, err = json.Marshal(r); err != nil {
			return 0, err
		}
	}
	source = strings.TrimSpace(source)
	if source == "" {
		source = "-"
	}
	format := r.Format
	if format == "" {
		format = bench.FormatJSON
	}
	cost, costCur, err := benchAmount("cost", meta.RunCost, meta.RunCostCurrency)
	if err != nil {
		return 0, err
	}
	price, priceCur, err := benchAmount("price", meta.InvoicedPrice, meta.InvoicedPriceCurrency)
	if err != nil {
		return 0, err
	}
	unit, err := benchPriceUnit(meta.InvoicedPriceUnit, price != nil)
	if err != nil {
		return 0, err
	}
	var id int64
	err = db.WithTx(ctx, func(tx *sql.Tx) error {
		// The same result file imported twice is one measurement.
		var dup int64
		switch err := tx.QueryRowContext(ctx, "SELECT id FROM bench_results WHERE raw_json = ? ORDER BY id LIMIT 1", string(raw)).Scan(&dup); {
		case err == nil:
			id = dup
			return ErrBenchExists
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		if meta.QuoteID != nil {
			if err := benchCheckQuote(ctx, tx, *meta.QuoteID); err != nil {
				return err
			}
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO bench_results
			(quote_id, source, format, raw_json, gpu_name, gpu_count, tokens_per_s, tokens_per_s_per_gpu,
			 peak_memory_bytes, started_at, run_cost, run_cost_currency, invoiced_price, invoiced_price_unit,
			 invoiced_price_currency)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			meta.QuoteID, source, format, string(raw), benchNullStr(r.GPUName), r.GPUCount, r.TokensPerS,
			r.TokensPerSPerGPU, r.PeakMemoryBytes, benchNullStr(r.StartedAt), cost, benchNullStr(costCur),
			price, benchNullStr(unit), benchNullStr(priceCur))
		if err != nil {
			return err
		}
		id, err = res.LastInsertId()
		return err
	})
	if errors.Is(err, ErrBenchExists) {
		return id, err
	}
	if err != nil {
		return 0, err
	}
	return id, nil
}

const benchColumns = `id, quote_id, imported_at, source, format, raw_json, gpu_name, gpu_count, tokens_per_s,
	tokens_per_s_per_gpu, peak_memory_bytes, started_at, run_cost, run_cost_currency, invoiced_price,
	invoiced_price_unit, invoiced_price_currency`

// BenchResults lists every stored result in import order.
func (db *DB) BenchResults(ctx context.Context) ([]BenchRecord, error) {
	return db.benchQuery(ctx, "SELECT "+benchColumns+" FROM bench_results ORDER BY id")
}

// BenchResultsForQuote lists the results attached to one quote, newest first.
func (db *DB) BenchResultsForQuote(ctx context.Context, quoteID int64) ([]BenchRecord, error) {
	return db.benchQuery(ctx, "SELECT "+benchColumns+" FROM bench_results WHERE quote_id = ? ORDER BY id DESC", quoteID)
}

// BenchResult loads one result.
func (db *DB) BenchResult(ctx context.Context, id int64) (BenchRecord, error) {
	recs, err := db.benchQuery(ctx, "SELECT "+benchColumns+" FROM bench_results WHERE id = ?", id)
	if err != nil {
		return BenchRecord{}, err
	}
	if len(recs) == 0 {
		return BenchRecord{}, msg.Wrap(ErrBenchNotFound, "store.bench.not_found_id", id)
	}
	return recs[0], nil
}

// AttachBench ties a result to a quote; quoteID <= 0 detaches it.
func (db *DB) AttachBench(ctx context.Context, id, quoteID int64) error {
	return db.WithTx(ctx, func(tx *sql.Tx) error {
		var q any
		if quoteID > 0 {
			if err := benchCheckQuote(ctx, tx, quoteID); err != nil {
				return err
			}
			q = quoteID
		}
		return benchUpdate(ctx, tx, id, "UPDATE bench_results SET quote_id = ? WHERE id = ?", q, id)
	})
}

// SetBenchCost records what the benchmark run was invoiced.
func (db *DB) SetBenchCost(ctx context.Context, id int64, cost float64, currency string) error {
	c, cur, err := benchAmount("cost", &cost, currency)
	if err != nil {
		return err
	}
	return db.WithTx(ctx, func(tx *sql.Tx) error {
		return benchUpdate(ctx, tx, id, "UPDATE bench_results SET run_cost = ?, run_cost_currency = ? WHERE id = ?", c, cur, id)
	})
}

// SetBenchPrice records the price the run was billed at.
func (db *DB) SetBenchPrice(ctx context.Context, id int64, price float64, unit, currency string) error {
	p, cur, err := benchAmount("price", &price, currency)
	if err != nil {
		return err
	}
	u, err := benchPriceUnit(unit, true)
	if err != nil {
		return err
	}
	return db.WithTx(ctx, func(tx *sql.Tx) error {
		return benchUpdate(ctx, tx, id, `UPDATE bench_results SET invoiced_price = ?, invoiced_price_unit = ?,
			invoiced_price_currency = ? WHERE id = ?`, p, u, cur, id)
	})
}

// DeleteBench removes a result.
func (db *DB) DeleteBench(ctx context.Context, id int64) error {
	return db.WithTx(ctx, func(tx *sql.Tx) error {
		return benchUpdate(ctx, tx, id, "DELETE FROM bench_results WHERE id = ?", id)
	})
}

func benchUpdate(ctx context.Context, tx *sql.Tx, id int64, query string, args ...any) error {
	res, err := tx.ExecContext(ctx, query, args...)
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return msg.Wrap(ErrBenchNotFound, "store.bench.not_found_id", id)
	}
	return nil
}

// benchCheckQuote makes sure the quote exists when the quotes table does
// (bench_results.quote_id has no foreign key: see 0003_bench.sql).
func benchCheckQuote(ctx context.Context, tx *sql.Tx, quoteID int64) error {
	if quoteID <= 0 {
		return msg.Wrap(ErrBenchNoQuote, "store.bench.quote_positive", quoteID)
	}
	var n int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'quotes'").Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return nil
	}
	err := tx.QueryRowContext(ctx, "SELECT 1 FROM quotes WHERE id = ?", quoteID).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		return msg.Wrap(ErrBenchNoQuote, "store.bench.quote_missing", quoteID)
	}
	return err
}

func (db *DB) benchQuery(ctx context.Context, query string, args ...any) ([]BenchRecord, error) {
	rows, err := db.sql.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []BenchRecord{}
	for rows.Next() {
		var (
			r                                     BenchRecord
			quote, peak                           sql.NullInt64
			gpu, started, costCur, unit, priceCur sql.NullString
			tps, perGPU, cost, price              sql.NullFloat64
		)
		if err := rows.Scan(&r.ID, &quote, &r.ImportedAt, &r.Source, &r.Format, &r.RawJSON, &gpu, &r.GPUCount,
			&tps, &perGPU, &peak, &started, &cost, &costCur, &price, &unit, &priceCur); err != nil {
			return nil, err
		}
		if quote.Valid {
			r.QuoteID = &quote.Int64
		}
		if peak.Valid {
			r.PeakMemoryBytes = &peak.Int64
		}
		// the sanitiser on the way out: an older database may hold an ESC
		r.GPUName, r.StartedAt, r.RunCostCurrency = textclean.Line(gpu.String), started.String, costCur.String
		r.Source = textclean.Line(r.Source)
		r.InvoicedPriceUnit, r.InvoicedPriceCurrency = unit.String, priceCur.String
		r.TokensPerS, r.TokensPerSPerGPU = benchFloat(tps), benchFloat(perGPU)
		r.RunCost, r.InvoicedPrice = benchFloat(cost), benchFloat(price)
		if res, err := bench.Parse([]byte(r.RawJSON), r.Source); err == nil {
			r.Result = res
		} else {
			// Stored by an older kit or edited by hand: keep what decodes.
			_ = json.Unmarshal([]byte(r.RawJSON), &r.Result)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func benchFloat(v sql.NullFloat64) *float64 {
	if !v.Valid {
		return nil
	}
	f := v.Float64
	return &f
}

func benchNullStr(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// benchAmount validates a money amount and its currency (a 3-letter code;
// 元, ¥, RMB and 人民币 are CNY). Without an amount the currency is dropped.
func benchAmount(what string, v *float64, currency string) (*float64, string, error) {
	if v == nil {
		return nil, "", nil
	}
	if math.IsNaN(*v) || math.IsInf(*v, 0) || *v < 0 {
		return nil, "", msg.Errorf("store.bench.amount_negative", what, *v)
	}
	cur := strings.ToUpper(strings.TrimSpace(currency))
	switch cur {
	case "":
		return nil, "", msg.Errorf("store.bench.amount_currency", what, *v)
	case "元", "¥", "￥", "RMB", "人民币":
		cur = "CNY"
	case "$", "US$":
		cur = "USD"
	}
	if len(cur) != 3 || strings.Trim(cur, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return nil, "", msg.Errorf("store.bench.currency", currency)
	}
	f := *v
	return &f, cur, nil
}

func benchPriceUnit(unit string, havePrice bool) (string, error) {
	u := strings.ToLower(strings.TrimSpace(unit))
	if !havePrice {
		return "", nil
	}
	if u == "" {
		return "", msg.Errorf("store.bench.unit_missing")
	}
	for _, ok := range BenchPriceUnits {
		if u == ok {
			return u, nil
		}
	}
	return "", msg.Errorf("store.bench.unit", unit, strings.Join(BenchPriceUnits, ", "))
}
