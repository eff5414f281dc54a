package quotes

import (
	"regexp"
	"strings"
)

// A section row may explain itself in a sentence ("【包年价格（合同一年，
// 下列为每台每月价格）】"): read by its label and the one piece stating a
// basis and a period, so the section above does not stay in force.

var reSectionLabelSplit = regexp.MustCompile(`[（(，,；;、）)]+`)

// readSectionLabel: ok when the label names a plan or a currency.
func readSectionLabel(text string) (sectionContext, bool) {
	text = strings.TrimSpace(text)
	low := norm(text)
	if !reSectionShape.MatchString(text) || reSectionNoteLead.MatchString(low) || strings.ContainsAny(low, "。！？!?") {
		return sectionContext{}, false
	}
	if _, ok := matchGPU(text); ok {
		return sectionContext{}, false
	}
	inner := strings.Trim(narrow(text), "[]【】〔〕<>《》 ")
	pieces := reSectionLabelSplit.Split(inner, -1)
	if len(pieces) < 2 {
		return sectionContext{}, false
	}
	sc, ok := readSection(pieces[0])
	if !ok || sc.mode == nil && sc.currency == "" {
		return sectionContext{}, false
	}
	sc.text = text
	if sc.unit.period == "" {
		for _, p := range pieces[1:] {
			if h := parseHint(p); h.period != "" && h.basis != "" {
				sc.unit = h
				sc.unit.text = text
				sc.unit.currency = sc.currency
				break
			}
		}
	}
	return sc, true
}
