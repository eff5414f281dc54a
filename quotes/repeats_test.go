package quotes

import (
	"bytes"
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
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("book.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
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
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("sum.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 || res.Quotes[0].SourceSheet != "Harbor" || res.Quotes[1].SourceSheet != "Harbor" {
		t.Errorf("stored %d: %+v", len(res.Quotes), res.Quotes)
	}
}
