package quotes

import (
	"strings"
	"testing"
	"unicode"
)

// Review merged41 2: a quantity column holding "2x" (two servers) counts
// machines as it did before trees (9ee922f): the times sign is no card
// word; a group label "8x" still names no machine.
func TestQuantityTimesCountsMachines(t *testing.T) {
	for _, text := range []string{
		"Acme Cloud quote\nGPU,Config,Qty,Price (USD/server/month)\nH100 80G SXM,8-GPU server,2x,20000\n",
		"某某算力 报价\n型号,数量,单价(元/台·月)\nH100 SXM 8卡,2x,20000\n",
	} {
		res := readText(t, "qty.csv", text)
		if len(res.Quotes) != 1 {
			t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
		}
		q := res.Quotes[0]
		if q.Nodes == nil || *q.Nodes != 2 || q.GPUsPerNode == nil || *q.GPUsPerNode != 8 {
			t.Errorf("%q: machines %v cards %v, want 2 machines of 8", strings.SplitN(text, "\n", 3)[1], q.Nodes, q.GPUsPerNode)
		}
	}
	for _, text := range []string{"8x", "2×", "16x"} {
		if n := sectionCards(text); n != 0 {
			t.Errorf("sectionCards(%q) = %d, want 0", text, n)
		}
	}
}

// Review merged41 3: 块 is also the currency word (C0026): an unread
// value "8块/台" is 8 yuan a machine, no machine of 8 cards; a plan
// cell "8块卡整机" still names one.
func TestYuanPerMachineIsNoCards(t *testing.T) {
	for text, want := range map[string]int{"8块/台": 0, "8块每台": 0, "8卡/台": 8, "整机8卡": 8} {
		b := &rowBuild{r: rowIn{extra: map[string]string{"上架费": text}, extraLetters: map[string]string{"上架费": "C"}}}
		got := 0
		if reads := unreadMachineCards(b); len(reads) > 0 {
			got = reads[0].n
		}
		if got != want {
			t.Errorf("unreadMachineCards(%q) = %d, want %d", text, got, want)
		}
	}
	for text, want := range map[string]int{"8块/台": 0, "8块每台": 0, "8块卡整机": 8, "8卡整机": 8} {
		if n, _, _ := countPlanCell.find(text); n != want {
			t.Errorf("countPlanCell(%q) = %d, want %d", text, n, want)
		}
	}
}

// Review merged41 1: a group label naming both a machine and a plan
// keeps both whatever the word order; "包月 8卡/台" is no unit (which
// would clash with a 元/卡/时 price header) but 8 cards and 包月.
func TestSectionMachineAndPlanInOnePiece(t *testing.T) {
	for _, text := range []string{"8卡整机 包月", "8卡整机包月", "8卡机型（包月）", "包月 8卡/台"} {
		sc, ok := readSection(text)
		if !ok || sc.cards != 8 || sc.mode == nil || sc.mode.period != "month" || sc.unit.period != "" {
			t.Errorf("readSection(%q): ok %v cards %d mode %+v unit %+v, want 8 cards, 包月, no unit", text, ok, sc.cards, sc.mode, sc.unit)
		}
	}
	res := readText(t, "groups.csv", "某某云 整机报价\n型号,显存,单价(元/卡/时),备注\n包月 8卡/台,,,\nL20,48G,2.0,现货\nA10,24G,1.0,现货\n")
	if len(res.Quotes) != 2 || len(res.Problems) != 0 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		if q.GPUsPerNode == nil || *q.GPUsPerNode != 8 || q.Price != float64(map[string]float64{"L20-48G": 2, "A10-24G": 1}[q.GPU]) || q.PriceUnit != "gpu_hour" {
			t.Errorf("%s: cards %v price %v %s, want 8 cards at the row's 元/卡/时", q.GPU, q.GPUsPerNode, q.Price, q.PriceUnit)
		}
	}
}

// Review merged41 5: a line opening with a price and its unit ("1.2
// 元/卡时") under a heading numbered 1 keeps its price: the number is no
// outline number (TestOutlineNumberedLines keeps the real outlines).
func TestOutlinePriceIsNoNumber(t *testing.T) {
	ls := outlineRecords([]proseLine{{i: 0, text: "1. L40S 48G，8卡/台"}, {i: 1, text: "1.2 元/卡时，按量"}, {i: 2, text: "1.8 USD/GPU-hr 包月"}})
	for k, want := range []string{"1. L40S 48G，8卡/台", "1.2 元/卡时，按量", "1.8 USD/GPU-hr 包月"} {
		if ls[k].text != want {
			t.Errorf("line %d: %q, want %q", k, ls[k].text, want)
		}
	}
	if ls[1].head != "" || ls[2].head != "" {
		t.Error("a price line was read under the heading as an outline line")
	}
	res := readText(t, "letter.txt", "某某算力 报价函\n\n1. L40S 48G，8卡/台\n1.2 元/卡时，按量\n1.8 元/卡时，包月\n")
	if len(res.Quotes) != 2 || res.Quotes[0].Price != 1.2 || res.Quotes[1].Price != 1.8 {
		t.Errorf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
}

// Review merged41 4: a note naming PCIe slots ("扩展: 4x PCIe x16 插槽")
// names the machine's bus, not the card's form: an H100 left SXM by the
// catalogue stays SXM (words/link.tsv pcie_other MG0001-).
func TestPCIeSlotsAreNoCardForm(t *testing.T) {
	for _, note := range []string{"扩展: 4x PCIe x16 插槽", "2 PCIe slots free", "PCIe riser 转接卡"} {
		if fs := cellForms(note, false); len(fs) != 0 {
			t.Errorf("cellForms(%q) = %q, want none", note, fs)
		}
	}
	res := readText(t, "slots.csv", "某某算力 报价\n型号,单价(元/卡·时),备注\nH100 80G,2.5,扩展: 4x PCIe x16 插槽\n")
	if len(res.Quotes) != 1 || res.Quotes[0].GPU != "H100-80G-SXM" || hasWarningKey(res.Quotes[0], "import.warn.gpu_form_from_spec") {
		t.Errorf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	if fs := cellForms("说明: PCIe版", false); len(fs) != 1 {
		t.Errorf("cellForms(说明: PCIe版) = %q, want PCIe", fs)
	}
}

// Review merged41 (decided twice): the architecture test reads the table's
// map built once (timesNot), no per-call scan of the table (before:
// wordsValued re-scanned it into a new slice each time). payDaysWords is no such case: it
// runs once, building rePayTermDays at init, and payTermDaysOut only runs
// that regexp (the test shows it calls no table scan: a header naming no
// pay term allocates at most the builder's string).
func TestWordSetsBuiltOnce(t *testing.T) {
	if timesNot["x86"] != "arch" || timesNot["x4"] == "arch" {
		t.Error("machine_times_not misreads x86 / x4")
	}
	if n := testing.AllocsPerRun(100, func() { _ = machineTimes("服务器 x86，8卡", timesInSpec) }); n > 8 {
		t.Errorf("machineTimes allocates %v a call", n)
	}
	if n := testing.AllocsPerRun(100, func() { payTermDaysOut("单价(元/卡·时)") }); n > 2 {
		t.Errorf("payTermDaysOut allocates %v a call", n)
	}
}

// Review merged41 (speed): resourceKindOnly returns early where a letter
// no kind word holds is in the value; the answer is the replacing one's
// for every value (a speed change: this test passes before and after, the
// benchmark shows the gain).
func TestResourceKindOnlyEarlyReturn(t *testing.T) {
	slow := func(low string) bool {
		if !strings.ContainsFunc(low, unicode.IsLetter) {
			return false
		}
		for _, w := range resourceKindWords {
			low = strings.ReplaceAll(low, w, " ")
		}
		return !strings.ContainsFunc(low, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
	}
	vals := []string{"gpu计算", "cpu通用计算", "并行存储", "h100 80g sxm", "某某科技", "—", "gpu", "计算 存储", "a100", ""}
	vals = append(vals, resourceKindWords...)
	for _, v := range vals {
		if got, want := resourceKindOnly(v), slow(v); got != want {
			t.Errorf("resourceKindOnly(%q) = %v, want %v", v, got, want)
		}
	}
}

func BenchmarkResourceKindOnly(b *testing.B) {
	for i := 0; i < b.N; i++ {
		resourceKindOnly("h100 80g sxm 8卡整机")
	}
}

// Review merged41 (speed, not mended): treeTable's child labels are what
// sectionMode reads, tier terms ("1个月", "12个月") and bare periods among
// them, none of which holds a plan_word: a strings.Contains pre-check
// against the mode table would drop this tree.
func TestTreeChildrenWithoutPlanWords(t *testing.T) {
	rows := [][]string{
		{"名称", "单价(元/卡·月)", "备注"},
		{"H100 80G SXM 8卡", "", "现货"},
		{"1个月", "16000", ""},
		{"12个月", "14000", ""},
		{"A100 80G SXM 8卡", "", "现货"},
		{"1个月", "9000", ""},
		{"12个月", "8000", ""},
	}
	for _, r := range rows[2:] {
		for _, pw := range planWords {
			if treeChild(r[0]) && strings.Contains(norm(r[0]), pw[0]) {
				t.Fatalf("%q holds plan word %q: no case for this test", r[0], pw[0])
			}
		}
	}
	tb := &table{sheet: "s", rows: rows, rowNum: []int{1, 2, 3, 4, 5, 6, 7}}
	if jt := treeTable(tb); jt == tb {
		t.Error("a tree whose children are tier terms is not read as a tree")
	}
}
