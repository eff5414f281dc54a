package quotes

import (
	"regexp"
	"strings"
)

// A section row may explain itself in a sentence: "【包年价格（合同一年，按月
// 付款，下列为每台每月价格）】". readSection takes no sentence (a note is no
// section), so such a row would leave the section above it in force for
// the rows under it: the monthly plan read for yearly prices. A row
// written the way section rows are ("【…】", "[…]") is read by its label
// (the words before the brackets: the plan) and by the one piece of its
// explanation that states a basis and a period (每台每月): a new section
// that replaces the one above.

// reSectionLabelSplit cuts a bracketed explanation into its pieces.
var reSectionLabelSplit = regexp.MustCompile(`[（(，,；;、）)]+`)

// readSectionLabel reads a section-shaped row that readSection refused
// for its sentence: ok when its label names a plan or a currency.
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
