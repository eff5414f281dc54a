package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// quotes import --trace follows each stored value back to its cell, in
// text and in --json, and says when a unit column only held the billing
// step.
func TestQuotesImportTrace(t *testing.T) {
	db := filepath.Join(t.TempDir(), "cc.db")
	f := writeFile(t, "steps.csv", []byte("Cloud,Accelerator,Hourly per GPU (USD/h),Charging\nOrbit,H100 SXM 80GB,2.10,Per-second billing\n"))
	code, out, errOut := runQ(t, "quotes", "import", f, "--db", db, "--lang", "en", "--explain", "--trace")
	if code != 0 || !strings.Contains(out, "price = 2.1 USD gpu_hour ← C2 “Hourly per GPU (USD/h)”: “2.10”") ||
		!strings.Contains(out, "billing increment = 1 second ← D2 “Charging”") {
		t.Fatalf("trace: %d\n%s\n%s", code, out, errOut)
	}
	code, out, _ = runQ(t, "quotes", "import", f, "--db", filepath.Join(t.TempDir(), "j.db"), "--lang", "en", "--json", "--trace")
	var imp struct {
		Files []struct {
			Trace []struct {
				Row    int
				Values []struct {
					Field  string   `json:"field"`
					Letter string   `json:"column_letter"`
					Text   string   `json:"text"`
					Rule   []string `json:"rule"`
				} `json:"values"`
			} `json:"trace"`
		} `json:"files"`
	}
	if err := json.Unmarshal([]byte(out), &imp); err != nil || code != 0 || len(imp.Files) != 1 || len(imp.Files[0].Trace) != 1 {
		t.Fatalf("--json --trace: %d %v\n%s", code, err, out)
	}
	found := false
	for _, v := range imp.Files[0].Trace[0].Values {
		found = found || v.Field == "price" && v.Letter == "C" && v.Text == "2.10" && len(v.Rule) > 0
	}
	if !found {
		t.Errorf("price not traced: %s", out)
	}
}
