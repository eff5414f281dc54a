package quotes

import "strings"

// The locate stage's trial rows (issue 23, set102's class). A plan list may
// give a trial its own row beside the plans that follow it (方案 "免费试用"
// 0 元, "付费试用" 2.5 元/卡·时 限72小时, then "正式-按量"): a time-limited
// trial is no rental offer, whatever price it shows. It is named in
// FileResult.NotOffers (--explain), never stored. The words are
// words/price_state.tsv trial_plan.

var trialPlans = newWordMatcher("trial_plan")

// trialRow (TL0301) names row r when its plan or offer cell says the row is a
// trial, a test period or a POC, and not the plan that applies once the trial
// is over (试用结束后按量, 转正包月: value after).
func trialRow(r rowIn) (Problem, bool) {
	for _, f := range []string{fOffer, fMode} {
		c, ok := r.cells[f]
		v := strings.TrimSpace(c.text)
		if !ok || v == "" {
			continue
		}
		if _, val, found := trialPlans.find(norm(v)); found && val == "trial" {
			return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: c.header, ColumnLetter: c.letter,
				Reason: mk("import.trial.trial_row", v)}, true
		}
	}
	return Problem{}, false
}
