package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"computecheck/calc"
)

// BenchmarkEstimateTask10MB: estimate given a 10 MB TASK.json (a name of
// 10 MB), refused from its size without reading it; through stdin, read to
// the 1 MiB limit and refused there. Issue 25's budget for any input up to
// 10 MB: under 2 s and 500 MB. Budget: 2 s per op.
func BenchmarkEstimateTask10MB(b *testing.B) {
	task := []byte(`{"model":"llama3.1-8b","name":"` + strings.Repeat("x", 10<<20) + `"}`)
	p := filepath.Join(b.TempDir(), "task.json")
	if err := os.WriteFile(p, task, 0o644); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if code := Run([]string{"estimate", p}, io.Discard, io.Discard); code != 1 {
			b.Fatal("a 10 MB TASK.json was not refused")
		}
		env := &Env{Stdin: bytes.NewReader(task)}
		if _, err := env.readInput("-", calc.MaxTaskBytes); err == nil {
			b.Fatal("10 MB on stdin was not refused")
		}
	}
}
