package quotes

import (
	"fmt"

	"regexp"

	"strings"
)

type unitParts struct {
	basis  string // gpu | node | "" (not said)
	period string // hour | day | week | month | year | second | minute | mtok | ""
}

func (u unitParts) String() string {
	if u.period == "mtok" {
		return UnitMillionTokens
	}
	return u.basis + "_" + u.period
}

var reWord = regexp.MustCompile(`[a-z]+`)

var (
	gpuWordsEN  = map[string]bool{"gpu": true, "gpus": true, "card": true, "cards": true, "accelerator": true, "accelerators": true}
	nodeWordsEN = map[string]bool{"node": true, "nodes": true, "server": true, "servers": true, "machine": true,
		"machines": true, "instance": true, "instances": true, "host": true, "hosts": true, "box": true}
	periodWordsEN = map[string]string{
		"h": "hour", "hr": "hour", "hrs": "hour", "hour": "hour", "hours": "hour", "hourly": "hour",
		"d": "day", "day": "day", "days": "day", "daily": "day",
		"wk": "week", "week": "week", "weeks": "week", "weekly": "week",
		"mo": "month", "mon": "month", "month": "month", "months": "month", "monthly": "month",
		"yr": "year", "year": "year", "years": "year", "yearly": "year", "annual": "year", "annually": "year",
		"s": "second", "sec": "second", "second": "second", "seconds": "second",
		"min": "minute", "minute": "minute", "minutes": "minute",
	}
	gpuWordsZH    = []string{"卡", "张", "颗"}
	nodeWordsZH   = []string{"台", "节点", "机", "服务器", "实例"}
	periodWordsZH = []struct{ w, p string }{
		{"小时", "hour"}, {"钟头", "hour"}, {"分钟", "minute"}, {"秒", "second"}, {"时", "hour"},
		{"天", "day"}, {"日", "day"}, {"周", "week"}, {"星期", "week"}, {"月", "month"}, {"年", "year"},
	}
)

// parseUnitParts reads "元/卡·时", "每台每月", "/GPU-hr", "per_gpu_hour",
// "node_month": which basis (card or machine) and which period.
func parseUnitParts(s string) unitParts {
	low := norm(s)
	for _, cw := range currencyWords { // 日元 must not read as 日 (day)
		low = strings.ReplaceAll(low, cw.word, " ")
	}
	var u unitParts
	if strings.Contains(low, "token") || strings.Contains(low, "mtok") || strings.Contains(low, "百万") {
		if strings.Contains(low, "tok") {
			return unitParts{period: "mtok"}
		}
	}
	gpu, node := false, false
	periodAt := len(low) + 1
	for _, loc := range reWord.FindAllStringIndex(low, -1) {
		w := low[loc[0]:loc[1]]
		switch {
		case gpuWordsEN[w]:
			gpu = true
		case nodeWordsEN[w]:
			node = true
		case periodWordsEN[w] != "" && loc[0] < periodAt:
			periodAt, u.period = loc[0], periodWordsEN[w]
		}
	}
	for _, w := range gpuWordsZH {
		if strings.Contains(low, w) {
			gpu = true
		}
	}
	for _, w := range nodeWordsZH {
		if strings.Contains(low, w) {
			node = true
		}
	}
	for _, pw := range periodWordsZH {
		if i := strings.Index(low, pw.w); i >= 0 && i < periodAt {
			// 时 inside 小时 is the same period; earliest wins otherwise.
			periodAt, u.period = i, pw.p
		}
	}
	switch {
	case node: // "元/台(8卡)/月" is a machine price
		u.basis = "node"
	case gpu:
		u.basis = "gpu"
	}
	return u
}

// ParseUnit reads a price unit cell into a contract value (gpu_hour,
// node_month, ...). The text must say the period and whether the price is
// per card or per machine.
func ParseUnit(s string) (string, error) {
	low := norm(s)
	if low == "" {
		return "", ErrEmpty
	}
	if ValidUnit(low) {
		return low, nil
	}
	u := parseUnitParts(low)
	if err := u.check(s); err != nil {
		return "", err
	}
	return u.String(), nil
}

func (u unitParts) check(s string) error {
	switch u.period {
	case "mtok":
		return nil
	case "":
		return fmt.Errorf("unit %q names no period (hour, day, week, month)", s)
	case "year":
		return fmt.Errorf("unit %q is per year; enter the monthly price", s)
	case "second", "minute":
		return fmt.Errorf("unit %q is per %s; enter the hourly price", s, u.period)
	}
	if u.basis == "" {
		return fmt.Errorf("unit %q does not say per card (卡) or per machine (台)", s)
	}
	return nil
}
