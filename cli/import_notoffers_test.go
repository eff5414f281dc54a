package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Rows read and left out as not a current offer (an e-mail's quoted
// earlier message, a price window that has ended) are named by --explain
// and --json, and a strict import is not refused for them.
func TestImportExplainNamesNotOffers(t *testing.T) {
	path := filepath.Join(t.TempDir(), "reply.csv")
	body := strings.Join([]string{
		"Kestrel Cloud price export, generated 2026-12-03",
		"vendor,gpu,price,unit,valid_from,valid_to",
		"Kestrel,H100 SXM 80GB,2.49,USD/GPU/hr,2026-10-01,2026-11-30",
		"Kestrel,H100 SXM 80GB,2.19,USD/GPU/hr,2026-12-01,",
		"-----Original Message-----",
		"Kestrel,A100 SXM 80GB,1.10,USD/GPU/hr,2026-10-01,",
	}, "\n") + "\n"
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(t.TempDir(), "cc.db")
	code, out, errOut := runQ(t, "quotes", "import", path, "--explain", "--db", db, "--lang", "en")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"row 3: the price's window ended on 2026-11-30", "row 5: quoted earlier e-mail", "row 6: quoted earlier e-mail"} {
		if !strings.Contains(out, want) {
			t.Errorf("--explain does not say %q:\n%s", want, out)
		}
	}
	// --json: the same rows under not_offers, beside the one quote stored
	_, out, _ = runQ(t, "quotes", "import", path, "--json", "--db", db, "--lang", "en")
	var got map[string][]map[string]any
	_ = json.Unmarshal([]byte(out), &got)
	fs := got["files"]
	if len(fs) != 1 {
		t.Fatalf("--json: %s", out)
	}
	if rows, _ := fs[0]["not_offers"].([]any); fs[0]["quotes"] != 1.0 || len(rows) != 3 {
		t.Errorf("--json: %s", out)
	}
}
