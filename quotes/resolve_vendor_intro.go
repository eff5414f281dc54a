package quotes

import (
	"regexp"
	"slices"
	"strings"
)

// The vendor a seller's staff name as their own company (issue 23, set73/
// set74: files written by the seller's engineers): a handler's bracket
// ("陈涛（青城算力技术支持）" under 处理人, resolve_vendor.go contactCompany)
// or a writer's introduction ("我是天椒云算运维这边的小罗"). Both write the
// company, then the team or role (words/vendor.tsv staff_role), then the
// person; the role is cut off the name's end. Never the buyer: a customer's
// column (提交人 "客户-李老师") is no contact column, and an introduction
// names the writer's company only where its name reads as a company.

// staffRoles: the roles, the longest first (words/vendor.tsv staff_role and
// the department rows of signature_word, value dept; its sign-offs, 敬上 and
// 特此通知, are no roles). The one reading of them: trimStaffRole cuts them,
// vendor.go reRoleSignature signs with them.
var staffRoles = func() []string {
	out := wordsWithValue("staff_role", "yes")
	out = append(out, wordsWithValue("signature_word", "dept")...)
	slices.SortStableFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}()

// wordsWithValue: a table's words of the given value, in the file's order.
func wordsWithValue(table, value string) []string {
	var out []string
	for _, r := range wordRows(table) {
		if r[1] == value {
			out = append(out, r[0])
		}
	}
	return out
}

// trimStaffRole cuts the roles written after a company's name ("青城算力技术
// 支持" -> "青城算力", "天椒云算运维" -> "天椒云算"); cut says one was.
func trimStaffRole(s string) (name string, cut bool) {
	name = strings.TrimSpace(s)
	for {
		i := slices.IndexFunc(staffRoles, func(w string) bool { return len(name) > len(w) && strings.HasSuffix(name, w) })
		if i < 0 {
			return name, cut
		}
		name, cut = strings.TrimSpace(strings.TrimSuffix(name, staffRoles[i])), true
	}
}

// reSelfIntro (VN0301-0307): "我是" + company and team + "这边的" + the person
// ("我是天椒云算运维这边的小罗", "我们是岷江算力的销售小张").
var reSelfIntro = regexp.MustCompile(wordAlternation("self_intro", "lead") + `\s*([\p{Han}A-Za-z0-9·&]{2,24}?)\s*` + wordAlternation("self_intro", "tie") + `\s*\p{Han}{1,6}`)

// introVendor is the company a line's writer introduces himself from, with
// the line; "" for none. The name must read as a company once its role is
// cut ("我是小王的朋友" names none).
func introVendor(line string) string {
	m := reSelfIntro.FindStringSubmatch(narrow(line))
	if m == nil {
		return ""
	}
	if buyerWord(m[0]) {
		return "" // "我是蓉城AI科技的采购小王": the buyer introduces himself
	}
	name, _ := trimStaffRole(m[1])
	if !namesCompany(name) || notAVendorName(name) {
		return ""
	}
	return name
}

// selfIntroVendor (vendorPolicy vendor.self_intro): the first line above or
// beside the table whose writer introduces himself as the seller's staff.
func selfIntroVendor(s vendorScope) []vendorCand {
	for _, line := range slices.Concat(s.titles, s.lone) {
		if v := introVendor(line); v != "" {
			return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: line}, rank: vendorNamed, say: mk("import.warn.vendor_from_intro", v, line)}}
		}
	}
	return nil
}

// buyerWord: the text names the buyer's side (words/prose.tsv prose_buyer:
// 采购, 客户, 甲方), whose company is never the vendor.
func buyerWord(text string) bool {
	_, _, ok := proseBuyer.find(norm(text))
	return ok
}

// reBotIntro (AS0011-AS0019): a seller's chat bot introducing itself, "我是"
// + the company + "的"? + what the bot is ("我是天府星算的智能助手小星",
// "这里是蓉城云智能客服").
var reBotIntro = regexp.MustCompile(`(?i)` + wordAlternation("self_intro", "lead") + `\s*([\p{Han}A-Za-z0-9·&]{2,24}?)\s*的?\s*` + wordAlternation("bot_role", "yes"))

// botIntroVendor is the company a chat bot names itself the assistant of,
// "" for none: a buyer's words and a name no vendor bears are none.
func botIntroVendor(line string) string {
	if !slices.ContainsFunc(introLeads, func(w string) bool { return strings.Contains(line, w) }) {
		return "" // no "我是" nor "这里是": no introduction, the regexp not run
	}
	m := reBotIntro.FindStringSubmatch(narrow(line))
	if m == nil || buyerWord(m[0]) {
		return ""
	}
	name := trimBotRole(m[1])
	if len([]rune(name)) < 2 || notAVendorName(name) || botGenericName(name) {
		return ""
	}
	return name
}

// introLeads: the words an introduction opens with (self_intro lead).
var introLeads = wordsWithValue("self_intro", "lead")

// botRoles: the bot_role words, the longest first.
var botRoles = func() []string {
	out := wordsWithValue("bot_role", "yes")
	slices.SortStableFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}()

// trimBotRole cuts the staff's and the bot's roles written after a company's
// name ("锦屏算力的智能客服" -> "锦屏算力"), as trimStaffRole cuts a staff's.
func trimBotRole(s string) string {
	name, _ := trimStaffRole(s)
	for {
		low := strings.ToLower(name)
		i := slices.IndexFunc(botRoles, func(w string) bool { return len(low) > len(w) && strings.HasSuffix(low, w) })
		if i < 0 {
			return name
		}
		name, _ = trimStaffRole(strings.TrimSpace(strings.TrimRight(name[:len(name)-len(botRoles[i])], "的")))
	}
}

// botGenerics: the words a bot writes before its role that name no company
// (words/vendor.tsv bot_generic, AS0041-), with the bot's and staff's roles,
// the longest first.
var botGenerics = func() []string {
	out := slices.Concat(wordsWithValue("bot_generic", "yes"), botRoles, staffRoles)
	slices.SortStableFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}()

// botGenericName: the name is made only of words naming no company
// ("本平台", "全天候在线", "智能客服"), "的" between them.
func botGenericName(name string) bool {
	rest := strings.ToLower(strings.TrimSpace(name))
	for rest != "" {
		rest = strings.TrimSpace(strings.TrimPrefix(rest, "的"))
		i := slices.IndexFunc(botGenerics, func(w string) bool { return w != "" && strings.HasPrefix(rest, w) })
		if i < 0 {
			return rest == ""
		}
		rest = rest[len(botGenerics[i]):]
	}
	return true
}

// botVendor (vendorPolicy vendor.bot_intro, AS0011): the first seller's
// line, above, beside or among the offers of a chat, in which the seller's
// bot introduces itself as the company's assistant.
func botVendor(s vendorScope) []vendorCand {
	for _, line := range slices.Concat(s.titles, s.lone, s.said) {
		if v := botIntroVendor(line); v != "" {
			return []vendorCand{{ev: Evidence{Value: v, Source: srcSheetLine, Text: line}, rank: vendorNamed, say: mk("import.warn.as_vendor_from_bot", v, line)}}
		}
	}
	return nil
}
