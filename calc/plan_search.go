package calc

// The plan search: which configurations of the job fit an offer's cards,
// and the fastest of them at each GPU count (plan.go chooses among those
// on the quote's terms).

import (
	"slices"
	"sort"
)

// Constants of the search.
const (
	// planHostRAMPerGPU [assumed]: host memory CPU offload may fill, per card
	// of a machine: 512 GiB for an 8-card machine, what common 8×4090
	// rental boxes have and the low end of A800/H800 servers (1-2 TiB).
	// Quotes do not state host memory.
	planHostRAMPerGPU = 64 * GiB

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
	planPipelineMicroBatches = 2

	// planMaxDegrees: a step with more data-parallel divisors than this is
	// searched on a thinned set (dataParallelDegrees).
	planMaxDegrees = 32
)

// planRecompute are the activation recompute settings the planner tries,
// in the order of the time they add: every mode of RecomputeModes (which
// lists them so), "layer" at torchtitan's default of every 2nd block.
var planRecompute = func() []recomputeSetting {
	var out []recomputeSetting
	for _, m := range RecomputeModes() {
		every := 0
		if m == RecomputeLayer {
			every = DefaultRecomputeEvery
		}
		out = append(out, recomputeSetting{m, every})
	}
	return out
}()

// recomputeSetting is a recompute mode and, for "layer", its
// recompute_every.
type recomputeSetting struct {
	mode  string
	every int
}

// planRecomputeIndex is the index of a task's recompute setting in
// planRecompute, -1 when the planner does not search it.
func planRecomputeIndex(t Task) int {
	every := 0
	if t.Recompute == RecomputeLayer {
		every = t.RecomputeEvery
	}
	return slices.Index(planRecompute, recomputeSetting{t.Recompute, every})
}

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
	t.Recompute, t.RecomputeEvery = planRecompute[c.recompute].mode, planRecompute[c.recompute].every
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
	groups map[planGroup]*planFrontier
	subs   map[planConfig]*engine
	// layouts are the configurations laid out per kind of hardware
	// (planner.layout).
	layouts map[planLayoutKey]*planLayout
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
		groups: map[planGroup]*planFrontier{},
		subs:   map[planConfig]*engine{},
	}
	pl.typedC = planConfig{tp: t.TP, pp: t.PP, dp: max(1, gpus/split), mb: t.MicroBatch, ga: t.GradAccum, zero: t.ZeRO,
		recompute: planRecomputeIndex(t), offload: slices.Index(planOffload, t.Offload)}
	e.plans = pl
	return pl
}

func (pl *planner) memory(c planConfig) MemoryBreakdown {
	if m, ok := pl.mem[c]; ok {
		return m
	}
	m := Memory(c.apply(pl.typed), c.gpus())
	pl.mem[c] = m
	return m
}

// planFits is the fit rule of a plan: the memory verdict with the model's
// error band is "fits" (not only the estimate itself, not borderline).
func planFits(m MemoryBreakdown, g GPU) bool { return MemoryVerdict(m, g).Status == VerdictFits }

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
		for pp := 1; tp*pp <= limit && pp*max(1, pl.typed.VirtualPP) <= m.Layers; pp *= 2 {
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

// dataParallelDegrees are the data-parallel degrees searched for a model
// parallel group of split cards: the divisors of the step's sequence count
// up to planMaxGPUs cards. A step with more than planMaxDegrees of them
// (518,400 sequences has 135) keeps every count up to two machines and,
// beyond, whole machines at least 25% apart: neighbouring counts run at
// nearly the same speed per card.
func dataParallelDegrees(seqs, split, gpn int) []int {
	all := divisors(seqs, planMaxGPUs/split)
	if len(all) <= planMaxDegrees {
		return all
	}
	var out []int
	last := 0
	for _, d := range all {
		n := d * split
		if n <= 2*gpn || (n%gpn == 0 && float64(n) >= 1.25*float64(last)) {
			out = append(out, d)
			last = n
		}
	}
	return out
}

// candidates are, for each GPU count in ascending order, the fastest
// configuration that fits a group's offers: every count up to limit (0: no
// limit) and the first count beyond it that fits. Counts are worked out
// once per group, as the offers' limits ask for them.
//
// Per count the configurations are tried in the order of their speed on
// ideal links, which no real link beats: once that bound falls below the
// best real speed found, none of the rest can win.
func (pl *planner) candidates(g GPU, tt Task, limit int) []planCandidate {
	key := planGroup{g.ID, tt.IntraNode, tt.InterNode, tt.InterGbps, tt.GPUsPerNode}
	f := pl.groups[key]
	if f == nil {
		f = &planFrontier{}
		pl.groups[key] = f
	}
	counts := pl.bounded(g, tt.GPUsPerNode)
	for f.done < len(counts) {
		if n := len(f.out); limit > 0 && n > 0 && f.out[n-1].cfg.gpus() > limit {
			break
		}
		var best planCandidate
		for _, b := range counts[f.done] {
			if b.tps < best.tps*(1-1e-9) {
				break
			}
			tps := pl.throughput(b.cfg, g, tt)
			if tps > best.tps*(1+1e-9) || (tps >= best.tps*(1-1e-9) && pl.changeCount(b.cfg) < pl.changeCount(best.cfg)) {
				best = planCandidate{b.cfg, tps}
			}
		}
		if best.tps > 0 {
			f.out = append(f.out, best)
		}
		f.done++
	}
	return f.out
}

// planFrontier is a group's candidates so far: done counts of bounded.
type planFrontier struct {
	done int
	out  []planCandidate
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
		for _, dp := range dataParallelDegrees(pl.seqs, tp*pp, gpn) {
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
						// A setting that adds time to one that already takes
						// the largest micro-batch is dominated, whatever it fits.
						if slices.ContainsFunc(fs, func(o found) bool {
							return o.mb == len(mbs)-1 && planDominates(o.zero, o.rc, o.off, o.mb, zero, rc, off, o.mb, pp > 1)
						}) {
							continue
						}
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
