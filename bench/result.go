// Package bench reads benchmark results back into ComputeCheck: the JSON the
// benchmark kit writes on a rented server (schema "computecheck-bench/1",
// docs/contract.md), and the throughput lines of training logs users
// already have (Hugging Face Trainer, LLaMA-Factory, DeepSpeed, torchtitan).
// It also writes the kit itself (WriteKit) and says how a measurement stands
// against the estimate (Compare, Explain).
package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"strings"
	"time"

	"computecheck/internal/textclean"
	"computecheck/msg"
)

// Schema is the only result schema this version reads.
const Schema = "computecheck-bench/1"

// MaxResultBytes bounds a kit result (and what a reader holds in memory
// before it streams a log instead); a real one is a few kB (the topology
// table is the largest part).
const MaxResultBytes = 16 << 20

// Result is one benchmark run, as in the contract's "Benchmark result JSON".
// Numbers that a run may not have measured are pointers: nil is JSON null.
type Result struct {
	Schema       string          `json:"schema"`
	QuoteID      *int64          `json:"quote_id"`
	StartedAt    string          `json:"started_at"` // RFC 3339, "" when unknown
	DurationS    *float64        `json:"duration_s"`
	GPUName      string          `json:"gpu_name"`
	GPUCount     int             `json:"gpu_count"` // 0 for a CPU run or a log that did not say
	Nodes        int             `json:"nodes"`
	Driver       string          `json:"driver"`
	TorchVersion string          `json:"torch_version"`
	Model        json.RawMessage `json:"model"` // the task's model object (or preset id); null when unknown
	Precision    string          `json:"precision"`
	MicroBatch   int             `json:"micro_batch"`
	SeqLen       int             `json:"seq_len"`
	Steps        int             `json:"steps"`
	// TokensPerS is the whole run's training tokens per second (all GPUs).
	TokensPerS       *float64 `json:"tokens_per_s"`
	TokensPerSPerGPU *float64 `json:"tokens_per_s_per_gpu"`
	StepTimeS        *float64 `json:"step_time_s"` // median
	// PeakMemoryBytes is torch.cuda.max_memory_reserved() on the fullest GPU.
	PeakMemoryBytes *int64 `json:"peak_memory_bytes"`
	// AllreduceBusbwGBps is nccl-tests bus bandwidth in GB/s (1e9 bytes/s) at
	// the largest message size, when more than one GPU ran.
	AllreduceBusbwGBps *float64 `json:"allreduce_busbw_gbps"`
	Topology           string   `json:"topology"` // raw `nvidia-smi topo -m`
	DiskReadMBps       *float64 `json:"disk_read_mbps"`
	Errors             []string `json:"errors"`

	// Extras the kit adds; a log reader fills what its log says.
	Method       string   `json:"method,omitempty"`
	LoRARank     int      `json:"lora_rank,omitempty"`
	Recompute    string   `json:"recompute,omitempty"`
	GradAccum    int      `json:"grad_accum,omitempty"`
	Device       string   `json:"device,omitempty"` // cuda | cpu
	MFU          *float64 `json:"mfu,omitempty"`
	TFLOPsPerGPU *float64 `json:"tflops_per_gpu,omitempty"`
	KitVersion   string   `json:"kit_version,omitempty"`
	TaskName     string   `json:"task_name,omitempty"`
	// Warnings say where the figures rest on an assumption (a log that
	// counts samples, a run that differs from the task). A log reader words
	// them as messages; the kit's own arrive as its English text (Text).
	// In JSON they are "warnings", English text as the kit writes them, and
	// "warning_ids", the messages, so a stored result reads back in the
	// user's language (MarshalJSON).
	Warnings []msg.Msg `json:"-"`
	// Format is where the figures came from: json (the kit) or a log format.
	Format string `json:"source_format,omitempty"`
	// SourceLine is the log line a log reader took its figure from, so a
	// reader of the stored result can check it.
	SourceLine string `json:"source_line,omitempty"`
}

// Error says which file, field (or line) of a result is wrong and why.
type Error struct {
	File  string
	Field string  // JSON field, "" when the problem is the whole file
	Line  int     // 1-based line of a log or of a JSON syntax error; 0 when not known
	Why   msg.Msg // the reason, as a message
}

// errAt is an Error worded by the message key with args.
func errAt(field string, line int, key string, args ...any) *Error {
	return &Error{Field: field, Line: line, Why: msg.New(key, args...)}
}

// Message is the whole error as a message: file, line, field, reason.
func (e *Error) Message() msg.Msg {
	m := e.Why
	if e.Field != "" {
		m = msg.New("bench.loc.field", e.Field, m)
	}
	if e.Line > 0 {
		m = msg.New("bench.loc.line", e.Line, m)
	}
	if e.File != "" {
		m = msg.New("bench.loc.file", e.File, m)
	}
	return m
}

// Error is the error in English (logs, wrapping); Message reads in the
// user's language.
func (e *Error) Error() string { return e.Message().In("en") }

// Text is a warning written as text (the kit's, in English): shown as it
// is in either language.
func Text(s string) msg.Msg { return msg.New("bench.text", s) }

func texts(ss []string) []msg.Msg {
	var out []msg.Msg
	for _, s := range ss {
		out = append(out, Text(s))
	}
	return out
}

// resultJSON is Result as JSON: its warnings as English text and as
// messages.
type resultJSON struct {
	plainResult
	Warnings   []string  `json:"warnings,omitempty"`
	WarningIDs []msg.Msg `json:"warning_ids,omitempty"`
}

type plainResult Result

// MarshalJSON writes the result with "warnings" in English (the kit's
// form) and "warning_ids" beside them.
func (r Result) MarshalJSON() ([]byte, error) {
	out := resultJSON{plainResult: plainResult(r)}
	for _, w := range r.Warnings {
		out.Warnings = append(out.Warnings, w.In("en"))
	}
	out.WarningIDs = r.Warnings
	return json.Marshal(out)
}

// UnmarshalJSON reads what MarshalJSON writes, and a kit result (text
// warnings only) without checking it; Parse checks.
func (r *Result) UnmarshalJSON(b []byte) error {
	var in resultJSON
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*r = Result(in.plainResult)
	r.Warnings = in.WarningIDs
	if len(r.Warnings) == 0 {
		r.Warnings = texts(in.Warnings)
	}
	return nil
}

// Measured reports whether the run produced a throughput.
func (r Result) Measured() bool { return r.TokensPerS != nil }

// PerGPU is tokens/s per GPU: the stored figure, else the total over the GPU
// count; 0 when neither is known.
func (r Result) PerGPU() float64 {
	if r.TokensPerSPerGPU != nil {
		return *r.TokensPerSPerGPU
	}
	if r.TokensPerS != nil && r.GPUCount > 0 {
		return *r.TokensPerS / float64(r.GPUCount)
	}
	return 0
}

// ModelLabel is the model's id or name from the model field, or "".
func (r Result) ModelLabel() string {
	raw := bytes.TrimSpace(r.Model)
	if len(raw) == 0 {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return textclean.Line(s)
	}
	var m struct{ ID, Name string }
	if json.Unmarshal(raw, &m) == nil {
		if m.ID != "" {
			return textclean.Line(m.ID)
		}
		return textclean.Line(m.Name)
	}
	return ""
}

// Parse reads a result JSON written by the benchmark kit. filename is used
// only in error messages, which name the field that is wrong.
func Parse(data []byte, filename string) (Result, error) {
	fail := func(field, key string, a ...any) (Result, error) {
		e := errAt(field, 0, key, a...)
		e.File = filename
		return Result{}, e
	}
	if len(data) > MaxResultBytes {
		return fail("", "bench.err.too_large", len(data), MaxResultBytes)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		// encoding/json's own text is English; the reason is worded here,
		// at the line (and column) where the file stops being JSON.
		var se *json.SyntaxError
		if errors.As(err, &se) {
			e := errAt("", lineOf(data, se.Offset), "bench.err.json_cut")
			if len(bytes.TrimSpace(data)) == 0 {
				e = errAt("", 0, "bench.err.json_empty")
			} else if se.Offset < int64(len(data)) {
				e = errAt("", lineOf(data, se.Offset), "bench.err.json_at", columnOf(data, se.Offset-1)) // Offset is just past the bad byte
			}
			e.File = filename
			return Result{}, e
		}
		return fail("", "bench.err.not_object")
	}
	if raw == nil {
		return fail("", "bench.err.not_object")
	}
	p := fieldReader{raw: raw}
	var r Result
	r.Schema = p.str("schema")
	if p.err == nil {
		switch {
		case r.Schema == "":
			p.set("schema", "bench.err.no_schema", Schema)
		case r.Schema != Schema:
			p.set("schema", "bench.err.schema", r.Schema, Schema)
		}
	}
	r.QuoteID = p.int64p("quote_id", 1, math.MaxInt64)
	r.StartedAt = p.str("started_at")
	if p.err == nil && r.StartedAt != "" {
		if _, err := time.Parse(time.RFC3339, r.StartedAt); err != nil {
			p.set("started_at", "bench.err.date", r.StartedAt)
		}
	}
	r.DurationS = p.num("duration_s", 0, 1e8, false)
	r.GPUName = p.str("gpu_name")
	r.GPUCount = p.count("gpu_count", 1<<20)
	r.Nodes = p.count("nodes", 1<<16)
	r.Driver = p.str("driver")
	r.TorchVersion = p.str("torch_version")
	if m, ok := raw["model"]; ok {
		switch t := firstByte(m); t {
		case '{', '"', 'n':
			if t != 'n' {
				r.Model = append(json.RawMessage(nil), bytes.TrimSpace(m)...)
			}
		default:
			p.set("model", "bench.err.model")
		}
	}
	r.Precision = p.str("precision")
	r.MicroBatch = p.count("micro_batch", 1<<20)
	r.SeqLen = p.count("seq_len", 1<<24)
	r.Steps = p.count("steps", 1<<40)
	r.TokensPerS = p.num("tokens_per_s", 0, 1e10, true)
	r.TokensPerSPerGPU = p.num("tokens_per_s_per_gpu", 0, 1e10, true)
	r.StepTimeS = p.num("step_time_s", 0, 1e7, true)
	r.PeakMemoryBytes = p.int64p("peak_memory_bytes", 0, 1<<50)
	r.AllreduceBusbwGBps = p.num("allreduce_busbw_gbps", 0, 1e6, false)
	r.Topology = p.str("topology")
	r.DiskReadMBps = p.num("disk_read_mbps", 0, 1e8, false)
	r.Errors = p.strs("errors")

	r.Method = p.str("method")
	r.LoRARank = p.count("lora_rank", 1<<20)
	r.Recompute = p.str("recompute")
	r.GradAccum = p.count("grad_accum", 1<<30)
	r.Device = p.str("device")
	r.MFU = p.num("mfu", 0, 10, false)
	r.TFLOPsPerGPU = p.num("tflops_per_gpu", 0, 1e6, false)
	r.KitVersion = p.str("kit_version")
	r.TaskName = p.str("task_name")
	r.Warnings = p.warnings()
	r.Format = p.str("source_format")
	r.SourceLine = p.str("source_line")
	if p.err != nil {
		p.err.File = filename
		return Result{}, p.err
	}
	if r.Format == "" {
		r.Format = FormatJSON
	}
	if r.Errors == nil {
		r.Errors = []string{}
	}
	if err := r.check(); err != nil {
		err.File = filename
		return Result{}, err
	}
	return r, nil
}

// check validates relations between fields.
func (r *Result) check() *Error {
	if r.TokensPerS == nil && len(r.Errors) == 0 {
		return errAt("tokens_per_s", 0, "bench.err.nothing")
	}
	if r.TokensPerS == nil && r.TokensPerSPerGPU != nil {
		return errAt("tokens_per_s", 0, "bench.err.total_missing")
	}
	if r.TokensPerS != nil && r.TokensPerSPerGPU == nil && r.GPUCount > 0 {
		v := *r.TokensPerS / float64(r.GPUCount)
		r.TokensPerSPerGPU = &v
	}
	if r.TokensPerS != nil && r.TokensPerSPerGPU != nil && r.GPUCount > 0 {
		want := *r.TokensPerSPerGPU * float64(r.GPUCount)
		if math.Abs(want-*r.TokensPerS) > 0.01*(*r.TokensPerS)+0.01 {
			return errAt("tokens_per_s_per_gpu", 0, "bench.err.mismatch",
				*r.TokensPerSPerGPU, r.GPUCount, want, *r.TokensPerS)
		}
	}
	return nil
}

// lineOf is the 1-based line holding byte offset off.
func lineOf(data []byte, off int64) int {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	if off < 0 {
		off = 0
	}
	return bytes.Count(data[:off], []byte("\n")) + 1
}

// columnOf is the 1-based column of byte offset off in its line.
func columnOf(data []byte, off int64) int {
	off = min(max(off, 0), int64(len(data)))
	return int(off) - bytes.LastIndexByte(data[:off], '\n')
}

func firstByte(m json.RawMessage) byte {
	m = bytes.TrimSpace(m)
	if len(m) == 0 {
		return 0
	}
	return m[0]
}

// fieldReader decodes fields one by one and keeps the first error, so the
// message names the first bad field in contract order.
type fieldReader struct {
	raw map[string]json.RawMessage
	err *Error
}

func (p *fieldReader) set(field, key string, a ...any) {
	if p.err == nil {
		p.err = errAt(field, 0, key, a...)
	}
}

// get returns the field's raw value, or nil when it is absent or null.
func (p *fieldReader) get(field string) json.RawMessage {
	if p.err != nil {
		return nil
	}
	v, ok := p.raw[field]
	if !ok || bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
		return nil
	}
	return v
}

func (p *fieldReader) str(field string) string {
	v := p.get(field)
	if v == nil {
		return ""
	}
	var s string
	if err := json.Unmarshal(v, &s); err != nil {
		p.set(field, "bench.err.not_string", clip(v))
		return ""
	}
	// The door's sanitiser: a gpu_name with an ESC once reached the
	// terminal from the database (issue 25). The topology table keeps its lines.
	if field == "topology" {
		return textclean.Text(s)
	}
	return textclean.Line(s)
}

// warnings are the result's messages ("warning_ids") or, from the kit
// or an older ComputeCheck, its text ("warnings").
func (p *fieldReader) warnings() []msg.Msg {
	txt := texts(p.strs("warnings"))
	v := p.get("warning_ids")
	if v == nil {
		return txt
	}
	var ms []msg.Msg
	if err := json.Unmarshal(v, &ms); err != nil {
		p.set("warning_ids", "bench.err.not_messages", clip(v))
		return nil
	}
	for i, m := range ms {
		if m.Key == "" {
			p.set("warning_ids", "bench.err.not_messages", clip(v))
			return nil
		}
		// A newer kit's message this version has no words for: its text.
		if _, known := msg.Lookup("en", m.Key); !known && len(ms) == len(txt) {
			ms[i] = txt[i]
		}
	}
	return ms
}

func (p *fieldReader) strs(field string) []string {
	v := p.get(field)
	if v == nil {
		return nil
	}
	var s []string
	if err := json.Unmarshal(v, &s); err != nil {
		p.set(field, "bench.err.not_strings", clip(v))
		return nil
	}
	for i := range s {
		s[i] = textclean.Text(s[i])
	}
	return s
}

// number decodes a JSON number (no strings, no booleans).
func (p *fieldReader) number(field string) (float64, bool) {
	v := p.get(field)
	if v == nil {
		return 0, false
	}
	var f float64
	if b := firstByte(v); b == '"' || json.Unmarshal(v, &f) != nil {
		p.set(field, "bench.err.not_number", clip(v))
		return 0, false
	}
	return f, true
}

// num reads a nullable number in [lo, hi]; positive demands > lo.
func (p *fieldReader) num(field string, lo, hi float64, positive bool) *float64 {
	f, ok := p.number(field)
	if !ok {
		return nil
	}
	switch {
	case positive && !(f > lo):
		p.set(field, "bench.err.not_positive", f)
		return nil
	case f < lo:
		p.set(field, "bench.err.negative", f)
		return nil
	case f > hi:
		p.set(field, "bench.err.too_big", f, hi)
		return nil
	}
	return &f
}

func (p *fieldReader) int64p(field string, lo, hi int64) *int64 {
	f, ok := p.number(field)
	if !ok {
		return nil
	}
	if f != math.Trunc(f) {
		p.set(field, "bench.err.not_whole", f)
		return nil
	}
	// The digits, not the float: above 2^53 a float64 is not the number
	// written, and 2^63 - 1 rounds to 2^63, which int64() turned into
	// -2^63 (quote ids 9223372036854775807 and 9223372036854775808 were
	// both reported as -9223372036854775808).
	text := string(bytes.TrimSpace(p.get(field)))
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		if errors.Is(err, strconv.ErrRange) || !(f >= -(1<<63) && f < 1<<63) {
			p.set(field, "bench.err.whole_range", lo, hi, text)
			return nil
		}
		n = int64(f) // written as 1e3 or 12.0: whole, and within int64
	}
	if n < lo || n > hi {
		p.set(field, "bench.err.whole_range", lo, hi, text)
		return nil
	}
	return &n
}

func (p *fieldReader) count(field string, hi int64) int {
	n := p.int64p(field, 0, hi)
	if n == nil {
		return 0
	}
	return int(*n)
}

func clip(v json.RawMessage) string {
	s := strings.TrimSpace(string(v))
	if len(s) > 40 {
		s = s[:37] + "..."
	}
	return s
}
