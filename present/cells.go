package present

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"computecheck/calc"
	"computecheck/msg"
)

// Column keys of the comparison table, in display order: what decides
// first (rank, quote, total, its range, cost per token, the price to ask
// for), then how it is reached.
const (
	ColRank       = "rank"
	ColQuote      = "quote"
	ColTotal      = "total"
	ColRange      = "range"
	ColPerM       = "per_m"
	ColPriceToWin = "price_to_win"
	ColPlan       = "plan" // what the row's plan changed (shown when a row has one)
	ColGPUs       = "gpus"
	ColHours      = "hours"
	ColSource     = "source"
	ColCompute    = "compute"
	ColStorage    = "storage"
	ColEgress     = "egress"
	ColFixed      = "fixed"
	ColRisk       = "risk"
	ColStatus     = "status"
)

// Col is one column of the comparison table.
type Col struct {
	Key   string
	Title string
	// Num: right-aligned amounts. Width is what the window gives it
	// (points); the text table and the PDF size columns themselves.
	Num   bool
	Width float32
}

// columns are the table's columns; plan is included when a row has a plan.
func columns(lang string, plan bool) []Col {
	defs := []struct {
		key   string
		num   bool
		width float32
	}{
		{ColRank, true, 52}, {ColQuote, false, 210}, {ColTotal, true, 104}, {ColRange, true, 150}, {ColPerM, true, 124},
		{ColPriceToWin, true, 130}, {ColPlan, false, 340}, {ColGPUs, false, 190}, {ColHours, false, 160}, {ColSource, false, 84},
		{ColCompute, true, 96}, {ColStorage, true, 84}, {ColEgress, true, 76}, {ColFixed, true, 76}, {ColRisk, true, 84},
		{ColStatus, false, 380},
	}
	var out []Col
	for _, d := range defs {
		if d.key == ColPlan && !plan {
			continue
		}
		out = append(out, Col{Key: d.key, Title: tr(lang, "compare.col."+d.key), Num: d.num, Width: d.width})
	}
	return out
}

// planCellOf is the plan cell of a row, read in place rather than copied
// (the cells of a table of 20,000 rows copied each row once per cell:
// issue 16); so are cell, approximate, priceToWin and status.
func planCellOf(r *calc.QuoteCost, lang string) string {
	switch {
	case r.Plan != nil:
		return r.Plan.Summary().In(lang)
	case !r.NoPlan.IsZero():
		return r.NoPlan.In(lang)
	}
	return ""
}

// Cell is one cell of row r in column key, in lang.
func Cell(r calc.QuoteCost, key, lang string) string { return cell(&r, key, lang) }

func cell(r *calc.QuoteCost, key, lang string) string { return cellIn(r, key, lang, false) }

// cellIn is cell with the amount columns in whole units when whole is set
// (a column where some amount reaches 100: one precision per column,
// never ¥260 above ¥23.99).
func cellIn(r *calc.QuoteCost, key, lang string, whole bool) string {
	dash := "–"
	fm := calc.FormatMoney
	if whole {
		fm = formatWhole
	}
	amount := func(v float64, line string) string {
		if !r.Complete {
			return dash
		}
		s := fm(v)
		if line != "" && r.Cost.IsAssumed(line) {
			s = "≈" + s
		}
		return s
	}
	switch key {
	case ColRank:
		if r.Rank > 0 {
			return strconv.Itoa(r.Rank)
		}
		return dash
	case ColQuote:
		return QuoteName(r.Vendor, r.Offer) // RowName
	case ColTotal:
		switch {
		case r.Complete && slices.Contains(r.Unmet, calc.ReqCapacity):
			// Costed on more machines than the quote has: not a price
			// anyone can pay, so not shown as one.
			return tr(lang, "present.total_capacity_short", fm(r.Cost.Total))
		case r.Complete && approximate(r):
			return "≈" + fm(r.Cost.Total)
		case r.Complete:
			return fm(r.Cost.Total)
		case !r.Fits:
			return tr(lang, "compare.not_ranked")
		}
		return tr(lang, "compare.incomplete")
	case ColRange:
		if !r.Complete || r.Cost.TotalHigh <= r.Cost.TotalLow {
			return dash
		}
		lo, hi := fm(r.Cost.TotalLow), fm(r.Cost.TotalHigh)
		if lo == hi { // whole units hide the spread ("60–60"): two decimals say it
			lo, hi = calc.FormatMoney(r.Cost.TotalLow), calc.FormatMoney(r.Cost.TotalHigh)
		}
		if lo == hi {
			return "≈" + lo
		}
		return lo + "–" + hi
	case ColPerM:
		if r.Complete && r.CostPerMillionTokens > 0 {
			return calc.FormatMoney(r.CostPerMillionTokens)
		}
		return dash
	case ColPriceToWin:
		if r.PriceToWin == nil {
			return dash
		}
		return priceToWin(r, lang)
	case ColPlan:
		return planCellOf(r, lang)
	case ColGPUs:
		if r.VendorRuns {
			return tr(lang, "present.vendor_runs.gpus", r.GPU)
		}
		if !r.Fits || r.GPUs == 0 {
			return r.GPU
		}
		return fmt.Sprintf("%s × %d (%d)", r.GPU, r.GPUs, r.Nodes)
	case ColHours:
		switch {
		case r.VendorRuns && !(r.Hours > 0):
			return tr(lang, "present.vendor_runs.hours")
		case r.Hours > 0 && r.Complete:
			return Hours(r.Hours) + " / " + Hours(r.BilledHours) + " h"
		case r.Hours > 0:
			return Hours(r.Hours) + " / – h"
		}
		return dash
	case ColSource:
		if r.VendorRuns {
			return tr(lang, "present.vendor_runs.source")
		}
		return tr(lang, "compare.source."+r.ThroughputSource)
	case ColCompute:
		return amount(r.Cost.Compute, "")
	case ColStorage:
		return amount(r.Cost.Storage, calc.LineStorage)
	case ColEgress:
		return amount(r.Cost.Egress, calc.LineEgress)
	case ColFixed:
		return amount(r.Cost.Fixed, calc.LineFixed)
	case ColRisk:
		return amount(r.Cost.Risk, "")
	case ColStatus:
		return status(r, lang)
	}
	return ""
}

// wholeColumns are the amount columns of rows where some amount reaches
// 100: those are shown in whole units throughout.
func wholeColumns(rows []calc.QuoteCost) map[string]bool {
	out := map[string]bool{}
	for i := range rows {
		r := &rows[i]
		if !r.Complete {
			continue
		}
		k := r.Cost
		for key, v := range map[string]float64{ColTotal: max(k.Total, k.TotalHigh), ColRange: k.TotalHigh, ColCompute: k.Compute,
			ColStorage: k.Storage, ColEgress: k.Egress, ColFixed: k.Fixed, ColRisk: k.Risk} {
			if math.Abs(v) >= 100 {
				out[key] = true
			}
		}
	}
	return out
}

// Approximate reports whether a row's total rests on an assumed line that
// moves it (an amount or a range above zero): the total is shown with "≈".
func Approximate(r calc.QuoteCost) bool { return approximate(&r) }

func approximate(r *calc.QuoteCost) bool {
	if r.Cost.TotalHigh > r.Cost.TotalLow {
		return true
	}
	for _, a := range r.Assumptions {
		if a.Amount > 0 {
			return true
		}
	}
	return false
}

// PriceToWin is the price a losing row would have to come down to, in
// its own unit and currency: "¥5.20/卡·时".
func PriceToWin(r calc.QuoteCost, lang string) string { return priceToWin(&r, lang) }

func priceToWin(r *calc.QuoteCost, lang string) string {
	if r.PriceToWin == nil {
		return ""
	}
	return Price(*r.PriceToWin, r.QuoteCurrency) + "/" + UnitName(r.PriceToWinUnit, lang)
}

// Status says first why a row is not ranked or not eligible, then what is
// open about it, then its other warnings, briefly: "✘ 不满足：断点续训",
// "? 待确认：本地 NVMe", "! 与计费建议不符：断点续训".
func Status(r calc.QuoteCost, lang string) string { return status(&r, lang) }

func status(r *calc.QuoteCost, lang string) string {
	var outBuf, seenBuf [8]string
	out := outBuf[:0]
	seen := seenBuf[:0] // the few parts so far, bare (a map per row cost more than the cell)
	add := func(s string) {
		bare := strings.TrimLeft(s, "✘?! ")
		if s != "" && !slices.Contains(seen, bare) {
			seen = append(seen, bare)
			out = append(out, s)
		}
	}
	capacitySaid := false
	skip := func(code string) bool {
		switch code {
		case calc.WarnRequirementUnmet, calc.WarnRequirementUnverified, calc.WarnNeedsReview, calc.WarnAdviceUnmet, calc.WarnDeadline:
			return true
		case calc.WarnCapacityShort:
			return capacitySaid
		}
		return false
	}
	if !r.Complete {
		for _, w := range r.Warnings {
			if r.IsReason(w) {
				add("✘ " + WarningLabel(w.Code, lang))
			}
		}
	}
	// Not enough machines and a missed deadline are said as what they are
	// ("机器数量不够"), not as an unmet requirement whose name reads as the
	// opposite ("不满足：机器数量够用" beside "机器不够").
	var typed []string
	for _, u := range r.Unmet {
		if u != calc.ReqCapacity && u != calc.ReqDeadline {
			typed = append(typed, u)
		}
	}
	if len(typed) > 0 {
		add("✘ " + tr(lang, "decision.status.unmet", reqNames(lang, typed)))
	}
	for _, u := range r.Unmet {
		switch u {
		case calc.ReqCapacity:
			add("✘ " + WarningLabel(calc.WarnCapacityShort, lang))
			capacitySaid = true
		case calc.ReqDeadline:
			add("✘ " + WarningLabel(calc.WarnDeadline, lang))
		}
	}
	if r.NeedsReview {
		add("✘ " + tr(lang, "decision.status.review"))
	}
	if len(r.Unverified) > 0 {
		add("? " + tr(lang, "decision.status.unverified", reqNames(lang, r.Unverified)))
	}
	var advice []string
	for _, w := range r.Warnings {
		if w.Code == calc.WarnAdviceUnmet && len(w.Msg.Args) > 0 {
			if m, ok := w.Msg.Args[0].(msg.Msg); ok {
				advice = append(advice, m.In(lang))
			}
		}
	}
	if len(advice) > 0 {
		add("! " + tr(lang, "decision.status.advice", joinList(lang, advice)))
	}
	for _, w := range r.Warnings {
		if !skip(w.Code) {
			add(WarningLabel(w.Code, lang))
		}
	}
	return strings.Join(out, tr(lang, "compare.list_sep"))
}
