package quotes

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"

	"computecheck/bench"
	"computecheck/calc"
	"computecheck/msg"
)

// ToOffer turns a quote into what the cost engine prices: what the vendor
// left unstated passed on as calc's "unknown" (PriceKnown false, link
// "unknown", a nil ResumeSupported...), never as a zero that reads as "free".
// o gives the reporting currency, month length and rates (FXToReporting 0
// without a rate); b, when not nil, is a benchmark run on the quote's
// machines whose throughput replaces the estimate (BenchUsable).
func ToOffer(q Quote, o Options, b *bench.Result) calc.Offer {
	hpm := o.hpm()
	f := func(p *float64) float64 {
		if p == nil || math.IsNaN(*p) || math.IsInf(*p, 0) {
			return 0
		}
		return *p
	}
	i := func(p *int) int {
		if p == nil {
			return 0
		}
		return *p
	}
	off := calc.Offer{
		ID: q.ID, Vendor: q.Vendor, Offer: q.Offer, GPU: q.GPU,
		GPUsPerNode: i(q.GPUsPerNode), Nodes: i(q.Nodes),
		Price: q.Price, PriceUnit: q.PriceUnit,
		PriceKnown:           q.Price > 0 && !math.IsInf(q.Price, 0) && ValidUnit(q.PriceUnit),
		Currency:             strings.ToUpper(strings.TrimSpace(q.Currency)),
		ReleaseIdle:          q.ReleaseIdle,
		Intra:                linkOr(q.IntraNode),
		Inter:                linkOr(q.InterNode),
		ResumeSupported:      q.ResumeSupported,
		FailureResponseHours: f(q.FailureResponseHours),
		ValidUntil:           q.ValidUntil,
		NeedsReview:          q.NeedsReview,
		ReviewReasons:        append([]msg.Msg(nil), q.ReviewReasons...),
	}

	// reporting currency per unit of the quote's, through CNY as Normalize converts
	if off.Currency != "" {
		if fx, ok := Convert(1, off.Currency, o.reporting(), o.Rates); ok && fx > 0 {
			off.FXToReporting = fx
		}
	}

	// the stored hours are Normalize's, in the user's month; a quote just read has only the terms
	switch {
	case q.MinHours != nil:
		off.MinHours = f(q.MinHours)
	case q.MinTerm != nil:
		off.MinHours = q.MinTerm.Hours(hpm)
	}
	switch {
	case q.BillingIncrementHours != nil:
		off.BillingIncrementHours = f(q.BillingIncrementHours)
	case q.BillingIncrement != nil:
		off.BillingIncrementHours = q.BillingIncrement.Hours(hpm)
	}

	// Network per machine: the stated total, else NICs × speed.
	switch {
	case q.InterNodeGbps != nil:
		off.InterGbps = f(q.InterNodeGbps)
	case q.NICs != nil && q.NICGbps != nil:
		off.InterGbps = float64(*q.NICs) * f(q.NICGbps)
	}

	// storage is known once its price is; an unstated free quota is none (it can only overstate the bill)
	if q.StoragePricePerGBMonth != nil {
		off.StorageKnown = true
		off.StoragePerGBMonth = f(q.StoragePricePerGBMonth)
		off.StorageFreeGB = f(q.StorageFreeGB)
	}
	if q.EgressPricePerGB != nil || q.BandwidthPricePerMbpsMonth != nil {
		off.EgressKnown = true
		off.EgressPerGB = f(q.EgressPricePerGB)
		off.BandwidthPerMbpsMonth = f(q.BandwidthPricePerMbpsMonth)
	}
	off.FixedFees = f(q.ImageFee) + f(q.SetupFee)
	off.FeesKnown = q.ImageFee != nil || q.SetupFee != nil
	if q.LocalNVMeTB != nil {
		has := *q.LocalNVMeTB > 0
		off.LocalNVMe = &has
	}
	// A prepaid pack: its Price/PriceUnit, when stated, are the overage rate.
	off.PackGPUHours, off.PackMillionTokens = f(q.PackGPUHours), f(q.PackMillionTokens)
	off.PackPrice, off.PackValidDays = f(q.PackPrice), f(q.PackValidDays)
	off.NeedsReview, off.ReviewReasons = q.NeedsReview, q.ReviewReasons
	off.VoucherDiscountPct = f(q.VoucherDiscountPct)

	c := q.Compensation
	off.Compensation = calc.Compensation{Kind: c.Kind, Multiple: f(c.Multiple), Voucher: c.Voucher}
	if off.Compensation.Kind == "" {
		off.Compensation.Kind = calc.CompUnknown
	}
	for _, t := range c.Tiers {
		off.Compensation.Tiers = append(off.Compensation.Tiers, calc.SLATier{BelowPct: t.BelowPct, CreditPct: t.CreditPct})
	}

	if b != nil {
		if v := b.PerGPU(); v > 0 && !math.IsInf(v, 0) {
			off.MeasuredTokensPerSPerGPU = v
			off.Measured = calc.MeasuredConfig{GPUs: b.GPUCount, SeqLen: b.SeqLen, MicroBatch: b.MicroBatch}
		}
	}
	return off
}

func linkOr(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return Unknown
	}
	return s
}

// ToOffers converts quotes in order; bench maps a quote id to the run to
// attach (nil or missing: none).
func ToOffers(qs []Quote, o Options, runs map[int64]*bench.Result) []calc.Offer {
	out := make([]calc.Offer, len(qs))
	for k, q := range qs {
		out[k] = ToOffer(q, o, runs[q.ID])
	}
	return out
}

// benchParamTolerance is how far a run's model may differ in size from the
// task's and still stand for it (tied embeddings or not, a copy of a preset).
const benchParamTolerance = 0.10

// BenchUsable says whether a benchmark run can stand for the task on this
// quote: a throughput measured on the quote's card, training the task's
// model with its method (calc scales GPU count, sequence length and
// micro-batch); the error (a msg.Messager) says why not.
func BenchUsable(r bench.Result, q Quote, t calc.Task) error {
	if !(r.PerGPU() > 0) {
		return msg.Errorf("quotes.bench.no_throughput")
	}
	if r.GPUCount < 1 || strings.EqualFold(r.Device, "cpu") {
		return msg.Errorf("quotes.bench.no_gpu")
	}
	if id, ok := calc.ResolveGPU(r.GPUName); ok && q.GPU != "" && !strings.EqualFold(id, q.GPU) {
		return msg.Errorf("quotes.bench.other_gpu", id, q.GPU)
	}
	if m := strings.ToLower(strings.TrimSpace(r.Method)); m != "" && t.Method != "" && m != strings.ToLower(t.Method) {
		return msg.Errorf("quotes.bench.other_method", methodArg(m), methodArg(strings.ToLower(t.Method)))
	}
	if n, ok := benchModelParams(r); ok {
		want := float64(t.Model.ParamCount())
		if want > 0 && math.Abs(n-want)/want > benchParamTolerance {
			return msg.Errorf("quotes.bench.other_model", n/1e9, want/1e9)
		}
	}
	return nil
}

// methodArg names a training method in the reader's language (an unknown one as written).
func methodArg(m string) any {
	if oneOf(m, "full", "lora", "qlora") {
		return msg.New("opt.method." + m)
	}
	return m
}

// benchModelParams is the parameter count of the model a run trained, when
// the result names it (a preset id or an architecture object).
func benchModelParams(r bench.Result) (float64, bool) {
	raw := strings.TrimSpace(string(r.Model))
	if raw == "" || raw == "null" {
		return 0, false
	}
	js, err := json.Marshal(map[string]json.RawMessage{"model": json.RawMessage(raw)})
	if err != nil {
		return 0, false
	}
	t, err := calc.ParseTask(js)
	if err != nil {
		return 0, false
	}
	n := float64(t.Model.ParamCount())
	return n, n > 0
}

// Named returns copies of offers whose Vendor tells the quotes apart
// (vendor and offer, "#id" where two still read the same) and whose Offer
// is empty: calc's sentences and the chart labels name a quote by its vendor.
func Named(offers []calc.Offer) []calc.Offer {
	label := func(o calc.Offer) string {
		return strings.TrimSpace(strings.TrimSpace(o.Vendor) + " " + strings.TrimSpace(o.Offer))
	}
	count := map[string]int{}
	for _, o := range offers {
		count[label(o)]++
	}
	out := make([]calc.Offer, len(offers))
	for i, o := range offers {
		n := label(o)
		if count[n] > 1 {
			n = fmt.Sprintf("%s #%d", n, o.ID)
		}
		o.Vendor, o.Offer = n, ""
		out[i] = o
	}
	return out
}
