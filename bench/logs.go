package bench

import (
	"bytes"
	"encoding/json"
	"math"
	"regexp"
	"sort"
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

// maxLogBytes bounds what a log reader scans.
const maxLogBytes = 1 << 30

// Read reads a benchmark result or a training log into a Result. With
// Format auto it tells the kind from the content (DetectFormat).
func Read(data []byte, filename string, opt Options) (Result, error) {
	f := strings.ToLower(strings.TrimSpace(opt.Format))
	if f == "" || f == FormatAuto {
		var ok bool
		if f, ok = DetectFormat(data); !ok {
			e := errAt("", 0, "bench.err.unknown_file")
			e.File = filename
			return Result{}, e
		}
	}
	if opt.SeqLen < 0 || opt.SeqLen > 1<<24 {
		e := errAt("seq_len", 0, "bench.err.range_int", 1<<24, opt.SeqLen)
		e.File = filename
		return Result{}, e
	}
	if opt.GPUs < 0 || opt.GPUs > 1<<20 {
		e := errAt("gpus", 0, "bench.err.range_int", 1<<20, opt.GPUs)
		e.File = filename
		return Result{}, e
	}
	if f != FormatJSON && len(data) > maxLogBytes {
		e := errAt("", 0, "bench.err.log_too_large", len(data), maxLogBytes)
		e.File = filename
		return Result{}, e
	}
	var (
		r   Result
		err *Error
	)
	switch f {
	case FormatJSON:
		return Parse(data, filename)
	case FormatHF:
		r, err = readHF(data, opt)
	case FormatLLaMAFactory:
		r, err = readLLaMAFactory(data, opt)
	case FormatDeepSpeed:
		r, err = readDeepSpeed(data, opt)
	case FormatTorchtitan:
		r, err = readTorchtitan(data, opt)
	default:
		e := errAt("format", 0, "bench.err.format", opt.Format, strings.Join(Formats(), ", "))
		e.File = filename
		return Result{}, e
	}
	if err != nil {
		err.File = filename
		return Result{}, err
	}
	r.Format = f
	return r, nil
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
	if len(text) > maxLogBytes {
		text = text[:maxLogBytes]
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

func lines(data []byte) []logLine {
	var out []logLine
	n := 0
	for len(data) > 0 {
		n++
		i := bytes.IndexByte(data, '\n')
		var l []byte
		if i < 0 {
			l, data = data, nil
		} else {
			l, data = data[:i], data[i+1:]
		}
		// Progress bars rewrite a line with \r: the last state is what counts.
		if j := bytes.LastIndexByte(bytes.TrimRight(l, "\r"), '\r'); j >= 0 {
			l = l[j+1:]
		}
		s := strings.TrimRight(string(l), "\r")
		if strings.IndexByte(s, 0x1b) >= 0 {
			s = reANSI.ReplaceAllString(s, "")
		}
		out = append(out, logLine{n, s})
	}
	return out
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

// steady drops the first reading (it carries start-up: compilation, cache
// warm-up) when there are at least three, and returns the median and the
// line of the reading nearest to it.
func steady(xs []sample) (float64, logLine, int) {
	if len(xs) >= 3 {
		xs = xs[1:]
	}
	s := append([]sample(nil), xs...)
	sort.SliceStable(s, func(i, j int) bool { return s[i].v < s[j].v })
	n := len(s)
	m := s[n/2].v
	if n%2 == 0 {
		m = (s[n/2-1].v + s[n/2].v) / 2
	}
	return m, s[n/2].line, n
}

func fptr(v float64) *float64 { return &v }

func clipLine(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > 300 {
		s = s[:297] + "..."
	}
	return s
}

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

func readHF(data []byte, opt Options) (Result, *Error) {
	m, err := hfFind(data)
	if err != nil {
		return Result{}, err
	}
	return hfResult(m, opt, nil)
}

// hfFind looks for the Trainer's final speed metrics: in trainer_state.json
// (log_history), all_results.json / train_results.json, or a printed log.
func hfFind(data []byte) (hfMetrics, *Error) {
	trim := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	if len(trim) > 0 && trim[0] == '{' {
		var obj map[string]any
		if json.Unmarshal(trim, &obj) == nil {
			if hist, ok := obj["log_history"].([]any); ok {
				for i := len(hist) - 1; i >= 0; i-- {
					if e, ok := hist[i].(map[string]any); ok {
						if m, ok := hfFromMap(e); ok {
							return m, nil
						}
					}
				}
				return hfMetrics{}, errAt("log_history", 0, "bench.err.hf_unfinished")
			}
			if m, ok := hfFromMap(obj); ok {
				return m, nil
			}
			return hfMetrics{}, errAt("train_samples_per_second", 0, "bench.err.hf_not_metrics")
		}
	}
	// Text: the last line (or metrics block) that names the speed metrics.
	var m hfMetrics
	found := false
	for _, l := range lines(data) {
		ms := reHFKey.FindAllStringSubmatch(l.text, -1)
		if len(ms) == 0 {
			continue
		}
		// A printed dict holds all keys on one line; the "***** train
		// metrics *****" block has one per line. A new dict starts afresh.
		if len(ms) > 1 || strings.Contains(l.text, "{") {
			m = hfMetrics{}
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
				m.samples = fptr(v)
				m.line = l
			case "train_tokens_per_second":
				m.tokens = fptr(v)
				m.line = l
			case "train_steps_per_second":
				m.steps = fptr(v)
			case "train_runtime":
				m.runtime = fptr(v)
			}
			found = true
		}
	}
	if !found || (m.samples == nil && m.tokens == nil) {
		return hfMetrics{}, errAt("train_samples_per_second", 0, "bench.err.hf_none")
	}
	return m, nil
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

func readLLaMAFactory(data []byte, opt Options) (Result, *Error) {
	// trainer_log.jsonl lines carry "throughput" (tokens/s over every
	// process, since the start: num_input_tokens_seen / elapsed); the console
	// prints the same figure as 'throughput': N.
	var xs []sample
	for _, l := range lines(data) {
		t := strings.TrimSpace(l.text)
		if strings.HasPrefix(t, "{") && strings.Contains(t, `"throughput"`) {
			var e struct {
				Throughput *float64 `json:"throughput"`
			}
			if json.Unmarshal([]byte(t), &e) == nil && e.Throughput != nil {
				if *e.Throughput > 0 {
					xs = append(xs, sample{*e.Throughput, l})
				}
				continue
			}
		}
		if g := reLFThroughput.FindStringSubmatch(l.text); g != nil {
			if v, ok := parseNum(g[1]); ok && v > 0 {
				xs = append(xs, sample{v, l})
			}
		}
	}
	if len(xs) == 0 {
		// LLaMA-Factory runs the Hugging Face Trainer: its final metrics do.
		m, err := hfFind(data)
		if err != nil {
			return Result{}, errAt("throughput", 0, "bench.err.lf_none")
		}
		return hfResult(m, opt, nil)
	}
	last := xs[len(xs)-1]
	return finish(last.v, false, len(xs), last.line, opt, []msg.Msg{msg.New("bench.warn.lf_throughput")})
}

// ---- DeepSpeed

func readDeepSpeed(data []byte, opt Options) (Result, *Error) {
	var running, current, megatron, tgs, chat, generic, tflops []sample
	seqLen := 0
	var memMax float64
	for _, l := range lines(data) {
		t := l.text
		if g := reDSRunning.FindStringSubmatch(t); g != nil {
			if v, ok := parseNum(g[1]); ok {
				running = append(running, sample{v, l})
			}
		}
		if g := reDSCurrent.FindStringSubmatch(t); g != nil {
			if v, ok := parseNum(g[1]); ok {
				current = append(current, sample{v, l})
			}
		}
		if g := reTGS.FindStringSubmatch(t); g != nil {
			if v, ok := parseNum(g[1]); ok {
				tgs = append(tgs, sample{v, l})
			}
		}
		if g := reMegatron.FindStringSubmatch(t); g != nil {
			if v, ok := parseNum(g[1]); ok {
				megatron = append(megatron, sample{v, l})
			}
		} else if g := reDSChat.FindStringSubmatch(t); g != nil {
			if v, ok := parseNum(g[1]); ok {
				chat = append(chat, sample{v, l})
			}
			if g := reSeqLenLine.FindStringSubmatch(t); g != nil {
				seqLen, _ = strconv.Atoi(g[1])
			}
		} else if g := reDSGeneric.FindStringSubmatch(t); g != nil && !strings.Contains(t, "SamplesPerSec") {
			if v, ok := parseNum(g[1]); ok {
				generic = append(generic, sample{v, l})
			}
		}
		if g := reTFLOPs.FindStringSubmatch(t); g != nil {
			if v, ok := parseNum(g[1]); ok && v > 0 {
				tflops = append(tflops, sample{v, l})
			}
		}
		if g := reDSMemMax.FindStringSubmatch(t); g != nil {
			if v, ok := parseNum(g[1]); ok && v > memMax {
				memMax = v
			}
		}
	}
	if opt.SeqLen == 0 && seqLen > 0 {
		opt.SeqLen = seqLen
	}
	var (
		v       float64
		line    logLine
		n       int
		perGPU  bool
		warning msg.Msg
	)
	if len(tgs) > 0 {
		// Megatron-DeepSpeed's own per-GPU token rate: no seq_len needed.
		v, line, n := steady(tgs)
		r, err := finish(v, true, n, line, opt, []msg.Msg{msg.New("bench.warn.megatron_tgs")})
		if err != nil {
			return r, err
		}
		if len(tflops) > 0 {
			tf, _, _ := steady(tflops)
			r.TFLOPsPerGPU = fptr(tf)
		}
		return r, nil
	}
	switch {
	case len(megatron) > 0:
		// Megatron-DeepSpeed: global batch / iteration time, all GPUs.
		v, line, n = steady(megatron)
		warning = msg.New("bench.warn.megatron_samples")
	case len(chat) > 0:
		// DeepSpeed-Chat print_throughput: per-device batch / step time.
		v, line, n = steady(chat)
		perGPU = true
		warning = msg.New("bench.warn.dschat_samples")
	case len(running) > 0:
		// The engine's ThroughputTimer: train_batch_size (all GPUs) per second,
		// averaged since it started; the last reading is the steadiest.
		line = running[len(running)-1].line
		v, n = running[len(running)-1].v, len(running)
		warning = msg.New("bench.warn.ds_running")
	case len(current) > 0:
		v, line, n = steady(current)
		warning = msg.New("bench.warn.ds_current")
	case len(generic) > 0:
		v, line, n = steady(generic)
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
	if len(tflops) > 0 {
		tf, _, _ := steady(tflops)
		r.TFLOPsPerGPU = fptr(tf)
	}
	if memMax > 0 {
		// MaxMemAllocated is max_memory_allocated in GB (2^30 bytes in DeepSpeed's see_memory_usage).
		b := int64(memMax * (1 << 30))
		r.PeakMemoryBytes = &b
		r.Warnings = append(r.Warnings, msg.New("bench.warn.ds_peak_memory"))
	}
	return r, nil
}

// ---- torchtitan

func readTorchtitan(data []byte, opt Options) (Result, *Error) {
	var tps, mfu, tf []sample
	var memGiB float64
	for _, l := range lines(data) {
		if !reTitanStep.MatchString(l.text) {
			continue
		}
		g := reTitanTPS.FindStringSubmatch(l.text)
		if g == nil {
			continue
		}
		v, ok := parseNum(g[1])
		if !ok {
			continue
		}
		tps = append(tps, sample{v, l})
		if g := reTitanMFU.FindStringSubmatch(l.text); g != nil {
			if v, ok := parseNum(g[1]); ok {
				mfu = append(mfu, sample{v / 100, l})
			}
		}
		if g := reTitanTF.FindStringSubmatch(l.text); g != nil {
			if v, ok := parseNum(g[1]); ok && v > 0 {
				tf = append(tf, sample{v, l})
			}
		}
		if g := reTitanMem.FindStringSubmatch(l.text); g != nil {
			if v, ok := parseNum(g[1]); ok && v > memGiB {
				memGiB = v
			}
		}
	}
	if len(tps) == 0 {
		return Result{}, errAt("tps", 0, "bench.err.tt_none")
	}
	v, line, n := steady(tps)
	// torchtitan logs tokens per second per device (metrics.py: ntokens_since_last_log / time_delta, per rank).
	r, err := finish(v, true, n, line, opt, []msg.Msg{msg.New("bench.warn.torchtitan_tps")})
	if err != nil {
		return r, err
	}
	if len(mfu) > 0 {
		m, _, _ := steady(mfu)
		r.MFU = fptr(m)
	}
	if len(tf) > 0 {
		t, _, _ := steady(tf)
		r.TFLOPsPerGPU = fptr(t)
	}
	if memGiB > 0 {
		// torchtitan's "memory:" is torch.cuda.max_memory_reserved in GiB.
		b := int64(memGiB * (1 << 30))
		r.PeakMemoryBytes = &b
	}
	return r, nil
}
