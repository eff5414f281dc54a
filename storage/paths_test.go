package storage

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"computecheck/quotes"
)

// Database paths go to SQLite as file paths: a '#', '%', '?', a space or
// Chinese in a folder or file name is part of the name, and two different
// names never share one file ("data #1/cc.db" used to open "data ").
func TestDatabasePathsWithURICharacters(t *testing.T) {
	root := t.TempDir()
	names := []string{
		"data #1/cc.db", "data #2/cc.db", "100%41/cc.db", "100%/c%41.db", "what?/q?x=1.db",
		"with space/my cc.db", "报价 数据/算力体检.db", "a&b=c;d/x.db", "[x]{y}/'q'\".db",
	}
	ctx := context.Background()
	for i, n := range names {
		path := filepath.Join(root, n)
		db, err := Open(path)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		gpn, nodes := 8, 1
		q := quotes.Quote{Vendor: n, GPU: "A100-80G-SXM", GPUsPerNode: &gpn, Nodes: &nodes, Price: float64(10 + i), PriceUnit: "gpu_hour", Currency: "CNY"}
		if _, err := db.SaveQuote(ctx, q); err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if _, err := db.Backup(ctx, BackupManual); err != nil {
			t.Fatalf("%s: backup: %v", n, err)
		}
		db.Close()
		if st, err := os.Stat(path); err != nil || st.Size() == 0 {
			t.Fatalf("%s: the file itself was not written: %v", n, err)
		}
	}
	// Each file holds its own quote, and nothing else was created.
	for _, n := range names {
		db, err := Open(filepath.Join(root, n))
		if err != nil {
			t.Fatal(err)
		}
		qs, err := db.Quotes(ctx)
		db.Close()
		if err != nil || len(qs) != 1 || qs[0].Vendor != n {
			t.Errorf("%s holds %v (%v)", n, qs, err)
		}
	}
	for _, stray := range []string{"data ", "100A", "what", "100%41/cA.db", "100%/cA.db"} {
		if _, err := os.Stat(filepath.Join(root, stray)); err == nil {
			t.Errorf("a stray file %q was created", stray)
		}
	}
	// Restore goes through the same paths.
	p := filepath.Join(root, names[0])
	bs, err := ListBackups(p)
	if err != nil || len(bs) == 0 {
		t.Fatalf("no backups of %s: %v", p, err)
	}
	if _, err := Restore(ctx, p, bs[0].Path); err != nil {
		t.Fatalf("restore into %s: %v", p, err)
	}
}
