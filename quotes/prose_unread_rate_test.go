package quotes

import "testing"

// A line of prose with a GPU, a rate's unit and a bare figure ("A100 每卡时
// 6.5": no 元, no "/") beside a line that reads is refused at its line,
// never dropped unreported (the merged review of stop 40). Failed before:
// one quote stored, no problem.
func TestProseRateShapeWithBareFigureRefused(t *testing.T) {
	res := readText(t, "rate.txt", "青松算力报价\nH100 每卡时 9.8元\nA100 每卡时 6.5\n")
	if len(res.Quotes) != 1 || res.Quotes[0].Price != 9.8 {
		t.Fatalf("quotes %+v: want the H100's 9.8 only", res.Quotes)
	}
	if problemAt(res, 3) == nil {
		t.Errorf("problems %+v: want row 3 refused", res.Problems)
	}
	// a length with its period alone is no amount ("交期 3 天")
	res = readText(t, "len.txt", "青松算力报价\nH100 每卡时 9.8元，交期 3 天\n")
	if len(res.Quotes) != 1 || len(res.Problems) != 0 {
		t.Errorf("quotes %+v problems %+v: want one quote, no problem", res.Quotes, res.Problems)
	}
}
