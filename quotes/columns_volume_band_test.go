package quotes

import "testing"

// A count column of volume bands ("8 – 63", "256+") is each band's offer,
// not the GPUs of a machine: the machine's cards come from the line
// above the table, the minimum term from the file's line; a column of
// counts stays a count.
func TestVolumeBandsInRows(t *testing.T) {
	res := readCSV(t, "g.csv",
		"Kestrel Compute B.V. — Committed-volume GPU pricing (EUR per GPU-hour)",
		"Minimum term 6 months. Servers are 8-GPU HGX nodes unless noted.",
		"GPU model,Committed GPUs,Price €/GPU-h",
		"H100 SXM5 80GB,8 – 63,2.35",
		"H100 SXM5 80GB,64 – 255,2.15",
		"H100 SXM5 80GB,256+,1.95")
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes: %+v", len(res.Quotes), res.Problems)
	}
	for i, q := range res.Quotes {
		if !eqPtr(q.GPUsPerNode, 8) || q.Offer == "" || q.MinTerm == nil || q.MinTerm.Hours(DefaultHoursPerMonth) != 4320 {
			t.Errorf("quote %d: gpn %v offer %q min term %v", i, q.GPUsPerNode, q.Offer, q.MinTerm)
		}
	}
	if res.Quotes[2].Offer != "256+" {
		t.Errorf("offer %q, want the band", res.Quotes[2].Offer)
	}
	// 按量阶梯 in Chinese: the band beside an offer column is a note
	res = readCSV(t, "g.csv", "供应商,方案,GPU型号,承诺卡数,单价(元/卡/时)", "云杉,包年,H100 SXM,16-63,14.5", "云杉,包年,H100 SXM,64+,13.8")
	if len(res.Quotes) != 2 || res.Quotes[1].Offer != "包年" {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
	// counts, not bands
	q := onlyQuote(t, "Provider,GPU,GPUs,Price (USD per GPU-hour)", "Kestrel,H100 SXM,8,2.35")
	if !eqPtr(q.GPUsPerNode, 8) {
		t.Errorf("gpn %v", q.GPUsPerNode)
	}
}

func TestIsBand(t *testing.T) {
	for v, want := range map[string]bool{"8 – 63": true, "64-255": true, "256+": true, "8 ~ 63": true, "63 – 8": false, "8": false, "8卡": false, "2026-12": false} {
		if got := isBand(v); got != want {
			t.Errorf("isBand(%q) = %v", v, got)
		}
	}
}
