package quotes

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"computecheck/msg"
)

// The vendor of rows with no vendor cell, decided once per table: each place
// the file names one gives a candidate; a company name or a labelled vendor
// outranks a plain name, a person ranks last, and the policy's order breaks
// ties.

// vendorRank orders candidates: higher wins.
type vendorRank int

const (
	vendorPerson   vendorRank = iota // a person's name
	vendorPlain                      // a name that does not read as a company
	vendorNamed                      // a company name, or labelled the vendor
	vendorOperator                   // the name an operator's label gives (运营单位：…): a seller's label outranks it
	vendorSeller                     // a registered company's name, or the name a seller's label gives (SE-SELLER-RANK)
)

type vendorCand struct {
	ev   Evidence
	rank vendorRank
	say  msg.Msg
}

type vendorScope struct {
	ctx      *readCtx
	sheet    string
	titles   []string     // the lines above the table
	lone     []string     // the one-cell lines under its header
	contacts []contactCol // the columns naming people (负责人, 联系人)
	brand    brandRead    // the word every product cell opens with (resolve_vendor_brand.go)
	said     []string     // the seller's lines of a chat holding its offers (vendor.bot_intro)
}

var vendorPolicy = []struct {
	id   string
	read func(s vendorScope) []vendorCand
}{
	{"vendor.tab_seller", tabSellerVendor},         // locate_tab.go: "工作表名称即机房名称", each site signing its own sheet's prices
	{"vendor.party", partyVendor},                  // a contract's 乙方, an invoice's "Bill from" (resolve_vendor_party.go)
	{"vendor.signing_party", signingPartyVendor},   // "签约主体为金牛算力" (resolve_vendor_upstream.go)
	{"vendor.channel_party", channelPartyVendor},   // "导出人：锦城数智（金牌伙伴）": the partner who resells
	{"vendor.mail_signature", mailSignatureVendor}, // mail.go (ML0070): the company the mail's sender signs with
	{"vendor.title", func(s vendorScope) []vendorCand {
		var out []vendorCand
		sender := false
		for _, line := range s.titles {
			if label, _, ok := labelled(stripSubjectLabel(strings.TrimSpace(line))); ok && reRecipientLine.MatchString(strings.ToLower(label)) {
				continue // "收件人: 采购部-刘洋", "To: …": who the mail is for
			} else if ok && lineLabel[strings.ToLower(label)] == "preparer" {
				continue // "编制：西岭咨询 …": who compiled the document, not who sells (VD-PREPARER)
			}
			if buyerDocTitle(line) {
				continue // "成都星播互娱科技有限公司 GPU算力询价单": the buyer's own form names the buyer (BQ0001-)
			}
			if v := vendorFromTitle(line); v != "" && !buyerParty(line) {
				sender = sender || senderOrgLine(line, v)
				out = append(out, vendorCand{ev: Evidence{Value: v, Source: srcSheetLine, Text: line}, rank: lineRank(v, line),
					say: mk("import.warn.vendor_from_title", v, line)})
			}
		}
		if sender || replyAnsweredByCompany(out) { // "主题：Re: 西北算力报价" above "发件人：北岭云算 商务部 …": the sender's company answers what the subject asked
			out = slices.DeleteFunc(out, func(c vendorCand) bool { return reReplySubject.MatchString(c.ev.Text) })
		}
		return out
	}},
	{"vendor.title_head", func(s vendorScope) []vendorCand { // resolve_vendor_head.go: "Hexa Cloud — GPU instance pricing, …. On-demand, …"
		for _, line := range s.titles {
			if v := titleHeadVendor(line); v != "" && vendorFromTitle(line) == "" {
				return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: line}, rank: lineRank(v, line), say: mk("import.warn.vendor_from_title", v, line)}}
			}
		}
		return nil
	}},
	{"vendor.sheet_name", func(s vendorScope) []vendorCand { // a workbook of one sheet per vendor
		if v := vendorFromTitle(s.sheet); v != "" && reCompanyish.MatchString(strings.ToLower(v)) {
			return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: s.sheet}, rank: vendorNamed, say: mk("import.warn.vendor_from_sheet", v)}}
		}
		return nil
	}},
	{"vendor.cover", func(s vendorScope) []vendorCand {
		// the first line naming one, a labelled line before it
		v, at, lab := "", "", false
		for _, line := range s.ctx.coverLines {
			if w := vendorFromTitle(line); w != "" && !buyerParty(line) && (v == "" || !lab && isLabelled(line)) {
				v, at, lab = w, line, isLabelled(line)
			}
		}
		if v == "" {
			return nil
		}
		rank := lineRank(v, at)
		if lab && rank == vendorPlain {
			rank = vendorNamed
		}
		if rank == vendorNamed && reRecipientLine.MatchString(strings.ToLower(at)) {
			rank = vendorPlain // who the quote is for, not who sends it
		}
		return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: at}, rank: rank, say: mk("import.warn.vendor_from_title", v, at)}}
	}},
	{"vendor.signature", func(s vendorScope) []vendorCand {
		if v, at := signedVendor(s.lone); v != "" {
			return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: at}, rank: vendorNamed, say: mk("import.warn.vendor_from_signature", v, at)}}
		}
		return nil
	}},
	{"vendor.mail_sender", mailSenderVendor}, // mail.go (ML0017): the company the sender's address domain names
	{"vendor.footer_company", func(s vendorScope) []vendorCand { // resolve_vendor_footer.go: "Rheinwerk Compute GmbH, Frankfurt – Alle Preise netto …"
		if v, at := footerCompany(s.lone); v != "" {
			return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: at}, rank: vendorNamed, say: mk("import.warn.vendor_from_footer", v, at)}}
		}
		return nil
	}},
	{"vendor.stamp", func(s vendorScope) []vendorCand {
		if v, at := stampVendor(s.lone); v != "" {
			return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: at}, rank: vendorNamed, say: mk("import.warn.vendor_from_stamp", v, at)}}
		}
		return nil
	}},
	{"vendor.self_intro", selfIntroVendor},   // resolve_vendor_intro.go: "我是天椒云算运维这边的小罗": the writer's own company
	{"vendor.bot_intro", botVendor},          // resolve_vendor_intro.go (AS0011): "我是天府星算的智能助手小星": the seller's chat bot
	{"vendor.contact_column", contactVendor}, // “王敏@蜀云汇算力” under 负责人: a contact's company; “陈涛（青城算力技术支持）” under 处理人
	{"vendor.offer_brand", func(s vendorScope) []vendorCand { // resolve_vendor_brand.go: "探云 H800 8卡裸金属" in each product cell
		b := s.brand
		if b.name == "" {
			return nil
		}
		return []vendorCand{{ev: Evidence{Value: b.name, Source: srcCell, Header: b.header, Letter: b.letter, Text: b.text}, rank: vendorNamed, say: mk("import.warn.vendor_from_brand", b.name)}}
	}},
	// the one vendor the titles of the workbook's other sheets name; before the
	// file name (OD0003): a workbook's own words name its seller, in the name
	// its other sheets are stored under, over a file name the buyer may have
	// typed ("02_tianfu_cloud_renewal_notice.xlsx" beside a sheet titled
	// “天府智云 续费提醒”); still only where no rule above found a candidate.
	// Its place before vendor.file_name only breaks ties: resolveVendor takes
	// the highest rank, so a file name of a higher rank still wins.
	{"vendor.book_title", func(s vendorScope) []vendorCand {
		if c, ok := s.ctx.bookTitleVendor(s.sheet); ok {
			return []vendorCand{c}
		}
		return nil
	}},
	{"vendor.file_name", func(s vendorScope) []vendorCand {
		v, file := s.ctx.fileVendor, s.ctx.res.File
		if v == "" {
			return nil
		}
		rank := vendorPlain
		if namesCompany(v) {
			rank = vendorNamed
		}
		return []vendorCand{{ev: Evidence{Value: v, Source: srcFileName, Text: file}, rank: rank, say: mk("import.warn.vendor_from_file", v, file)}}
	}},
}

// vendorFallback: the rules of vendorPolicy read only where no rule above
// found a candidate (a last resort, never a rival).
var vendorFallback = map[string]bool{"vendor.book_title": true}

// senderOrgLine: a sender's line names v as the company its department
// follows ("发件人：北岭云算 商务部 王工"), not a person alone.
func senderOrgLine(line, v string) bool {
	label, value, ok := labelled(strings.TrimSpace(line))
	if !ok || lineLabel[strings.ToLower(label)] != "sender" {
		return false
	}
	_, after, found := strings.Cut(value, v)
	return found && containsWord(after, "signature_word")
}

// lineRank: a sender's line names a person unless the name reads as a
// company; a line labelling the vendor names it.
func lineRank(v, line string) vendorRank {
	label, _, ok := labelled(stripSubjectLabel(strings.TrimSpace(line)))
	switch {
	case ok && isVendorLabel(label, v) && lineLabel[strings.ToLower(label)] != "sender":
		if containsWord(strings.ToLower(label), "operator_label") {
			return vendorOperator // "运营单位：…" under "服务提供商：…": the provider sells (review finding 4)
		}
		return vendorSeller // "投标人名称（盖章）：…", "报价单位：…": the seller as the file labels it
	case namesCompany(v):
		return vendorNamed
	case ok && lineLabel[strings.ToLower(label)] == "sender":
		return vendorPerson
	case ok:
		return vendorNamed
	}
	return vendorPlain
}

// resolveVendor chooses among every source's candidates; all of them are
// the evidence. ok is false when none names one.
func resolveVendor(s vendorScope) (vendorCand, []Evidence, bool) {
	var all []vendorCand
	best := -1
	for _, rule := range vendorPolicy {
		if vendorFallback[rule.id] && len(all) > 0 {
			continue
		}
		for _, c := range rule.read(s) {
			c.ev.Field, c.ev.Rule = fVendor, rule.id
			if n := narrowAlnum(c.ev.Value); n != c.ev.Value {
				if c.ev.Text == "" {
					c.ev.Text = c.ev.Value
				}
				c.ev.Value = n
			}
			if c.ev.Sheet == "" { // bookTitleVendor: the other sheet whose title it is
				c.ev.Sheet = s.sheet
			}
			all = append(all, c)
		}
	}
	for i, c := range all {
		if registeredSeller(c, all) {
			all[i].rank = vendorSeller
		}
		if best < 0 || all[i].rank > all[best].rank || all[i].rank == all[best].rank && mastheadName(all[best].ev.Text) != "" && labelledCompany(all[i].ev.Text) != "" {
			best = i // "服务提供方：XX智算科技有限公司" under the group's masthead "XX集团有限公司文件": the seller the file labels (review finding 3 of set109)
		}
	}
	if best < 0 {
		return vendorCand{}, nil, false
	}
	ev := make([]Evidence, len(all))
	for i, c := range all {
		ev[i] = c.ev
		if i == best {
			ev[i].Chosen = true
		} else {
			ev[i].Why = all[best].ev.Rule
		}
	}
	return all[best], ev, true
}

// narrowAlnum folds full-width letters and digits (蓉城星算ＩＤＣ, typed
// with a Chinese input method's full-width mode) to their ASCII forms, so
// one seller is stored, compared and traced under one name; the vendor's
// own text stays in the evidence. Full-width brackets and punctuation stay
// as written: 蓝湾（成都） is how Chinese company names are registered.
func narrowAlnum(v string) string {
	return strings.Map(func(r rune) rune {
		if w := halfWidth(r); w != r && (unicode.IsLetter(w) || unicode.IsDigit(w)) {
			return w
		}
		return r
	}, v)
}

// registeredSeller (SE-SELLER-RANK): a registered company's name (…有限公司)
// outranks a title's brand or product phrase (“昇腾算力 + 迁移适配服务 套餐
// 报价”), unless a line addresses it (“致 …有限公司 采购部”: the buyer) or
// another candidate is its short form (title 白云智算, signature 白云智算科技
// 有限公司: one seller, the policy's order keeps the first).
func registeredSeller(c vendorCand, all []vendorCand) bool {
	if c.rank != vendorNamed || !reCompany.MatchString(c.ev.Value) {
		return false
	}
	if low := strings.ToLower(strings.TrimSpace(c.ev.Text)); reForWhom.MatchString(low) || reRecipientLine.MatchString(low) {
		return false
	}
	return !slices.ContainsFunc(all, func(o vendorCand) bool {
		return o.ev.Value != c.ev.Value && strings.Contains(c.ev.Value, o.ev.Value)
	})
}

func isLabelled(line string) bool {
	_, _, ok := labelled(line)
	return ok
}

// upstreamHeader: a vendor column's header names the seller's own supplier
// (words/vendor.tsv upstream_header: 上游, 资源方, 原厂).
func upstreamHeader(h string) bool { return wordIn("upstream_header", h) }

// resellerLine: the sender's own line says it resells (words/vendor.tsv
// resale_word: 分销价目表, 授权代理商).
func resellerLine(line string) bool { return wordIn("resale_word", line) }

// partyTagWords: a bracketed tag after a party's name (words/vendor.tsv party_tag).
var partyTagWords = wordRows("party_tag")

// rePartyTag: a bracketed tag closing a name ("岷江智算（直签）").
var rePartyTag = regexp.MustCompile(`^(.+?)\s*[（(]([^（()）]{1,16})[)）]$`)

// partyTag splits a bracketed deal or channel tag off a party's name
// ("岷江智算（直签）" -> 岷江智算, 直签, deal): the bracket holds the
// party_tag word alone; any other (a place: "科技（上海）", "报价（经销商版，
// 12月）") stays part of the name.
func partyTag(v string) (name, tag, kind string) {
	t := strings.TrimSpace(v)
	if !strings.HasSuffix(t, ")") && !strings.HasSuffix(t, "）") { // a tag closes the name (most names: none)
		return v, "", ""
	}
	m := rePartyTag.FindStringSubmatch(t)
	if m == nil {
		return v, "", ""
	}
	for _, r := range partyTagWords {
		if norm(strings.TrimSpace(m[2])) == r[0] {
			kind = r[1]
		}
	}
	if kind == "" {
		for _, w := range partyViaWords { // "贵安黔算（经算力驿站）": through whom, a channel
			if rest, ok := strings.CutPrefix(norm(strings.TrimSpace(m[2])), w); ok && viaName(strings.TrimSpace(rest)) {
				kind = "channel"
				break
			}
		}
	}
	if kind == "" {
		return v, "", ""
	}
	return strings.TrimSpace(m[1]), strings.TrimSpace(m[2]), kind
}

// viaName: what follows a via word is a party's name: two to twelve letters,
// no figure or punctuation ("经销商版，12月" is a kind of price list, not a
// channel), not a word 经 opens (经销, 经营, 经理: words/vendor.tsv party_via_not).
func viaName(rest string) bool {
	n := utf8.RuneCountInString(rest)
	if n < 2 || n > 12 || strings.ContainsAny(rest, "0123456789,，;；、:：") {
		return false
	}
	return !slices.ContainsFunc(partyViaNot, func(w string) bool { return strings.HasPrefix(rest, w) })
}

var partyViaNot = wordsInOrder("party_via_not")

// partyViaWords: words/vendor.tsv party_via, longest first.
var partyViaWords = wordsInOrder("party_via")

// reTaggedParty: a Chinese name with a bracketed tag inside a line ("导出人：
// 锦城数智（金牌伙伴） 导出时间：…"); reLineFields parts a line's fields
// ("Exported by: Harbor Bridge (Reseller)").
var (
	reTaggedParty = regexp.MustCompile(`[^\s:：,，;；|｜（()）]{2,40}\s*[（(][^（()）]{1,16}[)）]`)
	reLineFields  = regexp.MustCompile(`[:：|｜,，;；]+|\s{2,}|　+`)
)

// channelPartyVendor: a line above or below the table naming a party with
// a channel tag (words/vendor.tsv party_tag channel: 金牌伙伴, 代理商,
// reseller) names who resells the list to the reader: a portal's export a
// partner forwards is sold and invoiced by the partner, not the portal's
// owner its title names. A line naming who the quote is for names none.
func channelPartyVendor(s vendorScope) []vendorCand {
	for _, line := range append(append([]string(nil), s.titles...), s.lone...) {
		if reRecipientLine.MatchString(strings.ToLower(line)) {
			continue
		}
		parts := reLineFields.Split(line, -1)
		for _, m := range reTaggedParty.FindAllString(line, -1) {
			if hasCJK(m) {
				parts = append(parts, m)
			}
		}
		for _, part := range parts {
			if name, tag, kind := partyTag(part); kind == "channel" && utf8.RuneCountInString(name) >= 2 && !idOnly(name) {
				return []vendorCand{{ev: Evidence{Value: name, Source: srcSheetLine, Text: line}, rank: vendorNamed,
					say: mk("import.warn.vendor_channel_party", name, strings.TrimSpace(line), tag)}}
			}
		}
	}
	return nil
}

// wordIn: the text holds a word of the table (priceStateWords.in's rule).
func wordIn(table, text string) bool {
	_, w := priceStateWords{rows: wordRows(table)}.in(text)
	return w != ""
}

// cellVendorEvidence: a row's own vendor cell is chosen over every candidate
// of the policy; its value is the name without a bracketed deal tag
// ("岷江智算（直签）", partyTag), as rowBuild.who stores it.
func cellVendorEvidence(r rowIn, c cell, person bool, others []Evidence) []Evidence {
	src := srcCell
	if person {
		src = srcPerson
	}
	name, _, _ := partyTag(c.text)
	ev := append(make([]Evidence, 0, len(others)+1), evidenceAt(fVendor, strings.TrimSpace(name), src, r, c, "vendor.cell"))
	ev[0].Chosen = true
	for _, o := range others {
		o.Chosen, o.Why = false, "vendor.cell"
		ev = append(ev, o)
	}
	return ev
}

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

// contactCol is a column naming people (负责人, 联系人, Contact), its cells below the header.
type contactCol struct {
	header string
	values []string
}

// contactColumns are the columns of t under a contact_header word (words/vendor.tsv).
func contactColumns(t *table, l *layout, first int) []contactCol {
	var out []contactCol
	for c, h := range l.headers {
		if !contactHeader[headerKey(h)] {
			continue
		}
		col := contactCol{header: strings.TrimSpace(h)}
		for r := first; r < len(t.rows); r++ {
			if v := strings.TrimSpace(t.cell(r, c)); v != "" {
				col.values = append(col.values, v)
			}
		}
		out = append(out, col)
	}
	return out
}

var contactHeader = func() map[string]bool {
	out := map[string]bool{}
	for w := range wordSet("contact_header") {
		out[headerKey(w)] = true
	}
	return out
}()

// contactVendor (SM-VENDOR-CONTACT): a contact column whose people carry
// one company, as a collaboration tool writes an outside contact
// (“王敏@蜀云汇算力”, “王敏（蜀云汇算力科技）”), names that company: a
// guess (whose contact it is the file does not say), ranked as a plain
// name and warned. Two companies in the column name none.
func contactVendor(s vendorScope) []vendorCand {
	var out []vendorCand
	for _, c := range s.contacts {
		name, at := "", ""
		for _, v := range c.values {
			co := contactCompany(v)
			if co == "" {
				continue
			}
			if name != "" && co != name {
				name = ""
				break
			}
			if name == "" {
				name, at = co, v // the first cell naming it
			}
		}
		if name != "" {
			out = append(out, vendorCand{ev: Evidence{Value: name, Source: srcCell, Header: c.header, Text: at}, rank: vendorPlain,
				say: mk("import.warn.vendor_from_contact", name, c.header, at)})
		}
	}
	return out
}

// rowContactCompany is the company a row's contact cell names (“刘总@天府星算”),
// with the cell's header and text; "" for none.
func rowContactCompany(extra map[string]string) (co, header, text string) {
	for _, h := range slices.Sorted(maps.Keys(extra)) {
		if contactHeader[headerKey(h)] {
			if co := contactCompany(extra[h]); co != "" {
				return co, h, extra[h]
			}
		}
	}
	return "", "", ""
}

var (
	machineNameHeader = func() map[string]bool {
		out := map[string]bool{}
		for w := range wordSet("machine_name_header") {
			out[headerKey(w)] = true
		}
		return out
	}()
	// “rx-h800-01 (蓉芯)”: a host name, then the vendor in brackets
	reHostVendor = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*\s*\(\s*([^()\s]{2,20})\s*\)$`)
)

// hostVendor is the vendor a row's machine-name cell names in brackets after
// a host name (“rx-h800-01 (蓉芯)”, words/vendor.tsv machine_name_header),
// with the cell's header and text; "" for none. Read only where the row has
// no vendor otherwise, and warned: a place in brackets would read the same.
func hostVendor(cells []cell) (v, header, text string) {
	for _, c := range cells {
		if !machineNameHeader[headerKey(c.header)] {
			continue
		}
		t := strings.TrimSpace(narrow(c.text))
		if m := reHostVendor.FindStringSubmatch(t); m != nil && hasCJK(m[1]) && !notAVendorName(m[1]) {
			return m[1], c.header, strings.TrimSpace(c.text)
		}
	}
	return "", "", ""
}

var (
	// “王敏@蜀云汇算力”: a person, then the company after @ (an e-mail's domain is none)
	reContactAt = regexp.MustCompile(`^@?([^@\s()]{1,20})@([^@\s.()]{2,30})$`)
	// “王敏(蜀云汇算力科技)”: the bracket, “王敏 蜀云汇算力科技有限公司”: the
	// words after the name, when they read as a company
	reContactParen = regexp.MustCompile(`^@?[^()@]{1,20}\(([^()]{2,30})\)$|^@?[^\s()@]{1,20}\s+([^\s()@]{2,40})$`)
)

// contactCompany is the company a contact cell names, "" for none.
func contactCompany(v string) string {
	v = strings.TrimSpace(narrow(v))
	if m := reContactAt.FindStringSubmatch(v); m != nil && hasCJK(m[2]) || m != nil && namesCompany(m[2]) {
		return m[2]
	}
	if m := reContactParen.FindStringSubmatch(v); m != nil && namesCompany(strings.TrimSpace(m[1]+m[2])) {
		return strings.TrimSpace(m[1] + m[2])
	} else if m != nil {
		// “陈涛（青城算力技术支持）”: the company, then the handler's team (resolve_vendor_intro.go)
		if co, cut := trimStaffRole(m[1] + m[2]); cut && namesCompany(co) && !buyerWord(v) {
			return co
		}
	}
	return ""
}

// sectionVendorEvidence: the vendor a section row names ("■ 供应商A：…")
// over the file's lines (a broker's title), which it overrules.
func sectionVendorEvidence(sheet string, sc *sectionContext, file []Evidence) []Evidence {
	out := []Evidence{{Field: fVendor, Value: sc.vendor, Source: srcSection, Sheet: sheet, Row: sc.row, Text: sc.text, Rule: "vendor.section", Chosen: true}}
	for _, e := range file {
		e.Chosen, e.Why = false, "vendor.section"
		out = append(out, e)
	}
	return out
}

// sheetTitles: the lines above one table of the workbook.
type sheetTitles struct {
	sheet string
	lines []string
}

// bookTitleVendor (vendor.book_title, vendorPolicy's last resort before
// the file name, read only where no rule above found one) is the vendor of a sheet that names
// none of its own (a 包周档期 sheet titled “整机包周预留档期” after a price
// list titled “星枢智算 · 分时段租赁价目”): the one vendor the titles of the
// workbook's other sheets name. Two sheets naming different vendors (a
// workbook of one sheet per vendor) give none.
func (ctx *readCtx) bookTitleVendor(sheet string) (vendorCand, bool) {
	var found vendorCand
	for _, st := range ctx.bookTitles {
		if st.sheet == sheet {
			continue
		}
		for _, line := range st.lines {
			v := vendorFromTitle(line)
			if v == "" || buyerParty(line) {
				continue
			}
			if found.ev.Value != "" && found.ev.Value != v {
				return vendorCand{}, false
			}
			if found.ev.Value == "" {
				found = vendorCand{ev: Evidence{Field: fVendor, Value: v, Source: srcSheetLine, Sheet: st.sheet, Text: line, Rule: "vendor.book_title"},
					rank: lineRank(v, line), say: mk("import.warn.vendor_from_book_title", v, st.sheet, line)}
			}
			break
		}
	}
	return found, found.ev.Value != ""
}

// buyerDocTitle: the line titles a document the buyer makes (words/
// vendor.tsv buyer_doc_title: 询价单, 比价记录表) and holds no reply word
// (buyer_doc_reply: "关于贵司询价单的报价" is the seller's).
func buyerDocTitle(line string) bool {
	_, doc := buyerDocWords.in(line)
	_, reply := buyerDocReplies.in(line)
	return doc != "" && reply == ""
}

var buyerDocWords, buyerDocReplies = priceStateWords{rows: wordRows("buyer_doc_title")}, priceStateWords{rows: wordRows("buyer_doc_reply")}
