package quotes

import (
	"strconv"
	"testing"
)

// Headers naming measured figures are read as nothing, whatever synonym
// they hold (BM0001-); a price header restating the offer in another
// card's terms is a yardstick (BM0101-).
func TestMeasuredFigureHeaders(t *testing.T) {
	for h, want := range map[string]bool{
		"每卡 tokens/s": true, "实测吞吐（tokens/s/卡）": true, "MFU": true, "峰值显存(GB)": true,
		"首token延迟P50(ms)": true, "性价比指数（A100=100）": true, "Tokens/s per GPU": true,
		"显存": false, "单价(元/卡·时)": false, "Scores": false, "卡数": false, "Storage (TB)": false,
	} {
		if got := measuredFigureHeader(h); got != want {
			t.Errorf("measuredFigureHeader(%q) = %v, want %v", h, got, want)
		}
		if got := headerScores(h)[fIgnore].rule == ruleHdrMeasure; got != want && want {
			t.Errorf("%q: not read as nothing by %s", h, ruleHdrMeasure)
		}
	}
	for h, want := range map[string]bool{"等效A100卡时价（元）": true, "A100-equivalent $/GPU-hr": true, "等效卡时价": false, "折合卡时价（元/卡·时）": false} {
		if got := gpuEquivHeader(h) != ""; got != want {
			t.Errorf("gpuEquivHeader(%q) = %v, want %v", h, got, want)
		}
	}
}

// A row whose first cell marks a yardstick (another seller's or the
// market's price) is no offer (YS0001-); a vendor cell withholding the
// seller's name names no seller (AV0001-).
func TestYardstickRowsAndAnonymousVendors(t *testing.T) {
	for s, want := range map[string]bool{
		"对标：A100 80GB SXM4（友商市场价）": true, "Reference: hyperscaler H100 on-demand list price (public)": true,
		"行业均价": true, "参考价格": true, "云启-H8": false, "H800 SXM5 80G": false, "Referenced Cloud Ltd": false,
	} {
		if got := yardstickRow(s); got != want {
			t.Errorf("yardstickRow(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{"某平台（应要求匿名）": true, "Undisclosed provider": true, "某算力科技有限公司": false, "蜀芯智算": false} {
		if got := anonymousVendor(s) != ""; got != want {
			t.Errorf("anonymousVendor(%q) = %v, want %v", s, got, want)
		}
	}
}

// A column of MIN/MAX/AVERAGE formulas over two or more price columns of
// its row is a comparison, no offer (XF-FORMULA-AGGREGATE).
func TestAggregateFormulaColumn(t *testing.T) {
	cs := colReads{
		{header: "熊猫智算云", values: []string{"1.88", "8640"}, fieldScore: fieldScore{field: fPrice}},
		{header: "算力方舟", values: []string{"1.95", "8900"}, fieldScore: fieldScore{field: fPrice}},
		{header: "最低报价", values: []string{"1.88", "8640"}, fieldScore: fieldScore{field: fPrice}},
	}
	min := func(row int) cellFormula {
		return readFormula("=MIN(A"+strconv.Itoa(row)+":B"+strconv.Itoa(row)+")", row)
	}
	if of, ok := aggregateOf(cs, []cellFormula{min(5), min(6)}, 2); !ok || of == "" {
		t.Fatalf("=MIN over the row's two price columns: not read as an aggregate (%q)", of)
	}
	sum := func(row int) cellFormula { return readFormula("=A"+strconv.Itoa(row)+"+B"+strconv.Itoa(row), row) }
	if _, ok := aggregateOf(cs, []cellFormula{sum(5), sum(6)}, 2); ok {
		t.Error("a sum of two prices read as a comparison")
	}
	if _, ok := aggregateOf(cs, []cellFormula{min(5), {}}, 2); ok {
		t.Error("a column with a typed cell read as a comparison")
	}
}
