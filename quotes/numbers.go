package quotes

import (
	"math"
	"regexp"

	"strconv"
	"strings"
)

var (
	reNumber  = regexp.MustCompile(`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+`)
	reBadThou = regexp.MustCompile(`\d,\d{1,2}(?:\D|$)|\d,\d{4,}`)
)

func parseNum(s string) (float64, error) {
	s = strings.ReplaceAll(s, ",", "")
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, cellErr("import.err.number", s)
	}
	return v, nil
}

var cnDigits = map[rune]float64{'零': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}

// cnNumber reads small Chinese numerals: 一 八 十 十二 三十 两 半.
func cnNumber(s string) (float64, bool) {
	if s == "" {
		return 0, false
	}
	if s == "半" {
		return 0.5, true
	}
	var total, cur float64
	seen := false
	for _, r := range s {
		if d, ok := cnDigits[r]; ok {
			cur = d
			seen = true
			continue
		}
		if r == '十' {
			if !seen {
				cur = 1
			}
			total += cur * 10
			cur, seen = 0, false
			continue
		}
		return 0, false
	}
	return total + cur, true
}

// ParseCount reads a whole positive count: "8", "8卡", "8 台", "八", "8.0".
func ParseCount(s string) (int, error) {
	low := norm(s)
	if low == "" {
		return 0, ErrEmpty
	}
	if isNotStated(low) {
		return 0, ErrNotStated
	}
	if err := oddDigits(s); err != nil {
		return 0, err
	}
	if n, ok := cardsPerMachine(low); ok {
		return n, nil // "8卡服务器", "8-GPU server": the cards of one machine
	}
	c := compact(low)
	if m := rePerMachineSuffix.FindStringIndex(c); m != nil && m[0] > 0 {
		c = c[:m[0]] // "8卡/台", "8gpus/node": the count before the per-machine part
	}
	c = strings.TrimRight(c, "卡张台个节点机gpusnodemachinesx×*")
	c = strings.TrimLeft(c, "x×*")
	var v float64
	if n, ok := cnNumber(c); ok {
		v = n
	} else {
		m := reNumber.FindAllString(c, -1)
		if len(m) != 1 || m[0] != c {
			return 0, cellErr("import.err.whole_number", s)
		}
		var err error
		if v, err = parseNum(m[0]); err != nil {
			return 0, err
		}
	}
	if v != math.Trunc(v) || v < 0 || v > math.MaxInt32 {
		return 0, cellErr("import.err.whole_number", s)
	}
	return int(v), nil
}

// ParseNumber reads a plain non-negative number ("22", "0.07", "1,000").
func ParseNumber(s string) (float64, error) {
	low := norm(s)
	if low == "" {
		return 0, ErrEmpty
	}
	if isNotStated(low) {
		return 0, ErrNotStated
	}
	if err := oddDigits(s); err != nil {
		return 0, err
	}
	c := compact(low)
	if m := reNumber.FindString(c); m == c {
		return parseNum(c)
	}
	return 0, cellErr("import.err.number", s)
}

var rePerMachineSuffix = regexp.MustCompile(`(?:/|每|per)(?:台|机|节点|node|server|machine|instance|vm|box)$`)
