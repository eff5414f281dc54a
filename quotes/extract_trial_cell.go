package quotes

import (
	"regexp"
	"slices"
	"strings"
)

// One price cell that gives a trial's price beside the price after it
// (issue 23, set102's class): "测试价1.5元/卡时，正式价4.2元/卡时", "首单价0.99元
// /卡时 / 标准价1.85元/卡时", "试用2元/卡时，之后4.5元/卡时". A figure labelled as a
// trial's, a test period's or a first order's price (words/price_state.tsv
// price_header intro) is never the offer. Beside exactly one figure not so
// labelled, that one is the offer, warned naming what was left out; with
// none beside it (the price after the trial not said) or more than one (which
// one is not said), the cell is refused. A figure that is no money (72小时, 8卡)
// is part of the next figure's label; so is a bare figure with no money unit
// or sign: "首单72小时内0.99，之后1.85" is not read here (no figure of it is
// money) and goes on to the readers that refuse two bare figures.

// reTrialMoney: a money figure's unit or sign (元, /卡时, $, usd).
var reTrialMoney = regexp.MustCompile(`元|块|/|／|usd|cny|rmb|[$¥￥€£]`)

// trialIntroWords: price_header's intro words (试用, 测试价, trial), looked
// for in a cell before its figures are walked: most price cells hold none.
var trialIntroWords = func() (ws []string) {
	for _, r := range priceHeaderWords.rows {
		if r[1] == "intro" {
			ws = append(ws, r[0])
		}
	}
	return ws
}()

// holdsTrialWord: low holds an intro word anywhere (an ASCII one even inside
// a word: only a cheap first look, the clause's own state decides).
func holdsTrialWord(low string) bool {
	return slices.ContainsFunc(trialIntroWords, func(w string) bool { return strings.Contains(low, w) })
}

// trialVersionIn reads text; ok is false unless a money figure of it is
// labelled a trial's. Then current is the part that is the offer, trial what
// was left out, and refuse true when no single figure is the offer.
func trialVersionIn(text string) (current, trial string, refuse, ok bool) {
	t := strings.TrimSpace(text)
	if t == "" || len(t) > versionCellMax || digitRuns(t) < 1 || !holdsTrialWord(norm(t)) {
		return "", "", false, false
	}
	type fig struct {
		label, text string
		start, end  int
		trial       bool
		state       string // the label's own clause's price_header state
	}
	var figs []fig
	prev := 0
	for _, loc := range reVersionFigure.FindAllStringSubmatchIndex(t, -1) {
		f := t[loc[0]:loc[1]]
		unit := norm(t[loc[2]:loc[3]])
		if !reTrialMoney.MatchString(unit) && !reTrialMoney.MatchString(norm(f)) { // f holds its sign ($2.10)
			continue // "72小时", "8卡": a label's word, no price
		}
		label := t[prev:loc[0]]
		clause := label // the label's own clause: "测试期免费，正式" labels 4.2 as 正式
		if k := strings.LastIndexAny(label, "，,;；、|。"); k >= 0 {
			clause = label[k:]
		}
		st, _ := priceHeaderWords.in(norm(clause))
		if _, v, found := notPriceLeads.find(norm(clause)); found && v != "service" && st == "" {
			st = v // 押金500元, 违约金: a service term's amount (words/price.tsv not_price_lead)
		}
		if role, _ := buyerClass(clause); st == "" && insideRole(role) {
			st = "qualified" // "Members $2.0/h; trial $1.0/h": an inside class's figure is held out as price_header 校内 is (heldOutRoles), never the offer
		}
		figs = append(figs, fig{label: label, text: f, start: loc[0], end: loc[1], trial: st == "intro", state: st})
		prev = loc[1]
	}
	var trials []string
	offer := -1
	for i, f := range figs {
		if f.trial {
			trials = append(trials, strings.TrimSpace(strings.Trim(strings.TrimSpace(f.label), "，,;；、|:：/／（()）"))+f.text)
			continue
		}
		if f.state != "" && f.state != "new" && f.state != "list" { // 标准价, 官网价 beside a trial's: the price after it
			offer = -2 // 押金500元, 最低消费100元, 原价: a figure that is no price after the trial; which is the offer is not said
		} else if offer >= 0 {
			offer = -2 // two figures not a trial's: which is the offer is not said
		} else if offer == -1 {
			offer = i
		}
	}
	if len(trials) == 0 {
		return "", "", false, false
	}
	trial = strings.Join(trials, "、")
	if offer < 0 {
		return "", trial, true, true
	}
	f := figs[offer]
	current = strings.TrimLeft(f.label, "，,;；、|:：/／（()） ") + f.text
	if offer == len(figs)-1 {
		current += strings.TrimRight(t[f.end:], "）)") // 已售罄, 不含税 after the offer's figure read on
	}
	if !namesCellCurrency(t, current) { // "测试价USD 1.5，正式价2.60": the offer must name the cell's currency itself
		return "", trial, true, true
	}
	return strings.TrimSpace(current), trial, false, true
}
