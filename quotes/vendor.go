package quotes

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/internal/textclean"
)

// CleanName normalises a vendor name (textclean.Name: NFC, no invisible or
// direction-changing characters) so two names that look the same are the
// same; removed lists what was taken out ("U+202E U+200B").
func CleanName(s string) (clean, removed string) { return textclean.Name(s) }

var (
	reTitleCut   = regexp.MustCompile(`\s+[·•|｜—–-]\s*|[·•|｜—–]|\s+-\s+|[:：(（\[【]|20\d\d|gpu|GPU|` + wordAlternation("title_cut_word", "yes") + `|rates?\b|—`)
	reTitleCutEN = regexp.MustCompile(`(?i)\s+[·•|｜—–-]\s*|[·•|｜—–]|\s+-\s+|[:(\[]|20\d\d|\b` + wordAlternation("title_cut_gpu_en", "yes") + `\s+` + wordAlternation("title_cut_after_en", "yes") + `\b|\b` + wordAlternation("title_cut_en", "yes") + `\b`)
	reCompany    = regexp.MustCompile(wordAlternation("company_registered", "registered") + `$`)
	// a name in another language's legal form (words/company.tsv company_form)
	reFormLead     = regexp.MustCompile(`^` + wordAlternation("company_form", "yes") + `\s*`)
	reAddressee    = regexp.MustCompile(`\s` + wordAlternation("addressee_tail", "yes") + `$`)
	reCompanyForm  = regexp.MustCompile(`^` + wordAlternation("company_form", "yes") + `(?:[\s«"“„]+\S|[\p{Han}\p{Katakana}\p{Hiragana}\p{Hangul}])|\S\s+` + wordAlternation("company_form_end", "yes") + `$|[\p{Han}\p{Katakana}\p{Hiragana}\p{Hangul}\p{Thai}]` + wordAlternation("company_form_end", "yes") + `$`)
	reGenericTitle = regexp.MustCompile(`^` + wordAlternation("generic_title", "yes") + `(?:$|[\s\p{P}])`)
)

// vendorFromTitle reads a vendor name from a title line ("京海数据港 · GPU服务
// 器出租价目" -> 京海数据港), a company line whole; "" when it names none.
// rePersonTail: a person named after the company in a sender's field, by a
// form of address ("龙泉驿小型机房 老周", "… 王经理").
var rePersonTail = regexp.MustCompile(`\s+(?:[老小]\p{Han}|\p{Han}{1,2}(?:总|工|经理|先生|女士|老师))$`)

// laterVendorField is the vendor a later field of a line names ("致：贵司采购部
// 自：龙泉驿小型机房 老周": 自 labels the sender; "商务报价（…）  报价人：…有限公司"),
// "" for none.
func laterVendorField(line string) string {
	_, value, ok := labelled(line)
	if !ok {
		value = line
	}
	for _, f := range laterFields(value) {
		if !isVendorLabel(f[0], f[1]) {
			continue
		}
		name := strings.TrimSpace(rePersonTail.ReplaceAllString(f[1], ""))
		if v := vendorFromTitle(name); v != "" {
			return v
		}
		if v, _ := CleanName(name); utf8.RuneCountInString(v) <= 30 && !strings.ContainsAny(v, "0123456789") {
			return v // the name the label gives, as written
		}
	}
	return ""
}

// reAssignedKey (MR0005): a "key=" in a tool's metadata line ("# export
// …, 2026-12-04T09:00:00+08:00, vendor=双流云算"); the value runs to the
// next key, a field separator or the line's end (assignedValue).
var reAssignedKey = regexp.MustCompile(`(?:^|[\s,;，；])([\p{L}_][\p{L}\p{N}_]{0,15})\s*=`)

// reNextLabel: a space and a word a colon follows ("… owner: bob"): where
// a value ends.
var reNextLabel = regexp.MustCompile(`\s+[\p{L}_][\p{L}\p{N}_]{0,15}\s*[:：]`)

// assignedValue is a key=value field's value (v, the text up to the next
// key) up to where its words end (MR0005): at a field separator, before a
// label, and, for a value in Chinese, at its first space ("双流云算
// 导出人 张三": a Chinese name holds no spaces, what follows is the line's
// next field). A Latin name keeps its spaces ("Acme Cloud").
func assignedValue(v string) string {
	if i := strings.IndexAny(v, ",;，；"); i >= 0 {
		v = v[:i]
	}
	if loc := reNextLabel.FindStringIndex(v); loc != nil {
		v = v[:loc[0]]
	}
	v = strings.TrimSpace(v)
	if i := strings.IndexFunc(v, unicode.IsSpace); i > 0 && strings.ContainsFunc(v[:i], func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
		v = v[:i]
	}
	return v
}

// assignedVendor is the value of a key=value field whose key is a vendor
// label (vendor=, 供应商=), "" where the line has none.
func assignedVendor(line string) string {
	if !strings.Contains(line, "=") {
		return "" // no key=value field (the common title line)
	}
	keys := reAssignedKey.FindAllStringSubmatchIndex(line, -1)
	for n, at := range keys {
		end := len(line)
		if n+1 < len(keys) {
			end = keys[n+1][0]
		}
		key, value := line[at[2]:at[3]], assignedValue(line[at[1]:end])
		if value == "" || !isVendorLabel(key, value) {
			continue
		}
		if v, _ := CleanName(value); v != "" && utf8.RuneCountInString(v) <= 30 {
			return v
		}
	}
	return ""
}

// reNoticeTitle: a procurement notice's or record's title names the buyer or
// its project (words/procure.tsv notice_title), never the vendor.
var reNoticeTitle = regexp.MustCompile(wordAlt("notice_title", false))

// reMailMarker: a line marking a forwarded or quoted message (words/locate.tsv mail_marker).
var reMailMarker = wordRe("mail_marker")

// reCommentLead: the mark that opens a comment line of a text export ("# provider: …").
var reCommentLead = regexp.MustCompile(`^(?:#+|//)\s*`)

// reRequestLine (CX0002): an API request an export records ("GET https://…/v2/skus?…"):
// a method (words/vendor.tsv request_method) and an address, naming no one.
var reRequestLine = regexp.MustCompile(`(?i)^` + wordAlternation("request_method", "yes") + `\s+(?:https?://|/)`)

// messengerApp: a messenger's name ("[LINE]", words messenger_app), a
// chat export's tag, never its vendor.
var messengerApp = wordSet("messenger_app")

// reChatTitle: a chat export's title naming who the chat was with, behind an
// app's tag ("[LINE] 与王经理的聊天记录", "WhatsApp Chat with Ken Lau"; words
// chat_title), read on the folded line.
var reChatTitle = regexp.MustCompile(`^(?:[\[【][^\]】]{1,20}[\]】]\s*)?(?:` + wordAlternation("chat_title", "with") + `\s*(.{1,40}?)\s*的\s*` + wordAlternation("chat_title", "yes") +
	`|(?:\S+\s+)?` + wordAlternation("chat_title", "yes") + `\s+(.{1,40}?))$`)

// chatPartner: the line is a chat export's title; the company of whom it
// was with ("北辰雲端", "王經理（北辰算力）"), "" where it names a person only.
func chatPartner(line string) (string, bool) {
	low := norm(line)
	m := reChatTitle.FindStringSubmatchIndex(low)
	if m == nil {
		return "", false
	}
	for g := 2; g < len(m); g += 2 {
		if m[g] >= 0 && m[g+1] > m[g] { // the name's group of the two ways a title is written
			// the name as written: folding keeps the count of runes
			from, n := utf8.RuneCountInString(low[:m[g]]), utf8.RuneCountInString(low[m[g]:m[g+1]])
			if r := []rune(narrow(line)); len(r) == utf8.RuneCountInString(low) {
				return senderCompany(string(r[from : from+n])), true
			}
			return senderCompany(low[m[g]:m[g+1]]), true
		}
	}
	return "", true
}

// chatHeadSender is the sender of a line that is a copied chat message's
// head, a nickname of a person and a company ("王磊-蜀通算力") then the
// time it was sent ("2027/10/9 14:32", a time of day), "" for any other
// line.
func chatHeadSender(line string) string {
	fs := strings.Fields(narrow(line))
	for k := 2; k >= 1; k-- {
		// one name, then a time of day (a title's date alone, "每日行情 2026-12-05", is no message head)
		if len(fs) == k+1 && strings.Contains(fs[len(fs)-1], ":") && chatTime(strings.Join(fs[1:], " ")) && strings.ContainsAny(fs[0], "-_|") {
			return fs[0]
		}
	}
	return ""
}

// reTitleFrame: a rule drawn before or after a title line of a plain-text
// list ("==========", "-----", "*****", "━━━━"), three or more of one rule
// character. Rule KL0010 (the locate stage).
var reTitleFrame = regexp.MustCompile(`^(?:[=*#~_─━═-]{3,}\s*)|(?:\s*[=*#~_─━═-]{3,})$`)

func vendorFromTitle(line string) string {
	if v := vendorFromTitleRead(line); !identifierName(v) && !productNames[norm(strings.TrimSpace(v))] {
		return v
	}
	// "SXCX-DC-XJ" of "回复：SXCX-DC-XJ-2028-003 算力租赁询价": the enquiry's number, nobody's name (stop 49 set126/04);
	// "弹性算力" of "弹性算力价格（元/卡·时）": what the table prices, no seller (words/vendor.tsv title_product_name)
	return ""
}

// productNames: words/vendor.tsv title_product_name.
var productNames = wordSet("title_product_name")

// reIdentifier: letters and figures in parts joined by hyphens, capitals
// only (an enquiry's, order's or tariff's code: SXCX-DC-XJ, HSZS-GPU-061).
var reIdentifier = regexp.MustCompile(`^[A-Z0-9]+(?:[-_][A-Z0-9]+){2,}$`)

// identifierName: v is a code, no name.
func identifierName(v string) bool { return reIdentifier.MatchString(strings.TrimSpace(v)) }

func vendorFromTitleRead(line string) string {
	line = stripSubjectLabel(reCommentLead.ReplaceAllString(strings.TrimSpace(line), ""))
	if who, ok := chatPartner(line); ok {
		return who // the chat's partner, never the app's tag or the title's words
	}
	if who := chatHeadSender(line); who != "" {
		if co := senderCompany(who); co != "" {
			return co // "王磊-蜀通算力  2027/10/9 14:32": a copied chat message's head, its sender's company (stop 48, set121/02)
		}
	}
	if line == "" || len([]rune(line)) > 120 || reMailMarker.MatchString(line) || reRequestLine.MatchString(line) {
		return "" // "---------- 转发的邮件 ----------" names no one
	}
	if glossaryLine(line) {
		return "" // "现车 = 已上架；期货 = 已下单未到货": a legend of the trade's words (SG0010)
	}
	if v, ok := mailHeadVendor(line); ok {
		return v // ML0001: a mail head's label names no one; its sender's display name may name the company
	}
	if loc := reAttachmentLead.FindStringIndex(line); loc != nil {
		// "附件: 青衣江数据港_营业执照.pdf; 机房等保三级证明.pdf": the first attachment's name, read as a file's name
		// (its descriptor and extension left out), never the name whole (stop 49 set126/04)
		first, _, _ := strings.Cut(strings.TrimSpace(line[loc[1]:]), ";")
		first, _, _ = strings.Cut(first, "；")
		if first = strings.TrimSpace(first); reFileNameLine.MatchString(first) {
			return vendorFromFileName(first)
		}
	}
	line = reAttachmentLead.ReplaceAllString(line, "")
	if framed := strings.TrimSpace(reTitleFrame.ReplaceAllString(line, "")); framed != "" {
		line = framed // "==== 峨眉算力 2026年12月价目表 ====": the rules drawn round a pasted list's title (KL0010)
	}
	if reAddressee.MatchString(line) || reSalutationTo.MatchString(line) {
		return "" // "成都…有限公司 御中", "成都某科技有限公司采购部：": the buyer it is addressed to
	}
	if reSubjectOpen.MatchString(line) {
		return "" // "关于2027年1月1日起调整…的通知": what the notice is about, not who sends it
	}
	if m := reRecordingName.FindStringSubmatch(line); m != nil {
		// a transcript's title naming the recording it was made from
		// ("【讯飞听见】录音转写稿  文件：20261204_1430_岷山算力.m4a"): a call's
		// recording is saved under the party called, read as a file's name
		if v := vendorFromFileName(m[1]); v != "" {
			return v
		}
	}
	if reFileNameLine.MatchString(line) {
		return vendorFromFileName(line) // “蜀云汇算力-GPU资源报价.xlsx”: a file's name as the title line (SM-FILE-LINE)
	}
	if reNoteLead.MatchString(strings.ToLower(line)) || greetingLine(line) {
		if v := laterVendorField(line); v != "" {
			return v // "致：贵司采购部　自：龙泉驿小型机房 老周"
		}
		if greetingLine(line) {
			// "【峨眉算力】12月GPU报价，请查收": the sender's tag before its greeting (SV0101),
			// where it reads as a company ("【转发】您好", "【某某群】" name no one)
			if v := bracketTagName(line); namesCompany(v) {
				return v
			}
			return ""
		}
		return ""
	}
	if v := assignedVendor(line); v != "" {
		return v // MR0005: "# export from console…, vendor=双流云算": a tool's key=value metadata
	}
	if label, value, ok := labelled(line); ok {
		value = ownValue(value) // locate_labelfields.go: fields side by side
		// a labelled line states a fact, unless the label names the vendor
		if isVendorLabel(label, value) {
			value = rePersonTail.ReplaceAllString(value, "")
			if v := firstFieldCompany(value); v != "" {
				return v // "报价方：西岭云科技（成都）有限公司  解决方案部 何嘉": the registered name whole, its city's brackets too
			}
			if v := vendorFromTitle(value); v != "" {
				return v
			}
			return labelledName(value) // "店铺名称：鲸算二手服务器（成都）": the label says it is the name
		}
		return laterVendorField(line)
	}
	if v := sectionVendor(line); v != "" {
		return v // "=== 回函1  供应商：… ===": the first returned copy's line, above its header (RQ0001)
	}
	if v := laterVendorField(line); namesCompany(v) {
		return v // RQ0003: a title, then a labelled field naming the company that sends it
	}
	if v := mastheadName(line); v != "" {
		return v // "XX科技有限公司文件": a red-header masthead, the issuing company (SO0001)
	}
	if v := labelledCompany(line); v != "" {
		return v // "应答人：XX科技有限公司": the company, never its label (review finding 5 of set109)
	}
	if reCompany.MatchString(line) && len([]rune(line)) <= 40 {
		return line
	}
	if v := companyFormName(line); v != "" {
		return v
	}
	if m := reBracketName.FindStringSubmatch(line); m != nil {
		// "【青松算力】GPU服务器报价": the name in the leading brackets
		if v := bracketTagName(line); v != "" {
			return v
		}
		// "【报价】岚桥智算 GPU资源": a tag, then the title
		if rest := strings.TrimSpace(line[len(m[0]):]); rest != "" {
			if v := vendorFromTitle(rest); v != "" {
				return v
			}
		}
	}
	if m := reProvidedBy.FindStringSubmatch(line); m != nil {
		if v := vendorFromTitle(strings.TrimSpace(m[1] + m[2])); v != "" {
			return v
		}
	}
	if isEnglishSentence(line) || isContactLine(line) || reNoticeTitle.MatchString(line) {
		return "" // "…中心算力租赁服务项目成交结果公告": the buyer's project, not a vendor
	}
	if v := barredCompany(line); v != "" {
		return v // ML0110: "罗斌｜龙泉驿算力（成都）科技有限公司｜商务总监": the company among who signs and their role
	}
	if v := statusTitleName(line); v != "" {
		return v
	}
	if v := colonLeadCompany(line); v != "" {
		return v // KY0001: "导出：蓉城智算科技有限公司 计费系统 价目导出": the company after a tool's label, not the label
	}
	if v := titleHead(line); v != "" {
		return v
	}
	// the name after a separator, or in brackets when it reads as a company
	segs := reTitleSeg.Split(line, -1)
	lineHead, headRead := "", false // titleHeadVendor(line), read once and only when a segment asks
	headSells := func() bool {
		if !headRead {
			lineHead, headRead = titleHeadVendor(line), true
		}
		return lineHead != ""
	}
	for _, seg := range segs[1:] {
		seg = strings.TrimSpace(seg)
		if seg == "" || reForWhom.MatchString(strings.ToLower(seg)) {
			continue
		}
		v := titleHead(seg)
		if v == "" {
			continue
		}
		if productCard(seg, v, headSells) {
			return "" // OY0401: "Northfall Digital Infrastructure - AI Cloud rate card": the head sells (vendor.title_head), v is its product
		}
		if len(segs) == 2 || reCompanyish.MatchString(strings.ToLower(v)) {
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
	if hasCJK(line) { // "国产替代对标报价（…） 华西智算 2026-12": a title row's cells, what the sheet holds, then who sells it (SE-TITLE-CELL)
		for _, f := range strings.Fields(line)[1:] {
			if v := titleHead(f); v != "" && namesCompany(v) {
				return v
			}
		}
	}
	return ""
}

// companyFormName: the segment of a title line that is a company name in
// another language's legal form ("ООО «СибВычисление» — аренда GPU",
// "Lumière Calcul SAS – Grille tarifaire", "บริษัท สยามคอมพิวต์ จำกัด —
// อัตรา…"), whole with its form; "" for none.
func companyFormName(line string) string {
	for _, seg := range reTitleSeg.Split(line, -1) {
		seg = strings.TrimSpace(seg)
		// VN0002: a Latin registered name's ending ("Lion Peak Compute Pte. Ltd. - GPU Cloud
		// Pricing (valid …)") marks the segment a company's name as a legal form does
		if n := len([]rune(seg)); n < 4 || n > 40 || !reCompanyForm.MatchString(seg) && (hasCJK(seg) || !reCompany.MatchString(seg)) {
			continue
		}
		if lead := reFormLead.FindString(seg); lead != "" && hasCJK(seg) {
			// "株式会社ミナトGPUクラウド 法人営業部": a CJK name ends at its first space
			if i := strings.IndexAny(seg[len(lead):], " \u3000"); i > 0 {
				seg = seg[:len(lead)+i]
			}
		}
		return seg
	}
	return ""
}

// reRegionName: a region or site a title may name, not a vendor.
var reRegionName = regexp.MustCompile(`^(?:` + wordAlternation("region_area", "yes") + `|[东南西北]部|` + wordAlternation("region_city", "yes") + `(?:市|省)?)(?:[一二三四五六七八九\d]*(?:区|地区|大区|区域|节点|机房|可用区|数据中心|园区)?)?$|^(?:asia|europe|north america|us|eu|apac|emea|us[- ](?:east|west|central)\S*|eu[- ]\S+|ap[- ]\S+)$`)

var (
	reTitleSeg  = regexp.MustCompile(`\s+[—–-]{1,2}\s+|——|\s*[|｜·•]\s*`)
	reForWhom   = regexp.MustCompile(`^(?:致|客户|for|to|prepared for|attn)\b|^(?:致|客户)`)
	reParenText = regexp.MustCompile(`[(（]([^()（）]{2,30})[)）]`)
	reVersion   = regexp.MustCompile(`^(?:第\s*\d+\s*(?:版|期|周|页|季度)|v\d+(?:\.\d+)*|\d+\s*(?:版|期))$`)
)

// titleHead is the name a title line starts with, "" when its head is not
// a name.
func titleHead(line string) string {
	name := line
	if !hasCJK(line) {
		// an English name is the capitalised words before a separator or
		// the words that say what the sheet is
		if loc := reTitleCutEN.FindStringIndex(name); loc != nil {
			name = name[:loc[0]]
		}
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
		tok, _, _ := strings.Cut(strings.ReplaceAll(name, "\u3000", " "), " ")
		if strings.EqualFold(name[loc[0]:loc[1]], "gpu") && loc[0] > 0 && loc[1] < len(tok) && reCompanyish.MatchString(norm(tok)) && reTitleCut.FindStringIndex(tok[loc[1]:]) == nil {
			name = tok // "星河GPU云 GPU服务器价格表": GPU inside the company's name
		} else if gpuBrandTail(name, loc) {
			name = name[:loc[1]] // OY0201: "闪租GPU · 算力市场": GPU ends a brand that is not a company name without it
		} else {
			name = name[:loc[0]]
		}
	}
	// a Chinese name ends at the first space
	if i := strings.IndexAny(name, " \u3000"); i > 0 && hasCJK(name[:i]) {
		name = name[:i]
	}
	// "Harbourline Compute Ltd 港湾线算力": one company's registered Latin name,
	// then its Chinese one: the name as first written ("Kumo Compute 株式会社"
	// is one name, its legal form after it)
	if i := strings.IndexFunc(name, func(r rune) bool { return unicode.Is(unicode.Han, r) }); i > 0 {
		if latin := name[:i]; isASCII(latin) && strings.HasSuffix(latin, " ") && reCompany.MatchString(strings.TrimSpace(latin)) {
			name = strings.TrimSpace(latin)
		}
	}
	name = cutUnclosedBracket(name)
	name = keepAbbreviationDot(strings.TrimSpace(name), trimDateTail(strings.TrimSpace(strings.Trim(name, " ,，;；.。*#▌■●-_–—·|｜:：")))) // resolve_vendor_head.go
	n := len([]rune(name))
	if n < 2 || n > 30 || reGenericTitle.MatchString(norm(name)) {
		return ""
	}
	if strings.ContainsAny(name, "0123456789") && !strings.ContainsFunc(name, unicode.IsLetter) {
		return ""
	}
	if isASCII(name) && len(strings.Fields(name)) > 4 {
		return "" // an English sentence, not a name
	}
	if _, ok := synonymIndex[headerKey(name)]; ok || lotKeys[headerKey(name)] {
		return "" // a table word ("价格", "单位", "包号"), not a name
	}
	if reVersion.MatchString(strings.ToLower(name)) || isDateOnly(name) {
		return ""
	}
	if reRegionName.MatchString(strings.ToLower(name)) {
		return "" // where, not who
	}
	if containsWord(name, "title_descriptive") && !reCompanyish.MatchString(strings.ToLower(name)) && !tradeNamed(name) {
		return "" // what the sheet holds, not who sells it
	}
	if notAVendorName(name) || slices.Contains(titleStatus, name) || startsWithAny(name, titleVerbs) {
		return "" // "在售", "导出自": a listing's status or a verb phrase, never a name
	}
	return name
}

// productCard (OY0401): a title "Company - Product rate card", its head a
// name of capitalised words (titleHeadVendor), the segment after the dash a
// name that the title's pricing words follow at once ("AI Cloud rate card
// (formerly Northfall Hash)", "GPU Cloud pricing"): the name after the
// dash is the product line whose card it is, and the head is who sells it.
// headSells tells whether the title's head is such a name (asked last, once a line).
func productCard(seg, v string, headSells func() bool) bool {
	rest, ok := strings.CutPrefix(seg, v)
	if !ok || !isASCII(v) || !headSells() {
		return false
	}
	return reProductCardTail.MatchString(rest)
}

// reProductCardTail: the pricing words of an English title, right after a name.
var reProductCardTail = regexp.MustCompile(`(?i)^\s+(?:` + wordAlternation("title_cut_gpu_en", "yes") + `\s+` + wordAlternation("title_cut_after_en", "yes") + `|` + wordAlternation("title_cut_en", "yes") + `)\b`)

// gpuBrandTail (OY0201): "GPU" written last in the title's first word,
// glued to two or more Han characters, the word alone before a title
// separator ("闪租GPU · 算力市场", "极算GPU｜价目"), is the brand's own
// last word: the name is the whole word. A name that reads as a company
// without it ("岚桥智算GPU · 报价") keeps GPU as what it sells; a kind of
// resource or a maker ("高性能GPU", "国产GPU", "英伟达GPU") is no brand.
func gpuBrandTail(name string, loc []int) bool {
	if !strings.EqualFold(name[loc[0]:loc[1]], "gpu") {
		return false
	}
	head := name[:loc[0]]
	if utf8.RuneCountInString(head) < 2 || strings.IndexFunc(head, func(r rune) bool { return !unicode.Is(unicode.Han, r) }) >= 0 || reCompanyish.MatchString(norm(head)) {
		return false
	}
	if resourceKindOnly(norm(head)) || makerWords[norm(head)] || notAVendorName(name[:loc[1]]) {
		return false // "高性能GPU · 价格表", "国产GPU", "英伟达GPU": a kind of card or its maker, no brand (resource_kind, column_maker)
	}
	rest := strings.TrimSpace(strings.ReplaceAll(name[loc[1]:], "\u3000", " "))
	if rest == "" {
		return true
	}
	sep := reTitleSeg.FindStringIndex(" " + rest)
	return sep != nil && sep[0] == 0 // the brand word alone before the title's separator
}

// titleStatus, titleVerbs: words/vendor.tsv title_status_verb, status and verb.
var titleStatus, titleVerbs = wordsWithValue("title_status_verb", "status"), wordsWithValue("title_status_verb", "verb")

// statusTitleName: a title whose part after its first separator opens with a
// listing's status ("芯桥资源 · 在售GPU资源汇总（2026年12月，每周更新）") names
// the seller before it, a short name of its own even where it holds a word
// of what the sheet holds (资源); "" otherwise.
func statusTitleName(line string) string {
	segs := reTitleSeg.Split(line, -1)
	if len(segs) < 2 {
		return ""
	}
	first, after := strings.TrimSpace(segs[0]), strings.TrimSpace(segs[1])
	if !startsWithAny(after, titleStatus) {
		return ""
	}
	first = strings.TrimSpace(strings.TrimLeft(first, "#*>▌■●-_ "))
	if n := utf8.RuneCountInString(first); n < 2 || n > 16 || !hasCJK(first) || strings.ContainsAny(first, " \u30000123456789") || notAVendorName(first) || slices.Contains(titleStatus, first) || startsWithAny(first, titleVerbs) {
		return ""
	}
	return first
}

// labelledName is a vendor label's value taken whole as the name where
// it reads as no title (a shop's name with its goods in it, "鲸算二手服务器
// （成都）"): one short run of words with letters, not a date, contact or
// sentence; "" otherwise.
func labelledName(value string) string {
	v := strings.TrimSpace(value)
	n := len([]rune(v))
	if n < 2 || n > 30 || len(strings.Fields(v)) > 2 || !strings.ContainsFunc(v, unicode.IsLetter) ||
		isDateOnly(v) || isContactLine(v) || notAVendorName(v) || reGenericTitle.MatchString(norm(v)) {
		return ""
	}
	return v
}

// tradeNamed: a shop named by its place or brand and its trade
// ("春熙数码租赁"): the name ends in a trade word (words/company.tsv
// company_word trade_end) after a stem of at least two characters that
// says nothing of what the sheet holds and is no region ("显卡租赁",
// "成都租赁" name none), of tradeStemMin characters: a place and a trade
// ("春熙数码"); two characters before the trade word name a place
// ("鹭岛租赁").
func tradeNamed(name string) bool {
	const tradeStemMin = 4 // [assumed]
	for _, r := range wordRows("company_word") {
		stem, ok := strings.CutSuffix(name, r[0])
		if r[1] != "trade_end" || !ok {
			continue
		}
		stem = strings.TrimSpace(stem)
		return len([]rune(stem)) >= tradeStemMin && hasCJK(stem) && !strings.ContainsFunc(stem, unicode.IsDigit) &&
			!containsWord(stem, "title_descriptive") && !reRegionName.MatchString(strings.ToLower(stem)) &&
			!reGenericTitle.MatchString(norm(stem)) && !notAVendorName(stem)
	}
	return false
}

var reBracketName = regexp.MustCompile(`^[【\[「『《]\s*([^】\]」』》]{2,30}?)\s*[】\]」』》]`)

var reProvidedBy = regexp.MustCompile(`由\s*([^，,。；;\s]{2,24}?)\s*` + wordAlternation("provided_by", "zh") + `|(?i)\b` + wordAlternation("provided_by", "en") + `\s+by\s+([A-Z][\w&.\- ]{1,40}?)(?:[,.;(]|\s+(?:on|for|to|at|valid)\b|$)`)

// reTrailingAlias: a bracketed short name after a company's name.
var reTrailingAlias = regexp.MustCompile(`\s*[（(][^()（）]{1,20}[)）]$`)

var reLabel = regexp.MustCompile(`^([^:：]{1,16}?)\s*[:：]\s*(.+)$`)

// labelled splits "label：value" when the label is a word a form uses
// (a header synonym or a contact label).
func labelled(line string) (label, value string, ok bool) {
	m := reLabel.FindStringSubmatch(line)
	if m == nil {
		return "", "", false
	}
	label, value = stampNoteless(strings.TrimSpace(m[1])), strings.TrimSpace(m[2])
	low := strings.ToLower(label)
	if _, syn := synonymIndex[headerKey(label)]; syn || lineLabel[low] != "" {
		return label, value, true
	}
	return "", "", false
}

// reStampNote: a bracketed note asking for the seller's stamp or signature
// after a label ("投标人名称（盖章）", words/vendor.tsv stamp_word).
var reStampNote = regexp.MustCompile(`(?i)\s*[（(]\s*` + wordAlt("stamp_word", false) + `\s*[)）]`)

// stampNoteless is a label without its stamp note (SE-STAMP-NOTE):
// "投标人名称（盖章）" -> 投标人名称.
func stampNoteless(label string) string {
	if t := strings.TrimSpace(reStampNote.ReplaceAllString(label, "")); t != "" {
		return t
	}
	return label
}

func isVendorLabel(label, value string) bool {
	low := strings.ToLower(label)
	if low == "报价单位" { // the quoting company, or the price's unit
		// "成都…有限公司（双流智算中心）": the company, its short name after it (RQ0002)
		return reCompany.MatchString(reTrailingAlias.ReplaceAllString(strings.TrimSpace(value), ""))
	}
	return lineLabel[low] == "vendor" || lineLabel[low] == "sender" || synonymIndex[headerKey(label)] == fVendor
}

// hasCJK: s holds a Chinese (or other CJK) character.
func hasCJK(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return r >= 0x2E80 && r != 0xFF5C })
}

func startsUpper(w string) bool {
	for _, r := range strings.TrimLeft(w, "«“„\"'‹") {
		return unicode.IsUpper(r) || unicode.IsDigit(r) || r == '&'
	}
	return false
}

// words/company.tsv
var (
	lineLabel    = wordMap("line_label")
	enStop       = wordSet("en_stop")
	fileWords    = wordSet("file_word")
	fileLeadStop = wordSet("file_lead_stop")
)

// wordAlternation is a regexp group of the words of a table with the
// given value.
func wordAlternation(table string, values ...string) string {
	var alt []string
	for _, r := range wordRows(table) {
		if slices.Contains(values, r[1]) {
			alt = append(alt, regexp.QuoteMeta(r[0]))
		}
	}
	return `(?:` + strings.Join(alt, "|") + `)`
}

var (
	reSentenceMarks = regexp.MustCompile(`[！!？?，。；;]`)
	// a line that greets or signs off names no vendor
	reGreetingWords = regexp.MustCompile(`(?i)` + wordAlternation("greeting_word", "yes") + `|(?:` + wordAlternation("person_title", "yes") + `|各位|大家)好|^\s*(?:hi|hello|hey|dear|greetings)(?:[\s,!]|$)|\b` + wordAlternation("greeting_word_en", "yes") + `\b`)
	// a name part holding these is no name; the line may still hold one
	reSentenceWords = regexp.MustCompile(`(?i)` + wordAlternation("sentence_word", "yes") + `|\bplease\b|\battached\b`)
	// a numbered clause of terms
	reEnumerated  = regexp.MustCompile(`^(?:\d{1,2}|[一二三四五六七八九十]{1,2})\s*[.、)）．]|^[(（]\s*(?:\d{1,2}|[一二三四五六七八九十]{1,2})\s*[)）]`)
	reSectionNoun = regexp.MustCompile(`(?i)` + wordAlternation("section_noun", "yes") + `$|\b` + wordAlternation("section_noun_en", "yes") + `$`)
)

// notAVendorName: a greeting, a sentence or a section title, not a name.
func notAVendorName(name string) bool {
	n := strings.TrimSpace(name)
	return rePersonName.MatchString(n) || reSentenceMarks.MatchString(n) || reEnumerated.MatchString(n) || reGreetingWords.MatchString(n) ||
		reSentenceWords.MatchString(n) || reSectionNoun.MatchString(n) || reModifierEnd.MatchString(n)
}

// reModifierEnd: words ending in the particle 的 modify what follows
// (“本周的报价”); a name does not end so.
var reModifierEnd = regexp.MustCompile(`\p{Han}的$`)

var (
	// a phone number, an e-mail, a department or a sign-off word; OY0302: a
	// phone number with its middle masked, as a mail client or a chat shows it
	// ("186****0932", "138xxxx6021", "028-8****123"): a mobile's prefix 1[3-9]x or a
	// landline's area code 0xx before the mask, so a masked order or ID number
	// (订单号 2024****0001, 1024***2048) is none
	reContactMark = regexp.MustCompile(`(?i)\+?\d[\d\- ]{7,}\d|\b(?:1[3-9]\d|0\d{2,3}[\- ]?\d{0,2})[*＊x×]{3,5}[\- ]?\d{3,4}\b|[\w.+-]+@[\w-]+\.[\w.]+|` + wordAlternation("signature_word", "yes", "dept") + `|\bsales (?:team|dept\.?|department)\b|\baccount manager\b|\bbusiness development\b`)
	reSigSplit    = regexp.MustCompile(`\s*[|｜·•,，;；。/\x{3000}]\s*|\s{2,}`)
	rePersonName  = regexp.MustCompile(`^[\p{Han}]{1,3}` + wordAlternation("person_title", "yes") + `$`)
)

// reRoleSignature (VN0005): a clause signed by the seller's staff, the
// company, its role or team as a word of its own (staffRoles: words/vendor.tsv
// staff_role and the departments of signature_word), then who signs or when
// ("玉垒算力 运维 徐 2026-12-04", "岷江算力 商务部 2026-12-01"): a role word
// inside other words ("…由岷江算力团队托管", "岷江算力 运维群") signs nothing.
var reRoleSignature = regexp.MustCompile(`^\s*\S+\s+` + staffRoleAlt + `\s+(?:\p{Han}{1,3}(?:\s+` + signDate + `)?|` + signDate + `)\s*$`)

// signDate: the date under a signature, in figures or in 年月日 ("2027年7月12日").
var signDate = `(?:` + reDateTimeValue.String() + `|` + writtenDay + `)`

// writtenDay: a day written in figures, year first, in 年月日 or with
// separators ("2027年7月12日", "2026-12-20", "2026.12.20").
const writtenDay = `\d{4}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2}\s*日?`

// staffRoleAlt: staffRoles as a regexp group, the longest first.
var staffRoleAlt = func() string {
	alt := make([]string, len(staffRoles))
	for i, r := range staffRoles {
		alt[i] = regexp.QuoteMeta(r)
	}
	return `(?:` + strings.Join(alt, "|") + `)`
}()

// vendorFromSignature reads the company a signature line names ("澄湾算力
// 商务部 周工 139-…"); it must read as a company, as the line also names
// people and departments.
func vendorFromSignature(line string) string {
	line = strings.TrimSpace(line)
	if line == "" || utf8.RuneCountInString(line) > 80 || !reContactMark.MatchString(line) {
		return ""
	}
	return signatureCompany(line)
}

// roleSignedLine (BL0008): a line that is a whole role signature, the
// company, its department or role as a word of its own, then who signs or
// when ("天府算力港 销售部 小刘", reRoleSignature): its first word is the
// seller's name although no company word ends it (港, 坊); a word that
// reads as a person, a greeting or a sentence names none.
func roleSignedLine(line string) string {
	line = strings.TrimSpace(strings.ReplaceAll(line, "\u3000", " ")) // a full-width space sets the date apart as a space does
	if utf8.RuneCountInString(line) > 60 || !reRoleSignature.MatchString(line) {
		return ""
	}
	if v := signatureCompany(line); v != "" {
		return v
	}
	head := strings.Fields(line)[0]
	if n := utf8.RuneCountInString(head); n < 3 || n > 20 || !hasCJK(head) || rePersonName.MatchString(head) || reContactMark.MatchString(head) {
		return ""
	}
	if _, _, ok := labelled(head); ok {
		return ""
	}
	if v := titleHead(head); v == head && !notAVendorName(v) && !greetingLine(v) {
		return v
	}
	return ""
}

// signatureCompany is the company a line known to sign leads with.
func signatureCompany(line string) string {
	if _, _, ok := labelled(line); ok {
		return ""
	}
	line = strings.TrimLeft(line, "—–-~ ")
	var toks []string
	for _, part := range reSigSplit.Split(line, -1) {
		if hasCJK(part) {
			toks = append(toks, strings.Fields(part)...)
		} else { // an English name of several words
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
				return "" // not a signature that leads with its company
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

// reSignerTail: a person's plain name after a company on a letter's last
// line (“成都蜀算科技 李明”).
var reSignerTail = regexp.MustCompile(`[\s\x{3000}]+\p{Han}{2,3}$`)

// signedVendor is the first company a signature names: a contact line's, or
// a company alone on a line next to a sign-off or contact line.
func signedVendor(lines []string) (string, string) {
	for _, s := range lines {
		if v := vendorFromSignature(s); v != "" {
			return v, s
		}
	}
	for _, s := range lines {
		// "注：…不提供。——西岭云计算有限公司 商务部 2026-12-02": a note signed after its dash (SV0102);
		// "# 价格标签由计费系统同步…；玉垒算力 运维 徐 2026-12-04": a comment signed in its last clause (VN0005)
		if _, tail, ok := cutLast(s, "——"); ok {
			if v := vendorFromSignature(tail); v != "" {
				return v, strings.TrimSpace(s)
			}
			// OY0303: "以上价格含税。—— 青羊数算 李可": the company after the dash, then who signs, no way to reach them
			if tail = strings.TrimSpace(tail); utf8.RuneCountInString(tail) <= 30 {
				if m := reSignerTail.FindStringIndex(tail); m != nil && namesCompany(tail[:m[0]]) && !strings.ContainsAny(tail[:m[0]], " \u3000") {
					if v := titleHead(tail[:m[0]]); v != "" && !notAVendorName(v) {
						return v, strings.TrimSpace(s)
					}
				}
			}
		}
		if v := roleSignedLine(s); v != "" { // "天府算力港 销售部 小刘" on a line of its own (BL0008)
			return v, strings.TrimSpace(s)
		}
		for _, sep := range []string{"；", "。"} { // review 3: the role signs only here, company role who [date]
			if _, tail, ok := cutLast(s, sep); ok && utf8.RuneCountInString(tail) <= 80 && reRoleSignature.MatchString(tail) {
				if v := signatureCompany(strings.TrimSpace(tail)); v != "" {
					return v, strings.TrimSpace(s)
				}
			}
		}
	}
	for i, s := range lines {
		s = strings.TrimLeft(strings.TrimSpace(s), "—–-~ ")
		if parts := reSignatureBar.Split(s, -1); len(parts) > 1 && len(parts) <= 4 {
			for _, p := range parts { // "陈晓 | 锦江智算（成都）科技有限公司 | 138xxxx6021": the company among who signs and how to reach them
				if p = strings.TrimSpace(p); namesCompany(p) && !reContactMark.MatchString(p) {
					s = p
					break
				}
			}
		}
		last := i == len(lines)-1
		contactNext := !last && reContactMark.MatchString(lines[i+1]) // "青城算力　刘畅" over "电话 136-…" (stop 53 set141/08)
		if m := reSignerTail.FindStringSubmatchIndex(s); (last || contactNext) && m != nil && namesCompany(s[:m[0]]) {
			s = s[:m[0]] // “成都蜀算科技 李明”: the company, then who signs
		}
		if !namesCompany(s) || utf8.RuneCountInString(s) > 40 || reContactMark.MatchString(s) {
			continue
		}
		inBlock := last // a letter's closing line is its signature
		if inBlock && !hasCJK(s) && !reCompany.MatchString(s) {
			inBlock = false // an English closing line needs its sign-off (“Best regards,”)
		}
		for j := max(0, i-2); j <= min(len(lines)-1, i+1); j++ {
			if j != i && (greetingLine(lines[j]) || reContactMark.MatchString(lines[j])) {
				inBlock = true
			}
		}
		if !inBlock {
			continue
		}
		if v := titleHead(s); v != "" && !notAVendorName(v) {
			return v, strings.TrimSpace(lines[i])
		}
	}
	return "", ""
}

// reSignatureBar parts a signature line's fields ("陈晓 | 锦江智算 | 138…").
var reSignatureBar = regexp.MustCompile(`\s+[|｜]\s+|\s*｜\s*`)

// bracketTagName is the name a line's leading brackets hold ("【青松算力】…"),
// "" when they hold a tag (【通知】), a messenger's name or nothing.
func bracketTagName(line string) string {
	m := reBracketName.FindStringSubmatch(line)
	if m == nil {
		return ""
	}
	if v := vendorFromTitle(m[1]); v != "" && !titleNotNameIn(v) && !messengerApp[norm(v)] {
		return v
	}
	return ""
}

// titleNotName: the title_not_name words, for a tag in any case ("[EXTERNAL]", ML0008).
var titleNotName = wordSet("title_not_name")

// titleNotNameIn: v holds a title_not_name word, the one check of that
// table for a tag: a Latin word whole in any case ("EXTERNAL", never the
// "new" inside "renewgpu"), a Chinese word anywhere ("外部邮件").
func titleNotNameIn(v string) bool {
	if hasWordOf(v, titleNotName) {
		return true
	}
	low := strings.ToLower(narrow(v))
	for w := range titleNotName {
		if !isASCII(w) && strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// cutLast cuts s around the last sep.
func cutLast(s, sep string) (before, after string, found bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

func greetingLine(line string) bool { return reGreetingWords.MatchString(line) }

// reAttachmentLead: "附件1：", "Attachment 2:" before a title line.
// reFileNameLine: a line that is a file's name (“蜀云汇算力-GPU资源报价.xlsx”),
// as a collaboration tool's export or a forwarded attachment writes it.
// reRecordingName: the audio or video file a transcript was made from, after
// a label ("文件：…m4a", "Recording: …mp3").
var reRecordingName = regexp.MustCompile(`(?i)(?:文件|录音|音频|file|recording|audio)\s*[:：]\s*([^\s/\\:：]{2,80}\.(?:m4a|mp3|wav|amr|aac|mp4|mov|silk|flac|ogg|webm|opus))(?:\s|$)`)

var reFileNameLine = regexp.MustCompile(`(?i)^[^\s/\\]{2,80}\.(?:xlsx|xlsm|xls|csv|tsv|et|numbers|pdf|docx?)$`)

var reAttachmentLead = regexp.MustCompile(`(?i)^\s*` + wordAlternation("mail_subject", "attachment") + `\s*[\dA-Za-z一二三四五六七八九十]{0,3}\s*[:：]\s*`)

// reRecipientLine: a line naming who the quote is for, not who sends it.
var reRecipientLine = regexp.MustCompile(`致\s*[:：]|` + wordAlternation("recipient_word", "yes") + `|prepared\s+for|\bto\s*:|\battn\b|\bdear\b|\bfor\s*:|\bclient\b|\bcustomer\b`)

// reSubjectLead: a subject's label, reply or forward marks, or a comment
// mark before a title; never the vendor.
var reSubjectLead = regexp.MustCompile(`(?i)^\s*(?:` + wordAlternation("mail_subject", "reply", "forward") + `\s*[:：]\s*|` + wordAlternation("mail_subject", "label") + `\s*[:：]\s*|#+\s+)+`)

// reReplySubject: a reply's subject ("主题：Re: …", "回复：…"), which the
// one who asked wrote.
var reReplySubject = regexp.MustCompile(`(?i)^\s*(?:` + wordAlternation("mail_subject", "label") + `\s*[:：]\s*)?` + wordAlternation("mail_subject", "reply") + `\s*[:：]`)

// reSalutationTo (BL0002): a letter's salutation line, ending in a colon and
// naming the receiving side (words/vendor.tsv recipient_word: 采购部, 甲方):
// the buyer the letter is written to, never the seller.
var reSalutationTo = regexp.MustCompile(wordAlternation("recipient_word", "yes") + `\s*[:：]\s*$`)

// reSubjectOpen: a line opening with a subject word (words/vendor.tsv
// subject_lead): a Chinese word (cjk) needs no boundary, as what it is about
// may open with a Latin name ("关于GPU算力服务报价的复函", BL0001); an English
// one (word) ends at a word's end.
var reSubjectOpen = regexp.MustCompile(`(?i)^\s*(?:` + wordAlternation("subject_lead", "cjk") + `|` + wordAlternation("subject_lead", "word") + `(?:\P{L}|\p{Han}|$))`)

func stripSubjectLabel(line string) string {
	if loc := reSubjectLead.FindStringIndex(line); loc != nil {
		return strings.TrimSpace(line[loc[1]:])
	}
	return line
}

// reDateOnlyWord: a word of a date; a title part of nothing else names no one.
var reDateOnlyWord = regexp.MustCompile(`(?i)^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:sday)?|wed(?:nesday)?|thu(?:rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|week|wk|q[1-4]|h[12]|fy\d*|of|the|edition|issue|\d+(?:st|nd|rd|th)?|[\d./\-]+|(?:\d+|[一二三四五六七八九十]+)\s*(?:年|月|日|号|周|季度?)|第\s*[\d一二三四五六七八九十]+\s*(?:周|季度?|期|版)|[一二三四五六七八九十]+月份?|本周|上周|下周|本月|上月|下月|今日|今天|星期[一二三四五六日天]|周[一二三四五六日])+$`)

func isDateOnly(s string) bool {
	words := strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == '，' })
	if len(words) == 0 {
		return false
	}
	return !slices.ContainsFunc(words, func(w string) bool { return !reDateOnlyWord.MatchString(strings.Trim(w, ".")) })
}

// isEnglishSentence: an English sentence is a note, not a title.
func isEnglishSentence(line string) bool {
	line = strings.TrimSpace(line)
	if line == "" || hasCJK(line) || !strings.ContainsAny(line[len(line)-1:], ".!?") {
		return false
	}
	return len(strings.Fields(line)) >= 6
}

// reContactValue: an e-mail address, web address or phone number.
var reContactValue = regexp.MustCompile(`(?i)[\w.+-]+@[\w-]+\.[\w.]+|https?://|www\.|\+?\d[\d\s-]{7,}\d`)

// reDateTimeValue (VN0001): a date with its time ("2026-12-02 10:31:07",
// "2026/12/8 14:22"), the stamp of an export or a message: its run of
// figures is no phone number.
var reDateTimeValue = regexp.MustCompile(`\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?`)

// isContactLine: a "label: contact" line names no vendor in its label. A
// date and time after the label ("西岭云 GPU云服务器 价格明细导出 导出时间：
// 2026-12-02 10:31:07") is no contact (VN0001).
func isContactLine(line string) bool {
	_, value, ok := strings.Cut(strings.ReplaceAll(line, "：", ":"), ":")
	return ok && reContactValue.MatchString(reDateTimeValue.ReplaceAllString(value, " "))
}

// mastheadName is the company a red-header masthead names before its
// document word (words/vendor.tsv masthead_tail): "XX科技有限公司文件" is
// issued by XX科技有限公司; "" for any other line.
func mastheadName(line string) string {
	for w := range mastheadTails {
		if name, ok := strings.CutSuffix(line, w); ok && reCompany.MatchString(strings.TrimSpace(name)) && len([]rune(name)) <= 40 {
			return strings.TrimSpace(name)
		}
	}
	return ""
}

var mastheadTails = wordSet("masthead_tail")

// labelledCompany is the registered company a "label：company" line names
// under a label of its own ("应答人：", "服务提供方："), one no table of
// labels knows: the vendor is the company, never the label with it; "" for
// any other line. Who the label makes the company (a buyer's 采购人) is
// the caller's to judge, as for the whole line (buyerParty).
func labelledCompany(line string) string {
	m := reLabel.FindStringSubmatch(strings.TrimSpace(line))
	if m == nil || reCompany.MatchString(m[1]) || len([]rune(m[2])) > 40 {
		return ""
	}
	if v := strings.TrimSpace(m[2]); reCompany.MatchString(v) {
		return v
	}
	return ""
}

// namesCompany: a name that reads as a company or a CamelCase brand.
func namesCompany(v string) bool {
	return v != "" && (reCompanyish.MatchString(strings.ToLower(v)) || reCompany.MatchString(v) || reCompanyForm.MatchString(v) || reCamelBrand.MatchString(v))
}

// reDateTail: a date glued to the end of a Chinese name ("岚桥智算12月").
var reDateTail = regexp.MustCompile(`(?:(?:\d{2,4}\s*年)?\s*\d{1,2}\s*月份?(?:\s*\d{1,2}\s*[日号])?(?:\s*第?\s*[\d一二三四五]\s*周)?|第\s*[\d一二三四五]+\s*周|\d{4}[-./]\d{1,2}(?:[-./]\d{1,2})?|\d{4}\s*年)$`)

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

// unclosedOpeners: the quoting brackets a title opens a campaign's or a
// product's name with (锦江算力「以旧换新·先租后买」活动价).
var unclosedOpeners = map[rune]rune{'「': '」', '『': '』', '《': '》', '〈': '〉', '“': '”', '【': '】', '（': '）', '(': ')'}

// halfWidth is a full-width ASCII form's narrow rune (） is )), as narrow
// folds it; any other rune as it is.
func halfWidth(r rune) rune {
	if r >= 0xFF01 && r <= 0xFF5E {
		return r - 0xFEE0
	}
	return r
}

// cutUnclosedBracket: a name cut from a title never ends inside a bracket it
// opens; the name is what comes before that bracket ("锦江算力「以旧换新" is
// 锦江算力, the cut fell inside the campaign's quoted name).
func cutUnclosedBracket(name string) string {
	var open []rune
	cut := -1
	for i, r := range name {
		if c, ok := unclosedOpeners[r]; ok {
			if len(open) == 0 {
				cut = i
			}
			open = append(open, c)
			continue
		}
		if len(open) > 0 && halfWidth(r) == halfWidth(open[len(open)-1]) {
			open = open[:len(open)-1] // "蓝湾（成都)": a pair of mixed widths closes
		}
	}
	if len(open) > 0 && cut > 0 {
		return name[:cut]
	}
	return name
}

// reDefinition is one "term = meaning" of a legend line (term in group 1,
// meaning in group 2); a line of two or more ("现车 = 已上架可交付；期货 =
// 已下单未到货", "卡/时 = 每卡每小时；台/月 = 每台每月") explains the file's words
// and names no vendor (rule SG0010).
var reDefinition = regexp.MustCompile(`(?:^|[；;，,。]\s*)([^\s=＝；;，,。]{1,8})\s*[=＝]\s*([^\s=＝][^=＝；;，,。]*)`)

// glossaryLine: line defines two or more of the file's words. A definition
// counts where its term is a word of the file's tables (a stock status of
// title_status_verb, a unit: 现车, 卡时, 卡/时) or its meaning holds no
// figure: "H100=2.1, A100=1.2" is two prices, no legend.
func glossaryLine(line string) bool {
	n := 0
	for _, m := range reDefinition.FindAllStringSubmatch(line, -1) {
		if legendTerm(m[1]) || !strings.ContainsAny(m[2], "0123456789") {
			n++
		}
	}
	return n >= 2
}

// legendTerm: term is a stock status (title_status_verb) or a unit
// (unit_lead_compound, or a unit cell that reads).
func legendTerm(term string) bool {
	low := norm(term)
	if slices.Contains(titleStatus, low) || leadUnitPhrase[low] != "" {
		return true
	}
	_, err := ParseUnit(low)
	return err == nil
}

// reColonLead: a short head of a title line before its first colon ("导出：",
// "Export:"), the head holding no figure (a time's 09:12 is no head).
var reColonLead = regexp.MustCompile(`^([^:：\d]{1,8}?)\s*[:：]\s*(.+)$`)

// sellerLabels: the labels before a colon that name the seller's side or
// the tool that wrote the file (words/legend.tsv key_seller_label).
var sellerLabels = wordSet("key_seller_label")

// colonLeadCompany (KY0001) is the company a title names after a short
// label and its colon ("导出：蓉城智算科技有限公司 计费系统 价目导出
// 2026-12-04"): a system's export title leads with what it did, and the
// name after the colon, read as a title's head, is the seller only when it
// reads as a company (a legal form or a company word). "" for none: the
// line is then read as before.
func colonLeadCompany(line string) string {
	m := reColonLead.FindStringSubmatch(strings.TrimSpace(line))
	if m == nil || !sellerLabels[norm(strings.TrimSpace(m[1]))] {
		return "" // only a label naming the seller's side (words/legend.tsv key_seller_label): "询价单位：" names the buyer
	}
	if v := titleHead(strings.TrimSpace(m[2])); v != "" && (reCompany.MatchString(v) || reCompanyForm.MatchString(v)) {
		return v
	}
	return ""
}

// firstFieldCompany is the first field of a labelled value when it is a
// registered company's name whole (fields parted as locate_labelfields.go
// reFieldGap parts them) ("西岭云科技（成都）有限公司"), "" else.
func firstFieldCompany(value string) string {
	f := strings.TrimSpace(reFieldGap.Split(strings.TrimSpace(value), 2)[0])
	if f != "" && utf8.RuneCountInString(f) <= 40 && reCompany.MatchString(f) && !strings.ContainsAny(f, ":：") {
		return f
	}
	return ""
}
