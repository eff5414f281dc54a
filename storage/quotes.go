package storage

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"computecheck/msg"
	"computecheck/quotes"
)

// Quotes are stored by migrations/0002_quotes.sql; see the comment there
// for the re-import identity. In short: a quote imported from a file is
// known by (the file's base name, case-folded; quotes.RowKey), so importing
// the same file again — or a revised version under the same name — updates
// the quotes it held instead of adding copies. Quotes entered by hand have
// no file and are known by id only.
//
// Delete is soft: DeleteQuote hides a quote and RestoreQuote brings it back
// (the GUI's undo); PurgeDeletedQuotes removes hidden quotes for good.

// ErrQuoteNotFound is returned for an id that names no quote.
var ErrQuoteNotFound = errors.New("no such quote")

const nowSQL = `strftime('%Y-%m-%dT%H:%M:%SZ','now')`

// quoteCol is one plain column of the quotes table: its value for an
// INSERT/UPDATE and where a SELECT puts it.
type quoteCol struct {
	name string
	val  func(q *quotes.Quote) any
	dest func(q *quotes.Quote) any
}

var quoteCols = []quoteCol{
	{"source", func(q *quotes.Quote) any { return q.Source }, func(q *quotes.Quote) any { return &q.Source }},
	{"source_file", func(q *quotes.Quote) any { return q.SourceFile }, func(q *quotes.Quote) any { return &q.SourceFile }},
	{"source_hash", func(q *quotes.Quote) any { return q.SourceHash }, func(q *quotes.Quote) any { return &q.SourceHash }},
	{"source_sheet", func(q *quotes.Quote) any { return q.SourceSheet }, func(q *quotes.Quote) any { return &q.SourceSheet }},
	{"source_row", func(q *quotes.Quote) any { return q.SourceRow }, func(q *quotes.Quote) any { return &q.SourceRow }},
	{"row_key", func(q *quotes.Quote) any { return q.RowKey }, func(q *quotes.Quote) any { return &q.RowKey }},
	{"vendor", func(q *quotes.Quote) any { return q.Vendor }, func(q *quotes.Quote) any { return &q.Vendor }},
	{"offer", func(q *quotes.Quote) any { return q.Offer }, func(q *quotes.Quote) any { return &q.Offer }},
	{"region", func(q *quotes.Quote) any { return q.Region }, func(q *quotes.Quote) any { return &q.Region }},
	{"gpu", func(q *quotes.Quote) any { return q.GPU }, func(q *quotes.Quote) any { return &q.GPU }},
	{"gpu_text", func(q *quotes.Quote) any { return q.GPUText }, func(q *quotes.Quote) any { return &q.GPUText }},
	{"gpus_per_node", func(q *quotes.Quote) any { return q.GPUsPerNode }, func(q *quotes.Quote) any { return &q.GPUsPerNode }},
	{"nodes", func(q *quotes.Quote) any { return q.Nodes }, func(q *quotes.Quote) any { return &q.Nodes }},
	{"price", func(q *quotes.Quote) any { return storedPrice(q) }, func(q *quotes.Quote) any { return &q.Price }},
	{"price_unit", func(q *quotes.Quote) any { return storedPriceUnit(q) }, func(q *quotes.Quote) any { return &q.PriceUnit }},
	{"currency", func(q *quotes.Quote) any { return q.Currency }, func(q *quotes.Quote) any { return &q.Currency }},
	{"price_text", func(q *quotes.Quote) any { return q.PriceText }, func(q *quotes.Quote) any { return &q.PriceText }},
	{"tax_included", func(q *quotes.Quote) any { return q.TaxIncluded }, func(q *quotes.Quote) any { return &q.TaxIncluded }},
	{"min_hours", func(q *quotes.Quote) any { return q.MinHours }, func(q *quotes.Quote) any { return &q.MinHours }},
	{"billing_increment_hours", func(q *quotes.Quote) any { return q.BillingIncrementHours }, func(q *quotes.Quote) any { return &q.BillingIncrementHours }},
	{"release_idle", func(q *quotes.Quote) any { return q.ReleaseIdle }, func(q *quotes.Quote) any { return &q.ReleaseIdle }},
	{"intra_node", func(q *quotes.Quote) any { return enumOr(q.IntraNode) }, func(q *quotes.Quote) any { return &q.IntraNode }},
	{"intra_node_gbps", func(q *quotes.Quote) any { return q.IntraNodeGBps }, func(q *quotes.Quote) any { return &q.IntraNodeGBps }},
	{"pcie_gen", func(q *quotes.Quote) any { return q.PCIeGen }, func(q *quotes.Quote) any { return &q.PCIeGen }},
	{"inter_node", func(q *quotes.Quote) any { return enumOr(q.InterNode) }, func(q *quotes.Quote) any { return &q.InterNode }},
	{"inter_node_gbps", func(q *quotes.Quote) any { return q.InterNodeGbps }, func(q *quotes.Quote) any { return &q.InterNodeGbps }},
	{"nics", func(q *quotes.Quote) any { return q.NICs }, func(q *quotes.Quote) any { return &q.NICs }},
	{"nic_gbps", func(q *quotes.Quote) any { return q.NICGbps }, func(q *quotes.Quote) any { return &q.NICGbps }},
	{"local_nvme_tb", func(q *quotes.Quote) any { return q.LocalNVMeTB }, func(q *quotes.Quote) any { return &q.LocalNVMeTB }},
	{"cpu", func(q *quotes.Quote) any { return q.CPU }, func(q *quotes.Quote) any { return &q.CPU }},
	{"ram", func(q *quotes.Quote) any { return q.RAM }, func(q *quotes.Quote) any { return &q.RAM }},
	{"storage_free_gb", func(q *quotes.Quote) any { return q.StorageFreeGB }, func(q *quotes.Quote) any { return &q.StorageFreeGB }},
	{"storage_price_per_gb_month", func(q *quotes.Quote) any { return q.StoragePricePerGBMonth }, func(q *quotes.Quote) any { return &q.StoragePricePerGBMonth }},
	{"egress_price_per_gb", func(q *quotes.Quote) any { return q.EgressPricePerGB }, func(q *quotes.Quote) any { return &q.EgressPricePerGB }},
	{"bandwidth_price_per_mbps_month", func(q *quotes.Quote) any { return q.BandwidthPricePerMbpsMonth }, func(q *quotes.Quote) any { return &q.BandwidthPricePerMbpsMonth }},
	{"image_fee", func(q *quotes.Quote) any { return q.ImageFee }, func(q *quotes.Quote) any { return &q.ImageFee }},
	{"setup_fee", func(q *quotes.Quote) any { return q.SetupFee }, func(q *quotes.Quote) any { return &q.SetupFee }},
	{"gpu_less_price_per_hour", func(q *quotes.Quote) any { return q.GPULessPricePerHour }, func(q *quotes.Quote) any { return &q.GPULessPricePerHour }},
	{"voucher_discount_pct", func(q *quotes.Quote) any { return q.VoucherDiscountPct }, func(q *quotes.Quote) any { return &q.VoucherDiscountPct }},
	{"resume_supported", func(q *quotes.Quote) any { return q.ResumeSupported }, func(q *quotes.Quote) any { return &q.ResumeSupported }},
	{"interruptible", func(q *quotes.Quote) any { return q.Interruptible }, func(q *quotes.Quote) any { return &q.Interruptible }},
	{"failure_response_hours", func(q *quotes.Quote) any { return q.FailureResponseHours }, func(q *quotes.Quote) any { return &q.FailureResponseHours }},
	{"compensation_kind", func(q *quotes.Quote) any { return compKind(q) }, func(q *quotes.Quote) any { return new(string) }},
	{"valid_from", func(q *quotes.Quote) any { return q.ValidFrom }, func(q *quotes.Quote) any { return &q.ValidFrom }},
	{"valid_until", func(q *quotes.Quote) any { return q.ValidUntil }, func(q *quotes.Quote) any { return &q.ValidUntil }},
	{"quoted_on", func(q *quotes.Quote) any { return q.QuotedOn }, func(q *quotes.Quote) any { return &q.QuotedOn }},
	{"notes", func(q *quotes.Quote) any { return q.Notes }, func(q *quotes.Quote) any { return &q.Notes }},
	{"pack_gpu_hours", func(q *quotes.Quote) any { return q.PackGPUHours }, func(q *quotes.Quote) any { return &q.PackGPUHours }},
	{"pack_million_tokens", func(q *quotes.Quote) any { return q.PackMillionTokens }, func(q *quotes.Quote) any { return &q.PackMillionTokens }},
	{"pack_price", func(q *quotes.Quote) any { return q.PackPrice }, func(q *quotes.Quote) any { return &q.PackPrice }},
	{"pack_valid_days", func(q *quotes.Quote) any { return q.PackValidDays }, func(q *quotes.Quote) any { return &q.PackValidDays }},
	{"needs_review", func(q *quotes.Quote) any { return q.NeedsReview }, func(q *quotes.Quote) any { return &q.NeedsReview }},
}

// A pack with no overage rate has no price; migrations/0005_packs.sql
// stores the pack's own rate in the price columns (their checks need one)
// and pack_overage = 0, which scanQuote reads back as no price.
func packNoOverage(q *quotes.Quote) bool {
	return q.IsPack() && q.Price == 0 && q.PriceUnit == "" && q.PackPrice != nil && *q.PackPrice > 0
}

func storedPrice(q *quotes.Quote) any {
	if packNoOverage(q) {
		switch {
		case q.PackGPUHours != nil && *q.PackGPUHours > 0:
			return *q.PackPrice / *q.PackGPUHours
		case q.PackMillionTokens != nil && *q.PackMillionTokens > 0:
			return *q.PackPrice / *q.PackMillionTokens
		}
	}
	return q.Price
}

func storedPriceUnit(q *quotes.Quote) any {
	if packNoOverage(q) {
		if q.PackMillionTokens != nil {
			return quotes.UnitMillionTokens
		}
		return quotes.UnitGPUHour
	}
	return q.PriceUnit
}

// JSON columns (and pack_overage), written from and read into the quote by hand.
var quoteJSONCols = []string{"min_term", "billing_increment", "compensation_json", "warnings_json", "raw_json", "review_reasons_json", "edits_json", "pack_overage"}

func enumOr(s string) string {
	if s == "" {
		return quotes.Unknown
	}
	return s
}

func compKind(q *quotes.Quote) string {
	if q.Compensation.Kind == "" {
		return quotes.CompUnknown
	}
	return q.Compensation.Kind
}

// storedWarnings are the quote's warnings less those Normalize writes,
// which depend on settings and are redone on every read.
func storedWarnings(q *quotes.Quote) []msg.Msg {
	out := []msg.Msg{}
	for _, w := range q.Warnings {
		if !quotes.IsNormWarning(w) {
			out = append(out, w)
		}
	}
	return out
}

// readMsgs reads a stored message list; a list of plain text (written
// before warnings were messages) is kept as that text.
func readMsgs(s string) ([]msg.Msg, error) {
	if s == "[]" {
		return []msg.Msg{}, nil // what the decoder makes of it, without the decoder
	}
	var ms []msg.Msg
	if err := json.Unmarshal([]byte(s), &ms); err == nil {
		if ms == nil {
			ms = []msg.Msg{}
		}
		return ms, nil
	}
	var texts []string
	if err := json.Unmarshal([]byte(s), &texts); err != nil {
		return nil, err
	}
	ms = []msg.Msg{}
	for _, t := range texts {
		ms = append(ms, quotes.TextMsg(t))
	}
	return ms, nil
}

func quoteArgs(q *quotes.Quote) ([]any, error) {
	cleanStoredText(q) // no control or bidi character is stored, whichever door a quote came in by (doors.go)
	args := make([]any, 0, len(quoteCols)+len(quoteJSONCols))
	for _, c := range quoteCols {
		args = append(args, c.val(q))
	}
	termJSON := func(t *quotes.Term) (any, error) {
		if t == nil {
			return nil, nil
		}
		b, err := json.Marshal(t)
		return string(b), err
	}
	comp := q.Compensation
	comp.Kind = compKind(q)
	raw := q.Raw
	if raw == nil {
		raw = map[string]string{}
	}
	reasons := q.ReviewReasons
	if reasons == nil {
		reasons = []msg.Msg{}
	}
	edits := q.Edits
	if edits == nil {
		edits = []quotes.Edit{}
	}
	vals := []any{q.MinTerm, q.BillingIncrement, comp, storedWarnings(q), raw, reasons, edits}
	for i, v := range vals {
		var s any
		var err error
		if i < 2 {
			s, err = termJSON(v.(*quotes.Term))
		} else {
			var b []byte
			b, err = json.Marshal(v)
			s = string(b)
		}
		if err != nil {
			return nil, err
		}
		args = append(args, s)
	}
	overage := 1 // pack_overage: see packNoOverage
	if packNoOverage(q) {
		overage = 0
	}
	return append(args, overage), nil
}

var (
	quoteColNames = func() []string {
		var n []string
		for _, c := range quoteCols {
			n = append(n, c.name)
		}
		return append(n, quoteJSONCols...)
	}()
	sqlInsertQuote = fmt.Sprintf("INSERT INTO quotes(source_key, %s) VALUES(?, %s)",
		strings.Join(quoteColNames, ", "), strings.TrimSuffix(strings.Repeat("?, ", len(quoteColNames)), ", "))
	sqlUpdateQuote = fmt.Sprintf("UPDATE quotes SET %s = ?, updated_at = %s, deleted_at = NULL WHERE id = ?",
		strings.Join(quoteColNames, " = ?, "), nowSQL)
	// the import's own statements set the content hash too (last, before the id): one statement per
	// stored row, not an insert and an update
	sqlInsertQuoteHashed = fmt.Sprintf("INSERT INTO quotes(source_key, %s, content_hash) VALUES(?, %s, ?)",
		strings.Join(quoteColNames, ", "), strings.TrimSuffix(strings.Repeat("?, ", len(quoteColNames)), ", "))
	sqlUpdateQuoteHashed = fmt.Sprintf("UPDATE quotes SET %s = ?, content_hash = ?, updated_at = %s, deleted_at = NULL WHERE id = ?",
		strings.Join(quoteColNames, " = ?, "), nowSQL)
	sqlSelectQuote = fmt.Sprintf("SELECT id, created_at, updated_at, COALESCE(deleted_at, ''), %s FROM quotes", strings.Join(quoteColNames, ", "))
)

type scanner interface{ Scan(dest ...any) error }

func scanQuote(s scanner) (quotes.Quote, error) {
	var sc quoteScanner
	return sc.scan(s)
}

// quoteScanner reads quote rows one after another into one set of scan
// destinations (a listing of 20,000 quotes built them per row: issue 16).
// Each row starts from a zero quote, so nothing of one row is left in the
// next, and the quote returned shares no memory with the scanner's.
type quoteScanner struct {
	q    quotes.Quote
	dest []any

	minTerm, incr                    sql.NullString
	comp, warns, raw, reasons, edits string
	overage                          int
}

func (sc *quoteScanner) scan(s scanner) (quotes.Quote, error) {
	if sc.dest == nil {
		q := &sc.q
		sc.dest = []any{&q.ID, &q.CreatedAt, &q.UpdatedAt, &q.DeletedAt}
		for _, c := range quoteCols {
			sc.dest = append(sc.dest, c.dest(q))
		}
		sc.dest = append(sc.dest, &sc.minTerm, &sc.incr, &sc.comp, &sc.warns, &sc.raw, &sc.reasons, &sc.edits, &sc.overage)
	}
	sc.q = quotes.Quote{}
	sc.minTerm, sc.incr = sql.NullString{}, sql.NullString{}
	sc.comp, sc.warns, sc.raw, sc.reasons, sc.edits, sc.overage = "", "", "", "", "", 0
	if err := s.Scan(sc.dest...); err != nil {
		return sc.q, err
	}
	return sc.finish()
}

// finish decodes what a row scanned into the scanner holds.
func (sc *quoteScanner) finish() (quotes.Quote, error) {
	q := sc.q
	if sc.overage == 0 && q.IsPack() {
		q.Price, q.PriceUnit = 0, ""
	}
	for _, t := range []struct {
		s  sql.NullString
		to **quotes.Term
	}{{sc.minTerm, &q.MinTerm}, {sc.incr, &q.BillingIncrement}} {
		if t.s.Valid {
			var v quotes.Term
			if err := json.Unmarshal([]byte(t.s.String), &v); err != nil {
				return q, fmt.Errorf("quote %d: stored term is unreadable: %w", q.ID, err)
			}
			*t.to = &v
		}
	}
	if err := readCompensation(sc.comp, &q.Compensation); err != nil {
		return q, fmt.Errorf("quote %d: stored compensation is unreadable: %w", q.ID, err)
	}
	var err error
	if q.Warnings, err = readMsgs(sc.warns); err != nil {
		return q, fmt.Errorf("quote %d: stored warnings are unreadable: %w", q.ID, err)
	}
	if q.ReviewReasons, err = readMsgs(sc.reasons); err != nil {
		return q, fmt.Errorf("quote %d: stored review reasons are unreadable: %w", q.ID, err)
	}
	if sc.edits == "[]" {
		q.Edits = []quotes.Edit{} // what json.Unmarshal makes of it, without the decoder
	} else if err := json.Unmarshal([]byte(sc.edits), &q.Edits); err != nil {
		return q, fmt.Errorf("quote %d: stored edits are unreadable: %w", q.ID, err)
	}
	if m, ok := flatStrings(sc.raw); ok {
		q.Raw = m
	} else if err := json.Unmarshal([]byte(sc.raw), &q.Raw); err != nil {
		return q, fmt.Errorf("quote %d: stored raw texts are unreadable: %w", q.ID, err)
	}
	cleanStoredText(&q) // the sanitiser on the way out (doors.go)
	return q, nil
}

// readCompensation decodes the compensation column. The form every quote
// without stated tiers or multiple is stored in ({"kind":"unknown",
// "voucher":false}, as json.Marshal writes it) is read without the
// decoder; anything else goes through json.Unmarshal.
func readCompensation(s string, c *quotes.Compensation) error {
	const head, tailF, tailT = `{"kind":"`, `","voucher":false}`, `","voucher":true}`
	if rest, ok := strings.CutPrefix(s, head); ok {
		kind, voucher := "", false
		if k, ok := strings.CutSuffix(rest, tailF); ok {
			kind = k
		} else if k, ok := strings.CutSuffix(rest, tailT); ok {
			kind, voucher = k, true
		}
		if kind != "" && plainJSONWord(kind) {
			*c = quotes.Compensation{Kind: kind, Voucher: voucher}
			return nil
		}
	}
	return json.Unmarshal([]byte(s), c)
}

// plainJSONWord reports whether s is lower-case letters and underscores
// only: the same text inside a JSON string and out of it.
func plainJSONWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c == '_') {
			return false
		}
	}
	return true
}

// flatStrings decodes a JSON object of strings as json.Marshal writes a
// map[string]string ({"a":"b","c":"d"}, no spaces) when no key or value
// needs decoding: no backslash, no control character, valid UTF-8. ok is
// false for anything else, which json.Unmarshal then reads (and the result
// is the same map json.Unmarshal makes, a later duplicate key winning).
func flatStrings(s string) (map[string]string, bool) {
	if len(s) < 2 || s[0] != '{' || s[len(s)-1] != '}' || !utf8.ValidString(s) {
		return nil, false
	}
	m := map[string]string{}
	i := 1
	// str reads a JSON string starting at s[i] == '"'; it ends after the
	// closing quote.
	str := func() (string, bool) {
		if i >= len(s) || s[i] != '"' {
			return "", false
		}
		j := i + 1
		for ; j < len(s); j++ {
			c := s[j]
			if c == '"' {
				break
			}
			if c == '\\' || c < 0x20 {
				return "", false
			}
		}
		if j >= len(s) {
			return "", false
		}
		v := s[i+1 : j]
		i = j + 1
		return v, true
	}
	if s == "{}" {
		return m, true
	}
	for {
		k, ok := str()
		if !ok || i >= len(s) || s[i] != ':' {
			return nil, false
		}
		i++
		v, ok := str()
		if !ok || i >= len(s) {
			return nil, false
		}
		m[k] = v
		switch s[i] {
		case ',':
			i++
		case '}':
			if i != len(s)-1 {
				return nil, false
			}
			return m, true
		default:
			return nil, false
		}
	}
}

func sourceKey(file string) string {
	return strings.ToLower(strings.TrimSpace(filepath.Base(filepath.Clean(strings.TrimSpace(file)))))
}

// QuoteBatch is the quotes read from one file.
type QuoteBatch struct {
	SourceFile string // path or name; its base name is the identity
	Quotes     []quotes.Quote
}

// ImportCount is what importing one file did.
type ImportCount struct {
	File    string `json:"file"`
	Added   int    `json:"added"`
	Updated int    `json:"updated"`
	// Unchanged counts quotes the file holds exactly as already stored.
	Unchanged int `json:"unchanged"`
	// Stale counts quotes from an earlier import of this file that the
	// file no longer has; they are kept, not deleted.
	Stale int `json:"stale"`
}

// ImportQuotes stores the quotes read from one file in one transaction:
// all of them or none. Quotes already imported from a file of the same
// name with the same row key are updated (and undeleted); the rest added.
func (db *DB) ImportQuotes(ctx context.Context, qs []quotes.Quote, sourceFile string) (added, updated int, err error) {
	counts, err := db.ImportQuoteBatches(ctx, []QuoteBatch{{SourceFile: sourceFile, Quotes: qs}})
	if err != nil {
		return 0, 0, err
	}
	return counts[0].Added, counts[0].Updated, nil
}

// rowError places an import's error at the file's row, unless the
// database's place failed (full, read-only: fault.go), which is no row's
// doing and is said as what it is.
func rowError(db *DB, file string, row int, err error) error {
	if IsFault(err) {
		return db.fault(err)
	}
	return msg.Because(err, "store.import.row", file, row)
}

// argsHash fingerprints what a row stores, to tell an unchanged re-import.
func argsHash(args []any) (string, error) {
	b, err := json.Marshal(args)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// ImportQuoteBatches stores several files' quotes in one transaction, so a
// command importing many files changes nothing if any quote fails.
func (db *DB) ImportQuoteBatches(ctx context.Context, batches []QuoteBatch) ([]ImportCount, error) {
	counts := make([]ImportCount, len(batches))
	err := db.WithTx(ctx, func(tx *sql.Tx) error {
		ins, err := tx.PrepareContext(ctx, sqlInsertQuoteHashed)
		if err != nil {
			return err
		}
		defer ins.Close()
		upd, err := tx.PrepareContext(ctx, sqlUpdateQuoteHashed)
		if err != nil {
			return err
		}
		defer upd.Close()
		for bi, b := range batches {
			name := filepath.Base(strings.TrimSpace(b.SourceFile))
			key := sourceKey(b.SourceFile)
			if key == "" || key == "." {
				return msg.Errorf("store.import.no_name")
			}
			counts[bi].File = name
			type stored struct {
				id   int64
				hash string // "" for a deleted quote: re-importing brings it back
			}
			existing := map[string]stored{}
			rows, err := tx.QueryContext(ctx, "SELECT row_key, id, CASE WHEN deleted_at IS NULL THEN COALESCE(content_hash, '') ELSE '' END FROM quotes WHERE source_key = ?", key)
			if err != nil {
				return err
			}
			for rows.Next() {
				var rk, h string
				var id int64
				if err := rows.Scan(&rk, &id, &h); err != nil {
					rows.Close()
					return err
				}
				existing[rk] = stored{id, h}
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return err
			}
			qs := append([]quotes.Quote(nil), b.Quotes...)
			for i := range qs {
				cleanStoredText(&qs[i]) // before the keys: a re-import finds its rows again (doors.go)
			}
			quotes.AssignRowKeys(qs)
			seen := map[string]bool{}
			for i := range qs {
				q := &qs[i]
				if err := q.Validate(); err != nil {
					return rowError(db, name, q.SourceRow, err)
				}
				if seen[q.RowKey] {
					return msg.Errorf("store.import.row_dup", name, q.SourceRow, q.RowKey)
				}
				seen[q.RowKey] = true
				if q.Source == "" {
					q.Source = quotes.SourceImport
				}
				q.SourceFile = name
				args, err := quoteArgs(q)
				if err != nil {
					return err
				}
				hash, err := argsHash(args)
				if err != nil {
					return err
				}
				if st, ok := existing[q.RowKey]; ok {
					delete(existing, q.RowKey)
					if st.hash == hash {
						counts[bi].Unchanged++
						continue
					}
					if _, err := upd.ExecContext(ctx, append(args, hash, st.id)...); err != nil {
						return rowError(db, name, q.SourceRow, err)
					}
					counts[bi].Updated++
					continue
				}
				if _, err := ins.ExecContext(ctx, append(append([]any{key}, args...), hash)...); err != nil {
					return rowError(db, name, q.SourceRow, err)
				}
				counts[bi].Added++
			}
			counts[bi].Stale = len(existing)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return counts, nil
}

// Quotes lists the stored quotes that are not deleted, oldest first, as
// stored (not normalised: see NormalizedQuotes).
func (db *DB) Quotes(ctx context.Context) ([]quotes.Quote, error) {
	return db.queryQuotes(ctx, " WHERE deleted_at IS NULL ORDER BY id")
}

// DeletedQuotes lists deleted quotes, most recently deleted first (for undo).
func (db *DB) DeletedQuotes(ctx context.Context) ([]quotes.Quote, error) {
	return db.queryQuotes(ctx, " WHERE deleted_at IS NOT NULL ORDER BY deleted_at DESC, id DESC")
}

func (db *DB) queryQuotes(ctx context.Context, where string, args ...any) ([]quotes.Quote, error) {
	out := []quotes.Quote{}
	// Rows that cannot be read are left out (quotes_load.go).
	keep := func(q quotes.Quote) error {
		out = append(out, q)
		return nil
	}
	var err error
	if len(args) == 0 && utf8DB(ctx, db.sql) {
		_, err = eachQuotePacked(ctx, db.sql, where, keep) // quotes_packed.go
	} else {
		_, err = eachQuote(ctx, db.sql, where, args, keep)
	}
	return out, err
}

// Quote loads one quote by id, deleted or not (DeletedAt tells).
func (db *DB) Quote(ctx context.Context, id int64) (quotes.Quote, error) {
	q, err := scanQuote(db.sql.QueryRowContext(ctx, sqlSelectQuote+" WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return q, msg.Wrap(ErrQuoteNotFound, "store.quote_not_found", id)
	}
	return q, err
}

// SaveQuote adds a quote (ID 0) or replaces the stored quote with that ID,
// after checking it (quotes.Quote.Validate). A new quote entered by hand
// has no source file; an edited imported quote keeps its file identity, so
// re-importing that file later overwrites the edit. Returns the id.
func (db *DB) SaveQuote(ctx context.Context, q quotes.Quote) (int64, error) {
	if q.Source == "" {
		q.Source = quotes.SourceDocument
		if q.ID == 0 && q.SourceFile != "" {
			q.Source = quotes.SourceImport
		}
	}
	q.Vendor = strings.TrimSpace(q.Vendor)
	if err := q.Validate(); err != nil {
		return 0, err
	}
	var id int64
	err := db.WithTx(ctx, func(tx *sql.Tx) error {
		if q.ID == 0 {
			// A hand-entered quote has no file identity (source_key '').
			q.RowKey = ""
			q.SourceHash = ""
			args, err := quoteArgs(&q)
			if err != nil {
				return err
			}
			res, err := tx.ExecContext(ctx, sqlInsertQuote, append([]any{""}, args...)...)
			if err != nil {
				return err
			}
			id, err = res.LastInsertId()
			return err
		}
		var key, rowKey, file, hash, sheet string
		var row int
		err := tx.QueryRowContext(ctx, "SELECT source_key, row_key, source_file, source_hash, source_sheet, source_row FROM quotes WHERE id = ?", q.ID).
			Scan(&key, &rowKey, &file, &hash, &sheet, &row)
		if errors.Is(err, sql.ErrNoRows) {
			return msg.Wrap(ErrQuoteNotFound, "store.quote_not_found", q.ID)
		}
		if err != nil {
			return err
		}
		// The file identity is not the editor's to change.
		q.RowKey, q.SourceFile, q.SourceHash, q.SourceSheet, q.SourceRow = rowKey, file, hash, sheet, row
		args, err := quoteArgs(&q)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, sqlUpdateQuote, append(args, q.ID)...); err != nil {
			return err
		}
		// An edit no longer matches the file: a re-import of it overwrites the edit.
		if _, err := tx.ExecContext(ctx, "UPDATE quotes SET content_hash = NULL WHERE id = ?", q.ID); err != nil {
			return err
		}
		id = q.ID
		return nil
	})
	return id, err
}

// DeleteQuote hides a quote; RestoreQuote undoes it.
func (db *DB) DeleteQuote(ctx context.Context, id int64) error {
	return db.setDeleted(ctx, id, true)
}

// RestoreQuote brings back a deleted quote.
func (db *DB) RestoreQuote(ctx context.Context, id int64) error {
	return db.setDeleted(ctx, id, false)
}

func (db *DB) setDeleted(ctx context.Context, id int64, del bool) error {
	q := "UPDATE quotes SET deleted_at = NULL WHERE id = ?"
	if del {
		q = "UPDATE quotes SET deleted_at = " + nowSQL + " WHERE id = ? AND deleted_at IS NULL"
	}
	res, err := db.exec(ctx, q, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		var one int
		if err := db.sql.QueryRowContext(ctx, "SELECT 1 FROM quotes WHERE id = ?", id).Scan(&one); errors.Is(err, sql.ErrNoRows) {
			return msg.Wrap(ErrQuoteNotFound, "store.quote_not_found", id)
		}
	}
	return nil
}

// PurgeDeletedQuotes removes deleted quotes for good and returns how many.
func (db *DB) PurgeDeletedQuotes(ctx context.Context) (int, error) {
	res, err := db.exec(ctx, "DELETE FROM quotes WHERE deleted_at IS NOT NULL")
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// ---------------------------------------------------------------- FX

// FXRates lists every stored rate, newest first per currency.
func (db *DB) FXRates(ctx context.Context) ([]quotes.FXRate, error) {
	rows, err := db.sql.QueryContext(ctx, "SELECT currency, to_cny, date FROM fx_rates ORDER BY currency, date DESC")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []quotes.FXRate{}
	for rows.Next() {
		var r quotes.FXRate
		if err := rows.Scan(&r.Currency, &r.ToCNY, &r.Date); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// FXRate returns the newest rate for a currency; ok is false when none is
// stored. CNY is always 1.
func (db *DB) FXRate(ctx context.Context, currency string) (quotes.FXRate, bool, error) {
	c := strings.ToUpper(strings.TrimSpace(currency))
	if c == "CNY" {
		return quotes.FXRate{Currency: "CNY", ToCNY: 1}, true, nil
	}
	var r quotes.FXRate
	err := db.sql.QueryRowContext(ctx, "SELECT currency, to_cny, date FROM fx_rates WHERE currency = ? ORDER BY date DESC LIMIT 1", c).
		Scan(&r.Currency, &r.ToCNY, &r.Date)
	if errors.Is(err, sql.ErrNoRows) {
		return r, false, nil
	}
	return r, err == nil, err
}

// SetFXRate stores a rate (CNY per unit of the currency) for its date,
// replacing one stored for the same currency and date.
func (db *DB) SetFXRate(ctx context.Context, r quotes.FXRate) error {
	c := strings.ToUpper(strings.TrimSpace(r.Currency))
	if len(c) != 3 || c == "CNY" {
		return fmt.Errorf("exchange rate: %q is not a 3-letter currency other than CNY", r.Currency)
	}
	if !(r.ToCNY > 0) || r.ToCNY > 1e6 {
		return fmt.Errorf("exchange rate for %s must be a positive number of CNY, not %v", c, r.ToCNY)
	}
	d, err := quotes.ParseDate(r.Date)
	if err != nil {
		return fmt.Errorf("exchange rate for %s: date %q: %v", c, r.Date, err)
	}
	_, err = db.exec(ctx, `INSERT INTO fx_rates(currency, to_cny, date) VALUES(?, ?, ?)
		ON CONFLICT(currency, date) DO UPDATE SET to_cny = excluded.to_cny, updated_at = `+nowSQL, c, r.ToCNY, d)
	return err
}

// DeleteFXRate removes one stored rate.
func (db *DB) DeleteFXRate(ctx context.Context, currency, date string) error {
	_, err := db.exec(ctx, "DELETE FROM fx_rates WHERE currency = ? AND date = ?", strings.ToUpper(currency), date)
	return err
}

// NormalizeOptions are the user's settings for quotes.Normalize: reporting
// currency and month length from settings, and the stored rates.
func (db *DB) NormalizeOptions(ctx context.Context) (quotes.Options, error) {
	var o quotes.Options
	cur, err := db.Setting(ctx, SettingCurrency, "CNY")
	if err != nil {
		return o, err
	}
	hpm, err := db.Setting(ctx, SettingHoursPerMonth, strconv.Itoa(quotes.DefaultHoursPerMonth))
	if err != nil {
		return o, err
	}
	o.ReportingCurrency = cur
	if v, err := strconv.ParseFloat(hpm, 64); err == nil && v > 0 {
		o.HoursPerMonth = v
	}
	if o.Rates, err = db.FXRates(ctx); err != nil {
		return o, err
	}
	return o, nil
}

// NormalizedQuotes lists the stored quotes with the price per GPU-hour and
// billing hours worked out with the user's settings.
func (db *DB) NormalizedQuotes(ctx context.Context) ([]quotes.Quote, error) {
	o, err := db.NormalizeOptions(ctx)
	if err != nil {
		return nil, err
	}
	qs, err := db.Quotes(ctx)
	if err != nil {
		return nil, err
	}
	return quotes.NormalizeAll(qs, o), nil
}

// ---------------------------------------------------------------- column mappings

// SaveColumnMapping remembers the import preview's column mapping for a
// header layout (quotes.LayoutKey): column letter -> field, as the user
// set it, so the same vendor's next sheet is read the same way.
func (db *DB) SaveColumnMapping(ctx context.Context, layoutKey string, headers []string, mapping map[string]string) error {
	if strings.TrimSpace(layoutKey) == "" {
		return fmt.Errorf("a column mapping needs its layout key")
	}
	m, err := json.Marshal(mapping)
	if err != nil {
		return err
	}
	h, err := json.Marshal(headers)
	if err != nil {
		return err
	}
	_, err = db.exec(ctx, `INSERT INTO column_mappings(layout_key, mapping_json, headers_json) VALUES(?, ?, ?)
		ON CONFLICT(layout_key) DO UPDATE SET mapping_json = excluded.mapping_json, headers_json = excluded.headers_json, updated_at = `+nowSQL,
		layoutKey, string(m), string(h))
	return err
}

// ColumnMappings are the remembered mappings, by layout key (the shape
// quotes.ReadOptions.Columns takes).
func (db *DB) ColumnMappings(ctx context.Context) (map[string]map[string]string, error) {
	rows, err := db.sql.QueryContext(ctx, "SELECT layout_key, mapping_json FROM column_mappings")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]map[string]string{}
	for rows.Next() {
		var k, js string
		if err := rows.Scan(&k, &js); err != nil {
			return nil, err
		}
		m := map[string]string{}
		if json.Unmarshal([]byte(js), &m) == nil {
			out[k] = m
		}
	}
	return out, rows.Err()
}
