package quotes

import (
	"errors"
	"math"

	"regexp"

	"strings"
)

var (
	reTermNum  = regexp.MustCompile(`(\d+(?:\.\d+)?|[零一二两三四五六七八九十半]+)\s*个?\s*([a-z]+|秒钟|秒|分钟|分|小时|钟头|时|天|日|周|星期|礼拜|月|年)`)
	reTermMode = regexp.MustCompile(`(?:按|包)\s*(秒|分钟|小时|时|天|日|周|星期|月|年)|(秒|分钟|小时|天|日|周|月|年)级|per[\s\-_]*(second|minute|hour|day|week|month|year)|\b(hourly|daily|weekly|monthly|yearly|annually)\b|by\s+the\s+(second|minute|hour|day|week|month)`)
	termUnitZH = map[string]string{"秒钟": TermSecond, "秒": TermSecond, "分钟": TermMinute, "分": TermMinute, "小时": TermHour,
		"钟头": TermHour, "时": TermHour, "天": TermDay, "日": TermDay, "周": TermWeek, "星期": TermWeek, "礼拜": TermWeek,
		"月": TermMonth, "年": TermYear}
	termUnitEN = map[string]string{"s": TermSecond, "sec": TermSecond, "secs": TermSecond, "second": TermSecond, "seconds": TermSecond,
		"m": TermMinute, "min": TermMinute, "mins": TermMinute, "minute": TermMinute, "minutes": TermMinute,
		"h": TermHour, "hr": TermHour, "hrs": TermHour, "hour": TermHour, "hours": TermHour,
		"d": TermDay, "day": TermDay, "days": TermDay,
		"w": TermWeek, "wk": TermWeek, "wks": TermWeek, "week": TermWeek, "weeks": TermWeek,
		"mo": TermMonth, "mos": TermMonth, "mon": TermMonth, "month": TermMonth, "months": TermMonth,
		"y": TermYear, "yr": TermYear, "yrs": TermYear, "year": TermYear, "years": TermYear,
		"hourly": TermHour, "daily": TermDay, "weekly": TermWeek, "monthly": TermMonth, "yearly": TermYear, "annually": TermYear}
	zeroTermWords = map[string]bool{"无": true, "没有": true, "无要求": true, "不限": true, "无限制": true, "无最短租期": true,
		"无最低租期": true, "无最低消费": true, "随租随退": true, "随用随停": true, "none": true, "no": true, "nominimum": true,
		"nomin": true, "0": true, "nil": true, "无门槛": true}
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
