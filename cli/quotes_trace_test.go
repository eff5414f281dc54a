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
	if code != 0 || !strings.Contains(out, "price = 2.1 USD GPU-hour ← C2 “Hourly per GPU (USD/h)”: “2.10”") ||
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

// Where a unit column, a row note and the price column's header each state
// the period, --explain --trace prints all three candidates (source, cell,
// header, the vendor's words, rule id), names the one chosen and the rule
// that overruled the others; --json carries the same.
func TestQuotesImportTraceCandidates(t *testing.T) {
	f := writeFile(t, "three.csv", []byte("厂商,显卡,月租(元/台/月),单位,备注\n东篱云,L20 48G,8.8,元/卡/时,包月价\n"))
	code, out, errOut := runQ(t, "quotes", "import", f, "--db", filepath.Join(t.TempDir(), "cc.db"), "--lang", "en", "--explain", "--trace")
	for _, want := range []string{
		"period hour ← the unit column D2 “单位”: “元/卡/时” (rule period.unit_column): chosen",
		"period month ← the column header C2 “月租(元/台/月)”: “月租(元/台/月)” (rule period.column_header): overruled by period.unit_column",
		"period month ← the row's note E2 “备注”: “包月价” (rule period.row_note): overruled by period.unit_column",
	} {
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("trace lacks %q: %d\n%s\n%s", want, code, out, errOut)
		}
	}
	code, out, _ = runQ(t, "quotes", "import", f, "--db", filepath.Join(t.TempDir(), "j.db"), "--lang", "zh", "--json", "--trace")
	var imp struct {
		Files []struct {
			Trace []struct {
				Values []struct {
					Field      string `json:"field"`
					Candidates []struct {
						Field, Value, Source, Rule, Said string
						Letter                           string `json:"column_letter"`
						Chosen                           bool
						By                               string `json:"overruled_by"`
					} `json:"candidates"`
				} `json:"values"`
			} `json:"trace"`
		} `json:"files"`
	}
	if err := json.Unmarshal([]byte(out), &imp); err != nil || code != 0 || len(imp.Files) != 1 || len(imp.Files[0].Trace) != 1 {
		t.Fatalf("--json --trace: %d %v\n%s", code, err, out)
	}
	seen := map[string]string{}
	for _, v := range imp.Files[0].Trace[0].Values {
		for _, c := range v.Candidates {
			if c.Field == "period" && v.Field == "price_unit" && strings.Contains(c.Said, "规则 "+c.Rule) {
				seen[c.Rule] = c.Letter + " " + c.By
				if c.Chosen {
					seen[c.Rule] = c.Letter + " chosen"
				}
			}
		}
	}
	if seen["period.unit_column"] != "D chosen" || seen["period.column_header"] != "C period.unit_column" || seen["period.row_note"] != "E period.unit_column" {
		t.Errorf("candidates in --json: %v\n%s", seen, out)
	}
}
