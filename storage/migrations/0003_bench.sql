-- Benchmark results imported with `computecheck bench import` (shared/spec/contract.md,
-- "Benchmark result JSON"): the file as given (raw_json) beside the figures the app lists
-- and compares on, copied out as columns. For a training log (format hf, deepspeed, ...)
-- raw_json is the result the log reader made, with the log line it read in source_line.
--
-- quote_id is the quotes.id (0002_quotes.sql) of the offer the server was rented on. It has
-- no FOREIGN KEY on purpose: a result may be imported before its quote, the two migrations
-- were written side by side, and deleting a quote must not delete what was measured (and
-- paid for). storage.AttachBench and ImportBench check that the quote exists; readers treat
-- a quote_id that names no quote as unattached.
CREATE TABLE bench_results (
    id                      INTEGER PRIMARY KEY,
    quote_id                INTEGER,
    imported_at             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now')),
    source                  TEXT NOT NULL,                 -- file name the result came from
    format                  TEXT NOT NULL DEFAULT 'json',  -- json | hf | deepspeed | llamafactory | torchtitan
    raw_json                TEXT NOT NULL,
    gpu_name                TEXT,
    gpu_count               INTEGER NOT NULL DEFAULT 0 CHECK (gpu_count >= 0),
    tokens_per_s            REAL CHECK (tokens_per_s IS NULL OR tokens_per_s > 0),
    tokens_per_s_per_gpu    REAL CHECK (tokens_per_s_per_gpu IS NULL OR tokens_per_s_per_gpu > 0),
    peak_memory_bytes       INTEGER CHECK (peak_memory_bytes IS NULL OR peak_memory_bytes >= 0),
    started_at              TEXT,
    -- What the user says the run was invoiced (entered by hand, not measured).
    run_cost                REAL CHECK (run_cost IS NULL OR run_cost >= 0),
    run_cost_currency       TEXT,
    -- The price the run was billed at, as on the invoice: amount, unit
    -- (quotes' price_unit: gpu_hour, node_hour, ...) and currency.
    invoiced_price          REAL CHECK (invoiced_price IS NULL OR invoiced_price >= 0),
    invoiced_price_unit     TEXT,
    invoiced_price_currency TEXT
);

CREATE INDEX bench_results_quote_id ON bench_results(quote_id);
