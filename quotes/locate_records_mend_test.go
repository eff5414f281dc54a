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
