package quotes

import (
	"regexp"
	"strings"
	"unicode"
)

// A title line may be an e-mail's subject ("主题：XX算力 12月报价",
// "Subject: Re: Fwd: Kestrel Labs rates"): the label and the reply or
// forward marks are never the vendor; the company after them may be.
var reSubjectLead = regexp.MustCompile(`(?i)^\s*(?:(?:re|fwd?|fw|aw|wg|回复|答复|转发)\s*[:：]\s*|(?:邮件主题|主题|标题|题目|subject|title|topic|subj)\s*[:：]\s*)+`)

// stripSubjectLabel drops a subject line's labels: "主题：Re: 清河算力 报价"
// -> "清河算力 报价".
func stripSubjectLabel(line string) string {
	if loc := reSubjectLead.FindStringIndex(line); loc != nil {
		return strings.TrimSpace(line[loc[1]:])
	}
	return line
}

// Month names, dates, years, weeks and quarters: when a title part is
// made of nothing else ("December 2026", "12月第1周", "Q4 2026") it
// dates the sheet and names no one.
var reDateOnlyWord = regexp.MustCompile(`(?i)^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:sday)?|wed(?:nesday)?|thu(?:rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|week|wk|q[1-4]|h[12]|fy\d*|of|the|edition|issue|\d+(?:st|nd|rd|th)?|[\d./\-]+|(?:\d+|[一二三四五六七八九十]+)\s*(?:年|月|日|号|周|季度?)|第\s*[\d一二三四五六七八九十]+\s*(?:周|季度?|期|版)|[一二三四五六七八九十]+月份?|本周|上周|下周|本月|上月|下月|今日|今天|星期[一二三四五六日天]|周[一二三四五六日])+$`)

// isDateOnly: every word of s is part of a date.
func isDateOnly(s string) bool {
	words := strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == '，' })
	if len(words) == 0 {
		return false
	}
	for _, w := range words {
		if !reDateOnlyWord.MatchString(strings.Trim(w, ".")) {
			return false
		}
	}
	return true
}

// reCamelBrand: one file-name word in CamelCase ("OrionMetal",
// "NimbusGrid"): a brand, written as its owner writes it.
var reCamelBrand = regexp.MustCompile(`^[A-Z][a-z]{2,}(?:[A-Z][a-z]{2,})+$`)

// vendorFromCamelFileName: the first CamelCase word of an English file
// name that is no file or date word ("07_OrionMetal_pricing_Dec2026" ->
// OrionMetal).
func vendorFromCamelFileName(base string) string {
	for _, part := range reFileSep.Split(base, -1) {
		if reCamelBrand.MatchString(part) && !fileStopWords[strings.ToLower(part)] && !fileDateWord.MatchString(strings.ToLower(part)) {
			return part
		}
	}
	return ""
}

// isEnglishSentence: an English line that runs on as a sentence ("Reserved
// plans (6-month) are invoiced quarterly in advance.") is a note, not a
// title: its first capitalised word names no vendor.
func isEnglishSentence(line string) bool {
	line = strings.TrimSpace(line)
	if line == "" || hasCJK(line) || !strings.ContainsAny(line[len(line)-1:], ".!?") {
		return false
	}
	return len(strings.Fields(line)) >= 6
}

// reContactValue: an e-mail address, web address or phone number.
var reContactValue = regexp.MustCompile(`(?i)[\w.+-]+@[\w-]+\.[\w.]+|https?://|www\.|\+?\d[\d\s-]{7,}\d`)

// isContactLine: "Questions: sales@…", "Hotline：400-000-0000": a line
// that gives a way to reach someone names no vendor in its label.
func isContactLine(line string) bool {
	_, value, ok := strings.Cut(strings.ReplaceAll(line, "：", ":"), ":")
	return ok && reContactValue.MatchString(value)
}

// namesCompany: a name that reads as a company (…智算, … Cloud, … Inc.,
// a CamelCase brand).
func namesCompany(v string) bool {
	return v != "" && (reCompanyish.MatchString(strings.ToLower(v)) || reCompany.MatchString(v) || reCamelBrand.MatchString(v))
}

// reDateTail: a date glued to the end of a Chinese name ("岚桥智算12月",
// "岚桥智算2026年12月第1周").
var reDateTail = regexp.MustCompile(`(?:(?:\d{2,4}\s*年)?\s*\d{1,2}\s*月份?(?:\s*\d{1,2}\s*[日号])?(?:\s*第?\s*[\d一二三四五]\s*周)?|第\s*[\d一二三四五]+\s*周|\d{4}[-./]\d{1,2}(?:[-./]\d{1,2})?|\d{4}\s*年)$`)

// trimDateTail drops such a date from a Chinese name.
func trimDateTail(name string) string {
	if !hasCJK(name) {
		return name
	}
	if loc := reDateTail.FindStringIndex(name); loc != nil && loc[0] > 0 {
		if rest := strings.TrimSpace(name[:loc[0]]); len([]rune(rest)) >= 2 && hasCJK(rest) {
			return rest
		}
	}
	return name
}

// afterBracketTag: the rest of a title that opens with a bracketed tag
// naming no one ("【报价】岚桥智算 GPU资源" -> "岚桥智算 GPU资源"), "" for none.
func afterBracketTag(line string) string {
	m := reBracketName.FindStringIndex(line)
	if m == nil {
		return ""
	}
	return strings.TrimSpace(line[m[1]:])
}
