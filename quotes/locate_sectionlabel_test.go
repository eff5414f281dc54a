package quotes

import "testing"

// A section row that explains itself in a sentence still starts a new
// section: the yearly plan and its per-machine-month unit replace the
// monthly section above for the rows under it.
func TestSectionRowWithSentenceReplacesTheOneAbove(t *testing.T) {
	res := readCSV(t, "sections.csv",
		"瀚海数据 GPU整机租赁价目",
		"型号,配置,台数,价格",
		"【包月价格】,,,",
		"H800 SXM,8卡/台,2,92000/台",
		"【包年价格（合同一年，按月付款，下列为每台每月价格）】,,,",
		"A800 SXM,8卡/台,4,59000/台",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d: %+v", len(res.Quotes), res.Problems)
	}
	month, year := res.Quotes[0], res.Quotes[1]
	if minHours(month) != 720 || month.PriceUnit != "node_month" {
		t.Errorf("monthly row: min %v unit %s", minHours(month), month.PriceUnit)
	}
	if minHours(year) != 8760 || year.PriceUnit != "node_month" {
		t.Errorf("yearly row: min %v unit %s (the monthly section kept?)", minHours(year), year.PriceUnit)
	}
}
