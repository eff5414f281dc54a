package quotes

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A formal quotation ends with the line the seller stamps or signs
// ("报价单位（盖章）：宁波甬江信息技术有限公司"): the registered company on it is
// the vendor, unless the line names who the quote is for.

var reStampWord = regexp.MustCompile(`(?i)[（(]?\s*` + wordAlt("stamp_word", false) + `\s*[)）]?`)

// what parts a stamp line's name from its label and date (an English name
// keeps its spaces)
var (
	reStampSplit   = regexp.MustCompile(`[:：|｜\s　]+|\d{4}\s*[-./年]\s*\d{1,2}(?:\s*[-./月]\s*\d{1,2}\s*[日号]?)?`)
	reStampSplitEn = regexp.MustCompile(`[:：|｜]+|\d{4}\s*[-./]\s*\d{1,2}(?:\s*[-./]\s*\d{1,2})?`)
)

// stampVendor is the company one of the lines stamps, and the line.
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
