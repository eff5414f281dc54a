-- Vendor quotes (package quotes, shared/spec/contract.md "Quotes") and the
-- exchange rates that turn them into the reporting currency.
--
-- One row per quote. Scalar terms are columns (NULL = the vendor did not
-- say: unknown is a value, never 0); the compensation rule, the warnings
-- and the vendor's own cell texts (raw) are JSON.
--
-- Re-import identity: (source_key, row_key). source_key is the file's base
-- name, case-folded — not its hash, so a vendor's revised sheet with the
-- same name updates the quotes it held; source_hash records which bytes
-- the row last came from. row_key is quotes.RowKey: vendor | offer | GPU id
-- | GPUs per machine | price unit, folded, with "#2", "#3" for repeats in
-- one file. Quotes entered by hand have source_key '' and no identity
-- beyond their id.
--
-- Delete is soft (deleted_at) so the GUI can undo and benchmark results
-- that name a quote id keep pointing at it; re-importing the file a
-- deleted quote came from brings it back.
CREATE TABLE quotes (
    id                             INTEGER PRIMARY KEY,
    source_key                     TEXT NOT NULL DEFAULT '',
    source_file                    TEXT NOT NULL DEFAULT '',
    source_hash                    TEXT NOT NULL DEFAULT '',
    source_sheet                   TEXT NOT NULL DEFAULT '',
    source_row                     INTEGER NOT NULL DEFAULT 0,
    row_key                        TEXT NOT NULL DEFAULT '',
    source                         TEXT NOT NULL DEFAULT 'import'
                                   CHECK (source IN ('email', 'call', 'document', 'import')),
    vendor                         TEXT NOT NULL CHECK (vendor <> ''),
    offer                          TEXT NOT NULL DEFAULT '',
    region                         TEXT NOT NULL DEFAULT '',
    gpu                            TEXT NOT NULL,
    gpu_text                       TEXT NOT NULL DEFAULT '',
    gpus_per_node                  INTEGER CHECK (gpus_per_node IS NULL OR gpus_per_node > 0),
    nodes                          INTEGER CHECK (nodes IS NULL OR nodes > 0),
    price                          REAL NOT NULL CHECK (price > 0),
    price_unit                     TEXT NOT NULL CHECK (price_unit IN ('gpu_hour', 'gpu_day', 'gpu_week', 'gpu_month',
                                       'node_hour', 'node_day', 'node_week', 'node_month', 'million_tokens')),
    currency                       TEXT NOT NULL CHECK (length(currency) = 3),
    price_text                     TEXT NOT NULL DEFAULT '',
    tax_included                   INTEGER,
    min_term                       TEXT,    -- JSON {"value":3,"unit":"month"}
    min_hours                      REAL,    -- min_term at 720 h a month (quotes.Normalize redoes it)
    billing_increment              TEXT,    -- JSON like min_term
    billing_increment_hours        REAL,
    release_idle                   INTEGER,
    intra_node                     TEXT NOT NULL DEFAULT 'unknown'
                                   CHECK (intra_node IN ('nvlink', 'pcie', 'hccs', 'unknown')),
    intra_node_gbps                REAL,
    pcie_gen                       INTEGER,
    inter_node                     TEXT NOT NULL DEFAULT 'unknown'
                                   CHECK (inter_node IN ('ib', 'roce', 'ethernet', 'none', 'unknown')),
    inter_node_gbps                REAL,
    nics                           INTEGER,
    nic_gbps                       REAL,
    local_nvme_tb                  REAL,
    cpu                            TEXT NOT NULL DEFAULT '',
    ram                            TEXT NOT NULL DEFAULT '',
    storage_free_gb                REAL,
    storage_price_per_gb_month     REAL,
    egress_price_per_gb            REAL,
    bandwidth_price_per_mbps_month REAL,
    image_fee                      REAL,
    setup_fee                      REAL,
    gpu_less_price_per_hour        REAL,
    voucher_discount_pct           REAL,
    resume_supported               INTEGER,
    failure_response_hours         REAL,
    compensation_kind              TEXT NOT NULL DEFAULT 'unknown'
                                   CHECK (compensation_kind IN ('none', 'multiple', 'sla_tiers', 'unknown')),
    compensation_json              TEXT NOT NULL DEFAULT '{"kind":"unknown","voucher":false}',
    valid_from                     TEXT NOT NULL DEFAULT '',
    valid_until                    TEXT NOT NULL DEFAULT '',
    quoted_on                      TEXT NOT NULL DEFAULT '',
    notes                          TEXT NOT NULL DEFAULT '',
    warnings_json                  TEXT NOT NULL DEFAULT '[]',
    raw_json                       TEXT NOT NULL DEFAULT '{}',
    created_at                     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now')),
    updated_at                     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now')),
    deleted_at                     TEXT
);

CREATE UNIQUE INDEX quotes_identity ON quotes(source_key, row_key) WHERE source_key <> '';
CREATE INDEX quotes_gpu ON quotes(gpu) WHERE deleted_at IS NULL;

-- Exchange rates: CNY per one unit of currency, as of date (YYYY-MM-DD).
-- History is kept; the newest date per currency is the one used.
CREATE TABLE fx_rates (
    currency   TEXT NOT NULL CHECK (length(currency) = 3 AND currency <> 'CNY'),
    to_cny     REAL NOT NULL CHECK (to_cny > 0),
    date       TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now')),
    PRIMARY KEY (currency, date)
);
