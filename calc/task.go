// Package calc estimates what an LLM training job needs and costs: the per-GPU
// memory stack, how many GPUs of each type it takes, the throughput on a given
// interconnect, and the training time. It is pure: no I/O, no UI, no clock.
//
// Every formula names its source in a comment; the sources are collected in
// docs/reference/formulas.md; docs/sources.md says how to read every citation.
// Every constant is listed with its tag (sourced, derived, fitted and on
// which runs, assumed) in docs/constants.md.
package calc

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"computecheck/internal/textclean"
	"computecheck/msg"
)

// Method is how the weights are trained.
const (
	MethodFull  = "full"
	MethodLoRA  = "lora"
	MethodQLoRA = "qlora"
)

// Precision of the training arithmetic (contract: TASK.json `precision`).
const (
	PrecisionBF16     = "bf16"      // mixed precision, fp32 master weights
	PrecisionFP16     = "fp16"      // mixed precision, fp32 master weights
	PrecisionBF16Pure = "bf16-pure" // no fp32 master copy
	PrecisionFP32     = "fp32"
	PrecisionFP8      = "fp8" // fp8 matmuls, bf16 weights, fp32 master
)

// Optimizers.
const (
	OptimizerAdamW     = "adamw"
	OptimizerAdamW8bit = "adamw8bit"
	OptimizerSGD       = "sgd"
)

// Offload modes.
const (
	OffloadNone            = "none"
	OffloadOptimizer       = "optimizer"
	OffloadOptimizerParams = "optimizer+params"
)

// Recompute (activation checkpointing) modes, as the frameworks define them.
// Memory (what each block keeps for backward) and throughput (the extra
// forward work) read the same definition.
const (
	// RecomputeNone keeps every tensor autograd saves.
	RecomputeNone = "none"
	// RecomputeSelective is Megatron-LM's selective recompute (Korthikanti
	// et al. 2205.05198 §4.2): only the core attention (scores, softmax,
	// dropout) is recomputed. With FlashAttention those tensors are never
	// stored, so it saves no memory and costs one more attention forward.
	RecomputeSelective = "selective"
	// RecomputeFull is HF gradient checkpointing / Megatron full / torchtune
	// activation checkpointing: each block keeps only its input, backward
	// re-runs one block's forward at a time.
	RecomputeFull = "full"
	// RecomputeOp is torchtitan's per-op selective checkpointing: inside
	// each checkpointed block the outputs of the matmuls are saved except
	// every second one, and the attention outputs; everything else
	// (norms, rotary, activations, the skipped matmuls) is recomputed.
	RecomputeOp = "op"
	// RecomputeLayer checkpoints every recompute_every-th block in full and
	// keeps everything in the others (torchtitan "selective layer", fms-fsdp
	// selective_checkpointing as a fraction of blocks).
	RecomputeLayer = "layer"
)

// RecomputeModes lists the recompute values TASK.json accepts, cheapest in
// time first; a planner searching layouts can take them from here.
func RecomputeModes() []string {
	return []string{RecomputeNone, RecomputeSelective, RecomputeLayer, RecomputeOp, RecomputeFull}
}

// DefaultRecomputeEvery is torchtitan's selective-layer default
// (ac_freq 2, torchtitan PR #125) [sourced].
const DefaultRecomputeEvery = 2

// Interconnects.
const (
	IntraNVLink  = "nvlink"
	IntraPCIe    = "pcie"
	IntraHCCS    = "hccs"
	InterIB      = "ib"
	InterRoCE    = "roce"
	InterEther   = "ethernet"
	InterNone    = "none"
	LinkUnknown  = "unknown"
	MLPSwiGLU    = "swiglu"
	MLPGeLU      = "gelu"
	TargetsAll   = "all"
	TargetsAttn  = "attention"
	DefaultGPUID = "A100-80G-SXM"
)

// Model is a decoder-only transformer architecture.
type Model struct {
	ID             string `json:"id,omitempty"`
	Name           string `json:"name,omitempty"`
	Layers         int    `json:"layers"`
	Hidden         int    `json:"hidden"`
	Heads          int    `json:"heads"`
	KVHeads        int    `json:"kv_heads,omitempty"`
	FFN            int    `json:"ffn"`
	Vocab          int    `json:"vocab"`
	TiedEmbeddings bool   `json:"tied_embeddings,omitempty"`
	MLP            string `json:"mlp,omitempty"`
	// Params is the published total parameter count; 0 means derive it.
	Params int64 `json:"params,omitempty"`
	// QKVBias is true for models with biases on q,k,v (Qwen); it changes the
	// parameter count by a negligible amount and is kept for exactness.
	QKVBias bool `json:"qkv_bias,omitempty"`
	// Bias is true for GPT-2-style models with a bias on every linear layer
	// and LayerNorm (not RMSNorm).
	Bias bool `json:"bias,omitempty"`
	// PositionEmbeddings is the size of a learned absolute position table
	// (GPT-2: 1024); 0 for rotary models.
	PositionEmbeddings int `json:"position_embeddings,omitempty"`
	// Experts is the number of experts of a mixture-of-experts model; it is
	// refused above 1 (not modelled), see Task.Validate.
	Experts int `json:"experts,omitempty"`
}

// Task is a training job as in TASK.json (docs/contract.md).
// Zero values mean "not given"; Normalize fills the contract's defaults.
type Task struct {
	Name        string `json:"name,omitempty"`
	ModelID     string `json:"-"`
	Model       Model  `json:"-"`
	Method      string `json:"method,omitempty"`
	LoRARank    int    `json:"lora_rank,omitempty"`
	LoRATargets string `json:"lora_targets,omitempty"`
	// LoRADropout is the adapters' dropout rate; above 0 every adapter
	// keeps its own dropped-out copy of its input for backward. nil: 0.05.
	LoRADropout *float64 `json:"lora_dropout,omitempty"`
	Precision   string   `json:"precision,omitempty"`
	Optimizer   string   `json:"optimizer,omitempty"`
	ZeRO        int      `json:"zero"`
	Offload     string   `json:"offload,omitempty"`
	Recompute   string   `json:"recompute,omitempty"`
	// RecomputeEvery is k for recompute "layer": every k-th block is
	// checkpointed [2].
	RecomputeEvery int   `json:"recompute_every,omitempty"`
	FlashAttn      *bool `json:"flash_attention,omitempty"`
	// SequenceParallel splits the norm and residual activations over the
	// tensor-parallel ranks (Megatron --sequence-parallel; torchtitan always
	// with TP). nil: on whenever tp > 1, as NeMo and torchtitan do.
	SequenceParallel *bool `json:"sequence_parallel,omitempty"`
	// ChunkedLoss: the output head and cross-entropy run a chunk of tokens
	// at a time (torchtune CEWithChunkedOutputLoss, torchtitan, LitGPT), so
	// only one chunk's fp32 upcast exists at once [false].
	ChunkedLoss bool `json:"chunked_loss,omitempty"`
	// Compile: torch.compile fuses each block's elementwise ops, so autograd
	// keeps the matmul and attention operands and recomputes the norms,
	// rotary and activation functions in the backward [false].
	Compile bool `json:"compile,omitempty"`
	// Stack is the training framework family when it matters to memory or
	// speed (stack.go): "" (any), hf, litgpt, colossalai, megatron,
	// torchtitan, torchtune, deepspeed [""].
	Stack string `json:"stack,omitempty"`
	// VariableLength: batches are padded to their longest sample, so their
	// length varies over the run (dynamic padding, no packing). The caching
	// allocator then keeps blocks of earlier, differently sized steps, which
	// raises the reserved peak [false].
	VariableLength bool `json:"variable_length,omitempty"`
	// PowerLimitW is the cards' power limit in watts when it is set below
	// their TDP (nvidia-smi -pl, or power-capped modules such as 500 W
	// H100s); 0 or at least the TDP: none [0].
	PowerLimitW int `json:"power_limit_w,omitempty"`
	// AttentionKernel is the fused attention kernel when FlashAttention is
	// on: "" (FlashAttention-2 class, PyTorch SDPA), "triton" (FlashAttention
	// written in Triton, as llm-foundry's attn_impl triton), "fused" (cuDNN
	// fused attention / FlashAttention-3 class on Hopper and later) [""; fused
	// for stack megatron].
	AttentionKernel string `json:"attention_kernel,omitempty"`
	// ContextParallel and Experts are here so that a task using them is
	// refused with the reason instead of estimated wrongly: context
	// parallelism (ring attention over cp ranks) and mixture-of-experts
	// layers are not modelled. 0 or 1 is accepted.
	ContextParallel int    `json:"context_parallel,omitempty"`
	MicroBatch      int    `json:"micro_batch,omitempty"`
	SeqLen          int    `json:"seq_len,omitempty"`
	GradAccum       int    `json:"grad_accum,omitempty"`
	GPU             string `json:"gpu,omitempty"`
	GPUs            int    `json:"gpus,omitempty"`
	GPUsPerNode     int    `json:"gpus_per_node,omitempty"`
	TP              int    `json:"tp,omitempty"`
	PP              int    `json:"pp,omitempty"`
	// VirtualPP is the number of interleaved pipeline stages per rank
	// (Megatron --num-layers-per-virtual-pipeline-stage); it divides the
	// bubble [1].
	VirtualPP   int     `json:"virtual_pp,omitempty"`
	IntraNode   string  `json:"intra_node,omitempty"`
	InterNode   string  `json:"inter_node,omitempty"`
	InterGbps   float64 `json:"inter_node_gbps,omitempty"`
	Tokens      float64 `json:"tokens,omitempty"`
	MFU         float64 `json:"mfu,omitempty"`
	Hours       float64 `json:"hours,omitempty"`
	DatasetGB   float64 `json:"dataset_gb,omitempty"`
	EgressGB    float64 `json:"egress_gb,omitempty"`
	Checkpoints int     `json:"checkpoints_kept,omitempty"`

	// Requires lists what an offer must have: resume (checkpoint-resume),
	// nvlink, rdma (IB or RoCE between machines), local_nvme. A quote known
	// not to meet one is not eligible; one that leaves it unknown is
	// eligible and flagged (contract, "Added 2026-12").
	Requires []string `json:"requires,omitempty"`

	// DeadlineDays: the job must finish within this many days of
	// wall-clock time from its start (0: no deadline). An offer whose best
	// plan takes longer is not eligible (unmet holds "deadline"); one whose
	// duration is unknown (the vendor runs the job) leaves it unverified.
	DeadlineDays float64 `json:"deadline_days,omitempty"`

	FailureRatePerNodeDay   float64 `json:"failure_rate_per_node_day,omitempty"`
	RestartHours            float64 `json:"restart_hours,omitempty"`
	CheckpointIntervalHours float64 `json:"checkpoint_interval_hours,omitempty"`

	// zeroGiven holds the fields whose 0 was written in TASK.json and means
	// 0, not "use the default" (a failure rate of 0, no checkpoints kept).
	zeroGiven map[string]bool
	// Unknown lists TASK.json fields this version does not know (a typo such
	// as "tokenz" would otherwise pass unseen); estimate warns about them.
	Unknown []string `json:"-"`
}

// zeroMeaningful are the fields where an explicit 0 differs from leaving
// the field out; for the others 0 is either the default or invalid.
var zeroMeaningful = []string{"failure_rate_per_node_day", "restart_hours", "checkpoint_interval_hours", "checkpoints_kept"}

// mustBePositive are the counts where an explicit 0 is an error rather than
// "the default" (leaving the field out gives the default).
var mustBePositive = []string{"gpus", "gpus_per_node", "micro_batch", "seq_len", "grad_accum", "tp", "pp", "lora_rank", "recompute_every", "virtual_pp"}

// ZeroGiven reports whether TASK.json set this field to 0 on purpose.
func (t Task) ZeroGiven(field string) bool { return t.zeroGiven[field] }

// SetZeroGiven marks a field's 0 as meant (for tasks built in code).
func (t *Task) SetZeroGiven(field string) {
	if t.zeroGiven == nil {
		t.zeroGiven = map[string]bool{}
	}
	t.zeroGiven[field] = true
}

// FlashAttention reports whether FlashAttention is on (default true).
func (t Task) FlashAttention() bool { return t.FlashAttn == nil || *t.FlashAttn }

// FieldError names the TASK.json field that is wrong and why.
type FieldError struct {
	Field  string
	Reason string
	Msg    msg.Msg // the reason as a message, when it was worded (bounds.go)
}

func (e *FieldError) Error() string {
	if e.Field == "" { // the file as a whole (broken JSON, too large)
		return e.Reason
	}
	return fmt.Sprintf("field %q: %s", e.Field, e.Reason)
}

// Message words the error ("field "x": reason") for msg.Text, so the
// command line says it in the user's language.
func (e *FieldError) Message() msg.Msg {
	if e.Msg.IsZero() {
		return msg.New("task.err.field", e.Field, e.Reason)
	}
	if e.Field == "" {
		return e.Msg
	}
	return msg.New("task.err.field", e.Field, e.Msg)
}

// fieldErr refuses a field with the message key (task.err.…) and its
// arguments; Reason is its English.
func fieldErr(field, key string, a ...any) error {
	m := msg.New(key, a...)
	return &FieldError{Field: field, Reason: m.In("en"), Msg: m}
}

// quoteList is the values one may type, each quoted: "full", "lora".
func quoteList(vs []string) string {
	q := make([]string, len(vs))
	for i, v := range vs {
		q[i] = strconv.Quote(v)
	}
	return strings.Join(q, ", ")
}

// jsonKind words a JSON or Go kind (string, int, float64, bool, array,
// object) for a reader: 文字, 数字 ….
func jsonKind(k string) msg.Msg {
	switch k {
	case "string":
		return msg.New("task.kind.text")
	case "bool":
		return msg.New("task.kind.bool")
	case "array", "slice":
		return msg.New("task.kind.list")
	case "object", "map", "struct":
		return msg.New("task.kind.object")
	case "number", "int", "int64", "float64", "float32", "uint", "int32":
		return msg.New("task.kind.number")
	}
	if strings.HasPrefix(k, "number") {
		return msg.New("task.kind.number")
	}
	return msg.New("task.kind.other", k)
}

// unknownPreset names the near miss when there is one.
func unknownPreset(id string) error {
	if s := suggestPreset(id); s != "" {
		return fieldErr("model", "task.err.unknown_preset_suggest", id, s)
	}
	return fieldErr("model", "task.err.unknown_preset", id)
}

// taskJSON is the wire form: model may be a preset id or an object.
type taskJSON struct {
	Task
	Model json.RawMessage `json:"model"`
}

// ParseTask decodes TASK.json, resolves the model preset, fills defaults and
// validates every field. Errors are *FieldError naming the field.
func ParseTask(data []byte) (Task, error) {
	if len(data) > MaxTaskBytes {
		return Task{}, fieldErr("", "doors.task.too_large", len(data), MaxTaskBytes)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // Notepad's UTF-8 byte-order mark
	modelUnknown, err := checkTaskJSON(data)
	if err != nil {
		return Task{}, err
	}
	var w taskJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&w); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			field := strings.TrimPrefix(te.Field, "Task.")
			if nerr, ok := numberErr(field, te); ok {
				return Task{}, nerr
			}
			return Task{}, fieldErr(field, "task.err.expected_type", jsonKind(te.Type.Kind().String()), jsonKind(te.Value))
		}
		return Task{}, fieldErr("", "doors.task.json_other", err)
	}
	t := w.Task
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(data, &keys); err != nil {
		return Task{}, fieldErr("", "doors.task.not_object")
	}
	for _, f := range mustBePositive {
		if v, ok := keys[f]; ok && strings.TrimSpace(string(v)) == "0" {
			key := "task.err.zero_default"
			if f == "gpus" {
				key = "task.err.zero_gpus"
			}
			return Task{}, fieldErr(f, key)
		}
	}
	for _, f := range zeroMeaningful {
		if v, ok := keys[f]; ok && isJSONZero(v) {
			t.SetZeroGiven(f)
		}
	}
	for k := range keys {
		if !knownTaskFields[k] {
			t.Unknown = append(t.Unknown, k)
		}
	}
	t.Unknown = append(t.Unknown, modelUnknown...)
	sort.Strings(t.Unknown)
	raw := bytes.TrimSpace(w.Model)
	switch {
	case len(raw) == 0 || string(raw) == "null":
		return Task{}, fieldErr("model", "task.err.model_missing")
	case raw[0] == '"':
		var id string
		if err := json.Unmarshal(raw, &id); err != nil {
			return Task{}, fieldErr("model", "task.err.model_not_string", err)
		}
		m, ok := Preset(id)
		if !ok {
			return Task{}, unknownPreset(id)
		}
		t.ModelID = m.ID
		t.Model = m
	case raw[0] == '{':
		var m Model
		if err := json.Unmarshal(raw, &m); err != nil {
			var te *json.UnmarshalTypeError
			if errors.As(err, &te) {
				if nerr, ok := numberErr("model."+te.Field, te); ok {
					return Task{}, nerr
				}
				return Task{}, fieldErr("model."+te.Field, "task.err.expected_type", jsonKind(te.Type.Kind().String()), jsonKind(te.Value))
			}
			return Task{}, fieldErr("model", "task.err.model_json", err)
		}
		t.Model = m
		t.ModelID = m.ID
	default:
		return Task{}, fieldErr("model", "task.err.model_shape")
	}
	// Names are shown in the window, on the terminal and in the report:
	// the door's sanitiser takes out what could drive a terminal.
	t.Name, _ = textclean.Name(t.Name)
	t.Model.Name, _ = textclean.Name(t.Model.Name)
	t = t.Normalize()
	if err := t.Validate(); err != nil {
		return Task{}, err
	}
	return t, nil
}

// MarshalJSON writes the task back as TASK.json (model as preset id when it is one).
func (t Task) MarshalJSON() ([]byte, error) {
	type plain Task
	out := struct {
		Model any `json:"model"`
		plain
	}{plain: plain(t)}
	if p, ok := Preset(t.ModelID); ok && p.Layers == t.Model.Layers && p.Hidden == t.Model.Hidden {
		out.Model = t.ModelID
	} else {
		out.Model = t.Model
	}
	b, err := json.Marshal(out)
	if err != nil || len(t.zeroGiven) == 0 {
		return b, err
	}
	// omitempty drops a meant 0; write those back so a saved task reloads alike.
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	for f := range t.zeroGiven {
		if _, ok := m[f]; !ok {
			m[f] = json.RawMessage("0")
		}
	}
	return json.Marshal(m)
}

// knownTaskFields are TASK.json's field names (contract.md), from the tags.
var knownTaskFields = func() map[string]bool {
	k := map[string]bool{"model": true}
	rt := reflect.TypeOf(Task{})
	for i := 0; i < rt.NumField(); i++ {
		if name, _, _ := strings.Cut(rt.Field(i).Tag.Get("json"), ","); name != "" && name != "-" {
			k[name] = true
		}
	}
	return k
}()

func isJSONZero(v json.RawMessage) bool {
	var f float64
	return json.Unmarshal(v, &f) == nil && f == 0
}

// Normalize returns the task with the contract's defaults filled in.
func (t Task) Normalize() Task {
	def := func(s *string, v string) {
		*s = strings.ToLower(strings.TrimSpace(*s))
		if *s == "" {
			*s = v
		}
	}
	def(&t.Method, MethodFull)
	def(&t.LoRATargets, TargetsAll)
	def(&t.Precision, PrecisionBF16)
	def(&t.Optimizer, OptimizerAdamW)
	def(&t.Offload, OffloadNone)
	t.Offload = canonicalOffload(t.Offload)
	t.Stack = strings.ToLower(strings.TrimSpace(t.Stack))
	t.AttentionKernel = strings.ToLower(strings.TrimSpace(t.AttentionKernel))
	def(&t.Recompute, RecomputeNone)
	if t.Recompute == RecomputeLayer && t.RecomputeEvery == 0 {
		t.RecomputeEvery = DefaultRecomputeEvery
	}
	def(&t.Model.MLP, MLPSwiGLU)
	if t.Model.KVHeads == 0 {
		t.Model.KVHeads = t.Model.Heads
	}
	if t.LoRARank == 0 {
		t.LoRARank = 16
	}
	if t.MicroBatch == 0 {
		t.MicroBatch = 1
	}
	if t.SeqLen == 0 {
		t.SeqLen = 2048
	}
	if t.GradAccum == 0 {
		t.GradAccum = 1
	}
	if strings.TrimSpace(t.GPU) == "" {
		t.GPU = DefaultGPUID
	} else if id, ok := ResolveGPU(t.GPU); ok {
		t.GPU = id
	}
	if t.GPUsPerNode == 0 {
		t.GPUsPerNode = 8
	}
	if t.TP == 0 {
		t.TP = 1
	}
	if t.PP == 0 {
		t.PP = 1
	}
	t.IntraNode = strings.ToLower(strings.TrimSpace(t.IntraNode))
	t.InterNode = strings.ToLower(strings.TrimSpace(t.InterNode))
	if t.Checkpoints == 0 && !t.ZeroGiven("checkpoints_kept") {
		t.Checkpoints = 1
	}
	t.Requires = normalizeRequires(t.Requires)
	return t
}

func oneOf(field, v string, allowed ...string) error {
	for _, a := range allowed {
		if v == a {
			return nil
		}
	}
	return fieldErr(field, "task.err.not_one_of", v, quoteList(allowed))
}

// Validate checks a normalized task; the error names the first bad field.
func (t Task) Validate() error {
	m := t.Model
	for _, c := range []struct {
		name string
		v    int
		max  int
	}{
		{"model.layers", m.Layers, 1000},
		{"model.hidden", m.Hidden, 1 << 17},
		{"model.heads", m.Heads, 4096},
		{"model.kv_heads", m.KVHeads, 4096},
		{"model.ffn", m.FFN, 1 << 20},
		{"model.vocab", m.Vocab, 1 << 22},
	} {
		if c.v <= 0 {
			return fieldErr(c.name, "task.err.positive_whole", c.v)
		}
		if c.v > c.max {
			return fieldErr(c.name, "task.err.implausible_int", c.v, c.max)
		}
	}
	if m.Hidden%m.Heads != 0 {
		return fieldErr("model.heads", "task.err.heads_divide", m.Hidden, m.Heads)
	}
	if m.Heads%m.KVHeads != 0 {
		return fieldErr("model.kv_heads", "task.err.kv_heads_divide", m.Heads, m.KVHeads)
	}
	if m.Params < 0 {
		return fieldErr("model.params", "task.err.params_negative")
	}
	if err := oneOf("model.mlp", m.MLP, MLPSwiGLU, MLPGeLU); err != nil {
		return err
	}
	if err := oneOf("method", t.Method, MethodFull, MethodLoRA, MethodQLoRA); err != nil {
		return err
	}
	if t.LoRARank < 1 || t.LoRARank > 4096 {
		return fieldErr("lora_rank", "task.err.lora_rank", t.LoRARank)
	}
	if err := oneOf("lora_targets", t.LoRATargets, TargetsAll, TargetsAttn); err != nil {
		return err
	}
	if err := oneOf("precision", t.Precision, PrecisionBF16, PrecisionFP16, PrecisionBF16Pure, PrecisionFP32, PrecisionFP8); err != nil {
		return err
	}
	if err := oneOf("optimizer", t.Optimizer, OptimizerAdamW, OptimizerAdamW8bit, OptimizerSGD); err != nil {
		return err
	}
	if t.ZeRO < 0 || t.ZeRO > 3 {
		return fieldErr("zero", "task.err.zero_stage", t.ZeRO)
	}
	if err := oneOf("offload", t.Offload, OffloadModes()...); err != nil {
		return err
	}
	if err := oneOf("stack", t.Stack, Stacks()...); err != nil {
		return err
	}
	if err := oneOf("attention_kernel", t.AttentionKernel, AttentionKernels()...); err != nil {
		return err
	}
	if t.PowerLimitW < 0 || t.PowerLimitW > 5000 {
		return fieldErr("power_limit_w", "task.err.power_limit", t.PowerLimitW)
	}
	if err := oneOf("recompute", t.Recompute, RecomputeModes()...); err != nil {
		return err
	}
	if p := t.LoRADropoutRate(); math.IsNaN(p) || p < 0 || p >= 1 {
		return fieldErr("lora_dropout", "task.err.lora_dropout", p)
	}
	if t.RecomputeEvery < 0 || t.RecomputeEvery > m.Layers {
		return fieldErr("recompute_every", "task.err.recompute_every", m.Layers, t.RecomputeEvery)
	}
	if t.ContextParallel > 1 {
		return fieldErr("context_parallel", "task.err.context_parallel", t.ContextParallel)
	}
	if m.Experts > 1 {
		return fieldErr("model.experts", "task.err.experts", m.Experts)
	}
	if t.MicroBatch < 1 || t.MicroBatch > 65536 {
		return fieldErr("micro_batch", "task.err.micro_batch", t.MicroBatch)
	}
	if t.SeqLen < 1 || t.SeqLen > 4<<20 {
		return fieldErr("seq_len", "task.err.seq_len", t.SeqLen)
	}
	if t.GradAccum < 1 || t.GradAccum > 1<<20 {
		return fieldErr("grad_accum", "task.err.grad_accum", t.GradAccum)
	}
	if _, ok := LookupGPU(t.GPU); !ok {
		return fieldErr("gpu", "task.err.unknown_gpu", t.GPU, quoteList(GPUIDs()))
	}
	if t.GPUs < 0 || t.GPUs > 1<<17 {
		return fieldErr("gpus", "task.err.gpus", t.GPUs)
	}
	if t.GPUsPerNode < 1 || t.GPUsPerNode > 64 {
		return fieldErr("gpus_per_node", "task.err.gpus_per_node", t.GPUsPerNode)
	}
	if t.TP < 1 || t.TP > 1024 {
		return fieldErr("tp", "task.err.parallel_1024", t.TP)
	}
	if t.PP < 1 || t.PP > 1024 {
		return fieldErr("pp", "task.err.parallel_1024", t.PP)
	}
	if m.Heads%t.TP != 0 {
		return fieldErr("tp", "task.err.tp_heads", t.TP, m.Heads)
	}
	if m.KVHeads%t.TP != 0 && t.TP%m.KVHeads != 0 {
		return fieldErr("tp", "task.err.tp_kv_heads", t.TP, m.KVHeads)
	}
	if t.VirtualPP < 0 || t.VirtualPP*t.PP > m.Layers {
		return fieldErr("virtual_pp", "task.err.virtual_pp", m.Layers, t.VirtualPP)
	}
	if t.PP > m.Layers {
		return fieldErr("pp", "task.err.pp_layers", t.PP, m.Layers)
	}
	if t.GPUs > 0 && t.GPUs%(t.TP*t.PP) != 0 {
		return fieldErr("gpus", "task.err.gpus_multiple", t.GPUs, t.TP*t.PP)
	}
	for _, r := range t.Requires {
		if !ValidRequirement(r) {
			return fieldErr("requires", "task.err.not_one_of", r, quoteList(Requirements))
		}
	}
	if t.IntraNode != "" {
		if err := oneOf("intra_node", t.IntraNode, IntraNVLink, IntraPCIe, IntraHCCS); err != nil {
			return err
		}
	}
	if t.InterNode != "" {
		if err := oneOf("inter_node", t.InterNode, InterIB, InterRoCE, InterEther, InterNone); err != nil {
			return err
		}
	}
	for _, c := range []struct {
		name string
		v    float64
		max  float64
	}{
		{"inter_node_gbps", t.InterGbps, 1e5},
		{"tokens", t.Tokens, 1e16},
		{"hours", t.Hours, 1e6},
		{"deadline_days", t.DeadlineDays, 3650},
		{"dataset_gb", t.DatasetGB, 1e8},
		{"egress_gb", t.EgressGB, 1e8},
		{"failure_rate_per_node_day", t.FailureRatePerNodeDay, 100},
		{"restart_hours", t.RestartHours, 1e4},
		{"checkpoint_interval_hours", t.CheckpointIntervalHours, 1e4},
	} {
		if math.IsNaN(c.v) || c.v < 0 {
			return fieldErr(c.name, "task.err.not_negative", c.v)
		}
		if c.v > c.max {
			return fieldErr(c.name, "task.err.implausible_float", c.v, c.max)
		}
	}
	if t.MFU < 0 || t.MFU > 1 {
		return fieldErr("mfu", "task.err.mfu", t.MFU)
	}
	if t.Checkpoints < 0 || t.Checkpoints > 1000 {
		return fieldErr("checkpoints_kept", "task.err.checkpoints", t.Checkpoints)
	}
	return t.checkBounds()
}

// defaultLoRADropout [assumed]: the public runs' recipes use 0.05
// (ms-swift, LitGPT, Qwen) to 0.1 (fsdp_qlora); PEFT's own default is 0,
// which keeps less, so the estimate errs on the high side.
const defaultLoRADropout = 0.05

// LoRADropoutRate is the adapters' dropout rate as written, else 0.05.
func (t Task) LoRADropoutRate() float64 {
	if t.LoRADropout != nil {
		return *t.LoRADropout
	}
	return defaultLoRADropout
}

// SequenceParallelOn reports whether sequence parallelism splits the norm
// and residual activations over the tensor-parallel ranks: as written, or
// on whenever tp > 1 (NeMo's recipes, torchtitan's TP plan).
func (t Task) SequenceParallelOn() bool {
	if t.SequenceParallel != nil {
		return *t.SequenceParallel && t.TP > 1
	}
	return t.TP > 1
}
