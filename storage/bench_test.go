package storage

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/bench"
)

func openBenchDB(t *testing.T) *DB {
	t.Helper()
	db, err := Open(filepath.Join(t.TempDir(), "cc.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func benchFixture(t *testing.T, name string) (bench.Result, []byte) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "bench", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	r, err := bench.Parse(raw, name)
	if err != nil {
		t.Fatal(err)
	}
	return r, raw
}

// insertAnyQuote adds a quote row whatever the quotes schema (0002, written
// elsewhere) requires: every NOT NULL column without a default gets a dummy,
// checks and foreign keys are off on this one connection.
func insertAnyQuote(t *testing.T, db *DB, id int64) bool {
	t.Helper()
	ctx := context.Background()
	conn, err := db.sql.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	rows, err := conn.QueryContext(ctx, "PRAGMA table_info(quotes)")
	if err != nil {
		t.Fatal(err)
	}
	cols, vals := []string{"id"}, []any{id}
	for rows.Next() {
		var (
			cid, notNull, pk int
			name, typ        string
			def              any
		)
		if err := rows.Scan(&cid, &name, &typ, &notNull, &def, &pk); err != nil {
			t.Fatal(err)
		}
		if notNull == 1 && def == nil && pk == 0 {
			cols = append(cols, name)
			if strings.Contains(strings.ToUpper(typ), "TEXT") {
				vals = append(vals, "x")
			} else {
				vals = append(vals, 1)
			}
		}
	}
	rows.Close()
	if len(cols) == 1 && len(vals) == 1 {
		var n int
		conn.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master WHERE name = 'quotes'").Scan(&n)
		if n == 0 {
			return false
		}
	}
	for _, p := range []string{"PRAGMA foreign_keys = OFF", "PRAGMA ignore_check_constraints = ON"} {
		if _, err := conn.ExecContext(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	q := fmt.Sprintf("INSERT INTO quotes(%s) VALUES(?%s)", strings.Join(cols, ","), strings.Repeat(",?", len(cols)-1))
	if _, err := conn.ExecContext(ctx, q, vals...); err != nil {
		t.Fatalf("insert a quote: %v", err)
	}
	for _, p := range []string{"PRAGMA foreign_keys = ON", "PRAGMA ignore_check_constraints = OFF"} {
		conn.ExecContext(ctx, p)
	}
	return true
}

func TestImportBenchAndList(t *testing.T) {
	db := openBenchDB(t)
	ctx := context.Background()
	haveQuotes := insertAnyQuote(t, db, 12) // the fixture names quote 12
	r, raw := benchFixture(t, "kit_h800x8.json")
	id, err := db.ImportBench(ctx, r, raw, "kit_h800x8.json")
	if err != nil {
		t.Fatal(err)
	}
	cpu, cpuRaw := benchFixture(t, "kit_cpu_tiny.json")
	id2, err := db.ImportBench(ctx, cpu, cpuRaw, "kit_cpu_tiny.json")
	if err != nil {
		t.Fatal(err)
	}
	recs, err := db.BenchResults(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 2 || recs[0].ID != id || recs[1].ID != id2 {
		t.Fatalf("records %+v", recs)
	}
	got := recs[0]
	if got.GPUName != "NVIDIA H800" || got.GPUCount != 8 || *got.TokensPerS != 94400 || *got.TokensPerSPerGPU != 11800 ||
		*got.PeakMemoryBytes != 40802189312 || got.StartedAt != r.StartedAt || got.Format != "json" || got.Source != "kit_h800x8.json" {
		t.Errorf("columns %+v", got)
	}
	if got.QuoteID == nil || *got.QuoteID != 12 || got.RawJSON != string(raw) || got.Result.GPUCount != 8 || got.ImportedAt == "" {
		t.Errorf("quote %v raw kept %v result %+v", got.QuoteID, got.RawJSON == string(raw), got.Result)
	}
	if recs[1].QuoteID != nil || recs[1].GPUName != "" || recs[1].PeakMemoryBytes != nil {
		t.Errorf("CPU record %+v", recs[1])
	}
	if haveQuotes {
		byQuote, err := db.BenchResultsForQuote(ctx, 12)
		if err != nil || len(byQuote) != 1 || byQuote[0].ID != id {
			t.Errorf("BenchResultsForQuote = %v, %v", byQuote, err)
		}
	}
}

func TestImportBenchOOMAndLog(t *testing.T) {
	db := openBenchDB(t)
	ctx := context.Background()
	oom, raw := benchFixture(t, "kit_oom.json")
	id, err := db.ImportBenchWith(ctx, oom, raw, "oom.json", BenchMeta{})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := db.BenchResult(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if rec.TokensPerS != nil || len(rec.Result.Errors) != 1 || rec.QuoteID != nil {
		t.Errorf("OOM record %+v", rec)
	}
	// A log result has no file JSON: the result itself is stored.
	lr, err := bench.Read([]byte("step: 1 tps: 100\nstep: 2 tps: 6,000\nstep: 3 tps: 6,100\n"), "titan.log", bench.Options{GPUs: 8})
	if err != nil {
		t.Fatal(err)
	}
	id, err = db.ImportBench(ctx, lr, nil, "titan.log")
	if err != nil {
		t.Fatal(err)
	}
	rec, err = db.BenchResult(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Format != "torchtitan" || *rec.TokensPerSPerGPU != 6050 || rec.Result.SourceLine == "" {
		t.Errorf("log record %+v", rec)
	}
}

func TestBenchEdits(t *testing.T) {
	db := openBenchDB(t)
	ctx := context.Background()
	r, raw := benchFixture(t, "kit_cpu_tiny.json")
	id, err := db.ImportBench(ctx, r, raw, "r.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SetBenchCost(ctx, id, 39.2, "元"); err != nil {
		t.Fatal(err)
	}
	if err := db.SetBenchPrice(ctx, id, 9.8, "GPU_HOUR", "cny"); err != nil {
		t.Fatal(err)
	}
	rec, err := db.BenchResult(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if *rec.RunCost != 39.2 || rec.RunCostCurrency != "CNY" || *rec.InvoicedPrice != 9.8 ||
		rec.InvoicedPriceUnit != "gpu_hour" || rec.InvoicedPriceCurrency != "CNY" {
		t.Errorf("cost/price %+v", rec)
	}
	for _, bad := range []struct {
		cost float64
		cur  string
	}{{-1, "CNY"}, {5, ""}, {5, "yuan"}} {
		if err := db.SetBenchCost(ctx, id, bad.cost, bad.cur); err == nil {
			t.Errorf("SetBenchCost(%g, %q) accepted", bad.cost, bad.cur)
		}
	}
	if err := db.SetBenchPrice(ctx, id, 9.8, "per_hour", "CNY"); err == nil {
		t.Error("unknown price unit accepted")
	}
	if err := db.SetBenchCost(ctx, 999, 1, "CNY"); !errors.Is(err, ErrBenchNotFound) {
		t.Errorf("cost on a missing result: %v", err)
	}

	// Attach and detach.
	if insertAnyQuote(t, db, 3) {
		if err := db.AttachBench(ctx, id, 4); !errors.Is(err, ErrBenchNoQuote) {
			t.Errorf("attach to a missing quote: %v", err)
		}
	}
	if err := db.AttachBench(ctx, id, 3); err != nil {
		t.Fatal(err)
	}
	if rec, _ := db.BenchResult(ctx, id); rec.QuoteID == nil || *rec.QuoteID != 3 {
		t.Errorf("attached quote %v", rec.QuoteID)
	}
	if err := db.AttachBench(ctx, id, 0); err != nil {
		t.Fatal(err)
	}
	if rec, _ := db.BenchResult(ctx, id); rec.QuoteID != nil {
		t.Errorf("detach left quote %v", *rec.QuoteID)
	}
	if err := db.AttachBench(ctx, 999, 0); !errors.Is(err, ErrBenchNotFound) {
		t.Errorf("attach a missing result: %v", err)
	}

	if err := db.DeleteBench(ctx, id); err != nil {
		t.Fatal(err)
	}
	if err := db.DeleteBench(ctx, id); !errors.Is(err, ErrBenchNotFound) {
		t.Errorf("second delete: %v", err)
	}
	if recs, _ := db.BenchResults(ctx); len(recs) != 0 {
		t.Errorf("left %d records", len(recs))
	}
}

func TestImportBenchIsAllOrNothing(t *testing.T) {
	db := openBenchDB(t)
	ctx := context.Background()
	r, raw := benchFixture(t, "kit_cpu_tiny.json")
	cost := 10.0
	if _, err := db.ImportBenchWith(ctx, r, raw, "r.json", BenchMeta{RunCost: &cost, RunCostCurrency: "dollars"}); err == nil {
		t.Fatal("bad currency accepted")
	}
	if insertAnyQuote(t, db, 1) {
		q := int64(77)
		if _, err := db.ImportBenchWith(ctx, r, raw, "r.json", BenchMeta{QuoteID: &q}); !errors.Is(err, ErrBenchNoQuote) {
			t.Fatalf("missing quote: %v", err)
		}
	}
	if _, err := db.ImportBench(ctx, bench.Result{}, nil, "x.json"); err == nil {
		t.Fatal("a result without schema was stored")
	}
	if recs, _ := db.BenchResults(ctx); len(recs) != 0 {
		t.Errorf("failed imports stored %d records", len(recs))
	}
}

// The same result imported twice is stored once.
func TestImportBenchTwiceStoresOnce(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "cc.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	raw, err := os.ReadFile(filepath.Join("..", "bench", "testdata", "kit_cpu_tiny.json"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := bench.Parse(raw, "kit_cpu_tiny.json")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	id1, err := db.ImportBench(ctx, r, raw, "a.json")
	if err != nil {
		t.Fatal(err)
	}
	id2, err := db.ImportBench(ctx, r, raw, "copy-of-a.json")
	if !errors.Is(err, ErrBenchExists) || id2 != id1 {
		t.Fatalf("second import: id %d, %v; want %d, ErrBenchExists", id2, err, id1)
	}
	if rs, _ := db.BenchResults(ctx); len(rs) != 1 {
		t.Errorf("%d results stored", len(rs))
	}
}
