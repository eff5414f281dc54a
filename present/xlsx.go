package present

import (
	"fmt"
	"slices"
	"strings"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/compare"
	"computecheck/export"
)

// Workbook is the comparison as a spreadsheet to send to colleagues: one
// sheet for the task with the ranking as shown (rows in the caller's
// order, each offer named whole in the second column), and a second with every assumption the numbers rest on. Amounts
// stay numbers; a quote that could not be priced has empty amounts and its
// reason, never 0; a line priced by an assumption is named in its own
// column and the total's range beside it.
func Workbook(c *compare.Comparison, rows []calc.QuoteCost, lang, version string) []export.Sheet {
	t := func(k string, a ...any) string { return tr(lang, k, a...) }
	money := "#,##0.00"
	head := []string{t("xlsx.rank"), t("present.xlsx.name"), t("xlsx.vendor"), t("xlsx.offer"), t("xlsx.gpu"), t("xlsx.gpus"), t("xlsx.nodes"),
		t("xlsx.fits"), t("xlsx.hours"), t("xlsx.billed_hours"), t("xlsx.source"),
		t("xlsx.compute"), t("xlsx.storage"), t("xlsx.egress"), t("xlsx.fixed"), t("xlsx.risk"), t("xlsx.total"),
		t("decision.xlsx.total_low"), t("decision.xlsx.total_high"), t("decision.xlsx.assumed"),
		t("xlsx.per_m"), t("decision.xlsx.price_to_win"), t("decision.xlsx.price_to_win_unit"), t("xlsx.currency"),
		t("decision.xlsx.eligible"), t("decision.xlsx.status"), t("xlsx.warnings")}
	numFmt := []string{"", "", "", "", "", "", "", "", "0.0", "0.0", "", money, money, money, money, money, money, money, money, "",
		"0.000", "0.00", "", "", "", "", ""}
	task := export.Sheet{Name: taskSheetName(c.Task), Header: head, NumFmt: numFmt}
	yes, no := t("xlsx.yes"), t("xlsx.no")
	yn := func(b bool) string {
		if b {
			return yes
		}
		return no
	}
	for _, r := range rows {
		var rank any
		if r.Rank > 0 {
			rank = r.Rank
		}
		var ws []string
		if r.Reason != "" {
			ws = append(ws, in(lang, r.ReasonMsg))
		}
		for _, w := range r.Warnings {
			if text := w.In(lang); !slices.Contains(ws, text) { // the reason is often a warning too: say it once
				ws = append(ws, text)
			}
		}
		var hours, billed any = r.Hours, r.BilledHours
		if r.VendorRuns && !(r.Hours > 0) {
			hours, billed = nil, nil // the vendor's, unknown: blank, never 0 h
		}
		// The offer named whole, as the PDF and the headline name it (the
		// id only where two read alike); vendor, offer and GPU stay their
		// own columns for sorting and filtering.
		name := c.Name(r.QuoteID)
		if name == "" {
			name = RowName(r)
		}
		row := []any{rank, name, r.Vendor, r.Offer, r.GPU, r.GPUs, r.Nodes, yn(r.Fits), hours, billed, t("compare.source." + r.ThroughputSource)}
		var assumed []string
		for _, a := range r.Cost.Assumed {
			assumed = append(assumed, t("compare.col."+a))
		}
		if r.Complete {
			k := r.Cost
			row = append(row, k.Compute, k.Storage, k.Egress, k.Fixed, k.Risk, k.Total, k.TotalLow, k.TotalHigh, joinList(lang, assumed))
			if r.CostPerMillionTokens > 0 {
				row = append(row, r.CostPerMillionTokens)
			} else {
				row = append(row, nil)
			}
		} else {
			row = append(row, nil, nil, nil, nil, nil, nil, nil, nil, joinList(lang, assumed), nil)
		}
		if r.PriceToWin != nil {
			row = append(row, *r.PriceToWin, r.QuoteCurrency+"/"+UnitName(r.PriceToWinUnit, lang))
		} else {
			row = append(row, nil, "")
		}
		row = append(row, r.Currency, yn(r.Eligible), Status(r, lang), strings.Join(ws, "; "))
		task.Rows = append(task.Rows, row)
		task.Grey = append(task.Grey, r.Rank == 0)
	}

	tk := c.Task
	model := tk.Model.Name
	if model == "" {
		model = fmt.Sprintf("%d layers × %d hidden", tk.Model.Layers, tk.Model.Hidden)
	}
	gpus := any(tk.GPUs)
	if tk.GPUs == 0 {
		gpus = t("xlsx.fewest")
	}
	a := export.Sheet{Name: t("xlsx.assumptions"), Header: []string{t("xlsx.item"), t("xlsx.value")}}
	add := func(k string, v any) { a.Rows = append(a.Rows, []any{t(k), v}) }
	add("xlsx.a.task", tk.Name)
	add("xlsx.a.model", model)
	add("xlsx.a.params", float64(tk.Model.ParamCount()))
	add("xlsx.a.method", t("decision.method."+tk.Method))
	add("xlsx.a.precision", assets.Option(lang, "precision", tk.Precision))
	add("xlsx.a.optimizer", assets.Option(lang, "optimizer", tk.Optimizer))
	add("xlsx.a.zero", tk.ZeRO)
	add("xlsx.a.recompute", assets.Option(lang, "recompute", tk.Recompute))
	add("xlsx.a.batch", fmt.Sprintf("%d × %d × %d", tk.MicroBatch, tk.SeqLen, tk.GradAccum))
	add("xlsx.a.gpus", gpus)
	add("xlsx.a.tp_pp", fmt.Sprintf("%d / %d", tk.TP, tk.PP))
	add("xlsx.a.tokens", tk.Tokens)
	if tk.Hours > 0 {
		add("xlsx.a.hours", tk.Hours)
	}
	add("xlsx.a.dataset_gb", tk.DatasetGB)
	add("xlsx.a.egress_gb", tk.EgressGB)
	add("xlsx.a.failure", tk.FailureRatePerNodeDay)
	add("xlsx.a.currency", c.Options.ReportingCurrency)
	add("xlsx.a.hours_per_month", c.Options.HoursPerMonth)
	add("xlsx.a.as_of", c.Options.AsOf)
	for _, fx := range c.FXNotes() {
		add("xlsx.a.fx", fx)
	}
	for _, n := range Assumptions(c, lang) {
		add("decision.xlsx.assumption", n)
	}
	add("xlsx.a.advice", c.Advice().Text(lang))
	if m, ok := c.Margin(); ok {
		add("xlsx.a.margin", m.Text(lang))
	}
	add("xlsx.a.version", "ComputeCheck "+version)
	return []export.Sheet{task, a}
}

// taskSheetName names the task's sheet after the task (or its model).
func taskSheetName(t calc.Task) string {
	if t.Name != "" {
		return t.Name
	}
	if t.Model.Name != "" {
		return t.Model.Name
	}
	return "Task"
}
