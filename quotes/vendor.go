package quotes

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/internal/textclean"
)

// CleanName normalises a vendor name as it will be shown and compared
// (textclean.Name, the sanitiser every door shares): NFC, and no control,
// invisible or direction-changing characters, so two names that look the
// same are the same. removed lists what was taken out ("U+202E U+200B"),
// "" when nothing was.
func CleanName(s string) (clean, removed string) { return textclean.Name(s) }

var (
	// where a title's name part ends
	reTitleCut   = regexp.MustCompile(`\s+[·•|｜—–-]\s*|[·•|｜—–]|\s+-\s+|[:：(（\[【]|20\d\d|gpu|GPU|算力租赁|报价|价目|价格|租赁价|出租|rate card|rates?\b|price|pricing|quote|catalog|—`)
	reTitleCutEN = regexp.MustCompile(`(?i)\s+[·•|｜—–-]\s*|[·•|｜—–]|\s+-\s+|[:(\[]|20\d\d|\b(?:gpus?|accelerator|cloud gpu)\s+(?:pricing|price|prices|rates?|rate card|quote|quotation|catalog|instances?|servers?|list|offers?|rental|capacity|machines?|nodes?)\b|\b(?:pricing|price list|prices|rate card|rates|quote|quotation|catalog|price sheet|offer sheet)\b`)
	reCompany    = regexp.MustCompile(wordAlternation("company_registered", "registered") + `$`)
	// words a name part must not be alone: generic table words
	reGenericTitle = regexp.MustCompile(`^` + wordAlternation("generic_title", "yes") + `(?:$|[\s\p{P}])`)
)

// vendorFromTitle reads a vendor name from a title line: "京海数据港 · GPU服务
// 器出租价目（2026年12月）" -> 京海数据港, "Kestrel Labs — GPU rates" -> Kestrel
// Labs, "临港芯算科技（上海）有限公司" (a company line) whole. "" when the line
// names none.
func vendorFromTitle(line string) string {
	line = stripSubjectLabel(strings.TrimSpace(line))
	if line == "" || len([]rune(line)) > 120 {
		return ""
	}
	line = stripAttachmentLead(line)
	if reNoteLead.MatchString(strings.ToLower(line)) || greetingLine(line) {
		return ""
	}
	if label, value, ok := labelled(line); ok {
		// "单位：元/台·月", "联系人：刘工", "Customer: Acme" state a fact, not
		// the vendor, unless the label names the vendor ("供应商：恒沙智算").
		if isVendorLabel(label, value) {
			return vendorFromTitle(value)
		}
		return ""
	}
	if reCompany.MatchString(line) && len([]rune(line)) <= 40 {
		return line
	}
	if m := reBracketName.FindStringSubmatch(line); m != nil {
		// "【青松算力】GPU服务器报价": the name in the leading brackets
		if v := vendorFromTitle(m[1]); v != "" && !reNotAName.MatchString(v) {
			return v
		}
		if rest := afterBracketTag(line); rest != "" && rest != line {
			// "【报价】岚桥智算 GPU资源": a tag, then the title
			if v := vendorFromTitle(rest); v != "" {
				return v
			}
		}
	}
	if m := reProvidedBy.FindStringSubmatch(line); m != nil {
		// "本报价由青松算力提供", "Quote provided by Harrow Compute"
		if v := vendorFromTitle(strings.TrimSpace(m[1] + m[2])); v != "" {
			return v
		}
	}
	if isEnglishSentence(line) || isContactLine(line) {
		return ""
	}
	if v := titleHead(line); v != "" {
		return v
	}
	// "GPU服务器租赁价格表 —— 云景数据", "2026年12月报价单（岱山数据）": the
	// name after a separator, or in brackets when it reads as a company
	segs := reTitleSeg.Split(line, -1)
	for _, seg := range segs[1:] {
		seg = strings.TrimSpace(seg)
		if seg == "" || reForWhom.MatchString(strings.ToLower(seg)) {
			continue
		}
		if v := titleHead(seg); v != "" && (len(segs) == 2 || reCompanyish.MatchString(strings.ToLower(v))) {
			return v
		}
	}
	for _, m := range reParenText.FindAllStringSubmatch(line, -1) {
		if c := strings.TrimSpace(m[1]); reCompanyish.MatchString(strings.ToLower(c)) {
			if v := titleHead(c); v != "" {
				return v
			}
		}
	}
	return ""
}

// reRegionName: a region or site a title may start with, not a vendor.
var reRegionName = regexp.MustCompile(`^(?:华东|华南|华北|华中|华西|西南|西北|东北|东南|境内|境外|海外|国内|国际|亚太|北美|欧洲|中东|东南亚|京津冀|长三角|珠三角|成渝|[东南西北]部|(?:北京|上海|天津|重庆|广州|深圳|杭州|南京|苏州|成都|武汉|西安|长沙|合肥|郑州|济南|青岛|厦门|福州|贵阳|贵州|内蒙古|乌兰察布|呼和浩特|宁夏|中卫|甘肃|庆阳|张家口|廊坊|香港|新加坡|东京|法兰克福|硅谷)(?:市|省)?)(?:[一二三四五六七八九\d]*(?:区|地区|大区|区域|节点|机房|可用区|数据中心|园区)?)?$|^(?:asia|europe|north america|us|eu|apac|emea|us[- ](?:east|west|central)\S*|eu[- ]\S+|ap[- ]\S+)$`)

var (
	reDescriptive = regexp.MustCompile(`集群|训练|推理|实例|包月|包年|包天|按量|租赁|出租|报价|价格|价目|节点|服务器|显卡|算力卡|机房|海外|国内|专区|资源|库存|清单|汇总|明细|比价|周报|月报|整机|单卡|机型`)
	reTitleSeg    = regexp.MustCompile(`\s+[—–-]{1,2}\s+|——|\s*[|｜·•]\s*`)
	reForWhom     = regexp.MustCompile(`^(?:致|客户|for|to|prepared for|attn)\b|^(?:致|客户)`)
	reParenText   = regexp.MustCompile(`[(（]([^()（）]{2,30})[)）]`)
	reVersion     = regexp.MustCompile(`^(?:第\s*\d+\s*(?:版|期|周|页|季度)|v\d+(?:\.\d+)*|\d+\s*(?:版|期))$`)
)

// titleHead is the name a title line starts with ("京海数据港 · GPU服务
// 器出租价目" -> 京海数据港), "" when its head is not a name.
func titleHead(line string) string {
	name := line
	if !hasCJK(line) {
		// "Lakeview GPU Cloud — committed-use rates": the name runs to a
		// separator or to the words that say what the sheet is, and may
		// itself hold "GPU" or "Cloud"
		if loc := reTitleCutEN.FindStringIndex(name); loc != nil {
			name = name[:loc[0]]
		}
		// the name is the leading capitalised words: "Lumenfield Cloud
		// bare-metal offers" -> Lumenfield Cloud; a sentence ("All prices
		// in US dollars.") names no one
		words := strings.Fields(name)
		n := 0
		for n < len(words) && startsUpper(words[n]) {
			n++
		}
		if n == 0 || enStop[strings.ToLower(strings.Trim(words[0], ".,;:"))] {
			return ""
		}
		name = strings.Join(words[:n], " ")
	} else if loc := reTitleCut.FindStringIndex(name); loc != nil {
		name = name[:loc[0]]
	}
	// "鹭岛智算 2026年12月 …": a Chinese name ends at the first space
	if i := strings.IndexAny(name, " \u3000"); i > 0 && !isASCII(name[:i]) {
		name = name[:i]
	}
	name = keepAbbreviationDot(strings.TrimSpace(name), trimDateTail(strings.TrimSpace(strings.Trim(name, " ,，;；.。*#▌■●")))) // resolve_vendor_head.go
	n := len([]rune(name))
	if n < 2 || n > 30 || reGenericTitle.MatchString(strings.ToLower(name)) {
		return ""
	}
	if strings.ContainsAny(name, "0123456789") && !strings.ContainsFunc(name, unicode.IsLetter) {
		return ""
	}
	if isASCII(name) && len(strings.Fields(name)) > 4 {
		return "" // an English sentence, not a name
	}
	if _, ok := synonymIndex[headerKey(name)]; ok {
		return "" // a table word ("价格", "单位"), not a name
	}
	if reVersion.MatchString(strings.ToLower(name)) || isDateOnly(name) {
		return ""
	}
	if reRegionName.MatchString(strings.ToLower(name)) {
		return "" // "华东（杭州）机房 整机租赁价格": where, not who
	}
	if reDescriptive.MatchString(name) && !reCompanyish.MatchString(strings.ToLower(name)) {
		return "" // "训练集群包月报价": what the sheet holds, not who sells it
	}
	if notAVendorName(name) {
		return "" // "王经理您好！附上…", "商务条款"
	}
	return name
}

var (
	reBracketName = regexp.MustCompile(`^[【\[「『《]\s*([^】\]」』》]{2,30}?)\s*[】\]」』》]`)
	reNotAName    = regexp.MustCompile(`重要|通知|最新|公告|紧急|更新|内部|保密|机密|草稿|特价|限时|推荐|热门|new|hot|draft|internal|confidential`)
)

var reProvidedBy = regexp.MustCompile(`由\s*([^，,。；;\s]{2,24}?)\s*(?:提供|出具|报价|供应|承接)|(?i)\b(?:provided|quoted|issued|offered|supplied)\s+by\s+([A-Z][\w&.\- ]{1,40}?)(?:[,.;(]|\s+(?:on|for|to|at|valid)\b|$)`)

var reLabel = regexp.MustCompile(`^([^:：]{1,16}?)\s*[:：]\s*(.+)$`)

// labelled splits "label：value" when the label is a word a form uses
// (a header synonym or a contact label).
func labelled(line string) (label, value string, ok bool) {
	m := reLabel.FindStringSubmatch(line)
	if m == nil {
		return "", "", false
	}
	label, value = strings.TrimSpace(m[1]), strings.TrimSpace(m[2])
	low := strings.ToLower(label)
	if _, syn := synonymIndex[headerKey(label)]; syn || lineLabel[low] != "" {
		return label, value, true
	}
	return "", "", false
}

func isVendorLabel(label, value string) bool {
	low := strings.ToLower(label)
	if low == "报价单位" { // the quoting company, or the price's unit
		return reCompany.MatchString(value)
	}
	return lineLabel[low] == "vendor" || lineLabel[low] == "sender" || synonymIndex[headerKey(label)] == fVendor
}

// hasCJK: s holds a Chinese (or other CJK) character.
func hasCJK(s string) bool {
	for _, r := range s {
		if r >= 0x2E80 && r != 0xFF5C {
			return true
		}
	}
	return false
}

func startsUpper(w string) bool {
	for _, r := range w {
		return unicode.IsUpper(r) || unicode.IsDigit(r) || r == '&'
	}
	return false
}

// The word tables of names (words/company.tsv): the labels of a
// "label：value" line, English words that begin a sentence, not a name,
// and the words of a file name that say what the file is.
var (
	lineLabel    = wordMap("line_label")
	enStop       = wordSet("en_stop")
	fileWords    = wordSet("file_word")
	fileLeadStop = wordSet("file_lead_stop")
)

// wordAlternation is a regexp group of the words of a table with the
// given value.
func wordAlternation(table, value string) string {
	var alt []string
	for _, r := range wordRows(table) {
		if r[1] == value {
			alt = append(alt, regexp.QuoteMeta(r[0]))
		}
	}
	return `(?:` + strings.Join(alt, "|") + `)`
}

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
		if !namesCompany(s) || utf8.RuneCountInString(s) > 40 || reContactMark.MatchString(s) {
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

// reAttachmentLead: "附件1：", "Attachment 2:" before a title line.
var reAttachmentLead = regexp.MustCompile(`(?i)^\s*(?:附件|附表|attachment|annex|appendix|exhibit)\s*[\dA-Za-z一二三四五六七八九十]{0,3}\s*[:：]\s*`)

func stripAttachmentLead(line string) string { return reAttachmentLead.ReplaceAllString(line, "") }

// reRecipientLine: a cover line that names who the quote is for ("报价对象：…",
// "Prepared for …"), not who sends it.
var reRecipientLine = regexp.MustCompile(`致\s*[:：]|客户|报价对象|收件|尊敬|采购方|需求方|甲方|prepared\s+for|\bto\s*:|\battn\b|\bdear\b|\bfor\s*:|\bclient\b|\bcustomer\b`)

// A title line may be an e-mail's subject ("主题：XX算力 12月报价",
// "Subject: Re: Fwd: Kestrel Labs rates"): the label and the reply or
// forward marks are never the vendor; the company after them may be. So
// is an export's comment mark ("# Halcyon GPU Cloud - console pricing
// export").
var reSubjectLead = regexp.MustCompile(`(?i)^\s*(?:(?:re|fwd?|fw|aw|wg|回复|答复|转发)\s*[:：]\s*|(?:邮件主题|主题|标题|题目|subject|title|topic|subj)\s*[:：]\s*|#+\s+)+`)

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
