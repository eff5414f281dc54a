package quotes

import (
	"regexp"
	"strings"
)

// figureScaleCurrency: a figure with its scale word ("5.5w", "2个万") in
// group fig, and its currency word ("元", "刀") in group cur; curOpt makes
// the currency optional.
func figureScaleCurrency(curOpt string) string {
	return `(?P<fig>\d+(?:[.,]\d+)*(?:\s*(?:` + scaleAlt("scale_after_number") + `))?)(?P<cur>\s*(?:` +
		wordAlt("currency", false) + `|` + wordAlt("currency_after_figure", false) + `))` + curOpt
}

// reLeadUnitFigure: a one-word unit of the trade glued before its figure
// ("卡时9.8元", "卡月1350", "台月5.5W"), at a word's start (after a space,
// punctuation or the text's start; never after a figure or inside a longer
// word: 计费卡时100 counts card-hours), with the figure's scale letter and
// currency word (words/slang.tsv unit_lead_compound, SG0011-). The lead's 每
// branch: 每 is a Han character, so the first branch shuts it out, yet
// "每卡时9.8元" is the same unit said per; leadUnitFigures drops the 每.
var reLeadUnitFigure = regexp.MustCompile(`(?i)(?P<lead>^|[^\p{Han}\d.,]|每)(?P<unit>` + wordAlt("unit_lead_compound", false) + `)` +
	figureScaleCurrency("?"))

// reFigureOneUnit: the same unit spoken after its figure with 一 ("9.8元一卡时",
// "760块一台天", "1.6刀一个卡时"): per one card-hour, machine-day. The
// currency word is required and no letter of a model's name or digit may
// join the figure before it: "H100一卡时", "4090 一卡时", "共 2 一卡时" are no
// price. A Han character may stand before it ("单价760块一台天").
var reFigureOneUnit = regexp.MustCompile(`(?i)(?P<lead>^|[^\p{Latin}\d.,])` + figureScaleCurrency("") +
	`\s*一个?(?P<unit>` + wordAlt("unit_lead_compound", false) + `)`)

// leadUnitFigures writes each such unit after its figure, as a price cell
// states it: "现车1台 卡时9.8元" is "现车1台 9.8元/卡/时", "卡月1350" is
// "1350/卡/月", "9.8元一卡时" is "9.8元/卡/时". Text without one is returned
// as it is.
func leadUnitFigures(s string) string {
	if !containsAnyKey(leadUnitPhrase, s) { // unit_lead_compound (卡时, 台月)
		return s
	}
	s = reFigureOneUnit.ReplaceAllStringFunc(s, func(m string) string {
		g := reFigureOneUnit.FindStringSubmatch(m)
		return g[reFigureOneUnit.SubexpIndex("lead")] + g[reFigureOneUnit.SubexpIndex("fig")] + strings.TrimSpace(g[reFigureOneUnit.SubexpIndex("cur")]) +
			leadUnitPhrase[strings.ToLower(g[reFigureOneUnit.SubexpIndex("unit")])]
	})
	return reLeadUnitFigure.ReplaceAllStringFunc(s, func(m string) string {
		g := reLeadUnitFigure.FindStringSubmatch(m)
		lead := g[reLeadUnitFigure.SubexpIndex("lead")]
		if lead == "每" {
			lead = "" // "每卡时9.8元": the unit's / says per
		}
		return lead + g[reLeadUnitFigure.SubexpIndex("fig")] + strings.TrimSpace(g[reLeadUnitFigure.SubexpIndex("cur")]) +
			leadUnitPhrase[strings.ToLower(g[reLeadUnitFigure.SubexpIndex("unit")])]
	})
}

var leadUnitPhrase = wordMap("unit_lead_compound")

// containsAnyKey: s holds one of m's words (a cheap guard before a
// table's patterns: most lines hold none).
func containsAnyKey(m map[string]string, s string) bool {
	for w := range m {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
