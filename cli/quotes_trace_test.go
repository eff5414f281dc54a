package cli

import (
	"encoding/json"
	"path/filepath"
	"slices"
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

// traceCandidatesJSON is what `quotes import --json --trace` says of each
// value's candidates.
type traceCandidatesJSON struct {
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
	var imp traceCandidatesJSON
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

// For a file of each source kind (the value's own cell, a unit column, the
// column header, a line of the sheet, the file name, the GPU catalogue),
// --trace prints each field's chosen candidate with its source, cell and
// rule id, and the candidates it overruled; --json --trace carries the
// same candidates.
func TestQuotesImportTraceSourceKinds(t *testing.T) {
	type cand struct{ field, value, source, letter, rule, by string }
	for _, tc := range []struct {
		name, body string
		text       []string
		json       []cand
	}{
		{"cell.csv", "厂商,显卡,月租(元/卡/月)\n东篱云,L20 48G,98元/卡/天\n", []string{
			"period day ← its own cell C2 “月租(元/卡/月)”: “98元/卡/天” (rule period.cell): chosen",
			"period month ← the column header C2 “月租(元/卡/月)”: “月租(元/卡/月)” (rule period.column_header): overruled by period.cell",
			"vendor 东篱云 ← its own cell A2 “厂商”: “东篱云” (rule vendor.cell): chosen",
		}, []cand{{"period", "day", "cell", "C", "period.cell", ""}, {"period", "month", "header", "C", "period.column_header", "period.cell"}}},
		{"unit.csv", "Cloud,Accelerator,Hourly per GPU (USD/h),Charging\nOrbit,H100 SXM 80GB,2.10,Per-second billing\n", []string{
			"billing increment 1 second ← the unit column D2 “Charging”: “Per-second billing” (rule increment.unit_cell): chosen",
		}, []cand{{"billing_increment", "1 second", "unit_column", "D", "increment.unit_cell", ""}}},
		{"header.csv", "Vendor,GPU,Price (USD/server/hour)\nOrbit,H100 SXM 80GB,20\n", []string{
			"basis per machine ← the column header C2 “Price (USD/server/hour)”: “Price (USD/server/hour)” (rule basis.column_header): chosen",
			"GPUs per machine 8 ← the GPU catalogue “H100-80G-SXM” (rule gpus.catalogue_baseboard): chosen",
			"scale ×1 ← its own cell C2 “Price (USD/server/hour)”: “20” (rule scale.none): chosen",
		}, []cand{{"basis", "node", "header", "C", "basis.column_header", ""}, {"gpus_per_machine", "8", "catalogue", "", "gpus.catalogue_baseboard", ""}}},
		{"云岚数据_报价.csv", "星辰算力 GPU 报价单\n单位：元/卡/时\n\n型号,显存,单价\nA800 SXM,80G,9.5\n", []string{
			"period hour ← a line of the sheet “单位：元/卡/时” (rule period.sheet_unit): chosen",
			"vendor 星辰算力 ← a line of the sheet “星辰算力 GPU 报价单” (rule vendor.title): chosen",
			"vendor 云岚数据 ← the file name “云岚数据_报价.csv” (rule vendor.file_name): overruled by vendor.title",
		}, []cand{{"vendor", "星辰算力", "sheet_line", "", "vendor.title", ""}, {"vendor", "云岚数据", "file_name", "", "vendor.file_name", "vendor.title"}}},
		{"OrbitCloud_rates.csv", "Model,Memory,On-demand price,Notes\nH100 SXM,80GB,$2.50/GPU/hr,non-preemptible\n", []string{
			"vendor OrbitCloud ← the file name “OrbitCloud_rates.csv” (rule vendor.file_name): chosen",
			"interruptible false ← its own cell D2 “Notes”: “non-preemptible” (rule I0005): chosen",
		}, []cand{{"vendor", "OrbitCloud", "file_name", "", "vendor.file_name", ""}, {"currency", "USD", "cell", "C", "currency.cell", ""},
			{"interruptible", "false", "cell", "D", "I0005", ""}}},
	} {
		f := writeFile(t, tc.name, []byte(tc.body))
		code, out, errOut := runQ(t, "quotes", "import", f, "--db", filepath.Join(t.TempDir(), "cc.db"), "--lang", "en", "--explain", "--trace")
		for _, want := range tc.text {
			if code != 0 || !strings.Contains(out, want) {
				t.Errorf("%s: trace lacks %q: %d\n%s\n%s", tc.name, want, code, out, errOut)
			}
		}
		code, out, _ = runQ(t, "quotes", "import", f, "--db", filepath.Join(t.TempDir(), "j.db"), "--lang", "en", "--json", "--trace")
		var imp traceCandidatesJSON
		if err := json.Unmarshal([]byte(out), &imp); err != nil || code != 0 || len(imp.Files) != 1 || len(imp.Files[0].Trace) == 0 {
			t.Fatalf("%s --json --trace: %d %v\n%s", tc.name, code, err, out)
		}
		var got []cand
		for _, v := range imp.Files[0].Trace[0].Values {
			for _, c := range v.Candidates {
				if c.Chosen == (c.By == "") {
					got = append(got, cand{c.Field, c.Value, c.Source, c.Letter, c.Rule, c.By})
				}
			}
		}
		for _, want := range tc.json {
			if !slices.Contains(got, want) {
				t.Errorf("%s --json: no candidate %+v in %+v", tc.name, want, got)
			}
		}
	}
}
