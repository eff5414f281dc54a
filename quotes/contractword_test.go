package quotes

import "testing"

// A note whose first clause is a plan signed as a contract ("包季合约，季付",
// "annual contract") gives that plan's minimum term to an equivalent rate.
func TestNotePlanContractGivesTerm(t *testing.T) {
	for note, want := range map[string]float64{"包季合约，季付": 3, "包年协议": 1, "包月合同；月结": 1} {
		tm, words := notePlanTerm(note)
		if tm == nil || tm.Value != want || words == "" {
			t.Errorf("%q: %+v %q", note, tm, words)
		}
	}
	for _, note := range []string{"合同", "按量合同", "签约后开通，包年另议"} {
		if tm, _ := notePlanTerm(note); tm != nil {
			t.Errorf("%q gave %+v", note, tm)
		}
	}
	res := readCSV(t, "c.csv",
		"供应商,GPU,每台卡数,报价,备注",
		"朔风智算,H20 96G,8,折合 7.2元/卡·时,包季合约，季付",
	)
	if len(res.Quotes) != 1 || res.Quotes[0].MinHours == nil || *res.Quotes[0].MinHours != 2160 {
		t.Fatalf("%+v %+v", res.Quotes, res.Problems)
	}
}

func FuzzStripContractWord(f *testing.F) {
	for _, s := range []string{"包年合同", "合同", "", "annual contract", " 合约 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		stripContractWord(s)
	})
}
