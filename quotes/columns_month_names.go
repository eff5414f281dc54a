package quotes

import (
	"regexp"
	"strconv"
	"strings"
)

// A row of price headers named by calendar months ("11月签约价 |
// 12月签约价（预告） | 2028年1月签约价（预告）", a step-down schedule) names
// when each price is signed, never an 11- or 12-month plan: "N月" with no
// 个 reads as a term alone ("3月价格"), so the table decides. Two headers
// or more alike but for their month, one of them with its year, or two of
// them months in a row (11, 12; 12, 1), are calendar months: no term is read
// from them (stop 49, set128/09).

// reMonthHeader: a header opening with a month, its year before it or not.
var reMonthHeader = regexp.MustCompile(`^(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月(.*)$`)

// calendarMonthColumns are the columns of texts whose headers name a
// calendar month, by the rule above.
func calendarMonthColumns(texts []string) map[int]bool {
	type named struct {
		col, month int
		year       bool
	}
	groups := map[string][]named{}
	for c, t := range texts {
		m := reMonthHeader.FindStringSubmatch(strings.TrimSpace(narrow(t)))
		if m == nil {
			continue
		}
		mo, _ := strconv.Atoi(m[2])
		rest := strings.TrimSpace(reHint.ReplaceAllString(m[3], ""))
		if mo < 1 || mo > 12 || rest == "" || strings.HasPrefix(rest, "份") && len(rest) == len("份") {
			continue
		}
		groups[rest] = append(groups[rest], named{c, mo, m[1] != ""})
	}
	out := map[int]bool{}
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		calendar := false
		for i, a := range g {
			calendar = calendar || a.year
			for _, b := range g[i+1:] {
				calendar = calendar || b.month == a.month%12+1 || a.month == b.month%12+1
			}
		}
		if calendar {
			for _, a := range g {
				out[a.col] = true
			}
		}
	}
	return out
}
