package quotes

import (
	"regexp"
	"sort"
	"strings"
)

// The vendor policy's parties: a contract, an invoice or a bill names both
// sides on lines above its table ("甲方（采购方）：…", "乙方（服务方）：…",
// "Bill from,Ridgeline GPU Cloud Inc.", "Bill to,Example Buyer Ltd."). The
// line labelled as the seller names the vendor, ahead of any other title
// line; a line labelled as the buyer is never the vendor. The labels are
// the table party_label of words/procure.tsv.

var partyLabels = func() []string {
	ws := wordsInOrder("party_label")
	sort.SliceStable(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) })
	return ws
}()

// reRoleAside: the role in brackets after a party label ("（服务方）").
var reRoleAside = regexp.MustCompile(`^\s*\([^()]{0,12}\)`)

// partyLine reads a line opening with a party label: its role (vendor or
// buyer) and the name after the label; ok false for any other line.
func partyLine(line string) (role, name string, ok bool) {
	s := strings.TrimSpace(narrow(line))
	low := strings.ToLower(s)
	for _, w := range partyLabels {
		if !strings.HasPrefix(low, w) {
			continue
		}
		rest := reRoleAside.ReplaceAllString(s[len(w):], "")
		if rest == "" || !strings.ContainsAny(rest[:1], ":： \t") {
			continue
		}
		name = strings.TrimSpace(strings.TrimLeft(rest, ":： \t"))
		if name == "" {
			return "", "", false
		}
		return wordMap("party_label")[w], name, true
	}
	return "", "", false
}

// partyVendor is the vendor.party candidate: the first field of a line
// above the table that labels the seller (a line may set fields side by
// side: "合同编号：…　　甲方：…　　乙方：…").
func partyVendor(s vendorScope) []vendorCand {
	for _, line := range s.titles {
		role, name, ok := "", "", false
		for _, f := range reFieldGap.Split(strings.TrimSpace(line), -1) {
			if role, name, ok = partyLine(f); ok && role == "vendor" {
				break
			}
		}
		if !ok || role != "vendor" {
			continue
		}
		if v := vendorFromTitle(name); v != "" {
			name = v
		}
		return []vendorCand{{ev: Evidence{Value: name, Source: srcSheetLine, Text: line}, rank: vendorNamed,
			say: mk("import.warn.vendor_from_title", name, line)}}
	}
	return nil
}

// buyerParty: the line labels the buyer, so it names no vendor.
func buyerParty(line string) bool {
	role, _, ok := partyLine(line)
	return ok && role == "buyer"
}
