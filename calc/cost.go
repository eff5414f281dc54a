package calc

// The cost engine: what one vendor quote costs for a training task, all in,
// and the ranking of quotes by that total (contract: `compare --json`).
//
// total = compute + storage + egress + fixed + risk, in the reporting
// currency, where
//
//   - compute is the quote's price for the billed time on the billed cards
//     (whole machines for per-machine prices, whole periods for day, week
//     and month prices, the billing increment and minimum applied);
//   - storage is the data set plus the checkpoints kept, above the free
//     quota, for the billed period;
//   - egress is the GB taken out at the per-GB price, or the fixed
//     bandwidth line for the billed period;
//   - fixed is image, licence and set-up fees;
//   - risk is the expected cost of failures (lost work and restart time on
//     the whole rented cluster) less the vendor's expected compensation.
//
// Sources: the billing rules are the contract's ("Billing rules the total
// must follow") and hardware_and_market.md §3.2; the hidden items §4; SLA
// terms §4.1; the regimes of PricingAdvice source_article_zh.txt.

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"

	"computecheck/msg"
)

// Compensation kinds (quotes.Comp* use the same strings).
const (
	CompNone     = "none"
	CompMultiple = "multiple"  // credit = k × downtime × unit price
	CompSLATiers = "sla_tiers" // monthly-uptime tiers paid as % of the monthly fee
	CompUnknown  = "unknown"
)

// Throughput sources (contract: throughput_source).
const (
	SourceEstimate  = "estimate"
	SourceBenchmark = "benchmark"
	SourceOverride  = "override"
)

// DefaultReportingCurrency is the currency totals are reported in when the
// options name none (contract: CNY by default).
const DefaultReportingCurrency = "CNY"

// DefaultHoursPerMonth is the contract's 30-day month.
const DefaultHoursPerMonth = 720

// Failure-risk defaults, used where the task gives none.
const (
	// DefaultFailureRatePerNodeDay: interruptions per 8-GPU machine per day.
	// Llama 3 (arXiv 2407.21783 §3.3.4) saw 419 unexpected interruptions in
	// 54 days on 16,384 H100 = 2,048 nodes: 419/54/2048 = 0.0038 per
	// node-day (4.7e-4 per GPU-day) on a purpose-built fleet with automated
	// recovery. OPT-175B (arXiv 2205.01068 §2.5 and its logbook) cycled more
	// than 100 hosts in about 2 months on 124 rented nodes (992 A100):
	// ≈ 0.013 per node-day. BLOOM reported 1-2 GPU failures a week on 48
	// nodes: ≈ 0.004. A rental cluster sits between the two: 0.01.
	DefaultFailureRatePerNodeDay = 0.01
	// DefaultRestartHours: reload the last checkpoint, re-initialise NCCL and
	// warm up; tens of minutes for 7-70B checkpoints [assumed].
	DefaultRestartHours = 0.5
	// DefaultCheckpointIntervalHours: a failure loses on average half of the
	// interval since the last checkpoint; 2 h is a common save cadence for
	// multi-day runs [assumed].
	DefaultCheckpointIntervalHours = 2
	// DefaultManualRecoveryHours: without vendor checkpoint-resume (断点续训)
	// someone must notice the failure, get the machine replaced and restart
	// by hand; the vendor's failure_response_hours when stated, else 4 h (a
	// failure at night waits for the morning) [assumed].
	DefaultManualRecoveryHours = 4
)

// Warning codes of a QuoteCost.
const (
	WarnGPUUnknown         = "gpu_unknown"
	WarnDoesNotFit         = "does_not_fit"
	WarnCapacityShort      = "capacity_short"
	WarnQuoteExpired       = "quote_expired"
	WarnInterconnect       = "interconnect_assumed"
	WarnGPUsPerNode        = "gpus_per_node_assumed"
	WarnPriceUnknown       = "price_unknown"
	WarnUnitUnknown        = "price_unit_unknown"
	WarnFXMissing          = "fx_missing"
	WarnCurrencyAssumed    = "currency_assumed"
	WarnNoLength           = "no_training_length"
	WarnStorageUnknown     = "storage_unknown"
	WarnEgressUnknown      = "egress_unknown"
	WarnBandwidthSlow      = "bandwidth_slow"
	WarnResumeUnknown      = "resume_unknown"
	WarnResumeNone         = "resume_none"
	WarnCompUnknown        = "compensation_unknown"
	WarnVoucherCredit      = "voucher_credit"
	WarnVoucherDiscount    = "voucher_discount"
	WarnBenchmarkScaled    = "benchmark_scaled"
	WarnIdleCards          = "idle_cards"
	WarnThroughput         = "throughput"
	WarnPerTokenNoGPUModel = "per_token_no_gpu"
)

// SLATier is one step of an uptime SLA: below BelowPct % monthly uptime the
// vendor credits CreditPct % of that month's fee.
type SLATier struct {
	BelowPct  float64 `json:"below_pct"`
	CreditPct float64 `json:"credit_pct"`
}

// Compensation is what the vendor pays back for downtime.
type Compensation struct {
	Kind     string    `json:"kind"`     // none | multiple | sla_tiers | unknown ("" = unknown)
	Multiple float64   `json:"multiple"` // k of "k × downtime × unit price"
	Tiers    []SLATier `json:"tiers,omitempty"`
	Voucher  bool      `json:"voucher"` // paid as vouchers (代金券), not cash
}

// MeasuredConfig is the configuration a benchmark ran; zero fields mean
// "the same as the task".
type MeasuredConfig struct {
	GPUs       int `json:"gpus"`
	SeqLen     int `json:"seq_len"`
	MicroBatch int `json:"micro_batch"`
}

// Offer is one vendor quote as the cost engine needs it (package quotes
// converts its records into this). Zero means "not stated" unless a field
// says otherwise.
type Offer struct {
	ID     int64  `json:"id"`
	Vendor string `json:"vendor"`
	Offer  string `json:"offer"`
	GPU    string `json:"gpu"` // catalogue id

	GPUsPerNode int `json:"gpus_per_node"` // 0 = unknown
	Nodes       int `json:"nodes"`         // machines available; 0 = unknown

	// Price per PriceUnit: gpu_hour gpu_day gpu_week gpu_month node_hour
	// node_day node_week node_month million_tokens.
	Price      float64 `json:"price"`
	PriceUnit  string  `json:"price_unit"`
	PriceKnown bool    `json:"price_known"` // false: incomplete quote, never a zero cost

	Currency      string  `json:"currency"`        // ISO 4217 of Price and every fee
	FXToReporting float64 `json:"fx_to_reporting"` // reporting per quote currency; 0 = unknown (1 when the currencies match)

	MinHours              float64 `json:"min_hours"`               // 0 = no minimum
	BillingIncrementHours float64 `json:"billing_increment_hours"` // 0 = per second for hour units, the unit's period otherwise
	ReleaseIdle           *bool   `json:"release_idle"`

	Intra     string  `json:"intra_node"`      // nvlink | pcie | hccs | unknown
	Inter     string  `json:"inter_node"`      // ib | roce | ethernet | none | unknown
	InterGbps float64 `json:"inter_node_gbps"` // per node

	StorageFreeGB     float64 `json:"storage_free_gb"`
	StoragePerGBMonth float64 `json:"storage_per_gb_month"`
	StorageKnown      bool    `json:"storage_known"` // false: storage terms not stated

	EgressPerGB           float64 `json:"egress_per_gb"`
	BandwidthPerMbpsMonth float64 `json:"bandwidth_per_mbps_month"`
	BandwidthMbps         float64 `json:"bandwidth_mbps"`
	EgressKnown           bool    `json:"egress_known"` // false: egress terms not stated (true with 0 prices = free)

	FixedFees          float64 `json:"fixed_fees"`           // image, licence, set-up, in the quote currency
	VoucherDiscountPct float64 `json:"voucher_discount_pct"` // 算力券: share of the compute bill paid by a voucher

	ResumeSupported      *bool        `json:"resume_supported"`
	FailureResponseHours float64      `json:"failure_response_hours"`
	Compensation         Compensation `json:"compensation"`

	ValidUntil string `json:"valid_until"` // YYYY-MM-DD

	MeasuredTokensPerSPerGPU float64        `json:"measured_tokens_per_s_per_gpu"` // benchmark on this quote; 0 = none
	Measured                 MeasuredConfig `json:"measured"`

	// Prepaid pack (时长包 / 算力包): PackGPUHours or PackMillionTokens for
	// PackPrice (quote currency), valid PackValidDays; Price/PriceUnit are
	// the overage rate (PriceKnown false: none). Zero PackPrice: not a pack.
	PackGPUHours      float64 `json:"pack_gpu_hours,omitempty"`
	PackMillionTokens float64 `json:"pack_million_tokens,omitempty"`
	PackPrice         float64 `json:"pack_price,omitempty"`
	PackValidDays     float64 `json:"pack_valid_days,omitempty"`

	// NeedsReview: a value that changes the price or the GPU count rests on
	// a guess or on signals that disagree; the row is not eligible until the
	// user settles it (ReviewReasons).
	NeedsReview   bool      `json:"needs_review,omitempty"`
	ReviewReasons []msg.Msg `json:"-"`
}

// WhatIf multiplies inputs of the cost model for sensitivity and what-if
// sliders. Zero fields mean 1 (no change).
type WhatIf struct {
	Speed       float64 `json:"speed"`        // tokens/s on every quote (training hours ÷ Speed)
	FailureRate float64 `json:"failure_rate"` // failures per node-day
	Storage     float64 `json:"storage"`      // GB kept on the platform
	Egress      float64 `json:"egress"`       // GB taken out
	Hours       float64 `json:"hours"`        // training hours
	FX          float64 `json:"fx"`           // exchange rates of quotes not in the reporting currency
}

// CostOptions are the settings of a costing run.
type CostOptions struct {
	HoursPerMonth     float64 `json:"hours_per_month"`    // 720 when 0
	AsOf              string  `json:"as_of"`              // YYYY-MM-DD for expiry checks; "" skips them
	ReportingCurrency string  `json:"reporting_currency"` // CNY when ""
	WhatIf            WhatIf  `json:"what_if"`
}

func (o CostOptions) hpm() float64 {
	if o.HoursPerMonth > 0 {
		return o.HoursPerMonth
	}
	return DefaultHoursPerMonth
}

func (o CostOptions) currency() string {
	if c := strings.ToUpper(strings.TrimSpace(o.ReportingCurrency)); c != "" {
		return c
	}
	return DefaultReportingCurrency
}

func mult(x float64) float64 {
	if x > 0 {
		return x
	}
	return 1
}

// CostBreakdown is a total and its parts, in the reporting currency.
type CostBreakdown struct {
	Compute float64 `json:"compute"`
	Storage float64 `json:"storage"`
	Egress  float64 `json:"egress"`
	Fixed   float64 `json:"fixed"`
	Risk    float64 `json:"risk"`
	Total   float64 `json:"total"`
}

// RiskDetail shows how the risk line was reached.
type RiskDetail struct {
	FailureRatePerNodeDay float64 `json:"failure_rate_per_node_day"`
	ExpectedFailures      float64 `json:"expected_failures"`
	StallHours            float64 `json:"stall_hours"`    // per failure: restart plus, without vendor resume, waiting for the repair
	DowntimeHours         float64 `json:"downtime_hours"` // per failure: the vendor's share of the outage, what compensation counts
	LostHours             float64 `json:"lost_hours"`     // per failure: stall plus half a checkpoint interval
	Loss                  float64 `json:"loss"`           // expected cost of the lost hours on the whole cluster
	Credit                float64 `json:"credit"`         // expected vendor compensation
	CreditIsVoucher       bool    `json:"credit_is_voucher"`
}

// QuoteCost is one row of `compare --json`.
type QuoteCost struct {
	QuoteID          int64   `json:"quote_id"`
	Vendor           string  `json:"vendor"`
	Offer            string  `json:"offer"`
	GPU              string  `json:"gpu"`
	GPUs             int     `json:"gpus"`        // GPUs the job runs on
	BilledGPUs       int     `json:"billed_gpus"` // GPUs paid for (every card of each rented machine)
	Nodes            int     `json:"nodes"`
	GPUsPerNode      int     `json:"gpus_per_node"`
	Fits             bool    `json:"fits"`
	Hours            float64 `json:"hours"` // training wall-clock
	BilledHours      float64 `json:"billed_hours"`
	ThroughputSource string  `json:"throughput_source"`
	TokensPerS       float64 `json:"tokens_per_s"`
	TokensPerSPerGPU float64 `json:"tokens_per_s_per_gpu"`
	MFU              float64 `json:"mfu"`
	Currency         string  `json:"currency"` // reporting currency of every amount
	PriceUnit        string  `json:"price_unit"`
	PricePerGPUHour  float64 `json:"price_per_gpu_hour"` // reporting currency, list price per card-hour

	Cost                 CostBreakdown `json:"cost"`
	CostPerMillionTokens float64       `json:"cost_per_million_tokens"`

	// Complete is false when the total cannot be worked out (price or FX
	// unknown, does not fit, no training length); such rows rank last and
	// their cost is null in JSON, never zero.
	Complete bool   `json:"complete"`
	Reason   string `json:"reason,omitempty"`
	Rank     int    `json:"rank"` // 1 = cheapest; 0 = not ranked (incomplete)

	Risk         RiskDetail      `json:"risk"`
	Memory       MemoryBreakdown `json:"memory"`
	GPUMemory    int64           `json:"gpu_memory"`
	Interconnect Interconnect    `json:"interconnect"`
	StorageGB    float64         `json:"storage_gb"` // kept on the platform: data set + checkpoints + model
	Warnings     []Warning       `json:"warnings"`
}

// MarshalJSON writes cost and cost_per_million_tokens as null when they are
// not known, and warnings as an array.
func (q QuoteCost) MarshalJSON() ([]byte, error) {
	type plain QuoteCost
	// An unpriced quote keeps the cost object's shape with every amount
	// null: never zero, and readers of cost.total need no special case.
	type amounts struct {
		Compute *float64 `json:"compute"`
		Storage *float64 `json:"storage"`
		Egress  *float64 `json:"egress"`
		Fixed   *float64 `json:"fixed"`
		Risk    *float64 `json:"risk"`
		Total   *float64 `json:"total"`
	}
	out := struct {
		plain
		Cost amounts  `json:"cost"`
		CPM  *float64 `json:"cost_per_million_tokens"`
	}{plain: plain(q)}
	if out.Warnings == nil {
		out.Warnings = []Warning{}
	}
	if q.Complete {
		c := q.Cost
		out.Cost = amounts{&c.Compute, &c.Storage, &c.Egress, &c.Fixed, &c.Risk, &c.Total}
		if q.CostPerMillionTokens > 0 {
			v := q.CostPerMillionTokens
			out.CPM = &v
		}
	}
	return json.Marshal(out)
}

func (q *QuoteCost) warn(code, format string, a ...any) {
	text := fmt.Sprintf(format, a...)
	for _, w := range q.Warnings {
		if w.Text == text {
			return
		}
	}
	q.Warnings = append(q.Warnings, Warning{Code: code, Text: text})
}

// fail marks the row incomplete; the first reason is kept.
func (q *QuoteCost) fail(code, format string, a ...any) {
	q.warn(code, format, a...)
	if q.Complete || q.Reason == "" {
		q.Reason = fmt.Sprintf(format, a...)
	}
	q.Complete = false
}

// HasWarning reports whether the row carries a warning with this code.
func (q QuoteCost) HasWarning(code string) bool {
	for _, w := range q.Warnings {
		if w.Code == code {
			return true
		}
	}
	return false
}

// priceUnit is a parsed price_unit.
type priceUnit struct {
	perNode  bool
	perToken bool
	period   float64 // hours in one price period (0 for million_tokens)
	name     string  // hour | day | week | month
}

func parseUnit(u string, hpm float64) (priceUnit, bool) {
	u = strings.ToLower(strings.TrimSpace(u))
	if u == "million_tokens" {
		return priceUnit{perToken: true}, true
	}
	who, period, ok := strings.Cut(u, "_")
	if !ok || (who != "gpu" && who != "node") {
		return priceUnit{}, false
	}
	p := priceUnit{perNode: who == "node", name: period}
	switch period {
	case "hour":
		p.period = 1
	case "day":
		p.period = 24
	case "week":
		p.period = 168
	case "month":
		p.period = hpm
	default:
		return priceUnit{}, false
	}
	return p, true
}

// BilledHours applies a quote's billing rules to a training time: rounded up
// to the billing increment and never below the minimum. An increment of 0
// means per-second billing for hourly prices and whole periods (days, weeks,
// months of hoursPerMonth) for the longer units. A zero-length job bills
// nothing.
func BilledHours(hours float64, unit string, incrementHours, minHours, hoursPerMonth float64) float64 {
	if hoursPerMonth <= 0 {
		hoursPerMonth = DefaultHoursPerMonth
	}
	u, ok := parseUnit(unit, hoursPerMonth)
	if !ok || u.perToken {
		return hours
	}
	return billed(hours, u, incrementHours, minHours)
}

func billed(hours float64, u priceUnit, inc, minH float64) float64 {
	if !(hours > 0) {
		return 0
	}
	if inc <= 0 && u.period > 1 {
		inc = u.period
	}
	b := hours
	if inc > 0 {
		// The relative tolerance keeps 720.0000000001 h from billing a
		// second month through floating-point noise.
		b = math.Ceil(hours/inc-1e-9) * inc
	}
	return math.Max(b, minH)
}

// CheckpointBytes is the size of one resumable checkpoint of the task.
//
// A full fine-tune or pretraining checkpoint must hold everything 断点续训
// needs: the 16-bit weights (2 B/param), the fp32 master copy (4) and the
// two Adam moments (4 + 4): 14 B/param under mixed precision (DeepSpeed's
// model_states + zero_pp_rank_*_optim_states, Megatron's distributed
// optimizer; ZeRO 1910.02054 §3.1 K = 12 plus the 2-byte weights). It is
// 16 B/param only if fp32 gradients were saved too, which no framework does.
// bf16-pure keeps bf16 moments and no master (2 + 4); fp32 training 4 + 8;
// 8-bit Adam ≈ 2 B of state; SGD one momentum.
//
// LoRA/QLoRA checkpoints hold the adapters only: fp32 adapter weights (PEFT
// upcasts them) and their Adam moments, 12 B per adapter parameter (6 under
// bf16-pure). The frozen base model is not in the checkpoint; StorageGB
// counts it once.
func CheckpointBytes(t Task) float64 {
	n := float64(t.Model.ParamCount())
	moments := func(elem float64) float64 {
		switch t.Optimizer {
		case OptimizerSGD:
			return elem
		case OptimizerAdamW8bit:
			return 2 * (1 + 4.0/256) // bitsandbytes block-wise 8-bit m and v
		}
		return 2 * elem
	}
	if t.Method == MethodLoRA || t.Method == MethodQLoRA {
		a := float64(t.Model.LoRAParamsPerLayer(t.LoRARank, t.LoRATargets)) * float64(t.Model.Layers)
		if t.Precision == PrecisionBF16Pure {
			return a * (2 + moments(2))
		}
		return a * (4 + moments(4))
	}
	switch t.Precision {
	case PrecisionFP32:
		return n * (4 + moments(4))
	case PrecisionBF16Pure:
		return n * (2 + moments(2))
	default: // bf16, fp16, fp8: 16-bit weights + fp32 master + fp32 moments
		return n * (2 + 4 + moments(4))
	}
}

// StorageGB is what the task keeps on the platform, in GB (10^9): the data
// set, checkpoints_kept checkpoints (CheckpointBytes), and the 16-bit model
// once (2 B/param: the base model a fine-tune or LoRA starts from, or the
// exported result of a pretraining run).
func StorageGB(t Task) float64 {
	n := float64(t.Model.ParamCount())
	return t.DatasetGB + (float64(t.Checkpoints)*CheckpointBytes(t)+2*n)/GB
}

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
}

// CostForOffer costs the task on one quote. t should be normalized (it is
// normalized again here; that is idempotent). cat is the GPU catalogue
// (Catalogue() when nil).
func CostForOffer(t Task, o Offer, cat []GPU, opt CostOptions) QuoteCost {
	e := newEngine(t, cat)
	return e.cost(o, opt)
}

// Rank costs every offer and sorts the rows: complete rows by total,
// cheapest first (ties by cost per GPU-hour, then quote id); then rows that
// fit but could not be priced; then rows that do not fit. Incomplete rows
// are never ranked as a zero cost.
func Rank(t Task, offers []Offer, cat []GPU, opt CostOptions) []QuoteCost {
	e := newEngine(t, cat)
	out := make([]QuoteCost, len(offers))
	for i, o := range offers {
		out[i] = e.cost(o, opt)
	}
	sortCosts(out)
	return out
}

func sortCosts(out []QuoteCost) {
	group := func(q QuoteCost) int {
		switch {
		case q.Complete:
			return 0
		case q.Fits:
			return 1
		}
		return 2
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if ga, gb := group(a), group(b); ga != gb {
			return ga < gb
		}
		if a.Complete && a.Cost.Total != b.Cost.Total {
			return a.Cost.Total < b.Cost.Total
		}
		return a.QuoteID < b.QuoteID
	})
	r := 0
	for i := range out {
		out[i].Rank = 0
		if out[i].Complete {
			r++
			out[i].Rank = r
		}
	}
}

func (e *engine) cost(o Offer, opt CostOptions) QuoteCost {
	p := e.plan(o, opt)
	return e.evaluate(p, -1, opt)
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
			q.warn(WarnQuoteExpired, "quote expired on %s (as of %s): ask the vendor to confirm the price", o.ValidUntil, opt.AsOf)
		}
	}

	// Price and currency.
	u, okUnit := parseUnit(o.PriceUnit, hpm)
	p.unit = u
	if !okUnit {
		p.priced = false
		q.fail(WarnUnitUnknown, "price unit %q is not one of gpu_hour, gpu_day, gpu_week, gpu_month, node_hour, node_day, node_week, node_month, million_tokens", o.PriceUnit)
	}
	if !o.PriceKnown || !(o.Price > 0) || math.IsInf(o.Price, 0) {
		p.priced = false
		q.fail(WarnPriceUnknown, "price unknown: the quote is incomplete and is not ranked")
	}
	cur := strings.ToUpper(strings.TrimSpace(o.Currency))
	fx := o.FXToReporting
	switch {
	case cur == "":
		cur = rep
		if fx <= 0 {
			fx = 1
		}
		q.warn(WarnCurrencyAssumed, "currency not stated: assumed %s", rep)
	case cur == rep && fx <= 0:
		fx = 1
	}
	if cur != rep {
		fx *= mult(opt.WhatIf.FX)
	}
	if !(fx > 0) {
		p.priced = false
		q.fail(WarnFXMissing, "no exchange rate from %s to %s: the quote is incomplete and is not ranked", cur, rep)
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
			q.warn(WarnGPUsPerNode, "GPUs per machine not stated: assumed %d for the per-machine price", gpn)
		}
	}
	tt.GPUsPerNode = gpn
	p.gpn = gpn
	q.GPUsPerNode = gpn

	if !okGPU {
		if u.perToken {
			// A per-token price does not depend on the hardware; only the
			// training time (for storage) is unknown.
			q.warn(WarnPerTokenNoGPUModel, "GPU %q not in the catalogue: training time unknown, storage billed for no time", o.GPU)
			p.sized = false
		} else {
			p.sized = false
			q.Fits = false
			q.fail(WarnGPUUnknown, "GPU %q is not in the catalogue", o.GPU)
			return p
		}
	}

	// Interconnect: the quote's links replace the task's; unknown ones are
	// the GPU's usual form, and the row says so.
	if okGPU {
		e.layout(p, tt, g, opt)
	}
	return p
}

// layout picks the GPU count, checks memory and capacity, and sets the speed.
func (e *engine) layout(p *plan, tt Task, g GPU, opt CostOptions) {
	o := p.offer
	q := &p.q
	intraUnknown := o.Intra == "" || strings.EqualFold(o.Intra, LinkUnknown)
	interUnknown := o.Inter == "" || strings.EqualFold(o.Inter, LinkUnknown)
	tt.IntraNode, tt.InterNode, tt.InterGbps = strings.ToLower(o.Intra), strings.ToLower(o.Inter), o.InterGbps
	if intraUnknown {
		tt.IntraNode = ""
	}
	if interUnknown {
		tt.InterNode, tt.InterGbps = "", 0
	}

	// GPUs: the task's count, or the fewest that fit on this card.
	split := max(1, tt.TP*tt.PP)
	need := e.t.GPUs
	if need > 0 {
		if !Fits(e.memory(tt, g, need), g) {
			q.Fits = false
			if n := e.minGPUs(tt, g); n > 0 {
				q.fail(WarnDoesNotFit, "the task's %d × %s do not hold the model (needs %d)", need, g.ID, n)
			} else {
				q.fail(WarnDoesNotFit, "does not fit on %s at any GPU count", g.ID)
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
			q.fail(WarnDoesNotFit, "does not fit on %s at any GPU count", g.ID)
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
			q.warn(WarnIdleCards, "%d of the %d cards in %d rented machine(s) sit idle but are billed", billedGPUs-used, billedGPUs, nodes)
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
				q.warn(WarnCapacityShort, "capacity short: the job needs %d machine(s) of %d GPUs, the quote offers %d", nodes, gpn, o.Nodes)
			}
		}
	}
	q.Memory = e.memory(tt, g, used)

	ic := e.interconnect(tt, g, used)
	q.Interconnect = ic
	if intraUnknown {
		q.warn(WarnInterconnect, "interconnect unknown, assumed %s (the usual link of %s)", ic.Intra, g.ID)
	}
	if nodes > 1 {
		if interUnknown {
			q.warn(WarnInterconnect, "inter-node network unknown, assumed %s at %g Gbps per machine", ic.Inter, ic.InterGbps)
		} else if o.InterGbps <= 0 && ic.Inter != InterNone {
			q.warn(WarnInterconnect, "inter-node speed not stated, assumed %g Gbps per machine for %s", ic.InterGbps, ic.Inter)
		}
	}
	p.task = tt

	est := e.throughput(tt, g, used, ic)
	for _, w := range est.Warnings {
		q.warn(WarnThroughput, "%s", w)
	}
	tps := est.TokensPerS
	q.MFU = est.MFU
	if o.MeasuredTokensPerSPerGPU > 0 {
		// A benchmark on this quote's machines wins over the model. When it
		// ran another GPU count, sequence length or micro-batch, the model
		// carries it over: the benchmark fixes this platform's efficiency
		// (its ratio to what the model predicts for the benchmark's own
		// configuration), the model supplies how per-GPU speed changes from
		// that configuration to the job's (communication share, pipeline
		// bubble, attention cost at a longer sequence):
		//   measured × est(job config) / est(benchmark config), per GPU.
		mc := o.Measured
		bt := tt
		if mc.SeqLen > 0 {
			bt.SeqLen = mc.SeqLen
		}
		if mc.MicroBatch > 0 {
			bt.MicroBatch = mc.MicroBatch
		}
		bg := used
		if mc.GPUs > 0 {
			bg = max(mc.GPUs, split)
		}
		perGPU := o.MeasuredTokensPerSPerGPU
		if bg != used || bt.SeqLen != tt.SeqLen || bt.MicroBatch != tt.MicroBatch {
			bic := e.interconnect(bt, g, bg)
			be := e.throughput(bt, g, bg, bic)
			if be.TokensPerSPerGPU > 0 && est.TokensPerSPerGPU > 0 {
				f := est.TokensPerSPerGPU / be.TokensPerSPerGPU
				perGPU *= f
				q.warn(WarnBenchmarkScaled, "benchmark ran %d GPUs (seq %d, micro-batch %d) at %.0f tokens/s/GPU; scaled ×%.3f to this job's %d GPUs (seq %d, micro-batch %d) by the throughput model",
					bg, bt.SeqLen, bt.MicroBatch, o.MeasuredTokensPerSPerGPU, f, used, tt.SeqLen, tt.MicroBatch)
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

// rate is the estimated cluster tokens/s of the task on gpus cards.
func (e *engine) rate(t Task, g GPU, gpus int) float64 {
	ic := e.interconnect(t, g, gpus)
	return e.throughput(t, g, gpus, ic).TokensPerS
}

// evaluate prices a plan for a training length. tokens < 0 means the task's
// own; hours follow from tokens at the plan's speed (or the override).
func (e *engine) evaluate(p *plan, tokens float64, opt CostOptions) (out QuoteCost) {
	defer func() { out = guardCost(out, p.offer) }() // bounds.go: nothing non-finite leaves the engine
	q := p.q
	q.Warnings = append([]Warning(nil), p.q.Warnings...)
	t := e.t
	wi := opt.WhatIf
	hpm := opt.hpm()
	o := p.offer
	if tokens < 0 {
		tokens = t.Tokens
	}

	if !q.Fits {
		return q // nothing to price: the reason says why
	}

	// Training hours.
	var hours float64
	switch {
	case p.fixedH > 0 && tokens == t.Tokens:
		hours = p.fixedH
	case p.tps > 0 && tokens > 0:
		hours = tokens / p.tps / 3600
	}
	hours = hours * mult(wi.Hours) / mult(wi.Speed)
	q.Hours = hours
	if p.sized && !(hours > 0) {
		q.fail(WarnNoLength, "no training length: give the task's tokens or hours")
	}
	if tokens > 0 && hours > 0 {
		q.TokensPerS = tokens / (hours * 3600)
		if q.GPUs > 0 {
			q.TokensPerSPerGPU = q.TokensPerS / float64(q.GPUs)
		}
	}
	if p.unit.perToken && !(tokens > 0) {
		q.fail(WarnNoLength, "a per-token price needs the task's training tokens")
	}

	// Prices in the reporting currency.
	price := o.Price * p.fx
	var compute, billedH float64
	u := p.unit
	if p.priced {
		if u.perToken {
			billedH = hours
			compute = price * tokens / 1e6
		} else {
			billedH = billed(hours, u, p.inc, p.minH)
			compute = price * p.units * billedH / u.period
			per := 1.0
			if u.perNode {
				per = float64(p.gpn)
			}
			q.PricePerGPUHour = price / u.period / per
			p.clustHr = price / u.period * p.units
			p.nodeHr = p.clustHr / float64(max(p.nodes, 1)) // what one rented machine costs this job
		}
		if d := o.VoucherDiscountPct; d > 0 && d <= 100 {
			compute *= 1 - d/100
			q.warn(WarnVoucherDiscount, "%.0f%% of compute paid by vouchers (算力券); confirm eligibility", d)
		}
	}
	q.BilledHours = billedH

	// Storage: data set + checkpoints + model, above the free quota, for
	// the billed period (billed hours / hours per month: whole months for
	// monthly prices, a fraction for hourly ones).
	gb := StorageGB(t) * mult(wi.Storage)
	q.StorageGB = gb
	months := billedH / hpm
	var storage float64
	if !o.StorageKnown {
		if gb > 0 {
			q.warn(WarnStorageUnknown, "storage terms unknown: %.0f GB kept on the platform not priced (counted as 0)", gb)
		}
	} else {
		storage = math.Max(0, gb-o.StorageFreeGB) * o.StoragePerGBMonth * p.fx * months
	}

	// Egress: per GB taken out, or a fixed bandwidth line for the billed
	// period whenever data moves (the data set in, the results out).
	egGB := t.EgressGB * mult(wi.Egress)
	var egress float64
	switch {
	case !o.EgressKnown:
		if egGB > 0 {
			q.warn(WarnEgressUnknown, "egress terms unknown: %.0f GB taken out not priced (counted as 0)", egGB)
		}
	case o.EgressPerGB > 0:
		egress = egGB * o.EgressPerGB * p.fx
	case o.BandwidthPerMbpsMonth > 0 && (egGB > 0 || t.DatasetGB > 0):
		if o.BandwidthMbps > 0 {
			egress = o.BandwidthMbps * o.BandwidthPerMbpsMonth * p.fx * months
			moveH := (egGB + t.DatasetGB*mult(wi.Storage)) * 8000 / o.BandwidthMbps / 3600
			if moveH > 24 {
				q.warn(WarnBandwidthSlow, "moving %.0f GB over %g Mbps takes %.0f h", egGB+t.DatasetGB*mult(wi.Storage), o.BandwidthMbps, moveH)
			}
		} else {
			q.warn(WarnEgressUnknown, "bandwidth priced per Mbps-month but the Mbps is not stated (counted as 0)")
		}
	}

	fixed := o.FixedFees * p.fx

	// Risk.
	var risk float64
	if !u.perToken {
		risk = e.risk(p, &q, hours, opt)
	}

	if !q.Complete {
		q.Cost = CostBreakdown{}
		q.CostPerMillionTokens = 0
		return q
	}
	if !p.priced {
		return q
	}
	q.Cost = CostBreakdown{Compute: compute, Storage: storage, Egress: egress, Fixed: fixed, Risk: risk}
	q.Cost.Total = compute + storage + egress + fixed + risk
	if tokens > 0 {
		q.CostPerMillionTokens = q.Cost.Total / (tokens / 1e6)
	}
	return q
}

// risk is the expected failure cost net of compensation, never negative.
//
// Failures arrive at rate failure_rate_per_node_day on each rented machine
// (whatever its card count) over the training time. Each stalls the whole
// job: with vendor checkpoint-resume (断点续训) for the restart only; without
// it for the repair (the vendor's failure_response_hours, else
// DefaultManualRecoveryHours) plus a manual restart. It also loses half a
// checkpoint interval of work. Those hours are paid on every rented card at
// the list hourly rate: the expected extra billing (with monthly prices, the
// linear rate is the expectation over where the job ends in its month).
//
// Compensation counts the vendor's share of each outage (the automatic
// restart, or the repair): "k × downtime" credits k × that time × the
// hourly price of one rented machine per failure; SLA tiers credit a share
// of a machine's monthly fee when its monthly availability falls below a
// tier, in expectation over the Poisson count of failures in a
// machine-month. Loss and credit are both linear in the training time, so
// the net (clamped at 0) never falls as the job gets longer.
func (e *engine) risk(p *plan, q *QuoteCost, hours float64, opt CostOptions) float64 {
	t := e.t
	o := p.offer
	// A 0 left out of TASK.json means the default; a 0 written means 0.
	rate := t.FailureRatePerNodeDay
	if rate <= 0 && !t.ZeroGiven("failure_rate_per_node_day") {
		rate = DefaultFailureRatePerNodeDay
	}
	rate *= mult(opt.WhatIf.FailureRate)
	restart := t.RestartHours
	if restart <= 0 && !t.ZeroGiven("restart_hours") {
		restart = DefaultRestartHours
	}
	interval := t.CheckpointIntervalHours
	if interval <= 0 && !t.ZeroGiven("checkpoint_interval_hours") {
		interval = DefaultCheckpointIntervalHours
	}
	// Without vendor checkpoint-resume the failed machine must be repaired
	// (the vendor's response time) before the user restarts; with it the
	// platform restarts the job on a spare. Compensation counts the
	// vendor's share of the outage: the repair, or the automatic restart.
	stall, down := restart, restart
	if o.ResumeSupported == nil || !*o.ResumeSupported {
		repair := o.FailureResponseHours
		if repair <= 0 {
			repair = DefaultManualRecoveryHours
		}
		stall, down = repair+restart, repair
		if o.ResumeSupported == nil {
			q.warn(WarnResumeUnknown, "checkpoint-resume (断点续训) not stated: each failure assumed to wait %g h for repair and a manual restart", repair)
		} else {
			q.warn(WarnResumeNone, "no vendor checkpoint-resume (断点续训): each failure waits %g h for repair and a manual restart", repair)
		}
	}
	lost := stall + interval/2
	nodes := float64(max(p.nodes, 1))
	failures := rate * nodes * hours / 24
	loss := failures * lost * p.clustHr

	var credit float64
	c := o.Compensation
	switch c.Kind {
	case CompMultiple:
		credit = c.Multiple * failures * down * p.nodeHr
	case CompSLATiers:
		credit = slaCreditShare(c.Tiers, rate, down, opt.hpm()) * p.nodeHr * nodes * hours
	case CompNone:
	default:
		q.warn(WarnCompUnknown, "failure compensation not stated: assumed none")
	}
	credit = math.Max(0, credit)
	if c.Voucher && credit > 0 {
		q.warn(WarnVoucherCredit, "compensation of about %.0f %s is paid in vouchers (代金券), not cash", credit, q.Currency)
	}
	q.Risk = RiskDetail{
		FailureRatePerNodeDay: rate, ExpectedFailures: failures, StallHours: stall, DowntimeHours: down, LostHours: lost,
		Loss: loss, Credit: credit, CreditIsVoucher: c.Voucher && credit > 0,
	}
	return math.Max(0, loss-credit)
}

// slaCreditShare is the expected share of a machine's monthly fee an uptime
// SLA pays back: failures in a month are Poisson with mean rate × days in
// the month; n failures mean n × stall hours of downtime; the deepest tier
// the availability falls below sets the credit, capped at 100 %.
func slaCreditShare(tiers []SLATier, rate, stall, hpm float64) float64 {
	if len(tiers) == 0 || stall <= 0 {
		return 0
	}
	lambda := rate * hpm / 24
	creditFor := func(n int) float64 {
		avail := 100 * (1 - float64(n)*stall/hpm)
		var c float64
		for _, tr := range tiers {
			if avail < tr.BelowPct && tr.CreditPct > c {
				c = tr.CreditPct
			}
		}
		return math.Min(c, 100) / 100
	}
	var share float64
	pn := math.Exp(-lambda) // P(N = 0)
	cum := pn
	for n := 0; n < 1000; n++ {
		if n > 0 {
			pn *= lambda / float64(n)
			cum += pn
		}
		share += pn * creditFor(n)
		if 1-cum < 1e-12 && float64(n) > lambda {
			break
		}
	}
	return share
}

// Pricing regimes of PricingAdvice (source_article_zh.txt, "按任务量级找预算锚点").
const (
	AdviceHourly  = "hourly_release"    // light fine-tunes: hourly or daily, release when idle
	AdviceMonthly = "monthly_machine"   // 13-30B pretraining for weeks: whole 8-card machines by the month
	AdviceCluster = "cluster_per_token" // 70B+ or shared pools: cluster throughput and cost per token
)

// Advice reason codes.
const (
	ReasonLoRASmall   = "lora_small_model"  // LoRA/QLoRA on ≤ ~7B
	ReasonShortJob    = "short_job"         // hours to a few days
	ReasonPulse       = "pulse_experiments" // repeated trials: idle time under a monthly plan is sunk cost
	ReasonWeeks       = "runs_for_weeks"    // two weeks or more of continuous training
	ReasonMidModel    = "model_13b_30b"
	ReasonWholeNode   = "needs_whole_machine" // 8 GPUs or more
	ReasonLargeModel  = "model_70b_plus"
	ReasonLargeFleet  = "large_cluster" // 64 GPUs or more
	ReasonHiddenCosts = "ask_hidden_costs"
	ReasonResume      = "needs_checkpoint_resume"
)

// Advice classifies a task into the article's pricing regimes.
type Advice struct {
	Kind        string   `json:"kind"`
	Reasons     []string `json:"reasons"`
	NeedsResume bool     `json:"needs_resume"` // long or large jobs: insist on 断点续训
}

// Thresholds of PricingAdvice.
const (
	adviceSmallParams   = 10e9     // "7B以下" with the usual slack (8-9B models)
	adviceMidParams     = 13e9     // "13B到30B"
	adviceLargeParams   = 60e9     // "70B以上" (67-72B models)
	adviceShortHours    = 3 * 24   // "几个小时到几天"
	adviceLongHours     = 14 * 24  // "连续跑数周"
	adviceLargeFleet    = 64       // 8 machines of 8 cards: a shared pool or a cluster contract
	adviceResumeHours   = 7 * 24   // a week or more: a restart from scratch costs more than any price gap
	adviceWholeMachines = 8        // 8-card machine
	adviceLoRAMaxHours  = 7 * 24.0 // LoRA runs beyond a week behave like long jobs
)

// PricingAdvice puts the task into one of the article's three regimes:
//
//   - hourly_release: LoRA on models up to ~7B and other jobs of hours to a
//     few days. Pulsed experiments leave a monthly machine idle, so hourly
//     (or daily) billing with release wins even at a higher unit price.
//   - monthly_machine: 13-30B training that runs 8-card machines for weeks;
//     whole machines by the month, and ask about storage, backup space and
//     repair time, which add 20-30 % (隐藏成本).
//   - cluster_per_token: 70B+ pretraining or jobs of 64+ GPUs; judge on
//     cluster throughput and cost per token, and require checkpoint-resume.
//
// hours is the estimated training time (t.Hours when 0).
func PricingAdvice(t Task, hours float64) Advice {
	if hours <= 0 {
		hours = t.Hours
	}
	n := float64(t.Model.ParamCount())
	lora := t.Method == MethodLoRA || t.Method == MethodQLoRA
	var a Advice
	add := func(r ...string) { a.Reasons = append(a.Reasons, r...) }
	switch {
	case n >= adviceLargeParams:
		a.Kind = AdviceCluster
		add(ReasonLargeModel)
		if t.GPUs >= adviceLargeFleet {
			add(ReasonLargeFleet)
		}
	case t.GPUs >= adviceLargeFleet:
		a.Kind = AdviceCluster
		add(ReasonLargeFleet)
	case lora && n <= adviceSmallParams && (hours <= 0 || hours <= adviceLoRAMaxHours):
		a.Kind = AdviceHourly
		add(ReasonLoRASmall, ReasonPulse)
		if hours > 0 && hours <= adviceShortHours {
			add(ReasonShortJob)
		}
	case hours > 0 && hours <= adviceShortHours:
		a.Kind = AdviceHourly
		add(ReasonShortJob, ReasonPulse)
	case hours >= adviceLongHours || (hours <= 0 && n >= adviceMidParams):
		a.Kind = AdviceMonthly
		if hours >= adviceLongHours {
			add(ReasonWeeks)
		}
		if n >= adviceMidParams {
			add(ReasonMidModel)
		}
		if t.GPUs >= adviceWholeMachines {
			add(ReasonWholeNode)
		}
		add(ReasonHiddenCosts)
	default:
		// Between a few days and two weeks: a monthly plan bills a whole
		// month for at most half of one, which hourly prices rarely exceed.
		a.Kind = AdviceHourly
		add(ReasonPulse)
		if n >= adviceMidParams {
			add(ReasonMidModel)
		}
	}
	if a.Kind == AdviceCluster || hours >= adviceResumeHours {
		a.NeedsResume = true
		add(ReasonResume)
	}
	return a
}

var adviceText = map[string][2]string{
	AdviceHourly:      {"Rent by the hour (or day) and release the machines when idle", "按小时（或按天）租用，空闲即释放"},
	AdviceMonthly:     {"Rent whole 8-card machines by the month", "按月租用8卡整机"},
	AdviceCluster:     {"Judge the cluster on throughput and cost per token", "按集群总吞吐和单位token成本评估"},
	ReasonLoRASmall:   {"LoRA on a model of about 7B or less fits one large card", "7B以下模型LoRA微调，一张大显存卡即可"},
	ReasonShortJob:    {"the job runs hours to a few days", "任务只跑几个小时到几天"},
	ReasonPulse:       {"experiments come in bursts; a monthly plan bills the idle time", "试验是脉冲式的，包月会为闲置期付费"},
	ReasonWeeks:       {"the job runs for weeks without a break", "需要连续跑数周"},
	ReasonMidModel:    {"13-30B models need 8-card machines", "13B到30B模型需要8卡整机"},
	ReasonWholeNode:   {"the job uses whole 8-card machines", "任务占满8卡整机"},
	ReasonLargeModel:  {"70B+ models are bought as cluster capacity", "70B以上模型按集群能力采购"},
	ReasonLargeFleet:  {"64 or more GPUs make it a cluster contract", "64卡以上属于集群合同"},
	ReasonHiddenCosts: {"ask for storage, backup and repair-time terms: they add 20-30%", "问清存储、备份空间和故障响应时间，可能多出两到三成"},
	ReasonResume:      {"insist on checkpoint-resume: a restart from scratch costs more than any price gap", "必须有断点续训：从头重跑的代价远超租金差价"},
}

// Text is the advice as one sentence in "en" or "zh".
func (a Advice) Text(lang string) string {
	i := 0
	if strings.HasPrefix(strings.ToLower(lang), "zh") {
		i = 1
	}
	head := adviceText[a.Kind][i]
	var rs []string
	for _, r := range a.Reasons {
		if s, ok := adviceText[r]; ok {
			rs = append(rs, s[i])
		}
	}
	if len(rs) == 0 {
		return head
	}
	if i == 1 {
		return head + "：" + strings.Join(rs, "；") + "。"
	}
	return head + ": " + strings.Join(rs, "; ") + "."
}
