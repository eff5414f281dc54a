package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Quote ids at and past the top of int64 are said as written: 2^63 - 1 is
// an id SQLite can hold (and this database has no such quote), 2^63 is no
// id. Both were reported as -9223372036854775808, and "no such quote"
// was English in Chinese output.
func TestQuoteIDsAtTheTopOfInt64(t *testing.T) {
	db := seedShareDB(t)
	const top, over = "9223372036854775807", "9223372036854775808"
	for _, c := range [][]string{
		{"quotes", "questions", top},
		{"quotes", "confirm", top, "--price", "3"},
		{"quotes", "delete", top},
	} {
		code, _, stderr := runCLI(t, append(c, "--db", db, "--lang", "zh")...)
		if code != 1 || !strings.Contains(stderr, top) || !hanChar.MatchString(stderr) || strings.Contains(stderr, "no such quote") {
			t.Errorf("%v: exit %d: %q", c, code, stderr)
		}
	}
	kit, err := os.ReadFile(benchTestdata(t, "kit_h800x8.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{top, over} {
		p := filepath.Join(t.TempDir(), "r.json")
		os.WriteFile(p, []byte(strings.Replace(string(kit), `"quote_id": 12`, `"quote_id": `+id, 1)), 0o644)
		for _, lang := range []string{"en", "zh"} {
			// A fresh database each time: a second import of one result is no import.
			_, _, stderr := runCLI(t, "bench", "import", p, "--db", filepath.Join(t.TempDir(), "cc.db"), "--lang", lang)
			if !strings.Contains(stderr, id) || strings.Contains(stderr, "-9223372036854775808") {
				t.Errorf("quote_id %s, %s: %q", id, lang, stderr)
			}
		}
	}
}
