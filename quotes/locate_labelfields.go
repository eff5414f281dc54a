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
