package calc

// QuoteCost: one costed row of a comparison, its breakdown and warnings.

import (
	"encoding/json"
	"fmt"
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
