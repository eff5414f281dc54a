package quotes

import "regexp"

// A cell that writes its amount in plain 元 ("31,000元") under a header
// or unit stated in 万元 ("FY27-Q1 包季(万元/台)") states its own scale:
// the vendor would have written 万元 (or just the number) for 3.1亿.
var (
	reOwnYuan    = regexp.MustCompile(`\d\s*元`)
	reScaledYuan = regexp.MustCompile(`[万千亿仟]\s*元`)
)

// ownYuanScale: the cell writes its amount in plain 元.
func ownYuanScale(text string) bool {
	s := narrow(text)
	return reOwnYuan.MatchString(s) && !reScaledYuan.MatchString(s)
}
