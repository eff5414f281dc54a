package quotes

import (
	"errors"

	"computecheck/calc"
)

// CheckBounds holds every number of a quote to its physical range (the
// limits and their reasons are one table, calc/bounds.go), whatever door
// the quote came in by: a vendor file, a share bundle, the quote form, a
// restored database. The price is checked per GPU-hour (per million tokens
// for a per-token price), worked out from its unit at 720 hours a month and
// the machine's card count, so "1e-9 per GPU-hour" and "0.01 per
// machine-month" are refused alike. The errors are *calc.BoundError, each
// naming its field; Validate returns them joined.
func (q Quote) CheckBounds() error {
	var errs []error
	add := func(err error) {
		if err != nil {
			errs = append(errs, err)
		}
	}
	add(q.checkPrice())
	for _, c := range []struct {
		field string
		v     *float64
		l     calc.Limit
	}{
		{"min_hours", q.MinHours, calc.LimitTermHours},
		{"intra_node_gbps", q.IntraNodeGBps, calc.LimitIntraGBps},
		{"inter_node_gbps", q.InterNodeGbps, calc.LimitInterGbps},
		{"nic_gbps", q.NICGbps, calc.LimitNICGbps},
		{"local_nvme_tb", q.LocalNVMeTB, calc.LimitNVMeTB},
		{"storage_free_gb", q.StorageFreeGB, calc.LimitStorageGB},
		{"storage_price_per_gb_month", q.StoragePricePerGBMonth, calc.LimitPerGB},
		{"egress_price_per_gb", q.EgressPricePerGB, calc.LimitPerGB},
		{"bandwidth_price_per_mbps_month", q.BandwidthPricePerMbpsMonth, calc.LimitPerMbpsOrHour},
		{"image_fee", q.ImageFee, calc.LimitAmount},
		{"setup_fee", q.SetupFee, calc.LimitAmount},
		{"gpu_less_price_per_hour", q.GPULessPricePerHour, calc.LimitPerMbpsOrHour},
		{"voucher_discount_pct", q.VoucherDiscountPct, calc.LimitPct},
		{"failure_response_hours", q.FailureResponseHours, calc.LimitResponseHours},
		{"compensation.multiple", q.Compensation.Multiple, calc.LimitCompMultiple},
		{"compensation.sla_pct", q.Compensation.SLAPct, calc.LimitPct},
	} {
		add(c.l.CheckPtr(c.field, c.v))
	}
	if q.BillingIncrementHours != nil {
		add(calc.LimitIncrementHours.CheckGiven("billing_increment_hours", *q.BillingIncrementHours))
	}
	add(calc.CheckPack(val(q.PackGPUHours), val(q.PackMillionTokens), val(q.PackPrice), val(q.PackValidDays)))
	if q.NICs != nil {
		add(calc.LimitNICs.Check("nics", float64(*q.NICs)))
	}
	if q.PCIeGen != nil {
		add(calc.Limit{Min: 1, Max: 7, Why: "bounds.why.pcie_gen"}.Check("pcie_gen", float64(*q.PCIeGen)))
	}
	if q.MinTerm != nil {
		add(calc.LimitTermHours.Check("min_term", q.MinTerm.Hours(DefaultHoursPerMonth)))
	}
	if q.BillingIncrement != nil {
		add(calc.LimitIncrementHours.CheckGiven("billing_increment", q.BillingIncrement.Hours(DefaultHoursPerMonth)))
	}
	for _, tr := range q.Compensation.Tiers {
		add(calc.LimitPct.Check("compensation.tiers.below_pct", tr.BelowPct))
		add(calc.LimitPct.Check("compensation.tiers.credit_pct", tr.CreditPct))
	}
	return errors.Join(errs...)
}

// val is *p, 0 for nil (not given).
func val(p *float64) float64 {
	if p == nil {
		return 0
	}
	return *p
}

// checkPrice bounds the price per GPU-hour (or per million tokens) it
// stands for. A node price with the card count unknown is allowed the
// range of 1 to 64 cards.
func (q Quote) checkPrice() error {
	if q.PriceUnit == UnitMillionTokens {
		return calc.LimitPricePerMillionTokens.Check("price", q.Price)
	}
	h := UnitHours(q.PriceUnit, DefaultHoursPerMonth)
	if h == 0 {
		return nil // Validate names the unknown unit
	}
	l := calc.LimitPricePerGPUHour
	per := q.Price / h
	perKey := "bounds.per.gpu_hour"
	if IsNodeUnit(q.PriceUnit) {
		if q.GPUsPerNode != nil && *q.GPUsPerNode > 0 {
			per /= float64(*q.GPUsPerNode)
		} else {
			l.Max *= 64 // up to 64 cards a machine
			perKey = "bounds.per.machine_hour"
		}
	}
	if err := l.Check("price", per); err != nil {
		be := err.(*calc.BoundError)
		if q.PriceUnit != UnitGPUHour {
			be.Per = perKey
		}
		return be
	}
	return nil
}
