package quotes

import (
	"regexp"
	"strings"
)

// A price column's unit given only by a footnote mark on its header (issue 23
// set104, plancols): "单价*" | "单价**" over the rows, "* 元/卡·时" and
// "** 元/台·月" below them. The mark is the footnote's key, "*" and "**" two
// keys; the footnote states the column's whole unit (a basis and a period) or
// the header stays as unread as before. Footnotes are looked for in the lines
// around the table, then in the first lines of the workbook's sheets with no
// table (a 说明 sheet). Rule PN0101 (the extract stage, tableread.go).

// reHeaderFootMark: a footnote mark (footMarks) closing a header after words
// of its own ("按量价*", "包月价**", "月租①", "单价(注2)").
var reHeaderFootMark = regexp.MustCompile(`^(.*[^\s*※△▲☆★†‡§])\s*(` + footMarks + `)\s*$`)

// headerFoot is the unit a header's footnote states.
type headerFoot struct {
	hint unitHint
	mark string // the mark as the header writes it
	note string // the footnote's text after its mark
}

// headerFootMark is the footnote mark closing a header, "" for none; a
// circled or superscript digit after a digit is no mark ("A100²" is read as
// written).
func headerFootMark(header string) string {
	m := reHeaderFootMark.FindStringSubmatch(strings.TrimSpace(narrow(header)))
	if m == nil || strings.TrimSpace(m[1]) == "" {
		return ""
	}
	if digitMarker(m[2]) && strings.IndexAny(m[1][len(m[1])-1:], "0123456789") == 0 {
		return ""
	}
	return m[2]
}

// headerFootUnit (PN0101) is the unit the footnote of a price header's mark
// states: a basis and a period, as a unit footnote (footnoteStatesUnit);
// ok false where the header carries no mark, no line is its footnote, or the
// footnote states no whole unit.
func headerFootUnit(header string, lines ...[]string) (headerFoot, bool) {
	mark := headerFootMark(header)
	if mark == "" {
		return headerFoot{}, false
	}
	for _, ls := range lines {
		note := footnoteFor(ls, mark)
		if note == "" {
			continue
		}
		h := parseHint(note)
		if h.basis == "" || h.period == "" || !footnoteStatesUnit(note) {
			return headerFoot{}, false // the footnote is found and says something else: no unit from it
		}
		return headerFoot{hint: h, mark: mark, note: note}, true
	}
	return headerFoot{}, false
}

// footAgrees: what the header states of its unit (the period its plan word
// names, "包月价**") the footnote states alike; a footnote that disagrees
// with its own header is no unit of it.
func footAgrees(header, foot unitHint) bool {
	return (header.period == "" || hintHours(header) == hintHours(foot)) && (header.basis == "" || header.basis == foot.basis)
}

// hintHours: the hours a unit's price buys ("月(30天)" 720, "月" 720, "台·10小时" 10).
func hintHours(h unitHint) float64 {
	if h.qty != nil && !h.qty.refused && h.qty.count > 0 {
		return h.qty.count * periodHours(h.qty.period)
	}
	return periodHours(h.period)
}

// withoutFootMark (PN0102) is a header without the footnote mark closing it
// ("按量*" is the plan 按量, "包月**" the plan 包月); the header as written
// where it carries none.
func withoutFootMark(h string) string {
	mark := headerFootMark(h)
	if mark == "" {
		return h
	}
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(narrow(h)), mark))
}

// footnoteLinesOf (PN0103) is a sheet's lines that are footnotes (a mark
// first, then its words: "* 元/卡/时", "注2：…"), for a header's mark on
// another sheet of the workbook whose own sheet keys it nowhere ("按量价*"
// on the second region's sheet, the footnotes under the first's). The
// header's own sheet is looked at first (headerFootUnit's order).
func footnoteLinesOf(t *table) []string {
	var out []string
	for r := 0; r < len(t.rows) && r < 400; r++ {
		if s := lineOf(t.rows[r]); s != "" && reFootLine.MatchString(narrow(s)) {
			out = append(out, s)
		}
	}
	return out
}
