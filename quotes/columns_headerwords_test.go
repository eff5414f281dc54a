package quotes

import "testing"

// A column of both links ("机内/机间") whose part before the separator is
// only "PCIe" gives the link inside the machine; PCIe among a NIC's words
// ("RoCE 2x200G PCIe") does not.
func TestLinksAcrossPCIeAlone(t *testing.T) {
	res := readCSV(t, "links.csv",
		"GPU型号,整机规格,价格(元/卡·时),机内/机间,供应商",
		"L40S 48GB,4卡/台,4.6,PCIe / 25G以太网,澜汐云",
		"H100 SXM5 80GB,8卡/台,15.2,RoCE 2x200G PCIe,澜汐云",
	)
	got := map[int]string{}
	for _, q := range res.Quotes {
		got[q.SourceRow] = q.IntraNode
	}
	if got[2] != "pcie" || got[3] == "pcie" {
		t.Errorf("intra-node links by row %v, want pcie for row 2 only; problems %+v", got, res.Problems)
	}
}
