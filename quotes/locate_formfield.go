package quotes

import (
	"regexp"
	"strings"
)

// An order form (业务订购确认单) lays out its fields under the order table
// as numbered labels, each with its value in the next cell ("二、合同期限 |
// 12个月（2027年1月1日至2027年12月31日）", "三、付款方式 | 按月后付"), as the
// "一、订购内容" above the table's header. Such a row of two cells (the label
// and its value; a label alone is a section: "3、年付（万元/台/年）") with no price is a
// field of the form, not an offer: its words are the file's note (a term
// stated once for every ordered line: applyFileNotes), never a row refused
// for a GPU its value does not name. Rule CA0601.

// reFormField: a cell holding a numbered field label alone ("二、合同期限",
// "3、付款方式", "四、备注："; "3. 付款方式" is no label: an ASCII dot
// after a digit may be an amount's), or a label closed by its colon
// ("合同期限："). formFieldRow and underOffers hold it to the fields under
// the order table.
var reFormField = regexp.MustCompile(`^\s*(?:[一二三四五六七八九十]{1,3}\s*[、.．]|\d{1,2}\s*[、．]|[（(][一二三四五六七八九十\d]{1,3}[)）])\s*[^\s\d:：]{2,10}\s*[:：]?\s*$|^\s*[^\s\d:：]{2,8}\s*[:：]\s*$`)

// formFieldRow: the row's first cell is a form's field label naming no GPU.
// Its value may name one ("四、备注 | …H100 资源交付时间为签约后15个工作日"):
// underOffers, not the value, tells a field from a section over rows
// ("一、训练集群 | 8×H100").
func formFieldRow(first string) bool {
	if !reFormField.MatchString(first) {
		return false
	}
	_, gpu := matchGPU(strings.TrimSpace(first))
	return !gpu
}

// underOffers: no row after row i of the table, up to the next header,
// holds a price (words in the price column, a seal line's "签章：", are none): the row is under the order table, where a form lays out
// its fields, not a section over the rows it heads ("一、华北区" over the
// region's machines).
func underOffers(t *table, l *layout, i int) bool {
	for j := i + 1; j < len(t.rows); j++ {
		if looksLikeHeader(t.rows[j]) {
			return true
		}
		for _, pi := range l.prices {
			if v, _ := t.merged(j, l.cols[pi].col, true); strings.TrimSpace(v) != "" {
				if pc, err := parsePriceCell(v); err == nil && pc.value > 0 {
					return false
				}
			}
		}
	}
	return true
}
