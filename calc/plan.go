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
	"strings"

	"computecheck/msg"
)

// Constants of the planner's choice.
const (
	// planMinSaving [assumed]: for a task that fits an offer as typed, a
	// different configuration is proposed only when it lowers the total by
	// at least this share; below it the difference is within the speed
	// model's error and not worth rewriting what the user typed.
	planMinSaving = 0.02

	// planSameSpeed: speed ratios within this share of 1 read "about as
	// fast as typed" (the ratio is shown to one decimal: 1.04 would read
	// "1.0× slower").
	planSameSpeed = 0.05
)

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
	// of the offer): `estimate` gives it the row's memory and, where the
	// row's speed is the estimate (throughput_source), its speed; a row
	// sped by a benchmark on the quote keeps the measured speed, carried
	// from the task as typed to the plan by the throughput model.
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
	o := p.offer
	capGPUs := 0 // unknown: no limit beyond planMaxGPUs
	if o.Nodes > 0 && (p.unit.perNode || o.GPUsPerNode > 0) {
		capGPUs = o.Nodes * p.gpn
	}
	all := pl.candidates(g, links, capGPUs)

	// A layout needing more machines than the quote offers is not a way to
	// run the job there, however cheap: the planner looks for one that fits
	// the machines offered, and without one the row says so.
	typedShort := p.q.HasWarning(WarnCapacityShort)
	typedOK := p.q.Fits && planFits(p.q.Memory, g) && !typedShort
	// A plan that meets the task's deadline beats any that does not,
	// whatever they cost; among those on the same side of it, the cheaper.
	late := func(q QuoteCost) bool { return deadlineState(q, e.t.DeadlineDays) == ReqUnmet }
	var typedScore float64
	typedLate := false
	if p.q.Fits {
		sq := e.score(p, -1, opt)
		typedScore, typedLate = planScore(sq, p), late(sq)
	}
	var best *plan
	var bestCfg planConfig
	var bestScore float64
	bestLate := false
	// A what-if hours override is tied to the GPU count typed with it.
	fixedN := 0
	if e.t.Hours > 0 {
		fixedN = e.t.GPUs
	}
	fastest := 0.0
	// Two plans take turns: the best so far, and the one being scored (a
	// copy per candidate was most of compare's allocations).
	var bufs [2]plan
	cur := 0
	for i, c := range all {
		n := c.cfg.gpus()
		if capGPUs > 0 && n > capGPUs {
			break
		}
		if fixedN > 0 && n != fixedN {
			continue
		}
		// More GPUs that are not faster never cost less; on a per-machine
		// price, neither does a slower count on as many machines.
		if fixedN == 0 && c.tps <= fastest*(1+1e-9) {
			continue
		}
		fastest = c.tps
		if p.unit.perNode && fixedN == 0 && i+1 < len(all) && (all[i+1].cfg.gpus()+p.gpn-1)/p.gpn == (n+p.gpn-1)/p.gpn &&
			all[i+1].tps > c.tps && (capGPUs == 0 || all[i+1].cfg.gpus() <= capGPUs) {
			continue
		}
		s := pl.sub(e, c.cfg)
		pc := &bufs[cur]
		*pc = typed
		pc.q.draft = true // scored only; the one kept is rendered below
		pl.layout(s, pc, c.cfg, tt, g, opt)
		if !pc.q.Fits {
			continue
		}
		sq := s.score(pc, -1, opt)
		score, isLate := planScore(sq, pc), late(sq)
		if best == nil || (bestLate && !isLate) || (isLate == bestLate && score < bestScore*(1-1e-9)) {
			best, bestCfg, bestScore, bestLate = pc, c.cfg, score, isLate
			cur = 1 - cur
		}
	}

	switch {
	case best == nil && !p.q.Fits:
		e.noPlan(p, pl, g, links, all, capGPUs)
		return
	case best == nil && typedShort && capGPUs > 0:
		p.q.NoPlan = pl.diagnose(g, links, all, capGPUs, o.Nodes)
		return
	case best == nil:
		return
	case typedOK && (typedLate == bestLate || !typedLate) && !(bestScore < typedScore*(1-planMinSaving)):
		return
	case typedOK && !typedLate && bestLate:
		return // the typed plan meets the deadline, the cheaper one would not
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
	p.q.undraft()
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
	if r := planRecompute[c.recompute]; c.recompute != planRecomputeIndex(t) {
		if r.mode == RecomputeLayer {
			out = append(out, msg.New("plan.change.recompute.layer", r.every))
		} else {
			out = append(out, msg.New("plan.change.recompute."+r.mode))
		}
	}
	if o := planOffload[c.offload]; o != t.Offload {
		key := map[string]string{OffloadNone: "none", OffloadOptimizer: "optimizer", OffloadOptimizerParams: "params"}[o]
		out = append(out, msg.New("plan.change.offload."+key))
	}
	if c.mb != t.MicroBatch || c.ga != t.GradAccum {
		out = append(out, msg.New("plan.change.batch", c.mb, c.ga, t.MicroBatch, t.GradAccum))
	}
	switch n := c.gpus(); {
	case t.GPUs > 0 && n != t.GPUs:
		out = append(out, msg.New("plan.change.gpus", n, t.GPUs))
	case t.GPUs == 0 && typedGPUs > 0 && n != typedGPUs:
		// The count was left open: compare with what the task as typed took here.
		out = append(out, msg.New("plan.change.gpus_open", n, typedGPUs))
	}
	return out
}

// noPlan says why no configuration of the job fits an offer: the row's
// reason (and its does_not_fit warning) become the planner's explanation.
func (e *engine) noPlan(p *plan, pl *planner, g GPU, tt Task, all []planCandidate, capGPUs int) {
	m := pl.diagnose(g, tt, all, capGPUs, p.offer.Nodes)
	p.q.NoPlan = m
	for i, w := range p.q.Warnings {
		if w.Code == WarnDoesNotFit {
			if sameMsg(p.q.ReasonMsg, w.Msg) {
				p.q.Reason, p.q.ReasonMsg = m.In("en"), m
			}
			p.q.Warnings[i] = Warning{Code: WarnDoesNotFit, Text: m.In("en"), Msg: m}
		}
	}
}

// diagnose finds the first limit that leaves no plan: the quote's machine
// count, the step's sequence count (data-parallel shards), the machine's
// card count (model parallelism), or the card itself (the working set of
// one sequence, which neither sharding nor offload shrinks).
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

// PlanFitTable plans the task on every card of the catalogue, as the fit
// table offers it: machines of the task's size with the card's usual links,
// as many as needed, no price (the plan takes the fewest GPU-seconds per
// token). Rows are in catalogue order; a row's Plan is nil where the task
// as typed is already the best way to run it on that card, and NoPlan says
// why where nothing fits.
func PlanFitTable(t Task, cat []GPU) []QuoteCost {
	if len(cat) == 0 {
		cat = catalogue
	}
	e := newEngine(t, cat)
	out := make([]QuoteCost, len(cat))
	for i, g := range cat {
		out[i] = e.cost(Offer{ID: int64(i + 1), GPU: g.ID, GPUsPerNode: e.t.GPUsPerNode}, CostOptions{})
	}
	return out
}

// planLayoutMemo: the planner lays each configuration out once per kind of
// hardware (planner.layout); false lays it out on every offer (the tests
// compare the two).
var planLayoutMemo = true

// planLayoutKey is what laying a planned configuration out reads of an
// offer (engine.layout): its card and machine size, whether it is priced
// by the machine, its links, its machine count and whether it states its
// machine size, and a benchmark on it. Offers of one kind of hardware at
// different prices share it.
type planLayoutKey struct {
	cfg          planConfig
	gpu          string
	gpn          int
	perNode      bool
	intra, inter string
	interGbps    float64
	nodes        int
	gpnStated    bool
	measured     float64
	mc           MeasuredConfig
}

// planLayout is a configuration laid out on one kind of hardware: the
// plan's fields layout sets, the warnings it adds in order, and whether
// the last of them (does_not_fit) failed the row.
type planLayout struct {
	after    plan
	warnings []Warning
	failed   bool
	reason   msg.Msg
}

// layout is s.layout(pc, c.apply(tt), g, opt), worked out once per kind of
// hardware and repeated on each offer of that kind (most of the plan
// search's time at 20,000 quotes, issue 16). tt is the task on the offer's
// card and machine size, the same for every offer of the key.
func (pl *planner) layout(s *engine, pc *plan, c planConfig, tt Task, g GPU, opt CostOptions) {
	if !planLayoutMemo {
		s.layout(pc, c.apply(tt), g, opt)
		return
	}
	o := pc.offer
	k := planLayoutKey{cfg: c, gpu: g.ID, gpn: pc.gpn, perNode: pc.unit.perNode, intra: o.Intra, inter: o.Inter,
		interGbps: o.InterGbps, nodes: o.Nodes, gpnStated: o.GPUsPerNode > 0, measured: o.MeasuredTokensPerSPerGPU, mc: o.Measured}
	m, ok := pl.layouts[k]
	if !ok {
		// Laid out from a row with no warnings and no reason yet, so that
		// what layout adds is recorded whole.
		scratch := *pc
		scratch.q.Warnings, scratch.q.Complete, scratch.q.Reason, scratch.q.ReasonMsg = nil, true, "", msg.Msg{}
		s.layout(&scratch, c.apply(tt), g, opt)
		m = &planLayout{after: scratch, warnings: scratch.q.Warnings, failed: !scratch.q.Complete, reason: scratch.q.ReasonMsg}
		if pl.layouts == nil {
			pl.layouts = map[planLayoutKey]*planLayout{}
		}
		pl.layouts[k] = m
	}
	a := &m.after
	q := &pc.q
	q.Fits, q.GPUs, q.BilledGPUs, q.Nodes, q.Memory = a.q.Fits, a.q.GPUs, a.q.BilledGPUs, a.q.Nodes, a.q.Memory
	q.Interconnect, q.MFU, q.ThroughputSource = a.q.Interconnect, a.q.MFU, a.q.ThroughputSource
	q.TokensPerS, q.TokensPerSPerGPU = a.q.TokensPerS, a.q.TokensPerSPerGPU
	pc.sized, pc.nodes, pc.units, pc.task, pc.tps = a.sized, a.nodes, a.units, a.task, a.tps
	for i, w := range m.warnings {
		if m.failed && i == len(m.warnings)-1 && w.Code == WarnDoesNotFit && sameMsg(w.Msg, m.reason) {
			q.fail(w.Code, w.Msg)
		} else {
			q.warn(w.Code, w.Msg)
		}
	}
}
