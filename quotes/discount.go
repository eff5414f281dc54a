package quotes

import (
	"regexp"
	"strings"
)

// A discount column is taken off the price only where it is what every
// buyer of that price pays ("折扣 8.5折", "Discount -8%"). A discount that
// holds under a condition (a commitment, a plan, a volume: "1-yr
// commitment discount", "包年折扣", "Volume discount", a note "discount
// applies to reserved capacity only") prices another offer than the one
// in the price column: the quote is held for review, the price as written.

// reDiscountCondition: words that make a discount conditional.
var reDiscountCondition = regexp.MustCompile(`包年|包月|包季|包周|年付|月付|季付|预付|承诺|合约|合同期|长租|量大|批量|阶梯|满\s*\d|\d+\s*(?:台|卡|个月|年)以上|` +
	`(?i)\bcommit(?:ment|ted)?s?\b|\breserved?\b|\breservations?\b|\bterm\b|\bvolume\b|\btiers?\b|\bannual\b|\byearly\b|\bprepaid\b|\bcontract\b|` +
	`\b\d+\s*-?\s*(?:yr|yrs|year|years|mo|mos|month|months)\b`)

// reDiscountWord: a note that speaks of the discount.
var reDiscountWord = regexp.MustCompile(`(?i)折扣|优惠|\bdiscounts?\b`)

// discountCondition is the condition the discount column's header, its
// cell or the row's note puts on the discount, if any.
func (b *rowBuild) discountCondition(dc cell) (string, bool) {
	for _, s := range []string{dc.header, dc.text} {
		if m := reDiscountCondition.FindString(norm(s)); m != "" {
			return strings.TrimSpace(s), true
		}
	}
	if n := b.text(fNotes); n != "" && reDiscountWord.MatchString(n) && reDiscountCondition.MatchString(norm(n)) {
		return n, true
	}
	return "", false
}
