package calc

// Planning: the job as it would really be run on each quote's hardware.
//
// A buyer types the model, the method and the data. How the job is made to
// fit the rented cards (ZeRO/FSDP stage, activation recompute, micro-batch
// and gradient accumulation, CPU offload, tensor and pipeline parallelism,
// how many of the offered GPUs to use) is an engineer's choice, and the
// right one differs per offer. For every offer the planner searches those
// settings while keeping the job the same:
//
//   - the tokens of one optimizer step: micro_batch × grad_accum ×
//     data-parallel degree × seq_len, as `estimate` reports it for the task
//     as typed (throughput.tokens_per_step);
//   - the model, sequence length, method (and LoRA settings), precision,
//     optimizer, FlashAttention and the training tokens.
//
// Among the configurations that fit with the memory model's error band (not
// only at the point estimate), it takes the one with the lowest total under
// the quote's own billing terms, so a plan that finishes inside a monthly
// minimum may beat a faster one. Tensor × pipeline parallel groups stay
// within one machine (their traffic is on the critical path); data
// parallelism spans machines up to what the quote offers.
//
// The search is shared across offers: per-GPU memory depends only on the
// configuration and is computed once per Rank; the fastest fitting
// configuration for each GPU count is worked out once per (GPU, machine
// size, links); each offer then prices the few GPU counts on the frontier
// through the same engine steps as the task as typed (layout, evaluate), so
// a plan's numbers are the engine's numbers.

import (
	"encoding/json"
	"math"
	"slices"
	"sort"
	"strings"

	"computecheck/msg"
)

// Constants of the planner.
const (
	// planMemoryBand [placeholder, until the memory verdict with its error
	// band (issue 18) is in]: a planned configuration must still fit with
	// its memory estimate raised by this share. The estimate's median error
	// on the public measurements is about 9% (memory.go, fitHeadroom); a
	// plan on the edge of the card would be a guess presented as a plan.
	planMemoryBand = 0.10

	// planHostRAMPerGPU [assumed]: host memory CPU offload may fill, per card
	// of a machine: 512 GiB for an 8-card machine, what common 8×4090
	// rental boxes have and the low end of A800/H800 servers (1-2 TiB).
	// Quotes do not state host memory.
	planHostRAMPerGPU = 64 * GiB

	// planMinSaving [assumed]: for a task that fits an offer as typed, a
	// different configuration is proposed only when it lowers the total by
	// at least this share; below it the difference is within the speed
	// model's error and not worth rewriting what the user typed.
	planMinSaving = 0.02

	// planSameSpeed: speed ratios within this share of 1 read "about as
	// fast as typed" (the ratio is shown to one decimal: 1.04 would read
	// "1.0× slower").
	planSameSpeed = 0.05

	// planMaxGPUs [assumed]: the largest GPU count searched when a quote
	// does not say how many machines it has (8,192 cards is beyond any
	// cluster rented by the hour in the quote books we have seen).
	planMaxGPUs = 8192

	// planMaxModelParallel bounds the tp × pp the no-plan diagnosis tries
	// beyond one machine.
	planMaxModelParallel = 64

	// planPipelineMicroBatches: with pipeline parallelism, the largest
	// fitting micro-batches tried per layout (a smaller one means more
	// micro-batches in flight and a smaller bubble, Narayanan 2021 §2.2).
	planPipelineMicroBatches = 4
)

// planRecompute are the activation recompute modes the planner tries, in
// the order of the time they add (Korthikanti et al. 2205.05198: selective
// re-runs the attention core, full a whole forward).
var planRecompute = []string{RecomputeNone, RecomputeSelective, RecomputeFull}

// planOffload are the offload modes, in the order of the time they add.
// DeepSpeed offloads the optimizer from ZeRO-2 on (ZeRO-Offload
// 2101.06840) and parameters only under ZeRO-3 (ZeRO-Infinity 2104.07857).
var planOffload = []string{OffloadNone, OffloadOptimizer, OffloadOptimizerParams}

func offloadAllowed(zero, offload int) bool {
	switch offload {
	case 1:
		return zero >= 2
	case 2:
		return zero >= 3
	}
	return true
}

// Plan is how an offer's row was costed when the task as typed does not fit
// there, or does not run there at the lowest total (contract: compare
// --json `plan`).
type Plan struct {
	// Changes say what differs from the task as typed, model parallelism
	// first, the batch split and the GPU count last.
	Changes []msg.Msg
	// Effect says how much faster or slower the run is than as typed (zero
	// when there is nothing to compare with).
	Effect msg.Msg
	// SpeedVsTyped is planned tokens/s over the task as typed: on this offer
	// when the task fits it as typed, else the typed settings at the planned
	// GPU count as the throughput model sees them (memory aside). 0: unknown.
	SpeedVsTyped float64
	// Task is the complete planned task (GPU, count, machine size and links
	// of the offer): `estimate` gives it the row's memory and speed.
	Task Task
	// Lang is the language MarshalJSON writes the sentences in ("" = en).
	Lang string
}

// MarshalJSON writes the contract's plan object: changes as text, the task
// as TASK.json, plus the effect and the speed ratio.
func (p Plan) MarshalJSON() ([]byte, error) {
	lang := p.Lang
	if lang == "" {
		lang = "en"
	}
	out := struct {
		Changes      []string `json:"changes"`
		Effect       string   `json:"effect,omitempty"`
		SpeedVsTyped *float64 `json:"speed_vs_typed"`
		Task         Task     `json:"task"`
	}{Changes: make([]string, len(p.Changes)), Effect: p.Effect.In(lang), Task: p.Task}
	for i, c := range p.Changes {
		out.Changes[i] = c.In(lang)
	}
	if p.SpeedVsTyped > 0 {
		v := p.SpeedVsTyped
		out.SpeedVsTyped = &v
	}
	return json.Marshal(out)
}

// Summary is the plan in one line: the changes joined, then the effect
// ("ZeRO-3 + 全量重计算，比原设置慢 1.3×").
func (p Plan) Summary() msg.Msg {
	var joined msg.Msg
	for i, c := range p.Changes {
		if i == 0 {
			joined = c
			continue
		}
		joined = msg.New("plan.join", joined, c)
	}
	switch {
	case joined.IsZero():
		return p.Effect
	case p.Effect.IsZero():
		return joined
	}
	return msg.New("plan.summary", joined, p.Effect)
}

// planConfig is what the planner may change about a task: a point of the
// search. recompute and offload index planRecompute and planOffload.
type planConfig struct {
	tp, pp, dp int
	mb, ga     int
	zero       int
	recompute  int
	offload    int
}

func (c planConfig) gpus() int { return c.tp * c.pp * c.dp }

func (c planConfig) apply(t Task) Task {
	t.TP, t.PP = c.tp, c.pp
	t.MicroBatch, t.GradAccum = c.mb, c.ga
	t.ZeRO = c.zero
	t.Recompute = planRecompute[c.recompute]
	t.Offload = planOffload[c.offload]
	t.GPUs = c.gpus()
	return t
}

// planCandidate is the fastest fitting configuration at one GPU count on a
// group of offers, at the throughput model's speed.
type planCandidate struct {
	cfg planConfig
	tps float64
}

// planGroup is the key of offers that share a search: GPU, machine size
// and links (as the offer states them; unknown ones empty).
type planGroup struct {
	gpu, intra, inter string
	gbps              float64
	gpn               int
}

// planner holds the search state of one Rank: the task as typed and what
// repeats across offers.
type planner struct {
	typed Task
	// seqs is the number of sequences in one optimizer step as typed:
	// micro_batch × grad_accum × the data-parallel degree estimate uses.
	seqs   int
	typedC planConfig // the typed settings (recompute/offload -1 when not a planner mode)
	mem    map[planConfig]MemoryBreakdown
	fit    map[planFitKey][]planConfig
	bounds map[planBoundKey][][]planCandidate
	tput   map[planTputKey]float64
	groups map[planGroup][]planCandidate
	subs   map[planConfig]*engine
}

func (e *engine) planner() *planner {
	if e.plans != nil {
		return e.plans
	}
	t := e.t
	split := max(1, t.TP*t.PP)
	gpus := t.GPUs
	if gpus == 0 {
		// The count `estimate` uses: the fewest of the task's own GPU that
		// fit, else one tensor × pipeline group.
		if g, ok := e.gpu(t.GPU); ok {
			gpus = e.minGPUs(t, g)
		}
		if gpus == 0 {
			gpus = split
		}
	}
	pl := &planner{
		typed:  t,
		seqs:   t.MicroBatch * t.GradAccum * max(1, gpus/split),
		mem:    map[planConfig]MemoryBreakdown{},
		fit:    map[planFitKey][]planConfig{},
		bounds: map[planBoundKey][][]planCandidate{},
		tput:   map[planTputKey]float64{},
		groups: map[planGroup][]planCandidate{},
		subs:   map[planConfig]*engine{},
	}
	pl.typedC = planConfig{tp: t.TP, pp: t.PP, dp: max(1, gpus/split), mb: t.MicroBatch, ga: t.GradAccum, zero: t.ZeRO,
		recompute: slices.Index(planRecompute, t.Recompute), offload: slices.Index(planOffload, t.Offload)}
	e.plans = pl
	return pl
}

// TokensPerStep is the tokens of one optimizer step of the task as typed,
// the quantity every plan keeps: what `estimate` reports as
// throughput.tokens_per_step.
func (pl *planner) tokensPerStep() float64 { return float64(pl.seqs) * float64(pl.typed.SeqLen) }

func (pl *planner) memory(c planConfig) MemoryBreakdown {
	if m, ok := pl.mem[c]; ok {
		return m
	}
	m := Memory(c.apply(pl.typed), c.gpus())
	pl.mem[c] = m
	return m
}

// planFits is the fit rule of a plan: the memory estimate raised by its
// error band still fits the card.
func planFits(m MemoryBreakdown, g GPU) bool {
	return float64(m.Total)*(1+planMemoryBand) <= float64(g.MemoryBytes)
}

// hostFits checks what offload puts in host memory against what a machine
// of gpn cards is assumed to have (planHostRAMPerGPU per card).
func hostFits(m MemoryBreakdown, gpus, gpn int) bool {
	return m.OffloadedCPU == 0 || float64(m.OffloadedCPU)*float64(min(gpus, gpn)) <= float64(planHostRAMPerGPU)*float64(gpn)
}

func (pl *planner) fits(c planConfig, g GPU, gpn int) bool {
	m := pl.memory(c)
	return planFits(m, g) && hostFits(m, c.gpus(), gpn)
}

// modelSplits are the (tp, pp) pairs a machine of gpn cards can hold: tp
// divides the machine and the model's heads (Task.Validate's rule), pp no
// more than the layers.
func (pl *planner) modelSplits(limit int, needDivide int) [][2]int {
	m := pl.typed.Model
	var out [][2]int
	for tp := 1; tp <= limit; tp *= 2 {
		if m.Heads%tp != 0 || (m.KVHeads%tp != 0 && tp%m.KVHeads != 0) {
			continue
		}
		if needDivide > 0 && needDivide%tp != 0 {
			continue
		}
		for pp := 1; tp*pp <= limit && pp <= m.Layers; pp *= 2 {
			out = append(out, [2]int{tp, pp})
		}
	}
	return out
}

// divisors of n in ascending order, up to limit.
func divisors(n, limit int) []int {
	var lo, hi []int
	for d := 1; d*d <= n; d++ {
		if n%d == 0 {
			lo = append(lo, d)
			if d*d != n {
				hi = append(hi, n/d)
			}
		}
	}
	slices.Reverse(hi)
	out := append(lo, hi...)
	if i := sort.SearchInts(out, limit+1); i < len(out) {
		out = out[:i]
	}
	return out
}

// candidates are, for each GPU count in ascending order, the fastest
// configuration that fits a group's offers.
//
// Per count the configurations are tried in the order of their speed on
// ideal links, which no real link beats: once that bound falls below the
// best real speed found, none of the rest can win.
func (pl *planner) candidates(g GPU, tt Task) []planCandidate {
	key := planGroup{g.ID, tt.IntraNode, tt.InterNode, tt.InterGbps, tt.GPUsPerNode}
	if c, ok := pl.groups[key]; ok {
		return c
	}
	var out []planCandidate
	for _, byCount := range pl.bounded(g, tt.GPUsPerNode) {
		var best planCandidate
		for _, b := range byCount {
			if b.tps < best.tps*(1-1e-9) {
				break
			}
			tps := pl.throughput(b.cfg, g, tt)
			if tps > best.tps*(1+1e-9) || (tps >= best.tps*(1-1e-9) && pl.changeCount(b.cfg) < pl.changeCount(best.cfg)) {
				best = planCandidate{b.cfg, tps}
			}
		}
		if best.tps > 0 {
			out = append(out, best)
		}
	}
	pl.groups[key] = out
	return out
}

// bounded is feasible grouped by GPU count (ascending), each group sorted
// by the configuration's speed on ideal links (fastest first): NVLink and
// the network at a bandwidth no fabric reaches and the fastest PCIe
// generation for offload, so that only the compute, the pipeline bubble
// and the CPU optimizer step remain.
func (pl *planner) bounded(g GPU, gpn int) [][]planCandidate {
	key := planBoundKey{g.ID, gpn}
	if b, ok := pl.bounds[key]; ok {
		return b
	}
	ideal := g
	ideal.NVLinkGBps, ideal.PCIeGen = 1e9, 99
	ic := Interconnect{Intra: IntraNVLink, Inter: InterIB, InterGbps: 1e12, P2P: true}
	byN := map[int][]planCandidate{}
	for _, c := range pl.feasible(g, gpn) {
		t := c.apply(pl.typed)
		t.GPUsPerNode = gpn
		if tps := EstimateThroughput(t, ideal, c.gpus(), ic).TokensPerS; tps > 0 {
			byN[c.gpus()] = append(byN[c.gpus()], planCandidate{c, tps})
		}
	}
	counts := make([]int, 0, len(byN))
	for n := range byN {
		counts = append(counts, n)
	}
	sort.Ints(counts)
	out := make([][]planCandidate, len(counts))
	for i, n := range counts {
		out[i] = byN[n]
		sort.SliceStable(out[i], func(a, b int) bool { return out[i][a].tps > out[i][b].tps })
	}
	pl.bounds[key] = out
	return out
}

type planBoundKey struct {
	gpu string
	gpn int
}

// throughput is the model's tokens/s of a configuration on a group's
// links, cached across groups that differ only in links the run does not
// use (a run inside one machine never touches the network between them).
func (pl *planner) throughput(c planConfig, g GPU, tt Task) float64 {
	t := c.apply(tt)
	k := planTputKey{g.ID, t.GPUsPerNode, c, t.IntraNode, t.InterNode, t.InterGbps}
	if c.gpus() <= t.GPUsPerNode {
		k.inter, k.gbps = "", 0
	}
	if v, ok := pl.tput[k]; ok {
		return v
	}
	v := EstimateThroughput(t, g, c.gpus(), TaskInterconnect(t, g)).TokensPerS
	pl.tput[k] = v
	return v
}

type planTputKey struct {
	gpu          string
	gpn          int
	cfg          planConfig
	intra, inter string
	gbps         float64
}

// planDominates reports whether setting a (ZeRO stage, recompute, offload,
// micro-batch index) is never slower than setting b on the same layout, in
// the throughput model: recompute and offload only add time; ZeRO-0's
// all-reduce (2x under the backward) never exposes more than ZeRO-1's
// reduce-scatter under the backward plus its all-gather after the step,
// and ZeRO-2 repeats that reduce-scatter every micro-step; a larger
// micro-batch means fewer micro-steps and fuller GEMMs, except with
// pipeline parallelism, where more micro-batches shrink the bubble.
func planDominates(az, arc, aoff, amb, bz, brc, boff, bmb int, pipeline bool) bool {
	if arc > brc || aoff > boff {
		return false
	}
	if az != bz && (az > bz || bz > 2) {
		return false
	}
	if pipeline {
		return amb == bmb
	}
	return amb >= bmb
}

type planFitKey struct {
	memoryBytes int64
	gpn         int
}

// feasible lists the configurations that fit a card of g's memory in
// machines of gpn cards, less those another setting of the same layout
// (tp, pp, data-parallel degree) dominates (planDominates). With pipeline
// parallelism up to planPipelineMicroBatches micro-batch sizes are kept.
func (pl *planner) feasible(g GPU, gpn int) []planConfig {
	key := planFitKey{g.MemoryBytes, gpn}
	if f, ok := pl.fit[key]; ok {
		return f
	}
	type found struct{ zero, rc, off, mb int }
	var out []planConfig
	for _, split := range pl.modelSplits(gpn, gpn) {
		tp, pp := split[0], split[1]
		for _, dp := range divisors(pl.seqs, planMaxGPUs/(tp*pp)) {
			perRank := pl.seqs / dp
			mbs := divisors(perRank, perRank)
			cfg := func(f found) planConfig {
				return planConfig{tp: tp, pp: pp, dp: dp, mb: mbs[f.mb], ga: perRank / mbs[f.mb], zero: f.zero, recompute: f.rc, offload: f.off}
			}
			var fs []found
			for zero := 0; zero <= 3; zero++ {
				for off := range planOffload {
					if !offloadAllowed(zero, off) {
						continue
					}
					for rc := range planRecompute {
						// Memory grows with the micro-batch: the largest that fits.
						top := sort.Search(len(mbs), func(i int) bool { return !pl.fits(cfg(found{zero, rc, off, i}), g, gpn) }) - 1
						low := top
						if pp > 1 {
							low = max(0, top-planPipelineMicroBatches+1)
						}
						for i := top; i >= low && i >= 0; i-- {
							fs = append(fs, found{zero, rc, off, i})
						}
					}
				}
			}
			for _, f := range fs {
				if !slices.ContainsFunc(fs, func(o found) bool {
					return o != f && planDominates(o.zero, o.rc, o.off, o.mb, f.zero, f.rc, f.off, f.mb, pp > 1)
				}) {
					out = append(out, cfg(f))
				}
			}
		}
	}
	pl.fit[key] = out
	return out
}

// changeCount is how many of the task's settings a configuration changes
// (ties between equally fast configurations go to the fewer changes).
func (pl *planner) changeCount(c planConfig) int {
	t := pl.typedC
	n := 0
	for _, d := range []bool{c.tp != t.tp, c.pp != t.pp, c.zero != t.zero, c.recompute != t.recompute,
		c.offload != t.offload, c.mb != t.mb || c.ga != t.ga, c.dp != t.dp} {
		if d {
			n++
		}
	}
	return n
}

// sub is an engine costing one planned configuration: its caches are keyed
// for one task, so each configuration gets its own, shared across offers.
func (pl *planner) sub(e *engine, c planConfig) *engine {
	if s, ok := pl.subs[c]; ok {
		return s
	}
	s := &engine{t: c.apply(e.t), cat: e.cat, min: map[minKey]int{}, est: map[estKey]Throughput{},
		mem: map[memKey]MemoryBreakdown{}, icMap: map[icKey]Interconnect{}, typed: e}
	pl.subs[c] = s
	return s
}

// benchmarkBase is the engine, task and GPU count a quote's benchmark is
// taken to have run, before its own stated configuration: for the task as
// typed, the job itself; for a planned configuration, the task as typed on
// the same GPU and links (the engine of the task as typed, whose caches are
// keyed for those settings), at the typed GPU count when the task gives one.
func (e *engine) benchmarkBase(tt Task, used int) (*engine, Task, int) {
	if e.typed == nil {
		return e, tt, used
	}
	t := e.typed.t
	bt := tt
	bt.TP, bt.PP, bt.ZeRO, bt.Recompute, bt.Offload = t.TP, t.PP, t.ZeRO, t.Recompute, t.Offload
	bt.MicroBatch, bt.GradAccum, bt.GPUs = t.MicroBatch, t.GradAccum, t.GPUs
	if t.GPUs > 0 {
		used = t.GPUs
	}
	return e.typed, bt, used
}

// planScore is what a plan is chosen on: the total when the quote is
// priced, else billed GPU-seconds per token (the same order under any
// price per card-hour), else the billed GPU count.
func planScore(q QuoteCost, p *plan) float64 {
	gpus := float64(max(q.BilledGPUs, q.GPUs))
	switch {
	case q.Complete && p.priced:
		return q.Cost.Total
	case p.tps > 0:
		return gpus / p.tps
	}
	return gpus
}

// replan is the planner's step after layout: it costs the frontier
// configurations that fit this offer and keeps the cheapest when the task
// as typed does not fit, is on the edge of the card, or costs clearly more;
// when nothing fits it says why. typed is the plan as it was before layout.
func (e *engine) replan(p *plan, typed plan, tt Task, g GPU, opt CostOptions) {
	if opt.AsTyped {
		return
	}
	pl := e.planner()
	typed.q.Warnings = slices.Clip(typed.q.Warnings)
	links, _, _ := withOfferLinks(tt, p.offer)
	all := pl.candidates(g, links)
	o := p.offer
	capGPUs := 0 // unknown: no limit beyond planMaxGPUs
	if o.Nodes > 0 && (p.unit.perNode || o.GPUsPerNode > 0) {
		capGPUs = o.Nodes * p.gpn
	}

	typedOK := p.q.Fits && planFits(p.q.Memory, g)
	var typedScore float64
	if p.q.Fits {
		typedScore = planScore(e.evaluate(p, -1, opt), p)
	}
	var best *plan
	var bestCfg planConfig
	var bestScore float64
	// A what-if hours override is tied to the GPU count typed with it.
	fixedN := 0
	if e.t.Hours > 0 {
		fixedN = e.t.GPUs
	}
	fastest := 0.0
	for _, c := range all {
		n := c.cfg.gpus()
		if capGPUs > 0 && n > capGPUs {
			break
		}
		if fixedN > 0 && n != fixedN {
			continue
		}
		// More GPUs that are not faster never cost less.
		if fixedN == 0 && c.tps <= fastest*(1+1e-9) {
			continue
		}
		fastest = c.tps
		s := pl.sub(e, c.cfg)
		pc := typed
		s.layout(&pc, c.cfg.apply(tt), g, opt)
		if !pc.q.Fits {
			continue
		}
		score := planScore(s.evaluate(&pc, -1, opt), &pc)
		if best == nil || score < bestScore*(1-1e-9) {
			best, bestCfg, bestScore = &pc, c.cfg, score
		}
	}

	switch {
	case best == nil && !p.q.Fits:
		e.noPlan(p, pl, g, links, all, capGPUs)
		return
	case best == nil:
		return
	case typedOK && !(bestScore < typedScore*(1-planMinSaving)):
		return
	case typedOK && bestCfg == pl.typedC && bestCfg.gpus() == p.q.GPUs:
		return
	}
	typedGPUs, typedTPS := 0, 0.0
	if p.q.Fits {
		typedGPUs, typedTPS = p.q.GPUs, p.tps
	}
	if typedTPS <= 0 {
		// The typed settings at the planned count, memory aside.
		n := max(1, bestCfg.gpus()/max(1, pl.typed.TP*pl.typed.PP)) * max(1, pl.typed.TP*pl.typed.PP)
		t := links
		t.GPUs = n
		typedTPS = EstimateThroughput(t, g, n, TaskInterconnect(t, g)).TokensPerS
	}
	plan := &Plan{Changes: pl.changes(bestCfg, typedGPUs), Task: best.task}
	if best.tps > 0 && typedTPS > 0 {
		plan.SpeedVsTyped = best.tps / typedTPS
		plan.Effect = speedEffect(plan.SpeedVsTyped)
	}
	*p = *best
	p.q.Plan = plan
}

// speedEffect says how a speed ratio (planned / as typed) reads.
func speedEffect(r float64) msg.Msg {
	switch {
	case math.Abs(r-1) < planSameSpeed:
		return msg.New("plan.effect.same")
	case r < 1:
		return msg.New("plan.effect.slower", 1/r)
	}
	return msg.New("plan.effect.faster", r)
}

// changes lists what a configuration changes from the task as typed.
// typedGPUs is the count the task ran as typed on this offer (0: it did not).
func (pl *planner) changes(c planConfig, typedGPUs int) []msg.Msg {
	t := pl.typed
	var out []msg.Msg
	if c.tp != t.TP {
		out = append(out, msg.New("plan.change.tp", c.tp))
	}
	if c.pp != t.PP {
		out = append(out, msg.New("plan.change.pp", c.pp))
	}
	if c.zero != t.ZeRO {
		out = append(out, msg.New("plan.change.zero", c.zero))
	}
	if r := planRecompute[c.recompute]; r != t.Recompute {
		out = append(out, msg.New("plan.change.recompute."+r))
	}
	if o := planOffload[c.offload]; o != t.Offload {
		key := map[string]string{OffloadNone: "none", OffloadOptimizer: "optimizer", OffloadOptimizerParams: "params"}[o]
		out = append(out, msg.New("plan.change.offload."+key))
	}
	if c.mb != t.MicroBatch || c.ga != t.GradAccum {
		out = append(out, msg.New("plan.change.batch", c.mb, c.ga, t.MicroBatch, t.GradAccum))
	}
	was := t.GPUs
	if was == 0 {
		was = typedGPUs
	}
	if n := c.gpus(); was > 0 && n != was {
		out = append(out, msg.New("plan.change.gpus", n, was))
	}
	return out
}

// noPlan says why no configuration of the job fits an offer: the row's
// reason (and its does_not_fit warning) become the planner's explanation.
func (e *engine) noPlan(p *plan, pl *planner, g GPU, tt Task, all []planCandidate, capGPUs int) {
	m := pl.diagnose(g, tt, all, capGPUs, p.offer.Nodes)
	p.q.NoPlan = m
	text := m.In("en")
	for i, w := range p.q.Warnings {
		if w.Code == WarnDoesNotFit {
			if p.q.Reason == w.Text {
				p.q.Reason = text
			}
			p.q.Warnings[i].Text = text
		}
	}
}

// diagnose finds the first limit that leaves no plan: the quote's machine
// count, the step's sequence count (data-parallel shards), host memory for
// offload, the machine's card count (model parallelism), or the card itself
// (one layer's working set).
func (pl *planner) diagnose(g GPU, tt Task, all []planCandidate, capGPUs, nodes int) msg.Msg {
	gpn := tt.GPUsPerNode
	gib := func(b float64) float64 { return math.Round(b/GiB*10) / 10 }
	if len(all) > 0 {
		n := all[0].cfg.gpus()
		return msg.New("plan.none.capacity", n, (n+gpn-1)/gpn, gpn, nodes)
	}
	full, params := len(planRecompute)-1, len(planOffload)-1
	frugal := func(tp, pp, dp, off int) planConfig {
		return planConfig{tp: tp, pp: pp, dp: dp, mb: 1, ga: max(1, pl.seqs/dp), zero: 3, recompute: full, offload: off}
	}
	splits := pl.modelSplits(gpn, gpn)
	// More ZeRO-3 shards than the step has sequences would change the job.
	for dp := 2 * pl.seqs; dp <= planMaxGPUs; dp *= 2 {
		for _, s := range splits {
			if c := frugal(s[0], s[1], dp, 0); pl.fits(c, g, gpn) {
				return msg.New("plan.none.batch", c.gpus(), pl.seqs)
			}
		}
	}
	// Offload would fit the card but not the host.
	for _, s := range splits {
		c := frugal(s[0], s[1], pl.seqs, params)
		if m := pl.memory(c); planFits(m, g) {
			need := float64(m.OffloadedCPU) * float64(min(c.gpus(), gpn))
			return msg.New("plan.none.host_ram", gib(need), gib(float64(planHostRAMPerGPU)*float64(gpn)))
		}
	}
	// A larger tensor × pipeline group than one machine holds.
	for _, s := range pl.modelSplits(planMaxModelParallel, 0) {
		if s[0]*s[1] <= gpn {
			continue
		}
		if c := frugal(s[0], s[1], 1, params); planFits(pl.memory(c), g) {
			return msg.New("plan.none.machine", s[0]*s[1], gpn)
		}
	}
	least, at := int64(math.MaxInt64), 1
	for _, s := range splits {
		if m := pl.memory(frugal(s[0], s[1], pl.seqs, params)); m.Total < least {
			least, at = m.Total, s[0]*s[1]
		}
	}
	return msg.New("plan.none.layer", gib(float64(g.MemoryBytes)), pl.typed.SeqLen, gib(float64(least)), at)
}

// withOfferLinks is the task with the offer's links in place of its own;
// unknown ones are left empty (the GPU's usual form), and reported.
func withOfferLinks(tt Task, o Offer) (t Task, intraUnknown, interUnknown bool) {
	intraUnknown = o.Intra == "" || strings.EqualFold(o.Intra, LinkUnknown)
	interUnknown = o.Inter == "" || strings.EqualFold(o.Inter, LinkUnknown)
	tt.IntraNode, tt.InterNode, tt.InterGbps = strings.ToLower(o.Intra), strings.ToLower(o.Inter), o.InterGbps
	if intraUnknown {
		tt.IntraNode = ""
	}
	if interUnknown {
		tt.InterNode, tt.InterGbps = "", 0
	}
	return tt, intraUnknown, interUnknown
}
