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

// A buyer's RFQ form returned filled in: the machines offered written with
// their cards ("48卡（6台）") are 6 machines, and the vendor's remarks
// column (供应商说明) is notes, never the vendor.
func TestRFQResponseCountsAndRemarks(t *testing.T) {
	res := readCSV(t, "rfq.csv",
		"报价方（盖章）：瀚湾智算（南京）有限公司",
		"需求资源,需求租期,可供数量,含税单价,计价单位,供应商说明",
		"H100 SXM 80G（8卡/台）,3个月,48卡（6台）,13.6,元/卡·时,按月结算",
		"L40S 48G（4卡/台）,6个月,4台(16卡),3.95,元/卡·时,需预付一个月",
	)
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %d, problems %+v", len(res.Quotes), res.Problems)
	}
	for i, want := range []int{6, 4} {
		q := res.Quotes[i]
		if q.Nodes == nil || *q.Nodes != want || q.Vendor != "瀚湾智算（南京）有限公司" {
			t.Errorf("row %d: nodes %v, vendor %q", q.SourceRow, q.Nodes, q.Vendor)
		}
	}
}

// A system-disk column (系统盘 50GB; words/header_synonyms.tsv PM03xx) is
// not read: its sizes are no GPU's memory, so the card beside it stays the
// catalogue's (RTX 4090 is not read as a 50 GB card).
func TestSystemDiskIsNoGPUMemory(t *testing.T) {
	for _, head := range []string{"系统盘", "System disk"} {
		q := onlyQuote(t, "供应商,GPU,卡数,"+head+",按量(元/台·时)", "云锦,RTX 4090,2,50GB,4.49")
		if q.GPU != "RTX4090-24G" || !within(perGPUHour(t, q), 2.245) {
			t.Errorf("%s: %s at %v a GPU-hour, want RTX4090-24G at 2.245; %v", head, q.GPU, perGPUHour(t, q), q.Warnings)
		}
	}
}
