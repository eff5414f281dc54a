package quotes

import "testing"

// The GPU count written with the model ("8×H100 SXM5 80G") is the
// machine's even beside a spec column that names no GPU ("2×Xeon / 2TB");
// a note "单次租期不少于7天" is a 7-day minimum term.
func TestCountInModelBesideSpecAndMinTermNote(t *testing.T) {
	res := readCSV(t, "tiers.csv",
		"松涛云 GPU裸金属服务器（单位：元/台/天）",
		"机型,配置,价格",
		"8×H100 SXM5 80G,2×Xeon 8480C / 2TB,2880",
		"4×L40S 48G,2×Xeon 6430 / 512G,600",
		"注：单次租期不少于7天；台数按同一订单内同机型合计计算。",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d: %+v", len(res.Quotes), res.Problems)
	}
	for i, want := range []int{8, 4} {
		q := res.Quotes[i]
		if q.GPUsPerNode == nil || *q.GPUsPerNode != want || minHours(q) != 168 {
			t.Errorf("row %d: GPUs %v min %v, want %d and 168", q.SourceRow, q.GPUsPerNode, minHours(q), want)
		}
	}
}
