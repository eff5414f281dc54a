package quotes

import (
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
	s := &sizeLookup{counts: map[string]int{".xl": 1, "2xl": 2}}
	for name, want := range map[string]int{"a8.xl": 1, "a8-2xl": 2, "a8.12xl": 0, "2xl": 2, "a8.xxl": 0} {
		n, _, _ := s.count(name)
		if n != want {
			t.Errorf("count(%q) = %d, want %d", name, n, want)
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
