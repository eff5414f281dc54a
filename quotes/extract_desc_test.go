package quotes

import (
	"testing"
	"unicode/utf8"
)

// A network's speed beside its word is no GPU memory: the card is named by
// the rest of a description cell; a figure with no network word still
// stands as written.
func TestNetSpeedIsNoGPUMemory(t *testing.T) {
	for _, c := range []struct {
		text, want string
	}{
		{"A800 RoCE 200G", "A800-80G-SXM"},
		{"H800 NDR 400G", "H800-80G-SXM"},
		{"L20 48G, 2×200G RoCEv2", "L20-48G"},
		{"H20 96G 400Gb IB", "H20-96G"},
		{"A100 40G 32卡（4台×8卡）HDR 200G", "A100-40G-SXM"},
		{"H20 96G 32卡（4台×8卡）RoCE", "H20-96G"},
	} {
		if m, ok := matchGPU(c.text); !ok || m.ID != c.want {
			t.Errorf("%q: read %v (%v), want %s", c.text, m.ID, ok, c.want)
		}
	}
	// no network word: "200G" is a memory the A800 never has
	if m, ok := matchGPU("A800 200G"); ok {
		t.Errorf("A800 200G: read %v, want no card", m.ID)
	}
	if v, ok := statedMemoryGB("L40S 48G 以太网 100G"); !ok || v != 48 {
		t.Errorf("L40S 48G 以太网 100G: memory %v %v, want 48", v, ok)
	}
}

// descMachines: the machines a description cell counts, sure only where
// its counts make the total cards certain.
func TestDescMachines(t *testing.T) {
	for _, c := range []struct {
		text         string
		n            int
		sure, stated bool
	}{
		{"A100 40G 32卡（4台×8卡）HDR 200G", 4, true, true},
		{"L40S 48G 8卡 × 3台", 3, true, true},
		{"RTX 4090 24G ×8 整机 6台", 6, true, true},
		{"H800 100卡（16台×8卡）", 16, false, true}, // 16 × 8 is not 100
		{"H100 集群 16台", 16, false, true},       // no cards per machine
		{"H100 8卡/台", 0, false, false},
		{"A800 64卡", 0, false, false},
	} {
		n, sure, stated := descMachines(c.text)
		if n != c.n || sure != c.sure || stated != c.stated {
			t.Errorf("%q: %d sure %v stated %v, want %d %v %v", c.text, n, sure, stated, c.n, c.sure, c.stated)
		}
	}
}

func TestGroupLine(t *testing.T) {
	for _, c := range []struct {
		lines []string
		ok    bool
	}{
		{[]string{"备注：月租金为整个集群的价格（非单台）"}, true},            // DS0001
		{[]string{"注：月租金按整集群计"}, true},                     // DS0002
		{[]string{"Note: 月租金 is per whole cluster"}, true}, // DS0005
		{[]string{"备注：转让价为整个集群的月租"}, false},                // another column's
		{[]string{"月租金非整个集群的价格"}, false},                   // negated
	} {
		if _, ok := groupLine(c.lines, "月租金"); ok != c.ok {
			t.Errorf("%v: %v, want %v", c.lines, ok, c.ok)
		}
	}
}

// A board of offers each described in one cell, its price the whole
// cluster's by a line under the table: split over the cards the cell
// counts; a cell whose counts disagree is refused at the description.
func TestDescriptionCellGroupPrice(t *testing.T) {
	res := readCSV(t, "board.csv",
		"算力转租信息",
		"转租方,配置说明,月租金,联系人",
		"西岭数据,A800 SXM 64卡（8台×8卡）HDR 200G,46.08万/月,刘工",
		"青城算力,RTX 4090 24G ×8 整机 6台,34.56万/月,张工",
		"锦官智算,H800 100卡（16台×8卡）NDR 400G,80万/月,赵工",
		"备注：月租金为整个集群的价格（非单台）")
	if len(res.Quotes) != 2 {
		t.Fatalf("quotes %v problems %v: want two quotes", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if !within(perGPUHour(t, q), 10) || !hasWarningKey(q, "import.warn.group_split") {
			t.Errorf("%s %s: %v per GPU-hour, warnings %v: want 10 (the cluster's price over its cards), warned", q.Vendor, q.GPU, perGPUHour(t, q), q.Warnings)
		}
	}
	if len(res.Problems) != 1 || res.Problems[0].Reason.Key != "import.err.group_counts_unsure" || res.Problems[0].Column != "配置说明" {
		t.Errorf("problems %v: want the 100-card cluster refused at its description", res.Problems)
	}
	// no line says the price is the cluster's: never read per card or machine unwarned
	res = readCSV(t, "board_bare.csv",
		"算力转租信息",
		"转租方,配置说明,月租金,联系人",
		"西岭数据,A800 SXM 64卡（8台×8卡）HDR 200G,46.08万/月,刘工")
	if len(res.Quotes) != 0 {
		t.Errorf("quotes %v: want the price of unstated basis refused", res.Quotes)
	}
}

func FuzzDescMachines(f *testing.F) {
	for _, s := range []string{"H800 128卡（16台×8卡）NDR 400G", "RTX 4090 24G ×8 整机 6台", "A800 RoCE 2×200G", "8卡×3台", "H100 集群 16台", "400G IB 8台x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, sure, stated := descMachines(s)
		if sure && !stated || stated && (n < 1 || n > maxNodes) || !stated && n != 0 {
			t.Errorf("%q: %d sure %v stated %v", s, n, sure, stated)
		}
		if w := withoutNetSpeeds(s); utf8.ValidString(s) && !utf8.ValidString(w) || len(w) > len(s) {
			t.Errorf("%q: without speeds %q", s, w)
		}
	})
}

// An app's offer cards as lines (title naming the GPU, then price and
// stock lines, then a blank line) are records: each price line is read
// after its title and located at its own line; a figure's thousands comma
// the text reader cut is one amount.
func TestBlockRecords(t *testing.T) {
	res := readCSV(t, "cards.txt",
		"算力集市 · 实例列表",
		"",
		"A800 80G SXM ｜ 8卡/台",
		"¥5.60/卡/时   按量",
		"剩余 3台",
		"",
		"L40S 48G ｜ 8卡/台",
		"包月 ¥2,160/卡/月",
		"",
		"H800 80G SXM ｜ 8卡/台",
		"包月 ¥51,840/台/月")
	want := map[string]float64{"A800-80G-SXM": 5.6, "L40S-48G": 3, "H800-80G-SXM": 9}
	if len(res.Quotes) != len(want) {
		t.Fatalf("quotes %v problems %v: want one a card", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if w, ok := want[q.GPU]; !ok || !within(perGPUHour(t, q), w) || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 {
			t.Errorf("%s: %v per GPU-hour, %v a machine: want %v, 8", q.GPU, perGPUHour(t, q), q.GPUsPerNode, w)
		}
		if q.SourceRow != map[string]int{"A800-80G-SXM": 4, "L40S-48G": 8, "H800-80G-SXM": 11}[q.GPU] {
			t.Errorf("%s: row %d: want the price line", q.GPU, q.SourceRow)
		}
	}
}

func TestProseClausesKeepThousands(t *testing.T) {
	for _, c := range []struct {
		line string
		n    int
	}{
		{"包月 ¥59,800/台/月", 1},
		{"H800 6.5万/台,A800 4.2万/台", 2},
		{"4卡,8卡", 2},
		{"1.5,200台", 2},
	} {
		if got := proseClauses(c.line); len(got) != c.n {
			t.Errorf("%q: %q, want %d clauses", c.line, got, c.n)
		}
	}
	if got := joinCut([]string{"包月 ¥59", "800/台/月"}, false); got != "包月 ¥59,800/台/月" {
		t.Errorf("joinCut: %q", got)
	}
	if got := joinCut([]string{"包月 ¥59", "800/台/月"}, true); got != "包月 ¥59, 800/台/月" {
		t.Errorf("joinCut of workbook cells: %q", got)
	}
}
