package quotes

import (
	"bytes"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// sizesBook is a price sheet and a lookup sheet; rows are [name, gpu,
// price], lookup the lookup sheet's rows (header first).
func sizesBook(t *testing.T, file, title string, rows [][]any, lookup [][]any) *FileResult {
	t.Helper()
	f := excelize.NewFile()
	put := func(sheet string, r int, vals []any) {
		for c, v := range vals {
			name, _ := excelize.CoordinatesToCellName(c+1, r)
			if err := f.SetCellValue(sheet, name, v); err != nil {
				t.Fatal(err)
			}
		}
	}
	f.SetSheetName("Sheet1", "Prices")
	put("Prices", 1, []any{title})
	put("Prices", 2, []any{"Instance", "GPU", "Price (USD per instance-hour)"})
	for i, r := range rows {
		put("Prices", i+3, r)
	}
	if _, err := f.NewSheet("Sizes"); err != nil {
		t.Fatal(err)
	}
	for i, r := range lookup {
		put("Sizes", i+1, r)
	}
	return readBook(t, f, file)
}

// The GPUs of an instance size come from a lookup sheet keyed by the
// name's ending: whole keys only, the longest that matches; the lookup's
// header line is not a title naming the vendor.
func TestSizeLookupSheetGivesGPUs(t *testing.T) {
	lookup := [][]any{{"Size suffix", "GPUs per instance", "vCPU per GPU", "Notes"}, {".xl", 1, "8", "single GPU"}, {".2xl", 2, "8", ""}, {".12xl", 12, "8", ""}, {".8xl", 8, "12", "full host"}}
	res := sizesBook(t, "book.xlsx", "Orchid Cloud — GPU instance pricing, eu-central. On-demand, USD per instance-hour.",
		[][]any{{"oc-h1.8xl", "H100 SXM 80GB", 24.0}, {"oc-l4.2xl", "L40S 48GB", 2.0}, {"oc-l4.xl", "L40S 48GB", 1.05}, {"oc-a1.12xl", "A100 80GB SXM", 18.0}}, lookup)
	want := map[string]int{"oc-h1.8xl": 8, "oc-l4.2xl": 2, "oc-l4.xl": 1, "oc-a1.12xl": 12}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if !eqPtr(q.GPUsPerNode, want[q.Offer]) {
			t.Errorf("%s: %v GPUs, want %d (%v)", q.Offer, q.GPUsPerNode, want[q.Offer], q.Warnings)
		}
		if q.Vendor != "Orchid Cloud" {
			t.Errorf("%s: vendor %q", q.Offer, q.Vendor)
		}
	}
}

// The lookup's header line is a table's line, not a title that names the
// vendor: with no vendor in the price sheet's title, the file's name does.
func TestLookupHeaderIsNoTitle(t *testing.T) {
	lookup := [][]any{{"Size suffix", "GPUs per instance", "Notes"}, {".xl", 1, "single GPU"}, {".2xl", 2, ""}}
	res := sizesBook(t, "03_orchid_gpu_instance_pricing.xlsx", "On-demand GPU instances, USD per instance-hour", [][]any{{"oc-l4.2xl", "L40S 48GB", 2.0}}, lookup)
	if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "Orchid" {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}

// A sheet that is no lookup (a key with spaces, a count no machine has,
// one key only) gives nothing: the catalogue's assumption stands, as
// before, and a name no key ends is left alone.
func TestSizeLookupRefusesWhatIsNoLookup(t *testing.T) {
	for i, lookup := range [][][]any{
		{{"Size", "GPUs per instance"}, {"extra large", 1}, {"double extra large", 2}},
		{{"Size", "GPUs per instance"}, {".xl", 1}, {".2xl", 200}},
		{{"Size", "GPUs per instance"}, {".8xl", 8}},
	} {
		res := sizesBook(t, "book.xlsx", "Orchid Cloud — GPU instance pricing", [][]any{{"oc-l4.2xl", "L40S 48GB", 2.0}}, lookup)
		for _, q := range res.Quotes {
			if q.GPUsPerNode != nil && *q.GPUsPerNode == 2 {
				t.Errorf("lookup %d: 2 GPUs read from a sheet that is no lookup", i)
			}
		}
	}
	s := &lookup{rows: map[string]lookupRow{".xl": {row: 1}, "2xl": {row: 2}, "rc.gpn8.2xlarge": {row: 3}}}
	for name, want := range map[string]int{"a8.xl": 1, "a8-2xl": 2, "a8.12xl": 0, "2xl": 2, "a8.xxl": 0, "RC.GPN8.2XLARGE": 3, " rc.gpn8. 2xlarge": 3, "rc.gpn8.2xlarge2": 0} {
		e, _ := s.find(name)
		if e.row != want {
			t.Errorf("find(%q) = row %d, want %d", name, e.row, want)
		}
	}
}

// The head of a title that goes on as prose is the vendor when it is a
// short capitalised name before the title's dash and the rest says what
// is priced.
func TestTitleHeadVendor(t *testing.T) {
	for line, want := range map[string]string{
		"Lumen Stack — Reserved instance pricing, US East (N. Virginia). All prices USD per instance.": "Lumen Stack",
		"Hexa Cloud – GPU instance pricing, us-west-2 (console export). On-demand, USD per hour.":      "Hexa Cloud",
		"Please note — pricing changes monthly.":                                                       "",
		"All prices in USD — see the pricing page.":                                                    "",
		"lumen stack — reserved pricing":                                                               "",
		"Lumen Stack — the team wishes you a good year.":                                               "",
	} {
		if got := titleHeadVendor(line); got != want {
			t.Errorf("titleHeadVendor(%q) = %q, want %q", line, got, want)
		}
	}
}

// codeBook is a price sheet keyed only by instance code and a second
// sheet giving each code's GPU, count and other columns.
func codeBook(t *testing.T, prices [][]any, specs [][]any, comments ...excelize.Comment) (*FileResult, error) {
	t.Helper()
	f := excelize.NewFile()
	put := func(sheet string, r int, vals []any) {
		for c, v := range vals {
			name, _ := excelize.CoordinatesToCellName(c+1, r)
			if err := f.SetCellValue(sheet, name, v); err != nil {
				t.Fatal(err)
			}
		}
	}
	f.SetSheetName("Sheet1", "价格")
	put("价格", 1, []any{"天府云 GPU 实例价格（元/实例/小时）"})
	put("价格", 2, []any{"规格", "按量(元/实例/小时)", "备注"})
	for i, r := range prices {
		put("价格", i+3, r)
	}
	if _, err := f.NewSheet("规格表"); err != nil {
		t.Fatal(err)
	}
	for i, r := range specs {
		put("规格表", i+1, r)
	}
	for _, c := range comments {
		if err := f.AddComment("价格", c); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	return Read("book.xlsx", buf.Bytes())
}

// A price sheet keyed only by code takes each code's GPU and count from
// the sheet that lists them, codes matched whatever their case and
// spacing, the lookup's other columns (vCPU, memory) left alone; each
// quote says which sheet and row its GPU came from. A code the lookup does
// not list is refused at its cell, never guessed.
func TestLookupJoinsByCode(t *testing.T) {
	specs := [][]any{{"序号", "实例规格", "vCPU", "GPU", "内存(GiB)", "GPU数量"}, // a serial number is no key
		{1, "gn7i-8x", 32, "NVIDIA A10 24GB", 128, "4卡"}, {2, "gn8-16x", 64, "NVIDIA L20 48GB", 512, "8 GPUs"}, {3, "gn7i-2x", 8, "NVIDIA A10 24GB", 32, 1},
		{4, "gnx-1x", 8, "自研加速卡 X1", 32, 1}}
	res, err := codeBook(t, [][]any{{"GN7I-8X", 10.0}, {"gn8 - 16x", 40.0}, {"gn7i-2x", 2.5, "热销"}, {"gn9-8x", 30.0}, {"gnx-1x", 3.0}}, specs)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][2]any{"GN7I-8X": {"A10-24G", 4}, "gn8 - 16x": {"L20-48G", 8}, "gn7i-2x": {"A10-24G", 1}}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, want %d: %+v", len(res.Quotes), len(want), res.Problems)
	}
	for _, q := range res.Quotes {
		w := want[q.Offer]
		if q.GPU != w[0] || !eqPtr(q.GPUsPerNode, w[1].(int)) {
			t.Errorf("%s: %s x %v, want %v", q.Offer, q.GPU, q.GPUsPerNode, w)
		}
		noted := false
		for _, m := range q.Warnings {
			noted = noted || m.Key == "import.warn.lookup_joined" && strings.Contains(m.In("en"), "规格表")
		}
		if !noted {
			t.Errorf("%s: no note naming the lookup sheet: %v", q.Offer, q.Warnings)
		}
	}
	var missed, unknown *Problem
	for i, p := range res.Problems {
		switch p.Row {
		case 6:
			missed = &res.Problems[i]
		case 7:
			unknown = &res.Problems[i]
		}
	}
	if unknown == nil || unknown.Sheet != "价格" { // a card the catalogue does not know: refused at its row
		t.Errorf("gnx-1x: want refused at 价格 row 7, got %+v", res.Problems)
	}
	if missed == nil || missed.Reason.Key != "import.err.lookup_key_missing" || missed.ColumnLetter != "A" || missed.Sheet != "价格" {
		t.Errorf("gn9-8x: want refused at 价格!A6 as not listed, got %+v", res.Problems)
	}
}

// A lookup joins by the values the sheets share, not by a header word:
// a price sheet whose codes the lookup does not hold (or holds for one
// row only) is not joined, and stays refused as naming no GPU.
func TestLookupNeedsSharedCodes(t *testing.T) {
	specs := [][]any{{"实例规格", "GPU", "GPU数量"}, {"gn7i-8x", "NVIDIA A10 24GB", 4}, {"gn8-16x", "NVIDIA L20 48GB", 8}}
	for _, prices := range [][][]any{
		{{"ecs.a", 10.0}, {"ecs.b", 40.0}},
		{{"gn7i-8x", 10.0}, {"ecs.b", 40.0}, {"ecs.c", 40.0}, {"ecs.d", 40.0}},
	} {
		if res, err := codeBook(t, prices, specs); err == nil && len(res.Quotes) != 0 {
			t.Errorf("%v: %d quotes from a lookup the sheet does not share", prices, len(res.Quotes))
		}
	}
}

// The lookup may stand under the prices on the same sheet, after a blank
// line: its rows are no prices, and a code it does not list is refused.
func TestLookupBlockUnderPrices(t *testing.T) {
	res, err := Read("prices.csv", csvOf(
		"天府云 GPU 实例价格",
		"实例规格,按量(元/实例/小时)",
		"tf.a10.large,2.5",
		"tf.l20.huge,40",
		"tf.h20.mega,90",
		"",
		"实例规格,GPU,GPU数量,vCPU",
		"tf.a10.large,NVIDIA A10 24GB,1,8",
		"TF.L20.HUGE,NVIDIA L20 48GB,8,64"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][2]any{"tf.a10.large": {"A10-24G", 1}, "tf.l20.huge": {"L20-48G", 8}}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, want %d; problems %v", len(res.Quotes), len(want), res.Problems)
	}
	for _, q := range res.Quotes {
		if w := want[q.Offer]; q.GPU != w[0] || !eqPtr(q.GPUsPerNode, w[1].(int)) {
			t.Errorf("%s: %s × %v, want %v", q.Offer, q.GPU, q.GPUsPerNode, w)
		}
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 5 || res.Problems[0].Reason.Key != "import.err.lookup_key_missing" {
		t.Errorf("want tf.h20.mega (row 5) refused as not listed, got %+v", res.Problems)
	}
}

// FuzzLookupFind: any code is looked up without panicking, and a code
// found names a key the code equals or ends in, case and spacing aside.
func FuzzLookupFind(f *testing.F) {
	for _, s := range []string{"rc.gpn8.2xlarge", "GN7I - 8X", "a8.12xl", "", "ｒｃ．ｇｐｎ８", "服务器A"} {
		f.Add(s)
	}
	l := &lookup{rows: map[string]lookupRow{".xl": {key: ".xl"}, "2xl": {key: "2xl"}, "rc.gpn8.2xlarge": {key: "rc.gpn8.2xlarge"}}}
	f.Fuzz(func(t *testing.T, code string) {
		e, ok := l.find(code)
		if ok && !strings.HasSuffix(compact(foldKey(code)), compact(foldKey(e.key))) {
			t.Errorf("find(%q) = %q: the code does not end in it", code, e.key)
		}
	})
}

// A comment on a code's cell is said once, though the joined columns
// carry that cell's column.
func TestLookupCodeCommentSaidOnce(t *testing.T) {
	specs := [][]any{{"实例规格", "GPU", "GPU数量"}, {"gn7i-8x", "NVIDIA A10 24GB", 4}, {"gn8-16x", "NVIDIA L20 48GB", 8}}
	res, err := codeBook(t, [][]any{{"gn7i-8x", 10.0}, {"gn8-16x", 40.0}}, specs,
		excelize.Comment{Cell: "A3", Author: "王", Paragraph: []excelize.RichTextRun{{Text: "库存紧张"}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range res.Quotes {
		n := 0
		for _, m := range q.Warnings {
			if m.Key == "import.warn.cell_comment" {
				n++
			}
		}
		if want := map[int]int{3: 1, 4: 0}[q.SourceRow]; n != want {
			t.Errorf("row %d: the comment said %d times, want %d", q.SourceRow, n, want)
		}
	}
}
