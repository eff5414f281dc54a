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
// "3. 付款方式", "四、备注："), or a label closed by its colon ("合同期限：").
var reFormField = regexp.MustCompile(`^\s*(?:[一二三四五六七八九十]{1,3}\s*[、.．]|\d{1,2}\s*[、．]|[（(][一二三四五六七八九十\d]{1,3}[)）])\s*[^\s\d:：]{2,10}\s*[:：]?\s*$|^\s*[^\s\d:：]{2,8}\s*[:：]\s*$`)

// formFieldRow: the row's first cell is a form's field label naming no GPU.
func formFieldRow(first string) bool {
	if !reFormField.MatchString(first) {
		return false
	}
	_, gpu := matchGPU(strings.TrimSpace(first))
	return !gpu
}
