package calc

// QuoteCost: one costed row of a comparison, its breakdown and warnings.

import (
	"encoding/json"
	"fmt"
	"math"
	"sync"

	"computecheck/msg"
)

// Warning codes of a QuoteCost.
const (
	WarnGPUUnknown            = "gpu_unknown"
	WarnDoesNotFit            = "does_not_fit"
	WarnCapacityShort         = "capacity_short"
	WarnQuoteExpired          = "quote_expired"
	WarnInterconnect          = "interconnect_assumed"
	WarnGPUsPerNode           = "gpus_per_node_assumed"
	WarnPriceUnknown          = "price_unknown"
	WarnUnitUnknown           = "price_unit_unknown"
	WarnFXMissing             = "fx_missing"
	WarnCurrencyAssumed       = "currency_assumed"
	WarnNoLength              = "no_training_length"
	WarnStorageUnknown        = "storage_unknown"
	WarnEgressUnknown         = "egress_unknown"
	WarnBandwidthSlow         = "bandwidth_slow"
	WarnResumeUnknown         = "resume_unknown"
	WarnResumeNone            = "resume_none"
	WarnCompUnknown           = "compensation_unknown"
	WarnVoucherCredit         = "voucher_credit"
	WarnVoucherDiscount       = "voucher_discount"
	WarnBenchmarkScaled       = "benchmark_scaled"
	WarnIdleCards             = "idle_cards"
	WarnThroughput            = "throughput"
	WarnPerTokenNoGPUModel    = "per_token_no_gpu"
	WarnFeesAssumed           = "fees_assumed"
	WarnRequirementUnmet      = "requirement_unmet"
	WarnRequirementUnverified = "requirement_unverified"
	WarnNeedsReview           = "needs_review"
	WarnAdviceUnmet           = "advice_unmet"
	WarnPackExpires           = "pack_expires"
	WarnPackOverage           = "pack_overage_unit"
	WarnVendorRuns            = "vendor_runs"
	WarnDeadline              = "deadline_unmet"
	WarnInterruptible         = "interruptible"
	WarnBenchmarkNotPipeline  = "benchmark_not_pipeline"
)

// Cost lines a row may price by a stated assumption (cost.assumed).
const (
	LineStorage = "storage"
	LineEgress  = "egress"
	LineFixed   = "fixed"
)

// CostBreakdown is a total and its parts, in the reporting currency.
type CostBreakdown struct {
	Compute float64 `json:"compute"`
	Storage float64 `json:"storage"`
	Egress  float64 `json:"egress"`
	Fixed   float64 `json:"fixed"`
	Risk    float64 `json:"risk"`
	Total   float64 `json:"total"`

	// Assumed names the lines the quote does not state, priced by the
	// options' Assumptions (never counted as 0 unlisted); TotalLow and
	// TotalHigh are the total over the low and high ends of those
	// assumptions (both equal Total when nothing is assumed).
	Assumed   []string `json:"assumed"`
	TotalLow  float64  `json:"total_low"`
	TotalHigh float64  `json:"total_high"`
}

// IsAssumed reports whether a cost line was priced by an assumption.
func (c CostBreakdown) IsAssumed(line string) bool {
	for _, a := range c.Assumed {
		if a == line {
			return true
		}
	}
	return false
}

// AssumedLine is how one assumed cost line was priced: the quantity, the
// assumed unit price (reporting currency) and its range, and the amounts.
type AssumedLine struct {
	Line     string  `json:"line"`     // storage | egress | fixed
	Quantity float64 `json:"quantity"` // GB-months for storage, GB for egress, 1 for fees
	Price    float64 `json:"price"`    // per unit of Quantity
	Low      float64 `json:"price_low"`
	High     float64 `json:"price_high"`
	Amount   float64 `json:"amount"`
	// Msg says it in a sentence: what, how much, at what assumed price.
	Msg msg.Msg `json:"-"`
}

// PackUse is how a prepaid pack (时长包 / 算力包) covers the job.
type PackUse struct {
	Unit        string  `json:"unit"`         // gpu_hour | million_tokens
	Needed      float64 `json:"needed"`       // units the job consumes
	PerPack     float64 `json:"per_pack"`     // units in one pack
	Usable      float64 `json:"usable"`       // of those, what the job can use before the pack expires
	Packs       int     `json:"packs"`        // packs bought
	Overage     float64 `json:"overage"`      // units paid at the overage rate
	Lost        float64 `json:"lost"`         // bought and never used
	PackPrice   float64 `json:"pack_price"`   // reporting currency
	OverageRate float64 `json:"overage_rate"` // reporting currency per unit; 0: none
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
	// An interruptible offer: the expected reclaims over the job and what
	// they cost (included in Loss).
	ExpectedPreemptions float64 `json:"expected_preemptions,omitempty"`
	PreemptionLoss      float64 `json:"preemption_loss,omitempty"`
}

// QuoteCost is one row of `compare --json`.
type QuoteCost struct {
	QuoteID     int64   `json:"quote_id"`
	Vendor      string  `json:"vendor"`
	Offer       string  `json:"offer"`
	GPU         string  `json:"gpu"`
	GPUs        int     `json:"gpus"`        // GPUs the job runs on
	BilledGPUs  int     `json:"billed_gpus"` // GPUs paid for (every card of each rented machine)
	Nodes       int     `json:"nodes"`
	GPUsPerNode int     `json:"gpus_per_node"`
	Fits        bool    `json:"fits"`
	Hours       float64 `json:"hours"` // training wall-clock; null in JSON when VendorRuns
	BilledHours float64 `json:"billed_hours"`
	// VendorRuns: a per-token offer, the vendor runs the job on hardware
	// of its own; GPUs, the plan and Hours are unknown (0), the cost is
	// tokens × price.
	VendorRuns       bool    `json:"vendor_runs"`
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
	Complete  bool    `json:"complete"`
	Reason    string  `json:"reason,omitempty"`
	ReasonMsg msg.Msg `json:"-"`
	Rank      int     `json:"rank"` // 1 = cheapest eligible; 0 = not ranked (incomplete or not eligible)

	// Eligible is false when a requirement of the task is known unmet
	// (Unmet) or the quote needs review; such rows are listed after the
	// eligible ones and never win. Unverified lists the requirements the
	// quote leaves open: eligible, flagged, with the question to ask.
	Eligible      bool      `json:"eligible"`
	Unmet         []string  `json:"unmet"`
	Unverified    []string  `json:"unverified"`
	NeedsReview   bool      `json:"needs_review,omitempty"`
	ReviewReasons []msg.Msg `json:"-"`

	// PriceToWin is, for an eligible row that is not the cheapest, the
	// price in the quote's own unit (PriceToWinUnit, QuoteCurrency) at
	// which its total equals the winner's; nil for the winner and for rows
	// that cannot win on price alone.
	PriceToWin     *float64 `json:"price_to_win"`
	PriceToWinUnit string   `json:"price_to_win_unit,omitempty"` // the price unit, or "pack"
	QuoteCurrency  string   `json:"quote_currency"`
	QuotePrice     float64  `json:"quote_price"` // the price PriceToWin replaces, quote currency

	Assumptions []AssumedLine `json:"assumptions,omitempty"`
	Pack        *PackUse      `json:"pack,omitempty"`

	Risk         RiskDetail      `json:"risk"`
	Memory       MemoryBreakdown `json:"memory"`
	GPUMemory    int64           `json:"gpu_memory"`
	Interconnect Interconnect    `json:"interconnect"`
	StorageGB    float64         `json:"storage_gb"` // kept on the platform: data set + checkpoints + model
	Warnings     []Warning       `json:"warnings"`

	// Plan is how the row was costed when the task as typed does not fit
	// this offer or does not run best on it (plan.go); nil when the task
	// as typed is used or planning is off.
	Plan *Plan `json:"plan,omitempty"`
	// NoPlan says why no configuration of the job fits this offer (set
	// with Fits false when planning was on).
	NoPlan msg.Msg `json:"-"`

	// draft marks a plan candidate being scored: its warnings and reason
	// keep their messages but are not rendered (most of the plan search's
	// time at 20,000 quotes); undraft renders them for the one kept.
	draft bool
	// scoring marks a row worked out for its total alone (engine.score):
	// it is read for Complete and the cost, never shown, so it gathers no
	// warnings (fail still marks it incomplete).
	scoring bool
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
		Assumed []string `json:"assumed"`
		Low     *float64 `json:"total_low"`
		High    *float64 `json:"total_high"`
	}
	out := struct {
		plain
		Cost  amounts  `json:"cost"`
		CPM   *float64 `json:"cost_per_million_tokens"`
		Hours *float64 `json:"hours"` // null: the vendor runs the job and states no duration
	}{plain: plain(q)}
	if !q.VendorRuns || q.Hours > 0 {
		h := q.Hours
		out.Hours = &h
	}
	if out.Warnings == nil {
		out.Warnings = []Warning{}
	}
	if out.Unmet == nil {
		out.Unmet = []string{}
	}
	if out.Unverified == nil {
		out.Unverified = []string{}
	}
	out.Cost.Assumed = q.Cost.Assumed
	if out.Cost.Assumed == nil {
		out.Cost.Assumed = []string{}
	}
	if q.Complete {
		c := q.Cost
		out.Cost = amounts{&c.Compute, &c.Storage, &c.Egress, &c.Fixed, &c.Risk, &c.Total, out.Cost.Assumed, &c.TotalLow, &c.TotalHigh}
		if q.CostPerMillionTokens > 0 {
			v := q.CostPerMillionTokens
			out.CPM = &v
		}
	}
	return json.Marshal(out)
}

// warn adds a warning once: its message, and the English text the JSON
// output carries.
func (q *QuoteCost) warn(code string, m msg.Msg) {
	if q.scoring {
		return
	}
	for _, w := range q.Warnings {
		if w.Code == code && sameMsg(w.Msg, m) {
			return
		}
	}
	w := Warning{Code: code, Msg: m}
	if !q.draft {
		w.Text = enText(m)
	}
	q.Warnings = append(q.Warnings, w)
}

// undraft renders what a draft left unrendered (see QuoteCost.draft).
func (q *QuoteCost) undraft() {
	q.draft = false
	for i, w := range q.Warnings {
		if w.Text == "" && !w.Msg.IsZero() {
			q.Warnings[i].Text = enText(w.Msg)
		}
	}
	if q.Reason == "" && !q.ReasonMsg.IsZero() {
		q.Reason = enText(q.ReasonMsg)
	}
}

func sameMsg(a, b msg.Msg) bool {
	return a.Key == b.Key && fmt.Sprint(a.Args) == fmt.Sprint(b.Args)
}

// fail marks the row incomplete; the first reason is kept.
func (q *QuoteCost) fail(code string, m msg.Msg) {
	q.warn(code, m)
	if q.Complete || q.Reason == "" && q.ReasonMsg.IsZero() {
		q.Reason, q.ReasonMsg = "", m
		if !q.draft && !q.scoring {
			q.Reason = enText(m)
		}
	}
	q.Complete = false
}

// IsReason reports whether warning w is the row's reason for being
// incomplete: the same message, compared by id and arguments (never by
// its English text).
func (q *QuoteCost) IsReason(w Warning) bool {
	return !q.ReasonMsg.IsZero() && sameMsg(w.Msg, q.ReasonMsg)
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

// enText is m in English, the text a row's warnings and reason carry. The
// same few warnings, with the same arguments, are worded on most of the
// rows of a ranking (20,000 times at 20,000 quotes: issue 16), so the text
// of a message whose arguments are plain values is kept once worded. The
// catalogue is installed once, before anything is worded.
func enText(m msg.Msg) string {
	k, ok := enKeyOf(m)
	if !ok {
		return m.In("en")
	}
	enTexts.mu.RLock()
	s, ok := enTexts.m[k]
	enTexts.mu.RUnlock()
	if ok {
		return s
	}
	s = m.In("en")
	enTexts.mu.Lock()
	if len(enTexts.m) < enTextsMax { // bounded: distinct arguments do not grow it without end
		if enTexts.m == nil {
			enTexts.m = map[enKey]string{}
		}
		enTexts.m[k] = s
	}
	enTexts.mu.Unlock()
	return s
}

var enTexts struct {
	mu sync.RWMutex
	m  map[enKey]string
}

const enTextsMax = 4096

// enKey is a message whose arguments are plain values that word alike
// exactly when they are equal (a map key of its own type: no argument is
// boxed to look a text up).
type enKey struct {
	key  string
	n    int
	args [6]enArg
}

// enArg is one argument: a string, a bool, an integer, a float64 or a
// message without arguments (its key in s).
type enArg struct {
	kind byte
	s    string
	i    int64
	f    float64
}

const (
	enString byte = iota + 1
	enBool
	enInt
	enInt64
	enFloat
	enNested
)

func enKeyOf(m msg.Msg) (enKey, bool) {
	k := enKey{key: m.Key, n: len(m.Args)}
	if len(m.Args) > len(k.args) {
		return k, false
	}
	for i, a := range m.Args {
		switch v := a.(type) {
		case string:
			k.args[i] = enArg{kind: enString, s: v}
		case bool:
			k.args[i] = enArg{kind: enBool}
			if v {
				k.args[i].i = 1
			}
		case int:
			k.args[i] = enArg{kind: enInt, i: int64(v)}
		case int64:
			k.args[i] = enArg{kind: enInt64, i: v}
		case float64:
			// NaN equals nothing; -0 equals 0 but is worded "-0".
			if math.IsNaN(v) || (v == 0 && math.Signbit(v)) {
				return k, false
			}
			k.args[i] = enArg{kind: enFloat, f: v}
		case msg.Msg:
			if len(v.Args) > 0 {
				return k, false
			}
			k.args[i] = enArg{kind: enNested, s: v.Key}
		default:
			return k, false
		}
	}
	return k, true
}
