package chart

import (
	"fmt"
	"math"
	"strings"

	"computecheck/calc"
)

// Conversions from calc's results to the builders' rows, for the CLI and
// the GUI. They pick and label; every number is calc's.

// quoteLabel names a quote on a chart: vendor and offer.
func quoteLabel(vendor, offer string) string {
	return strings.TrimSpace(strings.TrimSpace(vendor) + " " + strings.TrimSpace(offer))
}

// CostRowsFromRank turns calc.Rank's result into cost-breakdown rows, in
// rank order, leaving out quotes that could not be priced.
func CostRowsFromRank(qs []calc.QuoteCost) []CostRow {
	var rows []CostRow
	for _, q := range qs {
		if !q.Complete {
			continue
		}
		c := q.Cost
		rows = append(rows, CostRow{Label: quoteLabel(q.Vendor, q.Offer),
			Compute: c.Compute, Storage: c.Storage, Egress: c.Egress, Fixed: c.Fixed, Risk: c.Risk})
	}
	return rows
}

// CurvesFromCalc turns calc.CostCurves into chart curves against tokens
// (CurveByTokens); points that could not be priced are left out.
func CurvesFromCalc(cs []calc.Curve) []CostCurve {
	out := make([]CostCurve, 0, len(cs))
	for _, c := range cs {
		cc := CostCurve{Label: quoteLabel(c.Vendor, c.Offer)}
		for _, p := range c.Points {
			y := p.Total
			if !p.Complete {
				y = math.NaN()
			}
			cc.X = append(cc.X, p.Tokens)
			cc.Cost = append(cc.Cost, y)
		}
		out = append(out, cc)
	}
	return out
}

// BreakEvensFromCalc turns calc.BreakEvens into marks for CostCurveChart
// with CurveByTokens.
func BreakEvensFromCalc(bs []calc.BreakEven) []BreakEven {
	out := make([]BreakEven, len(bs))
	for i, b := range bs {
		out[i] = BreakEven{X: b.Tokens, Cost: b.Total, From: b.FromVendor, To: b.ToVendor}
	}
	return out
}

// SensitivityFromCalc turns calc.Sensitivity's rows into tornado rows,
// labelled in lang, and returns the base total they vary around.
func SensitivityFromCalc(rows []calc.SensitivityRow, lang string) (base float64, out []SensitivityRow) {
	for _, r := range rows {
		base = r.Base
		name := r.Factor // a factor newer than these labels shows as its id
		if hasLabel("factor_" + r.Factor) {
			name = tr(lang, "factor_"+r.Factor)
		}
		out = append(out, SensitivityRow{
			Label: fmt.Sprintf("%s ±%g%%", name, r.Pct),
			Low:   r.TotalLow,
			High:  r.TotalHigh,
		})
	}
	return base, out
}
