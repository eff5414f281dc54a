package quotes

import (
	"testing"
)

// MR0001 mend: a master row that leaves the vendor (and region) blank
// keeps the vendor a master above named; only the machine fields are
// replaced.
func TestMasterRowKeepsVendor(t *testing.T) {
	res := readCSV(t, "erp.csv", "供应商,GPU,每台卡数,计费,单价,单位",
		"天府算力,H100,8,,,",
		",,,按量,12.5,元/卡/时",
		",A100,8,,,",
		",,,按量,6.5,元/卡/时")
	if q, ok := mrQuoteAt(res, 3); !ok || q.Vendor != "天府算力" {
		t.Errorf("row 3: %+v %+v", q, res.Problems)
	}
	if q, ok := mrQuoteAt(res, 5); !ok || q.Vendor != "天府算力" || q.GPU == "" || q.Price != 6.5 {
		t.Errorf("row 5 keeps the vendor of the master above: %+v %+v", q, res.Problems)
	}
}

// MR0004 mend: an ISO 8601 duration of several parts is read exactly
// (P1Y6M eighteen months, P1DT12H thirty-six hours), or refused where its
// parts have no exact common unit (P1M15D: a month has no fixed days);
// never read as its first part alone.
func TestISODurationMultiPart(t *testing.T) {
	for s, want := range map[string]Term{"P1Y6M": {18, TermMonth}, "P1DT12H": {36, TermHour}, "P1W3D": {10, TermDay},
		"PT1H30M": {90, TermMinute}, "P2Y": {2, TermYear}, "PT1M30S": {90, TermSecond}, "P1DT0H": {1, TermDay}} {
		if got, err := ParseTerm(s); err != nil || got != want {
			t.Errorf("%s: %v %v, want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"P1M15D", "P1Y2DT3H", "P1Y6M1W"} {
		if got, err := ParseTerm(s); err == nil {
			t.Errorf("%s read as %v, want refused", s, got)
		}
	}
}
