package calc

// Layout: how many GPUs and machines the job takes on one offer, and how fast it runs there.

import (
	"computecheck/msg"
)

// layout picks the GPU count, checks memory and capacity, and sets the speed.
func (e *engine) layout(p *plan, tt Task, g GPU, opt CostOptions) {
	o := p.offer
	q := &p.q
	tt, intraUnknown, interUnknown := withOfferLinks(tt, o)

	// GPUs: the task's count, or the fewest that fit on this card.
	split := max(1, tt.TP*tt.PP)
	need := e.t.GPUs
	if need > 0 {
		if !Fits(e.memory(tt, g, need), g) {
			q.Fits = false
			if n := e.minGPUs(tt, g); n > 0 {
				q.fail(WarnDoesNotFit, msg.New("calc.warn.task_gpus_too_few", need, g.ID, n))
			} else {
				q.fail(WarnDoesNotFit, msg.New("calc.warn.does_not_fit", g.ID))
			}
			q.GPUs = need
			q.Memory = e.memory(tt, g, need)
			p.sized = false
			return
		}
	} else {
		need = e.minGPUs(tt, g)
		if need <= 0 {
			q.Fits = false
			q.GPUs = split
			q.Memory = e.memory(tt, g, split)
			q.fail(WarnDoesNotFit, msg.New("calc.warn.does_not_fit", g.ID))
			p.sized = false
			return
		}
		need = (need + split - 1) / split * split
	}
	gpn := p.gpn
	nodes := (need + gpn - 1) / gpn
	used := need
	billedGPUs := need
	if p.unit.perNode {
		billedGPUs = nodes * gpn
		// Every card of a rented machine is paid for; unless the task fixes
		// its GPU count the job may use them all (rounded down to a multiple
		// of tp×pp). Both layouts are estimated and the faster one is kept.
		if e.t.GPUs == 0 {
			if all := billedGPUs / split * split; all > need {
				if e.rate(tt, g, all) > e.rate(tt, g, need) {
					used = all
				}
			}
		}
		if used < billedGPUs {
			q.warn(WarnIdleCards, msg.New("calc.warn.idle_cards", billedGPUs-used, billedGPUs, nodes))
		}
	}
	p.nodes = nodes
	q.GPUs, q.BilledGPUs, q.Nodes = used, billedGPUs, nodes
	if p.unit.perNode {
		p.units = float64(nodes)
	} else {
		p.units = float64(billedGPUs)
	}
	if o.Nodes > 0 {
		if p.unit.perNode || o.GPUsPerNode > 0 {
			if nodes > o.Nodes {
				q.warn(WarnCapacityShort, msg.New("calc.warn.capacity_short", nodes, gpn, o.Nodes))
			}
		}
	}
	q.Memory = e.memory(tt, g, used)

	ic := e.interconnect(tt, g, used)
	q.Interconnect = ic
	if intraUnknown {
		q.warn(WarnInterconnect, msg.New("calc.warn.intra_assumed", msg.New("opt.intra_node."+ic.Intra), g.ID))
	}
	if nodes > 1 {
		if interUnknown {
			q.warn(WarnInterconnect, msg.New("calc.warn.inter_assumed", msg.New("opt.inter_node."+ic.Inter), ic.InterGbps))
		} else if o.InterGbps <= 0 && ic.Inter != InterNone {
			q.warn(WarnInterconnect, msg.New("calc.warn.inter_speed_assumed", ic.InterGbps, msg.New("opt.inter_node."+ic.Inter)))
		}
	}
	p.task = tt

	est := e.throughput(tt, g, used, ic)
	for _, w := range est.Warnings {
		q.warn(WarnThroughput, msg.New("calc.warn.throughput", w))
	}
	tps := est.TokensPerS
	q.MFU = est.MFU
	if o.MeasuredTokensPerSPerGPU > 0 && tt.PP > 1 {
		// The benchmark kit runs every job data parallel: it cannot measure
		// a pipeline-parallel layout (its bubble, its stage imbalance), so
		// the measurement does not stand in for this one's speed; the row
		// keeps the estimate and says why.
		q.warn(WarnBenchmarkNotPipeline, msg.New("calc.warn.benchmark_not_pipeline", o.MeasuredTokensPerSPerGPU, tt.PP))
	} else if o.MeasuredTokensPerSPerGPU > 0 {
		// A benchmark on this quote's machines wins over the model. When it
		// ran another GPU count, sequence length or micro-batch, the model
		// carries it over: the benchmark fixes this platform's efficiency
		// (its ratio to what the model predicts for the benchmark's own
		// configuration), the model supplies how per-GPU speed changes from
		// that configuration to the job's (communication share, pipeline
		// bubble, attention cost at a longer sequence):
		//   measured × est(job config) / est(benchmark config), per GPU.
		mc := o.Measured
		// A planned configuration's benchmark ran the task as typed (plan.go).
		base, bt, bg := e.benchmarkBase(tt, used)
		if mc.SeqLen > 0 {
			bt.SeqLen = mc.SeqLen
		}
		if mc.MicroBatch > 0 {
			bt.MicroBatch = mc.MicroBatch
		}
		if mc.GPUs > 0 {
			bg = max(mc.GPUs, bt.TP*bt.PP)
		}
		perGPU := o.MeasuredTokensPerSPerGPU
		if base != e || bg != used || bt.SeqLen != tt.SeqLen || bt.MicroBatch != tt.MicroBatch {
			bic := base.interconnect(bt, g, bg)
			be := base.throughput(bt, g, bg, bic)
			if be.TokensPerSPerGPU > 0 && est.TokensPerSPerGPU > 0 {
				f := est.TokensPerSPerGPU / be.TokensPerSPerGPU
				perGPU *= f
				q.warn(WarnBenchmarkScaled, msg.New("calc.warn.benchmark_scaled", bg, bt.SeqLen, bt.MicroBatch, o.MeasuredTokensPerSPerGPU, f, used, tt.SeqLen, tt.MicroBatch))
			}
		}
		tps = perGPU * float64(used)
		if est.TokensPerSPerGPU > 0 {
			q.MFU = est.MFU * perGPU / est.TokensPerSPerGPU
		}
		q.ThroughputSource = SourceBenchmark
	}
	if p.fixedH > 0 {
		q.ThroughputSource = SourceOverride
		if e.t.Tokens > 0 {
			tps = e.t.Tokens / (p.fixedH * 3600)
		}
	}
	p.tps = tps
	q.TokensPerS = tps
	if used > 0 {
		q.TokensPerSPerGPU = tps / float64(used)
	}
}
