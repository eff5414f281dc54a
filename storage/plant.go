package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"computecheck/bench"
	"computecheck/calc"
	"computecheck/msg"
	"computecheck/quotes"
)

// A backup is a whole database, and a database is more than rows: a
// trigger in it runs on every later change (one that deletes or halves
// quotes on each import), a view can stand where a table should, and a
// row can hold a number the app would never store (a negative GPU
// memory). quick_check sees none of these. Before a file is restored,
// checkPlanted compares its schema with the one this version's own
// migrations make at the file's schema version — exactly the app's
// tables, with their columns, and indexes; no trigger or view, which the
// app never creates — and reads every row back within the bounds an
// import holds it to. Open refuses a database with a trigger or view too,
// so one planted some other way is never run.

// schemaObject is one entry of sqlite_master, described so that two
// databases made by the same migrations compare equal whatever the
// whitespace of their CREATE statements.
type schemaObject struct {
	kind, name, table string
	detail            string // tables: the columns and foreign keys; indexes: their columns, uniqueness and WHERE
	// sql is the CREATE statement, normalised (normalizeSQL): what the
	// pragmas do not show, a CHECK, a REFERENCES with ON DELETE CASCADE,
	// a COLLATE or DEFAULT, differs here.
	sql string
}

// sqliteOwn are SQLite's own tables a ComputeCheck database may hold, with
// the CREATE text SQLite gives them (normalised): one made another way
// (writable_schema) is no longer SQLite's.
var sqliteOwn = map[string]string{
	"sqlite_sequence": "CREATE TABLE sqlite_sequence(name,seq)",
	"sqlite_stat1":    "CREATE TABLE sqlite_stat1(tbl,idx,stat)",
	"sqlite_stat4":    "CREATE TABLE sqlite_stat4(tbl,idx,neq,nlt,ndlt,sample)",
}

func describeSchema(ctx context.Context, q querier) (map[string]schemaObject, error) {
	rows, err := q.QueryContext(ctx, "SELECT type, name, tbl_name, COALESCE(sql, '') FROM sqlite_master")
	if err != nil {
		return nil, err
	}
	var objs []schemaObject
	sqls := map[string]string{}
	for rows.Next() {
		var o schemaObject
		var text string
		if err := rows.Scan(&o.kind, &o.name, &o.table, &text); err != nil {
			rows.Close()
			return nil, err
		}
		sqls[o.kind+" "+o.name] = text
		objs = append(objs, o)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	out := map[string]schemaObject{}
	for _, o := range objs {
		o.sql = normalizeSQL(sqls[o.kind+" "+o.name])
		switch o.kind {
		case "table":
			cols, err := pragmaList(ctx, q, "table_xinfo", o.name)
			if err != nil {
				return nil, err
			}
			fks, err := pragmaList(ctx, q, "foreign_key_list", o.name)
			if err != nil {
				return nil, err
			}
			o.detail = cols + "fk\n" + fks
		case "index":
			cols, err := pragmaList(ctx, q, "index_xinfo", o.name)
			if err != nil {
				return nil, err
			}
			where := ""
			if s := sqls["index "+o.name]; s != "" {
				if i := strings.Index(strings.ToUpper(s), " WHERE "); i >= 0 {
					where = strings.Join(strings.Fields(s[i:]), " ")
				}
			}
			o.detail = cols + where
		}
		out[o.kind+" "+o.name] = o
	}
	return out, nil
}

// normalizeSQL is a CREATE statement as SQLite keeps it in sqlite_master,
// with what does not change its meaning taken out: comments (SQLite keeps
// those written inside the parentheses) and the amount of white space. A
// space is kept only between two characters that would otherwise run into
// one word. Quoted names and strings are copied as they are.
func normalizeSQL(s string) string {
	var b strings.Builder
	word := func(c byte) bool {
		return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80 ||
			c == '\'' || c == '"' || c == '`' || c == '[' || c == ']'
	}
	space := false
	emit := func(c byte) {
		if space && b.Len() > 0 {
			// Kept where the two would make one word, or a comment ("- -1"
			// is not "--1").
			if p := b.String()[b.Len()-1]; word(p) && word(c) || p == '-' && c == '-' || p == '/' && c == '*' {
				b.WriteByte(' ')
			}
		}
		space = false
		b.WriteByte(c)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			space = true
		case c == '-' && i+1 < len(s) && s[i+1] == '-':
			for i < len(s) && s[i] != '\n' {
				i++
			}
			space = true
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				i = len(s)
			} else {
				i += 2 + end + 1
			}
			space = true
		case c == '\'' || c == '"' || c == '`' || c == '[':
			closer := c
			if c == '[' {
				closer = ']'
			}
			emit(c)
			for i++; i < len(s); i++ {
				b.WriteByte(s[i])
				if s[i] == closer {
					// A doubled quote is one quote character inside.
					if closer != ']' && i+1 < len(s) && s[i+1] == closer {
						i++
						b.WriteByte(s[i])
						continue
					}
					break
				}
			}
		default:
			emit(c)
		}
	}
	return b.String()
}

// firstDifference is where a planted statement departs from the app's:
// a few characters before and what follows, for the message to quote.
func firstDifference(got, want string) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	from := max(i-12, 0)
	for from > 0 && !utf8.RuneStart(got[from]) {
		from--
	}
	to := min(i+48, len(got))
	for to < len(got) && !utf8.RuneStart(got[to]) {
		to++
	}
	return got[from:to]
}

// pragmaList is a table- or index-info pragma's rows, one line each.
func pragmaList(ctx context.Context, q querier, pragma, name string) (string, error) {
	rows, err := q.QueryContext(ctx, "SELECT * FROM pragma_"+pragma+"(?)", name)
	if err != nil {
		return "", err
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var b strings.Builder
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return "", err
		}
		for i, v := range vals {
			if i > 0 {
				b.WriteByte('|')
			}
			if by, ok := v.([]byte); ok {
				v = string(by)
			}
			fmt.Fprint(&b, v)
		}
		b.WriteByte('\n')
	}
	return b.String(), rows.Err()
}

var (
	refMu      sync.Mutex
	refSchemas = map[int]map[string]schemaObject{}
)

// referenceSchema is the schema this version's migrations make at version
// v, built once in memory.
func referenceSchema(ctx context.Context, v int) (map[string]schemaObject, error) {
	refMu.Lock()
	defer refMu.Unlock()
	if s, ok := refSchemas[v]; ok {
		return s, nil
	}
	ms, err := loadMigrations(migrationFS)
	if err != nil {
		return nil, err
	}
	if v < 1 || v > len(ms) {
		return nil, msg.Errorf("store.schema_version", v)
	}
	sdb, err := sql.Open("sqlite3", "file:reference?mode=memory")
	if err != nil {
		return nil, err
	}
	defer sdb.Close()
	sdb.SetMaxOpenConns(1)
	db := &DB{sql: sdb, path: ":memory:"}
	if err := db.applyMigrations(ctx, ms[:v]); err != nil {
		return nil, err
	}
	s, err := describeSchema(ctx, sdb)
	if err != nil {
		return nil, err
	}
	refSchemas[v] = s
	return s, nil
}

// plantError words what a file holds that ComputeCheck did not put there
// (errors.Is(err, ErrPlanted)).
func plantError(key string, args ...any) error { return msg.Wrap(ErrPlanted, key, args...) }

// reason is err as a message argument: msg renders an error argument in
// the reader's language where it is worded (msg.Text), else as its text.
func reason(err error) any { return err }

// checkSchema compares a database's schema with the app's at version v.
func checkSchema(ctx context.Context, q querier, v int) error {
	ref, err := referenceSchema(ctx, v)
	if err != nil {
		return err
	}
	got, err := describeSchema(ctx, q)
	if err != nil {
		return err
	}
	if err := noTriggersOrViews(got); err != nil {
		return err
	}
	var keys []string
	for k := range got {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		o := got[k]
		want, ok := ref[k]
		switch {
		case !ok && o.kind == "table" && sqliteOwn[o.name] == o.sql:
		case !ok:
			return plantError("plant.extra", o.kind, o.name)
		case o.table != want.table || o.detail != want.detail:
			return plantError("plant.changed", o.kind, o.name, v)
		case o.sql != want.sql:
			return plantError("plant.changed_at", o.kind, o.name, v, firstDifference(o.sql, want.sql))
		}
	}
	keys = keys[:0]
	for k := range ref {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if _, ok := got[k]; !ok {
			return plantError("plant.missing", ref[k].kind, ref[k].name, v)
		}
	}
	return nil
}

func noTriggersOrViews(objs map[string]schemaObject) error {
	var names []string
	for _, o := range objs {
		if o.kind == "trigger" || o.kind == "view" {
			names = append(names, o.kind+" "+o.name)
		}
	}
	if len(names) == 0 {
		return nil
	}
	sort.Strings(names)
	kind, name, _ := strings.Cut(names[0], " ")
	return plantError("plant."+kind, name)
}

// checkNoPlant is what Open checks: no trigger or view (the app creates
// none), so nothing planted runs on the user's next change.
func checkNoPlant(ctx context.Context, q querier, path string) error {
	rows, err := q.QueryContext(ctx, "SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view') ORDER BY type, name")
	if err != nil {
		return asDamaged(path, err)
	}
	defer rows.Close()
	if rows.Next() {
		var kind, name string
		if err := rows.Scan(&kind, &name); err != nil {
			return err
		}
		return msg.Wrap(ErrPlanted, "plant.open", path, msg.New("plant."+kind, name))
	}
	return rows.Err()
}

// ErrPlanted is the error (errors.Is) for a database or backup holding
// something ComputeCheck did not put there.
var ErrPlanted error = msg.Errorf("store.planted")

// checkRows reads every row of the file back within the bounds of import:
// quotes (quotes.Quote.Validate), GPU catalogue edits, saved tasks
// (calc.ParseTask), exchange rates, settings and benchmark results. An
// older backup has fewer tables (its schema was checked already); its
// quote columns differ too, and those rows are read once Open has
// migrated it (and skipped, named, where they do not read).
func checkRows(ctx context.Context, q querier) error {
	rowErr := func(table string, id any, err error) error {
		return plantError("plant.row", msg.New("store.table."+table), fmt.Sprint(id), reason(err))
	}
	has := map[string]bool{}
	if err := eachRow(ctx, q, "SELECT name FROM sqlite_master WHERE type = 'table'", func(r *sql.Rows) error {
		var n string
		err := r.Scan(&n)
		has[n] = true
		return err
	}); err != nil {
		return err
	}
	if has["quotes"] {
		if probe, err := q.QueryContext(ctx, sqlSelectQuote+" LIMIT 0"); err == nil {
			probe.Close()
			// Deleted quotes too: a restore can bring them back.
			skipped, err := eachQuote(ctx, q, "", nil, func(quotes.Quote) error { return nil })
			if err != nil {
				return err
			}
			if len(skipped) > 0 {
				return rowErr("quotes", skipped[0].ID, skipped[0].Err)
			}
		}
	}
	if err := eachRow(ctx, q, "SELECT gpu_id, gpu_json FROM gpu_overrides ORDER BY gpu_id", func(r *sql.Rows) error {
		var id, js string
		if err := r.Scan(&id, &js); err != nil {
			return err
		}
		if err := checkGPURow(id, js); err != nil {
			return rowErr("gpu_overrides", id, err)
		}
		return nil
	}); err != nil {
		return err
	}
	if err := eachRow(ctx, q, "SELECT name, task_json FROM tasks ORDER BY id", func(r *sql.Rows) error {
		var name, js string
		if err := r.Scan(&name, &js); err != nil {
			return err
		}
		if err := checkTaskJSON(js); err != nil {
			return rowErr("tasks", name, err)
		}
		return nil
	}); err != nil {
		return err
	}
	if err := eachRow(ctx, q, "SELECT key, value FROM settings", func(r *sql.Rows) error {
		var k, v string
		if err := r.Scan(&k, &v); err != nil {
			return err
		}
		if err := checkSetting(k, v); err != nil {
			return rowErr("settings", k, err)
		}
		return nil
	}); err != nil {
		return err
	}
	if has["column_mappings"] {
		if err := eachRow(ctx, q, "SELECT layout_key, mapping_json, headers_json FROM column_mappings ORDER BY layout_key", func(r *sql.Rows) error {
			var k, m, h string
			if err := r.Scan(&k, &m, &h); err != nil {
				return err
			}
			if err := checkColumnMapping(k, m, h); err != nil {
				return rowErr("column_mappings", k, err)
			}
			return nil
		}); err != nil {
			return err
		}
	}
	if has["fx_rates"] {
		if err := eachRow(ctx, q, "SELECT currency, to_cny, date FROM fx_rates", func(r *sql.Rows) error {
			var x quotes.FXRate
			if err := r.Scan(&x.Currency, &x.ToCNY, &x.Date); err != nil {
				return err
			}
			if err := checkFXRow(x); err != nil {
				return rowErr("fx_rates", x.Currency+" "+x.Date, err)
			}
			return nil
		}); err != nil {
			return err
		}
	}
	if has["bench_results"] {
		return checkBenchRows(ctx, q, rowErr)
	}
	return nil
}

// eachRow runs a query and calls fn on each row.
func eachRow(ctx context.Context, q querier, query string, fn func(*sql.Rows) error) error {
	rows, err := q.QueryContext(ctx, query)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// checkTaskJSON holds a saved task to what share import does: a JSON
// object, and no number outside the task bounds. A draft that does not
// parse as a task for another reason (no model yet) is the user's, kept.
func checkTaskJSON(js string) error {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal([]byte(js), &obj); err != nil || obj == nil {
		return msg.Errorf("store.row.task_not_object")
	}
	_, err := calc.ParseTask([]byte(js))
	var fe *calc.FieldError
	if errors.As(err, &fe) && strings.HasPrefix(fe.Msg.Key, "bounds.") {
		return err
	}
	return nil
}

func checkGPURow(id, js string) error {
	if _, ok := calc.LookupGPU(id); !ok {
		return msg.Errorf("store.row.gpu_id", id)
	}
	var g calc.GPU
	if err := json.Unmarshal([]byte(js), &g); err != nil {
		return msg.Because(err, "store.row.gpu_json")
	}
	if g.ID != id {
		return msg.Errorf("store.row.gpu_names", g.ID)
	}
	return g.CheckBounds()
}

func checkFXRow(r quotes.FXRate) error {
	if len(r.Currency) != 3 || strings.ToUpper(r.Currency) != r.Currency || r.Currency == "CNY" {
		return msg.Errorf("store.row.fx_currency", r.Currency)
	}
	if _, err := quotes.ParseDate(r.Date); err != nil {
		return msg.Because(err, "store.row.date", r.Date)
	}
	return calc.LimitFX.Check("to_cny", r.ToCNY)
}

// checkSetting holds the settings the app reads to what it would store.
// A key no version of ComputeCheck writes is refused, like a table the
// schema does not have.
func checkSetting(k, v string) error {
	switch k {
	case SettingCurrency:
		if len(v) != 3 || strings.ToUpper(v) != v {
			return msg.Errorf("store.row.currency", v)
		}
	case SettingHoursPerMonth:
		h, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return msg.Errorf("store.row.number", v)
		}
		// [assumed] 28 to 31 days, with room for a 24×31.5 convention.
		return calc.Limit{Min: 600, Max: 800, Why: "bounds.why.hours_per_month"}.Check(k, h)
	default:
		for _, s := range assumedSettings(&calc.Assumptions{}) {
			if s.key != k {
				continue
			}
			f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil {
				return msg.Errorf("store.row.number", v)
			}
			return calc.LimitAssumedPrice.Check(k, f) // the Settings form's own limit
		}
		return msg.Errorf("store.row.setting_unknown", k)
	}
	return nil
}

// checkColumnMapping holds a remembered column mapping to what the import
// preview saves (SaveColumnMapping): a layout key as quotes.LayoutKey makes
// it, a JSON object from column letters to fields the readers know, and
// the header texts as a JSON array of strings.
func checkColumnMapping(key, mappingJSON, headersJSON string) error {
	if len(key) != 16 || strings.Trim(key, "0123456789abcdef") != "" {
		return msg.Errorf("store.row.layout_key")
	}
	var m map[string]string
	if err := json.Unmarshal([]byte(mappingJSON), &m); err != nil || m == nil {
		return msg.Errorf("store.row.mapping_json")
	}
	letters := make([]string, 0, len(m))
	for l := range m {
		letters = append(letters, l)
	}
	sort.Strings(letters)
	for _, l := range letters {
		if !columnLetters(l) {
			return msg.Errorf("store.row.mapping_column", l)
		}
		if f := m[l]; f != "" && !quotes.KnownField(f) {
			return msg.Errorf("store.row.mapping_field", l, f)
		}
	}
	var hs []string
	if err := json.Unmarshal([]byte(headersJSON), &hs); err != nil || hs == nil {
		return msg.Errorf("store.row.mapping_headers")
	}
	return nil
}

// columnLetters reports a spreadsheet column name, A to XFD (Excel's last).
func columnLetters(s string) bool {
	if s == "" || len(s) > 3 || strings.Trim(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return false
	}
	return len(s) < 3 || s <= "XFD"
}

func checkBenchRows(ctx context.Context, q querier, rowErr func(string, any, error) error) error {
	rows, err := q.QueryContext(ctx, `SELECT id, source, format, raw_json, run_cost, COALESCE(run_cost_currency, ''),
		invoiced_price, COALESCE(invoiced_price_unit, ''), COALESCE(invoiced_price_currency, ''),
		gpu_count, tokens_per_s, tokens_per_s_per_gpu, peak_memory_bytes FROM bench_results ORDER BY id`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var b ShareBench
		var cost, price, tps, perGPU sql.NullFloat64
		var peak sql.NullInt64
		// What the lists and Compare read are the columns, not raw_json:
		// they are held to the same bounds.
		var cols bench.Result
		if err := rows.Scan(&id, &b.Source, &b.Format, &b.RawJSON, &cost, &b.RunCostCurrency, &price,
			&b.InvoicedPriceUnit, &b.InvoicedPriceCurrency, &cols.GPUCount, &tps, &perGPU, &peak); err != nil {
			return rowErr("bench_results", id, err)
		}
		cols.TokensPerS, cols.TokensPerSPerGPU = benchFloat(tps), benchFloat(perGPU)
		if peak.Valid {
			cols.PeakMemoryBytes = &peak.Int64
		}
		if err := checkBenchBounds(cols, ShareBench{}); err != nil {
			return rowErr("bench_results", id, err)
		}
		if cost.Valid {
			b.RunCost = &cost.Float64
		}
		if price.Valid {
			b.InvoicedPrice = &price.Float64
		}
		r, err := parseShareBench(b)
		if err == nil {
			err = checkBenchBounds(r, b)
		}
		if err != nil {
			return rowErr("bench_results", id, err)
		}
	}
	return rows.Err()
}

// checkBenchBounds holds a benchmark result's figures and the user's
// additions to the same limits as the rest.
func checkBenchBounds(r bench.Result, b ShareBench) error {
	if r.TokensPerSPerGPU != nil {
		if err := calc.LimitTokensPerSPerGPU.Check("tokens_per_s_per_gpu", *r.TokensPerSPerGPU); err != nil {
			return err
		}
	}
	if r.TokensPerS != nil {
		if err := (calc.Limit{Min: 0, Max: calc.LimitTokensPerSPerGPU.Max * 1e6, Why: calc.LimitTokensPerSPerGPU.Why}).Check("tokens_per_s", *r.TokensPerS); err != nil {
			return err
		}
	}
	if r.PeakMemoryBytes != nil {
		if err := (calc.Limit{Min: 0, Max: calc.LimitGPUMemoryBytes.Max, Why: calc.LimitGPUMemoryBytes.Why}).Check("peak_memory_bytes", float64(*r.PeakMemoryBytes)); err != nil {
			return err
		}
	}
	if err := (calc.Limit{Min: 0, Max: 1 << 20, Why: "bounds.why.nodes"}).Check("gpu_count", float64(r.GPUCount)); err != nil {
		return err
	}
	if b.RunCost != nil {
		if err := calc.LimitAmount.Check("run_cost", *b.RunCost); err != nil {
			return err
		}
	}
	if b.InvoicedPrice != nil {
		if err := (calc.Limit{Min: 0, Max: calc.LimitPricePerGPUHour.Max * 744 * 64, Why: calc.LimitPricePerGPUHour.Why}).Check("invoiced_price", *b.InvoicedPrice); err != nil {
			return err
		}
	}
	return nil
}

// checkPlanted is what Restore checks beyond quick_check: the schema is the
// app's own at the file's version, and every row is within bounds.
func checkPlanted(ctx context.Context, q querier, version int) error {
	if err := checkSchema(ctx, q, version); err != nil {
		return err
	}
	return checkRows(ctx, q)
}
