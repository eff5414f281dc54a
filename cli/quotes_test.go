package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/internal/repotest"
	"computecheck/storage"
)

func runQ(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = Run(args, &o, &e)
	return code, o.String(), e.String()
}

func quoteSamples(t *testing.T) []string {
	t.Helper()
	dir := repotest.SamplesDir()
	files, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil || len(files) < 4 {
		t.Fatalf("samples in %s: %v %v", dir, files, err)
	}
	return files
}

func listJSON(t *testing.T, db string) []map[string]any {
	t.Helper()
	code, out, errOut := runQ(t, "quotes", "list", "--json", "--db", db, "--lang", "en")
	if code != 0 {
		t.Fatalf("list: %d %s", code, errOut)
	}
	var qs []map[string]any
	if err := json.Unmarshal([]byte(out), &qs); err != nil {
		t.Fatalf("list --json: %v\n%s", err, out)
	}
	return qs
}

// dbContent is every row of the quote tables, to compare before and after.
func dbContent(t *testing.T, path string) string {
	t.Helper()
	if _, err := os.Stat(path); err != nil {
		return "<no database>"
	}
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	qs, err := db.Quotes(bg())
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(qs)
	return string(b)
}

func TestQuotesImportSamplesAndList(t *testing.T) {
	db := filepath.Join(t.TempDir(), "cc.db")
	args := append([]string{"quotes", "import", "--db", db, "--lang", "en"}, quoteSamples(t)...)
	code, out, errOut := runQ(t, args...)
	if code != 0 || errOut != "" {
		t.Fatalf("import: exit %d\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{"vendor_quotes_cn.csv: 6 added, 0 updated", "platform_list_gbk.csv: 3 added, 0 updated",
		"quote_sheet_2026-11.xlsx: 5 added, 0 updated", "quotes_template_en.csv: 2 added, 0 updated"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
	qs := listJSON(t, db)
	if len(qs) != 16 {
		t.Fatalf("%d quotes listed, want 16", len(qs))
	}
	contract := []string{"id", "vendor", "offer", "gpu", "gpus_per_node", "nodes", "price", "price_unit", "currency",
		"price_per_gpu_hour", "min_hours", "billing_increment_hours", "intra_node", "inter_node", "inter_node_gbps",
		"local_nvme", "resume_supported", "warnings"}
	units := map[string]bool{"gpu_hour": true, "gpu_day": true, "gpu_week": true, "gpu_month": true, "node_hour": true,
		"node_day": true, "node_week": true, "node_month": true, "million_tokens": true}
	for _, q := range qs {
		for _, k := range contract {
			if _, ok := q[k]; !ok {
				t.Errorf("quote %v lacks %q", q["id"], k)
			}
		}
		if !units[q["price_unit"].(string)] {
			t.Errorf("price_unit %v", q["price_unit"])
		}
		if _, ok := q["warnings"].([]any); !ok {
			t.Errorf("warnings of %v is not an array", q["id"])
		}
		if r := q["resume_supported"]; r != nil {
			if _, ok := r.(bool); !ok {
				t.Errorf("resume_supported %v", r)
			}
		}
		for _, k := range []string{"intra_node", "inter_node"} {
			switch q[k] {
			case "nvlink", "pcie", "hccs", "ib", "roce", "ethernet", "none", "unknown":
			default:
				t.Errorf("%s = %v", k, q[k])
			}
		}
	}
	find := func(vendor, file string) map[string]any {
		for _, q := range qs {
			if q["vendor"] == vendor && q["source_file"] == file {
				return q
			}
		}
		t.Fatalf("no %s from %s", vendor, file)
		return nil
	}
	q := find("蓉城智算", "vendor_quotes_cn.csv")
	if q["price"] != 38000.0 || q["price_unit"] != "node_month" || q["currency"] != "CNY" || q["gpus_per_node"] != 8.0 ||
		math.Abs(q["price_per_gpu_hour"].(float64)-38000.0/8/720) > 1e-9 || q["min_hours"] != 720.0 || q["local_nvme"] != 7.68 {
		t.Errorf("蓉城智算: %v", q)
	}
	q = find("示例算力B", "platform_list_gbk.csv")
	if q["gpu"] != "A100-40G-PCIe" || q["price"] != 3600.0 || q["price_unit"] != "node_week" || q["inter_node"] != "ethernet" || q["inter_node_gbps"] != 1.0 {
		t.Errorf("示例算力B: %v", q)
	}
	q = find("Example Cloud E", "quotes_template_en.csv")
	if q["price_per_gpu_hour"] != nil || q["currency"] != "USD" || !strings.Contains(jsonText(q["warnings"]), "no exchange rate for USD") {
		t.Errorf("USD quote without a rate: %v", q)
	}
	// With a rate, the USD quote converts.
	if code, _, e := runQ(t, "quotes", "fx", "USD", "7.1", "2026-11-20", "--db", db); code != 0 {
		t.Fatalf("fx: %s", e)
	}
	for _, q := range listJSON(t, db) {
		if q["vendor"] == "Example Cloud E" && (q["price_per_gpu_hour"] == nil || math.Abs(q["price_per_gpu_hour"].(float64)-3.99*7.1) > 1e-9) {
			t.Errorf("USD with rate: %v", q)
		}
	}
	// The text list is an aligned table with a header.
	code, out, _ = runQ(t, "quotes", "list", "--db", db, "--lang", "en")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 17 || !strings.HasPrefix(lines[0], "ID  Vendor") {
		t.Fatalf("text list:\n%s", out)
	}
	col := strings.Index(lines[0], "GPU ")
	for _, l := range lines[1:] {
		if displayWidth(l[:strings.Index(l, " ")]) > 3 {
			t.Errorf("misaligned id: %q", l)
		}
	}
	if col < 0 {
		t.Errorf("no GPU column: %s", lines[0])
	}
	// Re-import of the same file: no duplicates, nothing touched.
	code, out, _ = runQ(t, "quotes", "import", quoteSamples(t)[3], "--db", db, "--lang", "en")
	if code != 0 || !strings.Contains(out, "vendor_quotes_cn.csv: 0 added, 0 updated, 6 unchanged") {
		t.Errorf("re-import: %d %s", code, out)
	}
	if n := len(listJSON(t, db)); n != 16 {
		t.Errorf("%d quotes after re-import", n)
	}
	// Questions for a quote.
	code, out, _ = runQ(t, "quotes", "questions", "1", "--db", db, "--lang", "en", "--json")
	if code != 0 || !strings.Contains(out, `"questions"`) || !strings.Contains(out, `"checklist"`) {
		t.Errorf("questions: %d %s", code, out)
	}
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func writeFile(t *testing.T, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const badCSV = "报价汇总\n供应商,GPU型号,每台卡数,报价,计费方式\n甲云,H100 SXM,8,面议,元/卡/时\n乙云,H100 SXM,8,9.5,元/卡/时\n丙云,Z9000,8,3,元/卡/时\n"

func TestQuotesImportBadRowsStoresNothing(t *testing.T) {
	db := filepath.Join(t.TempDir(), "cc.db")
	if code, _, e := runQ(t, "quotes", "import", quoteSamples(t)[0], "--db", db); code != 0 {
		t.Fatal(e)
	}
	before := dbContent(t, db)
	bad := writeFile(t, "bad.csv", []byte(badCSV))
	good := quoteSamples(t)[3]
	code, out, errOut := runQ(t, "quotes", "import", good, bad, "--db", db, "--lang", "en")
	if code != 1 || out != "" {
		t.Fatalf("exit %d, stdout %q", code, out)
	}
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	if len(lines) != 3 ||
		lines[0] != `bad.csv: row 3, column 报价 (D): price “面议” is negotiable (面议), not a number` ||
		lines[1] != `bad.csv: row 5, column GPU型号 (B): unknown GPU “Z9000” (not in the GPU catalogue)` ||
		!strings.Contains(lines[2], "nothing was stored") {
		t.Errorf("stderr:\n%s", errOut)
	}
	if after := dbContent(t, db); after != before {
		t.Errorf("the database changed:\n%s\n%s", before, after)
	}
	// In Chinese.
	_, _, errOut = runQ(t, "quotes", "import", bad, "--db", db, "--lang", "zh")
	if !strings.Contains(errOut, "bad.csv，第 3 行，“报价”列（D）：报价“面议”为面议") || !strings.Contains(errOut, "未导入任何内容") {
		t.Errorf("zh stderr:\n%s", errOut)
	}
}

func TestQuotesImportPartial(t *testing.T) {
	db := filepath.Join(t.TempDir(), "cc.db")
	bad := writeFile(t, "bad.csv", []byte(badCSV))
	code, out, errOut := runQ(t, "quotes", "import", bad, "--partial", "--db", db, "--lang", "en")
	if code != 0 || !strings.Contains(out, "bad.csv: 1 added, 0 updated, 0 unchanged, problems not stored: 2") {
		t.Fatalf("partial: %d\n%s\n%s", code, out, errOut)
	}
	if !strings.Contains(errOut, "warning (not stored): bad.csv: row 3, column 报价 (D)") || !strings.Contains(errOut, "row 5, column GPU型号 (B)") {
		t.Errorf("partial warnings:\n%s", errOut)
	}
	qs := listJSON(t, db)
	if len(qs) != 1 || qs[0]["vendor"] != "乙云" || qs[0]["price"] != 9.5 {
		t.Errorf("stored: %v", qs)
	}
	// --json summary.
	code, out, _ = runQ(t, "quotes", "import", bad, "--partial", "--json", "--db", db)
	var sum struct {
		Files []struct {
			File      string `json:"file"`
			Added     int    `json:"added"`
			Updated   int    `json:"updated"`
			Unchanged int    `json:"unchanged"`
			Problems  []struct {
				Row    int    `json:"row"`
				Column string `json:"column"`
				Letter string `json:"column_letter"`
				Reason string `json:"reason"`
			} `json:"problems"`
		} `json:"files"`
	}
	if err := json.Unmarshal([]byte(out), &sum); err != nil || code != 0 || len(sum.Files) != 1 || sum.Files[0].Unchanged != 1 ||
		len(sum.Files[0].Problems) != 2 || sum.Files[0].Problems[1].Row != 5 || sum.Files[0].Problems[1].Letter != "B" {
		t.Errorf("json summary: %v %s", err, out)
	}
}

func TestQuotesImportUnreadableFiles(t *testing.T) {
	db := filepath.Join(t.TempDir(), "cc.db")
	if code, _, e := runQ(t, "quotes", "import", quoteSamples(t)[0], "--db", db); code != 0 {
		t.Fatal(e)
	}
	before := dbContent(t, db)
	rnd := make([]byte, 5000)
	rand.New(rand.NewSource(7)).Read(rnd)
	xlsx, _ := os.ReadFile(quoteSamples(t)[1])
	cases := map[string][]byte{
		"random.csv":     rnd,
		"random.xlsx":    rnd,
		"truncated.xlsx": xlsx[:len(xlsx)*2/3],
		"empty.csv":      {},
		"prose.csv":      []byte("Dear buyer, our price is attractive.\n"),
	}
	for name, data := range cases {
		p := writeFile(t, name, data)
		for _, extra := range [][]string{nil, {"--partial"}} {
			args := append([]string{"quotes", "import", quoteSamples(t)[3], p, "--db", db, "--lang", "en"}, extra...)
			code, out, errOut := runQ(t, args...)
			if code != 1 || out != "" || !strings.Contains(errOut, name+": ") || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
				t.Errorf("%s %v: exit %d\nstdout %q\nstderr %q", name, extra, code, out, errOut)
			}
		}
	}
	code, _, errOut := runQ(t, "quotes", "import", filepath.Join(t.TempDir(), "missing.csv"), "--db", db)
	if code != 1 || !strings.Contains(errOut, "missing.csv") {
		t.Errorf("missing file: %d %s", code, errOut)
	}
	if after := dbContent(t, db); after != before {
		t.Errorf("unreadable files changed the database")
	}
	if code, _, _ := runQ(t, "quotes", "import", "--db", db); code != 2 {
		t.Errorf("no files: exit %d, want 2", code)
	}
}

func TestQuotesTemplate(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "cc.db")
	for _, c := range []struct{ lang, file string }{{"zh", "t.csv"}, {"en", "t.xlsx"}, {"zh", "t.xlsx"}, {"en", "t.csv"}} {
		p := filepath.Join(dir, c.lang+"-"+c.file)
		code, out, errOut := runQ(t, "quotes", "template", "--lang", c.lang, "--out", p)
		if code != 0 || strings.TrimSpace(out) != p {
			t.Fatalf("template %v: %d %s %s", c, code, out, errOut)
		}
		// A blank template is refused with a reason, not half-imported.
		if code, _, errOut := runQ(t, "quotes", "import", p, "--db", db, "--lang", "en"); code != 1 || !strings.Contains(errOut, "no quote rows") {
			t.Errorf("blank template import: %d %s", code, errOut)
		}
	}
	b, _ := os.ReadFile(filepath.Join(dir, "zh-t.csv"))
	if !bytes.HasPrefix(b, []byte("\xef\xbb\xbf供应商,方案,GPU型号")) {
		t.Errorf("zh csv template: %q", b[:40])
	}
	b = append(b, []byte("模板云,,A800 80GB SXM,8,1,36000,元/台/月\r\n")...)
	filled := writeFile(t, "filled.csv", b)
	if code, out, errOut := runQ(t, "quotes", "import", filled, "--db", db, "--lang", "en"); code != 0 || !strings.Contains(out, "1 added") {
		t.Errorf("filled template: %d %s %s", code, out, errOut)
	}
	if code, _, _ := runQ(t, "quotes", "template", "--out", filepath.Join(dir, "t.pdf")); code != 2 {
		t.Errorf("template .pdf: exit %d, want 2", code)
	}
	if code, _, _ := runQ(t, "quotes", "template"); code != 2 {
		t.Errorf("template without --out: exit %d, want 2", code)
	}
}

// The template never replaces an existing file (maybe a vendor's real sheet)
// unless asked to.
func TestQuotesTemplateKeepsExistingFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "vendor.xlsx")
	os.WriteFile(p, []byte("the vendor's real sheet"), 0o644)
	var o, e bytes.Buffer
	if code := Run([]string{"quotes", "template", "--out", p}, &o, &e); code != 1 || !strings.Contains(e.String(), "--force") {
		t.Fatalf("exit %d, stderr %q", code, e.String())
	}
	if b, _ := os.ReadFile(p); string(b) != "the vendor's real sheet" {
		t.Fatal("existing file was overwritten")
	}
	if code := Run([]string{"quotes", "template", "--out", p, "--force"}, &o, &e); code != 0 {
		t.Fatalf("--force: exit %d %s", code, e.String())
	}
}

// --explain shows how each column was read (the file's header -> field,
// with the evidence); a quote resting on a guess is listed with
// needs_review and its reasons; quotes confirm settles it, keeping the
// vendor's words beside the decision.
func TestQuotesExplainReviewConfirm(t *testing.T) {
	db := filepath.Join(t.TempDir(), "cc.db")
	f := writeFile(t, "open.csv", []byte("厂商,GPU,每台卡数,价钱,周期\n甲,RTX 4090,8,12000,月\n乙,H100 SXM,8,9.6,小时\n"))
	code, out, errOut := runQ(t, "quotes", "import", f, "--db", db, "--lang", "en", "--explain")
	if code != 0 || !strings.Contains(out, "价钱 → price") || !strings.Contains(out, "厂商 → vendor") || !strings.Contains(out, "header “价钱”") {
		t.Fatalf("explain: %d\n%s\n%s", code, out, errOut)
	}
	code, out, _ = runQ(t, "quotes", "import", f, "--db", db, "--lang", "en", "--json")
	var imp struct {
		Files []struct {
			NeedsReview int `json:"needs_review"`
			Tables      []struct {
				Columns []struct{ Letter, Header, Field string } `json:"columns"`
			} `json:"tables"`
			Warnings []struct{ Row int } `json:"warnings"`
		} `json:"files"`
	}
	if err := json.Unmarshal([]byte(out), &imp); err != nil || code != 0 || imp.Files[0].NeedsReview != 2 ||
		imp.Files[0].Tables[0].Columns[3].Field != "price" || len(imp.Files[0].Warnings) == 0 {
		t.Fatalf("import --json: %d %v\n%s", code, err, out)
	}
	list := func() []map[string]any {
		_, out, _ := runQ(t, "quotes", "list", "--json", "--db", db, "--lang", "en")
		var qs []map[string]any
		if err := json.Unmarshal([]byte(out), &qs); err != nil {
			t.Fatal(err, out)
		}
		return qs
	}
	qs := list()
	if len(qs) != 2 || qs[0]["needs_review"] != true || !strings.Contains(jsonText(qs[0]["review_reasons"]), "per card or per machine") ||
		!strings.Contains(jsonText(qs[0]["warnings"]), "confirm the unit") {
		t.Fatalf("list: %v", qs)
	}
	id := fmt.Sprint(qs[0]["id"])
	if code, out, errOut := runQ(t, "quotes", "confirm", id, "--price-unit", "元/台/月", "--db", db, "--lang", "zh"); code != 0 || !strings.Contains(out, "已确认") {
		t.Fatalf("confirm: %d %s %s", code, out, errOut)
	}
	qs = list()
	if qs[0]["needs_review"] != false || qs[0]["price_unit"] != "node_month" || !strings.Contains(jsonText(qs[0]["edits"]), `"vendor":"12000 月"`) ||
		jsonText(qs[0]["raw"]) == "" || !strings.Contains(jsonText(qs[0]["raw"]), `"price":"12000"`) {
		t.Errorf("after confirm: %v", qs[0])
	}
	if code, _, errOut := runQ(t, "quotes", "confirm", id, "--price-unit", "元/年", "--db", db, "--lang", "en"); code == 0 || errOut == "" {
		t.Errorf("a unit with no basis was accepted")
	}
}
