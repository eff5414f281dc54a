package calc

import (
	"cmp"
	"encoding/csv"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"computecheck/internal/repotest"
)

// The published runs the estimates are checked against, as kept in the
// repository (testdata/validation). Every file is read by its header names;
// rows of all files of one metric are pooled.
var (
	memoryCaseFiles     = []string{"memory_public.csv", "memory_public_more.csv", "memory_public_3.csv"}
	throughputCaseFiles = []string{"throughput_public.csv", "throughput_public_more.csv", "throughput_public_3.csv"}
)

// publicCase is one published run: the task a user would write for it, what
// was measured and, for memory, which figure the source measured.
type publicCase struct {
	id, file, source string
	measured         float64 // bytes, or tokens/s per GPU
	measures         string  // memory only: reserved | allocated | active | device
	task             Task
	notModelled      string // why the run cannot be expressed as a task; "" when it can
	fitHalf          bool   // the half the fitted constants were fitted on
}

// splitHalves is the stated split of the public cases of one metric: sorted
// by the FNV-1a 32-bit hash of the case id, the first half (rounded up) is
// the fitting half, the rest is held out. The split does not look at the
// data; adding a case moves at most a few others across.
func splitHalves(cs []publicCase) {
	hash := func(id string) uint32 {
		h := fnv.New32a()
		h.Write([]byte(id))
		return h.Sum32()
	}
	order := make([]int, len(cs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(hash(cs[a].id), hash(cs[b].id)) })
	for rank, i := range order {
		cs[i].fitHalf = rank < (len(cs)+1)/2
	}
}

// sourceName is the project a row comes from: the repository name of the
// first owner/repo in the source column, else its first word.
var ownerRepo = regexp.MustCompile(`\b[A-Za-z][\w.-]*/([\w.-]+)`)

func sourceName(src string) string {
	if m := ownerRepo.FindStringSubmatch(src); m != nil {
		return m[1]
	}
	if f := strings.Fields(src); len(f) > 0 {
		return f[0]
	}
	return "?"
}

// Configuration the columns do not carry is read from each row's notes with
// these rules, the same for every source (a user reading the notes would set
// the same TASK.json fields):
//
//   - recompute "selective" described as per-op ("per-op", "selective op",
//     "op-level") is torchtitan's op policy, RecomputeOp; described as
//     checkpointing every k-th block or a fraction of blocks it is
//     RecomputeLayer with k = 2 when k is not stated (torchtitan's default);
//   - "chunked CE", "chunked cross-entropy" or a head "computed in chunks":
//     chunked_loss;
//   - compile: a clause naming torch.compile or compile as on, not "compile
//     off", "no compile" or "not stated";
//   - "VPn" (Megatron/NeMo virtual pipeline stages): virtual_pp n;
//   - Transformer Engine or Megatron fused kernels: compile (fused
//     elementwise kernels, the field's meaning);
//   - context parallelism above 1 or a mixture-of-experts model: not
//     modelled, with the reason the task schema gives.
var (
	notePerOp     = regexp.MustCompile(`(?i)per-op|selective op|op-level`)
	noteLayerAC   = regexp.MustCompile(`(?i)selective layer|every k-th|fraction of (transformer )?blocks`)
	noteEveryK    = regexp.MustCompile(`(?i)every (\d+)(st|nd|rd|th)? (transformer )?block`)
	noteChunked   = regexp.MustCompile(`(?i)chunked (ce|cross[- ]?entropy)|computed in chunks`)
	noteCompileNo = regexp.MustCompile(`(?i)compile off|no compile|compile setting \(not stated|compile \(not stated`)
	noteCompile   = regexp.MustCompile(`(?i)torch\.compile|\bcompile\b`)
	noteCP        = regexp.MustCompile(`(?i)\bCP\s?([2-9]|\d{2,})\b|context[- ]parallel(ism)?\s*(degree\s*)?([2-9]|\d{2,})`)
	noteMoE       = regexp.MustCompile(`(?i)\bMoE\b|mixture[- ]of[- ]experts`)
	noteClauses   = regexp.MustCompile(`[.;]\s`)
	noteVP        = regexp.MustCompile(`\bVP(\d+)\b`)
	noteFused     = regexp.MustCompile(`(?i)transformer engine|fused kernels`)
	noteVarLen    = regexp.MustCompile(`(?i)truncat|padded to the longest|pads the batch to`)
	noteFixedLen  = regexp.MustCompile(`(?i)packed|dummy dataset|every (sample|batch) (is )?full`)
	noteGraphMode = regexp.MustCompile(`(?i)mindspore|mindformers`)
	noteTE        = regexp.MustCompile(`(?i)transformer engine`)
	noteTritonFA  = regexp.MustCompile(`(?i)triton flash attention|attn_impl:? triton`)
	notePowerW    = regexp.MustCompile(`\b(\d{3,4})\s?W\b`)
	noteActOff    = regexp.MustCompile(`(?i)activation_offloading=true|activation offload(ing)? on|enable_activation_offloading`)
)

// The stack a row ran on is read from its source, the project a user
// would name: the same rules for every row (stack.go lists what each
// stack changes).
var sourceStacks = []struct {
	re    *regexp.Regexp
	stack string
}{
	{regexp.MustCompile(`(?i)litgpt`), StackLitGPT},
	{regexp.MustCompile(`(?i)colossalai`), StackColossalAI},
	{regexp.MustCompile(`(?i)NVIDIA/NeMo\b|megatron`), StackMegatron},
	{regexp.MustCompile(`(?i)ms-swift|llama-factory|huggingface/(transformers|trl)|QwenLM/`), StackHF},
	{regexp.MustCompile(`(?i)torchtitan`), StackTorchtitan},
	{regexp.MustCompile(`(?i)torchtune`), StackTorchtune},
}

// applySource sets the stack from the source column and, from the notes,
// whether batch lengths vary over the run (truncated or padded to the
// longest sample, not packed), whether activations are offloaded, a power
// cap, the attention kernel, and compile for MindSpore's graph mode.
func applySource(task *Task, source, notes string) {
	for _, s := range sourceStacks {
		if s.re.MatchString(source) {
			task.Stack = s.stack
			break
		}
	}
	if task.Stack == StackTorchtitan && task.Recompute == RecomputeSelective {
		// torchtitan's "selective" is its per-op policy unless a layer
		// frequency is named (llama3 train_configs: selective_ac_option
		// = 'op'); applyNotes has already read a named layer policy.
		task.Recompute = RecomputeOp
	}
	task.VariableLength = noteVarLen.MatchString(notes) && !noteFixedLen.MatchString(notes)
	if noteGraphMode.MatchString(source) || noteGraphMode.MatchString(notes) {
		// MindFormers trains in MindSpore's graph mode, where the CANN graph
		// engine fuses the elementwise ops (UB fusion): compile's meaning.
		task.Compile = true
	}
	switch {
	case noteTritonFA.MatchString(notes) || noteTritonFA.MatchString(source):
		task.AttentionKernel = AttentionTriton
	case noteTE.MatchString(notes):
		task.AttentionKernel = AttentionFused // Transformer Engine's attention is cuDNN's fused kernel
	}
	if m := notePowerW.FindStringSubmatch(notes); m != nil {
		task.PowerLimitW, _ = strconv.Atoi(m[1]) // a card's stated watts: Normalize's caller checks it against the TDP
	}
	if noteActOff.MatchString(notes) && !task.OffloadsActivations() {
		if task.Offload == OffloadNone {
			task.Offload = OffloadActivations
		} else {
			task.Offload += "+" + OffloadActivations
		}
	}
}

func applyNotes(task *Task, notes string) {
	if task.Recompute == RecomputeSelective {
		switch {
		case notePerOp.MatchString(notes):
			task.Recompute = RecomputeOp
		case noteLayerAC.MatchString(notes) || noteEveryK.MatchString(notes):
			task.Recompute = RecomputeLayer
			if m := noteEveryK.FindStringSubmatch(notes); m != nil {
				task.RecomputeEvery, _ = strconv.Atoi(m[1])
			}
		}
	}
	task.ChunkedLoss = noteChunked.MatchString(notes)
	for _, clause := range noteClauses.Split(notes, -1) {
		if noteCompile.MatchString(clause) && !noteCompileNo.MatchString(clause) {
			task.Compile = true
		}
	}
	if noteFused.MatchString(notes) {
		task.Compile = true
	}
	if m := noteVP.FindStringSubmatch(notes); m != nil {
		task.VirtualPP, _ = strconv.Atoi(m[1])
	}
	if m := noteCP.FindStringSubmatch(notes); m != nil {
		n := m[1]
		if n == "" {
			n = m[4]
		}
		task.ContextParallel, _ = strconv.Atoi(n)
	}
	if noteMoE.MatchString(notes) {
		task.Model.Experts = 2
	}
}

// sourceConfig is configuration a row's notes leave out that its cited
// source states, kept apart from the published rows in
// testdata/validation/config_from_sources.csv with the evidence for each.
func sourceConfig(t *testing.T) map[string][][2]string {
	t.Helper()
	f, err := os.Open(repotest.ValidationFile("config_from_sources.csv"))
	if err != nil {
		t.Fatalf("validation file: %v", err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatalf("config_from_sources.csv: %v", err)
	}
	out := map[string][][2]string{}
	for _, r := range recs[1:] {
		if strings.TrimSpace(r[3]) == "" {
			t.Fatalf("config_from_sources.csv: %s %s has no evidence", r[0], r[1])
		}
		out[r[0]] = append(out[r[0]], [2]string{r[1], r[2]})
	}
	return out
}

func applySourceConfig(task *Task, fields [][2]string) error {
	for _, fv := range fields {
		on := fv[1] == "true"
		switch fv[0] {
		case "chunked_loss":
			task.ChunkedLoss = on
		case "compile":
			task.Compile = on
		default:
			return fmt.Errorf("config_from_sources.csv: field %q is not handled", fv[0])
		}
	}
	return nil
}

// legacyMeasures is the figure a file without a measures column reports:
// torchtune logs torch.cuda.max_memory_reserved(); the other sources of
// memory_public.csv (Qwen README, LLaMA-Factory wiki) read nvidia-smi.
func legacyMeasures(source string) string {
	if strings.Contains(source, "torchtune") {
		return "reserved"
	}
	return "device"
}

// readPublicCases reads every file of one metric.
func readPublicCases(t *testing.T, files []string, metric string) []publicCase {
	t.Helper()
	var out []publicCase
	extra := sourceConfig(t)
	for _, name := range files {
		path := repotest.ValidationFile(name)
		f, err := os.Open(path)
		if err != nil {
			t.Fatalf("validation file: %v", err)
		}
		recs, err := csv.NewReader(f).ReadAll()
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		col := map[string]int{}
		for i, h := range recs[0] {
			col[strings.TrimSpace(h)] = i
		}
		for n, rec := range recs[1:] {
			row := func(k string) string {
				if i, ok := col[k]; ok && i < len(rec) {
					return strings.TrimSpace(rec[i])
				}
				return ""
			}
			if row("metric") != metric {
				continue
			}
			c, err := caseFromRow(row, extra[row("case")])
			if err != nil {
				t.Fatalf("%s row %d (%s): %v", name, n+2, row("case"), err)
			}
			c.file = name
			out = append(out, c)
		}
	}
	splitHalves(out)
	return out
}

func caseFromRow(row func(string) string, extra [][2]string) (publicCase, error) {
	var bad error
	num := func(k string) int {
		if row(k) == "" {
			return 0
		}
		v, err := strconv.Atoi(row(k))
		if err != nil && bad == nil {
			bad = fmt.Errorf("column %s: %v", k, err)
		}
		return v
	}
	flt := func(k string) float64 {
		if row(k) == "" {
			return 0
		}
		v, err := strconv.ParseFloat(row(k), 64)
		if err != nil && bad == nil {
			bad = fmt.Errorf("column %s: %v", k, err)
		}
		return v
	}
	fa := row("flash_attention") != "false"
	task := Task{
		Name: row("case"),
		Model: Model{
			Layers: num("layers"), Hidden: num("hidden"), Heads: num("heads"), KVHeads: num("kv_heads"),
			FFN: num("ffn"), Vocab: num("vocab"), TiedEmbeddings: row("tied_embeddings") == "true", MLP: row("mlp"),
		},
		Method: row("method"), LoRARank: num("lora_rank"), LoRATargets: row("lora_targets"),
		Precision: row("precision"), Optimizer: row("optimizer"), ZeRO: num("zero"), Offload: row("offload"),
		Recompute: row("recompute"), FlashAttn: &fa,
		MicroBatch: num("micro_batch"), SeqLen: num("seq_len"), GradAccum: num("grad_accum"),
		GPU: row("gpu"), GPUs: num("gpus"), GPUsPerNode: num("gpus_per_node"), TP: num("tp"), PP: num("pp"),
		InterNode: row("inter_node"), InterGbps: flt("inter_node_gbps"),
	}
	task = task.Normalize()
	applyNotes(&task, row("notes"))
	applySource(&task, row("source"), row("notes"))
	if err := applySourceConfig(&task, extra); err != nil {
		return publicCase{}, err
	}
	task = task.Normalize()
	c := publicCase{id: row("case"), source: sourceName(row("source")), measured: flt("measured")}
	if bad != nil {
		return c, bad
	}
	if err := task.Validate(); err != nil {
		var fe *FieldError
		if !errors.As(err, &fe) || (fe.Field != "context_parallel" && fe.Field != "model.experts") {
			return c, err
		}
		c.notModelled = fe.Reason
	}
	c.task = task
	switch unit := row("unit"); unit {
	case "GiB":
		c.measured *= GiB
	case "GB":
		c.measured *= GB
	case "tok/s/GPU":
	default:
		return c, fmt.Errorf("unit %q is not GiB, GB or tok/s/GPU", unit)
	}
	if row("metric") == "peak_memory" {
		c.measures = row("measures")
		if c.measures == "" {
			c.measures = legacyMeasures(row("source"))
		}
		if !slices.Contains([]string{"reserved", "allocated", "active", "device"}, c.measures) {
			return c, fmt.Errorf("measures %q is not reserved, allocated, active or device", c.measures)
		}
	}
	return c, nil
}

// caseResult is one case's prediction and its signed relative error.
type caseResult struct {
	publicCase
	predicted, err float64
}

// predictCases runs predict on every modelled case.
func predictCases(cases []publicCase, predict func(publicCase) float64) []caseResult {
	rs := make([]caseResult, len(cases))
	for i, c := range cases {
		rs[i] = caseResult{publicCase: c}
		if c.notModelled == "" {
			rs[i].predicted = predict(c)
			rs[i].err = rs[i].predicted/c.measured - 1
		}
	}
	return rs
}

// errorStats are the median, 90th percentile and worst |error| of a set.
type errorStats struct {
	n                  int
	median, p90, worst float64
}

func statsOf(rs []caseResult, keep func(caseResult) bool) errorStats {
	var abs []float64
	for _, r := range rs {
		if r.notModelled == "" && keep(r) {
			abs = append(abs, math.Abs(r.err))
		}
	}
	return errorStatsOf(abs)
}

// errorStatsOf: median and the 90th percentile by linear interpolation
// between order statistics (numpy's default), worst the largest.
func errorStatsOf(abs []float64) errorStats {
	s := errorStats{n: len(abs)}
	if s.n == 0 {
		return s
	}
	abs = slices.Clone(abs)
	slices.Sort(abs)
	q := func(p float64) float64 {
		x := p * float64(len(abs)-1)
		i := int(x)
		if i+1 >= len(abs) {
			return abs[len(abs)-1]
		}
		return abs[i] + (x-float64(i))*(abs[i+1]-abs[i])
	}
	s.median, s.p90, s.worst = q(0.5), q(0.9), abs[len(abs)-1]
	return s
}

func (s errorStats) String() string {
	if s.n == 0 {
		return "no cases"
	}
	return fmt.Sprintf("%2d cases  median %5.1f%%  p90 %5.1f%%  worst %5.1f%%", s.n, 100*s.median, 100*s.p90, 100*s.worst)
}

// reportErrors prints the in-sample / out-of-sample summary, overall,
// per source and per regime, each beside the simple rule's errors on the
// same runs (simple: the rule's results, in the order of rs), and checks the
// issue's limits over all modelled cases: median <= 10%, 90th percentile
// <= 25%, no case beyond 50%.
func reportErrors(t *testing.T, what string, rs, simple []caseResult, regime func(caseResult) string) (all, out errorStats) {
	t.Helper()
	var b strings.Builder
	fit := func(r caseResult) bool { return r.fitHalf }
	held := func(r caseResult) bool { return !r.fitHalf }
	every := func(caseResult) bool { return true }
	all, out = statsOf(rs, every), statsOf(rs, held)
	fmt.Fprintf(&b, "\n%s, all public cases:    %s\n", what, all)
	fmt.Fprintf(&b, "%s, in-sample (fit):    %s\n", what, statsOf(rs, fit))
	fmt.Fprintf(&b, "%s, out-of-sample:      %s\n", what, out)
	fmt.Fprintf(&b, "%s, simple rule, all:   %s\n", what, statsOf(simple, every))
	table := func(title string, key func(caseResult) string) {
		var keys []string
		for _, r := range rs {
			if !slices.Contains(keys, key(r)) {
				keys = append(keys, key(r))
			}
		}
		slices.Sort(keys)
		fmt.Fprintf(&b, "per %s (in-sample | out-of-sample | simple rule on the same runs):\n", title)
		for _, k := range keys {
			in := func(r caseResult) bool { return key(r) == k }
			fmt.Fprintf(&b, "  %-16s %s | %s | %s\n", k,
				statsOf(rs, func(r caseResult) bool { return in(r) && r.fitHalf }),
				statsOf(rs, func(r caseResult) bool { return in(r) && !r.fitHalf }),
				statsOf(simple, in))
		}
	}
	table("source", func(r caseResult) string { return r.source })
	table("regime", regime)
	for _, r := range rs {
		if r.notModelled != "" {
			fmt.Fprintf(&b, "not modelled: %s (%s): %s\n", r.id, r.source, r.notModelled)
		}
	}
	t.Log(b.String())
	if all.median > 0.10 {
		t.Errorf("%s: median |error| %.1f%% > 10%%", what, 100*all.median)
	}
	if all.p90 > 0.25 {
		t.Errorf("%s: 90th percentile |error| %.1f%% > 25%%", what, 100*all.p90)
	}
	for _, r := range rs {
		if r.notModelled == "" && math.Abs(r.err) > 0.50 {
			t.Errorf("%s %s: predicted %.4g, measured %.4g (%+.1f%%), beyond 50%%", what, r.id, r.predicted, r.measured, 100*r.err)
		}
	}
	return all, out
}

func sample(fit bool) string {
	if fit {
		return "fit"
	}
	return "held"
}
