package app

import (
	"io"
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

// noisyLog is a log of n bytes of noise and then the step lines with the
// throughput, generated as it is read.
func noisyLog(n int) io.Reader {
	noise := strings.Repeat("dataloader: batch ok, nothing to see here\n", 1024)
	steps := "step: 1 tps: 100\nstep: 2 tps: 6,000\nstep: 3 tps: 6,100\n"
	return io.MultiReader(io.LimitReader(repeatReader(noise), int64(n)), strings.NewReader("\n"+steps))
}

type repeatReader string

func (r repeatReader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		n += copy(p[n:], r)
	}
	return n, nil
}

// Issue 25 class 3: the window read the first 64 MB of a log and took it
// for the whole; a log of any size is streamed and read to its end.
func TestBenchAreaReadsALargeLogToItsEnd(t *testing.T) {
	qs, _, _ := newTestQuotes(t, assets.LangEn)
	s := newBenchScreen(qs.u)
	s.gpus.SetText("8")
	s.importFrom(io.NopCloser(noisyLog(65<<20)), "train.log")
	waitFor(t, func() bool { return len(s.rows) == 1 })
	if r := s.rows[0].rec.Result; r.TokensPerSPerGPU == nil || *r.TokensPerSPerGPU != 6050 {
		t.Fatalf("stored %+v", r)
	}
}
