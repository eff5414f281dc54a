package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"computecheck/assets"
	"computecheck/bench"
)

// A training log imported in the Benchmarks area is stored as the result
// read from it (a Trainer's all_results.json is JSON, but not a result),
// and its notes read in Chinese; the format list names the formats.
func TestBenchAreaImportsALogInChinese(t *testing.T) {
	qs, _, _ := newTestQuotes(t, assets.LangZh)
	s := newBenchScreen(qs.u)
	if len(s.format.Options) != len(bench.Formats()) || s.format.Selected != assets.T("bench.format.auto") {
		t.Fatalf("format list %q, chosen %q", s.format.Options, s.format.Selected)
	}
	for _, o := range s.format.Options {
		if strings.HasPrefix(o, "bench.format.") || o == "auto" || o == "hf" {
			t.Errorf("format shown raw: %q", o)
		}
	}
	s.gpus.SetText("8")
	s.importData([]byte(`{"epoch": 1.0, "train_runtime": 494.1, "train_samples_per_second": 12.952, "train_tokens_per_second": 3315.7}`), "all_results.json")
	waitFor(t, func() bool { return len(s.rows) == 1 })
	rec := s.rows[0].rec
	if rec.Result.Format != bench.FormatHF || rec.Result.TokensPerS == nil || len(rec.Result.Warnings) == 0 {
		t.Fatalf("stored %+v", rec.Result)
	}
	s.showDetail(s.rows[0])
	var text string
	for _, o := range s.detail.Objects {
		if l, ok := o.(*widget.Label); ok {
			text += l.Text + "\n"
		}
	}
	if !strings.Contains(text, "Trainer 在整个训练过程中的每卡平均值") || strings.Contains(text, "average") {
		t.Errorf("the notes of a log read:\n%s", text)
	}
}
