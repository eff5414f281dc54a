package present

import (
	"strings"
	"testing"

	"computecheck/bench"
	"computecheck/calc"
	"computecheck/msg"
	"computecheck/quotes"
)

// A result that could not be compared says why, in the reader's language,
// and nothing more; a flagged one says why it is flagged instead of
// "agrees"; a quote without a price per GPU-hour adds no price sentence.
func TestBenchDetailUncomparedFlaggedUnpriced(t *testing.T) {
	_, err := bench.CompareTask(bench.Result{Errors: []string{"CUDA out of memory"}}, calc.Task{}, nil)
	if err == nil {
		t.Fatal("a run that measured nothing was compared")
	}
	got := BenchDetail(nil, err, nil, "zh")
	if len(got) != 1 || !strings.HasPrefix(got[0], "无法与估算比较：") || strings.Contains(got[0], "bench.") {
		t.Errorf("not compared: %q", got)
	}
	if got := BenchDetail(nil, nil, nil, "zh"); got != nil {
		t.Errorf("no comparison and no error: %q", got)
	}
	c := bench.Comparison{GPU: "H800-80G-SXM", GPUs: 8, MeasuredPerGPU: 5000, EstimatedPerGPU: 12000, Ratio: 5000.0 / 12000,
		Flagged: true, Why: msg.New("bench.err.not_measured", "x")}
	got = BenchDetail(&c, nil, &BenchPrice{Quote: quotes.Quote{Vendor: "v"}}, "en")
	if len(got) != 2 || !strings.HasPrefix(got[1], "！") || strings.Contains(strings.Join(got, "\n"), "agrees") {
		t.Errorf("flagged, unpriced: %q", got)
	}
	if !strings.Contains(got[0], "an estimate of 12,000") || !strings.Contains(got[0], "42%") {
		t.Errorf("comparison sentence %q", got[0])
	}
}
