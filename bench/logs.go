package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"computecheck/msg"
)

// Formats Read understands.
const (
	FormatAuto         = "auto"
	FormatJSON         = "json"         // the benchmark kit's result
	FormatHF           = "hf"           // Hugging Face Trainer final metrics
	FormatDeepSpeed    = "deepspeed"    // DeepSpeed / Megatron-DeepSpeed throughput lines
	FormatLLaMAFactory = "llamafactory" // LLaMA-Factory trainer_log.jsonl or its console lines
	FormatTorchtitan   = "torchtitan"   // torchtitan "tps:" lines
)

// Formats lists the formats for help texts, auto first.
func Formats() []string {
	return []string{FormatAuto, FormatJSON, FormatHF, FormatDeepSpeed, FormatLLaMAFactory, FormatTorchtitan}
}

// Options say how to read a file and what a log does not say itself.
type Options struct {
	Format string // one of Formats(); "" means auto
	// SeqLen is the tokens per sample, needed where a log counts samples
	// (Hugging Face, DeepSpeed): tokens/s = samples/s x SeqLen.
	SeqLen int
	// GPUs is how many GPUs the logged run used, needed to turn a total into
	// a per-GPU figure (or torchtitan's per-GPU figure into a total).
	GPUs int
}

// MaxLogBytes bounds what a log reader scans; past it the log is refused.
// A log is streamed (logscan.go), so this bounds the time, not the memory
// [assumed: a run's log is a few MB; 1 GiB takes about ten seconds].
const MaxLogBytes = 1 << 30

// streamLimit is MaxLogBytes for a streamed log (a test lowers it).
var streamLimit int64 = MaxLogBytes

// checkOptions validates what the caller says about the log and returns
// the format asked for ("auto" when none).
func checkOptions(filename string, opt Options) (string, *Error) {
	f := strings.ToLower(strings.TrimSpace(opt.Format))
	if f == "" {
		f = FormatAuto
	}
	var e *Error
	switch {
	case opt.SeqLen < 0 || opt.SeqLen > 1<<24:
		e = errAt("seq_len", 0, "bench.err.range_int", 1<<24, opt.SeqLen)
	case opt.GPUs < 0 || opt.GPUs > 1<<20:
		e = errAt("gpus", 0, "bench.err.range_int", 1<<20, opt.GPUs)
	case f != FormatAuto && !slices.Contains(Formats(), f):
		e = errAt("format", 0, "bench.err.format", opt.Format, strings.Join(Formats(), ", "))
	}
	if e != nil {
		e.File = filename
		return "", e
	}
	return f, nil
}

// Read reads a benchmark result or a training log held in memory into a
// Result. With Format auto it tells the kind from the content
// (DetectFormat). A log is scanned line by line all the same; ReadFrom
// reads one of any size from a stream.
func Read(data []byte, filename string, opt Options) (Result, error) {
	f, e := checkOptions(filename, opt)
	if e != nil {
		return Result{}, e
	}
	if trim := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))); f == FormatAuto && len(trim) > 0 && trim[0] != '{' {
		// A text log: every reader at once, in one pass (DetectFormat's
		// rules, line by line).
		if len(data) > MaxLogBytes {
			e := errAt("", 0, "bench.err.log_too_large", len(data), MaxLogBytes)
			e.File = filename
			return Result{}, e
		}
		return scanLog(bytes.NewReader(data), data, filename, f, opt)
	}
	if f == FormatAuto {
		var ok bool
		if f, ok = DetectFormat(data); !ok {
			e := errAt("", 0, "bench.err.unknown_file")
			e.File = filename
			return Result{}, e
		}
	}
	if f == FormatJSON {
		return Parse(data, filename)
	}
	if len(data) > MaxLogBytes {
		e := errAt("", 0, "bench.err.log_too_large", len(data), MaxLogBytes)
		e.File = filename
		return Result{}, e
	}
	return scanLog(bytes.NewReader(data), data, filename, f, opt)
}

// ReadFrom reads a training log of any size from r, one line at a time in
// bounded memory; a benchmark kit's result (a JSON document) is read by
// Read or Parse, which hold it whole. With Format auto the log's kind is
// told from all of it, by DetectFormat's rules.
func ReadFrom(r io.Reader, filename string, opt Options) (Result, error) {
	f, e := checkOptions(filename, opt)
	if e != nil {
		return Result{}, e
	}
	if f == FormatJSON {
		e := errAt("", 0, "doors.bench.result_too_large", MaxResultBytes)
		e.File = filename
		return Result{}, e
	}
	return scanLog(r, nil, filename, f, opt)
}

// scanLog reads a log in format f (auto: every format at once, then the
// first that DetectFormat would choose). doc is the whole log when it is
// in memory, for the Trainer's JSON documents.
func scanLog(r io.Reader, doc []byte, filename, f string, opt Options) (Result, error) {
	fail := func(e *Error) (Result, error) {
		e.File = filename
		return Result{}, e
	}
	if f == FormatHF && doc != nil {
		if m, ok, e := hfJSON(doc); ok {
			if e != nil {
				return fail(e)
			}
			res, e := hfResult(m, opt, nil)
			if e != nil {
				return fail(e)
			}
			res.Format = f
			return res, nil
		}
	}
	var (
		lf    lfScan
		ds    dsScan
		titan titanScan
	)
	err := eachLine(r, streamLimit, anyLogWord(), func(l logLine) {
		switch f {
		case FormatHF:
			lf.hf.add(l)
		case FormatLLaMAFactory:
			lf.add(l)
		case FormatDeepSpeed:
			ds.add(l)
		case FormatTorchtitan:
			titan.add(l)
		default:
			lf.add(l)
			ds.add(l)
			titan.add(l)
		}
	})
	if errors.Is(err, errLogTooLarge) {
		return fail(errAt("", 0, "doors.bench.log_over", streamLimit))
	}
	if err != nil {
		return Result{}, msg.Because(err, "store.cannot_read", filename)
	}
	if f == FormatAuto {
		switch {
		case lf.seen:
			f = FormatLLaMAFactory
		case titan.seenTPS && titan.seenStep:
			f = FormatTorchtitan
		case ds.seen:
			f = FormatDeepSpeed
		case lf.hf.found:
			f = FormatHF
		default:
			return fail(errAt("", 0, "bench.err.unknown_file"))
		}
	}
	var (
		res Result
		e   *Error
	)
	switch f {
	case FormatHF:
		res, e = lf.hf.result(opt)
	case FormatLLaMAFactory:
		if lf.xs.len() == 0 && doc != nil {
			// LLaMA-Factory runs the Hugging Face Trainer: its final metrics do.
			if m, ok, _ := hfJSON(doc); ok && m.line.text != "" {
				lf.hf = hfScan{m: m, found: true}
			}
		}
		res, e = lf.result(opt)
	case FormatDeepSpeed:
		res, e = ds.result(opt)
	case FormatTorchtitan:
		res, e = titan.result(opt)
	}
	if e != nil {
		return fail(e)
	}
	res.Format = f
	return res, nil
}

var (
	reANSI = regexp.MustCompile(`\x1b\[[0-9;]*[A-Za-z]`)
	// A number as Python prints it, optionally with thousands separators.
	numPat = `([0-9][0-9,]*\.?[0-9]*(?:[eE][-+]?[0-9]+)?|\.[0-9]+)`

	reHFKey = regexp.MustCompile(`['"]?(train_samples_per_second|train_steps_per_second|train_tokens_per_second|train_runtime)['"]?\s*[:=]\s*['"]?([0-9][0-9:.,eE+-]*)`)

	reLFThroughput = regexp.MustCompile(`['"]throughput['"]\s*:\s*` + numPat)

	reTitanStep = regexp.MustCompile(`\bstep:\s*([0-9]+)`)
	reTitanTPS  = regexp.MustCompile(`\b(?:tps|wps):\s*` + numPat)
	reTitanMem  = regexp.MustCompile(`\bmemory:\s*` + numPat + `\s*GiB`)
	reTitanMFU  = regexp.MustCompile(`\bmfu:\s*` + numPat + `\s*%`)
	reTitanTF   = regexp.MustCompile(`\btflops:\s*` + numPat)

	reDSRunning  = regexp.MustCompile(`RunningAvgSamplesPerSec=` + numPat)
	reDSCurrent  = regexp.MustCompile(`CurrSamplesPerSec=` + numPat)
	reMegatron   = regexp.MustCompile(`(?i)samples per second:\s*` + numPat)
	reTGS        = regexp.MustCompile(`(?i)tokens per gpu per second \(tgs\):\s*` + numPat)
	reDSChat     = regexp.MustCompile(`Samples/sec:\s*` + numPat)
	reDSGeneric  = regexp.MustCompile(`(?i)samples/s(?:ec)?\s*[:=]?\s*` + numPat)
	reTFLOPs     = regexp.MustCompile(`(?i)\bTFLOPs(?:/s)?\s*[:=]\s*` + numPat)
	reSeqLenLine = regexp.MustCompile(`(?i)Sequence Length:\s*([0-9]+)`)
	reDSMemMax   = regexp.MustCompile(`MaxMemAllocated=` + numPat + `GB`)
)

// DetectFormat tells a kit result from the logs Read understands.
func DetectFormat(data []byte) (string, bool) {
	trim := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	if len(trim) > 0 && trim[0] == '{' {
		var obj map[string]json.RawMessage
		if json.Unmarshal(trim, &obj) == nil {
			switch {
			case obj["schema"] != nil:
				return FormatJSON, true
			case obj["log_history"] != nil, obj["train_samples_per_second"] != nil,
				obj["train_tokens_per_second"] != nil, obj["train_runtime"] != nil:
				return FormatHF, true
			case obj["throughput"] != nil || obj["current_steps"] != nil:
				return FormatLLaMAFactory, true
			case obj["tokens_per_s"] != nil:
				return FormatJSON, true // a kit result without its schema: Parse says so
			}
		}
	}
	text := data
	if len(text) > MaxLogBytes {
		text = text[:MaxLogBytes]
	}
	if bytes.IndexByte(text, 0x1b) >= 0 { // torchtitan colours its fields
		text = reANSI.ReplaceAll(text, nil)
	}
	switch {
	case reLFThroughput.Match(text):
		return FormatLLaMAFactory, true
	case reTitanTPS.Match(text) && reTitanStep.Match(text):
		return FormatTorchtitan, true
	case reDSRunning.Match(text), reMegatron.Match(text), reTGS.Match(text), reDSChat.Match(text), reDSCurrent.Match(text):
		return FormatDeepSpeed, true
	case reHFKey.Match(text):
		return FormatHF, true
	case len(trim) > 0 && trim[0] == '{':
		// Broken JSON with no log line in it: let Parse name the syntax error.
		return FormatJSON, true
	}
	return "", false
}

// logLine is one line of a log with its 1-based number.
type logLine struct {
	n    int
	text string
}

// parseNum reads a number printed with optional thousands separators.
func parseNum(s string) (float64, bool) {
	f, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, false
	}
	return f, true
}

// parseRuntime reads seconds, or H:MM:SS(.ss) as the Trainer's metrics block prints it.
func parseRuntime(s string) (float64, bool) {
	s = strings.TrimRight(s, ",")
	if !strings.Contains(s, ":") {
		return parseNum(s)
	}
	parts := strings.Split(s, ":")
	if len(parts) > 3 {
		return 0, false
	}
	total := 0.0
	for _, p := range parts {
		f, err := strconv.ParseFloat(p, 64)
		if err != nil || f < 0 || math.IsInf(f, 0) || math.IsNaN(f) {
			return 0, false
		}
		total = total*60 + f
	}
	return total, true
}

// sample is one figure read from a log line.
type sample struct {
	v    float64
	line logLine
}

func fptr(v float64) *float64 { return &v }

// finish fills a Result from a log's throughput. total is tokens/s of the
// whole run when perGPU is false, of one GPU when it is true.
func finish(v float64, perGPU bool, steps int, line logLine, opt Options, warnings []msg.Msg) (Result, *Error) {
	if !(v > 0) || v > 1e10 {
		return Result{}, errAt("tokens_per_s", line.n, "bench.err.not_positive_tps", v)
	}
	r := Result{Schema: Schema, GPUCount: opt.GPUs, SeqLen: opt.SeqLen, Steps: steps, Errors: []string{}, Warnings: warnings}
	gpus := opt.GPUs
	if perGPU {
		if gpus == 0 {
			gpus = 1
			r.Warnings = append(r.Warnings, msg.New("bench.warn.total_assumes_one_gpu"))
		}
		r.TokensPerSPerGPU = fptr(v)
		r.TokensPerS = fptr(v * float64(gpus))
	} else {
		r.TokensPerS = fptr(v)
		if gpus > 0 {
			r.TokensPerSPerGPU = fptr(v / float64(gpus))
		} else {
			r.Warnings = append(r.Warnings, msg.New("bench.warn.no_per_gpu"))
		}
	}
	r.SourceLine = clipLine(line.text)
	return r, nil
}

// ---- Hugging Face Trainer

type hfMetrics struct {
	samples, steps, tokens, runtime *float64
	line                            logLine
}

// hfJSON reads the Trainer's final speed metrics from a JSON document:
// trainer_state.json (log_history), all_results.json / train_results.json.
// ok is false when data is no JSON object.
func hfJSON(data []byte) (hfMetrics, bool, *Error) {
	trim := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	if len(trim) == 0 || trim[0] != '{' {
		return hfMetrics{}, false, nil
	}
	var obj map[string]any
	if json.Unmarshal(trim, &obj) != nil {
		return hfMetrics{}, false, nil
	}
	if hist, ok := obj["log_history"].([]any); ok {
		for i := len(hist) - 1; i >= 0; i-- {
			if e, ok := hist[i].(map[string]any); ok {
				if m, ok := hfFromMap(e); ok {
					return m, true, nil
				}
			}
		}
		return hfMetrics{}, true, errAt("log_history", 0, "bench.err.hf_unfinished")
	}
	if m, ok := hfFromMap(obj); ok {
		return m, true, nil
	}
	return hfMetrics{}, true, errAt("train_samples_per_second", 0, "bench.err.hf_not_metrics")
}

// hfScan finds the last line (or metrics block) of a printed log that
// names the speed metrics.
type hfScan struct {
	m     hfMetrics
	found bool
}

func (h *hfScan) add(l logLine) {
	if !strings.Contains(l.text, "train_") {
		return
	}
	ms := reHFKey.FindAllStringSubmatch(l.text, -1)
	if len(ms) == 0 {
		return
	}
	// A printed dict holds all keys on one line; the "***** train
	// metrics *****" block has one per line. A new dict starts afresh.
	if len(ms) > 1 || strings.Contains(l.text, "{") {
		h.m = hfMetrics{}
	}
	for _, g := range ms {
		var v float64
		var ok bool
		if g[1] == "train_runtime" {
			v, ok = parseRuntime(strings.Trim(g[2], "'\""))
		} else {
			v, ok = parseNum(strings.TrimRight(g[2], ",'\""))
		}
		if !ok {
			continue
		}
		switch g[1] {
		case "train_samples_per_second":
			h.m.samples = fptr(v)
			h.m.line = logLine{l.n, clipLine(l.text)}
		case "train_tokens_per_second":
			h.m.tokens = fptr(v)
			h.m.line = logLine{l.n, clipLine(l.text)}
		case "train_steps_per_second":
			h.m.steps = fptr(v)
		case "train_runtime":
			h.m.runtime = fptr(v)
		}
		h.found = true
	}
}

func (h *hfScan) metrics() (hfMetrics, *Error) {
	if !h.found || (h.m.samples == nil && h.m.tokens == nil) {
		return hfMetrics{}, errAt("train_samples_per_second", 0, "bench.err.hf_none")
	}
	return h.m, nil
}

func (h *hfScan) result(opt Options) (Result, *Error) {
	m, err := h.metrics()
	if err != nil {
		return Result{}, err
	}
	return hfResult(m, opt, nil)
}

func hfFromMap(e map[string]any) (hfMetrics, bool) {
	get := func(k string) *float64 {
		switch v := e[k].(type) {
		case float64:
			return fptr(v)
		case string:
			if k == "train_runtime" {
				if f, ok := parseRuntime(v); ok {
					return fptr(f)
				}
			}
			if f, ok := parseNum(v); ok {
				return fptr(f)
			}
		}
		return nil
	}
	m := hfMetrics{samples: get("train_samples_per_second"), steps: get("train_steps_per_second"),
		tokens: get("train_tokens_per_second"), runtime: get("train_runtime")}
	if m.samples == nil && m.tokens == nil {
		return m, false
	}
	b, _ := json.Marshal(map[string]any{"train_samples_per_second": e["train_samples_per_second"],
		"train_runtime": e["train_runtime"], "train_tokens_per_second": e["train_tokens_per_second"]})
	m.line = logLine{text: string(b)}
	return m, true
}

func hfResult(m hfMetrics, opt Options, warnings []msg.Msg) (Result, *Error) {
	var (
		r   Result
		err *Error
	)
	switch {
	case m.tokens != nil && *m.tokens > 0:
		// TrainingArguments.include_tokens_per_second: "tokens per second per device".
		r, err = finish(*m.tokens, true, 0, m.line, opt, append(warnings, msg.New("bench.warn.hf_tokens_avg")))
	case m.samples != nil:
		if opt.SeqLen <= 0 {
			return Result{}, errAt("seq_len", m.line.n, "bench.err.needs_seq_len")
		}
		// train_samples_per_second counts every process's samples (total_train_batch_size).
		r, err = finish(*m.samples*float64(opt.SeqLen), false, 0, m.line, opt, append(warnings,
			msg.New("bench.warn.samples_x_seq_len", "train_samples_per_second"), msg.New("bench.warn.hf_samples_avg")))
	default:
		return Result{}, errAt("train_samples_per_second", 0, "bench.err.missing")
	}
	if err != nil {
		return r, err
	}
	if m.runtime != nil {
		r.DurationS = fptr(*m.runtime)
	}
	if m.steps != nil && *m.steps > 0 && m.samples != nil {
		// samples per step over seq_len would be the global batch; keep the step time.
		r.StepTimeS = fptr(1 / *m.steps)
	}
	if m.runtime != nil && m.steps != nil {
		r.Steps = int(math.Round(*m.runtime * *m.steps))
	}
	return r, nil
}

// ---- LLaMA-Factory

// lfScan reads trainer_log.jsonl lines, which carry "throughput" (tokens/s
// over every process, since the start: num_input_tokens_seen / elapsed);
// the console prints the same figure as 'throughput': N. LLaMA-Factory runs
// the Hugging Face Trainer: without a throughput its final metrics do.
type lfScan struct {
	xs   samples
	seen bool // a throughput field was named (DetectFormat's test)
	hf   hfScan
}

func (s *lfScan) add(l logLine) {
	s.hf.add(l)
	if !strings.Contains(l.text, "throughput") {
		return
	}
	t := strings.TrimSpace(l.text)
	if strings.HasPrefix(t, "{") && strings.Contains(t, `"throughput"`) {
		var e struct {
			Throughput *float64 `json:"throughput"`
		}
		if json.Unmarshal([]byte(t), &e) == nil && e.Throughput != nil {
			s.seen = true
			if *e.Throughput > 0 {
				s.xs.add(*e.Throughput, l)
			}
			return
		}
	}
	if g := reLFThroughput.FindStringSubmatch(l.text); g != nil {
		s.seen = true
		if v, ok := parseNum(g[1]); ok && v > 0 {
			s.xs.add(v, l)
		}
	}
}

func (s *lfScan) result(opt Options) (Result, *Error) {
	if s.xs.len() == 0 {
		m, err := s.hf.metrics()
		if err != nil {
			return Result{}, errAt("throughput", 0, "bench.err.lf_none")
		}
		return hfResult(m, opt, nil)
	}
	last := s.xs.last()
	return finish(last.v, false, s.xs.len(), last.line, opt, []msg.Msg{msg.New("bench.warn.lf_throughput")})
}

// ---- DeepSpeed

type dsScan struct {
	running, current, megatron, tgs, chat, generic, tflops samples
	seqLen                                                 int
	memMax                                                 float64
	seen                                                   bool // a DeepSpeed or Megatron throughput line (DetectFormat's test)
	scratch                                                []byte
}

func (s *dsScan) add(l logLine) {
	t := l.text
	low := lowerASCII(&s.scratch, []byte(t))
	if !bytes.Contains(low, []byte("samples")) && !bytes.Contains(low, []byte("tflops")) && !bytes.Contains(low, []byte("tgs")) && !strings.Contains(t, "MaxMemAllocated") {
		return
	}
	if g := reDSRunning.FindStringSubmatch(t); g != nil {
		s.seen = true
		if v, ok := parseNum(g[1]); ok {
			s.running.add(v, l)
		}
	}
	if g := reDSCurrent.FindStringSubmatch(t); g != nil {
		s.seen = true
		if v, ok := parseNum(g[1]); ok {
			s.current.add(v, l)
		}
	}
	if g := reTGS.FindStringSubmatch(t); g != nil {
		s.seen = true
		if v, ok := parseNum(g[1]); ok {
			s.tgs.add(v, l)
		}
	}
	if g := reMegatron.FindStringSubmatch(t); g != nil {
		s.seen = true
		if v, ok := parseNum(g[1]); ok {
			s.megatron.add(v, l)
		}
	} else if g := reDSChat.FindStringSubmatch(t); g != nil {
		s.seen = true
		if v, ok := parseNum(g[1]); ok {
			s.chat.add(v, l)
		}
		if g := reSeqLenLine.FindStringSubmatch(t); g != nil {
			s.seqLen, _ = strconv.Atoi(g[1])
		}
	} else if g := reDSGeneric.FindStringSubmatch(t); g != nil && !strings.Contains(t, "SamplesPerSec") {
		if v, ok := parseNum(g[1]); ok {
			s.generic.add(v, l)
		}
	}
	if g := reTFLOPs.FindStringSubmatch(t); g != nil {
		if v, ok := parseNum(g[1]); ok && v > 0 {
			s.tflops.add(v, l)
		}
	}
	if g := reDSMemMax.FindStringSubmatch(t); g != nil {
		if v, ok := parseNum(g[1]); ok && v > s.memMax {
			s.memMax = v
		}
	}
}

func (s *dsScan) result(opt Options) (Result, *Error) {
	if opt.SeqLen == 0 && s.seqLen > 0 {
		opt.SeqLen = s.seqLen
	}
	var (
		v       float64
		line    logLine
		n       int
		perGPU  bool
		warning msg.Msg
	)
	if s.tgs.len() > 0 {
		// Megatron-DeepSpeed's own per-GPU token rate: no seq_len needed.
		v, line, n := s.tgs.steady()
		r, err := finish(v, true, n, line, opt, []msg.Msg{msg.New("bench.warn.megatron_tgs")})
		if err != nil {
			return r, err
		}
		if s.tflops.len() > 0 {
			tf, _, _ := s.tflops.steady()
			r.TFLOPsPerGPU = fptr(tf)
		}
		return r, nil
	}
	switch {
	case s.megatron.len() > 0:
		// Megatron-DeepSpeed: global batch / iteration time, all GPUs.
		v, line, n = s.megatron.steady()
		warning = msg.New("bench.warn.megatron_samples")
	case s.chat.len() > 0:
		// DeepSpeed-Chat print_throughput: per-device batch / step time.
		v, line, n = s.chat.steady()
		perGPU = true
		warning = msg.New("bench.warn.dschat_samples")
	case s.running.len() > 0:
		// The engine's ThroughputTimer: train_batch_size (all GPUs) per second,
		// averaged since it started; the last reading is the steadiest.
		last := s.running.last()
		v, line, n = last.v, last.line, s.running.len()
		warning = msg.New("bench.warn.ds_running")
	case s.current.len() > 0:
		v, line, n = s.current.steady()
		warning = msg.New("bench.warn.ds_current")
	case s.generic.len() > 0:
		v, line, n = s.generic.steady()
		warning = msg.New("bench.warn.ds_generic")
	default:
		return Result{}, errAt("samples/sec", 0, "bench.err.ds_none")
	}
	if opt.SeqLen <= 0 {
		return Result{}, errAt("seq_len", line.n, "bench.err.needs_seq_len")
	}
	r, err := finish(v*float64(opt.SeqLen), perGPU, n, line, opt, []msg.Msg{warning,
		msg.New("bench.warn.samples_x_seq_len", "samples/s")})
	if err != nil {
		return r, err
	}
	r.SeqLen = opt.SeqLen
	if s.tflops.len() > 0 {
		tf, _, _ := s.tflops.steady()
		r.TFLOPsPerGPU = fptr(tf)
	}
	if s.memMax > 0 {
		// MaxMemAllocated is max_memory_allocated in GB (2^30 bytes in DeepSpeed's see_memory_usage).
		b := int64(s.memMax * (1 << 30))
		r.PeakMemoryBytes = &b
		r.Warnings = append(r.Warnings, msg.New("bench.warn.ds_peak_memory"))
	}
	return r, nil
}

// ---- torchtitan

type titanScan struct {
	tps, mfu, tf      samples
	memGiB            float64
	seenStep, seenTPS bool // DetectFormat's test, over the whole log
}

func (s *titanScan) add(l logLine) {
	if !strings.Contains(l.text, "ps:") && !strings.Contains(l.text, "step:") {
		return
	}
	step := reTitanStep.MatchString(l.text)
	g := reTitanTPS.FindStringSubmatch(l.text)
	s.seenStep = s.seenStep || step
	s.seenTPS = s.seenTPS || g != nil
	if !step || g == nil {
		return
	}
	v, ok := parseNum(g[1])
	if !ok {
		return
	}
	s.tps.add(v, l)
	if g := reTitanMFU.FindStringSubmatch(l.text); g != nil {
		if v, ok := parseNum(g[1]); ok {
			s.mfu.add(v/100, l)
		}
	}
	if g := reTitanTF.FindStringSubmatch(l.text); g != nil {
		if v, ok := parseNum(g[1]); ok && v > 0 {
			s.tf.add(v, l)
		}
	}
	if g := reTitanMem.FindStringSubmatch(l.text); g != nil {
		if v, ok := parseNum(g[1]); ok && v > s.memGiB {
			s.memGiB = v
		}
	}
}

func (s *titanScan) result(opt Options) (Result, *Error) {
	if s.tps.len() == 0 {
		return Result{}, errAt("tps", 0, "bench.err.tt_none")
	}
	v, line, n := s.tps.steady()
	// torchtitan logs tokens per second per device (metrics.py: ntokens_since_last_log / time_delta, per rank).
	r, err := finish(v, true, n, line, opt, []msg.Msg{msg.New("bench.warn.torchtitan_tps")})
	if err != nil {
		return r, err
	}
	if s.mfu.len() > 0 {
		m, _, _ := s.mfu.steady()
		r.MFU = fptr(m)
	}
	if s.tf.len() > 0 {
		t, _, _ := s.tf.steady()
		r.TFLOPsPerGPU = fptr(t)
	}
	if s.memGiB > 0 {
		// torchtitan's "memory:" is torch.cuda.max_memory_reserved in GiB.
		b := int64(s.memGiB * (1 << 30))
		r.PeakMemoryBytes = &b
	}
	return r, nil
}
