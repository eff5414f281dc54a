package storage

import (
	"computecheck/calc"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/msg"
)

// editShare exports laptop A's data, lets edit change the JSON, and
// writes it back.
func editShare(t *testing.T, edit func(f map[string]any)) string {
	t.Helper()
	p := exportAll(t, laptopA(t))
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	edit(f)
	b, _ = json.Marshal(f)
	out := filepath.Join(t.TempDir(), "edited.json")
	if err := os.WriteFile(out, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return out
}

func shareQuoteAt(f map[string]any, i int) map[string]any {
	return f["quotes"].([]any)[i].(map[string]any)["quote"].(map[string]any)
}

// A share file is held to the bounds of import: a setup fee of 1.7e308
// passed validation and then panicked `chart cost`.
func TestShareImportRefusesNumbersOutOfBounds(t *testing.T) {
	for _, c := range []struct {
		name, says string
		edit       func(f map[string]any)
	}{
		{"setup fee 1.7e308", "setup_fee", func(f map[string]any) { shareQuoteAt(f, 0)["setup_fee"] = 1.7e308 }},
		{"price 1e308", "price", func(f map[string]any) { shareQuoteAt(f, 1)["price"] = 1e308 }},
		{"price 1e-9", "price", func(f map[string]any) { shareQuoteAt(f, 2)["price"] = 1e-9 }},
		{"egress 1e300", "egress_price_per_gb", func(f map[string]any) { shareQuoteAt(f, 0)["egress_price_per_gb"] = 1e300 }},
		{"task tokens 1e-300", "tokens", func(f map[string]any) {
			f["tasks"].([]any)[0].(map[string]any)["task"] = map[string]any{"model": "llama3.1-8b", "tokens": 1e-300}
		}},
		{"task params 6e17", "model.params", func(f map[string]any) {
			f["tasks"].([]any)[0].(map[string]any)["task"] = map[string]any{"model": map[string]any{"layers": 32, "hidden": 4096,
				"heads": 32, "ffn": 14336, "vocab": 128256, "params": 6e17}}
		}},
		{"invoiced price 1e300", "invoiced_price", func(f map[string]any) {
			b := f["bench_results"].([]any)[0].(map[string]any)
			b["invoiced_price"], b["invoiced_price_unit"], b["invoiced_price_currency"] = 1e300, "gpu_hour", "CNY"
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := editShare(t, c.edit)
			_, err := ReadShareFile(p)
			if err == nil {
				t.Fatal("accepted")
			}
			if !strings.Contains(err.Error(), c.says) {
				t.Errorf("%v does not name %s", err, c.says)
			}
			// The entry is named by a worded wrapper; the bound inside it is
			// worded too.
			if !hasBound(err) {
				t.Errorf("%v is not worded as a bound", err)
			}
		})
	}
}

// "A.csv" and "a.csv" are one source file, as import has it: a share file
// cannot add the same quote twice under two spellings.
func TestShareSourceKeysAreFolded(t *testing.T) {
	// Two spellings in one file: the same quote twice.
	p := editShare(t, func(f map[string]any) {
		qs := f["quotes"].([]any)
		dup := map[string]any{}
		for k, v := range qs[0].(map[string]any) {
			dup[k] = v
		}
		dup["source_key"] = strings.ToUpper(dup["source_key"].(string))
		dup["row_key"] = strings.ToUpper(dup["row_key"].(string))
		f["quotes"] = append(qs, dup)
	})
	if _, err := ReadShareFile(p); err == nil || !strings.Contains(err.Error(), "the same quote") {
		t.Errorf("two spellings of one quote: %v", err)
	}
	// Another spelling of a file this database has: updated, not added.
	db := laptopA(t)
	ctx := context.Background()
	before, _ := db.Quotes(ctx)
	p = editShare(t, func(f map[string]any) {
		for _, q := range f["quotes"].([]any) {
			m := q.(map[string]any)
			if k := m["source_key"].(string); k != "" {
				m["source_key"] = "  VENDORS-2026q1.XLSX "
				m["quote"].(map[string]any)["price"] = 11.0
			}
		}
	})
	f, err := ReadShareFile(p)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := db.ImportShare(ctx, f, false)
	if err != nil {
		t.Fatal(err)
	}
	after, _ := db.Quotes(ctx)
	if len(after) != len(before) || rep.Quotes.Added != 0 || rep.Quotes.Updated != 3 {
		t.Errorf("%d quotes before, %d after; report %+v", len(before), len(after), rep.Quotes)
	}
}

// A trailing space or newline after the schema is no newer version.
func TestShareSchemaWithSpaces(t *testing.T) {
	for _, s := range []string{ShareSchema + " ", " " + ShareSchema, ShareSchema + "\n"} {
		p := editShare(t, func(f map[string]any) { f["schema"] = s })
		if _, err := ReadShareFile(p); err != nil {
			t.Errorf("schema %q: %v", s, err)
		}
	}
	p := editShare(t, func(f map[string]any) { f["schema"] = "computecheck-share/2" })
	if _, err := ReadShareFile(p); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Errorf("schema /2: %v", err)
	}
	// Junk after the slash is no newer version, only no share file.
	for _, s := range []string{"computecheck-share/1\x00", "computecheck-share/x", "computecheck-share/02", "computecheck-share/"} {
		p := editShare(t, func(f map[string]any) { f["schema"] = s })
		if _, err := ReadShareFile(p); err == nil || strings.Contains(err.Error(), "newer") {
			t.Errorf("schema %q: %v", s, err)
		}
	}
}

// hasBound reports a bounds.* message anywhere in err's chain.
func hasBound(err error) bool {
	if err == nil {
		return false
	}
	if m, ok := err.(msg.Messager); ok && strings.HasPrefix(m.Message().Key, "bounds.") {
		return true
	}
	if fe, ok := err.(*calc.FieldError); ok { // "field "x": " + the bound
		return strings.HasPrefix(fe.Msg.Key, "bounds.")
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range j.Unwrap() {
			if hasBound(e) {
				return true
			}
		}
		return false
	}
	return hasBound(errors.Unwrap(err))
}
