package quotes

import (
	"fmt"
	"testing"

	"github.com/xuri/excelize/v2"
)

// TB0001: GPU block lines ("■ L40S 48G ×4") under a header that has no
// GPU, vendor or spec column of its own: the rows under each line are read
// as its model (the appended column is found by its values, its header
// blank), and a block line naming no known GPU gives its rows none.
func TestBlockLinesUnderPlanHeader(t *testing.T) {
	rows := [][]string{
		{"某某云 价目表", "", "", ""},
		{"计费方式", "单价", "计价单位", "备注"},
		{"■ L40S 48G ×4", "", "", ""},
		{"按量", "3.1", "元/卡·小时", ""},
		{"包月", "1,900", "元/卡·月", ""},
		{"■ A100 PCIe 40G ×8", "", "", ""},
		{"按量", "4.0", "元/卡·小时", ""},
		{"包年", "30,000", "元/卡·年", "年付"},
		{"■ 某某加速卡 X9", "", "", ""},
		{"按量", "2.0", "元/卡·小时", ""},
	}
	tb := &table{sheet: "s", rows: rows, rowNum: []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, colNum: []int{0, 1, 2, 3}}
	if _, first := mapTable(tb, 0, nil); first >= 0 {
		t.Fatalf("the table without its block lines maps at %d", first)
	}
	jt := titleGPUTable(tb)
	if jt == nil {
		t.Fatal("no table from the block lines")
	}
	if jt.lineCol != 5 {
		t.Fatalf("lineCol %d, want 5", jt.lineCol)
	}
	l4, a1 := "■ L40S 48G ×4", "■ A100 PCIe 40G ×8"
	for r, want := range []string{"", "", "", l4, l4, "", a1, a1, "", ""} {
		if got := jt.cell(r, 4); got != want {
			t.Errorf("row %d: appended cell %q, want %q", r, got, want)
		}
	}
	lt, first := mapTable(jt, 0, nil)
	if lt == nil || first != 2 || !titleColumnRead(lt, 4) {
		t.Fatalf("joined table: layout %+v first %d", lt, first)
	}
	// a blank header column that is not the block lines' is not searched for GPUs
	plain := &table{rows: [][]string{{"", "单价"}, {"H100 80G", "9"}, {"A100 80G", "5"}}}
	if gpuColumnBelow(plain, 0) {
		t.Error("a column with a blank header was read as the GPU column")
	}
}

// TB0011: stacked tables, each under its own label carrying the unit its
// header lacks (月付 / 年付 label over 名称 | 价格): every table is read by its
// own label, not by the first table's title line.
func TestStackedTablesKeepTheirLabels(t *testing.T) {
	res := readCSV(t, "stacked.csv",
		"某某云 价目",
		"",
		"1、按小时（元/卡/小时）",
		"GPU型号,卡数,价格,库存",
		"L40S 48G,8,3.00,5",
		"",
		"2、月付（整机，元/台/月）",
		"GPU型号,卡数,价格,库存",
		"L40S 48G,8,14400,2",
		"",
		"3、年付（万元/台/年）",
		"GPU型号,卡数,价格,库存",
		"L40S 48G,8,12.6,1",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes, want 3 (problems %+v)", len(res.Quotes), res.Problems)
	}
	for i, want := range []float64{3.00, 14400.0 / 720 / 8, 126000.0 / 8760 / 8} {
		if got := perGPUHour(t, res.Quotes[i]); !within(got, want) {
			t.Errorf("quote %d (%s %v %s): %.4f per GPU-hour, want %.4f", i, res.Quotes[i].GPU, res.Quotes[i].Price, res.Quotes[i].PriceUnit, got, want)
		}
	}
}

// TB0001: the rows under a block line naming no known GPU are refused, never
// read as the model of the block above them.
func TestBlockLineNamingNoGPU(t *testing.T) {
	res, err := Read("blocks.tsv", csvOf(
		"某某云 价目表",
		"计费方式\t单价\t计价单位\t备注",
		"■ L40S 48G ×4",
		"按量\t3.1\t元/卡·小时\t",
		"包月\t1900\t元/卡·月\t",
		"■ 某某加速卡 X9 ×8",
		"按量\t2.0\t元/卡·小时\t",
	))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 {
		t.Errorf("%d quotes, want the 2 of the L40S block", len(res.Quotes))
	}
	for _, q := range res.Quotes {
		if q.SourceRow == 7 {
			t.Errorf("row 7 (under the X9 block) read as %s", q.GPU)
		}
	}
	if problemAt(res, 7) == nil {
		t.Errorf("row 7 not refused: problems %+v", res.Problems)
	}
}

// TB0015: a block line in the GPU column itself ("【H100 80G SXM · 8卡】"
// over rows that leave 型号 blank) gives its rows its GPU, and is no title
// naming the vendor.
func TestBlockLineInGPUColumn(t *testing.T) {
	res, err := Read("blocks2.tsv", csvOf(
		"蓉城智算 价目表",
		"型号\t计费\t价格\t单位",
		"【L40S 48G · 4卡】",
		"\t按量\t3.3\t元/卡/时",
		"\t包月\t2000\t元/卡/月",
		"【A100 40G PCIe · 8卡】",
		"\t按量\t4.1\t元/卡/时",
	))
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{4: "L40S-48G", 5: "L40S-48G", 7: "A100-40G-PCIe"}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, want %d (problems %+v)", len(res.Quotes), len(want), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.GPU != want[q.SourceRow] || q.Vendor != "蓉城智算" {
			t.Errorf("row %d: %s %s, want 蓉城智算 %s", q.SourceRow, q.Vendor, q.GPU, want[q.SourceRow])
		}
	}
	if !blockLine("■ H800 SXM 80G ×8") || blockLine("锦城算力 GPU租赁报价单") {
		t.Error("blockLine: a block read as a title or a title as a block")
	}
}

// TB0017: a one-cell title or note that names a GPU among other words
// ("天府星算 H100 报价单", "本表所列 H800 价格均含税") is no block line: it
// stays the title naming the vendor, and gives the rows under it no GPU.
func TestTitleNamingGPUIsNoBlockLine(t *testing.T) {
	for _, s := range []string{"天府星算 H100 报价单", "蓉城智算 A100 算力租赁报价（2025年6月）", "本表所列 H800 价格均含税"} {
		if blockLine(s) {
			t.Errorf("blockLine(%q): a title or note read as a block line", s)
		}
	}
	for _, s := range []string{"【H100 80G SXM · 8卡】", "■ H800 8卡 IB", "■ A100 PCIe 40G ×8", "L40S 48G x4"} {
		if !blockLine(s) {
			t.Errorf("blockLine(%q): a block line lost", s)
		}
	}
	res, err := Read("titled.tsv", csvOf(
		"型号\t计费\t价格\t单位",
		"锦江算力 H100 报价单",
		"H100 80G SXM\t按量\t20\t元/卡/时",
		"A100 80G SXM\t按量\t9\t元/卡/时",
	))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 2 {
		t.Fatalf("%d quotes, want 2 (problems %+v)", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != "锦江算力" {
			t.Errorf("row %d: vendor %q, want the title's 锦江算力", q.SourceRow, q.Vendor)
		}
	}
	res, err = Read("titled2.tsv", csvOf(
		"型号\t计费\t价格\t单位",
		"锦江算力 H100 报价单",
		"\t按量\t20\t元/卡/时",
	))
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range res.Quotes {
		t.Errorf("row %d under a title read as %s", q.SourceRow, q.GPU)
	}
}

// TB0001: a blank spacer row inside a block named by its GPU line closes
// the joined column, not the block: the rows after it take the block's GPU
// by fill-down (warned); only rows under a line naming no GPU get none.
func TestBlockLineSpacerKeepsGPU(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	for i, row := range [][]any{
		{"某某云 价目表"},
		{"计费方式", "单价", "计价单位", "备注"},
		{"■ L40S 48G ×4"},
		{"按量", 3.1, "元/卡·小时"},
		{" "},
		{"包月", 1900, "元/卡·月"},
		{"■ 某某加速卡 X9 ×8"},
		{"按量", 2.0, "元/卡·小时"},
	} {
		f.SetSheetRow("Sheet1", fmt.Sprintf("A%d", i+1), &row)
	}
	// the readers drop a blank row before a table is built; a table that
	// keeps one (rows {"", …}) marks only the rows under the X9 line
	tb := &table{sheet: "s", rows: [][]string{
		{"某某云 价目表", "", "", ""}, {"计费方式", "单价", "计价单位", "备注"},
		{"■ L40S 48G ×4", "", "", ""}, {"按量", "3.1", "元/卡·小时", ""}, {"", "", "", ""}, {"包月", "1900", "元/卡·月", ""},
		{"■ 某某加速卡 X9 ×8", "", "", ""}, {"按量", "2.0", "元/卡·小时", ""},
	}, rowNum: []int{1, 2, 3, 4, 5, 6, 7, 8}, colNum: []int{0, 1, 2, 3}}
	jt := titleGPUTable(tb)
	if jt == nil || len(jt.noGPURows) != 1 || !jt.noGPURows[8] {
		t.Errorf("rows under a line naming no GPU: %v, want row 8 only", jt.noGPURows)
	}
	res := readBook(t, f, "spacer.xlsx")
	got := map[int]string{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = q.GPU
	}
	if got[4] != "L40S-48G" || got[6] != "L40S-48G" {
		t.Errorf("GPU by row %v, want rows 4 and 6 L40S-48G (problems %+v)", got, res.Problems)
	}
	if _, ok := got[8]; ok || problemAt(res, 8) == nil {
		t.Errorf("row 8 under a line naming no GPU: read %v, problems %+v", got, res.Problems)
	}
}

// masterRow and blockGPURow read the rows under them by one scan
// (nextPriceRowWithoutGPU): the next row holding anything, priced, its
// GPU cell blank.
func TestNextPriceRowWithoutGPU(t *testing.T) {
	tb := &table{sheet: "s", rows: [][]string{
		{"型号", "计费", "价格", "单位"}, {"【L40S 48G · 4卡】", "", "", ""}, {"", "", "", ""}, {"", "按量", "3.3", "元/卡/时"},
		{"A100 40G", "按量", "", ""}, {"", "包月", "", ""}, {"H100 80G", "按量", "20", "元/卡/时"}, {"A800 80G", "按量", "9", "元/卡/时"},
	}, rowNum: []int{1, 2, 3, 4, 5, 6, 7, 8}, colNum: []int{0, 1, 2, 3}}
	l, _ := mapTable(tb, 0, nil)
	if l == nil {
		t.Fatal("no layout")
	}
	for i, want := range map[int]int{1: 3, 3: -1, 4: -1, 5: -1} {
		if got := nextPriceRowWithoutGPU(tb, l, i); got != want {
			t.Errorf("after row %d: %d, want %d", i, got, want)
		}
	}
	if !blockGPURow(tb, l, 1) || masterRow(tb, l, 1, groupFields) {
		t.Error("the block line: not a block row, or a master")
	}
}
