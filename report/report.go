// Package report is the decision on one or two A4 pages for the people who
// sign off a GPU rental, and the same decision as data (`computecheck report
// TASK.json --out FILE.pdf` and `--json`, contract "Added 2026-12").
//
// It adds no number and no sentence of its own: the numbers come from
// package compare (and calc behind it), the words from package present,
// which the window and the command line read too, so the report names the
// same winner, gap and totals as the Compare table.
package report

import (
	"strconv"
	"time"

	"computecheck/calc"
	"computecheck/compare"
	"computecheck/present"
)

// SensitivityPct is how far the report varies each of the winner's inputs.
const SensitivityPct = 20

// Decision is `report --json`: the ranking (as `compare --json`) and what
// the report says about it.
type Decision struct {
	Rows     []calc.QuoteCost `json:"rows"`
	Winner   *int64           `json:"winner"`    // quote id; null when nothing is eligible and priced
	RunnerUp *int64           `json:"runner_up"` // quote id or null
	Gap      *float64         `json:"gap"`       // runner-up total minus winner total, reporting currency
	GapPct   *float64         `json:"gap_pct"`   // of the runner-up's total
	Currency string           `json:"currency"`
	AsOf     string           `json:"as_of"`
	Date     string           `json:"date"` // when the report was made

	Margin      *Margin       `json:"margin"`
	Sensitivity []Sensitivity `json:"sensitivity"`
	Advice      string        `json:"advice"`
	Assumptions []string      `json:"assumptions"`
	// Questions are per quote id, the questions still open.
	Questions map[string][]string `json:"questions"`
	// Names are per quote id the offer's whole name (vendor · offer · GPU
	// × count, the id where two coincide), as every sentence says it.
	Names        map[string]string `json:"names"`
	WinnerName   *string           `json:"winner_name"`
	RunnerUpName *string           `json:"runner_up_name"`

	Task     string   `json:"task"`
	Headline string   `json:"headline"`
	GapLine  string   `json:"gap_text"`
	Why      []string `json:"why"`
	Changes  []string `json:"what_could_change_it"`

	view *present.View
	sens []calc.SensitivityRow
}

// Margin is how far the winner's own speed may fall before the runner-up
// is cheaper.
type Margin struct {
	SpeedDropPct float64 `json:"speed_drop_pct"`
	Unbounded    bool    `json:"unbounded"`
	Text         string  `json:"text"`
}

// Sensitivity is one of the winner's inputs varied by ±pct, the winner
// alone: its total low to high, and whether the runner-up then wins.
type Sensitivity struct {
	Input         string  `json:"input"`
	Pct           float64 `json:"pct"`
	WinnerLow     float64 `json:"winner_low"`
	WinnerHigh    float64 `json:"winner_high"`
	WinnerChanges bool    `json:"winner_changes"`
	Text          string  `json:"text"`
}

// Decide is the decision on a comparison in lang, made on date.
func Decide(c *compare.Comparison, lang string, date time.Time) *Decision {
	v := present.New(c, lang)
	d := &Decision{
		Rows: c.Rows, Currency: v.Currency, AsOf: v.AsOf, Date: date.Format("2006-01-02"),
		Sensitivity: []Sensitivity{}, Advice: v.Advice, Assumptions: v.Notes, Questions: map[string][]string{},
		Task: v.Task, Headline: v.Headline, GapLine: v.GapLine, Why: v.Why, Changes: v.Changes,
		view: v,
	}
	if d.Rows == nil {
		d.Rows = []calc.QuoteCost{}
	}
	if d.Why == nil {
		d.Why = []string{}
	}
	if d.Changes == nil {
		d.Changes = []string{}
	}
	d.Names = make(map[string]string, len(c.Rows))
	for i := range c.Rows {
		d.Names[strconv.FormatInt(c.Rows[i].QuoteID, 10)] = v.Name(&c.Rows[i])
	}
	if w := c.Winner(); w != nil {
		id, name := w.QuoteID, v.Name(w)
		d.Winner, d.WinnerName = &id, &name
	}
	if r := c.RunnerUp(); r != nil {
		id, name := r.QuoteID, v.Name(r)
		d.RunnerUp, d.RunnerUpName = &id, &name
	}
	if gap, pct, ok := c.Gap(); ok {
		d.Gap, d.GapPct = &gap, &pct
	}
	if m, ok := c.Margin(); ok {
		d.Margin = &Margin{SpeedDropPct: m.SpeedDropPct, Unbounded: m.Unbounded, Text: m.Text(lang)}
	}
	d.sens = c.Sensitivity(SensitivityPct)
	for _, s := range d.sens {
		d.Sensitivity = append(d.Sensitivity, Sensitivity{Input: s.Input, Pct: s.Pct, WinnerLow: s.WinnerLow,
			WinnerHigh: s.WinnerHigh, WinnerChanges: s.WinnerChanges, Text: s.Text(lang)})
		if s.WinnerChanges {
			d.Changes = append(d.Changes, s.Text(lang))
		}
	}
	for _, q := range v.Questions {
		d.Questions[strconv.FormatInt(q.QuoteID, 10)] = q.Questions
	}
	return d
}

// View is the worded comparison the decision was made from.
func (d *Decision) View() *present.View { return d.view }
