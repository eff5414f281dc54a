package quotes

import (
	"strings"
	"unicode"
)

// The locate stage's trial rows (issue 23, set102's class). A plan list may
// give a trial its own row beside the plans that follow it (方案 "免费试用"
// 0 元, "付费试用" 2.5 元/卡·时 限72小时, then "正式-按量"): a time-limited
// trial is no rental offer, whatever price it shows. It is named in
// FileResult.NotOffers (--explain), never stored. The words are
// words/price_state.tsv trial_plan.

var trialPlans = newWordMatcher("trial_plan")

// trialRow (TL0301) names row r when its plan or offer cell says the row is a
// trial, a test period or a POC, and not the plan that applies once the trial
// is over (试用期后按量, 转正包月: price_header new, asked first) nor a plan
// that offers a trial beside itself (按量（支持免费试用）: value offer). The
// trial word stands outside brackets and is most of the cell's letters
// (付费试用（限48小时）, Free trial, 7 days), so a plan named beside it is the
// offer.
func trialRow(r rowIn) (Problem, bool) {
	for _, f := range []string{fOffer, fMode} {
		c, ok := r.cells[f]
		v := strings.TrimSpace(c.text)
		if !ok || v == "" {
			continue
		}
		low := norm(v)
		if st, _ := priceHeaderWords.in(low); st == "new" {
			continue // 试用期后按量, after free trial: the price after the trial
		}
		if w, val, found := trialPlans.find(low); found && val == "trial" && trialWordIsCell(low, w) {
			return Problem{File: r.file, Sheet: r.sheet, Row: r.row, Column: c.header, ColumnLetter: c.letter,
				Reason: mk("import.trial.trial_row", v)}, true
		}
	}
	return Problem{}, false
}

// trialWordIsCell: the trial word w stands in low outside brackets, and the
// letters outside brackets besides it are fewer than its own ("按量 试用" is
// not; "包月（试用）" is not; a cell all in brackets is read whole).
func trialWordIsCell(low, w string) bool {
	var out strings.Builder
	depth := 0
	for _, r := range low {
		switch r {
		case '(', '（', '[', '【':
			depth++
		case ')', '）', ']', '】':
			if depth > 0 {
				depth--
			}
		default:
			if depth == 0 {
				out.WriteRune(r)
			}
		}
	}
	letters := func(s string) int {
		n := 0
		for _, r := range s {
			if unicode.IsLetter(r) {
				n++
			}
		}
		return n
	}
	s := out.String()
	if letters(s) == 0 {
		s = low // 【免费试用】: the whole cell in brackets
	}
	i := strings.Index(s, w)
	if i < 0 {
		return false
	}
	return letters(s[:i])+letters(s[i+len(w):]) < letters(w)
}
