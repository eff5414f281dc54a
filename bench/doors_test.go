package bench

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
)

// Streaming reads every log of TestReadLogs as Read does: same format,
// same figures, same source line (text logs; the Trainer's JSON documents
// are read whole by Read).
func TestReadFromMatchesRead(t *testing.T) {
	for name, data := range map[string]string{"hf": hfPrintedLog, "hf block": hfMetricsBlock, "lf": lfJSONL, "lf console": lfConsole,
		"ds": dsEngine, "megatron": megatronDS, "tgs": megatronTGS, "chat": dsChat, "titan": titanLog, "titan old": titanOld} {
		opt := Options{SeqLen: 2048, GPUs: 8}
		want, err := Read([]byte(data), "x.log", opt)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		// one byte per Read: every line split across chunks
		got, err := ReadFrom(&oneByte{strings.NewReader(data)}, "x.log", opt)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: ReadFrom = %+v, %v\nRead = %+v", name, got, err, want)
		}
	}
}

type oneByte struct{ r io.Reader }

func (o *oneByte) Read(p []byte) (int, error) { return o.r.Read(p[:1]) }

// Issue 25 class 3: a log is read line by line in bounded memory. A line of
// any length (a sparse file, a progress bar never ended) keeps at most
// maxLineBytes; \r rewrites keep the last state even across chunks; a log
// past the limit is refused when the limit is reached, not after reading it.
func TestEachLineIsBounded(t *testing.T) {
	long := strings.Repeat("\x00", 10*maxLineBytes) // no newline for 640 kB
	in := long + "\nstep: 1 tps: 5\r" + strings.Repeat("x", 3*maxLineBytes) + "\rstep: 2 tps: 7\r\n"
	var got []logLine
	if err := eachLine(&oneByte{strings.NewReader(in)}, 1<<30, nil, func(l logLine) { got = append(got, l) }); err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || len(got[0].text) != maxLineBytes || got[1].text != "step: 2 tps: 7" || got[1].n != 2 {
		t.Errorf("lines: %d, first %d bytes, second %q", len(got), len(got[0].text), got[len(got)-1].text)
	}
	n := 0
	err := eachLine(io.LimitReader(zeros{}, 1<<40), 1<<20, nil, func(logLine) { n++ })
	if !errors.Is(err, errLogTooLarge) {
		t.Errorf("endless log: %v after %d lines", err, n)
	}
	defer func(l int64) { streamLimit = l }(streamLimit)
	streamLimit = 4 << 20 // MaxLogBytes, scaled down to keep the test quick
	_, err = ReadFrom(io.LimitReader(zeros{}, 1<<40), "zero.log", Options{GPUs: 8})
	var be *Error
	if !errors.As(err, &be) || be.Why.Key != "doors.bench.log_over" {
		t.Errorf("a log past %d bytes: %v", streamLimit, err)
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// A figure's readings are kept in bounded memory: past maxSamples the
// median is of the latest readings, and the count still says how many.
func TestSamplesKeepTheLatest(t *testing.T) {
	var s samples
	total := maxSamples + 1000
	for i := 1; i <= total; i++ {
		v := 100.0
		if i > total-maxSamples/2-10 {
			v = 200 // the last half and a bit: the median moves to 200
		}
		s.add(v, logLine{i, fmt.Sprint("line ", i)})
	}
	if len(s.ring) != maxSamples-1 {
		t.Fatalf("kept %d readings", len(s.ring))
	}
	m, line, n := s.steady()
	if m != 200 || n != total-1 || s.last().line.n != total || line.n <= total-maxSamples {
		t.Errorf("steady %g at line %d over %d, last %d", m, line.n, n, s.last().line.n)
	}
}

// Issue 25 class 4: a benchmark result's text fields carry no terminal
// controls: an ESC in gpu_name was stored and printed raw.
func TestParseSanitisesText(t *testing.T) {
	js := `{"schema":"computecheck-bench/1","gpu_name":"H100\u001b]0;pwned\u0007\u001b[2J","driver":"5\u202e50",
"tokens_per_s":1000,"gpu_count":1,"topology":"GPU0\tX\n\u001b[31mGPU1","task_name":"t\u009b2J","model":{"name":"m\u001b[1m"},
"errors":["oom\u001b[2J"],"source_line":"step \u001b[2J"}`
	r, err := Parse([]byte(js), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	all := r.GPUName + r.Driver + r.Topology + r.TaskName + r.ModelLabel() + strings.Join(r.Errors, "") + r.SourceLine
	if strings.ContainsAny(all, "\x1b\x07\u202e\u009b") {
		t.Errorf("kept a control: %q", all)
	}
	if r.GPUName != "H100]0;pwned[2J" || r.Topology != "GPU0\tX\n[31mGPU1" {
		t.Errorf("gpu_name %q topology %q", r.GPUName, r.Topology)
	}
	// a log's quoted line likewise
	lr, err := Read([]byte("step: 1 tps: 10\nstep: 2 tps: 20 \x1b]0;x\x07\u202e\n"), "t.log", Options{GPUs: 1})
	if err != nil || strings.ContainsAny(lr.SourceLine, "\x1b\x07\u202e") {
		t.Errorf("source line %q, %v", lr.SourceLine, err)
	}
}

// A result or a log is read through a limit: ReadFrom refuses a kit result
// it would have to hold whole.
func TestReadFromRefusesAResult(t *testing.T) {
	_, err := ReadFrom(bytes.NewReader([]byte(`{"schema":"computecheck-bench/1"}`)), "r.json", Options{Format: FormatJSON})
	var be *Error
	if !errors.As(err, &be) || be.Why.Key != "doors.bench.result_too_large" {
		t.Errorf("got %v", err)
	}
}
