package quotes

import "testing"

// An item cell that states the minimum term in a remark gives the row its
// term; a row with a term column of its own keeps that; a cell with no
// lead word keeps none.
func TestSpecCellTerm(t *testing.T) {
	res := readCSV(t, "inq.tsv",
		"询价项,供应商,最终报价(元/卡/时)",
		"H20 96G×8（整机租用，不少于3个月）,恒川算力,5.45",
		"A800 80G SXM×8（整机，至少6个月起）,汉江智算,6.80",
		"RTX 4090×8（整机，按月）,淮扬云,1.95",
		`"8x H100 SXM 80GB node, reserved 3-month term (month 2 of 3)",Ridgeline,19.2`)
	want := []float64{2160, 4320, 0, 2160}
	if len(res.Quotes) != len(want) {
		t.Fatalf("%d quotes, problems %v", len(res.Quotes), res.Problems)
	}
	for i, q := range res.Quotes {
		got := 0.0
		if q.MinHours != nil {
			got = *q.MinHours
		}
		if got != want[i] {
			t.Errorf("row %d: min hours %v, want %v", q.SourceRow, got, want[i])
		}
	}
	res = readCSV(t, "own.csv",
		"GPU配置,供应商,单价(元/卡/时),租期",
		"H20 96G×8（不少于3个月）,恒川算力,5.45,12个月")
	if len(res.Quotes) != 1 || res.Quotes[0].MinHours == nil || *res.Quotes[0].MinHours != 8640 {
		t.Errorf("quotes %+v: want the 租期 column's 12 months", res.Quotes)
	}
	for _, w := range specTermLeads {
		r := rowIn{cells: map[string]cell{fSpec: {text: "H20 96G×8（" + w + " 3个月）", header: "配置"}}}
		specTerm(&r)
		if r.cells[fMinTerm].text == "" {
			t.Errorf("%q: no term read", w)
		}
	}
}
