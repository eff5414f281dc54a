package quotes

import (
	"regexp"
	"strings"
)

// The locate stage's lines of several labelled fields: a title line that
// sets "label：value" fields side by side ("报价单位：某某科技有限公司    报价日期：
// 2026-12-03") gives each label only its own value, up to the wide gap
// before the next labelled field.

var reFieldGap = regexp.MustCompile(`\s{2,}|\x{3000}+|\t+`)

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
		if label, v, ok := labelled(strings.Join(parts[i:], " ")); ok {
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
