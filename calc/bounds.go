package calc

import (
	"math"
	"strconv"

	"computecheck/msg"
)

// Every number that enters ComputeCheck — from a vendor's file, a share
// bundle, the window's forms, a restored database — is held to a physical
// range before it reaches a total, a chart or JSON. The limits are wide on
// purpose: a number inside them may still be unusual (the quote readers
// warn about that), but a number outside them is a typo, a unit mix-up or a
// planted value, and costing it would give an answer that looks like one
// (a total of 0.00 ranked cheapest, "+Inf", a negative memory size).
//
// Each limit carries its reason as a message id (assets/i18n/*/safety.json,
// "bounds.why.*"); this table is the one place they are set. Package quotes
// applies the quote-side ones (quotes/bounds.go), Task.Validate the task
// ones, Offer.CheckBounds and GPU.CheckBounds the rest, and the cost engine
// checks what it computed (guardCost) so that nothing infinite, NaN or
// negative leaves it whatever came in.

// Limit is the range [Min, Max] a kind of number must lie in, and why.
type Limit struct {
	Min, Max float64
	Why      string // msg key of the reason
}

// The limits. Amounts are in the quote's own currency, so each leaves room
// for currencies with small units (JPY, KRW, IDR, VND: an H100 hour is
// about 2–10 USD, 15–70 CNY, 300–1,500 JPY, 50,000–250,000 VND).
var (
	// [assumed] No GPU rents for less than 0.001 or more than 10 million
	// per card-hour in any currency: 30× below a T4 spot price in the
	// strongest currency, 40× above a B200 in the weakest.
	LimitPricePerGPUHour = Limit{1e-3, 1e7, "bounds.why.price_gpu_hour"}
	// [assumed] Fine-tuning APIs charge 0.5–25 USD per million tokens.
	LimitPricePerMillionTokens = Limit{1e-4, 1e7, "bounds.why.price_million_tokens"}
	// [assumed] A one-off amount (set-up fee, image fee, a prepaid pack)
	// above 1e12 is more than any GPU cluster costs to buy, in any currency.
	LimitAmount = Limit{0, 1e12, "bounds.why.amount"}
	// [assumed] Storage and egress cost 0.01–0.2 USD per GB.
	LimitPerGB = Limit{0, 1e5, "bounds.why.per_gb"}
	// [assumed] Bandwidth and a machine-hour without cards: under 100 USD.
	LimitPerMbpsOrHour = Limit{0, 1e7, "bounds.why.per_mbps_or_hour"}
	// [assumed] A rental term or billing step longer than ten years is not
	// a rental.
	LimitTermHours = Limit{0, 87600, "bounds.why.term"}
	// [assumed] Nobody bills in steps under a second (0: per second).
	LimitIncrementHours = Limit{1.0 / 3600, 87600, "bounds.why.increment"}
	// [assumed] A vendor that answers a failure after more than a year does not.
	LimitResponseHours = Limit{0, 8760, "bounds.why.response"}
	// [assumed] Prepaid packs are valid hours to ten years.
	LimitPackDays = Limit{0.01, 3650, "bounds.why.term"}
	// [sourced] NVLink 5 moves 1,800 GB/s per GPU (hardware_and_market.md).
	LimitIntraGBps = Limit{0, 1e4, "bounds.why.intra"}
	// [sourced] A node has at most 8–16 NICs of 400–800 Gb/s; the task's
	// inter_node_gbps has the same limit.
	LimitInterGbps = Limit{0, 1e5, "bounds.why.inter"}
	LimitNICGbps   = Limit{0, 1e4, "bounds.why.inter"}
	LimitNICs      = Limit{0, 64, "bounds.why.inter"}
	// [assumed] A server holds at most a few hundred TB of NVMe.
	LimitNVMeTB = Limit{0, 1e4, "bounds.why.nvme"}
	// [assumed] A free storage quota above 1e9 GB (an exabyte) is none a vendor gives.
	LimitStorageGB = Limit{0, 1e9, "bounds.why.storage"}
	LimitPct       = Limit{0, 100, "bounds.why.pct"}
	// [assumed] "k × downtime" compensation is 1–10× in practice.
	LimitCompMultiple = Limit{0, 1000, "bounds.why.multiple"}
	// [assumed] A pack of more than 1e10 GPU-hours (or million tokens) is
	// more than the world's GPUs run in a year.
	LimitPackUnits = Limit{1e-3, 1e10, "bounds.why.pack"}
	// [assumed] Exchange rates between any two currencies lie within 1e-6..1e6.
	LimitFX = Limit{1e-6, 1e6, "bounds.why.fx"}
	// [assumed] A measured 1e8 tokens/s on one GPU is 1,000× the fastest
	// published training throughput per card.
	LimitTokensPerSPerGPU = Limit{0, 1e8, "bounds.why.tokens_per_s"}
	// [assumed] An assumed price typed in Settings (storage per GB-month,
	// egress per GB, fees per quote, in CNY): zero to ten million. The form
	// refuses above it and a restored database is held to it, since a value
	// of 1e12 would make every total on Compare that many yuan, unwarned.
	LimitAssumedPrice = Limit{0, 1e7, "bounds.why.assumed_price"}
	// [assumed] A total above 1e15 (world GDP is about 1e14 USD) answers
	// nothing: the task or the price is wrong.
	LimitTotal = Limit{0, 1e15, "bounds.why.total"}
	// [assumed] A training run longer than 1e6 hours (114 years) is not a
	// plan; the task's hours field has the same limit.
	LimitTrainingHours = Limit{0, 1e6, "bounds.why.training_hours"}

	// Task numbers (TASK.json, the Task form): where a field is given
	// (non-zero), it must be at least Min.
	//
	// [assumed] Fewer than 1,000 tokens is not a training run; 1e16 is
	// 600× Llama 3's 15.6e12 pre-training tokens.
	LimitTokens = Limit{1e3, 1e16, "bounds.why.tokens"}
	// [assumed] Under 36 seconds is not a training run.
	LimitHours = Limit{0.01, 1e6, "bounds.why.training_hours"}
	// [assumed] A deadline under 15 minutes is no training run's; one past
	// ten years is no deadline.
	LimitDeadlineDays = Limit{0.01, 3650, "bounds.why.deadline"}
	// [assumed] MFU below 1% is a broken run; measured runs are 20–60%.
	LimitMFU = Limit{0.01, 1, "bounds.why.mfu"}
	// [assumed] Below 0.1 Gb/s (100 Mb/s) no cluster trains across machines.
	LimitTaskInterGbps = Limit{0.1, 1e5, "bounds.why.inter"}
	// [assumed] A checkpoint more often than every 36 seconds is no interval.
	LimitCheckpointHours = Limit{0.01, 1e4, "bounds.why.checkpoint"}
	// [sourced] The largest published models have about 2e12 parameters;
	// 1e14 leaves 50× and keeps every byte count far from overflowing.
	LimitParams = Limit{1e3, 1e14, "bounds.why.params"}
	// [assumed] 2^60 bytes (an exbibyte) per GPU before any count is
	// searched is a million times any card; the estimate's byte counts are
	// int64 and would overflow not far above it.
	LimitTaskBytes = Limit{0, 1 << 60, "bounds.why.task_bytes"}

	// GPU catalogue entries (built in, edited in Settings, or restored).
	// [sourced] Cards have 16–288 GB today.
	LimitGPUMemoryBytes = Limit{1 << 30, 1 << 42, "bounds.why.gpu"}
	LimitGPUTFLOPS      = Limit{0, 1e5, "bounds.why.gpu"}
	LimitGPUMemBWTBps   = Limit{0, 100, "bounds.why.gpu"}
	LimitGPUWatts       = Limit{0, 1e5, "bounds.why.gpu"}
)

// BoundError is a number outside its Limit.
type BoundError struct {
	Field string // the JSON name of the field (TASK.json, quotes list --json)
	Value float64
	Limit Limit
	// Per, when set, is the msg key saying what Value was worked out as
	// ("per GPU-hour" for a machine-month price; "parameters from the
	// architecture").
	Per string
}

// Message words the error: the field, the value, the range and the reason.
func (e *BoundError) Message() msg.Msg {
	why := msg.New(e.Limit.Why)
	if math.IsNaN(e.Value) || math.IsInf(e.Value, 0) {
		return msg.New("bounds.not_finite", e.Field, why)
	}
	if e.Per != "" {
		return msg.New("bounds.out_of_range_per", e.Field, FormatBound(e.Value), msg.New(e.Per),
			FormatBound(e.Limit.Min), FormatBound(e.Limit.Max), why)
	}
	return msg.New("bounds.out_of_range", e.Field, FormatBound(e.Value),
		FormatBound(e.Limit.Min), FormatBound(e.Limit.Max), why)
}

func (e *BoundError) Error() string { return e.Message().In("en") }

// Check returns a *BoundError when v is NaN, infinite or outside l.
func (l Limit) Check(field string, v float64) error {
	if math.IsNaN(v) || math.IsInf(v, 0) || v < l.Min || v > l.Max {
		return &BoundError{Field: field, Value: v, Limit: l}
	}
	return nil
}

// CheckGiven is Check for a field where 0 means "not given".
func (l Limit) CheckGiven(field string, v float64) error {
	if v == 0 {
		return nil
	}
	return l.Check(field, v)
}

// CheckPtr is Check for an optional field (nil: not stated).
func (l Limit) CheckPtr(field string, v *float64) error {
	if v == nil {
		return nil
	}
	return l.Check(field, *v)
}

// FormatBound prints a number in a bound message: plain from 1e-4 to
// 1e12, else in exponent form (1e-09, 1.7e+308), so an absurd value reads
// as what it is.
func FormatBound(v float64) string {
	a := math.Abs(v)
	if v == 0 || (a >= 1e-4 && a < 1e12) {
		return strconv.FormatFloat(v, 'g', 12, 64)
	}
	return strconv.FormatFloat(v, 'g', 3, 64)
}

// ReasonIn is the reason in lang: worded when the error carries a message.
func (e *FieldError) ReasonIn(lang string) string {
	if e.Msg.IsZero() {
		return e.Reason
	}
	return e.Msg.In(lang)
}

// boundField turns a BoundError into the FieldError Task.Validate returns.
func boundField(err error) error {
	be, ok := err.(*BoundError)
	if !ok {
		return err
	}
	m := be.Message()
	return &FieldError{Field: be.Field, Reason: m.In("en"), Msg: m}
}

// checkBounds holds a normalized task to the task limits, and its size to
// LimitTaskBytes, so that no estimate overflows. Task.Validate calls it
// after its own checks.
func (t Task) checkBounds() error {
	for _, c := range []struct {
		field string
		v     float64
		l     Limit
	}{
		{"tokens", t.Tokens, LimitTokens},
		{"hours", t.Hours, LimitHours},
		{"deadline_days", t.DeadlineDays, LimitDeadlineDays},
		{"mfu", t.MFU, LimitMFU},
		{"inter_node_gbps", t.InterGbps, LimitTaskInterGbps},
		{"checkpoint_interval_hours", t.CheckpointIntervalHours, LimitCheckpointHours},
		{"model.params", float64(t.Model.Params), LimitParams},
	} {
		if err := c.l.CheckGiven(c.field, c.v); err != nil {
			return boundField(err)
		}
	}
	m := t.Model
	derived := float64(m.Layers)*(float64(m.LinearParamsPerLayer())+float64(m.smallParamsPerLayer())) +
		2*float64(m.Vocab)*float64(m.Hidden) + float64(m.PositionEmbeddings)*float64(m.Hidden)
	if err := LimitParams.Check("model", derived); err != nil {
		be := err.(*BoundError)
		be.Per = "bounds.per.architecture"
		return boundField(be)
	}
	if b := t.bytesUpperBound(); b > LimitTaskBytes.Max {
		return boundField(&BoundError{Field: "seq_len", Value: b, Limit: LimitTaskBytes,
			Per: "bounds.per.task_bytes"})
	}
	return nil
}

// bytesUpperBound is more than any per-GPU figure stageMemory can give
// for the task at its smallest GPU count (tp × pp): every state at 24 B per
// parameter, activations and logits at fp32 with every micro-batch of a
// pipeline stage in flight, doubled for the allocator and overheads. In
// float64, so it cannot overflow itself.
func (t Task) bytesUpperBound() float64 {
	m := t.Model
	tp, pp := float64(max(t.TP, 1)), max(t.PP, 1)
	params := float64(m.Params)
	if params <= 0 {
		params = float64(m.Layers)*(float64(m.LinearParamsPerLayer())+float64(m.smallParamsPerLayer())) +
			2*float64(m.Vocab)*float64(m.Hidden)
	}
	tokens := float64(t.MicroBatch) * float64(t.SeqLen)
	layers := float64((m.Layers + pp - 1) / pp)
	inFlight := float64(max(min(pp, t.GradAccum), 1))
	acts := layers * inFlight * tokens * m.activationBytesPerToken(t.FlashAttention(), t.SeqLen) * 2 / tp
	logits := tokens * float64(m.Vocab) * 12 / tp
	return 2*(params*24/tp+acts+logits) + 1<<34
}

// CheckBounds holds a catalogue entry to the GPU limits.
func (g GPU) CheckBounds() error {
	for _, c := range []struct {
		field string
		v     float64
		l     Limit
	}{
		{"memory_bytes", float64(g.MemoryBytes), LimitGPUMemoryBytes},
		{"mem_bw_tbps", g.MemBWTBps, LimitGPUMemBWTBps},
		{"bf16_tflops", g.BF16TFLOPS, LimitGPUTFLOPS},
		{"fp16_tflops", g.FP16TFLOPS, LimitGPUTFLOPS},
		{"fp8_tflops", g.FP8TFLOPS, LimitGPUTFLOPS},
		{"tf32_tflops", g.TF32TFLOPS, LimitGPUTFLOPS},
		{"nvlink_gbps", g.NVLinkGBps, LimitIntraGBps},
		{"pcie_gen", float64(g.PCIeGen), Limit{0, 7, "bounds.why.gpu"}},
		{"tdp_w", float64(g.TDPWatts), LimitGPUWatts},
	} {
		if err := c.l.Check(c.field, c.v); err != nil {
			return err
		}
	}
	if !(g.FP16TFLOPS > 0) {
		return &BoundError{Field: "fp16_tflops", Value: g.FP16TFLOPS, Limit: Limit{1e-3, LimitGPUTFLOPS.Max, "bounds.why.gpu"}}
	}
	return nil
}

// CheckBounds holds an offer's numbers to the limits. Offers are made from
// checked quotes; this is the engine's own check, so that an offer built
// another way (a test, a future reader) cannot slip past.
func (o Offer) CheckBounds() error {
	if o.PriceKnown {
		if err := o.checkPrice(); err != nil {
			return err
		}
	}
	if o.FXToReporting != 0 {
		if err := LimitFX.Check("fx_to_reporting", o.FXToReporting); err != nil {
			return err
		}
	}
	for _, c := range []struct {
		field string
		v     float64
		l     Limit
	}{
		{"gpus_per_node", float64(o.GPUsPerNode), Limit{0, 64, "bounds.why.gpus_per_node"}},
		{"nodes", float64(o.Nodes), Limit{0, 1e5, "bounds.why.nodes"}},
		{"min_hours", o.MinHours, LimitTermHours},
		{"inter_node_gbps", o.InterGbps, LimitInterGbps},
		{"storage_free_gb", o.StorageFreeGB, LimitStorageGB},
		{"storage_price_per_gb_month", o.StoragePerGBMonth, LimitPerGB},
		{"egress_price_per_gb", o.EgressPerGB, LimitPerGB},
		{"bandwidth_price_per_mbps_month", o.BandwidthPerMbpsMonth, LimitPerMbpsOrHour},
		{"bandwidth_mbps", o.BandwidthMbps, Limit{0, 1e7, "bounds.why.inter"}},
		{"fixed_fees", o.FixedFees, Limit{0, 2 * LimitAmount.Max, LimitAmount.Why}},
		{"voucher_discount_pct", o.VoucherDiscountPct, LimitPct},
		{"failure_response_hours", o.FailureResponseHours, LimitResponseHours},
		{"compensation.multiple", o.Compensation.Multiple, LimitCompMultiple},
		{"measured_tokens_per_s_per_gpu", o.MeasuredTokensPerSPerGPU, LimitTokensPerSPerGPU},
	} {
		if err := c.l.Check(c.field, c.v); err != nil {
			return err
		}
	}
	if err := LimitIncrementHours.CheckGiven("billing_increment_hours", o.BillingIncrementHours); err != nil {
		return err
	}
	if err := CheckPack(o.PackGPUHours, o.PackMillionTokens, o.PackPrice, o.PackValidDays); err != nil {
		return err
	}
	for _, tr := range o.Compensation.Tiers {
		if err := LimitPct.Check("compensation.tiers", tr.BelowPct); err != nil {
			return err
		}
		if err := LimitPct.Check("compensation.tiers", tr.CreditPct); err != nil {
			return err
		}
	}
	return nil
}

// CheckPack holds a prepaid pack's numbers to the limits (0: not given):
// its size, validity and price, and the price per GPU-hour (or per million
// tokens) it comes to, as a price is held, so a pack of 1e-300 for a
// thousand GPU-hours is not ranked cheapest at 0.00.
func CheckPack(gpuHours, millionTokens, price, validDays float64) error {
	for _, c := range []struct {
		field string
		v     float64
		l     Limit
	}{
		{"pack_gpu_hours", gpuHours, LimitPackUnits},
		{"pack_million_tokens", millionTokens, LimitPackUnits},
		{"pack_price", price, LimitAmount},
		{"pack_valid_days", validDays, LimitPackDays},
	} {
		if err := c.l.CheckGiven(c.field, c.v); err != nil {
			return err
		}
	}
	if price == 0 {
		return nil
	}
	per := func(units float64, l Limit, key string) error {
		if units <= 0 {
			return nil
		}
		if err := l.Check("pack_price", price/units); err != nil {
			be := err.(*BoundError)
			be.Per = key
			return be
		}
		return nil
	}
	if err := per(gpuHours, LimitPricePerGPUHour, "bounds.per.gpu_hour"); err != nil {
		return err
	}
	return per(millionTokens, LimitPricePerMillionTokens, "bounds.per.million_tokens")
}

// FinitePrice is p when it is a finite, non-negative number, else nil (a
// price to win worked out from an absurd row is no price to tell a vendor).
func FinitePrice(p *float64) *float64 {
	if p == nil || !(*p >= 0 && *p <= math.MaxFloat64) {
		return nil
	}
	return p
}

// checkPrice bounds the price per GPU-hour (or per million tokens) it
// stands for, as quotes.Quote.CheckBounds does.
func (o Offer) checkPrice() error {
	u, ok := parseUnit(o.PriceUnit, DefaultHoursPerMonth)
	if !ok {
		return nil // the engine says the unit is unknown
	}
	if u.perToken {
		return LimitPricePerMillionTokens.Check("price", o.Price)
	}
	l, per, key := LimitPricePerGPUHour, o.Price/u.period, "bounds.per.gpu_hour"
	if u.perNode {
		if o.GPUsPerNode > 0 {
			per /= float64(o.GPUsPerNode)
		} else {
			l.Max *= 64
			key = "bounds.per.machine_hour"
		}
	}
	if err := l.Check("price", per); err != nil {
		be := err.(*BoundError)
		if u.perNode || u.period != 1 {
			be.Per = key
		}
		return be
	}
	return nil
}

// boundMsg is a bounds error as a message (a *BoundError words itself).
func boundMsg(err error) msg.Msg {
	if be, ok := err.(*BoundError); ok {
		return be.Message()
	}
	return msg.New("bounds.error", err.Error())
}

// WarnOutOfRange marks a row whose offer or computed figures fall outside
// the limits; the row is not priced, and the warning says which number.
const WarnOutOfRange = "out_of_range"

// guardCost is the cost engine's last step: a row whose offer is out of
// bounds, or whose figures came out NaN, infinite, negative or beyond
// LimitTotal / LimitTrainingHours, is not priced and says why. Nothing
// non-finite is left in it, so JSON, tables and charts always get numbers.
func guardCost(q *QuoteCost, o *Offer) {
	// A plan candidate being scored (q.draft) has the offer of the row it
	// is scored for, which is checked when that row is priced.
	if !q.draft {
		if err := o.CheckBounds(); err != nil {
			q.fail(WarnOutOfRange, boundMsg(err))
			// What was worked out from the absurd number means nothing either.
			q.PricePerGPUHour, q.BilledHours, q.Risk = 0, 0, RiskDetail{}
		}
	}
	figures := [...]*float64{
		&q.Hours, &q.BilledHours, &q.TokensPerS, &q.TokensPerSPerGPU, &q.MFU, &q.PricePerGPUHour,
		&q.StorageGB, &q.Cost.Compute, &q.Cost.Storage, &q.Cost.Egress, &q.Cost.Fixed, &q.Cost.Risk,
		&q.Cost.Total, &q.CostPerMillionTokens, &q.Cost.TotalLow, &q.Cost.TotalHigh, &q.QuotePrice,
		&q.Risk.ExpectedFailures, &q.Risk.Loss, &q.Risk.Credit, &q.Risk.StallHours,
		&q.Risk.DowntimeHours, &q.Risk.LostHours, &q.Risk.FailureRatePerNodeDay,
	}
	bad := -1
	for i, v := range figures {
		// v >= 0 is false for NaN and negatives; v <= MaxFloat64 for +Inf.
		if x := *v; !(x >= 0 && x <= math.MaxFloat64) {
			if bad < 0 {
				bad = i
			}
			*v = 0
		}
	}
	if bad >= 0 {
		names := [...]string{"hours", "billed_hours", "tokens_per_s", "tokens_per_s_per_gpu", "mfu", "price_per_gpu_hour",
			"storage_gb", "cost.compute", "cost.storage", "cost.egress", "cost.fixed", "cost.risk",
			"cost.total", "cost_per_million_tokens", "cost.total_low", "cost.total_high", "quote_price",
			"risk.expected_failures", "risk.loss", "risk.credit", "risk.stall_hours",
			"risk.downtime_hours", "risk.lost_hours", "risk.failure_rate_per_node_day"}
		q.fail(WarnOutOfRange, msg.New("bounds.no_number", names[bad]))
	}
	mem := q.Memory
	if mem.Total < 0 || mem.Weights < 0 || mem.Gradients < 0 || mem.Optimizer < 0 || mem.Activations < 0 ||
		mem.Logits < 0 || mem.Overhead < 0 || mem.OffloadedCPU < 0 {
		q.Fits = false
		q.Memory = MemoryBreakdown{}
		q.fail(WarnOutOfRange, msg.New("bounds.memory_overflow"))
	}
	if p := q.PriceToWin; p != nil && (math.IsNaN(*p) || math.IsInf(*p, 0) || *p < 0) {
		q.PriceToWin = nil
	}
	if q.Complete {
		if err := LimitTrainingHours.Check("hours", q.Hours); err != nil {
			q.fail(WarnOutOfRange, boundMsg(err))
			// Billed hours and the failure risk follow the absurd hours.
			q.BilledHours, q.Risk = 0, RiskDetail{}
		} else if err := LimitTotal.Check("cost.total", q.Cost.Total); err != nil {
			q.fail(WarnOutOfRange, boundMsg(err))
		}
	}
	if !q.Complete {
		q.Cost = CostBreakdown{}
		q.CostPerMillionTokens = 0
		q.Rank = 0
	}
}
