package quotes

import (
	"strings"
	"testing"
)

// An offer written on two rows: the price row and a line under it with no
// price that gives the machine's configuration. The line completes the row
// above (network, links, CPU, memory, disks), warned with its row; it is no
// note or section of the rows below.
func TestContinuedRowCompletesOffer(t *testing.T) {
	res := readCSV(t, "two_rows.csv",
		"供应商,资源,数量,价格",
		"岚桥数据,A800 80G SXM 8卡,3台,6.3元/卡/时",
		"配置：2*Intel 8358 / 1T内存 / 4*200G IB / 4*3.84T NVMe,,,",
		"岚桥数据,910B 8卡,4台,2.9万/台/月",
		"2*鲲鹏920 / 1T内存 / HCCS / 200G RoCE,,,",
		"岚桥数据,L20 8卡,6台,2.6元/卡/时",
		"以上价格含IB网络、NVLink,,,",
	)
	if len(res.Quotes) != 3 {
		t.Fatalf("%d quotes: %+v %+v", len(res.Quotes), res.Quotes, res.Problems)
	}
	q := res.Quotes[0]
	if q.InterNode != InterIB || !eqPtr(q.NICs, 4) || q.RAM != "1T内存" || !hasWarningKey(q, "import.warn.row_continued") {
		t.Errorf("row 2: inter=%s nics=%v ram=%q warnings=%v", q.InterNode, q.NICs, q.RAM, q.Warnings)
	}
	q = res.Quotes[1] // no label, but three parts of a machine
	if q.InterNode != InterRoCE || q.IntraNode != IntraHCCS {
		t.Errorf("row 4: inter=%s intra=%s", q.InterNode, q.IntraNode)
	}
	q = res.Quotes[2] // a note under the last row is no configuration line
	if q.InterNode == InterIB || hasWarningKey(q, "import.warn.row_continued") {
		t.Errorf("row 6 took the note: inter=%s %v", q.InterNode, q.Warnings)
	}
}

// A line naming a GPU under a price row is not read as the row's
// configuration (it may head the rows below).
func TestContinuedRowNamesNoGPU(t *testing.T) {
	res := readCSV(t, "sections.csv",
		"供应商,资源,数量,价格",
		"岚桥数据,A800 80G SXM 8卡,3台,6.3元/卡/时",
		"H100 8卡 / 2T内存 / 8*400G IB,,,",
		"岚桥数据,H100 8卡,2台,9.9元/卡/时",
	)
	for _, q := range res.Quotes {
		if hasWarningKey(q, "import.warn.row_continued") {
			t.Errorf("row %d read the GPU line as its configuration", q.SourceRow)
		}
	}
}

func hasWarningKey(q Quote, key string) bool {
	for _, w := range q.Warnings {
		if w.Key == key {
			return true
		}
	}
	return false
}

// FuzzContinuedRow: any line under a price row reads without a panic, and a
// line taken as the row's configuration is warned on the row above it.
func FuzzContinuedRow(f *testing.F) {
	for _, s := range []string{"配置：2*Intel 8358 / 1T内存 / 4*200G IB", "规格：HCCS", "Config: 100G Ethernet", "2*鲲鹏920 / 1T内存 / HCCS / 200G RoCE", "注：含税", "H100 8卡 / IB / 2T", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.ContainsAny(line, "\",\r\n") {
			return
		}
		res, err := Read("f.csv", csvOf("供应商,资源,价格", "岚桥数据,A800 80G SXM 8卡,6.3元/卡/时", line+",,"))
		if err != nil || res == nil {
			return
		}
		for _, q := range res.Quotes {
			if q.SourceRow != 2 && hasWarningKey(q, "import.warn.row_continued") {
				t.Fatalf("row %d continued by %q", q.SourceRow, line)
			}
		}
	})
}
