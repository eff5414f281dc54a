package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/msg"
	"computecheck/quotes"
)

// plantedBackup is a ComputeCheck database with two quotes, then plant
// run on it with plain SQL, as a hostile file would be made.
func plantedBackup(t *testing.T, plant string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "backup.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, v := range []string{"蓉城智算", "Kestrel"} {
		gpn, nodes := 8, 1
		if _, err := db.SaveQuote(ctx, quotes.Quote{Vendor: v, GPU: "A100-80G-SXM", GPUsPerNode: &gpn, Nodes: &nodes,
			Price: 10, PriceUnit: "gpu_hour", Currency: "CNY"}); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.SaveTask(ctx, "t", `{"model":"llama3.1-8b","tokens":1e9}`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if plant != "" {
		raw, err := sql.Open("sqlite3", fileURI(path))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := raw.Exec(plant); err != nil {
			t.Fatalf("planting: %v", err)
		}
		raw.Close()
	}
	return path
}

func TestRestoreRefusesPlantedDatabases(t *testing.T) {
	for _, c := range []struct{ name, plant, says string }{
		{"trigger deleting quotes on import", `CREATE TRIGGER eat AFTER INSERT ON quotes BEGIN DELETE FROM quotes WHERE id <> NEW.id; END`, "eat"},
		{"trigger halving prices", `CREATE TRIGGER half AFTER INSERT ON quotes BEGIN UPDATE quotes SET price = price / 2 WHERE id = NEW.id; END`, "half"},
		{"trigger on a setting", `CREATE TRIGGER cur AFTER UPDATE ON settings BEGIN UPDATE settings SET value = 'USD'; END`, "cur"},
		{"view named quotes", `ALTER TABLE quotes RENAME TO q_real; CREATE VIEW quotes AS SELECT * FROM q_real WHERE price < 0`, "quotes"},
		{"extra table", `CREATE TABLE exfil (x TEXT)`, "exfil"},
		{"index dropped", `DROP INDEX quotes_identity`, "quotes_identity"},
		{"column added", `ALTER TABLE quotes ADD COLUMN owner TEXT`, "quotes"},
		{"negative GPU memory", `INSERT INTO gpu_overrides(gpu_id, gpu_json) VALUES('H100-80G-SXM',
			'{"id":"H100-80G-SXM","memory_bytes":-85899345920,"mem_bw_tbps":3.35,"bf16_tflops":989,"fp16_tflops":989}')`, "gpu_overrides"},
		{"GPU with no FP16", `INSERT INTO gpu_overrides(gpu_id, gpu_json) VALUES('A100-80G-SXM',
			'{"id":"A100-80G-SXM","memory_bytes":85899345920,"mem_bw_tbps":2,"bf16_tflops":312,"fp16_tflops":-1}')`, "gpu_overrides"},
		{"price 1e308", `UPDATE quotes SET price = 1e308 WHERE id = 1`, "quotes"},
		{"price 1e-9", `UPDATE quotes SET price = 1e-9 WHERE id = 2`, "quotes"},
		{"setup fee 1.7e308", `UPDATE quotes SET setup_fee = 1.7e308 WHERE id = 1`, "quotes"},
		{"text in a number column", `UPDATE quotes SET nodes = 'many' WHERE id = 2`, "quotes"},
		{"unreadable warnings", `UPDATE quotes SET warnings_json = '{' WHERE id = 1`, "quotes"},
		{"task with tokens 1e-300", `UPDATE tasks SET task_json = '{"model":"llama3.1-8b","tokens":1e-300}'`, "tasks"},
		{"exchange rate 1e300", `INSERT INTO fx_rates(currency, to_cny, date) VALUES('USD', 1e300, '2026-11-20')`, "fx_rates"},
		{"month of 1e9 hours", `INSERT INTO settings(key, value) VALUES('hours_per_month', '1e9')`, "settings"},
		{"SQLite's statistics table made another shape", `ANALYZE; PRAGMA writable_schema = ON;
			UPDATE sqlite_master SET sql = 'CREATE TABLE sqlite_stat1(tbl,idx,stat,extra)' WHERE name = 'sqlite_stat1';
			PRAGMA writable_schema = OFF;`, "sqlite_stat1"},
		// Issue 25: the columns the lists read, beside a sound raw_json.
		{"bench column tokens/s per GPU 1e12", benchRow + `; UPDATE bench_results SET tokens_per_s_per_gpu = 1e12`, "bench_results"},
		{"bench column GPU count 1e9", benchRow + `; UPDATE bench_results SET gpu_count = 1000000000`, "bench_results"},
		{"bench column peak memory 2^62", benchRow + `; UPDATE bench_results SET peak_memory_bytes = 4611686018427387904`, "bench_results"},
		{"bench column text", benchRow + `; UPDATE bench_results SET tokens_per_s = 'fast'`, "bench_results"},
		// Issue 25: what the pragmas do not show.
		{"foreign key that cascades", schemaEdit("bench_results", "quote_id                INTEGER,",
			"quote_id INTEGER REFERENCES quotes(id) ON DELETE CASCADE,"), "bench_results"},
		{"CHECK on the price", schemaEdit("quotes", "CHECK (price > 0)", "CHECK (price > 0 AND price < 50000)"), "quotes"},
		{"CHECK loosened", schemaEdit("quotes", "CHECK (price > 0)", "CHECK (price > -1)"), "quotes"},
		{"collation", schemaEdit("tasks", "name       TEXT NOT NULL UNIQUE", "name TEXT NOT NULL UNIQUE COLLATE NOCASE"), "tasks"},
		{"default", schemaEdit("quotes", "currency                       TEXT NOT NULL", "currency TEXT NOT NULL DEFAULT 'USD'"), "quotes"},
		{"assumed storage price 1e12", `INSERT INTO settings(key, value) VALUES('assumed_storage_per_gb_month', '1e12')`, "assumed_storage_per_gb_month"},
		{"assumed fees negative", `INSERT INTO settings(key, value) VALUES('assumed_fees_high', '-5')`, "assumed_fees_high"},
		{"assumed egress not a number", `INSERT INTO settings(key, value) VALUES('assumed_egress_low', 'cheap')`, "assumed_egress_low"},
		{"a setting no version stores", `INSERT INTO settings(key, value) VALUES('telemetry_url', 'http://x')`, "telemetry_url"},
		{"mapping to an unknown field", `INSERT INTO column_mappings(layout_key, mapping_json) VALUES('0123456789abcdef', '{"B":"owner"}')`, "column_mappings"},
		{"mapping not JSON", `INSERT INTO column_mappings(layout_key, mapping_json) VALUES('0123456789abcdef', '{')`, "column_mappings"},
		{"mapping of no column", `INSERT INTO column_mappings(layout_key, mapping_json) VALUES('0123456789abcdef', '{"price":"price"}')`, "column_mappings"},
		{"mapping with a forged key", `INSERT INTO column_mappings(layout_key, mapping_json) VALUES('any', '{"B":"price"}')`, "column_mappings"},
		{"mapping headers not an array", `INSERT INTO column_mappings(layout_key, mapping_json, headers_json) VALUES('0123456789abcdef', '{"B":"price"}', '7')`, "column_mappings"},
	} {
		t.Run(c.name, func(t *testing.T) {
			backup := plantedBackup(t, c.plant)
			dbPath := filepath.Join(t.TempDir(), "computecheck.db")
			db := openTestDB(t, dbPath)
			fillTasks(t, db, 3, "mine")
			db.Close()
			before := fileDump(t, dbPath)
			_, err := Restore(context.Background(), dbPath, backup)
			if err == nil {
				t.Fatal("restored")
			}
			if !errors.Is(err, ErrPlanted) {
				t.Errorf("not reported as planted: %v", err)
			}
			for _, lang := range []string{"en", "zh"} {
				if s := msg.Text(err, lang); !strings.Contains(s, c.says) || !strings.Contains(s, "backup.db") {
					t.Errorf("%s: %q does not name %q and the file", lang, s, c.says)
				}
			}
			if after := fileDump(t, dbPath); after != before {
				t.Error("the database was changed")
			}
		})
	}
	// The same file, unplanted, restores; so does one with every setting
	// and a column mapping the app itself stores.
	backup := plantedBackup(t, benchRow+`; ANALYZE; INSERT INTO settings(key, value) VALUES('assumed_storage_per_gb_month', '10000000'),
		('assumed_fees', '0'), ('reporting_currency', 'USD'), ('hours_per_month', '730');
		INSERT INTO column_mappings(layout_key, mapping_json, headers_json) VALUES('0123456789abcdef', '{"A":"vendor","B":"price","C":"-","XFD":""}', '["供应商","单价"]')`)
	dbPath := filepath.Join(t.TempDir(), "computecheck.db")
	openTestDB(t, dbPath).Close()
	if _, err := Restore(context.Background(), dbPath, backup); err != nil {
		t.Fatalf("a clean backup was refused: %v", err)
	}
}

// A database holding a trigger or view (planted by an older version's
// restore, or by hand) is not opened, so the trigger never runs.
func TestOpenRefusesTriggersAndViews(t *testing.T) {
	for _, plant := range []string{
		`CREATE TRIGGER eat AFTER INSERT ON quotes BEGIN DELETE FROM quotes; END`,
		`CREATE VIEW cheap AS SELECT * FROM quotes`,
	} {
		path := plantedBackup(t, plant)
		db, err := Open(path)
		if err == nil {
			db.Close()
			t.Fatalf("%s: opened", plant)
		}
		if !errors.Is(err, ErrPlanted) {
			t.Errorf("%s: %v", plant, err)
		}
	}
}

// fileDump is every row of the database at path, opened read-only.
func fileDump(t *testing.T, path string) string {
	t.Helper()
	raw, err := sql.Open("sqlite3", fileURI(path)+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	var b strings.Builder
	rows, err := raw.Query("SELECT type || ' ' || name || ' ' || COALESCE(sql, '') FROM sqlite_master ORDER BY name")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var s string
		rows.Scan(&s)
		b.WriteString(s + "\n")
	}
	rows.Close()
	for _, table := range []string{"tasks", "quotes", "settings", "gpu_overrides", "fx_rates"} {
		rows, err := raw.Query("SELECT * FROM " + table)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			rows.Scan(ptrs...)
			b.WriteString(table)
			for _, v := range vals {
				b.WriteString(" ")
				if by, ok := v.([]byte); ok {
					v = string(by)
				}
				fmt.Fprint(&b, v)
			}
			b.WriteString("\n")
		}
		rows.Close()
	}
	return b.String()
}

// A GPU edit planted in the live database (a negative memory size showed
// as "-76.0 GiB usable") is left out and named; the built-in entry stands.
func TestPlantedGPUEditIsLeftOutAndNamed(t *testing.T) {
	path := plantedBackup(t, `INSERT INTO gpu_overrides(gpu_id, gpu_json) VALUES('A100-80G-SXM',
		'{"id":"A100-80G-SXM","memory_bytes":-85899345920,"mem_bw_tbps":2,"bf16_tflops":312,"fp16_tflops":312}')`)
	db := openTestDB(t, path)
	cat, err := db.GPUs(context.Background())
	var sk *SkippedGPUError
	if !errors.As(err, &sk) || len(sk.IDs) != 1 || sk.IDs[0] != "A100-80G-SXM" {
		t.Fatalf("GPUs: %v", err)
	}
	for _, g := range cat {
		if g.MemoryBytes <= 0 {
			t.Errorf("%s has %d bytes", g.ID, g.MemoryBytes)
		}
	}
	g := cat[0]
	g.MemoryBytes = 1 << 60
	if err := db.SaveGPU(context.Background(), g); err == nil {
		t.Error("an exabyte card was saved")
	}
}

// schemaEdit rewrites one table's CREATE statement in place, as a hostile
// file would: the rows and the columns the pragmas list stay the same.
func schemaEdit(table, from, to string) string {
	return fmt.Sprintf(`PRAGMA writable_schema = ON;
		UPDATE sqlite_master SET sql = replace(sql, '%s', '%s') WHERE type = 'table' AND name = '%s';
		PRAGMA writable_schema = OFF;`, strings.ReplaceAll(from, "'", "''"), strings.ReplaceAll(to, "'", "''"), table)
}

// Comments and white space are no difference: SQLite keeps both in the
// CREATE text, and a database made by the same migrations is the same.
func TestNormalizeSQL(t *testing.T) {
	base := normalizeSQL("CREATE TABLE t (\n    a INTEGER CHECK (a > 0), -- the count\n    b TEXT NOT NULL DEFAULT ' x  y '\n)")
	for _, same := range []string{
		"CREATE TABLE t(a INTEGER CHECK(a>0),b TEXT NOT NULL DEFAULT ' x  y ')",
		"CREATE  TABLE t ( /* why */ a INTEGER\tCHECK ( a > 0 ) , b TEXT NOT NULL DEFAULT ' x  y ' )",
	} {
		if got := normalizeSQL(same); got != base {
			t.Errorf("%q\n  -> %q\nwant %q", same, got, base)
		}
	}
	for _, other := range []string{
		"CREATE TABLE t (a INTEGER CHECK (a > 1), b TEXT NOT NULL DEFAULT ' x  y ')",
		"CREATE TABLE t (a INTEGER CHECK (a > 0), b TEXT NOT NULL DEFAULT ' x y ')",
		"CREATE TABLE t (a INTEGER CHECK (a > 0), b TEXT NOT NULL DEFAULT ' x  y ' COLLATE NOCASE)",
		"CREATE TABLE t (a INTEGER REFERENCES q(id), b TEXT NOT NULL DEFAULT ' x  y ')",
		"CREATE TABLE t (a INTEGERCHECK (a > 0), b TEXT NOT NULL DEFAULT ' x  y ')",
	} {
		if got := normalizeSQL(other); got == base {
			t.Errorf("%q reads as the same statement", other)
		}
	}
	if got := normalizeSQL(`CREATE TABLE "a -- b"('it''s' TEXT)`); got != `CREATE TABLE "a -- b"('it''s' TEXT)` {
		t.Errorf("quoted text changed: %q", got)
	}
}

// benchRow stores one sound benchmark result (the kit's own example).
const benchRow = `INSERT INTO bench_results(source, format, raw_json, gpu_name, gpu_count, tokens_per_s, tokens_per_s_per_gpu)
	VALUES('r.json', 'json', '{"schema":"computecheck-bench/1","gpu_name":"NVIDIA H800","gpu_count":8,"tokens_per_s":94400,"tokens_per_s_per_gpu":11800,"steps":50}',
	'NVIDIA H800', 8, 94400, 11800)`

// normalizeSQL reads planted text: it never fails, and what it makes it
// keeps (a second pass changes nothing, so no comment is made of spaces
// it took out).
func FuzzNormalizeSQL(f *testing.F) {
	for _, s := range []string{"CREATE TABLE t (a INTEGER CHECK (a > 0), -- c\n b TEXT DEFAULT ' x ')",
		"x - -1", "a / *b", `"q""x" [a b] 'it''s`, "/* open", "'open", "--", "a\tb\r\nc"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n := normalizeSQL(s)
		if again := normalizeSQL(n); again != n {
			t.Errorf("%q -> %q -> %q", s, n, again)
		}
	})
}

// checkColumnMapping reads planted rows: it never fails, and what the
// import preview saves passes it.
func FuzzCheckColumnMapping(f *testing.F) {
	f.Add("0123456789abcdef", `{"A":"vendor","B":"price","C":"-"}`, `["供应商","单价"]`)
	f.Add("any", `{"price":"price"}`, `7`)
	f.Add("0123456789abcdef", `{"XFD":"","XFE":"price"}`, `[]`)
	// What SaveColumnMapping stores for a real header layout passes.
	hs := []string{"供应商", "GPU", "单价", "单位"}
	m, _ := json.Marshal(map[string]string{"A": "vendor", "B": "gpu", "C": "price", "D": "price_unit"})
	h, _ := json.Marshal(hs)
	if err := checkColumnMapping(quotes.LayoutKey(hs), string(m), string(h)); err != nil {
		f.Errorf("a saved mapping is refused: %v", err)
	}
	f.Fuzz(func(t *testing.T, key, mapping, headers string) {
		if checkColumnMapping(key, mapping, headers) != nil {
			return
		}
		var m map[string]string
		var h []string
		if json.Unmarshal([]byte(mapping), &m) != nil || json.Unmarshal([]byte(headers), &h) != nil || len(key) != 16 {
			t.Errorf("accepted %q %q %q", key, mapping, headers)
		}
	})
}
