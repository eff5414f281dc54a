package quotes

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The vendor at the head of a title line that goes on as prose: "Hexa
// Cloud — GPU instance pricing, us-west-2 (console export). On-demand,
// USD per instance-hour." vendorFromTitle leaves such a line alone as a
// sentence; its head, before the title's dash, is a name when it is one
// to four capitalised words with no figure, and the rest of the line says
// what the file prices (a pricing word). vendorPolicy's vendor.title_head.

// titleHeadMaxWords: the words a name at a title's head may have [assumed].
const titleHeadMaxWords = 4

// titleHeadVendor is that name, "" when the line has none.
func titleHeadVendor(line string) string {
	line = strings.TrimSpace(line)
	segs := reTitleSeg.Split(line, 2)
	if len(segs) < 2 || !reTitleCutEN.MatchString(segs[1]) {
		return ""
	}
	head := strings.TrimSpace(segs[0])
	words := strings.Fields(head)
	if len(words) == 0 || len(words) > titleHeadMaxWords || strings.ContainsFunc(head, unicode.IsDigit) {
		return ""
	}
	for _, w := range words {
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) {
			return ""
		}
	}
	if notAVendorName(head) || reGenericTitle.MatchString(norm(head)) {
		return ""
	}
	return head
}

// nameAbbreviations: the abbreviations a company's name ends in with
// their dot (words/international.tsv): "Pte. Ltd.", "B.V.", "Inc.".
var nameAbbreviations = wordSet("name_abbreviation")

// keepAbbreviationDot gives trimmed name back its final dot where raw,
// the name before the trim, has it after an abbreviation ("MERLION
// COMPUTE PTE. LTD." stays whole, as the vendor writes it).
func keepAbbreviationDot(raw, name string) string {
	if !strings.HasPrefix(raw, name+".") {
		return name
	}
	words := strings.Fields(name)
	if len(words) < 2 || !nameAbbreviations[strings.ToLower(words[len(words)-1])] {
		return name
	}
	return name + "."
}
