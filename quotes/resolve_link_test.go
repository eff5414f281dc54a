package quotes

import (
	"slices"
	"testing"

	"computecheck/msg"
)

// linkOf reads one row of a small list and returns its quote's link.
func linkOf(t *testing.T, gpu, notes string) Quote {
	t.Helper()
	res := readCSV(t, "link.csv", "供应商,GPU型号,每台卡数,单价(元/卡/时),备注", "锦江云,"+gpu+",8,2.1,"+notes)
	if len(res.Quotes) != 1 {
		t.Fatalf("%s / %s: quotes %v problems %v", gpu, notes, res.Quotes, res.Problems)
	}
	return res.Quotes[0]
}

// A PCIe-only card, a stated PCIe form factor and PCIe in the notes are
// the intra-node link where no cell names one; zh and en.
func TestPCIeLinkInferred(t *testing.T) {
	for _, c := range []struct{ gpu, notes string }{
		{"RTX 4090", ""},              // catalogue: a PCIe board
		{"L40S 48GB", "25G Ethernet"}, // beside a network that is no link
		{"L20", "推理用"},
		{"A800 80G PCIe", ""},  // the form factor, stated
		{"H20 96G", "PCIe 互联"}, // the notes
		{"H20 96G", "cards on PCIe Gen5"},
	} {
		q := linkOf(t, c.gpu, c.notes)
		if q.IntraNode != IntraPCIe {
			t.Errorf("%s / %q: link %s, want pcie", c.gpu, c.notes, q.IntraNode)
			continue
		}
		said := false
		for _, w := range q.Warnings {
			said = said || w.Key == "import.warn.link_pcie_card" || w.Key == "import.warn.link_from_notes"
		}
		if !said {
			t.Errorf("%s: warnings %v, want where the link was read", c.gpu, q.Warnings)
		}
	}
}

// Nothing is inferred beside a word that says or implies a bridge, for a
// card whose form was assumed, or from PCIe that is another device's bus.
func TestPCIeLinkNotInferred(t *testing.T) {
	for _, notes := range []string{"NVLink", "NV-Link bridge", "NVSwitch", "H100 NVL", "SXM", "SXM4", "SXM5", "HGX", "HCCS", "两两桥接", "bridge"} { // LC0601–LC0611
		if q := linkOf(t, "RTX 4090", notes); q.IntraNode == IntraPCIe {
			t.Errorf("RTX 4090 / %q: pcie inferred beside a bridge", notes)
		}
	}
	for _, notes := range []string{"PCIe NVMe 3.84T", "PCIe SSD", "PCIe 网卡", "PCIe NIC", "PCIe 硬盘"} { // LC0621–LC0625
		if q := linkOf(t, "H20 96G", notes); q.IntraNode != Unknown {
			t.Errorf("H20 / %q: link %s, want unknown (another device's PCIe)", notes, q.IntraNode)
		}
	}
	if q := linkOf(t, "A100 80G", ""); q.IntraNode == IntraPCIe {
		t.Errorf("A100 80G (form assumed): link %s, want no PCIe inferred", q.IntraNode)
	}
}

// The SXM form of a catalogue NVLink card, named anywhere in the row of a
// machine of 2 cards or more, is NVLink between the cards, warned with the
// catalogue's figure and sources (KN0001–KN0008). Not for one card, a
// PCIe card or one whose row names PCIe too, nor a form only assumed.
func TestSXMFormLinkInferred(t *testing.T) {
	for _, c := range []struct{ gpu, notes string }{
		{"H100 80GB SXM5", ""}, {"A800-80G-SXM", ""}, {"H800 SXM 80G", "IB 400G"}, {"A100 80G", "HGX 整机"}, {"V100 32G", "SXM2"},
	} {
		q := linkOf(t, c.gpu, c.notes)
		said := false
		for _, w := range q.Warnings {
			said = said || w.Key == "import.warn.link_sxm_form" && len(w.Args) == 5
		}
		if q.IntraNode != IntraNVLink || !said {
			t.Errorf("%s / %q: link %s warnings %v, want nvlink said from the SXM form", c.gpu, c.notes, q.IntraNode, q.Warnings)
		}
	}
	for _, c := range []struct{ gpu, notes string }{
		{"H100 80G", ""}, {"H100 80G PCIe", ""}, {"A100 80G SXM4", "或 PCIe 版"}, {"RTX 4090", "SXM"},
	} {
		if q := linkOf(t, c.gpu, c.notes); q.IntraNode == IntraNVLink {
			t.Errorf("%s / %q: nvlink inferred", c.gpu, c.notes)
		}
	}
	for range 5 { // two cells name the form: the warning quotes the first field's, each run
		q := linkOf(t, "H100 80GB SXM5", "HGX 整机")
		if w := q.Warnings; len(w) == 0 || !slices.ContainsFunc(w, func(m msg.Msg) bool {
			return m.Key == "import.warn.link_sxm_form" && m.Args[0] == "GPU型号" && m.Args[1] == "H100 80GB SXM5"
		}) {
			t.Fatalf("two SXM cells: warnings %v, want the GPU cell quoted", w)
		}
	}
	res := readCSV(t, "one.csv", "供应商,GPU型号,每台卡数,单价(元/卡/时)", "锦江云,H100 80GB SXM5,1,9.9")
	if len(res.Quotes) != 1 || res.Quotes[0].IntraNode != Unknown {
		t.Errorf("one SXM card: %+v", res.Quotes)
	}
}
