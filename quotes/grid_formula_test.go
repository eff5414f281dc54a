package quotes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"computecheck/msg"
)

// formulaRow is a sheet row of cells: a string is text, a float64 a
// number, a [2]string a formula and its cached value, a [3]string a shared
// formula's first cell (formula, value, si) and a [4]string a cell sharing
// it (value, si, "", "").
func formulaRow(r int, cells ...any) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, `<row r="%d">`, r)
	for i, c := range cells {
		ref, _ := excelize.CoordinatesToCellName(i+1, r)
		switch v := c.(type) {
		case string:
			if v != "" {
				fmt.Fprintf(&sb, `<c r="%s" t="inlineStr"><is><t>%s</t></is></c>`, ref, v)
			}
		case float64:
			fmt.Fprintf(&sb, `<c r="%s"><v>%v</v></c>`, ref, v)
		case [2]string:
			fmt.Fprintf(&sb, `<c r="%s"><f>%s</f><v>%s</v></c>`, ref, v[0], v[1])
		case [3]string:
			fmt.Fprintf(&sb, `<c r="%s"><f t="shared" si="%s" ref="%s:%s">%s</f><v>%s</v></c>`, ref, v[2], ref, ref, v[0], v[1])
		case [4]string:
			fmt.Fprintf(&sb, `<c r="%s"><f t="shared" si="%s"/><v>%s</v></c>`, ref, v[1], v[0])
		}
	}
	return sb.String() + "</row>"
}

func formulaBook(t *testing.T, rows ...string) *FileResult {
	t.Helper()
	res, err := Read("formulas.xlsx", rawBook(t, "xl/workbook.xml", oneSheetWorkbook, "xl/worksheets/sheet1.xml", sheetXML(rows...)))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// A per-machine price computed from the card price by a formula is the
// same offer restated (XF-FORMULA-DERIVED): no second quote; its figure
// over the card price is the machine's cards, which the monthly price per
// machine (a plan of its own, from the same formula chain) needs. The
// formulas are shared ones, as Excel writes them.
func TestDerivedPriceColumnRestates(t *testing.T) {
	res := formulaBook(t,
		formulaRow(1, "岷山算力 GPU 整机租赁价目"),
		formulaRow(3, "GPU型号", "单卡价(元/卡·时)", "整机价(元/台·时)", "包月价(元/台·月)"),
		formulaRow(4, "L20 48G", 3.6, [3]string{"B4*8", "28.8", "0"}, [3]string{"C4*720*0.9", "18662.4", "1"}),
		formulaRow(5, "RTX 4090 24G", 2.1, [4]string{"16.8", "0"}, [4]string{"10886.4", "1"}),
	)
	if len(res.Quotes) != 4 || len(res.Problems) != 0 {
		t.Fatalf("%d quotes, want 4 (按量 and 包月 of 2 rows); problems %v", len(res.Quotes), res.Problems)
	}
	for _, q := range res.Quotes {
		warned := slices.ContainsFunc(q.Warnings, func(m msg.Msg) bool { return m.Key == "import.warn.gpn_from_formula" })
		if q.GPUsPerNode == nil || *q.GPUsPerNode != 8 || !warned {
			t.Errorf("row %d %s: GPUs per machine %v (warned %v), want 8 from the formula", q.SourceRow, q.PriceUnit, q.GPUsPerNode, warned)
		}
		if q.PriceUnit == UnitNodeHour {
			t.Errorf("row %d: the per-machine restatement %v is a quote", q.SourceRow, q.Price)
		}
	}
	if c := column(res, "C"); c.Field != fPrice || !slices.ContainsFunc(c.Evidence, func(m msg.Msg) bool { return m.Key == "import.ev.formula_derived" }) {
		t.Errorf("整机价 column: %+v, want a price derived from 单卡价", c)
	}
	// × the row's own cards per machine: the machine's price, no amount
	res = formulaBook(t,
		formulaRow(1, "岷山算力 GPU 整机租赁价目"),
		formulaRow(3, "GPU型号", "每台卡数", "单卡价(元/卡·时)", "整机价(元/台·时)"),
		formulaRow(4, "L20 48G", 8.0, 3.6, [2]string{"C4*B4", "28.8"}),
		formulaRow(5, "L40S 48G", 4.0, 2.5, [2]string{"C5*B5", "10"}),
	)
	if len(res.Quotes) != 2 || len(res.Problems) != 0 || res.Quotes[1].Price != 2.5 {
		t.Errorf("× 每台卡数: %d quotes, want the 2 card prices; problems %v", len(res.Quotes), res.Problems)
	}
	if c := column(res, "D"); c.Field != fPrice || c.Rule == ruleColFormulaAmount {
		t.Errorf("× 每台卡数: 整机价 column %+v, want a price restating 单卡价, no amount", c)
	}
}

// A column whose formulas multiply the price by the row's machine count
// is an amount (XF-FORMULA-AMOUNT), never a price, and no cell of it is
// reported unread; a price from list price × discount stays the price.
func TestFormulaAmountColumnIsNoPrice(t *testing.T) {
	res := formulaBook(t,
		formulaRow(1, "岷山算力 报价单"),
		formulaRow(3, "GPU型号", "刊例价(元/卡·时)", "折扣", "成交价(元/卡·时)", "台数", "月度金额(元)"),
		formulaRow(4, "H800 80G SXM 8卡", 15.0, 0.88, [2]string{"B4*C4", "13.2"}, 4.0, [2]string{"D4*8*720*E4", "304128"}),
		formulaRow(5, "A800 80G SXM 8卡", 8.5, 0.95, [2]string{"B5*C5", "8.075"}, 2.0, [2]string{"D5*8*720*E5", "93024"}),
	)
	var prices []float64
	for _, q := range res.Quotes {
		prices = append(prices, q.Price)
	}
	if !slices.Equal(prices, []float64{13.2, 8.075}) || len(res.Problems) != 0 {
		t.Errorf("prices %v, want the 成交价 13.2 and 8.075 only; problems %v", prices, res.Problems)
	}
	if c := column(res, "F"); c.Rule != ruleColFormulaAmount {
		t.Errorf("月度金额 column: %+v, want %s", c, ruleColFormulaAmount)
	}
}

// References move as Excel moves a shared formula; a formula names the
// columns of its own row it takes, and whether it only multiplies.
func TestFormulaReferences(t *testing.T) {
	if got := shiftRefs(`B4*$C$2*参数!$B$3+D$4+LOG10(A1)&"A1"`, 2, 1); got != `C6*$C$2*参数!$B$3+E$4+LOG10(B3)&"A1"` {
		t.Errorf("shiftRefs: %s", got)
	}
	sf := sharedFormulas{}
	sf.formula("shared", "0", "D4*参数!$B$3", 4, 4)
	if got := sf.formula("shared", "0", "", 9, 4); got != "D9*参数!$B$3" {
		t.Errorf("shared formula in row 9: %q", got)
	}
	for _, tc := range []struct {
		f       string
		row     int
		same    []int
		product bool
	}{
		{"=G5*H5", 5, []int{6, 7}, true},
		{"D4*参数!$B$3", 4, []int{3}, true},
		{"'价格 参数'!B4*D4/100", 4, []int{3}, true},
		{"E4*参数!$B$4*参数!$B$5", 4, []int{4}, true},
		{"SUM(J5:J11)", 12, nil, false},
		{"G5-H5", 5, []int{6, 7}, false},
		{`IF(A5="x",1,2)`, 5, []int{0}, false},
		{"D$4*2", 6, nil, true},
	} {
		got := readFormula(tc.f, tc.row)
		if !got.ok || !slices.Equal(got.sameRow, tc.same) || got.product != tc.product {
			t.Errorf("readFormula(%q) = %+v, want %v product %v", tc.f, got, tc.same, tc.product)
		}
	}
}

// Any formula text reads without a panic, every reference in the sheet.
func FuzzFormulaRefs(f *testing.F) {
	for _, s := range []string{"=G5*H5", "D4*参数!$B$3", `IF(A5="x",1,2)`, "XFD1048576*2", "'a''b'!A1", "A0*ZZZZ9"} {
		f.Add(s, 3, -2)
	}
	f.Fuzz(func(t *testing.T, s string, dr, dc int) {
		cf := readFormula(s, 5)
		for _, c := range cf.sameRow {
			if c < 0 {
				t.Errorf("%q: column %d", s, c)
			}
		}
		shiftRefs(s, dr%1000, dc%100)
	})
}
