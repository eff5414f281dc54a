package quotes

import (
	"regexp"
	"strconv"
	"strings"
)

// reCountBoard: a count before a board or form-factor word and nothing
// else ("8x HGX", "4× PCIe", "8*SXM5", "8 x OAM"): the machine's GPUs on
// that board, the model named in a column of its own.
var reCountBoard = regexp.MustCompile(`^(\d{1,2})\s*[x×*]\s*(hgx|dgx|sxm\d?|oam|pcie|pci-e)(?:\s*gen\s*\d)?$`)

// boardCount reads "8x HGX" as 8 GPUs in one machine; a PCIe board also
// says how the cards are linked.
func (sp *Spec) boardCount(low string) bool {
	m := reCountBoard.FindStringSubmatch(strings.TrimSpace(low))
	if m == nil {
		return false
	}
	n, err := strconv.Atoi(m[1])
	if err != nil || n < 1 || n > maxGPUsPerNode {
		return false
	}
	if sp.GPUs == nil {
		sp.GPUs = &n
	}
	if sp.Intra == nil && (m[2] == "pcie" || m[2] == "pci-e") {
		if in, err := ParseIntra(m[2]); err == nil {
			sp.Intra = &in
		}
	}
	return true
}

// subHeaderText: under a group header naming the machine ("机器规格" over
// 每台卡数 / 可供台数) each sub-header names one part of it. When the group
// word alone decides what the combined text matches and the sub-header on
// its own names a different field (not a price: tiers keep the group's
// unit), the column is matched by the sub-header.
func subHeaderText(text, sub string) string {
	if sub == "" || text == sub || !strings.HasSuffix(text, sub) {
		return text
	}
	group := strings.TrimSpace(strings.TrimSuffix(text, sub))
	own := matchHeader(sub)
	combined := matchHeader(text)
	if own == "" || own == fPrice || combined == fPrice || own == combined {
		return text
	}
	if !reMachineHeader.MatchString(norm(group)) || matchHeader(group) != combined {
		return text // the sub-header changes what the group says (库存 over 卡)
	}
	return sub
}
