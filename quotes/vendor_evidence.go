package quotes

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A vendor candidate must read as a company or brand name: a greeting
// ("王经理您好！附上…"), a sentence or the title of a terms or notes
// section ("商务条款", "Terms & conditions") names no one, and the name is
// then looked for in the file's other evidence (a cover, the signature
// under an e-mailed table, the file name).

var (
	reSentenceMarks = regexp.MustCompile(`[！!？?，。；;]`)
	// words that greet or sign off: a line holding one names no vendor
	reGreetingWords = regexp.MustCompile(`(?i)您好|你好|(?:总|经理|工|老师|先生|女士|小姐|各位|大家)好|早上好|下午好|晚上好|尊敬的|各位|请查收|请查阅|敬请|谢谢|感谢|祝好|此致|敬礼|商祺|顺祝|^\s*(?:hi|hello|hey|dear|greetings)(?:[\s,!]|$)|\bthanks\b|thank you|\bregards\b|\bsincerely\b|\bcheers\b|best wishes`)
	// words of a sentence around a name ("附上…", "…如下"): the name part
	// holding one is no name, the line may still hold one ("附件1：…")
	reSentenceWords = regexp.MustCompile(`(?i)附上|附件|如下|以下|见下|请见|\bplease\b|\battached\b|find below|as follows`)
	// "1. 月租", "二、交付", "(3) Support": a numbered clause of terms
	reEnumerated  = regexp.MustCompile(`^(?:\d{1,2}|[一二三四五六七八九十]{1,2})\s*[.、)）．]|^[(（]\s*(?:\d{1,2}|[一二三四五六七八九十]{1,2})\s*[)）]`)
	reSectionNoun = regexp.MustCompile(`(?i)(?:条款|须知|协议|合同|规则|政策|细则|声明|附录|记录|日志|指南|手册|概览|总览|简介|介绍|说明|注意事项|变更|付款方式|结算方式|售后|服务承诺)$|(?i)\b(?:terms|conditions|t&cs?|changelog|change log|notes|overview|appendix|glossary|faq|policy|policies|agreement)$`)
)

// notAVendorName: a candidate that is a greeting, a sentence or a
// section title rather than a name.
func notAVendorName(name string) bool {
	n := strings.TrimSpace(name)
	return rePersonName.MatchString(n) || reSentenceMarks.MatchString(n) || reEnumerated.MatchString(n) || reGreetingWords.MatchString(n) ||
		reSentenceWords.MatchString(n) || reSectionNoun.MatchString(n)
}

var (
	// a line that signs or gives contact: a phone number, an e-mail, a
	// department or a sign-off word
	reContactMark = regexp.MustCompile(`(?i)\+?\d[\d\- ]{7,}\d|[\w.+-]+@[\w-]+\.[\w.]+|商务部|销售部|市场部|客服部|渠道部|事业部|客户经理|商务经理|销售经理|销售总监|敬上|谨上|谨启|\bsales (?:team|dept\.?|department)\b|\baccount manager\b|\bbusiness development\b`)
	reSigSplit    = regexp.MustCompile(`\s*[|｜·•,，;；/\x{3000}]\s*|\s{2,}`)
	rePersonName  = regexp.MustCompile(`^[\p{Han}]{1,3}(?:工|总|经理|先生|女士|小姐|老师)$`)
)

// vendorFromSignature reads the company a signature or contact line under
// a table names: "澄湾算力 商务部 周工 139-0000-0000" -> 澄湾算力. The name
// must read as a company (…算力, …科技, … Cloud, … Ltd), since a signature
// line also holds people and departments.
func vendorFromSignature(line string) string {
	line = strings.TrimSpace(line)
	if line == "" || utf8.RuneCountInString(line) > 80 || !reContactMark.MatchString(line) {
		return ""
	}
	if _, _, ok := labelled(line); ok {
		return "" // "联系人：周工 139…"
	}
	line = strings.TrimLeft(line, "—–-~ ")
	var toks []string
	for _, part := range reSigSplit.Split(line, -1) {
		if hasCJK(part) { // "澄湾算力 销售部 周工": words apart
			toks = append(toks, strings.Fields(part)...)
		} else { // "Ridgeback Cloud": a name of several words
			toks = append(toks, part)
		}
	}
	for i, tok := range toks {
		tok = strings.TrimSpace(tok)
		if tok == "" || rePersonName.MatchString(tok) || reContactMark.MatchString(tok) {
			continue
		}
		low := strings.ToLower(tok)
		if !(reCompanyish.MatchString(low) || reCompany.MatchString(tok)) {
			if hasCJK(tok) && (i > 0 || utf8.RuneCountInString(tok) > 3) {
				return "" // the first word, a person's name aside, is not a company: not a signature we read
			}
			continue
		}
		if v := titleHead(tok); v != "" && !notAVendorName(v) {
			return v
		}
		return ""
	}
	return ""
}

// signedVendor is the first company a signature line of lines names: a
// line with contact details, or a company name alone on a line in a
// signature block (after a sign-off such as "Best regards," or beside a
// line of contact details).
func signedVendor(lines []string) (string, string) {
	for _, s := range lines {
		if v := vendorFromSignature(s); v != "" {
			return v, s
		}
	}
	for i, s := range lines {
		s = strings.TrimLeft(strings.TrimSpace(s), "—–-~ ") // "——墨衡算力"
		if !companyLike(s) || utf8.RuneCountInString(s) > 40 || reContactMark.MatchString(s) {
			continue
		}
		inBlock := false
		for j := max(0, i-2); j <= min(len(lines)-1, i+1); j++ {
			if j != i && (greetingLine(lines[j]) || reContactMark.MatchString(lines[j])) {
				inBlock = true
			}
		}
		if !inBlock {
			continue
		}
		if v := titleHead(s); v != "" && !notAVendorName(v) {
			return v, s
		}
	}
	return "", ""
}

// greetingLine: a line that greets or signs off ("李总：您好", "Best
// regards,") names no vendor as a title, whatever name it holds.
func greetingLine(line string) bool { return reGreetingWords.MatchString(line) }

func init() {
	// "发件人：澄湾算力 周工": the sender of an e-mailed sheet is the vendor
	for _, l := range []string{"发件人", "发件方", "报价人", "sender", "sent by"} {
		vendorLabels[l] = true
	}
}

func companyLike(v string) bool {
	return reCompanyish.MatchString(strings.ToLower(v)) || reCompany.MatchString(v)
}

// reAttachmentLead: "附件1：", "Attachment 2:" before a title line.
var reAttachmentLead = regexp.MustCompile(`(?i)^\s*(?:附件|附表|attachment|annex|appendix|exhibit)\s*[\dA-Za-z一二三四五六七八九十]{0,3}\s*[:：]\s*`)

func stripAttachmentLead(line string) string { return reAttachmentLead.ReplaceAllString(line, "") }

// reRecipientLine: a cover line that names who the quote is for ("报价对象：…",
// "Prepared for …"), not who sends it.
var reRecipientLine = regexp.MustCompile(`致\s*[:：]|客户|报价对象|收件|尊敬|采购方|需求方|甲方|prepared\s+for|\bto\s*:|\battn\b|\bdear\b|\bfor\s*:|\bclient\b|\bcustomer\b`)
