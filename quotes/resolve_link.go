package quotes

import (
	"strings"

	"computecheck/calc"
)

// The resolve stage's intra-node link where no cell names one. A card the
// catalogue knows only as a PCIe board (RTX 4090, L40S, L20, an A800 PCIe
// whose form the file states) has no NVLink between its cards: its link is
// PCIe, said on the quote. So is "PCIe" in the row's notes about the cards
// (not an NVMe or a NIC). Nothing is inferred when any cell of the row says
// or implies a bridge (NVLink, SXM, HGX, HCCS: words/link.tsv), nor for a
// card whose form factor was assumed.

//
// An SXM module has no PCIe card edge to bridge: it sits on a board (NVIDIA
// HGX, DGX) that links its modules by NVLink (NVSwitch on 8-GPU boards), so
// a row naming the SXM form of a catalogue NVLink card (words/link.tsv
// sxm_form: "8× H100 80GB SXM5", "HGX H100") in a machine of 2 cards or
// more has NVLink between its cards, said on the quote with the catalogue's
// figure and sources. Nothing is inferred where the row also names PCIe, or
// where a cell names the link.

var (
	nvlinkSaid = newWordMatcher("nvlink_said")
	pcieOther  = newWordMatcher("pcie_other")
	sxmForm    = newWordMatcher("sxm_form")
)

// sxmLink sets q's intra-node link to NVLink where the row names the SXM
// form of its card (see above) and nothing else has set it.
var dashesAsSpaces = strings.NewReplacer("-", " ", "_", " ")

func (b *rowBuild) sxmLink(q *Quote) {
	if q.IntraNode != Unknown || q.GPU == "" || b.gpn == nil || *b.gpn < 2 {
		return
	}
	g, ok := calc.LookupGPU(q.GPU)
	if !ok || g.Link != IntraNVLink || g.NVLinkGBps == 0 {
		return
	}
	var at cell
	atField := ""
	for f, c := range b.r.cells {
		w := sxmWords(c.text)
		if w.pcie {
			return // "SXM or PCIe": the form is not one
		}
		if w.sxm && (atField == "" || f < atField) { // the first field in a fixed order, so the warning is the same each run
			at, atField = c, f
		}
	}
	if atField == "" {
		return
	}
	q.IntraNode = IntraNVLink
	q.AddWarning(mk("import.warn.link_sxm_form", at.header, strings.Join(strings.Fields(at.text), " "), g.Name, trimFloat(g.NVLinkGBps), g.Source))
}

// sxmWords: what sxmLink reads in a cell's text, each distinct text read once.
func sxmWords(text string) sxmRead {
	return remember(&sxmMemo, text, func(text string) (w sxmRead) {
		low := dashesAsSpaces.Replace(norm(text))
		m := reIntraWords.FindString(low)
		_, _, w.sxm = sxmForm.find(low)
		w.pcie = m == "pcie" || m == "pci-e"
		return w
	})
}

type sxmRead struct{ pcie, sxm bool }

var sxmMemo memo[string, sxmRead]

// pcieLink sets q's intra-node link to PCIe where the evidence above
// says so and nothing else has set it.
func (b *rowBuild) pcieLink(q *Quote) {
	if q.IntraNode != Unknown || q.GPU == "" {
		return
	}
	for _, c := range b.r.cells {
		if saysNVLink(c.text) {
			return
		}
	}
	for _, v := range b.r.extra {
		if saysNVLink(v) {
			return
		}
	}
	g, ok := calc.LookupGPU(q.GPU)
	if !ok {
		return
	}
	if seg, c, ok := b.inTextSegments(func(seg string) bool { said, negated := nvlinkWords(norm(seg)); return said && negated }); ok && g.Link == IntraPCIe {
		q.IntraNode = IntraPCIe // "无NVLink" in a note: no bridge, the cards on PCIe (stop 47, set117/02)
		q.AddWarning(mk("import.warn.link_from_notes", mk("import.fact.intra", IntraPCIe), c.header, seg))
		return
	}
	if g.Link == IntraPCIe && g.NVLinkGBps == 0 && !b.formAssumed(q.GPU) {
		q.IntraNode = IntraPCIe
		q.AddWarning(mk("import.warn.link_pcie_card", q.GPU))
		return
	}
	if g.Link != IntraPCIe && b.formAssumed(q.GPU) {
		// the card's form was assumed (SXM): a PCIe in a cell (both forms in one
		// cell, or a cell naming the card again, "NVIDIA A100 PCIe", that
		// formFromSpec does not read) gives no link either; the link stays
		// open, one decision with the card's form
		return
	}
	seg, c, ok := b.inTextSegments(func(seg string) bool {
		low := strings.ToLower(seg)
		if m := reIntraWords.FindString(low); m != "pcie" && m != "pci-e" {
			return false
		}
		_, _, other := pcieOther.find(norm(seg))
		return !other
	})
	if ok {
		q.IntraNode = IntraPCIe
		q.AddWarning(mk("import.warn.link_from_notes", mk("import.fact.intra", IntraPCIe), c.header, seg))
	}
}

// formAssumed: the row's GPU cell names the card without its form factor
// (PCIe or SXM), which the catalogue match assumed.
func (b *rowBuild) formAssumed(id string) bool {
	for _, f := range []string{fGPU, fSpec} {
		if m, ok := matchGPU(b.text(f)); ok && m.ID == id {
			return m.Assumed != ""
		}
	}
	return false
}

// saysNVLink: the text names an NVLink (words/nvlink_said), each distinct
// text looked at once (every quote asks of every cell of its row).
func saysNVLink(text string) bool {
	return remember(&nvlinkMemo, text, func(text string) bool {
		said, negated := nvlinkWords(norm(text))
		return said && !negated
	})
}

// nvlinkWords: low names an NVLink word (nvlink_said), and every one it
// names follows a word denying it ("无NVLink", "without NVLink": words/link.tsv
// link_negated, linkNegated), each distinct text looked at once.
func nvlinkWords(low string) (said, negated bool) {
	w, _, said := nvlinkSaid.find(low)
	if !said {
		return false, false
	}
	for i := 0; ; {
		j := strings.Index(low[i:], w)
		if j < 0 {
			return true, true
		}
		if !linkNegated(low, i+j) {
			return true, false
		}
		i += j + len(w)
	}
}

var nvlinkMemo memo[string, bool]
