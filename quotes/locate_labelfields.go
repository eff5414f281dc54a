package quotes

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// The locate stage's lines of several labelled fields: a title line that
// sets "label：value" fields side by side ("报价单位：某某科技有限公司    报价日期：
// 2026-12-03") gives each label only its own value, up to the wide gap
// before the next labelled field.

var reFieldGap = regexp.MustCompile(`\s{2,}|\x{3000}+|\t+|\s+[|｜]\s+`)

// ownValue is a labelled line's value up to the next labelled field, or
// the value whole where no labelled field follows it.
func ownValue(value string) string {
	parts := reFieldGap.Split(strings.TrimSpace(value), -1)
	for i := 1; i < len(parts); i++ {
		if _, _, ok := labelled(parts[i]); ok {
			return strings.TrimSpace(strings.Join(parts[:i], " "))
		}
	}
	return value
}

// laterFields are the "label：value" fields after the first on a line
// ("致：贵司采购部　自：龙泉驿小型机房 老周": 自：…), each with its own value.
func laterFields(value string) [][2]string {
	var out [][2]string
	parts := reFieldGap.Split(strings.TrimSpace(value), -1)
	for i := 1; i < len(parts); i++ {
		// the parts joined by a wide gap, so ownValue still ends the value
		// at the next field ("报价单位：某某有限公司　日期：2027-11-02")
		if label, v, ok := labelled(strings.Join(parts[i:], "  ")); ok {
			out = append(out, [2]string{label, ownValue(v)})
		}
	}
	return out
}

// titleRowLines are the lines of a row above a header: each cell where every
// filled cell is "label：value" and one label is a known one (so a vendor
// label's value is not run into the date beside it, nor an ERP export's
// "价目表编号：…" into the "供应商：…" beside it), else the row as one line.
func titleRowLines(row []string) []string {
	cells := filled(row)
	if len(cells) < 2 {
		if s := lineOf(row); s != "" {
			return []string{s}
		}
		return nil
	}
	if pairs := labelCellPairs(cells); pairs != nil {
		return pairs
	}
	known := false
	for _, c := range cells {
		if !reLabel.MatchString(strings.TrimSpace(c)) {
			return []string{lineOf(row)}
		}
		_, _, ok := labelled(c)
		known = known || ok
	}
	if !known {
		return []string{lineOf(row)}
	}
	return cells
}

// reMetadataKey: the key cell of an export's metadata field ("FormatVersion",
// "Publication Date", "OfferCode"): a Latin name of a few words, no figure.
var reMetadataKey = regexp.MustCompile(`^[A-Za-z][A-Za-z]*(?: [A-Za-z]+){0,2}$`)

// metadataTitles are the title lines the vendor is read from: titles, less
// the fields of a metadata block above the header (upTo), each replaced by
// its value's sentences (metadataLines).
func metadataTitles(t *table, upTo int, titles []string) []string {
	upTo = min(upTo, len(t.rows))
	meta := metadataBlock(t.rows[:upTo])
	if len(meta) == 0 {
		return titles
	}
	swap := map[string][]string{}
	for i := range meta {
		_, value, _ := metadataField(filled(t.rows[i]))
		swap[lineOf(t.rows[i])] = metadataLines(value)
	}
	var out []string
	for _, l := range titles {
		if s, ok := swap[l]; ok {
			out = append(out, s...)
		} else {
			out = append(out, l)
		}
	}
	return out
}

// metadataBlock (CX0001): three or more rows in a row above a bulk export's
// header, each a key cell then its value ("FormatVersion","v1.0" /
// "Disclaimer","…" / "Publication Date","…"): the file's metadata block,
// whose keys are field names, not titles.
func metadataBlock(rows [][]string) map[int]bool {
	out := map[int]bool{}
	for i := 0; i < len(rows); {
		j, form := i, false
		for j < len(rows) {
			if _, _, ok := metadataField(filled(rows[j])); !ok {
				break
			}
			_, _, known := labelled(lineOf(rows[j]))
			_, _, party := partyLine(lineOf(rows[j]))
			form = form || known || party
			j++
		}
		if j-i >= 3 && !form { // "Bill from","…" / "Bill to","…": a form's fields, read as they are
			for k := i; k < j; k++ {
				out[k] = true
			}
		}
		i = max(j, i+1)
	}
	return out
}

// metadataField: a row of two cells, a key (a Latin field name of a few
// words, no figure) then its value.
func metadataField(cells []string) (key, value string, ok bool) {
	if len(cells) != 2 || !reMetadataKey.MatchString(cells[0]) || utf8.RuneCountInString(cells[0]) > 24 {
		return "", "", false
	}
	return cells[0], cells[1], true
}

// reSentenceEnd: where a sentence of an English value ends.
var reSentenceEnd = regexp.MustCompile(`[.!?]\s+`)

// metadataLines are the lines a metadata field gives the vendor: the sentences of a prose value (a disclaimer naming
// who publishes the list); nothing for a field of the export's own (a format
// version, an offer code), whose key is no name and whose value names no one.
func metadataLines(value string) []string {
	if !reSentenceEnd.MatchString(value + " ") {
		return nil
	}
	var out []string
	for _, s := range reSentenceEnd.Split(value+" ", -1) {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// labelCellPairs reads a row of label cells each followed by its value's
// cell ("店铺名称 | 鲸算二手服务器（成都） | 导出时间 | 2026-12-04 21:15", a shop
// back-end's export line) as "label：value" lines, when one label is a known
// one and every label cell is a short word with no figure or colon; nil
// otherwise.
func labelCellPairs(cells []string) []string {
	if len(cells)%2 != 0 {
		return nil
	}
	var out []string
	known := false
	for i := 0; i < len(cells); i += 2 {
		label := strings.TrimSpace(cells[i])
		if len([]rune(label)) > 8 || strings.ContainsAny(label, ":：0123456789") {
			return nil
		}
		line := label + "：" + strings.TrimSpace(cells[i+1])
		_, _, ok := labelled(line)
		known = known || ok
		out = append(out, line)
	}
	if !known {
		return nil
	}
	return out
}
