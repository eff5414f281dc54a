package compare

import (
	"fmt"
	"strings"

	"computecheck/assets"
	"computecheck/calc"
	"computecheck/export"
)

// Workbook is the comparison as a spreadsheet to send to colleagues: one
// sheet for the task with the ranking as shown (rows in the caller's
// order), and a second with every assumption the numbers rest on. Amounts
// stay numbers; a quote that could not be priced has empty amounts and its
// reason, never 0.
func (c *Comparison) Workbook(rows []calc.QuoteCost, lang, asOf, version string) []export.Sheet {
	tr := func(k string, a ...any) string { return assets.Tr(lang, k, a...) }
	money := "#,##0.00"
	head := []string{tr("xlsx.rank"), tr("xlsx.vendor"), tr("xlsx.offer"), tr("xlsx.gpu"), tr("xlsx.gpus"), tr("xlsx.nodes"),
		tr("xlsx.fits"), tr("xlsx.hours"), tr("xlsx.billed_hours"), tr("xlsx.source"),
		tr("xlsx.compute"), tr("xlsx.storage"), tr("xlsx.egress"), tr("xlsx.fixed"), tr("xlsx.risk"), tr("xlsx.total"),
		tr("xlsx.per_m"), tr("xlsx.currency"), tr("xlsx.warnings")}
	numFmt := []string{"", "", "", "", "", "", "", "0.0", "0.0", "", money, money, money, money, money, money, "0.000", "", ""}
	task := export.Sheet{Name: taskSheetName(c.Task), Header: head, NumFmt: numFmt}
	yes, no := tr("xlsx.yes"), tr("xlsx.no")
	for _, r := range rows {
		var rank any
		if r.Rank > 0 {
			rank = r.Rank
		}
		fits := no
		if r.Fits {
			fits = yes
		}
		var ws []string
		if r.Reason != "" {
			ws = append(ws, r.Reason)
		}
		for _, w := range r.Warnings {
			ws = append(ws, w.Text)
		}
		row := []any{rank, r.Vendor, r.Offer, r.GPU, r.GPUs, r.Nodes, fits, r.Hours, r.BilledHours, r.ThroughputSource}
		if r.Complete {
			k := r.Cost
			row = append(row, k.Compute, k.Storage, k.Egress, k.Fixed, k.Risk, k.Total)
			if r.CostPerMillionTokens > 0 {
				row = append(row, r.CostPerMillionTokens)
			} else {
				row = append(row, nil)
			}
		} else {
			row = append(row, nil, nil, nil, nil, nil, nil, nil)
		}
		row = append(row, r.Currency, strings.Join(ws, "; "))
		task.Rows = append(task.Rows, row)
		task.Grey = append(task.Grey, !r.Complete || !r.Fits)
	}

	t := c.Task
	model := t.Model.Name
	if model == "" {
		model = fmt.Sprintf("%d layers × %d hidden", t.Model.Layers, t.Model.Hidden)
	}
	gpus := any(t.GPUs)
	if t.GPUs == 0 {
		gpus = tr("xlsx.fewest")
	}
	a := export.Sheet{Name: tr("xlsx.assumptions"), Header: []string{tr("xlsx.item"), tr("xlsx.value")}}
	add := func(k string, v any) { a.Rows = append(a.Rows, []any{tr(k), v}) }
	add("xlsx.a.task", t.Name)
	add("xlsx.a.model", model)
	add("xlsx.a.params", float64(t.Model.ParamCount()))
	add("xlsx.a.method", t.Method)
	add("xlsx.a.precision", t.Precision)
	add("xlsx.a.optimizer", t.Optimizer)
	add("xlsx.a.zero", t.ZeRO)
	add("xlsx.a.recompute", t.Recompute)
	add("xlsx.a.batch", fmt.Sprintf("%d × %d × %d", t.MicroBatch, t.SeqLen, t.GradAccum))
	add("xlsx.a.gpus", gpus)
	add("xlsx.a.tp_pp", fmt.Sprintf("%d / %d", t.TP, t.PP))
	add("xlsx.a.tokens", t.Tokens)
	if t.Hours > 0 {
		add("xlsx.a.hours", t.Hours)
	}
	add("xlsx.a.dataset_gb", t.DatasetGB)
	add("xlsx.a.egress_gb", t.EgressGB)
	add("xlsx.a.failure", t.FailureRatePerNodeDay)
	add("xlsx.a.currency", c.Options.ReportingCurrency)
	add("xlsx.a.hours_per_month", c.Options.HoursPerMonth)
	add("xlsx.a.as_of", asOf)
	for _, fx := range c.optionsFX() {
		add("xlsx.a.fx", fx)
	}
	add("xlsx.a.advice", c.Advice().Text(lang))
	if m, ok := c.Margin(); ok {
		add("xlsx.a.margin", m.Text(lang))
	}
	add("xlsx.a.version", "ComputeCheck "+version)
	return []export.Sheet{task, a}
}

// optionsFX lists the exchange rates the quotes were normalised with.
func (c *Comparison) optionsFX() []string {
	var out []string
	for _, r := range c.fx {
		out = append(out, fmt.Sprintf("1 %s = %g CNY (%s)", r.Currency, r.ToCNY, r.Date))
	}
	return out
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
