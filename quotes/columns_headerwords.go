package quotes

import (
	"regexp"
	"slices"
	"strings"
)

// The header words weaker than a synonym, which the values must confirm
// (words/header_words.tsv).
var (
	valueConfirmed = wordMap("header_value_confirmed")  // word -> field
	sourceOrVendor = wordSet("header_source_or_vendor") // 来源, source: a vendor or a channel
	countPlurals   = wordSet("header_count_plural")     // "Instances": machines, or instance names
	eitherLink     = wordSet("header_either_link")      // "Interconnect": inside a machine or between
	networkName    = wordSet("header_network_name")     // "IB", "InfiniBand" whole: the network column (SV0201)
)

func isEitherLinkHeader(h string) bool {
	return slices.ContainsFunc(headerParts(h), func(p string) bool { return eitherLink[strings.ToLower(headerKey(p))] })
}

// planBasisFields are the cells whose words may state the basis beside
// the price ("包月（整机）"): the unit column too when it holds a plan.
func planBasisFields(unitIsPlan bool) []string {
	if unitIsPlan {
		return []string{fNotes, fOffer, fMode, fUnit}
	}
	return []string{fNotes, fOffer, fMode}
}

// linksAcross reads the part of a link cell that belongs to the other
// field ("NVLink + IB NDR 8x400G" under "Interconnect"), where the row left
// that field unknown, with a warning naming the cell.
func (b *rowBuild) linksAcross() {
	q := &b.q
	if q.InterNode == "" || q.InterNode == Unknown {
		for _, seg := range reSpecSplit.Split(b.text(fIntra), -1) {
			seg = strings.TrimSpace(seg)
			if !reNetWords.MatchString(strings.ToLower(seg)) {
				continue
			}
			if n, err := ParseNetwork(seg); err == nil && n.Kind != Unknown && n.Kind != InterNone {
				q.InterNode, q.NICs, q.NICGbps, q.InterNodeGbps = n.Kind, n.NICs, n.NICGbps, n.TotalGbps
				q.AddWarning(mk("import.warn.link_from_notes", mk("import.fact.network", n.Kind), b.colName(fIntra), seg))
				break
			}
		}
	}
	if q.IntraNode == "" || q.IntraNode == Unknown {
		for _, seg := range reSpecSplit.Split(b.text(fInter), -1) {
			// PCIe in a network cell is the NIC's slot unless it stands alone
			low := strings.ToLower(strings.TrimSpace(seg))
			m := reIntraWords.FindString(low)
			if m == "" || (m == "pcie" || m == "pci-e") && low != m {
				continue
			}
			if in, err := ParseIntra(m); err == nil {
				q.IntraNode, q.IntraNodeGBps = in.Kind, in.GBps
				q.AddWarning(mk("import.warn.link_from_notes", mk("import.fact.intra", in.Kind), b.colName(fInter), strings.TrimSpace(seg)))
				break
			}
		}
	}
}

// slaTierWords: words/header_words.tsv header_sla_word (SLA, 可用性, uptime).
var slaTierWords = newWordMatcher("header_sla_word")

// reUptimePercent: an uptime percentage in a header (99.9%, 99.95 %).
var reUptimePercent = regexp.MustCompile(`(?:^|[^\d.])9\d(?:\.\d+)?\s*[%％]`)

// slaTierHeader (SV0901): a header naming an SLA and an uptime percentage
// ("Standard SLA (99.9%)", "企业版 SLA 99.99%"): one tier's price column
// where its values are prices; the percentage is never a price.
func slaTierHeader(all string) bool {
	_, _, ok := slaTierWords.find(all)
	return ok && reUptimePercent.MatchString(all)
}
