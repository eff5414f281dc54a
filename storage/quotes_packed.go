package storage

import (
	"context"
	"database/sql"
	"strconv"
	"strings"

	"computecheck/quotes"
)

// Reading many quote rows, the text columns that cannot be NULL (most of a
// quote) come back from SQLite as one value, each length-prefixed
// ("6:蓉城": 6 bytes of text), and are split here: the driver makes three calls
// into C for each text column of each row, which was most of the time of
// reading 20,000 quotes (issue 16). A row whose packed value is not what
// this reads (a NULL, a database in another encoding, any scan error) is
// read again alone the usual way, so what a listing returns or skips, and
// the reason it gives, stay the same.

// packedCols are the quote columns read packed: TEXT NOT NULL in the
// schema (migrations 0002, 0006), each scanned into a string.
var packedCols = map[string]bool{
	"source": true, "source_file": true, "source_hash": true, "source_sheet": true, "row_key": true,
	"vendor": true, "offer": true, "region": true, "gpu": true, "gpu_text": true, "price_unit": true,
	"currency": true, "price_text": true, "intra_node": true, "inter_node": true, "cpu": true, "ram": true,
	"compensation_kind": true, "valid_from": true, "valid_until": true, "quoted_on": true, "notes": true,
}

// packedJSONCols are the JSON columns read packed (TEXT NOT NULL); the
// others (min_term, billing_increment: NULL when unset; pack_overage: a
// number) are read as they are.
var packedJSONCols = []string{"compensation_json", "warnings_json", "raw_json", "review_reasons_json", "edits_json"}

var sqlSelectQuotePacked = func() string {
	var plain, packed []string
	for _, c := range quoteCols {
		if packedCols[c.name] {
			packed = append(packed, c.name)
		} else {
			plain = append(plain, c.name)
		}
	}
	packed = append(append([]string{"created_at", "updated_at", "COALESCE(deleted_at, '')"}, packed...), packedJSONCols...)
	// concat builds the value once (|| copied it once per column); it
	// leaves a NULL out, which leaves its ':' alone and the row is read again.
	parts := make([]string, len(packed))
	for i, e := range packed {
		parts[i] = "length(CAST(" + e + " AS BLOB)), ':', " + e
	}
	return "SELECT id, " + strings.Join(plain, ", ") + ", min_term, billing_increment, pack_overage, concat(" +
		strings.Join(parts, ", ") + ") FROM quotes"
}()

// packedScanner is a quoteScanner reading the packed query.
type packedScanner struct {
	quoteScanner
	packed string
	to     []*string // where each packed value goes, in the query's order
}

func (ps *packedScanner) scan(s scanner) (quotes.Quote, error) {
	sc := &ps.quoteScanner
	if sc.dest == nil {
		q := &sc.q
		sc.dest = []any{&q.ID}
		ps.to = []*string{&q.CreatedAt, &q.UpdatedAt, &q.DeletedAt}
		for _, c := range quoteCols {
			if !packedCols[c.name] {
				sc.dest = append(sc.dest, c.dest(q))
			} else if d, ok := c.dest(q).(*string); ok {
				ps.to = append(ps.to, d)
			} else {
				panic("storage: packed column " + c.name + " is not scanned into a string")
			}
		}
		sc.dest = append(sc.dest, &sc.minTerm, &sc.incr, &sc.overage, &ps.packed)
		ps.to = append(ps.to, &sc.comp, &sc.warns, &sc.raw, &sc.reasons, &sc.edits)
	}
	sc.q = quotes.Quote{}
	sc.minTerm, sc.incr = sql.NullString{}, sql.NullString{}
	sc.comp, sc.warns, sc.raw, sc.reasons, sc.edits, sc.overage = "", "", "", "", "", 0
	ps.packed = ""
	if err := s.Scan(sc.dest...); err != nil {
		return sc.q, err
	}
	if !unpack(ps.packed, ps.to) {
		return sc.q, errPacked
	}
	return sc.finish()
}

// errPacked: the packed value is not length-prefixed texts.
var errPacked = strconvError("packed columns do not read")

type strconvError string

func (e strconvError) Error() string { return string(e) }

// unpack splits "N:text" values, one into each of to; false when s is not
// exactly len(to) of them.
func unpack(s string, to []*string) bool {
	for _, d := range to {
		i := strings.IndexByte(s, ':')
		if i <= 0 {
			return false
		}
		n, err := strconv.Atoi(s[:i])
		if err != nil || n < 0 || n > len(s)-i-1 {
			return false
		}
		*d = s[i+1 : i+1+n]
		s = s[i+1+n:]
	}
	return s == ""
}

// utf8DB reports whether the database stores text as UTF-8 (the lengths
// the packed query counts are bytes of the stored text).
func utf8DB(ctx context.Context, db *sql.DB) bool {
	var enc string
	return db.QueryRowContext(ctx, "PRAGMA encoding").Scan(&enc) == nil && enc == "UTF-8"
}

// eachQuotePacked is eachQuote over the packed query: a row it cannot read
// packed is read again alone with sqlSelectQuote, as eachQuote reads it.
func eachQuotePacked(ctx context.Context, db *sql.DB, where string, fn func(quotes.Quote) error) ([]SkippedQuote, error) {
	rows, err := db.QueryContext(ctx, sqlSelectQuotePacked+where)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var skipped []SkippedQuote
	var ps packedScanner
	for rows.Next() {
		x, err := ps.scan(rows)
		if err != nil {
			// The usual way, alone: the same quote, or the same reason.
			x, err = scanQuote(db.QueryRowContext(ctx, sqlSelectQuote+" WHERE id = ?", ps.q.ID))
			if err != nil {
				id := x.ID
				if id == 0 {
					id = ps.q.ID
				}
				skipped = append(skipped, SkippedQuote{ID: id, Err: err})
				continue
			}
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
