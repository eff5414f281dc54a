package quotes

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
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
	if !footMarkEnd(header) {
		return "" // review E2: the cheap test before reHeaderFootMark
	}
	m := reHeaderFootMark.FindStringSubmatch(strings.TrimSpace(narrow(header)))
	if m == nil || strings.TrimSpace(m[1]) == "" {
		return ""
	}
	if digitMarker(m[2]) && strings.IndexAny(m[1][len(m[1])-1:], "0123456789") == 0 {
		return ""
	}
	if unitPower(m[1], m[2]) || wordNote(m[0], m[2]) {
		return ""
	}
	return m[2]
}

// unitPower (PN0104): a superscript ² or ³ after a unit's letter is its
// power ("元/m³", "m²"), no mark.
func unitPower(before, mark string) bool {
	last := before[len(before)-1]
	return (mark == "²" || mark == "³") && (last >= 'a' && last <= 'z' || last >= 'A' && last <= 'Z')
}

// wordNote (PN0104): an unbracketed 注N is a mark only after a space, a
// bracket or a letter not CJK ("单价 注2", "Price注2"): after a CJK
// character it is a word and its number ("备注1"), no mark.
func wordNote(header, mark string) bool {
	if !strings.HasPrefix(mark, "注") {
		return false
	}
	before, _ := utf8.DecodeLastRuneInString(header[:strings.LastIndex(header, mark)])
	return unicode.Is(unicode.Han, before)
}

// headerFootUnit (PN0101) is the unit the footnote of a price header's mark
// states: a basis and a period, as a unit footnote (footnoteStatesUnit);
// ok false where the header carries no mark, no line is its footnote, or the
// footnote states no whole unit.
func headerFootUnit(header string, lines []string) (headerFoot, bool) {
	mark := headerFootMark(header)
	if mark == "" {
		return headerFoot{}, false
	}
	note := footnoteFor(lines, mark)
	if note == "" {
		return headerFoot{}, false
	}
	h := parseHint(note)
	if h.basis == "" || h.period == "" || !footnoteStatesUnit(note) {
		return headerFoot{}, false // the footnote is found and says something else: no unit from it
	}
	return headerFoot{hint: h, mark: mark, note: note}, true
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

// sheetFoot is one sheet's footnote lines (PN0103).
type sheetFoot struct {
	sheet string
	lines []string
}

// bookFootUnit (PN0103) is the unit a header's footnote states, looked for
// in the table's own lines first, then in the footnotes of its own sheet
// (outside its table), then on the workbook's other sheets: there only
// where every other sheet keying the mark states the same unit ("* 元/卡/时"
// on one sheet, "* 元/台/月" on another: no unit from the footnote).
func bookFootUnit(header, sheet string, own []string, book []sheetFoot) (headerFoot, bool) {
	mark := headerFootMark(header)
	if mark == "" {
		return headerFoot{}, false
	}
	mine := [][]string{own}
	for _, sf := range book {
		if sf.sheet == sheet {
			mine = append(mine, sf.lines)
		}
	}
	for _, ls := range mine {
		if fu, ok := headerFootUnit(header, ls); ok || footnoteFor(ls, mark) != "" {
			return fu, ok // its own sheet keys the mark: that footnote decides
		}
	}
	var got *headerFoot
	for _, sf := range book {
		if sf.sheet == sheet || footnoteFor(sf.lines, mark) == "" {
			continue
		}
		fu, ok := headerFootUnit(header, sf.lines)
		if !ok || got != nil && !sameFootUnit(got.hint, fu.hint) {
			return headerFoot{}, false // the sheets' notes disagree: none
		}
		if got == nil {
			got = &fu
		}
	}
	if got == nil {
		return headerFoot{}, false
	}
	return *got, true
}

// sameFootUnit: two footnotes state one unit (its basis and its hours).
func sameFootUnit(a, b unitHint) bool {
	return a.basis == b.basis && a.period == b.period && hintHours(a) == hintHours(b) && a.currency == b.currency
}

// footnoteLinesOf (PN0103) is the footnote lines (a mark first, then its
// words: "* 元/卡/时", "注2：…") a sheet writes outside its table: above the
// table's header, below its last priced row, and its lone lines between; a
// data row opening with a mark ("*H100 …", "① …") is no footnote. l nil: a
// sheet with no table, every line of it.
func footnoteLinesOf(t *table, l *layout, first int) []string {
	var out []string
	last := len(t.rows) - 1
	if l != nil {
		for last >= first && !l.rowPriced(t, last) {
			last--
		}
	}
	for r := 0; r < len(t.rows); r++ {
		if l != nil && r >= l.headerRows[0] && r <= last {
			if _, n := oneCell(t.rows[r]); r < first || n != 1 {
				continue // the header, or a row of the table's
			}
		}
		if s := lineOf(t.rows[r]); s != "" && footLineRune(s) && reFootLine.MatchString(narrow(s)) {
			out = append(out, s)
		}
	}
	return out
}

// footLineRune: the line's first rune past spaces may open a footnote mark,
// the cheap test before reFootLine.
func footLineRune(s string) bool {
	for _, r := range s {
		switch {
		case r == ' ' || r == '\t' || r == '\u3000':
			continue
		case strings.ContainsRune("*＊※△▲☆★†‡§(（[［注¹²³⁴⁵⁶⁷⁸⁹⁰", r) || r >= '①' && r <= '⑳':
			return true
		}
		return false
	}
	return false
}

// footMarkEnd: the header's last rune past spaces may close a footnote mark:
// no letter (a sign, a digit, a bracket close one; most headers end in a
// word).
func footMarkEnd(header string) bool {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimRightFunc(header, unicode.IsSpace))
	return r != utf8.RuneError && !unicode.IsLetter(r)
}
