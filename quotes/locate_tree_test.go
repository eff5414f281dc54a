package quotes

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// quotesOf is a read's quotes by GPU and price, for a test to look up.
func quotesOf(res *FileResult) map[string][]Quote {
	out := map[string][]Quote{}
	for _, q := range res.Quotes {
		out[q.GPU] = append(out[q.GPU], q)
	}
	return out
}

// TE0013: a drawn tree (├─ │ └─) in the first column: a machine row names
// the GPU and cards, the leaves under it only a billing mode beside their
// price and unit; each leaf is read as its parent's machine, warned; a leaf
// under a machine naming no catalogue GPU is refused, never read as the
// machine above; an unpriceable leaf is refused at its row.
func TestTreeDrawnLeavesTakeTheirMachine(t *testing.T) {
	res := readText(t, "tree.csv", strings.Join([]string{
		"某某算力 资源树,,,",
		"资源,配置,价格,计价单位",
		"■ 华西节点,,,",
		"├─ L40S 48G 8卡,PCIe,,",
		"│  ├─ 按量,,3.20,元/卡·时",
		"│  └─ 包月,,\"16,000\",元/台·月",
		"├─ A100 80G SXM 8卡,NVLink,,",
		"│  ├─ 包天,,900,元/台·天",
		"│  └─ 包年,,面议,元/台·年",
		"└─ 某某加速卡 X7 8卡,,,",
		"   └─ 按量,,2.00,元/卡·时",
	}, "\n")+"\n")
	by := quotesOf(res)
	if len(by["L40S-48G"]) != 2 || len(by["A100-80G-SXM"]) != 1 {
		t.Fatalf("quotes %+v", by)
	}
	for _, q := range append(by["L40S-48G"], by["A100-80G-SXM"]...) {
		if q.GPUsPerNode == nil || *q.GPUsPerNode != 8 {
			t.Errorf("%s %v: cards %v, want 8", q.GPU, q.Price, q.GPUsPerNode)
		}
		if !hasWarningKey(q, "import.warn.tree_parent") {
			t.Errorf("%s %v: no warning naming the parent row", q.GPU, q.Price)
		}
	}
	if q := by["L40S-48G"][1]; q.Price != 16000 || q.PriceUnit != "node_month" {
		t.Errorf("L40S 包月 %v %s, want 16000 a machine-month", q.Price, q.PriceUnit)
	}
	refused := map[int]bool{}
	for _, p := range res.Problems {
		refused[p.Row] = true
	}
	if !refused[9] || !refused[11] {
		t.Errorf("the 面议 leaf and the leaf of an unknown GPU are not refused at their rows: %+v", res.Problems)
	}
	if len(res.Quotes) != 3 {
		t.Errorf("%d quotes, want 3", len(res.Quotes))
	}
}

// TE0013: a pivot pasted as values, compact form: the group rows hold the
// sums of their children's figures, no price; the children (billing modes)
// are the offers.
func TestTreePivotGroupSumsAreNoPrices(t *testing.T) {
	rows := [][]string{
		{"行标签", "求和项:单价(元/卡·时)", "求和项:台数"},
		{"L20 48G (8卡)", "5", "3"},
		{"按量", "2.6", "1"},
		{"包月", "2.4", "2"},
		{"A10 24G (8卡)", "1.9", "4"},
		{"按量", "1.0", "3"},
		{"包季", "0.9", "1"},
		{"总计", "6.9", "7"},
	}
	tb := &table{sheet: "s", rows: rows, rowNum: []int{4, 5, 6, 7, 8, 9, 10, 11}}
	jt := treeTable(tb)
	if jt == tb {
		t.Fatal("the pivot was not read as a tree")
	}
	for r, want := range map[int][]string{0: {"行标签", "求和项:单价(元/卡·时)", "求和项:台数", "行标签 型号"}, 1: {"", "", "", ""}, 2: {"按量", "2.6", "1", "L20 48G (8卡)"}, 6: {"包季", "0.9", "1", "A10 24G (8卡)"}} {
		for k, w := range want {
			if got := jt.cell(r, k); got != w {
				t.Errorf("row %d col %d: %q, want %q", r, k, got, w)
			}
		}
	}
	// a group row whose figure is no sum of its children is an offer: no tree
	rows[1][1] = "9"
	if treeTable(&table{sheet: "s", rows: rows, rowNum: tb.rowNum}) == nil {
		t.Fatal("nil table")
	}
	if tt := (&table{sheet: "s", rows: rows, rowNum: tb.rowNum}); treeTable(tt) != tt {
		t.Error("a group row with a price of its own was read as a tree's parent")
	}
}

// TE0013: an ERP's numbered price tree: the outline number of a parent
// (1.1) is no figure; the parent's spec cell is its children's.
func TestTreeOutlineNumberedTable(t *testing.T) {
	rows := [][]string{
		{"层级", "名称", "配置", "单价", "单位"},
		{"1", "训练型", "", "", ""},
		{"1.1", "H20 96G 8卡整机", "8×H20 96G / NVLink", "", ""},
		{"1.1.1", "按量计费", "", "5.5", "元/卡/小时"},
		{"1.1.2", "包月", "", "28000", "元/台/月"},
		{"1.2", "L40 48G 4卡机", "4×L40 48G PCIe", "", ""},
		{"1.2.1", "按量计费", "", "2.1", "元/卡/小时"},
	}
	tb := &table{sheet: "s", rows: rows, rowNum: []int{3, 4, 5, 6, 7, 8, 9}}
	jt := treeTable(tb)
	if jt == tb {
		t.Fatal("the outline was not read as a tree")
	}
	if got := jt.cell(3, 2); got != "8×H20 96G / NVLink" {
		t.Errorf("the child's spec %q, want the parent's", got)
	}
	if got := jt.cell(3, 0); got != "1.1.1" {
		t.Errorf("the child's own number %q", got)
	}
	if got := jt.cell(6, 5); got != "L40 48G 4卡机" {
		t.Errorf("the child's machine %q", got)
	}
	// a plain table (a GPU on every row, the plan in its own column) is no tree
	plain := &table{sheet: "s", rows: [][]string{{"GPU", "计费", "单价"}, {"H20 96G", "按量", "5"}, {"H20 96G", "包月", "3"}, {"L40 48G", "按量", "2"}}, rowNum: []int{1, 2, 3, 4}}
	if treeTable(plain) != plain {
		t.Error("a plain table was read as a tree")
	}
}

// TE0001/TE0002: a group label over a price list's rows states the cards
// of their machines; the 、 of a counted label ("【三、包季】") splits it.
func TestSectionGroupCards(t *testing.T) {
	for text, want := range map[string]int{"8卡整机": 8, "4卡机": 4, "单卡机": 1, "— 8卡/台 —": 8, "16卡": 0, "按量计费": 0, "8卡机型": 8, "4卡服务器": 4, "8-GPU nodes": 8, "8卡起租": 0} {
		sc, ok := readSection(text)
		if got := sc.cards; got != want || want > 0 && !ok {
			t.Errorf("readSection(%q) cards %d ok %v, want %d", text, got, ok, want)
		}
	}
	sc, ok := readSection("【二、包季】单位：元/卡/月（按季预付）")
	if !ok || sc.mode == nil || sc.mode.term == nil || sc.modeText != "包季" {
		t.Errorf("counted 包季 label: %+v", sc)
	}
	res := readText(t, "groups.csv", "某某云 整机报价\n型号,按量(元/台·时),包月(元/台·月)\n8卡整机,,\nL20 48G,24.0,\"12,960\"\n单卡机,,\nA10 24G,1.2,700\n")
	by := quotesOf(res)
	if q := by["L20-48G"]; len(q) != 2 || q[0].GPUsPerNode == nil || *q[0].GPUsPerNode != 8 || q[0].Price != 24 || q[0].PriceUnit != "node_hour" {
		t.Errorf("L20 under 8卡整机: %+v", q)
	}
	if q := by["A10-24G"]; len(q) != 2 || q[0].GPUsPerNode == nil || *q[0].GPUsPerNode != 1 || !hasWarningKey(q[0], "import.warn.gpn_from_section") {
		t.Errorf("A10 under 单卡机: %+v", q)
	}
}

// TE0003: a Word document's multi-level numbering: the 1.1 line names the
// GPU, its 1.1.x lines one billing mode and price each.
func TestOutlineNumberedLines(t *testing.T) {
	res := readText(t, "letter.txt", "某某算力 报价函\n\n一、训练\n1.1 L40S 48G，8卡/台\n1.1.1 按量：3.10元/卡/小时\n1.1.2 包季：2.50元/卡/小时\n1.1.3 包年：面议\n1.2 A10 24G，单卡\n1.2.1 按量：1.20元/卡/小时\n")
	by := quotesOf(res)
	if len(by["L40S-48G"]) != 2 || len(by["A10-24G"]) != 1 {
		t.Fatalf("quotes %+v problems %+v", by, res.Problems)
	}
	for _, q := range by["L40S-48G"] {
		if q.Price == 2.5 && (q.MinHours == nil || *q.MinHours != 2160) {
			t.Errorf("包季 line: min hours %v, want 2160", q.MinHours)
		}
	}
	if !slicesHasRow(res.Problems, 7) {
		t.Errorf("the 面议 line is not refused at its line: %+v", res.Problems)
	}
	// a first level numbered "2、" heads its 2.x lines; its number is no amount
	res = readText(t, "letter2.txt", "某某算力 报价\n\n1. L40S 48G，8卡/台\n1.1 按量：3.10元/卡/小时\n2、A10 24G，单卡\n2.1 按量：1.20元/卡/小时\n")
	if by := quotesOf(res); len(by["L40S-48G"]) != 1 || len(by["A10-24G"]) != 1 || len(res.Problems) != 0 {
		t.Errorf("first-level headings: quotes %+v problems %+v", by, res.Problems)
	}
	if lines := outlineRecords([]proseLine{{text: "1.1 按量 3元"}, {text: "1.1.1 包月 2元"}}); lines[1].head != "" {
		t.Error("a line under a heading naming no GPU took a head")
	}
}

func slicesHasRow(ps []Problem, row int) bool {
	for _, p := range ps {
		if p.Row == row {
			return true
		}
	}
	return false
}

// TE0012: a 报价单 whose 资源名称 column names the GPU on its priced rows,
// among section and tax lines that price nothing.
func TestOfferColumnJudgedOnPricedRows(t *testing.T) {
	cs := colReads{
		{header: "资源名称", values: []string{"一类资源", "L20 48G 8卡", "A10 24G", "小结", "增值税"}, fieldScore: fieldScore{field: fOffer}},
		{header: "单价", values: []string{"", "6000", "800", "", ""}, fieldScore: fieldScore{field: fPrice}},
	}
	if got := pricedValues(cs, 0); len(got) != 2 {
		t.Errorf("priced values %q", got)
	}
}

// FuzzTreeTable: any grid reads as a tree or not without a panic, the
// tree keeping its rows and adding one column.
func FuzzTreeTable(f *testing.F) {
	for _, s := range []string{"资源,价格\n├─ H100 8卡,\n│ ├─ 按量,9\n└─ A100 8卡,\n  └─ 包月,3", "a,b\n1,2", "行标签,和\nL20 (8卡),5\n按量,2\n包月,3\nA10,1\n按量,1", "", ",,\n,,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || len(s) > 2000 {
			return
		}
		tb := &table{sheet: "s"}
		for i, line := range strings.Split(s, "\n") {
			tb.rows = append(tb.rows, strings.Split(line, ","))
			tb.rowNum = append(tb.rowNum, i+1)
		}
		jt := treeTable(tb)
		if jt != tb && (len(jt.rows) != len(tb.rows) || jt.width() != tb.width()+1) {
			t.Fatalf("tree of %q: %d rows, width %d", s, len(jt.rows), jt.width())
		}
	})
}

// TE0013 (review 1.1): a parent holding a price with its sign or unit
// ("¥25.00", "25元") is an offer, so the table is no tree; a tree
// parent's price, unit or currency cell is never copied into its child.
func TestTreeParentMoneyIsAnOffer(t *testing.T) {
	rows := [][]string{
		{"名称", "卡数", "互联", "单价", "单位"},
		{"H100 80G SXM", "8卡", "NVLink", "¥25.00", "元/卡·时"},
		{"包年", "", "", "", "备注"},
		{"A100 80G SXM", "8卡", "NVLink", "18元", "元/卡·时"},
		{"包年", "", "", "", "备注"},
	}
	tb := &table{sheet: "s", rows: rows, rowNum: []int{1, 2, 3, 4, 5}}
	if jt := treeTable(tb); jt != tb {
		t.Errorf("parents holding ¥25.00 and 18元 read as a tree: %q", jt.rows)
	}
	// a true tree (the parents price nothing): the parent's unit cell is not its child's
	rows = [][]string{
		{"名称", "卡数", "单价", "单位"},
		{"H100 80G SXM", "8卡", "", "元/卡·时"},
		{"按量", "", "25", ""},
		{"A100 80G SXM", "8卡", "", "元/卡·时"},
		{"包月", "", "9000", ""},
	}
	tb = &table{sheet: "s", rows: rows, rowNum: []int{1, 2, 3, 4, 5}}
	jt := treeTable(tb)
	if jt == tb {
		t.Fatal("the tree was not read")
	}
	if got := jt.cell(2, 3); got != "" {
		t.Errorf("the parent's unit %q copied into its child", got)
	}
	if got := jt.cell(2, 1); got != "8卡" {
		t.Errorf("the parent's cards %q not carried", got)
	}
}

// TE0001 (review 1.4): a minimum to rent ("最少8卡/台起租") is no
// machine's size, and a bare "8x" is a count of cards as "8卡" is: no
// section states the cards of its rows' machines from them.
func TestSectionMinimumRentIsNoMachine(t *testing.T) {
	for _, text := range []string{"最少8卡/台起租", "8x", "8×", "16x"} {
		if sc, _ := readSection(text); sc.cards != 0 || sectionCards(text) != 0 {
			t.Errorf("readSection(%q) cards %d, sectionCards %d, want 0", text, sc.cards, sectionCards(text))
		}
	}
	for text, want := range map[string]int{"8卡/台": 8, "8卡整机": 8} {
		if sc, _ := readSection(text); sc.cards != want {
			t.Errorf("readSection(%q) cards %d, want %d", text, sc.cards, want)
		}
	}
}

// TE0001 (review 1.3): the cards a group label states are evidenced at
// the label's row, as every other section source is, not at the quote's.
func TestSectionCardsEvidenceAtLabelRow(t *testing.T) {
	res := readText(t, "groups.csv", "某某云 整机报价\n型号,按量(元/台·时),包月(元/台·月)\n8卡整机,,\nL20 48G,24.0,\"12,960\"\nA10 24G,12.0,6000\n")
	if len(res.Quotes) != 4 {
		t.Fatalf("quotes %+v problems %+v", res.Quotes, res.Problems)
	}
	for _, q := range res.Quotes {
		e, ok := chosenOf(q.Evidence, "gpus_per_machine")
		if !ok || e.Source != srcSection || e.Row != 3 {
			t.Errorf("%s row %d: cards evidence %+v, want the label's row 3", q.GPU, q.SourceRow, e)
		}
	}
}

// TE0013 (review 1.5): a parent's price "8" over its children's "8.5" and
// "8.2" is a figure, no outline number: the parent is an offer, no tree.
// Outline numbers run in order under their parent (1.1, 1.2) in a column
// no price header heads.
func TestTreeParentPriceIsNoOutlineNumber(t *testing.T) {
	for _, kids := range [][2]string{{"8.5", "8.2"}, {"8.1", "8.2"}} {
		rows := [][]string{
			{"名称", "单价(元/卡·时)", "备注"},
			{"H100 80G SXM 8卡", "8", "现货"},
			{"按量", kids[0], "x"},
			{"包月", kids[1], "x"},
			{"A100 80G SXM 8卡", "6", "现货"},
			{"按量", "6.5", "x"},
			{"包月", "6.1", "x"},
		}
		tb := &table{sheet: "s", rows: rows, rowNum: []int{1, 2, 3, 4, 5, 6, 7}}
		if jt := treeTable(tb); jt != tb {
			t.Errorf("parent prices over %v read as outline numbers: %q", kids, jt.rows)
		}
	}
}

// TE0013 (review 1.6): ordinary offer rows above a tree: the last of them
// is a data row, never taken for the tree's header.
func TestTreeHeaderIsNoDataRow(t *testing.T) {
	rows := [][]string{
		{"名称", "计费", "单价", "单位"},
		{"V100 32G", "按量", "3.0", "元/卡·时"},
		{"H100 80G SXM 8卡", "", "", ""},
		{"按量", "", "25", "元/卡·时"},
		{"A100 80G SXM 8卡", "", "", ""},
		{"包月", "", "9000", "元/台·月"},
	}
	tb := &table{sheet: "s", rows: rows, rowNum: []int{1, 2, 3, 4, 5, 6}}
	if jt := treeTable(tb); jt != tb && jt.cell(1, tb.width()) != "" {
		t.Errorf("the data row was taken for the header: %q", jt.rows[1])
	}
	if got := tb.cell(1, 0); got != "V100 32G" {
		t.Errorf("the table itself was changed: %q", got)
	}
}

// TE0013 (review 1.7): rows the table already marked as under a block line
// naming no GPU stay marked after the tree is read.
func TestTreeKeepsNoGPURows(t *testing.T) {
	rows := [][]string{
		{"名称", "单价", "单位"},
		{"H100 80G SXM 8卡", "", ""},
		{"按量", "25", "元/卡·时"},
		{"A100 80G SXM 8卡", "", ""},
		{"包月", "9000", "元/台·月"},
	}
	tb := &table{sheet: "s", rows: rows, rowNum: []int{1, 2, 3, 4, 5}, noGPURows: map[int]bool{9: true}}
	jt := treeTable(tb)
	if jt == tb {
		t.Fatal("the tree was not read")
	}
	if !jt.noGPURows[9] {
		t.Errorf("the table's own rows naming no GPU were dropped: %v", jt.noGPURows)
	}
}

// review 3: the rule ids the tree readers name in code (TE0001-TE0003,
// TE0012-TE0015) are no word row's id: a row of words/*.tsv names its row.
func TestTreeRuleIDsApartFromWordRows(t *testing.T) {
	code := map[string]bool{"TE0001": true, "TE0002": true, "TE0003": true, "TE0012": true, "TE0013": true, "TE0014": true, "TE0015": true}
	for _, f := range []string{"words/rows.tsv", "words/locate.tsv"} {
		b, err := wordFiles.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if id, _, ok := strings.Cut(line, "\t"); ok && code[id] {
				t.Errorf("%s: row %q has the id of a code rule", f, line)
			}
		}
	}
}

// review 3: the tree's marks are a word table's (words/locate.tsv
// tree_mark), each trimmed before a label's words.
func TestTreeMarksFromTable(t *testing.T) {
	for _, m := range strings.Split("├└│─┬┴┼┃┗┣━|■□●◆▶►+`-—*·.", "") {
		if !slices.Contains(wordsInOrder("tree_mark"), m) {
			t.Errorf("mark %q is no row of tree_mark", m)
		}
		if got := treeLabel(m + " \u3000包月"); got != "包月" {
			t.Errorf("treeLabel(%q) = %q", m+" 包月", got)
		}
	}
}

// TE0015 (review 3): a plan cell and a group label read one machine's
// cards by one rule whose machine words are words/locate.tsv
// group_machine_word ("8卡机型", "8卡节点", "8卡云主机" as "8卡整机").
func TestPlanCellMachineWordsFromTable(t *testing.T) {
	for text, want := range map[string]int{"8卡整机": 8, "8卡机型": 8, "8卡节点": 8, "4卡云主机": 4, "8x": 8, "8-gpu nodes": 8, "4卡/台": 4, "8卡起租": 0} {
		if n, _, _ := countPlanCell.find(text); n != want {
			t.Errorf("countPlanCell(%q) = %d, want %d", text, n, want)
		}
	}
}

// TE0013 (engineer's note): a tree's parent row is no offer: its facts
// went to its children, so it is no "price is missing" refusal; its
// children's unpriceable rows still are.
func TestTreeParentRowIsNoRefusal(t *testing.T) {
	res := readText(t, "tree2.csv", strings.Join([]string{
		"某某算力 资源树,,,",
		"资源,配置,价格,计价单位",
		"├─ H800 8卡,NVLink,,",
		"│  ├─ 按量,,13.50,元/卡·时",
		"│  └─ 包年,,缺货,元/卡·年",
		"└─ L40S 48G 8卡,,,",
		"   └─ 包月,,\"2,450\",元/卡·月",
	}, "\n")+"\n")
	if len(res.Quotes) != 2 {
		t.Errorf("%d quotes, want 2", len(res.Quotes))
	}
	for _, p := range res.Problems {
		if p.Row == 3 || p.Row == 6 {
			t.Errorf("parent row %d refused: %+v", p.Row, p)
		}
	}
	if !slicesHasRow(res.Problems, 5) {
		t.Errorf("the 缺货 leaf is not refused at its row: %+v", res.Problems)
	}
}

// TE0013: a parent none of whose rows under it holds a figure or a cell
// (a label alone) keeps its label, so it is still refused, never dropped.
func TestTreeChildlessParentKeepsItsRow(t *testing.T) {
	rows := [][]string{
		{"资源", "价格", "单位"},
		{"H100 80G SXM 8卡", "", ""},
		{"包月", "", ""},
		{"A100 80G SXM 8卡", "", ""},
		{"按量", "9", "元/卡·时"},
		{"L40S 48G 8卡", "", ""},
		{"包月", "900", "元/卡·月"},
	}
	tb := &table{sheet: "s", rows: rows, rowNum: []int{1, 2, 3, 4, 5, 6, 7}}
	jt := treeTable(tb)
	if jt == tb {
		t.Fatal("the tree was not read")
	}
	if got := jt.cell(1, tb.width()); got != "H100 80G SXM 8卡" {
		t.Errorf("the childless parent's row lost its label: %q", jt.rows[1])
	}
	if got := jt.cell(3, tb.width()); got != "" {
		t.Errorf("a parent with children kept its label: %q", jt.rows[3])
	}
}
