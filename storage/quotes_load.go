package storage

import (
	"context"
	"database/sql"

	"computecheck/msg"
	"computecheck/quotes"
)

// Reading quotes back. A row that cannot be read (a JSON column that does
// not decode, a number column holding text) or that holds a number outside
// its bounds (quotes.Quote.Validate: a file edited by hand, a value stored
// by an older version) is left out and named, so one bad row does not stop
// `quotes list`, `compare`, `share export` or the window; `quotes delete ID`
// removes it. Rows are read one at a time (EachQuote), so a listing of a
// million quotes does not hold them all.

// SkippedQuote is a stored quote row a listing left out, and why.
type SkippedQuote struct {
	ID  int64
	Err error
}

// Message words the skip: the id, the reason, and the way out.
func (s SkippedQuote) Message() msg.Msg {
	return msg.New("storage.quote_skipped", s.ID, msg.Text(s.Err, "en"), s.ID)
}

// MessageIn is Message with the reason in lang too.
func (s SkippedQuote) MessageIn(lang string) string {
	return msg.New("storage.quote_skipped", s.ID, msg.Text(s.Err, lang), s.ID).In(lang)
}

// EachQuote calls fn with every stored quote that is not deleted (deleted
// true: every deleted one, most recently deleted first), oldest first, as
// stored. Rows that cannot be read or are out of bounds are not passed to
// fn but returned. An error from fn stops the walk and is returned.
func (db *DB) EachQuote(ctx context.Context, deleted bool, fn func(quotes.Quote) error) ([]SkippedQuote, error) {
	where := " WHERE deleted_at IS NULL ORDER BY id"
	if deleted {
		where = " WHERE deleted_at IS NOT NULL ORDER BY deleted_at DESC, id DESC"
	}
	if utf8DB(ctx, db.sql) {
		return eachQuotePacked(ctx, db.sql, where, fn)
	}
	return eachQuote(ctx, db.sql, where, nil, fn)
}

// QuotesSkipping is Quotes and the rows it left out.
func (db *DB) QuotesSkipping(ctx context.Context) ([]quotes.Quote, []SkippedQuote, error) {
	// Sized once: a quote is large, and growing the slice by appending
	// copied 20,000 of them several times over (issue 16).
	var n int
	if db.sql.QueryRowContext(ctx, "SELECT COUNT(*) FROM quotes WHERE deleted_at IS NULL").Scan(&n) != nil || n < 0 {
		n = 0 // a hint only: the walk below says what is wrong
	}
	out := make([]quotes.Quote, 0, n)
	skipped, err := db.EachQuote(ctx, false, func(q quotes.Quote) error {
		out = append(out, q)
		return nil
	})
	return out, skipped, err
}

func eachQuote(ctx context.Context, q querier, where string, args []any, fn func(quotes.Quote) error) ([]SkippedQuote, error) {
	rows, err := q.QueryContext(ctx, sqlSelectQuote+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var skipped []SkippedQuote
	var sc quoteScanner
	for rows.Next() {
		x, err := sc.scan(rows)
		if err != nil {
			skipped = append(skipped, SkippedQuote{ID: rowID(rows, x.ID), Err: err})
			continue
		}
		if err := x.Validate(); err != nil {
			skipped = append(skipped, SkippedQuote{ID: x.ID, Err: err})
			continue
		}
		if err := fn(x); err != nil {
			return skipped, err
		}
	}
	return skipped, rows.Err()
}

// rowID is the id of the current row when scanQuote failed before it
// could fill it in (a column of the wrong type): the row is scanned again
// into untyped values, and its first column is the id.
func rowID(rows *sql.Rows, known int64) int64 {
	if known != 0 {
		return known
	}
	cols, err := rows.Columns()
	if err != nil {
		return 0
	}
	vals := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	if rows.Scan(ptrs...) != nil {
		return 0
	}
	if id, ok := vals[0].(int64); ok {
		return id
	}
	return 0
}

// PurgeQuote removes one quote row for good, readable or not (`quotes
// delete ID --purge`, and the way to remove a row a listing skips).
func (db *DB) PurgeQuote(ctx context.Context, id int64) error {
	res, err := db.exec(ctx, "DELETE FROM quotes WHERE id = ?", id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return msg.Wrap(ErrQuoteNotFound, "store.quote_not_found", id)
	}
	return nil
}
