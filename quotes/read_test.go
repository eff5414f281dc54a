package quotes

import (
	"bytes"
	"computecheck/msg"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding/simplifiedchinese"
)

func findQuote(t *testing.T, qs []Quote, vendor string) Quote {
	t.Helper()
	for _, q := range qs {
		if q.Vendor == vendor {
			return q
		}
	}
	t.Fatalf("no quote from %q", vendor)
	return Quote{}
}

func hasWarning(q Quote, sub string) bool {
	for _, w := range q.Warnings {
		if strings.Contains(w.In("en"), sub) || strings.Contains(w.In("zh"), sub) {
			return true
		}
	}
	return false
}

func eqPtr[T comparable](p *T, v T) bool { return p != nil && *p == v }

// Every sample vendor file imports with zero problems, and a few values
// per file are exactly what the vendor wrote.
func TestSampleFiles(t *testing.T) {
	dir := sampleDir()
	files, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil || len(files) < 4 {
		t.Fatalf("sample files in %s: %v %v", dir, files, err)
	}
	got := map[string]*FileResult{}
	for _, f := range files {
		res, err := ReadFile(f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		for _, p := range res.Problems {
			t.Errorf("%s", p.Text("en"))
		}
		if len(res.Quotes) == 0 {
			t.Errorf("%s: no quotes", f)
		}
		for _, q := range res.Quotes {
			if err := q.Validate(); err != nil {
				t.Errorf("%s row %d: %v", f, q.SourceRow, err)
			}
		}
		got[filepath.Base(f)] = res
	}
	opt := Options{HoursPerMonth: 720}

	if res := got["vendor_quotes_cn.csv"]; res != nil {
		if res.Encoding != "utf-8-bom" || len(res.Quotes) != 6 {
			t.Errorf("vendor_quotes_cn.csv: %s, %d quotes", res.Encoding, len(res.Quotes))
		}
		q := Normalize(findQuote(t, res.Quotes, "蓉城智算"), opt)
		if q.Price != 38000 || q.Currency != "CNY" || q.PriceUnit != UnitNodeMonth || !eqPtr(q.GPUsPerNode, 8) ||
			q.GPU != "A800-80G-SXM" || q.SourceRow != 3 || q.PricePerGPUHour == nil || !near(*q.PricePerGPUHour, 38000.0/8/720) {
			t.Errorf("蓉城智算: %+v", q)
		}
		if fmt.Sprintf("%.1f", *q.PricePerGPUHour) != "6.6" || !eqPtr(q.MinHours, 720.0) || !eqPtr(q.InterNodeGbps, 800.0) ||
			q.Compensation.Kind != CompMultiple || !eqPtr(q.Compensation.Multiple, 3.0) || !eqPtr(q.LocalNVMeTB, 7.68) ||
			!eqPtr(q.StorageFreeGB, 2000.0) || !eqPtr(q.StoragePricePerGBMonth, 0.35) || q.Raw["price"] != "¥38,000" {
			t.Errorf("蓉城智算 terms: %+v", q)
		}
		q = findQuote(t, res.Quotes, "锦江算力")
		if q.Price != 9.8 || q.PriceUnit != UnitGPUHour || q.GPU != "H800-80G-SXM" || q.ValidUntil != "2027-01-31" ||
			q.Compensation.Kind != CompSLATiers || len(q.Compensation.Tiers) != 2 || !eqPtr(q.EgressPricePerGB, 0.0) {
			t.Errorf("锦江算力: %+v", q)
		}
		q = findQuote(t, res.Quotes, "高新算力")
		if q.Price != 58000 || q.PriceUnit != UnitNodeMonth || q.GPU != "L20-48G" || !eqPtr(q.MinHours, 2160.0) || q.PriceText != "5.8万" {
			t.Errorf("高新算力: %+v", q)
		}
		q = findQuote(t, res.Quotes, "天府云算")
		if q.ValidUntil != "2026-12-15" || !eqPtr(q.ReleaseIdle, true) || !eqPtr(q.MinHours, 0.0) || q.GPU != "A800-80G-PCIe" ||
			!eqPtr(q.LocalNVMeTB, 0.0) || !eqPtr(q.PCIeGen, 4) || !hasWarning(q, "按小时释放") {
			t.Errorf("天府云算: %+v", q)
		}
		q = findQuote(t, res.Quotes, "示例算力A")
		if q.BillingIncrement == nil || *q.BillingIncrement != (Term{1, TermSecond}) || q.InterNode != InterNone ||
			!eqPtr(q.StoragePricePerGBMonth, 0.3) || !eqPtr(q.GPULessPricePerHour, 0.1) {
			t.Errorf("示例算力A: %+v", q)
		}
		q = findQuote(t, res.Quotes, "青羊智算")
		if q.Price != 2400 || q.PriceUnit != UnitNodeDay || q.GPU != "H20-96G" || q.InterNode != InterRoCE || !eqPtr(q.InterNodeGbps, 400.0) {
			t.Errorf("青羊智算: %+v", q)
		}
	}
	if res := got["platform_list_gbk.csv"]; res != nil {
		if res.Encoding != "gbk" || len(res.Quotes) != 3 {
			t.Errorf("platform_list_gbk.csv: %s, %d quotes", res.Encoding, len(res.Quotes))
		}
		q := findQuote(t, res.Quotes, "示例算力B")
		if q.Price != 3600 || q.PriceUnit != UnitNodeWeek || q.GPU != "A100-40G-PCIe" || q.InterNode != InterEther ||
			!eqPtr(q.InterNodeGbps, 1.0) || !eqPtr(q.GPUsPerNode, 4) || q.Currency != "CNY" || !eqPtr(q.ResumeSupported, false) {
			t.Errorf("示例算力B: %+v", q)
		}
		q = findQuote(t, res.Quotes, "示例智算C")
		if q.Price != 28000 || q.PriceUnit != UnitNodeMonth || q.GPU != "Ascend910B-64G" || q.IntraNode != IntraHCCS ||
			!eqPtr(q.Compensation.Multiple, 2.0) || !eqPtr(q.VoucherDiscountPct, 30.0) {
			t.Errorf("示例智算C: %+v", q)
		}
		q = findQuote(t, res.Quotes, "示例云D")
		if q.Price != 7.5 || q.PriceUnit != UnitGPUHour || q.GPU != "H20-96G" || !hasWarning(q, "assumed 96GB") ||
			q.Compensation.Kind != CompSLATiers || !eqPtr(q.Compensation.SLAPct, 99.0) {
			t.Errorf("示例云D: %+v", q)
		}
	}
	if res := got["quote_sheet_2026-11.xlsx"]; res != nil {
		if res.Sheet != "报价对比" || len(res.Quotes) != 5 {
			t.Errorf("xlsx: sheet %q, %d quotes", res.Sheet, len(res.Quotes))
		}
		rows := []int{}
		for _, q := range res.Quotes {
			rows = append(rows, q.SourceRow)
		}
		if fmt.Sprint(rows) != "[5 6 7 8 10]" {
			t.Errorf("xlsx rows %v", rows)
		}
		q := findQuote(t, res.Quotes, "蓉城智算")
		if q.Price != 36500 || q.PriceUnit != UnitNodeMonth || q.Currency != "CNY" || q.ValidUntil != "2026-12-31" ||
			!hasWarning(q, "有效期至") || q.QuotedOn != "2026-11-20" || !eqPtr(q.FailureResponseHours, 4.0) || !eqPtr(q.StorageFreeGB, 2000.0) {
			t.Errorf("xlsx 蓉城智算: %+v", q)
		}
		q = findQuote(t, res.Quotes, "锦江算力")
		if q.GPU != "H800-80G-SXM" || !hasWarning(q, "assumed SXM") || !eqPtr(q.InterNodeGbps, 3200.0) || !eqPtr(q.StorageFreeGB, 5000.0) {
			t.Errorf("xlsx 锦江算力: %+v", q)
		}
		q = findQuote(t, res.Quotes, "示例算力A")
		if q.Price != 1.98 || q.BillingIncrement == nil || q.BillingIncrement.Unit != TermSecond || !hasWarning(q, "按秒计费") || q.InterNode != Unknown {
			t.Errorf("xlsx 示例算力A: %+v", q)
		}
		q = findQuote(t, res.Quotes, "青羊智算")
		if q.Price != 2350 || q.PriceUnit != UnitNodeDay || q.SourceRow != 10 {
			t.Errorf("xlsx 青羊智算: %+v", q)
		}
	}
	if res := got["quotes_template_en.csv"]; res != nil {
		q := findQuote(t, res.Quotes, "Example Cloud E")
		if q.Price != 3.99 || q.Currency != "USD" || q.PriceUnit != UnitGPUHour || q.GPU != "H100-80G-SXM" || q.InterNode != InterIB ||
			!eqPtr(q.InterNodeGbps, 3200.0) || !eqPtr(q.LocalNVMeTB, 22.0) || !eqPtr(q.StoragePricePerGBMonth, 0.07) ||
			!eqPtr(q.ResumeSupported, true) || q.Compensation.Kind != CompNone || len(q.Warnings) != 0 {
			t.Errorf("Example Cloud E: %+v", q)
		}
		q = findQuote(t, res.Quotes, "Example Cloud F")
		if !eqPtr(q.MinHours, 0.0) || q.BillingIncrement == nil || q.BillingIncrement.Unit != TermSecond || q.InterNode != InterNone ||
			!eqPtr(q.StorageFreeGB, 100.0) || !eqPtr(q.EgressPricePerGB, 0.05) {
			t.Errorf("Example Cloud F: %+v", q)
		}
	}
}

func csvOf(lines ...string) []byte { return []byte(strings.Join(lines, "\n") + "\n") }

func TestRowProblems(t *testing.T) {
	data := csvOf(
		"报价单（示例）",
		"供应商,GPU型号,每台卡数,报价,计费方式,备注",
		"甲,A800 80GB SXM,8,面议,元/台/月,",
		"乙,Z9000,8,5,元/卡/时,",
		"",
		"丙,H100 SXM,8,3.5,,",
		"丁,H100 SXM,八,38000,元/台/月,",
		"戊,H100 SXM,8,12,元/卡/时,ok",
		",,,,,",
		"己,H100 SXM,0,12,元/卡/时,",
		"庚,H100 SXM,8,9.8元/卡/时,元/台/月,",
		"辛,,,,,",
		"注：以上价格均含税，有效期至2027-03-31",
	)
	res, err := Read("q.csv", data)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 || res.Quotes[0].Vendor != "丁" || res.Quotes[1].Vendor != "戊" || res.Quotes[1].SourceRow != 8 {
		t.Fatalf("quotes: %+v", res.Quotes)
	}
	want := []struct {
		row    int
		col    string
		letter string
		reason string
	}{
		{3, "报价", "D", "negotiable"},
		{4, "GPU型号", "B", "unknown GPU"},
		{6, "计费方式", "E", "unit is missing"},
		{10, "每台卡数", "C", "out of range"},
		{11, "计费方式", "E", "disagree"},
		{12, "GPU型号", "B", "GPU model is missing"},
		{12, "报价", "D", "price is missing"},
	}
	if len(res.Problems) != len(want) {
		for _, p := range res.Problems {
			t.Log(p.Text("en"))
		}
		t.Fatalf("%d problems, want %d", len(res.Problems), len(want))
	}
	for i, w := range want {
		p := res.Problems[i]
		if p.File != "q.csv" || p.Row != w.row || p.Column != w.col || p.ColumnLetter != w.letter || !strings.Contains(p.Reason.In("en"), w.reason) {
			t.Errorf("problem %d = %s; want row %d column %s (%s) %q", i, p.Text("en"), w.row, w.col, w.letter, w.reason)
		}
		if p.Reason.In("zh") == p.Reason.In("en") || !strings.Contains(p.Text("zh"), fmt.Sprintf("第 %d 行", w.row)) {
			t.Errorf("zh text: %s", p.Text("zh"))
		}
	}
	if q := res.Quotes[0]; q.ValidUntil != "2027-03-31" || !eqPtr(q.TaxIncluded, true) || !hasWarning(q, "file's note") {
		t.Errorf("footnote not applied: %+v", q)
	}
	if s := res.Problems[0].Text("en"); s != `q.csv: row 3, column 报价 (D): price “面议” is negotiable (面议), not a number` {
		t.Errorf("message: %s", s)
	}
}

func TestXLSXLayout(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "封面")
	f.SetCellValue("封面", "A1", "某某公司 报价")
	f.NewSheet("明细")
	f.SetCellValue("明细", "A1", "GPU 报价（2026年12月）")
	f.MergeCell("明细", "A1", "F1")
	f.SetSheetRow("明细", "A3", &[]any{"平台", "卡型", "卡数", "单价(元/台/月)", "有效期至", "出网"})
	f.SetSheetRow("明细", "A4", &[]any{"云甲", "H100 80GB SXM5", 8, 61000, 46387, 0.5})
	f.SetSheetRow("明细", "A6", &[]any{"云乙", "A100 40G PCIe", 4, 9999.5, "2027/3/1", "免费"})
	f.SetCellValue("明细", "A8", "注：以上价格含税")
	style, _ := f.NewStyle(&excelize.Style{NumFmt: 14})
	f.SetCellStyle("明细", "E4", "E4", style)
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("book.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if res.Sheet != "明细" || len(res.Problems) != 0 || len(res.Quotes) != 2 {
		t.Fatalf("sheet %q problems %v quotes %d", res.Sheet, res.Problems, len(res.Quotes))
	}
	a, b := res.Quotes[0], res.Quotes[1]
	if a.Vendor != "云甲" || a.Price != 61000 || a.PriceUnit != UnitNodeMonth || a.Currency != "CNY" || a.SourceRow != 4 ||
		a.ValidUntil != "2026-12-31" || !eqPtr(a.EgressPricePerGB, 0.5) || !eqPtr(a.TaxIncluded, true) || a.SourceSheet != "明细" {
		t.Errorf("云甲: %+v", a)
	}
	if b.Price != 9999.5 || b.GPU != "A100-40G-PCIe" || b.SourceRow != 6 || b.ValidUntil != "2027-03-01" {
		t.Errorf("云乙: %+v", b)
	}
}

func TestCSVEncodingsAndDelimiters(t *testing.T) {
	base := "平台名称;卡型;单机卡数;单价;单位\n云甲;RTX 4090;8;2.2;元/卡/时\n" // (a row named 示例 is a form's example row: RQ0101)
	res, err := Read("semi.csv", []byte(base))
	if err != nil || len(res.Quotes) != 1 || res.Quotes[0].Price != 2.2 {
		t.Fatalf("semicolon: %+v %v", res, err)
	}
	tab := strings.ReplaceAll(base, ";", "\t")
	gbk, err := simplifiedchinese.GBK.NewEncoder().Bytes([]byte(tab))
	if err != nil {
		t.Fatal(err)
	}
	res, err = Read("tab.txt", gbk)
	if err != nil || res.Encoding != "gbk" || len(res.Quotes) != 1 || res.Quotes[0].Vendor != "云甲" {
		t.Fatalf("gbk tab: %+v %v", res, err)
	}
	// Excel's "Unicode text": UTF-16LE with BOM, tab separated.
	u16 := []byte{0xFF, 0xFE}
	for _, r := range tab {
		u16 = append(u16, byte(r), byte(r>>8))
	}
	res, err = Read("unicode.txt", u16)
	if err != nil || res.Encoding != "utf-16" || len(res.Quotes) != 1 {
		t.Fatalf("utf-16: %+v %v", res, err)
	}
	// A quoted cell across two lines is one row; blank lines count as rows.
	multi := "vendor,gpu,price,price_unit,notes\n\nA,H100 SXM,3,gpu_hour,\"line1\nline2\"\n\nB,H100 SXM,x,gpu_hour,\n"
	res, err = Read("m.csv", []byte(multi))
	if err != nil || len(res.Quotes) != 1 || res.Quotes[0].SourceRow != 3 || len(res.Problems) != 1 || res.Problems[0].Row != 5 {
		t.Fatalf("row numbers: %+v %v", res, err)
	}
}

func TestUnreadableFiles(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	random := make([]byte, 4096)
	rng.Read(random)
	xlsx, err := os.ReadFile(filepath.Join(sampleDir(), "quote_sheet_2026-11.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string][]byte{
		"random.csv":     random,
		"random.xlsx":    random,
		"random.json":    random,
		"truncated.xlsx": xlsx[:len(xlsx)/2],
		"empty.csv":      nil,
		"old.xls":        append([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}, random[:100]...),
		"prose.csv":      []byte("这是一封邮件，不是报价表。\n谢谢！\n"),
		"bad.json":       []byte(`[{"vendor": "A", `),
		"notarray.json":  []byte(`"hello"`),
		"header.csv":     []byte("供应商,GPU型号,报价,计费方式\n"),
	}
	for name, data := range cases {
		res, err := Read(name, data)
		var p *Problem
		if err == nil || !errors.As(err, &p) || p.Row != 0 || p.Reason.IsZero() || p.File != name {
			t.Errorf("%s: got %v, %v; want a file problem", name, res, err)
		}
	}
	// A UTF-8 CSV cut inside a character still reads as UTF-8.
	cn, _ := os.ReadFile(filepath.Join(sampleDir(), "vendor_quotes_cn.csv"))
	i := bytes.Index(cn, []byte("高新算力"))
	if res, err := Read("cut8.csv", cn[:i+4]); err != nil || res.Encoding != "utf-8-bom" || len(res.Quotes) != 5 || len(res.Problems) == 0 {
		t.Errorf("csv cut in a character: %+v %v", res, err)
	}
	// A CSV cut in the middle of a row reads its whole rows and reports the cut one.
	csv, _ := os.ReadFile(filepath.Join(sampleDir(), "vendor_quotes_cn.csv"))
	cut := csv[:bytes.LastIndex(csv, []byte("NVIDIA L20"))+6]
	res, err := Read("cut.csv", cut)
	if err != nil || len(res.Problems) == 0 || len(res.Quotes) != 5 {
		t.Errorf("truncated csv: %v %v", res, err)
	}
}

func TestJSONRoundTrip(t *testing.T) {
	var all []Quote
	for _, f := range []string{"vendor_quotes_cn.csv", "platform_list_gbk.csv", "quote_sheet_2026-11.xlsx", "quotes_template_en.csv"} {
		res, err := ReadFile(filepath.Join(sampleDir(), f))
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, res.Quotes...)
	}
	all = NormalizeAll(all, Options{Rates: []FXRate{{"USD", 7.1, "2026-11-20"}}})
	for i := range all {
		all[i].ID = int64(i + 1)
	}
	b, err := json.MarshalIndent(all, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	res, err := Read("list.json", b)
	if err != nil || len(res.Problems) != 0 || len(res.Quotes) != len(all) {
		t.Fatalf("json: %v %v", res, err)
	}
	for i, q := range res.Quotes {
		a := all[i]
		same := q.Vendor == a.Vendor && q.Offer == a.Offer && q.GPU == a.GPU && q.Price == a.Price && q.PriceUnit == a.PriceUnit &&
			q.Currency == a.Currency && fmt.Sprint(deref(q.GPUsPerNode), deref(q.Nodes), deref(q.MinHours), deref(q.BillingIncrementHours),
			deref(q.InterNodeGbps), deref(q.LocalNVMeTB), deref(q.ResumeSupported), deref(q.StorageFreeGB), deref(q.StoragePricePerGBMonth)) ==
			fmt.Sprint(deref(a.GPUsPerNode), deref(a.Nodes), deref(a.MinHours), deref(a.BillingIncrementHours),
				deref(a.InterNodeGbps), deref(a.LocalNVMeTB), deref(a.ResumeSupported), deref(a.StorageFreeGB), deref(a.StoragePricePerGBMonth)) &&
			q.IntraNode == a.IntraNode && q.InterNode == a.InterNode && q.ValidUntil == a.ValidUntil &&
			jsonOf(q.Compensation) == jsonOf(a.Compensation) && q.GPUText == a.GPUText &&
			jsonOf(q.Raw) == jsonOf(a.Raw) && jsonOf(q.Warnings) == jsonOf(nonNorm(a.Warnings))
		if !same {
			t.Errorf("row %d differs:\n got %+v\nwant %+v", i+1, q, a)
		}
	}
	// The list schema carries the contract's fields.
	var objs []map[string]any
	json.Unmarshal(b, &objs)
	for _, k := range []string{"id", "vendor", "offer", "gpu", "gpus_per_node", "nodes", "price", "price_unit", "currency",
		"price_per_gpu_hour", "min_hours", "billing_increment_hours", "intra_node", "inter_node", "inter_node_gbps",
		"local_nvme", "resume_supported", "warnings"} {
		if _, ok := objs[0][k]; !ok {
			t.Errorf("list JSON lacks %q", k)
		}
	}
	if w, ok := objs[0]["warnings"].([]any); !ok || w == nil {
		t.Errorf("warnings is not an array: %v", objs[0]["warnings"])
	}
	// Bad values in JSON are reported by row and key.
	res, err = Read("x.json", []byte(`[{"vendor":"A","gpu":"H100-80G-SXM","price":3,"price_unit":"gpu_hour"},
		{"vendor":"B","gpu":"H100-80G-SXM","price":-1,"price_unit":"gpu_hour"}, 7]`))
	if err != nil || len(res.Quotes) != 1 || len(res.Problems) != 2 || res.Problems[0].Row != 2 || res.Problems[0].Column != "price" {
		t.Errorf("json problems: %+v %v", res, err)
	}
}

func nonNorm(ws []msg.Msg) []msg.Msg {
	out := []msg.Msg{}
	for _, w := range ws {
		if !IsNormWarning(w) {
			out = append(out, w)
		}
	}
	return out
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestHeaderSynonyms(t *testing.T) {
	cases := map[string]string{
		"供应商": fVendor, "平台名称": fVendor, "vendor": fVendor, "方案": fOffer, "offer": fOffer,
		"GPU型号": fGPU, "卡型": fGPU, "GPU": fGPU, "每台卡数": fGPUsPerNode, "单机卡数": fGPUsPerNode, "卡数": fGPUsPerNode,
		"卡数/台": fGPUsPerNode, "台数": fNodes, "机器数量": fNodes, "nodes": fNodes, "报价": fPrice, "单价": fPrice,
		"单价(元)": fPrice, "单价（元/卡/时）": fPrice, "price": fPrice, "计费方式": fUnit, "单位": fUnit, "计价单位": fUnit,
		"price_unit": fUnit, "最短租期": fMinTerm, "最低租期": fMinTerm, "min_duration": fMinTerm, "卡间互联": fIntra,
		"机内互联": fIntra, "网络": fInter, "节点互联": fInter, "机间网络": fInter, "本地NVMe": fNVMe, "免费存储": fStorageFree,
		"存储单价": fStoragePrice, "存储费用": fStoragePrice, "出网流量": fEgress, "流量费用": fEgress, "故障补偿": fCompensation,
		"断点续训": fResume, "故障响应时间": fResponse, "有效期至": fValidUntil, "备注": fNotes, "gpus_per_node": fGPUsPerNode,
		"billing_increment": fIncrement, "local_nvme_tb": fNVMe, "storage_free_gb": fStorageFree,
		"storage_price_gb_month": fStoragePrice, "egress_price_gb": fEgress, "image_fee": fImageFee, "setup_fee": fSetupFee,
		"compensation": fCompensation, "resume_supported": fResume, "valid_until": fValidUntil, "notes": fNotes,
		"Vendor Name": fVendor, "GPU Model": fGPU, "序号": fIgnore, "CPU型号": fCPU, "GPU型号及显存": fGPU,
	}
	for h, want := range cases {
		if got := matchHeader(h); got != want {
			t.Errorf("matchHeader(%q) = %q, want %q", h, got, want)
		}
	}
}

// A column headed "Server" describes the machine (XF0001): its "8x HGX"
// or "4x PCIe" is the GPUs in one machine, which a per-server price needs.
func TestServerColumnIsTheMachineSpec(t *testing.T) {
	res, err := Read("server.csv", []byte("Northwind Compute — GPU Rate Card\n\nAccelerator,Server,Billing,Rate (USD)\n"+
		"NVIDIA H100 SXM5 80GB,\"8x HGX, NVLink, 3.2T IB\",per GPU-hour,2.49\n"+
		"NVIDIA L40S 48GB,4x PCIe,per server-hour,3.60\n"))
	if err != nil || len(res.Quotes) != 2 {
		t.Fatalf("read: %v %+v", err, res)
	}
	if got := columnField(res, "B"); got != fSpec {
		t.Errorf("Server read as %q, want %q", got, fSpec)
	}
	for i, want := range []int{8, 4} {
		if q := res.Quotes[i]; q.GPUsPerNode == nil || *q.GPUsPerNode != want {
			t.Errorf("quote %d: GPUs per machine %v, want %d", i, q.GPUsPerNode, want)
		}
	}
	if q := res.Quotes[1]; q.PriceUnit != UnitNodeHour || q.Price != 3.6 {
		t.Errorf("server-hour quote: %v %s", q.Price, q.PriceUnit)
	}
}

func TestTemplates(t *testing.T) {
	dir := t.TempDir()
	for _, lang := range []string{"zh", "en"} {
		hdr := TemplateHeaders(lang)
		for _, h := range hdr {
			if matchHeader(h) == "" {
				t.Errorf("%s template header %q does not map", lang, h)
			}
		}
		for _, ext := range []string{".csv", ".xlsx"} {
			p := filepath.Join(dir, "t-"+lang+ext)
			if err := WriteTemplate(p, lang); err != nil {
				t.Fatal(err)
			}
			// A blank template is a file with a header and no quotes.
			if _, err := ReadFile(p); err == nil || !strings.Contains(err.Error(), errNoQuote) {
				t.Errorf("%s: blank template read as %v", p, err)
			}
		}
		// Filled in, the template imports.
		var buf bytes.Buffer
		WriteTemplateCSV(&buf, lang)
		row := []string{"测试云", "", "H100 SXM", "8", "1", "3.5", "元/卡/时"}
		if lang == "en" {
			row[6] = "per_gpu_hour"
		}
		buf.WriteString(strings.Join(row, ",") + strings.Repeat(",", len(hdr)-len(row)) + "\r\n")
		res, err := Read("filled.csv", buf.Bytes())
		if err != nil || len(res.Quotes) != 1 || res.Quotes[0].Price != 3.5 {
			t.Errorf("%s filled template: %+v %v", lang, res, err)
		}
	}
	if err := WriteTemplate(filepath.Join(dir, "t.txt"), "zh"); err == nil {
		t.Errorf("template .txt accepted")
	}
}

func TestRowKeys(t *testing.T) {
	data := csvOf("vendor,offer,gpu,gpus_per_node,price,price_unit",
		"A,,H100 SXM,8,3,gpu_hour", "A,,H100 SXM,8,4,gpu_hour", " a ,,H100-80G-SXM,8,5,gpu_hour", "A,,H100 SXM,8,20000,node_month")
	res, err := Read("k.csv", data)
	if err != nil || len(res.Quotes) != 4 {
		t.Fatal(res, err)
	}
	keys := []string{}
	for _, q := range res.Quotes {
		keys = append(keys, q.RowKey)
	}
	want := "[a||h100-80g-sxm|8|gpu_hour a||h100-80g-sxm|8|gpu_hour#2 a||h100-80g-sxm|8|gpu_hour#3 a||h100-80g-sxm|8|node_month]"
	if fmt.Sprint(keys) != want {
		t.Errorf("keys %v", keys)
	}
}

// delimOrder (stop 47, set117/05): a tab-separated export whose title and
// amounts hold commas ("Co., Ltd.", "$14,200.00") is read at its tabs, the
// amounts whole; a comma file with a stray tab stays a comma file.
func TestDelimiterByAgreement(t *testing.T) {
	text := "Tebrau GPU Cloud Sdn. Bhd. - Quotation for Chengdu Heyao Co., Ltd.\n" +
		"Plan\tGPU model\tGPUs per server\tPrice (USD)\tPer\n" +
		"HGX-H100\tH100 SXM5 80GB\t8\t$14,200.00\tserver-month\n" +
		"HGX-H200\tH200 SXM 141GB\t8\t$18,900.00\tserver-month\n" +
		"L40S-4\tL40S 48GB\t4\t$0.98\tGPU-hour\n"
	res, err := Read("tab.csv", []byte(text))
	if err != nil || len(res.Quotes) != 3 {
		t.Fatalf("%v %+v", err, res)
	}
	if q := res.Quotes[0]; q.Price != 14200 || q.Currency != "USD" {
		t.Errorf("H100: price %v %s, want 14,200 USD a server-month", q.Price, q.Currency)
	}
	if got := delimOrder(strings.Split("a,b,c\n1,2\tx,3\n4,5,6", "\n")); got[0] != ',' {
		t.Errorf("a comma file with one tab: tried first %q, want ','", got[0])
	}
}
