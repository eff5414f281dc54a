package quotes

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"

	"computecheck/assets"
	"computecheck/internal/repotest"
)

// expectedFile is the practice set's NAME.expected.json (a subset).
type expectedFile struct {
	Quotes []struct {
		Row     int      `json:"row"`
		Sheet   string   `json:"sheet"`
		Vendor  string   `json:"vendor"`
		Aliases []string `json:"vendor_aliases"`
		GPU     string   `json:"gpu"`
		GPN     *int     `json:"gpus_per_node"`
		PPH     *float64 `json:"price_per_gpu_hour"`
		Cur     string   `json:"currency"`
		Price   float64  `json:"price"`
		Unit    string   `json:"price_unit"`
		MinH    *float64 `json:"min_hours"`
	} `json:"quotes"`
	CannotPrice []struct {
		Row   int    `json:"row"`
		Sheet string `json:"sheet"`
	} `json:"cannot_price"`
}

// Every quote row of the practice set and of the import's own check files
// reads as a careful human reads it (vendor, GPU, price per GPU-hour within
// 1%, term), and every row that cannot be priced is refused at its cell.
// (score.py checks the same through the CLI, with the stored warnings.)
func TestPracticeAndOwnFiles(t *testing.T) {
	defer func() { examinerKnownRan["ownfiles"] = true }() // the stale-entry check: TestMain
	quotesDir := filepath.Dir(repotest.PracticeDir())
	dirs := []string{repotest.PracticeDir(), filepath.Join(quotesDir, "more")}
	examiner, _ := filepath.Glob(filepath.Join(quotesDir, "examiner", "set*"))
	if len(examiner) < 4 {
		t.Fatalf("examiner sets missing: %v", examiner)
	}
	dirs = append(dirs, examiner...)
	n := 0
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.expected.json"))
		for _, ej := range files {
			var exp expectedFile
			b, err := os.ReadFile(ej)
			if err != nil || json.Unmarshal(b, &exp) != nil {
				t.Fatalf("%s: %v", ej, err)
			}
			path := strings.TrimSuffix(ej, ".expected.json")
			res, err := readRegression(path)
			if err != nil {
				reportExaminer(t, path, fmt.Sprintf("%s: %v", path, err)) // examiner_known_test.go
				continue
			}
			qs := NormalizeAll(res.Quotes, Options{})
			used := map[int]bool{}
			for _, e := range exp.Quotes {
				n++
				found := false
				for i, q := range qs {
					if used[i] || q.SourceRow != e.Row || q.GPU != e.GPU || (e.Sheet != "" && q.SourceSheet != e.Sheet) {
						continue
					}
					var got, want float64
					if e.Cur != "" {
						v, ok, _ := PerGPUHour(q, 720)
						if !ok || q.Currency != e.Cur {
							continue
						}
						got, want = v, e.Price/UnitHours(e.Unit, 720)
						if IsNodeUnit(e.Unit) {
							want /= float64(*e.GPN)
						}
					} else if e.PPH != nil { // no price stated (a pack's own figures): vendor and GPU, as score.py
						if q.PricePerGPUHour == nil {
							continue
						}
						got, want = *q.PricePerGPUHour, *e.PPH
					}
					if math.Abs(got-want) > 0.01*want {
						continue
					}
					if e.MinH != nil && (q.MinHours == nil || math.Abs(*q.MinHours-*e.MinH) > 0.01**e.MinH) {
						continue
					}
					// as score.py compares vendors: case, spaces and
					// full-width brackets aside
					ok := sameVendor(q.Vendor, e.Vendor)
					for _, a := range e.Aliases {
						ok = ok || sameVendor(q.Vendor, a)
					}
					if !ok {
						continue
					}
					used[i], found = true, true
					break
				}
				if !found {
					reportExaminer(t, path, fmt.Sprintf("%s row %d %s: no quote reads as expected", filepath.Base(path), e.Row, e.GPU))
				}
			}
			for _, c := range exp.CannotPrice {
				located := false
				for _, p := range res.Problems {
					if p.Row == c.Row && (c.Sheet == "" || p.Sheet == c.Sheet) && p.ColumnLetter != "" && p.Column != "" {
						located = true
					}
				}
				for _, q := range res.Quotes {
					if q.SourceRow == c.Row && (c.Sheet == "" || q.SourceSheet == c.Sheet) && len(exp.Quotes) > 0 {
						same := false
						for _, e := range exp.Quotes {
							same = same || e.Row == c.Row
						}
						if !same {
							reportExaminer(t, path, fmt.Sprintf("%s row %d: cannot be priced, yet stored as %v %s", filepath.Base(path), c.Row, q.Price, q.PriceUnit))
						}
					}
				}
				if !located {
					reportExaminer(t, path, fmt.Sprintf("%s row %d: not refused at a column of the file", filepath.Base(path), c.Row))
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("only %d expected rows read: the files are missing", n)
	}
}

func sameVendor(a, b string) bool {
	f := func(s string) string {
		s = strings.NewReplacer("（", "(", "）", ")").Replace(strings.ToLower(strings.TrimSpace(s)))
		return strings.Join(strings.Fields(s), "")
	}
	return f(a) == f(b)
}

// The price unit is read from all of a row's evidence, and a row whose
// signals disagree is refused at the cell, quoting both.
func TestUnitEvidence(t *testing.T) {
	data := csvOf("厂商,GPU,卡数,报价,计价,备注",
		"甲,H100 SXM,8,56000,包月,整机",     // plan + basis in the notes
		"乙,H100 SXM,8,6000/卡,包月,",      // /卡 in the cell, the plan as term
		"丙,H100 SXM,8,56000元/台/月,按量,",  // 按量 (hourly) beside a per-machine price
		"丁,H100 SXM,8,56000,元/台/月,包周价", // a note that says weekly price
		"戊,H100 SXM,1,240,包天,")         // one GPU: per card = per machine
	res, err := Read("e.csv", data)
	if err != nil {
		t.Fatal(err)
	}
	byVendor := map[string]Quote{}
	for _, q := range res.Quotes {
		byVendor[q.Vendor] = q
	}
	if q := byVendor["甲"]; q.PriceUnit != UnitNodeMonth || q.MinTerm == nil || *q.MinTerm != (Term{1, TermMonth}) || q.NeedsReview {
		t.Errorf("甲: %s %v review %v", q.PriceUnit, q.MinTerm, q.ReviewReasons)
	}
	if q := byVendor["乙"]; q.PriceUnit != UnitGPUMonth || q.Price != 6000 {
		t.Errorf("乙: %v %s", q.Price, q.PriceUnit)
	}
	if q := byVendor["戊"]; q.PriceUnit != UnitGPUDay || q.NeedsReview {
		t.Errorf("戊: %s %v", q.PriceUnit, q.ReviewReasons)
	}
	rows := map[int]string{}
	for _, p := range res.Problems {
		rows[p.Row] = p.Text("en")
	}
	if !strings.Contains(rows[4], "按量") || !strings.Contains(rows[4], "56000元/台/月") {
		t.Errorf("按量 beside 元/台: %q", rows[4])
	}
	if !strings.Contains(rows[5], "包周价") || !strings.Contains(rows[5], "备注") {
		t.Errorf("note vs unit: %q", rows[5])
	}
	if len(res.Quotes) != 3 {
		t.Errorf("%d quotes", len(res.Quotes))
	}
}

// A price that says neither per card nor per machine is stored for review
// with its reason, never ranked as certain; the market range picks the
// reading only where one of the two is plausible.
func TestBasisOpenNeedsReview(t *testing.T) {
	res, err := Read("b.csv", csvOf("供应商,GPU,每台卡数,报价,计费周期", "甲,RTX 4090,8,12000,月", "乙,H100 SXM,8,9.5,小时"))
	if err != nil || len(res.Quotes) != 2 {
		t.Fatal(res, err)
	}
	a, b := res.Quotes[0], res.Quotes[1]
	if !a.NeedsReview || a.PriceUnit != UnitNodeMonth || len(a.ReviewReasons) == 0 {
		t.Errorf("12000/月 for 8 RTX 4090: %s review %v", a.PriceUnit, a.ReviewReasons)
	}
	if !b.NeedsReview || b.PriceUnit != UnitGPUHour {
		t.Errorf("9.5/小时: %s review %v", b.PriceUnit, b.NeedsReview)
	}
	if o := ToOffer(a, Options{}, nil); !o.NeedsReview || len(o.ReviewReasons) == 0 {
		t.Errorf("offer lost the review flag: %+v", o)
	}
	// 0.5 per GPU-hour for an H100 is far below the market: stored,
	// flagged. (A hundredth of the market's cheapest, 0.05, is refused as
	// absurd, validate.go; 1e-9 is outside the physical bounds, bounds.go.)
	res, err = Read("c.csv", csvOf("供应商,GPU,报价,计费方式", "甲,H100 SXM,0.5,元/卡/时", "乙,H100 SXM,0.000000001,元/卡/时"))
	if err != nil || len(res.Quotes) != 1 || !res.Quotes[0].NeedsReview || !hasWarning(res.Quotes[0], "far below the market") || len(res.Problems) != 1 {
		t.Fatalf("far below the market: %+v %v", res, err)
	}
	// Settled by the user: the decision is kept beside the vendor's words.
	q, err := Confirm(a, Decision{PriceUnit: "gpu_month"}, "2026-12-01")
	if err != nil || q.NeedsReview || q.PriceUnit != UnitGPUMonth || len(q.Edits) != 2 || q.Raw[fPrice] != "12000" || q.Edits[0].Vendor == "" {
		t.Errorf("confirm: %+v %v", q, err)
	}
	if v, e := q.VendorText(fUnit); e == nil || e.Value != UnitGPUMonth || v == "" {
		t.Errorf("vendor text beside the edit: %q %+v", v, e)
	}
}

func TestParseSpec(t *testing.T) {
	cases := []struct {
		in   string
		gpu  string
		n    int
		kind string
	}{
		{"8*H800 80G SXM5 / 2TB内存 / 4*3.84T NVMe / IB 400G*8", "H800-80G-SXM", 8, InterIB},
		{"GPU：NVIDIA A800 SXM 80G ×8\nCPU：2×Xeon 8380\n内存：1TB\nNVMe：4×3.84TB\n组网：4×200G HDR Infiniband", "A800-80G-SXM", 8, InterIB},
		{"单机4卡 NVIDIA L20（48G）/ 256G / 1×3.84T / 万兆", "L20-48G", 4, InterEther},
		{"H20×8（96G）/ 2T / 4×3.84T / RoCE 2×400G", "H20-96G", 8, InterRoCE},
		{"RTX4090 x 8, 512G, 2 x 3.84T, 25G x 2", "RTX4090-24G", 8, InterEther},
		{"8卡/台，2×8352V，512G", "", 8, ""},
	}
	for _, c := range cases {
		sp, ok := ParseSpec(c.in)
		if !ok || sp.GPU != c.gpu || sp.GPUs == nil || *sp.GPUs != c.n || (c.kind != "" && (sp.Net == nil || sp.Net.Kind != c.kind)) {
			t.Errorf("ParseSpec(%q) = %+v (net %+v)", c.in, sp, sp.Net)
		}
	}
	if sp, ok := ParseSpec("8×A100 PCIe 80G、1TB、4×3.84T、100G RoCE"); !ok || sp.NVMeTB == nil || math.Abs(*sp.NVMeTB-15.36) > 1e-9 || sp.RAM != "1TB" {
		t.Errorf("disks and RAM: %+v", sp)
	}
	if _, ok := ParseSpec("机房在天府新区"); ok {
		t.Errorf("prose read as a spec")
	}
}

func TestBillingModesAndHeaders(t *testing.T) {
	for in, want := range map[string]string{"包季": "quarter", "包年": "year", "按量": "hour", "包月价": "month", "On-demand": "hour", "包天": "day"} {
		if m, ok := parseMode(in); !ok || m.period != want {
			t.Errorf("parseMode(%q) = %+v %v", in, m, ok)
		}
	}
	if m, ok := parseMode("三个月"); !ok || m.term == nil || m.term.Hours(720) != 2160 {
		t.Errorf("三个月: %+v", m)
	}
	for h, want := range map[string]string{"收费口径": fUnit, "Cards/Node 每台卡数": fGPUsPerNode, "Vendor / 厂商": fVendor,
		"Per / 计价": fUnit, "上架卡数(合计)": fTotalGPUs, "库存(卡)": fTotalGPUs, "整机租金(元)": fPrice, "Machine $/hr": fPrice,
		"租赁方式": fMode, "整机规格": fSpec, "现货(台)": fNodes, "Billing": fUnit, "存储单价": fStoragePrice} {
		if got := matchHeader(h); got != want {
			t.Errorf("matchHeader(%q) = %q, want %q", h, got, want)
		}
	}
	if h := priceHeaderHint("包月(元/卡时)", ""); h.basis != "gpu" || h.period != "hour" || h.currency != "CNY" {
		t.Errorf("包月(元/卡时): %+v", h)
	}
	if h := parseHint("8x GPU server $/hr"); h.basis != "node" || h.gpus == nil || *h.gpus != 8 || h.currency != "USD" {
		t.Errorf("8x GPU server: %+v", h)
	}
}

// Vendor names lose invisible and direction-changing characters, with a
// warning that says what was removed.
func TestVendorNamesNormalised(t *testing.T) {
	res, err := Read("v.csv", csvOf("供应商,GPU型号,报价,计费方式", "蓉城\u200b智算\u202e,H100 SXM,9,元/卡/时", "Ｃｌｏｕｄ\u00ad A,H100 SXM,9,元/卡/时"))
	if err != nil || len(res.Quotes) != 2 {
		t.Fatal(res, err)
	}
	if q := res.Quotes[0]; q.Vendor != "蓉城智算" || !hasWarning(q, "U+200B U+202E") {
		t.Errorf("%q %v", q.Vendor, q.Warnings)
	}
}

// A CSV whose lines disagree on the encoding is read line by line, and the
// quotes say which lines were GBK.
func TestMixedEncodingCSV(t *testing.T) {
	gbk, _ := simplifiedchinese.GBK.NewEncoder().String("蓉城智算,A800 80GB SXM,8,38000,元/台/月\n")
	data := append([]byte("供应商,GPU型号,每台卡数,报价,计费方式\n"), gbk...)
	data = append(data, []byte("锦江算力,H800,8,9.8,元/卡/时\n")...)
	res, err := Read("mixed.csv", data)
	if err != nil || len(res.Quotes) != 2 || res.Encoding != "mixed" {
		t.Fatalf("%+v %v", res, err)
	}
	if res.Quotes[0].Vendor != "蓉城智算" || !hasWarning(res.Quotes[0], "lines 2 read as GBK") {
		t.Errorf("%q %v", res.Quotes[0].Vendor, RenderAll(res.Quotes[0].Warnings, "en"))
	}
	// A line that is neither is refused, named.
	bad := append(append([]byte(nil), data...), 0xFF, 0xFE, 0xFD, '\n')
	if _, err := Read("bad.csv", bad); err == nil || !strings.Contains(err.Error(), "line 4") {
		t.Errorf("bad line: %v", err)
	}
}

// A workbook whose rows each hold one cell in column XFD is read from the
// cells it holds: memory stays in proportion to the file, not to 16,384
// columns a row (issue 16 measured 7 GB for a 108 KB file).
func TestHostileWideXLSX(t *testing.T) {
	var sheet strings.Builder
	sheet.WriteString(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`)
	sheet.WriteString(`<row r="1"><c r="A1" t="inlineStr"><is><t>供应商</t></is></c><c r="B1" t="inlineStr"><is><t>GPU型号</t></is></c><c r="C1" t="inlineStr"><is><t>报价</t></is></c><c r="D1" t="inlineStr"><is><t>计费方式</t></is></c></row>`)
	// 11,000 rows: under issue 25's limit on rows holding a value (maxRows)
	for r := 2; r <= 11000; r++ {
		fmt.Fprintf(&sheet, `<row r="%d"><c r="XFD%d"><v>1</v></c></row>`, r, r)
	}
	sheet.WriteString(`<row r="11001"><c r="A11001" t="inlineStr"><is><t>甲</t></is></c><c r="B11001" t="inlineStr"><is><t>H100 SXM</t></is></c><c r="C11001"><v>9</v></c><c r="D11001" t="inlineStr"><is><t>元/卡/时</t></is></c></row>`)
	sheet.WriteString(`</sheetData></worksheet>`)
	data := zipOf(t, map[string]string{
		"[Content_Types].xml":        `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
		"xl/workbook.xml":            `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
		"xl/_rels/workbook.xml.rels": `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>`,
		"xl/worksheets/sheet1.xml":   sheet.String(),
	})
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	res, err := Read("wide.xlsx", data)
	runtime.ReadMemStats(&after)
	if err != nil || len(res.Quotes) != 1 || res.Quotes[0].Price != 9 {
		t.Fatalf("%+v %v", res, err)
	}
	// 11,000 rows x 16,384 columns would be near 3 GB of cells; read as
	// held, the whole import allocates a small multiple of the file.
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 400<<20 {
		t.Errorf("reading a %d KB workbook allocated %d MB", len(data)>>10, alloc>>20)
	}
	// A row with more cells than any quote sheet has is refused, the limit named.
	var wide strings.Builder
	wide.WriteString(`<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">`)
	for c := 1; c <= maxCellsPerRow+1; c++ {
		fmt.Fprintf(&wide, `<c r="%s1"><v>1</v></c>`, colName(c))
	}
	wide.WriteString(`</row></sheetData></worksheet>`)
	data = zipOf(t, map[string]string{
		"xl/workbook.xml":            `<?xml version="1.0"?><workbook xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
		"xl/_rels/workbook.xml.rels": `<?xml version="1.0"?><Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>`,
		"xl/worksheets/sheet1.xml":   wide.String(),
	})
	if _, err := Read("row.xlsx", data); err == nil || !strings.Contains(err.Error(), "more than") {
		t.Errorf("a %d-cell row: %v", maxCellsPerRow+1, err)
	}
}

func colName(c int) string {
	s := ""
	for c > 0 {
		c--
		s = string(rune('A'+c%26)) + s
		c /= 26
	}
	return s
}

func zipOf(t *testing.T, files map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for n, body := range files {
		w, err := zw.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(body))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Every message key the package uses is in both catalogues, and a Chinese
// message holds no English words but names, units and acronyms.
func TestMessageKeysTranslated(t *testing.T) {
	re := regexp.MustCompile(`(?:mk|cellErr)\("([a-z0-9_.]+)"`)
	zh, en := map[string]bool{}, map[string]bool{}
	for _, k := range assets.Keys("zh") {
		zh[k] = true
	}
	for _, k := range assets.Keys("en") {
		en[k] = true
	}
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, _ := os.ReadFile(f)
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			if !strings.HasSuffix(m[1], ".") && (!zh[m[1]] || !en[m[1]]) {
				t.Errorf("%s: key %q is not in both catalogues", f, m[1])
			}
		}
	}
	english := regexp.MustCompile(`\b(?:the|is|not|and|per|read|from|taken|stated|assumed|price|unit|file|row|column)\b`)
	for _, k := range assets.Keys("zh") {
		if !strings.HasPrefix(k, "import.") {
			continue
		}
		if s := assets.Tr("zh", k); english.MatchString(s) {
			t.Errorf("zh %s holds English: %q", k, s)
		}
	}
}
