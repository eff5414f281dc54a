package quotes

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"computecheck/msg"
)

// A price list copied out of a PDF reader: columns are runs of spaces laid
// out by display width (a CJK character two wide), a record's cell wraps
// onto the next line, the page's head and header repeat under a page
// number. Each record is one offer on its own line number; the wrapped
// GPU name is read whole; the sold-out record is refused, not dropped.
func TestSpacedTextTable(t *testing.T) {
	text := strings.Join([]string{
		"示例算力科技有限公司",
		"GPU 租赁价格表（2026年12月版）",
		"",
		"序号  型号             配置说明                计费方式      单价              备注",
		"1     NVIDIA H800      8卡/台 SXM5 80G，       包月          59,800元/台       现货2台",
		"                       8×400G IB",
		"2     NVIDIA RTX 4090  8卡/台 24G              按小时        1.85元/卡",
		"",
		"                                   第 1 页 共 2 页",
		"示例算力科技有限公司                          GPU 租赁价格表",
		"序号  型号             配置说明                计费方式      单价              备注",
		"3     NVIDIA H100      8卡/台 SXM5 80G         —             已售罄",
		"4     昇腾 910B         8卡/台 64G              包月          3.28万元/台",
		"5     NVIDIA RTX       8卡/台 24G              按天          40元/卡",
		"      4090D",
		"",
		"                                   第 2 页 共 2 页",
	}, "\r\n")
	res := readText(t, "pdf_copy.txt", text)
	want := map[int]struct {
		gpu   string
		price float64
	}{5: {"H800-80G-SXM", 59800.0 / 720 / 8}, 7: {"RTX4090-24G", 1.85}, 13: {"Ascend910B-64G", 32800.0 / 720 / 8}, 14: {"RTX4090D-24G", 40.0 / 24}}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, want %d: %+v / problems %+v", len(res.Quotes), len(want), res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		w, ok := want[q.SourceRow]
		if !ok || q.GPU != w.gpu || !within(perGPUHour(t, q), w.price) {
			t.Errorf("row %d: %s %v, want %+v", q.SourceRow, q.GPU, perGPUHour(t, q), w)
		}
	}
	for _, q := range res.Quotes {
		wrapped := slices.ContainsFunc(q.Warnings, func(m msg.Msg) bool { return m.Key == "import.warn.line_wrapped" })
		if wrapped != (q.SourceRow == 5 || q.SourceRow == 14) {
			t.Errorf("row %d: wrapped-line warning %v", q.SourceRow, wrapped)
		}
	}
	if len(res.Problems) != 1 || res.Problems[0].Row != 12 {
		t.Fatalf("problems %+v: want the sold-out row 12 refused, nothing else", res.Problems)
	}
}

// A line is cut at runs of two or more spaces; places count a CJK
// character two columns wide.
func TestSpacedSegs(t *testing.T) {
	got := spacedSegs("序号  型号 A   x")
	if len(got) != 3 || got[0] != (spacedSeg{0, 4, "序号"}) || got[1] != (spacedSeg{6, 12, "型号 A"}) || got[2] != (spacedSeg{15, 16, "x"}) {
		t.Fatalf("%+v", got)
	}
	if tb, _ := spacedTable("a  b  c\n1  2  3\n"); tb != nil {
		t.Fatalf("no header of known names, yet a table: %+v", tb.rows)
	}
}

// A page number line is no row; a GPU or a figure is not one. A number
// between dashes alone on its row ("- 2 -") is the page number a PDF centres
// in its footer (PF0201); a bare or one-sided one is not.
func TestPageFooter(t *testing.T) {
	for s, want := range map[string]bool{"第 1 页 共 2 页": true, "第1页/共2页": true, "Page 3 of 10": true, "- 2 -": true, "-2": false, "2": false,
		"P4": false, "第一页": false, "H100 8卡": false, "共 12 页 第 3 页": true} {
		if got := pageFooter([]string{s}); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}

// The unit alone under the price header ("(元/卡/时)", a PDF converter's
// second header line) is the header's; a figure or a unit under another
// column is not.
func TestUnitUnderHeader(t *testing.T) {
	for _, c := range []struct {
		cell, header string
		want         bool
	}{{"(元/卡/时)", "单价", true}, {"USD/GPU/hr", "Price", true}, {"5.90", "单价", false}, {"(元/卡/时)", "备注", false}, {"元", "单价", false}} {
		if got := unitUnderHeader(c.cell, c.header); got != c.want {
			t.Errorf("%q under %q: %v, want %v", c.cell, c.header, got, c.want)
		}
	}
	res := readText(t, "conv.csv", "示例算力服务有限公司,,,,\n报价单,,,,\nGPU型号,每台卡数,计费周期,单价,备注\n,,,(元/卡/时),\nA800-SXM4-80G,8,包月,5.90,\n第1页/共2页,,,,\nGPU型号,每台卡数,计费周期,单价,备注\n,,,(元/卡/时),\nH20-96G,8,包年,4.70,\n")
	if len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if v := perGPUHour(t, q); v != q.Price {
			t.Errorf("row %d: %v a card-hour, want %v as written", q.SourceRow, v, q.Price)
		}
	}
}

// The page's head repeated under the header is no row; a line with a
// figure, or not from the head, is.
func TestRepeatsTitle(t *testing.T) {
	above := []string{"示例算力科技有限公司", "GPU 租赁价格表（2026年12月版）"}
	for _, c := range []struct {
		row  []string
		want bool
	}{{[]string{"示例算力科技有限公司", "", "GPU 租赁价格表"}, true}, {[]string{"示例算力科技有限公司", "H100"}, false}, {[]string{"2026年12月版"}, false}, {nil, false}} {
		if got := repeatsTitle(c.row, above); got != c.want {
			t.Errorf("%q: %v, want %v", c.row, got, c.want)
		}
	}
}

// Any text read as a table by spaces: every cell is a piece of the text
// (spaces aside), and none panics.
func FuzzSpacedTable(f *testing.F) {
	for _, s := range []string{"序号  型号  单价  计费方式\n1  H100  9.5元/卡  按小时\n   SXM5\n", "GPU  Price  Unit\nH100  2.5  per hour\n\n第 1 页 共 2 页",
		"型号\t\t单价  计费方式\n\u3000H20  1  2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || len(s) > 4000 {
			return
		}
		tb, err := spacedTable(s)
		if err != nil || tb == nil {
			return
		}
		flat := strings.Join(strings.Fields(s), "")
		for _, row := range tb.rows {
			for _, c := range row {
				for _, piece := range strings.Fields(c) {
					if !strings.Contains(flat, piece) {
						t.Fatalf("%q: cell piece %q not in the text", s, piece)
					}
				}
			}
		}
	})
}

// A mail's table set by spaces whose price columns are named as delivery
// options ("方案A：设备进驻贵司机房 | 方案B：我司天府机房隔离专区", 天府 a
// place, no day) reads each option's prices in the unit the sentence above
// states; the signature's department ("大客户部") is no seller.
func TestSpacedOptionColumns(t *testing.T) {
	text := strings.Join([]string{
		"发件人: 唐思远 <tangsy@jjsg-idc.cn>",
		"主题: 回复: 【询价】本地化部署GPU算力租赁",
		"",
		"报价如下（均含税，单位：元/卡/月，按整台8卡起租）：",
		"",
		"型号                          方案A：设备进驻贵司机房    方案B：我司天府机房隔离专区    最短租期",
		"H800 80G 8卡整机（NVLink）              7,650                        8,350                 12个月",
		"L40S 48G 8卡整机（PCIe）                2,720                        3,050                 6个月",
		"",
		"唐思远 | 大客户部",
		"锦江数港（成都）数据科技有限公司",
	}, "\n")
	res := readText(t, "reply.txt", text)
	if len(res.Quotes) != 4 {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		if q.PriceUnit != "gpu_month" || q.Vendor == "大客户部" || q.Vendor == "" {
			t.Errorf("row %d: %v %s vendor %q", q.SourceRow, q.Price, q.PriceUnit, q.Vendor)
		}
	}
}
