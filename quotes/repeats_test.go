package quotes

import (
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// An overview sheet that lists the offers each vendor's own sheet gives in
// full is no second set of offers: each is stored once, and the file says
// which rows repeated which.
func TestOverviewSheetRepeatsVendorSheets(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "汇总")
	f.SetSheetRow("汇总", "A1", &[]any{"供应商", "GPU型号", "每台卡数", "单价", "计费方式"})
	f.SetSheetRow("汇总", "A2", &[]any{"云栖算力", "H800 SXM 80G", 8, 11.5, "元/卡/时"})
	f.SetSheetRow("汇总", "A3", &[]any{"北斗智算", "A800 SXM 80G", 8, 6.8, "元/卡/时"})
	f.NewSheet("云栖算力")
	f.SetSheetRow("云栖算力", "A1", &[]any{"供应商", "GPU型号", "每台卡数", "单价", "计费方式", "组网"})
	f.SetSheetRow("云栖算力", "A2", &[]any{"云栖算力", "H800 SXM 80G", 8, 11.5, "元/卡/时", "IB 400G×8"})
	f.SetSheetRow("云栖算力", "A3", &[]any{"云栖算力", "H800 SXM 80G", 8, 11.5, "元/卡/时", "IB 400G×8"})
	f.NewSheet("北斗智算")
	f.SetSheetRow("北斗智算", "A1", &[]any{"供应商", "GPU型号", "每台卡数", "单价", "计费方式"})
	f.SetSheetRow("北斗智算", "A2", &[]any{"北斗智算", "A800 SXM 80G", 8, 6.9, "元/卡/时"})
	res := readBook(t, f, "book.xlsx")
	// 云栖 once from the overview, twice on its own sheet (kept: one sheet
	// may list a machine twice); the overview is a digest of the vendors'
	// sheets, so 北斗's differing figure is a warning, not a second offer
	count := map[string]int{}
	for _, q := range res.Quotes {
		count[q.SourceSheet+"/"+q.Vendor]++
	}
	if count["汇总/云栖算力"] != 0 || count["云栖算力/云栖算力"] != 2 || count["汇总/北斗智算"] != 0 || count["北斗智算/北斗智算"] != 1 {
		t.Errorf("stored: %v", count)
	}
	var said []string
	for _, w := range res.Warnings {
		said = append(said, w.In("en"))
	}
	all := strings.Join(said, "\n")
	if !strings.Contains(all, "“汇总” row 2") || !strings.Contains(all, "“云栖算力” row 2") {
		t.Errorf("the repeat is not named: %q", said)
	}
	for _, q := range res.Quotes {
		if q.SourceSheet == "云栖算力" && q.SourceRow == 2 && (q.InterNode != InterIB || !hasKey(q, "import.warn.sheet_repeat")) {
			t.Errorf("kept copy: inter %s warnings %v", q.InterNode, RenderAll(q.Warnings, "en"))
		}
	}
}

// A summary that leaves out the machine size still repeats the vendor's
// row; a different machine size is another offer.
func TestSummaryWithoutMachineSizeIsARepeat(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "Overview")
	f.SetSheetRow("Overview", "A1", &[]any{"Vendor", "GPU", "Price ($/GPU-hr)"})
	f.SetSheetRow("Overview", "A2", &[]any{"Harbor", "H100 SXM 80GB", 2.35})
	f.NewSheet("Harbor")
	f.SetSheetRow("Harbor", "A1", &[]any{"Vendor", "GPU", "GPUs per node", "Price ($/GPU-hr)"})
	f.SetSheetRow("Harbor", "A2", &[]any{"Harbor", "H100 SXM 80GB", 8, 2.35})
	f.SetSheetRow("Harbor", "A3", &[]any{"Harbor", "H100 SXM 80GB", 4, 2.35})
	res := readBook(t, f, "sum.xlsx")
	if len(res.Quotes) != 2 || res.Quotes[0].SourceSheet != "Harbor" || res.Quotes[1].SourceSheet != "Harbor" {
		t.Errorf("stored %d: %+v", len(res.Quotes), res.Quotes)
	}
}

// digestBook: an English broker workbook whose "Overview" restates each
// vendor's offers as rounded USD per GPU-hour; pointer adds a column that
// names the sheet each row comes from.
func digestBook(t *testing.T, pointer bool) *FileResult {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "Overview")
	head := []any{"Provider", "Accelerator", "Config", "Rate (USD per GPU-hour)"}
	rows := [][]any{
		{"Acme Cloud", "H100 80GB SXM", "8-GPU server", 2.5},       // = 20 per 8-GPU server-hour
		{"Acme Cloud", "A100 80GB SXM", "8-GPU server", 1.1},       // the sheet says 1.60
		{"Borealis Compute", "H100 80GB SXM", "8-GPU server", 2.2}, // = 1584 per GPU-month
		{"Borealis Compute", "L40S 48GB", "single GPU", 0.9},       // no such offer on its sheet
	}
	refs := []string{"see Acme Cloud, row 3", "see Acme Cloud, row 4", "see Borealis Compute", "see Borealis Compute"}
	if pointer {
		head = append(head, "Details")
	}
	f.SetSheetRow("Overview", "A1", &head)
	for i, r := range rows {
		if pointer {
			r = append(r, refs[i])
		}
		f.SetSheetRow("Overview", "A"+string(rune('2'+i)), &r)
	}
	f.NewSheet("Acme Cloud")
	f.SetSheetRow("Acme Cloud", "A1", &[]any{"Acme Cloud price list"})
	f.SetSheetRow("Acme Cloud", "A2", &[]any{"GPU", "GPUs per server", "Price", "Unit", "Interconnect"})
	f.SetSheetRow("Acme Cloud", "A3", &[]any{"H100 80GB SXM", 8, 20, "USD/server/hour", "NVLink"})
	f.SetSheetRow("Acme Cloud", "A4", &[]any{"A100 80GB SXM", 8, 1.6, "USD/GPU/hour", "NVLink"})
	f.NewSheet("Borealis Compute")
	f.SetSheetRow("Borealis Compute", "A1", &[]any{"Borealis Compute monthly rates"})
	f.SetSheetRow("Borealis Compute", "A2", &[]any{"Model", "Monthly price (USD/GPU/month)", "Stock (GPUs)"})
	f.SetSheetRow("Borealis Compute", "A3", &[]any{"H100 80GB SXM", 1584, 64})
	res := readBook(t, f, "broker.xlsx")
	return res
}

// A sheet that digests the vendors' own sheets stores none of its rows:
// each offer comes from the vendor's sheet once, a digest figure that
// disagrees beyond its rounding is a file warning naming both cells, and a
// digest row no vendor sheet backs is refused at its cell. The machine size
// the vendor's sheet leaves out comes from the digest row that agrees. Both ways of
// telling a digest: a column naming the sheets, or vendors each with a
// sheet of their own.
func TestDigestSheetIsCheckedNotStored(t *testing.T) {
	for _, pointer := range []bool{true, false} {
		res := digestBook(t, pointer)
		var got []string
		for _, q := range res.Quotes {
			got = append(got, q.SourceSheet+"/"+q.GPU)
		}
		want := "Acme Cloud/H100-80G-SXM Acme Cloud/A100-80G-SXM Borealis Compute/H100-80G-SXM"
		if strings.Join(got, " ") != want {
			t.Errorf("pointer %v: stored %v, want %s", pointer, got, want)
		}
		var said []string
		for _, w := range res.Warnings {
			if w.Key == "import.warn.digest_disagrees" {
				said = append(said, w.In("en"))
			}
		}
		if len(said) != 1 || !strings.Contains(said[0], "“Overview” row 3") || !strings.Contains(said[0], "“Acme Cloud” row 4") {
			t.Errorf("pointer %v: disagreement warnings %q", pointer, said)
		}
		for _, q := range res.Quotes {
			if q.SourceSheet == "Borealis Compute" && (q.GPUsPerNode == nil || *q.GPUsPerNode != 8 || !hasKey(q, "import.warn.digest_gpn")) {
				t.Errorf("pointer %v: machine size the vendor's sheet leaves out, from the agreeing digest row: %v %v", pointer, q.GPUsPerNode, RenderAll(q.Warnings, "en"))
			}
			if q.GPU == "A100-80G-SXM" && !hasKey(q, "import.warn.digest_disagrees") {
				t.Errorf("pointer %v: the vendor's quote does not carry the disagreement: %v", pointer, RenderAll(q.Warnings, "en"))
			}
		}
		refused := 0
		for _, p := range res.Problems {
			if p.Reason.Key == "import.row.digest_unmatched" {
				refused++
				if p.Sheet != "Overview" || p.Row != 5 || p.ColumnLetter != "D" {
					t.Errorf("pointer %v: refusal at %s row %d column %s", pointer, p.Sheet, p.Row, p.ColumnLetter)
				}
			}
		}
		if refused != 1 {
			t.Errorf("pointer %v: %d digest rows refused, want 1: %v", pointer, refused, res.Problems)
		}
	}
}

// Sheets named after plans are no digest of each other: a note that only
// mentions the other sheet's name ("超出部分按量计费") points at nothing,
// and a sheet of several vendors is no vendor's own sheet.
func TestSheetMentioningAnotherIsNoDigest(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "包月")
	f.SetSheetRow("包月", "A1", &[]any{"供应商", "GPU型号", "每台卡数", "单价", "单位", "备注"})
	f.SetSheetRow("包月", "A2", &[]any{"云栖算力", "H800 SXM 80G", 8, 52000, "元/台/月", "超出部分按量计费"})
	f.SetSheetRow("包月", "A3", &[]any{"北斗智算", "A800 SXM 80G", 8, 36000, "元/台/月", "超出部分按量计费"})
	f.NewSheet("按量")
	f.SetSheetRow("按量", "A1", &[]any{"供应商", "GPU型号", "每台卡数", "单价", "单位"})
	f.SetSheetRow("按量", "A2", &[]any{"云栖算力", "H800 SXM 80G", 8, 11.5, "元/卡/时"})
	f.SetSheetRow("按量", "A3", &[]any{"北斗智算", "A800 SXM 80G", 8, 6.9, "元/卡/时"})
	res := readBook(t, f, "plans.xlsx")
	if len(res.Quotes) != 4 || len(res.Problems) != 0 {
		t.Errorf("stored %d quotes, problems %v", len(res.Quotes), res.Problems)
	}
}

// A cell that may point at another sheet is outside input: whatever it
// holds, the pointer found is one of the sheets (or none), never this one,
// with a row number that is not negative.
func FuzzDigestPointer(f *testing.F) {
	for _, s := range []string{"星河算力!4", "见北辰云 第5行", "see Acme Cloud, row 3", "超出部分按量计费", "Acme\xff", ""} {
		f.Add(s, "Acme Cloud")
	}
	f.Fuzz(func(t *testing.T, cell, sheet string) {
		named := []string{sheet, "星河算力", "北辰云", "Overview"}
		for _, k := range []string{fSource, "notes"} {
			got, row := pointedSheet(Quote{Raw: map[string]string{k: cell}}, "Overview", named)
			if got == "Overview" || row < 0 || (got != "" && !strings.Contains(cell, got)) {
				t.Fatalf("%q in %s: pointer %q row %d", cell, k, got, row)
			}
		}
	})
}
