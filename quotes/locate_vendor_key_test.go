package quotes

import (
	"bytes"
	"testing"

	"github.com/xuri/excelize/v2"
)

// A vendor cell holding an anonymised label (供应商甲) is read through the
// legend line under the table, warned naming the label and the legend; a
// label the legend leaves out stays, warned as a label (VD-VENDOR-KEY).
func TestVendorLabelReadThroughLegend(t *testing.T) {
	res := readText(t, "appendix.csv", "厂商,GPU型号,每台卡数,报价\n"+
		"厂商甲,A100 80G SXM,8,4.2元/卡/时\n"+
		"厂商乙,L40S,8,2.9元/卡/时\n"+
		"厂商丙,RTX 4090,8,1.6元/卡/时\n\n"+
		"说明：甲＝青岚算力有限公司，乙＝北辰云数据科技有限公司\n")
	want := map[string]string{"A100-80G-SXM": "青岚算力有限公司", "L40S-48G": "北辰云数据科技有限公司", "RTX4090-24G": "厂商丙"}
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.Vendor != want[q.GPU] {
			t.Errorf("%s: vendor %q, want %q", q.GPU, q.Vendor, want[q.GPU])
		}
		key := map[string]string{"A100-80G-SXM": "vendor_from_key", "L40S-48G": "vendor_from_key", "RTX4090-24G": "vendor_key_unnamed"}[q.GPU]
		if !hasWarningKey(q, "import.warn."+key) {
			t.Errorf("%s: no %s warning in %v", q.GPU, key, q.Warnings)
		}
	}
}

// A supplier code in the rows is read through a sheet keyed by the codes;
// with no such sheet the code is kept, warned that it names no one.
func TestVendorCodeReadThroughDirectorySheet(t *testing.T) {
	for _, withDir := range []bool{true, false} {
		f := excelize.NewFile()
		f.SetSheetName("Sheet1", "明细")
		f.SetSheetRow("明细", "A1", &[]any{"供应商代码", "GPU型号", "单机卡数", "单价", "计价单位"})
		f.SetSheetRow("明细", "A2", &[]any{"S-2041", "H100 80G SXM5", 8, 76000, "元/台/月"})
		f.SetSheetRow("明细", "A3", &[]any{"S-3107", "A800 80G SXM4", 8, 5.9, "元/卡/时"})
		if withDir {
			f.NewSheet("名录")
			f.SetSheetRow("名录", "A1", &[]any{"代码", "供应商全称", "备注"})
			f.SetSheetRow("名录", "A2", &[]any{"S-3107", "西陵数据服务有限公司", ""})
			f.SetSheetRow("名录", "A3", &[]any{"S-2041", "东湖智算科技有限公司", "框架协议"})
		}
		var buf bytes.Buffer
		if _, err := f.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		f.Close()
		res, err := Read("library.xlsx", buf.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Quotes) != 2 {
			t.Fatalf("dir %v: quotes %d problems %+v", withDir, len(res.Quotes), res.Problems)
		}
		for _, q := range res.Quotes {
			want, key := map[string]string{"H100-80G-SXM": "东湖智算科技有限公司", "A800-80G-SXM": "西陵数据服务有限公司"}[q.GPU], "vendor_from_key"
			if !withDir {
				want, key = map[string]string{"H100-80G-SXM": "S-2041", "A800-80G-SXM": "S-3107"}[q.GPU], "vendor_key_unnamed"
			}
			if q.Vendor != want || !hasWarningKey(q, "import.warn."+key) {
				t.Errorf("dir %v %s: vendor %q want %q, warnings %v", withDir, q.GPU, q.Vendor, want, q.Warnings)
			}
		}
	}
}

// What reads as a key, and what a legend line maps.
func TestVendorKeyShapes(t *testing.T) {
	for _, c := range []struct {
		text         string
		fold         string
		shaped, bare bool
	}{
		{"V0112", "v0112", true, false},
		{"供应商A", "a", true, false},
		{"Vendor B", "b", true, false},
		{"厂商 丙", "丙", true, false},
		{"A", "a", false, true},
		{"成都玉垒算力科技有限公司", "成都玉垒算力科技有限公司", false, false},
		{"Lambda", "lambda", false, false},
		{"H800", "h800", true, false}, // a code's shape: only a vendor cell is asked
	} {
		k, shaped, bare := foldVendorKey(c.text)
		if k != c.fold || shaped != c.shaped || bare != c.bare {
			t.Errorf("%q: %q %v %v, want %q %v %v", c.text, k, shaped, bare, c.fold, c.shaped, c.bare)
		}
	}
	ks := legendKeys([]string{"注：折算价 = 原始报价 / 720", "A=青岚算力有限公司；B：北辰云数据科技有限公司"})
	if len(ks) != 2 || ks["a"].name != "青岚算力有限公司" || ks["b"].name != "北辰云数据科技有限公司" {
		t.Fatalf("%+v", ks)
	}
	if ks := legendKeys([]string{"组网：IB 400G，互联：NVLink"}); ks != nil {
		t.Fatalf("a spec line read as a legend: %+v", ks)
	}
}

// FuzzVendorLegend: any line reads as a legend without a panic, and every
// entry it maps is a key to a name that is no key itself.
func FuzzVendorLegend(f *testing.F) {
	f.Add("注：A=青岚算力有限公司；B=北辰云数据科技有限公司")
	f.Add("供应商甲：东湖智算；供应商乙：西陵数据")
	f.Add("V0112=岷江 V0147=云锦")
	f.Fuzz(func(t *testing.T, line string) {
		for k, e := range legendKeys([]string{line}) {
			if _, shaped, _ := foldVendorKey(e.name); shaped || k == "" || e.name == "" {
				t.Fatalf("%q: %q -> %+v", line, k, e)
			}
		}
	})
}

// A comparison table's vendors as merged group headers over their price
// columns: each price takes its group's vendor, never the preparer's line;
// a column merged down beside the groups gives its header (每台卡数); a
// column under no group repeating a vendor's price in each row is no offer
// (VD-VENDOR-GROUP, VD-PREPARER, VD-HEADER-MERGED-DOWN).
func TestVendorGroupHeadersOverPrices(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	sh := "Sheet1"
	f.SetSheetRow(sh, "A1", &[]any{"制表：某咨询公司 采购顾问"})
	f.SetSheetRow(sh, "A2", &[]any{"机型", "单机卡数", "北辰云", nil, "青岚算力", nil, "最低月租"})
	f.SetSheetRow(sh, "A3", &[]any{nil, nil, "按需（元/卡/时）", "月租（元/台/月）", "按需（元/卡/时）", "月租（元/台/月）"})
	f.SetSheetRow(sh, "A4", &[]any{"A100 80G SXM4", 8, 4.4, 30000, 4.6, 29000, 29000})
	f.SetSheetRow(sh, "A5", &[]any{"L40S 48G", 8, 2.1, 14000, "—", 13500, 13500})
	for _, m := range [][2]string{{"A2", "A3"}, {"B2", "B3"}, {"C2", "D2"}, {"E2", "F2"}, {"G2", "G3"}} {
		if err := f.MergeCell(sh, m[0], m[1]); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("bijia.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 7 {
		t.Fatalf("quotes %d, want 7 (the 最低月租 column no offer); problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		want := map[float64]string{4.4: "北辰云", 30000: "北辰云", 2.1: "北辰云", 14000: "北辰云", 4.6: "青岚算力", 29000: "青岚算力", 13500: "青岚算力"}[q.Price]
		if q.Vendor != want || !hasWarningKey(q, "import.warn.vendor_from_group") {
			t.Errorf("%s %v: vendor %q, want %q; %v", q.GPU, q.Price, q.Vendor, want, q.Warnings)
		}
		if q.GPUsPerNode == nil || *q.GPUsPerNode != 8 {
			t.Errorf("%s %v: GPUs per machine %v, want 8 from 单机卡数", q.GPU, q.Price, q.GPUsPerNode)
		}
	}
}

// An evaluation summary names the GPU, cards, machines and term only in the
// lot rows under its header; each bidder's row takes its lot's, and a
// ceiling-price line under the last lot closes it (titleGPUTable, MX0101).
func TestSectionRowsGiveGPUToBidders(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	sh := "Sheet1"
	f.SetSheetRow(sh, "A1", &[]any{"序号", "投标人", "投标报价（元/台·月）", "得分", "排名"})
	f.SetSheetRow(sh, "A2", &[]any{"第一标段：A100 80G SXM4 8卡服务器 × 3台，租期6个月"})
	f.SetSheetRow(sh, "A3", &[]any{1, "东湖智算科技有限公司", 31000, 91.5, 1})
	f.SetSheetRow(sh, "A4", &[]any{2, "西陵数据服务有限公司", 32500, 88, 2})
	f.SetSheetRow(sh, "A5", &[]any{"第二标段：L40S 48G 8卡服务器 × 2台，租期12个月"})
	f.SetSheetRow(sh, "A6", &[]any{1, "西陵数据服务有限公司", 14200, 90, 1})
	f.SetSheetRow(sh, "A7", &[]any{"最高限价：第一标段 35,000元/台·月"})
	f.MergeCell(sh, "A2", "E2")
	f.MergeCell(sh, "A5", "E5")
	f.MergeCell(sh, "A7", "E7")
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	res, err := Read("pingbiao.xlsx", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotes) != 3 {
		t.Fatalf("quotes %d, want 3; problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		gpu, nodes, hours := "A100-80G-SXM", 3, 4320.0
		if q.Price == 14200 {
			gpu, nodes, hours = "L40S-48G", 2, 8640
		}
		if q.GPU != gpu || q.Nodes == nil || *q.Nodes != nodes || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 || q.MinHours == nil || *q.MinHours != hours {
			t.Errorf("%v %s: gpu %s nodes %v cards %v min %v, want %s %d 8 %v", q.Price, q.Vendor, q.GPU, q.Nodes, q.GPUsPerNode, q.MinHours, gpu, nodes, hours)
		}
	}
}

// The same table as text: the group's name over blank cells, the columns
// beside it named only in the row above the sub-header.
func TestVendorGroupHeadersOverPricesText(t *testing.T) {
	res := readText(t, "bijia.csv", "机型,单机卡数,北辰云,,青岚算力,\n"+
		",,按需（元/卡/时）,月租（元/台/月）,按需（元/卡/时）,月租（元/台/月）\n"+
		"A100 80G SXM4,8,4.4,30000,4.6,29000\n"+
		"L40S 48G,8,2.1,14000,—,13500\n")
	if len(res.Quotes) != 7 {
		t.Fatalf("quotes %d problems %+v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		want := map[float64]string{4.4: "北辰云", 30000: "北辰云", 2.1: "北辰云", 14000: "北辰云", 4.6: "青岚算力", 29000: "青岚算力", 13500: "青岚算力"}[q.Price]
		if q.Vendor != want || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 {
			t.Errorf("%v: vendor %q want %q, cards %v", q.Price, q.Vendor, want, q.GPUsPerNode)
		}
	}
}
