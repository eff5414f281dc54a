package calc

// The engine: per-ranking caches and the plan of one offer (prices, currency, hardware).

import (
	"math"
	"strings"
	"time"

	"computecheck/msg"
)

// engine caches what repeats across the offers of one ranking: the GPU
// catalogue index, MinGPUs per GPU and the throughput estimate per
// (GPU, count, machine size, interconnect, micro-batch shape).
type engine struct {
	t     Task
	cat   map[string]GPU
	min   map[minKey]int
	est   map[estKey]Throughput
	mem   map[memKey]MemoryBreakdown
	icMap map[icKey]Interconnect
	plans *planner // plan.go; nil until the first offer is planned
	typed *engine  // plan.go: for a planned configuration's engine, the task as typed's

	storage    float64 // StorageGB(t), once worked out (storageSet)
	storageSet bool
	// asmIn, sorted: the options' assumed prices last seen and
	// CostOptions.assumptions of them (asmSet).
	asmIn, asmOut Assumptions
	asmSet        bool
}

// assumptions is opt.assumptions(), worked out again only when the
// assumed prices differ from the last ones (every row priced needs them).
func (e *engine) assumptions(opt CostOptions) Assumptions {
	if opt.Assumed == nil {
		return opt.assumptions()
	}
	if !e.asmSet || e.asmIn != *opt.Assumed {
		e.asmIn, e.asmOut, e.asmSet = *opt.Assumed, opt.assumptions(), true
	}
	return e.asmOut
}

// storageGB is StorageGB of the engine's task, worked out once: every row
// priced needs it.
func (e *engine) storageGB() float64 {
	if !e.storageSet {
		e.storage, e.storageSet = StorageGB(e.t), true
	}
	return e.storage
}

type minKey struct {
	gpu string
	gpn int
}

type memKey struct {
	gpu  string
	gpus int
}

type estKey struct {
	gpu             string
	gpus, gpn       int
	seq, mb         int
	intra, inter    string
	gbps            float64
	p2p             bool
	interconnectSet string
}

type icKey struct {
	gpu, intra, inter string
	gbps              float64
	gpus, gpn         int
}

func newEngine(t Task, cat []GPU) *engine {
	if len(cat) == 0 {
		cat = catalogue
	}
	e := &engine{
		t:     t.Normalize(),
		cat:   make(map[string]GPU, len(cat)),
		min:   map[minKey]int{},
		est:   map[estKey]Throughput{},
		mem:   map[memKey]MemoryBreakdown{},
		icMap: map[icKey]Interconnect{},
	}
	for _, g := range cat {
		e.cat[strings.ToLower(g.ID)] = g
	}
	return e
}

func (e *engine) gpu(id string) (GPU, bool) {
	if g, ok := e.cat[strings.ToLower(strings.TrimSpace(id))]; ok {
		return g, true
	}
	if rid, ok := ResolveGPU(id); ok {
		g, ok := e.cat[strings.ToLower(rid)]
		return g, ok
	}
	return GPU{}, false
}

func (e *engine) minGPUs(t Task, g GPU) int {
	k := minKey{g.ID, t.GPUsPerNode}
	if n, ok := e.min[k]; ok {
		return n
	}
	tt := t
	tt.GPUs = 0
	n := MinGPUs(tt, g)
	e.min[k] = n
	return n
}

func (e *engine) memory(t Task, g GPU, gpus int) MemoryBreakdown {
	k := memKey{g.ID, gpus}
	if m, ok := e.mem[k]; ok {
		return m
	}
	m := Memory(t, gpus)
	e.mem[k] = m
	return m
}

func (e *engine) interconnect(t Task, g GPU, gpus int) Interconnect {
	k := icKey{g.ID, t.IntraNode, t.InterNode, t.InterGbps, gpus, t.GPUsPerNode}
	if ic, ok := e.icMap[k]; ok {
		return ic
	}
	tt := t
	tt.GPUs = gpus
	ic := TaskInterconnect(tt, g)
	e.icMap[k] = ic
	return ic
}

func (e *engine) throughput(t Task, g GPU, gpus int, ic Interconnect) Throughput {
	k := estKey{g.ID, gpus, t.GPUsPerNode, t.SeqLen, t.MicroBatch, ic.Intra, ic.Inter, ic.InterGbps, ic.P2P, strings.Join(ic.Assumed, "|")}
	if tp, ok := e.est[k]; ok {
		return tp
	}
	tt := t
	tt.GPUs = gpus
	tp := EstimateThroughput(tt, g, gpus, ic)
	e.est[k] = tp
	return tp
}

// plan is everything about one offer that does not depend on how long the
// job runs: the layout, the speed, the prices in the reporting currency.
type plan struct {
	q       QuoteCost
	task    Task // the task as run on this offer (offer GPU, machine size, links)
	unit    priceUnit
	inc     float64
	minH    float64
	tps     float64 // cluster tokens/s (0: unknown)
	fixedH  float64 // the task's hours override (0: none)
	units   float64 // priced units: billed GPUs, or machines
	price   float64 // reporting currency per unit per period, after any voucher discount
	fx      float64
	nodes   int
	gpn     int
	nodeHr  float64 // reporting currency per machine-hour (list price, for risk and credits)
	clustHr float64 // reporting currency per hour for everything rented
	priced  bool    // the price side is complete
	sized   bool    // the job side is complete (fits, speed or hours known)
	offer   Offer

	pack     bool      // a prepaid pack (packPlan)
	overage  bool      // the pack has an overage rate in overUnit
	overUnit priceUnit // the overage price's unit
}

// plan works out layout, speed and prices of one offer.
func (e *engine) plan(o Offer, opt CostOptions) *plan {
	t := e.t
	hpm := opt.hpm()
	rep := opt.currency()
	p := &plan{offer: o, fixedH: t.Hours, priced: true, sized: true}
	q := &p.q
	*q = QuoteCost{
		QuoteID: o.ID, Vendor: o.Vendor, Offer: o.Offer, GPU: o.GPU,
		Fits: true, Complete: true, Currency: rep, PriceUnit: o.PriceUnit,
		ThroughputSource: SourceEstimate,
	}

	// Validity.
	if o.ValidUntil != "" && opt.AsOf != "" {
		vu, err1 := time.Parse("2006-01-02", o.ValidUntil)
		asOf, err2 := time.Parse("2006-01-02", opt.AsOf)
		if err1 == nil && err2 == nil && vu.Before(asOf) {
			q.warn(WarnQuoteExpired, msg.New("calc.warn.quote_expired", o.ValidUntil, opt.AsOf))
		}
	}

	// Price and currency. A pack is priced by its pack price; its Price is
	// the overage rate, if any.
	var u priceUnit
	if o.IsPack() {
		p.packPlan(hpm)
		u = p.unit
	} else {
		var okUnit bool
		u, okUnit = parseUnit(o.PriceUnit, hpm)
		p.unit = u
		if !okUnit {
			p.priced = false
			q.fail(WarnUnitUnknown, msg.New("calc.warn.unit_unknown", o.PriceUnit))
		}
		if !o.PriceKnown || !(o.Price > 0) || math.IsInf(o.Price, 0) {
			p.priced = false
			q.fail(WarnPriceUnknown, msg.New("calc.warn.price_unknown"))
		}
	}
	cur := strings.ToUpper(strings.TrimSpace(o.Currency))
	fx := o.FXToReporting
	switch {
	case cur == "":
		cur = rep
		if fx <= 0 {
			fx = 1
		}
		q.warn(WarnCurrencyAssumed, msg.New("calc.warn.currency_assumed", rep))
	case cur == rep && fx <= 0:
		fx = 1
	}
	q.QuoteCurrency = cur
	q.QuotePrice = o.Price
	if p.pack {
		q.QuotePrice = o.PackPrice
	}
	if cur != rep {
		fx *= mult(opt.WhatIf.FX)
	}
	if !(fx > 0) {
		p.priced = false
		q.fail(WarnFXMissing, msg.New("calc.warn.fx_missing", cur, rep))
	}
	p.fx = fx
	p.inc, p.minH = o.BillingIncrementHours, o.MinHours

	// The task as run on this quote's hardware.
	tt := t
	g, okGPU := e.gpu(o.GPU)
	if okGPU {
		tt.GPU = g.ID
		q.GPU = g.ID
		q.GPUMemory = g.MemoryBytes
	}
	gpn := o.GPUsPerNode
	if gpn <= 0 {
		gpn = t.GPUsPerNode
		if gpn <= 0 {
			gpn = 8
		}
		if u.perNode {
			q.warn(WarnGPUsPerNode, msg.New("calc.warn.gpus_per_node_assumed", gpn))
		}
	}
	tt.GPUsPerNode = gpn
	p.gpn = gpn
	q.GPUsPerNode = gpn

	if !okGPU {
		if u.perToken {
			// A per-token price does not depend on the hardware; only the
			// training time (for storage) is unknown.
			q.warn(WarnPerTokenNoGPUModel, msg.New("calc.warn.per_token_no_gpu", o.GPU))
			p.sized = false
		} else {
			p.sized = false
			q.Fits = false
			q.fail(WarnGPUUnknown, msg.New("calc.warn.gpu_unknown", o.GPU))
			return p
		}
	}

	// A per-token price: the vendor runs the job on hardware, a layout and
	// for a time of its own, none of which the quote states. The cost is
	// tokens × price; the GPUs, the plan and the hours stay unknown (never
	// our layout of the task on the named card, nor its duration), and the
	// row asks for a committed throughput or finish date.
	if u.perToken && !p.pack {
		q.VendorRuns = true
		p.sized, p.fixedH = false, 0
		q.warn(WarnVendorRuns, msg.New("calc.warn.vendor_runs"))
		return p
	}

	// Interconnect: the quote's links replace the task's; unknown ones are
	// the GPU's usual form, and the row says so.
	if okGPU {
		typed := *p
		e.layout(p, tt, g, opt)
		e.replan(p, typed, tt, g, opt) // plan.go: the job as it would be run on this hardware
	}
	return p
}

// rate is the estimated cluster tokens/s of the task on gpus cards.
func (e *engine) rate(t Task, g GPU, gpus int) float64 {
	ic := e.interconnect(t, g, gpus)
	return e.throughput(t, g, gpus, ic).TokensPerS
}
