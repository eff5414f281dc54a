package storage

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/bench"
	"computecheck/quotes"
)

func shareQuote(vendor, offer string, price float64) quotes.Quote {
	n := 8
	return quotes.Quote{Vendor: vendor, Offer: offer, GPU: "H800-80G-SXM", GPUsPerNode: &n, Price: price,
		PriceUnit: quotes.UnitGPUHour, Currency: "CNY", PriceText: fmt.Sprintf("%g元/卡·时", price),
		Raw: map[string]string{"price": fmt.Sprintf("%g元/卡·时", price)}}
}

// dumpTables is every row of the tables a share touches, for "nothing
// changed" checks.
func dumpTables(t *testing.T, db *DB) string {
	t.Helper()
	var b strings.Builder
	for _, table := range []string{"quotes", "tasks", "bench_results"} {
		rows, err := db.sql.Query("SELECT * FROM " + table + " ORDER BY 1")
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
			fmt.Fprintf(&b, "%s %v\n", table, vals)
		}
		rows.Close()
	}
	return b.String()
}

// laptopA has file quotes, two alike hand-entered quotes, tasks and two
// benchmark results (one attached to a quote, one read from a log).
func laptopA(t *testing.T) *DB {
	t.Helper()
	db := openTestDB(t, filepath.Join(t.TempDir(), "a.db"))
	ctx := context.Background()
	qs := []quotes.Quote{shareQuote("阿里云", "8卡整机", 9.8), shareQuote("火山引擎", "", 10.5), shareQuote("AutoDL", "H800", 8)}
	if _, _, err := db.ImportQuotes(ctx, qs, "Vendors-2026Q1.xlsx"); err != nil {
		t.Fatal(err)
	}
	for _, p := range []float64{12, 13} {
		if _, err := db.SaveQuote(ctx, shareQuote("电话询价", "口头", p)); err != nil {
			t.Fatal(err)
		}
	}
	db.SaveTask(ctx, "7B LoRA", `{"model":"qwen2.5-7b","method":"lora"}`)
	db.SaveTask(ctx, "8B full", `{"model": "llama3.1-8b",  "gpus": 8}`)

	all, _ := db.Quotes(ctx)
	r, raw := benchFixture(t, "kit_cpu_tiny.json")
	cost := 39.2
	if _, err := db.ImportBenchWith(ctx, r, raw, "kit_cpu_tiny.json", BenchMeta{QuoteID: &all[0].ID, RunCost: &cost, RunCostCurrency: "CNY"}); err != nil {
		t.Fatal(err)
	}
	lr, err := bench.Read([]byte("step: 1 tps: 100\nstep: 2 tps: 6,000\nstep: 3 tps: 6,100\n"), "titan.log", bench.Options{GPUs: 8})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.ImportBench(ctx, lr, nil, "titan.log"); err != nil {
		t.Fatal(err)
	}
	return db
}

func exportAll(t *testing.T, db *DB) string {
	t.Helper()
	f, err := db.ExportShare(context.Background(), ShareSelection{AllQuotes: true, AllTasks: true, AllBench: true}, "9.9.9")
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "share.json")
	if err := WriteShareFile(p, f); err != nil {
		t.Fatal(err)
	}
	assertMode644(t, p)
	return p
}

func importFile(t *testing.T, db *DB, path string, dry bool) ShareReport {
	t.Helper()
	f, err := ReadShareFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := db.ImportShare(context.Background(), f, dry)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func TestShareFileFormat(t *testing.T) {
	a := laptopA(t)
	p := exportAll(t, a)
	var f map[string]any
	b, _ := os.ReadFile(p)
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	if f["schema"] != ShareSchema || f["app_version"] != "9.9.9" || f["created_at"] == "" {
		t.Errorf("head = %v %v %v", f["schema"], f["app_version"], f["created_at"])
	}
	labels, _ := f["labels"].(map[string]any)
	if labels["zh"] == nil || labels["en"] == nil {
		t.Errorf("labels = %v", labels)
	}
	if !strings.Contains(string(b), "5 条报价，2 个任务，2 个基准测试结果") {
		t.Error("zh contents label missing")
	}
	// Exporting over an existing file is refused.
	sf, _ := a.ExportShare(context.Background(), ShareSelection{AllTasks: true}, "x")
	if err := WriteShareFile(p, sf); err == nil {
		t.Error("share file overwritten")
	}
}

func TestShareRoundTripMergesWithoutDuplicates(t *testing.T) {
	ctx := context.Background()
	a := laptopA(t)
	p := exportAll(t, a)

	b := openTestDB(t, filepath.Join(t.TempDir(), "b.db"))
	rep := importFile(t, b, p, false)
	want := ShareCounts{Added: 5}
	if rep.Quotes != want || rep.Tasks != (ShareCounts{Added: 2}) || rep.Bench != (ShareCounts{Added: 2}) {
		t.Fatalf("first import: %+v %+v %+v", rep.Quotes, rep.Tasks, rep.Bench)
	}
	if rep.Backup != "" || rep.AppVersion != "9.9.9" || len(rep.Changes) != 9 {
		t.Errorf("first import report: %+v", rep)
	}

	// The same file again: nothing new, nothing changed, no backup.
	before := dumpTables(t, b)
	rep = importFile(t, b, p, false)
	if rep.Quotes != (ShareCounts{Unchanged: 5}) || rep.Tasks != (ShareCounts{Unchanged: 2}) || rep.Bench != (ShareCounts{Unchanged: 2}) || len(rep.Changes) != 0 || rep.Backup != "" {
		t.Fatalf("second import: %+v", rep)
	}
	if dumpTables(t, b) != before {
		t.Error("an import with nothing new changed the database")
	}

	// The benchmark is attached to B's copy of the quote it ran on.
	qa, _ := a.Quotes(ctx)
	qb, _ := b.Quotes(ctx)
	recs, _ := b.BenchResults(ctx)
	var attached *BenchRecord
	for i := range recs {
		if recs[i].QuoteID != nil {
			attached = &recs[i]
		}
	}
	if attached == nil {
		t.Fatal("the benchmark lost its quote")
	}
	got, _ := b.Quote(ctx, *attached.QuoteID)
	if got.Vendor != qa[0].Vendor || got.Offer != qa[0].Offer || *attached.RunCost != 39.2 {
		t.Errorf("attached to %s/%s, cost %v", got.Vendor, got.Offer, attached.RunCost)
	}
	if len(qb) != 5 {
		t.Fatalf("B has %d quotes", len(qb))
	}

	// The colleague later imports the vendor's file himself: the shared
	// quotes are the same quotes, updated, not added.
	added, updated, err := b.ImportQuotes(ctx, []quotes.Quote{shareQuote("阿里云", "8卡整机", 9.5), shareQuote("火山引擎", "", 10.5), shareQuote("AutoDL", "H800", 8)}, "vendors-2026q1.xlsx")
	if err != nil || added != 0 || updated != 3 {
		t.Errorf("re-import on B: added %d updated %d %v", added, updated, err)
	}

	// A edits a quote, a task and a benchmark's cost; B's dry run says so
	// and changes nothing; the real import backs up first.
	q := qa[1]
	q.Price = 11
	if _, err := a.SaveQuote(ctx, q); err != nil {
		t.Fatal(err)
	}
	a.SaveTask(ctx, "7B LoRA", `{"model":"qwen2.5-7b","method":"qlora"}`)
	p2 := exportAll(t, a)
	before = dumpTables(t, b)
	dry := importFile(t, b, p2, true)
	// Three file quotes differ: B's own re-import changed their file name's
	// case and one price, and A changed another price.
	if !dry.DryRun || dry.Quotes.Updated != 3 || dry.Quotes.Unchanged != 2 || dry.Tasks != (ShareCounts{Updated: 1, Unchanged: 1}) {
		t.Errorf("dry run: %+v %+v", dry.Quotes, dry.Tasks)
	}
	if dumpTables(t, b) != before {
		t.Error("a dry run changed the database")
	}
	if bs, _ := ListBackups(b.Path()); len(bs) != 0 {
		t.Errorf("a dry run made a backup: %v", bs)
	}
	var priceChange *ShareChange
	for i, c := range dry.Changes {
		if c.Kind == "quote" && strings.HasPrefix(c.Label, "火山引擎") {
			priceChange = &dry.Changes[i]
		}
	}
	if priceChange == nil || !hasString(priceChange.Fields, "price") {
		t.Errorf("changes = %+v", dry.Changes)
	}
	rep = importFile(t, b, p2, false)
	if rep.Quotes != dry.Quotes || rep.Tasks != dry.Tasks || rep.Backup == "" {
		t.Errorf("import after dry run: %+v (dry %+v)", rep, dry)
	}
	// The backup holds B as it was.
	bk := openTestDB(t, rep.Backup)
	if dumpTables(t, bk) != before {
		t.Error("the before-import backup is not the database as it was")
	}
	qb, _ = b.Quotes(ctx)
	if len(qb) != 5 {
		t.Errorf("B has %d quotes after the update", len(qb))
	}
	tk, _ := b.Task(ctx, "7B LoRA")
	if !strings.Contains(tk.JSON, "qlora") {
		t.Errorf("task not updated: %s", tk.JSON)
	}
}

func hasString(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

func TestShareSelection(t *testing.T) {
	a := laptopA(t)
	ctx := context.Background()
	qs, _ := a.Quotes(ctx)
	f, err := a.ExportShare(ctx, ShareSelection{QuoteIDs: []int64{qs[3].ID, qs[4].ID, qs[3].ID}, TaskNames: []string{"8B full"}}, "1")
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Quotes) != 2 || len(f.Tasks) != 1 || len(f.Bench) != 0 {
		t.Fatalf("selection gave %d quotes %d tasks %d results", len(f.Quotes), len(f.Tasks), len(f.Bench))
	}
	// The two alike hand-entered quotes keep apart.
	if f.Quotes[0].SourceKey != "" || f.Quotes[0].RowKey == f.Quotes[1].RowKey || !strings.HasSuffix(f.Quotes[1].RowKey, "#2") {
		t.Errorf("hand keys %q %q", f.Quotes[0].RowKey, f.Quotes[1].RowKey)
	}
	for _, sel := range []ShareSelection{
		{},
		{QuoteIDs: []int64{999}},
		{TaskNames: []string{"no such"}},
		{BenchIDs: []int64{42}},
	} {
		if _, err := a.ExportShare(ctx, sel, "1"); err == nil {
			t.Errorf("selection %+v accepted", sel)
		}
	}
	a.DeleteQuote(ctx, qs[0].ID)
	if _, err := a.ExportShare(ctx, ShareSelection{QuoteIDs: []int64{qs[0].ID}}, "1"); err == nil || !strings.Contains(err.Error(), "deleted") {
		t.Errorf("deleted quote: %v", err)
	}
}

func TestShareImportRefusesBadFiles(t *testing.T) {
	a := laptopA(t)
	good, _ := os.ReadFile(exportAll(t, a))
	b := openTestDB(t, filepath.Join(t.TempDir(), "b.db"))
	b.SaveTask(context.Background(), "mine", "{}")
	before := dumpTables(t, b)

	edit := func(fn func(m map[string]any)) []byte {
		var m map[string]any
		json.Unmarshal(good, &m)
		fn(m)
		out, _ := json.Marshal(m)
		return out
	}
	first := func(m map[string]any, key string) map[string]any {
		return m[key].([]any)[0].(map[string]any)
	}
	for name, c := range map[string]struct {
		data []byte
		want string
	}{
		"empty":        {[]byte(""), "not a ComputeCheck share file"},
		"array":        {[]byte("[1,2]"), "not a ComputeCheck share file"},
		"bench result": {[]byte(`{"schema":"computecheck-bench/1"}`), "not a ComputeCheck share file"},
		"newer":        {edit(func(m map[string]any) { m["schema"] = "computecheck-share/2" }), "newer ComputeCheck"},
		"syntax":       {good[:len(good)/2], "line"},
		"bad price":    {edit(func(m map[string]any) { first(m, "quotes")["quote"].(map[string]any)["price"] = 0 }), "quotes[0]"},
		"bad gpu":      {edit(func(m map[string]any) { first(m, "quotes")["quote"].(map[string]any)["gpu"] = "H900" }), "catalogue"},
		"wrong type":   {edit(func(m map[string]any) { first(m, "quotes")["quote"].(map[string]any)["nodes"] = "many" }), "nodes"},
		"dup quote":    {edit(func(m map[string]any) { m["quotes"] = append(m["quotes"].([]any), m["quotes"].([]any)[0]) }), "the same quote"},
		"task array":   {edit(func(m map[string]any) { first(m, "tasks")["task"] = []any{1} }), "tasks[0]"},
		"no name":      {edit(func(m map[string]any) { first(m, "tasks")["name"] = " " }), "name is empty"},
		"tampered": {edit(func(m map[string]any) {
			first(m, "bench_results")["raw_json"] = strings.Replace(first(m, "bench_results")["raw_json"].(string), "\"gpu_count\"", "\"gpu_count\" ", 1) + " "
		}), ""},
		"hash": {edit(func(m map[string]any) { first(m, "bench_results")["sha256"] = "00" }), "sha256 does not match"},
		"not bench": {edit(func(m map[string]any) {
			first(m, "bench_results")["raw_json"] = `{"x":1}`
			first(m, "bench_results")["sha256"] = ""
		}), "bench_results[0]"},
		"bad cost": {edit(func(m map[string]any) { first(m, "bench_results")["run_cost"] = -1 }), "run_cost"},
	} {
		f, err := ParseShare(c.data, "share.json")
		if err == nil && name == "tampered" {
			// Whitespace does not change a result's identity.
			if _, err := b.ImportShare(context.Background(), f, true); err != nil {
				t.Errorf("tampered whitespace: %v", err)
			}
			continue
		}
		if err == nil {
			_, err = b.ImportShare(context.Background(), f, false)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want %q", name, err, c.want)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: message is not one line: %q", name, err)
		}
	}
	if dumpTables(t, b) != before {
		t.Error("a refused share file changed the database")
	}
}

func TestShareImportIsOneTransaction(t *testing.T) {
	// The last task clashes with a constraint only the database checks:
	// everything before it must be rolled back.
	a := laptopA(t)
	f, err := a.ExportShare(context.Background(), ShareSelection{AllQuotes: true, AllTasks: true}, "1")
	if err != nil {
		t.Fatal(err)
	}
	b := openTestDB(t, filepath.Join(t.TempDir(), "b.db"))
	if _, err := b.sql.Exec(`CREATE TRIGGER no_full BEFORE INSERT ON tasks WHEN NEW.name = '8B full'
		BEGIN SELECT RAISE(ABORT, 'refused by test trigger'); END`); err != nil {
		t.Fatal(err)
	}
	before := dumpTables(t, b)
	if _, err := b.ImportShare(context.Background(), f, false); err == nil || !strings.Contains(err.Error(), "refused by test trigger") {
		t.Fatalf("err = %v", err)
	}
	if dumpTables(t, b) != before {
		t.Error("a failed import left part of the file in the database")
	}
}
