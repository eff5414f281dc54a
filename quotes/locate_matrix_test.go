package quotes

import (
	"strings"
	"testing"
)

// MX0201: vendors down the rows, a GPU and its machine's cards over each
// price column, each cell its own price and unit: one quote per priced
// cell, a no-price word refused at its own cell, a blank cell nothing.
func TestMatrixVendorRowsGPUColumns(t *testing.T) {
	text := "询价汇总\n" +
		"供应商,联系人,A100 80G SXM（8卡/台）,L40S（4卡/台）,H20（8卡/台）,备注\n" +
		"甲算力,张工,5.2万/台/月,3.1元/卡时,,含税\n" +
		"乙云,李经理,询价,\"2,400/台/周\",4.8元/卡时,\n" +
		"\n注：电话报价\n"
	res := readText(t, "m.csv", text)
	type want struct {
		row             int
		vendor, gpu     string
		gpus            int
		price           float64
		unit, letter, h string
	}
	wants := []want{
		{3, "甲算力", "A100-80G-SXM", 8, 52000, "node_month", "C", "A100 80G SXM（8卡/台）"},
		{3, "甲算力", "L40S-48G", 4, 3.1, "gpu_hour", "D", "L40S（4卡/台）"},
		{4, "乙云", "L40S-48G", 4, 2400, "node_week", "D", "L40S（4卡/台）"},
		{4, "乙云", "H20-96G", 8, 4.8, "gpu_hour", "E", "H20（8卡/台）"},
	}
	if len(res.Quotes) != len(wants) {
		for _, q := range res.Quotes {
			t.Logf("quote row %d %s %s %v %s", q.SourceRow, q.Vendor, q.GPU, q.Price, q.PriceUnit)
		}
		t.Fatalf("%d quotes, want %d; problems %+v", len(res.Quotes), len(wants), res.Problems)
	}
	for k, w := range wants {
		q := res.Quotes[k]
		if q.SourceRow != w.row || q.Vendor != w.vendor || q.GPU != w.gpu || q.GPUsPerNode == nil || *q.GPUsPerNode != w.gpus ||
			q.Price != w.price || string(q.PriceUnit) != w.unit {
			t.Errorf("quote %d: row %d %s %s %v %v %s, want %+v", k, q.SourceRow, q.Vendor, q.GPU, q.GPUsPerNode, q.Price, q.PriceUnit, w)
		}
		found := false
		for _, e := range q.Evidence {
			if e.Chosen && e.Letter == w.letter && e.Header == w.h {
				found = true
			}
		}
		if !found {
			t.Errorf("quote %d: no chosen evidence at the file's column %s (%s): %+v", k, w.letter, w.h, q.Evidence)
		}
	}
	if len(res.Problems) != 1 {
		t.Fatalf("problems %+v, want the one 询价 cell", res.Problems)
	}
	if p := res.Problems[0]; p.Row != 4 || p.ColumnLetter != "C" || p.Column != "A100 80G SXM（8卡/台）" || !strings.Contains(p.Text("en"), "询价") {
		t.Errorf("the 询价 cell refused at row %d column %s (%s): %s", p.Row, p.ColumnLetter, p.Column, p.Text("en"))
	}

	// a header naming GPUs beside a GPU column is an ordinary table; one
	// GPU column alone is no matrix
	for _, rows := range [][][]string{
		{{"供应商", "GPU型号", "A100", "H20"}, {"甲", "A100", "5", "6"}},
		{{"供应商", "A100 80G（元/卡/时）", "备注"}, {"甲", "5.1", ""}, {"乙", "5.3", ""}},
		// an offer's row whose code and configuration both name a GPU, a
		// vendor-like word beside them, over service lines and notes (stop 52)
		{{"ZY-H200-8", "旗舰一体机", "H200 141G ×8", "全栈私有化平台", "按项目报价"}, {"增值服务"},
			{"知识库软件年费", "", "", "", "1.2万/年"}, {"驻场部署（超出2人日部分）", "", "", "", "1,800/人·天"},
			{"注：1. 月租金含7×24远程支持"}, {"2. 买断价含3年维保"}},
	} {
		tb := &table{rows: rows, rowNum: []int{1, 2, 3, 4, 5, 6}}
		if hi, _ := matrixColumns(tb); hi >= 0 {
			t.Errorf("%v read as a matrix", rows[0])
		}
	}
}

// FuzzMatrixCells: whatever a matrix's headers and cells hold, a quote or
// problem is put back at a row of the file, never at a cell row's number.
func FuzzMatrixCells(f *testing.F) {
	f.Add("A100 80G SXM（8卡/台）", "L20（4卡/台）", "5.2万/台/月", "3.1元/卡时", "面议")
	f.Add("H20", "RTX 4090", "", "1,080/台/周", "无货")
	f.Fuzz(func(t *testing.T, h1, h2, c1, c2, c3 string) {
		q := func(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
		text := "供应商," + q(h1) + "," + q(h2) + "\n甲," + q(c1) + "," + q(c2) + "\n乙," + q(c3) + "," + q(c1) + "\n"
		res, err := Read("f.csv", []byte(text))
		if err != nil || res == nil {
			return
		}
		for _, x := range res.Quotes {
			if x.SourceRow >= matrixRowBase {
				t.Fatalf("quote at cell row %d", x.SourceRow)
			}
		}
		for _, p := range res.Problems {
			if p.Row >= matrixRowBase {
				t.Fatalf("problem at cell row %d", p.Row)
			}
		}
	})
}
