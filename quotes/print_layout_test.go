package quotes

import (
	"math"
	"slices"
	"strings"
	"testing"

	"computecheck/msg"
)

// The print layouts' rules (PG, issue 23 set95's class), each on invented
// files: a box-drawn table (PG0001), a fax's sender label (PG0002), a
// footnote stating the marked price's unit (PG0011), a printed menu's
// heading naming the machine (PG0021), 垂询 (PG0031), a wide table's next
// page joined by its row numbers (PG0041).

// printQuote is the quote read from row, failing the test where none is.
func pgQuote(t *testing.T, res *FileResult, row int, gpu string) Quote {
	t.Helper()
	for _, q := range res.Quotes {
		if q.SourceRow == row && q.GPU == gpu {
			return q
		}
	}
	var got []string
	for _, q := range res.Quotes {
		got = append(got, q.GPU)
	}
	for _, p := range res.Problems {
		got = append(got, p.Text("en"))
	}
	t.Fatalf("no %s quote on row %d; read: %v", gpu, row, got)
	return Quote{}
}

func pgPerHour(t *testing.T, q Quote, want float64) {
	t.Helper()
	if got := perGPUHour(t, q); math.Abs(got-want) > 1e-3 {
		t.Errorf("row %d %s: per GPU-hour %v, want %v", q.SourceRow, q.GPU, got, want)
	}
}

func pgInt(p *int, want int) bool { return p != nil && *p == want }

func pgWarned(q Quote, key string) bool {
	return slices.ContainsFunc(q.Warnings, func(m msg.Msg) bool { return m.Key == key })
}

func pgProblem(res *FileResult, row int, key string) bool {
	return slices.ContainsFunc(res.Problems, func(p Problem) bool { return p.Row == row && p.Reason.Key == key })
}

// PG0001, PG0002: a memo's table drawn with box characters over two pages,
// heavy verticals on its header, its rows parted by drawn lines: each
// framed line is a row in the cells its verticals set, on its own line
// number, a line wrapped inside its row's boxes joined to it; the sender's
// 发件 line names the seller.
func TestBoxDrawnTableReadByItsVerticals(t *testing.T) {
	text := strings.Join([]string{
		"报 价 函                                    第1页/共2页",  // 1
		"收件：某某大学 计算中心 李老师",                                  // 2
		"发件：成都锦江云图算力有限公司  商务 赵航",                            // 3
		"╔══╦══════════╦════╦════════╗",                     // 4
		"┃编号┃ 机型            ┃单机卡数┃ 单价（元/台·天） ┃",             // 5
		"┣━━╋━━━━━━━━━━╋━━━━╋━━━━━━━━┫",                     // 6
		"│ 1  │ L40S 48G        │ 8      │ 480           │", // 7
		"├──┼──────────┼────┼────────┤",                     // 8
		"│ 2  │ A100 PCIe 40G   │ 4      │ 288           │", // 9
		"│    │ （风冷）         │        │ 含税          │",      // 10: its boxes' second line
		"└──┴──────────┴────┴────────┘",                     // 11
		"", // 12
		"┌──┬──────────┬────┬────────┐",                     // 13
		"│编号│ 机型            │单机卡数│ 单价（元/台·天） │",             // 14
		"├──┼──────────┼────┼────────┤",                     // 15
		"│ 3  │ H20 96G         │ 8      │ 1,152         │", // 16
		"└──┴──────────┴────┴────────┘",                     // 17
	}, "\r\n")
	res := readText(t, "memo.txt", text)
	l40 := pgQuote(t, res, 7, "L40S-48G")
	pgPerHour(t, l40, 2.5)
	if !pgInt(l40.GPUsPerNode, 8) {
		t.Errorf("L40S: %v GPUs per machine, want 8", l40.GPUsPerNode)
	}
	if !strings.Contains(l40.Vendor, "锦江云图") {
		t.Errorf("vendor %q, want the 发件 line's company", l40.Vendor)
	}
	pgPerHour(t, pgQuote(t, res, 9, "A100-40G-PCIe"), 3)
	pgPerHour(t, pgQuote(t, res, 16, "H20-96G"), 6)
	if len(res.Quotes) != 3 {
		t.Errorf("%d quotes, want 3", len(res.Quotes))
	}
}

// boxTableText keeps a tree's branches, a text with no drawn border, and
// every line's number.
func TestBoxTableTextLeavesOtherText(t *testing.T) {
	for _, text := range []string{
		"H100 报价\n│  ├─ 包月 6.5万/台\n│  └─ 包年 6.0万/台\n",
		"│ a │ b │\n│ c │ d │\n", // framed lines, no drawn border
		"价格表\n┌──────┐\n│ 只有一格 │\n└──────┘\n",
	} {
		if got := boxTableText(text); got != text {
			t.Errorf("boxTableText(%q) = %q, want it unchanged", text, got)
		}
	}
	in := "┌─┬─┐\n│a│b│\n├─┼─┤\n│c│d│\n└─┴─┘"
	want := "\n|a|b|\n\n|c|d|\n"
	if got := boxTableText(in); got != want {
		t.Errorf("boxTableText = %q, want %q", got, want)
	}
}

// FuzzBoxTableText: the rewrite keeps the text's line count, is idempotent,
// and changes only framed rows and drawn lines.
func FuzzBoxTableText(f *testing.F) {
	f.Add("┌─┬─┐\n│a│b│\n├─┼─┤\n│c│d│\n└─┴─┘")
	f.Add("│ 1 │ H100 │ 9.9 │\n│ 2 │ L20 │ 1.8 │\n└─┴─┴─┘\n注：含税")
	f.Add("│  ├─ 包月\n│  └─ 包年")
	f.Fuzz(func(t *testing.T, text string) {
		got := boxTableText(text)
		if strings.Count(got, "\n") != strings.Count(text, "\n") {
			t.Fatalf("line count changed: %q -> %q", text, got)
		}
		if again := boxTableText(got); again != got {
			t.Fatalf("not idempotent: %q -> %q -> %q", text, got, again)
		}
		in, out := strings.Split(text, "\n"), strings.Split(got, "\n")
		for i := range in {
			if in[i] != out[i] && !boxRow(in[i]) && !boxRuleLine(in[i]) {
				t.Fatalf("line %d changed though neither row nor rule: %q -> %q", i+1, in[i], out[i])
			}
		}
	})
}

// PG0011, PG0012: a footnote stating the marked price's whole unit (basis
// and period) is the cell's unit over the column header's, warned, the mark
// after the figure or before it; a footnote
// stating a term only changes no unit; a cell whose own unit disagrees with
// its footnote's is refused at the cell.
func TestFootnoteStatesThePricesUnit(t *testing.T) {
	text := "锦江云图算力 价目表,,,\n" + // 1
		"型号,每台卡数,台数,单价（元/卡/小时）\n" + // 2
		"L40S 48G,8,2,2.60\n" + // 3
		"L40S 48G,8,2,480※\n" + // 4
		"A100 PCIe 40G,4,1,1.95△\n" + // 5
		"A100 PCIe 40G,4,1,70※ 元/卡/天\n" + // 6
		"L40S 48G,8,1,※ 432\n" + // 7: the mark before the figure (PG0012)
		",,,\n" + // 8
		"※ 标※者为整机按天租金，单位 元/台/天。,,,\n" + // 9
		"△ 标△者须3个月起租。,,,\n"
	res := readText(t, "notes.csv", text)
	pgPerHour(t, pgQuote(t, res, 3, "L40S-48G"), 2.6)
	q := pgQuote(t, res, 4, "L40S-48G")
	pgPerHour(t, q, 2.5)
	if !pgWarned(q, "import.warn.footnote_unit") {
		t.Errorf("row 4: the footnote's unit is not warned: %v", q.Warnings)
	}
	a := pgQuote(t, res, 5, "A100-40G-PCIe")
	pgPerHour(t, a, 1.95)
	if a.MinHours == nil || *a.MinHours != 2160 {
		t.Errorf("row 5: min hours %v, want 2160 from the △ footnote", a.MinHours)
	}
	pgPerHour(t, pgQuote(t, res, 7, "L40S-48G"), 2.25)
	if !pgProblem(res, 6, "import.err.footnote_unit_conflict") {
		t.Errorf("row 6 (元/卡/天 in the cell, 元/台/天 in its footnote) not refused: %v", res.Problems)
	}
}

// PG0021, PG0022, PG0031: a brochure's heading naming the machine ("■ 4卡整机")
// gives its lines' cards, up to the next heading; a line under a heading
// naming none takes none; a leader glued to its figure ("..........432") is
// no decimal point; "欢迎垂询" in a price's place is refused.
func TestPrintedMenuHeadingGivesTheMachine(t *testing.T) {
	text := strings.Join([]string{
		"锦江云图算力 价目单",   // 1
		"",             // 2
		"■ 推理整机（4卡整机）", // 3
		"",             // 4
		"A10 24G · 包月 ………… 9,360 元/台·月",    // 5
		"L20 48G · 按天 ..........432 元/台·天", // 6
		"H20 96G · 包月 ………… 欢迎垂询",           // 7
		"",      // 8
		"■ 云主机", // 9
		"RTX 4090 24G · 按量 ………… 1.80 元/卡·时", // 10
	}, "\n")
	res := readText(t, "menu.txt", text)
	a10 := pgQuote(t, res, 5, "A10-24G")
	pgPerHour(t, a10, 3.25)
	if !pgInt(a10.GPUsPerNode, 4) || !pgWarned(a10, "import.warn.gpn_from_section") {
		t.Errorf("A10: %v GPUs per machine (want 4, warned): %v", a10.GPUsPerNode, a10.Warnings)
	}
	pgPerHour(t, pgQuote(t, res, 6, "L20-48G"), 4.5)
	if !slices.ContainsFunc(res.Problems, func(p Problem) bool { return p.Row == 7 }) {
		t.Errorf("row 7 (欢迎垂询) not refused: %v", res.Problems)
	}
	if g := pgQuote(t, res, 10, "RTX4090-24G").GPUsPerNode; pgInt(g, 4) {
		t.Errorf("row 10 under another heading took the 4卡 machine")
	}
}

// PG0041: a table's next page under it, numbered by 序号 and naming the
// same GPUs, takes each row's cards and machines from the earlier page's
// row of its number, warned; a second list numbered alike but naming other
// GPUs joins nothing.
func TestSplitPageJoinedByRowNumber(t *testing.T) {
	text := "锦江云图算力 报价表,,,,\n" + // 1
		"序号,型号,单机卡数,可租台数,按量（元/卡·时）\n" + // 2
		"1,L40S 48G,8,3,2.70\n" + // 3
		"2,A100 PCIe 40G,4,2,2.10\n" + // 4
		"第1页 共2页,,,,\n" + // 5
		"续表（接上页）,,,,\n" + // 6
		"序号,型号,包月（元/台·月）,包年（元/卡·年）,\n" + // 7
		"2,A100 PCIe 40G,5760,15768,\n" + // 8
		"1,L40S 48G,12960,,\n" // 9
	res := readText(t, "split.csv", text)
	a := pgQuote(t, res, 8, "A100-40G-PCIe")
	pgPerHour(t, a, 2)
	if !pgInt(a.GPUsPerNode, 4) || !pgInt(a.Nodes, 2) || !pgWarned(a, "import.warn.page_join") {
		t.Errorf("row 8: %v cards, %v machines (want 4 and 2, warned): %v", a.GPUsPerNode, a.Nodes, a.Warnings)
	}
	l := pgQuote(t, res, 9, "L40S-48G")
	pgPerHour(t, l, 2.25)
	if !pgInt(l.Nodes, 3) {
		t.Errorf("row 9: %v machines, want 3 from row 3", l.Nodes)
	}

	other := strings.Replace(text, "2,A100 PCIe 40G,5760", "2,H20 96G,5760", 1)
	res = readText(t, "split2.csv", other)
	for _, q := range res.Quotes {
		if pgWarned(q, "import.warn.page_join") {
			t.Errorf("row %d joined though row 2 names another GPU on each page", q.SourceRow)
		}
	}
}

// PG0001 (review): a blank first cell under a drawn table's header is the
// printed "same as above" of a row of its own, not wrapped text, where the
// run holds figures of its own: each framed line stays a row.
func TestBoxDrawnSameAsAboveIsARow(t *testing.T) {
	text := strings.Join([]string{
		"锦江云图算力 报价", // 1
		"┌────┬──────┬─────────┐", // 2
		"│地区│ 型号 │ 单价（元/卡·时） │",   // 3
		"├────┼──────┼─────────┤", // 4
		"│华东│ H100 80G │ 9.5 │",   // 5
		"│    │ A100 80G │ 6.0 │", // 6
		"│    │ A800 80G │ 5.0 │", // 7
		"├────┼──────┼─────────┤", // 8
		"│合计│ 三款 │ 另议 │",          // 9
		"└────┴──────┴─────────┘", // 10
	}, "\n")
	res := readText(t, "same.txt", text)
	pgPerHour(t, pgQuote(t, res, 5, "H100-80G-SXM"), 9.5)
	pgPerHour(t, pgQuote(t, res, 6, "A100-80G-SXM"), 6)
	pgPerHour(t, pgQuote(t, res, 7, "A800-80G-SXM"), 5)
}

// PG0041 (review): two tables of one file, each numbered by 序号 and
// naming the same GPUs in the same order (整机 and 单卡), are two lists,
// not a page split by columns: the later one shares a field with the
// earlier one (a price) and no continuation word (续表) stands between
// them, so its rows take no cards from the earlier one's.
func TestTwoNumberedTablesJoinNothing(t *testing.T) {
	text := "锦江云图算力 报价表,,,,\n" + // 1
		"序号,型号,单机卡数,可租台数,包月（元/台·月）\n" + // 2
		"1,L40S 48G,8,3,12960\n" + // 3
		"2,A100 PCIe 40G,8,2,23040\n" + // 4
		",,,,\n" + // 5
		"序号,型号,按量（元/卡·时）,包月（元/卡·月）,\n" + // 6
		"1,L40S 48G,2.70,1620,\n" + // 7
		"2,A100 PCIe 40G,4.10,2880,\n" // 8
	res := readText(t, "two.csv", text)
	for _, row := range []int{7, 8} {
		for _, q := range res.Quotes {
			if q.SourceRow == row && (pgWarned(q, "import.warn.page_join") || pgInt(q.GPUsPerNode, 8)) {
				t.Errorf("row %d took the 整机 table's machine: %v cards, %v", row, q.GPUsPerNode, q.Warnings)
			}
		}
	}
	pgPerHour(t, pgQuote(t, res, 7, "L40S-48G"), 2.7)
}

// PG0012 (review): only a mark that can be nothing but a footnote's (※,
// a circled digit, 注N) is read before the figure; △ before a figure is a
// minus in print and * or § may be anything, so "△500" is no price of 500.
func TestLeadSignIsNoFootnoteMark(t *testing.T) {
	text := "锦江云图算力 价目表,,,\n" + // 1
		"型号,每台卡数,台数,单价（元/卡/小时）\n" + // 2
		"L40S 48G,8,2,△500\n" + // 3
		"L40S 48G,8,2,▲2.60\n" + // 4
		"L40S 48G,8,2,※ 2.40\n" + // 5
		"A100 PCIe 40G,4,1,1.95\n" + // 6
		",,,\n" + // 7
		"※ 标※者为长租价。,,,\n" // 8
	res := readText(t, "lead.csv", text)
	for _, q := range res.Quotes {
		if q.SourceRow == 3 || q.SourceRow == 4 {
			t.Errorf("row %d read as a price %v: %v", q.SourceRow, perGPUHour(t, q), q.Warnings)
		}
	}
	pgPerHour(t, pgQuote(t, res, 5, "L40S-48G"), 2.4)
	pgPerHour(t, pgQuote(t, res, 6, "A100-40G-PCIe"), 1.95)
}

// PG0011 (review): a footnote stating an amount of its own with a basis and
// a period ("折合每卡每天约60元") converts the price, it states no unit of
// the marked cell: the header's unit holds; a note labelling its unit
// (单位) still gives the cell's.
func TestConversionFootnoteStatesNoUnit(t *testing.T) {
	text := "锦江云图算力 价目表,,,\n" + // 1
		"型号,每台卡数,台数,单价（元/台/月）\n" + // 2
		"H800 80G,8,2,\"60,480※\"\n" + // 3
		"L40S 48G,8,1,480△\n" + // 4
		",,,\n" + // 5
		"※ 折合每卡每天约252元。,,,\n" + // 6
		"△ 单位：元/台/天。,,,\n" // 7
	res := readText(t, "conv.csv", text)
	q := pgQuote(t, res, 3, "H800-80G-SXM")
	pgPerHour(t, q, 10.5)
	if pgWarned(q, "import.warn.footnote_unit") {
		t.Errorf("row 3: the conversion note recast the unit: %v", q.Warnings)
	}
	pgPerHour(t, pgQuote(t, res, 4, "L40S-48G"), 2.5)
}

// PG0022 (review, speed): the cheap test before reLeader holds on every
// line reLeader would rewrite and fails on a line whose only dot is a
// decimal point; PG0041: one folding of a row-number header.
func TestLeaderPairGuardsReLeader(t *testing.T) {
	for _, s := range []string{"包月 ..........9.50", "H100 · · · 8,280", "A10 ── 9,360", "L20 ‥‥‥ 432", "a . . . b", "9.50 元/卡·时", "A100 80G · 包月 · 6.5万", "1.5-2.0", "x.-y"} {
		if reLeader.MatchString(s) && !leaderPair(s) {
			t.Errorf("leaderPair(%q) false though reLeader matches", s)
		}
	}
	if leaderPair("9.50 元/卡·时 · 包月") {
		t.Errorf("leaderPair true on a decimal point")
	}
	for v, want := range map[string]bool{"序号": true, " No. ": true, "#": true, "编号：": true, "型号": false} {
		if isSerialHeader(v) != want {
			t.Errorf("isSerialHeader(%q) = %v, want %v", v, !want, want)
		}
	}
}

// PG0041 (review, decided once): the row-number headers are the header
// synonyms of role serial, each an ignored column's name, no third list.
func TestSerialHeadersAreHeaderSynonyms(t *testing.T) {
	n := 0
	for _, s := range synonyms {
		if s.role != "serial" {
			continue
		}
		n++
		if s.field != fIgnore || !isSerialHeader(s.name) {
			t.Errorf("%s %q: field %q, serial %v", s.rule, s.name, s.field, isSerialHeader(s.name))
		}
	}
	if n < 6 || len(serialHeaders) != n {
		t.Errorf("%d serial synonyms, %d serial headers", n, len(serialHeaders))
	}
	if _, ok := wordOrder["serial_header"]; ok {
		t.Errorf("words/locate.tsv still lists serial_header")
	}
}
