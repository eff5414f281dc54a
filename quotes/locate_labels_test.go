package quotes

import "testing"

// A formal quotation's head row holds two "label：value" cells: the vendor
// label's value is the company alone, not run into the date beside it.
func TestFormHeadLabelCellsEachALine(t *testing.T) {
	for _, second := range []string{"报价日期：2026年12月1日", "报价编号：YJ-Q-20261201-07"} {
		res := readCSV(t, "form.csv",
			"报  价  单",
			"报价单位：宁波甬江信息技术有限公司,"+second,
			"序号,品名,规格型号,单价,单位",
			"1,GPU云主机,1×L40S 48GB,4.2,元/卡/时")
		if len(res.Quotes) != 1 || res.Quotes[0].Vendor != "宁波甬江信息技术有限公司" {
			t.Fatalf("%s: %d quotes, problems %v", second, len(res.Quotes), res.Problems)
		}
	}
}
