package quotes

import (
	"errors"
	"math"

	"regexp"

	"strings"
)

var (
	reTermNum     = regexp.MustCompile(`(\d+(?:\.\d+)?|[零一二两三四五六七八九十半]+)\s*个?\s*([a-z]+|秒钟|秒|分钟|分|小时|钟头|时|天|日|周|星期|礼拜|月|年)`)
	reTermMode    = regexp.MustCompile(`(?:按|包)\s*(秒|分钟|小时|时|天|日|周|星期|月|年)|(秒|分钟|小时|天|日|周|月|年)级|per[\s\-_]*(second|minute|hour|day|week|month|year)|\b(hourly|daily|weekly|monthly|yearly|annually)\b|by\s+the\s+(second|minute|hour|day|week|month)`)
	termUnitZH    = wordMap("term_unit_zh")
	termUnitEN    = wordMap("term_unit_en")
	zeroTermWords = wordSet("zero_term_word")
)

// ParseTerm reads a span: "1个月", "3个月", "1天", "按秒计费", "无",
// "1 hour", "none", "1 second". 无/none is a known zero. A bare number is
// returned with Unit "" and an error, for a caller that knows the unit.
func ParseTerm(s string) (Term, error) {
	low := norm(s)
	if low == "" {
		return Term{}, ErrEmpty
	}
	if isNotStated(low) {
		return Term{}, ErrNotStated
	}
	c := compact(low)
	if zeroTermWords[c] || zeroTermWords[strings.TrimRight(c, ".。")] {
		return Term{Value: 0, Unit: TermHour}, nil
	}
	if m := reTermNum.FindStringSubmatch(low); m != nil {
		unit := termUnitZH[m[2]]
		if unit == "" {
			unit = termUnitEN[m[2]]
		}
		if unit != "" {
			v, ok := cnNumber(m[1])
			if !ok {
				var err error
				if v, err = parseNum(m[1]); err != nil {
					return Term{}, err
				}
			}
			if v < 0 || v > 1e6 {
				return Term{}, cellErr("import.err.term_range", s)
			}
			if unit == TermYear && v != math.Trunc(v) {
				return Term{Value: v * 12, Unit: TermMonth}, nil // 半年 is 6 months
			}
			return Term{Value: v, Unit: unit}, nil
		}
	}
	if m := reTermMode.FindStringSubmatch(low); m != nil {
		for _, g := range m[1:] {
			if u := termUnitZH[g]; u != "" {
				return Term{Value: 1, Unit: u}, nil
			}
			if u := termUnitEN[g]; u != "" {
				return Term{Value: 1, Unit: u}, nil
			}
		}
	}
	if m := reNumber.FindString(c); m != "" && m == c {
		v, err := parseNum(m)
		if err != nil {
			return Term{}, err
		}
		return Term{Value: v}, errNoUnit
	}
	return Term{}, cellErr("import.err.term", s)
}

// ParseHours reads a span as hours with a 720-hour month ("4小时", "2h",
// "1天"); a bare number is hours.
func ParseHours(s string) (float64, error) {
	t, err := ParseTerm(s)
	if errors.Is(err, errNoUnit) {
		return t.Value, nil
	}
	if err != nil {
		return 0, err
	}
	return t.Hours(DefaultHoursPerMonth), nil
}
