package storage

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/quotes"
)

// Issue 25 class 4: a share file's text passes the door's sanitiser: a
// vendor name holding ESC ]0;… BEL ESC [2J and U+202E, a task name and a
// benchmark's source were stored raw.
func TestShareImportSanitisesText(t *testing.T) {
	ctx := context.Background()
	a := laptopA(t)
	f, err := a.ExportShare(ctx, ShareSelection{AllQuotes: true, AllTasks: true, AllBench: true}, "1")
	if err != nil {
		t.Fatal(err)
	}
	evil := "\x1b]0;pwned\x07\x1b[2J\u202e"
	f.Quotes[0].Quote.Vendor += evil
	f.Quotes[0].Quote.Offer += evil
	f.Quotes[0].Quote.Notes = "note" + evil
	for k := range f.Quotes[0].Quote.Raw {
		f.Quotes[0].Quote.Raw[k] += evil
	}
	f.Tasks[0].Name += evil
	f.Bench[0].Source += evil
	b := openTestDB(t, filepath.Join(t.TempDir(), "b.db"))
	if _, err := b.ImportShare(ctx, f, false); err != nil {
		t.Fatal(err)
	}
	all := dumpTables(t, b)
	if strings.ContainsAny(all, "\x1b\x07\u202e") {
		t.Errorf("stored a control:\n%q", all)
	}
	if !strings.Contains(all, "]0;pwned[2J") {
		t.Errorf("the text around the controls is gone:\n%s", all)
	}
}

// A database written before the doors sanitised holds raw controls; what
// reads it (the window, the workbook, the report, the command line) gets
// the text without them.
func TestStoredControlsAreCleanedOnRead(t *testing.T) {
	ctx := context.Background()
	db := laptopA(t)
	if _, err := db.sql.Exec(`UPDATE quotes SET vendor = vendor || char(27) || '[2J' || char(8238), notes = 'a' || char(7) || char(10) || 'b' WHERE id = 1`); err != nil {
		t.Fatal(err)
	}
	if _, err := db.sql.Exec(`UPDATE bench_results SET gpu_name = 'H100' || char(27) || ']0;x' || char(7), source = 's' || char(155)`); err != nil {
		t.Fatal(err)
	}
	qs, err := db.Quotes(ctx)
	if err != nil {
		t.Fatal(err)
	}
	bs, err := db.BenchResults(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var all strings.Builder
	for _, q := range qs {
		all.WriteString(q.Vendor + q.Notes)
	}
	for _, b := range bs {
		all.WriteString(b.GPUName + b.Source)
	}
	if strings.ContainsAny(all.String(), "\x1b\x07\u202e\u009b") || !strings.Contains(all.String(), "[2J") || !strings.Contains(all.String(), "a\nb") {
		t.Errorf("read back %q", all.String())
	}
}

// Every door that stores a quote (import, a hand-entered quote) stores no
// control character, whichever reader let it through.
func TestSavedQuotesCarryNoControls(t *testing.T) {
	ctx := context.Background()
	db := openTestDB(t, filepath.Join(t.TempDir(), "c.db"))
	q := shareQuote("Acme\u202e", "8卡\x1b[2J", 9)
	q.Notes = "n\x07"
	if _, _, err := db.ImportQuotes(ctx, []quotes.Quote{q}, "v.csv"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.SaveQuote(ctx, shareQuote("Hand\x1b]0;x\x07", "o", 10)); err != nil {
		t.Fatal(err)
	}
	if all := dumpTables(t, db); strings.ContainsAny(all, "\x1b\x07\u202e") || !strings.Contains(all, "8卡[2J") {
		t.Errorf("stored %q", all)
	}
}
