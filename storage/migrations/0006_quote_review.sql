-- What import could not settle, and what the user decided (issue 14, 17).
--
-- needs_review: a value that changes the price or the GPU count rests on a
-- guess, or two signals in the file disagree; review_reasons_json says what
-- (message ids with arguments, [{"key":..,"args":[..]}], rendered in the
-- user's language). warnings_json holds messages the same way from now on;
-- rows written before hold plain text, which is read as that text.
--
-- edits_json: the user's changes beside the vendor's words (raw_json keeps
-- those unchanged): [{"field","vendor","value","on"}], newest last.
ALTER TABLE quotes ADD COLUMN needs_review INTEGER NOT NULL DEFAULT 0 CHECK (needs_review IN (0, 1));
ALTER TABLE quotes ADD COLUMN review_reasons_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE quotes ADD COLUMN edits_json TEXT NOT NULL DEFAULT '[]';

-- The import preview's column mapping the user set, per header layout
-- (quotes.LayoutKey: the header texts, folded), so the same vendor's next
-- sheet goes in with one click. mapping_json: {"A":"vendor","F":"price_unit",…}.
CREATE TABLE column_mappings (
    layout_key   TEXT PRIMARY KEY,
    mapping_json TEXT NOT NULL,
    headers_json TEXT NOT NULL DEFAULT '[]',
    updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now'))
);
