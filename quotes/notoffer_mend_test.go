package quotes

import (
	"testing"
)

// Review mends of the not-offer change (set66).

// A cell giving 原价 and 现价 with more words after the current figure is
// read whole but for the earlier label and figure: a sold-out or paused
// current price is refused as unavailable, a tax basis after it is kept.
func TestCellVersionsKeepTheRest(t *testing.T) {
	res := readCSV(t, "clearance.csv",
		"峨眉算力 尾货",
		"型号,每台卡数,价格（元/卡·时）",
		"A40 48G,8,原价3.10，现价2.60（已售罄）",
		"A10 24G,8,原价3.10，现价2.60 暂停供应",
		"L20 48G,8,原价3.10，现价2.60（不含税）",
		"T4 16G,4,原价1.10，现价0.80",
	)
	got, n := rowPrices(res)
	if n[3] != 0 || !refusedRow(res, 3) {
		t.Errorf("sold out: %d quotes at %v, problems %+v", n[3], got[3], res.Problems)
	}
	if n[4] != 0 || !refusedRow(res, 4) {
		t.Errorf("paused: %d quotes at %v, problems %+v", n[4], got[4], res.Problems)
	}
	if n[6] != 1 || got[6] != 0.8 {
		t.Errorf("plain: %d quotes at %v", n[6], got[6])
	}
	for _, q := range res.Quotes {
		if q.SourceRow == 5 && q.TaxIncluded == nil {
			t.Errorf("row 5: the tax basis (不含税) is lost: %+v", q)
		}
	}
	if n[5] == 0 && !refusedRow(res, 5) {
		t.Errorf("row 5 vanished")
	}
}
