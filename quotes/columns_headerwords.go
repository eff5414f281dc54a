package quotes

import (
	"strings"
)

// countPlurals are headers that count machines when their values are
// counts ("Instances" over 2, 6, 3) but may list instance names
// ("Instances" over p5.48xlarge): a weaker header word the values confirm.
var countPlurals = map[string]bool{"instances": true, "vms": true, "instancesavailable": true, "hosts": true, "boxes": true}

// valueConfirmed are header words that name a field only when the column's
// values agree ("Quote" over $2.10 is the price, "Quote date" is not this
// word; "Basis" over "per GPU-hour" is the unit): a weaker header score the
// values must lift.
var valueConfirmed = map[string]string{
	"quote": fPrice, "quoted": fPrice, "quotation": fPrice, "quotedrate": fPrice, "quoteamount": fPrice, "offerprice": fPrice, "askingprice": fPrice,
	"basis": fUnit, "pricingbasis": fUnit, "billingbasis": fUnit, "chargebasis": fUnit, "ratebasis": fUnit, "计价基础": fUnit, "计费基准": fUnit, "计价依据": fUnit,
}

// eitherLink are header words that name a link without saying whether it
// joins the GPUs of one machine or the machines ("Interconnect", "互联"):
// the column's values decide (NVLink is intra-node, IB NDR inter-node).
var eitherLink = map[string]bool{"interconnect": true, "interconnects": true, "互联": true, "互连": true, "互联方式": true, "links": true, "link": true}

func isEitherLinkHeader(h string) bool {
	for _, p := range headerParts(h) {
		if eitherLink[strings.ToLower(headerKey(p))] {
			return true
		}
	}
	return false
}

// planBasisFields are the cells whose words may state the basis beside
// the price cell: the notes, the offer name and the plan column
// ("包月（整机）", "整台按量"), and the unit column when it holds a plan
// rather than a unit.
func planBasisFields(unitIsPlan bool) []string {
	if unitIsPlan {
		return []string{fNotes, fOffer, fMode, fUnit}
	}
	return []string{fNotes, fOffer, fMode}
}

// linksAcross reads the part of a link cell that belongs to the other
// field: "NVLink + IB NDR 8x400G" under one "Interconnect" column gives
// the network between machines too, "IB HDR / NVLink" under a network
// column the link inside one. Only fields the row left unknown are set,
// each with a warning naming the cell.
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
			m := reIntraWords.FindString(strings.ToLower(seg))
			if m == "" || m == "pcie" || m == "pci-e" {
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
