-- Settings the user changed (reporting currency, hours per month, ...).
CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- Saved training tasks, as TASK.json text (shared/spec/contract.md).
CREATE TABLE tasks (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    task_json  TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now'))
);

-- The user's edits of the built-in GPU catalogue (calc.Catalogue), by id.
CREATE TABLE gpu_overrides (
    gpu_id     TEXT PRIMARY KEY,
    gpu_json   TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now'))
);
