package quotes

import (
	"path/filepath"
	"regexp"
	"strings"
	"unicode"

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
	reCompany    = companyWords("company_registered", "registered", `$`)
	// words a name part must not be alone: generic table words
	reGenericTitle = regexp.MustCompile(`^(?:gpu|集群|长租|单价|人民币|报价单|报价|价格表|价目表|说明|注|备注|目录|封面|首页|概览|概述|简介|总览|how to|read me|readme|contents|overview|summary|introduction|cover|rates?|all rates|币种|currency|更新|汇总|行情|市场|服务条款|条款|版本|version|network|网络|合计|total|sum)(?:$|[\s\p{P}])`)
)

// vendorFromTitle reads a vendor name from a title line: "京海数据港 · GPU服务
// 器出租价目（2026年12月）" -> 京海数据港, "Kestrel Labs — GPU rates" -> Kestrel
// Labs, "临港芯算科技（上海）有限公司" (a company line) whole. "" when the line
// names none.
func vendorFromTitle(line string) string {
	line = stripSubjectLabel(strings.TrimSpace(narrowKeepCJK(line)))
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
		if n == 0 || enStopWords[strings.ToLower(strings.Trim(words[0], ".,;:"))] {
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
	name = trimDateTail(strings.TrimSpace(strings.Trim(name, " ,，;；.。*#▌■●")))
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

// labelWords are labels of a line above a table that states who it is for
// or how to reach someone, never who sells (besides the header synonyms).
var labelWords = map[string]bool{"联系人": true, "联系方式": true, "联系电话": true, "电话": true, "手机": true, "微信": true, "邮箱": true,
	"地址": true, "客户": true, "致": true, "报价编号": true, "报价单号": true, "单号": true, "客户名称": true, "项目": true, "项目名称": true,
	"contact": true, "tel": true, "phone": true, "email": true, "e-mail": true, "address": true, "customer": true, "client": true,
	"attn": true, "to": true, "prepared for": true, "quote no": true, "ref": true, "reference": true, "project": true}

// vendorLabels name the seller in a "label：value" line.
var vendorLabels = map[string]bool{"报价方": true, "出具方": true, "报价单位": true, "from": true, "prepared by": true, "issued by": true, "quoted by": true}

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
	if _, syn := synonymIndex[headerKey(label)]; syn || labelWords[low] || vendorLabels[low] {
		return label, value, true
	}
	return "", "", false
}

func isVendorLabel(label, value string) bool {
	low := strings.ToLower(label)
	if low == "报价单位" { // the quoting company, or the price's unit
		return reCompany.MatchString(value)
	}
	return vendorLabels[low] || synonymIndex[headerKey(label)] == fVendor
}

func narrowKeepCJK(s string) string { return strings.TrimSpace(s) }

// vendorFromFileName reads a vendor from a file name as the last resort:
// "蓝海云报价_2026-12.xlsx" -> 蓝海云, "07_云杉智算_GPU租赁报价单_202612.csv" ->
// 云杉智算. The name is the first Chinese part once numbering, dates,
// codes and words for what the file is are left out; an English file name
// is too often not a name ("rates final") to be read.
func vendorFromFileName(name string) string {
	base := stripSubjectLabel(strings.TrimSuffix(filepath.Base(name), filepath.Ext(name)))
	if v := vendorFromEnglishFileName(base); v != "" && !hasCJK(base) && stripSubjectLabel(v) == v {
		return v
	}
	if v := vendorFromCamelFileName(base); v != "" && !hasCJK(base) {
		return v
	}
	if v := vendorFromLeadingFileWord(base); v != "" {
		return v
	}
	for _, part := range reFileSep.Split(base, -1) {
		part = strings.TrimSpace(part)
		if part == "" || !hasCJK(part) {
			continue // numbering, dates, codes, English words
		}
		v := vendorFromTitle(part)
		if v == "" || strings.EqualFold(v, "stdin") || strings.EqualFold(v, "paste") {
			continue
		}
		v = strings.TrimSpace(reFileWords.ReplaceAllString(v, ""))
		if len([]rune(v)) >= 2 && hasCJK(v) {
			return v
		}
	}
	return ""
}

var (
	reFileSep   = regexp.MustCompile(`[_\-.\s()（）\[\]【】]+`)
	reFileWords = regexp.MustCompile(`(?:库存|清单|汇总|明细|最新|更新|正式|终版|定稿|附件|资料|对外|内部|整理|版)+$`)
)

var reCurrencyLine = regexp.MustCompile(`(?i)(?:币种|货币|currency)\s*[:：]?\s*(.{1,20})|(?:^|\s)(usd|cny|rmb|人民币|美元)\s+unless|(?:prices?|rates?|figures|amounts?)\s+(?:are\s+)?(?:quoted\s+|shown\s+|given\s+)?in\s+(usd|us\s*dollars?|cny|rmb|renminbi|eur|euros?)\b|(美元|人民币)\s*计价|以\s*(美元|人民币)\s*(?:计|结算|报价)`)

// fileCurrency reads a title line that states the currency of the sheet
// ("币种 Currency：人民币 CNY", "All rates … USD unless marked ¥").
func fileCurrency(line string) string {
	m := reCurrencyLine.FindStringSubmatch(line)
	if m == nil {
		return ""
	}
	t := strings.Join(m[1:], "")
	t = strings.NewReplacer("us dollars", "usd", "us dollar", "usd", "US dollars", "usd", "renminbi", "cny", "euros", "eur", "euro", "eur").Replace(t)
	c, err := parseCurrency(t)
	if err == nil && c != "" {
		return c
	}
	if c, err := ParseCurrency(strings.Fields(t + " x")[0]); err == nil {
		return c
	}
	return ""
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

// enStopWords begin English lines that are sentences or labels, not names.
var enStopWords = map[string]bool{"all": true, "the": true, "prices": true, "price": true, "rates": true, "rate": true, "note": true,
	"notes": true, "our": true, "this": true, "these": true, "prepared": true, "updated": true, "valid": true, "effective": true,
	"quote": true, "quotes": true, "please": true, "for": true, "to": true, "from": true, "terms": true, "term": true, "figures": true,
	"total": true, "totals": true, "summary": true, "gpu": true, "gpus": true, "unit": true, "units": true, "currency": true,
	"on-demand": true, "reserved": true, "available": true, "contact": true, "as": true, "if": true, "we": true, "you": true}

var (
	// words of an English file name that say what the file is, not who sent it
	fileStopWords = map[string]bool{"rates": true, "rate": true, "pricing": true, "price": true, "prices": true, "quote": true, "quotes": true,
		"quotation": true, "list": true, "final": true, "sheet": true, "export": true, "offers": true, "offer": true, "catalog": true,
		"catalogue": true, "instances": true, "instance": true, "draft": true, "updated": true, "new": true, "latest": true, "copy": true,
		"for": true, "to": true, "the": true, "and": true, "of": true, "en": true, "cn": true, "usd": true, "cny": true, "baremetal": true,
		"bare": true, "metal": true, "capacity": true, "inventory": true, "stock": true, "reserved": true, "ondemand": true, "on": true,
		"demand": true, "partner": true, "partners": true, "channel": true, "digest": true, "summary": true, "servers": true, "server": true,
		"nodes": true, "machines": true, "rental": true, "lease": true, "card": true, "table": true, "book": true, "workbook": true,
		"bilingual": true, "paste": true, "stdin": true, "email": true, "mail": true, "wechat": true, "group": true, "console": true, "gpu": true, "gpus": true,
		"us": true, "eu": true, "asia": true, "apac": true, "emea": true, "global": true, "intl": true, "china": true, "east": true,
		"west": true, "north": true, "south": true, "region": true, "regions": true, "public": true, "private": true, "my": true, "our": true}
	reDateWord = regexp.MustCompile(`(?i)^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$|^[a-z]{0,3}\d+[a-z]?$|^v\d`)
)

// vendorFromEnglishFileName reads "harbor_cloud_gpu_rates_2026-12.csv" as
// Harbor Cloud: the first run of name words that ends in a company word
// (Cloud, Compute, Labs, AI …) and is more than that word alone.
func vendorFromEnglishFileName(base string) string {
	var run []string
	flush := func() string {
		defer func() { run = run[:0] }()
		for len(run) > 0 && wordMap("company_word")[strings.ToLower(run[len(run)-1])] == "" {
			run = run[:len(run)-1]
		}
		if len(run) < 2 || len(run) > 4 {
			return ""
		}
		words := make([]string, len(run))
		for i, w := range run {
			if w == strings.ToLower(w) {
				w = strings.ToUpper(w[:1]) + w[1:]
			}
			words[i] = w
		}
		return strings.Join(words, " ")
	}
	for _, part := range reFileSep.Split(base, -1) {
		low := strings.ToLower(part)
		if part == "" || !isASCII(part) || fileStopWords[low] || fileDateWord.MatchString(low) || !strings.ContainsFunc(part, unicode.IsLetter) {
			if v := flush(); v != "" {
				return v
			}
			continue
		}
		run = append(run, part)
	}
	return flush()
}

// companyWords is an alternation of the words of a company table with the
// given value, followed by tail.
func companyWords(table, value, tail string) *regexp.Regexp {
	var alt []string
	for _, r := range wordRows(table) {
		if r[1] == value {
			alt = append(alt, regexp.QuoteMeta(r[0]))
		}
	}
	return regexp.MustCompile(`(?:` + strings.Join(alt, "|") + `)` + tail)
}
