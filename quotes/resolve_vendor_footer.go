package quotes

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The vendor named only in a closing note line: an export or a letterhead
// puts the seller's registered name first on its last line and goes on
// with the terms ("Rheinwerk Compute GmbH, Frankfurt – Alle Preise netto
// …", "成都某某科技有限公司，地址：…"). The name is read only where the
// line's first part, before its first comma, dash or semicolon, is a
// registered company's whole name (it ends in 有限公司, Ltd, GmbH:
// words/company.tsv company_registered) and the line is not addressed to
// someone (致 …, Prepared for …: the buyer). vendorPolicy's
// vendor.footer_company [rule SW0005].

// footerCompanyMaxRunes: the longest name the first part may be [assumed].
const footerCompanyMaxRunes = 60

// reFooterCut: where a closing line's first part ends.
var reFooterCut = regexp.MustCompile(`\s*[,，;；|｜]\s*|\s+[–—-]\s+`)

// footerCompany is the registered company a one-cell line under the table
// opens with, and the line; "" for none.
func footerCompany(lines []string) (string, string) {
	for _, line := range lines {
		line = strings.TrimSpace(line)
		head := strings.TrimSpace(reFooterCut.Split(line, 2)[0])
		if head == "" || head == line || utf8.RuneCountInString(head) > footerCompanyMaxRunes || !reCompany.MatchString(head) {
			continue
		}
		if low := strings.ToLower(line); reForWhom.MatchString(low) || reRecipientLine.MatchString(low) || buyerParty(line) {
			continue
		}
		if _, _, ok := labelled(head); ok || notAVendorName(head) || footerSentence(head) {
			continue // "Kunde: … GmbH": a label's value, read by the labelled rules
		}
		return head, line
	}
	return "", ""
}

// footerNotName: words/company.tsv footer_not_name, the words that make a
// closing line's first part a sentence or the buyer's address.
var footerNotName = wordSet("footer_not_name")

// footerSentence: head holds such a word before its registered name ("Quote
// for Acme Trading GmbH", "本报价解释权归成都锦里云计算有限公司"): a sentence,
// or the buyer, never the seller's name alone.
func footerSentence(head string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(head), func(r rune) bool { return !unicode.Is(unicode.Latin, r) }) {
		if footerNotName[w] {
			return true
		}
	}
	for w, yes := range footerNotName {
		if yes && hasCJK(w) && strings.Contains(head, w) {
			return true
		}
	}
	return false
}
