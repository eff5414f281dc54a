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
	"math"
	"strings"

	"computecheck/msg"
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
	// Assumed prices the lines a quote leaves out (nil: the market-data
	// defaults, DefaultAssumptions, which are in CNY).
	Assumed *Assumptions `json:"assumed,omitempty"`
	// AsTyped costs the task exactly as written: no per-offer plan
	// (contract: compare --as-typed).
	AsTyped bool `json:"as_typed"`
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

// CostForOffer costs the task on one quote. t should be normalized (it is
// normalized again here; that is idempotent). cat is the GPU catalogue
// (Catalogue() when nil).
func CostForOffer(t Task, o Offer, cat []GPU, opt CostOptions) QuoteCost {
	e := newEngine(t, cat)
	return e.cost(o, opt)
}

// cost is one offer priced and judged against the task's requirements.
func (e *engine) cost(o Offer, opt CostOptions) QuoteCost {
	return e.judged(e.plan(o, opt), opt)
}

// evaluate prices a plan for a training length. tokens < 0 means the task's
// own; hours follow from tokens at the plan's speed (or the override).
func (e *engine) evaluate(p *plan, tokens float64, opt CostOptions) (out QuoteCost) {
	return e.evaluateAs(p, tokens, opt, false)
}

// score is evaluate for a row read for its Complete and its cost alone
// (a plan candidate's score, a what-if price): the same numbers, without
// the warnings and the wording of its assumed lines, which nothing reads.
func (e *engine) score(p *plan, tokens float64, opt CostOptions) QuoteCost {
	return e.evaluateAs(p, tokens, opt, true)
}

func (e *engine) evaluateAs(p *plan, tokens float64, opt CostOptions, scoring bool) (out QuoteCost) {
	defer guardCost(&out, &p.offer) // bounds.go: nothing non-finite leaves the engine
	q := p.q
	if q.scoring = scoring; !scoring {
		// Room for the warnings pricing adds (storage, egress, fees, risk).
		q.Warnings = append(make([]Warning, 0, len(p.q.Warnings)+4), p.q.Warnings...)
	} // else warn adds nothing: the plan's list is shared, never appended to
	t := &e.t // read only: a copy per row priced cost more than the reading
	wi := opt.WhatIf
	hpm := opt.hpm()
	o := &p.offer
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
		q.fail(WarnNoLength, msg.New("calc.warn.no_length"))
	}
	if tokens > 0 && hours > 0 {
		q.TokensPerS = tokens / (hours * 3600)
		if q.GPUs > 0 {
			q.TokensPerSPerGPU = q.TokensPerS / float64(q.GPUs)
		}
	}
	if p.unit.perToken && !(tokens > 0) {
		q.fail(WarnNoLength, msg.New("calc.warn.per_token_no_length"))
	}

	// Compute, in the reporting currency.
	price := o.Price * p.fx
	var compute, billedH float64
	u := p.unit
	if p.priced {
		switch {
		case p.pack:
			billedH = hours
			compute = e.packCompute(p, &q, hours, tokens)
		case u.perToken:
			billedH = hours
			compute = price * tokens / 1e6
		default:
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
			q.warn(WarnVoucherDiscount, msg.New("calc.warn.voucher_discount", d))
		}
	}
	q.BilledHours = billedH

	as := e.assumptions(opt)
	var lines [3]AssumedLine // storage, egress, fees: copied out below
	assumed := lines[:0]

	// Storage: data set + checkpoints + model, above the free quota, for
	// the billed period (billed hours / hours per month: whole months for
	// monthly prices, a fraction for hourly ones). Unstated terms are
	// priced at the assumed rate with no free quota.
	gb := e.storageGB() * mult(wi.Storage)
	q.StorageGB = gb
	months := billedH / hpm
	var storage float64
	switch {
	case o.StorageKnown:
		storage = math.Max(0, gb-o.StorageFreeGB) * o.StoragePerGBMonth * p.fx * months
	case gb > 0:
		storage = gb * months * as.StoragePerGBMonth
		a := AssumedLine{Line: LineStorage, Quantity: gb * months, Price: as.StoragePerGBMonth,
			Low: as.StorageLow, High: as.StorageHigh, Amount: storage}
		if !scoring {
			a.Msg = msg.New("calc.assumed.storage", gb, months, as.StoragePerGBMonth, as.StorageLow, as.StorageHigh, q.Currency)
			q.warn(WarnStorageUnknown, msg.New("calc.warn.storage_assumed", gb, as.StoragePerGBMonth, q.Currency))
		}
		assumed = append(assumed, a)
	}

	// Egress: per GB taken out, or a fixed bandwidth line for the billed
	// period whenever data moves (the data set in, the results out).
	egGB := t.EgressGB * mult(wi.Egress)
	var egress float64
	assumeEgress := func(why msg.Msg) {
		egress = egGB * as.EgressPerGB
		a := AssumedLine{Line: LineEgress, Quantity: egGB, Price: as.EgressPerGB,
			Low: as.EgressLow, High: as.EgressHigh, Amount: egress}
		if !scoring {
			a.Msg = msg.New("calc.assumed.egress", egGB, as.EgressPerGB, as.EgressLow, as.EgressHigh, q.Currency)
			q.warn(WarnEgressUnknown, why)
		}
		assumed = append(assumed, a)
	}
	switch {
	case !o.EgressKnown:
		if egGB > 0 {
			assumeEgress(msg.New("calc.warn.egress_assumed", egGB, as.EgressPerGB, q.Currency))
		}
	case o.EgressPerGB > 0:
		egress = egGB * o.EgressPerGB * p.fx
	case o.BandwidthPerMbpsMonth > 0 && (egGB > 0 || t.DatasetGB > 0):
		if o.BandwidthMbps > 0 {
			egress = o.BandwidthMbps * o.BandwidthPerMbpsMonth * p.fx * months
			moved := egGB + t.DatasetGB*mult(wi.Storage)
			if moveH := moved * 8000 / o.BandwidthMbps / 3600; moveH > 24 {
				q.warn(WarnBandwidthSlow, msg.New("calc.warn.bandwidth_slow", moved, o.BandwidthMbps, moveH))
			}
		} else {
			assumeEgress(msg.New("calc.warn.bandwidth_mbps_unknown", egGB, as.EgressPerGB, q.Currency))
		}
	}

	// Fixed fees: stated (0 = none), or the assumed fee per quote.
	var fixed float64
	if o.FeesKnown || o.FixedFees > 0 {
		fixed = o.FixedFees * p.fx
	} else {
		fixed = as.FeesPerQuote
		a := AssumedLine{Line: LineFixed, Quantity: 1, Price: as.FeesPerQuote,
			Low: as.FeesLow, High: as.FeesHigh, Amount: fixed}
		if !scoring {
			a.Msg = msg.New("calc.assumed.fees", as.FeesPerQuote, as.FeesLow, as.FeesHigh, q.Currency)
			if as.FeesHigh > 0 {
				q.warn(WarnFeesAssumed, msg.New("calc.warn.fees_assumed", as.FeesPerQuote, q.Currency))
			}
		}
		assumed = append(assumed, a)
	}

	// Risk.
	var risk float64
	if !u.perToken {
		risk = e.risk(p, &q, hours, opt)
	}

	q.Assumptions = nil
	q.Cost = CostBreakdown{}
	if len(assumed) > 0 && !scoring { // a score is read for its total alone
		q.Assumptions = append([]AssumedLine(nil), assumed...)
		q.Cost.Assumed = make([]string, len(assumed))
		for i, a := range assumed {
			q.Cost.Assumed[i] = a.Line
		}
	}
	if !q.Complete {
		q.CostPerMillionTokens = 0
		return q
	}
	if !p.priced {
		return q
	}
	q.Cost = CostBreakdown{Compute: compute, Storage: storage, Egress: egress, Fixed: fixed, Risk: risk, Assumed: q.Cost.Assumed}
	q.Cost.Total = compute + storage + egress + fixed + risk
	q.Cost.TotalLow, q.Cost.TotalHigh = q.Cost.Total, q.Cost.Total
	for _, a := range assumed {
		q.Cost.TotalLow += a.Quantity*a.Low - a.Amount
		q.Cost.TotalHigh += a.Quantity*a.High - a.Amount
	}
	if tokens > 0 {
		q.CostPerMillionTokens = q.Cost.Total / (tokens / 1e6)
	}
	return q
}
