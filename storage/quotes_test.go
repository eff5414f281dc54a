package storage

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"computecheck/internal/repotest"
	"computecheck/quotes"
)

func quoteSampleDir() string { return repotest.SamplesDir() }

func openQuoteDB(t testing.TB) *DB {
	t.Helper()
	db, err := Open(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func readSample(t testing.TB, name string) *quotes.FileResult {
	t.Helper()
	res, err := quotes.ReadFile(filepath.Join(quoteSampleDir(), name))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// dumpQuotes is the content of the quote tables, row by row.
func dumpQuotes(t testing.TB, db *DB) string {
	t.Helper()
	var b strings.Builder
	for _, table := range []string{"quotes", "fx_rates"} {
		rows, err := db.sql.Query("SELECT * FROM " + table + " ORDER BY 1, 2")
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
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "%s %v\n", table, vals)
		}
		rows.Close()
	}
	return b.String()
}

func count(t testing.TB, db *DB, q string) int {
	t.Helper()
	var n int
	if err := db.sql.QueryRow(q).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestImportQuotesAndReimport(t *testing.T) {
	db := openQuoteDB(t)
	ctx := context.Background()
	res := readSample(t, "vendor_quotes_cn.csv")
	added, updated, err := db.ImportQuotes(ctx, res.Quotes, res.Path)
	if err != nil || added != 6 || updated != 0 {
		t.Fatalf("first import: %d added, %d updated, %v", added, updated, err)
	}
	first, err := db.Quotes(ctx)
	if err != nil || len(first) != 6 {
		t.Fatalf("Quotes: %d, %v", len(first), err)
	}
	// Everything read comes back as read.
	for i, q := range first {
		want := res.Quotes[i]
		if q.ID == 0 || q.CreatedAt == "" || q.Vendor != want.Vendor || q.GPU != want.GPU || q.Price != want.Price ||
			q.PriceUnit != want.PriceUnit || jsonOf(q.Compensation) != jsonOf(want.Compensation) || jsonOf(q.Raw) != jsonOf(want.Raw) ||
			jsonOf(q.Warnings) != jsonOf(want.Warnings) || jsonOf(q.MinTerm) != jsonOf(want.MinTerm) ||
			jsonOf(q.BillingIncrement) != jsonOf(want.BillingIncrement) || q.SourceFile != "vendor_quotes_cn.csv" ||
			q.SourceRow != want.SourceRow || q.RowKey != want.RowKey || q.SourceHash != res.Hash {
			t.Errorf("stored quote %d differs:\n got %s\nwant %s", i, jsonOf(q), jsonOf(want))
		}
		// Every field survives: the JSON of the stored quote equals the read one but for the DB's own fields.
		q.ID, q.CreatedAt, q.UpdatedAt = 0, "", ""
		if jsonOf(q) != jsonOf(want) {
			t.Errorf("round trip %d:\n got %s\nwant %s", i, jsonOf(q), jsonOf(want))
		}
	}
	// The same file again: updates, no duplicates, same ids.
	res2 := readSample(t, "vendor_quotes_cn.csv")
	added, updated, err = db.ImportQuotes(ctx, res2.Quotes, "/elsewhere/VENDOR_QUOTES_CN.csv")
	if err != nil || added != 0 || updated != 6 {
		t.Fatalf("re-import: %d added, %d updated, %v", added, updated, err)
	}
	again, _ := db.Quotes(ctx)
	if len(again) != 6 || count(t, db, "SELECT count(*) FROM quotes") != 6 {
		t.Fatalf("re-import duplicated: %d", len(again))
	}
	for i := range again {
		if again[i].ID != first[i].ID {
			t.Errorf("id changed on re-import: %d -> %d", first[i].ID, again[i].ID)
		}
	}
	// A revised sheet under the same name: the price changes in place, a new row is added.
	revised := append([]quotes.Quote(nil), res2.Quotes...)
	for i := range revised {
		revised[i].RowKey = ""
	}
	revised[0].Price = 36000
	extra := revised[1]
	extra.Vendor = "新供应商"
	revised = append(revised, extra)
	counts, err := db.ImportQuoteBatches(ctx, []QuoteBatch{{SourceFile: "vendor_quotes_cn.csv", Quotes: revised[1:]}})
	if err != nil || counts[0].Added != 1 || counts[0].Updated != 5 || counts[0].Stale != 1 {
		t.Fatalf("revised: %+v %v", counts, err)
	}
	// Another file with the same vendors is another source: added, not merged.
	x := readSample(t, "quote_sheet_2026-11.xlsx")
	if a, u, err := db.ImportQuotes(ctx, x.Quotes, "quote_sheet_2026-11.xlsx"); err != nil || a != 5 || u != 0 {
		t.Fatalf("xlsx: %d %d %v", a, u, err)
	}
	if n := count(t, db, "SELECT count(*) FROM quotes"); n != 12 {
		t.Errorf("%d quotes, want 12", n)
	}
}

func TestImportIsAllOrNothing(t *testing.T) {
	db := openQuoteDB(t)
	ctx := context.Background()
	res := readSample(t, "vendor_quotes_cn.csv")
	if _, _, err := db.ImportQuotes(ctx, res.Quotes, "vendor_quotes_cn.csv"); err != nil {
		t.Fatal(err)
	}
	if err := db.SetFXRate(ctx, quotes.FXRate{Currency: "USD", ToCNY: 7.1, Date: "2026-11-20"}); err != nil {
		t.Fatal(err)
	}
	before := dumpQuotes(t, db)
	n := count(t, db, "SELECT count(*) FROM quotes")

	// The second file's last quote is bad: the first file's updates and
	// additions, made earlier in the same transaction, must be undone.
	good := readSample(t, "vendor_quotes_cn.csv").Quotes
	good[0].Price++ // a changed price (1 CNY a machine-month would be out of bounds)
	gbk := readSample(t, "platform_list_gbk.csv").Quotes
	bad := append([]quotes.Quote(nil), gbk...)
	bad[len(bad)-1].GPU = "no-such-gpu"
	_, err := db.ImportQuoteBatches(ctx, []QuoteBatch{{"vendor_quotes_cn.csv", good}, {"platform_list_gbk.csv", bad}})
	if err == nil || !strings.Contains(err.Error(), "platform_list_gbk.csv row 4") {
		t.Fatalf("bad import: %v", err)
	}
	if after := dumpQuotes(t, db); after != before || count(t, db, "SELECT count(*) FROM quotes") != n {
		t.Fatalf("failed import changed the database:\nbefore %s\nafter  %s", before, after)
	}
	// A duplicate key inside one file is refused too.
	dup := []quotes.Quote{gbk[0], gbk[0]}
	if _, _, err := db.ImportQuotes(ctx, dup, "dup.csv"); err == nil {
		t.Fatal("duplicate row key accepted")
	}
	if _, _, err := db.ImportQuotes(ctx, gbk, ""); err == nil {
		t.Fatal("import without a file name accepted")
	}
	if after := dumpQuotes(t, db); after != before {
		t.Fatal("refused imports changed the database")
	}
}

func TestSaveDeleteRestoreQuote(t *testing.T) {
	db := openQuoteDB(t)
	ctx := context.Background()
	q := quotes.Quote{Vendor: "手工录入", GPU: "H100-80G-SXM", Price: 9, PriceUnit: quotes.UnitGPUHour, Currency: "CNY",
		Source: quotes.SourceCall, GPUsPerNode: ptrTo(8), ResumeSupported: ptrTo(true),
		Compensation: quotes.Compensation{Kind: quotes.CompMultiple, Multiple: ptrTo(2.0)}}
	id, err := db.SaveQuote(ctx, q)
	if err != nil || id == 0 {
		t.Fatal(id, err)
	}
	got, err := db.Quote(ctx, id)
	if err != nil || got.Vendor != "手工录入" || got.Source != quotes.SourceCall || got.IntraNode != quotes.Unknown ||
		got.ResumeSupported == nil || !*got.ResumeSupported || got.ReleaseIdle != nil || got.LocalNVMeTB != nil ||
		*got.Compensation.Multiple != 2 || got.Warnings == nil {
		t.Fatalf("saved: %+v %v", got, err)
	}
	// Edit.
	got.Price = 8.5
	got.Warnings = append(got.Warnings, quotes.Normalize(quotes.Quote{Price: 1, PriceUnit: quotes.UnitGPUHour, Currency: "USD"}, quotes.Options{}).Warnings...)
	if id2, err := db.SaveQuote(ctx, got); err != nil || id2 != id {
		t.Fatal(id2, err)
	}
	got, _ = db.Quote(ctx, id)
	if got.Price != 8.5 || len(got.Warnings) != 0 {
		t.Errorf("edited: %+v", got)
	}
	// Validation.
	for name, bad := range map[string]quotes.Quote{
		"no vendor": {GPU: "H100-80G-SXM", Price: 1, PriceUnit: "gpu_hour", Currency: "CNY"},
		"bad gpu":   {Vendor: "v", GPU: "H1000", Price: 1, PriceUnit: "gpu_hour", Currency: "CNY"},
		"zero":      {Vendor: "v", GPU: "H100-80G-SXM", Price: 0, PriceUnit: "gpu_hour", Currency: "CNY"},
		"unit":      {Vendor: "v", GPU: "H100-80G-SXM", Price: 1, PriceUnit: "gpu_year", Currency: "CNY"},
		"currency":  {Vendor: "v", GPU: "H100-80G-SXM", Price: 1, PriceUnit: "gpu_hour", Currency: "yuan"},
		"enum":      {Vendor: "v", GPU: "H100-80G-SXM", Price: 1, PriceUnit: "gpu_hour", Currency: "CNY", InterNode: "carrier pigeon"},
		"missing":   {ID: 999, Vendor: "v", GPU: "H100-80G-SXM", Price: 1, PriceUnit: "gpu_hour", Currency: "CNY"},
	} {
		if _, err := db.SaveQuote(ctx, bad); err == nil {
			t.Errorf("%s: saved", name)
		}
	}
	// Delete, undo, delete again, purge.
	if err := db.DeleteQuote(ctx, id); err != nil {
		t.Fatal(err)
	}
	if qs, _ := db.Quotes(ctx); len(qs) != 0 {
		t.Fatalf("deleted quote listed: %v", qs)
	}
	if del, _ := db.DeletedQuotes(ctx); len(del) != 1 || del[0].DeletedAt == "" {
		t.Fatalf("deleted list: %+v", del)
	}
	if err := db.RestoreQuote(ctx, id); err != nil {
		t.Fatal(err)
	}
	if qs, _ := db.Quotes(ctx); len(qs) != 1 || qs[0].DeletedAt != "" {
		t.Fatalf("restored: %+v", qs)
	}
	for _, f := range []func(context.Context, int64) error{db.DeleteQuote, db.RestoreQuote} {
		if err := f(ctx, 12345); !errors.Is(err, ErrQuoteNotFound) {
			t.Errorf("missing id: %v", err)
		}
	}
	if _, err := db.Quote(ctx, 12345); !errors.Is(err, ErrQuoteNotFound) {
		t.Errorf("Quote(missing): %v", err)
	}
	db.DeleteQuote(ctx, id)
	if n, err := db.PurgeDeletedQuotes(ctx); n != 1 || err != nil {
		t.Fatal(n, err)
	}
	// Re-importing a file brings back a quote deleted from it.
	res := readSample(t, "platform_list_gbk.csv")
	db.ImportQuotes(ctx, res.Quotes, "platform_list_gbk.csv")
	qs, _ := db.Quotes(ctx)
	db.DeleteQuote(ctx, qs[0].ID)
	// The deleted quote comes back (updated); the two untouched are unchanged.
	if _, u, err := db.ImportQuotes(ctx, res.Quotes, "platform_list_gbk.csv"); u != 1 || err != nil {
		t.Fatal(u, err)
	}
	if qs, _ := db.Quotes(ctx); len(qs) != 3 {
		t.Errorf("re-import did not restore: %d", len(qs))
	}
	// Editing an imported quote keeps its identity: re-import overwrites it, no copy.
	e := qs[1]
	e.Price = 1
	e.RowKey, e.SourceFile = "tampered", "other.csv"
	db.SaveQuote(ctx, e)
	db.ImportQuotes(ctx, res.Quotes, "platform_list_gbk.csv")
	if got, _ := db.Quote(ctx, e.ID); got.Price != res.Quotes[1].Price || got.SourceFile != "platform_list_gbk.csv" {
		t.Errorf("edited imported quote: %+v", got)
	}
}

func TestFXRatesAndNormalize(t *testing.T) {
	db := openQuoteDB(t)
	ctx := context.Background()
	res := readSample(t, "quotes_template_en.csv")
	if _, _, err := db.ImportQuotes(ctx, res.Quotes, "quotes_template_en.csv"); err != nil {
		t.Fatal(err)
	}
	qs, err := db.NormalizedQuotes(ctx)
	if err != nil || qs[0].PricePerGPUHour != nil || !strings.Contains(strings.Join(quotes.RenderAll(qs[0].Warnings, "en"), "|"), "no exchange rate for USD") {
		t.Fatalf("without rate: %+v %v", qs[0], err)
	}
	for _, r := range []quotes.FXRate{{Currency: "usd", ToCNY: 7.0, Date: "2026-01-02"}, {Currency: "USD", ToCNY: 7.1, Date: "2026年11月20日"}} {
		if err := db.SetFXRate(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	for _, bad := range []quotes.FXRate{{Currency: "CNY", ToCNY: 1, Date: "2026-01-01"}, {Currency: "US", ToCNY: 7, Date: "2026-01-01"}, {Currency: "USD", ToCNY: 0, Date: "2026-01-01"}, {Currency: "USD", ToCNY: 7, Date: "soon"}} {
		if err := db.SetFXRate(ctx, bad); err == nil {
			t.Errorf("rate %+v accepted", bad)
		}
	}
	r, ok, err := db.FXRate(ctx, "usd")
	if err != nil || !ok || r.ToCNY != 7.1 || r.Date != "2026-11-20" {
		t.Fatalf("FXRate: %+v %v %v", r, ok, err)
	}
	if _, ok, _ := db.FXRate(ctx, "EUR"); ok {
		t.Error("EUR rate found")
	}
	if all, _ := db.FXRates(ctx); len(all) != 2 {
		t.Errorf("FXRates: %v", all)
	}
	db.SetSetting(ctx, SettingHoursPerMonth, "730")
	qs, _ = db.NormalizedQuotes(ctx)
	if qs[0].PricePerGPUHour == nil || *qs[0].PricePerGPUHour != 3.99*7.1 || strings.Contains(strings.Join(quotes.RenderAll(qs[0].Warnings, "en"), "|"), "exchange") {
		t.Errorf("with rate: %+v", qs[0])
	}
	db.SetSetting(ctx, SettingCurrency, "USD")
	qs, _ = db.NormalizedQuotes(ctx)
	if qs[0].PricePerGPUHour == nil || *qs[0].PricePerGPUHour != 3.99 || qs[0].ReportingCurrency != "USD" {
		t.Errorf("in USD: %+v", qs[0])
	}
	// Normalised warnings are not stored back.
	if _, err := db.SaveQuote(ctx, qs[0]); err != nil {
		t.Fatal(err)
	}
	if err := db.DeleteFXRate(ctx, "USD", "2026-11-20"); err != nil {
		t.Fatal(err)
	}
	if r, _, _ := db.FXRate(ctx, "USD"); r.ToCNY != 7.0 {
		t.Errorf("after delete: %+v", r)
	}
}

func ptrTo[T any](v T) *T { return &v }

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// writeQuoteXLSX writes a generated quote sheet of n rows, with a title
// block above the header as vendors send them.
// genPrice is a price in the market's range for its unit (the reader
// refuses one a hundred times above it), varied by row.
func genPrice(i int, unit string) float64 {
	switch unit {
	case "元/台/月":
		return float64(20000 + i%1000*30)
	case "元/台/天":
		return float64(700 + i%100*5)
	case "元/台/周":
		return float64(4500 + i%100*20)
	}
	return float64(10+i%200) / 10 // 元/卡/时
}

// writeQuoteXLSX writes n quote rows of 14 columns: 10,000 of them stay
// inside the reader's cell and text budgets (quotes/readlimits.go), as a
// real vendor list of that length would.
func writeQuoteXLSX(tb testing.TB, path string, n int) {
	tb.Helper()
	f := excelize.NewFile()
	defer f.Close()
	sw, err := f.NewStreamWriter("Sheet1")
	if err != nil {
		tb.Fatal(err)
	}
	sw.SetRow("A1", []any{"GPU 算力租用报价单（生成数据）"})
	sw.SetRow("A3", []any{"供应商", "方案", "GPU", "卡数/台", "台数", "单价(元)", "计价单位", "最低租期", "机内互联", "机间网络",
		"存储费用", "流量费用", "断点续训", "备注"})
	gpus := []string{"A800-SXM4-80GB", "H800", "H20 96GB", "RTX4090 24G", "L20", "A100 40GB PCIe"}
	units := []string{"元/卡/时", "元/台/月", "元/台/天", "元/台/周"}
	for i := 0; i < n; i++ {
		cell, _ := excelize.CoordinatesToCellName(1, i+4)
		row := []any{fmt.Sprintf("供应商%03d", i%200), fmt.Sprintf("方案%d", i), gpus[i%len(gpus)], 8, 1 + i%4,
			genPrice(i, units[i%len(units)]), units[i%len(units)], "1个月", "NVLink 400GB/s", "IB 4×200G HDR",
			"0.35元/GB/月", "0.8元/GB", "支持", "含税"}
		if err := sw.SetRow(cell, row); err != nil {
			tb.Fatal(err)
		}
	}
	if err := sw.Flush(); err != nil {
		tb.Fatal(err)
	}
	if err := f.SaveAs(path); err != nil {
		tb.Fatal(err)
	}
}

func TestGeneratedXLSXImport(t *testing.T) {
	path := filepath.Join(t.TempDir(), "gen.xlsx")
	writeQuoteXLSX(t, path, 300)
	res, err := quotes.ReadFile(path)
	if err != nil || len(res.Problems) != 0 || len(res.Quotes) != 300 {
		t.Fatalf("%v %v %d", err, res.Problems, len(res.Quotes))
	}
	db := openQuoteDB(t)
	if a, _, err := db.ImportQuotes(context.Background(), res.Quotes, path); err != nil || a != 300 {
		t.Fatal(a, err)
	}
}

// BenchmarkImportXLSX10k: parse + store a 10,000-row .xlsx into a fresh
// database. Budget: < 3 s per op (issue 5).
func BenchmarkImportXLSX10k(b *testing.B) {
	path := filepath.Join(b.TempDir(), "10k.xlsx")
	writeQuoteXLSX(b, path, 10000)
	dir := b.TempDir()
	i := 0
	for b.Loop() {
		res, err := quotes.ReadFile(path)
		if err != nil || len(res.Quotes) != 10000 {
			b.Fatal(err)
		}
		i++
		db, err := Open(filepath.Join(dir, fmt.Sprintf("b%d.db", i)))
		if err != nil {
			b.Fatal(err)
		}
		if a, _, err := db.ImportQuotes(context.Background(), res.Quotes, path); err != nil || a != 10000 {
			b.Fatal(a, err)
		}
		db.Close()
	}
}

// BenchmarkReimportXLSX10k: the same file again into a database that has
// it: every row found by its row key and checked against the stored one
// (all unchanged). Budget: < 3 s per op.
func BenchmarkReimportXLSX10k(b *testing.B) {
	path := filepath.Join(b.TempDir(), "10k.xlsx")
	writeQuoteXLSX(b, path, 10000)
	db := openQuoteDB(b)
	res, err := quotes.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	db.ImportQuotes(context.Background(), res.Quotes, path)
	for b.Loop() {
		res, err := quotes.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		counts, err := db.ImportQuoteBatches(context.Background(), []QuoteBatch{{SourceFile: path, Quotes: res.Quotes}})
		if err != nil || counts[0].Added != 0 || counts[0].Updated+counts[0].Unchanged != 10000 {
			b.Fatal(counts, err)
		}
	}
}

// A column mapping set in the import preview is remembered per header
// layout, and a re-read with it gives the column the user's field.
func TestColumnMappingsRemembered(t *testing.T) {
	db := openQuoteDB(t)
	ctx := context.Background()
	data := []byte("厂商,GPU,价钱,说法\n甲,H100 SXM,9.5,每卡每小时\n")
	res, err := quotes.Read("m.csv", data)
	if err != nil {
		t.Fatal(err)
	}
	key := res.Tables[0].LayoutKey
	if err := db.SaveColumnMapping(ctx, key, []string{"厂商", "GPU", "价钱", "说法"}, map[string]string{"D": "-"}); err != nil {
		t.Fatal(err)
	}
	maps, err := db.ColumnMappings(ctx)
	if err != nil || maps[key]["D"] != "-" {
		t.Fatalf("%v %v", maps, err)
	}
	res2, err := quotes.ReadWith("m.csv", data, quotes.ReadOptions{Columns: maps})
	if err == nil && len(res2.Quotes) > 0 {
		t.Fatalf("the unit column left unread still priced the row: %+v", res2.Quotes[0])
	}
	if res.Quotes[0].PriceUnit != quotes.UnitGPUHour {
		t.Errorf("without the mapping: %s", res.Quotes[0].PriceUnit)
	}
}
