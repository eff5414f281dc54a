package quotes

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// The vendor evidence of a stamp line: a formal quotation (报价单) ends
// with the line the seller stamps or signs ("宁波甬江信息技术有限公司（盖章）",
// "报价单位（盖章）：宁波甬江信息技术有限公司", "盖章：… 2026年12月1日",
// "Authorized signature: Kestrel Compute Ltd."). The company named on it
// is the vendor; a person who signs is not, and a line naming who the
// quote is for (客户, 甲方, prepared for) is not the seller's.

// reStampWord: the words of a stamp or signature line.
var reStampWord = regexp.MustCompile(`(?i)[（(]?\s*(?:盖章|公章|签章|盖公章|签字盖章|签字|签名|印章|seal|stamp(?:ed)?|signature|signed)\s*[)）]?`)

// reStampSplit: what parts a stamp line's name from its label and date
// (spaces too in a Chinese line; an English name keeps its spaces).
var (
	reStampSplit   = regexp.MustCompile(`[:：|｜\s　]+|\d{4}\s*[-./年]\s*\d{1,2}(?:\s*[-./月]\s*\d{1,2}\s*[日号]?)?`)
	reStampSplitEn = regexp.MustCompile(`[:：|｜]+|\d{4}\s*[-./]\s*\d{1,2}(?:\s*[-./]\s*\d{1,2})?`)
)

// stampVendor is the company one of the lines stamps or signs, and the
// line ("" where none does).
func stampVendor(lines []string) (string, string) {
	for _, s := range lines {
		if !reStampWord.MatchString(s) || reRecipientLine.MatchString(strings.ToLower(s)) {
			continue
		}
		rest, split := reStampWord.ReplaceAllString(s, " "), reStampSplit
		if !hasCJK(rest) {
			split = reStampSplitEn
		}
		for _, part := range split.Split(rest, -1) {
			part = strings.Trim(part, " ,，;；()（）")
			if utf8.RuneCountInString(part) < 4 || utf8.RuneCountInString(part) > 40 {
				continue
			}
			if _, ok := lineLabel[strings.ToLower(part)]; ok {
				continue
			}
			if namesCompany(part) && reCompany.MatchString(part) {
				return part, s
			}
		}
	}
	return "", ""
}
