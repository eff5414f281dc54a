package present

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// Every currency the importer can read has a sign of its own: none is shown
// as its bare code ("TWD 1,234") while the others read "$1,234".
func TestSymbolForEveryImportedCurrency(t *testing.T) {
	f, err := os.Open("../quotes/words/currency.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) < 4 || strings.HasPrefix(cols[0], "#") || cols[1] != "currency" {
			continue
		}
		seen[cols[3]] = true
	}
	if len(seen) < 5 {
		t.Fatalf("read %d currencies from currency.tsv: table layout changed?", len(seen))
	}
	for cur := range seen {
		if s := Symbol(cur); strings.HasPrefix(s, cur) {
			t.Errorf("Symbol(%q) = %q: no sign for a currency the importer reads", cur, s)
		}
	}
	if got := Symbol("TWD"); got != "NT$" {
		t.Errorf("Symbol(TWD) = %q, want NT$", got)
	}
	if got := Symbol("XYZ"); got != "XYZ " {
		t.Errorf("Symbol(XYZ) = %q, want the code and a space", got)
	}
}
