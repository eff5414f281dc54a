package quotes

import (
	"regexp"

	"strconv"
	"strings"
	"time"
)

// ParseYesNo reads 支持/不支持/是/否/yes/no/true/false/有/无/✓/✗.
func ParseYesNo(s string) (*bool, error) {
	low := norm(s)
	if low == "" {
		return nil, ErrEmpty
	}
	if isNotStated(low) {
		return nil, ErrNotStated
	}
	c := compact(low)
	for _, w := range []string{"不支持", "不可以", "不可", "不能", "不提供", "否", "没有", "无", "no", "false", "✗", "×", "x", "n", "0", "不"} {
		if c == w || (len([]rune(w)) > 1 && strings.HasPrefix(c, w)) {
			return ptr(false), nil
		}
	}
	for _, w := range []string{"支持", "可以", "可", "能", "提供", "是", "有", "yes", "true", "✓", "✔", "√", "y", "1", "ok"} {
		if c == w || (len([]rune(w)) > 1 && strings.HasPrefix(c, w)) {
			return ptr(true), nil
		}
	}
	return nil, cellErr("import.err.yesno", s)
}

var (
	reDateYMD = regexp.MustCompile(`(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})`)
	reDateDMY = regexp.MustCompile(`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$`)
	reDate8   = regexp.MustCompile(`^(\d{4})(\d{2})(\d{2})$`)
)

// ParseDate reads "2026-12-31", "2026年12月15日", "2027/01/31", "20261231"
// and returns YYYY-MM-DD.
func ParseDate(s string) (string, error) {
	low := norm(s)
	if low == "" {
		return "", ErrEmpty
	}
	if isNotStated(low) {
		return "", ErrNotStated
	}
	c := compact(low)
	var y, m, d int
	if mm := reDateYMD.FindStringSubmatch(c); mm != nil {
		y, _ = strconv.Atoi(mm[1])
		m, _ = strconv.Atoi(mm[2])
		d, _ = strconv.Atoi(mm[3])
	} else if mm := reDate8.FindStringSubmatch(c); mm != nil {
		y, _ = strconv.Atoi(mm[1])
		m, _ = strconv.Atoi(mm[2])
		d, _ = strconv.Atoi(mm[3])
	} else if mm := reDateDMY.FindStringSubmatch(c); mm != nil {
		a, _ := strconv.Atoi(mm[1])
		b, _ := strconv.Atoi(mm[2])
		y, _ = strconv.Atoi(mm[3])
		switch {
		case a > 12 && b <= 12:
			d, m = a, b
		case b > 12 && a <= 12:
			m, d = a, b
		default:
			return "", cellErr("import.err.date_order", s)
		}
	} else {
		return "", cellErr("import.err.date", s)
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if y < 1990 || y > 2200 || t.Year() != y || int(t.Month()) != m || t.Day() != d {
		return "", cellErr("import.err.date_invalid", s)
	}
	return t.Format("2006-01-02"), nil
}

// ParseSource reads how the quote was obtained: 邮件/电话/文档/导入 or the
// English values.
func ParseSource(s string) (string, error) {
	low := compact(norm(s))
	switch {
	case low == "":
		return "", ErrEmpty
	case strings.Contains(low, "mail") || strings.Contains(low, "邮件"):
		return SourceEmail, nil
	case strings.Contains(low, "call") || strings.Contains(low, "phone") || strings.Contains(low, "电话") || strings.Contains(low, "微信") || strings.Contains(low, "口头"):
		return SourceCall, nil
	case strings.Contains(low, "doc") || strings.Contains(low, "文档") || strings.Contains(low, "合同") || strings.Contains(low, "报价单") || strings.Contains(low, "pdf"):
		return SourceDocument, nil
	case strings.Contains(low, "import") || strings.Contains(low, "导入"):
		return SourceImport, nil
	}
	return "", cellErr("import.err.source", s)
}
