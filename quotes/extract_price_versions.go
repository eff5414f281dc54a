package quotes

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// One price cell that gives two versions of its price: the list or earlier
// price beside the current one ("原价3.10，现价2.60", "原价1.80 现价1.20"),
// or the earlier one struck through in the text itself ("~~0.90~~ 0.65", a
// strike a spreadsheet font cannot carry into a .csv or a chat). Only the
// current figure is the seller's offer; the earlier one is no price of this
// quote, and the quote says what was left out. A cell whose figures are not
// each labelled as exactly one current and the rest earlier (two bare
// figures, two current ones, "原价2.40（已售罄）") is not read so: it goes on
// to the readers that refuse it. The words are words/price_state.tsv
// price_header (old, weak_old, list: earlier; new: current) and the list and
// net price words of the columns stage (reListWords, reNetPriceWords).

// reStruckMarkdown: a run struck through as text, ~~ on each side.
var reStruckMarkdown = regexp.MustCompile(`~~([^~]+)~~`)

// reVersionFigure: a figure of a price cell, and the unit written right after
// it (元, 元/卡时) up to a separator or bracket.
var reVersionFigure = regexp.MustCompile(`(?:[$¥￥€£]\s*)?\d[\d,]*(?:\.\d+)?([^\d\s，,;；、|（()）]*)`)

// currentVersionIn is the part of a price cell that is its current price
// (the whole cell less each earlier label and figure, so that 已售罄 or 不含税
// after the current figure is read as usual), and the earlier or list price
// it leaves out; ok is false unless the cell
// names exactly one current figure beside earlier ones, and that part names
// the cell's currency as the cell does ("现价USD 2.60" is not read so).
func currentVersionIn(text string) (current, earlier string, ok bool) {
	current, earlier, ok = versionsIn(text)
	if ok && !namesCellCurrency(text, current) {
		return "", "", false
	}
	return current, earlier, ok
}

// namesCellCurrency: the part read as the offer names the currency the whole
// cell names, if it names one ("测试价USD 1.5，正式价2.60": the offer
// "正式价2.60" names none, so it is not read so).
func namesCellCurrency(text, current string) bool {
	c, _ := parseCurrency(norm(text))
	if c == "" {
		return true
	}
	cc, _ := parseCurrency(norm(current))
	return cc == c
}

// versionCellMax: the longest cell (bytes) read as a price's versions here or
// as a trial's price beside the later one (extract_trial_cell.go): a longer
// cell is a note with several terms, left to the readers that refuse it.
const versionCellMax = 120

func versionsIn(text string) (current, earlier string, ok bool) {
	t := strings.TrimSpace(text)
	if t == "" || len(t) > versionCellMax || digitRuns(t) < 2 { // one figure: no two versions (every price cell passes here)
		return "", "", false
	}
	if strings.Contains(t, "~~") { // a strike written as text: the regexp only where it can match
		if ms := reStruckMarkdown.FindAllStringSubmatch(t, -1); ms != nil {
			rest := strings.TrimSpace(reStruckMarkdown.ReplaceAllString(t, " "))
			var old []string
			for _, m := range ms {
				if !strings.ContainsAny(m[1], "0123456789") {
					return "", "", false
				}
				old = append(old, strings.TrimSpace(m[1]))
			}
			if len(reVersionFigure.FindAllString(rest, -1)) != 1 {
				return "", "", false
			}
			return strings.Join(strings.Fields(rest), " "), strings.Join(old, "、"), true
		}
	}
	locs := reVersionFigure.FindAllStringIndex(t, -1)
	if len(locs) < 2 {
		return "", "", false
	}
	cur := -1
	var old []string
	var kept strings.Builder // the cell less each earlier label and figure: 现价2.60（已售罄） goes on to the readers that refuse it
	prev := 0
	for _, loc := range locs {
		label := t[prev:loc[0]]
		switch versionOfLabel(label) {
		case "current":
			if cur >= 0 {
				return "", "", false
			}
			cur = 1
			kept.WriteString(t[prev:loc[1]])
			prev = loc[1]
		case "earlier":
			bare := strings.TrimLeft(label, " ，,;；、|:：")
			old = append(old, strings.TrimSpace(strings.Trim(strings.TrimSpace(label), "，,;；、|:：（()）"))+t[loc[0]:loc[1]])
			kept.WriteString(t[prev : len(t[:prev])+len(label)-len(bare)])
			prev = loc[1]
			if open, rest := strings.TrimSpace(bare), strings.TrimLeft(t[prev:], " "); (strings.HasPrefix(open, "（") || strings.HasPrefix(open, "(")) &&
				(strings.HasPrefix(rest, "）") || strings.HasPrefix(rest, ")")) { // "（原价 3.10元/卡时）": the brackets go with it
				_, w := utf8.DecodeRuneInString(rest)
				prev = len(t) - len(rest) + w
			}
		default:
			return "", "", false // a figure no version word names
		}
	}
	if cur < 0 || len(old) == 0 || strings.ContainsAny(t[prev:], "0123456789") {
		return "", "", false
	}
	kept.WriteString(t[prev:])
	return strings.TrimSpace(strings.Trim(strings.Join(strings.Fields(kept.String()), " "), "，,;；、|")), strings.Join(old, "、"), true
}

// digitRuns counts the runs of ASCII digits in s, a decimal point or a
// thousands comma between two digits joining them ("3.10", "1,480": one).
func digitRuns(s string) int {
	n, in := 0, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			if !in {
				n++
			}
			in = true
		case in && (c == '.' || c == ',') && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
		default:
			in = false
		}
	}
	return n
}

// versionOfLabel is "current" for the words before a figure that name the
// price in force (现价, 活动价, 折后), "earlier" for an earlier or list price
// (原价, 刊例价, 划线价), "" for neither or both.
func versionOfLabel(label string) string {
	low := norm(label)
	if strings.TrimSpace(low) == "" {
		return ""
	}
	st, _ := priceHeaderWords.in(low)
	early := st == "old" || st == "weak_old" || st == "list" || st == "" && reListWords.MatchString(low)
	now := st == "new" || st == "" && reNetPriceWords.MatchString(low)
	switch {
	case early && !now:
		return "earlier"
	case now && !early:
		return "current"
	}
	return ""
}
