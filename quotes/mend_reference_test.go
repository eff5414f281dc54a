package quotes

import (
	"testing"
)

// Review of reference B1: a note naming the amount column (数量 × 单价,
// "最终以报价金额为准") never makes the amount the unit price: the amount is
// found first (amountColumns), and the note then names no price column.
func TestNoteNamingAmountKeepsUnitPrice(t *testing.T) {
	res := readCSV(t, "amount.csv",
		"供应商,型号,数量(台),单价(元/月),报价金额,计价单位",
		"岷江云,H100 SXM 80G 8卡,2,60000,120000,元/台/月",
		"岷江云,A800 SXM 80G 8卡,3,40000,120000,元/台/月",
		"",
		"备注：最终以报价金额为准。")
	if len(res.Quotes) != 2 || res.Quotes[0].Price != 60000 || res.Quotes[1].Price != 40000 {
		t.Errorf("quotes %s, problems %v: want the unit prices 60000|40000", bidPrices(res), res.Problems)
	}
}

