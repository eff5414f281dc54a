package bench

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"
)

func mustJSON(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func FuzzParse(f *testing.F) {
	for _, name := range []string{"kit_cpu_tiny.json", "kit_h800x8.json", "kit_oom.json"} {
		f.Add(readTestdata(f, name))
	}
	f.Add([]byte(`{"schema":"computecheck-bench/1","tokens_per_s":1e308,"gpu_count":1e19}`))
	f.Add([]byte(`{"schema":"computecheck-bench/1","tokens_per_s":5,"gpu_count":3,"tokens_per_s_per_gpu":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Parse(data, "f.json")
		if err != nil {
			return
		}
		// Whatever Parse accepts must survive a round trip.
		if _, err := Parse(mustJSON(t, r), "g.json"); err != nil {
			t.Fatalf("accepted result does not re-parse: %v", err)
		}
	})
}

func FuzzRead(f *testing.F) {
	for _, s := range []string{hfPrintedLog, hfMetricsBlock, hfTrainerState, hfAllResults, lfJSONL, lfConsole,
		dsEngine, megatronDS, megatronTGS, dsChat, titanLog, titanOld} {
		f.Add([]byte(s), uint8(0), 2048, 8)
	}
	f.Add([]byte("step: 1 tps: 9,9,9,9\ntps: .5 step:2"), uint8(5), 0, 0)
	f.Add([]byte("train_runtime = 1:2:3:4\ntrain_samples_per_second = 1e999"), uint8(2), 1, 1)
	formats := Formats()
	f.Fuzz(func(t *testing.T, data []byte, format uint8, seqLen, gpus int) {
		opt := Options{Format: formats[int(format)%len(formats)], SeqLen: seqLen, GPUs: gpus}
		r, err := Read(data, "f.log", opt)
		if err != nil {
			return
		}
		if r.TokensPerS == nil || !(*r.TokensPerS > 0) {
			t.Fatalf("accepted a result without a positive tokens/s: %+v", r)
		}
		if _, err := Parse(mustJSON(t, r), "g.json"); err != nil {
			t.Fatalf("accepted result does not re-parse: %v", err)
		}
	})
}

// FuzzReadFrom: a streamed log (fed in odd-sized pieces) reads as the same
// log in memory does, for every text log (one not starting with '{').
// Run with go test -run '^$' -fuzz FuzzReadFrom -fuzztime 10s ./bench
func FuzzReadFrom(f *testing.F) {
	for _, s := range []string{hfPrintedLog, hfMetricsBlock, dsEngine, megatronDS, dsChat, titanLog, titanOld, lfConsole} {
		f.Add([]byte(s), uint8(0), 2048, 8)
	}
	f.Add([]byte("step: 1 tps: 5\r\rstep: 2 tps: 7\r\n\rstep: 3 tps: 9"), uint8(5), 0, 1)
	formats := Formats()
	f.Fuzz(func(t *testing.T, data []byte, format uint8, seqLen, gpus int) {
		trim := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
		opt := Options{Format: formats[int(format)%len(formats)], SeqLen: seqLen, GPUs: gpus}
		if len(trim) > 0 && trim[0] == '{' || opt.Format == FormatJSON || opt.Format == FormatHF {
			return // a JSON document is read whole
		}
		want, werr := Read(data, "f.log", opt)
		got, gerr := ReadFrom(&oneByte{bytes.NewReader(data)}, "f.log", opt)
		if (werr == nil) != (gerr == nil) || werr == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("ReadFrom %+v, %v\nRead %+v, %v", got, gerr, want, werr)
		}
	})
}
