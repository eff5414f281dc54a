package calc

// Offer: one vendor quote as the cost engine reads it.

import (
	"computecheck/msg"
)

// Compensation kinds (quotes.Comp* use the same strings).
const (
	CompNone     = "none"
	CompMultiple = "multiple"  // credit = k × downtime × unit price
	CompSLATiers = "sla_tiers" // monthly-uptime tiers paid as % of the monthly fee
	CompUnknown  = "unknown"
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
	LocalNVMe *bool   `json:"local_nvme"`      // local NVMe SSD on each machine; nil = not stated

	StorageFreeGB     float64 `json:"storage_free_gb"`
	StoragePerGBMonth float64 `json:"storage_per_gb_month"`
	StorageKnown      bool    `json:"storage_known"` // false: storage terms not stated

	EgressPerGB           float64 `json:"egress_per_gb"`
	BandwidthPerMbpsMonth float64 `json:"bandwidth_per_mbps_month"`
	BandwidthMbps         float64 `json:"bandwidth_mbps"`
	EgressKnown           bool    `json:"egress_known"` // false: egress terms not stated (true with 0 prices = free)

	FixedFees          float64 `json:"fixed_fees"`           // image, licence, set-up, in the quote currency
	FeesKnown          bool    `json:"fees_known"`           // false: fees not stated (priced by CostOptions.Assumed)
	VoucherDiscountPct float64 `json:"voucher_discount_pct"` // 算力券: share of the compute bill paid by a voucher

	ResumeSupported *bool `json:"resume_supported"`
	// Interruptible: the vendor may take the machines back while the job
	// runs (spot, preemptible, 抢占式); nil = not stated. The risk line
	// prices the expected preemptions; requires "on_demand" excludes it.
	Interruptible        *bool        `json:"interruptible"`
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
